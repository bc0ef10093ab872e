//! The step engine: a search that stops after every event so a learner can watch it, forward
//! and backward, the way the OR-Tools guide walks through 4 queens picture by picture.
//!
//! Each strategy is a state machine with an explicit stack rather than a recursive function,
//! because a recursive search cannot be paused between two events without threads. The
//! [`Stepper`] drives one of them, keeps checkpoints so the timeline can be scrubbed, and turns
//! the engine's state into a [`StepState`] a page can draw.
//!
//! Rows and columns are 0-based throughout; `q[i]` is the column of the queen in row `i`.

mod bounds;
pub mod compare;
mod cp;
mod event;
pub mod lesson;
mod machine;
mod narrate;
mod rows;
mod setup;
mod state;
mod stepper;
pub mod tree;

use crate::names::vocabulary;

pub use event::{Cause, Event, EventKind, Failure};
pub use state::{Cell, Queen, QueenKind, Reason, StepState, StepStats};
pub use stepper::{StepMode, Stepper, Stop, Summary, Target, MAX_RUN_EVENTS};

/// Largest board the step view takes. A person stepping through the search reads one event at
/// a time; past 16 rows the pictures stop being readable and the event count explodes, while
/// 16 columns still fit a domain in one machine word.
pub const MAX_STEP_N: usize = 16;

/// The sizes the step engine takes: N from 1 to [`MAX_STEP_N`].
pub const SIZES: crate::error::Sizes = crate::error::Sizes::new(1, MAX_STEP_N, "the step view");

vocabulary! {
    /// Which search the step view runs.
    pub enum StepStrategy: "strategy" {
        /// Seed 002: row by row, columns left to right, each square checked by scanning the
        /// queens already on the board.
        Backtracking => "backtracking",
        /// Seed 003: the same walk, but a square is checked in three occupancy arrays
        /// (columns, `row + col`, `row - col + N - 1`), so the event names the array that
        /// refused it.
        Lookup => "lookup",
        /// The OR-Tools original CP solver: domains, propagation of the three AllDifferent
        /// constraints, binary branching with CHOOSE_FIRST_UNBOUND / ASSIGN_MIN_VALUE.
        Cp => "cp",
        /// The same propagation, branching on the smallest domain (ties: lowest row) and
        /// trying the column nearest the centre first.
        CpFirstFail => "cp-first-fail",
    }
}

impl StepStrategy {
    /// True for the strategies that keep domains and propagate.
    pub fn propagates(self) -> bool {
        matches!(self, StepStrategy::Cp | StepStrategy::CpFirstFail)
    }
}
