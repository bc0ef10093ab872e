//! wasm-bindgen bindings over `nqueens-core`.
//!
//! This crate converts types and errors and does nothing else: every algorithm lives in the
//! core. Queens cross the boundary as flat `Uint32Array`s (`[row, col, row, col, ...]`), full
//! solutions as a `Uint32Array` of columns, and per-square data as `Uint8Array`s, so a board
//! never turns into JSON of objects. Any core error becomes a JS `Error` carrying the core's
//! message through [`to_js`].

use std::fmt::Display;

use js_sys::{Array, Object, Reflect, Uint32Array, Uint8Array};
use nqueens_core::attacks::{self, Pair};
use nqueens_core::board::{Board, Square, MAX_BOARD_N};
use nqueens_core::construct;
use nqueens_core::count::{self, Tally, Unit, MAX_COUNT_N};
use nqueens_core::enumerate::{self, Fundamentals, Solutions, MAX_ENUMERATE_N};
use nqueens_core::format::{self, Format};
use nqueens_core::local_search::{self, Phase, Progress};
use nqueens_core::oeis;
use nqueens_core::search::{self, Limits, Outcome, Strategy, MAX_BITBOARD_N};
use nqueens_core::symmetry::Transform;
use nqueens_core::trace::{self, Cell, QueenKind, Reason, StepMode, StepStrategy, Stop, Target};
use wasm_bindgen::prelude::*;

mod compare;
mod completions;
mod lesson;
mod tree;

/// The one place where a failure turns into a JS `Error`.
fn to_js(error: impl Display) -> JsError {
    JsError::new(&error.to_string())
}

/// Panics are bugs, not input errors; the hook makes them readable in the console.
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

/// Builds a plain JS object from key/value pairs.
fn object(fields: &[(&str, JsValue)]) -> Result<JsValue, JsError> {
    let object = Object::new();
    for (key, value) in fields {
        Reflect::set(&object, &JsValue::from_str(key), value)
            .map_err(|_| to_js(format!("cannot set field {key}")))?;
    }
    Ok(object.into())
}

/// Reads a flat `[row, col, ...]` list into a board of size `n`.
fn board_from(n: usize, queens: &[u32]) -> Result<Board, JsError> {
    if queens.len() % 2 != 0 {
        return Err(to_js(format!(
            "queens must be [row, col] pairs: got {} numbers",
            queens.len()
        )));
    }
    let squares = queens
        .chunks_exact(2)
        .map(|pair| Square::new(pair[0], pair[1]));
    Board::with_queens(n, squares).map_err(to_js)
}

fn flat_queens(board: &Board) -> Uint32Array {
    let flat: Vec<u32> = board
        .queens()
        .iter()
        .flat_map(|sq| [sq.row, sq.col])
        .collect();
    Uint32Array::from(flat.as_slice())
}

fn strategy(name: &str) -> Result<Strategy, JsError> {
    name.parse().map_err(to_js)
}

fn pair_value(pair: &Pair) -> Result<JsValue, JsError> {
    object(&[
        ("a", Uint32Array::from(&[pair.a.row, pair.a.col][..]).into()),
        ("b", Uint32Array::from(&[pair.b.row, pair.b.col][..]).into()),
        ("line", JsValue::from_str(pair.line.name())),
    ])
}

/// The core cannot read a clock inside wasm, so the bindings time the search themselves.
fn timed<T>(run: impl FnOnce() -> T) -> (T, f64) {
    let start = js_sys::Date::now();
    let value = run();
    (value, (js_sys::Date::now() - start) / 1000.0)
}

fn outcome_value(outcome: &Outcome, strategy: Strategy, seconds: f64) -> Result<JsValue, JsError> {
    let solution = match &outcome.solution {
        Some(cols) => Uint32Array::from(cols.as_slice()).into(),
        None => JsValue::NULL,
    };
    let conflict = match &outcome.conflict {
        Some(pair) => pair_value(pair)?,
        None => JsValue::NULL,
    };
    object(&[
        ("strategy", JsValue::from_str(strategy.name())),
        ("solution", solution),
        ("conflict", conflict),
        ("nodes", JsValue::from_f64(outcome.stats.nodes as f64)),
        (
            "backtracks",
            JsValue::from_f64(outcome.stats.backtracks as f64),
        ),
        ("seconds", JsValue::from_f64(seconds)),
    ])
}

/// Analyses any set of queens: attacking pairs, attacked squares and whether it is a solution.
///
/// `queens` is `[row, col, ...]`. The result holds `queens` (sorted, same layout), `solved`,
/// `totalPairs`, `pairsByLine` (row, column, diagonal, anti-diagonal), `pairs` (a
/// `Uint32Array` of `[rowA, colA, rowB, colB, line]` records, line indexing
/// `lineNames`), `attacked` (`Uint8Array`, n*n row-major) and `attacking` (`Uint8Array`, one
/// flag per queen).
#[wasm_bindgen]
pub fn check(n: usize, queens: &[u32]) -> Result<JsValue, JsError> {
    let board = board_from(n, queens)?;
    let found = attacks::analyze(&board);
    let pairs: Vec<u32> = found
        .pairs
        .iter()
        .flat_map(|p| [p.a.row, p.a.col, p.b.row, p.b.col, p.line.index() as u32])
        .collect();
    let attacked: Vec<u8> = found.attacked.iter().map(|&a| u8::from(a)).collect();
    let attacking: Vec<u8> = found.attacking.iter().map(|&a| u8::from(a)).collect();
    let by_line: Array = found
        .pairs_by_line
        .iter()
        .map(|&c| JsValue::from_f64(c as f64))
        .collect();
    let line_names: Array = attacks::Line::ALL
        .iter()
        .map(|l| JsValue::from_str(l.name()))
        .collect();
    object(&[
        ("n", JsValue::from_f64(n as f64)),
        ("queens", flat_queens(&board).into()),
        ("solved", JsValue::from_bool(found.is_solution())),
        ("totalPairs", JsValue::from_f64(found.total_pairs as f64)),
        ("pairsByLine", by_line.into()),
        ("lineNames", line_names.into()),
        ("pairs", Uint32Array::from(pairs.as_slice()).into()),
        ("attacked", Uint8Array::from(attacked.as_slice()).into()),
        ("attacking", Uint8Array::from(attacking.as_slice()).into()),
    ])
}

/// Finds one solution for `n` with the named strategy (`backtracking`, `lookup`, `bitboard`).
/// `maxNodes` of 0 means no budget.
#[wasm_bindgen]
pub fn solve(n: usize, strategy_name: &str, max_nodes: f64) -> Result<JsValue, JsError> {
    let strategy = strategy(strategy_name)?;
    let limits = limits(max_nodes);
    let (outcome, seconds) = timed(|| search::solve(n, strategy, limits));
    outcome_value(&outcome.map_err(to_js)?, strategy, seconds)
}

/// Completes the queens a user placed (`[row, col, ...]`) into a solution that keeps them.
/// `solution` is null when none exists; `conflict` names a pair that already attacks.
#[wasm_bindgen]
pub fn complete(
    n: usize,
    queens: &[u32],
    strategy_name: &str,
    max_nodes: f64,
) -> Result<JsValue, JsError> {
    let strategy = strategy(strategy_name)?;
    let board = board_from(n, queens)?;
    let limits = limits(max_nodes);
    let (outcome, seconds) = timed(|| search::complete(&board, strategy, limits));
    outcome_value(&outcome.map_err(to_js)?, strategy, seconds)
}

fn limits(max_nodes: f64) -> Limits {
    Limits {
        max_nodes: (max_nodes.is_finite() && max_nodes >= 1.0).then_some(max_nodes as u64),
    }
}

/// Parses text in any of the seed formats (column list, `Q _` board, 0/1 matrix).
/// Returns `{ n, queens }` with queens as `[row, col, ...]`.
#[wasm_bindgen(js_name = parseBoard)]
pub fn parse_board(text: &str) -> Result<JsValue, JsError> {
    let board = format::parse(text).map_err(to_js)?;
    object(&[
        ("n", JsValue::from_f64(board.n() as f64)),
        ("queens", flat_queens(&board).into()),
    ])
}

/// Writes a board as `list`, `board` or `matrix` text.
#[wasm_bindgen(js_name = formatBoard)]
pub fn format_board(n: usize, queens: &[u32], format_name: &str) -> Result<String, JsError> {
    let format: Format = format_name.parse().map_err(to_js)?;
    format::write(&board_from(n, queens)?, format).map_err(to_js)
}

/// The compact URL code of a set of queens.
#[wasm_bindgen(js_name = encodeQueens)]
pub fn encode_queens(n: usize, queens: &[u32]) -> Result<String, JsError> {
    Ok(format::to_url_code(&board_from(n, queens)?))
}

/// Reads a URL code back into `[row, col, ...]`.
#[wasm_bindgen(js_name = decodeQueens)]
pub fn decode_queens(n: usize, code: &str) -> Result<Uint32Array, JsError> {
    let board = format::from_url_code(n, code).map_err(to_js)?;
    Ok(flat_queens(&board))
}

/// The limits the page must respect: the largest interactive board and the largest N of the
/// bitboard strategy, plus the strategy names in the core's order.
#[wasm_bindgen]
pub fn info() -> Result<JsValue, JsError> {
    let strategies: Vec<&str> = Strategy::ALL.iter().map(|s| s.name()).collect();
    object(&[
        ("maxBoardN", JsValue::from_f64(MAX_BOARD_N as f64)),
        ("maxBitboardN", JsValue::from_f64(MAX_BITBOARD_N as f64)),
        ("maxCountN", JsValue::from_f64(MAX_COUNT_N as f64)),
        ("maxEnumerateN", JsValue::from_f64(MAX_ENUMERATE_N as f64)),
        ("maxStepN", JsValue::from_f64(trace::MAX_STEP_N as f64)),
        (
            "transforms",
            serde_wasm_bindgen::to_value(&Transform::ALL.map(Transform::name)).map_err(to_js)?,
        ),
        (
            "strategies",
            serde_wasm_bindgen::to_value(&strategies).map_err(to_js)?,
        ),
    ])
}

/// Splits the count for `n` into independent units for a pool of workers.
///
/// Returns `{ units, words, offsets, work }`: unit `i` is `words[offsets[i]..offsets[i + 1]]`
/// (a `Uint32Array`), and `work[i]` (a `Float64Array`) its expected relative cost, for
/// progress and load balancing.
#[wasm_bindgen(js_name = countPlan)]
pub fn count_plan(n: usize) -> Result<JsValue, JsError> {
    let plan = count::plan(n).map_err(to_js)?;
    let mut words = Vec::new();
    let mut offsets = vec![0u32];
    let mut work = Vec::with_capacity(plan.units.len());
    for unit in &plan.units {
        words.extend(unit.to_words());
        offsets.push(words.len() as u32);
        work.push(unit.expected_work() as f64);
    }
    object(&[
        ("units", JsValue::from_f64(plan.units.len() as f64)),
        ("words", Uint32Array::from(words.as_slice()).into()),
        ("offsets", Uint32Array::from(offsets.as_slice()).into()),
        ("work", js_sys::Float64Array::from(work.as_slice()).into()),
    ])
}

/// Counts a batch of units (laid out as in [`count_plan`]) and returns their summed tally:
/// `{ solutions, fundamental }` as `BigInt`s (exact beyond 2^53) and `nodes` as a number.
#[wasm_bindgen(js_name = countUnits)]
pub fn count_units(n: usize, words: &[u32], offsets: &[u32]) -> Result<JsValue, JsError> {
    let mut tally = Tally::default();
    for bounds in offsets.windows(2) {
        let unit = words
            .get(bounds[0] as usize..bounds[1] as usize)
            .ok_or_else(|| to_js("unit offsets point outside the words"))?;
        tally += count::count_unit(n, &Unit::from_words(unit).map_err(to_js)?).map_err(to_js)?;
    }
    tally_value(&tally)
}

fn tally_value(tally: &Tally) -> Result<JsValue, JsError> {
    object(&[
        ("solutions", js_sys::BigInt::from(tally.solutions).into()),
        (
            "fundamental",
            js_sys::BigInt::from(tally.fundamental).into(),
        ),
        ("nodes", JsValue::from_f64(tally.nodes as f64)),
    ])
}

/// The published OEIS counts for `n` (A000170 and A002562) as `BigInt`s, or null if unknown.
#[wasm_bindgen(js_name = knownCounts)]
pub fn known_counts(n: usize) -> Result<JsValue, JsError> {
    match oeis::known_counts(n) {
        Some((solutions, fundamental)) => object(&[
            ("solutions", js_sys::BigInt::from(solutions).into()),
            ("fundamental", js_sys::BigInt::from(fundamental).into()),
        ]),
        None => Ok(JsValue::NULL),
    }
}

/// Writes many solutions (`n` columns each, end to end) as text in one format, for export.
#[wasm_bindgen(js_name = formatSolutions)]
pub fn format_solutions(n: usize, flat: &[u32], format_name: &str) -> Result<String, JsError> {
    let format: Format = format_name.parse().map_err(to_js)?;
    format::write_placements(n, flat, format).map_err(to_js)
}

/// A lazy listing of every solution in lexicographic order, handed out in batches.
#[wasm_bindgen]
pub struct Enumerator {
    inner: Solutions,
}

#[wasm_bindgen]
impl Enumerator {
    /// Starts at the first solution, or at the `skip`-th (0-based) without listing the ones
    /// before it.
    #[wasm_bindgen(constructor)]
    pub fn new(n: usize, skip: f64) -> Result<Enumerator, JsError> {
        let inner = if skip >= 1.0 {
            enumerate::skip_to(n, skip as u64)
        } else {
            enumerate::solutions(n)
        };
        Ok(Enumerator {
            inner: inner.map_err(to_js)?,
        })
    }

    /// Resumes right after the given solution.
    pub fn after(n: usize, last: &[u32]) -> Result<Enumerator, JsError> {
        Ok(Enumerator {
            inner: enumerate::after(n, last).map_err(to_js)?,
        })
    }

    /// Up to `max` solutions as one `Uint32Array` of n * k columns; empty when done.
    #[wasm_bindgen(js_name = nextBatch)]
    pub fn next_batch(&mut self, max: usize) -> Uint32Array {
        let mut out = Vec::new();
        self.inner.next_batch(max, &mut out);
        Uint32Array::from(out.as_slice())
    }
}

/// A lazy listing of the fundamental solutions: one representative per symmetry class.
#[wasm_bindgen]
pub struct ClassEnumerator {
    inner: Fundamentals,
    n: usize,
}

#[wasm_bindgen]
impl ClassEnumerator {
    #[wasm_bindgen(constructor)]
    pub fn new(n: usize) -> Result<ClassEnumerator, JsError> {
        Ok(ClassEnumerator {
            inner: enumerate::fundamentals(n).map_err(to_js)?,
            n,
        })
    }

    /// Up to `max` classes: `{ count, sizes: Uint8Array, members: Uint32Array,
    /// transforms: Uint8Array }`. Class `i` has `sizes[i]` members, listed in order in
    /// `members` (n columns each; the first is the representative) with the index (into
    /// `info().transforms`) of the transform that maps the representative to each.
    #[wasm_bindgen(js_name = nextBatch)]
    pub fn next_batch(&mut self, max: usize) -> Result<JsValue, JsError> {
        let mut sizes = Vec::new();
        let mut members = Vec::new();
        let mut transforms = Vec::new();
        for class in self.inner.by_ref().take(max) {
            sizes.push(class.size() as u8);
            for (transform, cols) in &class.members {
                transforms.push(transform.index() as u8);
                members.extend_from_slice(cols);
            }
        }
        debug_assert_eq!(members.len(), transforms.len() * self.n);
        object(&[
            ("count", JsValue::from_f64(sizes.len() as f64)),
            ("sizes", Uint8Array::from(sizes.as_slice()).into()),
            ("members", Uint32Array::from(members.as_slice()).into()),
            ("transforms", Uint8Array::from(transforms.as_slice()).into()),
        ])
    }
}

/// The step engine: a search that advances one event at a time and can go back.
///
/// `state()` describes the picture: `queens` (`Uint32Array` of `[row, col, kind]`, kind 0 fixed
/// by the user, 1 chosen, 2 forced by propagation), `cells` (`Uint8Array`, n*n: 0 open,
/// 1 queen, 2 ruled out by a queen's row or column, 3 by a diagonal, 4 by bounds reasoning,
/// 5 refuted by backtracking), `trying` (`[row, col]` or null), `deadEnd` (a row or null),
/// `domains` (`Uint32Array`, one bit mask of open columns per row), `stats`, `narration`,
/// `event` (the last event's kind), `solution` (when the last event is one) and `finished`.
#[wasm_bindgen]
pub struct Stepper {
    inner: trace::Stepper,
}

#[wasm_bindgen]
impl Stepper {
    /// `fixed` is `[row, col, ...]`: queens the user placed, kept in every solution.
    #[wasm_bindgen(constructor)]
    pub fn new(
        n: usize,
        strategy_name: &str,
        fixed: &[u32],
        all_solutions: bool,
    ) -> Result<Stepper, JsError> {
        let strategy: StepStrategy = strategy_name.parse().map_err(to_js)?;
        if fixed.len() % 2 != 0 {
            return Err(to_js("fixed queens must be [row, col] pairs"));
        }
        let squares: Vec<Square> = fixed
            .chunks_exact(2)
            .map(|pair| Square::new(pair[0], pair[1]))
            .collect();
        let mode = if all_solutions {
            StepMode::AllSolutions
        } else {
            StepMode::FirstSolution
        };
        Ok(Stepper {
            inner: trace::Stepper::create(n, strategy, &squares, mode).map_err(to_js)?,
        })
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

    /// Runs to the next `solution`, `dead-end` or `end`, at most `maxEvents` events; says
    /// `reached`, `finished` or `capped`.
    #[wasm_bindgen(js_name = runTo)]
    pub fn run_to(&mut self, target: &str, max_events: f64) -> Result<String, JsError> {
        let target = match target {
            "solution" => Target::Solution,
            "dead-end" => Target::DeadEnd,
            "end" => Target::End,
            other => {
                return Err(to_js(format!(
                    "unknown target '{other}': expected solution, dead-end or end"
                )))
            }
        };
        let stop = self.inner.run_to_within(target, max_events.max(1.0) as u64);
        Ok(match stop {
            Stop::Reached => "reached",
            Stop::Finished => "finished",
            Stop::Capped => "capped",
        }
        .to_owned())
    }

    pub fn position(&self) -> f64 {
        self.inner.position() as f64
    }

    pub fn finished(&self) -> bool {
        self.inner.is_finished()
    }

    pub fn state(&self) -> Result<JsValue, JsError> {
        let state = self.inner.state();
        let n = state.n;
        let queens: Vec<u32> = state
            .queens
            .iter()
            .flat_map(|q| {
                let kind = match q.kind {
                    QueenKind::Fixed => 0,
                    QueenKind::Chosen => 1,
                    QueenKind::Forced => 2,
                };
                [q.row, q.col, kind]
            })
            .collect();
        let cells: Vec<u8> = state.cells.iter().map(cell_code).collect();
        let domains: Vec<u32> = state
            .domains
            .iter()
            .map(|values| values.iter().fold(0u32, |mask, &c| mask | (1 << c)))
            .collect();
        let trying = match state.trying {
            Some(sq) => Uint32Array::from(&[sq.row, sq.col][..]).into(),
            None => JsValue::NULL,
        };
        let dead_end = state
            .dead_end
            .map_or(JsValue::NULL, |row| JsValue::from_f64(row.into()));
        let (event, solution) = match &state.last {
            Some(event) => (event_kind(event), solution_of(event)),
            None => ("start", JsValue::NULL),
        };
        let stats = object(&[
            ("branches", JsValue::from_f64(state.stats.branches as f64)),
            ("failures", JsValue::from_f64(state.stats.failures as f64)),
            ("solutions", JsValue::from_f64(state.stats.solutions as f64)),
            ("depth", JsValue::from_f64(state.stats.depth.into())),
            ("nodes", JsValue::from_f64(state.stats.nodes as f64)),
        ])?;
        object(&[
            ("n", JsValue::from_f64(n as f64)),
            ("position", JsValue::from_f64(state.position as f64)),
            ("finished", JsValue::from_bool(state.finished)),
            ("narration", JsValue::from_str(&state.narration)),
            ("event", JsValue::from_str(event)),
            ("solution", solution),
            ("queens", Uint32Array::from(queens.as_slice()).into()),
            ("cells", Uint8Array::from(cells.as_slice()).into()),
            ("domains", Uint32Array::from(domains.as_slice()).into()),
            ("trying", trying),
            ("deadEnd", dead_end),
            ("stats", stats),
        ])
    }
}

fn cell_code(cell: &Cell) -> u8 {
    match cell {
        Cell::Open => 0,
        Cell::Queen => 1,
        Cell::Out(Reason::Attack { line, .. }) => match line {
            attacks::Line::Row | attacks::Line::Column => 2,
            attacks::Line::Diagonal | attacks::Line::AntiDiagonal => 3,
        },
        Cell::Out(Reason::Bounds { .. }) => 4,
        Cell::Out(Reason::Refuted) => 5,
    }
}

fn event_kind(event: &trace::Event) -> &'static str {
    match event {
        trace::Event::Place { .. } => "place",
        trace::Event::Attacked { .. } => "attacked",
        trace::Event::Forced { .. } => "forced",
        trace::Event::Prune { .. } => "prune",
        trace::Event::DeadEnd(_) => "dead-end",
        trace::Event::Backtrack { .. } => "backtrack",
        trace::Event::Solution(_) => "solution",
        trace::Event::Finished { .. } => "finished",
    }
}

fn solution_of(event: &trace::Event) -> JsValue {
    match event {
        trace::Event::Solution(cols) => Uint32Array::from(cols.as_slice()).into(),
        _ => JsValue::NULL,
    }
}

/// One solution for huge N: `method` is `min-conflicts` (local search from `seed`, reporting
/// `{ phase, placed, collisions, swaps, restarts }` to `progress` every so often) or
/// `construct` (the explicit formulas). Returns the columns as a `Uint32Array`.
#[wasm_bindgen(js_name = hugeSolve)]
pub fn huge_solve(
    n: usize,
    method: &str,
    seed: f64,
    progress: &js_sys::Function,
) -> Result<Uint32Array, JsError> {
    let cols = match method {
        "construct" => construct::construct(n).map_err(to_js)?,
        "min-conflicts" => {
            let report = |p: &Progress| {
                if let Ok(value) = progress_value(p) {
                    // A failing callback only loses a progress line; the search goes on.
                    let _ = progress.call1(&JsValue::NULL, &value);
                }
                std::ops::ControlFlow::Continue(())
            };
            local_search::min_conflicts(n, seed.max(0.0) as u64, report)
                .map_err(to_js)?
                .ok_or_else(|| to_js("the search was stopped"))?
        }
        other => {
            return Err(to_js(format!(
                "unknown method '{other}': expected min-conflicts or construct"
            )))
        }
    };
    Ok(Uint32Array::from(cols.as_slice()))
}

fn progress_value(p: &Progress) -> Result<JsValue, JsError> {
    let phase = match p.phase {
        Phase::Shuffle => "shuffle",
        Phase::Place => "place",
        Phase::Repair => "repair",
    };
    object(&[
        ("phase", JsValue::from_str(phase)),
        ("placed", JsValue::from_f64(p.placed as f64)),
        ("collisions", JsValue::from_f64(p.collisions as f64)),
        ("swaps", JsValue::from_f64(p.swaps as f64)),
        ("restarts", JsValue::from_f64(p.restarts.into())),
    ])
}

/// Checks a full placement in O(N); a JS `Error` names the first attacking pair.
#[wasm_bindgen(js_name = verifyPlacement)]
pub fn verify_placement(cols: &[u32]) -> Result<(), JsError> {
    construct::verify_placement(cols).map_err(to_js)
}
