//! Bindings for the guided lesson: its questions, and the check of an answer on the board
//! against the step engine's picture (the core decides; the page only shows the verdict).

use js_sys::Float64Array;
use nqueens_core::board::Square;
use nqueens_core::trace::lesson::{self, Question, Verdict};
use nqueens_core::trace::StepStrategy;
use wasm_bindgen::prelude::*;

use super::{to_js, Stepper};

/// The lesson's questions for a run to its first solution, as `[step, row, step, row, …]`:
/// at timeline position `step`, "where can the queen in `row` go now?".
#[wasm_bindgen(js_name = lessonQuestions)]
pub fn lesson_questions(n: usize, queens: &[u32], strategy: &str) -> Result<Float64Array, JsError> {
    if queens.len() % 2 != 0 {
        return Err(to_js("fixed queens must be [row, col] pairs"));
    }
    let fixed: Vec<Square> = queens
        .chunks_exact(2)
        .map(|pair| Square::new(pair[0], pair[1]))
        .collect();
    let strategy: StepStrategy = strategy.parse().map_err(to_js)?;
    let flat: Vec<f64> = lesson::questions(n, strategy, &fixed)
        .map_err(to_js)?
        .iter()
        .flat_map(|q| [q.step as f64, f64::from(q.row)])
        .collect();
    Ok(Float64Array::from(flat.as_slice()))
}

#[wasm_bindgen]
impl Stepper {
    /// Checks the reader's square `(row, col)` for the question about `asked_row` at the current
    /// position: "open", "other-row", "closed" or "off-board".
    #[wasm_bindgen(js_name = lessonCheck)]
    pub fn lesson_check(&self, asked_row: u32, row: u32, col: u32) -> String {
        let state = self.inner.state();
        let question = Question {
            step: self.inner.position(),
            row: asked_row,
        };
        match lesson::check(&state, question, Square::new(row, col)) {
            Verdict::Open => "open",
            Verdict::OtherRow => "other-row",
            Verdict::Closed => "closed",
            Verdict::OffBoard => "off-board",
        }
        .to_string()
    }
}
