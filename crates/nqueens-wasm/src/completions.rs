//! Bindings for counting and listing the completions of a partial board (the Play view's "How
//! many solutions contain these queens?" and the Solutions view's list of them). Queens come in
//! as the flat `[row, col, ...]` list the rest of the bindings use; a board whose queens attack
//! each other is refused with the core's message.

use js_sys::Uint32Array;
use nqueens_core::board::Square;
use nqueens_core::completions::{Completions, Partial, Tally, Unit, MAX_COMPLETIONS_N};
use wasm_bindgen::prelude::*;

use super::{object, to_js};

fn partial(n: usize, queens: &[u32]) -> Result<Partial, JsError> {
    if queens.len() % 2 != 0 {
        return Err(to_js(format!(
            "queens must be [row, col] pairs: got {} numbers",
            queens.len()
        )));
    }
    let squares: Vec<Square> = queens
        .chunks_exact(2)
        .map(|pair| Square::new(pair[0], pair[1]))
        .collect();
    Partial::new(n, &squares).map_err(to_js)
}

/// The largest N whose completions can be counted.
#[wasm_bindgen(js_name = maxCompletionsN)]
pub fn max_completions_n() -> usize {
    MAX_COMPLETIONS_N
}

/// Splits the count into units for a pool of workers. Returns `{ units, words, offsets, nodes }`:
/// unit `i` is `words[offsets[i]..offsets[i + 1]]` (the columns pre-placed in the first free
/// rows) and `nodes` the search nodes the split itself placed.
#[wasm_bindgen(js_name = completionPlan)]
pub fn completion_plan(n: usize, queens: &[u32]) -> Result<JsValue, JsError> {
    let plan = partial(n, queens)?.plan();
    let mut words = Vec::new();
    let mut offsets = vec![0u32];
    for unit in &plan.units {
        words.extend_from_slice(unit.words());
        offsets.push(words.len() as u32);
    }
    object(&[
        ("units", JsValue::from_f64(plan.units.len() as f64)),
        ("words", Uint32Array::from(words.as_slice()).into()),
        ("offsets", Uint32Array::from(offsets.as_slice()).into()),
        ("nodes", JsValue::from_f64(plan.nodes as f64)),
    ])
}

/// Counts a batch of units of [`completion_plan`]: `{ solutions }` as a `BigInt`, `nodes` as
/// a number.
#[wasm_bindgen(js_name = completionUnits)]
pub fn completion_units(
    n: usize,
    queens: &[u32],
    words: &[u32],
    offsets: &[u32],
) -> Result<JsValue, JsError> {
    let board = partial(n, queens)?;
    let mut tally = Tally::default();
    for bounds in offsets.windows(2) {
        let columns = words
            .get(bounds[0] as usize..bounds[1] as usize)
            .ok_or_else(|| to_js("unit offsets point outside the words"))?;
        tally += board
            .count_unit(&Unit {
                columns: columns.to_vec(),
            })
            .map_err(to_js)?;
    }
    object(&[
        ("solutions", js_sys::BigInt::from(tally.solutions).into()),
        ("nodes", JsValue::from_f64(tally.nodes as f64)),
    ])
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
    pub fn new(n: usize, queens: &[u32], skip: f64) -> Result<CompletionEnumerator, JsError> {
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
