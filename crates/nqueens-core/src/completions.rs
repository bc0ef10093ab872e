//! Counting and listing the completions of a partial board: "how many solutions contain these
//! queens?" for the playground's Play view, and the list of them for its Solutions view.
//!
//! A teacher places a few queens and asks how much freedom is left. The answer is a search over
//! the rows that hold no queen yet: each fixed queen takes its column for good and takes one or
//! two squares of every other row through its diagonals, so those squares are folded into one
//! static mask per free row ([`Partial`]), and the search tracks only the queens it places.
//!
//! Large boards with few queens take as long as counting N itself (without the symmetry the
//! Count view uses, since fixed queens break it), so the work is split into [`Unit`]s — the
//! queens of the first free rows, pre-placed — that any number of workers count independently
//! and whose [`Tally`]s add up.

use crate::attacks::Line;
use crate::board::Square;
use crate::count::MAX_COUNT_N;
use crate::error::Sizes;
use crate::error::{Error, Result};
use crate::words::msg;

/// Largest N: the Count view's limit, so a board the Count view can count can also be
/// completed (masks are `u32`, totals `u64`).
pub const MAX_COMPLETIONS_N: usize = MAX_COUNT_N;

/// The sizes whose completions are counted: N from 1 to [`MAX_COMPLETIONS_N`].
pub const SIZES: Sizes = Sizes::new(1, MAX_COMPLETIONS_N, "completions");

/// Units a plan aims for: enough for a pool of workers to share evenly and report progress
/// often, few enough that each is worth sending to a worker.
const TARGET_UNITS: usize = 256;

/// A partial board made ready for search: the fixed queens' columns and, per row, the columns
/// the fixed queens take from it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Partial {
    n: usize,
    /// The column of the fixed queen in each row, if any.
    fixed: Vec<Option<u32>>,
    /// Per row: the columns the fixed queens attack there (columns and diagonals).
    blocked: Vec<u32>,
    /// The rows without a fixed queen, top to bottom: the rows the search fills.
    free: Vec<usize>,
}

impl Partial {
    /// Checks the board: N from 1 to [`MAX_COMPLETIONS_N`], every square on it, and no two
    /// queens attacking each other (a board whose queens attack has no completion, and saying
    /// so plainly is more useful than answering 0).
    pub fn new(n: usize, queens: &[Square]) -> Result<Partial> {
        SIZES.check(n)?;
        let mut fixed: Vec<Option<u32>> = vec![None; n];
        for (i, &q) in queens.iter().enumerate() {
            if q.row as usize >= n || q.col as usize >= n {
                return Err(Error::SquareOutOfRange {
                    row: q.row as usize,
                    col: q.col as usize,
                    n,
                });
            }
            for &other in &queens[..i] {
                if other == q {
                    return Err(Error::DuplicateQueen {
                        row: q.row,
                        col: q.col,
                    });
                }
                if let Some(line) = Line::shared_by(other, q) {
                    return Err(Error::Attacking(msg!(
                        "completions.attacking",
                        a_row = other.row,
                        a_col = other.col,
                        b_row = q.row,
                        b_col = q.col,
                        line = line.name()
                    )));
                }
            }
            fixed[q.row as usize] = Some(q.col);
        }
        let mut blocked = vec![0u32; n];
        for (row, mask) in blocked.iter_mut().enumerate() {
            for q in queens {
                let distance = row.abs_diff(q.row as usize);
                let col = q.col as usize;
                *mask |= 1 << col;
                if col + distance < n {
                    *mask |= 1 << (col + distance);
                }
                if distance <= col {
                    *mask |= 1 << (col - distance);
                }
            }
        }
        let free = (0..n).filter(|&row| fixed[row].is_none()).collect();
        Ok(Partial {
            n,
            fixed,
            blocked,
            free,
        })
    }

    pub fn n(&self) -> usize {
        self.n
    }

    /// How many rows the search fills.
    pub fn free_rows(&self) -> usize {
        self.free.len()
    }

    fn full(&self) -> u32 {
        u32::MAX >> (32 - self.n)
    }

    /// The work split into independent units: every safe way to fill the first free rows, as
    /// deep as it takes to reach about [`TARGET_UNITS`] (never deeper than the free rows).
    pub fn plan(&self) -> Plan {
        let mut nodes = 0;
        let mut units = vec![Unit { columns: vec![] }];
        while units.len() < TARGET_UNITS
            && units
                .first()
                .is_some_and(|u| u.columns.len() < self.free.len())
        {
            let mut next = Vec::new();
            for unit in &units {
                let state = self.state_after(&unit.columns);
                let Some(state) = state else { continue };
                let mut open = state.open(self);
                while open != 0 {
                    let bit = open & open.wrapping_neg();
                    open &= open - 1;
                    nodes += 1;
                    let mut columns = unit.columns.clone();
                    columns.push(bit.trailing_zeros());
                    next.push(Unit { columns });
                }
            }
            units = next;
            if units.is_empty() {
                break; // no completion at all: nothing left to count
            }
        }
        Plan { units, nodes }
    }

    /// Counts the completions that extend `unit` (a unit of this board's plan).
    pub fn count_unit(&self, unit: &Unit) -> Result<Tally> {
        if unit.columns.len() > self.free.len() {
            return Err(Error::InvalidUnit(msg!(
                "unit.too-many",
                queens = unit.columns.len(),
                free = self.free.len()
            )));
        }
        if unit.columns.iter().any(|&c| c as usize >= self.n) {
            return Err(Error::InvalidUnit(msg!("unit.off-board", n = self.n)));
        }
        let mut tally = Tally::default();
        if let Some(state) = self.state_after(&unit.columns) {
            self.search(state, &mut tally);
        }
        Ok(tally)
    }

    /// Counts every completion on this thread (the tests' and the CLI's entry point).
    pub fn count(&self) -> Tally {
        let mut tally = Tally::default();
        if let Some(state) = self.state_after(&[]) {
            self.search(state, &mut tally);
        }
        tally
    }

    /// The search state with `columns` placed in the first free rows, or `None` when one of
    /// them is not safe.
    fn state_after(&self, columns: &[u32]) -> Option<State> {
        let mut state = State {
            depth: 0,
            row: 0,
            columns: 0,
            down_right: 0,
            down_left: 0,
        };
        for &col in columns {
            let bit = 1u32 << col;
            if state.open(self) & bit == 0 {
                return None;
            }
            state = state.child(self, bit);
        }
        Some(state)
    }

    fn search(&self, state: State, tally: &mut Tally) {
        if state.depth == self.free.len() {
            tally.solutions += 1;
            return;
        }
        let mut open = state.open(self);
        while open != 0 {
            let bit = open & open.wrapping_neg();
            open &= open - 1;
            tally.nodes += 1;
            self.search(state.child(self, bit), tally);
        }
    }

    /// Every completion in lexicographic order of the column list, `skip` of them left out
    /// first (the Solutions view pages through them).
    pub fn completions(&self, skip: u64) -> Completions {
        let mut walk = Completions {
            partial: self.clone(),
            stack: Vec::with_capacity(self.free.len() + 1),
            done: false,
        };
        match self.state_after(&[]) {
            Some(state) => walk.stack.push((state, state.open(self))),
            None => walk.done = true,
        }
        for _ in 0..skip {
            if walk.next().is_none() {
                break;
            }
        }
        walk
    }
}

/// The search below one free row: the free row it fills (`depth`-th), the board row of the
/// last queen it placed, and the attacks of the queens it placed, as of that row.
#[derive(Clone, Copy, Debug)]
struct State {
    depth: usize,
    row: usize,
    columns: u32,
    down_right: u32,
    down_left: u32,
}

impl State {
    /// The safe columns of the free row this state fills next.
    fn open(&self, p: &Partial) -> u32 {
        let Some(&row) = p.free.get(self.depth) else {
            return 0;
        };
        // The diagonals advance one column per row, fixed rows in between included.
        let gap = (row - self.row) as u32;
        let down_right = shift_left(self.down_right, gap);
        let down_left = self.down_left.checked_shr(gap).unwrap_or(0);
        p.full() & !(p.blocked[row] | self.columns | down_right | down_left)
    }

    fn child(&self, p: &Partial, bit: u32) -> State {
        let row = p.free[self.depth];
        let gap = (row - self.row) as u32;
        State {
            depth: self.depth + 1,
            row,
            columns: self.columns | bit,
            down_right: shift_left(self.down_right, gap) | bit,
            down_left: self.down_left.checked_shr(gap).unwrap_or(0) | bit,
        }
    }
}

fn shift_left(mask: u32, by: u32) -> u32 {
    mask.checked_shl(by).unwrap_or(0)
}

/// The units of a board's search, and the nodes the split itself placed (the queens of the
/// first free rows, dead ends included), so that these plus the units' nodes are the nodes
/// of the whole search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan {
    pub units: Vec<Unit>,
    pub nodes: u64,
}

/// Part of the work: the columns of the queens pre-placed in the first free rows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unit {
    pub columns: Vec<u32>,
}

/// What counting found: completions, and search nodes (queens the search placed in free rows,
/// the pre-placed ones of a unit not included), which sum over units to the whole search's.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub solutions: u64,
    pub nodes: u64,
}

impl std::ops::AddAssign for Tally {
    fn add_assign(&mut self, o: Tally) {
        self.solutions += o.solutions;
        self.nodes += o.nodes;
    }
}

/// The completions of a partial board, each as a full column list, in lexicographic order.
pub struct Completions {
    partial: Partial,
    /// Per placed free row: its state and the columns not tried yet.
    stack: Vec<(State, u32)>,
    done: bool,
}

impl Iterator for Completions {
    type Item = Vec<u32>;

    fn next(&mut self) -> Option<Vec<u32>> {
        let p = &self.partial;
        while !self.done {
            let Some(top) = self.stack.last_mut() else {
                self.done = true;
                break;
            };
            let (state, untried) = *top;
            if state.depth == p.free.len() {
                let solution = self.read();
                self.stack.pop();
                return Some(solution);
            }
            if untried == 0 {
                self.stack.pop();
                continue;
            }
            let bit = untried & untried.wrapping_neg();
            top.1 &= untried - 1;
            let child = state.child(p, bit);
            self.stack.push((child, child.open(p)));
        }
        None
    }
}

impl Completions {
    /// The solution on the stack: fixed queens where they stand, each placed queen the bit its
    /// level added to the columns.
    fn read(&self) -> Vec<u32> {
        let p = &self.partial;
        let mut cols: Vec<u32> = p.fixed.iter().map(|c| c.unwrap_or(0)).collect();
        for pair in self.stack.windows(2) {
            let added = pair[1].0.columns & !pair[0].0.columns;
            cols[p.free[pair[0].0.depth]] = added.trailing_zeros();
        }
        cols
    }
}

impl Unit {
    /// Flat words for a worker message: the columns.
    pub fn words(&self) -> &[u32] {
        &self.columns
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oeis;

    /// Independent reference: every permutation-free placement by plain recursion with a
    /// pairwise check, kept when it holds every fixed queen.
    fn brute(n: usize, queens: &[Square]) -> Vec<Vec<u32>> {
        fn go(n: usize, cols: &mut Vec<u32>, out: &mut Vec<Vec<u32>>) {
            if cols.len() == n {
                out.push(cols.clone());
                return;
            }
            let r = cols.len() as i64;
            for c in 0..n as u32 {
                let ok = cols.iter().enumerate().all(|(pr, &pc)| {
                    let (pr, pc, c) = (pr as i64, i64::from(pc), i64::from(c));
                    pc != c && (pr - r).abs() != (pc - c).abs()
                });
                if ok {
                    cols.push(c);
                    go(n, cols, out);
                    cols.pop();
                }
            }
        }
        let mut all = Vec::new();
        go(n, &mut Vec::new(), &mut all);
        all.retain(|s| queens.iter().all(|q| s[q.row as usize] == q.col));
        all
    }

    /// A small deterministic generator, so the tests need no dependency.
    fn next(seed: &mut u64) -> u64 {
        *seed ^= *seed << 13;
        *seed ^= *seed >> 7;
        *seed ^= *seed << 17;
        *seed
    }

    #[test]
    fn empty_board_counts_every_solution() {
        for n in 1..=10 {
            let p = Partial::new(n, &[]).unwrap();
            assert_eq!(p.count().solutions, oeis::A000170[n], "N = {n}");
        }
    }

    #[test]
    fn counts_and_lists_agree_with_brute_force_on_random_boards() {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut checked = 0;
        for n in 1..=9 {
            for _ in 0..60 {
                let k = (next(&mut seed) % (n as u64 / 2 + 2)) as usize;
                let mut queens: Vec<Square> = Vec::new();
                for _ in 0..k {
                    let sq = Square::new(
                        (next(&mut seed) % n as u64) as u32,
                        (next(&mut seed) % n as u64) as u32,
                    );
                    if !queens
                        .iter()
                        .any(|&q| q == sq || Line::shared_by(q, sq).is_some())
                    {
                        queens.push(sq);
                    }
                }
                let expected = brute(n, &queens);
                let p = Partial::new(n, &queens).unwrap();
                assert_eq!(
                    p.count().solutions,
                    expected.len() as u64,
                    "N = {n}, {queens:?}"
                );
                let listed: Vec<Vec<u32>> = p.completions(0).collect();
                assert_eq!(listed, expected, "N = {n}, {queens:?}");
                let plan = p.plan();
                let mut by_units = Tally {
                    solutions: 0,
                    nodes: plan.nodes,
                };
                for unit in plan.units {
                    by_units += p.count_unit(&unit).unwrap();
                }
                assert_eq!(by_units, p.count(), "N = {n}, {queens:?}");
                if expected.len() > 3 {
                    let rest: Vec<Vec<u32>> = p.completions(3).collect();
                    assert_eq!(rest, expected[3..]);
                }
                checked += usize::from(!queens.is_empty() && !expected.is_empty());
            }
        }
        assert!(
            checked > 50,
            "only {checked} boards with queens and completions"
        );
    }

    #[test]
    fn known_counts_for_fixed_queens() {
        // A queen in a corner of the 8x8 board: 4 of the 92 solutions hold it.
        let p = Partial::new(8, &[Square::new(0, 0)]).unwrap();
        assert_eq!(p.count().solutions, 4);
        // A full solution completes only to itself; the plan has one empty unit.
        let solution: Vec<Square> = [0, 4, 7, 5, 2, 6, 1, 3]
            .iter()
            .enumerate()
            .map(|(r, &c)| Square::new(r as u32, c))
            .collect();
        let p = Partial::new(8, &solution).unwrap();
        assert_eq!(
            p.count(),
            Tally {
                solutions: 1,
                nodes: 0
            }
        );
        assert_eq!(
            p.completions(0).collect::<Vec<_>>(),
            vec![vec![0, 4, 7, 5, 2, 6, 1, 3]]
        );
        // Queens that leave no room: plan is empty, count is 0.
        let p = Partial::new(4, &[Square::new(0, 0)]).unwrap();
        assert!(p.plan().units.is_empty());
        assert_eq!(p.count().solutions, 0);
    }

    #[test]
    fn plan_splits_large_boards_and_units_sum_to_the_whole() {
        let p = Partial::new(12, &[Square::new(5, 3)]).unwrap();
        let plan = p.plan();
        assert!(
            plan.units.len() >= TARGET_UNITS,
            "{} units",
            plan.units.len()
        );
        let mut sum = Tally {
            solutions: 0,
            nodes: plan.nodes,
        };
        for unit in &plan.units {
            sum += p.count_unit(unit).unwrap();
        }
        assert_eq!(sum, p.count());
        assert_eq!(sum.solutions, brute(12, &[Square::new(5, 3)]).len() as u64);
    }

    #[test]
    fn bad_input_gets_a_clear_error() {
        let attack = Partial::new(8, &[Square::new(0, 0), Square::new(3, 3)]).unwrap_err();
        assert_eq!(
            attack.to_string(),
            "the queens at row 0, column 0 and row 3, column 3 already attack each other along a diagonal, so no solution contains them"
        );
        let column = Partial::new(8, &[Square::new(1, 2), Square::new(6, 2)]).unwrap_err();
        assert!(column.to_string().contains("along a column"), "{column}");
        let anti = Partial::new(8, &[Square::new(0, 3), Square::new(3, 0)]).unwrap_err();
        assert!(
            anti.to_string().contains("along an anti-diagonal"),
            "{anti}"
        );
        assert!(matches!(
            Partial::new(0, &[]),
            Err(Error::SizeOutOfRange { .. })
        ));
        assert!(matches!(
            Partial::new(MAX_COMPLETIONS_N + 1, &[]),
            Err(Error::SizeOutOfRange { .. })
        ));
        assert!(matches!(
            Partial::new(5, &[Square::new(5, 0)]),
            Err(Error::SquareOutOfRange { .. })
        ));
        let p = Partial::new(5, &[]).unwrap();
        assert!(p.count_unit(&Unit { columns: vec![9] }).is_err());
        assert!(p
            .count_unit(&Unit {
                columns: vec![0; 6]
            })
            .is_err());
    }

    #[test]
    fn largest_board_is_accepted_and_split() {
        // N = 28 with the queens of a constructed solution in all but its last four rows: the
        // diagonals shift across the whole 32-bit mask.
        let solution = crate::construct::construct(28).unwrap();
        let queens: Vec<Square> = solution[..24]
            .iter()
            .enumerate()
            .map(|(r, &c)| Square::new(r as u32, c))
            .collect();
        let p = Partial::new(28, &queens).unwrap();
        let count = p.count().solutions;
        assert!(count >= 1);
        assert_eq!(count, brute_tail(28, &solution[..24]));
        assert!(p.completions(0).any(|s| s == solution));
        let p = Partial::new(28, &[Square::new(27, 27)]).unwrap();
        assert!(p.plan().units.len() >= TARGET_UNITS);
    }

    /// Completions of the first rows `prefix` by plain recursion over the remaining rows.
    fn brute_tail(n: usize, prefix: &[u32]) -> u64 {
        fn go(n: usize, cols: &mut Vec<u32>) -> u64 {
            if cols.len() == n {
                return 1;
            }
            let r = cols.len() as i64;
            let mut total = 0;
            for c in 0..n as u32 {
                if cols.iter().enumerate().all(|(pr, &pc)| {
                    pc != c && (pr as i64 - r).abs() != (i64::from(pc) - i64::from(c)).abs()
                }) {
                    cols.push(c);
                    total += go(n, cols);
                    cols.pop();
                }
            }
            total
        }
        go(n, &mut prefix.to_vec())
    }
}
