//! Bindings for the strategy comparison (the Step view's "Strategies side by side"): one
//! strategy per call, so a worker can report each row as it finishes.

use js_sys::Uint32Array;
use nqueens_core::trace::compare;
use nqueens_core::trace::StepStrategy;
use serde::Serialize;
use tsify::{Ts, Tsify};
use wasm_bindgen::prelude::*;

use crate::convert::squares_from;
use crate::error::{fail, internal, JsResult};
use crate::step::step_mode;

/// One strategy's run on one board.
#[derive(Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
#[tsify(missing_as_null)]
pub struct StrategyRun {
    pub strategy: StepStrategy,
    pub nodes: f64,
    pub failures: f64,
    pub branches: f64,
    pub solutions: f64,
    pub backtracks: f64,
    pub checks: f64,
    pub examined: f64,
    pub removals: f64,
    /// Events the step engine took.
    pub events: f64,
    /// False when the run stopped at `maxEvents`.
    pub finished: bool,
    /// The columns of the first solution found, or null.
    #[serde(with = "serde_wasm_bindgen::preserve")]
    #[tsify(type = "Uint32Array | null")]
    pub first_solution: JsValue,
}

/// Runs `strategy` on the board with the fixed `queens` (flat `[row, col, ...]`), through all
/// solutions or to the first, for at most `max_events` events.
#[wasm_bindgen(js_name = compareStrategy)]
pub fn compare_strategy(
    n: usize,
    queens: &[u32],
    #[wasm_bindgen(unchecked_param_type = "StepStrategy")] strategy: &str,
    all: bool,
    max_events: f64,
) -> JsResult<Ts<StrategyRun>> {
    let fixed = squares_from(queens)?;
    let strategy: StepStrategy = strategy.parse().map_err(fail)?;
    let mode = step_mode(all);
    let run = compare::run(n, strategy, &fixed, mode, max_events.max(0.0) as u64).map_err(fail)?;
    StrategyRun {
        strategy: run.strategy,
        nodes: run.stats.nodes as f64,
        failures: run.stats.failures as f64,
        branches: run.stats.branches as f64,
        solutions: run.stats.solutions as f64,
        backtracks: run.stats.backtracks as f64,
        checks: run.stats.checks as f64,
        examined: run.stats.examined as f64,
        removals: run.stats.removals as f64,
        events: run.events as f64,
        finished: run.finished,
        first_solution: run.first_solution.map_or(JsValue::NULL, |cols| {
            Uint32Array::from(cols.as_slice()).into()
        }),
    }
    .into_ts()
    .map_err(internal)
}
