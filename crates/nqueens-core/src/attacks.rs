//! Which queens attack which, for the playground's live view. Queens attack along rows, columns
//! and both diagonals with no blocking (the PyCSP3 tutorial's rule), so a pair either shares a line or not
//! and everything here can be counted per line instead of per pair: a board packed with queens
//! costs O(n^2), not O(q^2).

use std::collections::HashMap;

use crate::board::{Board, Square};
use crate::names::vocabulary;

vocabulary! {
    /// The four kinds of line a queen attacks along; the names are the page's legend.
    pub enum Line: "line" {
        Row => "row",
        Column => "column",
        /// `row - col` constant: the "\" direction.
        Diagonal => "diagonal",
        /// `row + col` constant: the "/" direction.
        AntiDiagonal => "anti-diagonal",
    }
}

impl Line {
    /// The line two distinct squares share, if any (at most one: two lines meet in one
    /// square). The step engine names the line behind every attack with it.
    pub fn shared_by(a: Square, b: Square) -> Option<Line> {
        let (ar, ac) = (i64::from(a.row), i64::from(a.col));
        let (br, bc) = (i64::from(b.row), i64::from(b.col));
        if ar == br {
            Some(Line::Row)
        } else if ac == bc {
            Some(Line::Column)
        } else if ar - ac == br - bc {
            Some(Line::Diagonal)
        } else if ar + ac == br + bc {
            Some(Line::AntiDiagonal)
        } else {
            None
        }
    }

    /// The line's name with its article, as a sentence says it: "a diagonal", "an
    /// anti-diagonal".
    pub fn with_article(self) -> &'static str {
        match self {
            Line::Row => "a row",
            Line::Column => "a column",
            Line::Diagonal => "a diagonal",
            Line::AntiDiagonal => "an anti-diagonal",
        }
    }

    /// Position in [`Line::ALL`], for indexing `pairs_by_line` and similar arrays.
    pub fn index(self) -> usize {
        match self {
            Line::Row => 0,
            Line::Column => 1,
            Line::Diagonal => 2,
            Line::AntiDiagonal => 3,
        }
    }

    /// How many lines of this kind an `n` x `n` board has.
    fn count(self, n: usize) -> usize {
        match self {
            Line::Row | Line::Column => n,
            Line::Diagonal | Line::AntiDiagonal => (2 * n).saturating_sub(1),
        }
    }

    /// Which line of this kind `sq` lies on, as an index below `count(n)`; `sq` must be on the
    /// board.
    fn key(self, sq: Square, n: usize) -> usize {
        let (row, col) = (sq.row as usize, sq.col as usize);
        match self {
            Line::Row => row,
            Line::Column => col,
            Line::Diagonal => row + n - 1 - col,
            Line::AntiDiagonal => row + col,
        }
    }
}

/// Two queens that attack each other, `a` before `b` row-major. Two distinct squares share at
/// most one line, so `line` is the only one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Pair {
    pub a: Square,
    pub b: Square,
    pub line: Line,
}

/// Most pairs [`analyze`] lists. A full 256x256 board has billions of pairs; nobody reads past
/// a few thousand, and the counts stay exact without the list.
pub const MAX_LISTED_PAIRS: usize = 4096;

/// The attack picture of one board.
#[derive(Clone, Debug)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize),
    serde(rename_all = "camelCase")
)]
pub struct Attacks {
    /// Board side.
    pub n: usize,
    /// Number of queens on the board.
    pub queens: usize,
    /// Attacking pairs, `a` row-major then `b` row-major, cut at [`MAX_LISTED_PAIRS`].
    pub pairs: Vec<Pair>,
    /// Exact number of attacking pairs, listed or not.
    pub total_pairs: u64,
    /// Exact pairs per kind of line, indexed by [`Line::index`].
    pub pairs_by_line: [u64; 4],
    /// `n * n` flags, row-major: the square shares a line with a queen standing elsewhere. A
    /// queen's own square counts only when another queen attacks it, so the page can paint
    /// safe queens and attacked queens differently.
    pub attacked: Vec<bool>,
    /// One flag per queen, aligned with `Board::queens()`: the queen is in at least one pair.
    pub attacking: Vec<bool>,
}

/// A board checked, as `nqueens check --json` prints it and Python's `check` returns it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Verdict<'a> {
    pub n: usize,
    pub queens: usize,
    /// N queens and no attacking pair.
    pub solved: bool,
    /// Exact number of attacking pairs, listed or not.
    pub attacking_pairs: u64,
    /// The first pairs (at most [`MAX_LISTED_PAIRS`]).
    pub pairs: &'a [Pair],
}

impl Attacks {
    /// The picture in brief, for reports.
    pub fn verdict(&self) -> Verdict<'_> {
        Verdict {
            n: self.n,
            queens: self.queens,
            solved: self.is_solution(),
            attacking_pairs: self.total_pairs,
            pairs: &self.pairs,
        }
    }

    /// A full, peaceful placement: n queens and no pair.
    pub fn is_solution(&self) -> bool {
        self.queens == self.n && self.total_pairs == 0
    }

    /// Whether the square is attacked; squares off the board are not.
    pub fn is_attacked(&self, row: usize, col: usize) -> bool {
        row < self.n && col < self.n && self.attacked[row * self.n + col]
    }
}

/// Queens grouped by the line they stand on, one group per line of one kind, each group in
/// row-major queen order (queen indices into `Board::queens()`).
struct Groups {
    /// Group `k` is `members[start[k]..start[k + 1]]`.
    start: Vec<usize>,
    members: Vec<usize>,
    /// For each queen, where it sits in `members`.
    slot: Vec<usize>,
}

impl Groups {
    fn build(line: Line, board: &Board) -> Groups {
        let n = board.n();
        let queens = board.queens();
        let mut start = vec![0usize; line.count(n) + 1];
        for &sq in queens {
            start[line.key(sq, n) + 1] += 1;
        }
        for k in 1..start.len() {
            start[k] += start[k - 1];
        }
        let mut next = start.clone();
        let mut members = vec![0usize; queens.len()];
        let mut slot = vec![0usize; queens.len()];
        for (i, &sq) in queens.iter().enumerate() {
            let k = line.key(sq, n);
            members[next[k]] = i;
            slot[i] = next[k];
            next[k] += 1;
        }
        Groups {
            start,
            members,
            slot,
        }
    }

    fn size(&self, k: usize) -> u64 {
        (self.start[k + 1] - self.start[k]) as u64
    }

    /// One past the last slot of the group holding queen `i`.
    fn group_end(&self, line: Line, board: &Board, i: usize) -> usize {
        self.start[line.key(board.queens()[i], board.n()) + 1]
    }
}

/// Builds the full attack picture in O(n^2 + q + listed pairs).
pub fn analyze(board: &Board) -> Attacks {
    let n = board.n();
    let queens = board.queens();
    let groups = Line::ALL.map(|line| Groups::build(line, board));

    let mut pairs_by_line = [0u64; 4];
    for (total, g) in pairs_by_line.iter_mut().zip(&groups) {
        *total = (0..g.start.len() - 1)
            .map(|k| {
                let s = g.size(k);
                s * s.saturating_sub(1) / 2
            })
            .sum();
    }

    let line_size = |line: Line, sq: Square| groups[line.index()].size(line.key(sq, n));
    let attacking = queens
        .iter()
        .map(|&sq| Line::ALL.iter().any(|&line| line_size(line, sq) >= 2))
        .collect();

    let mut attacked = vec![false; n * n];
    let mut occupied = vec![false; n * n];
    for sq in queens {
        occupied[sq.row as usize * n + sq.col as usize] = true;
    }
    for (at, flag) in attacked.iter_mut().enumerate() {
        let sq = Square::new((at / n) as u32, (at % n) as u32);
        let seen: u64 = Line::ALL.iter().map(|&line| line_size(line, sq)).sum();
        // A queen is on all four of its own lines; only the others attack it.
        let own = if occupied[at] { 4 } else { 0 };
        *flag = seen > own;
    }

    Attacks {
        n,
        queens: queens.len(),
        pairs: list_pairs(board, &groups),
        total_pairs: pairs_by_line.iter().sum(),
        pairs_by_line,
        attacked,
        attacking,
    }
}

/// Lists pairs in order by merging, for each queen `a`, the later members of its four groups.
/// The groups are disjoint apart from `a` itself, so each merge step yields one new pair and the
/// work is bounded by the pairs listed plus one pass over the queens.
fn list_pairs(board: &Board, groups: &[Groups; 4]) -> Vec<Pair> {
    let queens = board.queens();
    let mut pairs = Vec::new();
    for i in 0..queens.len() {
        let mut next = [0usize; 4];
        let mut end = [0usize; 4];
        for (l, &line) in Line::ALL.iter().enumerate() {
            next[l] = groups[l].slot[i] + 1;
            end[l] = groups[l].group_end(line, board, i);
        }
        loop {
            if pairs.len() == MAX_LISTED_PAIRS {
                return pairs;
            }
            let nearest = (0..4)
                .filter(|&l| next[l] < end[l])
                .min_by_key(|&l| groups[l].members[next[l]]);
            let Some(l) = nearest else { break };
            let j = groups[l].members[next[l]];
            next[l] += 1;
            pairs.push(Pair {
                a: queens[i],
                b: queens[j],
                line: Line::ALL[l],
            });
        }
    }
    pairs
}

/// Who first took each line, for [`verify`]. Arrays when every column is on the board, a map
/// otherwise, so a malformed placement is still checked instead of indexing out of bounds.
trait Owners {
    fn owner(&self, line: Line, key: i64) -> Option<u32>;
    fn take(&mut self, line: Line, key: i64, row: u32);
}

/// Array storage; `key` is shifted so the diagonal `row - col` lands at `0..2n-1`.
struct ArrayOwners {
    n: i64,
    lines: [Vec<Option<u32>>; 4],
}

impl ArrayOwners {
    fn slot(&self, line: Line, key: i64) -> usize {
        match line {
            Line::Diagonal => (key + self.n - 1) as usize,
            _ => key as usize,
        }
    }
}

impl Owners for ArrayOwners {
    fn owner(&self, line: Line, key: i64) -> Option<u32> {
        self.lines[line.index()][self.slot(line, key)]
    }

    fn take(&mut self, line: Line, key: i64, row: u32) {
        let slot = self.slot(line, key);
        self.lines[line.index()][slot] = Some(row);
    }
}

impl Owners for HashMap<(usize, i64), u32> {
    fn owner(&self, line: Line, key: i64) -> Option<u32> {
        self.get(&(line.index(), key)).copied()
    }

    fn take(&mut self, line: Line, key: i64, row: u32) {
        self.insert((line.index(), key), row);
    }
}

/// Checks a full placement in O(N). On failure it returns the pair whose later queen is
/// topmost, and among those the one whose earlier queen is topmost: a deterministic choice the
/// page can highlight. Columns off the board are checked like any others (no panic), but only
/// [`is_solution`] rejects them.
pub fn verify(cols: &[u32]) -> std::result::Result<(), Pair> {
    let n = cols.len();
    if cols.iter().all(|&c| (c as usize) < n) {
        let lines = [n, n, 2 * n, 2 * n].map(|len| vec![None; len]);
        let mut owners = ArrayOwners { n: n as i64, lines };
        verify_with(cols, &mut owners)
    } else {
        verify_with(cols, &mut HashMap::new())
    }
}

fn verify_with(cols: &[u32], owners: &mut impl Owners) -> std::result::Result<(), Pair> {
    for (row, &col) in cols.iter().enumerate() {
        let (r, c) = (row as i64, i64::from(col));
        let checks = [
            (Line::Column, c),
            (Line::Diagonal, r - c),
            (Line::AntiDiagonal, r + c),
        ];
        let first = checks
            .iter()
            .filter_map(|&(line, key)| owners.owner(line, key).map(|owner| (owner, line)))
            .min_by_key(|&(owner, _)| owner);
        if let Some((owner, line)) = first {
            return Err(Pair {
                a: Square::new(owner, cols[owner as usize]),
                b: Square::new(row as u32, col),
                line,
            });
        }
        for (line, key) in checks {
            owners.take(line, key, row as u32);
        }
    }
    Ok(())
}

/// Whether `cols` is a solution: non-empty (the crate has no 0x0 board), every column on the
/// board and no attacking pair.
pub fn is_solution(cols: &[u32]) -> bool {
    let n = cols.len();
    n > 0 && cols.iter().all(|&c| (c as usize) < n) && verify(cols).is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verify_reports_the_topmost_pair() {
        assert_eq!(verify(&[1, 3, 0, 2]), Ok(()));
        assert!(is_solution(&[0, 4, 7, 5, 2, 6, 1, 3]));
        // Row 2 meets row 0 on a diagonal and row 1 on an anti-diagonal: row 0 is reported.
        let pair = verify(&[0, 3, 2, 1]).unwrap_err();
        assert_eq!(pair.a, Square::new(0, 0));
        assert_eq!(pair.b, Square::new(2, 2));
        assert_eq!(pair.line, Line::Diagonal);
        let pair = verify(&[0, 2, 0]).unwrap_err();
        assert_eq!((pair.a, pair.b), (Square::new(0, 0), Square::new(2, 0)));
        assert_eq!(pair.line, Line::Column);
    }

    #[test]
    fn off_board_columns_do_not_panic() {
        assert!(!is_solution(&[5]));
        assert!(!is_solution(&[]));
        assert!(verify(&[u32::MAX, u32::MAX]).is_err());
        let pair = verify(&[9, 0, 11]).unwrap_err();
        assert_eq!(pair.line, Line::Diagonal);
        assert_eq!((pair.a.row, pair.b.row), (0, 2));
    }

    #[test]
    fn packed_board_counts_without_listing_everything() {
        let n = 64;
        let all = (0..n).flat_map(|r| (0..n).map(move |c| Square::new(r, c)));
        let board = Board::with_queens(n as usize, all).unwrap();
        let a = analyze(&board);
        let n = n as u64;
        let rows = n * (n * (n - 1) / 2);
        assert_eq!(a.pairs_by_line[Line::Row.index()], rows);
        assert_eq!(a.pairs_by_line[Line::Column.index()], rows);
        assert_eq!(a.pairs.len(), MAX_LISTED_PAIRS);
        assert!(a.attacked.iter().all(|&x| x));
        assert!(!a.is_solution());
    }

    #[test]
    fn lone_queen_is_not_attacked() {
        let board = Board::with_queens(3, [Square::new(1, 1)]).unwrap();
        let a = analyze(&board);
        assert!(!a.is_attacked(1, 1));
        assert!(a.is_attacked(0, 0));
        assert!(!a.is_attacked(0, 9));
        assert_eq!(a.attacking, vec![false]);
        assert_eq!(a.total_pairs, 0);
    }
}
