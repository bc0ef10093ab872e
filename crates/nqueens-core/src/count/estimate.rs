//! How big a unit's search tree is likely to be, cheaply: it picks each constellation's search
//! orientation and orders the plan.

use super::prepared::Level;

/// Free rows searched exactly by [`estimate`]. Two rows (about N^3 work per call) find
/// orientations with about 1.5% fewer nodes than one (about N^2), which pays for the longer
/// [`plan`](super::plan) from N=17 on (N=16: 7 ms with one row, 19 ms with two; N=27: 1.9 s with two).
pub(super) fn estimate_depth(n: usize) -> usize {
    if n <= 16 {
        1
    } else {
        2
    }
}

/// Estimated search nodes: exact down to free row `d`, then from each node there a product of
/// the later rows' free squares, scaled by the share of columns still open and a decay of
/// `1 - 2/n` per row for the diagonals of queens yet to be placed.
pub(super) fn estimate(
    l: &[Level],
    n: usize,
    k: usize,
    d: usize,
    cols: u32,
    ld: u32,
    rd: u32,
) -> f64 {
    if k == l.len() {
        return 0.0;
    }
    let lv = l[k];
    let mut f = lv.allowed & !(cols | ld | rd);
    if k == d {
        let w = (l.len() - d) as f64;
        let decay = 1.0 - 2.0 / n as f64;
        let (mut prod, mut sum, mut ld2, mut rd2, mut fall) = (1.0, 0.0, ld, rd, 1.0);
        for (i, lj) in l[k..].iter().enumerate() {
            let c = (lj.allowed & !(cols | ld2 | rd2)).count_ones() as f64;
            prod *= c * (w - i as f64) / w * fall;
            sum += prod;
            fall *= decay;
            ld2 <<= lj.shift;
            rd2 >>= lj.shift;
        }
        return sum;
    }
    let mut t = f.count_ones() as f64;
    while f != 0 {
        let b = f & f.wrapping_neg();
        f ^= b;
        t += estimate(
            l,
            n,
            k + 1,
            d,
            cols | b,
            (ld | b) << lv.shift,
            (rd | b) >> lv.shift,
        );
    }
    t
}
