//! What `nqueens.widget` asks of the core: the rules of an embedded board (each view's defaults
//! and commands), its options checked by the element's rules, the commands it runs when no
//! board is on screen (the core's one implementation, `show::embed`), and the static pictures
//! of a board and of a search position. Private names (`_embed_check`, ...): the widget is
//! their only caller.

use nqueens_core::board::{Board, Square};
use nqueens_core::names::Named;
use nqueens_core::show::embed::{Effect, Options, Request, Seek};
use nqueens_core::show::page::{Command, Controls, Language, Reading, Theme, View};
use nqueens_core::show::svg;
use nqueens_core::trace::code::CodeLanguage;
use nqueens_core::trace::{Event, StepMode, StepStrategy, Stepper};
use nqueens_core::Message;
use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::to_py;
use crate::whole::Whole;

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(embed_rules, m)?)?;
    m.add_function(wrap_pyfunction!(embed_check, m)?)?;
    m.add_function(wrap_pyfunction!(embed_command, m)?)?;
    m.add_function(wrap_pyfunction!(board_picture, m)?)?;
    m.add_function(wrap_pyfunction!(language, m)?)?;
    m.add_function(wrap_pyfunction!(code_language, m)?)?;
    m.add_class::<StepBoard>()?;
    Ok(())
}

/// The rules of an embedded board, as the page's `names.js` carries them: ``views`` (each
/// embedded view's ``n``, ``strategy``, "" where it runs none, and ``commands``), the default
/// ``view``, ``controls``, ``theme`` and ``code_lang`` (the code panel's language), every
/// ``command`` name and every ``code_langs`` name, so the widget's defaults are the element's.
#[pyfunction]
#[pyo3(name = "_embed_rules")]
fn embed_rules(py: Python<'_>) -> PyResult<Bound<'_, PyDict>> {
    let views = PyDict::new(py);
    for view in View::EMBEDDED {
        let rules = PyDict::new(py);
        rules.set_item("n", view.default_n())?;
        rules.set_item("strategy", view.default_strategy().unwrap_or(""))?;
        let commands: Vec<&str> = view.commands().iter().map(|c| c.name()).collect();
        rules.set_item("commands", commands)?;
        views.set_item(view.name(), rules)?;
    }
    let d = PyDict::new(py);
    d.set_item("views", views)?;
    d.set_item("view", View::DEFAULT.name())?;
    d.set_item("controls", Controls::DEFAULT.name())?;
    d.set_item("theme", Theme::DEFAULT.name())?;
    let commands: Vec<&str> = Command::all().iter().map(|c| c.name()).collect();
    d.set_item("commands", commands)?;
    d.set_item("code_lang", CodeLanguage::DEFAULT.name())?;
    let code_langs: Vec<&str> = CodeLanguage::ALL.iter().map(|l| l.name()).collect();
    d.set_item("code_langs", code_langs)?;
    Ok(d)
}

/// The options checked as the element reads them (see `nqueens_core::show::embed`).
fn options(
    view: &str,
    n: &Whole,
    strategy: &str,
    queens: &[(u32, u32)],
    controls: &str,
    theme: &str,
) -> PyResult<Options> {
    // A negative N, or one past a usize, is refused with the view's range (an unknown view
    // with every N's).
    let n = match view.parse::<View>() {
        Ok(v) if View::EMBEDDED.contains(&v) => n.size(v.sizes())?,
        _ => n.fits(
            usize::MAX as u64,
            "N",
            1,
            usize::MAX as u64,
            "an embedded board",
        )? as usize,
    };
    let queens = squares(queens);
    Options::check(&Request {
        view,
        n,
        strategy,
        queens: &queens,
        controls,
        theme,
    })
    .map_err(to_py)
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
    n: Whole,
    strategy: &str,
    queens: Vec<(u32, u32)>,
    controls: &str,
    theme: &str,
) -> PyResult<Bound<'py, PyDict>> {
    let checked = options(view, &n, strategy, &queens, controls, theme)?;
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
    Ok((svg::board(&board), status.to_string(), found.is_solution()))
}

/// Runs ``command`` on the board these options describe, as a host with no board on screen
/// does (`nqueens_core::show::embed::Options::command`): a dict with ``effect`` ``"queens"``
/// (and ``queens``, the board's new queens as ``(row, col)`` pairs), ``"seek"`` (and ``to``:
/// ``"start"``, ``"forward"`` or ``"back"``), ``"nothing"``, or ``"refused"`` (and ``message``,
/// why nothing came of it). An ``NQueensError`` when the options or the command are refused;
/// the searches release the GIL.
#[pyfunction]
#[pyo3(name = "_embed_command")]
#[allow(clippy::too_many_arguments)]
fn embed_command<'py>(
    py: Python<'py>,
    view: &str,
    n: Whole,
    strategy: &str,
    queens: Vec<(u32, u32)>,
    controls: &str,
    theme: &str,
    command: &str,
) -> PyResult<Bound<'py, PyDict>> {
    let checked = options(view, &n, strategy, &queens, controls, theme)?;
    let effect = py.detach(|| checked.command(command)).map_err(to_py)?;
    let d = PyDict::new(py);
    match effect {
        Effect::Queens(board) => {
            d.set_item("effect", "queens")?;
            d.set_item("queens", pairs(&board))?;
        }
        Effect::Seek(to) => {
            d.set_item("effect", "seek")?;
            let to = match to {
                Seek::Start => "start",
                Seek::Forward => "forward",
                Seek::Back => "back",
            };
            d.set_item("to", to)?;
        }
        Effect::Nothing => d.set_item("effect", "nothing")?,
        Effect::Refused(message) => {
            d.set_item("effect", "refused")?;
            d.set_item("message", message.to_string())?;
        }
    }
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
        d.set_item("narration", state.narration.to_string())?;
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

/// The board's ``lang`` as the element reads it: "" (the notebook's own language) or a tag the
/// playground speaks (``fa``, ``fa-IR``, ``hi-u-nu-deva``: region and extensions kept for the
/// browser's digits), returned trimmed; anything else is refused with the core's sentence
/// (a near miss such as ``farsi`` or ``zh_CN`` names the tag meant).
#[pyfunction]
#[pyo3(name = "_language")]
fn language(tag: &str) -> PyResult<String> {
    let trimmed = tag.trim();
    if trimmed.is_empty() {
        return Ok(String::new());
    }
    let spoken: Vec<&str> = Language::ALL.iter().map(|l| l.name()).collect();
    let message = match Language::read(trimmed) {
        Reading::Speaks(_)
            if trimmed
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-') =>
        {
            return Ok(trimmed.to_string());
        }
        Reading::NearMiss(meant) => Message::new("lang.near-miss")
            .with("tag", trimmed.to_string())
            .with("meant", meant.name())
            .with("expected", spoken),
        _ => Message::new("lang.unknown")
            .with("tag", trimmed.to_string())
            .with("expected", spoken),
    };
    Err(pyo3::exceptions::PyValueError::new_err(message.to_string()))
}

/// The code panel's language (``code_lang``) as the element reads its `code-lang` attribute:
/// one of the core's `CodeLanguage` names, trimmed; anything else is refused with the core's
/// sentence naming the languages it has (a ``ValueError``: an `UnknownNameError`).
#[pyfunction]
#[pyo3(name = "_code_language")]
fn code_language(name: &str) -> PyResult<&'static str> {
    let language: CodeLanguage = name.trim().parse().map_err(to_py)?;
    Ok(language.name())
}
