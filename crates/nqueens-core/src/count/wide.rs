//! The wide search: up to 128 frames of one row advanced together, a vector of them at a time.
//!
//! A recursive search (or several in lock step) has every frame on a row of its own, so each
//! step loads its own row's mask. Here frames wait on one stack per row instead. A step takes
//! up to `STEP` frames of one row, places each one's next queen, packs the children that still
//! have a free square onto the next row's stack and the frames with squares left back onto
//! their own. The frames share the row's mask and shift, so a step is a few vector
//! instructions per vector of frames, with no branch that depends on a frame. At N = 16 the
//! vectors are 99% full. A step of 128 frames spreads its bookkeeping (which row next, stack
//! lengths) over many frames (see `STEP`).
//!
//! A row is taken while its stack holds at least `FULL` frames, deepest such row first, else
//! the shallowest row with any: frames pile up on a row before it is taken, and no stack ever
//! holds more than `FULL + STEP - 1` frames, so all of them stay in the L1 cache.
//!
//! The step is written once ([`vector::step`]) over a small vector trait; each kernel
//! ([`Kernel`]) supplies the lanes: AVX-512, AVX2 and SSE4.1 on x86-64 (chosen at run time),
//! NEON on aarch64 and 128-bit SIMD in wasm (fixed by the target), and a scalar one-lane
//! version that runs everywhere and is the tests' reference. Node counts are the same in
//! every kernel, and the same as the recursion's.

#[cfg(target_arch = "aarch64")]
mod neon;
#[cfg(any(
    target_arch = "x86_64",
    target_arch = "aarch64",
    target_arch = "wasm32"
))]
mod pack;
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
mod simd128;
mod stacks;
mod vector;
#[cfg(target_arch = "x86_64")]
mod x86;

#[cfg(all(target_arch = "wasm32", not(target_feature = "simd128")))]
compile_error!(
    "the wasm build needs 128-bit SIMD (`-C target-feature=+simd128`, set in .cargo/config.toml): \
     without it the counter would lose its wide search"
);

use super::kernel::Kernel;
use super::prepared::Level;
use crate::Result;

/// Frames per step: eight AVX-512 vectors, sixteen AVX2, 32 of four lanes, 128 scalar. At
/// N = 17, 128 frames a step were 20% faster than 48 with AVX-512, 5-10% with the others;
/// 192 no better.
const STEP: usize = 128;
/// A row is taken once this many frames wait on it (one or two steps' worth measured alike).
const FULL: usize = STEP;
/// Free row at which a unit's search is split into the frames that seed the stacks.
const SPLIT: usize = 2;

/// A kernel's wide search over a unit's free rows: `SPLIT + 2` to 32 of them ([`fits`]), which
/// the search checks itself (a panic, never an unsound access, outside them).
pub(super) type Search = fn(&[Level]) -> Searched;

/// What a wide search found: raw completions and nodes (as the recursion counts them), and
/// the kernel whose lanes searched.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Searched {
    pub(super) raw: u64,
    pub(super) nodes: u64,
    pub(super) kernel: Kernel,
}

/// Whether a unit with these free rows is searched wide (others take the recursion).
pub(super) fn fits(levels: &[Level]) -> bool {
    (SPLIT + 2..=32).contains(&levels.len())
}

/// The wide search of `kernel`, or why it cannot run here.
pub(super) fn search(kernel: Kernel) -> Result<Search> {
    let kernel = kernel.check()?;
    Ok(match kernel {
        // SAFETY: the scalar lanes need no target feature.
        Kernel::Scalar => |levels| unsafe { vector::search::<u32>(levels) },
        // SAFETY (x86-64 arms): `check` found the kernel's features on this CPU.
        #[cfg(target_arch = "x86_64")]
        Kernel::Avx512 => |levels| unsafe { x86::count_avx512(levels) },
        #[cfg(target_arch = "x86_64")]
        Kernel::Avx2 => |levels| unsafe { x86::count_avx2(levels) },
        #[cfg(target_arch = "x86_64")]
        Kernel::Sse41 => |levels| unsafe { x86::count_sse41(levels) },
        #[cfg(target_arch = "aarch64")]
        Kernel::Neon => neon::count_neon,
        #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
        Kernel::Simd128 => simd128::count_simd128,
        // Kernels of other targets, which `check` refused above.
        #[allow(unreachable_patterns)]
        other => return Err(other.unavailable("it is not in this build")),
    })
}

#[cfg(test)]
mod tests {
    use super::super::{plan, prepared::Prepared};
    use super::{search, stacks, Kernel, Level, FULL, SPLIT, STEP};

    /// Every kernel's search is a safe function: rows outside what its stacks and marks hold
    /// are refused by the search itself, with a panic, whoever calls it.
    #[test]
    fn the_search_checks_its_rows_itself() {
        for rows in [0, SPLIT + 1, 33, 40] {
            let levels = vec![Level::default(); rows];
            for kernel in Kernel::runnable() {
                let wide = search(kernel).unwrap();
                let outcome = std::panic::catch_unwind(|| wide(&levels));
                let message = outcome.expect_err("the search ran on rows it cannot hold");
                let text = message.downcast_ref::<String>().unwrap();
                assert!(
                    text.starts_with("the wide search takes 4 to 32 free rows"),
                    "{text}"
                );
            }
        }
    }

    /// The first stack takes every frame of row SPLIT even for the largest units of N = 24
    /// (hundreds of frames, more than any other stack's room): as many frames and nodes as a
    /// count over the squares of the first rows finds, queen against queen.
    #[test]
    fn seeds_fit_their_stack() {
        for u in plan(24).unwrap().units.iter().take(4) {
            let p = Prepared::new(u);
            let (stack, nodes) = stacks::seed(&p.levels);
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
            assert!(frames > FULL + STEP, "a unit with few frames: {frames}");
            assert_eq!((stack.len, nodes), (frames, placed), "{u:?}");
        }
    }
}
