//! The plain recursive search: for units with few free rows, and the tests' reference for the
//! wide search's scalar step. Returns (placements that complete a solution, nodes).

use super::prepared::Level;

/// Plain recursion: for units with few free rows, and the tests' reference for the wide
/// search.
pub(super) fn count_recursive(levels: &[Level]) -> (u64, u64) {
    fn rec(l: &[Level], cols: u32, ld: u32, rd: u32, nodes: &mut u64) -> u64 {
        match l {
            [] => 1,
            [last] => (last.allowed & !(cols | ld | rd) != 0) as u64,
            [cur, last] => {
                let mut free = cur.allowed & !(cols | ld | rd);
                *nodes += free.count_ones() as u64;
                let s = cur.shift;
                let mut t = 0;
                while free != 0 {
                    let bit = free & free.wrapping_neg();
                    free ^= bit;
                    let blocked = cols | bit | (ld | bit) << s | (rd | bit) >> s;
                    t += (last.allowed & !blocked != 0) as u64;
                }
                t
            }
            [cur, rest @ ..] => {
                let mut free = cur.allowed & !(cols | ld | rd);
                *nodes += free.count_ones() as u64;
                let s = cur.shift;
                let mut t = 0;
                while free != 0 {
                    let bit = free & free.wrapping_neg();
                    free ^= bit;
                    t += rec(rest, cols | bit, (ld | bit) << s, (rd | bit) >> s, nodes);
                }
                t
            }
        }
    }
    let mut nodes = 0;
    let raw = rec(levels, 0, 0, 0, &mut nodes);
    // The queen completing each solution is a node too (no queen at all when none is free).
    (raw, if levels.is_empty() { 0 } else { nodes + raw })
}
