//! What counts a run of units: the CPU's threads or a graphics adapter, behind one `run`, so
//! the CLI and the Python package record, stop and report the same way whichever counts.

use std::time::Duration;

use nqueens_core::count::{Kernel, Plan};
use nqueens_core::ledger::Record;
use nqueens_core::parallel::Threads;
use nqueens_core::Error;

use crate::Gpu;

/// The CPU's counting threads with their kernel, or an adapter with the WGSL kernel.
pub enum Counter {
    /// A rayon pool counting with a CPU kernel.
    Threads(Threads),
    /// A graphics adapter (the `gpu` kernel).
    Gpu(Gpu),
}

impl Counter {
    /// `kernel` on `threads` threads, or, for [`Kernel::Gpu`], the adapter `adapter` names
    /// (else the first hardware one; see [`Gpu::open`]).
    pub fn new(
        threads: Option<usize>,
        kernel: Kernel,
        adapter: Option<&str>,
    ) -> Result<Counter, Error> {
        match kernel {
            Kernel::Gpu => Gpu::open(adapter).map(Counter::Gpu),
            _ => Threads::new(threads, kernel).map(Counter::Threads),
        }
    }

    /// The kernel counting.
    pub fn kernel(&self) -> Kernel {
        match self {
            Counter::Threads(t) => t.kernel(),
            Counter::Gpu(_) => Kernel::Gpu,
        }
    }

    /// Threads counting (one for an adapter: the thread driving it).
    pub fn threads(&self) -> usize {
        match self {
            Counter::Threads(t) => t.count(),
            Counter::Gpu(_) => 1,
        }
    }

    /// The adapter counting, as results name it ("NVIDIA H100 80GB HBM3 (Vulkan)").
    pub fn adapter(&self) -> Option<String> {
        match self {
            Counter::Threads(_) => None,
            Counter::Gpu(g) => Some(g.adapter().label()),
        }
    }

    /// Counts units `ids` of `plan`, handing finished units to `record` (see
    /// [`Threads::run`] and [`Gpu::run`]).
    pub fn run<E: From<Error>>(
        &self,
        plan: &Plan,
        ids: &[usize],
        tick: Duration,
        record: impl FnMut(&[Record]) -> Result<(), E>,
    ) -> Result<(), E> {
        match self {
            Counter::Threads(t) => t.run(plan, ids, tick, record),
            Counter::Gpu(g) => g.run(plan, ids, tick, record),
        }
    }
}
