//! One solution for huge N, and the O(N) check the page runs on it.

use std::ops::ControlFlow;

use js_sys::Uint32Array;
use nqueens_core::huge::{self, Method};
use nqueens_core::local_search::{Phase, Progress};
use nqueens_core::{construct, Error};
use serde::Serialize;
use tsify::Tsify;
use wasm_bindgen::prelude::*;

use crate::error::{fail, JsResult};

/// A progress report of the local search.
#[derive(Serialize, Tsify)]
pub struct HugeProgress {
    #[tsify(type = "\"shuffle\" | \"place\" | \"repair\"")]
    pub phase: &'static str,
    pub placed: f64,
    pub collisions: f64,
    pub swaps: f64,
    pub restarts: u32,
}

impl HugeProgress {
    fn of(p: &Progress) -> HugeProgress {
        HugeProgress {
            phase: match p.phase {
                Phase::Shuffle => "shuffle",
                Phase::Place => "place",
                Phase::Repair => "repair",
            },
            placed: p.placed as f64,
            collisions: p.collisions as f64,
            swaps: p.swaps as f64,
            restarts: p.restarts,
        }
    }
}

/// One solution for huge N by `method` (local search from `seed`, reporting a `HugeProgress`
/// to `progress` every so often, or the explicit construction). Returns the columns.
#[wasm_bindgen(js_name = hugeSolve)]
pub fn huge_solve(
    n: usize,
    #[wasm_bindgen(unchecked_param_type = "HugeMethod")] method: &str,
    seed: f64,
    #[wasm_bindgen(unchecked_param_type = "(progress: HugeProgress) => void")]
    progress: &js_sys::Function,
) -> JsResult<Uint32Array> {
    let method: Method = method.parse().map_err(fail)?;
    let report = |p: &Progress| {
        if let Ok(value) = serde_wasm_bindgen::to_value(&HugeProgress::of(p)) {
            // A failing callback only loses a progress line; the search goes on.
            let _ = progress.call1(&JsValue::NULL, &value);
        }
        ControlFlow::Continue(())
    };
    let cols = huge::solve(n, method, seed.max(0.0) as u64, report).map_err(fail)?;
    Ok(Uint32Array::from(cols.as_slice()))
}

/// Checks a full placement in O(N); the `Error` (kind "not-a-solution") names the first
/// attacking pair.
#[wasm_bindgen(js_name = verifyPlacement)]
pub fn verify_placement(cols: &[u32]) -> JsResult<()> {
    construct::verify_placement(cols).map_err(|why| fail(Error::NotASolution(why)))
}
