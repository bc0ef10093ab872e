//! Solving, checking, listing and tracing.

use std::ops::ControlFlow;

use nqueens_core::attacks;
use nqueens_core::board::Square;
use nqueens_core::construct;
use nqueens_core::enumerate::{self as core_enumerate, Solutions};
use nqueens_core::format;
use nqueens_core::huge;
use nqueens_core::measure::Measure;
use nqueens_core::search::{self, Limits, Strategy};
use nqueens_core::trace::code as trace_code;
use nqueens_core::trace::{StepMode, StepStrategy, Stepper};
use nqueens_core::Error;
use pyo3::exceptions::{PyRuntimeError, PyTypeError};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict};

use crate::whole::Whole;
use crate::{to_dict, to_py};

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(solve, m)?)?;
    m.add_function(wrap_pyfunction!(solve_huge, m)?)?;
    m.add_function(wrap_pyfunction!(check, m)?)?;
    m.add_function(wrap_pyfunction!(enumerate_solutions, m)?)?;
    m.add_function(wrap_pyfunction!(trace, m)?)?;
    m.add_function(wrap_pyfunction!(measures, m)?)?;
    m.add_function(wrap_pyfunction!(code, m)?)?;
    m.add_class::<SolutionIter>()?;
    m.add_class::<Trace>()?;
    Ok(())
}

/// The lexicographically first solution for N queens by depth-first search.
///
/// ``strategy`` is ``"backtracking"``, ``"lookup"`` or ``"bitboard"`` (N <= 64). Returns a dict
/// with ``n``, ``strategy``, ``solution`` (list of columns, row by row, or None when N has no
/// solution), ``nodes``, ``backtracks``, ``checks``, ``examined`` and ``seconds``: the shape of
/// ``nqueens solve --json``; :func:`measures` says what each figure counts.
/// ``max_nodes`` bounds the search (:class:`BudgetExceededError`, also a ``RuntimeError``,
/// past it). The GIL is released while searching.
#[pyfunction]
#[pyo3(signature = (n, strategy = "bitboard", max_nodes = None))]
fn solve<'py>(
    py: Python<'py>,
    n: Whole,
    strategy: &str,
    max_nodes: Option<Whole>,
) -> PyResult<Bound<'py, PyAny>> {
    let strategy: Strategy = strategy.parse().map_err(to_py)?;
    let n = n.size(strategy.sizes())?;
    let max_nodes = max_nodes
        .map(|m| m.within("max_nodes", 0, u64::MAX, "a search"))
        .transpose()?;
    let outcome = py
        .detach(|| search::solve(n, strategy, Limits { max_nodes }))
        .map_err(to_py)?;
    to_dict(py, &outcome.report(n, strategy))
}

/// One solution for huge N (up to 10**9 by local search, 2**32 - 1 by construction), verified
/// in O(N) before it is returned.
///
/// ``method`` is ``"min-conflicts"`` (local search from ``seed``) or ``"construct"`` (the
/// explicit construction). Returns an ``array.array('I')`` of the N columns: it supports the
/// buffer protocol, so ``memoryview(a)`` and ``numpy.frombuffer(a, dtype=numpy.uint32)`` see
/// the same memory without numpy being needed here. The GIL is released while searching.
#[pyfunction]
#[pyo3(signature = (n, method = "min-conflicts", seed = Whole::from(1)), text_signature = "(n, method=\"min-conflicts\", seed=1)")]
fn solve_huge<'py>(
    py: Python<'py>,
    n: Whole,
    method: &str,
    seed: Whole,
) -> PyResult<Bound<'py, PyAny>> {
    let method: huge::Method = method.parse().map_err(to_py)?;
    let n = n.size(method.sizes())?;
    let seed = seed.within("seed", 0, u64::MAX, "local search")?;
    let cols = py.detach(|| -> Result<Vec<u32>, Error> {
        let cols = huge::solve(n, method, seed, |_| ControlFlow::Continue(()))?;
        construct::verify_placement(&cols).map_err(Error::NotASolution)?;
        Ok(cols)
    });
    let cols = cols.map_err(to_py)?;
    let array = py.import("array")?.getattr("array")?.call1(("I",))?;
    if array.getattr("itemsize")?.extract::<usize>()? != 4 {
        return Err(PyRuntimeError::new_err(
            "array('I') is not 32 bits on this platform",
        ));
    }
    // In slices, so a billion columns need the array plus 4 MB, not a second full copy.
    let mut bytes = Vec::with_capacity(4 << 20);
    for chunk in cols.chunks(1 << 20) {
        bytes.clear();
        bytes.extend(chunk.iter().flat_map(|c| c.to_ne_bytes()));
        array.call_method1("frombytes", (PyBytes::new(py, &bytes),))?;
    }
    Ok(array)
}

/// The attacking pairs of a board: a list of columns (``[0, 4, 7, 5, 2, 6, 1, 3]``, None for an
/// empty row) or text in any of the seed formats (column list, ``Q _`` board, 0/1 matrix).
///
/// Returns a dict with ``n``, ``queens``, ``solved``, ``attacking_pairs`` (exact) and ``pairs``
/// (at most 4096 of them, each ``{"a": [row, col], "b": [row, col], "line": line}`` with line
/// ``"row"``, ``"column"``, ``"diagonal"`` or ``"anti-diagonal"``): the shape of
/// ``nqueens check --json``. Malformed text raises :class:`ParseError` saying where.
#[pyfunction]
fn check<'py>(py: Python<'py>, board: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
    let parsed = if let Ok(text) = board.extract::<String>() {
        format::parse(&text).map_err(to_py)?
    } else {
        let cols: Vec<Option<Whole>> = board.extract().map_err(|_| {
            PyTypeError::new_err(
                "argument 'board': a board is text or a list of columns (int or None per row)",
            )
        })?;
        let n = cols.len();
        let last = (n as u64).saturating_sub(1);
        let mut squares = Vec::with_capacity(n);
        for (row, col) in cols.iter().enumerate() {
            if let Some(col) = col {
                let name = format!("board[{row}]");
                let col = col.fits(u32::MAX.into(), &name, 0, last, "a column")?;
                squares.push(Square::new(row as u32, col as u32));
            }
        }
        nqueens_core::board::Board::with_queens(n, squares).map_err(to_py)?
    };
    let found = attacks::analyze(&parsed);
    to_dict(py, &found.verdict())
}

/// Every solution for N (1 to 32) in lexicographic order, lazily: a solution is found only
/// when the iterator is advanced. ``skip`` starts at the ``skip``-th solution without listing
/// the ones before it.
#[pyfunction]
#[pyo3(name = "enumerate", signature = (n, skip = Whole::from(0)), text_signature = "(n, skip=0)")]
fn enumerate_solutions(n: Whole, skip: Whole) -> PyResult<SolutionIter> {
    let n = n.size(core_enumerate::SIZES)?;
    let skip = skip.within("skip", 0, u64::MAX, "enumeration")?;
    let inner = core_enumerate::skip_to(n, skip).map_err(to_py)?;
    Ok(SolutionIter { inner })
}

/// Lazy iterator over the solutions of N (see :func:`enumerate`); each item is a list of
/// columns.
#[pyclass(module = "nqueens")]
pub struct SolutionIter {
    inner: Solutions,
}

#[pymethods]
impl SolutionIter {
    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __next__(mut slf: PyRefMut<'_, Self>) -> Option<Vec<u32>> {
        slf.inner.next()
    }
}

/// The search one event at a time, as the page's Step view shows it, with its statistics.
///
/// ``strategy``: ``"backtracking"``, ``"lookup"``, ``"cp"`` (OR-Tools' original CP solver:
/// first unbound variable, min value) or ``"cp-first-fail"``; ``all_solutions`` goes on after
/// the first solution. N is 1 to 16. Returns a :class:`Trace`: iterate it for the events, or
/// call ``run()``; its ``solutions``, ``failures``, ``branches``, ``nodes``, ``backtracks``,
/// ``checks``, ``examined`` and ``removals`` are the statistics so far (:func:`measures` says
/// what each counts), and ``line`` is the line of :func:`code` the last event comes from.
/// For N = 8, cp and all solutions they end at OR-Tools' 92, 304 and 790.
///
/// Each event is a dict whose ``event`` key names its kind, equal key for key to the line
/// ``nqueens trace --json`` prints for it (one serialization, the core's): for example
/// ``{"event": "dead-end", "failure": {"kind": "empty", "row": 5}}``.
#[pyfunction]
#[pyo3(signature = (n, strategy = "cp", all_solutions = false))]
fn trace(n: Whole, strategy: &str, all_solutions: bool) -> PyResult<Trace> {
    let strategy: StepStrategy = strategy.parse().map_err(to_py)?;
    let n = n.size(nqueens_core::trace::SIZES)?;
    let mode = if all_solutions {
        StepMode::AllSolutions
    } else {
        StepMode::FirstSolution
    };
    let stepper = Stepper::create(n, strategy, &[], mode).map_err(to_py)?;
    Ok(Trace { stepper })
}

/// A search being traced (see :func:`trace`): an iterator of events, lazily, with the
/// statistics so far.
#[pyclass(module = "nqueens", unsendable)]
pub struct Trace {
    stepper: Stepper,
}

#[pymethods]
impl Trace {
    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __next__<'py>(&mut self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyAny>>> {
        self.stepper
            .step()
            .map(|event| to_dict(py, &event))
            .transpose()
    }

    /// Runs the search to its end without building the events; returns the statistics.
    fn run<'py>(&mut self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        while self.stepper.step().is_some() {}
        self.stats(py)
    }

    /// ``{"n", "strategy", "solutions", "failures", "branches", "nodes", "finished"}``: the
    /// last line of ``nqueens trace --json``.
    fn stats<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        to_dict(py, &self.stepper.summary())
    }

    /// Solutions found so far.
    #[getter]
    fn solutions(&self) -> u64 {
        self.stepper.stats().solutions
    }

    /// Dead ends so far.
    #[getter]
    fn failures(&self) -> u64 {
        self.stepper.stats().failures
    }

    /// Branches taken so far.
    #[getter]
    fn branches(&self) -> u64 {
        self.stepper.stats().branches
    }

    /// Queens placed by the search so far.
    #[getter]
    fn nodes(&self) -> u64 {
        self.stepper.stats().nodes
    }

    /// Steps back up the tree so far.
    #[getter]
    fn backtracks(&self) -> u64 {
        self.stepper.stats().backtracks
    }

    /// Safety tests of a square so far (backtracking, lookup).
    #[getter]
    fn checks(&self) -> u64 {
        self.stepper.stats().checks
    }

    /// Entries the checks read so far.
    #[getter]
    fn examined(&self) -> u64 {
        self.stepper.stats().examined
    }

    /// Values propagation removed so far (cp).
    #[getter]
    fn removals(&self) -> u64 {
        self.stepper.stats().removals
    }

    /// The 1-based line of the strategy's program (:func:`code`) the last event comes from.
    #[getter]
    fn line(&self) -> usize {
        self.stepper.state().line
    }
}

/// What each number a search reports means: a list of dicts ``{"name", "label",
/// "definition"}``, one per measure (the keys of the statistics), as ``nqueens measures --json``
/// prints them and the page shows them beside its figures.
#[pyfunction]
fn measures<'py>(py: Python<'py>) -> PyResult<Vec<Bound<'py, PyDict>>> {
    Measure::ALL
        .iter()
        .map(|m| {
            let item = PyDict::new(py);
            item.set_item("name", m.name())?;
            item.set_item("label", m.label().to_string())?;
            item.set_item("definition", m.definition().to_string())?;
            Ok(item)
        })
        .collect()
}

/// The program a step strategy runs, in Python as the tutorials write it, for an ``n`` x ``n``
/// board: a dict with ``source`` (the text, runnable), ``caption`` and ``spots`` (the 1-based
/// line of each place an event can come from, by name). Run under ``sys.settrace``, the
/// program passes its spots in the order of the events :func:`trace` yields.
#[pyfunction]
#[pyo3(signature = (strategy = "cp", n = Whole::from(8)), text_signature = "(strategy=\"cp\", n=8)")]
fn code<'py>(py: Python<'py>, strategy: &str, n: Whole) -> PyResult<Bound<'py, PyDict>> {
    let strategy: StepStrategy = strategy.parse().map_err(to_py)?;
    let n = n.size(nqueens_core::trace::SIZES)?;
    let listing = trace_code::listing(strategy, n, &[]);
    let spots = PyDict::new(py);
    for (spot, line) in &listing.spots {
        spots.set_item(spot.name(), line)?;
    }
    let item = PyDict::new(py);
    item.set_item("source", listing.text())?;
    item.set_item(
        "caption",
        trace_code::caption(strategy, trace_code::CodeLanguage::Python).to_string(),
    )?;
    item.set_item("spots", spots)?;
    Ok(item)
}
