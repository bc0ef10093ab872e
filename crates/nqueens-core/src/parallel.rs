//! Counting units on threads and handing their records over: the one rayon pool behind the
//! CLI's `count` and the Python package's `count` and `count_units`, so both count, record and
//! stop the same way. It joins the counter (`count`) and the record (`ledger`), so it sits
//! beside both rather than in either. (The page's Web Workers are its threads; this module is
//! not in the wasm build.)

use crate::words::msg;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::time::Duration;

use rayon::prelude::*;

use crate::count::{count_unit_with, Kernel, Plan};
use crate::ledger::Record;
use crate::{Error, Result};

/// How long the recording thread waits after a unit arrives for others to join its batch. Small
/// next to a kill's cost (a few units counted again) and to a count's length; large next to a
/// thread's wake-up, which otherwise every unit would pay (about a tenth of N = 17's time).
const GATHER: Duration = Duration::from_millis(10);

/// A pool of counting threads, and the kernel they count with.
pub struct Threads {
    pool: rayon::ThreadPool,
    kernel: Kernel,
}

impl Threads {
    /// `threads` counting threads, or one per core, counting with `kernel` (an error if it
    /// cannot run here; [`Kernel::choose`] picks the one asked for or the default).
    pub fn new(threads: Option<usize>, kernel: Kernel) -> Result<Threads> {
        let kernel = kernel.check()?;
        if threads == Some(0) {
            return Err(Error::Argument(msg!("parallel.threads", min = 1u32)));
        }
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads.unwrap_or(0))
            .build()
            .map_err(|e| Error::Argument(msg!("parallel.start", reason = e.to_string())))?;
        Ok(Threads { pool, kernel })
    }

    /// The kernel the threads count with.
    pub fn kernel(&self) -> Kernel {
        self.kernel
    }

    /// How many threads count.
    pub fn count(&self) -> usize {
        self.pool.current_num_threads()
    }

    /// Counts units `ids` of `plan` on the pool. This thread hands the finished units to
    /// `record` in batches, of whatever finished within [`GATHER`] of the batch's first unit
    /// (so a checkpoint costs one sync per batch, not one per unit), and calls it with an empty
    /// batch at least every `tick` (for progress, or to check for a cancel).
    ///
    /// An error from `record` (a failed write, a cancel) or from a unit stops the count: units
    /// not started are left alone, those being counted are finished and dropped, and the error
    /// is returned. Everything recorded before it stays recorded.
    pub fn run<E: From<Error>>(
        &self,
        plan: &Plan,
        ids: &[usize],
        tick: Duration,
        mut record: impl FnMut(&[Record]) -> std::result::Result<(), E>,
    ) -> std::result::Result<(), E> {
        let stop = AtomicBool::new(false);
        let (tx, rx) = mpsc::channel::<Result<Record>>();
        std::thread::scope(|s| {
            let stop = &stop;
            s.spawn(move || {
                self.pool.install(|| {
                    ids.par_iter().for_each_with(tx, |tx, &id| {
                        if stop.load(Ordering::Relaxed) {
                            return;
                        }
                        let counted = match plan.units.get(id) {
                            Some(unit) => count_unit_with(plan.n, unit, self.kernel),
                            None => Err(Error::InvalidUnit(msg!(
                                "unit.outside-plan",
                                id = id,
                                n = plan.n,
                                units = plan.units.len()
                            ))),
                        };
                        let record = counted.map(|tally| Record { unit: id, tally });
                        if tx.send(record).is_err() {
                            stop.store(true, Ordering::Relaxed);
                        }
                    })
                })
            });
            let outcome = (|| {
                let mut batch = Vec::new();
                loop {
                    let first = match rx.recv_timeout(tick) {
                        Ok(first) => Some(first),
                        Err(mpsc::RecvTimeoutError::Timeout) => None,
                        Err(mpsc::RecvTimeoutError::Disconnected) => return Ok(()),
                    };
                    if first.is_some() {
                        // Let the units finishing about now join this batch: one wake-up (and
                        // one sync, for a checkpoint) per batch instead of one per unit.
                        std::thread::sleep(GATHER.min(tick));
                    }
                    batch.clear();
                    for got in first.into_iter().chain(rx.try_iter()) {
                        batch.push(got.map_err(E::from)?);
                    }
                    record(&batch)?;
                }
            })();
            // Counting threads see the flag before their next unit, or the closed channel.
            stop.store(true, Ordering::Relaxed);
            drop(rx);
            outcome
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::count::plan;
    use crate::ledger::{Header, Ledger, Shard};

    #[test]
    fn records_every_unit_once_and_sums_to_oeis() {
        let p = plan(11).unwrap();
        let mut ledger = Ledger::empty(Header::new(&p, Shard::WHOLE));
        let threads = Threads::new(Some(2), Kernel::Scalar).unwrap();
        assert_eq!(threads.count(), 2);
        let ids: Vec<usize> = (0..p.units.len()).collect();
        let mut calls = 0;
        threads
            .run(&p, &ids, Duration::from_millis(5), |batch| {
                calls += 1;
                ledger.add(batch)
            })
            .unwrap();
        let total = ledger.total("the count").unwrap().tally;
        assert_eq!((total.solutions, total.fundamental), (2680, 341));
        assert_eq!(threads.kernel(), Kernel::Scalar);
        assert!(calls >= 1);
    }

    #[test]
    fn an_error_from_the_recorder_stops_the_count() {
        // Long enough (about half a second on one thread) that the first batch is a few units.
        let p = plan(16).unwrap();
        let ids: Vec<usize> = (0..p.units.len()).collect();
        let mut recorded = 0;
        let e = Threads::new(Some(1), Kernel::detect())
            .unwrap()
            .run(&p, &ids, Duration::from_millis(1), |batch| {
                recorded += batch.len();
                if recorded > 0 {
                    Err(Error::Stopped)
                } else {
                    Ok(())
                }
            })
            .unwrap_err();
        assert_eq!(e, Error::Stopped);
        assert!(recorded < ids.len(), "{recorded} of {}", ids.len());
        // A unit outside the plan is an error, not a panic.
        let e = Threads::new(None, Kernel::detect())
            .unwrap()
            .run(&p, &[ids.len()], Duration::from_millis(1), |_| {
                Ok::<_, Error>(())
            })
            .unwrap_err();
        assert_eq!(e.kind(), "invalid-unit");
        assert_eq!(
            Threads::new(Some(0), Kernel::Scalar).err().unwrap().kind(),
            "argument"
        );
        // A kernel this machine cannot run is refused before anything is counted.
        let absent = Kernel::ALL.into_iter().find(|k| !k.is_runnable()).unwrap();
        assert_eq!(
            Threads::new(None, absent).err().unwrap().kind(),
            "kernel-unavailable"
        );
    }
}
