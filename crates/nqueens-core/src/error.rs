//! One error type for the whole crate, so the bindings can turn any failure into a JS `Error`
//! with a single helper and the CLI can print it as is. Messages are written for the person who
//! typed the input: they say what is wrong and, for text, where. Each kind of failure is its own
//! variant, so callers and tests match on what went wrong, never on the words of a message; the
//! words are each variant's message ([`Error::message`]: an id of the catalogs and its
//! arguments), which `Display` renders in English and the page in the reader's language.

use crate::words::{msg, Arg, Message};

/// Everything that can go wrong with input to the core. No function in the crate panics on
/// input; it returns one of these instead.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    /// N outside the range an operation supports (`what` names the operation: a key of the
    /// catalogs' `size.*`, e.g. "board").
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
        message: Message,
    },
    /// A name (strategy, format, view, ...) that is not in its vocabulary; `kind` is the
    /// vocabulary's (a key of the catalogs' `kind.*`) and `expected` lists the valid names (see
    /// [`crate::names`]).
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
    NotASolution(Message),
    /// A counting unit's words that do not decode, or a unit for another N.
    InvalidUnit(Message),
    /// The caller's progress callback asked the search to stop.
    Stopped,
    /// The same square given twice where each queen must be listed once.
    DuplicateQueen { row: u32, col: u32 },
    /// Queens that already attack each other where none may (counting completions); the message
    /// names the pair and their line.
    Attacking(Message),
    /// A checkpoint or shard record that cannot be used (malformed, another N or plan, a unit
    /// recorded twice or missing, totals past 2^64); the message says which and where.
    Record(Message),
    /// A file that could not be read, written or locked: `kind` is the system's reason, so
    /// Python can raise the matching `OSError` (`FileNotFoundError`, `PermissionError`, ...)
    /// and a checkpoint held by another process (`WouldBlock`) can be told apart.
    File {
        path: String,
        /// What was being done: "read", "create", "write", "lock", ... (the CLI's and Python's
        /// words: the page reads no file)
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
    Argument(Message),
    /// A lesson file that cannot be read, or a lesson that cannot happen on its search; the
    /// message names the lesson, the step and what is wrong (see [`crate::lesson`]).
    Lesson(Message),
    /// A counting kernel asked for (by name or `NQUEENS_KERNEL`) that this CPU or build cannot
    /// run: `why` says what is missing (the CLI's and Python's words: the page counts with its
    /// own kernel), `runnable` lists the kernels that do run here.
    KernelUnavailable {
        kernel: &'static str,
        why: &'static str,
        runnable: String,
    },
}

impl Error {
    /// What went wrong, as a message in the catalogs' words: `Display` renders it in English,
    /// the page in the reader's language.
    pub fn message(&self) -> Message {
        match self {
            Error::SizeOutOfRange { n, min, max, what } => {
                out_of_range("N", *n, *min, *max, Message::name("size", what))
            }
            Error::SquareOutOfRange { row, col, n } => msg!(
                "error.square-out-of-range",
                row = *row,
                col = *col,
                n = *n,
                first = 0u32,
                last = n.saturating_sub(1)
            ),
            Error::Parse {
                line,
                column,
                message,
            } => msg!(
                "error.parse",
                line = *line,
                column = *column,
                reason = message.clone()
            ),
            Error::UnknownName {
                kind,
                name,
                expected,
            } => msg!(
                "error.unknown-name",
                kind = Message::name("kind", &kind.replace(' ', "-")),
                name = name.clone(),
                expected = expected.clone()
            ),
            Error::BudgetExceeded { nodes } => msg!("error.budget-exceeded", nodes = *nodes),
            Error::NoSolution { n } => msg!("error.no-solution", n = *n),
            Error::MemoryLimit { n, needed, limit } => msg!(
                "error.memory-limit",
                n = *n,
                needed = needed.div_ceil(MIB),
                limit = *limit / MIB
            ),
            Error::OutOfMemory { bytes: Some(bytes) } => {
                msg!("error.out-of-memory.bytes", mib = bytes.div_ceil(MIB))
            }
            Error::OutOfMemory { bytes: None } => msg!("error.out-of-memory"),
            Error::FormatCannotExpress { row, queens } => {
                msg!("error.format-cannot-express", row = *row, queens = *queens)
            }
            Error::ColumnCount {
                n,
                got,
                whole: true,
            } => {
                msg!("error.column-count.whole", n = *n, got = *got)
            }
            Error::ColumnCount {
                n,
                got,
                whole: false,
            } => msg!("error.column-count", n = *n, got = *got),
            Error::UnpairedCoordinates { len } => msg!("error.unpaired-coordinates", len = *len),
            Error::NotASolution(reason) => msg!("error.not-a-solution", reason = reason.clone()),
            Error::InvalidUnit(reason) => msg!("error.invalid-unit", reason = reason.clone()),
            Error::Stopped => msg!("error.stopped"),
            Error::DuplicateQueen { row, col } => {
                msg!("error.duplicate-queen", row = *row, col = *col)
            }
            Error::Attacking(message)
            | Error::Record(message)
            | Error::Argument(message)
            | Error::Lesson(message) => message.clone(),
            Error::File {
                path,
                action,
                reason,
                ..
            } => msg!(
                "error.file",
                action = *action,
                path = path.clone(),
                reason = reason.clone()
            ),
            Error::PlanMismatch {
                n,
                theirs,
                their_version,
                ours,
            } => msg!(
                "error.plan-mismatch",
                n = *n,
                their_version = their_version.clone(),
                their_plan = format!("{:016x}", theirs.0),
                their_units = theirs.1,
                our_version = crate::VERSION,
                our_plan = format!("{:016x}", ours.0),
                our_units = ours.1
            ),
            Error::KernelUnavailable {
                kernel,
                why,
                runnable,
            } => msg!(
                "error.kernel-unavailable",
                kernel = *kernel,
                why = *why,
                runnable = runnable.clone()
            ),
        }
    }
}

/// The English words of [`Error::message`].
impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.message().fmt(f)
    }
}

impl std::error::Error for Error {}

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

impl ErrorKind {
    /// The kind's name as an exception class (`size-out-of-range` is `SizeOutOfRangeError`):
    /// the Python package raises it and the error reference names it, so the rule lives here.
    pub fn class_name(self) -> String {
        let mut name: String = self
            .name()
            .split('-')
            .map(|word| {
                let mut chars = word.chars();
                chars.next().map_or(String::new(), |c| {
                    c.to_ascii_uppercase().to_string() + chars.as_str()
                })
            })
            .collect();
        name.push_str("Error");
        name
    }
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
    /// The operation, as the message names it: a key of the catalogs' `size.*` ("counting",
    /// "step-view", ...).
    pub what: &'static str,
}

impl Sizes {
    /// The operation in words, as the refusal names it.
    pub fn what_words(self) -> Message {
        Message::name("size", self.what)
    }

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
/// receive outside `usize` (a negative N from Python), `what` the operation (a message, or text
/// a binding names it by).
pub fn out_of_range(
    name: &str,
    given: impl Into<Arg>,
    min: impl Into<Arg>,
    max: impl Into<Arg>,
    what: impl Into<Arg>,
) -> Message {
    msg!(
        "error.size-out-of-range",
        name = name.to_string(),
        given = given,
        min = min,
        max = max,
        what = what
    )
}

const MIB: u64 = 1 << 20;
