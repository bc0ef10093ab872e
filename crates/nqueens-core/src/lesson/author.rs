//! What the lesson editor asks of the core while a teacher steps through the search: the named
//! questions that have an answer at this moment, each with that answer (so a question's answer
//! can be "taken from the core", or the squares a teacher clicks matched to the question they
//! answer), and the plainest advance that takes the search from one moment to another (so a
//! lesson written by stepping reads "advance until the next dead end", not "advance 17 events").

use super::document::{Form, Until};
use super::question::{Moment, Question, QuestionName, Shape, Value};
use crate::board::Square;
use crate::error::{Error, Result};
use crate::trace::{Constraints, Event, Failure, StepMode, StepStrategy, Stepper};
use crate::words::{msg, Message};

/// A question a teacher may ask at a moment, with its answer there.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Askable {
    pub question: Question,
    /// The question in words (a message: the editor says it in the reader's language).
    pub words: Message,
    pub answer: Value,
    /// The forms it can be asked in.
    pub forms: Vec<Form>,
}

#[cfg(feature = "serde")]
impl serde::Serialize for Question {
    fn serialize<S: serde::Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = s.serialize_map(None)?;
        map.serialize_entry("name", self.name.name())?;
        if let Some(row) = self.row {
            map.serialize_entry("row", &row)?;
        }
        if let Some(square) = self.square {
            map.serialize_entry("square", &square)?;
        }
        map.end()
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Until {
    fn serialize<S: serde::Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = s.serialize_map(None)?;
        let name = match self {
            Until::Place => "place",
            Until::DeadEnd => "dead-end",
            Until::Backtrack => "backtrack",
            Until::Solution => "solution",
            Until::Row(_) => "row",
            Until::Events(_) => "events",
            Until::End => "end",
        };
        map.serialize_entry("until", name)?;
        match self {
            Until::Row(row) => map.serialize_entry("row", row)?,
            Until::Events(count) => map.serialize_entry("count", count)?,
            _ => {}
        }
        map.end()
    }
}

/// The search a lesson of this board runs, at `position`.
fn search_at(
    n: usize,
    strategy: StepStrategy,
    fixed: &[Square],
    constraints: Constraints,
    position: u64,
) -> Result<Stepper> {
    super::SIZES.check(n)?;
    let mut stepper =
        Stepper::create_with(n, strategy, fixed, StepMode::AllSolutions, constraints)?;
    stepper.seek(position);
    Ok(stepper)
}

/// The named questions with an answer at `position` of this board's search, each with it: the
/// open squares of each row that has some, where the next queen goes, the counters, and the
/// questions about `square` (else about the square the last event was about).
pub fn askable(
    n: usize,
    strategy: StepStrategy,
    fixed: &[Square],
    constraints: Constraints,
    position: u64,
    square: Option<Square>,
) -> Result<Vec<Askable>> {
    let mut stepper = search_at(n, strategy, fixed, constraints, position)?;
    let state = stepper.state();
    let next_queen = {
        let here = stepper.position();
        let mut found = None;
        while let Some(event) = stepper.step() {
            if let Event::Place { row, col } | Event::Forced { row, col } = event {
                found = Some(Square::new(row, col));
                break;
            }
        }
        stepper.seek(here);
        found
    };
    let moment = Moment {
        state: &state,
        next_queen,
    };
    let about = square.or(state.trying);
    if let Some(sq) = square.filter(|sq| sq.row as usize >= n || sq.col as usize >= n) {
        return Err(Error::SquareOutOfRange {
            row: sq.row as usize,
            col: sq.col as usize,
            n,
        });
    }
    let mut questions: Vec<Question> = (0..n as u32)
        .map(|row| Question {
            name: QuestionName::OpenSquares,
            row: Some(row),
            square: None,
        })
        .collect();
    for name in QuestionName::ALL {
        let question = match name {
            QuestionName::OpenSquares => Question {
                name,
                row: None,
                square: None,
            },
            QuestionName::Attackers
            | QuestionName::CrossedBy
            | QuestionName::Slash
            | QuestionName::Backslash => match about {
                Some(sq) => Question {
                    name,
                    row: None,
                    square: Some(sq),
                },
                None => continue,
            },
            _ => Question {
                name,
                row: None,
                square: None,
            },
        };
        questions.push(question);
    }
    Ok(questions
        .into_iter()
        .filter_map(|question| {
            let answer = question.answer(&moment).ok()?;
            if matches!(&answer, Value::Squares(s) if s.is_empty()) {
                return None;
            }
            let forms = match question.name.shape() {
                Shape::Squares => vec![Form::Pick, Form::Number, Form::Choose],
                Shape::Number => vec![Form::Number, Form::Choose],
                Shape::Name => vec![Form::Choose],
            };
            Some(Askable {
                words: question.words(),
                question,
                answer,
                forms,
            })
        })
        .collect())
}

/// The plainest advance from position `from` to position `to` of this board's search: the next
/// queen, dead end, backtrack or solution, the end, or the row of the event at `to`, whichever
/// stops exactly there; else that many events.
pub fn advance_between(
    n: usize,
    strategy: StepStrategy,
    fixed: &[Square],
    constraints: Constraints,
    from: u64,
    to: u64,
) -> Result<Until> {
    if to <= from {
        return Err(Error::Argument(msg!(
            "error.advance.backward",
            from = from,
            to = to
        )));
    }
    let start = search_at(n, strategy, fixed, constraints, from)?;
    if start.position() != from {
        return Err(Error::Argument(msg!(
            "error.advance.past-end",
            end = start.position(),
            at = from
        )));
    }
    // The event at `to`, which says what to try.
    let mut ahead = start.clone();
    ahead.seek(to - 1);
    let Some(last) = ahead.step() else {
        return Err(Error::Argument(msg!(
            "error.advance.past-end",
            end = ahead.position(),
            at = to
        )));
    };
    let row = match &last {
        Event::DeadEnd(Failure::Empty { row }) => Some(*row),
        other => other.square().map(|sq| sq.row),
    };
    let mut tries = vec![
        Until::Place,
        Until::DeadEnd,
        Until::Backtrack,
        Until::Solution,
        Until::End,
    ];
    if let Some(row) = row {
        tries.push(Until::Row(row));
    }
    for until in tries {
        let mut search = start.clone();
        let reached = loop {
            let Some(event) = search.step() else {
                break None;
            };
            let hit = match until {
                Until::Place => matches!(event, Event::Place { .. } | Event::Forced { .. }),
                Until::DeadEnd => event.is_dead_end(),
                Until::Backtrack => matches!(event, Event::Backtrack { .. }),
                Until::Solution => matches!(event, Event::Solution(_)),
                Until::End => matches!(event, Event::Finished { .. }),
                Until::Row(r) => {
                    event.square().is_some_and(|sq| sq.row == r)
                        || matches!(event, Event::DeadEnd(Failure::Empty { row }) if row == r)
                }
                Until::Events(_) => false,
            };
            if hit || search.position() >= to {
                break hit.then_some(search.position());
            }
        };
        if reached == Some(to) {
            return Ok(until);
        }
    }
    Ok(Until::Events(to - from))
}
