//! Listing every solution of N, for the playground's solution browser.
//!
//! The browser pages through solutions a batch at a time and may jump anywhere in the list, so
//! the listing is a lazy iterator over an explicit stack: it holds no solutions, can stop after
//! any item, and can be rebuilt from the last solution shown ([`after`]) or from an index
//! ([`skip_to`]). Order is lexicographic in the column list, the order in which the tutorials' //! backtracking finds solutions.

use std::iter::FusedIterator;

use crate::error::Sizes;
use crate::error::{Error, Result};
use crate::names::vocabulary;
use crate::symmetry::{class_of, is_canonical, Class, Transform};

vocabulary! {
    /// What a listing walks: every solution, or one representative per symmetry class.
    pub enum Target: "enumeration target" {
        /// Every solution, in lexicographic order ([`solutions`]).
        All => "all",
        /// The fundamental solutions ([`fundamentals`]).
        Fundamental => "fundamental",
    }
}

/// Largest N the iterators take. One bit per column in a `u32` keeps every mask a single
/// native word on wasm32; and past N = 20 or so nobody walks a noticeable share of the
/// solutions anyway (N = 27 has about 2.3e17), so wider masks would buy nothing.
pub const MAX_ENUMERATE_N: usize = 32;

/// The sizes the iterators take: N from 1 to [`MAX_ENUMERATE_N`].
pub const SIZES: Sizes = Sizes::new(1, MAX_ENUMERATE_N, "enumeration");

/// Rejects sizes outside [`SIZES`] with the same message for every entry point.
fn check_size(n: usize) -> Result<()> {
    SIZES.check(n)
}

/// One row of the search: the columns attacked in it by the queens above, and the columns
/// still to try.
#[derive(Clone, Copy, Debug, Default)]
struct Level {
    columns: u32,
    /// Diagonals that move one column right per row down ("\").
    down_right: u32,
    /// Diagonals that move one column left per row down ("/").
    down_left: u32,
    /// Safe columns of this row not tried yet.
    untried: u32,
}

impl Level {
    /// The row below, once a queen stands on `bit` in this one. Bits shifted past column
    /// N-1 are diagonals that have left the board, and `full` drops them.
    fn child(self, bit: u32, full: u32) -> Level {
        let columns = self.columns | bit;
        let down_right = (self.down_right | bit) << 1;
        let down_left = (self.down_left | bit) >> 1;
        Level {
            columns,
            down_right,
            down_left,
            untried: full & !(columns | down_right | down_left),
        }
    }
}

/// The depth-first walk shared by the iterators and the counter. It never stores the queens
/// it placed: the column of row `i` is the one bit that row `i + 1` attacks and row `i` does
/// not, so a solution is read off the masks only when one is wanted.
#[derive(Clone, Debug)]
struct Walk {
    n: usize,
    full: u32,
    stack: [Level; MAX_ENUMERATE_N],
    /// The row whose `untried` columns come next; it backtracks from there.
    depth: usize,
}

impl Walk {
    /// A walk over the solutions whose first-row column is in `first`. `n` must already be
    /// checked.
    fn new(n: usize, first: u32) -> Walk {
        let full = u32::MAX >> (32 - n);
        let mut stack = [Level::default(); MAX_ENUMERATE_N];
        stack[0].untried = full & first;
        Walk {
            n,
            full,
            stack,
            depth: 0,
        }
    }

    /// A walk whose next leaf is the first solution lexicographically greater than `cols`:
    /// follow `cols` down while its queens are safe, and at each row leave only the columns
    /// right of the one `cols` takes. `cols` must already be checked.
    fn after(n: usize, cols: &[u32]) -> Walk {
        let mut walk = Walk::new(n, u32::MAX);
        for (row, &col) in cols.iter().enumerate() {
            let level = walk.stack[row];
            let bit = 1u32 << col;
            walk.stack[row].untried = level.untried & u32::MAX.checked_shl(col + 1).unwrap_or(0);
            walk.depth = row;
            if level.untried & bit == 0 || row + 1 == n {
                break;
            }
            walk.stack[row + 1] = level.child(bit, walk.full);
        }
        walk
    }

    /// Moves to the next solution; false once there is none, and for ever after.
    ///
    /// The row being worked on stays in a local and goes back to the stack only when the walk
    /// moves down or returns, and the last row is never pushed: a queen in the last-but-one
    /// row completes a solution exactly when it leaves the last row a free column. Both save
    /// memory traffic on every node, which is most of the cost.
    fn next_leaf(&mut self) -> bool {
        let n = self.n;
        let mut depth = self.depth;
        let mut level = self.stack[depth];
        loop {
            if level.untried == 0 {
                let Some(up) = depth.checked_sub(1) else {
                    self.stack[0] = level;
                    self.depth = 0;
                    return false;
                };
                depth = up;
                level = self.stack[depth];
                continue;
            }
            let bit = level.untried & level.untried.wrapping_neg();
            level.untried ^= bit;
            // Only N = 1, or a walk that `after` left in the last row, gets here.
            if depth + 1 == n {
                self.stack[depth] = level;
                self.depth = depth;
                return true;
            }
            let child = level.child(bit, self.full);
            if depth + 2 == n {
                if child.untried != 0 {
                    self.stack[depth] = level;
                    self.stack[depth + 1] = child;
                    self.depth = depth;
                    return true;
                }
                continue;
            }
            self.stack[depth] = level;
            depth += 1;
            level = child;
        }
    }

    /// Appends the solution `next_leaf` just reached.
    fn write_leaf(&self, out: &mut Vec<u32>) {
        let rows = &self.stack[..self.n];
        out.extend(
            rows.windows(2)
                .map(|pair| (pair[1].columns & !pair[0].columns).trailing_zeros()),
        );
        // The last row holds the one column no queen above uses.
        out.extend(
            rows.last()
                .map(|l| (self.full & !l.columns).trailing_zeros()),
        );
    }

    fn leaf(&self) -> Vec<u32> {
        let mut cols = Vec::with_capacity(self.n);
        self.write_leaf(&mut cols);
        cols
    }

    fn first_leaf(mut self) -> Option<Vec<u32>> {
        self.next_leaf().then(|| self.leaf())
    }

    /// Number of leaves still ahead.
    fn count(mut self) -> u64 {
        let mut seen = 0;
        while self.next_leaf() {
            seen += 1;
        }
        seen
    }
}

/// All solutions of N in lexicographic order of the column list, found one at a time.
#[derive(Clone, Debug)]
pub struct Solutions {
    walk: Walk,
    /// What [`Solutions::position`] reports; empty when there is nothing to report.
    last: Vec<u32>,
}

/// Every solution of N, for N in `1..=MAX_ENUMERATE_N`.
pub fn solutions(n: usize) -> Result<Solutions> {
    check_size(n)?;
    Ok(Solutions {
        walk: Walk::new(n, u32::MAX),
        last: Vec::new(),
    })
}

/// The solutions that come after `last` in the listing: those lexicographically greater than
/// it. `last` is usually a solution taken from [`Solutions::position`], but any list of N
/// columns in `0..N` is accepted, so a page can also start at a position the user typed.
pub fn after(n: usize, last: &[u32]) -> Result<Solutions> {
    check_size(n)?;
    if last.len() != n {
        return Err(Error::ColumnCount {
            n,
            got: last.len(),
            whole: true,
        });
    }
    if let Some((row, &col)) = last.iter().enumerate().find(|(_, &c)| c as usize >= n) {
        return Err(Error::SquareOutOfRange {
            row,
            col: col as usize,
            n,
        });
    }
    Ok(Solutions {
        walk: Walk::after(n, last),
        last: last.to_vec(),
    })
}

/// The solutions from the `k`-th (0-based) on; empty when N has `k` solutions or fewer.
///
/// The solutions before the `k`-th are counted rather than listed, and whole first-row
/// subtrees are skipped where their size is known from their mirror image. See [`nth_solution`]
/// for the cost.
pub fn skip_to(n: usize, k: u64) -> Result<Solutions> {
    check_size(n)?;
    let Some(before) = k.checked_sub(1) else {
        return solutions(n);
    };
    match locate(n, before) {
        Some(prev) => after(n, &prev),
        // Past the end: start after the last solution, so `position` still tells where the
        // listing stands. The last solution is the mirror image of the first, because
        // mirroring reverses lexicographic order.
        None => match Walk::new(n, u32::MAX).first_leaf() {
            Some(first) => after(n, &Transform::MirrorColumns.apply(&first)),
            None => solutions(n),
        },
    }
}

/// The `k`-th solution (0-based) in the listing order, or None when N has `k` solutions or
/// fewer.
///
/// Costs at most what walking to it costs, with none of the earlier solutions built, and
/// never much more than half of [`count_all`]: the first row's columns are counted one by
/// one, and those right of the middle mirror those left of it, so they are skipped with their
/// size already known, or walked from whichever end is nearer. There is no budget: for large
/// N and large `k` this runs as long as counting that far takes.
pub fn nth_solution(n: usize, k: u64) -> Result<Option<Vec<u32>>> {
    check_size(n)?;
    Ok(locate(n, k))
}

/// What walking one first-row subtree found.
enum Subtree {
    /// The leaf with the index asked for.
    Leaf(Vec<u32>),
    /// The subtree ended first, after this many leaves.
    Size(u64),
}

/// Walks the solutions whose first row holds `first`, stopping at the one with index `stop`
/// in that subtree.
fn walk_subtree(n: usize, first: u32, stop: u64) -> Subtree {
    let mut walk = Walk::new(n, 1u32 << first);
    let mut seen = 0u64;
    while walk.next_leaf() {
        if seen == stop {
            return Subtree::Leaf(walk.leaf());
        }
        seen += 1;
    }
    Subtree::Size(seen)
}

/// The `k`-th solution of a checked N. Inside one first-row subtree a walk that stops at the
/// target costs less than counting sub-subtrees to descend into, since a count has to go to
/// the end of the subtree it counts; the gain is in the first row, where mirroring pairs the
/// subtrees.
fn locate(n: usize, k: u64) -> Option<Vec<u32>> {
    let mut remaining = k;
    let mut sizes: Vec<u64> = Vec::with_capacity(n);
    for col in 0..n as u32 {
        let mirror = n as u32 - 1 - col;
        let size = if mirror < col {
            // Column `mirror` was walked to its end, so its size is exact.
            let size = sizes[mirror as usize];
            if remaining < size {
                let from_end = size - 1 - remaining;
                return if from_end < remaining {
                    leaf_at(n, mirror, from_end).map(|c| Transform::MirrorColumns.apply(&c))
                } else {
                    leaf_at(n, col, remaining)
                };
            }
            size
        } else {
            match walk_subtree(n, col, remaining) {
                Subtree::Leaf(cols) => return Some(cols),
                Subtree::Size(size) => size,
            }
        };
        remaining -= size;
        sizes.push(size);
    }
    None
}

fn leaf_at(n: usize, first: u32, index: u64) -> Option<Vec<u32>> {
    match walk_subtree(n, first, index) {
        Subtree::Leaf(cols) => Some(cols),
        Subtree::Size(_) => None,
    }
}

/// Number of solutions of N, counted exactly. The right half of the first row mirrors the
/// left half, so only the left half (and the middle column of odd N) is walked.
pub fn count_all(n: usize) -> Result<u64> {
    check_size(n)?;
    let size = |col: usize| Walk::new(n, 1 << col).count();
    let half: u64 = (0..n / 2).map(size).sum();
    let middle = if n % 2 == 1 { size(n / 2) } else { 0 };
    Ok(2 * half + middle)
}

impl Solutions {
    /// Side length.
    pub fn n(&self) -> usize {
        self.walk.n
    }

    /// Where the listing stands: the last solution yielded or, before the first, the list
    /// given to [`after`] (for [`skip_to`], the solution before the `k`-th). `after(n, &pos)`
    /// continues exactly here. None only for a listing that starts at the beginning and has
    /// not yielded yet.
    pub fn position(&self) -> Option<Vec<u32>> {
        (!self.last.is_empty()).then(|| self.last.clone())
    }

    /// Appends up to `max` solutions to `out`, N columns each, and returns how many. One flat
    /// buffer is what the bindings hand to JS as a single `Uint32Array`, and it costs no
    /// allocation per solution. Fewer than `max` means the listing is over.
    pub fn next_batch(&mut self, max: usize, out: &mut Vec<u32>) -> usize {
        let mut produced = 0;
        while produced < max && self.walk.next_leaf() {
            self.walk.write_leaf(out);
            produced += 1;
        }
        if produced > 0 {
            let n = self.walk.n;
            self.last.clear();
            self.last.extend_from_slice(&out[out.len() - n..]);
        }
        produced
    }
}

impl Iterator for Solutions {
    type Item = Vec<u32>;

    fn next(&mut self) -> Option<Vec<u32>> {
        if !self.walk.next_leaf() {
            return None;
        }
        let cols = self.walk.leaf();
        self.last.clone_from(&cols);
        Some(cols)
    }
}

impl FusedIterator for Solutions {}

/// One [`Class`] per set of solutions related by symmetry, in lexicographic order of the
/// representative.
#[derive(Clone, Debug)]
pub struct Fundamentals {
    walk: Walk,
    /// Reused for each candidate so the test costs no allocation.
    cols: Vec<u32>,
}

/// The fundamental solutions of N: those equal to their canonical form.
pub fn fundamentals(n: usize) -> Result<Fundamentals> {
    check_size(n)?;
    // A representative is no larger than its mirror image, so its first queen stands in the
    // left half or the middle: the other half of the tree is never walked.
    let left = u32::MAX >> (32 - n.div_ceil(2));
    Ok(Fundamentals {
        walk: Walk::new(n, left),
        cols: Vec::with_capacity(n),
    })
}

impl Iterator for Fundamentals {
    type Item = Class;

    fn next(&mut self) -> Option<Class> {
        while self.walk.next_leaf() {
            self.cols.clear();
            self.walk.write_leaf(&mut self.cols);
            if is_canonical(&self.cols) {
                return Some(class_of(&self.cols));
            }
        }
        None
    }
}

impl FusedIterator for Fundamentals {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn masks_cover_the_board() {
        assert_eq!(Walk::new(1, u32::MAX).full, 1);
        assert_eq!(Walk::new(32, u32::MAX).full, u32::MAX);
    }

    #[test]
    fn after_the_rightmost_column_of_a_32_board() {
        // Column 31 leaves nothing to its right without overflowing the shift.
        let mut cols: Vec<u32> = vec![31; 32];
        cols[0] = 30;
        let walk = Walk::after(32, &cols);
        assert_eq!(walk.depth, 1);
        assert_eq!(walk.stack[1].untried, 0);
    }

    #[test]
    fn leaf_is_read_back_from_the_masks() {
        let mut walk = Walk::after(8, &[0, 4, 7, 5, 2, 6, 1, 3]);
        assert!(walk.next_leaf());
        assert_eq!(walk.leaf(), vec![0, 5, 7, 2, 6, 3, 1, 4]);
    }
}
