//! Counting all N-Queens solutions, and the fundamental (symmetry-distinct) ones, using the
//! full 8-fold symmetry of the square.
//!
//! # Method
//!
//! Every solution has exactly one queen on each of the four border lines (row 0, row N-1,
//! column 0, column N-1); a queen in a corner lies on two of them. These border queens form
//! the solution's *constellation*. The eight symmetries of the square permute constellations
//! and map the solutions of a constellation one-to-one onto those of its image, so one
//! constellation per symmetry class is searched and weighted by the size of its class:
//!
//! * a constellation with no symmetry stands for 8: each of its solutions counts 8 times in
//!   the total and once as fundamental (its 8 images lie in 8 different constellations);
//! * a constellation can otherwise only be symmetric under the 180-degree rotation (weight 4)
//!   or under all rotations (weight 2): a reflection would map some border queen onto a square
//!   it attacks. Its solutions are counted the same way, and Burnside's lemma turns the count
//!   plus the number of solutions each of its rotations leaves unchanged (a small search that
//!   places queens a whole rotation orbit at a time) into the exact fundamental count:
//!   `(all + fixed_180) / 2`, or `(all + fixed_180 + 2 fixed_90) / 4`. Split units of such a
//!   constellation (see [`plan_split`]) instead record every solution and keep the smallest
//!   of its images, counting it `8 / |its symmetries|` times. The sums over all classes are
//!   OEIS A000170 and A002562.
//!
//! The free rows are filled by a bitboard depth-first search. The pre-placed queens' attacks
//! are folded into one static mask per free row, so the search only tracks the queens it
//! places (columns and both diagonals as shifting bit masks, shifted over pre-placed rows).
//! The search direction matters: each constellation is searched in whichever of its four
//! rotations an estimate of the tree finds smallest (exact for the first free row, or two
//! from N=17 on, then a product of the static free-square counts). At N=16 this cuts the tree
//! from 338M to 202M nodes; the mirror-only reference visits 571M.
//!
//! # Work units
//!
//! [`plan`] lists one [`Unit`] per symmetry class of constellations (N=16: 3206 units,
//! N=17: 4319, N=27: 38604), largest estimated work first. [`plan_split`] also pre-places
//! queens in the first free rows of every unit, for more and smaller units. Units can be
//! counted in any order, on any thread or worker, and their [`Tally`]s summed. A unit
//! serialises to 2 + k `u32` words ([`Unit::to_words`]), k being the queens a split added.
//!
//! # Inner loop
//!
//! A unit's search is cut at its third free row into independent subtrees, three of which are
//! advanced in lock step, one queen per step each, by a step without data-dependent branches:
//! the CPU overlaps the three searches instead of stalling on the mispredicted loop exits of a
//! recursive search. Each frame remembers the row to return to when it runs out of squares,
//! so every step places a queen. Measured at N=16 this is about 3x the plain recursion
//! natively and about 2.8x in V8 (node 20), so wasm32 uses it too. Units with few free rows
//! use the recursion, which is also the tests' reference; node counts agree exactly.
//!
//! # Limits
//!
//! N is 1 to [`MAX_COUNT_N`] = 28: masks are `u32`, and the total for N = 29 (about 3e19)
//! would not fit a `u64`. Time is the real limit: N=16 takes under a second on one core and
//! every further N about 7-9 times longer (N=27 took the Q27 project a year on FPGAs).

use crate::{Error, Result};
use std::cmp::Ordering;

/// Largest N accepted by the counting functions. The total number of solutions for N = 28
/// (about 2.6e18) still fits a `u64`; the one for N = 29 (about 3e19) would not.
pub const MAX_COUNT_N: usize = 28;

const WHAT: &str = "counting";

fn check_n(n: usize) -> Result<()> {
    if n == 0 || n > MAX_COUNT_N {
        Err(Error::SizeOutOfRange {
            n,
            min: 1,
            max: MAX_COUNT_N,
            what: WHAT,
        })
    } else {
        Ok(())
    }
}

/// What counting a unit (or a whole board) found.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// All solutions (OEIS A000170), symmetric images included.
    pub solutions: u64,
    /// Solutions up to rotation and reflection (OEIS A002562).
    pub fundamental: u64,
    /// Search nodes: queens placed by the search, one per square tried in a free row, the
    /// queen completing a solution included (plus, for symmetric constellations, the orbits
    /// placed by the small search for symmetric solutions). Pre-placed queens do not count.
    /// Deterministic: the same for a unit on every platform. Sums saturate instead of wrapping.
    pub nodes: u64,
}

impl std::ops::AddAssign for Tally {
    fn add_assign(&mut self, o: Tally) {
        self.solutions = self.solutions.wrapping_add(o.solutions);
        self.fundamental = self.fundamental.wrapping_add(o.fundamental);
        self.nodes = self.nodes.saturating_add(o.nodes);
    }
}

impl std::ops::Add for Tally {
    type Output = Tally;
    fn add(mut self, o: Tally) -> Tally {
        self += o;
        self
    }
}

impl std::iter::Sum for Tally {
    fn sum<I: Iterator<Item = Tally>>(iter: I) -> Tally {
        iter.fold(Tally::default(), |a, b| a + b)
    }
}

// ---------------------------------------------------------------------------------------------
// Symmetries and constellations

/// The eight symmetries of the square as maps of (row, column) on an n x n board:
/// 0 identity, 1-3 rotations by 90/180/270 degrees clockwise, 4 left-right mirror,
/// 5 top-bottom mirror, 6 main-diagonal transpose, 7 anti-diagonal transpose.
fn sym(g: usize, n: usize, r: usize, c: usize) -> (usize, usize) {
    let m = n - 1;
    match g {
        0 => (r, c),
        1 => (c, m - r),
        2 => (m - r, m - c),
        3 => (m - c, r),
        4 => (r, m - c),
        5 => (m - r, c),
        6 => (c, r),
        _ => (m - c, m - r),
    }
}

fn attacks(a: (usize, usize), b: (usize, usize)) -> bool {
    a.0 == b.0 || a.1 == b.1 || a.0 + b.1 == b.0 + a.1 || a.0 + a.1 == b.0 + b.1
}

/// A constellation: `[column of the queen in row 0, column of the queen in row n-1,
/// row of the queen in column 0, row of the queen in column n-1]`.
type Border = [u8; 4];

/// The distinct squares of a constellation (a corner queen serves two border lines).
fn border_queens(n: usize, b: Border) -> ([(usize, usize); 4], usize) {
    let m = n - 1;
    let mut out = [(0, 0); 4];
    let mut len = 0;
    for q in [
        (0, b[0] as usize),
        (m, b[1] as usize),
        (b[2] as usize, 0),
        (b[3] as usize, m),
    ] {
        if !out[..len].contains(&q) {
            out[len] = q;
            len += 1;
        }
    }
    (out, len)
}

/// On the board and no two distinct border queens attack each other (which also makes corner
/// queens consistent: a queen at (0, 0) must be both the row-0 and the column-0 queen).
fn border_valid(n: usize, b: Border) -> bool {
    if b.iter().any(|&x| x as usize >= n) {
        return false;
    }
    let (q, len) = border_queens(n, b);
    (0..len).all(|i| (0..i).all(|j| !attacks(q[i], q[j])))
}

fn border_image(n: usize, b: Border, g: usize) -> Border {
    let m = n - 1;
    let (q, len) = border_queens(n, b);
    let mut out = [0u8; 4];
    for &(r, c) in &q[..len] {
        let (r, c) = sym(g, n, r, c);
        if r == 0 {
            out[0] = c as u8;
        }
        if r == m {
            out[1] = c as u8;
        }
        if c == 0 {
            out[2] = r as u8;
        }
        if c == m {
            out[3] = r as u8;
        }
    }
    out
}

/// Bit g set when symmetry g maps the constellation onto itself.
fn border_stabiliser(n: usize, b: Border) -> u8 {
    (0..8).fold(0, |s, g| s | (((border_image(n, b, g) == b) as u8) << g))
}

/// One constellation per symmetry class (the lexicographically smallest), in increasing order.
fn canonical_borders(n: usize) -> Vec<Border> {
    let mut out = Vec::new();
    for t in 0..n as u8 {
        for bt in 0..n as u8 {
            for l in 0..n as u8 {
                for r in 0..n as u8 {
                    let b = [t, bt, l, r];
                    if border_valid(n, b) && (1..8).all(|g| border_image(n, b, g) >= b) {
                        out.push(b);
                    }
                }
            }
        }
    }
    out
}

// ---------------------------------------------------------------------------------------------
// Units

/// A piece of the count for one N: a constellation (the four border queens, standing for its
/// whole symmetry class) plus, for units made by [`plan_split`], queens pre-placed in some of
/// the inner rows. Counting a unit gives that part of the board's totals; the units of a
/// [`Plan`] add up to the board's totals.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unit {
    n: u8,
    border: Border,
    extra: Vec<(u8, u8)>,
}

const TAG: u32 = 0x51; // 'Q'
const VERSION: u32 = 1;

fn bad_words(why: &str) -> Error {
    Error::Unsupported(format!("invalid counting unit: {why}"))
}

impl Unit {
    /// The N this unit belongs to.
    pub fn n(&self) -> usize {
        self.n as usize
    }

    /// All pre-placed queens as (row, column): the border queens (a corner queen once), then
    /// the queens a split added.
    pub fn queens(&self) -> Vec<(usize, usize)> {
        let n = self.n as usize;
        let (q, len) = border_queens(n, self.border);
        let mut v = q[..len].to_vec();
        v.extend(self.extra.iter().map(|&(r, c)| (r as usize, c as usize)));
        v
    }

    /// How many constellations this unit's constellation stands for: 8, 4 or 2 (1 for N=1).
    pub fn weight(&self) -> u32 {
        8 / border_stabiliser(self.n as usize, self.border).count_ones()
    }

    /// Compact form, `2 + k` words for a unit with k queens added by a split:
    /// word 0 = `0x51 << 24 | n << 16 | k << 8 | 1` (tag, N, k, format version);
    /// word 1 = the border queens as bytes, little-endian: column in row 0, column in row N-1,
    /// row in column 0, row in column N-1; then one word `row | column << 8` per added queen.
    pub fn to_words(&self) -> Vec<u32> {
        let mut w = Vec::with_capacity(2 + self.extra.len());
        w.push(TAG << 24 | (self.n as u32) << 16 | (self.extra.len() as u32) << 8 | VERSION);
        w.push(u32::from_le_bytes(self.border));
        w.extend(self.extra.iter().map(|&(r, c)| r as u32 | (c as u32) << 8));
        w
    }

    /// Reads [`Unit::to_words`] back, checking everything: header, N in range, every queen on
    /// the board, one queen on each border line, added queens strictly inside, no two queens
    /// attacking each other. Anything else is an error, never a panic.
    pub fn from_words(words: &[u32]) -> Result<Unit> {
        let (&h, rest) = words.split_first().ok_or_else(|| bad_words("no words"))?;
        if h >> 24 != TAG || h & 0xff != VERSION {
            return Err(bad_words("bad header word"));
        }
        let n = (h >> 16 & 0xff) as usize;
        check_n(n)?;
        let k = (h >> 8 & 0xff) as usize;
        if rest.len() != 1 + k {
            return Err(bad_words("word count does not match the header"));
        }
        let border = rest[0].to_le_bytes();
        if !border_valid(n, border) {
            return Err(bad_words(
                "border queens off the board or attacking each other",
            ));
        }
        let mut u = Unit {
            n: n as u8,
            border,
            extra: Vec::with_capacity(k),
        };
        let mut queens = u.queens();
        for &w in &rest[1..] {
            let (r, c) = ((w & 0xff) as usize, (w >> 8 & 0xff) as usize);
            if w >> 16 != 0 || r == 0 || c == 0 || r + 1 >= n || c + 1 >= n {
                return Err(bad_words("added queen not strictly inside the board"));
            }
            if queens.iter().any(|&q| attacks(q, (r, c))) {
                return Err(bad_words("added queen attacked by another queen"));
            }
            queens.push((r, c));
            u.extra.push((r as u8, c as u8));
        }
        Ok(u)
    }

    /// Rough relative cost of counting this unit, for progress weighting and scheduling. It is
    /// the estimate that picked the unit's search orientation: the search tree's nodes counted
    /// exactly down to the first free row (the second, from N=17 on), then continued from
    /// each of those nodes as a sum of products of the later rows' free squares, scaled down
    /// for the columns and diagonals still to be taken. It over-estimates
    /// [`Tally::nodes`] by a roughly constant factor (about 2.6 at N=16, where the ratio
    /// of real to estimated nodes lies between 0.22 and 0.62 for 90% of the units), so use it
    /// only relatively. At least 1; costs about N^2 operations (N^3 from N=17 on).
    pub fn expected_work(&self) -> u64 {
        (self.estimate() as u64).max(1)
    }

    fn estimate(&self) -> f64 {
        let p = Prepared::new(self);
        estimate(&p.levels, p.n, 0, estimate_depth(p.n), 0, 0, 0)
    }
}

/// The units that make up the count for one N, largest expected work first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan {
    /// The board size.
    pub n: usize,
    /// The units; their tallies add up to the board's.
    pub units: Vec<Unit>,
}

/// Free rows searched exactly by [`estimate`]. Two rows (about N^3 work per call) find
/// orientations with about 1.5% fewer nodes than one (about N^2), which pays for the longer
/// [`plan`] from N=17 on (N=16: 7 ms with one row, 19 ms with two; N=27: 1.9 s with two).
fn estimate_depth(n: usize) -> usize {
    if n <= 16 {
        1
    } else {
        2
    }
}

/// Rotates a constellation so that its search tree is smallest by [`estimate`]; returns the
/// unit and its estimate.
fn oriented(n: usize, b: Border) -> (f64, Unit) {
    let rotated = |g| {
        let u = Unit {
            n: n as u8,
            border: border_image(n, b, g),
            extra: Vec::new(),
        };
        (u.estimate(), u)
    };
    let mut best = rotated(0);
    for g in 1..4 {
        let other = rotated(g);
        if other.0 < best.0 {
            best = other;
        }
    }
    best
}

/// Largest estimate first; stable, so equal estimates keep the enumeration order.
fn sort_by_work(mut keyed: Vec<(f64, Unit)>) -> Vec<Unit> {
    keyed.sort_by(|a, b| b.0.total_cmp(&a.0));
    keyed.into_iter().map(|(_, u)| u).collect()
}

/// One unit per symmetry class of constellations, each in its best search orientation,
/// largest expected work first. N=2 and N=3 have no units (and no solutions).
pub fn plan(n: usize) -> Result<Plan> {
    check_n(n)?;
    let keyed = canonical_borders(n)
        .into_iter()
        .map(|b| oriented(n, b))
        .collect();
    Ok(Plan {
        n,
        units: sort_by_work(keyed),
    })
}

/// Like [`plan`], but every unit is split further by pre-placing queens in its first `depth`
/// free rows (in search order), in every way that leaves no two queens attacking each other.
/// `depth` 0 is [`plan`]; each extra level multiplies the number of units by about N/2-N.
/// Splits too deep for a unit stop at complete placements.
pub fn plan_split(n: usize, depth: usize) -> Result<Plan> {
    let base = plan(n)?;
    if depth == 0 {
        return Ok(base);
    }
    let mut units = Vec::new();
    for u in &base.units {
        split_into(u, depth, &mut units);
    }
    let keyed = units.into_iter().map(|u| (u.estimate(), u)).collect();
    Ok(Plan {
        n,
        units: sort_by_work(keyed),
    })
}

fn split_into(u: &Unit, depth: usize, out: &mut Vec<Unit>) {
    let p = Prepared::new(u);
    if depth == 0 || p.levels.is_empty() {
        out.push(u.clone());
        return;
    }
    let row = p.rows[0];
    let mut free = p.levels[0].allowed;
    while free != 0 {
        let c = free.trailing_zeros() as u8;
        free &= free - 1;
        let mut v = u.clone();
        v.extra.push((row, c));
        split_into(&v, depth - 1, out);
    }
}

// ---------------------------------------------------------------------------------------------
// Search set-up

/// One free row of a unit, in search order.
#[derive(Clone, Copy, Debug, Default)]
struct Level {
    /// Squares of this row attacked by no pre-placed queen.
    allowed: u32,
    /// Rows from this free row to the next one (1, or more over pre-placed rows).
    shift: u32,
}

struct Prepared {
    n: usize,
    levels: Vec<Level>,
    /// Board row of each level.
    rows: Vec<u8>,
    /// Column of the pre-placed queen of each board row, `u8::MAX` for free rows.
    fixed: [u8; 32],
    /// Stabiliser of the constellation, bit g for symmetry g.
    stab: u8,
}

impl Prepared {
    fn new(u: &Unit) -> Prepared {
        let n = u.n as usize;
        let queens = u.queens();
        let mut fixed = [u8::MAX; 32];
        for &(r, c) in &queens {
            fixed[r] = c as u8;
        }
        let mask = u32::MAX >> (32 - n);
        let rows: Vec<u8> = (0..n as u8)
            .filter(|&r| fixed[r as usize] == u8::MAX)
            .collect();
        let levels = rows
            .iter()
            .enumerate()
            .map(|(i, &r)| {
                let r = r as usize;
                let mut blocked = 0u32;
                for &(qr, qc) in &queens {
                    let d = r.abs_diff(qr);
                    blocked |= 1 << qc;
                    if qc + d < n {
                        blocked |= 1 << (qc + d);
                    }
                    if qc >= d {
                        blocked |= 1 << (qc - d);
                    }
                }
                let shift = rows.get(i + 1).map_or(0, |&next| next as u32 - r as u32);
                Level {
                    allowed: mask & !blocked,
                    shift,
                }
            })
            .collect();
        Prepared {
            n,
            levels,
            rows,
            fixed,
            stab: border_stabiliser(n, u.border),
        }
    }
}

/// Estimated search nodes: exact down to free row `d`, then from each node there a product of
/// the later rows' free squares, scaled by the share of columns still open and a decay of
/// `1 - 2/n` per row for the diagonals of queens yet to be placed.
fn estimate(l: &[Level], n: usize, k: usize, d: usize, cols: u32, ld: u32, rd: u32) -> f64 {
    if k == l.len() {
        return 0.0;
    }
    let lv = l[k];
    let mut f = lv.allowed & !(cols | ld | rd);
    if k == d {
        let w = (l.len() - d) as f64;
        let decay = 1.0 - 2.0 / n as f64;
        let (mut prod, mut sum, mut ld2, mut rd2, mut fall) = (1.0, 0.0, ld, rd, 1.0);
        for (i, lj) in l[k..].iter().enumerate() {
            let c = (lj.allowed & !(cols | ld2 | rd2)).count_ones() as f64;
            prod *= c * (w - i as f64) / w * fall;
            sum += prod;
            fall *= decay;
            ld2 <<= lj.shift;
            rd2 >>= lj.shift;
        }
        return sum;
    }
    let mut t = f.count_ones() as f64;
    while f != 0 {
        let b = f & f.wrapping_neg();
        f ^= b;
        t += estimate(
            l,
            n,
            k + 1,
            d,
            cols | b,
            (ld | b) << lv.shift,
            (rd | b) >> lv.shift,
        );
    }
    t
}

// ---------------------------------------------------------------------------------------------
// Inner loops. Both return (placements that complete a solution, nodes).

/// Plain recursion: for units with few free rows, and the tests' reference for the lock-step
/// loop.
fn count_recursive(levels: &[Level]) -> (u64, u64) {
    fn rec(l: &[Level], cols: u32, ld: u32, rd: u32, nodes: &mut u64) -> u64 {
        match l {
            [] => 1,
            [last] => (last.allowed & !(cols | ld | rd) != 0) as u64,
            [cur, last] => {
                let mut free = cur.allowed & !(cols | ld | rd);
                *nodes += free.count_ones() as u64;
                let s = cur.shift;
                let mut t = 0;
                while free != 0 {
                    let bit = free & free.wrapping_neg();
                    free ^= bit;
                    let blocked = cols | bit | (ld | bit) << s | (rd | bit) >> s;
                    t += (last.allowed & !blocked != 0) as u64;
                }
                t
            }
            [cur, rest @ ..] => {
                let mut free = cur.allowed & !(cols | ld | rd);
                *nodes += free.count_ones() as u64;
                let s = cur.shift;
                let mut t = 0;
                while free != 0 {
                    let bit = free & free.wrapping_neg();
                    free ^= bit;
                    t += rec(rest, cols | bit, (ld | bit) << s, (rd | bit) >> s, nodes);
                }
                t
            }
        }
    }
    let mut nodes = 0;
    let raw = rec(levels, 0, 0, 0, &mut nodes);
    // The queen completing each solution is a node too (no queen at all when none is free).
    (raw, if levels.is_empty() { 0 } else { nodes + raw })
}

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
const SPLIT_LEVEL: usize = 2;
/// Subtrees advanced in lock step. 3 and 4 are best on x86-64 (the step is about 40
/// instructions; more lanes spill registers).
const LANES: usize = 3;

/// Several subtrees searched in lock step, `K` at a time, each with a branch-free step.
/// Needs `SPLIT_LEVEL + 2` to 30 levels.
fn count_lockstep<const K: usize>(levels: &[Level]) -> (u64, u64) {
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

/// Count of the completions of a unit with trivial stabiliser: (raw completions, nodes).
fn count_plain(levels: &[Level]) -> (u64, u64) {
    if levels.len() >= SPLIT_LEVEL + 4 {
        count_lockstep::<LANES>(levels)
    } else {
        count_recursive(levels)
    }
}

/// The exact path for constellations with symmetries: record each completion and classify it.
struct Classify<'a> {
    p: &'a Prepared,
    perm: [u8; 32],
    tally: Tally,
}

impl Classify<'_> {
    fn go(&mut self, k: usize, cols: u32, ld: u32, rd: u32) {
        let levels = &self.p.levels;
        if k == levels.len() {
            self.tally.nodes += (k > 0) as u64;
            self.leaf();
            return;
        }
        let cur = levels[k];
        let mut free = cur.allowed & !(cols | ld | rd);
        if k + 1 < levels.len() {
            self.tally.nodes += free.count_ones() as u64;
        }
        let s = cur.shift;
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            self.perm[self.p.rows[k] as usize] = bit.trailing_zeros() as u8;
            self.go(k + 1, cols | bit, (ld | bit) << s, (rd | bit) >> s);
        }
    }

    /// Keeps the solution only if no symmetry of the constellation maps it to a smaller one.
    fn leaf(&mut self) {
        let n = self.p.n;
        let p = &self.perm[..n];
        let mut stab = 1u64;
        for g in 1..8 {
            if self.p.stab & (1 << g) == 0 {
                continue;
            }
            let mut q = [0u8; 32];
            for (r, &c) in p.iter().enumerate() {
                let (r2, c2) = sym(g, n, r, c as usize);
                q[r2] = c2 as u8;
            }
            match q[..n].cmp(p) {
                Ordering::Less => return,
                Ordering::Equal => stab += 1,
                Ordering::Greater => {}
            }
        }
        self.tally.solutions += 8 / stab;
        self.tally.fundamental += 1;
    }
}

/// Completions of the pre-placed rows `fixed` (column per row, `u8::MAX` for free rows) that
/// symmetry `g` maps onto themselves; `fixed` must be invariant under `g`. Queens are placed
/// a whole orbit under `g` at a time, so this is a search over a fraction of the rows.
/// Returns (completions, orbits placed).
fn count_invariant(n: usize, fixed: &[u8; 32], g: usize) -> (u64, u64) {
    struct Search {
        n: usize,
        g: usize,
        rows: [u8; 32],
        cols: u32,
        diag: u64,
        anti: u64,
        nodes: u64,
    }
    impl Search {
        fn go(&mut self) -> u64 {
            let n = self.n;
            let m = n - 1;
            let Some(r) = self.rows[..n].iter().position(|&c| c == u8::MAX) else {
                return 1;
            };
            let mut total = 0;
            for c in 0..n {
                let mut orbit = [(0, 0); 4];
                let mut len = 0;
                let mut sq = (r, c);
                let (mut rows, mut cols, mut diag, mut anti) =
                    (0u32, self.cols, self.diag, self.anti);
                let ok = loop {
                    let (qr, qc) = sq;
                    let (d, a) = (1u64 << (qr + m - qc), 1u64 << (qr + qc));
                    if self.rows[qr] != u8::MAX
                        || rows & 1 << qr != 0
                        || cols & 1 << qc != 0
                        || diag & d != 0
                        || anti & a != 0
                    {
                        break false;
                    }
                    rows |= 1 << qr;
                    cols |= 1 << qc;
                    diag |= d;
                    anti |= a;
                    orbit[len] = sq;
                    len += 1;
                    sq = sym(self.g, n, qr, qc);
                    if sq == (r, c) {
                        break true;
                    }
                };
                if !ok {
                    continue;
                }
                self.nodes += 1;
                let saved = (self.cols, self.diag, self.anti);
                (self.cols, self.diag, self.anti) = (cols, diag, anti);
                for &(qr, qc) in &orbit[..len] {
                    self.rows[qr] = qc as u8;
                }
                total += self.go();
                for &(qr, _) in &orbit[..len] {
                    self.rows[qr] = u8::MAX;
                }
                (self.cols, self.diag, self.anti) = saved;
            }
            total
        }
    }
    let m = n - 1;
    let mut s = Search {
        n,
        g,
        rows: *fixed,
        cols: 0,
        diag: 0,
        anti: 0,
        nodes: 0,
    };
    for (r, &c) in fixed[..n].iter().enumerate() {
        if c != u8::MAX {
            let c = c as usize;
            s.cols |= 1 << c;
            s.diag |= 1 << (r + m - c);
            s.anti |= 1 << (r + c);
        }
    }
    let count = s.go();
    (count, s.nodes)
}

/// Counts one unit of the plan for `n`.
pub fn count_unit(n: usize, unit: &Unit) -> Result<Tally> {
    check_n(n)?;
    if unit.n as usize != n {
        return Err(Error::Unsupported(format!(
            "this counting unit is for N = {}, not N = {n}",
            unit.n
        )));
    }
    let p = Prepared::new(unit);
    const ROT180: u8 = 0b101;
    const ROTATIONS: u8 = 0b1111;
    match p.stab {
        1 => {
            let (raw, nodes) = count_plain(&p.levels);
            return Ok(Tally {
                solutions: 8 * raw,
                fundamental: raw,
                nodes,
            });
        }
        // Whole constellations with rotational symmetry (the only symmetry a constellation can
        // have for N > 1: a reflection maps some border queen onto a square it attacks). The
        // rotations in S pair up the solutions; Burnside's lemma counts the orbits from the
        // solutions each rotation leaves unchanged, found by a small search of symmetric
        // placements. A unit with added queens uses the classifying search instead, because
        // its solutions' images lie partly in other units.
        ROT180 | ROTATIONS if unit.extra.is_empty() => {
            let (raw, nodes) = count_plain(&p.levels);
            let (fix180, nodes180) = count_invariant(n, &p.fixed, 2);
            let (solutions, fundamental, more) = if p.stab == ROT180 {
                (4 * raw, (raw + fix180) / 2, 0)
            } else {
                let (fix90, nodes90) = count_invariant(n, &p.fixed, 1);
                (2 * raw, (raw + fix180 + 2 * fix90) / 4, nodes90)
            };
            return Ok(Tally {
                solutions,
                fundamental,
                nodes: nodes + nodes180 + more,
            });
        }
        _ => {}
    }
    Ok(classify(&p))
}

/// The general exact path: every completion recorded and classified.
fn classify(p: &Prepared) -> Tally {
    let mut c = Classify {
        p,
        perm: p.fixed,
        tally: Tally::default(),
    };
    c.go(0, 0, 0, 0);
    c.tally
}

/// Counts all solutions and the fundamental ones for `n`, one unit after the other.
pub fn count(n: usize) -> Result<Tally> {
    let p = plan(n)?;
    let mut t = Tally::default();
    for u in &p.units {
        t += count_unit(n, u)?;
    }
    Ok(t)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// OEIS A000170, N = 0..=18.
    const TOTAL: [u64; 19] = [
        1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596, 2279184, 14772512,
        95815104, 666090624,
    ];
    /// OEIS A002562, N = 0..=16.
    const FUNDAMENTAL: [u64; 17] = [
        1, 1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787, 9233, 45752, 285053, 1846955,
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
                let (r2, c2) = sym(g, n, r, c);
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

    #[test]
    fn inner_loops_agree() {
        for n in [8, 11, 13] {
            for u in plan_split(n, 1)
                .unwrap()
                .units
                .iter()
                .chain(&plan(n).unwrap().units)
            {
                let p = Prepared::new(u);
                let rec = count_recursive(&p.levels);
                if p.levels.len() >= SPLIT_LEVEL + 2 {
                    assert_eq!(count_lockstep::<4>(&p.levels), rec, "{u:?}");
                    assert_eq!(count_lockstep::<1>(&p.levels), rec, "{u:?}");
                    assert_eq!(count_lockstep::<3>(&p.levels), rec, "{u:?}");
                }
            }
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
        // Pre-place all but the last 12 free rows: a unit for the lock-step loop at full width.
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
        assert_eq!(
            count_lockstep::<LANES>(&p.levels),
            count_recursive(&p.levels)
        );
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
}
