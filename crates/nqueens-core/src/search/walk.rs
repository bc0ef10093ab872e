//! The row-by-row walk shared by the backtracking and lookup strategies. Sharing it is what
//! makes their trees, and so their node counts, identical by construction; only the safety
//! test differs.

use super::{Counter, Start};
use crate::error::Result;

/// A way to test and record queens during the walk.
pub(super) trait Rules {
    /// Whether a queen on (row, col) would be attacked by a queen already on the board, kept
    /// or placed, above or below; adds the entries it read to `examined`.
    fn is_safe(&self, row: usize, col: usize, examined: &mut u64) -> bool;
    fn place(&mut self, row: usize, col: usize);
    fn remove(&mut self, row: usize, col: usize);
}

/// Depth-first search over the free rows with an explicit stack (`next[k]` is the next column
/// to try at depth `k`), so N = 256 cannot overflow the small wasm stack.
pub(super) fn run(
    rules: &mut impl Rules,
    start: &Start,
    counter: &mut Counter<'_>,
) -> Result<Option<Vec<u32>>> {
    let free = &start.free_rows;
    let mut cols: Vec<u32> = start.fixed.iter().map(|c| c.unwrap_or(0)).collect();
    let mut next = vec![0usize; free.len()];
    let mut depth = 0;
    while depth < free.len() {
        let row = free[depth];
        let found = (next[depth]..start.n).find(|&col| {
            let mut examined = 0;
            let safe = rules.is_safe(row, col, &mut examined);
            counter.check(examined);
            safe
        });
        match found {
            Some(col) => {
                counter.node()?;
                rules.place(row, col);
                cols[row] = col as u32;
                next[depth] = col + 1;
                depth += 1;
                if let Some(slot) = next.get_mut(depth) {
                    *slot = 0;
                }
            }
            None => {
                let Some(up) = depth.checked_sub(1) else {
                    return Ok(None);
                };
                depth = up;
                rules.remove(free[depth], next[depth] - 1);
                counter.backtrack();
            }
        }
    }
    Ok(Some(cols))
}
