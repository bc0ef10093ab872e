//! Backtracking (the backtracking tutorial) and lookup (the branch-and-bound tutorial) as step machines: rows top to bottom, columns
//! left to right, one tried square per event. Both walk the same tree, so their event streams
//! differ only in which attacker an `Attacked` event names: the scan reports the first queen
//! it meets, the lookup the first array (columns, then `row + col`, then `row - col + N - 1`)
//! that is taken, as the tutorials test them.

use super::event::{Event, Failure};
use super::machine::Machine;
use super::setup::Setup;
use super::stack::Frame;
use super::state::{Cell, Queen, QueenKind, Reason, StepStats};
use super::MAX_STEP_N;
use crate::attacks::Line;
use crate::board::Square;

/// Marks a free slot in the lookup arrays.
const NO_ROW: u8 = u8::MAX;

/// Number of diagonals of either direction on the largest step board.
const DIAGONALS: usize = 2 * MAX_STEP_N - 1;

/// How a square is tested and how the walk records queens; the only thing that differs
/// between the two strategies.
pub(super) trait Rules: Clone {
    /// The row of a queen attacking `(row, col)` and the line they share, if any, and how many
    /// entries the test read to decide (the [`Measure::Examined`] of one check). `cols` holds
    /// every queen on the board, fixed ones included; the row being filled holds none.
    ///
    /// [`Measure::Examined`]: crate::measure::Measure::Examined
    fn attacker(&self, cols: &[Option<u8>], row: usize, col: usize)
        -> (Option<(usize, Line)>, u64);
    fn place(&mut self, row: usize, col: usize);
    fn remove(&mut self, row: usize, col: usize);
}

/// The backtracking tutorial: look at every queen on the board, top to bottom.
#[derive(Clone, Debug, Default)]
pub(super) struct Scan;

impl Rules for Scan {
    /// The code panel's `is_safe`: the queen of every other row, top to bottom, compared with
    /// the square; each queen compared is one entry read.
    fn attacker(
        &self,
        cols: &[Option<u8>],
        row: usize,
        col: usize,
    ) -> (Option<(usize, Line)>, u64) {
        let target = square(row, col);
        let mut examined = 0;
        let found = cols.iter().enumerate().find_map(|(r, c)| {
            let queen = square(r, usize::from((*c)?));
            examined += 1;
            Line::shared_by(queen, target).map(|line| (r, line))
        });
        (found, examined)
    }

    fn place(&mut self, _row: usize, _col: usize) {}

    fn remove(&mut self, _row: usize, _col: usize) {}
}

/// The branch-and-bound tutorial: one slot per column and per diagonal. Each slot keeps the row of its queen
/// rather than a flag, so the step view can say who blocks the square.
#[derive(Clone, Debug)]
pub(super) struct Lookup {
    n: usize,
    cols: [u8; MAX_STEP_N],
    /// Indexed by `row + col` (the "/" direction).
    slash: [u8; DIAGONALS],
    /// Indexed by `row - col + n - 1` (the "\" direction).
    backslash: [u8; DIAGONALS],
}

impl Lookup {
    pub(super) fn new(setup: &Setup) -> Lookup {
        let mut lookup = Lookup {
            n: setup.n,
            cols: [NO_ROW; MAX_STEP_N],
            slash: [NO_ROW; DIAGONALS],
            backslash: [NO_ROW; DIAGONALS],
        };
        for (row, col) in setup.fixed.iter().enumerate().take(setup.n) {
            if let Some(col) = col {
                lookup.place(row, usize::from(*col));
            }
        }
        lookup
    }

    fn set(&mut self, row: usize, col: usize, value: u8) {
        self.cols[col] = value;
        self.slash[row + col] = value;
        self.backslash[row + self.n - 1 - col] = value;
    }
}

impl Rules for Lookup {
    /// The code panel's `is_safe`: `cols`, then `slash`, then `backslash`, stopping at the
    /// first taken slot; each slot looked at is one entry read.
    fn attacker(
        &self,
        _cols: &[Option<u8>],
        row: usize,
        col: usize,
    ) -> (Option<(usize, Line)>, u64) {
        let slots = [
            (self.cols[col], Line::Column),
            (self.slash[row + col], Line::AntiDiagonal),
            (self.backslash[row + self.n - 1 - col], Line::Diagonal),
        ];
        let mut examined = 0;
        for (slot, line) in slots {
            examined += 1;
            if slot != NO_ROW {
                return (Some((usize::from(slot), line)), examined);
            }
        }
        (None, examined)
    }

    fn place(&mut self, row: usize, col: usize) {
        // Rows are below 16, so they fit in a u8 slot.
        self.set(row, col, row as u8);
    }

    fn remove(&mut self, row: usize, col: usize) {
        self.set(row, col, NO_ROW);
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// Nothing emitted yet: report a clash of fixed queens, if any.
    Start,
    /// Try the next column of the row at `depth`.
    Try,
    /// A solution was just reported.
    Solved,
    /// Take back the last queen the search placed.
    Backtrack,
    /// `Finished` was emitted.
    Done,
}

/// The row-by-row search with an explicit stack: `next[d]` is the next column to try in the
/// row at depth `d`.
#[derive(Clone, Debug)]
pub(super) struct Walk<R> {
    n: usize,
    all: bool,
    rules: R,
    /// The queen of each row, fixed or placed.
    cols: [Option<u8>; MAX_STEP_N],
    fixed: [bool; MAX_STEP_N],
    /// Rows without a fixed queen, top to bottom: the levels of the tree.
    free: Vec<usize>,
    next: [u8; MAX_STEP_N],
    depth: usize,
    phase: Phase,
    clash: Option<Failure>,
    stats: StepStats,
}

impl<R: Rules> Walk<R> {
    pub(super) fn new(setup: &Setup, rules: R) -> Walk<R> {
        let n = setup.n;
        let mut fixed = [false; MAX_STEP_N];
        for (flag, col) in fixed.iter_mut().zip(&setup.fixed) {
            *flag = col.is_some();
        }
        Walk {
            n,
            all: setup.all,
            rules,
            cols: setup.fixed,
            fixed,
            free: (0..n).filter(|&row| setup.fixed[row].is_none()).collect(),
            next: [0; MAX_STEP_N],
            depth: 0,
            phase: Phase::Start,
            clash: setup.clash.clone(),
            stats: StepStats::default(),
        }
    }

    /// One tried square, a dead end, or a solution.
    fn try_next(&mut self) -> Event {
        let Some(&row) = self.free.get(self.depth) else {
            self.stats.solutions += 1;
            self.phase = Phase::Solved;
            let cols = self.cols[..self.n]
                .iter()
                .map(|c| c.map_or(0, u32::from))
                .collect();
            return Event::Solution(cols);
        };
        let col = self.next[self.depth];
        if usize::from(col) >= self.n {
            self.phase = Phase::Backtrack;
            return Event::DeadEnd(Failure::Empty { row: row as u32 });
        }
        self.next[self.depth] = col + 1;
        self.stats.branches += 1;
        self.stats.checks += 1;
        let col = usize::from(col);
        let (attacker, examined) = self.rules.attacker(&self.cols[..self.n], row, col);
        self.stats.examined += examined;
        if let Some((by_row, line)) = attacker {
            self.stats.failures += 1;
            let by_col = self.cols[by_row].map_or(0, usize::from);
            return Event::Attacked {
                row: row as u32,
                col: col as u32,
                by: square(by_row, by_col),
                line,
            };
        }
        self.cols[row] = Some(col as u8);
        self.rules.place(row, col);
        self.stats.nodes += 1;
        self.depth += 1;
        if let Some(next) = self.next.get_mut(self.depth) {
            *next = 0;
        }
        self.stats.depth = self.depth as u32;
        Event::Place {
            row: row as u32,
            col: col as u32,
        }
    }

    /// Takes the deepest placed queen off, or ends the search at the root.
    fn back_up(&mut self) -> Event {
        if self.depth == 0 {
            self.phase = Phase::Done;
            self.stats.depth = 0;
            return Event::Finished {
                solutions: self.stats.solutions,
            };
        }
        self.depth -= 1;
        self.stats.backtracks += 1;
        let row = self.free[self.depth];
        let col = self.cols[row].take().map_or(0, usize::from);
        self.rules.remove(row, col);
        self.stats.depth = self.depth as u32;
        self.phase = Phase::Try;
        Event::Backtrack {
            row: row as u32,
            col: col as u32,
        }
    }
}

impl<R: Rules> Machine for Walk<R> {
    fn next_event(&mut self) -> Option<Event> {
        loop {
            match self.phase {
                Phase::Start => {
                    if let Some(clash) = self.clash.take() {
                        self.stats.failures += 1;
                        self.phase = Phase::Backtrack;
                        return Some(Event::DeadEnd(clash));
                    }
                    self.phase = Phase::Try;
                }
                Phase::Try => return Some(self.try_next()),
                Phase::Solved if self.all => self.phase = Phase::Backtrack,
                Phase::Solved => {
                    self.phase = Phase::Done;
                    self.stats.depth = 0;
                    return Some(Event::Finished {
                        solutions: self.stats.solutions,
                    });
                }
                Phase::Backtrack => return Some(self.back_up()),
                Phase::Done => return None,
            }
        }
    }

    fn stats(&self) -> StepStats {
        self.stats
    }

    fn queens(&self) -> Vec<Queen> {
        self.on_board()
            .map(|(row, col)| Queen {
                row: row as u32,
                col: col as u32,
                kind: if self.fixed[row] {
                    QueenKind::Fixed
                } else {
                    QueenKind::Chosen
                },
            })
            .collect()
    }

    /// Attacked squares are read off the queens on the board, whichever strategy runs, so
    /// both draw the same picture.
    fn cell(&self, row: usize, col: usize) -> Cell {
        if self.cols[row] == Some(col as u8) {
            return Cell::Queen;
        }
        let target = square(row, col);
        self.on_board()
            .find_map(|(r, c)| {
                let by = square(r, c);
                Line::shared_by(by, target).map(|line| Cell::Out(Reason::Attack { line, by }))
            })
            .unwrap_or(Cell::Open)
    }

    fn domain(&self, row: usize) -> u32 {
        match self.cols[row] {
            Some(col) => 1 << col,
            None => (0..self.n)
                .filter(|&col| self.cell(row, col) == Cell::Open)
                .fold(0, |mask, col| mask | 1 << col),
        }
    }

    /// One `solve(row)` frame per level down to the current one: the rows above it hold their
    /// queens, the current one is trying the last column it took (or none yet, or all of them
    /// once its dead end was reported).
    fn frames(&self) -> Vec<Frame> {
        if self.phase == Phase::Done {
            return Vec::new();
        }
        (0..=self.depth)
            .map(|level| {
                let row = self.free.get(level).copied();
                if level < self.depth {
                    let col = row.and_then(|r| self.cols[r]).map(usize::from);
                    return Frame::walk(level, row, col, true, self.n);
                }
                let next = self.next.get(level).map_or(0, |&c| usize::from(c));
                let col = match next {
                    0 => None,
                    _ if next >= self.n && self.phase == Phase::Backtrack => Some(self.n),
                    _ => Some(next - 1),
                };
                Frame::walk(level, row, col, false, self.n)
            })
            .collect()
    }
}

impl<R> Walk<R> {
    /// Queens on the board as `(row, col)`, top to bottom.
    fn on_board(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        self.cols[..self.n]
            .iter()
            .enumerate()
            .filter_map(|(row, col)| col.map(|c| (row, usize::from(c))))
    }
}

fn square(row: usize, col: usize) -> Square {
    Square::new(row as u32, col as u32)
}
