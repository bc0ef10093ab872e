//! The one place where a core error becomes a Python exception, as the wasm bindings' `error.rs`
//! is for the page.
//!
//! `nqueens.NQueensError` (a `ValueError`) has one subclass per kind of the core's error, made
//! here from the core's own list of kinds ([`ErrorKind::ALL`]), each with the class attribute
//! `kind` holding the kebab-case name the page's errors carry. A file that cannot be read,
//! written or locked raises the `OSError` subclass Python itself would (`FileNotFoundError`,
//! `PermissionError`, `IsADirectoryError`, `BlockingIOError` for a checkpoint another process
//! holds, ...), with `errno` and `filename` set, rather than an `NQueensError`.

use nqueens_core::{Error, ErrorKind};
use pyo3::exceptions::{
    PyBlockingIOError, PyFileExistsError, PyFileNotFoundError, PyIsADirectoryError, PyMemoryError,
    PyNotADirectoryError, PyOSError, PyPermissionError, PyRuntimeError, PyValueError,
};
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyDict, PyTuple, PyType};

/// `NQueensError` and its subclasses, by kind (`File` has none: it raises an `OSError`).
struct Classes {
    base: Py<PyType>,
    by_kind: Vec<(ErrorKind, Py<PyType>)>,
}

static CLASSES: PyOnceLock<Classes> = PyOnceLock::new();

/// The class name of a kind: `size-out-of-range` is `SizeOutOfRangeError` (the core's rule).
pub fn class_name(kind: ErrorKind) -> String {
    kind.class_name()
}

/// A class `nqueens.<name>` deriving from `bases`, with `attributes`.
fn make_class<'py>(
    py: Python<'py>,
    name: &str,
    bases: Vec<Bound<'py, PyType>>,
    doc: &str,
    attributes: &[(&str, &str)],
) -> PyResult<Py<PyType>> {
    let dict = PyDict::new(py);
    dict.set_item("__module__", "nqueens")?;
    dict.set_item("__doc__", doc)?;
    for (key, value) in attributes {
        dict.set_item(key, value)?;
    }
    let class = py
        .get_type::<PyType>()
        .call1((name, PyTuple::new(py, bases)?, dict))?;
    Ok(class.cast_into::<PyType>()?.unbind())
}

/// Adds `NQueensError`, its subclasses and `ERRORS` (kind to class) to the module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    let classes = CLASSES.get_or_try_init(py, || -> PyResult<Classes> {
        let base = make_class(
            py,
            "NQueensError",
            vec![py.get_type::<PyValueError>()],
            "An input the core cannot use; `kind` names which kind of problem (the subclass).",
            &[],
        )?;
        let mut by_kind = Vec::new();
        for kind in ErrorKind::ALL {
            if kind == ErrorKind::File {
                continue;
            }
            // Kinds that were, or naturally are, another built-in exception stay that too.
            let mut bases = vec![base.bind(py).clone()];
            match kind {
                ErrorKind::BudgetExceeded => bases.push(py.get_type::<PyRuntimeError>()),
                ErrorKind::OutOfMemory | ErrorKind::MemoryLimit => {
                    bases.push(py.get_type::<PyMemoryError>())
                }
                _ => {}
            }
            let doc = format!("The core's \"{}\" errors.", kind.name());
            let class = make_class(py, &class_name(kind), bases, &doc, &[("kind", kind.name())])?;
            by_kind.push((kind, class));
        }
        Ok(Classes { base, by_kind })
    })?;
    m.add("NQueensError", classes.base.bind(py))?;
    let all = PyDict::new(py);
    for (kind, class) in &classes.by_kind {
        m.add(class_name(*kind).as_str(), class.bind(py))?;
        all.set_item(kind.name(), class.bind(py))?;
    }
    m.add("ERRORS", all)?;
    Ok(())
}

/// The core's error as the Python exception for its kind.
pub fn to_py(error: Error) -> PyErr {
    Python::attach(|py| {
        if let Error::File {
            path,
            kind,
            errno,
            reason,
            ..
        } = &error
        {
            return os_error(py, &error, path, *kind, *errno, reason);
        }
        of_kind(py, error.error_kind(), error.to_string())
    })
}

/// A whole-number argument out of its range (a negative N, say) as the core's
/// `SizeOutOfRangeError`, with `message` in the core's words (see `crate::whole`).
pub fn size_out_of_range(message: String) -> PyErr {
    Python::attach(|py| of_kind(py, ErrorKind::SizeOutOfRange, message))
}

/// The exception of `kind`'s class carrying `message`.
fn of_kind(py: Python<'_>, kind: ErrorKind, message: String) -> PyErr {
    let class = CLASSES.get(py).and_then(|c| {
        c.by_kind
            .iter()
            .find(|(k, _)| *k == kind)
            .map(|(_, class)| class.bind(py).clone())
    });
    match class.map(|class| class.call1((message.clone(),))) {
        Some(Ok(instance)) => PyErr::from_value(instance),
        // Only before the module has registered its classes, or if Python failed to build
        // the exception itself.
        Some(Err(e)) => e,
        None => PyValueError::new_err(message),
    }
}

/// The `OSError` Python itself would raise: chosen by `errno` where the system gave one (so
/// `OSError(2, ...)` becomes a `FileNotFoundError`), else by the kind of failure.
fn os_error(
    py: Python<'_>,
    error: &Error,
    path: &str,
    kind: std::io::ErrorKind,
    errno: Option<i32>,
    reason: &str,
) -> PyErr {
    use std::io::ErrorKind as K;
    if let Some(errno) = errno {
        // The system's words without Rust's " (os error N)", as Python prints them.
        let strerror = reason
            .rsplit_once(" (os error")
            .map_or(reason, |(words, _)| words);
        let built = py.get_type::<PyOSError>().call1((errno, strerror, path));
        return match built {
            Ok(instance) => PyErr::from_value(instance),
            Err(e) => e,
        };
    }
    let message = error.to_string();
    match kind {
        K::WouldBlock => PyBlockingIOError::new_err(message),
        K::NotFound => PyFileNotFoundError::new_err(message),
        K::PermissionDenied => PyPermissionError::new_err(message),
        K::IsADirectory => PyIsADirectoryError::new_err(message),
        K::NotADirectory => PyNotADirectoryError::new_err(message),
        K::AlreadyExists => PyFileExistsError::new_err(message),
        _ => PyOSError::new_err(message),
    }
}
