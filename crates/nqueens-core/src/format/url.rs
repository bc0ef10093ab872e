//! The board code of a shareable URL. It uses the base64url alphabet so it needs no escaping in
//! a query string or fragment, and writes each queen as its square index in the fewest digits
//! that cover the board, so an 8x8 board costs one character per queen. N travels separately
//! (a code alone cannot tell a 3x3 board from a 4x4 one).

use crate::words::msg;
use std::collections::HashSet;

use super::{quoted, Pos};
use crate::board::{check_size, Board, Square};
use crate::error::Result;

/// Digit values 0 to 63, in order.
const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// Digits per queen: the smallest `w >= 1` with `64^w >= n * n`.
fn width(n: usize) -> usize {
    let squares = n.saturating_mul(n);
    let mut w = 1;
    let mut reach = 64usize;
    while reach < squares {
        w += 1;
        reach = reach.saturating_mul(64);
    }
    w
}

fn digit_value(ch: char) -> Option<usize> {
    ALPHABET.iter().position(|&b| char::from(b) == ch)
}

/// Encodes the queens in row-major order; the empty board is the empty string.
pub fn to_url_code(board: &Board) -> String {
    let n = board.n();
    let w = width(n);
    let mut out = String::with_capacity(board.len() * w);
    for sq in board.queens() {
        let index = sq.row as usize * n + sq.col as usize;
        for place in (0..w).rev() {
            let digit = (index >> (6 * place)) & 63;
            out.push(char::from(ALPHABET[digit]));
        }
    }
    out
}

/// Decodes a code for an `n` x `n` board. Queens may come in any order; errors point at the
/// 1-based character position on line 1, since a code is one line.
pub fn from_url_code(n: usize, code: &str) -> Result<Board> {
    check_size(n)?;
    let at = |column: usize| Pos { line: 1, column };
    let mut digits = Vec::with_capacity(code.len());
    for (i, ch) in code.chars().enumerate() {
        let Some(value) = digit_value(ch) else {
            return Err(at(i + 1).error(msg!("format.code.character", found = quoted(ch))));
        };
        digits.push(value);
    }
    let w = width(n);
    if digits.len() % w != 0 {
        return Err(at(digits.len() - digits.len() % w + 1).error(msg!(
            "format.code.length",
            length = digits.len(),
            width = w
        )));
    }
    let squares = n * n;
    let mut seen = HashSet::new();
    let mut queens = Vec::with_capacity(digits.len() / w);
    for (k, chunk) in digits.chunks(w).enumerate() {
        let index = chunk.iter().fold(0usize, |acc, &d| acc * 64 + d);
        let start = at(k * w + 1);
        let typed: String = code.chars().skip(k * w).take(w).collect();
        if index >= squares {
            return Err(start.error(msg!(
                "format.code.off-board",
                typed = typed,
                index = index,
                n = n,
                squares = squares
            )));
        }
        let sq = Square::new((index / n) as u32, (index % n) as u32);
        if !seen.insert(index) {
            return Err(start.error(msg!(
                "format.code.repeat",
                typed = typed,
                row = sq.row,
                col = sq.col
            )));
        }
        queens.push(sq);
    }
    Board::with_queens(n, queens)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn widths() {
        assert_eq!(width(1), 1);
        assert_eq!(width(8), 1);
        assert_eq!(width(9), 2);
        assert_eq!(width(64), 2);
        assert_eq!(width(65), 3);
        assert_eq!(width(256), 3);
    }

    #[test]
    fn eight_by_eight_is_one_character_per_queen() {
        let board = Board::from_placement(&[0, 4, 7, 5, 2, 6, 1, 3]).unwrap();
        let code = to_url_code(&board);
        assert_eq!(code.len(), 8);
        assert_eq!(&code[..2], "AM");
        assert_eq!(from_url_code(8, &code), Ok(board));
        assert_eq!(from_url_code(8, ""), Board::new(8));
    }

    /// Line, column and message of a code that must not decode.
    fn error_of(n: usize, code: &str) -> (usize, usize, String) {
        match from_url_code(n, code) {
            Err(crate::Error::Parse {
                line,
                column,
                message,
            }) => (line, column, message.to_string()),
            other => panic!("{code:?} should not decode, got {other:?}"),
        }
    }

    #[test]
    fn errors_point_at_and_quote_the_bad_queen() {
        // Two digits per queen on a 9x9 board: the fourth queen starts at character 7.
        assert_eq!(
            error_of(9, "AAABAC__"),
            (
                1,
                7,
                "queen '__' is square 4095, off the 9x9 board (81 squares)".to_string()
            )
        );
        // One digit per queen on an 8x8 board: the third queen, a repeat, is character 3.
        assert_eq!(
            error_of(8, "ABA"),
            (
                1,
                3,
                "queen 'A' repeats the queen at row 0, column 0".to_string()
            )
        );
        // The second queen of a two-digit code starts at character 3.
        assert_eq!(
            error_of(9, "ABAB"),
            (
                1,
                3,
                "queen 'AB' repeats the queen at row 0, column 1".to_string()
            )
        );
    }
}
