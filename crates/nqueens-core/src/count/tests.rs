//! The counter against OEIS, brute force and itself (every inner loop, split and path).

use super::constellation::{attacks, image};
use super::recursive::count_recursive;
use super::symmetric::classify;
use super::unit::{TAG, VERSION};
use super::wide;
use super::*;

/// OEIS A000170, N = 0..=18.
const TOTAL: [u64; 19] = [
    1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596, 2279184, 14772512,
    95815104, 666090624,
];
/// OEIS A002562, N = 0..=18.
const FUNDAMENTAL: [u64; 19] = [
    1, 1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787, 9233, 45752, 285053, 1846955, 11977939, 83263591,
];

fn check(n: usize) {
    let t = count(n).unwrap();
    assert_eq!(t.solutions, TOTAL[n], "solutions for N={n}");
    assert_eq!(t.fundamental, FUNDAMENTAL[n], "fundamental for N={n}");
}

#[test]
fn oeis_1_to_14() {
    for n in 1..=14 {
        check(n);
    }
}

#[test]
#[ignore = "seconds in an optimised build: cargo test --release -p nqueens-core count -- --ignored"]
fn oeis_15() {
    check(15);
}

#[test]
#[ignore = "seconds in an optimised build: cargo test --release -p nqueens-core count -- --ignored"]
fn oeis_16() {
    check(16);
}

/// N = 17 and 18 through the unit interface on two threads, as the CLI and the page's pool
/// count (N = 18 is about 10 s of a 2-core machine in an optimised build).
fn check_on_two_threads(n: usize) {
    let units = plan(n).unwrap().units;
    let half = |parity: usize| {
        let units = &units;
        move || -> Tally {
            units
                .iter()
                .skip(parity)
                .step_by(2)
                .map(|u| count_unit(n, u).unwrap())
                .sum()
        }
    };
    let t = std::thread::scope(|s| {
        let other = s.spawn(half(1));
        half(0)() + other.join().unwrap()
    });
    assert_eq!(t.solutions, TOTAL[n], "solutions for N={n}");
    assert_eq!(t.fundamental, FUNDAMENTAL[n], "fundamental for N={n}");
}

#[test]
#[ignore = "seconds in an optimised build: cargo test --release -p nqueens-core count -- --ignored"]
fn oeis_17() {
    check_on_two_threads(17);
}

#[test]
#[ignore = "about 10 s in an optimised build: cargo test --release -p nqueens-core count -- --ignored"]
fn oeis_18() {
    check_on_two_threads(18);
}

/// Every solution of an n x n board by brute force, classified by its symmetry group.
fn brute(n: usize) -> (u64, u64) {
    fn all(n: usize, row: usize, p: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
        if row == n {
            out.push(p.clone());
            return;
        }
        for c in 0..n {
            if p.iter()
                .enumerate()
                .all(|(r, &pc)| !attacks((r, pc), (row, c)))
            {
                p.push(c);
                all(n, row + 1, p, out);
                p.pop();
            }
        }
    }
    let mut sols = Vec::new();
    all(n, 0, &mut Vec::new(), &mut sols);
    let image = |s: &Vec<usize>, g: usize| {
        let mut q = vec![0; n];
        for (r, &c) in s.iter().enumerate() {
            let (r2, c2) = image(Transform::ALL[g], n, (r, c));
            q[r2] = c2;
        }
        q
    };
    let fundamental = sols
        .iter()
        .filter(|s| (1..8).all(|g| image(s, g) >= **s))
        .count();
    (sols.len() as u64, fundamental as u64)
}

#[test]
fn matches_brute_force() {
    for n in 1..=9 {
        let t = count(n).unwrap();
        assert_eq!((t.solutions, t.fundamental), brute(n), "N={n}");
    }
}

#[test]
fn splits_agree() {
    for n in [1, 4, 5, 8, 11, 12] {
        let base = count(n).unwrap();
        for depth in 0..=3 {
            let plan = plan_split(n, depth).unwrap();
            let mut t = Tally::default();
            for u in &plan.units {
                t += count_unit(n, u).unwrap();
            }
            assert_eq!(
                (t.solutions, t.fundamental),
                (base.solutions, base.fundamental)
            );
            if depth == 1 && n >= 8 {
                assert!(plan.units.len() > plan_split(n, depth - 1).unwrap().units.len());
            }
        }
    }
    // Deeper than there are free rows: complete placements as units.
    let t: Tally = plan_split(6, 6)
        .unwrap()
        .units
        .iter()
        .map(|u| count_unit(6, u).unwrap())
        .sum();
    assert_eq!((t.solutions, t.fundamental), (4, 1));
}

/// The kernels this machine must run, decided from what the CPU reports, apart from
/// [`Kernel::runnable`]: a CPU with AVX2 that cannot select the AVX2 kernel fails the tests
/// below instead of skipping them.
pub(super) fn kernels_the_cpu_reports() -> Vec<Kernel> {
    #[cfg(target_arch = "x86_64")]
    let simd: Vec<Kernel> = {
        use std::arch::is_x86_feature_detected as has;
        let popcnt = has!("popcnt");
        [
            (Kernel::Avx512, has!("avx512f")),
            (Kernel::Avx2, has!("avx2")),
            (Kernel::Sse41, has!("sse4.1")),
        ]
        .into_iter()
        .filter(|&(_, cpu)| cpu && popcnt)
        .map(|(kernel, _)| kernel)
        .collect()
    };
    #[cfg(target_arch = "aarch64")]
    let simd = vec![Kernel::Neon];
    #[cfg(target_arch = "wasm32")]
    let simd = vec![Kernel::Simd128];
    #[cfg(not(any(
        target_arch = "x86_64",
        target_arch = "aarch64",
        target_arch = "wasm32"
    )))]
    let simd = Vec::new();
    [simd, vec![Kernel::Scalar]].concat()
}

/// Every kernel the CPU can run against the scalar step, and the scalar step against the
/// recursion, unit by unit, node counts included: every unit of N = 8, 11 and 13 (whole and
/// split) and N = 15's largest units, whose stacks fill and empty many times over.
#[test]
fn every_kernel_agrees_with_the_scalar_step() {
    let kernels = kernels_the_cpu_reports();
    let searches: Vec<_> = kernels
        .iter()
        .map(|&k| (k, wide::search(k).unwrap_or_else(|e| panic!("{k}: {e}"))))
        .collect();
    let scalar = wide::search(Kernel::Scalar).unwrap();
    let units = [8, 11, 13]
        .into_iter()
        .flat_map(|n| {
            let mut v = plan_split(n, 1).unwrap().units;
            v.extend(plan(n).unwrap().units);
            v
        })
        .chain(plan(15).unwrap().units.into_iter().take(6));
    let mut ran = 0;
    for u in units {
        let p = Prepared::new(&u);
        if !wide::fits(&p.levels) {
            continue;
        }
        let reference = scalar(&p.levels);
        assert_eq!(
            (reference.raw, reference.nodes),
            count_recursive(&p.levels),
            "{u:?}"
        );
        for &(k, search) in &searches {
            // The kernel's own lanes searched, and found what the scalar step finds.
            let found = search(&p.levels);
            assert_eq!(found.kernel, k, "{u:?}");
            assert_eq!(
                (found.raw, found.nodes),
                (reference.raw, reference.nodes),
                "{k} kernel, {u:?}"
            );
        }
        ran += 1;
    }
    assert!(ran > 1000, "the wide search ran on {ran} units only");
}

/// N = 15 and 16 with every kernel the CPU runs (about a second in all, optimised).
#[test]
#[ignore = "seconds in an optimised build: cargo test --release -p nqueens-core count -- --ignored"]
fn oeis_15_and_16_in_every_kernel() {
    for k in kernels_the_cpu_reports() {
        for n in [15, 16] {
            let t = count_with(n, k).unwrap();
            assert_eq!(
                (t.solutions, t.fundamental),
                (TOTAL[n], FUNDAMENTAL[n]),
                "{k}"
            );
        }
    }
}

/// Whole counts through the public entry with each kernel: the same tally, nodes included.
#[test]
fn every_kernel_counts_whole_boards() {
    for k in kernels_the_cpu_reports() {
        for n in [1, 6, 12] {
            let t = count_with(n, k).unwrap();
            assert_eq!(
                (t.solutions, t.fundamental),
                (TOTAL[n], FUNDAMENTAL[n]),
                "{k}"
            );
        }
        assert_eq!(count_with(12, k).unwrap().nodes, 159_730, "{k}");
    }
    for k in Kernel::ALL.into_iter().filter(|k| !k.is_runnable()) {
        let e = count_with(8, k).unwrap_err();
        assert_eq!(e.kind(), "kernel-unavailable", "{k}");
        let unit = &plan(8).unwrap().units[0];
        assert_eq!(count_unit_with(8, unit, k), Err(e));
    }
}

#[test]
fn symmetric_constellations() {
    // Burnside on whole symmetric constellations agrees with classifying every solution.
    let mut seen = [0; 2];
    for n in 4..=13 {
        for u in plan(n).unwrap().units {
            let p = Prepared::new(&u);
            if p.stab != 1 {
                seen[(p.stab == 0b1111) as usize] += 1;
                let fast = count_unit(n, &u).unwrap();
                let slow = classify(&p);
                assert_eq!(
                    (fast.solutions, fast.fundamental),
                    (slow.solutions, slow.fundamental)
                );
                assert_eq!(u.weight(), if p.stab == 0b101 { 4 } else { 2 });
            }
        }
    }
    assert!(seen[0] > 10 && seen[1] > 3, "{seen:?}");
}

#[test]
fn node_counts() {
    // Same definition in every inner loop; fixed for a given plan.
    assert_eq!(count(12).unwrap().nodes, 159_730);
    assert_eq!(count(1).unwrap().nodes, 0);
    assert_eq!(count(2).unwrap(), Tally::default());
}

#[test]
fn plan_sizes() {
    assert_eq!(plan(2).unwrap().units.len(), 0);
    assert_eq!(plan(3).unwrap().units.len(), 0);
    assert_eq!(plan(1).unwrap().units.len(), 1);
    let p16 = plan(16).unwrap();
    assert_eq!(p16.n, 16);
    assert!(
        (500..10_000).contains(&p16.units.len()),
        "{}",
        p16.units.len()
    );
    let work: Vec<u64> = p16.units.iter().map(Unit::expected_work).collect();
    assert!(work.iter().all(|&w| w >= 1));
    assert!(work.windows(2).all(|w| w[0] >= w[1]), "largest first");
    assert!(p16
        .units
        .iter()
        .all(|u| u.n() == 16 && [2, 4, 8].contains(&u.weight())));
}

#[test]
fn words_round_trip() {
    for n in [1, 5, 9, 12] {
        for depth in 0..3 {
            for u in plan_split(n, depth).unwrap().units {
                let w = u.to_words();
                assert_eq!(w.len(), 2 + depth.min(u.extra.len()));
                assert_eq!(Unit::from_words(&w).unwrap(), u);
            }
        }
    }
}

#[test]
fn largest_board() {
    // A known 28-queens solution (n even, n % 6 != 2): odd columns, then even ones.
    let n = MAX_COUNT_N;
    let p: Vec<usize> = (0..n)
        .map(|r| if r < n / 2 { 2 * r + 1 } else { 2 * r - n })
        .collect();
    let find = |c| p.iter().position(|&x| x == c).unwrap() as u8;
    let border = [p[0] as u8, p[n - 1] as u8, find(0), find(n - 1)];
    let border_rows = [0, n - 1, find(0) as usize, find(n - 1) as usize];
    // Pre-place all but the last 12 free rows: a unit for the wide search in every kernel.
    let inner: Vec<usize> = (1..n - 1).filter(|r| !border_rows.contains(r)).collect();
    let kept = &inner[..inner.len() - 12];
    let mut words = vec![TAG << 24 | (n as u32) << 16 | (kept.len() as u32) << 8 | VERSION];
    words.push(u32::from_le_bytes(border));
    words.extend(kept.iter().map(|&r| r as u32 | (p[r] as u32) << 8));
    let u = Unit::from_words(&words).unwrap();
    assert_eq!(u.to_words(), words);
    assert_eq!(u.n(), n);
    assert!(u.expected_work() >= 1);
    let t = count_unit(n, &u).unwrap();
    assert!(t.solutions >= u.weight() as u64, "{t:?}");
    let p = Prepared::new(&u);
    assert_eq!(p.levels.len(), 12);
    let (raw, nodes) = count_recursive(&p.levels);
    for k in kernels_the_cpu_reports() {
        let found = wide::search(k).unwrap()(&p.levels);
        assert_eq!((found.raw, found.nodes, found.kernel), (raw, nodes, k));
    }
}

#[test]
fn bad_words_are_errors() {
    let good = plan_split(8, 2).unwrap().units[0].to_words();
    assert!(Unit::from_words(&good).is_ok());
    let mut cases: Vec<Vec<u32>> = vec![
        vec![],
        vec![good[0]],
        good[..3].to_vec(),
        [&good[..], &[0]].concat(),
        vec![0, 0],
        vec![u32::MAX; 4],
    ];
    let with = |i: usize, v: u32| {
        let mut w = good.clone();
        w[i] = v;
        w
    };
    cases.push(with(0, good[0] ^ 0xff00_0000)); // tag
    cases.push(with(0, good[0] + 1)); // version
    cases.push(with(0, good[0] & !0x00ff_0000)); // N = 0
    cases.push(with(0, good[0] & !0x00ff_0000 | 29 << 16)); // N too large
    cases.push(with(1, 0x0707_0707)); // off the board? no: 7 < 8, but attacking
    cases.push(with(1, 0x0808_0808)); // off the board
    cases.push(with(2, 0)); // queen on the border
    cases.push(with(2, 0x1_0303)); // high bits
    cases.push(with(2, good[3])); // same queen twice
    for w in &cases {
        assert!(Unit::from_words(w).is_err(), "{w:x?}");
    }
    // Garbage never panics; whatever parses counts and round-trips.
    let mut x = 0x1234_5678_9abc_def0u64;
    for _ in 0..20_000 {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let len = (x % 5) as usize;
        let mut w: Vec<u32> = (0..len).map(|i| (x >> (i * 11)) as u32).collect();
        if x & 1 == 0 && len >= 2 {
            w[0] = TAG << 24 | ((x >> 40) as u32 % 30) << 16 | (len as u32 - 2) << 8 | VERSION;
            w[1] &= 0x0f0f_0f0f;
        }
        if let Ok(u) = Unit::from_words(&w) {
            assert_eq!(u.to_words(), w);
            if u.n() <= 10 {
                count_unit(u.n(), &u).unwrap();
            }
        }
    }
}

#[test]
fn sizes_out_of_range() {
    let err = Error::SizeOutOfRange {
        n: 0,
        min: 1,
        max: MAX_COUNT_N,
        what: "counting",
    };
    assert_eq!(count(0).unwrap_err(), err);
    assert!(plan(0).is_err());
    assert!(plan_split(0, 1).is_err());
    let too_big = MAX_COUNT_N + 1;
    assert!(matches!(count(too_big), Err(Error::SizeOutOfRange { n, .. }) if n == too_big));
    assert!(plan(too_big).is_err());
    assert!(plan(usize::MAX).is_err());
    let u = &plan(8).unwrap().units[0];
    assert!(count_unit(0, u).is_err());
    assert!(count_unit(9, u).is_err());
    assert!(count_unit(too_big, u).is_err());
}

/// The documented estimate, written out on squares instead of shifting masks: the search's
/// queens are kept as (row, column) and a square is free when its row's static mask allows it
/// and no such queen shares its column or a diagonal.
fn naive_estimate(p: &Prepared, d: usize) -> f64 {
    fn free(p: &Prepared, level: usize, placed: &[(usize, usize)]) -> Vec<usize> {
        let row = p.rows[level] as usize;
        (0..p.n)
            .filter(|&c| p.levels[level].allowed & 1 << c != 0)
            .filter(|&c| {
                placed
                    .iter()
                    .all(|&(r, q)| q != c && r.abs_diff(row) != q.abs_diff(c))
            })
            .collect()
    }
    fn go(p: &Prepared, k: usize, d: usize, placed: &mut Vec<(usize, usize)>) -> f64 {
        let len = p.levels.len();
        if k == len {
            return 0.0;
        }
        if k == d {
            // From here on: products of free squares, scaled for the columns still open and a
            // diagonal decay of 1 - 2/n per row.
            let w = (len - d) as f64;
            let decay = 1.0 - 2.0 / p.n as f64;
            let (mut prod, mut sum, mut fall) = (1.0, 0.0, 1.0);
            for (i, level) in (k..len).enumerate() {
                let c = free(p, level, placed).len() as f64;
                prod *= c * (w - i as f64) / w * fall;
                sum += prod;
                fall *= decay;
            }
            return sum;
        }
        let squares = free(p, k, placed);
        let mut t = squares.len() as f64;
        for c in squares {
            placed.push((p.rows[k] as usize, c));
            t += go(p, k + 1, d, placed);
            placed.pop();
        }
        t
    }
    go(p, 0, d, &mut Vec::new())
}

#[test]
fn estimate_follows_its_definition() {
    use super::estimate::{estimate, estimate_depth};
    // Whole plans at small N, and the largest units at N = 17, where the estimate searches two
    // rows exactly and the later rows see the diagonals of two queens, which can overlap.
    let mut units: Vec<Unit> = [6, 9, 12]
        .into_iter()
        .flat_map(|n| plan_split(n, 1).unwrap().units)
        .collect();
    units.extend(plan(17).unwrap().units.into_iter().take(12));
    for u in &units {
        let p = Prepared::new(u);
        let len = p.levels.len();
        for d in 0..=len.min(3) {
            let fast = estimate(&p.levels, p.n, 0, d, 0, 0, 0);
            let slow = naive_estimate(&p, d);
            // Same operations in the same order, so equal to the last bit.
            assert_eq!(fast, slow, "{u:?}, d = {d}");
        }
        // Searched exactly to the end, the estimate is the search's node count.
        let exact = estimate(&p.levels, p.n, 0, len, 0, 0, 0);
        assert_eq!(exact, count_recursive(&p.levels).1 as f64, "{u:?}");
        let documented = naive_estimate(&p, estimate_depth(p.n));
        assert_eq!(u.estimate(), documented);
        assert_eq!(u.expected_work(), (documented as u64).max(1));
    }
}

#[test]
fn classifying_search_counts_nodes_like_the_others() {
    // Every unit, symmetric or not, split or whole: one node per square tried in a free row
    // before the last, plus the queen completing each solution.
    for n in [1, 5, 8, 11] {
        for u in plan_split(n, 1)
            .unwrap()
            .units
            .iter()
            .chain(&plan(n).unwrap().units)
        {
            let p = Prepared::new(u);
            let (raw, nodes) = count_recursive(&p.levels);
            let t = classify(&p);
            assert_eq!(t.nodes, nodes, "{u:?}");
            if p.stab == 1 {
                // No symmetry: each completion is its own class, standing for 8 solutions.
                assert_eq!((t.solutions, t.fundamental), (8 * raw, raw), "{u:?}");
            }
        }
    }
}

/// Completions of `fixed` that `g` leaves unchanged, and the orbits placed on the way, by
/// the same rule as the counter (first free row, columns left to right, a whole orbit under
/// `g` at a time) but on an explicit list of queens checked pairwise with `attacks`.
fn naive_invariant(n: usize, fixed: &[u8; 32], g: Transform) -> (u64, u64) {
    fn go(n: usize, g: Transform, queens: &mut Vec<(usize, usize)>, nodes: &mut u64) -> u64 {
        let Some(r) = (0..n).find(|&r| queens.iter().all(|&(qr, _)| qr != r)) else {
            return 1;
        };
        let mut total = 0;
        for c in 0..n {
            let mut orbit = vec![(r, c)];
            loop {
                let next = image(g, n, orbit[orbit.len() - 1]);
                if next == (r, c) {
                    break;
                }
                orbit.push(next);
            }
            // No two queens, old or new, on one row, column or diagonal.
            let ok = orbit
                .iter()
                .enumerate()
                .all(|(i, &a)| queens.iter().chain(&orbit[..i]).all(|&b| !attacks(a, b)));
            if !ok {
                continue;
            }
            *nodes += 1;
            let before = queens.len();
            queens.extend(&orbit);
            total += go(n, g, queens, nodes);
            queens.truncate(before);
        }
        total
    }
    let mut queens: Vec<(usize, usize)> = (0..n)
        .filter(|&r| fixed[r] != u8::MAX)
        .map(|r| (r, fixed[r] as usize))
        .collect();
    let mut nodes = 0;
    let count = go(n, g, &mut queens, &mut nodes);
    (count, nodes)
}

#[test]
fn symmetric_completions_by_the_explicit_rule() {
    use super::symmetric::count_invariant;
    let mut checked = 0;
    for n in 4..=13 {
        for u in plan(n).unwrap().units {
            let p = Prepared::new(&u);
            if p.stab == 1 {
                continue;
            }
            let mut rotations = vec![Transform::Rotate180];
            if p.stab == 0b1111 {
                rotations.push(Transform::Rotate90);
            }
            for g in rotations {
                assert_eq!(
                    count_invariant(n, &p.fixed, g),
                    naive_invariant(n, &p.fixed, g),
                    "{u:?} under {g:?}"
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 20, "{checked}");
}

#[test]
fn added_queens_not_strictly_inside_are_errors() {
    let whole = plan(8).unwrap().units[0].to_words();
    let with_one = |r: u32, c: u32| {
        let mut w = whole.clone();
        w[0] += 1 << 8; // k = 1
        w.push(r | c << 8);
        w
    };
    let mut cases = Vec::new();
    for i in 1..7 {
        // Far below or right of the board, where no border queen shares a line with them.
        cases.extend([with_one(200, i), with_one(i, 200)]);
        // On a border line, which its border queen already holds.
        cases.extend([
            with_one(0, i),
            with_one(i, 0),
            with_one(7, i),
            with_one(i, 7),
        ]);
    }
    // A queen that is fine but for bits above its row and column bytes.
    let mut high = plan_split(8, 1).unwrap().units[0].to_words();
    assert!(Unit::from_words(&high).is_ok());
    high[2] |= 1 << 16;
    cases.push(high);
    for w in cases {
        assert_eq!(
            Unit::from_words(&w),
            Err(Error::InvalidUnit(crate::words::Message::new(
                "unit.words.inside"
            ))),
            "{w:x?}"
        );
    }
}

#[test]
fn unit_counts_are_the_constellation_classes() {
    for n in 1..=MAX_COUNT_N {
        let classes = super::constellation::canonical_borders(n).len();
        assert_eq!(unit_count(n).unwrap(), classes, "N = {n}");
    }
    for n in [1, 4, 8, 12, 16] {
        assert_eq!(
            unit_count(n).unwrap(),
            plan(n).unwrap().units.len(),
            "N = {n}"
        );
    }
    assert!(unit_count(0).is_err() && unit_count(MAX_COUNT_N + 1).is_err());
}
