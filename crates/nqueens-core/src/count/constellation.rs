//! Constellations: the queens on the four border lines, which every solution has, and their
//! symmetry classes under the eight symmetries of the square.

use crate::attacks::Line;
use crate::board::Square;
use crate::symmetry::Transform;

/// Whether two squares share a row, column or diagonal (a square shares its own row).
pub(super) fn attacks(a: (usize, usize), b: (usize, usize)) -> bool {
    let sq = |(r, c): (usize, usize)| Square::new(r as u32, c as u32);
    Line::shared_by(sq(a), sq(b)).is_some()
}

/// Where symmetry `g` takes square `(row, column)` of an `n` x `n` board.
pub(super) fn image(g: Transform, n: usize, (r, c): (usize, usize)) -> (usize, usize) {
    let (r, c) = g.apply_square(n, r as u32, c as u32);
    (r as usize, c as usize)
}

/// A constellation: `[column of the queen in row 0, column of the queen in row n-1,
/// row of the queen in column 0, row of the queen in column n-1]`.
pub(super) type Border = [u8; 4];

/// The distinct squares of a constellation (a corner queen serves two border lines).
pub(super) fn border_queens(n: usize, b: Border) -> ([(usize, usize); 4], usize) {
    let m = n - 1;
    let mut out = [(0, 0); 4];
    let mut len = 0;
    for q in [
        (0, b[0] as usize),
        (m, b[1] as usize),
        (b[2] as usize, 0),
        (b[3] as usize, m),
    ] {
        if !out[..len].contains(&q) {
            out[len] = q;
            len += 1;
        }
    }
    (out, len)
}

/// On the board and no two distinct border queens attack each other (which also makes corner
/// queens consistent: a queen at (0, 0) must be both the row-0 and the column-0 queen).
pub(super) fn border_valid(n: usize, b: Border) -> bool {
    if b.iter().any(|&x| x as usize >= n) {
        return false;
    }
    let (q, len) = border_queens(n, b);
    (0..len).all(|i| (0..i).all(|j| !attacks(q[i], q[j])))
}

pub(super) fn border_image(n: usize, b: Border, g: Transform) -> Border {
    let m = n - 1;
    let (q, len) = border_queens(n, b);
    let mut out = [0u8; 4];
    for &(r, c) in &q[..len] {
        let (r, c) = image(g, n, (r, c));
        if r == 0 {
            out[0] = c as u8;
        }
        if r == m {
            out[1] = c as u8;
        }
        if c == 0 {
            out[2] = r as u8;
        }
        if c == m {
            out[3] = r as u8;
        }
    }
    out
}

/// Bit `g.index()` set when symmetry `g` maps the constellation onto itself.
pub(super) fn border_stabiliser(n: usize, b: Border) -> u8 {
    Transform::ALL.iter().fold(0, |s, &g| {
        s | u8::from(border_image(n, b, g) == b) << g.index()
    })
}

/// One constellation per symmetry class (the lexicographically smallest), in increasing order.
pub(super) fn canonical_borders(n: usize) -> Vec<Border> {
    let mut out = Vec::new();
    for t in 0..n as u8 {
        for bt in 0..n as u8 {
            for l in 0..n as u8 {
                for r in 0..n as u8 {
                    let b = [t, bt, l, r];
                    if border_valid(n, b)
                        && Transform::ALL[1..]
                            .iter()
                            .all(|&g| border_image(n, b, g) >= b)
                    {
                        out.push(b);
                    }
                }
            }
        }
    }
    out
}
