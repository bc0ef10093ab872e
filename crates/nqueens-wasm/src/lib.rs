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
mod convert;
mod count;
mod error;
mod huge;
mod info;
mod ledger;
mod lesson;
mod listing;
mod picture;
mod scorm;
mod search;
mod step;
mod tree;

pub use board::{check, click, decode_queens, encode_queens, format_board, parse_board, why};
pub use compare::compare_strategy;
pub use completions::{completion_plan, completion_units, max_completions_n, CompletionEnumerator};
pub use count::{count_plan, count_units, gpu_next_dispatch, gpu_records, known_counts};
pub use huge::{huge_solve, verify_placement};
pub use info::info;
pub use ledger::{read_ledger, sum_ledger};
pub use lesson::{lesson_advance, lesson_askable, LessonHandle};
pub use listing::{format_solutions, ClassEnumerator, Enumerator};
pub use picture::{check_frames, GifEncoder};
pub use scorm::{scorm_files, scorm_package};
pub use search::{complete, solve};
pub use step::{CellCode, QueenCode, Stepper};
pub use tree::search_tree;

use wasm_bindgen::prelude::*;

/// Panics are bugs, not input errors; the hook makes them readable in the console.
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

/// The core's vocabularies as TypeScript unions, generated from the core's lists by `cargo xtask
/// codegen`.
#[wasm_bindgen(typescript_custom_section)]
const NAMES: &str = include_str!("names.d.ts");

/// The core's own result types, as they serialize with the `serde` feature, written by `cargo
/// xtask codegen` from its table (`crates/xtask/src/core_types.rs`), which it checks against the
/// serialization of a value of each type.
#[wasm_bindgen(typescript_custom_section)]
const CORE_TYPES: &str = include_str!("core-types.d.ts");
