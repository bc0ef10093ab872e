//! The named questions: what a lesson may ask whose answer the core reads off the search at the
//! moment it is asked ("which squares of row 2 are still open?", "where does the search put its
//! next queen?", "what is slashCode of row 2, column 1?"). A teacher names the question and the
//! core answers it, or writes the answer too and the core checks it; either way the reader is
//! told right or wrong by the search itself, never by a typo in a file.

use crate::attacks::Line;
use crate::board::Square;
use crate::error::Error;
use crate::names::vocabulary;
use crate::trace::{Cell, Event, Reason, StepState};
use crate::words::{msg, Message};

vocabulary! {
    /// The named questions.
    pub enum QuestionName: "question" {
        /// The squares still open (not crossed out, no queen): of row `row`, or of the board.
        OpenSquares => "open-squares",
        /// The square where the search puts its next queen (a choice or a forced queen).
        NextQueen => "next-queen",
        /// The queens on the board that share a line with `square`.
        Attackers => "attackers",
        /// What rules `square` out: "row", "column", "diagonal", "anti-diagonal" (a queen's
        /// line; in constraint propagation its AllDifferent), "bounds", "refuted", or "open",
        /// "queen".
        CrossedBy => "crossed-by",
        /// The row the last event found empty.
        DeadRow => "dead-row",
        /// How many queens are on the board.
        Queens => "queens",
        /// The search's counters.
        Solutions => "solutions",
        Failures => "failures",
        Branches => "branches",
        Nodes => "nodes",
        Depth => "depth",
        /// The branch-and-bound tutorial's index of the "/" diagonal through `square`: `row + col`.
        Slash => "slash",
        /// The branch-and-bound tutorial's index of the "\" diagonal through `square`: `row - col + N - 1`.
        Backslash => "backslash",
        /// The squares the last propagation event removed.
        Removed => "removed",
        /// The square the last event was about (placed, tried, forced or refuted).
        Tried => "tried",
    }
}

/// What a question's answer is made of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    Number,
    Squares,
    Name,
}

impl QuestionName {
    /// Whether the question is about a square (`square` given), may name a row (`row`), or
    /// takes neither.
    fn takes(self) -> (bool, bool) {
        use QuestionName::*;
        match self {
            Attackers | CrossedBy | Slash | Backslash => (true, false),
            OpenSquares => (false, true),
            _ => (false, false),
        }
    }

    /// What its answer is made of.
    pub fn shape(self) -> Shape {
        use QuestionName::*;
        match self {
            OpenSquares | NextQueen | Attackers | Removed | Tried => Shape::Squares,
            CrossedBy => Shape::Name,
            DeadRow | Queens | Solutions | Failures | Branches | Nodes | Depth | Slash
            | Backslash => Shape::Number,
        }
    }
}

/// A named question with what it is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Question {
    pub name: QuestionName,
    pub row: Option<u32>,
    pub square: Option<Square>,
}

/// The refusal of row `row`, off an `n` board.
pub fn off_board_row(row: u32, n: usize) -> Message {
    msg!("lesson.read.row-off-board", row = row, n = n)
}

/// The refusal of the square `sq`, off an `n` board (the rows and columns it has said too).
pub fn off_board(sq: Square, n: usize) -> Message {
    Error::SquareOutOfRange {
        row: sq.row as usize,
        col: sq.col as usize,
        n,
    }
    .message()
}

/// The names [`QuestionName::CrossedBy`] answers with.
pub const CROSSED_BY: [&str; 8] = [
    "open",
    "queen",
    "row",
    "column",
    "diagonal",
    "anti-diagonal",
    "bounds",
    "refuted",
];

impl Question {
    /// The question, checked: a square where it needs one (on an `n` board), a row only where
    /// it takes one.
    pub fn new(
        name: QuestionName,
        row: Option<u32>,
        square: Option<Square>,
        n: usize,
    ) -> Result<Question, Message> {
        let (needs_square, takes_row) = name.takes();
        let refuse = |id: &'static str| msg!(id, name = name.to_string());
        if needs_square && square.is_none() {
            return Err(refuse("lesson.read.question.needs-square"));
        }
        if !needs_square && square.is_some() {
            return Err(refuse("lesson.read.question.no-square"));
        }
        if !takes_row && row.is_some() {
            return Err(refuse("lesson.read.question.no-row"));
        }
        if let Some(row) = row.filter(|&r| r as usize >= n) {
            return Err(off_board_row(row, n));
        }
        if let Some(sq) = square.filter(|sq| sq.row as usize >= n || sq.col as usize >= n) {
            return Err(off_board(sq, n));
        }
        Ok(Question { name, row, square })
    }

    /// The question in words, for the editor (a message of the catalogs' `question.*`).
    pub fn words(&self) -> Message {
        let sq = self.square.unwrap_or(Square::new(0, 0));
        let at = |id: &'static str| msg!(id, row = sq.row, col = sq.col);
        use QuestionName::*;
        match self.name {
            OpenSquares => match self.row {
                Some(row) => msg!("question.open-squares.row", row = row),
                None => msg!("question.open-squares"),
            },
            NextQueen => msg!("question.next-queen"),
            Attackers => at("question.attackers"),
            CrossedBy => at("question.crossed-by"),
            DeadRow => msg!("question.dead-row"),
            Queens => msg!("question.queens"),
            Solutions => msg!("question.solutions"),
            Failures => msg!("question.failures"),
            Branches => msg!("question.branches"),
            Nodes => msg!("question.nodes"),
            Depth => msg!("question.depth"),
            Slash => at("question.slash"),
            Backslash => at("question.backslash"),
            Removed => msg!("question.removed"),
            Tried => msg!("question.tried"),
        }
    }

    /// The question in the core's English words, for its refusals.
    pub fn describe(&self) -> String {
        self.words().to_string()
    }

    /// The answer at `moment`, or why the question has none there.
    pub fn answer(&self, moment: &Moment<'_>) -> Result<Value, Message> {
        let state = moment.state;
        let n = state.n;
        let stats = state.stats;
        let count = |v: u64| Value::Number(v as i64);
        use QuestionName::*;
        Ok(match self.name {
            OpenSquares => {
                let rows = match self.row {
                    Some(row) => row..row + 1,
                    None => 0..n as u32,
                };
                let mut open = Vec::new();
                for row in rows {
                    for col in 0..n as u32 {
                        if state.cell(row as usize, col as usize) == Some(Cell::Open) {
                            open.push(Square::new(row, col));
                        }
                    }
                }
                Value::Squares(open)
            }
            NextQueen => match moment.next_queen {
                Some(sq) => Value::Squares(vec![sq]),
                None => return Err(msg!("lesson.no-answer.next-queen")),
            },
            Attackers => {
                let target = self.square.unwrap_or(Square::new(0, 0));
                Value::Squares(
                    state
                        .queens
                        .iter()
                        .map(|q| Square::new(q.row, q.col))
                        .filter(|&q| q != target && Line::shared_by(q, target).is_some())
                        .collect(),
                )
            }
            CrossedBy => {
                let sq = self.square.unwrap_or(Square::new(0, 0));
                Value::Name(crossed_by(state.cell(sq.row as usize, sq.col as usize)))
            }
            DeadRow => match moment.dead_row() {
                Some(row) => Value::Number(row.into()),
                None => return Err(msg!("lesson.no-answer.dead-end")),
            },
            Queens => count(state.queens.len() as u64),
            Solutions => count(stats.solutions),
            Failures => count(stats.failures),
            Branches => count(stats.branches),
            Nodes => count(stats.nodes),
            Depth => count(stats.depth.into()),
            Slash => {
                let sq = self.square.unwrap_or(Square::new(0, 0));
                Value::Number(i64::from(sq.row) + i64::from(sq.col))
            }
            Backslash => {
                let sq = self.square.unwrap_or(Square::new(0, 0));
                Value::Number(i64::from(sq.row) - i64::from(sq.col) + n as i64 - 1)
            }
            Removed => match &state.last {
                Some(Event::Prune { removed, .. }) => {
                    let mut squares = removed.clone();
                    squares.sort_unstable();
                    Value::Squares(squares)
                }
                _ => return Err(msg!("lesson.no-answer.prune")),
            },
            Tried => match state.trying {
                Some(sq) => Value::Squares(vec![sq]),
                None => return Err(msg!("lesson.no-answer.square")),
            },
        })
    }
}

/// The name of what a cell's state says about it.
fn crossed_by(cell: Option<Cell>) -> &'static str {
    match cell {
        None | Some(Cell::Open) => "open",
        Some(Cell::Queen) => "queen",
        Some(Cell::Out(Reason::Attack { line, .. })) => line.name(),
        Some(Cell::Out(Reason::Bounds { .. })) => "bounds",
        Some(Cell::Out(Reason::Refuted)) => "refuted",
    }
}

/// A question's answer, or a value a teacher wrote.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    Number(i64),
    /// Squares in row-major order, each once.
    Squares(Vec<Square>),
    Name(&'static str),
}

impl Value {
    /// The value as a lesson file writes it: a number, `[[row, col], …]` or a name.
    pub fn written(&self) -> String {
        match self {
            Value::Number(k) => k.to_string(),
            Value::Squares(squares) => {
                let list: Vec<String> = squares
                    .iter()
                    .map(|sq| format!("[{}, {}]", sq.row, sq.col))
                    .collect();
                format!("[{}]", list.join(", "))
            }
            Value::Name(name) => format!("\"{name}\""),
        }
    }

    /// The number a number question takes from it: the number, or how many squares.
    pub fn as_number(&self) -> Option<i64> {
        match self {
            Value::Number(k) => Some(*k),
            Value::Squares(squares) => Some(squares.len() as i64),
            Value::Name(_) => None,
        }
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Value {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Value::Number(k) => s.serialize_i64(*k),
            Value::Squares(squares) => serde::Serialize::serialize(squares, s),
            Value::Name(name) => s.serialize_str(name),
        }
    }
}

/// The search at the moment a question is asked: its picture, and where it puts its next
/// queen (which only running ahead can tell).
pub struct Moment<'a> {
    pub state: &'a StepState,
    pub next_queen: Option<Square>,
}

impl Moment<'_> {
    /// The row the last event found empty.
    pub fn dead_row(&self) -> Option<u32> {
        self.state.dead_end
    }
}
