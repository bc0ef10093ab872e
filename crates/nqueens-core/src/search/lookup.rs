//! The branch-and-bound tutorial's test: one flag per column and per diagonal, so a square is checked in O(1)
//! whatever stands where. Kept queens are marked before the walk, which is all it takes to
//! respect queens below the current row.

use super::walk::Rules;
use super::Start;

pub(super) struct Lookup {
    n: usize,
    columns: Vec<bool>,
    /// Indexed by `row + col`.
    slash: Vec<bool>,
    /// Indexed by `row - col + n - 1`, shifted so it never goes negative.
    backslash: Vec<bool>,
}

impl Lookup {
    pub(super) fn new(start: &Start) -> Lookup {
        let n = start.n;
        let mut lookup = Lookup {
            n,
            columns: vec![false; n],
            slash: vec![false; 2 * n - 1],
            backslash: vec![false; 2 * n - 1],
        };
        for (row, col) in start.fixed_queens() {
            lookup.set(row, col, true);
        }
        lookup
    }

    fn set(&mut self, row: usize, col: usize, taken: bool) {
        self.columns[col] = taken;
        self.slash[row + col] = taken;
        self.backslash[row + self.n - 1 - col] = taken;
    }
}

impl Rules for Lookup {
    /// Columns, then `row + col`, then `row - col + n - 1`, stopping at the first taken one.
    fn is_safe(&self, row: usize, col: usize, examined: &mut u64) -> bool {
        let slots = [
            self.columns[col],
            self.slash[row + col],
            self.backslash[row + self.n - 1 - col],
        ];
        for taken in slots {
            *examined += 1;
            if taken {
                return false;
            }
        }
        true
    }

    fn place(&mut self, row: usize, col: usize) {
        self.set(row, col, true);
    }

    fn remove(&mut self, row: usize, col: usize) {
        self.set(row, col, false);
    }
}
