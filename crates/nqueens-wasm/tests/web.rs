//! The bindings, run as wasm inside headless Chromium: values and errors as JS sees them.
#![cfg(target_arch = "wasm32")]

use js_sys::{Reflect, Uint32Array, Uint8Array};
use nqueens_wasm::{
    check, complete, decode_queens, encode_queens, format_board, parse_board, solve,
};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn field(value: &JsValue, key: &str) -> JsValue {
    Reflect::get(value, &JsValue::from_str(key)).expect("field exists")
}

fn columns(value: &JsValue) -> Vec<u32> {
    field(value, "solution")
        .dyn_into::<Uint32Array>()
        .expect("solution is a Uint32Array")
        .to_vec()
}

/// An error as JS sees it: an `Error` object with the core's message.
fn js_message(error: wasm_bindgen::JsError) -> String {
    let value: JsValue = error.into();
    assert!(value.is_instance_of::<js_sys::Error>());
    value.unchecked_into::<js_sys::Error>().message().into()
}

#[wasm_bindgen_test]
fn solve_returns_typed_columns_for_every_strategy() {
    for strategy in ["backtracking", "lookup", "bitboard"] {
        let result = solve(8, strategy, 0.0).unwrap();
        assert_eq!(columns(&result), vec![0, 4, 7, 5, 2, 6, 1, 3]);
        assert!(field(&result, "nodes").as_f64().unwrap() > 0.0);
        assert_eq!(field(&result, "strategy").as_string().unwrap(), strategy);
    }
    let none = solve(3, "lookup", 0.0).unwrap();
    assert!(field(&none, "solution").is_null());
}

#[wasm_bindgen_test]
fn bad_input_becomes_a_js_error_with_the_core_message() {
    let message = js_message(solve(0, "bitboard", 0.0).unwrap_err());
    assert!(message.contains("N = 0 is out of range"), "{message}");
    let message = js_message(solve(8, "magic", 0.0).unwrap_err());
    assert!(message.contains("unknown strategy 'magic'"), "{message}");
    let message = js_message(solve(65, "bitboard", 0.0).unwrap_err());
    assert!(message.contains("bitboard"), "{message}");
    let message = js_message(check(4, &[0, 9]).unwrap_err());
    assert!(message.contains("off the 4x4 board"), "{message}");
    let message = js_message(check(4, &[0]).unwrap_err());
    assert!(message.contains("pairs"), "{message}");
    let message = js_message(parse_board("[0, 4, x]").unwrap_err());
    assert!(message.contains("line 1, column 8"), "{message}");
    let message = js_message(solve(30, "backtracking", 10.0).unwrap_err());
    assert!(message.contains("stopped after"), "{message}");
}

#[wasm_bindgen_test]
fn check_reports_pairs_attacked_squares_and_solved() {
    let result = check(4, &[0, 0, 1, 1]).unwrap();
    assert_eq!(field(&result, "totalPairs").as_f64(), Some(1.0));
    let pairs = field(&result, "pairs")
        .dyn_into::<Uint32Array>()
        .unwrap()
        .to_vec();
    assert_eq!(pairs, vec![0, 0, 1, 1, 2]);
    let attacked = field(&result, "attacked")
        .dyn_into::<Uint8Array>()
        .unwrap()
        .to_vec();
    assert_eq!(attacked.len(), 16);
    assert_eq!(
        attacked[0], 1,
        "each queen of the pair is attacked by the other"
    );
    assert_eq!(attacked[3], 1, "row 0 is attacked");
    assert_eq!(attacked[2 * 4 + 3], 0, "(2, 3) is safe");
    assert_eq!(field(&result, "solved").as_bool(), Some(false));

    let solved = check(4, &[0, 1, 1, 3, 2, 0, 3, 2]).unwrap();
    assert_eq!(field(&solved, "solved").as_bool(), Some(true));
}

#[wasm_bindgen_test]
fn complete_keeps_queens_or_names_the_conflict() {
    let result = complete(8, &[0, 0, 1, 4], "bitboard", 0.0).unwrap();
    let cols = columns(&result);
    assert_eq!((cols[0], cols[1]), (0, 4));
    let conflict = complete(8, &[0, 0, 5, 5], "lookup", 0.0).unwrap();
    assert!(field(&conflict, "solution").is_null());
    let pair = field(&conflict, "conflict");
    assert_eq!(field(&pair, "line").as_string().unwrap(), "diagonal");
}

#[wasm_bindgen_test]
fn formats_and_url_codes_round_trip() {
    let text = format_board(4, &[0, 1, 1, 3, 2, 0, 3, 2], "list").unwrap();
    assert_eq!(text, "[1, 3, 0, 2]");
    let parsed = parse_board(&text).unwrap();
    assert_eq!(field(&parsed, "n").as_f64(), Some(4.0));
    let queens = field(&parsed, "queens")
        .dyn_into::<Uint32Array>()
        .unwrap()
        .to_vec();
    assert_eq!(queens, vec![0, 1, 1, 3, 2, 0, 3, 2]);
    let code = encode_queens(8, &[0, 0, 7, 7]).unwrap();
    assert_eq!(decode_queens(8, &code).unwrap().to_vec(), vec![0, 0, 7, 7]);
    assert!(decode_queens(8, "!").is_err());
}
