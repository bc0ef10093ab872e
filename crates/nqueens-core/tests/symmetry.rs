//! The eight symmetries: their algebra, their action on squares and placements, and the
//! classes they make of the solutions.

use nqueens_core::enumerate::solutions;
use nqueens_core::symmetry::{canonical, class_of, class_size, is_canonical, Transform};
use proptest::prelude::*;

/// Where each symmetry sends square (r, c) of an n x n board, written out independently of
/// the crate: rotations clockwise with row 0 at the top.
fn by_hand(t: Transform, n: u32, r: u32, c: u32) -> (u32, u32) {
    let l = n - 1;
    match t {
        Transform::Identity => (r, c),
        Transform::Rotate90 => (c, l - r),
        Transform::Rotate180 => (l - r, l - c),
        Transform::Rotate270 => (l - c, r),
        Transform::MirrorColumns => (r, l - c),
        Transform::MirrorRows => (l - r, c),
        Transform::Transpose => (c, r),
        Transform::AntiTranspose => (l - c, l - r),
    }
}

fn permutation(max_n: usize) -> impl Strategy<Value = Vec<u32>> {
    (1..=max_n).prop_flat_map(|n| Just((0..n as u32).collect::<Vec<u32>>()).prop_shuffle())
}

fn transform() -> impl Strategy<Value = Transform> {
    (0..8usize).prop_map(|i| Transform::from_index(i).unwrap())
}

#[test]
fn names_and_indices() {
    let names: Vec<String> = Transform::ALL
        .iter()
        .map(|t| t.name().to_string())
        .collect();
    assert_eq!(
        names,
        [
            "identity",
            "rotation by 90°",
            "rotation by 180°",
            "rotation by 270°",
            "reflection in the vertical axis",
            "reflection in the horizontal axis",
            "reflection in the main diagonal",
            "reflection in the anti-diagonal",
        ]
    );
    for (i, t) in Transform::ALL.into_iter().enumerate() {
        assert_eq!(t.index(), i);
        assert_eq!(Transform::from_index(i), Some(t));
        assert_eq!(t.to_string(), t.name().to_string());
    }
    assert_eq!(Transform::from_index(8), None);
    assert_eq!(Transform::from_index(usize::MAX), None);
}

#[test]
fn squares_move_as_written_out_by_hand() {
    for n in 1..=6u32 {
        for t in Transform::ALL {
            for r in 0..n {
                for c in 0..n {
                    assert_eq!(
                        t.apply_square(n as usize, r, c),
                        by_hand(t, n, r, c),
                        "{t:?} on ({r}, {c}), n = {n}"
                    );
                }
            }
        }
    }
}

#[test]
fn a_quarter_turn_is_clockwise_and_four_make_a_whole_turn() {
    // The queen in the top row, at the left, ends up in the right-hand column, at the top.
    assert_eq!(Transform::Rotate90.apply(&[0, 2, 1]), vec![2, 0, 1]);
    let quarter = Transform::Rotate90;
    assert_eq!(quarter.then(quarter), Transform::Rotate180);
    assert_eq!(quarter.then(quarter).then(quarter), Transform::Rotate270);
    assert_eq!(quarter.then(Transform::Rotate270), Transform::Identity);
}

#[test]
fn composition_table_is_a_group() {
    for a in Transform::ALL {
        assert_eq!(a.then(a.inverse()), Transform::Identity, "{a:?}");
        assert_eq!(a.inverse().then(a), Transform::Identity, "{a:?}");
        assert_eq!(Transform::Identity.then(a), a);
        assert_eq!(a.then(Transform::Identity), a);
        // Each row of the table is a permutation of the group.
        let mut row: Vec<usize> = Transform::ALL.iter().map(|&b| a.then(b).index()).collect();
        row.sort_unstable();
        assert_eq!(row, (0..8).collect::<Vec<_>>());
        for b in Transform::ALL {
            for c in Transform::ALL {
                assert_eq!(a.then(b).then(c), a.then(b.then(c)));
            }
        }
    }
    // Not commutative: a quarter turn and a reflection do not commute.
    assert_ne!(
        Transform::Rotate90.then(Transform::MirrorColumns),
        Transform::MirrorColumns.then(Transform::Rotate90)
    );
}

proptest! {
    #[test]
    fn then_is_apply_one_after_the_other(
        cols in permutation(12), a in transform(), b in transform()
    ) {
        prop_assert_eq!(a.then(b).apply(&cols), b.apply(&a.apply(&cols)));
    }

    #[test]
    fn inverse_undoes_apply(cols in permutation(12), t in transform()) {
        prop_assert_eq!(t.inverse().apply(&t.apply(&cols)), cols);
    }

    #[test]
    fn apply_moves_every_queen_like_apply_square(cols in permutation(12), t in transform()) {
        let n = cols.len();
        let image = t.apply(&cols);
        prop_assert_eq!(image.len(), n);
        for (r, &c) in cols.iter().enumerate() {
            let (r2, c2) = t.apply_square(n, r as u32, c);
            prop_assert_eq!(image[r2 as usize], c2);
        }
    }

    #[test]
    fn canonical_is_the_smallest_image(cols in permutation(12)) {
        let (smallest, t) = canonical(&cols);
        prop_assert_eq!(t.apply(&cols), smallest.clone());
        for u in Transform::ALL {
            prop_assert!(smallest <= u.apply(&cols));
        }
        prop_assert_eq!(canonical(&smallest), (smallest.clone(), Transform::Identity));
        prop_assert_eq!(is_canonical(&cols), smallest == cols);
    }
}

#[test]
fn classes_of_the_eight_queens() {
    let mut seen: Vec<Vec<u32>> = Vec::new();
    let mut sizes = Vec::new();
    for cols in solutions(8).unwrap() {
        let class = class_of(&cols);
        assert_eq!(class.size(), class_size(&cols));
        assert_eq!(class.representative, canonical(&cols).0);
        assert_eq!(
            class.members[0],
            (Transform::Identity, class.representative.clone())
        );
        // Sorted and distinct, each the image of the representative it claims to be.
        for pair in class.members.windows(2) {
            assert!(pair[0].1 < pair[1].1);
        }
        for (t, member) in &class.members {
            assert_eq!(t.apply(&class.representative), *member);
        }
        assert!(class.members.iter().any(|(_, m)| *m == cols));
        // Every member names the same class.
        for (_, member) in &class.members {
            assert_eq!(class_of(member), class);
        }
        if !seen.contains(&class.representative) {
            seen.push(class.representative.clone());
            sizes.push(class.size());
        }
    }
    assert_eq!(seen.len(), 12);
    sizes.sort_unstable();
    assert_eq!(sizes, [4, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8]);
}

#[test]
fn symmetric_solutions_have_small_classes() {
    // N = 4: the two solutions are each other's mirror image and both fixed by a quarter turn.
    assert_eq!(class_size(&[1, 3, 0, 2]), 2);
    let class = class_of(&[2, 0, 3, 1]);
    assert_eq!(class.representative, vec![1, 3, 0, 2]);
    assert_eq!(class.size(), 2);
    assert_eq!(class.members[1].1, vec![2, 0, 3, 1]);
    // N = 1: every symmetry fixes the single queen.
    assert_eq!(class_size(&[0]), 1);
    assert_eq!(class_of(&[0]).members, vec![(Transform::Identity, vec![0])]);
}
