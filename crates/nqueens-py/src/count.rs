//! Counting, the plan's work units, and the core's ledger of counted units (checkpoints, shard
//! records, the Ray driver's tasks). Counting runs on the core's rayon pool (`parallel`, the
//! CLI's) and is summed by the core's ledger, so Python and the CLI count, refuse
//! and add up the same way.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use nqueens_core::count::{self as core_count, Kernel, Plan, Tally as CoreTally};
use nqueens_core::ledger::{self, Checkpoint as CoreCheckpoint, Header, Ledger, Record, Shard};
use nqueens_core::Error;
use nqueens_gpu::Counter;
use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::to_py;
use crate::whole::Whole;

/// Threads, as a Python caller may ask for them: any count a `usize` holds goes to the core,
/// which refuses zero in its own words; a negative count, or one past that, is refused here.
fn threads(value: Option<Whole>) -> PyResult<Option<usize>> {
    value
        .map(|t| {
            t.fits(
                usize::MAX as u64,
                "threads",
                1,
                usize::MAX as u64,
                "counting",
            )
        })
        .transpose()
        .map(|t| t.map(|t| t as usize))
}

/// Unit ids of `plan`, as a Python caller may give them: one a `usize` holds goes to the core,
/// which refuses one outside the plan in its own words; a negative id is refused here.
fn unit_ids(plan: &Plan, ids: &[Whole], name: &str) -> PyResult<Vec<usize>> {
    let last = plan.units.len().saturating_sub(1) as u64;
    ids.iter()
        .map(|id| {
            id.fits(usize::MAX as u64, name, 0, last, "the plan")
                .map(|id| id as usize)
        })
        .collect()
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(count_all, m)?)?;
    m.add_function(wrap_pyfunction!(units, m)?)?;
    m.add_function(wrap_pyfunction!(count_units, m)?)?;
    m.add_function(wrap_pyfunction!(count_task, m)?)?;
    m.add_function(wrap_pyfunction!(plan_fingerprint, m)?)?;
    m.add_function(wrap_pyfunction!(merge, m)?)?;
    m.add_function(wrap_pyfunction!(kernels, m)?)?;
    m.add_function(wrap_pyfunction!(adapters, m)?)?;
    m.add_class::<Tally>()?;
    m.add_class::<Checkpoint>()?;
    Ok(())
}

/// What counting found: all solutions (OEIS A000170), fundamental ones (A002562), the
/// search nodes, and the kernel that counted (``None`` for totals summed from ledgers, whose
/// units may have been counted anywhere), with the graphics adapter for the ``"gpu"`` kernel
/// (``"NVIDIA H100 80GB HBM3 (Vulkan)"``; ``None`` otherwise).
#[pyclass(module = "nqueens", frozen, eq)]
#[derive(Clone, PartialEq, Eq)]
pub struct Tally {
    #[pyo3(get)]
    solutions: u64,
    #[pyo3(get)]
    fundamental: u64,
    #[pyo3(get)]
    nodes: u64,
    #[pyo3(get)]
    kernel: Option<&'static str>,
    #[pyo3(get)]
    adapter: Option<String>,
}

impl Tally {
    fn counted(t: CoreTally, counter: &Counter) -> Tally {
        Tally {
            kernel: Some(counter.kernel().name()),
            adapter: counter.adapter(),
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
            adapter: None,
        }
    }
}

#[pymethods]
impl Tally {
    fn __repr__(&self) -> String {
        let kernel = self.kernel.map_or("None".to_owned(), |k| format!("'{k}'"));
        let adapter = match &self.adapter {
            Some(a) => format!(", adapter='{}'", a.replace('\'', "\\'")),
            None => String::new(),
        };
        format!(
            "Tally(solutions={}, fundamental={}, nodes={}, kernel={kernel}{adapter})",
            self.solutions, self.fundamental, self.nodes
        )
    }
}

/// The kernel asked for by name, else ``NQUEENS_KERNEL``'s, else the fastest that runs here,
/// on `threads` threads or (``"gpu"``) on the adapter `adapter` names (else
/// ``NQUEENS_ADAPTER``'s, else the first hardware one); an error for a name that is no kernel,
/// one that cannot run here, or a GPU that cannot be opened.
fn counter(
    py: Python<'_>,
    name: Option<&str>,
    threads: Option<usize>,
    adapter: Option<&str>,
) -> PyResult<Counter> {
    let asked = name.map(str::parse::<Kernel>).transpose().map_err(to_py)?;
    let kernel = Kernel::choose(asked).map_err(to_py)?;
    py.detach(|| Counter::new(threads, kernel, adapter))
        .map_err(to_py)
}

/// The counting kernels that run on this CPU, fastest first (the first is the default unless
/// ``NQUEENS_KERNEL`` names another); ``"scalar"`` is always among them.
#[pyfunction]
fn kernels() -> Vec<&'static str> {
    Kernel::runnable().into_iter().map(Kernel::name).collect()
}

/// The graphics adapters here, each ``{"name", "backend", "kind", "software", "label"}``
/// (``kind``: ``"discrete"``, ``"integrated"``, ``"virtual"``, ``"cpu"`` or ``"other"``); a
/// software one (llvmpipe, SwiftShader) counts with ``kernel="gpu"`` only when named by
/// ``adapter=``.
#[pyfunction]
fn adapters(py: Python<'_>) -> PyResult<Vec<Bound<'_, PyDict>>> {
    py.detach(nqueens_gpu::adapters)
        .iter()
        .map(|a| {
            let d = PyDict::new(py);
            d.set_item("name", &a.name)?;
            d.set_item("backend", &a.backend)?;
            d.set_item("kind", a.kind)?;
            d.set_item("software", a.software)?;
            d.set_item("label", a.label())?;
            Ok(d)
        })
        .collect()
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

/// Why a count stopped: the core refused something, or Python raised (the progress callback,
/// Ctrl-C).
struct Stop(PyErr);

impl From<Error> for Stop {
    fn from(e: Error) -> Stop {
        Stop(to_py(e))
    }
}

/// How often Python hears about a count: often enough for a progress bar and for Ctrl-C.
const TICK: Duration = Duration::from_millis(100);

/// Counts `ids` of `plan` on the core's rayon pool without the GIL, handing each batch of finished
/// units to `record`; every [`TICK`] (and when the last unit is in) the GIL is taken to check
/// for Ctrl-C and to call `report(done, total)`, which may stop the count by raising.
fn run_units(
    py: Python<'_>,
    plan: &Plan,
    ids: &[usize],
    counter: &Counter,
    mut record: impl FnMut(&[Record]) -> Result<(), Error> + Send,
    mut report: impl FnMut(Python<'_>, usize, usize) -> PyResult<()> + Send,
) -> PyResult<()> {
    py.detach(|| {
        let mut done = 0;
        let mut reported = Instant::now();
        counter.run(plan, ids, TICK, |batch| {
            record(batch)?;
            done += batch.len();
            if done == ids.len() || reported.elapsed() >= TICK {
                reported = Instant::now();
                Python::attach(|py| {
                    py.check_signals()?;
                    report(py, done, ids.len())
                })
                .map_err(Stop)?;
            }
            Ok::<(), Stop>(())
        })
    })
    .map_err(|Stop(e)| e)
}

/// Counts all solutions for N (1 to 28) and the fundamental ones, on ``threads`` threads
/// (default: one per core), with the GIL released.
///
/// ``progress``, if given, is called about ten times a second as ``progress(done, total)`` with
/// the units finished and the units in all; an exception it raises (or Ctrl-C) stops the count
/// and propagates. ``kernel`` forces one of :func:`kernels` (default: ``NQUEENS_KERNEL``, else
/// the fastest); one this CPU cannot run raises :class:`KernelUnavailableError`. ``"gpu"``
/// counts on a graphics adapter: ``adapter`` names it (a part of its name, see
/// :func:`adapters`; default ``NQUEENS_ADAPTER``, else the first hardware adapter; a software
/// one only when named), and no adapter raises :class:`KernelUnavailableError`. Returns a
/// :class:`Tally` naming the kernel (and adapter), summed by the same rule as ``nqueens merge``.
#[pyfunction]
#[pyo3(name = "count", signature = (n, threads = None, progress = None, kernel = None, adapter = None))]
fn count_all(
    py: Python<'_>,
    n: Whole,
    threads: Option<Whole>,
    progress: Option<Py<PyAny>>,
    kernel: Option<&str>,
    adapter: Option<&str>,
) -> PyResult<Tally> {
    let n = n.size(core_count::SIZES)?;
    let threads = self::threads(threads)?;
    let counter = counter(py, kernel, threads, adapter)?;
    let plan = py.detach(|| cached_plan(n)).map_err(to_py)?;
    let mut ledger = Ledger::empty(Header::new(&plan, Shard::WHOLE));
    let ids = ledger.missing();
    run_units(
        py,
        &plan,
        &ids,
        &counter,
        |batch| ledger.add(batch),
        |py, done, total| match &progress {
            Some(f) => f.call1(py, (done, total)).map(|_| ()),
            None => Ok(()),
        },
    )?;
    let total = ledger.total("the count").map_err(to_py)?.tally;
    Ok(Tally::counted(total, &counter))
}

/// The work units of the count for N, in plan order (largest expected work first): a list of
/// dicts with ``id`` (the position in the plan, as :func:`count_units` and the ledger use
/// it), ``words`` (the unit's compact form), ``weight`` (how many constellations it stands for)
/// and ``expected_work`` (a relative cost estimate).
#[pyfunction]
fn units<'py>(py: Python<'py>, n: Whole) -> PyResult<Vec<Bound<'py, PyDict>>> {
    let n = n.size(core_count::SIZES)?;
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

/// Counts `ids` (each once, in the plan's `plan`) on `counter` and gives their tallies in the
/// order asked.
fn tallies_of(
    py: Python<'_>,
    plan: &Plan,
    ids: &[usize],
    counter: &Counter,
) -> PyResult<Vec<CoreTally>> {
    let mut unique = ids.to_vec();
    unique.sort_unstable();
    unique.dedup();
    let mut found: HashMap<usize, CoreTally> = HashMap::with_capacity(unique.len());
    run_units(
        py,
        plan,
        &unique,
        counter,
        |batch| {
            found.extend(batch.iter().map(|r| (r.unit, r.tally)));
            Ok(())
        },
        |_, _, _| Ok(()),
    )?;
    Ok(ids.iter().map(|id| found[id]).collect())
}

/// Counts the units ``ids`` of N's plan (positions as in :func:`units`) on ``threads`` threads
/// with the GIL released, with ``kernel`` and ``adapter`` as :func:`count` takes them; returns
/// one :class:`Tally` per id, in the order given. An id outside the plan raises
/// :class:`InvalidUnitError`.
#[pyfunction]
#[pyo3(signature = (n, ids, threads = Whole::from(1), kernel = None, adapter = None), text_signature = "(n, ids, threads=1, kernel=None, adapter=None)")]
fn count_units(
    py: Python<'_>,
    n: Whole,
    ids: Vec<Whole>,
    threads: Whole,
    kernel: Option<&str>,
    adapter: Option<&str>,
) -> PyResult<Vec<Tally>> {
    let n = n.size(core_count::SIZES)?;
    let threads = self::threads(Some(threads))?.unwrap_or(1);
    let counter = counter(py, kernel, Some(threads), adapter)?;
    let plan = py.detach(|| cached_plan(n)).map_err(to_py)?;
    let ids = unit_ids(&plan, &ids, "ids")?;
    let tallies = tallies_of(py, &plan, &ids, &counter)?;
    Ok(tallies
        .into_iter()
        .map(|t| Tally::counted(t, &counter))
        .collect())
}

/// A counting task from another process (the Ray driver's): ``units`` are ``(id, words)``
/// pairs of the plan with fingerprint ``plan`` (16 hexadecimal digits) and ``plan_units``
/// units, made by nqueens ``version``. Raises :class:`PlanMismatchError` when this package
/// would plan N differently (another version on this node), so units of two plans are never
/// summed; otherwise counts them on ``threads`` threads (or with ``kernel`` and ``adapter`` as
/// :func:`count` takes them: a Ray GPU task passes ``kernel="gpu"``) and returns ``[(id,
/// solutions, fundamental, nodes), ...]`` in the order given.
#[pyfunction]
#[pyo3(signature = (n, plan, plan_units, version, units, threads = Whole::from(1), kernel = None, adapter = None), text_signature = "(n, plan, plan_units, version, units, threads=1, kernel=None, adapter=None)")]
#[allow(clippy::too_many_arguments)]
fn count_task(
    py: Python<'_>,
    n: Whole,
    plan: &str,
    plan_units: Whole,
    version: &str,
    units: Vec<(Whole, Vec<Whole>)>,
    threads: Whole,
    kernel: Option<&str>,
    adapter: Option<&str>,
) -> PyResult<Vec<(usize, u64, u64, u64)>> {
    let n = n.size(core_count::SIZES)?;
    let max = usize::MAX as u64;
    let plan_units = plan_units.within("plan_units", 0, max, "a counting task")? as usize;
    let threads = self::threads(Some(threads))?.unwrap_or(1);
    let units = units
        .iter()
        .map(|(id, words)| {
            let id = id.within("a unit's id", 0, max, "a counting task")? as usize;
            let words = words
                .iter()
                .map(|w| w.within("a unit's word", 0, u32::MAX.into(), "a counting task"))
                .map(|w| w.map(|w| w as u32))
                .collect::<PyResult<Vec<u32>>>()?;
            Ok((id, words))
        })
        .collect::<PyResult<Vec<(usize, Vec<u32>)>>>()?;
    let fingerprint = u64::from_str_radix(plan, 16)
        .ok()
        .filter(|_| plan.len() == 16)
        .ok_or_else(|| {
            to_py(Error::Argument(
                nqueens_core::Message::new("record.plan")
                    .with("plan", plan.to_string())
                    .with("digits", 16u32),
            ))
        })?;
    let mine = py.detach(|| cached_plan(n)).map_err(to_py)?;
    let ids =
        ledger::task_units(&mine, (fingerprint, plan_units), version, &units).map_err(to_py)?;
    // The kernel asked for, else the worker's own: NQUEENS_KERNEL on that node, else its fastest.
    let counter = counter(py, kernel, Some(threads), adapter)?;
    let tallies = tallies_of(py, &mine, &ids, &counter)?;
    Ok(ids
        .iter()
        .zip(tallies)
        .map(|(&id, t)| (id, t.solutions, t.fundamental, t.nodes))
        .collect())
}

/// The fingerprint of N's plan, as checkpoint headers carry it (16 hexadecimal digits).
#[pyfunction]
fn plan_fingerprint(n: Whole) -> PyResult<String> {
    let n = n.size(core_count::SIZES)?;
    let plan = cached_plan(n).map_err(to_py)?;
    Ok(format!("{:016x}", ledger::fingerprint(&plan)))
}

/// Sums ledger files (shard outputs of ``nqueens count --shard`` or checkpoints) into the
/// board's :class:`Tally` by the same rule as ``nqueens merge``: :class:`RecordError` when
/// units are missing, recorded twice, of another N or plan, when a file is malformed or ends
/// in a line cut short, or the totals would pass 2^64; ``OSError`` (``FileNotFoundError``, ...)
/// when a file cannot be read.
#[pyfunction]
fn merge(py: Python<'_>, paths: Vec<PathBuf>) -> PyResult<Tally> {
    let total = py.detach(|| ledger::merge_files(&paths)).map_err(to_py)?;
    Ok(total.tally.into())
}

/// A checkpoint file of counted units for N (the core's ledger format, see the README): opened
/// or created for ``shard`` (``"I/K"``, default the whole plan), refused with
/// :class:`RecordError` when it is of another N, plan or shard, malformed, or records a unit
/// twice, and with ``BlockingIOError`` while another process has it open as a checkpoint: it
/// is locked until :meth:`close` (or the end of a ``with`` block, or the object's collection).
/// Each :meth:`record` is appended and synced to disk before it returns; a failed write leaves
/// the file at its last complete record.
#[pyclass(module = "nqueens")]
pub struct Checkpoint {
    inner: Option<CoreCheckpoint>,
}

impl Checkpoint {
    fn open(&self) -> PyResult<&CoreCheckpoint> {
        self.inner.as_ref().ok_or_else(closed)
    }
}

fn closed() -> PyErr {
    to_py(Error::Argument(nqueens_core::Message::new(
        "python.checkpoint-closed",
    )))
}

#[pymethods]
impl Checkpoint {
    #[new]
    #[pyo3(signature = (path, n, shard = "1/1"))]
    fn new(py: Python<'_>, path: PathBuf, n: Whole, shard: &str) -> PyResult<Checkpoint> {
        let n = n.size(core_count::SIZES)?;
        let shard: Shard = shard.parse().map_err(to_py)?;
        let inner = py
            .detach(|| {
                let plan = cached_plan(n)?;
                CoreCheckpoint::open(&path, &plan, shard)
            })
            .map_err(to_py)?;
        Ok(Checkpoint { inner: Some(inner) })
    }

    /// The file, as given.
    #[getter]
    fn path(&self) -> PyResult<PathBuf> {
        Ok(self.open()?.path().to_owned())
    }

    /// Board size.
    #[getter]
    fn n(&self) -> PyResult<usize> {
        Ok(self.open()?.ledger().header().n)
    }

    /// Units in the whole plan.
    #[getter]
    fn units(&self) -> PyResult<usize> {
        Ok(self.open()?.ledger().header().units)
    }

    /// The plan's fingerprint from the header.
    #[getter]
    fn plan(&self) -> PyResult<String> {
        Ok(format!("{:016x}", self.open()?.ledger().header().plan))
    }

    /// Units recorded so far.
    #[getter]
    fn done(&self) -> PyResult<usize> {
        Ok(self.open()?.ledger().records().len())
    }

    /// The shard's unit ids not recorded yet, in plan order.
    fn missing(&self) -> PyResult<Vec<usize>> {
        Ok(self.open()?.missing())
    }

    /// Appends one finished unit and syncs it to disk; a unit already recorded or outside the
    /// shard raises :class:`RecordError`.
    fn record(
        &mut self,
        py: Python<'_>,
        unit: Whole,
        solutions: Whole,
        fundamental: Whole,
        nodes: Whole,
    ) -> PyResult<()> {
        self.record_batch(py, vec![(unit, solutions, fundamental, nodes)])
    }

    /// Appends many finished units, ``[(unit, solutions, fundamental, nodes), ...]``, with one
    /// write and one sync to disk; the whole batch is refused (nothing written) when any unit
    /// is already recorded, repeated, or outside the shard.
    fn record_batch(
        &mut self,
        py: Python<'_>,
        records: Vec<(Whole, Whole, Whole, Whole)>,
    ) -> PyResult<()> {
        let units = self.open()?.ledger().header().units as u64;
        let what = "a checkpoint's record";
        let records = records
            .iter()
            .map(|(unit, solutions, fundamental, nodes)| {
                let last = units.saturating_sub(1);
                Ok(Record {
                    unit: unit.fits(usize::MAX as u64, "unit", 0, last, what)? as usize,
                    tally: CoreTally {
                        solutions: solutions.within("solutions", 0, u64::MAX, what)?,
                        fundamental: fundamental.within("fundamental", 0, u64::MAX, what)?,
                        nodes: nodes.within("nodes", 0, u64::MAX, what)?,
                    },
                })
            })
            .collect::<PyResult<Vec<Record>>>()?;
        let inner = self.inner.as_mut().ok_or_else(closed)?;
        py.detach(|| inner.record_batch(&records)).map_err(to_py)
    }

    /// The board's totals summed from the file's records; :class:`RecordError` while units
    /// are missing.
    fn total(&self) -> PyResult<Tally> {
        Ok(self.open()?.total().map_err(to_py)?.tally.into())
    }

    /// Closes the file, releasing its lock; later calls raise :class:`ArgumentError`.
    fn close(&mut self) {
        self.inner = None;
    }

    fn __enter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __exit__(
        &mut self,
        _kind: Option<&Bound<'_, PyAny>>,
        _value: Option<&Bound<'_, PyAny>>,
        _traceback: Option<&Bound<'_, PyAny>>,
    ) {
        self.close();
    }
}
