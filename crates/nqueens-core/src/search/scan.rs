//! The backtracking tutorial's test: look at every queen that could attack the square. The tutorial only looks
//! above, which is enough when rows fill top to bottom; kept queens can also stand below, so
//! those are scanned too.

use super::walk::Rules;
use super::Start;

pub(super) struct Scan {
    /// Column of the queen in each row. The walk fills rows top to bottom, so every row above
    /// the one being tested holds a queen (kept or placed) and the scan needs no emptiness
    /// check; entries at and below the current row are stale and never read.
    cols: Vec<usize>,
    /// Kept queens, top to bottom, for the scan below the current row.
    fixed: Vec<(usize, usize)>,
}

impl Scan {
    pub(super) fn new(start: &Start) -> Scan {
        Scan {
            cols: start
                .fixed
                .iter()
                .map(|c| c.unwrap_or(0) as usize)
                .collect(),
            fixed: start.fixed_queens().collect(),
        }
    }
}

/// Queens on different rows attack along a column or a diagonal.
fn clash(row: usize, col: usize, other_row: usize, other_col: usize) -> bool {
    col == other_col || row.abs_diff(other_row) == col.abs_diff(other_col)
}

impl Rules for Scan {
    /// Every queen on the board, top to bottom: the rows above (all filled) and the kept
    /// queens below; each queen compared is one entry read.
    fn is_safe(&self, row: usize, col: usize, examined: &mut u64) -> bool {
        let below_from = self.fixed.partition_point(|&(r, _)| r <= row);
        let above = self.cols[..row].iter().copied().enumerate();
        let below = self.fixed[below_from..].iter().copied();
        for (r, c) in above.chain(below) {
            *examined += 1;
            if clash(row, col, r, c) {
                return false;
            }
        }
        true
    }

    fn place(&mut self, row: usize, col: usize) {
        self.cols[row] = col;
    }

    fn remove(&mut self, _row: usize, _col: usize) {
        // The row is above no tested square until it is placed again, which overwrites it.
    }
}
