//! What every kernel shares: the stacks, their seeding, and the loop that picks the row to step.

use super::super::prepared::Level;
use super::{FULL, SPLIT, STEP};

/// One row's frames, as four arrays, so that a vector load reads one field of several frames.
/// Each array has a step of room past its last frame: a vector store writes whole vectors
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
/// to try, and the placements made on the way (nodes), as the recursion counts them.
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

/// A step's work: take the `take` frames of `st` from `at`, place each one's next queen (the
/// row's `shift` to the next row, whose free squares are `allowed`), pack the children onto
/// `child` (`None` when the next row is the last: children there are counted) and the frames
/// with squares left back from `at`.
pub(super) struct Take<'a> {
    pub(super) st: &'a mut Stack,
    pub(super) at: usize,
    pub(super) take: usize,
    pub(super) child: Option<&'a mut Stack>,
    pub(super) shift: u32,
    pub(super) allowed: u32,
}

/// The search every kernel shares: which row next, how many frames, the stacks' lengths.
/// Returns (raw completions, nodes). `step` is inlined into each kernel's entry, so it runs
/// with that kernel's instructions.
///
/// Stack lengths: a row gets at most STEP children while it is not full (it is the next row
/// after the deepest full one, or no row is full), so holds at most FULL + STEP - 1 frames, its
/// room; and a row taken gets back fewer frames than were taken from it. So a step may load
/// and store whole vectors from `at` and from a child's length: the arrays have STEP lanes of
/// room past any length.
///
/// Rows: one stack per row below `SPLIT`, and a `u32` of marks holds a bit per row, so a unit
/// must have `SPLIT + 2` to 32 free rows ([`super::fits`]). Stack lengths, and so every vector
/// load and store a kernel makes, rely on that, so it is checked here, where they are made, and
/// not left to the callers: a unit outside it is a panic, never memory out of bounds.
#[inline(always)]
pub(super) fn run(levels: &[Level], mut step: impl FnMut(Take<'_>) -> Stepped) -> (u64, u64) {
    assert!(
        super::fits(levels),
        "the wide search takes {} to 32 free rows, not {}",
        SPLIT + 2,
        levels.len()
    );
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
