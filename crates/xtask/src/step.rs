//! `www/step-codes.js`: how the bindings' step picture codes a square (`cells`) and a queen's
//! kind (`queens`), written from the bindings' own lists (`nqueens_wasm::{CellCode,
//! QueenCode}`), so the renderer reads the same numbers the wasm writes.

use std::fmt::Write as _;

use nqueens_wasm::{CellCode, QueenCode};

/// A code's key in JavaScript: its variant's name with a lower-case first letter.
fn key(variant: impl std::fmt::Debug) -> String {
    let name = format!("{variant:?}");
    let mut chars = name.chars();
    let first = chars.next().expect("a variant has a name");
    first.to_lowercase().chain(chars).collect()
}

pub fn codes_js() -> String {
    let mut out = String::from(
        "// Generated from the step picture's codes (crates/nqueens-wasm/src/step.rs: CellCode, QueenCode)\n// by `cargo xtask codegen`. Do not edit: change the bindings and rerun.\n\n",
    );
    let cells: Vec<String> = CellCode::ALL
        .iter()
        .map(|c| format!("{}: {}", key(c), c.code()))
        .collect();
    writeln!(
        out,
        "/** A square in a step picture's `cells`: open, a queen, ruled out by a queen's row or\n * column, by a diagonal, by bounds reasoning, or tried and refuted. */\nexport const CELL = Object.freeze({{ {} }});\n",
        cells.join(", ")
    )
    .expect("writing to a String");
    let queens: Vec<String> = QueenCode::ALL
        .iter()
        .map(|q| format!("{}: {}", key(q), q.code()))
        .collect();
    writeln!(
        out,
        "/** A queen's kind, the third number of each of a step picture's `queens`: fixed before the\n * search, chosen by it, or forced by propagation. */\nexport const QUEEN = Object.freeze({{ {} }});",
        queens.join(", ")
    )
    .expect("writing to a String");
    out
}
