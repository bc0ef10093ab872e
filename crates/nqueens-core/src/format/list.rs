//! The row-to-column list. Parsing is lenient about separators (commas, spaces, both, brackets
//! or not) because people paste lists from Python, C and plain prose alike, and strict about
//! everything else so a typo is reported instead of silently dropping a queen.

use crate::words::msg;
use std::fmt::Write as _;
use std::iter::Peekable;

use super::{positioned, quoted, Pos};
use crate::board::{check_size, Board, Square};
use crate::error::{Error, Result};

pub(super) fn write(board: &Board) -> Result<String> {
    let mut slots: Vec<Option<u32>> = vec![None; board.n()];
    let queens = board.queens();
    for (i, sq) in queens.iter().enumerate() {
        let slot = &mut slots[sq.row as usize];
        if slot.is_some() {
            let in_row = queens[i..]
                .iter()
                .take_while(|other| other.row == sq.row)
                .count()
                + 1;
            return Err(Error::FormatCannotExpress {
                row: sq.row,
                queens: in_row,
            });
        }
        *slot = Some(sq.col);
    }
    Ok(join(slots.into_iter()))
}

pub(super) fn write_placement(cols: &[u32]) -> String {
    join(cols.iter().map(|&c| Some(c)))
}

/// `[a, b, _, c]`: the exact spacing of the tutorials' output.
fn join(slots: impl Iterator<Item = Option<u32>>) -> String {
    let mut out = String::from("[");
    for (i, slot) in slots.enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        match slot {
            // Writing to a String cannot fail.
            Some(col) => {
                let _ = write!(out, "{col}");
            }
            None => out.push('_'),
        }
    }
    out.push(']');
    out
}

/// One slot of the list: a column (kept as typed, for messages) or an empty row.
struct Entry {
    pos: Pos,
    col: Option<(u64, String)>,
}

/// What the previous token was, to catch `,,` and a dangling `,`.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Prev {
    Start,
    Entry,
    Comma,
}

pub(super) fn parse(text: &str) -> Result<Board> {
    let mut chars = positioned(text).peekable();
    let mut entries = Vec::new();
    let mut open: Option<Pos> = None;
    let mut closed = false;
    let mut prev = Prev::Start;
    let mut end = Pos::START;

    while let Some((pos, ch)) = chars.next() {
        if ch.is_whitespace() {
            continue;
        }
        end = pos.after();
        if closed {
            return Err(pos.error(msg!("format.list.after-close", found = quoted(ch))));
        }
        match ch {
            '[' if prev == Prev::Start && open.is_none() => open = Some(pos),
            '[' => return Err(pos.error(msg!("format.list.open-again"))),
            ',' if prev == Prev::Entry => prev = Prev::Comma,
            ',' => return Err(pos.error(msg!("format.list.comma-first"))),
            ']' if open.is_none() => return Err(pos.error(msg!("format.list.close-unopened"))),
            ']' if prev == Prev::Comma => return Err(pos.error(msg!("format.list.comma-close"))),
            ']' => closed = true,
            '0'..='9' => {
                let (value, typed) = read_number(ch, &mut chars, &mut end);
                check_boundary(&mut chars, &typed)?;
                entries.push(Entry {
                    pos,
                    col: Some((value, typed)),
                });
                prev = Prev::Entry;
            }
            '-' if matches!(chars.peek(), Some((_, '0'..='9'))) => {
                return Err(pos.error(msg!("format.list.negative")))
            }
            '_' | '-' | '.' => {
                check_boundary(&mut chars, &ch.to_string())?;
                entries.push(Entry { pos, col: None });
                prev = Prev::Entry;
            }
            _ => return Err(pos.error(msg!("format.list.entry", found = quoted(ch)))),
        }
    }
    if let (Some(at), false) = (open, closed) {
        return Err(end.error(msg!(
            "format.list.unclosed",
            line = at.line,
            column = at.column
        )));
    }
    if prev == Prev::Comma {
        return Err(end.error(msg!("format.list.comma-last")));
    }
    build(entries)
}

/// Reads the rest of a run of digits. The value saturates: anything that large is off the board
/// anyway, and the message quotes what was typed.
fn read_number<I: Iterator<Item = (Pos, char)>>(
    first: char,
    chars: &mut Peekable<I>,
    end: &mut Pos,
) -> (u64, String) {
    let mut typed = String::from(first);
    let mut value = u64::from(first.to_digit(10).unwrap_or(0));
    while let Some(&(pos, ch)) = chars.peek() {
        let Some(digit) = ch.to_digit(10) else { break };
        value = value.saturating_mul(10).saturating_add(u64::from(digit));
        typed.push(ch);
        *end = pos.after();
        chars.next();
    }
    (value, typed)
}

/// An entry must end at a separator, so `3x` or `1_` is an error rather than two entries.
fn check_boundary<I: Iterator<Item = (Pos, char)>>(
    chars: &mut Peekable<I>,
    entry: &str,
) -> Result<()> {
    match chars.peek() {
        Some(&(pos, ch)) if !(ch.is_whitespace() || ch == ',' || ch == ']') => {
            Err(pos.error(msg!(
                "format.list.separator",
                entry = entry.to_string(),
                found = quoted(ch)
            )))
        }
        _ => Ok(()),
    }
}

fn build(entries: Vec<Entry>) -> Result<Board> {
    let n = entries.len();
    check_size(n)?;
    let mut queens = Vec::with_capacity(n);
    for (row, entry) in entries.into_iter().enumerate() {
        let Some((value, typed)) = entry.col else {
            continue;
        };
        if value >= n as u64 {
            return Err(entry.pos.error(msg!(
                "format.list.off-board",
                typed = typed,
                n = n,
                first = 0u32,
                last = n - 1
            )));
        }
        queens.push(Square::new(row as u32, value as u32));
    }
    Board::with_queens(n, queens)
}
