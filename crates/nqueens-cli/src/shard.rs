//! `count --shard I/K`, `count --checkpoint FILE` and `merge`: counts that are split across
//! batch jobs or survive a kill. The record format and the summing rule are the core's
//! [`ledger`]; this module only runs the units and prints.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::mpsc;
use std::time::Instant;

use nqueens_core::count::{self, Kernel};
use nqueens_core::ledger::{self, Checkpoint, Header, Ledger, Record, Shard, Total};
use nqueens_core::oeis;
use rayon::prelude::*;
use serde_json::json;

use crate::progress::Progress;

/// Where finished units go: a checkpoint file synced after every unit, or memory (a shard
/// without a checkpoint, printed at the end).
enum Sink {
    File(Checkpoint),
    Memory(Ledger),
}

impl Sink {
    fn ledger(&self) -> &Ledger {
        match self {
            Sink::File(ck) => ck.ledger(),
            Sink::Memory(l) => l,
        }
    }

    fn record(&mut self, records: &[Record]) -> Result<(), String> {
        match self {
            Sink::File(ck) => ck.record_batch(records).map_err(|e| e.to_string()),
            Sink::Memory(l) => {
                l.records.extend_from_slice(records);
                Ok(())
            }
        }
    }
}

/// Counts the units of `shard` not yet in the checkpoint (all of them without one), recording
/// each as it finishes. A whole count prints the totals summed from the record; a shard prints
/// its record (the ledger format) for `nqueens merge`.
pub fn count(
    n: usize,
    threads: Option<usize>,
    kernel: Kernel,
    shard: Option<Shard>,
    checkpoint: Option<&Path>,
    json: bool,
) -> Result<ExitCode, String> {
    if threads == Some(0) {
        return Err("--threads must be at least 1".to_owned());
    }
    let plan = count::plan(n).map_err(|e| e.to_string())?;
    let slice = shard.unwrap_or(Shard::WHOLE);
    let sink = match checkpoint {
        Some(path) => Sink::File(Checkpoint::open(path, &plan, slice).map_err(|e| e.to_string())?),
        None => Sink::Memory(Ledger {
            header: Header::new(&plan, slice),
            records: Vec::new(),
            complete_len: 0,
        }),
    };
    let todo = sink.ledger().missing();
    let resumed = sink.ledger().records.len();
    let before: Vec<usize> = sink.ledger().records.iter().map(|r| r.unit).collect();
    let progress = Progress::start(&plan, &todo, &before);
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads.unwrap_or(0))
        .build()
        .map_err(|e| format!("cannot start threads: {e}"))?;
    let started = Instant::now();
    let mut sink = sink;
    // The threads count; this one records. Whatever finished during the last write goes into
    // the next one, so a checkpoint costs one sync per write, not one per unit.
    let (tx, rx) = mpsc::channel::<Record>();
    let counted = std::thread::scope(|s| {
        let counting = s.spawn(|| {
            pool.install(|| {
                todo.par_iter().try_for_each_with(tx, |tx, &id| {
                    let tally = count::count_unit_with(n, &plan.units[id], kernel)
                        .map_err(|e| e.to_string())?;
                    progress.counted(id, &tally);
                    // A closed channel means recording failed; that error is reported below.
                    tx.send(Record { unit: id, tally })
                        .map_err(|_| String::new())
                })
            })
        });
        let recorded = (|| {
            while let Ok(first) = rx.recv() {
                let mut batch = vec![first];
                batch.extend(rx.try_iter());
                sink.record(&batch)?;
            }
            Ok::<(), String>(())
        })();
        drop(rx);
        let counted = counting
            .join()
            .map_err(|_| "a counting thread failed".to_owned())?;
        recorded.and(counted)
    });
    progress.finish();
    counted?;
    let seconds = started.elapsed().as_secs_f64();
    let ledger = sink.ledger();
    if shard.is_some() {
        print_ledger(ledger);
        return Ok(ExitCode::SUCCESS);
    }
    let total = ledger::sum(&[(
        checkpoint.map_or("the count".into(), |p| p.display().to_string()),
        ledger.clone(),
    )])
    .map_err(|e| e.to_string())?;
    if json {
        let report = json!({
            "n": n,
            "solutions": total.tally.solutions,
            "fundamental": total.tally.fundamental,
            "nodes": total.tally.nodes,
            "units": total.units,
            "resumed_units": resumed,
            "counted_units": todo.len(),
            "seconds": seconds,
            "threads": pool.current_num_threads(),
            "kernel": kernel.name(),
        });
        println!("{report}");
    } else {
        print_total(&total);
        println!(
            "# {} units: {resumed} from the checkpoint, {} counted in {seconds:.3} s on {} threads ({kernel} kernel)",
            total.units,
            todo.len(),
            pool.current_num_threads()
        );
    }
    Ok(ExitCode::SUCCESS)
}

/// The ledger in plan order, so two runs of a shard print the same text.
fn print_ledger(ledger: &Ledger) {
    use std::io::Write;
    let mut records = ledger.records.clone();
    records.sort_by_key(|r| r.unit);
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    let mut text = ledger.header.to_line();
    text.push('\n');
    for r in &records {
        text.push_str(&r.to_line());
        text.push('\n');
    }
    if out
        .write_all(text.as_bytes())
        .and_then(|_| out.flush())
        .is_err()
    {
        std::process::exit(2);
    }
}

fn print_total(total: &Total) {
    let (n, t) = (total.n, total.tally);
    println!(
        "N = {n}: {} solutions, {} fundamental",
        t.solutions, t.fundamental
    );
    if let Some((all, fundamental)) = oeis::known_counts(n) {
        let verdict = if (all, fundamental) == (t.solutions, t.fundamental) {
            "matches"
        } else {
            "DIFFERS FROM"
        };
        println!("# {verdict} OEIS A000170 = {all}, A002562 = {fundamental}");
    }
}

/// Sums shard outputs or checkpoints; refuses (exit 2) missing, duplicate or foreign ones.
pub fn merge(files: &[PathBuf], json: bool) -> Result<ExitCode, String> {
    let mut ledgers = Vec::with_capacity(files.len());
    for path in files {
        let name = path.display().to_string();
        let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {name}: {e}"))?;
        let ledger = Ledger::parse(&text).map_err(|e| format!("{name}: {e}"))?;
        if ledger.complete_len < text.len() {
            return Err(format!(
                "{name}: its last line is incomplete (the job was killed while writing?); \
                 rerun that shard with the same --checkpoint"
            ));
        }
        ledgers.push((name, ledger));
    }
    let total = ledger::sum(&ledgers).map_err(|e| e.to_string())?;
    if json {
        let report = json!({
            "n": total.n,
            "solutions": total.tally.solutions,
            "fundamental": total.tally.fundamental,
            "nodes": total.tally.nodes,
            "units": total.units,
            "files": files.len(),
        });
        println!("{report}");
    } else {
        print_total(&total);
        println!("# {} units from {} files", total.units, files.len());
    }
    Ok(ExitCode::SUCCESS)
}
