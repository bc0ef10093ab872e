//! The x86-64 kernels, chosen at run time: AVX-512 (16 lanes, packed by `vpcompressd`), AVX2
//! (8 lanes, packed by `vpermd` with a table of lane indices) and SSE4.1 (4 lanes, packed by
//! `pshufb` with a table of byte shuffles). POPCNT counts the packed frames in all three.

use std::arch::x86_64::*;

use super::super::kernel::Kernel;
use super::super::prepared::Level;
use super::pack::{pack_table, PACK4};
use super::vector::{search, Vector};
use super::Searched;

/// # Safety
/// The CPU has AVX-512F and POPCNT.
#[target_feature(enable = "avx512f,popcnt")]
pub(super) unsafe fn count_avx512(levels: &[Level]) -> Searched {
    // SAFETY: this function's features are the vector's.
    unsafe { search::<__m512i>(levels) }
}

/// # Safety
/// The CPU has AVX2 and POPCNT.
#[target_feature(enable = "avx2,popcnt")]
pub(super) unsafe fn count_avx2(levels: &[Level]) -> Searched {
    // SAFETY: this function's features are the vector's.
    unsafe { search::<__m256i>(levels) }
}

/// # Safety
/// The CPU has SSE4.1 and POPCNT.
#[target_feature(enable = "sse4.1,popcnt")]
pub(super) unsafe fn count_sse41(levels: &[Level]) -> Searched {
    // SAFETY: this function's features are the vector's.
    unsafe { search::<__m128i>(levels) }
}

impl Vector for __m512i {
    const KERNEL: Kernel = Kernel::Avx512;
    const LANES: usize = 16;
    type Pack = __mmask16;

    #[inline(always)]
    unsafe fn splat(x: u32) -> Self {
        _mm512_set1_epi32(x as i32)
    }
    #[inline(always)]
    unsafe fn load(p: *const u32) -> Self {
        // SAFETY: the caller's guarantee.
        unsafe { _mm512_loadu_si512(p.cast()) }
    }
    #[inline(always)]
    unsafe fn store(self, p: *mut u32) {
        // SAFETY: the caller's guarantee.
        unsafe { _mm512_storeu_si512(p.cast(), self) }
    }
    #[inline(always)]
    unsafe fn and(self, o: Self) -> Self {
        _mm512_and_si512(self, o)
    }
    #[inline(always)]
    unsafe fn or(self, o: Self) -> Self {
        _mm512_or_si512(self, o)
    }
    #[inline(always)]
    unsafe fn xor(self, o: Self) -> Self {
        _mm512_xor_si512(self, o)
    }
    #[inline(always)]
    unsafe fn andnot(self, o: Self) -> Self {
        _mm512_andnot_si512(self, o)
    }
    #[inline(always)]
    unsafe fn neg(self) -> Self {
        _mm512_sub_epi32(_mm512_setzero_si512(), self)
    }
    #[inline(always)]
    unsafe fn shl(self, s: u32) -> Self {
        _mm512_sll_epi32(self, _mm_cvtsi32_si128(s as i32))
    }
    #[inline(always)]
    unsafe fn shr(self, s: u32) -> Self {
        _mm512_srl_epi32(self, _mm_cvtsi32_si128(s as i32))
    }
    #[inline(always)]
    unsafe fn nonzero(self) -> u32 {
        _mm512_test_epi32_mask(self, self) as u32
    }
    #[inline(always)]
    unsafe fn packer(mask: u32) -> __mmask16 {
        mask as __mmask16
    }
    #[inline(always)]
    unsafe fn pack(self, p: __mmask16) -> Self {
        _mm512_maskz_compress_epi32(p, self)
    }
}

/// For each 8-bit lane mask, the `vpermd` indices (one byte each) that move the picked lanes
/// to the front, in order.
static PACK8: [[u8; 8]; 256] = pack_table(8);

impl Vector for __m256i {
    const KERNEL: Kernel = Kernel::Avx2;
    const LANES: usize = 8;
    type Pack = __m256i;

    #[inline(always)]
    unsafe fn splat(x: u32) -> Self {
        _mm256_set1_epi32(x as i32)
    }
    #[inline(always)]
    unsafe fn load(p: *const u32) -> Self {
        // SAFETY: the caller's guarantee.
        unsafe { _mm256_loadu_si256(p.cast()) }
    }
    #[inline(always)]
    unsafe fn store(self, p: *mut u32) {
        // SAFETY: the caller's guarantee.
        unsafe { _mm256_storeu_si256(p.cast(), self) }
    }
    #[inline(always)]
    unsafe fn and(self, o: Self) -> Self {
        _mm256_and_si256(self, o)
    }
    #[inline(always)]
    unsafe fn or(self, o: Self) -> Self {
        _mm256_or_si256(self, o)
    }
    #[inline(always)]
    unsafe fn xor(self, o: Self) -> Self {
        _mm256_xor_si256(self, o)
    }
    #[inline(always)]
    unsafe fn andnot(self, o: Self) -> Self {
        _mm256_andnot_si256(self, o)
    }
    #[inline(always)]
    unsafe fn neg(self) -> Self {
        _mm256_sub_epi32(_mm256_setzero_si256(), self)
    }
    #[inline(always)]
    unsafe fn shl(self, s: u32) -> Self {
        _mm256_sll_epi32(self, _mm_cvtsi32_si128(s as i32))
    }
    #[inline(always)]
    unsafe fn shr(self, s: u32) -> Self {
        _mm256_srl_epi32(self, _mm_cvtsi32_si128(s as i32))
    }
    #[inline(always)]
    unsafe fn nonzero(self) -> u32 {
        let zero = _mm256_cmpeq_epi32(self, _mm256_setzero_si256());
        !(_mm256_movemask_ps(_mm256_castsi256_ps(zero)) as u32) & 0xff
    }
    #[inline(always)]
    unsafe fn packer(mask: u32) -> __m256i {
        debug_assert!(mask < 256);
        // SAFETY: mask < 256 indexes PACK8; the load reads its 8 bytes.
        unsafe {
            let row = PACK8.get_unchecked(mask as usize);
            _mm256_cvtepu8_epi32(_mm_loadl_epi64(row.as_ptr().cast()))
        }
    }
    #[inline(always)]
    unsafe fn pack(self, p: __m256i) -> Self {
        _mm256_permutevar8x32_epi32(self, p)
    }
}

impl Vector for __m128i {
    const KERNEL: Kernel = Kernel::Sse41;
    const LANES: usize = 4;
    type Pack = __m128i;

    #[inline(always)]
    unsafe fn splat(x: u32) -> Self {
        _mm_set1_epi32(x as i32)
    }
    #[inline(always)]
    unsafe fn load(p: *const u32) -> Self {
        // SAFETY: the caller's guarantee.
        unsafe { _mm_loadu_si128(p.cast()) }
    }
    #[inline(always)]
    unsafe fn store(self, p: *mut u32) {
        // SAFETY: the caller's guarantee.
        unsafe { _mm_storeu_si128(p.cast(), self) }
    }
    #[inline(always)]
    unsafe fn and(self, o: Self) -> Self {
        _mm_and_si128(self, o)
    }
    #[inline(always)]
    unsafe fn or(self, o: Self) -> Self {
        _mm_or_si128(self, o)
    }
    #[inline(always)]
    unsafe fn xor(self, o: Self) -> Self {
        _mm_xor_si128(self, o)
    }
    #[inline(always)]
    unsafe fn andnot(self, o: Self) -> Self {
        _mm_andnot_si128(self, o)
    }
    #[inline(always)]
    unsafe fn neg(self) -> Self {
        _mm_sub_epi32(_mm_setzero_si128(), self)
    }
    #[inline(always)]
    unsafe fn shl(self, s: u32) -> Self {
        _mm_sll_epi32(self, _mm_cvtsi32_si128(s as i32))
    }
    #[inline(always)]
    unsafe fn shr(self, s: u32) -> Self {
        _mm_srl_epi32(self, _mm_cvtsi32_si128(s as i32))
    }
    #[inline(always)]
    unsafe fn nonzero(self) -> u32 {
        let zero = _mm_cmpeq_epi32(self, _mm_setzero_si128());
        !(_mm_movemask_ps(_mm_castsi128_ps(zero)) as u32) & 0xf
    }
    #[inline(always)]
    unsafe fn packer(mask: u32) -> __m128i {
        debug_assert!(mask < 16);
        // SAFETY: mask < 16 indexes PACK4.
        unsafe { _mm_loadu_si128(PACK4.get_unchecked(mask as usize).as_ptr().cast()) }
    }
    #[inline(always)]
    unsafe fn pack(self, p: __m128i) -> Self {
        _mm_shuffle_epi8(self, p)
    }
}
