//! One solution for any N in O(N), written down by formula instead of searched for, plus the
//! pieces every huge-N method shares: the memory check, fallible allocation, a bit set and an
//! O(N) verifier that stays small enough for N = 10^8 in a browser.
//!
//! The formula is the classical one by cases of N mod 6 (Hoffman, Loessi and Moore, 1969; the
//! "explicit solutions" of the Wikipedia article): even columns first, then odd ones, with a
//! few columns moved when N mod 6 is 2 or 3. It is the yardstick the local search is compared
//! with, and the fallback when a random search is not wanted.
//!
//! N = 2 and N = 3 have no solution. Both huge-N methods treat them the same way: an
//! [`Error::NoSolution`] saying so (see [`has_solution`]), because `Ok(None)` already means
//! "stopped by the caller" for the local search.

use crate::error::Sizes;
use crate::error::{Error, Result};
use crate::words::{msg, Message};

/// Largest N [`construct`] takes: columns are `u32`. The memory limit usually binds first.
pub const MAX_CONSTRUCT_N: usize = u32::MAX as usize;

/// Bytes a huge-N method may allocate for one call. A wasm32 instance addresses at most 4 GiB
/// and one allocation at most `isize::MAX`, and the page and its copies of the result need the
/// rest, so 2 GiB is the honest ceiling there. Natively the operating system is the limit and
/// `try_reserve` reports when it says no.
pub const MEMORY_LIMIT: u64 = if cfg!(target_pointer_width = "32") {
    2 << 30
} else {
    1 << 40
};

/// Whether an N x N board has a placement of N non-attacking queens: all N >= 1 but 2 and 3.
pub fn has_solution(n: usize) -> bool {
    n >= 1 && n != 2 && n != 3
}

/// Bytes [`construct`] allocates for `n`: the result only.
pub fn bytes_needed(n: usize) -> u64 {
    4 * n as u64
}

/// A solution for `n`, in O(N) time and 4 N bytes. N = 1 gives `[0]`; N = 0 is out of range;
/// N = 2 and 3 are an error saying that no solution exists.
pub fn construct(n: usize) -> Result<Vec<u32>> {
    check_n(n, SIZES)?;
    check_memory(n, bytes_needed(n), MEMORY_LIMIT)?;
    let mut cols = alloc_vec::<u32>(n)?;
    let n = n as u32;
    // In 0-based columns the rule's "even" numbers 2, 4, ... are the odd columns 1, 3, ...
    let odd_cols = (0..n / 2).map(|k| 2 * k + 1);
    let even_cols = |from: u32, to: u32| (from..to).map(|k| 2 * k);
    match n % 6 {
        // Odd columns in order; even ones start 2, 0, continue from 6 and end with 4.
        2 => {
            cols.extend(odd_cols);
            cols.extend([2, 0]);
            cols.extend(even_cols(3, n.div_ceil(2)));
            cols.push(4);
        }
        // Odd columns from 3 with 1 last; even ones from 4 with 0 and 2 last.
        3 => {
            cols.extend(odd_cols.skip(1));
            cols.push(1);
            cols.extend(even_cols(2, n.div_ceil(2)));
            cols.extend([0, 2]);
        }
        _ => {
            cols.extend(odd_cols);
            cols.extend(even_cols(0, n.div_ceil(2)));
        }
    }
    Ok(cols)
}

/// Rows the verifier looks ahead to prefetch its bits (see [`Bits::prefetch`]). At 10^8 queens
/// 64 checked in 0.53-0.59 s where 16 took 0.83-1.09 s (160 was no better).
const VERIFY_AHEAD: usize = 64;

/// From this many queens on, the verifier checks one kind of line at a time (see
/// [`verify_placement`]); below it all its bits (5 N bits, 20 MB here) fit the last-level cache
/// and one pass over the rows is fastest (10^7 queens: 0.05 s).
const PER_LINE_FROM: usize = 1 << 25;
/// From this many queens on, one kind of line's bits (2 N bits, 32 MB here) outgrow the cache
/// too, and each kind's keys are first sorted into cache-sized windows.
const BUCKETED_FROM: usize = 1 << 27;
/// Lines per window of the bucketed check: 2^18 bits, 32 KB, within the L1 cache (at 10^8
/// queens 1.5 s for the check, against 1.9-2.1 s with 256 KB windows and 2.9 s unsorted).
const WINDOW_SHIFT: u32 = 18;

/// Checks a full placement (`cols[row]` = column) in O(N) with at most 5 N bits of memory (plus
/// a buffer of at most 32M keys for the largest), so a result of 10^9 queens can be checked
/// where a checker with one word per line would need gigabytes. The message names the first
/// row that meets an earlier queen, and that queen.
///
/// Testing a bit per line at random misses the cache on every test once the bit sets outgrow
/// it: at 10^8 queens (62 MB of bits) that took 2.9 s, most of a run's time. So from
/// [`PER_LINE_FROM`] queens the three kinds of line are checked one after the other, each
/// with bits that fit the cache (0.8 s at 10^8), and from [`BUCKETED_FROM`] each kind's keys
/// are first sorted by window (a counting sort on their high bits, in chunks of rows), so the
/// tests of one window hit 32 KB of bits (1.2 s at 10^8, where the plain passes are faster).
/// Where these find two queens on one line, the row-order pass runs to name them.
pub fn verify_placement(cols: &[u32]) -> std::result::Result<(), Message> {
    let n = cols.len();
    if n == 0 {
        return Err(msg!("verify.empty"));
    }
    if let Some(row) = cols.iter().position(|&c| c as usize >= n) {
        return Err(msg!("verify.off-board", row = row, col = cols[row], n = n));
    }
    let no_memory = |_| msg!("verify.memory", n = n);
    let clear = if n < PER_LINE_FROM {
        false
    } else if n < BUCKETED_FROM {
        per_line_clear(cols).map_err(no_memory)?
    } else if n <= 1 << 31 {
        // The bucketed check keeps keys as u32: lines up to 2n - 1 <= 2^32.
        bucketed_clear(cols).map_err(no_memory)?
    } else {
        false
    };
    if clear {
        return Ok(());
    }
    // Small placements, and large ones where two queens share a line, which this pass finds
    // in row order and names.
    let mut columns = Bits::new(n).map_err(no_memory)?;
    let mut downs = Bits::new(2 * n - 1).map_err(no_memory)?;
    let mut ups = Bits::new(2 * n - 1).map_err(no_memory)?;
    for (row, &col) in cols.iter().enumerate() {
        if let Some(&ahead) = cols.get(row + VERIFY_AHEAD) {
            let (r, c) = (row + VERIFY_AHEAD, ahead as usize);
            columns.prefetch(c);
            downs.prefetch(r + c);
            ups.prefetch(r + n - 1 - c);
        }
        let col = col as usize;
        let mine = line_keys(n, row, col);
        let taken = [
            columns.test_and_set(mine[0]),
            downs.test_and_set(mine[1]),
            ups.test_and_set(mine[2]),
        ];
        if let Some(line) = taken.iter().position(|&t| t) {
            let earlier = cols[..row]
                .iter()
                .enumerate()
                .position(|(r, &c)| line_keys(n, r, c as usize)[line] == mine[line])
                .unwrap_or(0);
            let name = ["column", "anti-diagonal", "diagonal"][line];
            return Err(msg!(
                "verify.share",
                earlier = earlier,
                row = row,
                line = name,
                earlier_col = cols[earlier],
                col = col
            ));
        }
    }
    Ok(())
}

/// A queen at (r, c) is on column c, anti-diagonal r + c and diagonal r + n - 1 - c.
#[inline]
fn line_keys(n: usize, r: usize, c: usize) -> [usize; 3] {
    [c, r + c, r + n - 1 - c]
}

/// One kind of line at a time, rows in order: true when no two queens of `cols` (on the board)
/// share a line.
fn per_line_clear(cols: &[u32]) -> Result<bool> {
    let n = cols.len();
    for line in 0..3 {
        let mut seen = Bits::new(if line == 0 { n } else { 2 * n - 1 })?;
        for (row, &c) in cols.iter().enumerate() {
            if let Some(&ahead) = cols.get(row + VERIFY_AHEAD) {
                seen.prefetch(line_keys(n, row + VERIFY_AHEAD, ahead as usize)[line]);
            }
            if seen.test_and_set(line_keys(n, row, c as usize)[line]) {
                return Ok(false);
            }
        }
    }
    Ok(true)
}

/// One kind of line at a time, keys sorted by window: true when no two queens of `cols` (on
/// the board) share a line.
fn bucketed_clear(cols: &[u32]) -> Result<bool> {
    let n = cols.len();
    let chunk = (n / 8).clamp(1 << 20, 1 << 25);
    let windows = ((2 * n - 1) >> WINDOW_SHIFT) + 1;
    let mut keys: Vec<u32> = alloc_vec(chunk.min(n))?;
    keys.resize(chunk.min(n), 0);
    let mut starts: Vec<usize> = vec![0; windows + 1];
    for line in 0..3 {
        let mut seen = Bits::new(if line == 0 { n } else { 2 * n - 1 })?;
        for (c, rows) in cols.chunks(chunk).enumerate() {
            let base = c * chunk;
            let key = |i: usize| line_keys(n, base + i, rows[i] as usize)[line];
            starts.fill(0);
            for i in 0..rows.len() {
                starts[(key(i) >> WINDOW_SHIFT) + 1] += 1;
            }
            for w in 0..windows {
                starts[w + 1] += starts[w];
            }
            // Keys are below 2n - 1 < 2^32 (n <= 2^31, checked by the caller).
            for i in 0..rows.len() {
                let k = key(i);
                let at = &mut starts[k >> WINDOW_SHIFT];
                keys[*at] = k as u32;
                *at += 1;
            }
            if keys[..rows.len()]
                .iter()
                .any(|&k| seen.test_and_set(k as usize))
            {
                return Ok(false);
            }
        }
    }
    Ok(true)
}

/// The sizes the construction takes: N from 1 to [`MAX_CONSTRUCT_N`] (not 2 or 3, which have
/// no solution).
pub const SIZES: Sizes = Sizes::new(1, MAX_CONSTRUCT_N, "construction");

/// The size check shared by the huge-N methods: N within `sizes`, and not 2 or 3.
pub(crate) fn check_n(n: usize, sizes: Sizes) -> Result<()> {
    sizes.check(n)?;
    if !has_solution(n) {
        return Err(Error::NoSolution { n });
    }
    Ok(())
}

/// Refuses a request before allocating anything, so a browser tab gets a message instead of
/// an out-of-memory trap halfway through.
pub(crate) fn check_memory(n: usize, bytes: u64, limit: u64) -> Result<()> {
    if bytes <= limit {
        return Ok(());
    }
    Err(Error::MemoryLimit {
        n,
        needed: bytes,
        limit,
    })
}

/// An empty vector with room for `len` items, or an error instead of the abort `Vec` gives
/// when the allocator says no.
pub(crate) fn alloc_vec<T>(len: usize) -> Result<Vec<T>> {
    let mut v: Vec<T> = Vec::new();
    v.try_reserve_exact(len).map_err(|_| Error::OutOfMemory {
        bytes: Some(len as u64 * std::mem::size_of::<T>() as u64),
    })?;
    huge_pages::advise(
        v.as_mut_ptr().cast(),
        v.capacity() * std::mem::size_of::<T>(),
    );
    Ok(v)
}

/// Transparent huge pages for the big arrays. Above about 10^7 queens the searches read bits
/// and counts at random over tens of megabytes, and with 4 KiB pages nearly every such read
/// also misses the TLB; 2 MiB pages cut the page walks by 512. Linux gives them to a range
/// only when asked (`madvise`) on most systems. A hint: failure changes nothing.
#[cfg(target_os = "linux")]
mod huge_pages {
    use std::ffi::{c_int, c_void};

    extern "C" {
        fn madvise(addr: *mut c_void, len: usize, advice: c_int) -> c_int;
    }
    const MADV_HUGEPAGE: c_int = 14;
    const PAGE: usize = 4096;
    /// Below this a range holds no aligned 2 MiB page worth asking for.
    const WORTH_IT: usize = 4 << 20;

    pub(super) fn advise(ptr: *mut u8, bytes: usize) {
        if bytes < WORTH_IT {
            return;
        }
        // The whole pages inside the allocation: madvise wants a page-aligned start.
        let start = (ptr as usize).next_multiple_of(PAGE);
        let end = (ptr as usize + bytes) / PAGE * PAGE;
        if end > start {
            // SAFETY: the range lies inside one live allocation of ours, and MADV_HUGEPAGE
            // changes only how the kernel backs it, never its contents.
            unsafe { madvise(start as *mut c_void, end - start, MADV_HUGEPAGE) };
        }
    }
}

#[cfg(not(target_os = "linux"))]
mod huge_pages {
    pub(super) fn advise(_: *mut u8, _: usize) {}
}

/// One bit per line of a board. A bit per diagonal keeps the occupancy of 10^7 queens in
/// 2.5 MB, which stays in cache where a byte per diagonal would not.
pub(crate) struct Bits {
    words: Vec<u64>,
}

impl Bits {
    /// `len` clear bits.
    pub(crate) fn new(len: usize) -> Result<Bits> {
        let mut words = alloc_vec(len.div_ceil(64))?;
        words.resize(len.div_ceil(64), 0);
        Ok(Bits { words })
    }

    #[inline]
    pub(crate) fn get(&self, i: usize) -> bool {
        self.words[i / 64] >> (i % 64) & 1 != 0
    }

    /// Bit `i` as 0 or 1, for branch-free tests.
    #[inline]
    pub(crate) fn bit(&self, i: usize) -> u64 {
        self.words[i / 64] >> (i % 64) & 1
    }

    #[inline]
    pub(crate) fn set(&mut self, i: usize) {
        self.words[i / 64] |= 1 << (i % 64);
    }

    #[inline]
    pub(crate) fn unset(&mut self, i: usize) {
        self.words[i / 64] &= !(1 << (i % 64));
    }

    /// Sets bit `i` and says whether it was set already.
    #[inline]
    pub(crate) fn test_and_set(&mut self, i: usize) -> bool {
        let was = self.get(i);
        self.set(i);
        was
    }

    /// Asks the CPU to start loading the word holding bit `i` (ignored past the end, and on
    /// targets without a prefetch instruction). Above about 10^7 queens the bit sets outgrow
    /// the cache and every random test is a memory access; a loop that knows which bits it will
    /// test a few iterations ahead overlaps those accesses instead of waiting for each.
    #[inline]
    pub(crate) fn prefetch(&self, i: usize) {
        #[cfg(target_arch = "x86_64")]
        if let Some(w) = self.words.get(i / 64) {
            use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
            // SAFETY: a prefetch is a hint; it reads nothing and cannot fault, and the address
            // is that of a live element anyway. SSE is part of every x86-64 target.
            unsafe { _mm_prefetch::<_MM_HINT_T0>((w as *const u64).cast::<i8>()) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = i;
    }

    pub(crate) fn clear(&mut self) {
        self.words.fill(0);
    }
}

#[cfg(test)]
mod verify_tests {
    use super::{bucketed_clear, construct, per_line_clear, verify_placement};

    /// Both one-kind-at-a-time checks, called directly on a board far below the sizes that
    /// use them, agree with the row-order check on a solution and on each kind of clash.
    #[test]
    fn line_by_line_checks_agree_with_the_row_order_check() {
        let n = (1 << 16) + 3;
        let good = construct(n).unwrap();
        let mut column = good.clone();
        column[n - 1] = column[7];
        let mut swapped = good.clone();
        swapped.swap(10, 11);
        let mut far = good.clone();
        far.swap(100, n - 100);
        for cols in [&good, &column, &swapped, &far] {
            let clear = verify_placement(cols).is_ok();
            assert_eq!(per_line_clear(cols).unwrap(), clear);
            assert_eq!(bucketed_clear(cols).unwrap(), clear);
        }
        assert!(verify_placement(&good).is_ok() && verify_placement(&column).is_err());
    }
}
