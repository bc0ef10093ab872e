//! One error type for the whole crate, so the bindings can turn any failure into a JS `Error`
//! with a single helper and the CLI can print it as is. Messages are written for the person who
//! typed the input: they say what is wrong and, for text, where. Each kind of failure is its own
//! variant, so callers and tests match on what went wrong, never on the words of a message.

use std::fmt;

use crate::names::vocabulary;

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
    /// A checkpoint or shard record that cannot be used (malformed, another N or plan, a unit
    /// recorded twice or missing, totals past 2^64); the message says which and where.
    Record(String),
    /// A file that could not be read, written or locked: `kind` is the system's reason, so
    /// Python can raise the matching `OSError` (`FileNotFoundError`, `PermissionError`, ...)
    /// and a checkpoint held by another process (`WouldBlock`) can be told apart.
    File {
        path: String,
        /// What was being done: "read", "create", "write", "lock", ...
        action: &'static str,
        kind: std::io::ErrorKind,
        /// The system's error number, when there is one.
        errno: Option<i32>,
        /// The system's words, or ours where the system has none.
        reason: String,
    },
    /// A counting task made under another plan than this program's (another version of the
    /// package on one node of a cluster): its unit ids and words mean other units here, so it
    /// is refused rather than counted and summed with the rest.
    PlanMismatch {
        n: usize,
        /// Plan fingerprint and unit count the task was made with, and by which version.
        theirs: (u64, usize),
        their_version: String,
        /// The same, of this program.
        ours: (u64, usize),
    },
    /// An argument outside what the call accepts (zero threads, say); the message names it.
    Argument(String),
    /// A counting kernel asked for (by name or `NQUEENS_KERNEL`) that this CPU or build cannot
    /// run: `why` says what is missing, `runnable` lists the kernels that do run here.
    KernelUnavailable {
        kernel: &'static str,
        why: &'static str,
        runnable: String,
    },
}

vocabulary! {
    /// The kinds of [`Error`], as programs see them: the `kind` of the page's JS errors and of
    /// the Python exceptions (`nqueens.NQueensError` has one subclass per kind).
    pub enum ErrorKind: "error kind" {
        SizeOutOfRange => "size-out-of-range",
        SquareOutOfRange => "square-out-of-range",
        Parse => "parse",
        UnknownName => "unknown-name",
        BudgetExceeded => "budget-exceeded",
        NoSolution => "no-solution",
        MemoryLimit => "memory-limit",
        OutOfMemory => "out-of-memory",
        FormatCannotExpress => "format-cannot-express",
        ColumnCount => "column-count",
        UnpairedCoordinates => "unpaired-coordinates",
        NotASolution => "not-a-solution",
        InvalidUnit => "invalid-unit",
        Stopped => "stopped",
        Record => "record",
        DuplicateQueen => "duplicate-queen",
        Attacking => "attacking",
        File => "file",
        PlanMismatch => "plan-mismatch",
        Argument => "argument",
        KernelUnavailable => "kernel-unavailable",
    }
}

impl Error {
    /// The variant's name in kebab case, for programs: the bindings put it on the JS `Error`
    /// as `kind`, so the page can react to "budget-exceeded" without reading the message.
    pub fn kind(&self) -> &'static str {
        self.error_kind().name()
    }

    /// The variant without its fields.
    pub fn error_kind(&self) -> ErrorKind {
        match self {
            Error::SizeOutOfRange { .. } => ErrorKind::SizeOutOfRange,
            Error::SquareOutOfRange { .. } => ErrorKind::SquareOutOfRange,
            Error::Parse { .. } => ErrorKind::Parse,
            Error::UnknownName { .. } => ErrorKind::UnknownName,
            Error::BudgetExceeded { .. } => ErrorKind::BudgetExceeded,
            Error::NoSolution { .. } => ErrorKind::NoSolution,
            Error::MemoryLimit { .. } => ErrorKind::MemoryLimit,
            Error::OutOfMemory { .. } => ErrorKind::OutOfMemory,
            Error::FormatCannotExpress { .. } => ErrorKind::FormatCannotExpress,
            Error::ColumnCount { .. } => ErrorKind::ColumnCount,
            Error::UnpairedCoordinates { .. } => ErrorKind::UnpairedCoordinates,
            Error::NotASolution(_) => ErrorKind::NotASolution,
            Error::InvalidUnit(_) => ErrorKind::InvalidUnit,
            Error::Stopped => ErrorKind::Stopped,
            Error::Record(_) => ErrorKind::Record,
            Error::DuplicateQueen { .. } => ErrorKind::DuplicateQueen,
            Error::Attacking(_) => ErrorKind::Attacking,
            Error::File { .. } => ErrorKind::File,
            Error::PlanMismatch { .. } => ErrorKind::PlanMismatch,
            Error::Argument(_) => ErrorKind::Argument,
            Error::KernelUnavailable { .. } => ErrorKind::KernelUnavailable,
        }
    }

    /// A failed file operation on `path`, keeping the system's reason.
    pub fn file(path: &std::path::Path, action: &'static str, error: &std::io::Error) -> Error {
        Error::File {
            path: path.display().to_string(),
            action,
            kind: error.kind(),
            errno: error.raw_os_error(),
            reason: error.to_string(),
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
            Error::File {
                path,
                action,
                reason,
                ..
            } => write!(f, "cannot {action} {path}: {reason}"),
            Error::PlanMismatch {
                n,
                theirs,
                their_version,
                ours,
            } => write!(
                f,
                "the task was planned by nqueens {their_version} (plan {:016x} of {} units for N = {n}), \
                 but this process runs nqueens {} and plans N = {n} as {:016x} of {} units: its unit \
                 ids mean other units here, so the task is refused; run one version of nqueens on \
                 every node",
                theirs.0,
                theirs.1,
                crate::VERSION,
                ours.0,
                ours.1
            ),
            Error::Argument(message) => f.write_str(message),
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
