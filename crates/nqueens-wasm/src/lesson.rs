//! Bindings for the guided lesson: its questions, and the check of an answer on the board
//! against the step engine's picture (the core decides; the page only shows the verdict).

use js_sys::Float64Array;
use nqueens_core::board::Square;
use nqueens_core::trace::lesson::{self, Question, Verdict};
use nqueens_core::trace::StepStrategy;
use wasm_bindgen::prelude::*;

use crate::board::squares_from;
use crate::error::{fail, JsResult};
use crate::step::Stepper;

/// The lesson's questions for a run to its first solution, as `[step, row, step, row, …]`:
/// at timeline position `step`, "where can the queen in `row` go now?".
#[wasm_bindgen(js_name = lessonQuestions)]
pub fn lesson_questions(
    n: usize,
    queens: &[u32],
    #[wasm_bindgen(unchecked_param_type = "StepStrategy")] strategy: &str,
) -> JsResult<Float64Array> {
    let fixed = squares_from(queens)?;
    let strategy: StepStrategy = strategy.parse().map_err(fail)?;
    let flat: Vec<f64> = lesson::questions(n, strategy, &fixed)
        .map_err(fail)?
        .iter()
        .flat_map(|q| [q.step as f64, f64::from(q.row)])
        .collect();
    Ok(Float64Array::from(flat.as_slice()))
}

#[wasm_bindgen]
impl Stepper {
    /// Checks the reader's square `(row, col)` for the question about `asked_row` at the current
    /// position.
    #[wasm_bindgen(js_name = lessonCheck, unchecked_return_type = "\"open\" | \"other-row\" | \"closed\" | \"off-board\"")]
    pub fn lesson_check(&self, asked_row: u32, row: u32, col: u32) -> String {
        let engine = self.engine();
        let question = Question {
            step: engine.position(),
            row: asked_row,
        };
        match lesson::check(&engine.state(), question, Square::new(row, col)) {
            Verdict::Open => "open",
            Verdict::OtherRow => "other-row",
            Verdict::Closed => "closed",
            Verdict::OffBoard => "off-board",
        }
        .to_string()
    }
}
