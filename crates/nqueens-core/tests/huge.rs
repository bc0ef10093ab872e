//! The huge-N methods: the construction and the local search must give verified solutions for
//! every N they accept, refuse the rest with a clear error, and the local search must be
//! reproducible, report progress and stop when asked.

use std::collections::HashSet;
use std::ops::ControlFlow;

use nqueens_core::construct::{self, construct, has_solution, verify_placement, MAX_CONSTRUCT_N};
use nqueens_core::local_search::{
    self, min_conflicts, LocalSearch, Phase, Progress, MAX_LOCAL_SEARCH_N,
};
use nqueens_core::Error;

/// A referee written without the crate's bit sets: every column on the board, and no two
/// queens on one column, anti-diagonal (`row + col`) or diagonal (`row - col`), checked by
/// sorting the keys.
fn referee(n: usize, cols: &[u32]) -> bool {
    let distinct = |mut keys: Vec<i64>| {
        keys.sort_unstable();
        keys.windows(2).all(|w| w[0] != w[1])
    };
    let queens = || {
        cols.iter()
            .enumerate()
            .map(|(r, &c)| (r as i64, i64::from(c)))
    };
    cols.len() == n
        && cols.iter().all(|&c| (c as usize) < n)
        && distinct(queens().map(|(_, c)| c).collect())
        && distinct(queens().map(|(r, c)| r + c).collect())
        && distinct(queens().map(|(r, c)| r - c).collect())
}

fn solve(n: usize, seed: u64) -> Vec<u32> {
    min_conflicts(n, seed, |_| ControlFlow::Continue(()))
        .unwrap_or_else(|e| panic!("N = {n}, seed {seed}: {e}"))
        .expect("not stopped")
}

fn assert_solution(n: usize, cols: &[u32], what: &str) {
    assert_eq!(verify_placement(cols), Ok(()), "{what}, N = {n}");
    assert!(referee(n, cols), "{what}, N = {n}: the referee disagrees");
}

fn is_no_solution(result: Result<impl std::fmt::Debug, Error>) -> bool {
    matches!(result, Err(Error::NoSolution { .. }))
}

#[test]
fn construction_solves_every_n_from_4_to_2000() {
    for n in 4..=2000 {
        assert_solution(n, &construct(n).unwrap(), "construct");
    }
}

#[test]
fn construction_solves_large_n() {
    for n in [100_000, 1_000_000, 1_000_003, 1_000_004, 1_000_005] {
        assert_solution(n, &construct(n).unwrap(), "construct");
    }
}

#[test]
fn local_search_solves_every_n_from_4_to_2000() {
    for n in 4..=2000 {
        assert_solution(n, &solve(n, n as u64), "local search");
    }
}

#[test]
fn local_search_solves_large_n() {
    for (n, seed) in [(100_000, 1), (100_001, 2), (1_000_000, 3)] {
        assert_solution(n, &solve(n, seed), "local search");
    }
}

#[test]
#[ignore = "seconds in release: cargo test --release -p nqueens-core -- --ignored"]
fn local_search_solves_ten_million() {
    let n = 10_000_000;
    assert_solution(n, &solve(n, 1), "local search");
}

#[test]
#[ignore = "seconds in release and 1 GB: cargo test --release -p nqueens-core -- --ignored"]
fn construction_solves_a_hundred_million() {
    for n in [100_000_000, 100_000_001, 100_000_002] {
        let cols = construct(n).unwrap();
        assert_eq!(verify_placement(&cols), Ok(()), "N = {n}");
    }
}

#[test]
fn small_boards_one_and_none() {
    assert_eq!(construct(1), Ok(vec![0]));
    assert_eq!(solve(1, 0), vec![0]);
    for n in [2, 3] {
        assert!(!has_solution(n));
        assert!(is_no_solution(construct(n)), "construct N = {n}");
        let search = min_conflicts(n, 0, |_| ControlFlow::Continue(()));
        assert!(is_no_solution(search), "local search N = {n}");
    }
    assert!(matches!(
        construct(0),
        Err(Error::SizeOutOfRange { n: 0, min: 1, .. })
    ));
    assert!(matches!(
        min_conflicts(0, 0, |_| ControlFlow::Continue(())),
        Err(Error::SizeOutOfRange { n: 0, min: 1, .. })
    ));
}

#[test]
fn sizes_above_the_limits_are_refused_before_allocating() {
    let n = MAX_LOCAL_SEARCH_N + 1;
    let refused = min_conflicts(n, 0, |_| ControlFlow::Continue(()));
    assert!(matches!(
        refused,
        Err(Error::SizeOutOfRange {
            what: "local-search",
            ..
        })
    ));
    if let Some(n) = MAX_CONSTRUCT_N.checked_add(1) {
        assert!(matches!(
            construct(n),
            Err(Error::SizeOutOfRange {
                what: "construction",
                ..
            })
        ));
    }
}

#[test]
fn memory_limit_is_an_error_not_an_abort() {
    let n = 1_000_000;
    let needed = local_search::bytes_needed(n);
    // Permutation and diagonal bit sets, about 4.5 bytes per queen, plus a few MB of lists
    // and maps that do not grow with N.
    let per_queen = 4 * n as u64 + n as u64 / 2;
    assert!(
        (per_queen..per_queen + (4 << 20)).contains(&needed),
        "{needed}"
    );
    let small = LocalSearch::new(1).memory_limit(needed - 1);
    match small.run(n, |_| ControlFlow::Continue(())) {
        Err(error @ Error::MemoryLimit { n: 1_000_000, .. }) => {
            assert!(error.to_string().contains("MiB"), "{error}")
        }
        other => panic!("expected a memory error, got {other:?}"),
    }
    let enough = LocalSearch::new(1).memory_limit(needed);
    assert!(enough.run(n, |_| ControlFlow::Continue(())).is_ok());
    assert_eq!(construct::bytes_needed(n), 4 * n as u64);
}

#[test]
fn same_seed_same_solution_other_seeds_differ() {
    for n in [8, 1000, 100_000] {
        assert_eq!(solve(n, 42), solve(n, 42), "N = {n}");
    }
    let n = 1000;
    let distinct: HashSet<Vec<u32>> = (0..10).map(|seed| solve(n, seed)).collect();
    assert!(distinct.len() >= 9, "only {} distinct", distinct.len());
}

#[test]
fn progress_is_reported_in_every_phase() {
    let mut reports: Vec<Progress> = Vec::new();
    let cols = min_conflicts(300_000, 7, |p| {
        reports.push(*p);
        ControlFlow::Continue(())
    })
    .unwrap()
    .unwrap();
    assert_solution(300_000, &cols, "local search");
    for phase in [Phase::Shuffle, Phase::Place] {
        assert!(reports.iter().any(|p| p.phase == phase), "{phase:?}");
    }
    let placed: Vec<u64> = reports
        .iter()
        .filter(|p| p.phase == Phase::Place)
        .map(|p| p.placed)
        .collect();
    assert!(placed.windows(2).all(|w| w[0] <= w[1]), "{placed:?}");
    // The greedy start leaves a few rows with collisions at this size; repairing them reports.
    let repair = reports.iter().find(|p| p.phase == Phase::Repair);
    let repair = repair.expect("a repair phase");
    assert!(repair.collisions > 0 && repair.placed < 300_000);
}

#[test]
fn stop_returns_none_in_every_phase() {
    for phase in [Phase::Shuffle, Phase::Place, Phase::Repair] {
        let mut calls = 0;
        let result = min_conflicts(200_000, 3, |p| {
            calls += 1;
            if p.phase == phase {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        });
        assert_eq!(result, Ok(None), "{phase:?}");
        assert!(calls >= 1);
    }
    // Stopping at the first report does no work past it.
    let mut calls = 0;
    let result = min_conflicts(1_000_000, 3, |_| {
        calls += 1;
        ControlFlow::Break(())
    });
    assert_eq!((result, calls), (Ok(None), 1));
}

#[test]
fn verifier_names_the_pair() {
    assert_eq!(verify_placement(&[1, 3, 0, 2]), Ok(()));
    assert!(verify_placement(&[]).is_err());
    let off = verify_placement(&[0, 4, 1, 3]).unwrap_err().to_string();
    assert!(off.contains("row 1") && off.contains("off"), "{off}");
    let column = verify_placement(&[1, 3, 1, 2]).unwrap_err().to_string();
    assert!(column.contains("rows 0 and 2 share a column"), "{column}");
    let diagonal = verify_placement(&[0, 2, 3, 1]).unwrap_err().to_string();
    assert!(
        diagonal.contains("rows 1 and 2 share a diagonal"),
        "{diagonal}"
    );
    let anti = verify_placement(&[1, 0, 2, 3]).unwrap_err().to_string();
    assert!(
        anti.contains("rows 0 and 1 share an anti-diagonal"),
        "{anti}"
    );
    // It agrees with the referee on every placement of a small board.
    let n = 6;
    let mut cols = vec![0u32; n];
    for code in 0..6usize.pow(6) {
        let mut c = code;
        for slot in cols.iter_mut() {
            *slot = (c % n) as u32;
            c /= n;
        }
        assert_eq!(
            verify_placement(&cols).is_ok(),
            referee(n, &cols),
            "{cols:?}"
        );
    }
}

/// Rows and line named by a "rows A and B share …" message, checked against the placement: the
/// two queens must really share that line, and B must be the first row that meets an earlier
/// queen (rows before B are pairwise clear, by the referee).
fn assert_names_a_true_pair(cols: &[u32], message: &str) {
    let words: Vec<&str> = message.split(' ').collect();
    assert_eq!(
        (words[0], words[2], words[4]),
        ("rows", "and", "share"),
        "{message}"
    );
    let (a, b): (usize, usize) = (words[1].parse().unwrap(), words[3].parse().unwrap());
    let (ra, ca, rb, cb) = (a as i64, i64::from(cols[a]), b as i64, i64::from(cols[b]));
    let shared = match words[5..7].join(" ").as_str() {
        "a column" => ca == cb,
        "an anti-diagonal" => ra + ca == rb + cb,
        "a diagonal" => ra - ca == rb - cb,
        other => panic!("unknown line {other:?} in {message}"),
    };
    assert!(a < b && shared, "{message}");
    let first_rows_clear = [|_: i64, c: i64| c, |r, c| r + c, |r, c| r - c]
        .iter()
        .all(|key| {
            let mut keys: Vec<i64> = (0..b).map(|r| key(r as i64, i64::from(cols[r]))).collect();
            keys.sort_unstable();
            keys.windows(2).all(|w| w[0] != w[1])
        });
    assert!(
        first_rows_clear,
        "an earlier row already meets a queen: {message}"
    );
}

/// From 2^25 queens on the verifier sorts its keys into cache-sized windows: it must still
/// accept exactly what the referee accepts and name a true pair when it refuses.
#[test]
#[ignore = "slow in a debug build: run with --release -- --ignored"]
fn large_placements_are_checked_in_windows() {
    let n = (1 << 25) + 5;
    let cols = construct(n).unwrap();
    assert!(referee(n, &cols));
    assert_eq!(verify_placement(&cols), Ok(()));
    for (a, b) in [(12_345, 3_000_000), (n / 2, n / 2 + 1)] {
        // The same column twice.
        let mut bad = cols.clone();
        bad[b] = bad[a];
        assert!(!referee(n, &bad));
        assert_names_a_true_pair(&bad, &verify_placement(&bad).unwrap_err().to_string());
        // Two queens swapped: still a permutation, so only diagonals can clash.
        let mut swapped = cols.clone();
        swapped.swap(a, b);
        match verify_placement(&swapped) {
            Ok(()) => assert!(referee(n, &swapped), "({a}, {b}) swapped"),
            Err(message) => {
                assert!(!referee(n, &swapped));
                assert_names_a_true_pair(&swapped, &message.to_string());
            }
        }
    }
}
