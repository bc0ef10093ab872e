//! The listings against OEIS and an independent referee, and every way of starting a listing
//! (from the beginning, after a position, at an index) against one straight run.

use nqueens_core::enumerate::{
    after, count_all, fundamentals, nth_solution, skip_to, solutions, Solutions, MAX_ENUMERATE_N,
};
use nqueens_core::symmetry::Transform;
use nqueens_core::Error;
use proptest::prelude::*;

/// A000170: solutions of N, from N = 1.
const ALL_SOLUTIONS: [u64; 14] = [
    1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596,
];

/// A002562: solutions up to rotation and reflection, from N = 1.
const FUNDAMENTAL: [u64; 14] = [1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787, 9233, 45752];

/// True when `cols` puts n peaceful queens on an n x n board, by looking at every pair: none
/// of the crate's code, so a bug there cannot hide behind the same bug here.
fn is_solution(n: usize, cols: &[u32]) -> bool {
    if cols.len() != n || cols.iter().any(|&c| c as usize >= n) {
        return false;
    }
    for i in 0..n {
        for j in i + 1..n {
            let (ci, cj) = (i64::from(cols[i]), i64::from(cols[j]));
            let rows_apart = (j - i) as i64;
            if ci == cj || (ci - cj).abs() == rows_apart {
                return false;
            }
        }
    }
    true
}

fn all(n: usize) -> Vec<Vec<u32>> {
    solutions(n).unwrap().collect()
}

/// Checks the whole listing of N: count, validity, strictly increasing order.
fn check_listing(n: usize) {
    let mut count = 0u64;
    let mut previous: Option<Vec<u32>> = None;
    for cols in solutions(n).unwrap() {
        assert!(is_solution(n, &cols), "N = {n}: {cols:?} is not a solution");
        if let Some(prev) = &previous {
            assert!(*prev < cols, "N = {n}: {prev:?} then {cols:?}");
        }
        previous = Some(cols);
        count += 1;
    }
    assert_eq!(count, ALL_SOLUTIONS[n - 1], "N = {n}: A000170");
    assert_eq!(count_all(n).unwrap(), count, "N = {n}: count_all");
}

/// Checks the fundamental solutions of N and the classes they stand for.
fn check_fundamentals(n: usize) {
    let mut classes = 0u64;
    let mut covered = 0u64;
    let mut previous: Option<Vec<u32>> = None;
    for class in fundamentals(n).unwrap() {
        let rep = &class.representative;
        if let Some(prev) = &previous {
            assert!(prev < rep, "N = {n}: {prev:?} then {rep:?}");
        }
        assert!(is_solution(n, rep), "N = {n}: {rep:?}");
        let fixing = Transform::ALL
            .iter()
            .filter(|t| t.apply(rep) == *rep)
            .count();
        assert_eq!(class.size(), 8 / fixing, "N = {n}: class of {rep:?}");
        assert_eq!(class.members[0], (Transform::Identity, rep.clone()));
        for (t, member) in &class.members {
            assert!(is_solution(n, member), "N = {n}: member {member:?}");
            assert_eq!(t.apply(rep), *member);
            assert!(rep <= member, "N = {n}: {rep:?} is not the smallest");
        }
        previous = Some(rep.clone());
        classes += 1;
        covered += class.size() as u64;
    }
    assert_eq!(classes, FUNDAMENTAL[n - 1], "N = {n}: A002562");
    assert_eq!(
        covered,
        ALL_SOLUTIONS[n - 1],
        "N = {n}: classes cover A000170"
    );
}

#[test]
fn listings_match_a000170_up_to_12() {
    for n in 1..=12 {
        check_listing(n);
    }
}

#[test]
#[ignore = "N = 13 and 14: run with cargo test --release -p nqueens-core -- --ignored"]
fn listings_match_a000170_for_13_and_14() {
    for n in 13..=14 {
        check_listing(n);
    }
}

#[test]
fn fundamentals_match_a002562_up_to_12() {
    for n in 1..=12 {
        check_fundamentals(n);
    }
}

#[test]
#[ignore = "N = 13 and 14: run with cargo test --release -p nqueens-core -- --ignored"]
fn fundamentals_match_a002562_for_13_and_14() {
    for n in 13..=14 {
        check_fundamentals(n);
    }
}

#[test]
fn eight_queens_listing_starts_with_the_seed_solution() {
    let first = solutions(8).unwrap().next();
    assert_eq!(first, Some(vec![0, 4, 7, 5, 2, 6, 1, 3]));
}

#[test]
fn eight_queens_have_twelve_classes_one_of_them_half_size() {
    let sizes: Vec<usize> = fundamentals(8).unwrap().map(|c| c.size()).collect();
    assert_eq!(sizes.len(), 12);
    assert_eq!(sizes.iter().filter(|&&s| s == 8).count(), 11);
    assert_eq!(sizes.iter().filter(|&&s| s == 4).count(), 1);
}

#[test]
fn classes_partition_the_solutions() {
    for n in 1..=10 {
        let mut members: Vec<Vec<u32>> = fundamentals(n)
            .unwrap()
            .flat_map(|class| class.members.into_iter().map(|(_, m)| m))
            .collect();
        members.sort();
        assert_eq!(members, all(n), "N = {n}");
    }
}

#[test]
fn resuming_after_any_solution_continues_the_listing() {
    for n in 1..=10 {
        let straight = all(n);
        for (i, cols) in straight.iter().enumerate() {
            let rest: Vec<Vec<u32>> = after(n, cols).unwrap().collect();
            assert_eq!(rest, straight[i + 1..], "N = {n}, after {cols:?}");
        }
    }
}

#[test]
fn position_resumes_exactly_where_the_listing_stopped() {
    let n = 9;
    let straight = all(n);
    let mut listing = solutions(n).unwrap();
    assert_eq!(listing.position(), None);
    let mut resumed = Vec::new();
    // Stop after 1, 2, 3, ... solutions, and each time start again from the position alone.
    for take in 1.. {
        let page: Vec<Vec<u32>> = listing.by_ref().take(take).collect();
        if page.is_empty() {
            break;
        }
        resumed.extend(page);
        let pos = listing.position().expect("something was yielded");
        assert_eq!(Some(&pos), resumed.last());
        listing = after(n, &pos).unwrap();
        assert_eq!(listing.position(), Some(pos));
    }
    assert_eq!(resumed, straight);
    // An exhausted listing still knows where it is, and resuming from there gives nothing.
    let mut done = solutions(n).unwrap();
    done.by_ref().for_each(drop);
    let pos = done.position().unwrap();
    assert_eq!(Some(&pos), straight.last());
    assert_eq!(after(n, &pos).unwrap().next(), None);
    assert_eq!(done.next(), None);
}

#[test]
fn resuming_after_any_list_gives_the_next_greater_solution() {
    // Every list of 6 columns in 0..6, solution or not.
    let n = 6;
    let straight = all(n);
    for code in 0..6u32.pow(6) {
        let cols: Vec<u32> = (0..6).map(|i| code / 6u32.pow(5 - i) % 6).collect();
        let expected: Vec<Vec<u32>> = straight.iter().filter(|s| **s > cols).cloned().collect();
        let got: Vec<Vec<u32>> = after(n, &cols).unwrap().collect();
        assert_eq!(got, expected, "after {cols:?}");
    }
}

proptest! {
    #[test]
    fn resuming_after_a_random_list_of_eight(cols in prop::collection::vec(0u32..8, 8)) {
        let expected = all(8).into_iter().find(|s| *s > cols);
        prop_assert_eq!(after(8, &cols).unwrap().next(), expected);
    }
}

/// Indices worth jumping to in a listing of `total`: both ends, just past them, the middle,
/// and the first-row boundaries where the mirror shortcut switches on.
fn interesting_indices(total: u64) -> Vec<u64> {
    let mut ks = vec![0, 1, 2, total / 2, total.saturating_sub(2), total];
    ks.extend([total.saturating_sub(1), total + 1, total + 100, u64::MAX]);
    ks.extend((1..8).map(|i| total * i / 8));
    ks.sort_unstable();
    ks.dedup();
    ks
}

#[test]
fn skip_to_matches_the_straight_listing() {
    for n in 1..=10 {
        let straight = all(n);
        let total = straight.len() as u64;
        for k in interesting_indices(total) {
            let jumped: Vec<Vec<u32>> = skip_to(n, k).unwrap().collect();
            let expected = straight.get(k as usize..).unwrap_or(&[]);
            assert_eq!(jumped, expected, "N = {n}, k = {k}");
            let nth = nth_solution(n, k).unwrap();
            assert_eq!(nth.as_ref(), straight.get(k as usize), "N = {n}, k = {k}");
        }
    }
}

#[test]
fn skip_to_every_index_of_eight_and_nine() {
    for n in [8, 9] {
        let straight = all(n);
        for k in 0..=straight.len() {
            let mut jumped = skip_to(n, k as u64).unwrap();
            // The position is the solution before the k-th, or the last one past the end.
            let before = if k == 0 {
                None
            } else {
                straight.get(k - 1).or(straight.last()).cloned()
            };
            assert_eq!(jumped.position(), before, "N = {n}, k = {k}");
            assert_eq!(jumped.next().as_ref(), straight.get(k), "N = {n}, k = {k}");
            assert_eq!(nth_solution(n, k as u64).unwrap().as_ref(), straight.get(k));
        }
    }
}

#[test]
fn skip_to_on_twelve_lands_on_the_right_solutions() {
    let n = 12;
    let straight = all(n);
    for k in interesting_indices(straight.len() as u64) {
        let first_three: Vec<Vec<u32>> = skip_to(n, k).unwrap().take(3).collect();
        let expected = straight.iter().skip(k as usize).take(3).cloned();
        assert!(first_three.into_iter().eq(expected), "N = 12, k = {k}");
    }
}

#[test]
fn skip_to_past_the_end_of_an_empty_listing() {
    for n in [2, 3] {
        let mut none = skip_to(n, 5).unwrap();
        assert_eq!(none.position(), None);
        assert_eq!(none.next(), None);
        assert_eq!(nth_solution(n, 0).unwrap(), None);
    }
}

#[test]
fn big_boards_list_valid_solutions_and_jump_consistently() {
    // N = 32 is the widest mask, but its early solutions are sparse, so it gets a short run.
    for (n, take) in [(20, 300), (27, 300), (32, 3)] {
        let first: Vec<Vec<u32>> = solutions(n).unwrap().take(take).collect();
        assert_eq!(first.len(), take);
        for pair in first.windows(2) {
            assert!(pair[0] < pair[1], "N = {n}");
        }
        for cols in &first {
            assert!(is_solution(n, cols), "N = {n}: {cols:?}");
        }
        let k = take - 1;
        assert_eq!(skip_to(n, k as u64).unwrap().next().as_ref(), first.get(k));
        let rest: Vec<Vec<u32>> = after(n, &first[0]).unwrap().take(k).collect();
        assert_eq!(rest, first[1..]);
    }
}

fn drain_in_batches(mut listing: Solutions, max: usize) -> Vec<u32> {
    let n = listing.n();
    // Batches append, so start with something in the buffer to check it is kept.
    let mut out = vec![99];
    loop {
        let before = out.len();
        let got = listing.next_batch(max, &mut out);
        assert!(got <= max);
        assert_eq!(out.len() - before, got * n);
        if got < max {
            break;
        }
    }
    assert_eq!(listing.next_batch(max, &mut out), 0);
    assert_eq!(out.remove(0), 99);
    out
}

#[test]
fn batches_hold_the_same_solutions_as_the_iterator() {
    for n in 1..=10 {
        let flat: Vec<u32> = all(n).concat();
        for max in [1, 3, 7, 1000] {
            assert_eq!(
                drain_in_batches(solutions(n).unwrap(), max),
                flat,
                "N = {n}"
            );
        }
    }
    let n = 8;
    let mut listing = skip_to(n, 40).unwrap();
    let mut out = Vec::new();
    assert_eq!(listing.next_batch(0, &mut out), 0);
    assert_eq!(listing.next_batch(5, &mut out), 5);
    assert_eq!(listing.position().as_deref(), out.get(4 * n..));
    let straight = all(n);
    assert_eq!(out, straight[40..45].concat());
    assert_eq!(listing.next(), Some(straight[45].clone()));
}

#[test]
fn sizes_out_of_range_are_errors() {
    for n in [0, MAX_ENUMERATE_N + 1, usize::MAX] {
        let expected = Error::SizeOutOfRange {
            n,
            min: 1,
            max: MAX_ENUMERATE_N,
            what: "enumeration",
        };
        assert_eq!(solutions(n).err(), Some(expected.clone()));
        assert_eq!(skip_to(n, 0).err(), Some(expected.clone()));
        assert_eq!(nth_solution(n, 0).err(), Some(expected.clone()));
        assert_eq!(fundamentals(n).err(), Some(expected.clone()));
        assert_eq!(count_all(n).err(), Some(expected.clone()));
        assert_eq!(after(n, &[]).err(), Some(expected));
    }
}

#[test]
fn positions_of_the_wrong_shape_are_errors() {
    for cols in [&[0, 4, 7][..], &[], &[0, 4, 7, 5, 2, 6, 1, 3, 0]] {
        let err = after(8, cols).expect_err("a short or long list");
        assert_eq!(
            err,
            Error::ColumnCount {
                n: 8,
                got: cols.len(),
                whole: true
            }
        );
        assert!(err.to_string().contains("8 columns"), "{err}");
    }
    assert_eq!(
        after(8, &[0, 4, 7, 5, 2, 6, 1, 8]).err(),
        Some(Error::SquareOutOfRange {
            row: 7,
            col: 8,
            n: 8
        })
    );
    assert_eq!(
        after(4, &[1, u32::MAX, 0, 0]).err(),
        Some(Error::SquareOutOfRange {
            row: 1,
            col: u32::MAX as usize,
            n: 4
        })
    );
}
