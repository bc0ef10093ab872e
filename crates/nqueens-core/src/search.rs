//! Finding one solution, from an empty board or from queens the user already placed.
//!
//! The three strategies are the tutorials' algorithms side by side, so the playground can compare
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
use crate::words::Message;

/// Largest N the bitboard strategy takes: one bit per column in a `u64`.
pub const MAX_BITBOARD_N: usize = 64;

vocabulary! {
    /// How a search tests whether a square is safe.
    pub enum Strategy: "strategy" {
        /// The backtracking tutorial: scan the queens already placed, O(N) per test.
        Backtracking => "backtracking",
        /// The branch-and-bound tutorial: column and diagonal occupancy arrays, O(1) per test.
        Lookup => "lookup",
        /// Column and diagonal masks in `u64`s with an explicit stack; N <= 64.
        Bitboard => "bitboard",
    }
}

impl Strategy {
    /// The strategy in words, as menus and reports name it (`strategy.*`).
    pub fn title(self) -> Message {
        Message::name("strategy", self.name())
    }

    /// Largest N this strategy can search.
    pub fn max_n(self) -> usize {
        self.sizes().max
    }

    /// The sizes the strategy solves: a board's, up to 64 for the bitboard.
    pub fn sizes(self) -> Sizes {
        match self {
            Strategy::Bitboard => Sizes::new(1, MAX_BITBOARD_N, "bitboard"),
            Strategy::Backtracking | Strategy::Lookup => crate::board::SIZES,
        }
    }
}

/// What a search did. Each field is the [`Measure`](crate::measure::Measure) of its name.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Stats {
    /// Queens placed by the search (each safe placement is a node; given queens are not).
    pub nodes: u64,
    /// Queens taken back because nothing below them worked.
    pub backtracks: u64,
    /// Safety tests: one per square tried (backtracking, lookup), one per row reached
    /// (bitboard).
    pub checks: u64,
    /// What the checks read: queens compared (backtracking), array cells (lookup), masks
    /// (bitboard). The three strategies walk the same tree; this is where they differ.
    pub examined: u64,
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
    pub checks: u64,
    pub examined: u64,
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
            checks: self.stats.checks,
            examined: self.stats.examined,
            seconds: self.stats.seconds,
        }
    }
}

/// Where the first-solution table stops counting: past this many nodes it says "at least".
pub const FIRST_SOLUTION_CAP: u64 = 500_000_000;

/// Nodes the depth-first search puts down before its first solution (or before it knows there
/// is none), N = 0, 1, 2, ...; None where it needs more than [`FIRST_SOLUTION_CAP`]. Every
/// strategy walks the same tree, so one count serves all three. Measured with `nqueens solve N
/// --strategy bitboard` (the tests check every N up to 30, and the rest in the long run).
/// Past N = 40 nothing is known (in 25 s, about 2.5 * 10^9 nodes, no N from 38 to 64 had
/// found its first solution).
const FIRST_SOLUTION_NODES: [Option<u64>; 41] = [
    Some(0),
    Some(1),           // N = 1
    Some(2),           // N = 2
    Some(5),           // N = 3
    Some(8),           // N = 4
    Some(5),           // N = 5
    Some(31),          // N = 6
    Some(9),           // N = 7
    Some(113),         // N = 8
    Some(41),          // N = 9
    Some(102),         // N = 10
    Some(52),          // N = 11
    Some(261),         // N = 12
    Some(111),         // N = 13
    Some(1_899),       // N = 14
    Some(1_359),       // N = 15
    Some(10_052),      // N = 16
    Some(5_374),       // N = 17
    Some(41_299),      // N = 18
    Some(2_545),       // N = 19
    Some(199_635),     // N = 20
    Some(8_562),       // N = 21
    Some(1_737_188),   // N = 22
    Some(25_428),      // N = 23
    Some(411_608),     // N = 24
    Some(48_683),      // N = 25
    Some(397_699),     // N = 26
    Some(454_213),     // N = 27
    Some(3_006_298),   // N = 28
    Some(1_532_239),   // N = 29
    Some(56_429_619),  // N = 30
    Some(13_186_250),  // N = 31
    Some(87_491_425),  // N = 32
    Some(139_956_636), // N = 33
    None,              // N = 34
    Some(235_549_574), // N = 35
    None,              // N = 36
    None,              // N = 37
    None,              // N = 38
    None,              // N = 39
    None,              // N = 40
];

/// How many nodes a search for the first solution of N needs: `exact`, or at least `nodes`
/// where the table stops counting.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Expected {
    pub nodes: u64,
    pub exact: bool,
}

/// The nodes [`solve`] needs for N, from the table (None past it): what the page warns with
/// before a search that takes long.
pub fn first_solution_nodes(n: usize) -> Option<Expected> {
    let known = FIRST_SOLUTION_NODES.get(n)?;
    Some(match known {
        Some(nodes) => Expected {
            nodes: *nodes,
            exact: true,
        },
        None => Expected {
            nodes: FIRST_SOLUTION_CAP,
            exact: false,
        },
    })
}

/// How far the first-solution table goes: N below this are in it.
pub fn first_solution_known() -> usize {
    FIRST_SOLUTION_NODES.len()
}

/// Finds the lexicographically first solution for an `n` x `n` board.
pub fn solve(n: usize, strategy: Strategy, limits: Limits) -> Result<Outcome> {
    solve_reporting(n, strategy, limits, &mut |_| {})
}

/// Nodes between two calls of a search's `report`: a few milliseconds of work for any
/// strategy, so a page can show a search's progress without slowing it.
pub const REPORT_EVERY: u64 = 1 << 20;

/// [`solve`], calling `report` with the nodes so far every [`REPORT_EVERY`] nodes, so a long
/// search can say how far it has got.
pub fn solve_reporting(
    n: usize,
    strategy: Strategy,
    limits: Limits,
    report: &mut dyn FnMut(u64),
) -> Result<Outcome> {
    check_size(n)?;
    check_strategy(n, strategy)?;
    search(&Start::empty(n), strategy, limits, report)
}

/// Keeps every queen of `board` and fills the rows without one, taking the lexicographically
/// first completion. Queens that already attack each other (two in a row included) are
/// reported in `conflict` instead of searched, since no completion could fix them.
pub fn complete(board: &Board, strategy: Strategy, limits: Limits) -> Result<Outcome> {
    complete_reporting(board, strategy, limits, &mut |_| {})
}

/// [`complete`], reporting its progress as [`solve_reporting`] does.
pub fn complete_reporting(
    board: &Board,
    strategy: Strategy,
    limits: Limits,
    report: &mut dyn FnMut(u64),
) -> Result<Outcome> {
    check_strategy(board.n(), strategy)?;
    if let Some(&pair) = analyze(board).pairs.first() {
        return Ok(Outcome {
            solution: None,
            stats: Stats::default(),
            conflict: Some(pair),
        });
    }
    search(&Start::from_board(board), strategy, limits, report)
}

fn check_strategy(n: usize, strategy: Strategy) -> Result<()> {
    strategy.sizes().check(n)
}

fn search(
    start: &Start,
    strategy: Strategy,
    limits: Limits,
    report: &mut dyn FnMut(u64),
) -> Result<Outcome> {
    let clock = Stopwatch::start();
    let mut counter = Counter::new(limits, report);
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
            checks: counter.checks,
            examined: counter.examined,
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
struct Counter<'a> {
    nodes: u64,
    backtracks: u64,
    checks: u64,
    examined: u64,
    max_nodes: Option<u64>,
    report: &'a mut dyn FnMut(u64),
}

impl<'a> Counter<'a> {
    fn new(limits: Limits, report: &'a mut dyn FnMut(u64)) -> Counter<'a> {
        Counter {
            nodes: 0,
            backtracks: 0,
            checks: 0,
            examined: 0,
            max_nodes: limits.max_nodes,
            report,
        }
    }

    /// Records a placement, or fails if the budget is spent.
    fn node(&mut self) -> Result<()> {
        if self.max_nodes.is_some_and(|max| self.nodes >= max) {
            return Err(Error::BudgetExceeded { nodes: self.nodes });
        }
        self.nodes += 1;
        if self.nodes.is_multiple_of(REPORT_EVERY) {
            (self.report)(self.nodes);
        }
        Ok(())
    }

    fn backtrack(&mut self) {
        self.backtracks += 1;
    }

    /// Records one safety test that read `examined` entries.
    fn check(&mut self, examined: u64) {
        self.checks += 1;
        self.examined += examined;
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
    fn the_first_solution_table_is_what_the_search_counts() {
        for n in 1..=30 {
            let expected = first_solution_nodes(n).unwrap();
            let outcome = solve(n, Strategy::Bitboard, Limits::default()).unwrap();
            assert!(expected.exact);
            assert_eq!(outcome.stats.nodes, expected.nodes, "N = {n}");
        }
        assert_eq!(first_solution_nodes(first_solution_known()), None);
    }

    /// The rest of the table, as the long tests run it (minutes in release).
    #[test]
    #[ignore]
    fn the_whole_first_solution_table() {
        for n in 31..first_solution_known() {
            let expected = first_solution_nodes(n).unwrap();
            let limits = Limits {
                max_nodes: Some(FIRST_SOLUTION_CAP),
            };
            match solve(n, Strategy::Bitboard, limits) {
                Ok(outcome) => {
                    assert!(expected.exact, "N = {n}");
                    assert_eq!(outcome.stats.nodes, expected.nodes, "N = {n}");
                }
                Err(Error::BudgetExceeded { .. }) => assert!(!expected.exact, "N = {n}"),
                Err(other) => panic!("N = {n}: {other}"),
            }
        }
    }

    #[test]
    fn bitboard_refuses_large_boards() {
        let err = solve(65, Strategy::Bitboard, Limits::default()).unwrap_err();
        assert!(matches!(
            err,
            Error::SizeOutOfRange {
                n: 65,
                max: 64,
                what: "bitboard",
                ..
            }
        ));
        assert!(solve(0, Strategy::Lookup, Limits::default()).is_err());
        assert!(solve(257, Strategy::Backtracking, Limits::default()).is_err());
    }
}
