//! A reader's answer, checked by the core against the answer the run computed at that stop,
//! with what to say back: the teacher's feedback where the lesson has it, else the core's own
//! sentence, which for a square picked on the board says why that square is crossed.

use super::document::Form;
use super::question::{QuestionName, Value};
use super::run::{in_language, matches, Lesson, StopKind, Texts};
use super::text::{said, Segment};
use crate::board::Square;
use crate::error::{Error, Result};
use crate::words::msg;

/// What the reader gave.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reply {
    /// A square, for a pick question.
    Square(Square),
    /// An option's index (0-based), for a choose question.
    Option(usize),
    /// A whole number, for a number question.
    Number(i64),
}

/// Whether the answer is right, and what to say.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Verdict {
    pub correct: bool,
    pub feedback: Vec<Segment>,
    /// The lesson's explanation, once the answer is right.
    pub explanation: Option<Vec<Segment>>,
}

impl Lesson {
    /// Checks `reply` to the question at stop `stop`, with its words in the language a reader
    /// of `wanted` reads (see [`Lesson::language_for`]). A stop that asks nothing, or a reply
    /// of the wrong kind, is an argument error.
    pub fn answer(&self, stop: usize, reply: Reply, wanted: &str) -> Result<Verdict> {
        let language = self.language_for(wanted).to_string();
        let Some(data) = self.stops.get(stop) else {
            return Err(Error::Argument(msg!(
                "error.lesson.stop-past",
                stop = stop,
                stops = self.stops.len()
            )));
        };
        let Some(asked) = data.ask.as_ref().filter(|_| data.kind == StopKind::Ask) else {
            return Err(Error::Argument(msg!(
                "error.lesson.no-question",
                stop = stop
            )));
        };
        let text = |texts: &Texts| in_language(texts, &language, &self.document.language).0;
        let n = asked.state.n as u32;
        let (correct, own) = match (asked.form, reply) {
            (Form::Pick, Reply::Square(sq)) => {
                let value = asked.value.as_ref();
                let right = value.is_some_and(|v| matches(&Value::Squares(vec![sq]), v));
                let own = if sq.row >= n || sq.col >= n {
                    said(msg!("lesson.reply.off-board"))
                } else if right {
                    said(msg!(
                        "lesson.reply.right-square",
                        row = sq.row,
                        col = sq.col
                    ))
                } else if let Some(row) = asked
                    .question
                    .filter(|q| q.name == QuestionName::OpenSquares)
                    .and_then(|q| q.row)
                    .filter(|&row| row != sq.row)
                {
                    said(msg!("lesson.other-row", row = sq.row, asked = row))
                } else {
                    match asked.state.why(sq.row, sq.col) {
                        Some(why)
                            if asked.state.cell(sq.row as usize, sq.col as usize)
                                != Some(crate::trace::Cell::Open) =>
                        {
                            said(why.sentence)
                        }
                        _ => said(msg!("lesson.reply.not-square", row = sq.row, col = sq.col)),
                    }
                };
                (right, own)
            }
            (Form::Number, Reply::Number(k)) => {
                let right = asked.value.as_ref().and_then(Value::as_number) == Some(k);
                let id = if right {
                    "lesson.reply.right-number"
                } else {
                    "lesson.reply.not-number"
                };
                (right, said(msg!(id, k = k)))
            }
            (Form::Choose, Reply::Option(i)) => {
                let Some(&right) = asked.right.get(i) else {
                    return Err(Error::Argument(msg!(
                        "error.lesson.option-past",
                        option = i,
                        options = asked.right.len()
                    )));
                };
                let own = match asked.feedback.get(i).and_then(Option::as_ref) {
                    Some(feedback) => text(feedback),
                    None => said(msg!(if right {
                        "lesson.reply.right"
                    } else {
                        "lesson.reply.not-this"
                    })),
                };
                return Ok(Verdict {
                    correct: right,
                    feedback: own,
                    explanation: if right {
                        asked.explanation.as_ref().map(text)
                    } else {
                        None
                    },
                });
            }
            (form, _) => {
                return Err(Error::Argument(msg!(
                    "error.lesson.answer-kind",
                    stop = stop,
                    form = match form {
                        Form::Pick => "square",
                        Form::Choose => "choice",
                        Form::Number => "number",
                    }
                )))
            }
        };
        let feedback = match (&asked.wrong, correct) {
            (Some(wrong), false) => text(wrong),
            _ => own,
        };
        Ok(Verdict {
            correct,
            feedback,
            explanation: if correct {
                asked.explanation.as_ref().map(text)
            } else {
                None
            },
        })
    }
}
