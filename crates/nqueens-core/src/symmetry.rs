//! The eight symmetries of the square board. Rotating or reflecting a solution gives another
//! solution, so the playground can group solutions into classes, show one fundamental solution
//! for each and say which move turns it into any of the others.
//!
//! Rows are drawn top to bottom and columns left to right, as the tutorials print them; rotations
//! turn that picture clockwise.

use crate::words::Message;
use std::fmt;

/// One symmetry of the board.
///
/// Internally each is taken apart into "maybe swap row and column, then maybe flip rows, then
/// maybe flip columns", which turns composition into a few boolean operations instead of a
/// 64-entry table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Transform {
    Identity,
    /// A quarter turn clockwise: the top row becomes the right-hand column, so square
    /// `(r, c)` goes to `(c, n-1-r)`.
    Rotate90,
    /// A half turn: `(r, c)` goes to `(n-1-r, n-1-c)`.
    Rotate180,
    /// Three quarter turns clockwise (one anticlockwise): `(r, c)` goes to `(n-1-c, r)`.
    Rotate270,
    /// Reflection in the vertical axis: `(r, c)` goes to `(r, n-1-c)`.
    MirrorColumns,
    /// Reflection in the horizontal axis: `(r, c)` goes to `(n-1-r, c)`.
    MirrorRows,
    /// Reflection in the main diagonal (top left to bottom right): `(r, c)` goes to `(c, r)`.
    Transpose,
    /// Reflection in the anti-diagonal (top right to bottom left): `(r, c)` goes to
    /// `(n-1-c, n-1-r)`.
    AntiTranspose,
}

/// The three independent choices every symmetry is made of, in the order they are applied.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Parts {
    swap: bool,
    flip_rows: bool,
    flip_cols: bool,
}

impl Transform {
    /// Every symmetry, Identity first so that ties are resolved in its favour wherever the
    /// crate picks "the first transform that works".
    pub const ALL: [Transform; 8] = [
        Transform::Identity,
        Transform::Rotate90,
        Transform::Rotate180,
        Transform::Rotate270,
        Transform::MirrorColumns,
        Transform::MirrorRows,
        Transform::Transpose,
        Transform::AntiTranspose,
    ];

    /// Words for the playground to show, not identifiers (`transform.*`).
    pub fn name(self) -> Message {
        let name = Message::name("transform", self.key());
        match self {
            Transform::Rotate90 => name.with("degrees", 90u32),
            Transform::Rotate180 => name.with("degrees", 180u32),
            Transform::Rotate270 => name.with("degrees", 270u32),
            _ => name,
        }
    }

    /// The transform's key in the catalogs.
    pub fn key(self) -> &'static str {
        match self {
            Transform::Identity => "identity",
            Transform::Rotate90 => "rotate-90",
            Transform::Rotate180 => "rotate-180",
            Transform::Rotate270 => "rotate-270",
            Transform::MirrorColumns => "mirror-columns",
            Transform::MirrorRows => "mirror-rows",
            Transform::Transpose => "transpose",
            Transform::AntiTranspose => "anti-transpose",
        }
    }

    /// Position in [`Transform::ALL`], so the bindings can pass a transform to JS as a number.
    pub fn index(self) -> usize {
        match self {
            Transform::Identity => 0,
            Transform::Rotate90 => 1,
            Transform::Rotate180 => 2,
            Transform::Rotate270 => 3,
            Transform::MirrorColumns => 4,
            Transform::MirrorRows => 5,
            Transform::Transpose => 6,
            Transform::AntiTranspose => 7,
        }
    }

    /// The transform at position `i` of [`Transform::ALL`]; None past the end, so a number
    /// coming back from JS is checked rather than trusted.
    pub fn from_index(i: usize) -> Option<Transform> {
        Transform::ALL.get(i).copied()
    }

    /// The transform that undoes this one. Only the quarter turns are not their own inverse.
    pub fn inverse(self) -> Transform {
        match self {
            Transform::Rotate90 => Transform::Rotate270,
            Transform::Rotate270 => Transform::Rotate90,
            other => other,
        }
    }

    /// This transform followed by `other`: `a.then(b).apply(x) == b.apply(&a.apply(x))`.
    pub fn then(self, other: Transform) -> Transform {
        let (a, b) = (self.parts(), other.parts());
        // A swap that comes after the flips exchanges which axis each flip acts on.
        let (rows, cols) = if b.swap {
            (a.flip_cols, a.flip_rows)
        } else {
            (a.flip_rows, a.flip_cols)
        };
        Transform::from_parts(Parts {
            swap: a.swap ^ b.swap,
            flip_rows: rows ^ b.flip_rows,
            flip_cols: cols ^ b.flip_cols,
        })
    }

    /// Where square `(row, col)` of an `n` x `n` board goes. Squares off the board give
    /// meaningless coordinates rather than a panic.
    pub fn apply_square(self, n: usize, row: u32, col: u32) -> (u32, u32) {
        let p = self.parts();
        let last = u32::try_from(n).unwrap_or(u32::MAX).wrapping_sub(1);
        let (r, c) = if p.swap { (col, row) } else { (row, col) };
        (
            if p.flip_rows { last.wrapping_sub(r) } else { r },
            if p.flip_cols { last.wrapping_sub(c) } else { c },
        )
    }

    /// The image of a full placement (`cols[i]` is the column of the queen in row `i`), in the
    /// same form. Every solution is a permutation of `0..n`, which is what the transposing
    /// symmetries need to give one queen per row again; for other lists the result is
    /// unspecified (columns out of range are dropped) but the call does not panic.
    pub fn apply(self, cols: &[u32]) -> Vec<u32> {
        let mut out = Vec::with_capacity(cols.len());
        self.apply_into(cols, &mut out);
        out
    }

    /// [`Transform::apply`] into a buffer the caller reuses, for loops over many solutions.
    fn apply_into(self, cols: &[u32], out: &mut Vec<u32>) {
        let n = cols.len();
        out.clear();
        out.resize(n, 0);
        for (row, &col) in cols.iter().enumerate() {
            if col as usize >= n {
                continue;
            }
            let (r, c) = self.apply_square(n, row as u32, col);
            if let Some(slot) = out.get_mut(r as usize) {
                *slot = c;
            }
        }
    }

    fn parts(self) -> Parts {
        let (swap, flip_rows, flip_cols) = match self {
            Transform::Identity => (false, false, false),
            Transform::Rotate90 => (true, false, true),
            Transform::Rotate180 => (false, true, true),
            Transform::Rotate270 => (true, true, false),
            Transform::MirrorColumns => (false, false, true),
            Transform::MirrorRows => (false, true, false),
            Transform::Transpose => (true, false, false),
            Transform::AntiTranspose => (true, true, true),
        };
        Parts {
            swap,
            flip_rows,
            flip_cols,
        }
    }

    fn from_parts(p: Parts) -> Transform {
        match (p.swap, p.flip_rows, p.flip_cols) {
            (false, false, false) => Transform::Identity,
            (true, false, true) => Transform::Rotate90,
            (false, true, true) => Transform::Rotate180,
            (true, true, false) => Transform::Rotate270,
            (false, false, true) => Transform::MirrorColumns,
            (false, true, false) => Transform::MirrorRows,
            (true, false, false) => Transform::Transpose,
            (true, true, true) => Transform::AntiTranspose,
        }
    }
}

impl fmt::Display for Transform {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.name().fmt(f)
    }
}

/// The lexicographically smallest of the eight images, which names the whole class, and a
/// transform taking `cols` to it (Identity when `cols` already is the smallest).
pub fn canonical(cols: &[u32]) -> (Vec<u32>, Transform) {
    let mut best = (Transform::Identity.apply(cols), Transform::Identity);
    let mut image = Vec::with_capacity(cols.len());
    for t in Transform::ALL.into_iter().skip(1) {
        t.apply_into(cols, &mut image);
        if image < best.0 {
            best = (image.clone(), t);
        }
    }
    best
}

/// True when `cols` is the canonical form of its class; cheaper than comparing with
/// [`canonical`] because it stops at the first smaller image.
pub fn is_canonical(cols: &[u32]) -> bool {
    let mut image = Vec::with_capacity(cols.len());
    Transform::ALL.iter().all(|t| {
        t.apply_into(cols, &mut image);
        image.as_slice() >= cols
    })
}

/// How many distinct placements the eight symmetries make of `cols`: 8 for most solutions,
/// 4 or 2 for those some rotation maps to themselves, 1 for N = 1.
pub fn class_size(cols: &[u32]) -> usize {
    let mut images: Vec<Vec<u32>> = Transform::ALL.iter().map(|t| t.apply(cols)).collect();
    images.sort_unstable();
    images.dedup();
    images.len()
}

/// A solution and everything the symmetries make of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Class {
    /// The canonical form: the smallest member.
    pub representative: Vec<u32>,
    /// Every distinct member, sorted by column list, each with one transform that takes the
    /// representative to it; the first is the representative itself with Identity.
    pub members: Vec<(Transform, Vec<u32>)>,
}

impl Class {
    /// Number of distinct members: 8 divided by how many symmetries fix the representative.
    pub fn size(&self) -> usize {
        self.members.len()
    }
}

/// The class `cols` belongs to, described from its canonical form.
pub fn class_of(cols: &[u32]) -> Class {
    let (representative, _) = canonical(cols);
    let mut members: Vec<(Transform, Vec<u32>)> = Vec::with_capacity(Transform::ALL.len());
    for t in Transform::ALL {
        let image = t.apply(&representative);
        if members.iter().all(|(_, seen)| *seen != image) {
            members.push((t, image));
        }
    }
    // The representative is the smallest image, so it comes first, paired with Identity.
    members.sort_by(|a, b| a.1.cmp(&b.1));
    Class {
        representative,
        members,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parts_round_trip() {
        for t in Transform::ALL {
            assert_eq!(Transform::from_parts(t.parts()), t);
            assert_eq!(Transform::from_index(t.index()), Some(t));
        }
        assert_eq!(Transform::from_index(8), None);
    }

    #[test]
    fn quarter_turn_is_clockwise() {
        // Top left corner goes to the top right one.
        assert_eq!(Transform::Rotate90.apply_square(4, 0, 0), (0, 3));
        assert_eq!(Transform::Rotate90.apply_square(4, 0, 3), (3, 3));
    }

    #[test]
    fn off_board_lists_do_not_panic() {
        for t in Transform::ALL {
            assert_eq!(t.apply(&[7, 7, 7]).len(), 3);
            let _ = t.apply_square(0, 5, u32::MAX);
        }
        assert_eq!(class_size(&[]), 1);
        assert_eq!(canonical(&[]), (vec![], Transform::Identity));
    }
}
