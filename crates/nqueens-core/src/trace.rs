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

use std::fmt;
use std::str::FromStr;

use crate::error::{Error, Result};

pub use event::{Cause, Event, Failure};
pub use state::{Cell, Queen, QueenKind, Reason, StepState, StepStats};
pub use stepper::{StepMode, Stepper, Stop, Target, MAX_RUN_EVENTS};

/// Largest board the step view takes. A person stepping through the search reads one event at
/// a time; past 16 rows the pictures stop being readable and the event count explodes, while
/// 16 columns still fit a domain in one machine word.
pub const MAX_STEP_N: usize = 16;

/// Which search the step view runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StepStrategy {
    /// Seed 002: row by row, columns left to right, each square checked by scanning the
    /// queens already on the board.
    Backtracking,
    /// Seed 003: the same walk, but a square is checked in three occupancy arrays (columns,
    /// `row + col`, `row - col + N - 1`), so the event names the array that refused it.
    Lookup,
    /// The OR-Tools original CP solver: domains, propagation of the three AllDifferent
    /// constraints, binary branching with CHOOSE_FIRST_UNBOUND / ASSIGN_MIN_VALUE.
    Cp,
    /// The same propagation, branching on the smallest domain (ties: lowest row) and trying the
    /// column nearest the centre first.
    CpFirstFail,
}

impl StepStrategy {
    /// Every strategy, in menu order.
    pub const ALL: [StepStrategy; 4] = [
        StepStrategy::Backtracking,
        StepStrategy::Lookup,
        StepStrategy::Cp,
        StepStrategy::CpFirstFail,
    ];

    /// The name [`FromStr`] accepts and the CLI prints.
    pub fn name(self) -> &'static str {
        match self {
            StepStrategy::Backtracking => "backtracking",
            StepStrategy::Lookup => "lookup",
            StepStrategy::Cp => "cp",
            StepStrategy::CpFirstFail => "cp-first-fail",
        }
    }

    /// True for the strategies that keep domains and propagate.
    pub fn propagates(self) -> bool {
        matches!(self, StepStrategy::Cp | StepStrategy::CpFirstFail)
    }
}

impl fmt::Display for StepStrategy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for StepStrategy {
    type Err = Error;

    /// Case-insensitive and trimmed, like the other names the crate parses.
    fn from_str(s: &str) -> Result<StepStrategy> {
        StepStrategy::ALL
            .into_iter()
            .find(|st| st.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| Error::UnknownName {
                kind: "strategy",
                name: s.to_string(),
                expected: "backtracking, lookup, cp, cp-first-fail",
            })
    }
}
