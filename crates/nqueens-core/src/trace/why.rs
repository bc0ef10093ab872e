//! "Why is this square crossed?": one square of a step picture in words, for the reader who
//! points at it or moves the keyboard cursor onto it. The picture already knows why each square
//! left its row ([`Reason`]); this says it as the strategy thinks of it: a plain walk names the
//! queen and the line it attacks along, constraint propagation names the constraint of the
//! model that removed the value (`AllDifferent(q)`, `AllDifferent(q[i] - i)`,
//! `AllDifferent(q[i] + i)`), the bounds reasoning or the search's own refutation.

use super::state::{Cell, QueenKind, Reason, StepState};
use super::Constraints;
use crate::attacks::Line;
use crate::board::Square;
use crate::words::{msg, Message};

/// A square explained: the sentence (a message of the catalogs' `why.*`), and the queen (with
/// the line) it names, if any, so a picture can draw that line from the queen to the square.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Why {
    pub sentence: Message,
    /// The queen that takes the square and the line it takes it along.
    pub by: Option<(Square, Line)>,
}

impl StepState {
    /// Why the square `(row, col)` is as the picture shows it; None off the board.
    pub fn why(&self, row: u32, col: u32) -> Option<Why> {
        let cell = self.cell(row as usize, col as usize)?;
        let cp = self.strategy.propagates();
        let at = |id: &'static str| msg!(id, row = row, col = col);
        let plain = |sentence: Message| Some(Why { sentence, by: None });
        match cell {
            Cell::Queen => {
                let kind = self
                    .queens
                    .iter()
                    .find(|q| q.row == row && q.col == col)
                    .map_or(QueenKind::Chosen, |q| q.kind);
                plain(at(match (kind, cp) {
                    (QueenKind::Fixed, _) => "why.queen.fixed",
                    (QueenKind::Forced, _) => "why.queen.forced",
                    (QueenKind::Chosen, true) => "why.queen.decision",
                    (QueenKind::Chosen, false) => "why.queen.placed",
                }))
            }
            Cell::Open if cp => plain(at("why.open")),
            Cell::Open => plain(at("why.safe")),
            Cell::Out(Reason::Attack { line, by }) => {
                let with = |id: &'static str| at(id).with("by_row", by.row).with("by_col", by.col);
                let sentence = if !cp {
                    with("why.attacked").with("line", line.name())
                } else {
                    match line {
                        Line::Row => with("why.out.row"),
                        Line::Column => with("why.removed.column")
                            .with("constraint", Constraints::written(line)),
                        Line::Diagonal => with("why.removed.diagonal")
                            .with("constraint", Constraints::written(line))
                            .with("k", i64::from(by.col) - i64::from(by.row)),
                        Line::AntiDiagonal => with("why.removed.anti-diagonal")
                            .with("constraint", Constraints::written(line))
                            .with("k", by.col + by.row),
                    }
                };
                Some(Why {
                    sentence,
                    by: Some((by, line)),
                })
            }
            Cell::Out(Reason::Bounds { line }) => {
                plain(at("why.bounds").with("constraint", Constraints::written(line)))
            }
            Cell::Out(Reason::Refuted) => plain(at("why.refuted")),
        }
    }
}
