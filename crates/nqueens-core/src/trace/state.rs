//! What the page draws after each step. The state is a plain value, rebuilt on demand, so the
//! engines keep only what the search needs and two states can be compared in tests.

use super::event::Event;
use super::stack::Frame;
use super::{Constraints, StepStrategy};
use crate::attacks::Line;
use crate::board::Square;
use crate::words::Message;

/// Search counters, updated with every event. Each field is the [`Measure`] of its name, and
/// counts exactly what that measure's definition says.
///
/// `branches` and `failures` follow the OR-Tools original CP solver, so the CP strategy can be
/// checked against the guide: every branch taken counts once (the CP left branch `q = v` and
/// right branch `q != v`; a tried square in backtracking and lookup), and a failure is a branch
/// that failed (a dead end in CP; an attacked square in backtracking and lookup). A solution is
/// not a failure. Every leaf of the tree is then a failure or a solution.
///
/// [`Measure`]: crate::measure::Measure
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct StepStats {
    pub branches: u64,
    pub failures: u64,
    pub solutions: u64,
    /// Branches from the root to the current node (queens placed by the search, for
    /// backtracking and lookup).
    pub depth: u32,
    /// Queens put on the board by the search: choices, plus queens forced by propagation in
    /// CP. Fixed queens are not counted, as in `search::Stats::nodes`.
    pub nodes: u64,
    /// Steps back up the tree: a queen taken off (backtracking, lookup), a right branch taken
    /// (CP).
    pub backtracks: u64,
    /// Safety tests of a square (backtracking and lookup: one per square tried; CP: none).
    pub checks: u64,
    /// What the checks read: queens compared (backtracking), array cells (lookup).
    pub examined: u64,
    /// Values propagation removed from the domains (CP).
    pub removals: u64,
}

/// How a queen came to stand where it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize),
    serde(rename_all = "lowercase")
)]
pub enum QueenKind {
    /// Placed by the user before the search; it never moves.
    Fixed,
    /// Chosen by the search (a safe square, or a CP decision).
    Chosen,
    /// CP: the only value propagation left in its row.
    Forced,
}

/// A queen on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Queen {
    pub row: u32,
    pub col: u32,
    pub kind: QueenKind,
}

/// Why a square is ruled out, which decides its colour: a row or column of a queen is grey in
/// the guide's pictures, a diagonal is red.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reason {
    /// On a line of the queen on `by`.
    Attack { line: Line, by: Square },
    /// CP: cut off the end of the row's range by the bounds reasoning of the AllDifferent on
    /// `line`.
    Bounds { line: Line },
    /// CP: the search itself ruled it out, taking the right branch `q[row] != col`.
    Refuted,
}

/// One square of the picture.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cell {
    /// Still possible.
    Open,
    Queen,
    Out(Reason),
}

/// Everything the step view draws for one position of the timeline.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StepState {
    pub n: usize,
    pub strategy: StepStrategy,
    /// Events taken so far.
    pub position: u64,
    /// Queens on the board, top to bottom.
    pub queens: Vec<Queen>,
    /// Row-major, `n * n` cells.
    pub cells: Vec<Cell>,
    /// The square the last event was about (placed, tried, forced, refuted), to highlight.
    pub trying: Option<Square>,
    /// The row the last event found empty, to flash.
    pub dead_end: Option<u32>,
    /// The columns each row can still take: the CP domains; for backtracking and lookup, the
    /// queen's column or the squares no queen attacks.
    pub domains: Vec<Vec<u32>>,
    pub stats: StepStats,
    /// The event that led here; None at the start.
    pub last: Option<Event>,
    /// The last event in one sentence (a message: English by `Display`, the reader's language in
    /// the page).
    pub narration: Message,
    /// The 1-based line of the strategy's program ([`super::code`]) the last event comes from,
    /// in Python.
    pub line: usize,
    /// The place in the program the last event comes from: its line in any language's listing
    /// is `Listing::line(spot)`.
    pub spot: super::code::Spot,
    /// The latest solution found up to this position (its number is `stats.solutions`).
    pub latest: Option<Vec<u32>>,
    /// True once the `Finished` event has been taken.
    pub finished: bool,
    /// The constraints the search posts (all three but in the PyCSP3 tutorial's lesson).
    pub constraints: Constraints,
    /// The call stack (backtracking, lookup) or the open decisions (CP), shallowest first; the
    /// deepest frame's depth is `stats.depth`. Empty once the search finished.
    pub stack: Vec<Frame>,
}

impl StepState {
    /// The columns of the solution the last event reported, when it is one of the N-Queens
    /// problem: with fewer constraints posted, the search's "solutions" may still hold queens
    /// that attack each other, and those are not.
    pub fn solution(&self) -> Option<&[u32]> {
        match &self.last {
            Some(Event::Solution(cols)) if self.constraints.is_all() || is_solution(cols) => {
                Some(cols)
            }
            _ => None,
        }
    }

    /// The cell at `(row, col)`, or None off the board.
    pub fn cell(&self, row: usize, col: usize) -> Option<Cell> {
        if row < self.n && col < self.n {
            self.cells.get(row * self.n + col).copied()
        } else {
            None
        }
    }
}

/// The columns set in a domain mask, in increasing order.
pub(super) fn columns(mask: u32) -> Vec<u32> {
    (0..u32::BITS).filter(|c| mask & (1 << c) != 0).collect()
}

/// Whether no two queens of a full placement attack each other.
pub(super) fn is_solution(cols: &[u32]) -> bool {
    first_clash(cols).is_none()
}

/// The first two rows (in order) whose queens share a line of a full placement, and the line.
pub(super) fn first_clash(cols: &[u32]) -> Option<(u32, u32, Line)> {
    let square = |row: usize| Square::new(row as u32, cols[row]);
    (0..cols.len()).find_map(|a| {
        (a + 1..cols.len()).find_map(|b| {
            Line::shared_by(square(a), square(b)).map(|line| (a as u32, b as u32, line))
        })
    })
}
