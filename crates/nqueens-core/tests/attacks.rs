mod common;

use common::{arb_board, brute_pairs, shared_line};
use nqueens_core::attacks::{analyze, is_solution, verify, Line, MAX_LISTED_PAIRS};
use nqueens_core::board::{Board, Square};
use proptest::prelude::*;

proptest! {
    #[test]
    fn analyze_agrees_with_a_pair_scan((n, queens) in arb_board(12)) {
        let board = Board::with_queens(n, queens).unwrap();
        let queens = board.queens();
        let a = analyze(&board);
        let brute = brute_pairs(queens);

        prop_assert_eq!(a.n, n);
        prop_assert_eq!(a.queens, queens.len());
        prop_assert_eq!(a.total_pairs, brute.len() as u64);
        let listed = brute.len().min(MAX_LISTED_PAIRS);
        prop_assert_eq!(&a.pairs[..], &brute[..listed]);
        for line in Line::ALL {
            let count = brute.iter().filter(|p| p.line == line).count() as u64;
            prop_assert_eq!(a.pairs_by_line[line.index()], count, "{}", line.name());
        }

        for (i, &q) in queens.iter().enumerate() {
            let in_pair = brute.iter().any(|p| p.a == q || p.b == q);
            prop_assert_eq!(a.attacking[i], in_pair);
        }
        prop_assert_eq!(a.attacked.len(), n * n);
        for row in 0..n {
            for col in 0..n {
                let sq = Square::new(row as u32, col as u32);
                let expected = queens.iter().any(|&q| q != sq && shared_line(q, sq).is_some());
                prop_assert_eq!(a.is_attacked(row, col), expected, "square {:?}", sq);
            }
        }
        prop_assert_eq!(a.is_solution(), queens.len() == n && brute.is_empty());
    }

    #[test]
    fn verify_agrees_with_a_pair_scan(cols in prop::collection::vec(0u32..8, 1..=8)) {
        let n = cols.len();
        let cols: Vec<u32> = cols.into_iter().map(|c| c % n as u32).collect();
        let queens: Vec<Square> = cols.iter().enumerate().map(|(r, &c)| Square::new(r as u32, c)).collect();
        let brute = brute_pairs(&queens);
        match verify(&cols) {
            Ok(()) => prop_assert!(brute.is_empty()),
            Err(pair) => {
                prop_assert!(brute.contains(&pair), "{:?} is not a real pair", pair);
                // Topmost later queen first, then topmost earlier queen.
                let best = brute.iter().min_by_key(|p| (p.b, p.a)).unwrap();
                prop_assert_eq!(pair, *best);
            }
        }
        prop_assert_eq!(is_solution(&cols), brute.is_empty());
    }
}

#[test]
fn pairs_name_their_line() {
    let board = Board::with_queens(
        5,
        [
            Square::new(0, 0),
            Square::new(0, 4),
            Square::new(2, 2),
            Square::new(4, 0),
        ],
    )
    .unwrap();
    let a = analyze(&board);
    let listed: Vec<_> = a.pairs.iter().map(|p| (p.a, p.b, p.line)).collect();
    assert_eq!(
        listed,
        vec![
            (Square::new(0, 0), Square::new(0, 4), Line::Row),
            (Square::new(0, 0), Square::new(2, 2), Line::Diagonal),
            (Square::new(0, 0), Square::new(4, 0), Line::Column),
            (Square::new(0, 4), Square::new(2, 2), Line::AntiDiagonal),
            (Square::new(0, 4), Square::new(4, 0), Line::AntiDiagonal),
            (Square::new(2, 2), Square::new(4, 0), Line::AntiDiagonal),
        ]
    );
    assert_eq!(a.pairs_by_line, [1, 1, 1, 3]);
    assert_eq!(a.attacking, vec![true; 4]);
    let names: Vec<_> = Line::ALL.iter().map(|l| l.name()).collect();
    assert_eq!(names, ["row", "column", "diagonal", "anti-diagonal"]);
}

#[test]
fn solutions_are_recognised() {
    let board = Board::from_placement(&[1, 3, 0, 2]).unwrap();
    assert!(analyze(&board).is_solution());
    let partial = Board::with_queens(4, [Square::new(0, 1)]).unwrap();
    assert!(!analyze(&partial).is_solution());
}

/// `Line::shared_by` against the tests' own definition, every pair of distinct squares of a 7x7
/// board.
#[test]
fn shared_by_names_the_one_line_two_squares_share() {
    let squares: Vec<Square> = (0..7)
        .flat_map(|r| (0..7).map(move |c| Square::new(r, c)))
        .collect();
    let mut seen = [0; 5];
    for &a in &squares {
        for &b in squares.iter().filter(|&&b| b != a) {
            let line = Line::shared_by(a, b);
            assert_eq!(line, shared_line(a, b), "{a:?} {b:?}");
            seen[line.map_or(4, Line::index)] += 1;
        }
    }
    // Every kind occurs, and so does "no line": 49 * 48 ordered pairs in all.
    assert!(seen.iter().all(|&count| count > 0), "{seen:?}");
    assert_eq!(seen.iter().sum::<i32>(), 49 * 48);
}

/// `is_attacked` answers for every square of the board as the flags say, and false (not a
/// panic) just past the last row or column.
#[test]
fn is_attacked_reads_the_flags_and_stops_at_the_edge() {
    let board = Board::with_queens(5, [Square::new(1, 1), Square::new(3, 3)]).unwrap();
    let a = analyze(&board);
    for row in 0..5 {
        for col in 0..5 {
            assert_eq!(
                a.is_attacked(row, col),
                a.attacked[row * 5 + col],
                "({row}, {col})"
            );
        }
    }
    assert!(a.is_attacked(4, 4), "on the queens' diagonal");
    assert!(!a.is_attacked(0, 5), "one column past the edge of row 0");
    assert!(!a.is_attacked(5, 0), "one row past the bottom");
    assert!(!a.is_attacked(5, 5));
}
