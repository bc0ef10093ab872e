//! Whole-number arguments as Python gives them. A Python `int` has no bounds, and a Rust `usize`
//! refuses `-1` with "can't convert negative int to unsigned", naming neither the argument nor
//! what it may be. [`Whole`] takes any `int`, and its checks give the project's
//! `SizeOutOfRangeError` naming the argument and its range, in the core's words
//! ([`nqueens_core::error::out_of_range`]); what is not an `int` stays PyO3's `TypeError`,
//! which names the argument.

use nqueens_core::Sizes;
use pyo3::exceptions::PyOverflowError;
use pyo3::prelude::*;

use crate::error::size_out_of_range;

/// A whole-number argument, kept as given until it is checked.
pub struct Whole {
    /// The value, when it is a `u64` (None: negative, or past 2^64 - 1).
    value: Option<u64>,
    /// How Python writes it, for the message.
    text: String,
}

impl<'a, 'py> FromPyObject<'a, 'py> for Whole {
    type Error = PyErr;

    fn extract(obj: Borrowed<'a, 'py, PyAny>) -> PyResult<Whole> {
        match obj.extract::<u64>() {
            Ok(value) => Ok(Whole {
                value: Some(value),
                text: value.to_string(),
            }),
            Err(e) if e.is_instance_of::<PyOverflowError>(obj.py()) => Ok(Whole {
                value: None,
                text: obj.str()?.to_string(),
            }),
            Err(e) => Err(e),
        }
    }
}

impl From<u64> for Whole {
    /// A default's value.
    fn from(value: u64) -> Whole {
        Whole {
            value: Some(value),
            text: value.to_string(),
        }
    }
}

impl Whole {
    /// N for an operation of the core: within its `sizes`, else `SizeOutOfRangeError`.
    pub fn size(&self, sizes: Sizes) -> PyResult<usize> {
        match self.value.and_then(|v| usize::try_from(v).ok()) {
            Some(n) if sizes.contains(n) => Ok(n),
            _ => Err(self.refused("N", sizes.min as u64, sizes.max as u64, sizes.what_words())),
        }
    }

    /// Any other whole number, `name` in messages: from `min` to `max` for `what`, else
    /// `SizeOutOfRangeError`.
    pub fn within(&self, name: &str, min: u64, max: u64, what: &str) -> PyResult<u64> {
        match self.value {
            Some(v) if (min..=max).contains(&v) => Ok(v),
            _ => Err(self.refused(name, min, max, what.to_string())),
        }
    }

    /// The value when a Rust type bounded by `limit` holds it, for a number the core checks
    /// itself (zero threads, a column off the board, each in its own words); one that no such
    /// type holds (negative, or too large) is refused here, with the range the core takes,
    /// `min` to `max`.
    pub fn fits(&self, limit: u64, name: &str, min: u64, max: u64, what: &str) -> PyResult<u64> {
        match self.value {
            Some(v) if v <= limit => Ok(v),
            _ => Err(self.refused(name, min, max, what.to_string())),
        }
    }

    fn refused(
        &self,
        name: &str,
        min: u64,
        max: u64,
        what: impl Into<nqueens_core::words::Arg>,
    ) -> PyErr {
        size_out_of_range(
            nqueens_core::error::out_of_range(name, self.text.clone(), min, max, what).to_string(),
        )
    }
}
