//! Counting on a pool of workers: the plan, a batch of units, and the published counts.

use js_sys::{BigInt, Float64Array, Uint32Array};
use nqueens_core::count::{self, gpu, Kernel, Tally, Unit};
use nqueens_core::ledger::{Header, Record, Shard};
use nqueens_core::show::page::CountKernel;
use nqueens_core::Message;
use nqueens_core::{oeis, Error};
use serde::Serialize;
use tsify::{Ts, Tsify};
use wasm_bindgen::prelude::*;

use crate::error::{fail, internal, JsResult};

/// The count for one N split into independent units: unit `i` is
/// `words[offsets[i]..offsets[i + 1]]`, and `work[i]` its expected relative cost, for progress
/// and load balancing.
#[derive(Serialize, Tsify)]
pub struct Plan {
    pub units: usize,
    /// The core's ledger of this count before any unit is counted: its header line (N, the
    /// plan's fingerprint, the number of units), to which the `records` of counted units are
    /// appended. What is saved of a count, and what `readLedger` checks a saved count against.
    pub ledger: String,
    #[serde(with = "serde_wasm_bindgen::preserve")]
    #[tsify(type = "Uint32Array")]
    pub words: Uint32Array,
    #[serde(with = "serde_wasm_bindgen::preserve")]
    #[tsify(type = "Uint32Array")]
    pub offsets: Uint32Array,
    #[serde(with = "serde_wasm_bindgen::preserve")]
    #[tsify(type = "Float64Array")]
    pub work: Float64Array,
}

/// Units end to end as one typed array of words, and where each begins: unit `i` is
/// `words[offsets[i]..offsets[i + 1]]`. The count and the completion count both cross this way.
pub(crate) fn flatten_units<W: AsRef<[u32]>>(
    units: impl Iterator<Item = W>,
) -> (Uint32Array, Uint32Array) {
    let mut words = Vec::new();
    let mut offsets = vec![0u32];
    for unit in units {
        words.extend_from_slice(unit.as_ref());
        offsets.push(words.len() as u32);
    }
    (
        Uint32Array::from(words.as_slice()),
        Uint32Array::from(offsets.as_slice()),
    )
}

/// Splits the count for `n` into independent units for a pool of workers.
#[wasm_bindgen(js_name = countPlan)]
pub fn count_plan(n: usize) -> JsResult<Ts<Plan>> {
    let plan = count::plan(n).map_err(fail)?;
    let work: Vec<f64> = plan
        .units
        .iter()
        .map(|unit| unit.expected_work() as f64)
        .collect();
    let (words, offsets) = flatten_units(plan.units.iter().map(|unit| unit.to_words()));
    Plan {
        units: plan.units.len(),
        ledger: Header::new(&plan, Shard::WHOLE).empty_ledger(),
        words,
        offsets,
        work: Float64Array::from(work.as_slice()),
    }
    .into_ts()
    .map_err(internal)
}

/// Solution counts, exact beyond 2^53.
#[derive(Serialize, Tsify)]
pub struct Counts {
    /// All solutions (OEIS A000170).
    #[serde(with = "serde_wasm_bindgen::preserve")]
    #[tsify(type = "bigint")]
    pub solutions: BigInt,
    /// Solutions up to rotation and reflection (OEIS A002562).
    #[serde(with = "serde_wasm_bindgen::preserve")]
    #[tsify(type = "bigint")]
    pub fundamental: BigInt,
}

/// What a batch of units counted.
#[derive(Serialize, Tsify)]
pub struct Counted {
    /// The ledger's record of each unit (one line each), to append to the plan's `ledger`.
    pub records: String,
    /// Search nodes of the batch, for the speed shown while counting (a number: well below
    /// 2^53 for every N the page counts).
    pub nodes: f64,
    /// The kernel that counted (the core's name: "simd128" on the workers in every browser, the
    /// wasm build requiring 128-bit SIMD; "webgpu" for `gpuRecords`).
    pub kernel: String,
}

/// Counts a batch of units (laid out as in [`count_plan`]); `ids` are their positions in the
/// plan, which name them in the records.
#[wasm_bindgen(js_name = countUnits)]
pub fn count_units(n: usize, ids: &[u32], words: &[u32], offsets: &[u32]) -> JsResult<Ts<Counted>> {
    if ids.len() + 1 != offsets.len() {
        return Err(fail(Error::InvalidUnit(
            Message::new("unit.ids")
                .with("ids", ids.len())
                .with("units", offsets.len().saturating_sub(1)),
        )));
    }
    let kernel = Kernel::detect();
    let mut records = Vec::with_capacity(ids.len());
    for (&id, bounds) in ids.iter().zip(offsets.windows(2)) {
        let unit = words
            .get(bounds[0] as usize..bounds[1] as usize)
            .ok_or_else(|| fail(Error::InvalidUnit(Message::new("unit.offsets"))))?;
        let unit = Unit::from_words(unit).map_err(fail)?;
        let tally = count::count_unit_with(n, &unit, kernel).map_err(fail)?;
        records.push(Record {
            unit: id as usize,
            tally,
        });
    }
    let batch: Tally = records.iter().map(|r| r.tally).sum();
    Counted {
        records: Record::lines(&records),
        nodes: batch.nodes as f64,
        kernel: kernel.name().to_owned(),
    }
    .into_ts()
    .map_err(internal)
}

/// The tasks to put in the page's next GPU dispatch, from how long the last one took for its
/// `tasks` (the core's `count::gpu::next_dispatch`, which the native GPU counter runs too).
#[wasm_bindgen(js_name = gpuNextDispatch)]
pub fn gpu_next_dispatch(tasks: u32, seconds: f64) -> u32 {
    gpu::next_dispatch(tasks, seconds)
}

/// The ledger's records of units the page's GPU counted (the core's `count::gpu::tally`, the
/// same line a CPU kernel gives): `ids` name the units in the plan, laid out as in
/// [`count_plan`] (`words`, `offsets`); `raw` and `nodes` are each unit's completions and nodes
/// as the kernel's `count` pass summed them.
#[wasm_bindgen(js_name = gpuRecords)]
pub fn gpu_records(
    n: usize,
    ids: &[u32],
    words: &[u32],
    offsets: &[u32],
    raw: &[u64],
    nodes: &[u64],
) -> JsResult<Ts<Counted>> {
    if ids.len() + 1 != offsets.len() || ids.len() != raw.len() || ids.len() != nodes.len() {
        return Err(fail(Error::InvalidUnit(
            Message::new("unit.ids")
                .with("ids", ids.len())
                .with("units", offsets.len().saturating_sub(1)),
        )));
    }
    let mut records = Vec::with_capacity(ids.len());
    for (i, (&id, bounds)) in ids.iter().zip(offsets.windows(2)).enumerate() {
        let unit = words
            .get(bounds[0] as usize..bounds[1] as usize)
            .ok_or_else(|| fail(Error::InvalidUnit(Message::new("unit.offsets"))))?;
        let unit = Unit::from_words(unit).map_err(fail)?;
        let tally = gpu::tally(n, &unit, raw[i], nodes[i]).map_err(fail)?;
        records.push(Record {
            unit: id as usize,
            tally,
        });
    }
    let batch: Tally = records.iter().map(|r| r.tally).sum();
    Counted {
        records: Record::lines(&records),
        nodes: batch.nodes as f64,
        kernel: CountKernel::Webgpu.name().to_owned(),
    }
    .into_ts()
    .map_err(internal)
}

/// The published OEIS counts for `n` (A000170 and A002562), or null if unknown.
#[wasm_bindgen(js_name = knownCounts)]
pub fn known_counts(n: usize) -> JsResult<Option<Ts<Counts>>> {
    oeis::known_counts(n)
        .map(|(solutions, fundamental)| {
            Counts {
                solutions: BigInt::from(solutions),
                fundamental: BigInt::from(fundamental),
            }
            .into_ts()
            .map_err(internal)
        })
        .transpose()
}
