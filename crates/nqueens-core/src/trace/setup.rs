//! Checking the input once, before any engine exists, so the engines can assume a valid size,
//! squares on the board and at most one fixed queen per row.

use super::event::Failure;
use super::{Constraints, MAX_STEP_N};
use crate::attacks::Line;
use crate::board::Square;
use crate::error::{Error, Result};

/// What every engine starts from.
#[derive(Clone, Debug)]
pub(super) struct Setup {
    pub n: usize,
    /// The fixed queen of each row, if any. When `clash` is set this holds only the queens
    /// that fit, and no engine searches anyway.
    pub fixed: [Option<u8>; MAX_STEP_N],
    /// The first pair of fixed queens that attack each other, row-major.
    pub clash: Option<Failure>,
    /// Keep going after a solution.
    pub all: bool,
    /// The AllDifferent constraints the CP strategies post (all three unless a lesson posts
    /// fewer).
    pub constraints: Constraints,
}

impl Setup {
    /// Validates the size and the squares. Repeated squares count once, as on the board.
    pub fn new(n: usize, fixed: &[Square], all: bool) -> Result<Setup> {
        super::SIZES.check(n)?;
        let mut queens = Vec::with_capacity(fixed.len());
        for &sq in fixed {
            if sq.row as usize >= n || sq.col as usize >= n {
                return Err(Error::SquareOutOfRange {
                    row: sq.row as usize,
                    col: sq.col as usize,
                    n,
                });
            }
            queens.push(sq);
        }
        queens.sort_unstable();
        queens.dedup();
        let clash = first_clash(&queens);
        let mut rows = [None; MAX_STEP_N];
        for sq in &queens {
            let slot = &mut rows[sq.row as usize];
            if slot.is_none() {
                // Both fit in u8: n <= 16 was checked above.
                *slot = Some(sq.col as u8);
            }
        }
        Ok(Setup {
            n,
            fixed: rows,
            clash,
            all,
            constraints: Constraints::ALL,
        })
    }

    /// Number of rows with a fixed queen.
    pub fn fixed_count(&self) -> usize {
        self.fixed.iter().filter(|c| c.is_some()).count()
    }
}

/// The first attacking pair in row-major order; a handful of queens makes O(q^2) fine.
fn first_clash(queens: &[Square]) -> Option<Failure> {
    queens.iter().enumerate().find_map(|(i, &a)| {
        queens[i + 1..]
            .iter()
            .find_map(|&b| Line::shared_by(a, b).map(|line| Failure::Clash { a, b, line }))
    })
}
