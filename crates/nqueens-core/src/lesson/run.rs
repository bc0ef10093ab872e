//! A lesson run against its search before anyone reads it. The steps are taken in order on a
//! step engine over the lesson's board (every solution, as the Step view runs it): an advance
//! runs the search to its event, a restart starts it again with other constraints, a highlight
//! marks squares, and each narration, question and pause becomes a stop, the moment a reader
//! sees, with the search's position and every text filled in every language. A step that
//! cannot happen (an advance past the end, a placeholder with no value at its moment, a
//! written answer the search contradicts, a question nobody can answer there) refuses the
//! lesson, naming the step. The stops are what the board shows; the answers stay here, where
//! [`Lesson::answer`] checks the reader's.

use std::collections::BTreeMap;

use super::document::{Ask, Document, Form, Highlight, Step, StepKind, Until, Who, Words};
use super::question::{Moment, Question, Value};
use super::text::{best_language, direction, Filled, Segment, Slot};
use super::{limits, SIZES};
use crate::attacks::Line;
use crate::board::Square;
use crate::error::Result;
use crate::names::vocabulary;
use crate::trace::code::CodeLanguage;
use crate::trace::{Cause, Cell, Constraints, Event, StepMode, StepState, StepStrategy, Stepper};
use crate::words::{msg, Message};

vocabulary! {
    /// What a reader meets at a stop.
    pub enum StopKind: "stop kind" {
        /// Words about the board as it stands.
        Narrate => "narrate",
        /// A question, which the reader answers before going on.
        Ask => "ask",
        /// The board alone, until the reader goes on.
        Pause => "pause",
        /// The lesson is over: the reader sees how many answers were right.
        End => "end",
    }
}

/// A text filled in each of the lesson's languages.
/// A text filled in each language that has its own words for it (always the source's).
pub(super) type Texts = BTreeMap<String, Vec<Segment>>;

/// A text for a reader of `language`: its own words, else the source's (a translation that left
/// it out), with the language they are in where that is not `language`.
pub(super) fn in_language(
    texts: &Texts,
    language: &str,
    source: &str,
) -> (Vec<Segment>, Option<String>) {
    match (texts.get(language), texts.get(source)) {
        (Some(own), _) => (own.clone(), None),
        (None, Some(fallback)) => (fallback.clone(), Some(source.to_string())),
        (None, None) => (Vec::new(), None),
    }
}

/// A question as the run left it: its answer and its words, filled.
#[derive(Clone, Debug)]
pub(super) struct Asked {
    pub form: Form,
    pub question: Option<Question>,
    /// The named question's answer at this stop.
    pub value: Option<Value>,
    /// Which options are right.
    pub right: Vec<bool>,
    pub hint: Option<Texts>,
    pub explanation: Option<Texts>,
    pub wrong: Option<Texts>,
    pub options: Vec<Texts>,
    pub feedback: Vec<Option<Texts>>,
    /// The picture the question is asked on, for the core's own feedback.
    pub state: StepState,
}

/// One stop, in every language.
#[derive(Clone, Debug)]
pub(super) struct StopData {
    /// The step it comes from; None for the end.
    pub step: Option<usize>,
    pub kind: StopKind,
    pub position: u64,
    pub constraints: Constraints,
    pub highlight: Highlight,
    pub text: Texts,
    pub ask: Option<Box<Asked>>,
}

/// Where the search stands after each step, for the editor.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct StepPlace {
    pub kind: &'static str,
    pub id: Option<String>,
    pub position: u64,
    pub constraints: Vec<Line>,
}

/// A lesson that passed every check: ready to be read.
#[derive(Clone, Debug)]
pub struct Lesson {
    pub(super) document: Document,
    pub(super) stops: Vec<StopData>,
    places: Vec<StepPlace>,
    /// The file's revision ([`super::revision`]); empty for a document run without its file.
    revision: String,
}

/// What a question looks like to the reader (the answer stays in the core).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct AskPlan {
    pub form: Form,
    /// The named question, if any: the board may tell the reader what kind of answer it takes.
    pub question: Option<&'static str>,
    /// The row the question is about, if it names one ("where can the queen in row 2 go?"):
    /// the board offers that row's columns.
    pub row: Option<u32>,
    pub hint: Option<Vec<Segment>>,
    /// The language `hint` is in where it is not the plan's (as [`Stop::lang`]).
    #[cfg_attr(feature = "serde", serde(rename = "hintLang"))]
    pub hint_lang: Option<String>,
    pub options: Vec<Vec<Segment>>,
    /// For each option, the language it is in where it is not the plan's (as [`Stop::lang`]).
    #[cfg_attr(feature = "serde", serde(rename = "optionsLang"))]
    pub options_lang: Vec<Option<String>>,
}

/// A stop as a reader of one language sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Stop {
    /// The step's index in the lesson (0-based); None for the end.
    pub step: Option<usize>,
    pub id: Option<String>,
    pub kind: StopKind,
    /// The search's position at this stop.
    pub position: u64,
    /// The constraints the search posts here.
    pub constraints: Vec<Line>,
    pub highlight: Highlight,
    pub text: Vec<Segment>,
    /// The language `text` is in where it is not the plan's: the source's, for a step a
    /// translation left out (the page marks it so it reads in its own direction).
    pub lang: Option<String>,
    pub ask: Option<AskPlan>,
}

/// The lesson as a reader of one language sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Plan {
    pub name: Option<String>,
    /// The stable name a gradebook records answers under: `name`, else one made from the
    /// title in the lesson's own language (never the reader's).
    pub id: String,
    /// The lesson file's revision.
    pub revision: String,
    pub title: String,
    pub summary: Option<String>,
    /// The language the words are in, and its direction ("ltr", "rtl").
    pub language: String,
    pub dir: &'static str,
    /// The source language, then each translation's.
    pub languages: Vec<String>,
    pub n: usize,
    pub strategy: StepStrategy,
    pub fixed: Vec<Square>,
    pub constraints: Vec<Line>,
    /// The language the code panel shows while the lesson is open, where it names one.
    #[cfg_attr(feature = "serde", serde(rename = "codeLang"))]
    pub code_lang: Option<CodeLanguage>,
    /// How many questions the lesson asks.
    pub questions: usize,
    pub stops: Vec<Stop>,
    /// Where the search stands after each step.
    pub steps: Vec<StepPlace>,
}

/// Everything a placeholder may read at a moment.
struct Context<'a> {
    state: &'a StepState,
    /// The answer of the question being asked.
    answer: Option<&'a Value>,
}

impl Context<'_> {
    fn value(&self, slot: Slot) -> std::result::Result<Filled, Message> {
        let s = self.state;
        let number = |k: u64| Ok(Filled::Number(k as i64));
        let no_square = || msg!("lesson.slot.no-square");
        let by = || match &s.last {
            Some(Event::Attacked { by, .. }) => Ok(*by),
            Some(Event::Prune {
                cause: Cause::Queen(by),
                ..
            }) => Ok(*by),
            _ => Err(msg!("lesson.slot.no-attacker")),
        };
        match slot {
            Slot::N => number(s.n as u64),
            Slot::Position => number(s.position),
            Slot::Row => s
                .trying
                .map(|sq| Filled::Number(sq.row.into()))
                .ok_or_else(no_square),
            Slot::Col => s
                .trying
                .map(|sq| Filled::Number(sq.col.into()))
                .ok_or_else(no_square),
            Slot::ByRow => by().map(|sq| Filled::Number(sq.row.into())),
            Slot::ByCol => by().map(|sq| Filled::Number(sq.col.into())),
            Slot::Queens => number(s.queens.len() as u64),
            Slot::Solutions => number(s.stats.solutions),
            Slot::Failures => number(s.stats.failures),
            Slot::Branches => number(s.stats.branches),
            Slot::Nodes => number(s.stats.nodes),
            Slot::Depth => number(s.stats.depth.into()),
            Slot::DeadRow => s
                .dead_end
                .map(|row| Filled::Number(row.into()))
                .ok_or_else(|| msg!("lesson.slot.no-dead-end")),
            Slot::Slash => s
                .trying
                .map(|sq| Filled::Number(i64::from(sq.row + sq.col)))
                .ok_or_else(no_square),
            Slot::Backslash => s
                .trying
                .map(|sq| Filled::Number(i64::from(sq.row) - i64::from(sq.col) + s.n as i64 - 1))
                .ok_or_else(no_square),
            Slot::Removed => match &s.last {
                Some(Event::Prune { removed, .. }) => number(removed.len() as u64),
                _ => Err(msg!("lesson.slot.no-prune")),
            },
            Slot::Open(row) => {
                if let Some(row) = row.filter(|&r| r as usize >= s.n) {
                    return Err(msg!("lesson.slot.off-board", row = row, n = s.n));
                }
                let open = (0..s.n * s.n)
                    .filter(|i| row.is_none_or(|r| i / s.n == r as usize))
                    .filter(|i| s.cells[*i] == Cell::Open)
                    .count();
                number(open as u64)
            }
            Slot::Narration => Ok(Filled::Message(s.narration.clone())),
            Slot::Answer => match self.answer {
                Some(value) => value
                    .as_number()
                    .map(Filled::Number)
                    .ok_or_else(|| msg!("lesson.slot.answer-name")),
                None => Err(msg!("lesson.slot.question-only")),
            },
            Slot::AnswerRow | Slot::AnswerCol => match self.answer {
                Some(Value::Squares(squares)) if squares.len() == 1 => {
                    let sq = squares[0];
                    Ok(Filled::Number(
                        if slot == Slot::AnswerRow {
                            sq.row
                        } else {
                            sq.col
                        }
                        .into(),
                    ))
                }
                Some(_) => Err(msg!("lesson.slot.not-one-square")),
                None => Err(msg!("lesson.slot.question-only")),
            },
        }
    }

    /// `words` filled in every language it has; the error names the placeholder and language.
    fn fill(&self, words: &Words, languages: &[String]) -> std::result::Result<Texts, Message> {
        let mut texts = Texts::new();
        for language in languages.iter().filter(|l| words.has(l)) {
            let filled = words
                .get(language)
                .fill(|slot| self.value(slot))
                .map_err(|why| {
                    if languages.len() > 1 {
                        msg!("lesson.in-language", why = why, language = language.clone())
                    } else {
                        why
                    }
                })?;
            texts.insert(language.clone(), filled);
        }
        Ok(texts)
    }
}

/// The search a lesson runs on, with the constraints it posts now.
struct Search {
    stepper: Stepper,
    events: u64,
}

impl Search {
    fn start(document: &Document, constraints: Constraints) -> Result<Search> {
        Ok(Search {
            stepper: Stepper::create_with(
                document.n,
                document.strategy,
                &document.fixed,
                StepMode::AllSolutions,
                constraints,
            )?,
            events: 0,
        })
    }

    /// Runs until `until`; the error says where the search ended instead.
    fn advance(&mut self, until: Until) -> std::result::Result<(), Message> {
        if self.stepper.is_finished() {
            return Err(msg!(
                "lesson.advance.ended",
                at = self.stepper.position(),
                until = until.words()
            ));
        }
        let mut taken = 0u64;
        loop {
            let Some(event) = self.stepper.step() else {
                return Err(msg!(
                    "lesson.advance.not-reached",
                    at = self.stepper.position(),
                    until = until.words()
                ));
            };
            taken += 1;
            self.events += 1;
            if self.events > limits::EVENTS {
                return Err(msg!("lesson.advance.too-long", max = limits::EVENTS));
            }
            let reached = match until {
                Until::Place => matches!(event, Event::Place { .. } | Event::Forced { .. }),
                Until::DeadEnd => event.is_dead_end(),
                Until::Backtrack => matches!(event, Event::Backtrack { .. }),
                Until::Solution => matches!(event, Event::Solution(_)),
                Until::Row(row) => {
                    event.square().is_some_and(|sq| sq.row == row)
                        || matches!(event, Event::DeadEnd(crate::trace::Failure::Empty { row: r }) if r == row)
                }
                Until::Events(count) => taken == count,
                Until::End => matches!(event, Event::Finished { .. }),
            };
            if reached {
                return Ok(());
            }
            if matches!(event, Event::Finished { .. }) {
                return Err(msg!(
                    "lesson.advance.not-reached",
                    at = self.stepper.position(),
                    until = until.words()
                ));
            }
        }
    }

    /// Where the search puts its next queen from here, found by running ahead and coming back.
    fn next_queen(&mut self) -> Option<Square> {
        let here = self.stepper.position();
        let mut found = None;
        while let Some(event) = self.stepper.step() {
            if let Event::Place { row, col } | Event::Forced { row, col } = event {
                found = Some(Square::new(row, col));
                break;
            }
        }
        self.stepper.seek(here);
        found
    }
}

/// Whether a value an option states is the answer: the same number or name, or squares all
/// among the answer's.
pub(super) fn matches(stated: &Value, answer: &Value) -> bool {
    match (stated, answer) {
        (Value::Number(a), Value::Number(b)) => a == b,
        (Value::Name(a), Value::Name(b)) => a == b,
        (Value::Squares(a), Value::Squares(b)) => {
            !a.is_empty() && a.iter().all(|sq| b.contains(sq))
        }
        _ => false,
    }
}

impl Lesson {
    /// Reads a lesson file and runs it against its search (see the module's documentation).
    /// `label` names the lesson in refusals until its title is read.
    pub fn read(text: &str, label: &str) -> Result<Lesson> {
        let mut lesson = Lesson::run(Document::read(text, label)?)?;
        lesson.revision = super::revision(text);
        Ok(lesson)
    }

    /// Runs a read document against its search.
    pub fn run(document: Document) -> Result<Lesson> {
        SIZES.check(document.n)?;
        let title = document.title.get(&document.language).literal();
        let who = Who::titled(&title);
        let languages = document.languages.clone();
        let mut constraints = document.constraints;
        let mut search =
            Search::start(&document, constraints).map_err(|e| who.refuse(e.message()))?;
        let mut highlight = Highlight::default();
        let mut stops = Vec::new();
        let mut places = Vec::new();
        for (index, step) in document.steps.iter().enumerate() {
            let refuse =
                |what: Message| who.refuse_step(index, step.kind.name(), step.id.as_deref(), what);
            match &step.kind {
                StepKind::Advance(until) => {
                    search.advance(*until).map_err(refuse)?;
                    highlight = Highlight::default();
                }
                StepKind::Restart(posted) => {
                    constraints = *posted;
                    let events = search.events;
                    search =
                        Search::start(&document, constraints).map_err(|e| refuse(e.message()))?;
                    search.events = events;
                    highlight = Highlight::default();
                }
                StepKind::Highlight(marks) => highlight = marks.clone(),
                StepKind::Narrate(words) => {
                    let state = search.stepper.state();
                    let context = Context {
                        state: &state,
                        answer: None,
                    };
                    let text = context.fill(words, &languages).map_err(refuse)?;
                    stops.push(stop(
                        index,
                        StopKind::Narrate,
                        &state,
                        constraints,
                        &highlight,
                        text,
                        None,
                    ));
                }
                StepKind::Pause => {
                    let state = search.stepper.state();
                    stops.push(stop(
                        index,
                        StopKind::Pause,
                        &state,
                        constraints,
                        &highlight,
                        Texts::new(),
                        None,
                    ));
                }
                StepKind::Ask(ask) => {
                    let (text, asked) = ask_at(ask, &mut search, &languages).map_err(refuse)?;
                    let state = asked.state.clone();
                    stops.push(stop(
                        index,
                        StopKind::Ask,
                        &state,
                        constraints,
                        &highlight,
                        text,
                        Some(Box::new(asked)),
                    ));
                }
            }
            places.push(StepPlace {
                kind: step.kind.name(),
                id: step.id.clone(),
                position: search.stepper.position(),
                constraints: constraints.lines(),
            });
        }
        let state = search.stepper.state();
        stops.push(StopData {
            step: None,
            kind: StopKind::End,
            position: state.position,
            constraints,
            highlight,
            text: Texts::new(),
            ask: None,
        });
        Ok(Lesson {
            document,
            stops,
            places,
            revision: String::new(),
        })
    }

    /// The languages the lesson is written in: the source's first.
    pub fn languages(&self) -> &[String] {
        &self.document.languages
    }

    /// The read document.
    pub fn document(&self) -> &Document {
        &self.document
    }

    /// The language a reader who asked for `wanted` gets: it, or its nearest, or the source.
    pub fn language_for(&self, wanted: &str) -> &str {
        best_language(wanted, &self.document.languages).unwrap_or(&self.document.language)
    }

    /// How many questions it asks.
    pub fn questions(&self) -> usize {
        self.stops
            .iter()
            .filter(|s| s.kind == StopKind::Ask)
            .count()
    }

    /// The lesson for a reader of `wanted` (see [`Lesson::language_for`]).
    pub fn plan(&self, wanted: &str) -> Plan {
        let language = self.language_for(wanted).to_string();
        let doc = &self.document;
        let source = &doc.language;
        let text = |texts: &Texts| in_language(texts, &language, source).0;
        let lang = |texts: &Texts| in_language(texts, &language, source).1;
        let unfilled = |words: &Words| words.get(&language).literal();
        Plan {
            name: doc.name.clone(),
            id: doc.name.clone().unwrap_or_else(|| {
                let title: String = doc.title.get(source).literal();
                super::slug(&title)
            }),
            revision: self.revision.clone(),
            title: unfilled(&doc.title),
            summary: doc.summary.as_ref().map(unfilled),
            dir: direction(&language),
            languages: doc.languages.clone(),
            n: doc.n,
            strategy: doc.strategy,
            fixed: doc.fixed.clone(),
            constraints: doc.constraints.lines(),
            code_lang: doc.code_lang,
            questions: self.questions(),
            stops: self
                .stops
                .iter()
                .map(|s| Stop {
                    step: s.step,
                    id: s.step.and_then(|i| doc.steps[i].id.clone()),
                    kind: s.kind,
                    position: s.position,
                    constraints: s.constraints.lines(),
                    highlight: s.highlight.clone(),
                    text: text(&s.text),
                    lang: lang(&s.text),
                    ask: s.ask.as_ref().map(|a| AskPlan {
                        form: a.form,
                        question: a.question.map(|q| q.name.name()),
                        row: a.question.and_then(|q| q.row),
                        hint: a.hint.as_ref().map(text),
                        hint_lang: a.hint.as_ref().and_then(lang),
                        options: a.options.iter().map(text).collect(),
                        options_lang: a.options.iter().map(lang).collect(),
                    }),
                })
                .collect(),
            steps: self.places.clone(),
            language,
        }
    }

    /// The steps as read, for the editor.
    pub fn steps(&self) -> &[Step] {
        &self.document.steps
    }
}

fn stop(
    index: usize,
    kind: StopKind,
    state: &StepState,
    constraints: Constraints,
    highlight: &Highlight,
    text: Texts,
    ask: Option<Box<Asked>>,
) -> StopData {
    StopData {
        step: Some(index),
        kind,
        position: state.position,
        constraints,
        highlight: highlight.clone(),
        text,
        ask,
    }
}

/// A question at the search's current moment: its answer computed and any written one checked,
/// its words filled.
fn ask_at(
    ask: &Ask,
    search: &mut Search,
    languages: &[String],
) -> std::result::Result<(Texts, Asked), Message> {
    let state = search.stepper.state();
    let value = match ask.question {
        Some(question) => {
            let next_queen = if question.name == super::QuestionName::NextQueen {
                search.next_queen()
            } else {
                None
            };
            let moment = Moment {
                state: &state,
                next_queen,
            };
            let value = question.answer(&moment).map_err(|why| {
                msg!(
                    "lesson.ask.no-answer",
                    name = question.name.to_string(),
                    why = why
                )
            })?;
            if let Value::Squares(squares) = &value {
                if squares.is_empty() && ask.form == Form::Pick {
                    return Err(msg!("lesson.ask.none-to-pick", question = question.words()));
                }
            }
            Some(value)
        }
        None => None,
    };
    if let (Some(written), Some(value)) = (&ask.answer, &value) {
        let right = match ask.form {
            Form::Number => value.as_number() == written.as_number(),
            _ => written == value,
        };
        if !right {
            let computed = match ask.form {
                Form::Number => value.as_number().map_or(value.written(), |k| k.to_string()),
                _ => value.written(),
            };
            return Err(msg!(
                "lesson.ask.wrong-answer",
                written = written.written(),
                computed = computed,
                question = ask
                    .question
                    .map_or(msg!("lesson.no-question"), |q| q.words())
            ));
        }
    }
    let right: Vec<bool> = ask
        .options
        .iter()
        .map(|option| match (&option.value, &value) {
            (Some(stated), Some(answer)) => matches(stated, answer),
            _ => option.correct == Some(true),
        })
        .collect();
    if ask.form == Form::Choose {
        if let Some(answer) = &value {
            for (i, (option, &is_right)) in ask.options.iter().zip(&right).enumerate() {
                if let Some(said) = option.correct.filter(|&said| said != is_right) {
                    return Err(msg!(
                        "lesson.ask.option-marked",
                        k = i + 1,
                        said = said.to_string(),
                        right = if is_right { "yes" } else { "no" },
                        answer = answer.written()
                    ));
                }
            }
            if !right.contains(&true) {
                return Err(msg!(
                    "lesson.ask.no-right-option",
                    answer = answer.written(),
                    question = ask
                        .question
                        .map_or(msg!("lesson.no-question"), |q| q.words())
                ));
            }
        }
    }
    let context = Context {
        state: &state,
        answer: value.as_ref(),
    };
    let fill = |words: &Words, field: Message| {
        context
            .fill(words, languages)
            .map_err(|why| msg!("lesson.field", field = field, why = why))
    };
    let fill_opt =
        |words: &Option<Words>, field: Message| words.as_ref().map(|w| fill(w, field)).transpose();
    let key = |name: &'static str| msg!("lesson.field.key", key = name);
    let text = fill(&ask.prompt, key("prompt"))?;
    let mut options = Vec::new();
    let mut feedback = Vec::new();
    for (i, option) in ask.options.iter().enumerate() {
        options.push(fill(&option.text, msg!("lesson.field.option", k = i + 1))?);
        feedback.push(fill_opt(
            &option.feedback,
            msg!("lesson.field.option-feedback", k = i + 1),
        )?);
    }
    let asked = Asked {
        form: ask.form,
        question: ask.question,
        hint: fill_opt(&ask.hint, key("hint"))?,
        explanation: fill_opt(&ask.explanation, key("explanation"))?,
        wrong: fill_opt(&ask.wrong, key("wrong"))?,
        value,
        right,
        options,
        feedback,
        state,
    };
    Ok((text, asked))
}
