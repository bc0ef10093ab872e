mod common;

use common::arb_board;
use nqueens_core::board::{Board, Square, MAX_BOARD_N};
use nqueens_core::format::{
    detect, from_url_code, parse, parse_as, to_url_code, write, write_placement, Format,
};
use nqueens_core::Error;
use proptest::prelude::*;

const EIGHT: [u32; 8] = [0, 4, 7, 5, 2, 6, 1, 3];

/// The (line, column) of a parse error, with its message for the failure report.
fn where_(result: Result<Board, Error>) -> (usize, usize, String) {
    match result {
        Err(Error::Parse {
            line,
            column,
            message,
        }) => (line, column, message.to_string()),
        other => panic!("expected a parse error, got {other:?}"),
    }
}

#[test]
fn writes_the_documented_layouts() {
    let b = Board::from_placement(&EIGHT).unwrap();
    assert_eq!(write(&b, Format::List).unwrap(), "[0, 4, 7, 5, 2, 6, 1, 3]");
    let four = Board::from_placement(&[1, 3, 0, 2]).unwrap();
    assert_eq!(
        write(&four, Format::Board).unwrap(),
        "_ Q _ _\n_ _ _ Q\nQ _ _ _\n_ _ Q _"
    );
    assert_eq!(
        write(&four, Format::Matrix).unwrap(),
        "0 1 0 0\n0 0 0 1\n1 0 0 0\n0 0 1 0"
    );
    for format in Format::ALL {
        assert_eq!(
            write_placement(&[1, 3, 0, 2], format),
            write(&four, format).unwrap()
        );
    }
    let gaps = Board::with_queens(4, [Square::new(0, 0), Square::new(2, 3)]).unwrap();
    assert_eq!(write(&gaps, Format::List).unwrap(), "[0, _, 3, _]");
}

#[test]
fn a_list_cannot_hold_two_queens_in_a_row() {
    let b =
        Board::with_queens(4, [Square::new(1, 0), Square::new(1, 2), Square::new(1, 3)]).unwrap();
    let err = write(&b, Format::List).unwrap_err();
    assert_eq!(err, Error::FormatCannotExpress { row: 1, queens: 3 });
    assert!(err.to_string().contains("row 1 has 3 queens"), "{err}");
    assert_eq!(
        write(&b, Format::Board).unwrap(),
        "_ _ _ _\nQ _ Q Q\n_ _ _ _\n_ _ _ _"
    );
}

#[test]
fn parses_the_usual_spellings() {
    let eight = Board::from_placement(&EIGHT).unwrap();
    for text in [
        "[0, 4, 7, 5, 2, 6, 1, 3]",
        "0 4 7 5 2 6 1 3",
        "0,4,7,5,2,6,1,3",
        "\n\n   [0,4 7, 5 ,2,6,1,3]  \n\n",
        "[\n  0, 4,\n  7, 5,\n  2, 6,\n  1, 3\n]",
    ] {
        assert_eq!(parse(text), Ok(eight.clone()), "{text:?}");
    }
    let gaps = Board::with_queens(4, [Square::new(0, 0), Square::new(2, 3)]).unwrap();
    for text in ["[0, _, 3, _]", "0 - 3 .", "0,.,3,-"] {
        assert_eq!(parse(text), Ok(gaps.clone()), "{text:?}");
    }
    let board_text = "\n  Q . _ \n _ _ _\r\n\t_ _ q\n\n";
    let b = Board::with_queens(3, [Square::new(0, 0), Square::new(2, 2)]).unwrap();
    assert_eq!(parse(board_text), Ok(b.clone()));
    assert_eq!(parse("100\n000\n001"), Ok(b.clone()));
    assert_eq!(parse_as("1 0 0\n0 0 0\n0 0 1", Format::Matrix), Ok(b));
    assert_eq!(parse("Q"), Board::from_placement(&[0]));
}

#[test]
fn list_errors_point_at_the_culprit() {
    let (line, column, message) = where_(parse("[0, 4, x]"));
    assert_eq!((line, column), (1, 8));
    assert!(message.contains("expected a column number"), "{message}");
    assert!(message.contains("'x'"), "{message}");

    let (line, column, message) = where_(parse("[0, 4, 7, 5, 2, 9, 1, 3]"));
    assert_eq!((line, column), (1, 17));
    assert!(
        message.contains("column 9 is off an 8x8 board"),
        "{message}"
    );

    let (line, column, message) = where_(parse("[0, 2, 1"));
    assert_eq!((line, column), (1, 9));
    assert!(message.contains("missing closing ']'"), "{message}");

    let (line, column, _) = where_(parse("\n[0,\n 1,, 2]"));
    assert_eq!((line, column), (3, 4));
    let (line, column, message) = where_(parse("1 -2"));
    assert_eq!((line, column), (1, 3));
    assert!(message.contains("negative"), "{message}");
    let (_, column, _) = where_(parse("0 1x 2"));
    assert_eq!(column, 4);
    let (_, column, _) = where_(parse("[0, 1] 2"));
    assert_eq!(column, 8);
    let (_, column, _) = where_(parse("0, 1]"));
    assert_eq!(column, 5);
    let (_, column, _) = where_(parse("[0, 1,]"));
    assert_eq!(column, 7);
    let (_, column, message) = where_(parse("0 99999999999999999999999"));
    assert_eq!(column, 3);
    assert!(message.contains("99999999999999999999999"), "{message}");
}

#[test]
fn grid_errors_point_at_the_culprit() {
    let (line, column, message) = where_(parse("Q _ _\n_ _\n_ _ Q"));
    assert_eq!((line, column), (2, 4));
    assert!(message.contains("2 cells, expected 3"), "{message}");

    let (line, column, message) = where_(parse("\n\n  Q _\n  _ x\n"));
    assert_eq!((line, column), (4, 5));
    assert!(message.contains("'x'"), "{message}");

    let (line, column, _) = where_(parse("1 0\n0 0 1"));
    assert_eq!((line, column), (2, 5));
    let (line, column, _) = where_(parse("0 1\n0 2"));
    assert_eq!((line, column), (2, 3));
    let (line, column, _) = where_(parse_as("Q _\n\n_ Q", Format::Board));
    assert_eq!((line, column), (1, 4));
}

#[test]
fn sizes_are_checked() {
    assert!(matches!(parse(""), Err(Error::SizeOutOfRange { n: 0, .. })));
    assert!(matches!(
        parse("[]"),
        Err(Error::SizeOutOfRange { n: 0, .. })
    ));
    assert!(matches!(
        parse_as("  \n ", Format::Matrix),
        Err(Error::SizeOutOfRange { n: 0, .. })
    ));
    let long = vec!["_"; MAX_BOARD_N + 1].join(" ");
    assert!(matches!(
        parse(&long),
        Err(Error::SizeOutOfRange { n: 257, .. })
    ));
    let empty_max = vec!["_"; MAX_BOARD_N].join(" ");
    assert_eq!(parse(&empty_max), Board::new(MAX_BOARD_N));
}

#[test]
fn url_codes() {
    let b = Board::from_placement(&EIGHT).unwrap();
    assert_eq!(to_url_code(&b).len(), 8);
    assert_eq!(to_url_code(&Board::new(5).unwrap()), "");
    let big = Board::with_queens(256, [Square::new(255, 255), Square::new(0, 1)]).unwrap();
    let code = to_url_code(&big);
    // 255 * 256 + 255 = 65535 = 15 * 64^2 + 63 * 64 + 63.
    assert_eq!(code, "AABP__");
    assert_eq!(from_url_code(256, &code), Ok(big));

    let (line, column, message) = where_(from_url_code(8, "AB!C"));
    assert_eq!((line, column), (1, 3));
    assert!(message.contains("'!'"), "{message}");
    let (_, column, message) = where_(from_url_code(9, "AAABCDE"));
    assert_eq!(column, 7);
    assert!(
        message.contains("queen code has 7 characters, expected a multiple of 2"),
        "{message}"
    );
    let (_, column, _) = where_(from_url_code(9, "AB__"));
    assert_eq!(column, 3);
    let (_, column, message) = where_(from_url_code(8, "ABCB"));
    assert_eq!(column, 4);
    assert!(message.contains("repeats"), "{message}");
    assert!(matches!(
        from_url_code(0, ""),
        Err(Error::SizeOutOfRange { .. })
    ));
    // Order does not matter when decoding.
    assert_eq!(from_url_code(8, "CA"), from_url_code(8, "AC"));
}

/// One queen per row at most, so the list format can hold the board.
fn one_per_row(n: usize, queens: Vec<Square>) -> Board {
    let mut seen = vec![false; n];
    let kept = queens
        .into_iter()
        .filter(|q| !std::mem::replace(&mut seen[q.row as usize], true));
    Board::with_queens(n, kept).unwrap()
}

proptest! {
    #[test]
    fn grids_and_codes_round_trip((n, queens) in arb_board(12)) {
        let b = Board::with_queens(n, queens).unwrap();
        for format in [Format::Board, Format::Matrix] {
            let text = write(&b, format).unwrap();
            prop_assert_eq!(parse_as(&text, format), Ok(b.clone()));
            // One line is read as a list unless it holds a Q (documented): "_" still gives
            // the same empty 1x1 board, but a 1x1 matrix's digit means a column.
            if n > 1 {
                prop_assert_eq!(detect(&text), format);
            }
            if !(n == 1 && format == Format::Matrix) {
                prop_assert_eq!(parse(&text), Ok(b.clone()));
            }
        }
        prop_assert_eq!(from_url_code(n, &to_url_code(&b)), Ok(b.clone()));
    }

    #[test]
    fn lists_round_trip((n, queens) in arb_board(12)) {
        let b = one_per_row(n, queens);
        let text = write(&b, Format::List).unwrap();
        prop_assert_eq!(parse(&text), Ok(b.clone()));
        prop_assert_eq!(parse(&text.replace(", ", " ").replace(['[', ']'], "")), Ok(b.clone()));
        if let Some(cols) = b.placement() {
            for format in Format::ALL {
                prop_assert_eq!(parse_as(&write_placement(&cols, format), format), Ok(b.clone()));
            }
        }
    }

    #[test]
    fn parsing_never_panics(text in "[\\[\\]0-9Qq_.,\\- \n01x]{0,40}") {
        let _ = parse(&text);
        for format in Format::ALL {
            let _ = parse_as(&text, format);
        }
        let _ = from_url_code(8, &text);
    }
}

#[test]
fn many_placements_write_one_block_each() {
    use nqueens_core::format::write_placements;
    let flat = [1, 3, 0, 2, 2, 0, 3, 1];
    assert_eq!(
        write_placements(4, &flat, Format::List).unwrap(),
        "[1, 3, 0, 2]\n[2, 0, 3, 1]\n"
    );
    let boards = write_placements(4, &flat, Format::Board).unwrap();
    assert_eq!(boards.split("\n\n").count(), 2);
    assert!(boards.starts_with("_ Q _ _\n"));
    assert_eq!(write_placements(4, &[], Format::Matrix).unwrap(), "");
    assert!(write_placements(4, &[1, 2, 3], Format::List).is_err());
    assert!(matches!(
        write_placements(4, &[0, 1, 2, 3, 0, 9, 0, 0], Format::List),
        Err(nqueens_core::Error::SquareOutOfRange {
            row: 1,
            col: 9,
            n: 4
        })
    ));
}
