//! The step engine against the OR-Tools guide's numbers and walk-through, against a brute-force
//! enumerator written here, and against itself: any position reached backward must equal the
//! one reached forward.

use nqueens_core::attacks::Line;
use nqueens_core::board::Square;
use nqueens_core::trace::{
    Cause, Cell, Event, Failure, Queen, QueenKind, Reason, StepMode, StepState, StepStrategy,
    Stepper, Stop, Target, MAX_STEP_N,
};
use nqueens_core::Error;

const ALL: StepMode = StepMode::AllSolutions;
const FIRST: StepMode = StepMode::FirstSolution;

/// Every event of a search run to its end.
fn events(n: usize, strategy: StepStrategy, fixed: &[Square], mode: StepMode) -> Vec<Event> {
    let stepper = Stepper::create(n, strategy, fixed, mode).expect("valid input");
    stepper.collect()
}

fn solutions(events: &[Event]) -> Vec<Vec<u32>> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Solution(cols) => Some(cols.clone()),
            _ => None,
        })
        .collect()
}

/// The independent referee: no two queens of the list share a column or a diagonal (rows are
/// distinct by construction of the list).
fn peaceful(cols: &[u32]) -> bool {
    (0..cols.len()).all(|i| {
        (i + 1..cols.len()).all(|j| {
            let (a, b) = (i64::from(cols[i]), i64::from(cols[j]));
            a != b && (a - b).abs() != (j - i) as i64
        })
    })
}

fn is_solution(n: usize, cols: &[u32]) -> bool {
    cols.len() == n && cols.iter().all(|&c| (c as usize) < n) && peaceful(cols)
}

/// Every solution, row by row with pruning on the referee; sorted.
fn brute_force(n: usize) -> Vec<Vec<u32>> {
    fn go(n: usize, cols: &mut Vec<u32>, out: &mut Vec<Vec<u32>>) {
        if cols.len() == n {
            out.push(cols.clone());
            return;
        }
        for c in 0..n as u32 {
            cols.push(c);
            if peaceful(cols) {
                go(n, cols, out);
            }
            cols.pop();
        }
    }
    let mut out = Vec::new();
    go(n, &mut Vec::new(), &mut out);
    out.sort();
    out
}

/// A small deterministic generator, so random positions are the same on every run.
struct Rng(u64);

impl Rng {
    fn below(&mut self, bound: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % bound.max(1)
    }
}

/// The state at every position, stepping forward only.
fn forward_states(n: usize, strategy: StepStrategy, mode: StepMode) -> Vec<StepState> {
    let mut stepper = Stepper::create(n, strategy, &[], mode).unwrap();
    let mut states = vec![stepper.state()];
    while stepper.step().is_some() {
        states.push(stepper.state());
    }
    states
}

#[test]
fn cp_reproduces_the_or_tools_statistics_for_8_queens() {
    let mut stepper = Stepper::create(8, StepStrategy::Cp, &[], ALL).unwrap();
    assert_eq!(stepper.run_to(Target::End), Stop::Reached);
    let stats = stepper.stats();
    assert_eq!(stats.solutions, 92);
    assert_eq!(stats.failures, 304);
    assert_eq!(stats.branches, 790);
    assert_eq!(stats.depth, 0);
}

#[test]
fn first_solutions_are_the_guides() {
    for strategy in [
        StepStrategy::Cp,
        StepStrategy::Backtracking,
        StepStrategy::Lookup,
    ] {
        let four = events(4, strategy, &[], FIRST);
        assert_eq!(solutions(&four), vec![vec![1, 3, 0, 2]], "{strategy}");
        let eight = events(8, strategy, &[], FIRST);
        assert_eq!(
            solutions(&eight),
            vec![vec![0, 4, 7, 5, 2, 6, 1, 3]],
            "{strategy}"
        );
        assert_eq!(eight.last(), Some(&Event::Finished { solutions: 1 }));
    }
}

#[test]
fn four_queens_cp_trace_follows_the_guide() {
    let mut stepper = Stepper::create(4, StepStrategy::Cp, &[], FIRST).unwrap();
    let sq = Square::new;
    let corner = sq(0, 0);
    // The corner queen, then its column (grey) and its diagonal (red); its anti-diagonal holds
    // no other square.
    assert_eq!(stepper.step(), Some(Event::Place { row: 0, col: 0 }));
    assert_eq!(
        stepper.step(),
        Some(Event::Prune {
            line: Line::Column,
            cause: Cause::Queen(corner),
            removed: vec![sq(1, 0), sq(2, 0), sq(3, 0)],
        })
    );
    assert_eq!(
        stepper.step(),
        Some(Event::Prune {
            line: Line::Diagonal,
            cause: Cause::Queen(corner),
            removed: vec![sq(1, 1), sq(2, 2), sq(3, 3)],
        })
    );
    let state = stepper.state();
    assert_eq!(
        state.cell(2, 0),
        Some(Cell::Out(Reason::Attack {
            line: Line::Column,
            by: corner
        }))
    );
    assert_eq!(
        state.cell(3, 3),
        Some(Cell::Out(Reason::Attack {
            line: Line::Diagonal,
            by: corner
        }))
    );
    // "Two places remain for the second queen"; ASSIGN_MIN_VALUE takes the first.
    assert_eq!(state.domains[1], vec![2, 3]);
    assert_eq!(stepper.step(), Some(Event::Place { row: 1, col: 2 }));

    // Then a dead end, the other square of row 1, another dead end, and only then the
    // search gives up the corner.
    let rest: Vec<Event> = stepper.by_ref().collect();
    let first = |pred: &dyn Fn(&Event) -> bool| rest.iter().position(pred);
    let dead_end = first(&|e| e.is_dead_end()).unwrap();
    let second_square = first(&|e| *e == Event::Backtrack { row: 1, col: 2 }).unwrap();
    let out_of_corner = first(&|e| *e == Event::Backtrack { row: 0, col: 0 }).unwrap();
    let solution = first(&|e| matches!(e, Event::Solution(_))).unwrap();
    assert!(dead_end < second_square && second_square < out_of_corner);
    assert!(out_of_corner < solution);
    let dead_ends = rest[..out_of_corner]
        .iter()
        .filter(|e| e.is_dead_end())
        .count();
    assert_eq!(dead_ends, 2);
    assert!(!rest[..out_of_corner]
        .iter()
        .any(|e| matches!(e, Event::Backtrack { row: 0, .. })));

    // Right after leaving the corner, the corner is ruled out by the refutation itself.
    let at = stepper.position() - (rest.len() - out_of_corner - 1) as u64;
    stepper.seek(at);
    assert_eq!(stepper.state().cell(0, 0), Some(Cell::Out(Reason::Refuted)));
    assert_eq!(stepper.state().domains[0], vec![1, 2, 3]);
}

#[test]
fn every_strategy_finds_exactly_the_brute_force_solutions() {
    for n in 1..=8 {
        let expected = brute_force(n);
        for strategy in StepStrategy::ALL {
            let found = solutions(&events(n, strategy, &[], ALL));
            assert!(
                found.iter().all(|cols| is_solution(n, cols)),
                "{strategy} n={n}"
            );
            let mut sorted = found.clone();
            sorted.sort();
            sorted.dedup();
            assert_eq!(sorted.len(), found.len(), "{strategy} n={n}: a repeat");
            assert_eq!(sorted, expected, "{strategy} n={n}");
        }
    }
}

#[test]
fn row_walks_report_solutions_in_lexicographic_order() {
    for strategy in [StepStrategy::Backtracking, StepStrategy::Lookup] {
        assert_eq!(
            solutions(&events(6, strategy, &[], ALL)),
            brute_force(6),
            "{strategy}"
        );
    }
}

#[test]
fn cp_search_tree_is_binary() {
    // Every decision has a left and a right branch, and every leaf fails or is a solution.
    for n in 1..=8 {
        for strategy in [StepStrategy::Cp, StepStrategy::CpFirstFail] {
            let mut stepper = Stepper::create(n, strategy, &[], ALL).unwrap();
            stepper.run_to(Target::End);
            let s = stepper.stats();
            assert_eq!(s.branches % 2, 0, "{strategy} n={n}");
            assert_eq!(
                s.failures + s.solutions,
                s.branches / 2 + 1,
                "{strategy} n={n}"
            );
        }
    }
}

#[test]
fn row_walk_statistics_add_up() {
    // Each tried square either fails or places a queen.
    for strategy in [StepStrategy::Backtracking, StepStrategy::Lookup] {
        let mut stepper = Stepper::create(8, strategy, &[], ALL).unwrap();
        stepper.run_to(Target::End);
        let s = stepper.stats();
        assert_eq!(s.branches, s.failures + s.nodes);
        assert_eq!(s.solutions, 92);
    }
}

#[test]
fn back_then_step_returns_to_the_same_state() {
    for strategy in StepStrategy::ALL {
        let mut stepper = Stepper::create(6, strategy, &[], ALL).unwrap();
        let mut previous = stepper.state();
        assert!(!stepper.back(), "back at the start");
        while let Some(event) = stepper.step() {
            let here = stepper.state();
            assert!(stepper.back());
            assert_eq!(stepper.state(), previous, "{strategy}");
            assert_eq!(stepper.step(), Some(event), "{strategy}");
            assert_eq!(stepper.state(), here, "{strategy}");
            previous = here;
        }
    }
}

#[test]
fn seek_equals_stepping_from_the_start() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for (n, strategy) in [
        (8, StepStrategy::Cp),
        (8, StepStrategy::CpFirstFail),
        (7, StepStrategy::Backtracking),
        (7, StepStrategy::Lookup),
    ] {
        let states = forward_states(n, strategy, ALL);
        let end = states.len() as u64 - 1;
        let mut stepper = Stepper::create(n, strategy, &[], ALL).unwrap();
        for _ in 0..300 {
            let k = rng.below(end + 1);
            assert_eq!(stepper.seek(k), k);
            assert_eq!(stepper.state(), states[k as usize], "{strategy} seek {k}");
        }
        // Past the end stops at the end.
        assert_eq!(stepper.seek(end + 10), end);
        assert!(stepper.state().finished);
        assert_eq!(stepper.step(), None);
    }
}

#[test]
fn seek_still_works_once_checkpoints_are_thinned() {
    // Backtracking over every 9-queens solution takes ~100 000 events, enough to thin the
    // checkpoints several times.
    let mut long = Stepper::create(9, StepStrategy::Backtracking, &[], ALL).unwrap();
    assert_eq!(long.run_to(Target::End), Stop::Reached);
    let end = long.position();
    assert!(end > 50_000, "{end}");
    let mut rng = Rng(42);
    for _ in 0..20 {
        let k = rng.below(end + 1);
        long.seek(k);
        let mut fresh = Stepper::create(9, StepStrategy::Backtracking, &[], ALL).unwrap();
        for _ in 0..k {
            fresh.step();
        }
        assert_eq!(long.state(), fresh.state(), "seek {k}");
    }
}

#[test]
fn fixed_queens_are_kept_in_every_solution() {
    let sq = Square::new;
    let cases: [(usize, Vec<Square>); 4] = [
        (6, vec![sq(0, 1)]),
        (8, vec![sq(3, 0), sq(7, 6)]),
        (8, vec![sq(0, 0)]),
        (5, vec![sq(0, 0), sq(1, 2), sq(2, 4), sq(3, 1), sq(4, 3)]),
    ];
    for (n, fixed) in cases {
        let keeps = |cols: &Vec<u32>| fixed.iter().all(|q| cols[q.row as usize] == q.col);
        let expected: Vec<Vec<u32>> = brute_force(n).into_iter().filter(keeps).collect();
        for strategy in StepStrategy::ALL {
            let mut found = solutions(&events(n, strategy, &fixed, ALL));
            found.sort();
            assert_eq!(found, expected, "{strategy} n={n} {fixed:?}");
            // The fixed queens are on the board from the start, and marked as such.
            let state = Stepper::create(n, strategy, &fixed, ALL).unwrap().state();
            for q in &fixed {
                assert_eq!(
                    state.cell(q.row as usize, q.col as usize),
                    Some(Cell::Queen)
                );
                let fixed_queen = Queen {
                    row: q.row,
                    col: q.col,
                    kind: QueenKind::Fixed,
                };
                assert!(state.queens.contains(&fixed_queen), "{strategy}");
            }
        }
    }
}

#[test]
fn clashing_fixed_queens_finish_at_once() {
    let sq = Square::new;
    for (fixed, line) in [
        (vec![sq(0, 0), sq(2, 2)], Line::Diagonal),
        (vec![sq(1, 3), sq(1, 0)], Line::Row),
        (vec![sq(0, 4), sq(5, 4)], Line::Column),
    ] {
        for strategy in StepStrategy::ALL {
            let all = events(6, strategy, &fixed, ALL);
            assert_eq!(all.len(), 2, "{strategy}");
            assert!(
                matches!(&all[0], Event::DeadEnd(Failure::Clash { line: l, .. }) if *l == line),
                "{strategy}: {:?}",
                all[0]
            );
            assert_eq!(all[1], Event::Finished { solutions: 0 });
        }
    }
    // A repeated square is one queen, not a clash.
    let twice = events(4, StepStrategy::Cp, &[sq(0, 1), sq(0, 1)], FIRST);
    assert_eq!(solutions(&twice), vec![vec![1, 3, 0, 2]]);
}

#[test]
fn bad_input_is_an_error() {
    for n in [0, MAX_STEP_N + 1, 1000] {
        assert!(matches!(
            Stepper::create(n, StepStrategy::Cp, &[], FIRST),
            Err(Error::SizeOutOfRange {
                what: "step-view",
                max: MAX_STEP_N,
                ..
            })
        ));
    }
    assert!(Stepper::create(MAX_STEP_N, StepStrategy::Cp, &[], FIRST).is_ok());
    assert_eq!(
        Stepper::create(4, StepStrategy::Lookup, &[Square::new(1, 4)], FIRST).err(),
        Some(Error::SquareOutOfRange {
            row: 1,
            col: 4,
            n: 4
        })
    );
    assert!(matches!(
        "greedy".parse::<StepStrategy>(),
        Err(Error::UnknownName {
            kind: "strategy",
            ..
        })
    ));
    for strategy in StepStrategy::ALL {
        assert_eq!(strategy.name().parse::<StepStrategy>(), Ok(strategy));
        assert_eq!(
            format!(" {} ", strategy.name().to_uppercase()).parse(),
            Ok(strategy)
        );
    }
}

#[test]
fn run_to_stops_where_asked() {
    let mut stepper = Stepper::create(6, StepStrategy::Cp, &[], ALL).unwrap();
    assert_eq!(stepper.run_to(Target::DeadEnd), Stop::Reached);
    assert!(stepper
        .state()
        .last
        .as_ref()
        .is_some_and(Event::is_dead_end));
    assert_eq!(stepper.run_to(Target::Solution), Stop::Reached);
    assert_eq!(stepper.stats().solutions, 1);
    assert_eq!(stepper.run_to_within(Target::End, 3), Stop::Capped);
    assert_eq!(stepper.run_to(Target::End), Stop::Reached);
    assert_eq!(stepper.stats().solutions, 4);
    assert_eq!(stepper.run_to(Target::Solution), Stop::Finished);

    let mut none = Stepper::create(3, StepStrategy::Backtracking, &[], ALL).unwrap();
    assert_eq!(none.run_to(Target::Solution), Stop::Finished);
    assert!(none.is_finished());
}

#[test]
fn cp_cells_agree_with_the_domains() {
    for strategy in [StepStrategy::Cp, StepStrategy::CpFirstFail] {
        for state in forward_states(6, strategy, ALL) {
            // A row a removal (or a refutation) left with one value shows its queen only with
            // the `Forced` event announcing it, which may wait behind another announcement or a
            // dead end.
            let just_pruned = matches!(
                state.last,
                Some(
                    Event::Prune { .. }
                        | Event::Forced { .. }
                        | Event::DeadEnd(_)
                        | Event::Backtrack { .. }
                )
            );
            for (row, domain) in state.domains.iter().enumerate() {
                for col in 0..state.n {
                    let cell = state.cell(row, col).unwrap();
                    let inside = domain.contains(&(col as u32));
                    assert_eq!(inside, !matches!(cell, Cell::Out(_)), "{state:?}");
                    if cell == Cell::Queen {
                        assert_eq!(domain.len(), 1, "{state:?}");
                    } else if inside && domain.len() == 1 {
                        assert!(just_pruned, "{state:?}");
                    }
                }
            }
            let queens: Vec<(u32, u32)> = state.queens.iter().map(|q| (q.row, q.col)).collect();
            let drawn: Vec<(u32, u32)> = (0..state.n)
                .flat_map(|r| (0..state.n).map(move |c| (r, c)))
                .filter(|&(r, c)| state.cell(r, c) == Some(Cell::Queen))
                .map(|(r, c)| (r as u32, c as u32))
                .collect();
            assert_eq!(queens, drawn);
        }
    }
}

#[test]
fn bounds_reasoning_prunes_and_fails() {
    // The guide's figures need it: it removes values in the 8-queens run...
    let eight = events(8, StepStrategy::Cp, &[], ALL);
    let trims = eight
        .iter()
        .filter(|e| {
            matches!(
                e,
                Event::Prune {
                    cause: Cause::Bounds { .. },
                    ..
                }
            )
        })
        .count();
    assert!(trims > 0);
    // ...and, with a queen fixed on row 5, column 2 of a 7 x 7 board, fails a node where
    // several rows are left with too few columns between them.
    let seven = events(7, StepStrategy::Cp, &[Square::new(5, 2)], ALL);
    let crowded = seven.iter().find_map(|e| match e {
        Event::DeadEnd(Failure::Crowded { rows, lo, hi, .. }) => Some((rows.len(), lo, hi)),
        _ => None,
    });
    let (rows, lo, hi) = crowded.expect("a crowded dead end");
    assert!(rows as i32 > hi - lo + 1);
}

#[test]
fn every_state_has_a_one_line_narration() {
    let sq = Square::new;
    for strategy in StepStrategy::ALL {
        for fixed in [vec![], vec![sq(2, 2)], vec![sq(0, 0), sq(1, 1)]] {
            let mut stepper = Stepper::create(5, strategy, &fixed, ALL).unwrap();
            loop {
                let text = stepper.state().narration.to_string();
                assert!(!text.is_empty() && !text.contains('\n'), "{text}");
                if stepper.step().is_none() {
                    break;
                }
            }
        }
    }
}

#[test]
fn largest_step_board_finds_a_solution_quickly() {
    for strategy in StepStrategy::ALL {
        let mut stepper = Stepper::create(MAX_STEP_N, strategy, &[], FIRST).unwrap();
        assert_eq!(
            stepper.run_to(Target::Solution),
            Stop::Reached,
            "{strategy}"
        );
        let Some(Event::Solution(cols)) = stepper.state().last else {
            panic!("{strategy}: no solution event");
        };
        assert!(is_solution(MAX_STEP_N, &cols), "{strategy}");
    }
}
