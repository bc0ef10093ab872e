//! The two picture formats, the OR-Tools text board and the backtracking tutorial's 0/1 matrix. They differ only
//! in their symbols, so one writer and one parser serve both.

use super::{positioned, quoted, Pos};
use crate::board::{check_size, size_error, Board, Square};
use crate::error::Result;
use crate::words::{msg, Message};

/// The symbols of one picture format. Output uses `queen`/`empty`; input also takes the
/// alternates (lower-case `q`, `.`) people type by hand.
pub(super) struct Cells {
    pub(super) queen: char,
    pub(super) empty: char,
    pub(super) also_queen: char,
    pub(super) also_empty: char,
    /// How the symbols are described in error messages.
    pub(super) expected: &'static str,
}

pub(super) fn write(board: &Board, cells: &Cells) -> String {
    render(board.n(), cells, |row, col| {
        board.contains(Square::new(row as u32, col as u32))
    })
}

pub(super) fn write_placement(cols: &[u32], cells: &Cells) -> String {
    render(cols.len(), cells, |row, col| cols[row] as usize == col)
}

/// One line per row, cells separated by one space, no trailing space or final newline.
fn render(n: usize, cells: &Cells, is_queen: impl Fn(usize, usize) -> bool) -> String {
    let mut out = String::with_capacity(n * 2 * n);
    for row in 0..n {
        if row > 0 {
            out.push('\n');
        }
        for col in 0..n {
            if col > 0 {
                out.push(' ');
            }
            out.push(if is_queen(row, col) {
                cells.queen
            } else {
                cells.empty
            });
        }
    }
    out
}

/// Reads a square grid: every non-space character is a cell, N is the number of rows between
/// the first and last non-blank line, and every row must hold N cells.
pub(super) fn parse(text: &str, cells: &Cells) -> Result<Board> {
    let blank = |line: &str| line.trim().is_empty();
    let lines: Vec<&str> = text.split('\n').collect();
    let first = lines.iter().position(|l| !blank(l));
    let last = lines.iter().rposition(|l| !blank(l));
    let (Some(first), Some(last)) = (first, last) else {
        return Err(size_error(0));
    };
    let n = last - first + 1;
    check_size(n)?;

    let mut queens = Vec::new();
    let mut grid = positioned(text)
        .skip_while(|(pos, _)| pos.line <= first)
        .take_while(|(pos, _)| pos.line <= last + 1)
        .peekable();
    for row in 0..n {
        let line = first + row + 1;
        let mut count = 0usize;
        let mut extra: Option<Pos> = None;
        let mut end = Pos { line, column: 1 };
        while let Some(&(pos, ch)) = grid.peek() {
            if pos.line != line {
                break;
            }
            grid.next();
            if ch.is_whitespace() {
                continue;
            }
            end = pos.after();
            if ch == cells.queen || ch == cells.also_queen {
                if count < n {
                    queens.push(Square::new(row as u32, count as u32));
                }
            } else if ch != cells.empty && ch != cells.also_empty {
                return Err(pos.error(msg!(
                    "format.grid.cell",
                    expected = Message::new(cells.expected),
                    found = quoted(ch)
                )));
            }
            if count == n {
                extra = Some(pos);
            }
            count += 1;
        }
        if count != n {
            return Err(extra
                .unwrap_or(end)
                .error(msg!("format.grid.row", count = count, n = n)));
        }
    }
    Board::with_queens(n, queens)
}
