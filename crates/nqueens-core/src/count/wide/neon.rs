//! The aarch64 kernel: NEON is part of every aarch64 CPU, so it is chosen at compile time.
//! Four lanes; `tbl` (`vqtbl1q_u8`) with a table of byte shuffles packs them, and NEON having
//! no movemask, the non-zero lanes are weighed 1, 2, 4, 8 and summed across.

use std::arch::aarch64::*;

use super::super::kernel::Kernel;
use super::super::prepared::Level;
use super::pack::PACK4;
use super::vector::{search, Vector};
use super::Searched;

pub(super) fn count_neon(levels: &[Level]) -> Searched {
    // SAFETY: NEON is in every aarch64 target's baseline.
    unsafe { search::<uint32x4_t>(levels) }
}

impl Vector for uint32x4_t {
    const KERNEL: Kernel = Kernel::Neon;
    const LANES: usize = 4;
    type Pack = uint8x16_t;

    #[inline(always)]
    unsafe fn splat(x: u32) -> Self {
        vdupq_n_u32(x)
    }
    #[inline(always)]
    unsafe fn load(p: *const u32) -> Self {
        // SAFETY: the caller's guarantee.
        unsafe { vld1q_u32(p) }
    }
    #[inline(always)]
    unsafe fn store(self, p: *mut u32) {
        // SAFETY: the caller's guarantee.
        unsafe { vst1q_u32(p, self) }
    }
    #[inline(always)]
    unsafe fn and(self, o: Self) -> Self {
        vandq_u32(self, o)
    }
    #[inline(always)]
    unsafe fn or(self, o: Self) -> Self {
        vorrq_u32(self, o)
    }
    #[inline(always)]
    unsafe fn xor(self, o: Self) -> Self {
        veorq_u32(self, o)
    }
    #[inline(always)]
    unsafe fn andnot(self, o: Self) -> Self {
        vbicq_u32(o, self)
    }
    #[inline(always)]
    unsafe fn neg(self) -> Self {
        vreinterpretq_u32_s32(vnegq_s32(vreinterpretq_s32_u32(self)))
    }
    #[inline(always)]
    unsafe fn shl(self, s: u32) -> Self {
        vshlq_u32(self, vdupq_n_s32(s as i32))
    }
    #[inline(always)]
    unsafe fn shr(self, s: u32) -> Self {
        // A negative count shifts right.
        vshlq_u32(self, vdupq_n_s32(-(s as i32)))
    }
    #[inline(always)]
    unsafe fn nonzero(self) -> u32 {
        const WEIGHTS: [u32; 4] = [1, 2, 4, 8];
        // SAFETY: WEIGHTS has four lanes.
        let weights = unsafe { vld1q_u32(WEIGHTS.as_ptr()) };
        vaddvq_u32(vandq_u32(vtstq_u32(self, self), weights))
    }
    #[inline(always)]
    unsafe fn packer(mask: u32) -> uint8x16_t {
        debug_assert!(mask < 16);
        // SAFETY: mask < 16 indexes PACK4.
        unsafe { vld1q_u8(PACK4.get_unchecked(mask as usize).as_ptr()) }
    }
    #[inline(always)]
    unsafe fn pack(self, p: uint8x16_t) -> Self {
        vreinterpretq_u32_u8(vqtbl1q_u8(vreinterpretq_u8_u32(self), p))
    }
}
