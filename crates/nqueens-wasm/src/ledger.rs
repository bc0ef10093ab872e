//! The page's saved counts read by the core's ledger: the one owner of the rule that a count
//! is resumed only under its own plan, with no unit twice and none outside the plan, and of
//! the sum of its units. The page only stores the ledger's text and hands it back here.

use js_sys::{BigInt, Uint32Array};
use nqueens_core::ledger::{Ledger, Total};
use serde::Serialize;
use tsify::{Ts, Tsify};
use wasm_bindgen::prelude::*;

use crate::error::{fail, internal, JsResult};

/// How far a saved count got.
#[derive(Serialize, Tsify)]
pub struct SavedCount {
    pub n: usize,
    /// Units in the whole plan.
    pub units: usize,
    /// The ids (positions in the plan) of the units recorded.
    #[serde(with = "serde_wasm_bindgen::preserve")]
    #[tsify(type = "Uint32Array")]
    pub done: Uint32Array,
    /// Solutions the recorded units found (the board's count only once every unit is in).
    #[serde(with = "serde_wasm_bindgen::preserve")]
    #[tsify(type = "bigint")]
    pub solutions: BigInt,
    /// Search nodes of the recorded units.
    pub nodes: f64,
}

/// Reads a saved count (a ledger's text). With `expected` (a plan's empty `ledger`, see
/// `countPlan`), a count of another N or plan is refused too; a unit recorded twice or outside
/// the plan always is. The error carries the core's sentence.
#[wasm_bindgen(js_name = readLedger)]
pub fn read_ledger(text: &str, expected: Option<String>) -> JsResult<Ts<SavedCount>> {
    let ledger = match expected {
        Some(expected) => {
            let header = *Ledger::parse(&expected).map_err(fail)?.header();
            Ledger::parse_for(text, &header)
        }
        None => Ledger::parse(text),
    }
    .map_err(fail)?;
    let done: Vec<u32> = ledger.records().iter().map(|r| r.unit as u32).collect();
    let recorded = ledger.recorded();
    SavedCount {
        n: ledger.header().n,
        units: ledger.header().units,
        done: Uint32Array::from(done.as_slice()),
        solutions: BigInt::from(recorded.solutions),
        nodes: recorded.nodes as f64,
    }
    .into_ts()
    .map_err(internal)
}

/// The board's totals, exact beyond 2^53.
#[derive(Serialize, Tsify)]
pub struct CountTotal {
    /// All solutions (OEIS A000170).
    #[serde(with = "serde_wasm_bindgen::preserve")]
    #[tsify(type = "bigint")]
    pub solutions: BigInt,
    /// Solutions up to rotation and reflection (OEIS A002562).
    #[serde(with = "serde_wasm_bindgen::preserve")]
    #[tsify(type = "bigint")]
    pub fundamental: BigInt,
    /// Search nodes of every unit.
    pub nodes: f64,
}

/// The totals of a finished count from its ledger's text: refused (with the core's sentence)
/// unless it records every unit of its plan exactly once.
#[wasm_bindgen(js_name = sumLedger)]
pub fn sum_ledger(text: &str) -> JsResult<Ts<CountTotal>> {
    let Total { tally, .. } = Ledger::parse(text)
        .and_then(|ledger| ledger.total("the count"))
        .map_err(fail)?;
    CountTotal {
        solutions: BigInt::from(tally.solutions),
        fundamental: BigInt::from(tally.fundamental),
        nodes: tally.nodes as f64,
    }
    .into_ts()
    .map_err(internal)
}
