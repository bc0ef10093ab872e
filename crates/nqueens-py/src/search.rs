//! Solving, checking, listing and tracing.

use std::ops::ControlFlow;

use nqueens_core::attacks;
use nqueens_core::board::Square;
use nqueens_core::construct;
use nqueens_core::enumerate::{self as core_enumerate, Solutions};
use nqueens_core::format;
use nqueens_core::huge;
use nqueens_core::search::{self, Limits, Strategy};
use nqueens_core::trace::{Cause, Event, Failure, StepMode, StepStrategy, Stepper};
use nqueens_core::Error;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict, PyList};

use crate::to_py;

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(solve, m)?)?;
    m.add_function(wrap_pyfunction!(solve_huge, m)?)?;
    m.add_function(wrap_pyfunction!(check, m)?)?;
    m.add_function(wrap_pyfunction!(enumerate_solutions, m)?)?;
    m.add_function(wrap_pyfunction!(trace, m)?)?;
    m.add_class::<SolutionIter>()?;
    m.add_class::<Trace>()?;
    Ok(())
}

/// The lexicographically first solution for N queens by depth-first search.
///
/// ``strategy`` is ``"backtracking"``, ``"lookup"`` or ``"bitboard"`` (N <= 64). Returns a dict
/// with ``n``, ``strategy``, ``solution`` (list of columns, row by row, or None when N has no
/// solution), ``nodes``, ``backtracks`` and ``seconds``. ``max_nodes`` bounds the search
/// (RuntimeError past it). The GIL is released while searching.
#[pyfunction]
#[pyo3(signature = (n, strategy = "bitboard", max_nodes = None))]
fn solve<'py>(
    py: Python<'py>,
    n: usize,
    strategy: &str,
    max_nodes: Option<u64>,
) -> PyResult<Bound<'py, PyDict>> {
    let strategy: Strategy = strategy.parse().map_err(to_py)?;
    let outcome = py
        .detach(|| search::solve(n, strategy, Limits { max_nodes }))
        .map_err(to_py)?;
    let d = PyDict::new(py);
    d.set_item("n", n)?;
    d.set_item("strategy", strategy.name())?;
    d.set_item("solution", outcome.solution)?;
    d.set_item("nodes", outcome.stats.nodes)?;
    d.set_item("backtracks", outcome.stats.backtracks)?;
    d.set_item("seconds", outcome.stats.seconds)?;
    Ok(d)
}

/// One solution for huge N (up to 10**9 by local search, 2**32 - 1 by construction), verified
/// in O(N) before it is returned.
///
/// ``method`` is ``"min-conflicts"`` (local search from ``seed``) or ``"construct"`` (the
/// explicit construction). Returns an ``array.array('I')`` of the N columns: it supports the
/// buffer protocol, so ``memoryview(a)`` and ``numpy.frombuffer(a, dtype=numpy.uint32)`` see
/// the same memory without numpy being needed here. The GIL is released while searching.
#[pyfunction]
#[pyo3(signature = (n, method = "min-conflicts", seed = 1))]
fn solve_huge<'py>(
    py: Python<'py>,
    n: usize,
    method: &str,
    seed: u64,
) -> PyResult<Bound<'py, PyAny>> {
    let method: huge::Method = method.parse().map_err(to_py)?;
    let cols = py.detach(|| -> Result<Vec<u32>, Error> {
        let cols = huge::solve(n, method, seed, |_| ControlFlow::Continue(()))?;
        construct::verify_placement(&cols).map_err(Error::NotASolution)?;
        Ok(cols)
    });
    let cols = cols.map_err(to_py)?;
    let array = py.import("array")?.getattr("array")?.call1(("I",))?;
    if array.getattr("itemsize")?.extract::<usize>()? != 4 {
        return Err(PyValueError::new_err(
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
/// (at most 4096 of them, each ``((row, col), (row, col), line)`` with line ``"row"``,
/// ``"column"``, ``"diagonal"`` or ``"anti-diagonal"``). Malformed text is a ValueError saying
/// where.
#[pyfunction]
fn check<'py>(py: Python<'py>, board: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyDict>> {
    let parsed = if let Ok(text) = board.extract::<String>() {
        format::parse(&text).map_err(to_py)?
    } else {
        let cols: Vec<Option<u32>> = board.extract().map_err(|_| {
            PyValueError::new_err("a board is text or a list of columns (int or None per row)")
        })?;
        let n = cols.len();
        let squares = cols
            .iter()
            .enumerate()
            .filter_map(|(r, c)| c.map(|c| Square::new(r as u32, c)));
        nqueens_core::board::Board::with_queens(n, squares).map_err(to_py)?
    };
    let found = attacks::analyze(&parsed);
    let pairs = PyList::empty(py);
    for p in &found.pairs {
        pairs.append(((p.a.row, p.a.col), (p.b.row, p.b.col), p.line.name()))?;
    }
    let d = PyDict::new(py);
    d.set_item("n", parsed.n())?;
    d.set_item("queens", parsed.len())?;
    d.set_item("solved", found.is_solution())?;
    d.set_item("attacking_pairs", found.total_pairs)?;
    d.set_item("pairs", pairs)?;
    Ok(d)
}

/// Every solution for N (1 to 32) in lexicographic order, lazily: a solution is found only
/// when the iterator is advanced. ``skip`` starts at the ``skip``-th solution without listing
/// the ones before it.
#[pyfunction]
#[pyo3(name = "enumerate", signature = (n, skip = 0))]
fn enumerate_solutions(n: usize, skip: u64) -> PyResult<SolutionIter> {
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
/// the first solution. N is 1 to 16. Returns a :class:`Trace`: iterate it for the events (dicts
/// whose ``event`` key names the kind, as in ``nqueens trace --json``), or call ``run()``; its
/// ``solutions``, ``failures``, ``branches`` and ``nodes`` are the statistics so far. For
/// N = 8, cp and all solutions they end at OR-Tools' 92, 304 and 790.
#[pyfunction]
#[pyo3(signature = (n, strategy = "cp", all_solutions = false))]
fn trace(n: usize, strategy: &str, all_solutions: bool) -> PyResult<Trace> {
    let strategy: StepStrategy = strategy.parse().map_err(to_py)?;
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

    fn __next__<'py>(&mut self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyDict>>> {
        self.stepper
            .step()
            .map(|event| event_dict(py, &event))
            .transpose()
    }

    /// Runs the search to its end without building the events; returns the statistics.
    fn run<'py>(&mut self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        while self.stepper.step().is_some() {}
        self.stats(py)
    }

    /// ``{"n", "strategy", "solutions", "failures", "branches", "nodes", "finished"}``.
    fn stats<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let s = self.stepper.stats();
        let d = PyDict::new(py);
        d.set_item("n", self.stepper.n())?;
        d.set_item("strategy", self.stepper.strategy().name())?;
        d.set_item("solutions", s.solutions)?;
        d.set_item("failures", s.failures)?;
        d.set_item("branches", s.branches)?;
        d.set_item("nodes", s.nodes)?;
        d.set_item("finished", self.stepper.is_finished())?;
        Ok(d)
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
}

fn sq(s: Square) -> (u32, u32) {
    (s.row, s.col)
}

/// Same keys as the CLI's `trace --json` lines.
fn event_dict<'py>(py: Python<'py>, event: &Event) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    match event {
        Event::Place { row, col } => {
            d.set_item("event", "place")?;
            d.set_item("row", row)?;
            d.set_item("col", col)?;
        }
        Event::Attacked { row, col, by, line } => {
            d.set_item("event", "attacked")?;
            d.set_item("row", row)?;
            d.set_item("col", col)?;
            d.set_item("by", sq(*by))?;
            d.set_item("line", line.name())?;
        }
        Event::Forced { row, col } => {
            d.set_item("event", "forced")?;
            d.set_item("row", row)?;
            d.set_item("col", col)?;
        }
        Event::Prune {
            line,
            cause,
            removed,
        } => {
            d.set_item("event", "prune")?;
            d.set_item("line", line.name())?;
            let c = PyDict::new(py);
            match cause {
                Cause::Queen(q) => c.set_item("queen", sq(*q))?,
                Cause::Bounds { rows, lo, hi } => {
                    c.set_item("rows", rows)?;
                    c.set_item("lo", lo)?;
                    c.set_item("hi", hi)?;
                }
            }
            d.set_item("cause", c)?;
            let removed: Vec<(u32, u32)> = removed.iter().map(|s| sq(*s)).collect();
            d.set_item("removed", removed)?;
        }
        Event::DeadEnd(failure) => {
            d.set_item("event", "dead-end")?;
            let f = PyDict::new(py);
            match failure {
                Failure::Empty { row } => {
                    f.set_item("kind", "empty")?;
                    f.set_item("row", row)?;
                }
                Failure::Crowded { line, rows, lo, hi } => {
                    f.set_item("kind", "crowded")?;
                    f.set_item("line", line.name())?;
                    f.set_item("rows", rows)?;
                    f.set_item("lo", lo)?;
                    f.set_item("hi", hi)?;
                }
                Failure::Clash { a, b, line } => {
                    f.set_item("kind", "clash")?;
                    f.set_item("a", sq(*a))?;
                    f.set_item("b", sq(*b))?;
                    f.set_item("line", line.name())?;
                }
            }
            d.set_item("failure", f)?;
        }
        Event::Backtrack { row, col } => {
            d.set_item("event", "backtrack")?;
            d.set_item("row", row)?;
            d.set_item("col", col)?;
        }
        Event::Solution(cols) => {
            d.set_item("event", "solution")?;
            d.set_item("solution", cols)?;
        }
        Event::Finished { solutions } => {
            d.set_item("event", "finished")?;
            d.set_item("solutions", solutions)?;
        }
    }
    Ok(d)
}
