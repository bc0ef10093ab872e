//! The wide search: up to 48 frames of one row advanced together, sixteen per AVX-512 vector.
//!
//! In the lock-step loop every lane sits on a row of its own, so a step loads each lane's row
//! mask and frame separately. Here frames wait on one stack per row instead. A step takes up to
//! `STEP` frames of one row, places each one's next queen, packs the children that still have
//! a free square onto the next row's stack and the frames with squares left back onto their
//! own. The frames share the row's mask and shift, so a step is a few vector instructions per
//! sixteen frames, with no branch that depends on a frame. At N = 16 the vectors are 99% full
//! and the count takes about 40% of the lock-step loop's time. Three vectors per step rather
//! than one spread the bookkeeping of a step (which row next, stack lengths) over more frames:
//! 25-30% faster; four were no better than three.
//!
//! A row is taken while its stack holds at least `FULL` frames, deepest such row first, else
//! the shallowest row with any: frames pile up on a row before it is taken, and no stack ever
//! holds more than `FULL + STEP - 1` frames, so all of them stay in the L1 cache.
//!
//! Natively it runs where the CPU has AVX-512 (checked at run time), and in wasm with the
//! 128-bit SIMD every current browser has (the build enables it in `.cargo/config.toml`):
//! there, at N = 16, one worker counts in about half the lock-step loop's time. Elsewhere
//! the lock-step loop counts.

use super::prepared::Level;

/// Frames per step: one 512-bit vector of `u32`.
const LANES: usize = 16;
/// Vectors per step.
const VECTORS: usize = 3;
/// Frames per step.
const STEP: usize = VECTORS * LANES;
/// A row is taken once this many frames wait on it (one or two steps' worth measured alike).
const FULL: usize = STEP;
/// Free row at which a unit's search is split into the frames that seed the stacks.
const SPLIT: usize = 2;

/// Count of the completions of a unit with trivial stabiliser, exactly as the lock-step loop
/// gives it: (raw completions, nodes). `None` where neither AVX-512F nor wasm SIMD is there,
/// or the unit has too few free rows to split.
pub(super) fn count_wide(levels: &[Level]) -> Option<(u64, u64)> {
    if !(SPLIT + 2..=32).contains(&levels.len()) {
        return None;
    }
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx512f") {
        // SAFETY: the CPU has AVX-512F and there are SPLIT + 2 to 32 levels, checked above.
        return Some(unsafe { avx512::count(levels) });
    }
    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    return Some(simd128::count(levels));
    #[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
    None
}

/// What both instruction sets share: the stacks, their seeding and the loop that picks rows.
#[cfg(any(
    target_arch = "x86_64",
    all(target_arch = "wasm32", target_feature = "simd128")
))]
mod driver {
    use super::{Level, FULL, SPLIT, STEP};

    /// One row's frames, as four arrays, so that a vector load reads one field of sixteen frames.
    /// Each array has a step of room past its last frame: a vector store writes sixteen lanes
    /// whatever the number of frames it carries.
    pub(super) struct Stack {
        pub(super) free: Vec<u32>,
        pub(super) cols: Vec<u32>,
        pub(super) ld: Vec<u32>,
        pub(super) rd: Vec<u32>,
        pub(super) len: usize,
    }

    impl Stack {
        fn with_room(frames: usize) -> Stack {
            let len = frames + STEP;
            Stack {
                free: vec![0; len],
                cols: vec![0; len],
                ld: vec![0; len],
                rd: vec![0; len],
                len: 0,
            }
        }

        fn push(&mut self, free: u32, cols: u32, ld: u32, rd: u32) {
            let t = self.len;
            self.free[t] = free;
            self.cols[t] = cols;
            self.ld[t] = ld;
            self.rd[t] = rd;
            self.len += 1;
        }
    }

    /// The first free rows searched one frame at a time: the frames of row `SPLIT` with a square
    /// to try, and the placements made on the way (nodes), as the lock-step loop counts them.
    pub(super) fn seed(levels: &[Level]) -> (Stack, u64) {
        fn go(l: &[Level], k: usize, cols: u32, ld: u32, rd: u32, st: &mut Stack, nodes: &mut u64) {
            let mut free = l[k].allowed & !(cols | ld | rd);
            if k == SPLIT {
                if free != 0 {
                    st.push(free, cols, ld, rd);
                }
                return;
            }
            *nodes += free.count_ones() as u64;
            let s = l[k].shift;
            while free != 0 {
                let b = free & free.wrapping_neg();
                free ^= b;
                go(l, k + 1, cols | b, (ld | b) << s, (rd | b) >> s, st, nodes);
            }
        }
        // Row SPLIT holds at most one frame per pair of squares of rows 0 and 1.
        let most = levels[0].allowed.count_ones() * levels[1].allowed.count_ones();
        let mut st = Stack::with_room((most as usize).max(FULL + STEP));
        let mut nodes = 0;
        go(levels, 0, 0, 0, 0, &mut st, &mut nodes);
        (st, nodes)
    }

    /// Rows whose stack is full enough to take (bit k for row k), and rows with any frame.
    struct Marks {
        full: u32,
        any: u32,
    }

    impl Marks {
        fn new(first: &Stack) -> Marks {
            let mut m = Marks { full: 0, any: 0 };
            m.set(SPLIT, first.len);
            m
        }

        fn set(&mut self, k: usize, len: usize) {
            let bit = 1u32 << k;
            self.full = (self.full & !bit) | if len >= FULL { bit } else { 0 };
            self.any = (self.any & !bit) | if len > 0 { bit } else { 0 };
        }

        /// The deepest row with a full stack, else the shallowest with a frame.
        fn next(&self) -> Option<usize> {
            if self.full != 0 {
                Some(31 - self.full.leading_zeros() as usize)
            } else if self.any != 0 {
                Some(self.any.trailing_zeros() as usize)
            } else {
                None
            }
        }
    }

    /// What one step did to the row it took: solutions found (children on the last row), children
    /// packed onto the next row's stack, and the row's new length once its frames with squares
    /// left were packed back.
    pub(super) struct Stepped {
        pub(super) solutions: u64,
        pub(super) children: usize,
        pub(super) len: usize,
    }

    impl Stepped {
        /// Nothing done yet to a row whose taken frames start at `at`.
        pub(super) fn starting(at: usize) -> Stepped {
            Stepped {
                solutions: 0,
                children: 0,
                len: at,
            }
        }
    }

    /// A step of one instruction set: takes the `take` frames of `st` from `at`, places each one's
    /// next queen (the row's `shift` to the next row, whose free squares are `allowed`), packs the
    /// children onto `child` (`None` when the next row is the last: children there are counted)
    /// and the frames with squares left back from `at`.
    pub(super) struct Take<'a> {
        pub(super) st: &'a mut Stack,
        pub(super) at: usize,
        pub(super) take: usize,
        pub(super) child: Option<&'a mut Stack>,
        pub(super) shift: u32,
        pub(super) allowed: u32,
    }

    /// The search both instruction sets share: which row next, how many frames, the stacks'
    /// lengths. `step` is inlined into each kernel, so it runs with that kernel's instructions.
    ///
    /// Stack lengths: a row gets at most STEP children while it is not full (it is the next row
    /// after the deepest full one, or no row is full), so holds at most FULL + STEP - 1 frames, its
    /// room; and a row taken gets back fewer frames than were taken from it. So a step may load
    /// and store whole vectors from `at` and from a child's length: the arrays have STEP lanes of
    /// room past any length.
    #[inline(always)]
    pub(super) fn drive(levels: &[Level], mut step: impl FnMut(Take<'_>) -> Stepped) -> (u64, u64) {
        let last = levels.len() - 1;
        let (first, mut nodes) = seed(levels);
        let mut stacks: Vec<Stack> = (0..last).map(|_| Stack::with_room(FULL + STEP)).collect();
        let mut marks = Marks::new(&first);
        stacks[SPLIT] = first;
        let mut count = 0u64;
        while let Some(k) = marks.next() {
            let (upper, lower) = stacks.split_at_mut(k + 1);
            let st = &mut upper[k];
            let take = st.len.min(STEP);
            let at = st.len - take;
            nodes += take as u64;
            // The last row has no stack (its children are solutions, counted), so the row
            // after k has one exactly when there is a next stack.
            let done = step(Take {
                at,
                take,
                child: lower.first_mut(),
                shift: levels[k].shift,
                allowed: levels[k + 1].allowed,
                st,
            });
            count += done.solutions;
            upper[k].len = done.len;
            marks.set(k, done.len);
            if let Some(child) = lower.first_mut() {
                child.len += done.children;
                marks.set(k + 1, child.len);
            }
        }
        (count, nodes + count)
    }
}

#[cfg(target_arch = "x86_64")]
mod avx512 {
    use super::driver::{drive, Stack, Stepped, Take};
    use super::{Level, LANES, VECTORS};
    use std::arch::x86_64::*;

    /// Sixteen frames of `st` from `at` as (free, cols, ld, rd), lanes outside `m` zero.
    ///
    /// # Safety
    /// AVX-512F, and `at + LANES` within the stack's arrays.
    #[target_feature(enable = "avx512f")]
    unsafe fn fetch(st: &Stack, at: usize, m: __mmask16) -> [__m512i; 4] {
        debug_assert!(at + LANES <= st.free.len());
        // SAFETY: the caller's guarantee.
        [&st.free, &st.cols, &st.ld, &st.rd]
            .map(|a| unsafe { _mm512_maskz_loadu_epi32(m, a.as_ptr().add(at).cast()) })
    }

    /// The frames of `frame` picked by `m`, packed, stored in `st` from `at` (whole vectors are
    /// written).
    ///
    /// # Safety
    /// AVX-512F, and `at + LANES` within the stack's arrays.
    #[target_feature(enable = "avx512f")]
    unsafe fn put(st: &mut Stack, at: usize, m: __mmask16, frame: [__m512i; 4]) {
        debug_assert!(at + LANES <= st.free.len());
        for (a, v) in [&mut st.free, &mut st.cols, &mut st.ld, &mut st.rd]
            .into_iter()
            .zip(frame)
        {
            // SAFETY: the caller's guarantee.
            unsafe {
                _mm512_storeu_si512(
                    a.as_mut_ptr().add(at).cast(),
                    _mm512_maskz_compress_epi32(m, v),
                )
            };
        }
    }

    /// # Safety
    /// AVX-512F, and `levels` has `SPLIT + 2` to 32 rows.
    #[target_feature(enable = "avx512f")]
    pub(super) unsafe fn count(levels: &[Level]) -> (u64, u64) {
        let lane = _mm512_set_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
        drive(levels, |t: Take<'_>| {
            let (st, at, take, mut child) = (t.st, t.at, t.take, t.child);
            let shift = _mm_cvtsi32_si128(t.shift as i32);
            let allowed = _mm512_set1_epi32(t.allowed as i32);
            let mut done = Stepped::starting(at);
            for v in 0..VECTORS {
                let here = at + v * LANES;
                let left = take as i32 - (v * LANES) as i32;
                let live = _mm512_cmplt_epi32_mask(lane, _mm512_set1_epi32(left));
                // SAFETY: AVX-512F (this function's), and `here` is within a step of the
                // stack's length (see `drive`).
                let [free, cols, ld, rd] = unsafe { fetch(st, here, live) };
                let bit = _mm512_and_si512(free, _mm512_sub_epi32(_mm512_setzero_si512(), free));
                let rest = _mm512_xor_si512(free, bit);
                let c = _mm512_or_si512(cols, bit);
                let l = _mm512_sll_epi32(_mm512_or_si512(ld, bit), shift);
                let r = _mm512_srl_epi32(_mm512_or_si512(rd, bit), shift);
                let next = _mm512_andnot_si512(_mm512_or_si512(c, _mm512_or_si512(l, r)), allowed);
                let hit = _mm512_mask_test_epi32_mask(live, next, next);
                match child.as_deref_mut() {
                    // The last row has one square left at most: a child there is a solution.
                    None => done.solutions += hit.count_ones() as u64,
                    Some(child) => {
                        let t = child.len + done.children;
                        // SAFETY: as for the loads (see `drive`).
                        unsafe { put(child, t, hit, [next, c, l, r]) };
                        done.children += hit.count_ones() as usize;
                    }
                }
                let keep = _mm512_mask_test_epi32_mask(live, rest, rest);
                // SAFETY: done.len <= here, so as for the loads; the lanes written were all
                // loaded already.
                unsafe { put(st, done.len, keep, [rest, cols, ld, rd]) };
                done.len += keep.count_ones() as usize;
            }
            done
        })
    }
}

/// The same search in wasm's 128-bit SIMD, four frames per vector: wasm has no compressing
/// store, so a lookup table of byte shuffles packs the kept lanes of each vector.
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
mod simd128 {
    use super::driver::{drive, Stack, Stepped, Take};
    use super::Level;
    use std::arch::wasm32::*;

    /// For each 4-bit lane mask, the byte shuffle that moves the picked `u32` lanes to the
    /// front, in order.
    const PACK: [[u8; 16]; 16] = {
        let mut t = [[0u8; 16]; 16];
        let mut m = 0;
        while m < 16 {
            let mut out = 0;
            let mut lane = 0;
            while lane < 4 {
                if m >> lane & 1 == 1 {
                    let mut b = 0;
                    while b < 4 {
                        t[m][out * 4 + b] = (lane * 4 + b) as u8;
                        b += 1;
                    }
                    out += 1;
                }
                lane += 1;
            }
            m += 1;
        }
        t
    };

    /// Four frames of `st` from `at` as (free, cols, ld, rd).
    ///
    /// # Safety
    /// `at + 4` within the stack's arrays.
    #[inline(always)]
    unsafe fn fetch(st: &Stack, at: usize) -> [v128; 4] {
        debug_assert!(at + 4 <= st.free.len());
        // SAFETY: the caller's guarantee; v128_load allows any alignment.
        [&st.free, &st.cols, &st.ld, &st.rd]
            .map(|a| unsafe { v128_load(a.as_ptr().add(at).cast()) })
    }

    /// The frames of `frame` picked by the 4-bit mask `m`, packed, stored in `st` from `at`
    /// (four lanes are written whatever the number picked).
    ///
    /// # Safety
    /// `at + 4` within the stack's arrays, `m < 16`.
    #[inline(always)]
    unsafe fn put(st: &mut Stack, at: usize, m: u32, frame: [v128; 4]) {
        debug_assert!(at + 4 <= st.free.len() && m < 16);
        // SAFETY: m < 16 indexes PACK.
        let shuffle = unsafe { v128_load(PACK.get_unchecked(m as usize).as_ptr().cast()) };
        for (a, v) in [&mut st.free, &mut st.cols, &mut st.ld, &mut st.rd]
            .into_iter()
            .zip(frame)
        {
            // SAFETY: the caller's guarantee.
            unsafe { v128_store(a.as_mut_ptr().add(at).cast(), i8x16_swizzle(v, shuffle)) };
        }
    }

    pub(super) fn count(levels: &[Level]) -> (u64, u64) {
        let zero = u32x4_splat(0);
        drive(levels, |t: Take<'_>| {
            let (st, at, take, mut child, shift) = (t.st, t.at, t.take, t.child, t.shift);
            let allowed = u32x4_splat(t.allowed);
            let mut done = Stepped::starting(at);
            for here in (at..at + take).step_by(4) {
                let live = (1u32 << (at + take - here).min(4)) - 1;
                // SAFETY: `here` is within a step of the stack's length (see `drive`).
                let [free, cols, ld, rd] = unsafe { fetch(st, here) };
                let bit = v128_and(free, i32x4_neg(free));
                let rest = v128_xor(free, bit);
                let c = v128_or(cols, bit);
                let l = u32x4_shl(v128_or(ld, bit), shift);
                let r = u32x4_shr(v128_or(rd, bit), shift);
                let next = v128_andnot(allowed, v128_or(c, v128_or(l, r)));
                let hit = u32x4_bitmask(i32x4_ne(next, zero)) as u32 & live;
                match child.as_deref_mut() {
                    None => done.solutions += hit.count_ones() as u64,
                    Some(child) => {
                        let t = child.len + done.children;
                        // SAFETY: as for the loads (see `drive`); hit < 16.
                        unsafe { put(child, t, hit, [next, c, l, r]) };
                        done.children += hit.count_ones() as usize;
                    }
                }
                let keep = u32x4_bitmask(i32x4_ne(rest, zero)) as u32 & live;
                // SAFETY: done.len <= here, so as for the loads; the lanes written were read
                // already; keep < 16.
                unsafe { put(st, done.len, keep, [rest, cols, ld, rd]) };
                done.len += keep.count_ones() as usize;
            }
            done
        })
    }
}

#[cfg(all(
    test,
    any(
        target_arch = "x86_64",
        all(target_arch = "wasm32", target_feature = "simd128")
    )
))]
mod tests {
    use super::super::{plan, prepared::Prepared};
    use super::{driver, SPLIT};

    /// The first stack takes every frame of row SPLIT even for the largest units of N = 21
    /// (hundreds of frames, more than a step's room): as many frames and nodes as a count over
    /// the squares of the first rows finds, queen against queen.
    #[test]
    fn seeds_fit_their_stack() {
        for u in plan(21).unwrap().units.iter().take(4) {
            let p = Prepared::new(u);
            let (stack, nodes) = driver::seed(&p.levels);
            let squares = |k: usize| {
                let allowed = p.levels[k].allowed;
                (0..32).filter(move |c| allowed >> c & 1 == 1)
            };
            let row = |k: usize| i64::from(p.rows[k]);
            let clear = |(ra, ca): (i64, i64), (rb, cb): (i64, i64)| {
                ca != cb && (ra - rb).abs() != (ca - cb).abs()
            };
            let (mut frames, mut placed) = (0, 0);
            for a in squares(0) {
                placed += 1;
                let qa = (row(0), a);
                for b in squares(1).filter(|&b| clear(qa, (row(1), b))) {
                    placed += 1;
                    let qb = (row(1), b);
                    let free = squares(SPLIT)
                        .filter(|&c| clear(qa, (row(SPLIT), c)) && clear(qb, (row(SPLIT), c)))
                        .count();
                    frames += usize::from(free > 0);
                }
            }
            assert!(frames > 96, "a unit with few frames: {frames}");
            assert_eq!((stack.len, nodes), (frames, placed), "{u:?}");
        }
    }
}
