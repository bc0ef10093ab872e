//! Listing solutions lazily in batches, every one or one per symmetry class, and exporting them.

use js_sys::{Uint32Array, Uint8Array};
use nqueens_core::enumerate::{self, Fundamentals, Solutions};
use nqueens_core::format::{self, Format};
use serde::Serialize;
use tsify::{Ts, Tsify};
use wasm_bindgen::prelude::*;

use crate::error::{fail, internal, JsResult};

/// Writes many solutions (`n` columns each, end to end) as text in one format, for export.
#[wasm_bindgen(js_name = formatSolutions)]
pub fn format_solutions(
    n: usize,
    flat: &[u32],
    #[wasm_bindgen(unchecked_param_type = "Format")] format_name: &str,
) -> JsResult<String> {
    let format: Format = format_name.parse().map_err(fail)?;
    format::write_placements(n, flat, format).map_err(fail)
}

/// A lazy listing of every solution in lexicographic order, handed out in batches.
#[wasm_bindgen]
pub struct Enumerator {
    inner: Solutions,
}

#[wasm_bindgen]
impl Enumerator {
    /// Starts at the first solution, or at the `skip`-th (0-based) without listing the ones
    /// before it.
    #[wasm_bindgen(constructor)]
    pub fn new(n: usize, skip: f64) -> JsResult<Enumerator> {
        let inner = if skip >= 1.0 {
            enumerate::skip_to(n, skip as u64)
        } else {
            enumerate::solutions(n)
        };
        Ok(Enumerator {
            inner: inner.map_err(fail)?,
        })
    }

    /// Resumes right after the given solution.
    pub fn after(n: usize, last: &[u32]) -> JsResult<Enumerator> {
        Ok(Enumerator {
            inner: enumerate::after(n, last).map_err(fail)?,
        })
    }

    /// Up to `max` solutions as one `Uint32Array` of n * k columns; empty when done.
    #[wasm_bindgen(js_name = nextBatch)]
    pub fn next_batch(&mut self, max: usize) -> Uint32Array {
        let mut out = Vec::new();
        self.inner.next_batch(max, &mut out);
        Uint32Array::from(out.as_slice())
    }
}

/// Up to `max` symmetry classes. Class `i` has `sizes[i]` members, listed in order in `members`
/// (n columns each; the first is the representative) with, in `transforms`, the index (into
/// `info().transforms`) of the symmetry that maps the representative to each.
#[derive(Serialize, Tsify)]
pub struct ClassBatch {
    pub count: usize,
    #[serde(with = "serde_wasm_bindgen::preserve")]
    #[tsify(type = "Uint8Array")]
    pub sizes: Uint8Array,
    #[serde(with = "serde_wasm_bindgen::preserve")]
    #[tsify(type = "Uint32Array")]
    pub members: Uint32Array,
    #[serde(with = "serde_wasm_bindgen::preserve")]
    #[tsify(type = "Uint8Array")]
    pub transforms: Uint8Array,
}

/// A lazy listing of the fundamental solutions: one representative per symmetry class.
#[wasm_bindgen]
pub struct ClassEnumerator {
    inner: Fundamentals,
}

#[wasm_bindgen]
impl ClassEnumerator {
    #[wasm_bindgen(constructor)]
    pub fn new(n: usize) -> JsResult<ClassEnumerator> {
        Ok(ClassEnumerator {
            inner: enumerate::fundamentals(n).map_err(fail)?,
        })
    }

    /// The next `max` classes (fewer at the end; `count` 0 when done).
    #[wasm_bindgen(js_name = nextBatch)]
    pub fn next_batch(&mut self, max: usize) -> JsResult<Ts<ClassBatch>> {
        let mut sizes = Vec::new();
        let mut members = Vec::new();
        let mut transforms = Vec::new();
        for class in self.inner.by_ref().take(max) {
            sizes.push(class.size() as u8);
            for (transform, cols) in &class.members {
                transforms.push(transform.index() as u8);
                members.extend_from_slice(cols);
            }
        }
        ClassBatch {
            count: sizes.len(),
            sizes: Uint8Array::from(sizes.as_slice()),
            members: Uint32Array::from(members.as_slice()),
            transforms: Uint8Array::from(transforms.as_slice()),
        }
        .into_ts()
        .map_err(internal)
    }
}
