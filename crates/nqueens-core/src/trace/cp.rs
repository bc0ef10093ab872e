//! The CP strategies as a step machine: the OR-Tools original CP solver on the tutorials' model,
//! `q[i]` the column of row `i` with `AllDifferent(q)`, `AllDifferent(q[i] + i)` and
//! `AllDifferent(q[i] - i)`.
//!
//! The search is the solver's binary one: at a node, choose a row and a value, take the left
//! branch `q[row] = col`; when everything below it is done, take the right branch
//! `q[row] != col`. Each branch is propagated to a fixpoint, one event per rule application, so
//! the learner sees every value go and why.

use std::collections::VecDeque;

use super::bounds::{self, highest, lowest, Squeeze, LINES};
use super::event::{Cause, Event, Failure};
use super::machine::Machine;
use super::setup::Setup;
use super::stack::Frame;
use super::state::{Cell, Queen, QueenKind, Reason, StepStats};
use super::{Constraints, MAX_STEP_N};
use crate::attacks::Line;
use crate::board::Square;

/// How the next branch is chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Pick {
    /// CHOOSE_FIRST_UNBOUND with ASSIGN_MIN_VALUE, as in the guide.
    FirstUnbound,
    /// Smallest domain, ties by lowest row; the value nearest the centre, ties by lowest.
    FirstFail,
}

/// An open decision on the path from the root.
#[derive(Clone, Debug)]
struct Choice {
    row: usize,
    col: usize,
    /// Domains at the node where the decision was taken, to restore for the right branch.
    saved: [u32; MAX_STEP_N],
    /// True once the right branch `q[row] != col` is being explored.
    refuted: bool,
}

/// Propagation still to do at the current node.
#[derive(Clone, Debug, Default)]
struct Work {
    /// Bound rows whose value still has to be removed from the other rows.
    queue: VecDeque<usize>,
    /// Index in [`LINES`] of the next constraint for the queen at the front of `queue`.
    line: usize,
    /// Rows left with one value by the last removal, to announce, top to bottom.
    forced: VecDeque<usize>,
    /// A failure found by the last removal, to report next.
    failure: Option<Failure>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// Nothing emitted yet: report a clash of fixed queens, if any.
    Start,
    Propagate,
    /// The node is at its fixpoint: branch, or report a solution.
    Choose,
    /// A solution was just reported.
    Solved,
    /// Take the right branch of the deepest open decision.
    Backtrack,
    /// `Finished` was emitted.
    Done,
}

#[derive(Clone, Debug)]
pub(super) struct Cp {
    n: usize,
    all: bool,
    pick: Pick,
    /// The AllDifferent constraints propagated; the others are not part of the model.
    posted: Constraints,
    /// Column masks, one per row.
    dom: [u32; MAX_STEP_N],
    /// Why each square left its row's domain. Only read for squares outside the domain: a
    /// value stays out in every node below the one that removed it, so the entry written then
    /// is still the right one after any backtrack that keeps it out.
    why: [[Reason; MAX_STEP_N]; MAX_STEP_N],
    /// How each bound row got its queen; read only while the row is bound, by the same
    /// argument.
    how: [QueenKind; MAX_STEP_N],
    choices: Vec<Choice>,
    work: Work,
    phase: Phase,
    clash: Option<Failure>,
    stats: StepStats,
}

impl Cp {
    /// The fixed queens are bound from the start, so the first picture shows them, and queued,
    /// so the first events are their propagation.
    pub(super) fn new(setup: &Setup, pick: Pick) -> Cp {
        let n = setup.n;
        let mut dom = [0; MAX_STEP_N];
        dom[..n].fill((1 << n) - 1);
        let mut cp = Cp {
            n,
            all: setup.all,
            pick,
            posted: setup.constraints,
            dom,
            why: [[Reason::Refuted; MAX_STEP_N]; MAX_STEP_N],
            how: [QueenKind::Chosen; MAX_STEP_N],
            choices: Vec::new(),
            work: Work::default(),
            phase: Phase::Start,
            clash: setup.clash.clone(),
            stats: StepStats::default(),
        };
        for (row, col) in setup.fixed.iter().enumerate().take(n) {
            if let Some(col) = col {
                cp.bind(row, usize::from(*col), QueenKind::Fixed);
                cp.work.queue.push_back(row);
            }
        }
        cp
    }

    /// Reports a clash of fixed queens, which ends the search before it starts.
    fn start(&mut self) -> Option<Event> {
        if let Some(clash) = self.clash.take() {
            self.stats.failures += 1;
            self.phase = Phase::Backtrack;
            return Some(Event::DeadEnd(clash));
        }
        self.phase = Phase::Propagate;
        None
    }

    /// Puts the queen of `row` on `col` by fiat (a decision or a fixed queen); the rest of the
    /// row is ruled out by that queen.
    fn bind(&mut self, row: usize, col: usize, kind: QueenKind) {
        let by = square(row, col);
        for other in columns_of(self.dom[row] & !(1 << col)) {
            self.why[row][other] = Reason::Attack {
                line: Line::Row,
                by,
            };
        }
        self.dom[row] = 1 << col;
        self.how[row] = kind;
    }

    /// One propagation event, or None when the node reached its fixpoint.
    fn propagate(&mut self) -> Option<Event> {
        if let Some(failure) = self.work.failure.take() {
            self.stats.failures += 1;
            self.phase = Phase::Backtrack;
            return Some(Event::DeadEnd(failure));
        }
        if let Some(row) = self.work.forced.pop_front() {
            let col = lowest(self.dom[row]);
            self.how[row] = QueenKind::Forced;
            self.work.queue.push_back(row);
            self.stats.nodes += 1;
            return Some(Event::Forced {
                row: row as u32,
                col: col as u32,
            });
        }
        while let Some(&row) = self.work.queue.front() {
            let col = lowest(self.dom[row]);
            while let Some(&line) = LINES.get(self.work.line) {
                self.work.line += 1;
                if !self.posted.has(line) {
                    continue;
                }
                let removed = self.eliminate(row, col, line);
                if !removed.is_empty() {
                    self.stats.removals += removed.len() as u64;
                    return Some(Event::Prune {
                        line,
                        cause: Cause::Queen(square(row, col)),
                        removed,
                    });
                }
            }
            self.work.queue.pop_front();
            self.work.line = 0;
        }
        match bounds::find(&self.dom[..self.n], self.posted) {
            None => {
                self.phase = Phase::Choose;
                None
            }
            Some(Squeeze::Crowded { line, rows, lo, hi }) => {
                self.stats.failures += 1;
                self.phase = Phase::Backtrack;
                Some(Event::DeadEnd(Failure::Crowded {
                    line,
                    rows: row_list(rows),
                    lo,
                    hi,
                }))
            }
            Some(Squeeze::Trim {
                line,
                rows,
                lo,
                hi,
                cuts,
            }) => {
                let mut removed = Vec::new();
                for (row, &cut) in cuts.iter().enumerate().take(self.n) {
                    for col in columns_of(cut) {
                        self.why[row][col] = Reason::Bounds { line };
                        removed.push(square(row, col));
                    }
                    self.shrink(row, cut);
                }
                self.stats.removals += removed.len() as u64;
                Some(Event::Prune {
                    line,
                    cause: Cause::Bounds {
                        rows: row_list(rows),
                        lo,
                        hi,
                    },
                    removed,
                })
            }
        }
    }

    /// Value elimination: removes from every other row the square on `line` through the bound
    /// queen `(row, col)`.
    fn eliminate(&mut self, row: usize, col: usize, line: Line) -> Vec<Square> {
        let by = square(row, col);
        let mut removed = Vec::new();
        for other in (0..self.n).filter(|&r| r != row) {
            let target = match line {
                Line::Diagonal => col as i32 + other as i32 - row as i32,
                Line::AntiDiagonal => col as i32 + row as i32 - other as i32,
                Line::Column | Line::Row => col as i32,
            };
            if !(0..self.n as i32).contains(&target) {
                continue;
            }
            let bit = 1 << target;
            if self.dom[other] & bit != 0 {
                self.why[other][target as usize] = Reason::Attack { line, by };
                removed.push(square(other, target as usize));
                self.shrink(other, bit);
            }
        }
        removed
    }

    /// Removes `cut` from a row and notes what that leaves to announce: a row with one value
    /// becomes a forced queen, an empty row a failure.
    fn shrink(&mut self, row: usize, cut: u32) {
        if cut == 0 {
            return;
        }
        let before = self.dom[row].count_ones();
        self.dom[row] &= !cut;
        match self.dom[row].count_ones() {
            // The first row emptied is the one reported.
            0 if self.work.failure.is_none() => {
                self.work.failure = Some(Failure::Empty { row: row as u32 });
            }
            1 if before > 1 => self.work.forced.push_back(row),
            _ => {}
        }
    }

    /// A bound row shows its queen once the `Forced` event announcing it has been taken, so
    /// the queen appears in the picture at the step whose caption says so.
    fn has_queen(&self, row: usize) -> bool {
        self.dom[row].count_ones() == 1 && !self.work.forced.contains(&row)
    }

    /// Branches on the next row, or reports the solution when every row is bound.
    fn choose(&mut self) -> Event {
        let unbound = (0..self.n).filter(|&r| self.dom[r].count_ones() > 1);
        let row = match self.pick {
            Pick::FirstUnbound => unbound.min(),
            Pick::FirstFail => unbound.min_by_key(|&r| (self.dom[r].count_ones(), r)),
        };
        let Some(row) = row else {
            self.stats.solutions += 1;
            self.phase = Phase::Solved;
            let cols = (0..self.n).map(|r| lowest(self.dom[r]) as u32).collect();
            return Event::Solution(cols);
        };
        let col = match self.pick {
            Pick::FirstUnbound => lowest(self.dom[row]),
            Pick::FirstFail => {
                let centre = |c: &usize| ((2 * *c).abs_diff(self.n - 1), *c);
                columns_of(self.dom[row])
                    .min_by_key(centre)
                    .unwrap_or_default()
            }
        };
        self.choices.push(Choice {
            row,
            col,
            saved: self.dom,
            refuted: false,
        });
        self.bind(row, col, QueenKind::Chosen);
        self.work = Work::default();
        self.work.queue.push_back(row);
        self.stats.branches += 1;
        self.stats.nodes += 1;
        self.stats.depth = self.choices.len() as u32;
        self.phase = Phase::Propagate;
        Event::Place {
            row: row as u32,
            col: col as u32,
        }
    }

    /// Takes the right branch of the deepest decision whose right branch is still untried, or
    /// finishes when there is none.
    fn backtrack(&mut self) -> Event {
        while self.choices.last().is_some_and(|c| c.refuted) {
            self.choices.pop();
        }
        self.work = Work::default();
        let Some(choice) = self.choices.last_mut() else {
            self.phase = Phase::Done;
            self.stats.depth = 0;
            return Event::Finished {
                solutions: self.stats.solutions,
            };
        };
        choice.refuted = true;
        let (row, col) = (choice.row, choice.col);
        self.dom = choice.saved;
        self.why[row][col] = Reason::Refuted;
        self.shrink(row, 1 << col);
        self.stats.branches += 1;
        self.stats.backtracks += 1;
        self.stats.depth = self.choices.len() as u32;
        self.phase = Phase::Propagate;
        Event::Backtrack {
            row: row as u32,
            col: col as u32,
        }
    }
}

impl Machine for Cp {
    fn next_event(&mut self) -> Option<Event> {
        loop {
            let event = match self.phase {
                Phase::Start => self.start(),
                Phase::Propagate => self.propagate(),
                Phase::Choose => Some(self.choose()),
                Phase::Solved if self.all => {
                    self.phase = Phase::Backtrack;
                    None
                }
                Phase::Solved => {
                    self.phase = Phase::Done;
                    self.stats.depth = 0;
                    Some(Event::Finished {
                        solutions: self.stats.solutions,
                    })
                }
                Phase::Backtrack => Some(self.backtrack()),
                Phase::Done => return None,
            };
            if event.is_some() {
                return event;
            }
        }
    }

    fn stats(&self) -> StepStats {
        self.stats
    }

    fn queens(&self) -> Vec<Queen> {
        (0..self.n)
            .filter(|&r| self.has_queen(r))
            .map(|r| Queen {
                row: r as u32,
                col: lowest(self.dom[r]) as u32,
                kind: self.how[r],
            })
            .collect()
    }

    fn cell(&self, row: usize, col: usize) -> Cell {
        let dom = self.dom[row];
        if dom & (1 << col) == 0 {
            Cell::Out(self.why[row][col])
        } else if self.has_queen(row) {
            Cell::Queen
        } else {
            Cell::Open
        }
    }

    fn domain(&self, row: usize) -> u32 {
        self.dom[row]
    }

    /// The open decisions, oldest first: each is on its left branch `q[row] = col` or, once
    /// refuted, its right branch (kept until the search backs up past it).
    fn frames(&self) -> Vec<Frame> {
        if self.phase == Phase::Done {
            return Vec::new();
        }
        self.choices
            .iter()
            .enumerate()
            .map(|(i, c)| Frame::decision(i + 1, c.row, c.col, c.refuted))
            .collect()
    }
}

/// The columns of a mask, in increasing order.
fn columns_of(mask: u32) -> impl Iterator<Item = usize> {
    let top = if mask == 0 { 0 } else { highest(mask) + 1 };
    (0..top).filter(move |c| mask & (1 << c) != 0)
}

fn row_list(mask: u32) -> Vec<u32> {
    columns_of(mask).map(|r| r as u32).collect()
}

fn square(row: usize, col: usize) -> Square {
    Square::new(row as u32, col as u32)
}
