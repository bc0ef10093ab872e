//! Solve and Complete: one solution by a depth-first search, timed with the browser's clock.

use js_sys::Uint32Array;
use nqueens_core::attacks::Pair;
use nqueens_core::search::{self, Limits, Outcome, Strategy};
use serde::Serialize;
use tsify::{Ts, Tsify};
use wasm_bindgen::prelude::*;
use web_time::Instant;

use crate::convert::board_from;
use crate::error::{fail, internal, JsResult};

/// A search's answer and statistics.
#[derive(Serialize, Tsify)]
#[tsify(missing_as_null)]
pub struct Solved {
    pub strategy: Strategy,
    /// The columns of the solution, or null when none exists.
    #[serde(with = "serde_wasm_bindgen::preserve")]
    #[tsify(type = "Uint32Array | null")]
    pub solution: JsValue,
    /// For Complete: a pair among the given queens that already attacks (nothing searched).
    #[tsify(type = "Pair | null")]
    pub conflict: Option<Pair>,
    pub nodes: f64,
    pub backtracks: f64,
    pub checks: f64,
    pub examined: f64,
    /// Wall time of the search, measured here: the core's stopwatch reads zero in wasm.
    pub seconds: f64,
}

impl Solved {
    fn new(outcome: Outcome, strategy: Strategy, seconds: f64) -> Solved {
        Solved {
            strategy,
            solution: outcome.solution.map_or(JsValue::NULL, |cols| {
                Uint32Array::from(cols.as_slice()).into()
            }),
            conflict: outcome.conflict,
            nodes: outcome.stats.nodes as f64,
            backtracks: outcome.stats.backtracks as f64,
            checks: outcome.stats.checks as f64,
            examined: outcome.stats.examined as f64,
            seconds,
        }
    }
}

fn limits(max_nodes: f64) -> Limits {
    Limits {
        max_nodes: (max_nodes.is_finite() && max_nodes >= 1.0).then_some(max_nodes as u64),
    }
}

fn run(
    strategy_name: &str,
    search: impl FnOnce(Strategy) -> nqueens_core::Result<Outcome>,
) -> JsResult<Ts<Solved>> {
    let strategy: Strategy = strategy_name.parse().map_err(fail)?;
    let started = Instant::now();
    let outcome = search(strategy).map_err(fail)?;
    let seconds = started.elapsed().as_secs_f64();
    Solved::new(outcome, strategy, seconds)
        .into_ts()
        .map_err(internal)
}

/// Calls `on_progress(nodes)` (when given) as the core reports a long search's progress; an
/// exception it throws is ignored, since progress is only shown.
fn reporter(on_progress: Option<js_sys::Function>) -> impl FnMut(u64) {
    move |nodes| {
        if let Some(f) = &on_progress {
            let _ = f.call1(&JsValue::NULL, &JsValue::from_f64(nodes as f64));
        }
    }
}

/// Finds the lexicographically first solution for `n`. `maxNodes` of 0 means no budget;
/// `onProgress(nodes)` is called every `REPORT_EVERY` nodes while it searches.
#[wasm_bindgen]
pub fn solve(
    n: usize,
    #[wasm_bindgen(unchecked_param_type = "Strategy")] strategy_name: &str,
    max_nodes: f64,
    #[wasm_bindgen(js_name = onProgress, unchecked_param_type = "(nodes: number) => void")]
    on_progress: Option<js_sys::Function>,
) -> JsResult<Ts<Solved>> {
    let mut report = reporter(on_progress);
    run(strategy_name, |strategy| {
        search::solve_reporting(n, strategy, limits(max_nodes), &mut report)
    })
}

/// Completes the queens a user placed (`[row, col, ...]`) into a solution that keeps them,
/// reporting progress as `solve` does.
#[wasm_bindgen]
pub fn complete(
    n: usize,
    queens: &[u32],
    #[wasm_bindgen(unchecked_param_type = "Strategy")] strategy_name: &str,
    max_nodes: f64,
    #[wasm_bindgen(js_name = onProgress, unchecked_param_type = "(nodes: number) => void")]
    on_progress: Option<js_sys::Function>,
) -> JsResult<Ts<Solved>> {
    let board = board_from(n, queens)?;
    let mut report = reporter(on_progress);
    run(strategy_name, |strategy| {
        search::complete_reporting(&board, strategy, limits(max_nodes), &mut report)
    })
}
