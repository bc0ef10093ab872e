//! The wide step, written once over a small vector of `u32` lanes (in the manner of memchr's
//! `arch/generic` over its `Vector`), and the scalar "vector" of one lane that runs everywhere.
//!
//! An instruction set supplies the lane arithmetic, a bit mask of the non-zero lanes, and a
//! way to pack the lanes a mask picks to the front of a vector (a compress, or a permutation
//! looked up in a table). Everything else, which frames to load, where the packed frames go
//! and how many there were, is [`step`], the same for every kernel, so the kernels cannot
//! drift apart and the scalar one checks the logic of all of them.

use super::super::kernel::Kernel;
use super::super::prepared::Level;
use super::stacks::{self, Stack, Stepped, Take};
use super::Searched;

/// `u32` lanes of one instruction set.
///
/// # Safety
/// Every method may use intrinsics of the implementation's target features: call them only
/// from code compiled with those features, on a CPU that has them. They are all
/// `#[inline(always)]`, so they melt into the kernel's `#[target_feature]` entry.
pub(super) trait Vector: Copy {
    /// The kernel these lanes make, which the search reports: a kernel entry that ran another
    /// kernel's lanes would be caught by the tests.
    const KERNEL: Kernel;
    /// Lanes in a vector.
    const LANES: usize;
    /// A prepared packing (a permutation, a compress mask), made once per mask and used on the
    /// four fields of the same frames.
    type Pack: Copy;

    unsafe fn splat(x: u32) -> Self;
    /// Loads `LANES` lanes from `p` (any alignment).
    unsafe fn load(p: *const u32) -> Self;
    /// Stores all `LANES` lanes at `p` (any alignment).
    unsafe fn store(self, p: *mut u32);
    unsafe fn and(self, o: Self) -> Self;
    unsafe fn or(self, o: Self) -> Self;
    unsafe fn xor(self, o: Self) -> Self;
    /// `o & !self`, in the argument order of x86's `andnot`.
    unsafe fn andnot(self, o: Self) -> Self;
    /// `0 - self`, lane by lane (wrapping): `x & -x` is x's lowest set bit.
    unsafe fn neg(self) -> Self;
    /// Every lane shifted left by `s` (< 32), or right.
    unsafe fn shl(self, s: u32) -> Self;
    unsafe fn shr(self, s: u32) -> Self;
    /// Bit i set when lane i is not zero.
    unsafe fn nonzero(self) -> u32;
    /// Lanes picked by a mask of [`nonzero`](Vector::nonzero)'s.
    #[inline(always)]
    fn picked(mask: u32) -> u32 {
        mask.count_ones()
    }
    /// The packing that moves the lanes picked by `mask` (bit i for lane i) to the front, in
    /// order; the lanes after them are unspecified.
    unsafe fn packer(mask: u32) -> Self::Pack;
    unsafe fn pack(self, p: Self::Pack) -> Self;
}

/// A stack's four arrays, held as pointers for a whole step: stores through them do not make
/// the compiler reload the stacks' pointers and lengths for every vector (which costs the
/// one-lane kernel a third of its time).
#[derive(Clone, Copy)]
struct Fields {
    arrays: [*mut u32; 4],
    /// Length of each array, for the debug checks.
    room: usize,
}

impl Fields {
    fn of(st: &mut Stack) -> Fields {
        Fields {
            room: st.free.len(),
            arrays: [&mut st.free, &mut st.cols, &mut st.ld, &mut st.rd].map(|a| a.as_mut_ptr()),
        }
    }

    /// `LANES` frames from `at` as (free, cols, ld, rd).
    ///
    /// # Safety
    /// `V`'s features (see [`Vector`]), and `at + V::LANES` within the arrays.
    #[inline(always)]
    unsafe fn fetch<V: Vector>(self, at: usize) -> [V; 4] {
        debug_assert!(at + V::LANES <= self.room);
        // SAFETY: the caller's guarantee.
        self.arrays.map(|a| unsafe { V::load(a.add(at)) })
    }

    /// The frames of `frame` picked by `mask`, packed, stored from `at` (whole vectors are
    /// written).
    ///
    /// # Safety
    /// As for [`fetch`](Fields::fetch).
    #[inline(always)]
    unsafe fn put<V: Vector>(self, at: usize, mask: u32, frame: [V; 4]) {
        debug_assert!(at + V::LANES <= self.room);
        // SAFETY: the caller's guarantee.
        unsafe {
            let p = V::packer(mask);
            for (a, v) in self.arrays.into_iter().zip(frame) {
                v.pack(p).store(a.add(at));
            }
        }
    }
}

/// The wide search over a unit's free rows in `V`'s lanes.
///
/// # Safety
/// `V`'s features (see [`Vector`]). (`stacks::run` checks the rows itself.)
#[inline(always)]
pub(super) unsafe fn search<V: Vector>(levels: &[Level]) -> Searched {
    // SAFETY: the caller's guarantee for the features; `stacks::run` hands `step` only lengths
    // it made, from rows it checked.
    let (raw, nodes) = stacks::run(levels, |t| unsafe { step::<V>(t) });
    Searched {
        raw,
        nodes,
        kernel: V::KERNEL,
    }
}

/// One step of the wide search in `V`'s lanes: places the next queen of each frame taken,
/// packs the children that still have a free square onto the next row's stack (or counts
/// them on the last row) and the frames with squares left back onto their own stack.
///
/// # Safety
/// `V`'s features (see [`Vector`]). The lengths are `stacks::run`'s, which leave a step's room
/// past every stack's length for whole-vector loads and stores.
#[inline(always)]
pub(super) unsafe fn step<V: Vector>(t: Take<'_>) -> Stepped {
    let end = t.at + t.take;
    let own = Fields::of(t.st);
    let child = t.child.map(|c| (Fields::of(c), c.len));
    let mut done = Stepped {
        solutions: 0,
        children: 0,
        len: t.at,
    };
    // SAFETY: the caller's guarantee for the features; every load and store below starts
    // within a step of a stack's length (see `stacks::run`).
    unsafe {
        let allowed = V::splat(t.allowed);
        let shift = t.shift;
        let mut here = t.at;
        while here < end {
            let live = (1u32 << (end - here).min(V::LANES)) - 1;
            let [free, cols, ld, rd] = own.fetch::<V>(here);
            let bit = free.and(free.neg());
            let rest = free.xor(bit);
            let c = cols.or(bit);
            let l = ld.or(bit).shl(shift);
            let r = rd.or(bit).shr(shift);
            let next = c.or(l).or(r).andnot(allowed);
            let hit = next.nonzero() & live;
            match child {
                // The last row has one square left at most: a child there is a solution.
                None => done.solutions += V::picked(hit) as u64,
                Some((kids, len)) => {
                    kids.put(len + done.children, hit, [next, c, l, r]);
                    done.children += V::picked(hit) as usize;
                }
            }
            // done.len <= here: the lanes written were all loaded already.
            let keep = rest.nonzero() & live;
            own.put(done.len, keep, [rest, cols, ld, rd]);
            done.len += V::picked(keep) as usize;
            here += V::LANES;
        }
    }
    done
}

/// The scalar kernel: one frame at a time, in plain `u32` arithmetic. Packing is free: each
/// frame is written at the next position and the position moves on only when the frame is
/// kept.
impl Vector for u32 {
    const KERNEL: Kernel = Kernel::Scalar;
    const LANES: usize = 1;
    type Pack = ();

    #[inline(always)]
    unsafe fn splat(x: u32) -> u32 {
        x
    }
    #[inline(always)]
    unsafe fn load(p: *const u32) -> u32 {
        // SAFETY: the caller's guarantee.
        unsafe { p.read() }
    }
    #[inline(always)]
    unsafe fn store(self, p: *mut u32) {
        // SAFETY: the caller's guarantee.
        unsafe { p.write(self) }
    }
    #[inline(always)]
    unsafe fn and(self, o: u32) -> u32 {
        self & o
    }
    #[inline(always)]
    unsafe fn or(self, o: u32) -> u32 {
        self | o
    }
    #[inline(always)]
    unsafe fn xor(self, o: u32) -> u32 {
        self ^ o
    }
    #[inline(always)]
    unsafe fn andnot(self, o: u32) -> u32 {
        o & !self
    }
    #[inline(always)]
    unsafe fn neg(self) -> u32 {
        self.wrapping_neg()
    }
    #[inline(always)]
    unsafe fn shl(self, s: u32) -> u32 {
        self << s
    }
    #[inline(always)]
    unsafe fn shr(self, s: u32) -> u32 {
        self >> s
    }
    #[inline(always)]
    unsafe fn nonzero(self) -> u32 {
        (self != 0) as u32
    }
    /// One lane: the mask is the count (no population count, which baseline x86-64 lacks).
    #[inline(always)]
    fn picked(mask: u32) -> u32 {
        mask
    }
    #[inline(always)]
    unsafe fn packer(_: u32) {}
    #[inline(always)]
    unsafe fn pack(self, _: ()) -> u32 {
        self
    }
}
