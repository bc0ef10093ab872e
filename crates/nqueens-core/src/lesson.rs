//! Lessons that teachers write: a versioned JSON document (`lesson.schema.json` beside the
//! shipped lessons in `crates/nqueens-core/lessons/`) naming a board, a step strategy and a list of steps
//! (narrate, advance, ask, highlight, pause, restart), with its words in a source language and
//! any number of translations.
//!
//! A lesson comes from strangers (a link, a file on someone's site), so it is data and is read
//! with limits ([`limits`]): nothing in it runs, its words are text. Before a reader sees it,
//! the core runs it against the search ([`Lesson::read`]): every advance must reach its event,
//! every placeholder must have a value where it is said, every written answer must be what the
//! search shows, and the lesson must run to its end. A lesson that cannot happen is refused
//! with an [`crate::Error::Lesson`] naming the lesson, the step and what is wrong. What passes
//! is a list of stops (the moments the reader sees), each with its words filled in every
//! language the lesson has, and the answers to its questions, which the core checks
//! ([`Lesson::answer`]).
//!
//! - [`document`]: the file read into checked steps (limits, names, squares, templates);
//! - [`text`]: templates with placeholders, segments and language tags;
//! - [`question`]: the named questions whose answers the core computes from the search;
//! - [`run`]: the lesson run against the search, stop by stop;
//! - [`reply`]: a reader's answer checked, with its feedback;
//! - [`author`]: what the lesson editor asks of the core (the questions askable at a moment,
//!   the shortest advance between two moments);
//! - [`shipped`]: the lessons the playground ships;
//! - [`identity`]: the stable name and revision a gradebook knows a lesson by;
//! - [`worksheet`]: the lesson as a printable worksheet (its questions on paper, the answer key).

mod author;
mod document;
mod identity;
mod question;
mod reply;
mod run;
mod shipped;
mod text;
mod worksheet;

pub use author::{advance_between, askable, Askable};
#[cfg(feature = "schema")]
pub use document::schema;
pub use document::{Document, Form, Step, StepKind, Until, UntilName};
pub use document::{Highlight, Mark};
pub use identity::{revision, slug};
pub use question::{Question, QuestionName, Value};
pub use reply::{Reply, Verdict};
pub use run::{AskPlan, Lesson, Plan, StepPlace, Stop, StopKind};
pub use shipped::ShippedLesson;
pub use text::{direction, in_english, plain, Segment};
pub use worksheet::{SheetQuestion, Worksheet};

use crate::error::Sizes;

/// Largest board a lesson takes: the pictures stay readable on a phone, and every lesson's
/// search runs to its end at once.
pub const MAX_LESSON_N: usize = 10;

/// The sizes a lesson's board takes.
pub const SIZES: Sizes = Sizes::new(1, MAX_LESSON_N, "lesson");

/// What the `format` field of every lesson holds.
pub const FORMAT: &str = "nqueens-lesson";

/// The format's version: a lesson of another version is refused with a note saying which this
/// reader knows.
pub const VERSION: u32 = 1;

/// What a lesson file may hold. A lesson is read from strangers, so every size has a bound.
pub mod limits {
    /// Bytes of the file.
    pub const BYTES: usize = 256 * 1024;
    /// Nesting of arrays and objects (a lesson needs 6).
    pub const DEPTH: usize = 12;
    /// Steps.
    pub const STEPS: usize = 300;
    /// Characters of one text (a narration, a prompt, a feedback).
    pub const TEXT: usize = 2_000;
    /// Characters of a title or an id.
    pub const TITLE: usize = 200;
    /// Options of one question.
    pub const OPTIONS: usize = 8;
    /// Languages (the source and its translations).
    pub const LANGUAGES: usize = 32;
    /// Squares one step lists.
    pub const SQUARES: usize = 100;
    /// Search events the whole lesson runs through.
    pub const EVENTS: u64 = 200_000;
    /// Characters of a step's or an option's id.
    pub const ID: usize = 64;
    /// Characters of a lesson's `name`.
    pub const NAME: usize = 64;
    /// Options a choose question offers at least.
    pub const FEWEST_OPTIONS: usize = 2;
}
