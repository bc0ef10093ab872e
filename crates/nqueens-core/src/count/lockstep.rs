//! The lock-step search: several independent subtrees of a unit advanced together, one queen
//! per step each, by a step without data-dependent branches. Returns (placements that complete
//! a solution, nodes).

use super::prepared::Level;
use super::recursive::count_recursive;

/// One row of a search in progress: squares left to try, the masks of the queens above, and
/// the row to return to once this one is exhausted.
#[derive(Clone, Copy, Debug, Default)]
#[repr(C, align(32))]
struct Frame {
    free: u32,
    cols: u32,
    ld: u32,
    rd: u32,
    ret: u32,
}

/// Free row at which the lock-step search splits a unit into independent subtrees.
pub(super) const SPLIT_LEVEL: usize = 2;
/// Subtrees advanced in lock step. 3 and 4 are best on x86-64 (the step is about 40
/// instructions; more lanes spill registers).
pub(super) const LANES: usize = 3;

/// Several subtrees searched in lock step, `K` at a time, each with a branch-free step.
/// Needs `SPLIT_LEVEL + 2` to 30 levels.
pub(super) fn count_lockstep<const K: usize>(levels: &[Level]) -> (u64, u64) {
    let m = levels.len();
    // The indexing below relies on this (checked once per unit, so it costs nothing).
    assert!(
        (SPLIT_LEVEL + 2..=30).contains(&m),
        "lock-step search needs 4 to 30 rows"
    );
    // Rows are indexed by level + 1, so that a lane done with its root row lands on index
    // SPLIT_LEVEL, never below 0. For row index k: the allowed squares of the row below it
    // and the shift to that row.
    let mut below = [(0u32, 0u32); 32];
    for i in 1..m {
        below[i] = (levels[i].allowed, levels[i - 1].shift);
    }
    let root = SPLIT_LEVEL + 1;
    let before_last = m - 1; // index of the row before the last one

    // Subtree roots: the frames of row SPLIT_LEVEL with something to try.
    fn gather(l: &[Level], k: usize, f: Frame, out: &mut Vec<Frame>, nodes: &mut u64) {
        let mut free = l[k].allowed & !(f.cols | f.ld | f.rd);
        if k == SPLIT_LEVEL {
            if free != 0 {
                out.push(Frame {
                    free,
                    ret: SPLIT_LEVEL as u32,
                    ..f
                });
            }
            return;
        }
        *nodes += free.count_ones() as u64;
        let s = l[k].shift;
        while free != 0 {
            let b = free & free.wrapping_neg();
            free ^= b;
            let child = Frame {
                cols: f.cols | b,
                ld: (f.ld | b) << s,
                rd: (f.rd | b) >> s,
                ..f
            };
            gather(l, k + 1, child, out, nodes);
        }
    }
    let mut roots = Vec::new();
    let mut nodes = 0u64;
    gather(levels, 0, Frame::default(), &mut roots, &mut nodes);

    let mut count = 0u64;
    let mut steps = 0u64;
    // One step of one lane: place the next queen of its current row. The row below is entered
    // if it has squares to try and is not the last row (reaching the last row is counted, not
    // entered); otherwise the lane stays, or, if that was the row's last square, goes back to
    // the nearest row above with squares left (`ret`), so no step is ever spent on an empty row.
    //
    // Index invariant: a lane's row index k is `root`, or k + 1 for some k < before_last, or a
    // `ret` value, which is SPLIT_LEVEL or an earlier k. So SPLIT_LEVEL <= k <= before_last =
    // m - 1 <= 29 whenever a step runs (steps run only while k >= root), and k + 1 <= 30: every
    // index is inside `below` (32 entries) and a lane's frames (33 entries). The unchecked
    // accesses rest on that; they make the whole count about 8% faster than checked ones.
    macro_rules! step {
        ($st:expr, $k:expr) => {{
            let k: usize = $k;
            debug_assert!(k >= root && k < before_last + 1);
            let st: &mut [Frame; 33] = &mut $st;
            // SAFETY: k <= 29 by the index invariant above.
            let fr = unsafe { *st.get_unchecked(k) };
            let f = fr.free;
            let bit = f & f.wrapping_neg();
            let rest = f ^ bit;
            // SAFETY: as above.
            unsafe { st.get_unchecked_mut(k).free = rest };
            // SAFETY: as above.
            let (allowed, s) = unsafe { *below.get_unchecked(k) };
            let c = fr.cols | bit;
            let l = (fr.ld | bit) << s;
            let r = (fr.rd | bit) >> s;
            let nf = allowed & !(c | l | r);
            let ret = if rest != 0 { k as u32 } else { fr.ret };
            let child = Frame {
                free: nf,
                cols: c,
                ld: l,
                rd: r,
                ret,
            };
            // SAFETY: k + 1 <= 30 by the index invariant above.
            unsafe { *st.get_unchecked_mut(k + 1) = child };
            let hit = nf != 0;
            let at_last = k == before_last;
            steps += 1;
            count += (hit & at_last) as u64;
            if hit & !at_last {
                k + 1
            } else {
                ret as usize
            }
        }};
    }

    let mut st = [[Frame::default(); 33]; K];
    let mut ks = [0usize; K];
    let mut next = 0;
    let mut lanes = 0;
    while lanes < K && next < roots.len() {
        st[lanes][root] = roots[next];
        ks[lanes] = root;
        next += 1;
        lanes += 1;
    }
    if lanes == K {
        'run: loop {
            for j in 0..K {
                let nk = step!(st[j], ks[j]);
                ks[j] = nk;
                if nk < root {
                    if next == roots.len() {
                        break 'run;
                    }
                    st[j][root] = roots[next];
                    ks[j] = root;
                    next += 1;
                }
            }
        }
    }
    // Lanes still busy when the roots ran out finish one by one.
    for j in 0..lanes {
        while ks[j] >= root {
            ks[j] = step!(st[j], ks[j]);
        }
    }
    (count, nodes + steps + count)
}

/// Count of the completions of a unit with trivial stabiliser: (raw completions, nodes). The
/// wide search where the CPU has it, else the lock-step loop, else (few rows) the recursion.
pub(super) fn count_plain(levels: &[Level]) -> (u64, u64) {
    if let Some(r) = super::wide::count_wide(levels) {
        return r;
    }
    if levels.len() >= SPLIT_LEVEL + 4 {
        count_lockstep::<LANES>(levels)
    } else {
        count_recursive(levels)
    }
}
