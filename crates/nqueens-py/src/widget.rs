//! What `nqueens.widget` asks of the core: its options checked by the element's rules, the
//! static pictures of a board and of a search position, and a completion for the commands run
//! in the kernel when no board is on screen. Private names (`_embed_check`, ...): the widget is
//! their only caller.

use nqueens_core::board::{Board, Square};
use nqueens_core::search::{self, Limits, Strategy};
use nqueens_core::show::embed::{Options, Request};
use nqueens_core::show::svg;
use nqueens_core::trace::{Event, StepMode, StepStrategy, Stepper};
use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::to_py;

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(embed_check, m)?)?;
    m.add_function(wrap_pyfunction!(board_picture, m)?)?;
    m.add_function(wrap_pyfunction!(complete_board, m)?)?;
    m.add_class::<StepBoard>()?;
    Ok(())
}

fn squares(queens: &[(u32, u32)]) -> Vec<Square> {
    queens
        .iter()
        .map(|&(row, col)| Square::new(row, col))
        .collect()
}

fn pairs(board: &Board) -> Vec<(u32, u32)> {
    board.queens().iter().map(|q| (q.row, q.col)).collect()
}

/// Checks a widget's options (see `nqueens_core::show::embed`); returns them canonical, as a dict
/// with the same keys (``strategy`` "" for a view that runs none, ``queens`` sorted row-major
/// and each once). ValueError with the core's message on the first thing wrong.
#[pyfunction]
#[pyo3(name = "_embed_check")]
fn embed_check<'py>(
    py: Python<'py>,
    view: &str,
    n: usize,
    strategy: &str,
    queens: Vec<(u32, u32)>,
    controls: &str,
    theme: &str,
) -> PyResult<Bound<'py, PyDict>> {
    let queens = squares(&queens);
    let checked = Options::check(&Request {
        view,
        n,
        strategy,
        queens: &queens,
        controls,
        theme,
    })
    .map_err(to_py)?;
    let d = PyDict::new(py);
    d.set_item("view", checked.view.name())?;
    d.set_item("n", checked.n)?;
    d.set_item("strategy", checked.strategy.unwrap_or(""))?;
    d.set_item("queens", pairs(&checked.queens))?;
    d.set_item("controls", checked.controls.name())?;
    d.set_item("theme", checked.theme.name())?;
    Ok(d)
}

/// A board's SVG picture, the Play view's status sentence and whether it is solved.
#[pyfunction]
#[pyo3(name = "_board_picture")]
fn board_picture(n: usize, queens: Vec<(u32, u32)>) -> PyResult<(String, String, bool)> {
    let board = Board::with_queens(n, squares(&queens)).map_err(to_py)?;
    let found = nqueens_core::attacks::analyze(&board);
    let status = nqueens_core::show::play::status(&board, &found);
    Ok((svg::board(&board), status, found.is_solution()))
}

/// The Play view's Complete: a dict with ``solution`` (the queens of the first solution that
/// keeps the given ones, as ``(row, col)`` pairs, or None) and ``conflict`` (the first pair of
/// given queens that attack each other, ``((row, col), (row, col), line)``, or None).
/// RuntimeError past ``max_nodes``.
#[pyfunction]
#[pyo3(name = "_complete", signature = (n, queens, strategy, max_nodes = None))]
fn complete_board<'py>(
    py: Python<'py>,
    n: usize,
    queens: Vec<(u32, u32)>,
    strategy: &str,
    max_nodes: Option<u64>,
) -> PyResult<Bound<'py, PyDict>> {
    let board = Board::with_queens(n, squares(&queens)).map_err(to_py)?;
    let strategy: Strategy = strategy.parse().map_err(to_py)?;
    let outcome = py
        .detach(|| search::complete(&board, strategy, Limits { max_nodes }))
        .map_err(to_py)?;
    let solution: Option<Vec<(u32, u32)>> = outcome.solution.map(|cols| {
        cols.iter()
            .enumerate()
            .map(|(row, &col)| (row as u32, col))
            .collect()
    });
    let conflict = outcome
        .conflict
        .map(|p| ((p.a.row, p.a.col), (p.b.row, p.b.col), p.line.name()));
    let d = PyDict::new(py);
    d.set_item("solution", solution)?;
    d.set_item("conflict", conflict)?;
    Ok(d)
}

/// The search the Step view shows (all solutions, as the page runs it), held at one position:
/// the widget's `position` moves it and its picture is the static board.
/// Sendable: ipykernel 7 handles widget messages on another thread than the cells.
#[pyclass(module = "nqueens", name = "_StepBoard")]
pub struct StepBoard {
    stepper: Stepper,
}

#[pymethods]
impl StepBoard {
    #[new]
    fn new(n: usize, strategy: &str, queens: Vec<(u32, u32)>) -> PyResult<StepBoard> {
        let strategy: StepStrategy = strategy.parse().map_err(to_py)?;
        let stepper = Stepper::create(n, strategy, &squares(&queens), StepMode::AllSolutions)
            .map_err(to_py)?;
        Ok(StepBoard { stepper })
    }

    /// Moves to the position after ``position`` events (or the search's end, if it comes
    /// first); returns the position reached.
    fn seek(&mut self, py: Python<'_>, position: u64) -> u64 {
        let stepper = &mut self.stepper;
        py.detach(|| stepper.seek(position))
    }

    /// The current position as the page's `nqueens-step` event tells it: a dict with
    /// ``position``, ``event`` (the last event's kind, "start" before the first), ``narration``,
    /// ``stats`` (``branches``, ``failures``, ``solutions``, ``depth``, ``nodes``) and
    /// ``solution`` (the columns when the event is a solution, else None), plus ``svg``, its
    /// picture.
    fn state<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let state = self.stepper.state();
        let stats = PyDict::new(py);
        stats.set_item("branches", state.stats.branches)?;
        stats.set_item("failures", state.stats.failures)?;
        stats.set_item("solutions", state.stats.solutions)?;
        stats.set_item("depth", state.stats.depth)?;
        stats.set_item("nodes", state.stats.nodes)?;
        let d = PyDict::new(py);
        d.set_item("position", state.position)?;
        d.set_item(
            "event",
            state.last.as_ref().map_or("start", |e| e.kind().name()),
        )?;
        d.set_item("narration", &state.narration)?;
        d.set_item("stats", stats)?;
        let solution = match &state.last {
            Some(Event::Solution(cols)) => Some(cols.clone()),
            _ => None,
        };
        d.set_item("solution", solution)?;
        d.set_item("svg", svg::step(&state))?;
        Ok(d)
    }
}
