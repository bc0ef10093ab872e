// Generated from the step picture's codes (crates/nqueens-wasm/src/step.rs: CellCode, QueenCode)
// by `cargo xtask codegen`. Do not edit: change the bindings and rerun.

/** A square in a step picture's `cells`: open, a queen, ruled out by a queen's row or
 * column, by a diagonal, by bounds reasoning, or tried and refuted. */
export const CELL = Object.freeze({ open: 0, queen: 1, rowOrColumn: 2, diagonal: 3, bounds: 4, refuted: 5 });

/** A queen's kind, the third number of each of a step picture's `queens`: fixed before the
 * search, chosen by it, or forced by propagation. */
export const QUEEN = Object.freeze({ fixed: 0, chosen: 1, forced: 2 });
