//! Units: pieces of a count that can be counted anywhere, and their compact `u32` form.

use super::check_n;
use super::constellation::{attacks, border_queens, border_stabiliser, border_valid, Border};
use crate::words::Message;
use crate::{Error, Result};

/// A piece of the count for one N: a constellation (the four border queens, standing for its
/// whole symmetry class) plus, for units made by [`plan_split`](super::plan_split), queens pre-placed in some of
/// the inner rows. Counting a unit gives that part of the board's totals; the units of a
/// [`Plan`](super::Plan) add up to the board's totals.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unit {
    pub(super) n: u8,
    pub(super) border: Border,
    pub(super) extra: Vec<(u8, u8)>,
}

pub(super) const TAG: u32 = 0x51; // 'Q'
pub(super) const VERSION: u32 = 1;

/// A unit's words that do not decode; `why` is a key of the catalogs' `unit.words.*`.
fn bad_words(why: &str) -> Error {
    Error::InvalidUnit(Message::name("unit.words", why))
}

impl Unit {
    /// The N this unit belongs to.
    pub fn n(&self) -> usize {
        self.n as usize
    }

    /// All pre-placed queens as (row, column): the border queens (a corner queen once), then
    /// the queens a split added.
    pub fn queens(&self) -> Vec<(usize, usize)> {
        let n = self.n as usize;
        let (q, len) = border_queens(n, self.border);
        let mut v = q[..len].to_vec();
        v.extend(self.extra.iter().map(|&(r, c)| (r as usize, c as usize)));
        v
    }

    /// How many constellations this unit's constellation stands for: 8, 4 or 2 (1 for N=1).
    pub fn weight(&self) -> u32 {
        8 / border_stabiliser(self.n as usize, self.border).count_ones()
    }

    /// Compact form, `2 + k` words for a unit with k queens added by a split:
    /// word 0 = `0x51 << 24 | n << 16 | k << 8 | 1` (tag, N, k, format version);
    /// word 1 = the border queens as bytes, little-endian: column in row 0, column in row N-1,
    /// row in column 0, row in column N-1; then one word `row | column << 8` per added queen.
    pub fn to_words(&self) -> Vec<u32> {
        let mut w = Vec::with_capacity(2 + self.extra.len());
        w.push(TAG << 24 | (self.n as u32) << 16 | (self.extra.len() as u32) << 8 | VERSION);
        w.push(u32::from_le_bytes(self.border));
        w.extend(self.extra.iter().map(|&(r, c)| r as u32 | (c as u32) << 8));
        w
    }

    /// Reads [`Unit::to_words`] back, checking everything: header, N in range, every queen on
    /// the board, one queen on each border line, added queens strictly inside, no two queens
    /// attacking each other. Anything else is an error, never a panic.
    pub fn from_words(words: &[u32]) -> Result<Unit> {
        let (&h, rest) = words.split_first().ok_or_else(|| bad_words("none"))?;
        if h >> 24 != TAG || h & 0xff != VERSION {
            return Err(bad_words("header"));
        }
        let n = (h >> 16 & 0xff) as usize;
        check_n(n)?;
        let k = (h >> 8 & 0xff) as usize;
        if rest.len() != 1 + k {
            return Err(bad_words("count"));
        }
        let border = rest[0].to_le_bytes();
        if !border_valid(n, border) {
            return Err(bad_words("border"));
        }
        let mut u = Unit {
            n: n as u8,
            border,
            extra: Vec::with_capacity(k),
        };
        let mut queens = u.queens();
        for &w in &rest[1..] {
            let (r, c) = ((w & 0xff) as usize, (w >> 8 & 0xff) as usize);
            if w >> 16 != 0 || r == 0 || c == 0 || r + 1 >= n || c + 1 >= n {
                return Err(bad_words("inside"));
            }
            if queens.iter().any(|&q| attacks(q, (r, c))) {
                return Err(bad_words("attacked"));
            }
            queens.push((r, c));
            u.extra.push((r as u8, c as u8));
        }
        Ok(u)
    }
}
