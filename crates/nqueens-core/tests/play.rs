//! A click on the Play board: the toggle, the status sentence and the URL code in one answer.

use nqueens_core::board::{Board, Square};
use nqueens_core::format::to_url_code;
use nqueens_core::show::play::{click, Play};
use nqueens_core::Error;

fn board(n: usize, queens: &[(u32, u32)]) -> Board {
    Board::with_queens(n, queens.iter().map(|&(r, c)| Square::new(r, c))).unwrap()
}

fn status(n: usize, queens: &[(u32, u32)]) -> String {
    Play::of(board(n, queens)).status.to_string()
}

#[test]
fn the_status_says_what_the_board_shows() {
    assert_eq!(
        status(8, &[]),
        "Empty 8×8 board: place 8 queens so that none attack each other."
    );
    assert_eq!(
        status(1, &[]),
        "Empty 1×1 board: place 1 queen so that none attack each other."
    );
    assert_eq!(
        status(4, &[(0, 1)]),
        "1 queen placed, none attacking; 3 to go."
    );
    assert_eq!(
        status(4, &[(0, 1), (1, 3), (2, 0), (3, 2)]),
        "Solved: 4 queens, none attacking."
    );
    assert_eq!(
        status(4, &[(0, 0), (0, 3)]),
        "2 queens placed, 1 attacking pair (row 0)."
    );
    assert_eq!(
        status(4, &[(0, 2), (3, 2)]),
        "2 queens placed, 1 attacking pair (column 2)."
    );
    // Three on the main diagonal: three pairs, one line named once.
    assert_eq!(
        status(5, &[(0, 0), (1, 1), (4, 4)]),
        "3 queens placed, 3 attacking pairs (diagonal)."
    );
    assert_eq!(
        status(5, &[(0, 4), (4, 0)]),
        "2 queens placed, 1 attacking pair (anti-diagonal)."
    );
}

#[test]
fn the_status_names_five_lines_at_most() {
    // Rows 0..=5 each hold two neighbours, (r, 2r) and (r, 2r + 1): six row pairs, and
    // (r, 2r + 1) shares a diagonal with (r + 1, 2r + 2), five diagonal pairs. In pair order
    // the lines are row 0, diagonal, row 1, diagonal, row 2, ..., so five distinct names come
    // before rows 4 and 5 and the sentence trails off.
    let queens: Vec<(u32, u32)> = (0..6).flat_map(|r| [(r, 2 * r), (r, 2 * r + 1)]).collect();
    let text = status(12, &queens);
    assert!(
        text.ends_with("(row 0, diagonal, row 1, row 2, row 3, …)."),
        "{text}"
    );
    assert!(
        text.starts_with("12 queens placed, 11 attacking pairs "),
        "{text}"
    );
}

#[test]
fn a_click_toggles_and_returns_the_url_code() {
    let empty = board(8, &[]);
    let one = click(empty, Square::new(2, 5)).unwrap();
    assert_eq!(one.board, board(8, &[(2, 5)]));
    assert_eq!(one.code, to_url_code(&one.board));
    assert_eq!(one.attacks.total_pairs, 0);
    let none = click(one.board, Square::new(2, 5)).unwrap();
    assert!(none.board.is_empty());
    assert_eq!(none.code, "");
    assert_eq!(
        click(board(8, &[]), Square::new(8, 0)).unwrap_err(),
        Error::SquareOutOfRange {
            row: 8,
            col: 0,
            n: 8
        }
    );
}
