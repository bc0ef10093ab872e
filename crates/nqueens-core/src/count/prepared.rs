//! A unit made ready for search: one static mask per free row, folding in every pre-placed
//! queen's attacks, so the searches only track the queens they place.

use super::constellation::border_stabiliser;
use super::unit::Unit;

/// One free row of a unit, in search order.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Level {
    /// Squares of this row attacked by no pre-placed queen.
    pub(super) allowed: u32,
    /// Rows from this free row to the next one (1, or more over pre-placed rows).
    pub(super) shift: u32,
}

pub(super) struct Prepared {
    pub(super) n: usize,
    pub(super) levels: Vec<Level>,
    /// Board row of each level.
    pub(super) rows: Vec<u8>,
    /// Column of the pre-placed queen of each board row, `u8::MAX` for free rows.
    pub(super) fixed: [u8; 32],
    /// Stabiliser of the constellation, bit g for symmetry g.
    pub(super) stab: u8,
}

impl Prepared {
    pub(super) fn new(u: &Unit) -> Prepared {
        let n = u.n();
        let queens = u.queens();
        let mut fixed = [u8::MAX; 32];
        for &(r, c) in &queens {
            fixed[r] = c as u8;
        }
        let mask = u32::MAX >> (32 - n);
        let rows: Vec<u8> = (0..n as u8)
            .filter(|&r| fixed[r as usize] == u8::MAX)
            .collect();
        let levels = rows
            .iter()
            .enumerate()
            .map(|(i, &r)| {
                let r = r as usize;
                let mut blocked = 0u32;
                for &(qr, qc) in &queens {
                    let d = r.abs_diff(qr);
                    blocked |= 1 << qc;
                    if qc + d < n {
                        blocked |= 1 << (qc + d);
                    }
                    if qc >= d {
                        blocked |= 1 << (qc - d);
                    }
                }
                let shift = rows.get(i + 1).map_or(0, |&next| next as u32 - r as u32);
                Level {
                    allowed: mask & !blocked,
                    shift,
                }
            })
            .collect();
        Prepared {
            n,
            levels,
            rows,
            fixed,
            stab: border_stabiliser(n, u.border),
        }
    }
}
