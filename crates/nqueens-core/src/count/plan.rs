//! Plans: every unit of one N, each constellation class once in its cheapest orientation.

use super::check_n;
use super::constellation::{border_image, canonical_borders, Border};
use super::prepared::Prepared;
use super::unit::Unit;
use crate::symmetry::Transform;
use crate::Result;

/// The units that make up the count for one N, largest expected work first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan {
    /// The board size.
    pub n: usize,
    /// The units; their tallies add up to the board's.
    pub units: Vec<Unit>,
}

/// Rotates a constellation so that its search tree is smallest by its estimate ([`Unit::expected_work`]); returns
/// unit and its estimate.
fn oriented(n: usize, b: Border) -> (f64, Unit) {
    let rotated = |g: &Transform| {
        let u = Unit {
            n: n as u8,
            border: border_image(n, b, *g),
            extra: Vec::new(),
        };
        (u.estimate(), u)
    };
    let mut best = rotated(&Transform::Identity);
    for g in &[
        Transform::Rotate90,
        Transform::Rotate180,
        Transform::Rotate270,
    ] {
        let other = rotated(g);
        if other.0 < best.0 {
            best = other;
        }
    }
    best
}

/// Units in [`plan`]`(n)` for N = 1..=28: the symmetry classes of constellations. Known without
/// planning, so a record of counted units can be checked against its N before anything sized by
/// the record is allocated (`count::tests` checks the table against the classes themselves).
const UNIT_COUNTS: [usize; super::MAX_COUNT_N] = [
    1, 0, 0, 2, 5, 16, 34, 78, 147, 272, 452, 730, 1105, 1632, 2310, 3206, 4319, 5728, 7432, 9522,
    11997, 14960, 18410, 22462, 27115, 32496, 38604, 45578,
];

/// How many units [`plan`]`(n)` has, without planning.
pub fn unit_count(n: usize) -> Result<usize> {
    check_n(n)?;
    Ok(UNIT_COUNTS[n - 1])
}

/// Largest estimate first; stable, so equal estimates keep the enumeration order.
fn sort_by_work(mut keyed: Vec<(f64, Unit)>) -> Vec<Unit> {
    keyed.sort_by(|a, b| b.0.total_cmp(&a.0));
    keyed.into_iter().map(|(_, u)| u).collect()
}

/// One unit per symmetry class of constellations, each in its best search orientation,
/// largest expected work first. N=2 and N=3 have no units (and no solutions).
pub fn plan(n: usize) -> Result<Plan> {
    check_n(n)?;
    let keyed = canonical_borders(n)
        .into_iter()
        .map(|b| oriented(n, b))
        .collect();
    Ok(Plan {
        n,
        units: sort_by_work(keyed),
    })
}

/// Like [`plan`], but every unit is split further by pre-placing queens in its first `depth`
/// free rows (in search order), in every way that leaves no two queens attacking each other.
/// `depth` 0 is [`plan`]; each extra level multiplies the number of units by about N/2-N.
/// Splits too deep for a unit stop at complete placements.
pub fn plan_split(n: usize, depth: usize) -> Result<Plan> {
    let base = plan(n)?;
    if depth == 0 {
        return Ok(base);
    }
    let mut units = Vec::new();
    for u in &base.units {
        split_into(u, depth, &mut units);
    }
    let keyed = units.into_iter().map(|u| (u.estimate(), u)).collect();
    Ok(Plan {
        n,
        units: sort_by_work(keyed),
    })
}

fn split_into(u: &Unit, depth: usize, out: &mut Vec<Unit>) {
    let p = Prepared::new(u);
    if depth == 0 || p.levels.is_empty() {
        out.push(u.clone());
        return;
    }
    let row = p.rows[0];
    let mut free = p.levels[0].allowed;
    while free != 0 {
        let c = free.trailing_zeros() as u8;
        free &= free - 1;
        let mut v = u.clone();
        v.extra.push((row, c));
        split_into(&v, depth - 1, out);
    }
}
