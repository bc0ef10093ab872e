//! `import nqueens`: the core's algorithms for Python. Like the wasm bindings, this crate only
//! converts types and errors; every algorithm and every rule (the ledger, the parallel count,
//! the one serialization of results and events) lives in `nqueens-core`.

mod count;
mod error;
mod lesson;
mod search;
mod whole;
mod widget;

use pyo3::prelude::*;

pub(crate) use error::to_py;

/// A core result or event as the Python value of its one serialization (dicts, lists, ints),
/// equal to `json.loads` of the CLI's `--json` line for the same thing.
pub(crate) fn to_dict<'py, T: serde::Serialize>(
    py: Python<'py>,
    value: &T,
) -> PyResult<Bound<'py, PyAny>> {
    pythonize::pythonize(py, value).map_err(PyErr::from)
}

#[pymodule]
fn _nqueens(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("VERSION", nqueens_core::VERSION)?;
    m.add("MAX_COUNT_N", nqueens_core::count::MAX_COUNT_N)?;
    m.add("MAX_TRACE_N", nqueens_core::trace::MAX_STEP_N)?;
    m.add("MAX_ENUMERATE_N", nqueens_core::enumerate::MAX_ENUMERATE_N)?;
    m.add("LEDGER_FORMAT", nqueens_core::ledger::FORMAT)?;
    error::register(m)?;
    search::register(m)?;
    count::register(m)?;
    lesson::register(m)?;
    widget::register(m)?;
    Ok(())
}
