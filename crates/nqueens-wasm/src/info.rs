//! `info()`: every vocabulary and limit the page needs, from the core, in one call.

use nqueens_core::Message;
use std::collections::BTreeMap;

use nqueens_core::attacks::{Line, MAX_LISTED_PAIRS};
use nqueens_core::board::MAX_BOARD_N;
use nqueens_core::count::MAX_COUNT_N;
use nqueens_core::enumerate::{self, MAX_ENUMERATE_N};
use nqueens_core::format::Format;
use nqueens_core::huge::Method;
use nqueens_core::lesson::ShippedLesson;
use nqueens_core::measure::Measure;
use nqueens_core::names::Named;
use nqueens_core::search::{self, Strategy, MAX_BITBOARD_N};
use nqueens_core::show::page::{
    inline, Command, Controls, CountKernel, EmbedEvent, Parameter, Theme, View, MAX_HUGE_PAGE_N,
};
use nqueens_core::symmetry::Transform;
use nqueens_core::trace::{self, code, EventKind, StepStrategy, Stop, Target};
use serde::Serialize;
use tsify::{Ts, Tsify};
use wasm_bindgen::prelude::*;

use crate::error::{internal, JsResult};

/// The core's names and limits.
#[derive(Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
#[tsify(hashmap_as_object)]
pub struct Info {
    pub max_board_n: usize,
    pub max_bitboard_n: usize,
    pub max_count_n: usize,
    pub max_enumerate_n: usize,
    pub max_step_n: usize,
    /// Most events an exported animation holds (`gif::MAX_FRAMES`).
    pub max_export_frames: usize,
    pub max_huge_n: usize,
    /// Most attacking pairs `check` lists (the count stays exact).
    pub max_listed_pairs: usize,
    /// Largest N of each view.
    #[tsify(type = "Record<View, number>")]
    pub max_n: BTreeMap<&'static str, usize>,
    /// Symmetry names in words, indexed by `ClassBatch.transforms`.
    #[tsify(type = "Message[]")]
    pub transforms: Vec<Message>,
    /// Line names, indexed by the line field of `Picture.pairs`.
    pub lines: Vec<Line>,
    pub strategies: Vec<Strategy>,
    #[tsify(type = "HugeMethod[]")]
    pub methods: Vec<Method>,
    pub step_strategies: Vec<StepStrategy>,
    /// The languages the code panel shows programs in, each with its own name (the same in
    /// every page language).
    #[tsify(type = "{ name: CodeLanguage; label: string }[]")]
    pub code_languages: Vec<CodeLanguageName>,
    #[tsify(type = "EnumerationTarget[]")]
    pub enumeration_targets: Vec<enumerate::Target>,
    pub event_kinds: Vec<EventKind>,
    #[tsify(type = "RunTarget[]")]
    pub run_targets: Vec<Target>,
    #[tsify(type = "RunStop[]")]
    pub run_stops: Vec<Stop>,
    pub formats: Vec<Format>,
    pub views: Vec<View>,
    pub themes: Vec<Theme>,
    pub controls: Vec<Controls>,
    pub embed_events: Vec<EmbedEvent>,
    pub commands: Vec<Command>,
    pub parameters: Vec<Parameter>,
    /// Where the Count view may count (`?kernel=`).
    pub count_kernels: Vec<CountKernel>,
    /// Bounds of the work done on the host page's thread where no worker may start.
    pub inline: Inline,
    /// The shipped lessons' names, and the one a bare `lesson` switch opens.
    #[tsify(type = "ShippedLesson[]")]
    pub lessons: Vec<ShippedLesson>,
    #[tsify(type = "ShippedLesson")]
    pub default_lesson: ShippedLesson,
    /// Largest board a lesson takes.
    pub max_lesson_n: usize,
    /// What each number reported about a search means, in the core's order.
    pub measures: Vec<MeasureWords>,
    /// The step strategies in words.
    #[tsify(type = "Record<StepStrategy, StepStrategyWords>")]
    pub step_strategy_words: BTreeMap<&'static str, StepStrategyWords>,
    /// The solve strategies in words.
    #[tsify(type = "Record<Strategy, Message>")]
    pub strategy_words: BTreeMap<&'static str, Message>,
    /// Nodes the depth-first search needs for its first solution, by N (null past the table):
    /// exact, or at least `nodes` where the table stops counting.
    #[tsify(type = "({ nodes: number; exact: boolean } | null)[]")]
    pub first_solution_nodes: Vec<Option<search::Expected>>,
}

/// One measure: its name (a key of the stats), the word shown beside it and its definition.
#[derive(Serialize, Tsify)]
pub struct MeasureWords {
    #[tsify(type = "Measure")]
    pub name: &'static str,
    #[tsify(type = "Message")]
    pub label: Message,
    #[tsify(type = "Message")]
    pub definition: Message,
}

/// A step strategy's title (menus, narration), short title (table rows) and the caption of its
/// program in the code panel.
#[derive(Serialize, Tsify)]
pub struct StepStrategyWords {
    #[tsify(type = "Message")]
    pub title: Message,
    #[tsify(type = "Message")]
    pub short: Message,
    #[tsify(type = "Message")]
    pub caption: Message,
}

/// A language of the code panel's programs.
#[derive(Serialize)]
pub struct CodeLanguageName {
    pub name: &'static str,
    pub label: &'static str,
}

/// See `nqueens_core::show::page::inline`.
#[derive(Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct Inline {
    pub nodes: f64,
    pub list_n: usize,
    pub count_n: usize,
    pub huge_n: usize,
}

fn all<T: Named>() -> Vec<T> {
    T::all().to_vec()
}

/// Every vocabulary (strategies, methods, step strategies, event kinds, views, themes, control
/// levels, embed events, ...) in the core's order, and the limits of each view.
#[wasm_bindgen]
pub fn info() -> JsResult<Ts<Info>> {
    Info {
        max_board_n: MAX_BOARD_N,
        max_bitboard_n: MAX_BITBOARD_N,
        max_count_n: MAX_COUNT_N,
        max_enumerate_n: MAX_ENUMERATE_N,
        max_step_n: trace::MAX_STEP_N,
        max_export_frames: nqueens_core::gif::MAX_FRAMES,
        max_huge_n: MAX_HUGE_PAGE_N,
        max_listed_pairs: MAX_LISTED_PAIRS,
        max_n: View::ALL.iter().map(|v| (v.name(), v.max_n())).collect(),
        transforms: Transform::ALL.map(Transform::name).to_vec(),
        lines: all(),
        strategies: all(),
        methods: all(),
        step_strategies: all(),
        code_languages: code::CodeLanguage::ALL
            .iter()
            .map(|&l| CodeLanguageName {
                name: l.name(),
                label: l.label(),
            })
            .collect(),
        enumeration_targets: all(),
        event_kinds: all(),
        run_targets: all(),
        run_stops: all(),
        formats: all(),
        views: all(),
        themes: all(),
        controls: all(),
        embed_events: all(),
        commands: all(),
        parameters: all(),
        lessons: all(),
        default_lesson: ShippedLesson::DEFAULT,
        max_lesson_n: nqueens_core::lesson::MAX_LESSON_N,
        count_kernels: all(),
        inline: Inline {
            nodes: inline::NODES as f64,
            list_n: inline::LIST_N,
            count_n: inline::COUNT_N,
            huge_n: inline::HUGE_N,
        },
        measures: Measure::ALL
            .iter()
            .map(|&m| MeasureWords {
                name: m.name(),
                label: m.label(),
                definition: m.definition(),
            })
            .collect(),
        step_strategy_words: StepStrategy::ALL
            .iter()
            .map(|&s| {
                let words = StepStrategyWords {
                    title: s.title(),
                    short: s.short_title(),
                    caption: code::caption(s, code::CodeLanguage::Python),
                };
                (s.name(), words)
            })
            .collect(),
        strategy_words: Strategy::ALL
            .iter()
            .map(|&s| (s.name(), s.title()))
            .collect(),
        first_solution_nodes: (0..search::first_solution_known())
            .map(search::first_solution_nodes)
            .collect(),
    }
    .into_ts()
    .map_err(internal)
}
