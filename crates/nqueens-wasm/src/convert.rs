//! The conversions every binding shares, at the edge between JavaScript and the core: queens
//! read from a flat `[row, col, ...]` list, and core values written as plain JS objects. A leaf:
//! the bindings use it, it uses none of them.

use nqueens_core::board::{Board, Square};
use serde::Serialize;
use wasm_bindgen::JsValue;

use crate::error::{fail, internal, JsResult};

/// Reads a flat `[row, col, ...]` list into squares (checked against a board by the core).
pub(crate) fn squares_from(queens: &[u32]) -> JsResult<Vec<Square>> {
    if !queens.len().is_multiple_of(2) {
        return Err(fail(nqueens_core::Error::UnpairedCoordinates {
            len: queens.len(),
        }));
    }
    Ok(queens
        .chunks_exact(2)
        .map(|pair| Square::new(pair[0], pair[1]))
        .collect())
}

/// Reads a flat `[row, col, ...]` list into a board of size `n`.
pub(crate) fn board_from(n: usize, queens: &[u32]) -> JsResult<Board> {
    Board::from_flat(n, queens).map_err(fail)
}

/// A core value as a plain JS object: maps as objects, missing values as null (the declared
/// types in `core-types.d.ts` say which).
pub(crate) fn to_js<T: Serialize>(value: &T) -> JsResult<JsValue> {
    let serializer = serde_wasm_bindgen::Serializer::new()
        .serialize_missing_as_null(true)
        .serialize_maps_as_objects(true);
    value.serialize(&serializer).map_err(internal)
}
