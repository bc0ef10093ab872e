//! An independent referee for the integration tests: the dumbest correct definitions of
//! "attacking pair" and "solution", written without any of the crate's code, so a bug in the
//! crate cannot hide behind the same bug in its own checker.

// Each test binary uses a different subset of these helpers.
#![allow(dead_code)]

use nqueens_core::attacks::{Line, Pair};
use nqueens_core::board::Square;
use proptest::prelude::*;

/// The line two distinct squares share, if any.
pub fn shared_line(a: Square, b: Square) -> Option<Line> {
    let (ar, ac, br, bc) = (
        i64::from(a.row),
        i64::from(a.col),
        i64::from(b.row),
        i64::from(b.col),
    );
    if ar == br {
        Some(Line::Row)
    } else if ac == bc {
        Some(Line::Column)
    } else if ar - ac == br - bc {
        Some(Line::Diagonal)
    } else if ar + ac == br + bc {
        Some(Line::AntiDiagonal)
    } else {
        None
    }
}

/// Every attacking pair by an O(q^2) scan, in the order the crate promises: `a` row-major,
/// then `b` row-major. `queens` must be sorted and unique.
pub fn brute_pairs(queens: &[Square]) -> Vec<Pair> {
    let mut pairs = Vec::new();
    for (i, &a) in queens.iter().enumerate() {
        for &b in &queens[i + 1..] {
            if let Some(line) = shared_line(a, b) {
                pairs.push(Pair { a, b, line });
            }
        }
    }
    pairs
}

/// True when `cols` puts n peaceful queens on an n x n board.
pub fn brute_is_solution(n: usize, cols: &[u32]) -> bool {
    let queens: Vec<Square> = cols
        .iter()
        .enumerate()
        .map(|(r, &c)| Square::new(r as u32, c))
        .collect();
    cols.len() == n && cols.iter().all(|&c| (c as usize) < n) && brute_pairs(&queens).is_empty()
}

/// The lexicographically first way to fill the rows of `fixed` that hold None, by plain
/// recursion with the O(q^2) referee; None when there is none.
pub fn brute_first_completion(fixed: &[Option<u32>]) -> Option<Vec<u32>> {
    fn go(fixed: &[Option<u32>], cols: &mut Vec<u32>) -> bool {
        let n = fixed.len();
        let row = cols.len();
        if row == n {
            return brute_is_solution(n, cols);
        }
        let choices: Vec<u32> = match fixed[row] {
            Some(c) => vec![c],
            None => (0..n as u32).collect(),
        };
        for c in choices {
            cols.push(c);
            // Prune on the rows placed so far plus every kept queen below.
            let mut queens: Vec<Square> = cols
                .iter()
                .enumerate()
                .map(|(r, &c)| Square::new(r as u32, c))
                .collect();
            queens.extend(
                fixed
                    .iter()
                    .enumerate()
                    .skip(row + 1)
                    .filter_map(|(r, c)| c.map(|c| Square::new(r as u32, c))),
            );
            queens.sort();
            if brute_pairs(&queens).is_empty() && go(fixed, cols) {
                return true;
            }
            cols.pop();
        }
        false
    }
    let mut cols = Vec::new();
    go(fixed, &mut cols).then_some(cols)
}

/// Random boards: a side from 1 to `max_n` and a density from empty to packed, so sparse,
/// typical and crowded boards all come up.
pub fn arb_board(max_n: usize) -> impl Strategy<Value = (usize, Vec<Square>)> {
    (1..=max_n, 0.0..=1.0f64).prop_flat_map(|(n, density)| {
        let cells = prop::collection::vec(prop::bool::weighted(density), n * n);
        cells.prop_map(move |cells| {
            let queens = cells
                .iter()
                .enumerate()
                .filter(|(_, &q)| q)
                .map(|(i, _)| Square::new((i / n) as u32, (i % n) as u32))
                .collect();
            (n, queens)
        })
    })
}
