//! The bitboard strategy: bit `c` of a `u64` is column `c`, and the squares attacked along
//! each diagonal are masks shifted one column per row. The walk is the same as the other
//! strategies' (lowest free column first) but with an explicit stack of masks, which is what
//! makes it the fastest of the three.

use super::{Counter, Start, MAX_BITBOARD_N};
use crate::error::Result;

/// The masks at one level of the stack: squares of that row attacked by queens placed above.
#[derive(Clone, Copy, Default)]
struct Level {
    columns: u64,
    /// Diagonals that move one column right per row down ("\").
    down_right: u64,
    /// Diagonals that move one column left per row down ("/").
    down_left: u64,
    /// Columns of this row not tried yet and not attacked.
    untried: u64,
    /// The queen placed at this level, as a one-bit mask.
    placed: u64,
}

/// The masks one row's test reads (columns and both diagonals): its [`Measure::Examined`].
///
/// [`Measure::Examined`]: crate::measure::Measure::Examined
const MASKS: u64 = 3;

pub(super) fn run(start: &Start, counter: &mut Counter<'_>) -> Result<Option<Vec<u32>>> {
    let n = start.n;
    let mut cols: Vec<u32> = start.fixed.iter().map(|c| c.unwrap_or(0)).collect();
    let free = &start.free_rows;
    if free.is_empty() {
        return Ok(Some(cols));
    }
    // `solve` and `complete` keep n within 1..=64, so the shift below is in range.
    let full = if n >= MAX_BITBOARD_N {
        u64::MAX
    } else {
        (1u64 << n) - 1
    };
    let blocked = blocked_by_kept_queens(start, full);

    let mut stack = vec![Level::default(); free.len()];
    stack[0].untried = full & !blocked[0];
    counter.check(MASKS);
    let mut depth = 0;
    loop {
        let level = stack[depth];
        if level.untried == 0 {
            let Some(up) = depth.checked_sub(1) else {
                return Ok(None);
            };
            depth = up;
            counter.backtrack();
            continue;
        }
        let bit = level.untried & level.untried.wrapping_neg();
        counter.node()?;
        stack[depth].untried &= !bit;
        stack[depth].placed = bit;
        if depth + 1 == free.len() {
            break;
        }
        // Rows with kept queens are skipped, so the diagonals move by the gap between levels.
        let gap = (free[depth + 1] - free[depth]) as u32;
        let columns = level.columns | bit;
        let down_right = (level.down_right | bit).checked_shl(gap).unwrap_or(0) & full;
        let down_left = (level.down_left | bit).checked_shr(gap).unwrap_or(0);
        depth += 1;
        counter.check(MASKS);
        stack[depth] = Level {
            columns,
            down_right,
            down_left,
            untried: full & !(columns | down_right | down_left | blocked[depth]),
            placed: 0,
        };
    }
    for (level, &row) in stack.iter().zip(free) {
        cols[row] = level.placed.trailing_zeros();
    }
    Ok(Some(cols))
}

/// For each free row, the columns attacked by the kept queens (from above or below). These
/// never change during the walk, so they are computed once instead of carried in the masks.
fn blocked_by_kept_queens(start: &Start, full: u64) -> Vec<u64> {
    let kept: Vec<(usize, usize)> = start.fixed_queens().collect();
    start
        .free_rows
        .iter()
        .map(|&row| {
            kept.iter().fold(0u64, |mask, &(r, c)| {
                let d = row.abs_diff(r);
                let mut m = mask | 1u64 << c;
                if c + d < start.n {
                    m |= 1u64 << (c + d);
                }
                if let Some(left) = c.checked_sub(d) {
                    m |= 1u64 << left;
                }
                m & full
            })
        })
        .collect()
}
