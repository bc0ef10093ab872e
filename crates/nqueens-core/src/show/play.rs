//! What the Play view shows for a board, computed in one call: a click on the page toggles a
//! square and gets back the queens, the attack picture, the status sentence and the URL code
//! together, instead of asking for each and rebuilding the board every time.

use crate::attacks::{self, Attacks, Line};
use crate::board::{Board, Square};
use crate::error::Result;
use crate::format;
use crate::trace::Why;
use crate::words::{msg, Message};

/// Most distinct lines the status sentence names before it trails off with "…".
const NAMED_LINES: usize = 5;

/// Everything the Play view draws and the address bar holds, for one board.
#[derive(Clone, Debug)]
pub struct Play {
    pub board: Board,
    pub attacks: Attacks,
    /// One sentence saying what the board shows; the page's status line (role="status"), so a
    /// screen-reader user hears what a sighted user sees.
    pub status: Message,
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

/// "3 queens placed, 2 attacking pairs (row 1, diagonal)." and the like (`play.status.*`).
pub fn status(board: &Board, attacks: &Attacks) -> Message {
    let n = board.n();
    let queens = board.len();
    if queens == 0 {
        return msg!("play.status.empty", n = n);
    }
    if attacks.is_solution() {
        return msg!("play.status.solved", n = n);
    }
    if attacks.total_pairs == 0 {
        return msg!("play.status.safe", queens = queens, left = n - queens);
    }
    let mut labels: Vec<Message> = Vec::new();
    for pair in &attacks.pairs {
        if labels.len() == NAMED_LINES {
            break;
        }
        let label = match pair.line {
            Line::Row => msg!("play.line.row", row = pair.a.row),
            Line::Column => msg!("play.line.column", col = pair.a.col),
            Line::Diagonal | Line::AntiDiagonal => Message::name("line", pair.line.name()),
        };
        if !labels.contains(&label) {
            labels.push(label);
        }
    }
    let unnamed = attacks.total_pairs > attacks.pairs.len() as u64 || labels.len() == NAMED_LINES;
    msg!(
        "play.status.attacks",
        queens = queens,
        pairs = attacks.total_pairs,
        lines = labels,
        more = if unnamed { "yes" } else { "no" }
    )
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
    let queen = board.contains(sq);
    let at = |id: &'static str| msg!(id, row = sq.row, col = sq.col);
    let sentence = if attackers.is_empty() {
        at(if queen { "why.queen.safe" } else { "why.safe" })
    } else {
        let named: Vec<Message> = attackers
            .iter()
            .take(NAMED_ATTACKERS)
            .map(|(q, line)| msg!("why.by", row = q.row, col = q.col, line = line.name()))
            .collect();
        let more = attackers.len().saturating_sub(NAMED_ATTACKERS);
        let mut by: Vec<Message> = named;
        if more > 0 {
            by.push(msg!("why.by.more", count = more));
        }
        at(if queen {
            "why.queen.attacked"
        } else {
            "why.attacked.by"
        })
        .with("by", by)
    };
    Some(Why {
        sentence,
        by: attackers.first().copied(),
    })
}
