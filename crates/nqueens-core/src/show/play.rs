//! What the Play view shows for a board, computed in one call: a click on the page toggles a
//! square and gets back the queens, the attack picture, the status sentence and the URL code
//! together, instead of asking for each and rebuilding the board every time.

use crate::attacks::{self, Attacks, Line};
use crate::board::{Board, Square};
use crate::error::Result;
use crate::format;
use crate::trace::Why;

/// Most distinct lines the status sentence names before it trails off with "…".
const NAMED_LINES: usize = 5;

/// Everything the Play view draws and the address bar holds, for one board.
#[derive(Clone, Debug)]
pub struct Play {
    pub board: Board,
    pub attacks: Attacks,
    /// One sentence saying what the board shows; the page's status line (role="status"), so a
    /// screen-reader user hears what a sighted user sees.
    pub status: String,
    /// The board's URL code ([`format::to_url_code`]).
    pub code: String,
}

impl Play {
    /// The picture of `board` as it stands.
    pub fn of(board: Board) -> Play {
        let attacks = attacks::analyze(&board);
        let status = status(&board, &attacks);
        let code = format::to_url_code(&board);
        Play {
            board,
            attacks,
            status,
            code,
        }
    }
}

/// A click on `sq`: puts a queen there, or takes the one there away, and returns the new
/// picture. A square off the board is an error and leaves nothing changed.
pub fn click(mut board: Board, sq: Square) -> Result<Play> {
    board.toggle(sq)?;
    Ok(Play::of(board))
}

/// "3 queens placed, 2 attacking pairs (row 1, diagonal)." and the like.
pub fn status(board: &Board, attacks: &Attacks) -> String {
    let n = board.n();
    let queens = board.len();
    if queens == 0 {
        return format!(
            "Empty {n}×{n} board: place {} so that none attack each other.",
            plural(n as u64, "queen")
        );
    }
    if attacks.is_solution() {
        return format!("Solved: {}, none attacking.", plural(n as u64, "queen"));
    }
    let placed = format!("{} placed", plural(queens as u64, "queen"));
    if attacks.total_pairs == 0 {
        return format!("{placed}, none attacking; {} to go.", n - queens);
    }
    let mut labels: Vec<String> = Vec::new();
    for pair in &attacks.pairs {
        if labels.len() == NAMED_LINES {
            break;
        }
        let label = match pair.line {
            Line::Row => format!("row {}", pair.a.row),
            Line::Column => format!("column {}", pair.a.col),
            Line::Diagonal | Line::AntiDiagonal => pair.line.name().to_string(),
        };
        if !labels.contains(&label) {
            labels.push(label);
        }
    }
    let unnamed = attacks.total_pairs > attacks.pairs.len() as u64 || labels.len() == NAMED_LINES;
    format!(
        "{placed}, {} ({}{}).",
        plural(attacks.total_pairs, "attacking pair"),
        labels.join(", "),
        if unnamed { ", …" } else { "" }
    )
}

fn plural(count: u64, one: &str) -> String {
    if count == 1 {
        format!("1 {one}")
    } else {
        format!("{count} {one}s")
    }
}

/// Most attacking queens a square's explanation names before it counts the rest.
const NAMED_ATTACKERS: usize = 3;

/// "Why is this square crossed?" on the Play board: which queens take `sq` and along which
/// line, that a queen there is attacked or safe, or that an empty square is safe; None off the
/// board. The first queen named is the one [`Why::by`] gives, for the picture to draw its line.
pub fn why(board: &Board, sq: Square) -> Option<Why> {
    let n = board.n() as u32;
    if sq.row >= n || sq.col >= n {
        return None;
    }
    let attackers: Vec<(Square, Line)> = board
        .queens()
        .iter()
        .filter(|&&q| q != sq)
        .filter_map(|&q| Line::shared_by(q, sq).map(|line| (q, line)))
        .collect();
    let at = format!("Row {}, column {}", sq.row, sq.col);
    let queen = board.contains(sq);
    let sentence = if attackers.is_empty() {
        if queen {
            format!("{at}: a queen; no other queen attacks it.")
        } else {
            format!("{at} is safe: no queen attacks it.")
        }
    } else {
        let mut named: Vec<String> = attackers
            .iter()
            .take(NAMED_ATTACKERS)
            .map(|(q, line)| {
                format!(
                    "the queen on row {}, column {} along {}",
                    q.row,
                    q.col,
                    line.with_article()
                )
            })
            .collect();
        let more = attackers.len().saturating_sub(NAMED_ATTACKERS);
        if more > 0 {
            named.push(plural(more as u64, "more queen"));
        }
        let list = match named.len() {
            1 => named.remove(0),
            _ => {
                let last = named.pop().unwrap_or_default();
                format!("{} and by {last}", named.join(", by "))
            }
        };
        if queen {
            format!("{at}: a queen, attacked by {list}.")
        } else {
            format!("{at} is attacked by {list}.")
        }
    };
    Some(Why {
        sentence,
        by: attackers.first().copied(),
    })
}
