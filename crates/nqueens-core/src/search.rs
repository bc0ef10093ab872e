//! Finding one solution, from an empty board or from queens the user already placed.
//!
//! The three strategies are the seeds' algorithms side by side, so the playground can compare
//! their speed on equal terms: they walk the same tree in the same order (rows top to bottom,
//! columns left to right) and differ only in how they test a square. Hence they return the
//! same, lexicographically first, solution and the same node and backtrack counts.

mod bitboard;
mod lookup;
mod scan;
mod walk;

use crate::attacks::{analyze, Pair};
use crate::board::{check_size, Board};
use crate::clock::Stopwatch;
use crate::error::Sizes;
use crate::error::{Error, Result};
use crate::names::vocabulary;

/// Largest N the bitboard strategy takes: one bit per column in a `u64`.
pub const MAX_BITBOARD_N: usize = 64;

vocabulary! {
    /// How a search tests whether a square is safe.
    pub enum Strategy: "strategy" {
        /// Seed 002: scan the queens already placed, O(N) per test.
        Backtracking => "backtracking",
        /// Seed 003: column and diagonal occupancy arrays, O(1) per test.
        Lookup => "lookup",
        /// Column and diagonal masks in `u64`s with an explicit stack; N <= 64.
        Bitboard => "bitboard",
    }
}

impl Strategy {
    /// Largest N this strategy can search.
    pub fn max_n(self) -> usize {
        self.sizes().max
    }

    /// The sizes the strategy solves: a board's, up to 64 for the bitboard.
    pub fn sizes(self) -> Sizes {
        match self {
            Strategy::Bitboard => Sizes::new(1, MAX_BITBOARD_N, "the bitboard strategy"),
            Strategy::Backtracking | Strategy::Lookup => crate::board::SIZES,
        }
    }
}

/// What a search did, for the playground's comparison table.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Stats {
    /// Queens placed by the search (each safe placement is a node; given queens are not).
    pub nodes: u64,
    /// Queens taken back because nothing below them worked.
    pub backtracks: u64,
    /// Wall time; always 0.0 on wasm32, where the bindings time the call themselves.
    pub seconds: f64,
}

/// Bounds on a search, so the page can keep a hopeless request from freezing the tab.
#[derive(Clone, Copy, Debug, Default)]
pub struct Limits {
    /// Most nodes to visit; the search fails with `Error::BudgetExceeded` past it.
    pub max_nodes: Option<u64>,
}

/// The answer of [`solve`] or [`complete`].
#[derive(Clone, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Outcome {
    /// The full placement, or None when none exists (N = 2, 3, or a start that cannot be
    /// completed).
    pub solution: Option<Vec<u32>>,
    pub stats: Stats,
    /// For [`complete`]: the first attacking pair among the given queens, when they already
    /// clash (then nothing was searched).
    pub conflict: Option<Pair>,
}

/// A solve reported: what `nqueens solve --json` prints and Python's `solve` returns.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Report {
    pub n: usize,
    pub strategy: Strategy,
    /// The columns row by row, or None when N has no solution.
    pub solution: Option<Vec<u32>>,
    pub nodes: u64,
    pub backtracks: u64,
    pub seconds: f64,
}

impl Outcome {
    /// The outcome of solving `n` with `strategy`, for reports.
    pub fn report(self, n: usize, strategy: Strategy) -> Report {
        Report {
            n,
            strategy,
            solution: self.solution,
            nodes: self.stats.nodes,
            backtracks: self.stats.backtracks,
            seconds: self.stats.seconds,
        }
    }
}

/// Finds the lexicographically first solution for an `n` x `n` board.
pub fn solve(n: usize, strategy: Strategy, limits: Limits) -> Result<Outcome> {
    check_size(n)?;
    check_strategy(n, strategy)?;
    search(&Start::empty(n), strategy, limits)
}

/// Keeps every queen of `board` and fills the rows without one, taking the lexicographically
/// first completion. Queens that already attack each other (two in a row included) are
/// reported in `conflict` instead of searched, since no completion could fix them.
pub fn complete(board: &Board, strategy: Strategy, limits: Limits) -> Result<Outcome> {
    check_strategy(board.n(), strategy)?;
    if let Some(&pair) = analyze(board).pairs.first() {
        return Ok(Outcome {
            solution: None,
            stats: Stats::default(),
            conflict: Some(pair),
        });
    }
    search(&Start::from_board(board), strategy, limits)
}

fn check_strategy(n: usize, strategy: Strategy) -> Result<()> {
    strategy.sizes().check(n)
}

fn search(start: &Start, strategy: Strategy, limits: Limits) -> Result<Outcome> {
    let clock = Stopwatch::start();
    let mut counter = Counter::new(limits);
    let solution = match strategy {
        Strategy::Backtracking => walk::run(&mut scan::Scan::new(start), start, &mut counter)?,
        Strategy::Lookup => walk::run(&mut lookup::Lookup::new(start), start, &mut counter)?,
        Strategy::Bitboard => bitboard::run(start, &mut counter)?,
    };
    Ok(Outcome {
        solution,
        stats: Stats {
            nodes: counter.nodes,
            backtracks: counter.backtracks,
            seconds: clock.seconds(),
        },
        conflict: None,
    })
}

/// Where a search begins: the queens it must keep and the rows it must fill. The given queens
/// are known not to attack each other.
struct Start {
    n: usize,
    /// The kept queen of each row, if any.
    fixed: Vec<Option<u32>>,
    /// Rows without a kept queen, top to bottom: the levels of the search tree.
    free_rows: Vec<usize>,
}

impl Start {
    fn empty(n: usize) -> Start {
        Start {
            n,
            fixed: vec![None; n],
            free_rows: (0..n).collect(),
        }
    }

    /// Assumes at most one queen per row, which the conflict check guarantees.
    fn from_board(board: &Board) -> Start {
        let n = board.n();
        let mut fixed = vec![None; n];
        for sq in board.queens() {
            fixed[sq.row as usize] = Some(sq.col);
        }
        let free_rows = (0..n).filter(|&row| fixed[row].is_none()).collect();
        Start {
            n,
            fixed,
            free_rows,
        }
    }

    /// Kept queens as `(row, col)`, top to bottom.
    fn fixed_queens(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        self.fixed
            .iter()
            .enumerate()
            .filter_map(|(row, col)| col.map(|c| (row, c as usize)))
    }
}

/// Counts nodes and backtracks in one place so every strategy counts them identically, and
/// enforces the node budget.
struct Counter {
    nodes: u64,
    backtracks: u64,
    max_nodes: Option<u64>,
}

impl Counter {
    fn new(limits: Limits) -> Counter {
        Counter {
            nodes: 0,
            backtracks: 0,
            max_nodes: limits.max_nodes,
        }
    }

    /// Records a placement, or fails if the budget is spent.
    fn node(&mut self) -> Result<()> {
        if self.max_nodes.is_some_and(|max| self.nodes >= max) {
            return Err(Error::BudgetExceeded { nodes: self.nodes });
        }
        self.nodes += 1;
        Ok(())
    }

    fn backtrack(&mut self) {
        self.backtracks += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for st in Strategy::ALL {
            assert_eq!(st.name().parse::<Strategy>(), Ok(st));
            assert_eq!(st.to_string(), st.name());
        }
        assert!(matches!(
            "greedy".parse::<Strategy>(),
            Err(Error::UnknownName {
                kind: "strategy",
                ..
            })
        ));
    }

    #[test]
    fn bitboard_refuses_large_boards() {
        let err = solve(65, Strategy::Bitboard, Limits::default()).unwrap_err();
        assert!(matches!(
            err,
            Error::SizeOutOfRange {
                n: 65,
                max: 64,
                what: "the bitboard strategy",
                ..
            }
        ));
        assert!(solve(0, Strategy::Lookup, Limits::default()).is_err());
        assert!(solve(257, Strategy::Backtracking, Limits::default()).is_err());
    }
}
