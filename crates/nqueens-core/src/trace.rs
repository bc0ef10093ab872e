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
pub mod code;
pub mod compare;
mod cp;
mod event;
mod machine;
mod narrate;
mod rows;
mod setup;
mod stack;
mod state;
mod stepper;
pub mod tree;
mod why;

use crate::attacks::Line;
use crate::error::{Error, Result};
use crate::names::vocabulary;
use crate::words::{msg, Message};

pub use event::{Cause, Event, EventKind, Failure};
pub use stack::Frame;
pub use state::{Cell, Queen, QueenKind, Reason, StepState, StepStats};
pub use stepper::{StepMode, Stepper, Stop, Summary, Target, MAX_RUN_EVENTS};
pub use why::Why;

/// Largest board the step view takes. A person stepping through the search reads one event at
/// a time; past 16 rows the pictures stop being readable and the event count explodes, while
/// 16 columns still fit a domain in one machine word.
pub const MAX_STEP_N: usize = 16;

/// The sizes the step engine takes: N from 1 to [`MAX_STEP_N`].
pub const SIZES: crate::error::Sizes = crate::error::Sizes::new(1, MAX_STEP_N, "step-view");

vocabulary! {
    /// Which search the step view runs.
    pub enum StepStrategy: "strategy" {
        /// The backtracking tutorial: row by row, columns left to right, each square checked by scanning the
        /// queens already on the board.
        Backtracking => "backtracking",
        /// The branch-and-bound tutorial: the same walk, but a square is checked in three occupancy arrays
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
    /// The strategy in words, as menus and the narration name it (`step-strategy.*.title`).
    pub fn title(self) -> Message {
        Message::new(format!("step-strategy.{}.title", self.name()))
    }

    /// A shorter name, for table rows and bars (`step-strategy.*.short`).
    pub fn short_title(self) -> Message {
        Message::new(format!("step-strategy.{}.short", self.name()))
    }

    /// True for the strategies that keep domains and propagate.
    pub fn propagates(self) -> bool {
        matches!(self, StepStrategy::Cp | StepStrategy::CpFirstFail)
    }
}

/// Which of the model's three AllDifferent constraints the CP strategies post: `AllDifferent(q)`
/// (no two queens in a column), `AllDifferent(q[i] - i)` (the "\\" diagonals) and
/// `AllDifferent(q[i] + i)` (the "/" diagonals). The PyCSP3 tutorial teaches by adding them one at a time
/// and solving after each, so a lesson can post fewer than all three and watch the search find
/// "solutions" whose queens still attack each other. The plain walks test every line of every
/// queen and take only [`Constraints::ALL`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Constraints {
    column: bool,
    diagonal: bool,
    anti_diagonal: bool,
}

impl Constraints {
    /// The whole model: the N-Queens problem.
    pub const ALL: Constraints = Constraints {
        column: true,
        diagonal: true,
        anti_diagonal: true,
    };

    /// The constraints on these lines ([`Line::Column`], [`Line::Diagonal`] for `q[i] - i`,
    /// [`Line::AntiDiagonal`] for `q[i] + i`); a row is no constraint of the model (each row is
    /// one variable), so it is refused, and so is an empty list.
    pub fn of(lines: &[Line]) -> Result<Constraints> {
        let mut chosen = Constraints {
            column: false,
            diagonal: false,
            anti_diagonal: false,
        };
        for line in lines {
            match line {
                Line::Column => chosen.column = true,
                Line::Diagonal => chosen.diagonal = true,
                Line::AntiDiagonal => chosen.anti_diagonal = true,
                Line::Row => return Err(Error::Argument(msg!("error.constraints.row"))),
            }
        }
        if chosen.lines().is_empty() {
            return Err(Error::Argument(msg!("error.constraints.none")));
        }
        Ok(chosen)
    }

    /// Whether the constraint on `line` is posted.
    pub fn has(self, line: Line) -> bool {
        match line {
            Line::Column => self.column,
            Line::Diagonal => self.diagonal,
            Line::AntiDiagonal => self.anti_diagonal,
            Line::Row => false,
        }
    }

    /// The posted constraints' lines, in the order propagation reports them.
    pub fn lines(self) -> Vec<Line> {
        [Line::Column, Line::Diagonal, Line::AntiDiagonal]
            .into_iter()
            .filter(|&line| self.has(line))
            .collect()
    }

    /// Whether all three are posted.
    pub fn is_all(self) -> bool {
        self == Constraints::ALL
    }

    /// The constraint on `line` as the model writes it: `AllDifferent(q)`,
    /// `AllDifferent(q[i] - i)` or `AllDifferent(q[i] + i)`.
    pub fn written(line: Line) -> &'static str {
        match line {
            Line::Column | Line::Row => "AllDifferent(q)",
            Line::Diagonal => "AllDifferent(q[i] - i)",
            Line::AntiDiagonal => "AllDifferent(q[i] + i)",
        }
    }
}

impl Default for Constraints {
    fn default() -> Constraints {
        Constraints::ALL
    }
}
