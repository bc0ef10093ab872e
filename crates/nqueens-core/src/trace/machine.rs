//! The interface every strategy's engine offers the stepper, so the stepper can checkpoint,
//! replay and draw any of them the same way.

use super::event::Event;
use super::stack::Frame;
use super::state::{Cell, Queen, StepStats};

pub(super) trait Machine {
    /// The next event, with the engine's state and counters already updated by it; None once
    /// `Finished` has been returned.
    fn next_event(&mut self) -> Option<Event>;
    fn stats(&self) -> StepStats;
    /// Queens on the board, top to bottom.
    fn queens(&self) -> Vec<Queen>;
    /// The square `(row, col)`; both are below n.
    fn cell(&self, row: usize, col: usize) -> Cell;
    /// The columns `row` can still take, as a bit mask.
    fn domain(&self, row: usize) -> u32;
    /// The stack the search is in, shallowest frame first; empty once it finished.
    fn frames(&self) -> Vec<Frame>;
}
