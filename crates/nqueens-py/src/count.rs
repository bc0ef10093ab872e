//! Counting, the plan's work units, and the core's ledger of counted units (checkpoints and
//! shard records) for the Ray driver and for scripts.

use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use nqueens_core::count::{self as core_count, Kernel, Plan, Tally as CoreTally};
use nqueens_core::ledger::{self, Checkpoint as CoreCheckpoint, Ledger, Record, Shard};
use nqueens_core::Error;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::to_py;

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(count_all, m)?)?;
    m.add_function(wrap_pyfunction!(units, m)?)?;
    m.add_function(wrap_pyfunction!(count_units, m)?)?;
    m.add_function(wrap_pyfunction!(plan_fingerprint, m)?)?;
    m.add_function(wrap_pyfunction!(merge, m)?)?;
    m.add_function(wrap_pyfunction!(kernels, m)?)?;
    m.add_class::<Tally>()?;
    m.add_class::<Checkpoint>()?;
    Ok(())
}

/// What counting found: all solutions (OEIS A000170), fundamental ones (A002562), the
/// search nodes, and the kernel that counted (``None`` for totals summed from ledgers, whose
/// units may have been counted anywhere).
#[pyclass(module = "nqueens", frozen, eq)]
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Tally {
    #[pyo3(get)]
    solutions: u64,
    #[pyo3(get)]
    fundamental: u64,
    #[pyo3(get)]
    nodes: u64,
    #[pyo3(get)]
    kernel: Option<&'static str>,
}

impl Tally {
    fn counted(t: CoreTally, kernel: Kernel) -> Tally {
        Tally {
            kernel: Some(kernel.name()),
            ..Tally::from(t)
        }
    }
}

impl From<CoreTally> for Tally {
    fn from(t: CoreTally) -> Tally {
        Tally {
            solutions: t.solutions,
            fundamental: t.fundamental,
            nodes: t.nodes,
            kernel: None,
        }
    }
}

#[pymethods]
impl Tally {
    fn __repr__(&self) -> String {
        let kernel = self.kernel.map_or("None".to_owned(), |k| format!("'{k}'"));
        format!(
            "Tally(solutions={}, fundamental={}, nodes={}, kernel={kernel})",
            self.solutions, self.fundamental, self.nodes
        )
    }
}

/// The kernel asked for by name, else ``NQUEENS_KERNEL``'s, else the fastest that runs here;
/// a ValueError for a name that is no kernel or one that cannot run here.
fn choose_kernel(name: Option<&str>) -> PyResult<Kernel> {
    let asked = name.map(str::parse::<Kernel>).transpose().map_err(to_py)?;
    Kernel::choose(asked).map_err(to_py)
}

/// The counting kernels that run on this CPU, fastest first (the first is the default unless
/// ``NQUEENS_KERNEL`` names another); ``"scalar"`` is always among them.
#[pyfunction]
fn kernels() -> Vec<&'static str> {
    Kernel::runnable().into_iter().map(Kernel::name).collect()
}

/// The last plan made in this process. A Ray worker counts many batches of the same N, and
/// planning N = 20 takes a noticeable fraction of a second.
fn cached_plan(n: usize) -> Result<Arc<Plan>, Error> {
    static LAST: Mutex<Option<Arc<Plan>>> = Mutex::new(None);
    let mut last = LAST.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(plan) = last.as_ref().filter(|p| p.n == n) {
        return Ok(plan.clone());
    }
    let plan = Arc::new(core_count::plan(n)?);
    *last = Some(plan.clone());
    Ok(plan)
}

/// Counts `ids` of `plan` on `threads` threads, without the GIL; every `tick` the
/// attached `report` gets (units done, units in all) and may stop the count by failing.
fn run_units(
    py: Python<'_>,
    plan: &Plan,
    ids: &[usize],
    threads: usize,
    kernel: Kernel,
    mut report: impl FnMut(Python<'_>, usize, usize) -> PyResult<()> + Send,
) -> PyResult<Vec<CoreTally>> {
    let threads = threads.clamp(1, ids.len().max(1));
    let next = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    let mut results: Vec<Option<CoreTally>> = vec![None; ids.len()];
    let mut failure: Option<PyErr> = None;
    py.detach(|| {
        let (tx, rx) = mpsc::channel::<(usize, Result<CoreTally, Error>)>();
        std::thread::scope(|s| {
            for _ in 0..threads {
                let tx = tx.clone();
                let (next, stop) = (&next, &stop);
                s.spawn(move || loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= ids.len() || stop.load(Ordering::Relaxed) {
                        break;
                    }
                    let id = ids[i];
                    let r = core_count::count_unit_with(plan.n, &plan.units[id], kernel);
                    if tx.send((i, r)).is_err() {
                        break;
                    }
                });
            }
            drop(tx);
            let tick = Duration::from_millis(100);
            let mut done = 0;
            let mut last_report = Instant::now();
            loop {
                let got = rx.recv_timeout(tick);
                match got {
                    Ok((i, Ok(t))) => {
                        results[i] = Some(t);
                        done += 1;
                    }
                    Ok((_, Err(e))) => {
                        failure.get_or_insert(to_py(e));
                        stop.store(true, Ordering::Relaxed);
                    }
                    Err(mpsc::RecvTimeoutError::Timeout) => {}
                    Err(mpsc::RecvTimeoutError::Disconnected) => break,
                }
                let finished = done == ids.len();
                if failure.is_none() && (finished || last_report.elapsed() >= tick) {
                    last_report = Instant::now();
                    // Ctrl-C and the callback run with the GIL, between units.
                    let r = Python::attach(|py| {
                        py.check_signals()?;
                        report(py, done, ids.len())
                    });
                    if let Err(e) = r {
                        failure = Some(e);
                        stop.store(true, Ordering::Relaxed);
                    }
                }
            }
        })
    });
    if let Some(e) = failure {
        return Err(e);
    }
    results
        .into_iter()
        .map(|t| t.ok_or_else(|| PyValueError::new_err("a unit was not counted")))
        .collect()
}

fn default_threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// Counts all solutions for N (1 to 28) and the fundamental ones, on ``threads`` threads
/// (default: one per core), with the GIL released.
///
/// ``progress``, if given, is called about ten times a second as ``progress(done, total)`` with
/// the units finished and the units in all; an exception it raises (or Ctrl-C) stops the count
/// and propagates. ``kernel`` forces one of :func:`kernels` (default: ``NQUEENS_KERNEL``, else
/// the fastest); one this CPU cannot run is a ValueError. Returns a :class:`Tally` naming the
/// kernel.
#[pyfunction]
#[pyo3(name = "count", signature = (n, threads = None, progress = None, kernel = None))]
fn count_all(
    py: Python<'_>,
    n: usize,
    threads: Option<usize>,
    progress: Option<Py<PyAny>>,
    kernel: Option<&str>,
) -> PyResult<Tally> {
    if threads == Some(0) {
        return Err(PyValueError::new_err("threads must be at least 1"));
    }
    let kernel = choose_kernel(kernel)?;
    let plan = py.detach(|| core_count::plan(n)).map_err(to_py)?;
    let ids: Vec<usize> = (0..plan.units.len()).collect();
    let tallies = run_units(
        py,
        &plan,
        &ids,
        threads.unwrap_or_else(default_threads),
        kernel,
        |py, done, total| match &progress {
            Some(f) => f.call1(py, (done, total)).map(|_| ()),
            None => Ok(()),
        },
    )?;
    Ok(Tally::counted(tallies.into_iter().sum(), kernel))
}

/// The work units of the count for N, in plan order (largest expected work first): a list of
/// dicts with ``id`` (the position in the plan, as :func:`count_units` and the ledger use
/// it), ``words`` (the unit's compact form), ``weight`` (how many constellations it stands for)
/// and ``expected_work`` (a relative cost estimate).
#[pyfunction]
fn units<'py>(py: Python<'py>, n: usize) -> PyResult<Vec<Bound<'py, PyDict>>> {
    let plan = cached_plan(n).map_err(to_py)?;
    plan.units
        .iter()
        .enumerate()
        .map(|(id, u)| {
            let d = PyDict::new(py);
            d.set_item("id", id)?;
            d.set_item("words", u.to_words())?;
            d.set_item("weight", u.weight())?;
            d.set_item("expected_work", u.expected_work())?;
            Ok(d)
        })
        .collect()
}

/// Counts the units ``ids`` of N's plan (positions as in :func:`units`) on ``threads`` threads
/// with the GIL released, with ``kernel`` as :func:`count` takes it; returns one :class:`Tally`
/// per id, in the order given. An id outside the plan is a ValueError.
#[pyfunction]
#[pyo3(signature = (n, ids, threads = 1, kernel = None))]
fn count_units(
    py: Python<'_>,
    n: usize,
    ids: Vec<usize>,
    threads: usize,
    kernel: Option<&str>,
) -> PyResult<Vec<Tally>> {
    if threads == 0 {
        return Err(PyValueError::new_err("threads must be at least 1"));
    }
    let kernel = choose_kernel(kernel)?;
    let plan = py.detach(|| cached_plan(n)).map_err(to_py)?;
    if let Some(bad) = ids.iter().find(|&&id| id >= plan.units.len()) {
        return Err(PyValueError::new_err(format!(
            "unit {bad} is not in the plan for N = {n} (it has {} units)",
            plan.units.len()
        )));
    }
    let tallies = run_units(py, &plan, &ids, threads, kernel, |_, _, _| Ok(()))?;
    Ok(tallies
        .into_iter()
        .map(|t| Tally::counted(t, kernel))
        .collect())
}

/// The fingerprint of N's plan, as checkpoint headers carry it (16 hexadecimal digits).
#[pyfunction]
fn plan_fingerprint(n: usize) -> PyResult<String> {
    let plan = cached_plan(n).map_err(to_py)?;
    Ok(format!("{:016x}", ledger::fingerprint(&plan)))
}

/// Sums ledger files (shard outputs of ``nqueens count --shard`` or checkpoints) into the
/// board's :class:`Tally`; a ValueError when units are missing, recorded twice, or of another
/// N or plan.
#[pyfunction]
fn merge(paths: Vec<PathBuf>) -> PyResult<Tally> {
    let mut ledgers = Vec::with_capacity(paths.len());
    for path in &paths {
        let name = path.display().to_string();
        let text = std::fs::read_to_string(path)
            .map_err(|e| PyValueError::new_err(format!("cannot read {name}: {e}")))?;
        let l = Ledger::parse(&text).map_err(|e| PyValueError::new_err(format!("{name}: {e}")))?;
        ledgers.push((name, l));
    }
    Ok(ledger::sum(&ledgers).map_err(to_py)?.tally.into())
}

/// A checkpoint file of counted units for N (the core's ledger format, see the README): opened
/// or created for ``shard`` (``"I/K"``, default the whole plan), refused with a ValueError when
/// it is of another N, plan or shard, malformed, or records a unit twice. Each
/// :meth:`record` is appended and synced to disk before it returns.
#[pyclass(module = "nqueens")]
pub struct Checkpoint {
    inner: CoreCheckpoint,
}

#[pymethods]
impl Checkpoint {
    #[new]
    #[pyo3(signature = (path, n, shard = "1/1"))]
    fn new(py: Python<'_>, path: PathBuf, n: usize, shard: &str) -> PyResult<Checkpoint> {
        let shard: Shard = shard.parse().map_err(to_py)?;
        let inner = py
            .detach(|| {
                let plan = cached_plan(n)?;
                CoreCheckpoint::open(&path, &plan, shard)
            })
            .map_err(to_py)?;
        Ok(Checkpoint { inner })
    }

    /// Board size.
    #[getter]
    fn n(&self) -> usize {
        self.inner.ledger().header.n
    }

    /// Units in the whole plan.
    #[getter]
    fn units(&self) -> usize {
        self.inner.ledger().header.units
    }

    /// The plan's fingerprint from the header.
    #[getter]
    fn plan(&self) -> String {
        format!("{:016x}", self.inner.ledger().header.plan)
    }

    /// Units recorded so far.
    #[getter]
    fn done(&self) -> usize {
        self.inner.ledger().records.len()
    }

    /// The shard's unit ids not recorded yet, in plan order.
    fn missing(&self) -> Vec<usize> {
        self.inner.missing()
    }

    /// Appends one finished unit and syncs it to disk; a unit already recorded or outside the
    /// shard is a ValueError.
    fn record(
        &mut self,
        unit: usize,
        solutions: u64,
        fundamental: u64,
        nodes: u64,
    ) -> PyResult<()> {
        let tally = CoreTally {
            solutions,
            fundamental,
            nodes,
        };
        self.inner.record(unit, tally).map_err(to_py)
    }

    /// Appends many finished units, ``[(unit, solutions, fundamental, nodes), ...]``, with one
    /// write and one sync to disk; the whole batch is refused (nothing written) when any unit
    /// is already recorded, repeated, or outside the shard.
    fn record_batch(&mut self, records: Vec<(usize, u64, u64, u64)>) -> PyResult<()> {
        let records: Vec<Record> = records
            .into_iter()
            .map(|(unit, solutions, fundamental, nodes)| Record {
                unit,
                tally: CoreTally {
                    solutions,
                    fundamental,
                    nodes,
                },
            })
            .collect();
        self.inner.record_batch(&records).map_err(to_py)
    }

    /// The board's totals summed from the file's records; a ValueError while units are
    /// missing.
    fn total(&self) -> PyResult<Tally> {
        Ok(self.inner.total().map_err(to_py)?.tally.into())
    }
}
