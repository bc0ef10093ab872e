//! Bindings for counting and listing the completions of a partial board (the Play view's "How
//! many solutions contain these queens?" and the Solutions view's list of them). A board whose
//! queens attack each other is refused with the core's message.

use js_sys::{BigInt, Uint32Array};
use nqueens_core::completions::{Completions, Partial, Tally, Unit, MAX_COMPLETIONS_N};
use serde::Serialize;
use tsify::{Ts, Tsify};
use wasm_bindgen::prelude::*;

use crate::convert::squares_from;
use crate::count::flatten_units;
use crate::error::{fail, internal, JsResult};

fn partial(n: usize, queens: &[u32]) -> JsResult<Partial> {
    Partial::new(n, &squares_from(queens)?).map_err(fail)
}

/// The largest N whose completions can be counted.
#[wasm_bindgen(js_name = maxCompletionsN)]
pub fn max_completions_n() -> usize {
    MAX_COMPLETIONS_N
}

/// A completion count split into units: unit `i` is `words[offsets[i]..offsets[i + 1]]` (the
/// columns pre-placed in the first free rows).
#[derive(Serialize, Tsify)]
pub struct CompletionPlan {
    pub units: f64,
    #[serde(with = "serde_wasm_bindgen::preserve")]
    #[tsify(type = "Uint32Array")]
    pub words: Uint32Array,
    #[serde(with = "serde_wasm_bindgen::preserve")]
    #[tsify(type = "Uint32Array")]
    pub offsets: Uint32Array,
    /// Search nodes the split itself placed.
    pub nodes: f64,
}

/// What a batch of completion units counted.
#[derive(Serialize, Tsify)]
pub struct CompletionCount {
    #[serde(with = "serde_wasm_bindgen::preserve")]
    #[tsify(type = "bigint")]
    pub solutions: BigInt,
    pub nodes: f64,
}

/// Splits the count into units for a pool of workers.
#[wasm_bindgen(js_name = completionPlan)]
pub fn completion_plan(n: usize, queens: &[u32]) -> JsResult<Ts<CompletionPlan>> {
    let plan = partial(n, queens)?.plan();
    let (words, offsets) = flatten_units(plan.units.iter().map(|unit| unit.words()));
    CompletionPlan {
        units: plan.units.len() as f64,
        words,
        offsets,
        nodes: plan.nodes as f64,
    }
    .into_ts()
    .map_err(internal)
}

/// Counts a batch of units of [`completion_plan`].
#[wasm_bindgen(js_name = completionUnits)]
pub fn completion_units(
    n: usize,
    queens: &[u32],
    words: &[u32],
    offsets: &[u32],
) -> JsResult<Ts<CompletionCount>> {
    let board = partial(n, queens)?;
    let mut tally = Tally::default();
    for bounds in offsets.windows(2) {
        let columns = words
            .get(bounds[0] as usize..bounds[1] as usize)
            .ok_or_else(|| {
                fail(nqueens_core::Error::InvalidUnit(
                    nqueens_core::Message::new("unit.offsets"),
                ))
            })?;
        tally += board
            .count_unit(&Unit {
                columns: columns.to_vec(),
            })
            .map_err(fail)?;
    }
    CompletionCount {
        solutions: BigInt::from(tally.solutions),
        nodes: tally.nodes as f64,
    }
    .into_ts()
    .map_err(internal)
}

/// The completions of a partial board in lexicographic order, a batch at a time.
#[wasm_bindgen]
pub struct CompletionEnumerator {
    inner: Completions,
    n: usize,
}

#[wasm_bindgen]
impl CompletionEnumerator {
    /// Starts after the first `skip` completions.
    #[wasm_bindgen(constructor)]
    pub fn new(n: usize, queens: &[u32], skip: f64) -> JsResult<CompletionEnumerator> {
        let inner = partial(n, queens)?.completions(skip.max(0.0) as u64);
        Ok(CompletionEnumerator { inner, n })
    }

    /// Up to `max` completions, `n` columns each, end to end; empty when done.
    #[wasm_bindgen(js_name = nextBatch)]
    pub fn next_batch(&mut self, max: usize) -> Uint32Array {
        let mut out = Vec::with_capacity(max.min(4096) * self.n);
        for solution in self.inner.by_ref().take(max) {
            out.extend(solution);
        }
        Uint32Array::from(out.as_slice())
    }
}
