//! The step engine: a search that advances one event at a time and can go back.

use std::collections::BTreeMap;

use js_sys::{Uint32Array, Uint8Array};
use nqueens_core::attacks::Line;
use nqueens_core::board::{Board, Square};
use nqueens_core::trace::{
    self, code, Cell, Event, Frame, QueenKind, Reason, StepMode, StepStats, StepStrategy, Target,
};
use nqueens_core::Message;
use serde::Serialize;
use tsify::{Ts, Tsify};
use wasm_bindgen::prelude::*;

use crate::convert::{squares_from, to_js};
use crate::error::{fail, internal, JsResult};
use crate::lesson::constraints_of;

/// The picture of one position of the timeline.
#[derive(Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
#[tsify(missing_as_null)]
pub struct StepPicture {
    pub n: usize,
    /// Events taken so far.
    pub position: f64,
    pub finished: bool,
    /// The last event in one sentence (also the screen-reader status).
    #[tsify(type = "Message")]
    pub narration: Message,
    /// The last event's kind; "start" before the first.
    #[tsify(type = "EventKind | \"start\"")]
    pub event: &'static str,
    /// The columns, when the last event is a solution.
    #[serde(with = "serde_wasm_bindgen::preserve")]
    #[tsify(type = "Uint32Array | null")]
    pub solution: JsValue,
    /// `[row, col, kind]` per queen; kind is fixed by the user, chosen or forced, coded as
    /// `QUEEN` of `www/step-codes.js` says.
    #[serde(with = "serde_wasm_bindgen::preserve")]
    #[tsify(type = "Uint32Array")]
    pub queens: Uint32Array,
    /// n*n, row-major: open, a queen, ruled out by a queen's row or column, by a diagonal, by
    /// bounds reasoning, or refuted by backtracking, coded as `CELL` of `www/step-codes.js` says.
    #[serde(with = "serde_wasm_bindgen::preserve")]
    #[tsify(type = "Uint8Array")]
    pub cells: Uint8Array,
    /// The square the last event was about.
    #[tsify(type = "Square | null")]
    pub trying: Option<Square>,
    /// The row the last event found empty.
    pub dead_end: Option<u32>,
    #[tsify(type = "StepStats")]
    pub stats: StepStats,
    /// The 1-based line of the strategy's Python program (`codeListing`) the last event comes
    /// from.
    pub line: usize,
    /// The place in the program the last event comes from: `CodeListing.spots` gives its line
    /// in the language shown.
    pub spot: &'static str,
    /// The latest solution found up to this position (number `stats.solutions`), or null.
    #[serde(with = "serde_wasm_bindgen::preserve")]
    #[tsify(type = "Uint32Array | null")]
    pub latest: JsValue,
    /// The last event whole, in the core's one serialization (as `nqueens trace --json` and
    /// Python's `trace` give it); null before the first.
    #[tsify(type = "SearchEvent | null")]
    pub record: Option<Event>,
    /// Whether the event shown is a solution of N-Queens (with fewer constraints posted, a
    /// "solution" of the search may still hold queens that attack each other).
    pub solved: bool,
    /// The call stack (backtracking, lookup) or the open decisions (CP), shallowest first; the
    /// deepest frame's depth is `stats.depth`; empty once the search finished.
    #[tsify(type = "StackFrame[]")]
    pub stack: Vec<Frame>,
}

/// How the step picture's `cells` code a square. The page draws each code its own way
/// (`www/renderer.js`, through `www/step-codes.js`, which `cargo xtask codegen` writes from
/// this list).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CellCode {
    /// Open: nothing rules it out.
    Open,
    /// A queen stands on it.
    Queen,
    /// Ruled out by a queen's row or column.
    RowOrColumn,
    /// Ruled out by a queen's diagonal or anti-diagonal.
    Diagonal,
    /// Ruled out by bounds reasoning (counting values left in rows).
    Bounds,
    /// Tried and refuted by backtracking.
    Refuted,
}

impl CellCode {
    /// Every code, in the order of their numbers.
    pub const ALL: [CellCode; 6] = [
        CellCode::Open,
        CellCode::Queen,
        CellCode::RowOrColumn,
        CellCode::Diagonal,
        CellCode::Bounds,
        CellCode::Refuted,
    ];

    /// The number in `cells`.
    pub fn code(self) -> u8 {
        self as u8
    }

    /// The code of a square of the core's step state.
    pub fn of(cell: &Cell) -> CellCode {
        match cell {
            Cell::Open => CellCode::Open,
            Cell::Queen => CellCode::Queen,
            Cell::Out(Reason::Attack { line, .. }) => match line {
                Line::Row | Line::Column => CellCode::RowOrColumn,
                Line::Diagonal | Line::AntiDiagonal => CellCode::Diagonal,
            },
            Cell::Out(Reason::Bounds { .. }) => CellCode::Bounds,
            Cell::Out(Reason::Refuted) => CellCode::Refuted,
        }
    }
}

/// How the step picture's `queens` code a queen's kind (the third number of each triple).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QueenCode {
    /// Placed before the search (the lesson's or the reader's fixed queens).
    Fixed,
    /// Chosen by the search.
    Chosen,
    /// Forced by propagation: the only value left in its row.
    Forced,
}

impl QueenCode {
    /// Every code, in the order of their numbers.
    pub const ALL: [QueenCode; 3] = [QueenCode::Fixed, QueenCode::Chosen, QueenCode::Forced];

    /// The number in `queens`.
    pub fn code(self) -> u32 {
        self as u32
    }

    /// The code of a queen of the core's step state.
    pub fn of(kind: QueenKind) -> QueenCode {
        match kind {
            QueenKind::Fixed => QueenCode::Fixed,
            QueenKind::Chosen => QueenCode::Chosen,
            QueenKind::Forced => QueenCode::Forced,
        }
    }
}

/// One line of a program: its code up to its comment, and the comment in words.
#[derive(Serialize, Tsify)]
pub struct CodeLine {
    pub code: String,
    #[tsify(type = "Message | null")]
    pub comment: Option<Message>,
}

/// A step strategy's program, as the code panel shows it.
#[derive(Serialize, Tsify)]
pub struct CodeListing {
    /// The source, one entry per line.
    pub lines: Vec<CodeLine>,
    /// One sentence saying which tutorial's program it is.
    #[tsify(type = "Message")]
    pub caption: Message,
    /// The language shown: the one asked for, or Python where the strategy has no program in it.
    #[tsify(type = "CodeLanguage")]
    pub language: &'static str,
    /// The 1-based line of each place an event can come from (`StepPicture.spot`), as a plain
    /// object (`to_js`: tsify's own conversion would give a `Map`, which the type does not say).
    #[serde(with = "serde_wasm_bindgen::preserve")]
    #[tsify(type = "Record<string, number>")]
    pub spots: JsValue,
}

/// The program `strategy` runs on an `n` x `n` board with the fixed `queens` (flat
/// `[row, col, ...]`), in `language`; `StepPicture.spot` points into it.
#[wasm_bindgen(js_name = codeListing)]
pub fn code_listing(
    #[wasm_bindgen(unchecked_param_type = "StepStrategy")] strategy: &str,
    #[wasm_bindgen(unchecked_param_type = "CodeLanguage")] language: &str,
    n: usize,
    queens: &[u32],
) -> JsResult<Ts<CodeListing>> {
    let strategy: StepStrategy = strategy.parse().map_err(fail)?;
    let language: code::CodeLanguage = language.parse().map_err(fail)?;
    let fixed = squares_from(queens)?;
    let listing = code::listing_in(strategy, language, n, &fixed);
    let spots: BTreeMap<&str, usize> = listing.spots.iter().map(|&(s, l)| (s.name(), l)).collect();
    let spots = to_js(&spots)?;
    CodeListing {
        language: listing.language.name(),
        spots,
        lines: listing
            .parts
            .into_iter()
            .map(|(code, comment)| CodeLine { code, comment })
            .collect(),
        caption: code::caption(strategy, listing.language),
    }
    .into_ts()
    .map_err(internal)
}

/// Every solution, or stop at the first: the one flag every step-engine binding takes.
pub(crate) fn step_mode(all_solutions: bool) -> StepMode {
    if all_solutions {
        StepMode::AllSolutions
    } else {
        StepMode::FirstSolution
    }
}

/// The step engine over one search.
#[wasm_bindgen]
pub struct Stepper {
    pub(crate) inner: trace::Stepper,
}

#[wasm_bindgen]
impl Stepper {
    /// `fixed` is `[row, col, ...]`: queens the user placed, kept in every solution.
    /// `constraints` names the AllDifferent constraints a CP search posts (`column`,
    /// `diagonal`, `anti-diagonal`; the PyCSP3 tutorial's lesson posts fewer than all); none: all three.
    #[wasm_bindgen(constructor)]
    pub fn new(
        n: usize,
        #[wasm_bindgen(unchecked_param_type = "StepStrategy")] strategy_name: &str,
        fixed: &[u32],
        all_solutions: bool,
        #[wasm_bindgen(unchecked_param_type = "Line[] | null | undefined")] constraints: Option<
            Vec<String>,
        >,
    ) -> JsResult<Stepper> {
        let strategy: StepStrategy = strategy_name.parse().map_err(fail)?;
        let fixed = Board::from_flat(n, fixed).map_err(fail)?;
        Ok(Stepper {
            inner: trace::Stepper::create_with(
                n,
                strategy,
                fixed.queens(),
                step_mode(all_solutions),
                constraints_of(constraints)?,
            )
            .map_err(fail)?,
        })
    }

    /// "Why is this square crossed?": the square `(row, col)` of the picture in words (which
    /// queen takes it along which line, or which constraint removed it), and the queen and line
    /// it names; null off the board.
    #[wasm_bindgen(unchecked_return_type = "Why | null")]
    pub fn why(&self, row: u32, col: u32) -> JsResult<JsValue> {
        match self.inner.state().why(row, col) {
            Some(why) => to_js(&why),
            None => Ok(JsValue::NULL),
        }
    }

    /// Takes one event; false once the search has finished.
    pub fn step(&mut self) -> bool {
        self.inner.step().is_some()
    }

    /// Undoes one event; false at the start.
    pub fn back(&mut self) -> bool {
        self.inner.back()
    }

    /// Moves to event `position` (replaying from a checkpoint); returns where it stopped.
    pub fn seek(&mut self, position: f64) -> f64 {
        self.inner.seek(position.max(0.0) as u64) as f64
    }

    /// Runs to the next solution, dead end or the end, at most `maxEvents` events, and says why
    /// it stopped.
    #[wasm_bindgen(js_name = runTo, unchecked_return_type = "RunStop")]
    pub fn run_to(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "RunTarget")] target: &str,
        max_events: f64,
    ) -> JsResult<String> {
        let target: Target = target.parse().map_err(fail)?;
        let stop = self.inner.run_to_within(target, max_events.max(1.0) as u64);
        Ok(stop.name().to_owned())
    }

    pub fn position(&self) -> f64 {
        self.inner.position() as f64
    }

    pub fn finished(&self) -> bool {
        self.inner.is_finished()
    }

    /// What to draw now.
    pub fn state(&self) -> JsResult<Ts<StepPicture>> {
        let state = self.inner.state();
        let queens: Vec<u32> = state
            .queens
            .iter()
            .flat_map(|q| [q.row, q.col, QueenCode::of(q.kind).code()])
            .collect();
        let cells: Vec<u8> = state.cells.iter().map(|c| CellCode::of(c).code()).collect();
        let solved = state.solution().is_some();
        let solution = match &state.last {
            Some(Event::Solution(cols)) => Uint32Array::from(cols.as_slice()).into(),
            _ => JsValue::NULL,
        };
        StepPicture {
            n: state.n,
            position: state.position as f64,
            finished: state.finished,
            narration: state.narration,
            event: state.last.as_ref().map_or("start", |e| e.kind().name()),
            solution,
            queens: Uint32Array::from(queens.as_slice()),
            cells: Uint8Array::from(cells.as_slice()),
            trying: state.trying,
            dead_end: state.dead_end,
            stats: state.stats,
            solved,
            line: state.line,
            spot: state.spot.name(),
            latest: state.latest.map_or(JsValue::NULL, |cols| {
                Uint32Array::from(cols.as_slice()).into()
            }),
            record: state.last,
            stack: state.stack,
        }
        .into_ts()
        .map_err(internal)
    }
}
