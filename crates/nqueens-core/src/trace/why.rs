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

/// A square explained: the sentence, and the queen (with the line) it names, if any, so a
/// picture can draw that line from the queen to the square.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Why {
    pub sentence: String,
    /// The queen that takes the square and the line it takes it along.
    pub by: Option<(Square, Line)>,
}

impl StepState {
    /// Why the square `(row, col)` is as the picture shows it; None off the board.
    pub fn why(&self, row: u32, col: u32) -> Option<Why> {
        let cell = self.cell(row as usize, col as usize)?;
        let at = format!("Row {row}, column {col}");
        let cp = self.strategy.propagates();
        let plain = |sentence: String| Some(Why { sentence, by: None });
        match cell {
            Cell::Queen => {
                let kind = self
                    .queens
                    .iter()
                    .find(|q| q.row == row && q.col == col)
                    .map_or(QueenKind::Chosen, |q| q.kind);
                plain(match (kind, cp) {
                    (QueenKind::Fixed, _) => {
                        format!("{at}: a queen you fixed; every solution of this search keeps it.")
                    }
                    (QueenKind::Forced, _) => format!(
                        "{at}: a forced queen: propagation left row {row} only this column \
                         (q[{row}] = {col})."
                    ),
                    (QueenKind::Chosen, true) => {
                        format!("{at}: the search's decision q[{row}] = {col}.")
                    }
                    (QueenKind::Chosen, false) => {
                        format!("{at}: the queen the search placed in row {row}.")
                    }
                })
            }
            Cell::Open if cp => plain(format!(
                "{at} is still open: {col} is in the domain of q[{row}]."
            )),
            Cell::Open => plain(format!("{at} is safe: no queen attacks it.")),
            Cell::Out(Reason::Attack { line, by }) => {
                let queen = format!("the queen on row {}, column {}", by.row, by.col);
                let sentence = if !cp {
                    format!("{at} is attacked by {queen} along {}.", line.with_article())
                } else {
                    match line {
                        Line::Row => format!(
                            "{at} is out: {queen} is row {row}'s own (q[{row}] = {}), so its \
                             row keeps no other value.",
                            by.col
                        ),
                        Line::Column => format!(
                            "{at} was removed by {}: {queen} holds column {col}.",
                            Constraints::written(line)
                        ),
                        Line::Diagonal => format!(
                            "{at} was removed by {}: {queen} has q[{r}] - {r} = {k}, and \
                             q[{row}] = {col} would give {k} again.",
                            Constraints::written(line),
                            r = by.row,
                            k = i64::from(by.col) - i64::from(by.row)
                        ),
                        Line::AntiDiagonal => format!(
                            "{at} was removed by {}: {queen} has q[{r}] + {r} = {k}, and \
                             q[{row}] = {col} would give {k} again.",
                            Constraints::written(line),
                            r = by.row,
                            k = by.col + by.row
                        ),
                    }
                };
                Some(Why {
                    sentence,
                    by: Some((by, line)),
                })
            }
            Cell::Out(Reason::Bounds { line }) => plain(format!(
                "{at} was removed by the bounds reasoning of {}: some rows need every value of a \
                 range between them, so no other row may take one at its ends.",
                Constraints::written(line)
            )),
            Cell::Out(Reason::Refuted) => plain(format!(
                "{at} was ruled out by the search itself: the branch q[{row}] = {col} was \
                 explored and failed, so now q[{row}] != {col}."
            )),
        }
    }
}
