//! The WebAssembly kernel: the 128-bit SIMD every current browser has (the build requires it,
//! see `.cargo/config.toml`), four lanes packed by `i8x16.swizzle` with a table of byte
//! shuffles.

use std::arch::wasm32::*;

use super::super::kernel::Kernel;
use super::super::prepared::Level;
use super::pack::PACK4;
use super::vector::{search, Vector};
use super::Searched;

pub(super) fn count_simd128(levels: &[Level]) -> Searched {
    // SAFETY: the build enables simd128 (without it this module is not compiled).
    unsafe { search::<v128>(levels) }
}

impl Vector for v128 {
    const KERNEL: Kernel = Kernel::Simd128;
    const LANES: usize = 4;
    type Pack = v128;

    #[inline(always)]
    unsafe fn splat(x: u32) -> Self {
        u32x4_splat(x)
    }
    #[inline(always)]
    unsafe fn load(p: *const u32) -> Self {
        // SAFETY: the caller's guarantee; v128_load allows any alignment.
        unsafe { v128_load(p.cast()) }
    }
    #[inline(always)]
    unsafe fn store(self, p: *mut u32) {
        // SAFETY: the caller's guarantee.
        unsafe { v128_store(p.cast(), self) }
    }
    #[inline(always)]
    unsafe fn and(self, o: Self) -> Self {
        v128_and(self, o)
    }
    #[inline(always)]
    unsafe fn or(self, o: Self) -> Self {
        v128_or(self, o)
    }
    #[inline(always)]
    unsafe fn xor(self, o: Self) -> Self {
        v128_xor(self, o)
    }
    #[inline(always)]
    unsafe fn andnot(self, o: Self) -> Self {
        // wasm's andnot is a & !b.
        v128_andnot(o, self)
    }
    #[inline(always)]
    unsafe fn neg(self) -> Self {
        i32x4_neg(self)
    }
    #[inline(always)]
    unsafe fn shl(self, s: u32) -> Self {
        u32x4_shl(self, s)
    }
    #[inline(always)]
    unsafe fn shr(self, s: u32) -> Self {
        u32x4_shr(self, s)
    }
    #[inline(always)]
    unsafe fn nonzero(self) -> u32 {
        u32x4_bitmask(i32x4_ne(self, u32x4_splat(0))) as u32
    }
    #[inline(always)]
    unsafe fn packer(mask: u32) -> v128 {
        debug_assert!(mask < 16);
        // SAFETY: mask < 16 indexes PACK4.
        unsafe { v128_load(PACK4.get_unchecked(mask as usize).as_ptr().cast()) }
    }
    #[inline(always)]
    unsafe fn pack(self, p: v128) -> Self {
        i8x16_swizzle(self, p)
    }
}
