//! Bindings for the strategy comparison (the Step view's "Strategies side by side"): one
//! strategy per call, so a worker can report each row as it finishes and the page can time each
//! call with the browser's clock.

use js_sys::Uint32Array;
use nqueens_core::board::Square;
use nqueens_core::trace::compare;
use nqueens_core::trace::{StepMode, StepStrategy};
use wasm_bindgen::prelude::*;

use super::{object, to_js};

/// Runs `strategy` on the board with the fixed `queens` (flat `[row, col, ...]`), through all
/// solutions or to the first, for at most `max_events` events. Returns `{ strategy, nodes,
/// failures, branches, solutions, events, finished, firstSolution }` (`firstSolution` a
/// `Uint32Array` of columns, or null).
#[wasm_bindgen(js_name = compareStrategy)]
pub fn compare_strategy(
    n: usize,
    queens: &[u32],
    strategy: &str,
    all: bool,
    max_events: f64,
) -> Result<JsValue, JsError> {
    if queens.len() % 2 != 0 {
        return Err(to_js(format!(
            "queens must be [row, col] pairs: got {} numbers",
            queens.len()
        )));
    }
    let fixed: Vec<Square> = queens
        .chunks_exact(2)
        .map(|pair| Square::new(pair[0], pair[1]))
        .collect();
    let strategy: StepStrategy = strategy.parse().map_err(to_js)?;
    let mode = if all {
        StepMode::AllSolutions
    } else {
        StepMode::FirstSolution
    };
    let run = compare::run(n, strategy, &fixed, mode, max_events.max(0.0) as u64).map_err(to_js)?;
    let first = match &run.first_solution {
        Some(cols) => Uint32Array::from(cols.as_slice()).into(),
        None => JsValue::NULL,
    };
    object(&[
        ("strategy", JsValue::from_str(run.strategy.name())),
        ("nodes", JsValue::from_f64(run.stats.nodes as f64)),
        ("failures", JsValue::from_f64(run.stats.failures as f64)),
        ("branches", JsValue::from_f64(run.stats.branches as f64)),
        ("solutions", JsValue::from_f64(run.stats.solutions as f64)),
        ("events", JsValue::from_f64(run.events as f64)),
        ("finished", JsValue::from_bool(run.finished)),
        ("firstSolution", first),
    ])
}
