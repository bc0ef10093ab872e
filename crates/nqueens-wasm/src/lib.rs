//! wasm-bindgen bindings over `nqueens-core`.
//!
//! This crate converts types and errors and does nothing else: every algorithm lives in the
//! core. Results are Rust structs that derive `Serialize` and `Tsify`, cross with
//! serde-wasm-bindgen and come with TypeScript declarations in `nqueens-wasm.d.ts`. Bulk data
//! stays in typed arrays inside them: queens as flat `Uint32Array`s (`[row, col, row, col, ...]`),
//! full solutions as a `Uint32Array` of columns, per-square data as `Uint8Array`s. Any core
//! error becomes a JS `Error` with a `kind` property naming the variant (see the `fail` module).

mod board;
mod compare;
mod completions;
mod count;
mod fail;
mod huge;
mod info;
mod ledger;
mod lesson;
mod listing;
mod search;
mod step;
mod tree;

pub use board::{check, click, decode_queens, encode_queens, format_board, parse_board};
pub use compare::compare_strategy;
pub use completions::{completion_plan, completion_units, max_completions_n, CompletionEnumerator};
pub use count::{count_plan, count_units, known_counts};
pub use huge::{huge_solve, verify_placement};
pub use info::info;
pub use ledger::{read_ledger, sum_ledger};
pub use lesson::lesson_questions;
pub use listing::{format_solutions, ClassEnumerator, Enumerator};
pub use search::{complete, solve};
pub use step::Stepper;
pub use tree::search_tree;

use wasm_bindgen::prelude::*;

/// Panics are bugs, not input errors; the hook makes them readable in the console.
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

/// The core's vocabularies as TypeScript unions, written by build.rs from the core's lists.
#[wasm_bindgen(typescript_custom_section)]
const NAMES: &str = include_str!(concat!(env!("OUT_DIR"), "/names.d.ts"));

/// The core's own result types, as they serialize with the `serde` feature. They are declared
/// here by hand because the core cannot depend on tsify; the test below serializes each one and
/// checks its keys against these declarations.
// The section macro copies the value at compile time without "using" the constant.
#[allow(dead_code)]
const CORE_TYPES: &str = r#"
/** A square as [row, col], 0-based. */
export type Square = [number, number];
/** Two queens that attack each other along `line`. */
export interface Pair { a: Square; b: Square; line: Line; }
/** The step engine's counters, as the OR-Tools original CP solver counts them. */
export interface StepStats { branches: number; failures: number; solutions: number; depth: number; nodes: number; }
"#;

#[wasm_bindgen(typescript_custom_section)]
const CORE_TYPES_SECTION: &str = CORE_TYPES;

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use nqueens_core::attacks::{Line, Pair};
    use nqueens_core::board::Square;
    use nqueens_core::trace::StepStats;

    /// The field names `CORE_TYPES` declares for `interface name`.
    fn declared(name: &str) -> Vec<String> {
        let start = super::CORE_TYPES
            .find(&format!("interface {name} {{"))
            .expect("declared");
        let body = &super::CORE_TYPES[start..];
        let body = &body[body.find('{').unwrap() + 1..body.find('}').unwrap()];
        body.split(';')
            .filter_map(|field| field.split(':').next())
            .map(|key| key.trim().to_string())
            .filter(|key| !key.is_empty())
            .collect()
    }

    fn keys(value: serde_json::Value) -> Vec<String> {
        value
            .as_object()
            .expect("an object")
            .keys()
            .cloned()
            .collect()
    }

    #[test]
    fn core_types_serialize_as_declared() {
        let pair = Pair {
            a: Square::new(0, 1),
            b: Square::new(1, 2),
            line: Line::AntiDiagonal,
        };
        let value = serde_json::to_value(pair).unwrap();
        assert_eq!(
            value["a"],
            serde_json::json!([0, 1]),
            "a Square is [row, col]"
        );
        assert_eq!(value["line"], "anti-diagonal");
        let mut pair_keys = keys(value);
        pair_keys.sort();
        let mut expected = declared("Pair");
        expected.sort();
        assert_eq!(pair_keys, expected);
        let mut stats_keys = keys(serde_json::to_value(StepStats::default()).unwrap());
        stats_keys.sort();
        let mut expected = declared("StepStats");
        expected.sort();
        assert_eq!(stats_keys, expected);
    }
}
