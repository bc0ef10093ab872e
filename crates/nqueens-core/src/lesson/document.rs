//! A lesson file read into checked steps. Reading is in layers, each with the clearest message
//! it can give: the size and nesting of the text (a stranger's file), JSON, the `format` and
//! `version` fields (an unknown version says which this reader knows), the top-level fields,
//! then each step and each translation on its own, so a refusal names the step. Names (the
//! strategy, a line, a question) are read with the core's vocabularies, squares against the
//! board, and every text into a [`Template`] whose placeholders are known.
//!
//! Whether the steps can happen on the search is [`super::run`]'s question.

use std::collections::{BTreeMap, BTreeSet};

use serde::Deserialize;
use serde_json::Value as Json;

use super::question::{off_board, off_board_row, Question, QuestionName, Shape, Value, CROSSED_BY};
use super::text::{clip, is_language_tag, Template};
use super::{limits, FORMAT, SIZES, VERSION};
use crate::attacks::Line;
use crate::board::Square;
use crate::error::{Error, Result};
use crate::names::vocabulary;
use crate::trace::code::CodeLanguage;
use crate::trace::{Constraints, StepStrategy};
use crate::words::{msg, Arg, Message};

vocabulary! {
    /// How a question is answered.
    pub enum Form: "question form" {
        /// A square, clicked on the board or chosen by row and column.
        Pick => "pick",
        /// One of the lesson's options, each with its own feedback.
        Choose => "choose",
        /// A whole number.
        Number => "number",
    }
}

vocabulary! {
    /// Where an advance step stops the search.
    pub enum UntilName: "advance target" {
        /// The next queen put down: a choice, or a queen forced by propagation.
        Place => "place",
        DeadEnd => "dead-end",
        Backtrack => "backtrack",
        Solution => "solution",
        /// The next event about a square of `row`, or a dead end there.
        Row => "row",
        /// `count` events on.
        Events => "events",
        /// The end of the search.
        End => "end",
    }
}

/// Where an advance stops, with what it needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Until {
    Place,
    DeadEnd,
    Backtrack,
    Solution,
    Row(u32),
    Events(u64),
    End,
}

impl Until {
    /// Where the advance goes, as the refusals say it (`lesson.until`).
    pub fn words(&self) -> Message {
        let (name, row, count) = match *self {
            Until::Place => ("place", 0, 0),
            Until::DeadEnd => ("dead-end", 0, 0),
            Until::Backtrack => ("backtrack", 0, 0),
            Until::Solution => ("solution", 0, 0),
            Until::Row(row) => ("row", row, 0),
            Until::Events(count) => ("events", 0, count),
            Until::End => ("end", 0, 0),
        };
        msg!("lesson.until", until = name, row = row, count = count)
    }
}

impl std::fmt::Display for Until {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Until::Place => f.write_str("the next queen"),
            Until::DeadEnd => f.write_str("the next dead end"),
            Until::Backtrack => f.write_str("the next backtrack"),
            Until::Solution => f.write_str("the next solution"),
            Until::Row(row) => write!(f, "row {row}"),
            Until::Events(1) => f.write_str("1 more event"),
            Until::Events(k) => write!(f, "{k} more events"),
            Until::End => f.write_str("the end of the search"),
        }
    }
}

/// A text in the lesson's source language and in each translation that gives it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Words {
    by_language: BTreeMap<String, Template>,
    source: String,
}

impl Words {
    fn new(source: &str, template: Template) -> Words {
        Words {
            by_language: BTreeMap::from([(source.to_string(), template)]),
            source: source.to_string(),
        }
    }

    /// Whether `language` has its own words here (the source always has).
    pub fn has(&self, language: &str) -> bool {
        self.by_language.contains_key(language)
    }

    /// The template for `language`, or the source's where no translation gives it.
    pub fn get(&self, language: &str) -> &Template {
        self.by_language
            .get(language)
            .or_else(|| self.by_language.get(&self.source))
            .expect("the source language is always there")
    }

    /// Every language's template, the source's among them.
    pub fn all(&self) -> impl Iterator<Item = (&String, &Template)> {
        self.by_language.iter()
    }
}

/// A line drawn across the board, end to end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Mark {
    pub line: Line,
    pub from: Square,
    pub to: Square,
}

/// What a highlight step shows until the search moves.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Highlight {
    pub squares: Vec<Square>,
    pub lines: Vec<Mark>,
}

/// One option of a choose question.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    pub text: Words,
    pub feedback: Option<Words>,
    /// What the option says, compared with the named question's answer.
    pub value: Option<Value>,
    /// The author's word that this option is right (or wrong).
    pub correct: Option<bool>,
}

/// A question.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ask {
    pub form: Form,
    pub question: Option<Question>,
    pub prompt: Words,
    pub hint: Option<Words>,
    pub explanation: Option<Words>,
    /// Said after a wrong answer, instead of the core's own sentence.
    pub wrong: Option<Words>,
    /// The author's answer, checked against the named question's.
    pub answer: Option<Value>,
    pub options: Vec<Choice>,
}

/// What a step does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StepKind {
    /// Words for this moment; the reader reads them and goes on.
    Narrate(Words),
    /// Runs the search until something happens.
    Advance(Until),
    Ask(Box<Ask>),
    /// Marks squares and lines until the search moves or the next highlight.
    Highlight(Highlight),
    /// Waits for the reader, with no words.
    Pause,
    /// Starts the search again from the lesson's board with these constraints posted.
    Restart(Constraints),
}

impl StepKind {
    /// The step's `kind`, as the file writes it.
    pub fn name(&self) -> &'static str {
        match self {
            StepKind::Narrate(_) => "narrate",
            StepKind::Advance(_) => "advance",
            StepKind::Ask(_) => "ask",
            StepKind::Highlight(_) => "highlight",
            StepKind::Pause => "pause",
            StepKind::Restart(_) => "restart",
        }
    }
}

/// One step, with the id translations and the editor know it by.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    pub id: Option<String>,
    pub kind: StepKind,
}

/// A lesson file, read and checked as a document (not yet against the search).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Document {
    /// A shipped lesson's name, or the file's own `name`.
    pub name: Option<String>,
    pub title: Words,
    pub summary: Option<Words>,
    /// The source language, first of `languages`.
    pub language: String,
    /// The source language, then each translation's, in the file's order.
    pub languages: Vec<String>,
    pub n: usize,
    pub strategy: StepStrategy,
    pub fixed: Vec<Square>,
    pub constraints: Constraints,
    /// The language the code panel shows the program in while the lesson is open (the board's
    /// `code-lang`), where the lesson names one: its questions may be about that program.
    pub code_lang: Option<CodeLanguage>,
    pub steps: Vec<Step>,
}

/// Who a message is about: the lesson by its title once known, else as the host calls it.
#[derive(Clone, Debug)]
pub struct Who {
    pub lesson: Message,
}

impl Who {
    /// Before the title is read: "the lesson 'five-queens'", "the lesson from https://…".
    pub fn label(label: &str) -> Who {
        let label = clip(label.trim(), 120);
        Who {
            lesson: if label.is_empty() {
                msg!("lesson.who.none")
            } else {
                msg!("lesson.who.label", label = label)
            },
        }
    }

    /// Once the title is read: `lesson "Five queens"`.
    pub fn titled(title: &str) -> Who {
        Who {
            lesson: msg!("lesson.who.title", title = clip(title.trim(), 60)),
        }
    }

    /// The refusal of the whole lesson.
    pub fn refuse(&self, what: impl Into<Arg>) -> Error {
        Error::Lesson(msg!(
            "error.lesson",
            lesson = self.lesson.clone(),
            what = what
        ))
    }

    /// The refusal naming step `index` (0-based; the message counts from 1).
    pub fn refuse_step(
        &self,
        index: usize,
        kind: &str,
        id: Option<&str>,
        what: impl Into<Arg>,
    ) -> Error {
        let message = match id {
            Some(id) => msg!("error.lesson.step.id", id = clip(id, 40)),
            None => Message::new("error.lesson.step"),
        };
        Error::Lesson(
            message
                .with("lesson", self.lesson.clone())
                .with("step", index + 1)
                .with("kind", clip(kind, 20))
                .with("what", what),
        )
    }
}

// The file as serde reads it. Unknown fields are refused everywhere, so a misspelt field is an
// error naming it rather than a silently ignored line of the teacher's lesson. With the
// `schema` feature the same types give the format's JSON Schema (`schema()`, written to
// lessons/lesson.schema.json by `cargo xtask codegen`): the doc comments below are its
// descriptions, which a teacher reads in an editor, and the bounds come from `limits`.

/// A lesson read beside the Step view's search: a board, a search strategy and a list of steps.
/// The board checks every lesson against its search before a reader sees it (each advance
/// reaches its event, each placeholder has a value, each written answer is right); this schema
/// describes the file's shape. Rows and columns count from 0; q[i] is the column of the queen in
/// row i.
#[derive(Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct RawDocument {
    /// Where an editor finds this schema (`./lesson.schema.json`); the board does not need it.
    #[serde(rename = "$schema", default)]
    #[allow(dead_code)]
    schema: Option<String>,
    /// Always "nqueens-lesson".
    #[allow(dead_code)]
    #[cfg_attr(feature = "schema", schemars(schema_with = "schema_format"))]
    format: String,
    /// The format's version; a board refuses a version it does not know, saying which it reads.
    #[allow(dead_code)]
    #[cfg_attr(feature = "schema", schemars(schema_with = "schema_version"))]
    version: u64,
    /// A short name of lower-case letters, digits and hyphens (the shipped lessons use it).
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(schema_with = "schema_name"))]
    name: Option<String>,
    /// The lesson's title, as the reader sees it above the board.
    #[cfg_attr(feature = "schema", schemars(schema_with = "schema_title"))]
    title: String,
    /// One or two sentences on what the lesson teaches.
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(schema_with = "schema_plain"))]
    summary: Option<String>,
    /// The language the lesson's words are written in (its source language).
    #[cfg_attr(feature = "schema", schemars(schema_with = "schema_language"))]
    language: String,
    board: RawBoard,
    /// What happens, in order: words, the search moving on, questions, marks, pauses.
    #[cfg_attr(feature = "schema", schemars(schema_with = "schema_steps"))]
    steps: Vec<Json>,
    /// The lesson's words in other languages, by language tag. A text a translation leaves out
    /// is read in the source language.
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(schema_with = "schema_translations"))]
    translations: Option<serde_json::Map<String, Json>>,
}

/// The board the lesson's search runs on.
#[derive(Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "board"))]
#[serde(deny_unknown_fields)]
struct RawBoard {
    /// The board's side N.
    #[cfg_attr(feature = "schema", schemars(schema_with = "schema_n"))]
    n: u64,
    /// The search the reader watches: plain backtracking, backtracking with lookup arrays (a
    /// square's safety read from three arrays instead of scanning the board), constraint
    /// propagation as the OR-Tools guide runs it (first unbound row, smallest value), or
    /// propagation that branches on the row with fewest values.
    #[cfg_attr(feature = "schema", schemars(schema_with = "schema_strategy"))]
    strategy: String,
    /// Queens placed before the search starts, at most one per row; every solution keeps them.
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(schema_with = "schema_fixed"))]
    fixed: Vec<[u32; 2]>,
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(schema_with = "schema_constraints"))]
    constraints: Option<Vec<String>>,
    /// The programming language the code panel shows the search's program in while the lesson
    /// is open (the reader's choice otherwise): for a class that learns in C, C++ or Java.
    #[serde(rename = "code-lang", default)]
    #[cfg_attr(feature = "schema", schemars(schema_with = "schema_code_lang"))]
    code_lang: Option<String>,
}

/// One step of the lesson; `kind` says which.
#[derive(Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
enum RawStep {
    Narrate(RawNarrate),
    Advance(RawAdvance),
    Ask(RawAsk),
    Highlight(RawHighlight),
    Pause(RawPause),
    Restart(RawRestart),
}

/// Words for this moment of the search; the reader reads them and goes on.
#[derive(Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "narrate"))]
#[serde(deny_unknown_fields)]
struct RawNarrate {
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(schema_with = "schema_id"))]
    id: Option<String>,
    #[cfg_attr(feature = "schema", schemars(schema_with = "schema_text"))]
    text: String,
}

/// Runs the search until something happens. The board refuses a lesson whose advance would
/// run past the end of the search.
#[derive(Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "advance"))]
#[serde(deny_unknown_fields)]
struct RawAdvance {
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(schema_with = "schema_id"))]
    id: Option<String>,
    /// place: the next queen put down (a choice or a queen forced by propagation); dead-end,
    /// backtrack, solution: the next one; row: the next event about a square of `row`; events:
    /// `count` events on; end: the end of the search (every solution).
    #[cfg_attr(feature = "schema", schemars(schema_with = "schema_until"))]
    until: String,
    /// The row `until: row` waits for.
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(schema_with = "schema_row"))]
    row: Option<u32>,
    /// How many events `until: events` goes on.
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(schema_with = "schema_count"))]
    count: Option<u64>,
}

/// A question whose answer the board reads off the search at this moment.
#[derive(Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "question"))]
#[serde(deny_unknown_fields)]
struct RawQuestion {
    /// open-squares: the squares still open (of `row`, or of the board); next-queen: where the
    /// search puts its next queen; attackers: the queens that share a line with `square`;
    /// crossed-by: what rules `square` out (row, column, diagonal, anti-diagonal, bounds,
    /// refuted, open or queen); dead-row: the row the last event found empty; queens,
    /// solutions, failures, branches, nodes, depth: how many; slash and backslash: row + col and
    /// row - col + N - 1 of `square`; removed: the squares the last propagation removed; tried:
    /// the square the last event was about.
    #[cfg_attr(feature = "schema", schemars(schema_with = "schema_question_name"))]
    name: String,
    /// The row the question is about (open-squares).
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(schema_with = "schema_row"))]
    row: Option<u32>,
    /// The square the question is about.
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(schema_with = "schema_square"))]
    square: Option<[u32; 2]>,
}

/// One answer of a question the reader chooses among.
#[derive(Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "option"))]
#[serde(deny_unknown_fields)]
struct RawOption {
    #[cfg_attr(feature = "schema", schemars(schema_with = "schema_text"))]
    text: String,
    /// Said when the reader chooses this option.
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(schema_with = "schema_text"))]
    feedback: Option<String>,
    /// What the option says, compared with the named question's answer: a number, a square, or
    /// a name (crossed-by). Every option has one when the question is named.
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(schema_with = "schema_option_value"))]
    value: Option<Json>,
    /// The author's word; with a named question the board checks it.
    #[serde(default)]
    correct: Option<bool>,
}

/// A question the reader answers before going on: a square (pick), one of the options (choose)
/// or a number (number).
#[derive(Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ask"))]
#[serde(deny_unknown_fields)]
struct RawAsk {
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(schema_with = "schema_id"))]
    id: Option<String>,
    /// How the reader answers: by picking squares, choosing an option or writing a number.
    #[cfg_attr(feature = "schema", schemars(schema_with = "schema_form"))]
    form: String,
    #[serde(default)]
    question: Option<RawQuestion>,
    /// The question in words.
    #[cfg_attr(feature = "schema", schemars(schema_with = "schema_text"))]
    prompt: String,
    /// Offered to a reader who asks for help.
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(schema_with = "schema_text"))]
    hint: Option<String>,
    /// Said once the answer is right.
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(schema_with = "schema_text"))]
    explanation: Option<String>,
    /// Said after a wrong answer, instead of the board's own sentence.
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(schema_with = "schema_text"))]
    wrong: Option<String>,
    /// The answer as the author writes it, checked against the named question's: the squares
    /// (pick) or the number (number).
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(schema_with = "schema_answer"))]
    answer: Option<Json>,
    /// The options a reader chooses among (choose).
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(schema_with = "schema_options"))]
    options: Option<Vec<RawOption>>,
}

/// A line drawn across the board, given by a square it passes through or by its index.
#[derive(Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "line"))]
#[serde(deny_unknown_fields)]
struct RawLine {
    #[cfg_attr(feature = "schema", schemars(schema_with = "schema_line_kind"))]
    line: String,
    /// A square the line passes through.
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(schema_with = "schema_square"))]
    through: Option<[u32; 2]>,
    /// The row, the column, row - col + N - 1 for a diagonal, row + col for an anti-diagonal
    /// (the lookup arrays' indices).
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(schema_with = "schema_line_index"))]
    index: Option<u32>,
}

/// Marks squares and lines until the search moves or the next highlight; an empty highlight
/// clears the marks.
#[derive(Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "highlight"))]
#[serde(deny_unknown_fields)]
struct RawHighlight {
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(schema_with = "schema_id"))]
    id: Option<String>,
    /// The squares to mark.
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(schema_with = "schema_squares"))]
    squares: Vec<[u32; 2]>,
    /// The lines to draw.
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(schema_with = "schema_lines"))]
    lines: Vec<RawLine>,
}

/// Waits for the reader, with no words: time to look at the board.
#[derive(Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "pause"))]
#[serde(deny_unknown_fields)]
struct RawPause {
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(schema_with = "schema_id"))]
    id: Option<String>,
}

/// Starts the search again from the lesson's board, with these constraints posted (to add them
/// one at a time).
#[derive(Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "restart"))]
#[serde(deny_unknown_fields)]
struct RawRestart {
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(schema_with = "schema_id"))]
    id: Option<String>,
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(schema_with = "schema_constraints"))]
    constraints: Option<Vec<String>>,
}

/// The lesson's words in one other language.
#[derive(Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "translation"))]
#[serde(deny_unknown_fields)]
struct RawTranslation {
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(schema_with = "schema_title"))]
    title: Option<String>,
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(schema_with = "schema_plain"))]
    summary: Option<String>,
    /// By step id: the step's words in this language (a narration's text; a question's prompt,
    /// hint, explanation, wrong and options, in the source's order).
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(schema_with = "schema_translated_steps"))]
    steps: BTreeMap<String, RawWords>,
}

/// A step's words in another language.
#[derive(Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "stepWords"))]
#[serde(deny_unknown_fields)]
struct RawWords {
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(schema_with = "schema_text"))]
    text: Option<String>,
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(schema_with = "schema_text"))]
    prompt: Option<String>,
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(schema_with = "schema_text"))]
    hint: Option<String>,
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(schema_with = "schema_text"))]
    explanation: Option<String>,
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(schema_with = "schema_text"))]
    wrong: Option<String>,
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(schema_with = "schema_option_words"))]
    options: Option<Vec<RawOptionWords>>,
}

/// An option's words in another language.
#[derive(Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "optionWords"))]
#[serde(deny_unknown_fields)]
struct RawOptionWords {
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(schema_with = "schema_text"))]
    text: Option<String>,
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(schema_with = "schema_text"))]
    feedback: Option<String>,
}

// The lesson format's JSON Schema (the `schema` feature): the types above derive its shape and
// descriptions; these give the values' bounds, from the core's own limits and vocabularies.

#[cfg(feature = "schema")]
use schemars::{gen::SchemaGenerator, schema::Schema, JsonSchema};

#[cfg(feature = "schema")]
fn schema_of(value: Json) -> Schema {
    serde_json::from_value(value).expect("a schema written as JSON")
}

/// A reference to the shared definition `name`, defined as `value` the first time.
#[cfg(feature = "schema")]
fn shared(gen: &mut SchemaGenerator, name: &str, value: impl FnOnce() -> Json) -> Schema {
    if !gen.definitions().contains_key(name) {
        let schema = schema_of(value());
        gen.definitions_mut().insert(name.to_string(), schema);
    }
    schema_of(serde_json::json!({ "$ref": format!("#/$defs/{name}") }))
}

#[cfg(feature = "schema")]
fn reference<T: JsonSchema>(gen: &mut SchemaGenerator) -> Json {
    serde_json::to_value(gen.subschema_for::<T>()).expect("a schema serializes")
}

#[cfg(feature = "schema")]
fn names_of<T: crate::names::Named>() -> Vec<&'static str> {
    crate::names::names::<T>()
}

#[cfg(feature = "schema")]
fn schema_format(_: &mut SchemaGenerator) -> Schema {
    schema_of(serde_json::json!({ "const": FORMAT }))
}

#[cfg(feature = "schema")]
fn schema_version(_: &mut SchemaGenerator) -> Schema {
    schema_of(serde_json::json!({ "const": VERSION }))
}

#[cfg(feature = "schema")]
fn schema_name(_: &mut SchemaGenerator) -> Schema {
    schema_of(serde_json::json!({ "type": "string", "pattern": "^[a-z0-9-]{1,64}$" }))
}

#[cfg(feature = "schema")]
fn schema_plain(gen: &mut SchemaGenerator) -> Schema {
    shared(gen, "plainText", || {
        serde_json::json!({
            "type": "string",
            "maxLength": limits::TEXT,
            "description": "Words shown as text (markup in them is shown as typed), with no placeholders."
        })
    })
}

#[cfg(feature = "schema")]
fn schema_title(gen: &mut SchemaGenerator) -> Schema {
    let plain = serde_json::to_value(schema_plain(gen)).expect("a schema serializes");
    schema_of(serde_json::json!({ "allOf": [plain], "maxLength": limits::TITLE }))
}

#[cfg(feature = "schema")]
fn schema_text(gen: &mut SchemaGenerator) -> Schema {
    shared(gen, "text", || {
        serde_json::json!({
            "type": "string",
            "maxLength": limits::TEXT,
            "description": "Words shown as text (markup in them is shown as typed). Placeholders are filled from the search when the words are said: {n}, {position}, {row} and {col} (the square the last event was about), {by-row} and {by-col} (the queen it names), {queens}, {solutions}, {failures}, {branches}, {nodes}, {depth}, {dead-row}, {slash} (row + col) and {backslash} (row - col + N - 1) of that square, {removed}, {open} or {open:ROW} (open squares), {narration} (the board's own sentence for the event), and in a question's words {answer}, {answer-row}, {answer-col}. Numbers are written in the reader's language. Write {{ and }} for braces."
        })
    })
}

#[cfg(feature = "schema")]
fn schema_language(gen: &mut SchemaGenerator) -> Schema {
    shared(gen, "language", || {
        serde_json::json!({
            "type": "string",
            "pattern": "^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$",
            "maxLength": 35,
            "description": "A language tag: en, fa, hi, zh-Hans, pt-BR…"
        })
    })
}

#[cfg(feature = "schema")]
fn schema_id(gen: &mut SchemaGenerator) -> Schema {
    shared(gen, "id", || {
        serde_json::json!({
            "type": "string",
            "pattern": "^[A-Za-z0-9_-]{1,64}$",
            "description": "Names the step for translations, the editor and the nqueens-answer event; unique in the lesson."
        })
    })
}

#[cfg(feature = "schema")]
fn schema_row(_: &mut SchemaGenerator) -> Schema {
    schema_of(
        serde_json::json!({ "type": "integer", "minimum": 0, "maximum": super::MAX_LESSON_N - 1 }),
    )
}

#[cfg(feature = "schema")]
fn schema_square(gen: &mut SchemaGenerator) -> Schema {
    shared(gen, "square", || {
        let index = serde_json::json!({ "type": "integer", "minimum": 0, "maximum": super::MAX_LESSON_N - 1 });
        serde_json::json!({
            "type": "array",
            "prefixItems": [index, index],
            "items": false,
            "minItems": 2,
            "description": "[row, col], counted from 0."
        })
    })
}

#[cfg(feature = "schema")]
fn schema_squares(gen: &mut SchemaGenerator) -> Schema {
    let square = serde_json::to_value(schema_square(gen)).expect("a schema serializes");
    schema_of(serde_json::json!({ "type": "array", "items": square, "maxItems": limits::SQUARES }))
}

#[cfg(feature = "schema")]
fn schema_fixed(gen: &mut SchemaGenerator) -> Schema {
    let square = serde_json::to_value(schema_square(gen)).expect("a schema serializes");
    schema_of(
        serde_json::json!({ "type": "array", "items": square, "maxItems": super::MAX_LESSON_N }),
    )
}

#[cfg(feature = "schema")]
fn schema_constraints(gen: &mut SchemaGenerator) -> Schema {
    let lines: Vec<&str> = Line::ALL
        .iter()
        .filter(|line| **line != Line::Row)
        .map(|line| line.name())
        .collect();
    let count = lines.len();
    let constraint = shared(gen, "constraint", || {
        serde_json::json!({
            "enum": lines,
            "description": "AllDifferent(q), AllDifferent(q[i] - i) and AllDifferent(q[i] + i): no two queens in a column, on a diagonal, on an anti-diagonal."
        })
    });
    shared(gen, "constraints", || {
        serde_json::json!({
            "type": "array",
            "items": constraint,
            "minItems": 1,
            "maxItems": count,
            "uniqueItems": true,
            "description": "The constraints the search posts (constraint propagation only); all of them when left out."
        })
    })
}

#[cfg(feature = "schema")]
fn schema_n(_: &mut SchemaGenerator) -> Schema {
    schema_of(serde_json::json!({ "type": "integer", "minimum": SIZES.min, "maximum": SIZES.max }))
}

#[cfg(feature = "schema")]
fn schema_strategy(_: &mut SchemaGenerator) -> Schema {
    schema_of(serde_json::json!({ "enum": names_of::<StepStrategy>() }))
}

#[cfg(feature = "schema")]
fn schema_code_lang(_: &mut SchemaGenerator) -> Schema {
    schema_of(serde_json::json!({ "enum": names_of::<CodeLanguage>() }))
}

#[cfg(feature = "schema")]
fn schema_until(_: &mut SchemaGenerator) -> Schema {
    schema_of(serde_json::json!({ "enum": names_of::<UntilName>() }))
}

#[cfg(feature = "schema")]
fn schema_count(_: &mut SchemaGenerator) -> Schema {
    schema_of(serde_json::json!({ "type": "integer", "minimum": 1, "maximum": limits::EVENTS }))
}

#[cfg(feature = "schema")]
fn schema_form(_: &mut SchemaGenerator) -> Schema {
    schema_of(serde_json::json!({ "enum": names_of::<Form>() }))
}

#[cfg(feature = "schema")]
fn schema_question_name(_: &mut SchemaGenerator) -> Schema {
    schema_of(serde_json::json!({ "enum": names_of::<QuestionName>() }))
}

#[cfg(feature = "schema")]
fn schema_line_kind(_: &mut SchemaGenerator) -> Schema {
    schema_of(serde_json::json!({ "enum": names_of::<Line>() }))
}

#[cfg(feature = "schema")]
fn schema_line_index(_: &mut SchemaGenerator) -> Schema {
    schema_of(
        serde_json::json!({ "type": "integer", "minimum": 0, "maximum": 2 * super::MAX_LESSON_N - 2 }),
    )
}

#[cfg(feature = "schema")]
fn schema_lines(gen: &mut SchemaGenerator) -> Schema {
    let line = reference::<RawLine>(gen);
    schema_of(serde_json::json!({ "type": "array", "items": line, "maxItems": limits::SQUARES }))
}

#[cfg(feature = "schema")]
fn schema_option_value(gen: &mut SchemaGenerator) -> Schema {
    let square = serde_json::to_value(schema_square(gen)).expect("a schema serializes");
    schema_of(serde_json::json!({ "oneOf": [{ "type": "integer" }, square, { "type": "string" }] }))
}

#[cfg(feature = "schema")]
fn schema_answer(gen: &mut SchemaGenerator) -> Schema {
    let square = serde_json::to_value(schema_square(gen)).expect("a schema serializes");
    schema_of(serde_json::json!({
        "oneOf": [{ "type": "integer" }, square, { "type": "array", "items": square, "maxItems": limits::SQUARES }]
    }))
}

#[cfg(feature = "schema")]
fn schema_options(gen: &mut SchemaGenerator) -> Schema {
    let option = reference::<RawOption>(gen);
    schema_of(
        serde_json::json!({ "type": "array", "items": option, "minItems": 2, "maxItems": limits::OPTIONS }),
    )
}

#[cfg(feature = "schema")]
fn schema_option_words(gen: &mut SchemaGenerator) -> Schema {
    let option = reference::<RawOptionWords>(gen);
    schema_of(serde_json::json!({ "type": "array", "items": option, "maxItems": limits::OPTIONS }))
}

#[cfg(feature = "schema")]
fn schema_translated_steps(gen: &mut SchemaGenerator) -> Schema {
    let id = serde_json::to_value(schema_id(gen)).expect("a schema serializes");
    let words = reference::<RawWords>(gen);
    schema_of(
        serde_json::json!({ "type": "object", "propertyNames": id, "additionalProperties": words }),
    )
}

#[cfg(feature = "schema")]
fn schema_translations(gen: &mut SchemaGenerator) -> Schema {
    let language = serde_json::to_value(schema_language(gen)).expect("a schema serializes");
    let translation = reference::<RawTranslation>(gen);
    schema_of(serde_json::json!({
        "type": "object",
        "maxProperties": limits::LANGUAGES - 1,
        "propertyNames": language,
        "additionalProperties": translation
    }))
}

/// The steps: each kind's fields, with `kind` naming it.
#[cfg(feature = "schema")]
fn schema_steps(gen: &mut SchemaGenerator) -> Schema {
    let kinds = [
        ("narrate", reference::<RawNarrate>(gen)),
        ("advance", reference::<RawAdvance>(gen)),
        ("ask", reference::<RawAsk>(gen)),
        ("highlight", reference::<RawHighlight>(gen)),
        ("pause", reference::<RawPause>(gen)),
        ("restart", reference::<RawRestart>(gen)),
    ];
    let names: Vec<&str> = kinds.iter().map(|(kind, _)| *kind).collect();
    let refs: Vec<Json> = kinds.iter().map(|(_, r)| r.clone()).collect();
    let step = shared(gen, "step", || {
        serde_json::json!({
            "description": "One step of the lesson; `kind` says which.",
            "type": "object",
            "required": ["kind"],
            "properties": { "kind": { "enum": names } },
            "oneOf": refs
        })
    });
    let step = serde_json::to_value(step).expect("a schema serializes");
    schema_of(
        serde_json::json!({ "type": "array", "items": step, "minItems": 1, "maxItems": limits::STEPS }),
    )
}

/// The lesson format's JSON Schema (draft 2020-12), derived from the types the core reads a
/// lesson into: `cargo xtask codegen` writes it to `lessons/lesson.schema.json`, beside the
/// shipped lessons.
#[cfg(feature = "schema")]
pub fn schema() -> Json {
    let mut settings = schemars::gen::SchemaSettings::draft2019_09();
    settings.meta_schema = Some("https://json-schema.org/draft/2020-12/schema".to_string());
    settings.definitions_path = "#/$defs/".to_string();
    let gen = settings.into_generator();
    let root = gen.into_root_schema_for::<RawDocument>();
    let mut value = serde_json::to_value(root).expect("a schema serializes");
    let object = value.as_object_mut().expect("a schema is an object");
    object.insert(
        "$id".into(),
        "https://nqueens-playground/lessons/lesson.schema.json".into(),
    );
    object.insert(
        "title".into(),
        format!("N-Queens playground lesson, version {VERSION}").into(),
    );
    // schemars 0.8 writes the definitions under `definitions` whatever its references say.
    if let Some(definitions) = object.remove("definitions") {
        object.insert("$defs".into(), definitions);
    }
    let defs = object
        .get_mut("$defs")
        .and_then(Json::as_object_mut)
        .expect("the schema has definitions");
    // Each step's kind names it; the steps' rules that one field sets for another.
    for kind in ["narrate", "advance", "ask", "highlight", "pause", "restart"] {
        let def = defs[kind].as_object_mut().expect("a step's definition");
        def["properties"]
            .as_object_mut()
            .expect("a step has fields")
            .insert("kind".into(), serde_json::json!({ "const": kind }));
        let required = def
            .entry("required")
            .or_insert_with(|| Json::Array(Vec::new()))
            .as_array_mut()
            .expect("required is a list");
        required.insert(0, "kind".into());
    }
    let only_with = |until: UntilName, field: &str| {
        serde_json::json!({
            "if": { "properties": { "until": { "const": until.name() } } },
            "then": { "required": [field] },
            "else": { "not": { "required": [field] } }
        })
    };
    defs["advance"]["allOf"] = serde_json::json!([
        only_with(UntilName::Row, "row"),
        only_with(UntilName::Events, "count")
    ]);
    defs["ask"]["allOf"] = serde_json::json!([{
        "if": { "properties": { "form": { "const": Form::Choose.name() } } },
        "then": { "required": ["options"], "not": { "required": ["answer"] } },
        "else": { "required": ["question"], "not": { "required": ["options"] } }
    }]);
    defs["line"]["oneOf"] =
        serde_json::json!([{ "required": ["through"] }, { "required": ["index"] }]);
    tidy(&mut value);
    value
}

/// What schemars writes that a teacher's editor does not need: a field's default when it is
/// "nothing" (null, an empty list), and whole bounds written as `10.0`.
#[cfg(feature = "schema")]
fn tidy(value: &mut Json) {
    match value {
        Json::Object(object) => {
            let empty = |v: &Json| v.is_null() || v.as_array().is_some_and(Vec::is_empty);
            if object.get("default").is_some_and(empty) {
                object.remove("default");
            }
            object.values_mut().for_each(tidy);
        }
        Json::Array(items) => items.iter_mut().for_each(tidy),
        Json::Number(number) => {
            if let Some(whole) = number.as_f64().filter(|f| f.fract() == 0.0 && *f >= 0.0) {
                if number.is_f64() {
                    *value = Json::from(whole as u64);
                }
            }
        }
        _ => {}
    }
}

/// How deeply arrays and objects nest in `text`, counted outside strings; stops counting past
/// `max`, so a file of a million brackets costs one pass and no recursion.
fn depth_over(text: &str, max: usize) -> bool {
    let mut depth = 0usize;
    let mut in_string = false;
    let mut escaped = false;
    for byte in text.bytes() {
        if in_string {
            match byte {
                _ if escaped => escaped = false,
                b'\\' => escaped = true,
                b'"' => in_string = false,
                _ => {}
            }
            continue;
        }
        match byte {
            b'"' => in_string = true,
            b'[' | b'{' => {
                depth += 1;
                if depth > max {
                    return true;
                }
            }
            b']' | b'}' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    false
}

/// A refusal inside the field `key` of the file (`board`, `answer`, `prompt`): `key: why`.
fn in_field(key: &'static str, why: impl Into<Arg>) -> Message {
    msg!("lesson.field", field = part(key), why = why)
}

/// A part of the file as a refusal names it: the title and summary in words, a step's field
/// by its key (what the teacher finds in the file).
fn part(key: &'static str) -> Message {
    match key {
        "title" => msg!("lesson.read.part.title"),
        "summary" => msg!("lesson.read.part.summary"),
        key => msg!("lesson.field.key", key = key),
    }
}

/// A text of the lesson: at most [`limits::TEXT`] characters, parsed into a template.
fn template(text: &str, key: &'static str) -> std::result::Result<Template, Message> {
    let count = text.chars().count();
    if count > limits::TEXT {
        return Err(msg!(
            "lesson.read.text-long",
            what = part(key),
            count = count,
            max = limits::TEXT
        ));
    }
    Template::parse(text).map_err(|why| in_field(key, why))
}

/// A text that may hold no placeholders (a title, a summary: nothing has happened yet).
fn plain_text(text: &str, key: &'static str, max: usize) -> std::result::Result<Template, Message> {
    let count = text.chars().count();
    if count > max {
        return Err(msg!(
            "lesson.read.title-long",
            what = part(key),
            count = count,
            max = max
        ));
    }
    let parsed = Template::parse(text).map_err(|why| in_field(key, why))?;
    if let Some(slot) = parsed.slots().next() {
        return Err(msg!(
            "lesson.read.no-placeholder",
            what = part(key),
            slot = slot.to_string()
        ));
    }
    Ok(parsed)
}

fn square_on(sq: [u32; 2], n: usize) -> std::result::Result<Square, Message> {
    let square = Square::from(sq);
    if sq[0] as usize >= n || sq[1] as usize >= n {
        return Err(off_board(square, n));
    }
    Ok(square)
}

/// serde's refusal of the file's shape, in the catalogs' words where it is one a teacher meets
/// (a field missing or unknown, a step's kind unknown: serde quotes the names in backticks);
/// serde's own English, inside a sentence of the catalogs, for the rest.
fn shape_refusal(e: &serde_json::Error) -> Message {
    let text = e.to_string();
    let quoted: Vec<String> = text
        .split('`')
        .skip(1)
        .step_by(2)
        .take(32)
        .map(|name| clip(name, 40))
        .collect();
    let named = |id: &'static str| {
        msg!(
            id,
            name = quoted[0].clone(),
            expected = quoted[1..].to_vec()
        )
    };
    if text.starts_with("missing field `") && !quoted.is_empty() {
        msg!("lesson.read.missing-field", name = quoted[0].clone())
    } else if text.starts_with("unknown field `") && quoted.len() > 1 {
        named("lesson.read.unknown-field")
    } else if text.starts_with("unknown variant `") && quoted.len() > 1 {
        named("lesson.read.unknown-value")
    } else {
        msg!("lesson.read.shape", detail = clip(&text, 200))
    }
}

fn constraints_of(
    names: Option<&[String]>,
    strategy: StepStrategy,
) -> std::result::Result<Constraints, Message> {
    let Some(names) = names else {
        return Ok(Constraints::ALL);
    };
    let mut lines = Vec::new();
    for name in names {
        lines.push(name.parse::<Line>().map_err(|e| e.message())?);
    }
    let chosen = Constraints::of(&lines).map_err(|e| e.message())?;
    if !chosen.is_all() && !strategy.propagates() {
        return Err(msg!(
            "lesson.read.fewer-constraints",
            strategy = strategy.to_string()
        ));
    }
    Ok(chosen)
}

/// A value written in a lesson for a question of shape `shape`.
fn value_of(json: &Json, shape: Shape, n: usize) -> std::result::Result<Value, Message> {
    let written = |id: &'static str, json: &Json| msg!(id, value = clip(&json.to_string(), 40));
    match shape {
        Shape::Number => json
            .as_i64()
            .map(Value::Number)
            .ok_or_else(|| written("lesson.read.not-number", json)),
        Shape::Name => match json.as_str() {
            Some(name) => CROSSED_BY
                .iter()
                .find(|known| **known == name)
                .map(|known| Value::Name(known))
                .ok_or_else(|| {
                    msg!(
                        "lesson.read.not-crossed-name",
                        name = clip(name, 40),
                        names = CROSSED_BY.to_vec()
                    )
                }),
            None => Err(written("lesson.read.not-name", json).with("names", CROSSED_BY.to_vec())),
        },
        Shape::Squares => {
            let one = |item: &Json| -> std::result::Result<Square, Message> {
                let pair: [u32; 2] = serde_json::from_value(item.clone())
                    .map_err(|_| written("lesson.read.not-square", item))?;
                square_on(pair, n)
            };
            let items: Vec<Json> = match json.as_array() {
                // A single square, or a list of them.
                Some(list) if list.len() == 2 && list.iter().all(Json::is_number) => {
                    vec![json.clone()]
                }
                Some(list) => list.clone(),
                None => return Err(written("lesson.read.not-squares", json)),
            };
            if items.len() > limits::SQUARES {
                return Err(msg!("lesson.read.squares-many", max = limits::SQUARES));
            }
            let mut squares = items
                .iter()
                .map(one)
                .collect::<std::result::Result<Vec<_>, _>>()?;
            squares.sort_unstable();
            squares.dedup();
            Ok(Value::Squares(squares))
        }
    }
}

/// The ends of the line of kind `line` through `sq` on an `n` board.
fn ends(line: Line, sq: Square, n: u32) -> (Square, Square) {
    let (r, c) = (sq.row, sq.col);
    match line {
        Line::Row => (Square::new(r, 0), Square::new(r, n - 1)),
        Line::Column => (Square::new(0, c), Square::new(n - 1, c)),
        Line::Diagonal => {
            let back = r.min(c);
            let on = (n - 1 - r).min(n - 1 - c);
            (Square::new(r - back, c - back), Square::new(r + on, c + on))
        }
        Line::AntiDiagonal => {
            let up = r.min(n - 1 - c);
            let down = (n - 1 - r).min(c);
            (Square::new(r - up, c + up), Square::new(r + down, c - down))
        }
    }
}

/// A square on the line of kind `line` whose seed-003 index is `index`: the row, the column,
/// `row - col + N - 1` for a diagonal, `row + col` for an anti-diagonal.
fn square_of_index(line: Line, index: u32, n: u32) -> std::result::Result<Square, Message> {
    let diagonals = 2 * n - 1;
    let off = |last: u32| {
        msg!(
            "lesson.read.line-off-board",
            line = line.to_string(),
            index = index,
            first = 0u32,
            last = last
        )
    };
    match line {
        Line::Row | Line::Column if index >= n => Err(off(n - 1)),
        Line::Diagonal | Line::AntiDiagonal if index >= diagonals => Err(off(diagonals - 1)),
        Line::Row => Ok(Square::new(index, 0)),
        Line::Column => Ok(Square::new(0, index)),
        // row - col + n - 1 = index: the top square has row 0 or col 0.
        Line::Diagonal if index >= n - 1 => Ok(Square::new(index - (n - 1), 0)),
        Line::Diagonal => Ok(Square::new(0, n - 1 - index)),
        // row + col = index.
        Line::AntiDiagonal if index < n => Ok(Square::new(0, index)),
        Line::AntiDiagonal => Ok(Square::new(index - (n - 1), n - 1)),
    }
}

fn check_id(id: &Option<String>, seen: &mut BTreeSet<String>) -> std::result::Result<(), Message> {
    let Some(id) = id else { return Ok(()) };
    if id.is_empty()
        || id.len() > limits::ID
        || !id
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
    {
        return Err(msg!(
            "lesson.read.id-letters",
            id = clip(id, 40),
            min = 1u32,
            max = limits::ID
        ));
    }
    if !seen.insert(id.clone()) {
        return Err(msg!("lesson.read.id-twice", id = clip(id, 40)));
    }
    Ok(())
}

impl Document {
    /// Reads a lesson file. `label` is how the host knows it (a shipped lesson's name, a URL,
    /// a file name) until its title is read; every refusal names the lesson, and the step where
    /// there is one.
    pub fn read(text: &str, label: &str) -> Result<Document> {
        let who = Who::label(label);
        if text.len() > limits::BYTES {
            return Err(who.refuse(msg!(
                "lesson.read.file-big",
                kib = text.len().div_ceil(1024),
                max = limits::BYTES / 1024
            )));
        }
        if depth_over(text, limits::DEPTH) {
            return Err(who.refuse(msg!("lesson.read.deep", max = limits::DEPTH)));
        }
        // serde's words for a syntax error are English; where it is (line and column) is not.
        let json: Json = serde_json::from_str(text).map_err(|e| {
            who.refuse(msg!(
                "lesson.read.not-json",
                end = if e.is_eof() { "yes" } else { "no" },
                line = e.line(),
                column = e.column()
            ))
        })?;
        let Some(object) = json.as_object() else {
            return Err(who.refuse(msg!("lesson.read.not-object")));
        };
        match object.get("format").and_then(Json::as_str) {
            Some(FORMAT) => {}
            Some(other) => {
                return Err(who.refuse(msg!(
                    "lesson.read.format-other",
                    format = clip(other, 40),
                    expected = FORMAT
                )))
            }
            None => return Err(who.refuse(msg!("lesson.read.format-none", expected = FORMAT))),
        }
        match object.get("version") {
            Some(v) if v.as_u64() == Some(u64::from(VERSION)) => {}
            Some(v) => {
                let version = match v.as_u64() {
                    Some(k) => Arg::from(k),
                    None => Arg::from(clip(&v.to_string(), 20)),
                };
                return Err(who.refuse(msg!(
                    "lesson.read.version",
                    version = version,
                    known = VERSION
                )));
            }
            None => return Err(who.refuse(msg!("lesson.read.version-none"))),
        }
        let raw: RawDocument =
            serde_json::from_value(json).map_err(|e| who.refuse(shape_refusal(&e)))?;
        let title = plain_text(&raw.title, "title", limits::TITLE).map_err(|e| who.refuse(e))?;
        let who = Who::titled(&raw.title);
        let language = raw.language.trim().to_string();
        if !is_language_tag(&language) {
            return Err(who.refuse(msg!("lesson.read.language", tag = clip(&language, 40))));
        }
        let name = match raw.name {
            Some(name)
                if name.len() > limits::NAME
                    || !name
                        .chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-') =>
            {
                return Err(who.refuse(msg!(
                    "lesson.read.name",
                    name = clip(&name, 40),
                    max = limits::NAME
                )))
            }
            name => name,
        };
        let summary = match &raw.summary {
            Some(text) => Some(Words::new(
                &language,
                plain_text(text, "summary", limits::TEXT).map_err(|e| who.refuse(e))?,
            )),
            None => None,
        };
        let board = &raw.board;
        let n = usize::try_from(board.n).unwrap_or(usize::MAX);
        let on_board = |why: Message| who.refuse(in_field("board", why));
        SIZES.check(n).map_err(|e| on_board(e.message()))?;
        let strategy: StepStrategy = board
            .strategy
            .parse()
            .map_err(|e: Error| on_board(e.message()))?;
        if board.fixed.len() > n {
            return Err(on_board(msg!(
                "lesson.read.fixed-many",
                count = board.fixed.len(),
                n = n
            )));
        }
        let mut fixed = Vec::new();
        for &sq in &board.fixed {
            let sq = square_on(sq, n).map_err(|e| on_board(in_field("fixed", e)))?;
            if let Some(other) = fixed.iter().find(|q: &&Square| q.row == sq.row) {
                return Err(on_board(in_field(
                    "fixed",
                    msg!(
                        "lesson.read.fixed-row",
                        row = sq.row,
                        first = other.col,
                        second = sq.col
                    ),
                )));
            }
            fixed.push(sq);
        }
        fixed.sort_unstable();
        let constraints = constraints_of(board.constraints.as_deref(), strategy)
            .map_err(|e| on_board(in_field("constraints", e)))?;
        let code_lang = match &board.code_lang {
            Some(name) => Some(
                name.parse::<CodeLanguage>()
                    .map_err(|e| on_board(in_field("code-lang", e.message())))?,
            ),
            None => None,
        };
        if raw.steps.is_empty() {
            return Err(who.refuse(msg!("lesson.read.no-steps")));
        }
        if raw.steps.len() > limits::STEPS {
            return Err(who.refuse(msg!(
                "lesson.read.steps-many",
                count = raw.steps.len(),
                max = limits::STEPS
            )));
        }
        let mut ids = BTreeSet::new();
        let mut steps = Vec::with_capacity(raw.steps.len());
        for (index, json) in raw.steps.iter().enumerate() {
            let kind = json
                .get("kind")
                .and_then(Json::as_str)
                .map_or("?".to_string(), |k| clip(k, 20));
            let id = json.get("id").and_then(Json::as_str).map(str::to_string);
            let refuse = |what: Message| who.refuse_step(index, &kind, id.as_deref(), what);
            let raw_step: RawStep = serde_json::from_value(json.clone()).map_err(|e| {
                refuse(if json.get("kind").is_none() {
                    msg!("lesson.read.no-kind")
                } else {
                    shape_refusal(&e)
                })
            })?;
            let step = read_step(raw_step, &language, n, strategy).map_err(&refuse)?;
            check_id(&step.id, &mut ids).map_err(&refuse)?;
            steps.push(step);
        }
        let mut document = Document {
            name,
            title: Words::new(&language, title),
            summary,
            language: language.clone(),
            languages: vec![language],
            n,
            strategy,
            fixed,
            constraints,
            code_lang,
            steps,
        };
        if let Some(translations) = raw.translations {
            document.translate(translations, &who)?;
        }
        Ok(document)
    }

    /// Adds each translation's words to the steps they name.
    fn translate(&mut self, translations: serde_json::Map<String, Json>, who: &Who) -> Result<()> {
        if translations.len() + 1 > limits::LANGUAGES {
            return Err(who.refuse(msg!(
                "lesson.read.translations-many",
                count = translations.len(),
                max = limits::LANGUAGES - 1
            )));
        }
        for (tag, json) in translations {
            let refuse = |what: Message| {
                who.refuse(msg!(
                    "lesson.read.translation",
                    tag = clip(&tag, 40),
                    what = what
                ))
            };
            if !is_language_tag(&tag) {
                return Err(refuse(msg!("lesson.read.translation.tag")));
            }
            if tag.eq_ignore_ascii_case(&self.language)
                || self.languages.iter().any(|l| l.eq_ignore_ascii_case(&tag))
            {
                return Err(refuse(msg!("lesson.read.translation.same")));
            }
            let raw: RawTranslation =
                serde_json::from_value(json).map_err(|e| refuse(shape_refusal(&e)))?;
            if let Some(title) = &raw.title {
                let parsed = plain_text(title, "title", limits::TITLE).map_err(&refuse)?;
                self.title.by_language.insert(tag.clone(), parsed);
            }
            if let Some(summary) = &raw.summary {
                let parsed = plain_text(summary, "summary", limits::TEXT).map_err(&refuse)?;
                match &mut self.summary {
                    Some(words) => {
                        words.by_language.insert(tag.clone(), parsed);
                    }
                    None => return Err(refuse(msg!("lesson.read.translation.summary"))),
                }
            }
            for (id, words) in raw.steps {
                let Some(index) = self
                    .steps
                    .iter()
                    .position(|s| s.id.as_deref() == Some(id.as_str()))
                else {
                    return Err(refuse(msg!(
                        "lesson.read.translation.no-step",
                        id = clip(&id, 40)
                    )));
                };
                let step = &mut self.steps[index];
                let kind = step.kind.name();
                translate_step(&mut step.kind, words, &tag).map_err(|what| {
                    refuse(msg!(
                        "lesson.read.translation.step",
                        step = index + 1,
                        kind = kind,
                        id = clip(&id, 40),
                        what = what
                    ))
                })?;
            }
            self.languages.push(tag);
        }
        Ok(())
    }
}

/// Puts a translation's `text` into `words` (which must exist in the source).
fn put(
    words: Option<&mut Words>,
    text: Option<String>,
    field: &'static str,
    tag: &str,
) -> std::result::Result<(), Message> {
    let Some(text) = text else { return Ok(()) };
    let Some(words) = words else {
        return Err(msg!("lesson.read.translation.field", field = part(field)));
    };
    words
        .by_language
        .insert(tag.to_string(), template(&text, field)?);
    Ok(())
}

fn translate_step(
    kind: &mut StepKind,
    words: RawWords,
    tag: &str,
) -> std::result::Result<(), Message> {
    match kind {
        StepKind::Narrate(text) => {
            if words.prompt.is_some()
                || words.hint.is_some()
                || words.explanation.is_some()
                || words.wrong.is_some()
                || words.options.is_some()
            {
                return Err(msg!("lesson.read.translation.narration"));
            }
            put(Some(text), words.text, "text", tag)
        }
        StepKind::Ask(ask) => {
            if words.text.is_some() {
                return Err(msg!("lesson.read.translation.ask"));
            }
            put(Some(&mut ask.prompt), words.prompt, "prompt", tag)?;
            put(ask.hint.as_mut(), words.hint, "hint", tag)?;
            put(
                ask.explanation.as_mut(),
                words.explanation,
                "explanation",
                tag,
            )?;
            put(ask.wrong.as_mut(), words.wrong, "wrong", tag)?;
            if let Some(options) = words.options {
                if options.len() != ask.options.len() {
                    return Err(msg!(
                        "lesson.read.translation.options",
                        count = options.len(),
                        options = ask.options.len()
                    ));
                }
                for (choice, words) in ask.options.iter_mut().zip(options) {
                    put(Some(&mut choice.text), words.text, "option", tag)?;
                    put(choice.feedback.as_mut(), words.feedback, "feedback", tag)?;
                }
            }
            Ok(())
        }
        other => Err(msg!(
            "lesson.read.translation.no-words",
            kind = other.name()
        )),
    }
}

fn words(text: &str, field: &'static str, language: &str) -> std::result::Result<Words, Message> {
    Ok(Words::new(language, template(text, field)?))
}

fn optional_words(
    text: &Option<String>,
    field: &'static str,
    language: &str,
) -> std::result::Result<Option<Words>, Message> {
    text.as_deref()
        .map(|t| words(t, field, language))
        .transpose()
}

fn read_step(
    raw: RawStep,
    language: &str,
    n: usize,
    strategy: StepStrategy,
) -> std::result::Result<Step, Message> {
    Ok(match raw {
        RawStep::Narrate(step) => Step {
            id: step.id,
            kind: StepKind::Narrate(words(&step.text, "text", language)?),
        },
        RawStep::Advance(step) => {
            let name: UntilName = step.until.parse().map_err(|e: Error| e.message())?;
            if name != UntilName::Row && step.row.is_some() {
                return Err(msg!("lesson.read.advance.row-not-here"));
            }
            if name != UntilName::Events && step.count.is_some() {
                return Err(msg!("lesson.read.advance.count-not-here"));
            }
            let until = match name {
                UntilName::Place => Until::Place,
                UntilName::DeadEnd => Until::DeadEnd,
                UntilName::Backtrack => Until::Backtrack,
                UntilName::Solution => Until::Solution,
                UntilName::End => Until::End,
                UntilName::Row => match step.row {
                    Some(row) if (row as usize) < n => Until::Row(row),
                    Some(row) => return Err(off_board_row(row, n)),
                    None => return Err(msg!("lesson.read.advance.row-missing")),
                },
                UntilName::Events => match step.count {
                    Some(count) if (1..=limits::EVENTS).contains(&count) => Until::Events(count),
                    Some(count) => {
                        return Err(msg!(
                            "lesson.read.advance.count",
                            count = count,
                            min = 1u32,
                            max = limits::EVENTS
                        ))
                    }
                    None => return Err(msg!("lesson.read.advance.count-missing")),
                },
            };
            Step {
                id: step.id,
                kind: StepKind::Advance(until),
            }
        }
        RawStep::Ask(step) => Step {
            id: step.id.clone(),
            kind: StepKind::Ask(Box::new(read_ask(step, language, n)?)),
        },
        RawStep::Highlight(step) => {
            if step.squares.len() > limits::SQUARES || step.lines.len() > limits::SQUARES {
                return Err(msg!("lesson.read.highlight-many", max = limits::SQUARES));
            }
            let mut squares = step
                .squares
                .iter()
                .map(|&sq| square_on(sq, n))
                .collect::<std::result::Result<Vec<_>, _>>()?;
            squares.sort_unstable();
            squares.dedup();
            let mut lines = Vec::new();
            for mark in &step.lines {
                let line: Line = mark.line.parse().map_err(|e: Error| e.message())?;
                let through = match (mark.through, mark.index) {
                    (Some(sq), None) => square_on(sq, n)?,
                    (None, Some(index)) => square_of_index(line, index, n as u32)?,
                    _ => return Err(msg!("lesson.read.highlight-line")),
                };
                let (from, to) = ends(line, through, n as u32);
                lines.push(Mark { line, from, to });
            }
            Step {
                id: step.id,
                kind: StepKind::Highlight(Highlight { squares, lines }),
            }
        }
        RawStep::Pause(step) => Step {
            id: step.id,
            kind: StepKind::Pause,
        },
        RawStep::Restart(step) => Step {
            id: step.id,
            kind: StepKind::Restart(constraints_of(step.constraints.as_deref(), strategy)?),
        },
    })
}

fn read_ask(step: RawAsk, language: &str, n: usize) -> std::result::Result<Ask, Message> {
    let form: Form = step.form.parse().map_err(|e: Error| e.message())?;
    let question = match &step.question {
        Some(q) => {
            let name: QuestionName = q.name.parse().map_err(|e: Error| e.message())?;
            let square = q.square.map(Square::from);
            Some(Question::new(name, q.row, square, n)?)
        }
        None => None,
    };
    let shape = question.map(|q| q.name.shape());
    let prompt = words(&step.prompt, "prompt", language)?;
    let hint = optional_words(&step.hint, "hint", language)?;
    let explanation = optional_words(&step.explanation, "explanation", language)?;
    let wrong = optional_words(&step.wrong, "wrong", language)?;
    let mut answer = None;
    let mut options = Vec::new();
    match form {
        Form::Pick | Form::Number => {
            let Some(shape) = shape else {
                return Err(msg!("lesson.read.ask.needs-question", form = form.name()));
            };
            if form == Form::Pick && shape != Shape::Squares {
                return Err(msg!(
                    "lesson.read.ask.pick-shape",
                    name = question.map_or("", |q| q.name.name()),
                    shape = if shape == Shape::Number {
                        "number"
                    } else {
                        "name"
                    }
                ));
            }
            if form == Form::Number && shape == Shape::Name {
                return Err(msg!("lesson.read.ask.number-name"));
            }
            if step.options.is_some() {
                return Err(msg!("lesson.read.ask.options-not-here", form = form.name()));
            }
            if let Some(json) = &step.answer {
                let written_shape = if form == Form::Number {
                    Shape::Number
                } else {
                    Shape::Squares
                };
                answer = Some(value_of(json, written_shape, n).map_err(|e| in_field("answer", e))?);
            }
        }
        Form::Choose => {
            if step.answer.is_some() {
                return Err(msg!("lesson.read.ask.choose-answer"));
            }
            let raw_options = step.options.unwrap_or_default();
            if !(limits::FEWEST_OPTIONS..=limits::OPTIONS).contains(&raw_options.len()) {
                return Err(msg!(
                    "lesson.read.ask.options-count",
                    min = limits::FEWEST_OPTIONS,
                    max = limits::OPTIONS,
                    count = raw_options.len()
                ));
            }
            for (i, option) in raw_options.iter().enumerate() {
                let at = |what: Message| {
                    msg!(
                        "lesson.field",
                        field = msg!("lesson.field.option", k = i + 1),
                        why = what
                    )
                };
                let value = match (&option.value, shape) {
                    (Some(json), Some(shape)) => Some(value_of(json, shape, n).map_err(at)?),
                    (Some(_), None) => return Err(at(msg!("lesson.read.ask.value-alone"))),
                    (None, Some(_)) => return Err(at(msg!("lesson.read.ask.value-missing"))),
                    (None, None) => None,
                };
                options.push(Choice {
                    text: words(&option.text, "option", language).map_err(at)?,
                    feedback: optional_words(&option.feedback, "feedback", language).map_err(at)?,
                    value,
                    correct: option.correct,
                });
            }
            if question.is_none() {
                let right = options.iter().filter(|o| o.correct == Some(true)).count();
                if right != 1 {
                    return Err(msg!("lesson.read.ask.correct-count", right = right));
                }
            }
        }
    }
    Ok(Ask {
        form,
        question,
        prompt,
        hint,
        explanation,
        wrong,
        answer,
        options,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_ends_and_indices() {
        let n = 6;
        assert_eq!(
            ends(Line::Diagonal, Square::new(2, 1), n),
            (Square::new(1, 0), Square::new(5, 4))
        );
        assert_eq!(
            ends(Line::AntiDiagonal, Square::new(2, 1), n),
            (Square::new(0, 3), Square::new(3, 0))
        );
        // The branch-and-bound tutorial's codes: every square of the line has the index asked for.
        for index in 0..2 * n - 1 {
            let sq = square_of_index(Line::AntiDiagonal, index, n).unwrap();
            assert_eq!(sq.row + sq.col, index);
            let sq = square_of_index(Line::Diagonal, index, n).unwrap();
            assert_eq!(sq.row + n - 1 - sq.col, index);
        }
        assert!(square_of_index(Line::Diagonal, 11, n).is_err());
        assert!(square_of_index(Line::Row, 6, n).is_err());
    }

    #[test]
    fn depth_is_counted_outside_strings() {
        assert!(!depth_over(r#"{"a": "[[[[[[[[[[[[[[[[[[["}"#, 3));
        assert!(depth_over(&"[".repeat(100), 12));
        assert!(!depth_over(r#"{"a": [{"b": [1]}]}"#, 4));
        assert!(depth_over(r#"{"a": [{"b": [1]}]}"#, 3));
    }
}
