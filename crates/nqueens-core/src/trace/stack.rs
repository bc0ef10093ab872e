//! The call stack beside the Step board: the frames of the recursion the code panel's program
//! is in at the current step (backtracking and lookup), or the CP search's stack of open
//! decisions. The engines keep an explicit stack rather than recursing (see [`super`]), so the
//! frames are read off it here, one per level of the tree: the deepest frame's depth is the
//! Depth figure (`StepStats::depth`), which a learner can check against the board.

use crate::words::{msg, Message};

/// One frame of the stack, shallowest first.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Frame {
    /// Its level in the search tree: 0 for the first call of `solve`, and 1 for the first CP
    /// decision (the root of the CP search has made no decision).
    pub depth: u32,
    /// The row it fills; None for the call past the last row, which reports a solution.
    pub row: Option<u32>,
    /// The column it is trying (a queen stands there once it passed the check) or, in CP, the
    /// value its decision is about; None before the row's first column is tried.
    pub col: Option<u32>,
    /// The frame in one sentence of the catalogs (`stack.frame.*`).
    pub words: Message,
}

impl Frame {
    /// A frame of `solve(row)` in backtracking or lookup. `queen`: the queen of this row stands
    /// on `col` and deeper frames run; otherwise `col` is the column being tried, and a row
    /// whose columns are all tried (`col` past the board) is a dead end.
    pub(super) fn walk(
        depth: usize,
        row: Option<usize>,
        col: Option<usize>,
        queen: bool,
        n: usize,
    ) -> Frame {
        let words = match (row, col) {
            (None, _) => msg!("stack.frame.full"),
            (Some(row), None) => msg!("stack.frame.first", row = row as u32),
            (Some(row), Some(col)) if col >= n => msg!("stack.frame.exhausted", row = row as u32),
            (Some(row), Some(col)) if queen => {
                msg!("stack.frame.queen", row = row as u32, col = col as u32)
            }
            (Some(row), Some(col)) => {
                msg!("stack.frame.trying", row = row as u32, col = col as u32)
            }
        };
        Frame {
            depth: depth as u32,
            row: row.map(|r| r as u32),
            col: col.filter(|&c| c < n).map(|c| c as u32),
            words,
        }
    }

    /// The CP decision at `depth` on `(row, col)`: its left branch `q[row] = col`, or once
    /// `refuted` its right branch `q[row] != col`.
    pub(super) fn decision(depth: usize, row: usize, col: usize, refuted: bool) -> Frame {
        let (row, col) = (row as u32, col as u32);
        Frame {
            depth: depth as u32,
            row: Some(row),
            col: Some(col),
            words: if refuted {
                msg!("stack.frame.refuted", row = row, col = col)
            } else {
                msg!("stack.frame.decided", row = row, col = col)
            },
        }
    }
}
