//! Bindings for lessons: a lesson file read and run against its search by the core, the plan a
//! reader of one language sees, the reader's answers checked, the shipped lessons, and what the
//! lesson editor asks while a teacher steps through the search. The core decides everything;
//! the page shows it.

use nqueens_core::attacks::Line;
use nqueens_core::board::Square;
use nqueens_core::lesson::{self, Reply, ShippedLesson};
use nqueens_core::trace::{Constraints, StepStrategy};
use wasm_bindgen::prelude::*;

use crate::convert::{squares_from, to_js};
use crate::error::{fail, JsResult};

/// The constraints named (`column`, `diagonal`, `anti-diagonal`); none named: all three.
pub(crate) fn constraints_of(names: Option<Vec<String>>) -> JsResult<Constraints> {
    let Some(names) = names.filter(|names| !names.is_empty()) else {
        return Ok(Constraints::ALL);
    };
    let lines = names
        .iter()
        .map(|name| name.parse::<Line>())
        .collect::<Result<Vec<_>, _>>()
        .map_err(fail)?;
    Constraints::of(&lines).map_err(fail)
}

/// A lesson that passed the core's checks.
#[wasm_bindgen(js_name = Lesson)]
pub struct LessonHandle {
    inner: lesson::Lesson,
}

#[wasm_bindgen(js_class = Lesson)]
impl LessonHandle {
    /// Reads a lesson file's text and runs it against its search; `label` (a name, a URL, a
    /// file name) names it in a refusal until its title is read. Throws the core's sentence
    /// (`kind` "lesson") naming the lesson and the step when it cannot be read or cannot happen.
    #[wasm_bindgen(constructor)]
    pub fn new(text: &str, label: &str) -> JsResult<LessonHandle> {
        Ok(LessonHandle {
            inner: lesson::Lesson::read(text, label).map_err(fail)?,
        })
    }

    /// A shipped lesson, by name (`info().lessons`).
    pub fn shipped(name: &str) -> JsResult<LessonHandle> {
        let shipped: ShippedLesson = name.parse().map_err(fail)?;
        LessonHandle::new(shipped.text(), shipped.name())
    }

    /// A shipped lesson's file, for the editor to open.
    #[wasm_bindgen(js_name = shippedText)]
    pub fn shipped_text(name: &str) -> JsResult<String> {
        let shipped: ShippedLesson = name.parse().map_err(fail)?;
        Ok(shipped.text().to_string())
    }

    /// The lesson as a reader of `language` sees it (that language, its nearest, or the
    /// lesson's own).
    #[wasm_bindgen(unchecked_return_type = "LessonPlan")]
    pub fn plan(&self, language: &str) -> JsResult<JsValue> {
        to_js(&self.inner.plan(language))
    }

    /// The lesson as a printable worksheet for a reader of `language`: its questions with the
    /// boards they are asked on (SVG for paper) and the answer key's words.
    #[wasm_bindgen(unchecked_return_type = "Worksheet")]
    pub fn worksheet(&self, language: &str) -> JsResult<JsValue> {
        to_js(&self.inner.worksheet(language))
    }

    /// The languages it is written in, its own first.
    pub fn languages(&self) -> Vec<String> {
        self.inner.languages().to_vec()
    }

    /// Checks the square `(row, col)` picked for the question at stop `stop`.
    #[wasm_bindgen(js_name = answerSquare, unchecked_return_type = "Verdict")]
    pub fn answer_square(
        &self,
        stop: usize,
        row: u32,
        col: u32,
        language: &str,
    ) -> JsResult<JsValue> {
        self.answer(stop, Reply::Square(Square::new(row, col)), language)
    }

    /// Checks option `option` (0-based) chosen for the question at stop `stop`.
    #[wasm_bindgen(js_name = answerOption, unchecked_return_type = "Verdict")]
    pub fn answer_option(&self, stop: usize, option: usize, language: &str) -> JsResult<JsValue> {
        self.answer(stop, Reply::Option(option), language)
    }

    /// Checks the number given for the question at stop `stop`.
    #[wasm_bindgen(js_name = answerNumber, unchecked_return_type = "Verdict")]
    pub fn answer_number(&self, stop: usize, value: f64, language: &str) -> JsResult<JsValue> {
        if value.fract() != 0.0 || value.abs() > 1e15 {
            return Err(fail(nqueens_core::Error::Argument(
                nqueens_core::Message::new("error.not-whole").with("value", value.to_string()),
            )));
        }
        self.answer(stop, Reply::Number(value as i64), language)
    }
}

impl LessonHandle {
    fn answer(&self, stop: usize, reply: Reply, language: &str) -> JsResult<JsValue> {
        to_js(&self.inner.answer(stop, reply, language).map_err(fail)?)
    }
}

/// The named questions with an answer at `position` of this board's search (the lesson
/// editor's menu), about `square` (`[row, col]`) where one is given.
#[wasm_bindgen(js_name = lessonAskable, unchecked_return_type = "Askable[]")]
pub fn lesson_askable(
    n: usize,
    #[wasm_bindgen(unchecked_param_type = "StepStrategy")] strategy: &str,
    fixed: &[u32],
    #[wasm_bindgen(unchecked_param_type = "Line[] | null")] constraints: Option<Vec<String>>,
    position: f64,
    square: Option<Vec<u32>>,
) -> JsResult<JsValue> {
    let strategy: StepStrategy = strategy.parse().map_err(fail)?;
    let fixed = squares_from(fixed)?;
    let square = match square.as_deref() {
        Some([row, col]) => Some(Square::new(*row, *col)),
        Some(_) => return Err(fail(nqueens_core::Error::UnpairedCoordinates { len: 1 })),
        None => None,
    };
    let list = lesson::askable(
        n,
        strategy,
        &fixed,
        constraints_of(constraints)?,
        position.max(0.0) as u64,
        square,
    )
    .map_err(fail)?;
    to_js(&list)
}

/// The plainest advance from event `from` to event `to` of this board's search, as a lesson's
/// advance step writes it (`{ until: "dead-end" }`, `{ until: "events", count: 3 }`).
#[wasm_bindgen(js_name = lessonAdvance, unchecked_return_type = "Advance")]
pub fn lesson_advance(
    n: usize,
    #[wasm_bindgen(unchecked_param_type = "StepStrategy")] strategy: &str,
    fixed: &[u32],
    #[wasm_bindgen(unchecked_param_type = "Line[] | null")] constraints: Option<Vec<String>>,
    from: f64,
    to: f64,
) -> JsResult<JsValue> {
    let strategy: StepStrategy = strategy.parse().map_err(fail)?;
    let fixed = squares_from(fixed)?;
    let until = lesson::advance_between(
        n,
        strategy,
        &fixed,
        constraints_of(constraints)?,
        from.max(0.0) as u64,
        to.max(0.0) as u64,
    )
    .map_err(fail)?;
    to_js(&until)
}
