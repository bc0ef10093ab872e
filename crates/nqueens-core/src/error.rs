//! One error type for the whole crate, so the bindings can turn any failure into a JS `Error`
//! with a single helper and the CLI can print it as is. Messages are written for the person who
//! typed the input: they say what is wrong and, for text, where.

use std::fmt;

/// Everything that can go wrong with input to the core. No function in the crate panics on
/// input; it returns one of these instead.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    /// N outside the range an operation supports (`what` names the operation, e.g. "a board").
    SizeOutOfRange {
        n: usize,
        min: usize,
        max: usize,
        what: &'static str,
    },
    /// A square that does not lie on an `n` x `n` board.
    SquareOutOfRange { row: usize, col: usize, n: usize },
    /// Text that does not parse. `line` and `column` are 1-based positions in the input.
    Parse {
        line: usize,
        column: usize,
        message: String,
    },
    /// A strategy or format name that is not known; `expected` lists the valid names.
    UnknownName {
        kind: &'static str,
        name: String,
        expected: &'static str,
    },
    /// A search gave up after visiting the node budget it was given.
    BudgetExceeded { nodes: u64 },
    /// A request that is well-formed but cannot be met (too much memory, a format that cannot
    /// express the board, ...). The message says why.
    Unsupported(String),
}

/// Shorthand used across the crate.
pub type Result<T> = std::result::Result<T, Error>;

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::SizeOutOfRange { n, min, max, what } => {
                write!(f, "N = {n} is out of range for {what}: N must be from {min} to {max}")
            }
            Error::SquareOutOfRange { row, col, n } => write!(
                f,
                "square (row {row}, column {col}) is off the {n}x{n} board (rows and columns are 0 to {})",
                n.saturating_sub(1)
            ),
            Error::Parse {
                line,
                column,
                message,
            } => write!(f, "line {line}, column {column}: {message}"),
            Error::UnknownName {
                kind,
                name,
                expected,
            } => write!(f, "unknown {kind} '{name}': expected one of {expected}"),
            Error::BudgetExceeded { nodes } => {
                write!(f, "search stopped after {nodes} nodes without an answer")
            }
            Error::Unsupported(message) => f.write_str(message),
        }
    }
}

impl std::error::Error for Error {}
