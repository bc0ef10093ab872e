//! One error type for the whole crate, so the bindings can turn any failure into a JS `Error`
//! with a single helper and the CLI can print it as is. Messages are written for the person who
//! typed the input: they say what is wrong and, for text, where. Each kind of failure is its own
//! variant, so callers and tests match on what went wrong, never on the words of a message; the
//! words are each variant's `#[error]` (thiserror writes `Display` from them).

use std::fmt::Display;

/// Everything that can go wrong with input to the core. No function in the crate panics on
/// input; it returns one of these instead.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    /// N outside the range an operation supports (`what` names the operation, e.g. "a board").
    #[error("{}", out_of_range("N", .n, .min, .max, .what))]
    SizeOutOfRange {
        n: usize,
        min: usize,
        max: usize,
        what: &'static str,
    },
    /// A square that does not lie on an `n` x `n` board.
    #[error(
        "square (row {row}, column {col}) is off the {n}x{n} board (rows and columns are 0 to {})",
        .n.saturating_sub(1)
    )]
    SquareOutOfRange { row: usize, col: usize, n: usize },
    /// Text that does not parse. `line` and `column` are 1-based positions in the input.
    #[error("line {line}, column {column}: {message}")]
    Parse {
        line: usize,
        column: usize,
        message: String,
    },
    /// A name (strategy, format, view, ...) that is not in its vocabulary; `expected` lists
    /// the valid names (see [`crate::names`]).
    #[error("unknown {kind} '{name}': expected one of {expected}")]
    UnknownName {
        kind: &'static str,
        name: String,
        expected: String,
    },
    /// A search gave up after visiting the node budget it was given.
    #[error("search stopped after {nodes} nodes without an answer")]
    BudgetExceeded { nodes: u64 },
    /// N = 2 or 3 where an answer is required: no placement of N queens exists.
    #[error(
        "no solution exists for N = {n}: {n} queens always attack each other on a {n}x{n} board"
    )]
    NoSolution { n: usize },
    /// The request would need more memory than the platform's limit (bytes); refused before
    /// anything was allocated.
    #[error("N = {n} needs {} MiB; the limit here is {} MiB", .needed.div_ceil(MIB), .limit / MIB)]
    MemoryLimit { n: usize, needed: u64, limit: u64 },
    /// The allocator said no; `bytes` is what was asked for, when known.
    #[error("{}", out_of_memory(.bytes))]
    OutOfMemory { bytes: Option<u64> },
    /// The list format has one slot per row, so it cannot write a row holding `queens` queens.
    #[error("row {row} has {queens} queens; a column list holds one queen per row")]
    FormatCannotExpress { row: u32, queens: usize },
    /// A flat list of columns of the wrong length: `got` columns where a multiple of `n`
    /// (`whole: false`, several placements end to end) or exactly `n` (`whole: true`) belong.
    #[error("{}", column_count(*.n, *.got, *.whole))]
    ColumnCount { n: usize, got: usize, whole: bool },
    /// Flat `[row, col, ...]` coordinates with an odd count of numbers.
    #[error("queens must be [row, col] pairs: got {len} numbers")]
    UnpairedCoordinates { len: usize },
    /// A placement that is not a solution; the message names the first attacking pair.
    #[error("not a solution: {0}")]
    NotASolution(String),
    /// A counting unit's words that do not decode, or a unit for another N.
    #[error("invalid counting unit: {0}")]
    InvalidUnit(String),
    /// The caller's progress callback asked the search to stop.
    #[error("the search was stopped")]
    Stopped,
    /// The same square given twice where each queen must be listed once.
    #[error("the queen at row {row}, column {col} is listed twice")]
    DuplicateQueen { row: u32, col: u32 },
    /// Queens that already attack each other where none may (counting completions); the message
    /// names the pair and their line.
    #[error("{0}")]
    Attacking(String),
    /// A checkpoint or shard record that cannot be used (malformed, another N or plan, a unit
    /// recorded twice or missing, totals past 2^64); the message says which and where.
    #[error("{0}")]
    Record(String),
    /// A file that could not be read, written or locked: `kind` is the system's reason, so
    /// Python can raise the matching `OSError` (`FileNotFoundError`, `PermissionError`, ...)
    /// and a checkpoint held by another process (`WouldBlock`) can be told apart.
    #[error("cannot {action} {path}: {reason}")]
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
    #[error(
        "the task was planned by nqueens {their_version} (plan {:016x} of {} units for N = {n}), \
         but this process runs nqueens {} and plans N = {n} as {:016x} of {} units: its unit \
         ids mean other units here, so the task is refused; run one version of nqueens on \
         every node",
        .theirs.0, .theirs.1, crate::VERSION, .ours.0, .ours.1
    )]
    PlanMismatch {
        n: usize,
        /// Plan fingerprint and unit count the task was made with, and by which version.
        theirs: (u64, usize),
        their_version: String,
        /// The same, of this program.
        ours: (u64, usize),
    },
    /// An argument outside what the call accepts (zero threads, say); the message names it.
    #[error("{0}")]
    Argument(String),
    /// A lesson file that cannot be read, or a lesson that cannot happen on its search; the
    /// message names the lesson, the step and what is wrong (see [`crate::lesson`]).
    #[error("{0}")]
    Lesson(String),
    /// A counting kernel asked for (by name or `NQUEENS_KERNEL`) that this CPU or build cannot
    /// run: `why` says what is missing, `runnable` lists the kernels that do run here.
    #[error("the {kernel} kernel cannot run here: {why} (kernels that run here: {runnable})")]
    KernelUnavailable {
        kernel: &'static str,
        why: &'static str,
        runnable: String,
    },
}

/// Declares [`ErrorKind`] and [`Error::error_kind`] from one list: each variant of [`Error`] with
/// the name of its kind. (Not a `names` vocabulary: `names` reports an unknown name with this
/// module's [`Error`], so this module must not need `names` in turn.)
macro_rules! kinds {
    ($( $Variant:ident => $name:literal, )+) => {
        /// The kinds of [`Error`], as programs see them: the `kind` of the page's JS errors and
        /// of the Python exceptions (`nqueens.NQueensError` has one subclass per kind).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum ErrorKind {
            $( $Variant, )+
        }

        impl ErrorKind {
            /// Every kind, in the order of [`Error`]'s variants.
            pub const ALL: [ErrorKind; [$($name),+].len()] = [$(ErrorKind::$Variant),+];

            /// The kind's name in kebab case, as the bindings show it.
            pub fn name(self) -> &'static str {
                match self {
                    $( ErrorKind::$Variant => $name, )+
                }
            }
        }

        impl Error {
            /// The variant without its fields.
            pub fn error_kind(&self) -> ErrorKind {
                match self {
                    $( Error::$Variant { .. } => ErrorKind::$Variant, )+
                }
            }
        }
    };
}

kinds! {
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
    Lesson => "lesson",
}

impl std::fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl Error {
    /// The variant's name in kebab case, for programs: the bindings put it on the JS `Error`
    /// as `kind`, so the page can react to "budget-exceeded" without reading the message.
    pub fn kind(&self) -> &'static str {
        self.error_kind().name()
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

/// The sizes an operation takes: N (or another whole number) from `min` to `max`, named
/// `what` in the refusal. Each operation's range is one such value, which both its own check
/// and the bindings read: Python refuses a negative N, or one past what a `usize` holds,
/// before the core is called, with the same range in the same words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sizes {
    pub min: usize,
    pub max: usize,
    /// The operation, as the message names it: "counting", "the step view", ...
    pub what: &'static str,
}

impl Sizes {
    /// N from `min` to `max` for `what`.
    pub const fn new(min: usize, max: usize, what: &'static str) -> Sizes {
        Sizes { min, max, what }
    }

    /// Whether `n` is in range.
    pub fn contains(self, n: usize) -> bool {
        (self.min..=self.max).contains(&n)
    }

    /// `Ok` when `n` is in range, else [`Error::SizeOutOfRange`].
    pub fn check(self, n: usize) -> Result<()> {
        if self.contains(n) {
            Ok(())
        } else {
            Err(self.refuse(n))
        }
    }

    /// The refusal of `n`.
    pub fn refuse(self, n: usize) -> Error {
        Error::SizeOutOfRange {
            n,
            min: self.min,
            max: self.max,
            what: self.what,
        }
    }
}

/// The words of [`Error::SizeOutOfRange`] for any value of any whole-number argument: `name` is
/// how the message calls it ("N", "threads"), `given` what the caller gave, which a binding may
/// receive outside `usize` (a negative N from Python).
pub fn out_of_range(
    name: &str,
    given: impl Display,
    min: impl Display,
    max: impl Display,
    what: &str,
) -> String {
    format!("{name} = {given} is out of range for {what}: {name} must be from {min} to {max}")
}

const MIB: u64 = 1 << 20;

fn out_of_memory(bytes: &Option<u64>) -> String {
    match bytes {
        Some(bytes) => format!(
            "out of memory: could not allocate {} MiB",
            bytes.div_ceil(MIB)
        ),
        None => "out of memory".to_string(),
    }
}

fn column_count(n: usize, got: usize, whole: bool) -> String {
    if whole {
        format!(
            "a position on the {n}x{n} board lists one column per row, so {n} columns, not {got}"
        )
    } else {
        format!("{got} columns do not split into placements of {n}")
    }
}
