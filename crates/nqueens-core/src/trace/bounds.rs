//! Bounds reasoning for the three AllDifferent constraints (Hall intervals).
//!
//! This is here because the OR-Tools guide's numbers need it: `MakeAllDifferent(vars)` in the
//! original CP solver builds a `BoundsAllDifferent`, which removes a bound value from the other
//! variables (value elimination) and also makes every variable's range bounds consistent. Value
//! elimination alone explores a larger tree (324 failures and 830 branches for all 8-queens
//! solutions instead of the guide's 304 and 790); full domain consistency a smaller one (289
//! and 760). Only the fixpoint of both rules reproduces the guide, and a fixpoint does not
//! depend on the order the rules run in, so the step view may show them one at a time.
//!
//! The rule: if some rows can only take values of the constraint's expression in `lo..=hi`, and
//! there are as many rows as values, those values belong to them, so every other row loses the
//! ones at the ends of its range. More rows than values is a failure.

use super::{Constraints, MAX_STEP_N};
use crate::attacks::Line;

/// The constraints in the order the step view reports them: the column, then the two
/// diagonals, as the guide's pictures do.
pub(super) const LINES: [Line; 3] = [Line::Column, Line::Diagonal, Line::AntiDiagonal];

/// The value of a constraint's expression for a queen: `q[i]`, `q[i] - i` or `q[i] + i`.
pub(super) fn key(line: Line, row: usize, col: usize) -> i32 {
    // Both are below 16.
    let (row, col) = (row as i32, col as i32);
    match line {
        Line::Column => col,
        Line::Diagonal => col - row,
        Line::AntiDiagonal => col + row,
        Line::Row => row,
    }
}

/// One application of the rule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Squeeze {
    /// `rows` (a bit mask) need more distinct values in `lo..=hi` than there are.
    Crowded {
        line: Line,
        rows: u32,
        lo: i32,
        hi: i32,
    },
    /// `rows` use up `lo..=hi`; `cuts[r]` are the columns row `r` loses.
    Trim {
        line: Line,
        rows: u32,
        lo: i32,
        hi: i32,
        cuts: [u32; MAX_STEP_N],
    },
}

/// The first application that changes something, trying the posted constraints in [`LINES`]
/// order and the narrowest intervals first (they make the easiest sentences); None at the
/// fixpoint. `domains` holds one non-empty column mask per row.
pub(super) fn find(domains: &[u32], posted: Constraints) -> Option<Squeeze> {
    LINES
        .iter()
        .filter(|&&line| posted.has(line))
        .find_map(|&line| find_on(line, domains))
}

/// For each candidate low end `lo`, rows are added in increasing order of their high end, so
/// every interval `lo..=hi` is counted in one sweep: O(n^2) per constraint, no allocation, which
/// matters because this runs at every node.
fn find_on(line: Line, domains: &[u32]) -> Option<Squeeze> {
    let mut ranges = [(0i32, 0i32); MAX_STEP_N];
    let mut by_high = [0usize; MAX_STEP_N];
    let mut live = 0;
    for (row, &dom) in domains.iter().enumerate() {
        if dom != 0 {
            ranges[row] = (key(line, row, lowest(dom)), key(line, row, highest(dom)));
            by_high[live] = row;
            live += 1;
        }
    }
    let by_high = &mut by_high[..live];
    by_high.sort_unstable_by_key(|&row| ranges[row].1);
    let mut best: Option<((i32, i32), Squeeze)> = None;
    for (i, &first) in by_high.iter().enumerate() {
        let lo = ranges[first].0;
        // Each distinct low end once.
        if by_high[..i].iter().any(|&row| ranges[row].0 == lo) {
            continue;
        }
        let mut inside = 0u32;
        for (j, &row) in by_high.iter().enumerate() {
            if ranges[row].0 >= lo {
                inside |= 1 << row;
            }
            let hi = ranges[row].1;
            // Count an interval only once every row ending at `hi` has been seen.
            if hi < lo || by_high[j + 1..].first().is_some_and(|&r| ranges[r].1 == hi) {
                continue;
            }
            let rank = (hi - lo, lo);
            if best
                .as_ref()
                .is_some_and(|(best_rank, _)| *best_rank <= rank)
            {
                break;
            }
            if let Some(found) = act(line, domains, &ranges, inside, lo, hi) {
                best = Some((rank, found));
                break;
            }
        }
    }
    best.map(|(_, found)| found)
}

/// What the interval `lo..=hi` holding the `inside` rows implies, if anything.
fn act(
    line: Line,
    domains: &[u32],
    ranges: &[(i32, i32)],
    inside: u32,
    lo: i32,
    hi: i32,
) -> Option<Squeeze> {
    let count = inside.count_ones() as i32;
    let width = hi - lo + 1;
    if count > width {
        return Some(Squeeze::Crowded {
            line,
            rows: inside,
            lo,
            hi,
        });
    }
    if count < width {
        return None;
    }
    let mut cuts = [0u32; MAX_STEP_N];
    for (row, &dom) in domains.iter().enumerate() {
        if dom != 0 && inside & (1 << row) == 0 && ranges[row].0 <= hi && ranges[row].1 >= lo {
            cuts[row] = trim(line, row, dom, lo, hi);
        }
    }
    cuts.iter().any(|&cut| cut != 0).then_some(Squeeze::Trim {
        line,
        rows: inside,
        lo,
        hi,
        cuts,
    })
}

/// The columns a row outside the interval loses: values inside `lo..=hi`, taken from either
/// end of its domain until one outside is met. Holes in the middle stay, which is what makes
/// this bounds and not domain consistency.
fn trim(line: Line, row: usize, dom: u32, lo: i32, hi: i32) -> u32 {
    let inside = |col: usize| (lo..=hi).contains(&key(line, row, col));
    let mut left = dom;
    while left != 0 && inside(lowest(left)) {
        left &= !(1 << lowest(left));
    }
    while left != 0 && inside(highest(left)) {
        left &= !(1 << highest(left));
    }
    dom & !left
}

/// Smallest column of a non-empty mask.
pub(super) fn lowest(mask: u32) -> usize {
    mask.trailing_zeros() as usize
}

/// Largest column of a non-empty mask.
pub(super) fn highest(mask: u32) -> usize {
    (u32::BITS - 1).saturating_sub(mask.leading_zeros()) as usize
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_rows_sharing_two_columns_push_a_third_out() {
        // Rows 0 and 1 can only use columns 1..=2; row 2 loses column 1 at its low end.
        let found = find(&[0b0110, 0b0110, 0b1110], Constraints::ALL);
        let Some(Squeeze::Trim {
            line, rows, cuts, ..
        }) = found
        else {
            panic!("expected a trim, got {found:?}");
        };
        assert_eq!(line, Line::Column);
        assert_eq!(rows, 0b011);
        assert_eq!(&cuts[..3], &[0, 0, 0b0110]);
    }

    #[test]
    fn holes_are_left_alone() {
        // Row 2 has {0, 1, 3}: 1 lies inside 1..=2, but its ends 0 and 3 do not.
        assert_eq!(find_on(Line::Column, &[0b0110, 0b0110, 0b1011]), None);
    }

    /// The rule read literally: every interval between a low end and a high end, narrowest
    /// first, everything recounted.
    fn find_naive(domains: &[u32]) -> Option<Squeeze> {
        for line in LINES {
            let rows: Vec<usize> = (0..domains.len()).filter(|&r| domains[r] != 0).collect();
            let range = |r: usize| {
                (
                    key(line, r, lowest(domains[r])),
                    key(line, r, highest(domains[r])),
                )
            };
            let mut intervals: Vec<(i32, i32)> = rows
                .iter()
                .flat_map(|&a| rows.iter().map(move |&b| (range(a).0, range(b).1)))
                .filter(|(lo, hi)| lo <= hi)
                .collect();
            intervals.sort_unstable_by_key(|&(lo, hi)| (hi - lo, lo));
            intervals.dedup();
            for (lo, hi) in intervals {
                let inside = rows
                    .iter()
                    .filter(|&&r| lo <= range(r).0 && range(r).1 <= hi)
                    .fold(0u32, |m, &r| m | 1 << r);
                let (count, width) = (inside.count_ones() as i32, hi - lo + 1);
                if count > width {
                    return Some(Squeeze::Crowded {
                        line,
                        rows: inside,
                        lo,
                        hi,
                    });
                }
                if count == width {
                    let mut cuts = [0; MAX_STEP_N];
                    for &r in rows.iter().filter(|&&r| inside & (1 << r) == 0) {
                        cuts[r] = trim(line, r, domains[r], lo, hi);
                    }
                    if cuts.iter().any(|&c| c != 0) {
                        return Some(Squeeze::Trim {
                            line,
                            rows: inside,
                            lo,
                            hi,
                            cuts,
                        });
                    }
                }
            }
        }
        None
    }

    #[test]
    fn the_sweep_finds_what_the_literal_rule_finds() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for _ in 0..20_000 {
            let n = 1 + (next() % 8) as usize;
            let full = (1u32 << n) - 1;
            // Mostly small domains, so Hall intervals are common.
            let domains: Vec<u32> = (0..n)
                .map(|_| {
                    let mask = (next() as u32) & (next() as u32) & full;
                    if mask == 0 {
                        1 << (next() % n as u64)
                    } else {
                        mask
                    }
                })
                .collect();
            assert_eq!(
                find(&domains, Constraints::ALL),
                find_naive(&domains),
                "{domains:?}"
            );
        }
    }

    #[test]
    fn three_rows_in_two_columns_fail() {
        let found = find(&[0b11, 0b11, 0b11], Constraints::ALL);
        assert!(matches!(
            found,
            Some(Squeeze::Crowded {
                line: Line::Column,
                rows: 0b111,
                lo: 0,
                hi: 1
            })
        ));
    }
}
