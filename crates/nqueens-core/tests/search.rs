mod common;

use common::{arb_board, brute_first_completion, brute_is_solution};
use nqueens_core::attacks::Line;
use nqueens_core::board::{Board, Square};
use nqueens_core::search::{complete, solve, Limits, Outcome, Stats, Strategy};
use nqueens_core::Error;
use proptest::prelude::*;

fn no_limits() -> Limits {
    Limits::default()
}

/// Runs every strategy and checks they agree on the solution and the tree they walked.
fn agreed(run: impl Fn(Strategy) -> Outcome) -> Outcome {
    let outcomes: Vec<Outcome> = Strategy::ALL.into_iter().map(run).collect();
    let first = &outcomes[0];
    for (st, other) in Strategy::ALL.iter().zip(&outcomes) {
        assert_eq!(other.solution, first.solution, "{st} solution");
        assert_eq!(other.stats.nodes, first.stats.nodes, "{st} nodes");
        assert_eq!(
            other.stats.backtracks, first.stats.backtracks,
            "{st} backtracks"
        );
        assert_eq!(other.conflict, first.conflict, "{st} conflict");
    }
    first.clone()
}

#[test]
fn every_strategy_solves_up_to_30_identically() {
    for n in 1..=30 {
        let outcome = agreed(|st| solve(n, st, no_limits()).unwrap());
        match n {
            2 | 3 => assert_eq!(outcome.solution, None, "N = {n}"),
            _ => {
                let cols = outcome.solution.expect("a solution");
                assert!(brute_is_solution(n, &cols), "N = {n}: {cols:?}");
            }
        }
        assert!(outcome.conflict.is_none());
    }
}

#[test]
fn first_solutions_are_lexicographically_first() {
    for st in Strategy::ALL {
        let eight = solve(8, st, no_limits()).unwrap();
        assert_eq!(eight.solution, Some(vec![0, 4, 7, 5, 2, 6, 1, 3]));
        assert_eq!((eight.stats.nodes, eight.stats.backtracks), (113, 105));
        let four = solve(4, st, no_limits()).unwrap();
        assert_eq!(four.solution, Some(vec![1, 3, 0, 2]));
        assert_eq!(solve(1, st, no_limits()).unwrap().solution, Some(vec![0]));
    }
}

#[test]
fn node_budget_stops_the_search() {
    for st in Strategy::ALL {
        let tight = Limits {
            max_nodes: Some(10),
        };
        assert_eq!(
            solve(8, st, tight).unwrap_err(),
            Error::BudgetExceeded { nodes: 10 }
        );
        // 113 nodes are exactly enough for N = 8.
        let exact = Limits {
            max_nodes: Some(113),
        };
        assert!(solve(8, st, exact).unwrap().solution.is_some());
        let short = Limits {
            max_nodes: Some(112),
        };
        assert!(matches!(
            solve(8, st, short),
            Err(Error::BudgetExceeded { nodes: 112 })
        ));
        let zero = Limits { max_nodes: Some(0) };
        assert!(solve(1, st, zero).is_err());
    }
}

#[test]
fn strategies_reject_sizes_they_cannot_take() {
    let big = Board::new(100).unwrap();
    assert!(matches!(
        complete(&big, Strategy::Bitboard, no_limits()),
        Err(Error::SizeOutOfRange { n: 100, .. })
    ));
    // Lookup takes N = 100; the plain first-solution search there is astronomically long,
    // so a budget proves the size was accepted.
    let budget = Limits {
        max_nodes: Some(1000),
    };
    assert!(matches!(
        complete(&big, Strategy::Lookup, budget),
        Err(Error::BudgetExceeded { nodes: 1000 })
    ));
    assert!(solve(64, Strategy::Bitboard, Limits { max_nodes: Some(1) }).is_err());
}

fn board(n: usize, queens: &[(u32, u32)]) -> Board {
    Board::with_queens(n, queens.iter().map(|&(r, c)| Square::new(r, c))).unwrap()
}

fn fixed_rows(b: &Board) -> Vec<Option<u32>> {
    let mut fixed = vec![None; b.n()];
    for sq in b.queens() {
        fixed[sq.row as usize] = Some(sq.col);
    }
    fixed
}

/// Completes with every strategy and checks the result against the referee.
fn check_completion(b: &Board) -> Outcome {
    let outcome = agreed(|st| complete(b, st, no_limits()).unwrap());
    assert_eq!(outcome.solution, brute_first_completion(&fixed_rows(b)));
    if let Some(cols) = &outcome.solution {
        assert!(brute_is_solution(b.n(), cols));
        for sq in b.queens() {
            assert_eq!(cols[sq.row as usize], sq.col, "kept queen {sq:?} moved");
        }
    }
    outcome
}

#[test]
fn completion_keeps_the_given_queens() {
    // No 8-queens solution starts 0, 2; one starts 0, 4.
    assert_eq!(
        check_completion(&board(8, &[(0, 0), (1, 2)])).solution,
        None
    );
    let out = check_completion(&board(8, &[(0, 0), (1, 4)]));
    assert_eq!(out.solution, Some(vec![0, 4, 7, 5, 2, 6, 1, 3]));
    assert!(check_completion(&board(10, &[(0, 0), (1, 2)]))
        .solution
        .is_some());
    // Kept queens below the first free row must be respected too.
    check_completion(&board(8, &[(7, 0)]));
    check_completion(&board(8, &[(3, 3), (6, 1)]));
    check_completion(&board(10, &[(9, 9), (0, 5), (4, 2)]));
    assert!(check_completion(&board(6, &[(5, 1)])).solution.is_some());
}

#[test]
fn completion_of_a_full_or_tiny_board() {
    let solved = Board::from_placement(&[1, 3, 0, 2]).unwrap();
    let out = check_completion(&solved);
    assert_eq!(out.solution, Some(vec![1, 3, 0, 2]));
    assert_eq!(out.stats.nodes, 0);

    assert_eq!(check_completion(&board(1, &[])).solution, Some(vec![0]));
    let out = check_completion(&board(1, &[(0, 0)]));
    assert_eq!(out.solution, Some(vec![0]));
    assert_eq!(out.stats.nodes, 0);
}

#[test]
fn impossible_completion_is_none() {
    let out = check_completion(&board(4, &[(0, 0)]));
    assert_eq!(out.solution, None);
    assert_eq!(out.conflict, None);
    // By hand: (1, 2) leaves row 2 no square; (1, 3) then (2, 1) leaves row 3 none. Three
    // safe placements, no fourth.
    assert_eq!(out.stats.nodes, 3);
}

#[test]
fn clashing_start_reports_the_first_pair() {
    for st in Strategy::ALL {
        let out = complete(&board(6, &[(0, 0), (2, 2), (5, 5)]), st, no_limits()).unwrap();
        assert_eq!(out.solution, None);
        let pair = out.conflict.expect("a conflict");
        assert_eq!(
            (pair.a, pair.b, pair.line),
            (Square::new(0, 0), Square::new(2, 2), Line::Diagonal)
        );
        assert_eq!(out.stats, Stats::default());

        let out = complete(&board(6, &[(3, 1), (3, 4)]), st, no_limits()).unwrap();
        assert_eq!(out.conflict.map(|p| p.line), Some(Line::Row));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn completions_match_the_referee((n, queens) in arb_board(8)) {
        // Keep at most one queen per row, else the start is a conflict (tested above).
        let mut seen = vec![false; n];
        let queens: Vec<Square> = queens.into_iter().filter(|q| !std::mem::replace(&mut seen[q.row as usize], true)).collect();
        let b = Board::with_queens(n, queens).unwrap();
        let outcome = agreed(|st| complete(&b, st, no_limits()).unwrap());
        let first_pair = common::brute_pairs(b.queens()).first().copied();
        prop_assert_eq!(outcome.conflict, first_pair);
        if outcome.conflict.is_some() {
            prop_assert_eq!(outcome.solution, None);
        } else {
            prop_assert_eq!(outcome.solution, brute_first_completion(&fixed_rows(&b)));
        }
    }
}
