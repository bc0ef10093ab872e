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
    /// The language `feedback` is in where it is not the reader's: the lesson's source
    /// language, for a teacher's feedback a translation left out (the page marks it so it reads
    /// in its own direction). None for the core's own sentences, which are in the reader's.
    #[cfg_attr(feature = "serde", serde(rename = "feedbackLang"))]
    pub feedback_lang: Option<String>,
    /// The lesson's explanation, once the answer is right.
    pub explanation: Option<Vec<Segment>>,
    /// The language `explanation` is in where it is not the reader's (as `feedback_lang`).
    #[cfg_attr(feature = "serde", serde(rename = "explanationLang"))]
    pub explanation_lang: Option<String>,
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
        let text = |texts: &Texts| in_language(texts, &language, &self.document.language);
        // The lesson's explanation, once the answer is right.
        let explained = |right: bool| asked.explanation.as_ref().filter(|_| right).map(text);
        let n = asked.state.n as u32;
        let (correct, own) = match (asked.form, reply) {
            (Form::Pick, Reply::Square(sq)) => {
                let value = asked.value.as_ref();
                let right = value.is_some_and(|v| matches(&Value::Squares(vec![sq]), v));
                let own = if sq.row >= n || sq.col >= n {
                    (said(msg!("lesson.reply.off-board")), None)
                } else if right {
                    (
                        said(msg!(
                            "lesson.reply.right-square",
                            row = sq.row,
                            col = sq.col
                        )),
                        None,
                    )
                } else if let Some(row) = asked
                    .question
                    .filter(|q| q.name == QuestionName::OpenSquares)
                    .and_then(|q| q.row)
                    .filter(|&row| row != sq.row)
                {
                    (
                        said(msg!("lesson.other-row", row = sq.row, asked = row)),
                        None,
                    )
                } else {
                    let sentence = match asked.state.why(sq.row, sq.col) {
                        Some(why)
                            if asked.state.cell(sq.row as usize, sq.col as usize)
                                != Some(crate::trace::Cell::Open) =>
                        {
                            why.sentence
                        }
                        _ => msg!("lesson.reply.not-square", row = sq.row, col = sq.col),
                    };
                    (said(sentence), None)
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
                (right, (said(msg!(id, k = k)), None))
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
                    None => (
                        said(msg!(if right {
                            "lesson.reply.right"
                        } else {
                            "lesson.reply.not-this"
                        })),
                        None,
                    ),
                };
                return Ok(verdict(right, own, explained(right)));
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
        Ok(verdict(correct, feedback, explained(correct)))
    }
}

/// A verdict from its words, each with the language it is in where that is not the reader's.
fn verdict(
    correct: bool,
    (feedback, feedback_lang): (Vec<Segment>, Option<String>),
    explanation: Option<(Vec<Segment>, Option<String>)>,
) -> Verdict {
    let (explanation, explanation_lang) = match explanation {
        Some((words, lang)) => (Some(words), lang),
        None => (None, None),
    };
    Verdict {
        correct,
        feedback,
        feedback_lang,
        explanation,
        explanation_lang,
    }
}
