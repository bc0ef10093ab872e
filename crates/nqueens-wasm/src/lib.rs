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
mod error;
mod huge;
mod info;
mod ledger;
mod lesson;
mod listing;
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

/// The core's own result types, as they serialize with the `serde` feature. They are declared
/// here by hand because the core cannot depend on tsify; the test below serializes each one and
/// checks its keys against these declarations.
// The section macro copies the value at compile time without "using" the constant.
#[allow(dead_code)]
const CORE_TYPES: &str = r#"
/** A square as [row, col], 0-based. */
export type Square = [number, number];
/** A sentence as data: an id of the catalogs (www/catalogs/) and its arguments, which the page renders in the reader's language. */
export interface Message { id: string; args: Record<string, MessageArg>; }
/** A message's argument: a number (a decimal string past 2^53), text or a key, another message, or a list. */
export type MessageArg = number | string | Message | MessageArg[];
/** Two queens that attack each other along `line`. */
export interface Pair { a: Square; b: Square; line: Line; }
/** The step engine's counters, each the core's measure of its name (info().measures says what each counts); branches and failures as the OR-Tools original CP solver counts them. */
export interface StepStats { branches: number; failures: number; solutions: number; depth: number; nodes: number; backtracks: number; checks: number; examined: number; removals: number; }
/** Why propagation removed values: a bound queen, or bounds reasoning on rows `rows`. */
export interface QueenCause { kind: "queen"; queen: Square; }
export interface BoundsCause { kind: "bounds"; rows: number[]; lo: number; hi: number; }
/** What made a node fail: an empty row, rows crowded into too few values, fixed queens that clash. */
export interface EmptyFailure { kind: "empty"; row: number; }
export interface CrowdedFailure { kind: "crowded"; line: Line; rows: number[]; lo: number; hi: number; }
export interface ClashFailure { kind: "clash"; a: Square; b: Square; line: Line; }
export interface PlaceEvent { event: "place"; row: number; col: number; }
export interface AttackedEvent { event: "attacked"; row: number; col: number; by: Square; line: Line; }
export interface ForcedEvent { event: "forced"; row: number; col: number; }
export interface PruneEvent { event: "prune"; line: Line; cause: QueenCause | BoundsCause; removed: Square[]; }
export interface DeadEndEvent { event: "dead-end"; failure: EmptyFailure | CrowdedFailure | ClashFailure; }
export interface BacktrackEvent { event: "backtrack"; row: number; col: number; }
export interface SolutionEvent { event: "solution"; solution: number[]; }
export interface FinishedEvent { event: "finished"; solutions: number; }
/** A square explained in words ("why is this square crossed?"), and the queen and line that take it. */
export interface Why { sentence: Message; by: [Square, Line] | null; }
/** A piece of a lesson's text: words, or a number the board writes in the reader's language. */
export type Segment = string | number | Message;
/** A line drawn across the board, end to end. */
export interface Mark { line: Line; from: Square; to: Square; }
/** The squares and lines a lesson marks at a stop. */
export interface Highlight { squares: Square[]; lines: Mark[]; }
/** A lesson's question as the reader sees it (its answer stays in the core). */
export interface AskPlan { form: QuestionForm; question: string | null; row: number | null; hint: Segment[] | null; /** The language `hint` is in where it is not the plan's (a translation left it out). */ hintLang: string | null; options: Segment[][]; }
/** A moment of a lesson: words, a question, a pause, or the end. */
export interface LessonStop { step: number | null; id: string | null; kind: "narrate" | "ask" | "pause" | "end"; position: number; constraints: Line[]; highlight: Highlight; text: Segment[]; /** The language `text` is in where it is not the plan's: the source's, for a step a translation left out. */ lang: string | null; ask: AskPlan | null; }
/** Where the search stands after each step of a lesson. */
export interface StepPlace { kind: string; id: string | null; position: number; constraints: Line[]; }
/** A lesson as a reader of one language sees it. */
export interface LessonPlan { name: string | null; title: string; summary: string | null; language: string; dir: "ltr" | "rtl"; languages: string[]; n: number; strategy: StepStrategy; fixed: Square[]; constraints: Line[]; questions: number; stops: LessonStop[]; steps: StepPlace[]; }
/** The core's word on a reader's answer. */
export interface Verdict { correct: boolean; feedback: Segment[]; explanation: Segment[] | null; }
/** A named question with its answer at a moment of the search (the lesson editor's menu). */
export interface AskableQuestion { name: QuestionName; row?: number; square?: Square; }
export interface Askable { question: AskableQuestion; words: Message; answer: number | string | Square[]; forms: QuestionForm[]; }
/** An advance step, as a lesson writes it. */
export interface Advance { until: AdvanceTarget; row?: number; count?: number; }
/** One search event in the core's one serialization: a line of `nqueens trace --json`, an event of Python's `nqueens.trace`. */
export type SearchEvent = PlaceEvent | AttackedEvent | ForcedEvent | PruneEvent | DeadEndEvent | BacktrackEvent | SolutionEvent | FinishedEvent;
"#;

#[wasm_bindgen(typescript_custom_section)]
const CORE_TYPES_SECTION: &str = CORE_TYPES;

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use nqueens_core::attacks::{Line, Pair};
    use nqueens_core::board::Square;
    use nqueens_core::trace::{Cause, Event, Failure, StepStats};

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

    /// The interface whose `key` is the string literal `tag` (`event: "place"`).
    fn tagged(key: &str, tag: &str) -> String {
        let field = format!("{key}: \"{tag}\";");
        let at = super::CORE_TYPES.find(&field).expect("declared");
        let start = super::CORE_TYPES[..at].rfind("interface ").unwrap() + "interface ".len();
        let rest = &super::CORE_TYPES[start..];
        rest[..rest.find(' ').unwrap()].to_string()
    }

    fn sorted(mut v: Vec<String>) -> Vec<String> {
        v.sort();
        v
    }

    #[test]
    fn lessons_serialize_as_declared() {
        use nqueens_core::lesson::{askable, Lesson, Reply, ShippedLesson};
        use nqueens_core::trace::{Constraints, StepStrategy};
        let same = |value: serde_json::Value, name: &str| {
            assert_eq!(sorted(keys(value)), sorted(declared(name)), "{name}");
        };
        let lesson = Lesson::read(ShippedLesson::FourQueens.text(), "four-queens").unwrap();
        let plan = serde_json::to_value(lesson.plan("en")).unwrap();
        same(plan.clone(), "LessonPlan");
        same(plan["steps"][0].clone(), "StepPlace");
        let stops = plan["stops"].as_array().unwrap();
        for stop in stops {
            same(stop.clone(), "LessonStop");
            same(stop["highlight"].clone(), "Highlight");
            for mark in stop["highlight"]["lines"].as_array().unwrap() {
                same(mark.clone(), "Mark");
            }
            if !stop["ask"].is_null() {
                same(stop["ask"].clone(), "AskPlan");
            }
        }
        let ask = stops.iter().position(|s| s["kind"] == "ask").unwrap();
        let verdict = lesson
            .answer(ask, Reply::Square(Square::new(0, 0)), "en")
            .unwrap();
        same(serde_json::to_value(verdict).unwrap(), "Verdict");
        let six = Lesson::read(ShippedLesson::DiagonalIndices.text(), "x").unwrap();
        let marks = serde_json::to_value(six.plan("en")).unwrap();
        same(marks["stops"][1]["highlight"]["lines"][0].clone(), "Mark");
        let list = askable(4, StepStrategy::Cp, &[], Constraints::ALL, 1, None).unwrap();
        same(serde_json::to_value(&list[0]).unwrap(), "Askable");
        let board = nqueens_core::board::Board::with_queens(4, [Square::new(0, 0)]).unwrap();
        let why = nqueens_core::show::play::why(&board, Square::new(1, 1)).unwrap();
        let value = serde_json::to_value(why).unwrap();
        assert_eq!(value["by"], serde_json::json!([[0, 0], "diagonal"]));
        same(value, "Why");
    }

    #[test]
    fn every_event_serializes_as_declared() {
        let sq = Square::new(1, 2);
        let failures = [
            Failure::Empty { row: 3 },
            Failure::Crowded {
                line: Line::Column,
                rows: vec![1, 2],
                lo: 0,
                hi: 0,
            },
            Failure::Clash {
                a: sq,
                b: Square::new(2, 3),
                line: Line::Diagonal,
            },
        ];
        let causes = [
            Cause::Queen(sq),
            Cause::Bounds {
                rows: vec![0, 1],
                lo: 2,
                hi: 3,
            },
        ];
        let mut events = vec![
            Event::Place { row: 0, col: 1 },
            Event::Attacked {
                row: 1,
                col: 1,
                by: Square::new(0, 1),
                line: Line::Column,
            },
            Event::Forced { row: 2, col: 0 },
            Event::Backtrack { row: 0, col: 1 },
            Event::Solution(vec![1, 3, 0, 2]),
            Event::Finished { solutions: 2 },
        ];
        events.extend(failures.iter().cloned().map(Event::DeadEnd));
        events.extend(causes.iter().cloned().map(|cause| Event::Prune {
            line: Line::AntiDiagonal,
            cause,
            removed: vec![sq],
        }));
        let mut named = Vec::new();
        for event in &events {
            let value = serde_json::to_value(event).unwrap();
            let tag = value["event"].as_str().unwrap();
            assert_eq!(tag, event.kind().name(), "the tag is the event's kind");
            let name = tagged("event", tag);
            assert_eq!(
                sorted(keys(value.clone())),
                sorted(declared(&name)),
                "{name}"
            );
            for part in ["failure", "cause"] {
                if let Some(inner) = value.get(part) {
                    let inner_name = tagged("kind", inner["kind"].as_str().unwrap());
                    assert_eq!(
                        sorted(keys(inner.clone())),
                        sorted(declared(&inner_name)),
                        "{inner_name}"
                    );
                }
            }
            named.push(name);
        }
        // Every declared event is in the union, and the union is every event.
        let union = super::CORE_TYPES
            .split("export type SearchEvent = ")
            .nth(1)
            .unwrap();
        let union: Vec<String> = union[..union.find(';').unwrap()]
            .split('|')
            .map(|s| s.trim().to_string())
            .collect();
        named.dedup();
        assert_eq!(sorted(union), sorted(named));
    }
}
