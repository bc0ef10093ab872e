//! Bindings for the search tree beside the Step board: the core's tree as parallel typed
//! arrays (one entry per node), so thousands of nodes cross the boundary without objects.

use js_sys::{Float64Array, Uint32Array, Uint8Array};
use nqueens_core::board::Square;
use nqueens_core::trace::tree::{self, Branch, Outcome};
use nqueens_core::trace::{StepMode, StepStrategy};
use wasm_bindgen::prelude::*;

use super::{object, to_js};

/// The tree of `strategy` on the board with the fixed `queens` (flat `[row, col, ...]`) for at
/// most `max_steps` events. Returns `{ parents, branches, rows, cols, steps, outcomes,
/// outcomeSteps, current, complete }`: `branches[i]` is 0 root, 1 placement (CP `q = v`),
/// 2 CP refutation (`q != v`), 3 attacked square; `outcomes[i]` 0 open, 1 failed, 2 solution;
/// `current[k - 1]` the node current after step `k`.
#[wasm_bindgen(js_name = searchTree)]
pub fn search_tree(
    n: usize,
    queens: &[u32],
    strategy: &str,
    all: bool,
    max_steps: f64,
) -> Result<JsValue, JsError> {
    if queens.len() % 2 != 0 {
        return Err(to_js("fixed queens must be [row, col] pairs"));
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
    let tree = tree::build(n, strategy, &fixed, mode, max_steps.max(0.0) as u64).map_err(to_js)?;
    let nodes = &tree.nodes;
    let parents: Vec<u32> = nodes.iter().map(|n| n.parent).collect();
    let branches: Vec<u8> = nodes
        .iter()
        .map(|n| match n.branch {
            Branch::Root => 0,
            Branch::Place => 1,
            Branch::Refute => 2,
            Branch::Attacked => 3,
        })
        .collect();
    let rows: Vec<u32> = nodes.iter().map(|n| n.row).collect();
    let cols: Vec<u32> = nodes.iter().map(|n| n.col).collect();
    let steps: Vec<f64> = nodes.iter().map(|n| n.step as f64).collect();
    let outcomes: Vec<u8> = nodes
        .iter()
        .map(|n| match n.outcome {
            None => 0,
            Some((Outcome::Failed, _)) => 1,
            Some((Outcome::Solution, _)) => 2,
        })
        .collect();
    let outcome_steps: Vec<f64> = nodes
        .iter()
        .map(|n| n.outcome.map_or(f64::INFINITY, |(_, step)| step as f64))
        .collect();
    object(&[
        ("parents", Uint32Array::from(parents.as_slice()).into()),
        ("branches", Uint8Array::from(branches.as_slice()).into()),
        ("rows", Uint32Array::from(rows.as_slice()).into()),
        ("cols", Uint32Array::from(cols.as_slice()).into()),
        ("steps", Float64Array::from(steps.as_slice()).into()),
        ("outcomes", Uint8Array::from(outcomes.as_slice()).into()),
        (
            "outcomeSteps",
            Float64Array::from(outcome_steps.as_slice()).into(),
        ),
        ("current", Uint32Array::from(tree.current.as_slice()).into()),
        ("complete", JsValue::from_bool(tree.complete)),
    ])
}
