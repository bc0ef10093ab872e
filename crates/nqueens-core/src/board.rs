//! The board the playground edits. It holds any set of queens, not only placements, because a
//! person clicking squares passes through boards with two queens in a row or a column, and the
//! attack view has to show those states rather than refuse them.

use crate::error::{Error, Result, Sizes};

/// Largest board the playground lets anyone edit, analyze or search. The O(n^2) attack view and
/// the text formats stay instant up to here; past it a page full of cells stops being usable.
pub const MAX_BOARD_N: usize = 256;

/// One square, 0-based. Field order makes the derived `Ord` row-major, which is the order the
/// board keeps its queens in and the order every listing in the crate follows.
///
/// With the `serde` feature a square is the pair `[row, col]`, as the CLI's JSON, the Python
/// dicts and the page write it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Deserialize),
    serde(from = "[u32; 2]")
)]
pub struct Square {
    pub row: u32,
    pub col: u32,
}

impl Square {
    /// `const` so tests and tables can spell squares without a runtime call.
    pub const fn new(row: u32, col: u32) -> Square {
        Square { row, col }
    }
}

impl From<[u32; 2]> for Square {
    fn from([row, col]: [u32; 2]) -> Square {
        Square { row, col }
    }
}

/// A sequence rather than serde's tuple, so that every serializer makes a list of it (Python's
/// included, where a tuple would not equal the JSON's list).
#[cfg(feature = "serde")]
impl serde::Serialize for Square {
    fn serialize<S: serde::Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        [self.row, self.col][..].serialize(s)
    }
}

impl From<Square> for [u32; 2] {
    fn from(sq: Square) -> [u32; 2] {
        [sq.row, sq.col]
    }
}

/// An `n` x `n` board with any set of distinct queens.
///
/// Queens stay sorted row-major and unique, so two boards with the same queens compare equal
/// and every consumer (formats, attack listing, URL codes) sees one canonical order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    n: usize,
    queens: Vec<Square>,
}

/// The sizes of a board: N from 1 to [`MAX_BOARD_N`].
pub const SIZES: Sizes = Sizes::new(1, MAX_BOARD_N, "board");

/// Rejects sizes outside [`SIZES`]; shared by every constructor so the message is the same
/// wherever N comes from.
pub(crate) fn check_size(n: usize) -> Result<()> {
    SIZES.check(n)
}

/// The error for a board size outside [`SIZES`].
pub(crate) fn size_error(n: usize) -> Error {
    SIZES.refuse(n)
}

impl Board {
    /// An empty board.
    pub fn new(n: usize) -> Result<Board> {
        check_size(n)?;
        Ok(Board {
            n,
            queens: Vec::new(),
        })
    }

    /// A board from the tutorials' row-to-column list: `cols[i]` is the queen of row `i`, and N is
    /// the length of the list.
    pub fn from_placement(cols: &[u32]) -> Result<Board> {
        let n = cols.len();
        check_size(n)?;
        let mut queens = Vec::with_capacity(n);
        for (row, &col) in cols.iter().enumerate() {
            let sq = Square::new(row as u32, col);
            check_square(n, sq)?;
            queens.push(sq);
        }
        // Rows are increasing and unique, so the list is already canonical.
        Ok(Board { n, queens })
    }

    /// A board with the given queens. Duplicates collapse to one queen: a set of squares is what
    /// the board models, so repeating a square is not an error.
    pub fn with_queens(n: usize, queens: impl IntoIterator<Item = Square>) -> Result<Board> {
        check_size(n)?;
        let mut list = Vec::new();
        for sq in queens {
            check_square(n, sq)?;
            list.push(sq);
        }
        list.sort_unstable();
        list.dedup();
        Ok(Board { n, queens: list })
    }

    /// A board from flat `[row, col, row, col, ...]` coordinates, the layout queens cross the
    /// wasm boundary in.
    pub fn from_flat(n: usize, flat: &[u32]) -> Result<Board> {
        if !flat.len().is_multiple_of(2) {
            return Err(Error::UnpairedCoordinates { len: flat.len() });
        }
        let squares = flat
            .chunks_exact(2)
            .map(|pair| Square::new(pair[0], pair[1]));
        Board::with_queens(n, squares)
    }

    /// The queens as flat `[row, col, ...]` coordinates, row-major: [`Board::from_flat`]'s
    /// input.
    pub fn flat(&self) -> Vec<u32> {
        self.queens.iter().flat_map(|sq| [sq.row, sq.col]).collect()
    }

    /// Side length.
    pub fn n(&self) -> usize {
        self.n
    }

    /// The queens, sorted row-major.
    pub fn queens(&self) -> &[Square] {
        &self.queens
    }

    /// Number of queens.
    pub fn len(&self) -> usize {
        self.queens.len()
    }

    /// True when no queen stands on the board.
    pub fn is_empty(&self) -> bool {
        self.queens.is_empty()
    }

    /// Whether a queen stands on `sq`; squares off the board simply hold none.
    pub fn contains(&self, sq: Square) -> bool {
        self.queens.binary_search(&sq).is_ok()
    }

    /// Adds a queen if the square is empty, removes it otherwise: the click action of the page.
    /// Returns true when a queen stands there afterwards.
    pub fn toggle(&mut self, sq: Square) -> Result<bool> {
        check_square(self.n, sq)?;
        match self.queens.binary_search(&sq) {
            Ok(at) => {
                self.queens.remove(at);
                Ok(false)
            }
            Err(at) => {
                self.queens.insert(at, sq);
                Ok(true)
            }
        }
    }

    /// Puts a queen on `sq`; placing on an occupied square is a no-op, since the board is a set.
    pub fn place(&mut self, sq: Square) -> Result<()> {
        check_square(self.n, sq)?;
        if let Err(at) = self.queens.binary_search(&sq) {
            self.queens.insert(at, sq);
        }
        Ok(())
    }

    /// Takes the queen off `sq`. Returns whether there was one; a square off the board has none,
    /// so that is not an error.
    pub fn remove(&mut self, sq: Square) -> bool {
        match self.queens.binary_search(&sq) {
            Ok(at) => {
                self.queens.remove(at);
                true
            }
            Err(_) => false,
        }
    }

    /// Removes every queen, keeping the size.
    pub fn clear(&mut self) {
        self.queens.clear();
    }

    /// The row-to-column list, when the board has exactly one queen in every row. Columns and
    /// diagonals may still clash: this is the shape the searches and `verify` take, not a
    /// verdict on the board.
    pub fn placement(&self) -> Option<Vec<u32>> {
        if self.queens.len() != self.n {
            return None;
        }
        // Sorted and unique with n queens: one per row exactly when row i is at index i.
        self.queens
            .iter()
            .enumerate()
            .map(|(i, sq)| (sq.row as usize == i).then_some(sq.col))
            .collect()
    }
}

/// Rejects squares off an `n` x `n` board with the error that names the square.
pub(crate) fn check_square(n: usize, sq: Square) -> Result<()> {
    if (sq.row as usize) < n && (sq.col as usize) < n {
        Ok(())
    } else {
        Err(Error::SquareOutOfRange {
            row: sq.row as usize,
            col: sq.col as usize,
            n,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_outside_the_range_are_errors() {
        assert!(matches!(
            Board::new(0),
            Err(Error::SizeOutOfRange { n: 0, .. })
        ));
        assert!(Board::new(MAX_BOARD_N + 1).is_err());
        assert!(Board::new(MAX_BOARD_N).is_ok());
        assert!(Board::from_placement(&[]).is_err());
    }

    #[test]
    fn queens_stay_sorted_and_unique() {
        let b = Board::with_queens(
            4,
            [
                Square::new(3, 1),
                Square::new(0, 2),
                Square::new(3, 1),
                Square::new(0, 0),
            ],
        )
        .unwrap();
        assert_eq!(
            b.queens(),
            &[Square::new(0, 0), Square::new(0, 2), Square::new(3, 1)]
        );
        assert_eq!(b.placement(), None);
    }

    #[test]
    fn toggle_place_remove() {
        let mut b = Board::new(3).unwrap();
        assert_eq!(b.toggle(Square::new(1, 1)), Ok(true));
        assert!(b.contains(Square::new(1, 1)));
        assert_eq!(b.toggle(Square::new(1, 1)), Ok(false));
        assert!(b.is_empty());
        assert!(b.toggle(Square::new(3, 0)).is_err());
        b.place(Square::new(2, 2)).unwrap();
        b.place(Square::new(2, 2)).unwrap();
        assert_eq!(b.len(), 1);
        assert!(b.remove(Square::new(2, 2)));
        assert!(!b.remove(Square::new(2, 2)));
        assert!(!b.remove(Square::new(99, 99)));
        b.place(Square::new(0, 0)).unwrap();
        b.clear();
        assert!(b.is_empty());
        assert_eq!(b.n(), 3);
    }

    #[test]
    fn placement_needs_one_queen_per_row() {
        let b = Board::from_placement(&[1, 1, 0]).unwrap();
        assert_eq!(b.placement(), Some(vec![1, 1, 0]));
        assert!(matches!(
            Board::from_placement(&[0, 3, 1]),
            Err(Error::SquareOutOfRange {
                row: 1,
                col: 3,
                n: 3
            })
        ));
        let two_in_row = Board::with_queens(2, [Square::new(0, 0), Square::new(0, 1)]).unwrap();
        assert_eq!(two_in_row.placement(), None);
    }
}
