//! `import nqueens`: the core's algorithms for Python. Like the wasm bindings, this crate only
//! converts types and errors; every algorithm and every rule (the checkpoint format included)
//! lives in `nqueens-core`.

mod count;
mod search;

use nqueens_core::Error;
use pyo3::exceptions::{PyRuntimeError, PyValueError};
use pyo3::prelude::*;

/// The core's message as a Python exception: a search that ran out of its node budget is a
/// `RuntimeError`, everything else the caller can fix (N out of range, malformed text, a
/// checkpoint of another plan, ...) a `ValueError`.
pub(crate) fn to_py(error: Error) -> PyErr {
    match error {
        Error::BudgetExceeded { .. } => PyRuntimeError::new_err(error.to_string()),
        _ => PyValueError::new_err(error.to_string()),
    }
}

#[pymodule]
fn _nqueens(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("MAX_COUNT_N", nqueens_core::count::MAX_COUNT_N)?;
    m.add("MAX_TRACE_N", nqueens_core::trace::MAX_STEP_N)?;
    m.add("MAX_ENUMERATE_N", nqueens_core::enumerate::MAX_ENUMERATE_N)?;
    m.add("LEDGER_FORMAT", nqueens_core::ledger::FORMAT)?;
    search::register(m)?;
    count::register(m)?;
    Ok(())
}
