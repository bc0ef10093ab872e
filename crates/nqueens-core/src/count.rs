//! Counting all N-Queens solutions, and the fundamental (symmetry-distinct) ones, using the
//! full 8-fold symmetry of the square.
//!
//! # Method
//!
//! Every solution has exactly one queen on each of the four border lines (row 0, row N-1,
//! column 0, column N-1); a queen in a corner lies on two of them. These border queens form
//! the solution's *constellation*. The eight symmetries of the square permute constellations
//! and map the solutions of a constellation one-to-one onto those of its image, so one
//! constellation per symmetry class is searched and weighted by the size of its class:
//!
//! * a constellation with no symmetry stands for 8: each of its solutions counts 8 times in
//!   the total and once as fundamental (its 8 images lie in 8 different constellations);
//! * a constellation can otherwise only be symmetric under the 180-degree rotation (weight 4)
//!   or under all rotations (weight 2): a reflection would map some border queen onto a square
//!   it attacks. Its solutions are counted the same way, and Burnside's lemma turns the count
//!   plus the number of solutions each of its rotations leaves unchanged (a small search that
//!   places queens a whole rotation orbit at a time) into the exact fundamental count:
//!   `(all + fixed_180) / 2`, or `(all + fixed_180 + 2 fixed_90) / 4`. Split units of such a
//!   constellation (see [`plan_split`]) instead record every solution and keep the smallest
//!   of its images, counting it `8 / |its symmetries|` times. The sums over all classes are
//!   OEIS A000170 and A002562.
//!
//! The free rows are filled by a bitboard depth-first search. The pre-placed queens' attacks
//! are folded into one static mask per free row, so the search only tracks the queens it
//! places (columns and both diagonals as shifting bit masks, shifted over pre-placed rows).
//! The search direction matters: each constellation is searched in whichever of its four
//! rotations an estimate of the tree finds smallest (exact for the first free row, or two
//! from N=17 on, then a product of the static free-square counts). At N=16 this cuts the tree
//! from 338M to 202M nodes; the mirror-only reference visits 571M.
//!
//! # Work units
//!
//! [`plan`] lists one [`Unit`] per symmetry class of constellations (N=16: 3206 units,
//! N=17: 4319, N=27: 38604), largest estimated work first. [`plan_split`] also pre-places
//! queens in the first free rows of every unit, for more and smaller units. Units can be
//! counted in any order, on any thread or worker, and their [`Tally`]s summed. A unit
//! serialises to 2 + k `u32` words ([`Unit::to_words`]), k being the queens a split added.
//!
//! # Inner loop
//!
//! The wide search (`count::wide`) takes a unit up to 128 frames at a time: frames wait on one
//! stack per row, and one step places the next queen of every frame taken, a vector of them
//! at a time, sharing that row's mask. The step is written once over a small vector trait and
//! runs in one of several [`Kernel`]s: AVX-512, AVX2 or SSE4.1 on x86-64 (the fastest the CPU
//! has, checked at run time), NEON on aarch64, 128-bit SIMD in wasm, or plain scalar code
//! anywhere. A kernel can be forced (`NQUEENS_KERNEL`, [`count_unit_with`]) to test or measure
//! it; one the machine cannot run is an error. Units with few free rows use the plain
//! recursion, which is also the reference the scalar step is tested against. Node counts are
//! the same in every kernel.
//!
//! # Limits
//!
//! N is 1 to [`MAX_COUNT_N`] = 28: masks are `u32`, and the total for N = 29 (about 3e19)
//! would not fit a `u64`. Time is the real limit: N=16 takes under a second on one core and
//! every further N about 7-9 times longer (N=27 took the Q27 project a year on FPGAs).

mod constellation;
mod estimate;
pub mod gpu;
mod kernel;
mod plan;
mod prepared;
mod recursive;
mod symmetric;
#[cfg(test)]
mod tests;
mod unit;
mod wide;

use crate::error::Sizes;
use crate::symmetry::Transform;
use crate::words::msg;
use crate::{Error, Result};
use prepared::{Level, Prepared};
use recursive::count_recursive;
use symmetric::{classify, count_invariant};

pub use kernel::{Kernel, KERNEL_ENV};
pub use plan::{plan, plan_split, unit_count, Plan};
pub use unit::Unit;

/// Largest N accepted by the counting functions. The total number of solutions for N = 28
/// (about 2.6e18) still fits a `u64`; the one for N = 29 (about 3e19) would not.
pub const MAX_COUNT_N: usize = 28;

/// The sizes the counter takes: N from 1 to [`MAX_COUNT_N`].
pub const SIZES: Sizes = Sizes::new(1, MAX_COUNT_N, "counting");

pub(super) fn check_n(n: usize) -> Result<()> {
    SIZES.check(n)
}

/// What counting a unit (or a whole board) found.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Tally {
    /// All solutions (OEIS A000170), symmetric images included.
    pub solutions: u64,
    /// Solutions up to rotation and reflection (OEIS A002562).
    pub fundamental: u64,
    /// Search nodes: queens placed by the search, one per square tried in a free row, the
    /// queen completing a solution included (plus, for symmetric constellations, the orbits
    /// placed by the small search for symmetric solutions). Pre-placed queens do not count.
    /// Deterministic: the same for a unit on every platform. Sums saturate instead of wrapping.
    pub nodes: u64,
}

impl Tally {
    /// The sum, or None when `solutions` or `fundamental` would pass 2^64 - 1. No count of
    /// N <= 28 comes near that, so a sum that would is made of a wrong record. Nodes saturate:
    /// they are statistics, and N = 28's may come near 2^64.
    pub fn checked_add(self, o: Tally) -> Option<Tally> {
        Some(Tally {
            solutions: self.solutions.checked_add(o.solutions)?,
            fundamental: self.fundamental.checked_add(o.fundamental)?,
            nodes: self.nodes.saturating_add(o.nodes),
        })
    }
}

impl std::ops::AddAssign for Tally {
    fn add_assign(&mut self, o: Tally) {
        self.solutions = self.solutions.wrapping_add(o.solutions);
        self.fundamental = self.fundamental.wrapping_add(o.fundamental);
        self.nodes = self.nodes.saturating_add(o.nodes);
    }
}

impl std::ops::Add for Tally {
    type Output = Tally;
    fn add(mut self, o: Tally) -> Tally {
        self += o;
        self
    }
}

impl std::iter::Sum for Tally {
    fn sum<I: Iterator<Item = Tally>>(iter: I) -> Tally {
        iter.fold(Tally::default(), |a, b| a + b)
    }
}

/// Count of the completions of a unit with trivial stabiliser: (raw completions, nodes). The
/// wide search where the unit fits it, else (few rows) the recursion.
fn count_plain(levels: &[Level], wide: wide::Search) -> (u64, u64) {
    if wide::fits(levels) {
        let found = wide(levels);
        (found.raw, found.nodes)
    } else {
        count_recursive(levels)
    }
}

/// Counts one unit of the plan for `n` with the kernel [`Kernel::configured`] gives (the one
/// `NQUEENS_KERNEL` names, else the fastest that runs here).
pub fn count_unit(n: usize, unit: &Unit) -> Result<Tally> {
    count_unit_with(n, unit, Kernel::configured()?)
}

/// Counts one unit of the plan for `n` with `kernel`; an error if it cannot run here. The
/// tally is the same whatever the kernel, node counts included.
pub fn count_unit_with(n: usize, unit: &Unit, kernel: Kernel) -> Result<Tally> {
    let wide = wide::search(kernel)?;
    check_unit(n, unit)?;
    let p = Prepared::new(unit);
    Ok(tally_of(n, unit, &p, || count_plain(&p.levels, wide)))
}

/// An error unless `unit` belongs to the plans of `n`.
fn check_unit(n: usize, unit: &Unit) -> Result<()> {
    check_n(n)?;
    if unit.n as usize != n {
        return Err(Error::InvalidUnit(msg!(
            "unit.other-n",
            unit_n = unit.n,
            n = n
        )));
    }
    Ok(())
}

/// A unit's tally from `plain`, the count of its free rows' completions and their nodes (the
/// wide search, the recursion, or the GPU), and the symmetry of its constellation.
fn tally_of(n: usize, unit: &Unit, p: &Prepared, plain: impl FnOnce() -> (u64, u64)) -> Tally {
    const ROT180: u8 = 0b101;
    const ROTATIONS: u8 = 0b1111;
    match p.stab {
        1 => {
            let (raw, nodes) = plain();
            Tally {
                solutions: 8 * raw,
                fundamental: raw,
                nodes,
            }
        }
        // Whole constellations with rotational symmetry (the only symmetry a constellation can
        // have for N > 1: a reflection maps some border queen onto a square it attacks). The
        // rotations in S pair up the solutions; Burnside's lemma counts the orbits from the
        // solutions each rotation leaves unchanged, found by a small search of symmetric
        // placements. A unit with added queens uses the classifying search instead, because
        // its solutions' images lie partly in other units.
        ROT180 | ROTATIONS if unit.extra.is_empty() => {
            let (raw, nodes) = plain();
            let (fix180, nodes180) = count_invariant(n, &p.fixed, Transform::Rotate180);
            let (solutions, fundamental, more) = if p.stab == ROT180 {
                (4 * raw, (raw + fix180) / 2, 0)
            } else {
                let (fix90, nodes90) = count_invariant(n, &p.fixed, Transform::Rotate90);
                (2 * raw, (raw + fix180 + 2 * fix90) / 4, nodes90)
            };
            Tally {
                solutions,
                fundamental,
                nodes: nodes + nodes180 + more,
            }
        }
        _ => classify(p),
    }
}

/// Counts all solutions and the fundamental ones for `n`, one unit after the other, with the
/// kernel [`Kernel::configured`] gives.
pub fn count(n: usize) -> Result<Tally> {
    count_with(n, Kernel::configured()?)
}

/// Counts all solutions and the fundamental ones for `n`, one unit after the other, with
/// `kernel`.
pub fn count_with(n: usize, kernel: Kernel) -> Result<Tally> {
    let p = plan(n)?;
    let mut t = Tally::default();
    for u in &p.units {
        t += count_unit_with(n, u, kernel)?;
    }
    Ok(t)
}
