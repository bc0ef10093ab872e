//! The bindings, run as wasm inside headless Chromium: values and errors as JS sees them.
#![cfg(target_arch = "wasm32")]

use js_sys::{Reflect, Uint32Array, Uint8Array};
use nqueens_core::words::{Arg, Message};
use nqueens_wasm::{
    check, click, complete, count_plan, count_units, decode_queens, encode_queens, format_board,
    format_solutions, huge_solve, info, known_counts, parse_board, read_ledger, solve, sum_ledger,
    verify_placement, ClassEnumerator, Enumerator, Stepper,
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

/// An error as JS sees it: an `Error` object with the core's message and the variant's kind.
fn js_error(value: JsValue) -> (String, String) {
    assert!(value.is_instance_of::<js_sys::Error>());
    let kind = field(&value, "kind").as_string().expect("kind is a string");
    // The error's `words` is the core's message (its `message` the same as JSON): rendered in
    // English by the core's catalog, as the CLI says it.
    (english(&field(&value, "words")), kind)
}

/// A message the bindings return (an id and its arguments), in the core's English.
fn english(value: &JsValue) -> String {
    let json: String = js_sys::JSON::stringify(value)
        .expect("a message is JSON")
        .into();
    let value: serde_json::Value = serde_json::from_str(&json).expect("JSON");
    nqueens_core::words::english().render(&message_of(&value))
}

fn message_of(value: &serde_json::Value) -> Message {
    let mut message = Message::new(
        value["id"]
            .as_str()
            .expect("a message has an id")
            .to_string(),
    );
    if let Some(args) = value["args"].as_object() {
        for (name, arg) in args {
            message = message.with(Box::leak(name.clone().into_boxed_str()), arg_of(arg));
        }
    }
    message
}

fn arg_of(value: &serde_json::Value) -> Arg {
    match value {
        serde_json::Value::Number(n) => n
            .as_i64()
            .map_or_else(|| Arg::from(n.to_string()), Arg::from),
        serde_json::Value::String(text) => Arg::from(text.clone()),
        serde_json::Value::Array(items) => {
            Arg::from(items.iter().map(arg_of).collect::<Vec<Arg>>())
        }
        serde_json::Value::Object(_) => Arg::from(message_of(value)),
        other => Arg::from(other.to_string()),
    }
}

fn js_message(value: JsValue) -> String {
    js_error(value).0
}

#[wasm_bindgen_test]
fn solve_returns_typed_columns_for_every_strategy() {
    for strategy in ["backtracking", "lookup", "bitboard"] {
        let result = solve(8, strategy, 0.0, None).map(JsValue::from).unwrap();
        assert_eq!(columns(&result), vec![0, 4, 7, 5, 2, 6, 1, 3]);
        // The same walk as the core's search tests: 113 queens placed, 105 taken back.
        assert_eq!(field(&result, "nodes").as_f64(), Some(113.0));
        assert_eq!(field(&result, "backtracks").as_f64(), Some(105.0));
        assert_eq!(field(&result, "strategy").as_string().unwrap(), strategy);
    }
    let none = solve(3, "lookup", 0.0, None).map(JsValue::from).unwrap();
    assert!(field(&none, "solution").is_null());
}

#[wasm_bindgen_test]
fn bad_input_becomes_a_js_error_with_the_core_message_and_kind() {
    let kinds = [
        (
            solve(0, "bitboard", 0.0, None).unwrap_err(),
            "size-out-of-range",
        ),
        (solve(8, "magic", 0.0, None).unwrap_err(), "unknown-name"),
        (check(4, &[0, 9]).unwrap_err(), "square-out-of-range"),
        (check(4, &[0]).unwrap_err(), "unpaired-coordinates"),
        (parse_board("[0, 4, x]").unwrap_err(), "parse"),
        (
            solve(30, "backtracking", 10.0, None).unwrap_err(),
            "budget-exceeded",
        ),
        (
            format_board(4, &[0, 0, 0, 1], "list").unwrap_err(),
            "format-cannot-express",
        ),
        (verify_placement(&[0, 1]).unwrap_err(), "not-a-solution"),
        (
            huge_solve(10, "magic", 0.0, &js_sys::Function::new_no_args("")).unwrap_err(),
            "unknown-name",
        ),
    ];
    for (error, kind) in kinds {
        assert_eq!(js_error(error).1, kind);
    }
    let message = js_message(solve(0, "bitboard", 0.0, None).unwrap_err());
    assert!(message.contains("N = 0 is out of range"), "{message}");
    let message = js_message(solve(8, "magic", 0.0, None).unwrap_err());
    assert!(message.contains("unknown strategy 'magic'"), "{message}");
    let message = js_message(solve(65, "bitboard", 0.0, None).unwrap_err());
    assert!(message.contains("bitboard"), "{message}");
    let message = js_message(check(4, &[0, 9]).unwrap_err());
    assert!(message.contains("off the 4x4 board"), "{message}");
    let message = js_message(check(4, &[0]).unwrap_err());
    assert!(message.contains("pairs"), "{message}");
    let message = js_message(parse_board("[0, 4, x]").unwrap_err());
    assert!(message.contains("line 1, column 8"), "{message}");
    let message = js_message(solve(30, "backtracking", 10.0, None).unwrap_err());
    assert!(message.contains("stopped after"), "{message}");
}

#[wasm_bindgen_test]
fn check_reports_pairs_attacked_squares_and_solved() {
    let result = check(4, &[0, 0, 1, 1]).map(JsValue::from).unwrap();
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

    let solved = check(4, &[0, 1, 1, 3, 2, 0, 3, 2])
        .map(JsValue::from)
        .unwrap();
    assert_eq!(field(&solved, "solved").as_bool(), Some(true));
}

#[wasm_bindgen_test]
fn complete_keeps_queens_or_names_the_conflict() {
    let result = complete(8, &[0, 0, 1, 4], "bitboard", 0.0, None)
        .map(JsValue::from)
        .unwrap();
    let cols = columns(&result);
    assert_eq!((cols[0], cols[1]), (0, 4));
    let conflict = complete(8, &[0, 0, 5, 5], "lookup", 0.0, None)
        .map(JsValue::from)
        .unwrap();
    assert!(field(&conflict, "solution").is_null());
    let pair = field(&conflict, "conflict");
    assert_eq!(field(&pair, "line").as_string().unwrap(), "diagonal");
}

#[wasm_bindgen_test]
fn formats_and_url_codes_round_trip() {
    let text = format_board(4, &[0, 1, 1, 3, 2, 0, 3, 2], "list").unwrap();
    assert_eq!(text, "[1, 3, 0, 2]");
    let parsed = parse_board(&text).map(JsValue::from).unwrap();
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

fn bigint(value: &JsValue, key: &str) -> u64 {
    let big = field(value, key)
        .dyn_into::<js_sys::BigInt>()
        .expect("a BigInt");
    u64::try_from(big).expect("fits u64")
}

/// `countPlan(n)` in Rust terms: the units' words and offsets, their number, and the empty
/// ledger (text).
fn plan_of(n: usize) -> (Vec<u32>, Vec<u32>, usize, String) {
    let plan = count_plan(n).map(JsValue::from).unwrap();
    let array = |key| {
        field(&plan, key)
            .dyn_into::<Uint32Array>()
            .unwrap()
            .to_vec()
    };
    let units = field(&plan, "units").as_f64().unwrap() as usize;
    let ledger = field(&plan, "ledger")
        .as_string()
        .expect("the ledger is text");
    (array("words"), array("offsets"), units, ledger)
}

#[wasm_bindgen_test]
fn counted_units_make_a_ledger_that_resumes_under_its_plan_and_sums_to_the_oeis_values() {
    let (words, offsets, units, empty) = plan_of(10);
    assert_eq!(offsets.len(), units + 1);
    let ids: Vec<u32> = (0..units as u32).collect();
    // Two halves counted apart (as two workers would): their records appended to the plan's
    // ledger, the first half read back as a saved count, the whole summed.
    let middle = units / 2;
    let first = count_units(10, &ids[..middle], &words, &offsets[..=middle])
        .map(JsValue::from)
        .unwrap();
    let second = count_units(10, &ids[middle..], &words, &offsets[middle..])
        .map(JsValue::from)
        .unwrap();
    let records = |batch: &JsValue| field(batch, "records").as_string().unwrap();
    for batch in [&first, &second] {
        assert_eq!(
            field(batch, "kernel").as_string().as_deref(),
            Some("simd128")
        );
    }
    let half = empty.clone() + &records(&first);
    let saved: JsValue = read_ledger(&half, Some(empty.clone())).unwrap().into();
    assert_eq!(field(&saved, "units").as_f64(), Some(units as f64));
    let done = field(&saved, "done").dyn_into::<Uint32Array>().unwrap();
    assert_eq!(done.to_vec(), ids[..middle].to_vec());
    assert!(bigint(&saved, "solutions") < 724);
    let whole = half + &records(&second);
    let total: JsValue = sum_ledger(&whole).unwrap().into();
    assert_eq!(bigint(&total, "solutions"), 724);
    assert_eq!(bigint(&total, "fundamental"), 92);
    assert_eq!(
        field(&total, "nodes").as_f64(),
        Some(field(&first, "nodes").as_f64().unwrap() + field(&second, "nodes").as_f64().unwrap())
    );
    let known: JsValue = known_counts(10)
        .unwrap()
        .expect("A000170(10) is known")
        .into();
    assert_eq!(bigint(&known, "solutions"), 724);

    // Refused with the core's sentence: a half only, a unit twice, another plan.
    let (message, kind) = js_error(
        sum_ledger(&(empty.clone() + &records(&first)))
            .map(JsValue::from)
            .unwrap_err(),
    );
    assert!(message.contains("missing"), "{message}");
    assert_eq!(kind, "record");
    let twice = whole.clone() + &records(&first);
    let message = js_message(read_ledger(&twice, None).map(JsValue::from).unwrap_err());
    assert!(message.contains("unit 0 is recorded twice"), "{message}");
    let other = count_plan(11).map(JsValue::from).unwrap();
    let other = field(&other, "ledger").as_string().unwrap();
    let message = js_message(
        read_ledger(&whole, Some(other))
            .map(JsValue::from)
            .unwrap_err(),
    );
    assert!(message.contains("for N = 10, not N = 11"), "{message}");

    assert!(count_units(10, &[0, 1], &words, &[5, 2]).is_err());
    assert!(count_units(10, &[0, 1], &words, &offsets[..2]).is_err());
    assert!(count_plan(0).is_err());
}

#[wasm_bindgen_test]
fn enumerators_hand_out_batches_as_typed_arrays() {
    let mut all = Enumerator::new(8, 0.0).unwrap();
    let first = all.next_batch(50).to_vec();
    assert_eq!(first.len(), 50 * 8);
    assert_eq!(&first[..8], &[0, 4, 7, 5, 2, 6, 1, 3]);
    assert_eq!(all.next_batch(1000).length(), 42 * 8);
    assert_eq!(all.next_batch(1000).length(), 0);
    let mut skipped = Enumerator::new(8, 50.0).unwrap();
    assert_eq!(skipped.next_batch(1).to_vec(), skipped_first());
    let mut classes = ClassEnumerator::new(8).unwrap();
    let batch = classes.next_batch(100).map(JsValue::from).unwrap();
    assert_eq!(field(&batch, "count").as_f64(), Some(12.0));
    let sizes = field(&batch, "sizes")
        .dyn_into::<Uint8Array>()
        .unwrap()
        .to_vec();
    assert_eq!(sizes.iter().map(|&s| s as u32).sum::<u32>(), 92);
    let text = format_solutions(4, &[1, 3, 0, 2, 2, 0, 3, 1], "list").unwrap();
    assert_eq!(text, "[1, 3, 0, 2]\n[2, 0, 3, 1]\n");
    assert!(Enumerator::new(40, 0.0).is_err());
}

/// The 51st solution of N = 8 (index 50), listed the long way.
fn skipped_first() -> Vec<u32> {
    let mut all = Enumerator::new(8, 0.0).unwrap();
    all.next_batch(50);
    all.next_batch(1).to_vec()
}

#[wasm_bindgen_test]
fn the_stepper_reaches_the_or_tools_statistics_and_goes_back() {
    let mut stepper = Stepper::new(8, "cp", &[], true, None).unwrap();
    assert_eq!(stepper.run_to("end", 1e6).unwrap(), "reached");
    assert!(stepper.finished());
    let state = stepper.state().map(JsValue::from).unwrap();
    let stats = field(&state, "stats");
    assert_eq!(field(&stats, "branches").as_f64(), Some(790.0));
    assert_eq!(field(&stats, "failures").as_f64(), Some(304.0));
    assert_eq!(field(&stats, "solutions").as_f64(), Some(92.0));
    stepper.seek(3.0);
    let third = stepper.state().map(JsValue::from).unwrap();
    let cells = field(&third, "cells")
        .dyn_into::<Uint8Array>()
        .unwrap()
        .to_vec();
    assert_eq!(cells.len(), 64);
    assert!(stepper.step());
    assert!(stepper.back());
    let again = field(&stepper.state().map(JsValue::from).unwrap(), "cells")
        .dyn_into::<Uint8Array>()
        .unwrap()
        .to_vec();
    assert_eq!(cells, again);
    assert!(Stepper::new(17, "cp", &[], true, None).is_err());
    assert!(Stepper::new(4, "magic", &[], true, None).is_err());
    assert!(stepper.run_to("nowhere", 10.0).is_err());
}

#[wasm_bindgen_test]
fn a_click_returns_the_picture_the_status_and_the_url_code() {
    let first: JsValue = click(4, &[], 0, 1).unwrap().into();
    let queens = field(&first, "queens")
        .dyn_into::<Uint32Array>()
        .unwrap()
        .to_vec();
    assert_eq!(queens, vec![0, 1]);
    assert_eq!(
        field(&first, "code").as_string().unwrap(),
        encode_queens(4, &[0, 1]).unwrap()
    );
    assert_eq!(
        english(&field(&first, "status")),
        "1 queen placed, none attacking; 3 to go."
    );
    let clash: JsValue = click(4, &queens, 1, 2).unwrap().into();
    assert_eq!(field(&clash, "totalPairs").as_f64(), Some(1.0));
    assert_eq!(
        english(&field(&clash, "status")),
        "2 queens placed, 1 attacking pair (diagonal)."
    );
    let pairs = field(&clash, "pairs")
        .dyn_into::<Uint32Array>()
        .unwrap()
        .to_vec();
    assert_eq!(pairs, vec![0, 1, 1, 2, 2], "a diagonal pair, line index 2");
    // A second click on the same square takes the queen away again.
    let undone: JsValue = click(4, &[0, 1, 1, 2], 1, 2).unwrap().into();
    assert_eq!(
        field(&undone, "queens")
            .dyn_into::<Uint32Array>()
            .unwrap()
            .to_vec(),
        vec![0, 1]
    );
    let solved: JsValue = click(4, &[0, 1, 1, 3, 2, 0], 3, 2).unwrap().into();
    assert_eq!(field(&solved, "solved").as_bool(), Some(true));
    assert_eq!(
        english(&field(&solved, "status")),
        "Solved: 4 queens, none attacking."
    );
    assert_eq!(
        js_error(click(4, &[], 4, 0).unwrap_err()).1,
        "square-out-of-range"
    );
}

#[wasm_bindgen_test]
fn info_lists_every_vocabulary_of_the_core() {
    let info: JsValue = info().unwrap().into();
    let names = |key: &str| -> Vec<String> {
        js_sys::Array::from(&field(&info, key))
            .iter()
            .map(|v| v.as_string().unwrap())
            .collect()
    };
    assert_eq!(names("strategies"), ["backtracking", "lookup", "bitboard"]);
    assert_eq!(names("methods"), ["min-conflicts", "construct"]);
    assert_eq!(
        names("stepStrategies"),
        ["backtracking", "lookup", "cp", "cp-first-fail"]
    );
    assert_eq!(names("enumerationTargets"), ["all", "fundamental"]);
    assert_eq!(names("themes"), ["auto", "light", "dark"]);
    assert_eq!(names("controls"), ["none", "compact", "full"]);
    assert_eq!(
        names("views"),
        ["play", "solutions", "step", "count", "huge"]
    );
    assert_eq!(
        names("embedEvents"),
        [
            "nqueens-ready",
            "nqueens-change",
            "nqueens-option",
            "nqueens-solved",
            "nqueens-step",
            "nqueens-error",
            "nqueens-resize",
            "nqueens-answer"
        ]
    );
    assert_eq!(
        names("commands"),
        [
            "setN",
            "setQueens",
            "solve",
            "complete",
            "cancel",
            "forward",
            "back",
            "play",
            "pause",
            "reset"
        ]
    );
    let inline = field(&info, "inline");
    assert_eq!(field(&inline, "nodes").as_f64(), Some(2_000_000.0));
    assert_eq!(field(&inline, "listN").as_f64(), Some(12.0));
    assert_eq!(
        names("lines"),
        ["row", "column", "diagonal", "anti-diagonal"]
    );
    assert_eq!(js_sys::Array::from(&field(&info, "transforms")).length(), 8);
    let max_n = field(&info, "maxN");
    assert_eq!(field(&max_n, "play").as_f64(), Some(256.0));
    assert_eq!(field(&max_n, "step").as_f64(), Some(16.0));
    assert_eq!(field(&max_n, "huge").as_f64(), Some(100_000_000.0));
    assert_eq!(field(&info, "maxBitboardN").as_f64(), Some(64.0));
    assert_eq!(
        names("lessons"),
        [
            "four-queens",
            "five-queens-dead-end",
            "diagonal-indices",
            "one-constraint-at-a-time"
        ]
    );
    assert_eq!(field(&info, "maxLessonN").as_f64(), Some(10.0));
}

/// The core's counter as the page's workers run it: in wasm, where its wide search uses the
/// 128-bit SIMD instructions. Totals against OEIS A000170 and A002562; node counts against the
/// native build's (the count documents them as the same on every platform, and a search that
/// skipped or repeated frames would change them).
#[wasm_bindgen_test]
fn the_counter_in_wasm_matches_oeis_and_the_native_node_counts() {
    const TOTAL: [u64; 14] = [1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712];
    const FUNDAMENTAL: [u64; 14] = [1, 1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787, 9233];
    for n in 1..=13 {
        let t = nqueens_core::count::count(n).unwrap();
        assert_eq!(
            (t.solutions, t.fundamental),
            (TOTAL[n], FUNDAMENTAL[n]),
            "N = {n}"
        );
    }
    // `cargo run --release -p nqueens-core --example count -- 12 13`, natively.
    assert_eq!(nqueens_core::count::count(12).unwrap().nodes, 159_730);
    assert_eq!(nqueens_core::count::count(13).unwrap().nodes, 855_253);
}

/// In wasm the SIMD kernel is the one chosen, the scalar step the only other that runs, and
/// the two agree on every unit of N = 11 and 12, node counts included; an x86 kernel is refused.
#[wasm_bindgen_test]
fn the_wasm_simd_kernel_is_chosen_and_agrees_with_the_scalar_step() {
    use nqueens_core::count::{count_unit_with, plan, Kernel};
    assert_eq!(Kernel::runnable(), [Kernel::Simd128, Kernel::Scalar]);
    assert_eq!(Kernel::detect(), Kernel::Simd128);
    for n in [11, 12] {
        for unit in plan(n).unwrap().units {
            assert_eq!(
                count_unit_with(n, &unit, Kernel::Simd128).unwrap(),
                count_unit_with(n, &unit, Kernel::Scalar).unwrap(),
                "{unit:?}"
            );
        }
    }
    let refused = Kernel::Avx2.check().unwrap_err().to_string();
    assert_eq!(
        refused,
        "the avx2 kernel cannot run here: it needs an x86-64 CPU (kernels that run here: simd128, scalar)"
    );
}

#[path = "../../nqueens-core/tests/common/bad_ledgers.rs"]
mod bad;

/// N = 8's empty ledger (the plan's), its unit count, and the record line of unit 2.
fn ledger_of_8() -> (String, usize, String) {
    let (words, offsets, units, empty) = plan_of(8);
    let unit_2 = &words[offsets[2] as usize..offsets[3] as usize];
    let batch = count_units(8, &[2], unit_2, &[0, unit_2.len() as u32])
        .map(JsValue::from)
        .unwrap();
    let good = field(&batch, "records").as_string().unwrap();
    (empty, units, good.trim_end().to_string())
}

/// What the page's readers make of a saved count: a result, or a JS `Error` with a kind.
fn read_all_ways(text: &str, plan: &str) -> Vec<Result<JsValue, (String, String)>> {
    [
        read_ledger(text, None).map(JsValue::from),
        read_ledger(text, Some(plan.to_string())).map(JsValue::from),
        sum_ledger(text).map(JsValue::from),
    ]
    .into_iter()
    .map(|r| r.map_err(js_error))
    .collect()
}

#[wasm_bindgen_test]
fn bad_saved_counts_are_refused_with_a_sentence() {
    let (empty, units, good) = ledger_of_8();
    let header = empty.trim_end();
    for (what, bytes, words) in bad::bad_ledgers(header, units, &good) {
        // The page keeps saved counts as text: bytes that are not UTF-8 arrive replaced.
        let text = String::from_utf8_lossy(&bytes);
        for result in read_all_ways(&text, &empty) {
            let (message, kind) = result.expect_err(what);
            assert_eq!(kind, "record", "{what}");
            assert!(message.contains(words), "{what}: {message}");
        }
    }
}

/// A small deterministic generator (xorshift), so the browser test needs no crate for it.
struct Noise(u64);

impl Noise {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    /// An arbitrary JSON value, keys often the ledger's own.
    fn json(&mut self, depth: u32) -> String {
        const KEYS: [&str; 8] = [
            "format",
            "version",
            "n",
            "plan",
            "units",
            "shard",
            "unit",
            "solutions",
        ];
        match self.below(if depth == 0 { 6 } else { 8 }) {
            0 => "null".into(),
            1 => (self.below(2) == 1).to_string(),
            2 => self.next().to_string(),
            3 => format!("-{}", self.below(1 << 40)),
            4 => format!("{}e{}", self.below(1000), self.below(40)),
            5 => format!(
                "\"{}\"",
                ["nqueens-count-units", "1/1", "x", ""][self.below(4) as usize]
            ),
            6 => {
                let items: Vec<String> = (0..self.below(4)).map(|_| self.json(depth - 1)).collect();
                format!("[{}]", items.join(","))
            }
            _ => {
                let items: Vec<String> = (0..self.below(6))
                    .map(|_| {
                        format!(
                            "\"{}\":{}",
                            KEYS[self.below(8) as usize],
                            self.json(depth - 1)
                        )
                    })
                    .collect();
                format!("{{{}}}", items.join(","))
            }
        }
    }
}

#[wasm_bindgen_test]
fn arbitrary_saved_counts_are_read_or_refused_never_a_crash() {
    let (empty, _, _) = ledger_of_8();
    let mut noise = Noise(0x9e37_79b9_7f4a_7c15);
    for case in 0..300 {
        let text = if case % 2 == 0 {
            let bytes: Vec<u8> = (0..noise.below(300)).map(|_| noise.next() as u8).collect();
            let lossy = String::from_utf8_lossy(&bytes).into_owned();
            if case % 4 == 0 {
                empty.clone() + &lossy
            } else {
                lossy
            }
        } else {
            let lines: Vec<String> = (0..1 + noise.below(3)).map(|_| noise.json(4)).collect();
            let body = lines.join("\n") + "\n";
            if case % 4 == 1 {
                empty.clone() + &body
            } else {
                body
            }
        };
        for result in read_all_ways(&text, &empty) {
            if let Err((message, kind)) = result {
                assert!(!message.is_empty() && kind == "record", "{kind}: {message}");
            }
        }
    }
}

#[wasm_bindgen_test]
fn the_stepper_gives_each_event_in_the_core_serialization() {
    use nqueens_core::trace::{StepMode, StepStrategy};
    for strategy in ["backtracking", "lookup", "cp", "cp-first-fail"] {
        let mut page = Stepper::new(6, strategy, &[], true, None).unwrap();
        let parsed: StepStrategy = strategy.parse().unwrap();
        let mut core =
            nqueens_core::trace::Stepper::create(6, parsed, &[], StepMode::AllSolutions).unwrap();
        let before = field(&JsValue::from(page.state().unwrap()), "record");
        assert!(before.is_null(), "no event before the first");
        while let Some(event) = core.step() {
            assert!(page.step());
            let record = field(&JsValue::from(page.state().unwrap()), "record");
            let shown: String = js_sys::JSON::stringify(&record).unwrap().into();
            assert_eq!(shown, serde_json::to_string(&event).unwrap(), "{strategy}");
        }
        assert!(!page.step());
    }
}
