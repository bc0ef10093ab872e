//! One error type for the whole crate, so the bindings can turn any failure into a JS `Error`
//! with a single helper and the CLI can print it as is. Messages are written for the person who
//! typed the input: they say what is wrong and, for text, where. Each kind of failure is its own
//! variant, so callers and tests match on what went wrong, never on the words of a message.

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
    /// A name (strategy, format, view, ...) that is not in its vocabulary; `expected` lists
    /// the valid names (see [`crate::names`]).
    UnknownName {
        kind: &'static str,
        name: String,
        expected: String,
    },
    /// A search gave up after visiting the node budget it was given.
    BudgetExceeded { nodes: u64 },
    /// N = 2 or 3 where an answer is required: no placement of N queens exists.
    NoSolution { n: usize },
    /// The request would need more memory than the platform's limit (bytes); refused before
    /// anything was allocated.
    MemoryLimit { n: usize, needed: u64, limit: u64 },
    /// The allocator said no; `bytes` is what was asked for, when known.
    OutOfMemory { bytes: Option<u64> },
    /// The list format has one slot per row, so it cannot write a row holding `queens` queens.
    FormatCannotExpress { row: u32, queens: usize },
    /// A flat list of columns of the wrong length: `got` columns where a multiple of `n`
    /// (`whole: false`, several placements end to end) or exactly `n` (`whole: true`) belong.
    ColumnCount { n: usize, got: usize, whole: bool },
    /// Flat `[row, col, ...]` coordinates with an odd count of numbers.
    UnpairedCoordinates { len: usize },
    /// A placement that is not a solution; the message names the first attacking pair.
    NotASolution(String),
    /// A counting unit's words that do not decode, or a unit for another N.
    InvalidUnit(String),
    /// The caller's progress callback asked the search to stop.
    Stopped,
    /// The same square given twice where each queen must be listed once.
    DuplicateQueen { row: u32, col: u32 },
    /// Queens that already attack each other where none may (counting completions); the message
    /// names the pair and their line.
    Attacking(String),
    /// A checkpoint or shard record that cannot be read, written or summed (another N, another
    /// plan, a unit recorded twice or missing, a file that cannot be opened); the message says
    /// which and where.
    Record(String),
    /// A counting kernel asked for (by name or `NQUEENS_KERNEL`) that this CPU or build cannot
    /// run: `why` says what is missing, `runnable` lists the kernels that do run here.
    KernelUnavailable {
        kernel: &'static str,
        why: &'static str,
        runnable: String,
    },
}

impl Error {
    /// The variant's name in kebab case, for programs: the bindings put it on the JS `Error`
    /// as `kind`, so the page can react to "budget-exceeded" without reading the message.
    pub fn kind(&self) -> &'static str {
        match self {
            Error::SizeOutOfRange { .. } => "size-out-of-range",
            Error::SquareOutOfRange { .. } => "square-out-of-range",
            Error::Parse { .. } => "parse",
            Error::UnknownName { .. } => "unknown-name",
            Error::BudgetExceeded { .. } => "budget-exceeded",
            Error::NoSolution { .. } => "no-solution",
            Error::MemoryLimit { .. } => "memory-limit",
            Error::OutOfMemory { .. } => "out-of-memory",
            Error::FormatCannotExpress { .. } => "format-cannot-express",
            Error::ColumnCount { .. } => "column-count",
            Error::UnpairedCoordinates { .. } => "unpaired-coordinates",
            Error::NotASolution(_) => "not-a-solution",
            Error::InvalidUnit(_) => "invalid-unit",
            Error::Stopped => "stopped",
            Error::Record(_) => "record",
            Error::DuplicateQueen { .. } => "duplicate-queen",
            Error::Attacking(_) => "attacking",
            Error::KernelUnavailable { .. } => "kernel-unavailable",
        }
    }
}

/// Shorthand used across the crate.
pub type Result<T> = std::result::Result<T, Error>;

const MIB: u64 = 1 << 20;

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
            Error::NoSolution { n } => write!(
                f,
                "no solution exists for N = {n}: {n} queens always attack each other on a {n}x{n} board"
            ),
            Error::MemoryLimit { n, needed, limit } => write!(
                f,
                "N = {n} needs {} MiB; the limit here is {} MiB",
                needed.div_ceil(MIB),
                limit / MIB
            ),
            Error::OutOfMemory { bytes: Some(bytes) } => write!(
                f,
                "out of memory: could not allocate {} MiB",
                bytes.div_ceil(MIB)
            ),
            Error::OutOfMemory { bytes: None } => f.write_str("out of memory"),
            Error::FormatCannotExpress { row, queens } => write!(
                f,
                "row {row} has {queens} queens; a column list holds one queen per row"
            ),
            Error::ColumnCount { n, got, whole: true } => write!(
                f,
                "a position on the {n}x{n} board lists one column per row, so {n} columns, not {got}"
            ),
            Error::ColumnCount {
                n,
                got,
                whole: false,
            } => write!(f, "{got} columns do not split into placements of {n}"),
            Error::UnpairedCoordinates { len } => {
                write!(f, "queens must be [row, col] pairs: got {len} numbers")
            }
            Error::NotASolution(why) => write!(f, "not a solution: {why}"),
            Error::InvalidUnit(why) => write!(f, "invalid counting unit: {why}"),
            Error::Stopped => f.write_str("the search was stopped"),
            Error::Record(message) => f.write_str(message),
            Error::DuplicateQueen { row, col } => {
                write!(f, "the queen at row {row}, column {col} is listed twice")
            }
            Error::Attacking(message) => f.write_str(message),
            Error::KernelUnavailable {
                kernel,
                why,
                runnable,
            } => write!(
                f,
                "the {kernel} kernel cannot run here: {why} (kernels that run here: {runnable})"
            ),
        }
    }
}

impl std::error::Error for Error {}
