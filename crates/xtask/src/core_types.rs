//! `crates/nqueens-wasm/src/core-types.d.ts`: the TypeScript of the core's own result types
//! (the ones that cross into JavaScript with the core's `serde` feature: events, lessons' plans,
//! messages, …). The core's types cannot derive TypeScript (the core has no wasm dependency, and
//! most of these types serialize by hand: a `Square` as `[row, col]`, a `Message`'s arguments,
//! a lesson's segments), so the declarations are written once here, and the generator serializes
//! a value of every declared type and refuses to write the file when a key it finds differs from
//! the declared keys (a field added, removed or renamed, a tag changed, an event added) or a
//! value is not of its field's declared type. So
//! `cargo xtask codegen --check` fails as soon as a result type changes without this table.
//!
//! The wasm serializes lessons with `serialize_maps_as_objects(true)`, so a `Message`'s
//! arguments arrive as an object (`Record`), not a `Map`.

use nqueens_core::attacks::{Line, Pair};
use nqueens_core::board::Square;
use nqueens_core::trace::{Cause, Event, Failure, StepStats};
use serde_json::Value;

/// The declarations, one TypeScript type per core type; `Line`, `QuestionForm` and the other
/// unions of names come from `names.d.ts`.
const DECLARATIONS: &str = r#"
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
/** A frame of the Step view's call stack (or a CP decision): its depth in the search tree, the row it fills (null: past the last row, a solution) and the column it tries or decides (null: none yet), in words. */
export interface StackFrame { depth: number; row: number | null; col: number | null; words: Message; }
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
/** The language a text is in where it is not the reader's (a translation left it out), else null. */
export type OtherLanguage = string | null;
export interface AskPlan { form: QuestionForm; question: string | null; row: number | null; hint: Segment[] | null; /** The language `hint` is in where it is not the plan's (a translation left it out). */ hintLang: string | null; options: Segment[][]; /** For each option, the language it is in where it is not the plan's. */ optionsLang: OtherLanguage[]; }
/** A moment of a lesson: words, a question, a pause, or the end. */
export interface LessonStop { step: number | null; id: string | null; kind: "narrate" | "ask" | "pause" | "end"; position: number; constraints: Line[]; highlight: Highlight; text: Segment[]; /** The language `text` is in where it is not the plan's: the source's, for a step a translation left out. */ lang: string | null; ask: AskPlan | null; }
/** Where the search stands after each step of a lesson. */
export interface StepPlace { kind: string; id: string | null; position: number; constraints: Line[]; }
/** A lesson as a reader of one language sees it. */
export interface LessonPlan { name: string | null; /** The stable name a gradebook records answers under: `name`, else one made from the title in the lesson's own language (never the reader's). */ id: string; /** The lesson file's revision. */ revision: string; title: string; summary: string | null; language: string; dir: "ltr" | "rtl"; languages: string[]; n: number; strategy: StepStrategy; fixed: Square[]; constraints: Line[]; /** The language the code panel shows while the lesson is open, where it names one. */ codeLang: CodeLanguage | null; questions: number; stops: LessonStop[]; steps: StepPlace[]; }
/** The core's word on a reader's answer. */
export interface Verdict { correct: boolean; feedback: Segment[]; /** The language `feedback` is in where it is not the reader's (a teacher's words a translation left out). */ feedbackLang: string | null; explanation: Segment[] | null; /** The language `explanation` is in where it is not the reader's. */ explanationLang: string | null; }
/** A lesson as a printable worksheet, in one language: its questions in order, each with its answer for the key. */
export interface Worksheet { title: string; language: string; dir: "ltr" | "rtl"; n: number; questions: SheetQuestion[]; }
/** One question of a worksheet: its number (from 1), the lesson's stop it is asked at, its words, the board when it is asked (SVG for paper), a pick question's empty board, a choose question's options, and the answer said by the core with the lesson's explanation. */
export interface SheetQuestion { number: number; stop: number; form: QuestionForm; prompt: Segment[]; /** The language `prompt` is in where it is not the sheet's. */ promptLang: string | null; board: string; blank: string | null; options: Segment[][]; optionsLang: OtherLanguage[]; answer: Message; explanation: Segment[] | null; explanationLang: string | null; }
/** A named question with its answer at a moment of the search (the lesson editor's menu). */
export interface AskableQuestion { name: QuestionName; row?: number; square?: Square; }
export interface Askable { question: AskableQuestion; words: Message; answer: number | string | Square[]; forms: QuestionForm[]; }
/** An advance step, as a lesson writes it. */
export interface Advance { until: AdvanceTarget; row?: number; count?: number; }
/** One search event in the core's one serialization: a line of `nqueens trace --json`, an event of Python's `nqueens.trace`. */
export type SearchEvent = PlaceEvent | AttackedEvent | ForcedEvent | PruneEvent | DeadEndEvent | BacktrackEvent | SolutionEvent | FinishedEvent;
"#;

/// The file's text, or the list of keys that no longer match their type's serialization.
pub fn core_types_d_ts() -> Result<String, String> {
    let mut problems = Vec::new();
    check_pairs(&mut problems);
    check_lessons(&mut problems);
    check_events(&mut problems);
    if !problems.is_empty() {
        return Err(format!(
            "the core's result types no longer serialize as crates/xtask/src/core_types.rs declares them; update its declarations:\n  {}",
            problems.join("\n  ")
        ));
    }
    Ok(format!(
        "// Generated by `cargo xtask codegen` from crates/xtask/src/core_types.rs, checked against the\n// core's serialization of each type. Do not edit: change the table there and rerun.{DECLARATIONS}"
    ))
}

/// The field names declared for `interface name`.
fn declared(name: &str) -> Vec<String> {
    let Some(start) = DECLARATIONS.find(&format!("interface {name} {{")) else {
        return vec![format!("(no interface {name})")];
    };
    let body = &DECLARATIONS[start..];
    let body = &body[body.find('{').unwrap() + 1..body.find('}').unwrap()];
    // A field's doc comment stands before its name.
    let mut fields = String::new();
    let mut rest = body;
    while let Some(open) = rest.find("/**") {
        fields.push_str(&rest[..open]);
        rest = rest[open..].split_once("*/").map_or("", |(_, after)| after);
    }
    fields.push_str(rest);
    let mut keys: Vec<String> = fields
        .split(';')
        .filter_map(|field| field.split(':').next())
        .map(|key| key.trim().trim_end_matches('?').to_string())
        .filter(|key| !key.is_empty())
        .collect();
    keys.sort();
    keys
}

fn keys(value: &Value) -> Vec<String> {
    let mut keys: Vec<String> = value
        .as_object()
        .map(|object| object.keys().cloned().collect())
        .unwrap_or_else(|| vec!["(not an object)".to_string()]);
    keys.sort();
    keys
}

/// Notes in `problems` where `value`'s keys are not those declared for `name`, or a value is
/// not of its field's declared type.
fn same(problems: &mut Vec<String>, value: &Value, name: &str) {
    let (found, declared) = (keys(value), declared(name));
    if found != declared {
        problems.push(format!(
            "{name}: serializes {found:?}, declared {declared:?}"
        ));
    } else if let Err(wrong) = matches(name, value) {
        problems.push(format!("{name}: {wrong}"));
    }
}

/// `text` split at each `separator` outside brackets, braces and angle brackets.
fn split_top(text: &str, separator: char) -> Vec<&str> {
    let (mut parts, mut depth, mut from) = (Vec::new(), 0i32, 0);
    for (at, c) in text.char_indices() {
        match c {
            '[' | '(' | '{' | '<' => depth += 1,
            ']' | ')' | '}' | '>' => depth -= 1,
            _ if c == separator && depth == 0 => {
                parts.push(&text[from..at]);
                from = at + c.len_utf8();
            }
            _ => {}
        }
    }
    parts.push(&text[from..]);
    parts
}

/// The right side of `export type {name} = …;` in the declarations or in `names.d.ts`.
fn alias(name: &str) -> Option<String> {
    let names = crate::wasm::names_d_ts();
    [DECLARATIONS, names.as_str()].iter().find_map(|text| {
        let rest = text.split(&format!("export type {name} = ")).nth(1)?;
        Some(rest[..rest.find(";\n")?].to_string())
    })
}

/// The fields of `interface name` with their types (doc comments left out).
fn fields(name: &str) -> Option<Vec<(String, bool, String)>> {
    let start = DECLARATIONS.find(&format!("interface {name} {{"))?;
    let body = &DECLARATIONS[start..];
    let body = &body[body.find('{')? + 1..body.find("}\n")?];
    let mut text = String::new();
    let mut rest = body;
    while let Some(open) = rest.find("/**") {
        text.push_str(&rest[..open]);
        rest = rest[open..].split_once("*/").map_or("", |(_, after)| after);
    }
    text.push_str(rest);
    Some(
        split_top(&text, ';')
            .into_iter()
            .filter_map(|field| field.split_once(':'))
            .map(|(key, ty)| {
                let key = key.trim();
                let optional = key.ends_with('?');
                (
                    key.trim_end_matches('?').to_string(),
                    optional,
                    ty.trim().to_string(),
                )
            })
            .collect(),
    )
}

/// Whether `value` is of the TypeScript type `ty` (the forms the declarations use: unions,
/// arrays, tuples, string literals, `Record<string, …>`, primitives, interfaces and aliases).
fn matches(ty: &str, value: &Value) -> Result<(), String> {
    let ty = ty.trim();
    let wrong = || Err(format!("{value} is not {ty}"));
    let union = split_top(ty, '|');
    if union.len() > 1 {
        let mut errors = Vec::new();
        for part in union {
            match matches(part, value) {
                Ok(()) => return Ok(()),
                Err(e) => errors.push(e),
            }
        }
        return Err(errors.join(", "));
    }
    if let Some(item) = ty.strip_suffix("[]") {
        let Some(items) = value.as_array() else {
            return wrong();
        };
        return items.iter().try_for_each(|x| matches(item, x));
    }
    if let Some(inner) = ty.strip_prefix('[').and_then(|t| t.strip_suffix(']')) {
        let types = split_top(inner, ',');
        let Some(items) = value.as_array().filter(|a| a.len() == types.len()) else {
            return wrong();
        };
        return types.iter().zip(items).try_for_each(|(t, x)| matches(t, x));
    }
    if let Some(item) = ty
        .strip_prefix("Record<string,")
        .and_then(|t| t.strip_suffix('>'))
    {
        let Some(object) = value.as_object() else {
            return wrong();
        };
        return object.values().try_for_each(|x| matches(item, x));
    }
    if ty.starts_with('"') {
        return if value.as_str() == Some(ty.trim_matches('"')) {
            Ok(())
        } else {
            wrong()
        };
    }
    let primitive = match ty {
        "number" => Some(value.is_number()),
        "string" => Some(value.is_string()),
        "boolean" => Some(value.is_boolean()),
        "null" => Some(value.is_null()),
        _ => None,
    };
    if let Some(ok) = primitive {
        return if ok { Ok(()) } else { wrong() };
    }
    if let Some(right) = alias(ty) {
        return matches(&right, value);
    }
    let Some(fields) = fields(ty) else {
        return Err(format!("{ty} is not declared"));
    };
    let Some(object) = value.as_object() else {
        return wrong();
    };
    if let Some(key) = object
        .keys()
        .find(|k| !fields.iter().any(|(f, _, _)| f == *k))
    {
        return Err(format!("{ty} has no field {key}"));
    }
    for (key, optional, field) in &fields {
        match object.get(key) {
            Some(x) => matches(field, x).map_err(|e| format!("{ty}.{key}: {e}"))?,
            None if *optional => {}
            None => return Err(format!("{ty}.{key} is missing")),
        }
    }
    Ok(())
}

/// The interface whose `key` is the string literal `tag` (`event: "place"`).
fn tagged(key: &str, tag: &str) -> Option<String> {
    let at = DECLARATIONS.find(&format!("{key}: \"{tag}\";"))?;
    let start = DECLARATIONS[..at].rfind("interface ")? + "interface ".len();
    let rest = &DECLARATIONS[start..];
    Some(rest[..rest.find(' ')?].to_string())
}

fn json<T: serde::Serialize>(value: T) -> Value {
    serde_json::to_value(value).expect("the core's types serialize")
}

fn check_pairs(problems: &mut Vec<String>) {
    let pair = json(Pair {
        a: Square::new(0, 1),
        b: Square::new(1, 2),
        line: Line::AntiDiagonal,
    });
    if pair["a"] != serde_json::json!([0, 1]) || pair["line"] != "anti-diagonal" {
        problems.push(format!(
            "Square or Line: {pair} is not [row, col] and a name"
        ));
    }
    same(problems, &pair, "Pair");
    same(problems, &json(StepStats::default()), "StepStats");
    check_stack(problems);
}

/// Every kind of frame: a walk's frames (one past the last row among them) and CP decisions.
fn check_stack(problems: &mut Vec<String>) {
    use nqueens_core::trace::{StepMode, StepStrategy, Stepper};
    for strategy in [StepStrategy::Backtracking, StepStrategy::Cp] {
        let mut stepper =
            Stepper::create(1, strategy, &[], StepMode::AllSolutions).expect("1 queen");
        stepper.step();
        for frame in stepper.state().stack {
            same(problems, &json(frame), "StackFrame");
        }
    }
}

fn check_lessons(problems: &mut Vec<String>) {
    use nqueens_core::lesson::{askable, Lesson, Reply, ShippedLesson};
    use nqueens_core::trace::{Constraints, StepStrategy};
    let lesson = Lesson::read(ShippedLesson::FourQueens.text(), "four-queens").expect("shipped");
    let plan = json(lesson.plan("en"));
    same(problems, &plan, "LessonPlan");
    same(problems, &plan["steps"][0], "StepPlace");
    let stops = plan["stops"].as_array().expect("stops");
    for stop in stops {
        same(problems, stop, "LessonStop");
        same(problems, &stop["highlight"], "Highlight");
        for mark in stop["highlight"]["lines"].as_array().expect("lines") {
            same(problems, mark, "Mark");
        }
        if !stop["ask"].is_null() {
            same(problems, &stop["ask"], "AskPlan");
        }
    }
    let ask = stops
        .iter()
        .position(|s| s["kind"] == "ask")
        .expect("a question");
    let verdict = lesson
        .answer(ask, Reply::Square(Square::new(0, 0)), "en")
        .expect("an answer");
    same(problems, &json(verdict), "Verdict");
    let sheet = json(lesson.worksheet("en"));
    same(problems, &sheet, "Worksheet");
    for question in sheet["questions"].as_array().expect("questions") {
        same(problems, question, "SheetQuestion");
    }
    let six = Lesson::read(ShippedLesson::DiagonalIndices.text(), "x").expect("shipped");
    let marks = json(six.plan("en"));
    same(
        problems,
        &marks["stops"][1]["highlight"]["lines"][0],
        "Mark",
    );
    let list = askable(4, StepStrategy::Cp, &[], Constraints::ALL, 1, None).expect("askable");
    same(problems, &json(&list[0]), "Askable");
    let board = nqueens_core::board::Board::with_queens(4, [Square::new(0, 0)]).expect("a board");
    let why = json(nqueens_core::show::play::why(&board, Square::new(1, 1)).expect("why"));
    if why["by"] != serde_json::json!([[0, 0], "diagonal"]) {
        problems.push(format!("Why.by: {} is not [Square, Line]", why["by"]));
    }
    same(problems, &why, "Why");
}

fn check_events(problems: &mut Vec<String>) {
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
        let value = json(event);
        let tag = value["event"].as_str().unwrap_or("(no tag)");
        if tag != event.kind().name() {
            problems.push(format!("event {tag}: the tag is not the event's kind"));
        }
        let Some(name) = tagged("event", tag) else {
            problems.push(format!("event {tag}: no interface has event: \"{tag}\""));
            continue;
        };
        same(problems, &value, &name);
        for part in ["failure", "cause"] {
            if let Some(inner) = value.get(part) {
                let kind = inner["kind"].as_str().unwrap_or("(no kind)");
                match tagged("kind", kind) {
                    Some(inner_name) => same(problems, inner, &inner_name),
                    None => {
                        problems.push(format!("{part} {kind}: no interface has kind: \"{kind}\""))
                    }
                }
            }
        }
        named.push(name);
    }
    // Every declared event is in the union, and the union is every event.
    let union = DECLARATIONS
        .split("export type SearchEvent = ")
        .nth(1)
        .unwrap_or(";");
    let mut union: Vec<String> = union[..union.find(';').unwrap_or(0)]
        .split('|')
        .map(|s| s.trim().to_string())
        .collect();
    union.sort();
    named.sort();
    named.dedup();
    if union != named {
        problems.push(format!(
            "SearchEvent: declared {union:?}, the events are {named:?}"
        ));
    }
}
