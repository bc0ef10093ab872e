//! How big a unit's search tree is likely to be, cheaply: it picks each constellation's search
//! orientation and orders the plan. [`Unit::expected_work`] is the estimate, defined here
//! beside it so that units know nothing of how they are prepared for search.

use super::prepared::{Level, Prepared};
use super::unit::Unit;

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

impl Unit {
    /// Rough relative cost of counting this unit, for progress weighting and scheduling. It is
    /// the estimate that picked the unit's search orientation: the search tree's nodes counted
    /// exactly down to the first free row (the second, from N=17 on), then continued from
    /// each of those nodes as a sum of products of the later rows' free squares, scaled down
    /// for the columns and diagonals still to be taken. It over-estimates
    /// [`Tally::nodes`](super::Tally::nodes) by a roughly constant factor (about 2.6 at N=16, where the ratio
    /// of real to estimated nodes lies between 0.22 and 0.62 for 90% of the units), so use it
    /// only relatively. At least 1; costs about N^2 operations (N^3 from N=17 on).
    pub fn expected_work(&self) -> u64 {
        (self.estimate() as u64).max(1)
    }

    pub(super) fn estimate(&self) -> f64 {
        let p = Prepared::new(self);
        estimate(&p.levels, p.n, 0, estimate_depth(p.n), 0, 0, 0)
    }
}
