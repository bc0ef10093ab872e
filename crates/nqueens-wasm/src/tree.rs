//! Bindings for the search tree beside the Step board: the core's tree as parallel typed
//! arrays (one entry per node), so thousands of nodes cross the boundary without objects.

use js_sys::{Float64Array, Uint32Array, Uint8Array};
use nqueens_core::trace::tree::{self, Kind, Outcome};
use nqueens_core::trace::StepStrategy;
use serde::Serialize;
use tsify::{Ts, Tsify};
use wasm_bindgen::prelude::*;

use crate::convert::squares_from;
use crate::error::{fail, internal, JsResult};
use crate::step::step_mode;

/// The search tree, one entry per node in each array.
#[derive(Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct SearchTree {
    #[serde(with = "serde_wasm_bindgen::preserve")]
    #[tsify(type = "Uint32Array")]
    pub parents: Uint32Array,
    /// What made each vertex: 0 the root, 1 a queen placed by choice (CP `q = v`), 2 a CP
    /// refutation (`q != v`), 3 an attacked square tried, 4 a queen forced by propagation.
    /// Kinds 1 and 4 are nodes, kinds 1, 2 and 3 branches (the core's measures).
    #[serde(with = "serde_wasm_bindgen::preserve")]
    #[tsify(type = "Uint8Array")]
    pub kinds: Uint8Array,
    #[serde(with = "serde_wasm_bindgen::preserve")]
    #[tsify(type = "Uint32Array")]
    pub rows: Uint32Array,
    #[serde(with = "serde_wasm_bindgen::preserve")]
    #[tsify(type = "Uint32Array")]
    pub cols: Uint32Array,
    /// The step that created each node.
    #[serde(with = "serde_wasm_bindgen::preserve")]
    #[tsify(type = "Float64Array")]
    pub steps: Float64Array,
    /// 0 open, 1 failed, 2 solution.
    #[serde(with = "serde_wasm_bindgen::preserve")]
    #[tsify(type = "Uint8Array")]
    pub outcomes: Uint8Array,
    /// The step of each node's outcome (Infinity while open).
    #[serde(with = "serde_wasm_bindgen::preserve")]
    #[tsify(type = "Float64Array")]
    pub outcome_steps: Float64Array,
    /// `current[k - 1]` is the node current after step `k`.
    #[serde(with = "serde_wasm_bindgen::preserve")]
    #[tsify(type = "Uint32Array")]
    pub current: Uint32Array,
    /// False when `max_steps` cut the search short.
    pub complete: bool,
}

/// The tree of `strategy` on the board with the fixed `queens` (flat `[row, col, ...]`) for at
/// most `max_steps` events.
#[wasm_bindgen(js_name = searchTree)]
pub fn search_tree(
    n: usize,
    queens: &[u32],
    #[wasm_bindgen(unchecked_param_type = "StepStrategy")] strategy: &str,
    all: bool,
    max_steps: f64,
) -> JsResult<Ts<SearchTree>> {
    let fixed = squares_from(queens)?;
    let strategy: StepStrategy = strategy.parse().map_err(fail)?;
    let mode = step_mode(all);
    let tree = tree::build(n, strategy, &fixed, mode, max_steps.max(0.0) as u64).map_err(fail)?;
    let nodes = &tree.nodes;
    let u32s = |f: &dyn Fn(&tree::Node) -> u32| {
        Uint32Array::from(nodes.iter().map(f).collect::<Vec<_>>().as_slice())
    };
    let kind = |node: &tree::Node| match node.kind {
        Kind::Root => 0u8,
        Kind::Place => 1,
        Kind::Refute => 2,
        Kind::Attacked => 3,
        Kind::Forced => 4,
    };
    let outcome = |node: &tree::Node| match node.outcome {
        None => 0u8,
        Some((Outcome::Failed, _)) => 1,
        Some((Outcome::Solution, _)) => 2,
    };
    SearchTree {
        parents: u32s(&|node| node.parent),
        kinds: Uint8Array::from(nodes.iter().map(kind).collect::<Vec<_>>().as_slice()),
        rows: u32s(&|node| node.row),
        cols: u32s(&|node| node.col),
        steps: Float64Array::from(
            nodes
                .iter()
                .map(|node| node.step as f64)
                .collect::<Vec<_>>()
                .as_slice(),
        ),
        outcomes: Uint8Array::from(nodes.iter().map(outcome).collect::<Vec<_>>().as_slice()),
        outcome_steps: Float64Array::from(
            nodes
                .iter()
                .map(|node| node.outcome.map_or(f64::INFINITY, |(_, step)| step as f64))
                .collect::<Vec<_>>()
                .as_slice(),
        ),
        current: Uint32Array::from(tree.current.as_slice()),
        complete: tree.complete,
    }
    .into_ts()
    .map_err(internal)
}
