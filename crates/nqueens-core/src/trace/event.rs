//! The vocabulary of the step view. One event is one picture: each carries enough to draw the
//! change it makes and to say it in a sentence, without looking at the engine.

use crate::attacks::Line;
use crate::board::Square;
use crate::names::vocabulary;

vocabulary! {
    /// The kind of an [`Event`], without its fields: what the page and the CLI's JSON call it.
    pub enum EventKind: "event kind" {
        Place => "place",
        Attacked => "attacked",
        Forced => "forced",
        Prune => "prune",
        DeadEnd => "dead-end",
        Backtrack => "backtrack",
        Solution => "solution",
        Finished => "finished",
    }
}

/// One step of a search.
///
/// With the `serde` feature an event is one flat object whose `event` key is its
/// [`EventKind`] name, the CLI's `trace --json` line, the Python `trace`'s dict and the page's
/// step record alike: `{"event":"place","row":0,"col":1}`, `{"event":"dead-end","failure":
/// {"kind":"empty","row":5}}`, `{"event":"prune","line":"column","cause":{"kind":"queen",
/// "queen":[0,1]},"removed":[[1,1],[2,1]]}`, `{"event":"solution","solution":[1,3,0,2]}`.
///
/// Every strategy emits `Place`, `DeadEnd`, `Backtrack`, `Solution` and `Finished`;
/// backtracking and lookup add `Attacked`, the CP strategies add `Prune` and `Forced`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A queen goes on `(row, col)` by choice. Backtracking and lookup: the square passed the
    /// safety test. CP: the decision `q[row] = col`, the left branch.
    Place { row: u32, col: u32 },
    /// Backtracking and lookup: the square `(row, col)` was tried and is attacked by the queen
    /// on `by` along `line`, so no queen goes there.
    Attacked {
        row: u32,
        col: u32,
        by: Square,
        line: Line,
    },
    /// CP: propagation left `row` with one value, so its queen stands on `col` without a
    /// decision.
    Forced { row: u32, col: u32 },
    /// CP: propagation of the AllDifferent on `line` took the `removed` squares out of their
    /// rows' domains because of `cause`. `Line::Column` is `AllDifferent(q)`,
    /// `Line::AntiDiagonal` is `AllDifferent(q[i] + i)`, `Line::Diagonal` is
    /// `AllDifferent(q[i] - i)`.
    Prune {
        line: Line,
        cause: Cause,
        removed: Vec<Square>,
    },
    /// The current node cannot lead to a solution.
    DeadEnd(Failure),
    /// The search backs up. Backtracking and lookup: the queen on `(row, col)` is taken off so
    /// the row can try its next column. CP: the right branch `q[row] != col`, which removes
    /// `col` from the row's domain.
    Backtrack { row: u32, col: u32 },
    /// A full placement: `cols[i]` is the column of the queen in row `i`.
    Solution(Vec<u32>),
    /// Nothing is left to search (or the first solution was enough); `solutions` were found.
    Finished { solutions: u64 },
}

/// Why propagation removed values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Cause {
    /// Value elimination: the queen on this square is bound, so no other row may share its
    /// line.
    Queen(Square),
    /// Bounds reasoning (a Hall interval): `rows` can only take values `lo..=hi` of the
    /// constraint's expression (`col`, `col + row` or `col - row`), and there are exactly as
    /// many values as rows, so every other row loses those values at the ends of its range.
    Bounds { rows: Vec<u32>, lo: i32, hi: i32 },
}

/// What made a node fail.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize),
    serde(tag = "kind", rename_all = "kebab-case")
)]
pub enum Failure {
    /// `row` has no value (CP) or no untried column (backtracking, lookup) left.
    Empty { row: u32 },
    /// CP bounds reasoning: `rows` need distinct values of the `line` expression within
    /// `lo..=hi`, and there are fewer values than rows.
    Crowded {
        line: Line,
        rows: Vec<u32>,
        lo: i32,
        hi: i32,
    },
    /// Two of the queens the user fixed attack each other, so there is nothing to search.
    Clash { a: Square, b: Square, line: Line },
}

impl Event {
    /// The square this event is about, for highlighting: the square placed, tried, forced or
    /// refuted.
    pub fn square(&self) -> Option<Square> {
        match *self {
            Event::Place { row, col }
            | Event::Attacked { row, col, .. }
            | Event::Forced { row, col }
            | Event::Backtrack { row, col } => Some(Square::new(row, col)),
            _ => None,
        }
    }

    /// Its kind, the name the page and the CLI show for it.
    pub fn kind(&self) -> EventKind {
        match self {
            Event::Place { .. } => EventKind::Place,
            Event::Attacked { .. } => EventKind::Attacked,
            Event::Forced { .. } => EventKind::Forced,
            Event::Prune { .. } => EventKind::Prune,
            Event::DeadEnd(_) => EventKind::DeadEnd,
            Event::Backtrack { .. } => EventKind::Backtrack,
            Event::Solution(_) => EventKind::Solution,
            Event::Finished { .. } => EventKind::Finished,
        }
    }

    /// Whether this event is a failed node, the thing "run to the next dead end" stops at.
    pub fn is_dead_end(&self) -> bool {
        matches!(self, Event::DeadEnd(_))
    }
}

/// The one serialization of events: a borrowed mirror of [`Event`] and [`Cause`] whose derived
/// form is flat and tagged (`event`, `kind`), which the newtype variants of the engine's enums
/// cannot be by derive alone.
#[cfg(feature = "serde")]
mod json {
    use serde::{Serialize, Serializer};

    use super::{Cause, Event, Failure};
    use crate::attacks::Line;
    use crate::board::Square;

    #[derive(Serialize)]
    #[serde(tag = "event", rename_all = "kebab-case")]
    enum EventJson<'a> {
        Place {
            row: u32,
            col: u32,
        },
        Attacked {
            row: u32,
            col: u32,
            by: Square,
            line: Line,
        },
        Forced {
            row: u32,
            col: u32,
        },
        Prune {
            line: Line,
            cause: &'a Cause,
            removed: &'a [Square],
        },
        DeadEnd {
            failure: &'a Failure,
        },
        Backtrack {
            row: u32,
            col: u32,
        },
        Solution {
            solution: &'a [u32],
        },
        Finished {
            solutions: u64,
        },
    }

    #[derive(Serialize)]
    #[serde(tag = "kind", rename_all = "kebab-case")]
    enum CauseJson<'a> {
        Queen { queen: Square },
        Bounds { rows: &'a [u32], lo: i32, hi: i32 },
    }

    impl Serialize for Event {
        fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            match self {
                &Event::Place { row, col } => EventJson::Place { row, col },
                &Event::Attacked { row, col, by, line } => {
                    EventJson::Attacked { row, col, by, line }
                }
                &Event::Forced { row, col } => EventJson::Forced { row, col },
                Event::Prune {
                    line,
                    cause,
                    removed,
                } => EventJson::Prune {
                    line: *line,
                    cause,
                    removed,
                },
                Event::DeadEnd(failure) => EventJson::DeadEnd { failure },
                &Event::Backtrack { row, col } => EventJson::Backtrack { row, col },
                Event::Solution(solution) => EventJson::Solution { solution },
                &Event::Finished { solutions } => EventJson::Finished { solutions },
            }
            .serialize(s)
        }
    }

    impl Serialize for Cause {
        fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            match self {
                &Cause::Queen(queen) => CauseJson::Queen { queen },
                Cause::Bounds { rows, lo, hi } => CauseJson::Bounds {
                    rows,
                    lo: *lo,
                    hi: *hi,
                },
            }
            .serialize(s)
        }
    }
}
