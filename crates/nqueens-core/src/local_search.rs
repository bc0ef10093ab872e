//! One solution for huge N by local search, after the local-search article (a QS4-style search by Sosic and
//! Gu): queens stay a permutation, so rows and columns never collide and only diagonals are
//! counted; a greedy start places almost every queen on free diagonals; swaps that lower the
//! number of diagonal collisions repair the few rows the greedy start could not place; and an
//! attempt that stops improving starts again from a new random permutation.
//!
//! What differs from the seed, and why (N = 10^7 takes about 0.2 s here, the seed about 1.9 s):
//! - The start permutation is a keyed bijection of `0..N` written in one pass, and the greedy
//!   start walks the unplaced columns with a cursor that carries over from row to row,
//!   instead of drawing a random one per try. Memory is read in order rather than at random,
//!   and every column is tried about once per lap, so a row costs about 3 tries on average
//!   (restarting the walk at each row costs 9). From 2^23 queens on the start is blocked (rows
//!   in blocks of 2^16, each taking one block of columns), so the greedy start tests bits of a
//!   few cached runs of diagonals: N = 10^8 went from 5.0 s to 2.9 s (search and verification).
//! - The diagonals are bit sets (2.5 MB each for N = 10^7, which stays in the cache), and the
//!   repair phase keeps them, counting only the few diagonals with more than one queen in a
//!   small map: memory is 4.5 bytes per queen (4.5 GB at N = 10^9), and past the cache the
//!   greedy start prefetches the bits it is about to test.
//! - The repair phase works through a list of attacked rows rather than rescanning the board,
//!   and counts the change of a swap exactly, including swaps of two queens on one line.
//! - Randomness comes from a seeded xoshiro256++, and nothing depends on the platform, so a
//!   seed gives the same solution natively and in wasm.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::ops::ControlFlow;

use crate::construct::{alloc_vec, check_memory, check_n, Bits, MEMORY_LIMIT};
use crate::error::Sizes;
use crate::error::{Error, Result};

/// Largest N the local search takes. Diagonal indices stay below 2^31, and the memory limit
/// (see [`bytes_needed`]) usually binds first.
pub const MAX_LOCAL_SEARCH_N: usize = 1_000_000_000;

/// The sizes the local search takes: N from 1 to [`MAX_LOCAL_SEARCH_N`] (not 2 or 3).
pub const SIZES: Sizes = Sizes::new(1, MAX_LOCAL_SEARCH_N, "local-search");

/// Rows filled or placed between two progress reports: about a millisecond of work at
/// N = 10^7, so a browser worker can stop a run promptly without paying for a call per row.
const ROWS_PER_REPORT: usize = 1 << 16;

/// Rows, and columns, per block of the blocked start (see [`Search::shuffle`]): a power of two,
/// so that a block's diagonal bits (2 x 16 KB) stay in the L1 cache while it is placed.
const BLOCK: usize = 1 << 16;
/// From this N on the start is blocked; below it the bit sets fit the cache anyway, and the
/// solutions of smaller N stay what they were.
const BLOCKED_FROM: usize = 1 << 23;

/// Candidates the greedy start looks ahead to prefetch their diagonal bits; a row takes about
/// three. At 10^8 queens, 96 took 2.5 s (search and verification) where 24 took 2.8-3.5 s;
/// 10^7 is the same either way (its bits are in the cache).
const PLACE_AHEAD: usize = 96;

/// Swaps tried between two progress reports in the repair phase.
const TRIALS_PER_REPORT: u64 = 1 << 14;

/// Most rows the greedy start may leave unplaced; a start leaving more is hopeless (a good one
/// leaves a handful) and is retried. Each adds at most two collisions, which bounds the
/// repair phase's lists and its map of crowded diagonals.
const MAX_LEFT: usize = (u16::MAX as usize - 1) / 2;

/// What a run is doing when it reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Writing the random start permutation.
    Shuffle,
    /// Placing queens on free diagonals, row by row.
    Place,
    /// Swapping queens to remove the collisions the placing left.
    Repair,
}

/// A progress report, passed to the caller's callback every so often.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    pub phase: Phase,
    /// Rows placed without a collision by the greedy start of the current attempt.
    pub placed: u64,
    /// Diagonal collisions left (for each diagonal, its queens minus one). Known only in the
    /// repair phase; 0 before it.
    pub collisions: u64,
    /// Swaps made, over all attempts.
    pub swaps: u64,
    /// Times the search gave up on an attempt and started again.
    pub restarts: u32,
}

/// The local search with its settings. A run is a pure function of N and the settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LocalSearch {
    seed: u64,
    memory_limit: u64,
}

/// One solution for `n` from the given seed, reporting to `progress` every so often; the run
/// stops with `Ok(None)` when `progress` returns `ControlFlow::Break`. N = 1 gives `[0]`;
/// N = 2 and 3 are an error saying that no solution exists, as in [`crate::construct`].
pub fn min_conflicts(
    n: usize,
    seed: u64,
    progress: impl FnMut(&Progress) -> ControlFlow<()>,
) -> Result<Option<Vec<u32>>> {
    LocalSearch::new(seed).run(n, progress)
}

/// Bytes a run for `n` may allocate: the permutation, two diagonal bit sets, the lists of rows
/// left and the repair phase's maps of crowded diagonals (about 4.5 N bytes in all). Checked
/// before anything is allocated.
pub fn bytes_needed(n: usize) -> u64 {
    let n = n as u64;
    let diagonals = (2 * n).saturating_sub(1);
    // The rows left, plus the work list: at most twice the collisions, plus one per swap.
    let lists = 4 * 8 * (MAX_LEFT as u64 + 1);
    // Two maps with room for two entries per row left, at most 16 bytes an entry with slack.
    let maps = 2 * 2 * 16 * (MAX_LEFT as u64 + 1);
    // The blocked start's orders: of the blocks, and within a block (twice, the last one's).
    let orders = if n >= BLOCKED_FROM as u64 {
        4 * (n / BLOCK as u64 + 4 * BLOCK as u64)
    } else {
        0
    };
    4 * n + 2 * 8 * diagonals.div_ceil(64) + lists + maps + orders
}

impl LocalSearch {
    /// A search from `seed` with the platform's [`MEMORY_LIMIT`].
    pub fn new(seed: u64) -> LocalSearch {
        LocalSearch {
            seed,
            memory_limit: MEMORY_LIMIT,
        }
    }

    /// Changes the memory a run may ask for, e.g. to leave room for other work in the same
    /// wasm instance.
    pub fn memory_limit(self, bytes: u64) -> LocalSearch {
        LocalSearch {
            memory_limit: bytes,
            ..self
        }
    }

    /// Runs the search; see [`min_conflicts`].
    pub fn run(
        &self,
        n: usize,
        mut progress: impl FnMut(&Progress) -> ControlFlow<()>,
    ) -> Result<Option<Vec<u32>>> {
        check_n(n, SIZES)?;
        if n == 1 {
            return Ok(Some(vec![0]));
        }
        check_memory(n, bytes_needed(n), self.memory_limit)?;
        let mut search = Search::new(n, self.seed)?;
        match search.solve(&mut progress) {
            Ok(()) => Ok(Some(search.q)),
            Err(Halt::Stopped) => Ok(None),
            Err(Halt::Failed(e)) => Err(e),
        }
    }
}

/// Why a run ends without a solution. Internal, so `?` can carry a stop request out of the
/// inner loops as easily as an allocation failure.
enum Halt {
    Stopped,
    Failed(Error),
}

impl From<Error> for Halt {
    fn from(e: Error) -> Halt {
        Halt::Failed(e)
    }
}

type Step<T = ()> = std::result::Result<T, Halt>;

/// The caller's progress callback.
type Callback<'a> = dyn FnMut(&Progress) -> ControlFlow<()> + 'a;

/// Passes a report to the callback and turns its answer into a `Step`.
fn tell(report: &mut Progress, progress: &mut Callback<'_>, phase: Phase) -> Step {
    report.phase = phase;
    match progress(report) {
        ControlFlow::Continue(()) => Ok(()),
        ControlFlow::Break(()) => Err(Halt::Stopped),
    }
}

/// The state of a run, kept across attempts so a restart allocates only counts and lists.
struct Search {
    /// `q[row]` = column; always a permutation of `0..n`.
    q: Vec<u32>,
    /// Anti-diagonals (`row + col`) and diagonals (`col + n - 1 - row`) taken while placing.
    downs: Bits,
    ups: Bits,
    /// Rows the greedy start could not place.
    left: Vec<u32>,
    rng: Rng,
    report: Progress,
}

impl Search {
    fn new(n: usize, seed: u64) -> Result<Search> {
        let mut q = alloc_vec(n)?;
        q.resize(n, 0);
        Ok(Search {
            q,
            downs: Bits::new(2 * n - 1)?,
            ups: Bits::new(2 * n - 1)?,
            left: alloc_vec(MAX_LEFT + 1)?,
            rng: Rng::new(seed),
            report: Progress {
                phase: Phase::Shuffle,
                placed: 0,
                collisions: 0,
                swaps: 0,
                restarts: 0,
            },
        })
    }

    /// Attempts until one succeeds.
    fn solve(&mut self, progress: &mut Callback<'_>) -> Step {
        loop {
            self.shuffle(progress)?;
            let solved = self.place(progress)?
                && match self.left.len() {
                    0 => true,
                    _ => self.repair(progress)?,
                };
            if solved {
                return Ok(());
            }
            self.report.restarts = self.report.restarts.saturating_add(1);
        }
    }

    /// Writes a fresh pseudo-random permutation into `q`, in order, so the pass streams
    /// through memory where a Fisher-Yates shuffle would miss the cache on every swap.
    ///
    /// From [`BLOCKED_FROM`] on, the permutation is blocked: rows come in blocks of [`BLOCK`],
    /// and each block's columns are one block of columns (blocks matched at random, columns
    /// in a random order within). The greedy start then tests, for a whole block of rows, the
    /// bits of two short runs of diagonals (row + column and column - row vary by less than
    /// two blocks), which stay in the cache, instead of bits anywhere in 2 x 25 MB at N = 10^8,
    /// each a memory access. It leaves about as few rows to repair (151 at 10^8, 115 at 10^7),
    /// and the repair phase swaps with partners anywhere on the board, as before.
    fn shuffle(&mut self, progress: &mut Callback<'_>) -> Step {
        self.report.placed = 0;
        self.report.collisions = 0;
        if self.q.len() >= BLOCKED_FROM {
            return self.blocked_shuffle(progress);
        }
        let scramble = Scramble::new(&mut self.rng, self.q.len() as u32);
        let (mut from, mut filled) = (0, 0);
        while from < scramble.size() {
            tell(&mut self.report, progress, Phase::Shuffle)?;
            let to = scramble.size().min(from + ROWS_PER_REPORT as u64);
            filled = scramble.fill(from as u32..to as u32, &mut self.q, filled);
            from = to;
        }
        Ok(())
    }

    /// The blocked start (see [`Search::shuffle`]). The last, shorter block of rows takes the
    /// last block of columns, the others a random full block each.
    fn blocked_shuffle(&mut self, progress: &mut Callback<'_>) -> Step {
        let n = self.q.len();
        let (full, tail) = (n / BLOCK, n % BLOCK);
        let order = permutation(&mut self.rng, full)?;
        let within = permutation(&mut self.rng, BLOCK)?;
        let last = permutation(&mut self.rng, tail)?;
        for (i, &block) in order.iter().enumerate() {
            if i % (ROWS_PER_REPORT / BLOCK).max(1) == 0 {
                tell(&mut self.report, progress, Phase::Shuffle)?;
            }
            // A different rotation of the same order within each block.
            let turn = self.rng.below(BLOCK as u32) as usize;
            let base = block * BLOCK as u32;
            let rows = &mut self.q[i * BLOCK..(i + 1) * BLOCK];
            let (head, rest) = rows.split_at_mut(BLOCK - turn);
            for (q, &c) in head.iter_mut().zip(&within[turn..]) {
                *q = base + c;
            }
            for (q, &c) in rest.iter_mut().zip(&within[..turn]) {
                *q = base + c;
            }
        }
        let base = (full * BLOCK) as u32;
        for (q, &c) in self.q[full * BLOCK..].iter_mut().zip(&last) {
            *q = base + c;
        }
        Ok(())
    }

    /// The greedy start: row by row, the first column of the unplaced ones (`q[row..]`, in
    /// random order) whose two diagonals are free. A row with no such column keeps the column
    /// it has and goes on the `left` list. Returns false when too many rows are left for the
    /// repair phase to be worth it.
    fn place(&mut self, progress: &mut Callback<'_>) -> Step<bool> {
        let n = self.q.len();
        self.downs.clear();
        self.ups.clear();
        self.left.clear();
        let mut cursor = 0;
        for row in 0..n {
            if row % ROWS_PER_REPORT == 0 {
                self.report.placed = (row - self.left.len()) as u64;
                tell(&mut self.report, progress, Phase::Place)?;
            }
            cursor = cursor.max(row);
            let fits = self
                .first_fit(row, cursor, n)
                .or_else(|| self.first_fit(row, row, cursor));
            match fits {
                Some(at) => {
                    self.q.swap(row, at);
                    cursor = at + 1;
                    let col = self.q[row] as usize;
                    self.downs.set(row + col);
                    self.ups.set(col + n - 1 - row);
                }
                None if self.left.len() == MAX_LEFT => return Ok(false),
                None => self.left.push(row as u32),
            }
        }
        self.report.placed = (n - self.left.len()) as u64;
        Ok(true)
    }

    /// The first position in `from..to` whose column fits `row`. Both diagonal bits are read
    /// before the one branch: testing the second only when the first is free costs a
    /// mispredicted branch on half the candidates (measured 1.6x slower at N = 10^7), and
    /// testing several candidates per branch was slower still.
    ///
    /// Each candidate also prefetches the diagonal bits of the one [`PLACE_AHEAD`] positions
    /// on. Its row is not known yet, but the row in hand plus a few is within a cache line of
    /// it almost always, and from about 10^7 queens on the bit sets outgrow the cache.
    #[inline]
    fn first_fit(&self, row: usize, from: usize, to: usize) -> Option<usize> {
        let n = self.q.len();
        (from..to).find(|&at| {
            if let Some(&ahead) = self.q.get(at + PLACE_AHEAD) {
                let (r, c) = ((row + PLACE_AHEAD / 3).min(n - 1), ahead as usize);
                self.downs.prefetch(r + c);
                self.ups.prefetch(c + n - 1 - r);
            }
            let col = self.q[at] as usize;
            self.downs.bit(row + col) | self.ups.bit(col + n - 1 - row) == 0
        })
    }

    /// Swaps queens until no diagonal holds two (true), or until swaps stop helping (false).
    ///
    /// The work list starts as the rows left, one end of each collision, which is enough for
    /// a large board: an attacked queen there finds a partner that lowers the count within
    /// about 60 random tries. So a few thousand tries without a gain mean a local minimum (on
    /// small boards they are common); the list is then rebuilt once from a scan of the whole
    /// board, with both ends of every collision, and if that does not help either the attempt
    /// is abandoned for a new start.
    fn repair(&mut self, progress: &mut Callback<'_>) -> Step<bool> {
        let mut board = Counted::new(&mut self.q, &mut self.downs, &mut self.ups, self.left.len())?;
        let mut collisions = 0;
        for &row in &self.left {
            collisions += board.add(row);
        }
        self.report.collisions = collisions;
        let mut work = alloc_vec::<u32>(2 * self.left.len())?;
        work.extend_from_slice(&self.left);
        let n = board.q.len() as u32;
        let patience = (16 * u64::from(n)).min(1 << 12);
        let (mut idle, mut trials, mut rescanned, mut at) = (0u64, 0u64, false, 0usize);
        while collisions > 0 {
            if trials % TRIALS_PER_REPORT == 0 {
                self.report.collisions = collisions;
                tell(&mut self.report, progress, Phase::Repair)?;
            }
            trials += 1;
            if work.is_empty() || idle > patience + 64 * work.len() as u64 {
                if rescanned {
                    return Ok(false);
                }
                board.attacked_rows(&mut work)?;
                (idle, rescanned, at) = (0, true, 0);
                continue;
            }
            if at >= work.len() {
                at = 0;
            }
            let row = work[at];
            if !board.attacked(row) {
                work.swap_remove(at);
                continue;
            }
            let other = self.rng.below(n);
            match board.try_swap(row, other) {
                0 => {
                    idle += 1;
                    at += 1;
                }
                gain => {
                    collisions -= gain;
                    self.report.swaps += 1;
                    (idle, rescanned) = (0, false);
                    if board.attacked(other) {
                        work.try_reserve(1).map_err(|_| no_memory())?;
                        work.push(other);
                    }
                }
            }
        }
        self.report.collisions = 0;
        Ok(true)
    }
}

/// A pseudo-random permutation of `0..len`, for the blocked start's small orders.
fn permutation(rng: &mut Rng, len: usize) -> Result<Vec<u32>> {
    if len == 0 {
        return Ok(Vec::new());
    }
    let scramble = Scramble::new(rng, len as u32);
    let mut out = alloc_vec(scramble.size() as usize)?;
    out.resize(scramble.size() as usize, 0);
    let filled = scramble.fill(0..scramble.size() as u32, &mut out, 0);
    out.truncate(filled);
    Ok(out)
}

/// The error for a list that cannot grow; the big arrays say how much they wanted instead.
fn no_memory() -> Error {
    Error::OutOfMemory { bytes: None }
}

/// Queens per diagonal of one kind, for the repair phase. The placing phase's bit set already
/// says which diagonals hold a queen; the few holding more (one per collision, so a few dozen)
/// keep their extra queens in a small map. Counts for every diagonal would take 2 N bytes or
/// more per kind (4 GB at N = 10^9) and a pass to write them, for a phase that touches a few
/// thousand diagonals.
struct Lines<'a> {
    once: &'a mut Bits,
    more: HashMap<u32, u32, BuildHasherDefault<Mix>>,
}

impl<'a> Lines<'a> {
    /// Room for `extra` crowded diagonals up front, so the repair never allocates: collisions
    /// only fall, and each crowded diagonal is at least one collision.
    fn new(once: &'a mut Bits, extra: usize) -> Result<Lines<'a>> {
        let mut more = HashMap::default();
        more.try_reserve(extra).map_err(|_| no_memory())?;
        Ok(Lines { once, more })
    }

    #[inline]
    fn get(&self, i: usize) -> u32 {
        if self.once.bit(i) == 0 {
            0
        } else {
            1 + self.more.get(&(i as u32)).copied().unwrap_or(0)
        }
    }

    #[inline]
    fn up(&mut self, i: usize) {
        if self.once.bit(i) == 0 {
            self.once.set(i);
        } else {
            *self.more.entry(i as u32).or_insert(0) += 1;
        }
    }

    #[inline]
    fn down(&mut self, i: usize) {
        match self.more.get_mut(&(i as u32)) {
            Some(1) => {
                self.more.remove(&(i as u32));
            }
            Some(extra) => *extra -= 1,
            None => self.once.unset(i),
        }
    }
}

/// A multiplicative hash for diagonal numbers: the map's keys are distinct small integers,
/// and SipHash's protection against chosen keys buys nothing here.
#[derive(Default)]
struct Mix(u64);

impl Hasher for Mix {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }

    fn write_u32(&mut self, x: u32) {
        self.write_u64(u64::from(x));
    }

    fn write_u64(&mut self, x: u64) {
        self.0 = (self.0 ^ x).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
}

/// The permutation with a queen count per diagonal, for the repair phase.
struct Counted<'a> {
    q: &'a mut [u32],
    downs: Lines<'a>,
    ups: Lines<'a>,
    /// `n - 1`, the offset that makes `col - row` an index.
    shift: u32,
}

impl<'a> Counted<'a> {
    /// Counts from the placing phase's bit sets, which it takes over; the `left` rows are not
    /// counted yet.
    fn new(
        q: &'a mut [u32],
        downs: &'a mut Bits,
        ups: &'a mut Bits,
        left: usize,
    ) -> Result<Counted<'a>> {
        let shift = q.len() as u32 - 1;
        Ok(Counted {
            q,
            downs: Lines::new(downs, 2 * left)?,
            ups: Lines::new(ups, 2 * left)?,
            shift,
        })
    }

    #[inline]
    fn lines(&self, row: u32, col: u32) -> (usize, usize) {
        ((row + col) as usize, (col + self.shift - row) as usize)
    }

    /// Counts the queen of `row`; returns the collisions it adds.
    fn add(&mut self, row: u32) -> u64 {
        let (d, u) = self.lines(row, self.q[row as usize]);
        let added = u64::from(self.downs.get(d) >= 1) + u64::from(self.ups.get(u) >= 1);
        self.downs.up(d);
        self.ups.up(u);
        added
    }

    fn attacked(&self, row: u32) -> bool {
        let (d, u) = self.lines(row, self.q[row as usize]);
        self.downs.get(d) > 1 || self.ups.get(u) > 1
    }

    /// Replaces `work` with every attacked row, both ends of every collision.
    fn attacked_rows(&self, work: &mut Vec<u32>) -> Result<()> {
        work.clear();
        for row in 0..self.q.len() as u32 {
            if self.attacked(row) {
                work.try_reserve(1).map_err(|_| no_memory())?;
                work.push(row);
            }
        }
        Ok(())
    }

    /// Swaps the columns of rows `a` and `b` if that lowers the collisions, and returns by how
    /// much (0: not swapped). Two queens can share a line before the swap (then they share the
    /// other kind after it), so the change is counted one queen at a time: each removal reads
    /// the count less the queen removed before it, each addition the count plus the one added.
    fn try_swap(&mut self, a: u32, b: u32) -> u64 {
        if a == b {
            return 0;
        }
        let (ca, cb) = (self.q[a as usize], self.q[b as usize]);
        let (da, ua) = self.lines(a, ca);
        let (db, ub) = self.lines(b, cb);
        let (na_d, na_u) = self.lines(a, cb);
        let (nb_d, nb_u) = self.lines(b, ca);
        let (d, u) = (&self.downs, &self.ups);
        let removed = u32::from(d.get(da) > 1)
            + u32::from(u.get(ua) > 1)
            + u32::from(d.get(db) - u32::from(db == da) > 1)
            + u32::from(u.get(ub) - u32::from(ub == ua) > 1);
        let added = u32::from(d.get(na_d) >= 1)
            + u32::from(u.get(na_u) >= 1)
            + u32::from(d.get(nb_d) + u32::from(nb_d == na_d) >= 1)
            + u32::from(u.get(nb_u) + u32::from(nb_u == na_u) >= 1);
        if added >= removed {
            return 0;
        }
        for i in [da, db] {
            self.downs.down(i);
        }
        for i in [ua, ub] {
            self.ups.down(i);
        }
        for i in [na_d, nb_d] {
            self.downs.up(i);
        }
        for i in [na_u, nb_u] {
            self.ups.up(i);
        }
        self.q.swap(a as usize, b as usize);
        u64::from(removed - added)
    }
}

/// A keyed bijection of `0..n`: two rounds of multiply, xor-shift and add on the smallest
/// power of two covering `n`, keeping the images below `n` in order. That is a pseudo-random
/// permutation computed in one pass with no random memory access and no unpredictable branch
/// (walking each cycle back below `n` instead was 4x slower at N = 10^7). The greedy start
/// needs no more: with it, one round or a true shuffle, rows cost the same 3.03 tries and
/// leave the same handful of rows to repair.
struct Scramble {
    n: u32,
    bits: u32,
    keys: [(u32, u32); 2],
}

impl Scramble {
    fn new(rng: &mut Rng, n: u32) -> Scramble {
        let bits = (u32::BITS - n.saturating_sub(1).leading_zeros()).max(1);
        Scramble {
            n,
            bits,
            keys: [(); 2].map(|()| {
                let r = rng.next_u64();
                ((r >> 32) as u32 | 1, r as u32)
            }),
        }
    }

    /// The domain, `2^bits` values; under `2 n`.
    fn size(&self) -> u64 {
        1 << self.bits
    }

    #[inline]
    fn image(&self, mut x: u32) -> u32 {
        let mask = (1u32 << self.bits).wrapping_sub(1);
        for &(mul, add) in &self.keys {
            x = x.wrapping_mul(mul) & mask;
            x ^= x >> (self.bits / 2 + 1);
            x = x.wrapping_add(add) & mask;
        }
        x
    }

    /// Appends the images below `n` of `xs` to `out[filled..]`; returns the new fill. Every
    /// image is written and kept only if it is below `n`, so the loop has no data-dependent
    /// branch; an image at or above `n` is overwritten by the next one.
    fn fill(&self, xs: std::ops::Range<u32>, out: &mut [u32], mut filled: usize) -> usize {
        for x in xs {
            let y = self.image(x);
            if let Some(slot) = out.get_mut(filled) {
                *slot = y;
            }
            filled += usize::from(y < self.n);
        }
        filled
    }
}

/// xoshiro256++ seeded through splitmix64: small, fast in wasm (64-bit adds, shifts and
/// rotates only) and the same on every platform, so a seed names one solution everywhere.
///
/// Written here rather than taken from `rand_xoshiro`: it is twenty lines, the core stays free
/// of dependencies, and its output is part of the interface (a seed in a shared link must keep
/// naming the same solution), which a crate's seeding or stream changing in an update would
/// break without a compile error. The `generator_stream` test pins it to the published
/// xoshiro256++ reference values.
struct Rng([u64; 4]);

impl Rng {
    fn new(seed: u64) -> Rng {
        let mut state = seed;
        let mut next = || {
            state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = state;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        };
        Rng([next(), next(), next(), next()])
    }

    #[inline]
    fn next_u64(&mut self) -> u64 {
        let s = &mut self.0;
        let out = s[0].wrapping_add(s[3]).rotate_left(23).wrapping_add(s[0]);
        let t = s[1] << 17;
        s[2] ^= s[0];
        s[3] ^= s[1];
        s[1] ^= s[2];
        s[0] ^= s[3];
        s[2] ^= t;
        s[3] = s[3].rotate_left(45);
        out
    }

    /// Uniform in `0..n` by multiply-and-shift (no division, which is slow in wasm); the bias
    /// is below n / 2^32.
    #[inline]
    fn below(&mut self, n: u32) -> u32 {
        (((self.next_u64() >> 32) * u64::from(n)) >> 32) as u32
    }
}

#[cfg(test)]
mod tests {
    use super::Rng;

    /// The reference xoshiro256++ from state [1, 2, 3, 4] (the values rand_xoshiro's own test
    /// checks); a change to the generator would change every seed's solution.
    #[test]
    fn generator_stream() {
        let mut rng = Rng([1, 2, 3, 4]);
        let expected: [u64; 10] = [
            41943041,
            58720359,
            3588806011781223,
            3591011842654386,
            9228616714210784205,
            9973669472204895162,
            14011001112246962877,
            12406186145184390807,
            15849039046786891736,
            10450023813501588000,
        ];
        for want in expected {
            assert_eq!(rng.next_u64(), want);
        }
    }
}
