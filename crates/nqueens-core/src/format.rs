//! Text forms of a board: what people paste into the playground, what the CLI prints, and the
//! short code that goes into a shareable URL. Every parser reports the 1-based line and column
//! of the first thing it could not read, so the page can point at it.
//!
//! - `List`: the tutorials' row-to-column list, `[0, 4, 7, 5, 2, 6, 1, 3]`; `_` marks a row without
//!   a queen.
//! - `Board`: the OR-Tools text board, `Q` for a queen and `_` for an empty square.
//! - `Matrix`: the backtracking tutorial's 0/1 matrix.

mod grid;
mod list;
mod url;

use crate::board::Board;
use crate::error::{Error, Result};
use crate::names::vocabulary;
use crate::words::Message;

pub use url::{from_url_code, to_url_code};

vocabulary! {
    /// A text format for boards.
    pub enum Format: "format" {
        List => "list",
        Board => "board",
        Matrix => "matrix",
    }
}

/// Board symbols: `Q` for a queen, `_` for an empty square (also accepts `q` and `.`).
const BOARD_CELLS: grid::Cells = grid::Cells {
    queen: 'Q',
    empty: '_',
    also_queen: 'q',
    also_empty: '.',
    expected: "format.expected.board",
};

/// Matrix symbols: `1` for a queen, `0` for an empty square.
const MATRIX_CELLS: grid::Cells = grid::Cells {
    queen: '1',
    empty: '0',
    also_queen: '1',
    also_empty: '0',
    expected: "format.expected.matrix",
};

/// Writes a board. Only `List` can fail: it has one slot per row, so a row with two or more
/// queens cannot be written (an empty row prints `_`).
pub fn write(board: &Board, format: Format) -> Result<String> {
    match format {
        Format::List => list::write(board),
        Format::Board => Ok(grid::write(board, &BOARD_CELLS)),
        Format::Matrix => Ok(grid::write(board, &MATRIX_CELLS)),
    }
}

/// Writes a full placement such as a search result. It cannot fail: a column off the board
/// simply leaves its row empty in the grid formats.
pub fn write_placement(cols: &[u32], format: Format) -> String {
    match format {
        Format::List => list::write_placement(cols),
        Format::Board => grid::write_placement(cols, &BOARD_CELLS),
        Format::Matrix => grid::write_placement(cols, &MATRIX_CELLS),
    }
}

/// Writes many full placements of size `n`, laid end to end in `flat` (as they cross the wasm
/// boundary): a column list per line, or boards separated by a blank line.
pub fn write_placements(n: usize, flat: &[u32], format: Format) -> Result<String> {
    if n == 0 || !flat.len().is_multiple_of(n) {
        return Err(Error::ColumnCount {
            n,
            got: flat.len(),
            whole: false,
        });
    }
    if let Some(index) = flat.iter().position(|&col| col as usize >= n) {
        return Err(Error::SquareOutOfRange {
            row: index % n,
            col: flat[index] as usize,
            n,
        });
    }
    let separator = if format == Format::List { "\n" } else { "\n\n" };
    let mut text = flat
        .chunks_exact(n)
        .map(|cols| write_placement(cols, format))
        .collect::<Vec<_>>()
        .join(separator);
    if !text.is_empty() {
        text.push('\n');
    }
    Ok(text)
}

/// Guesses the format of pasted text, so the page needs no format menu. Only non-blank lines
/// count, and the rule is:
///
/// 1. first character `[` -> `List` (the list may then span lines);
/// 2. a single line -> `Board` if it holds a `Q` or `q`, `List` otherwise (so `0 1` is the
///    2-queen list `[0, 1]`, never half a matrix; a 1x1 matrix reads the same as a list anyway
///    except `0`, which is taken as the list `[0]`);
/// 3. several lines -> `List` if the text holds a comma, `Board` if the first character is one
///    of `Q q _ .`, `Matrix` otherwise.
///
/// Blank text is `List`, whose parser then reports N = 0.
pub fn detect(text: &str) -> Format {
    let mut lines = text.lines().filter(|line| !line.trim().is_empty());
    let Some(first) = lines.next() else {
        return Format::List;
    };
    let lead = first.trim_start().chars().next();
    if lead == Some('[') {
        Format::List
    } else if lines.next().is_none() {
        if first.contains(['Q', 'q']) {
            Format::Board
        } else {
            Format::List
        }
    } else if text.contains(',') {
        Format::List
    } else if matches!(lead, Some('Q' | 'q' | '_' | '.')) {
        Format::Board
    } else {
        Format::Matrix
    }
}

/// Parses text in whichever format [`detect`] finds.
pub fn parse(text: &str) -> Result<Board> {
    parse_as(text, detect(text))
}

/// Parses text in a known format. Surrounding blank lines and spaces are ignored; N comes from
/// the text (entries of a list, rows of a grid) and must be within `1..=MAX_BOARD_N`.
pub fn parse_as(text: &str, format: Format) -> Result<Board> {
    match format {
        Format::List => list::parse(text),
        Format::Board => grid::parse(text, &BOARD_CELLS),
        Format::Matrix => grid::parse(text, &MATRIX_CELLS),
    }
}

/// A 1-based place in the input text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Pos {
    line: usize,
    column: usize,
}

impl Pos {
    const START: Pos = Pos { line: 1, column: 1 };

    /// The place right after this character, where something missing is reported.
    fn after(self) -> Pos {
        Pos {
            line: self.line,
            column: self.column + 1,
        }
    }

    fn error(self, message: Message) -> Error {
        Error::Parse {
            line: self.line,
            column: self.column,
            message,
        }
    }
}

/// Each character with its position. Columns count characters, not bytes, so the page's
/// caret lands on the right character in non-ASCII text. A line break comes at the end of its
/// line, so the parsers see it as the separator it is (`1\n3` is two entries, not `13`).
fn positioned(text: &str) -> impl Iterator<Item = (Pos, char)> + '_ {
    text.split_inclusive('\n')
        .enumerate()
        .flat_map(|(l, line)| {
            line.chars().enumerate().map(move |(c, ch)| {
                let pos = Pos {
                    line: l + 1,
                    column: c + 1,
                };
                (pos, ch)
            })
        })
}

/// A character for a message (whose pattern quotes it), with control characters escaped so a
/// stray tab is visible.
fn quoted(ch: char) -> String {
    ch.escape_debug().to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for f in Format::ALL {
            assert_eq!(f.name().parse::<Format>(), Ok(f));
        }
        assert!(matches!(
            "csv".parse::<Format>(),
            Err(Error::UnknownName { kind: "format", .. })
        ));
    }

    #[test]
    fn detection_rule() {
        assert_eq!(detect("[0, 2]"), Format::List);
        assert_eq!(detect("  0 1 "), Format::List);
        assert_eq!(detect("\n\n1,3,0,2\n"), Format::List);
        assert_eq!(detect("Q _\n_ _"), Format::Board);
        assert_eq!(detect("_ Q"), Format::Board);
        assert_eq!(detect("._\nQ."), Format::Board);
        assert_eq!(detect("0 1\n0 0"), Format::Matrix);
        assert_eq!(detect("0,\n1"), Format::List);
        assert_eq!(detect("[\n0,\n1]"), Format::List);
        assert_eq!(detect("   "), Format::List);
    }

    #[test]
    fn positions_count_characters() {
        let all: Vec<_> = positioned("é\nab").collect();
        assert_eq!(all[0].0, Pos::START);
        assert_eq!(all[1], (Pos { line: 1, column: 2 }, '\n'));
        assert_eq!(all[2].0, Pos { line: 2, column: 1 });
        assert_eq!(all[3], (Pos { line: 2, column: 2 }, 'b'));
        assert_eq!(all.len(), 4);
    }

    /// The error's place and message, for a parse that must fail.
    fn parse_error(text: &str) -> (usize, usize, String) {
        match parse(text) {
            Err(Error::Parse {
                line,
                column,
                message,
            }) => (line, column, message.to_string()),
            other => panic!("{text:?} should not parse, got {other:?}"),
        }
    }

    #[test]
    fn a_second_bracket_is_named_as_such() {
        // After an entry, and right after the opening bracket: both are a second '['.
        for (text, column) in [("0 [1]", 3), ("[[0]", 2), ("[0, [1]]", 5)] {
            let (line, col, message) = parse_error(text);
            assert_eq!((line, col), (1, column), "{text:?}");
            assert!(
                message.contains("only the first character may open the list"),
                "{text:?}: {message}"
            );
        }
    }

    #[test]
    fn a_comma_without_an_entry_is_named_as_such() {
        for (text, column) in [(",0", 1), ("[0,,1]", 4), ("[,1]", 2)] {
            let (line, col, message) = parse_error(text);
            assert_eq!((line, col), (1, column), "{text:?}");
            assert!(
                message.contains("expected a column number or '_' before ','"),
                "{text:?}: {message}"
            );
        }
    }

    #[test]
    fn an_entry_must_end_at_a_separator() {
        // Without the check, "1_" would read as two entries and "_0" as [_, 0].
        for (text, column, entry, found) in [
            ("1_", 2, "1", "'_'"),
            ("_0", 2, "_", "'0'"),
            ("[0, 12x]", 7, "12", "'x'"),
        ] {
            let (line, col, message) = parse_error(text);
            assert_eq!((line, col), (1, column), "{text:?}");
            assert_eq!(
                message,
                format!("expected ',' or a space after '{entry}', found {found}"),
                "{text:?}"
            );
        }
        // Every separator ends an entry.
        assert_eq!(parse("[1,3,0,2]"), Board::from_placement(&[1, 3, 0, 2]));
        assert_eq!(
            parse_as("1\t3 0\n2", Format::List),
            Board::from_placement(&[1, 3, 0, 2])
        );
        assert_eq!(parse("[1\n3\n0\n2]"), Board::from_placement(&[1, 3, 0, 2]));
        assert_eq!(parse("[_\n_]"), Board::new(2));
    }

    #[test]
    fn an_off_board_placement_names_its_row() {
        // The third placement's first queen and the second's third are off a 4x4 board: the
        // first of them in reading order is reported, with its row inside its placement.
        let flat = [1, 3, 0, 2, 2, 0, 9, 1, 7, 3, 0, 2];
        assert_eq!(
            write_placements(4, &flat, Format::List),
            Err(Error::SquareOutOfRange {
                row: 2,
                col: 9,
                n: 4
            })
        );
    }
}
