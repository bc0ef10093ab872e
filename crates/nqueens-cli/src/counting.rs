//! `count N` (whole, `--shard I/K`, `--checkpoint FILE`), `merge` and `kernels`. Counting runs
//! on the core's rayon pool (`parallel`), the record and the summing rule are the core's
//! [`ledger`]; this module only chooses where finished units go and prints (the progress line
//! included).

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use nqueens_core::count::{self, Kernel};
use nqueens_core::ledger::{self, Checkpoint, Header, Ledger, Record, Shard, Total};
use nqueens_core::{oeis, Error};
use nqueens_gpu::Counter;
use serde_json::json;

use crate::progress::Progress;

/// Where finished units go: a checkpoint file synced after every batch, or memory.
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

    fn record(&mut self, records: &[Record]) -> Result<(), Error> {
        match self {
            Sink::File(ck) => ck.record_batch(records),
            Sink::Memory(l) => l.add(records),
        }
    }
}

/// Counts the units of `shard` not yet in the checkpoint (all of them without one) on
/// `counter` (threads or a graphics adapter), recording each batch as it finishes. A whole
/// count prints the totals summed from the record by the core's rule; a shard prints its
/// record (the ledger format) for `nqueens merge`.
pub fn count(
    n: usize,
    counter: &Counter,
    shard: Option<Shard>,
    checkpoint: Option<&Path>,
    json: bool,
) -> Result<ExitCode, String> {
    let kernel = counter.kernel();
    let plan = count::plan(n).map_err(|e| e.to_string())?;
    let slice = shard.unwrap_or(Shard::WHOLE);
    let mut sink = match checkpoint {
        Some(path) => Sink::File(Checkpoint::open(path, &plan, slice).map_err(|e| e.to_string())?),
        None => Sink::Memory(Ledger::empty(Header::new(&plan, slice))),
    };
    let todo = sink.ledger().missing();
    let resumed = sink.ledger().records().len();
    let before: Vec<usize> = sink.ledger().records().iter().map(|r| r.unit).collect();
    let progress = Progress::start(&plan, &todo, &before);
    let started = Instant::now();
    let counted = counter.run(&plan, &todo, Duration::from_millis(200), |batch| {
        if batch.is_empty() {
            Ok(())
        } else {
            sink.record(batch)?;
            progress.counted(batch);
            Ok(())
        }
    });
    progress.finish();
    counted.map_err(|e: Error| e.to_string())?;
    let seconds = started.elapsed().as_secs_f64();
    let ledger = sink.ledger();
    if shard.is_some() {
        print_ledger(ledger);
        return Ok(ExitCode::SUCCESS);
    }
    let name = checkpoint.map_or("the count".into(), |p| p.display().to_string());
    let total = ledger.total(&name).map_err(|e| e.to_string())?;
    if json {
        let mut report = json!({
            "n": n,
            "solutions": total.tally.solutions,
            "fundamental": total.tally.fundamental,
            "nodes": total.tally.nodes,
            "units": total.units,
            "resumed_units": resumed,
            "counted_units": todo.len(),
            "seconds": seconds,
            "threads": counter.threads(),
            "kernel": kernel.name(),
        });
        if let Some(adapter) = counter.adapter() {
            report["adapter"] = adapter.into();
        }
        println!("{report}");
    } else {
        print_total(&total);
        let from_checkpoint = if checkpoint.is_some() {
            format!("{resumed} from the checkpoint, ")
        } else {
            String::new()
        };
        let on = match counter.adapter() {
            Some(adapter) => adapter,
            None => format!("{} threads", counter.threads()),
        };
        println!(
            "# {} nodes; {} units: {from_checkpoint}{} counted in {seconds:.3} s on {on} ({kernel} kernel)",
            total.tally.nodes,
            total.units,
            todo.len(),
        );
    }
    Ok(ExitCode::SUCCESS)
}

/// The ledger in plan order, so two runs of a shard print the same text.
fn print_ledger(ledger: &Ledger) {
    use std::io::Write;
    let mut records = ledger.records().to_vec();
    records.sort_by_key(|r| r.unit);
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    let text = ledger.header().empty_ledger() + &Record::lines(&records);
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

/// Sums shard outputs or checkpoints; refuses (exit 2) missing, duplicate, foreign, torn or
/// malformed ones.
pub fn merge(files: &[PathBuf], json: bool) -> Result<ExitCode, String> {
    let total = ledger::merge_files(files).map_err(|e| e.to_string())?;
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

/// Every CPU kernel, whether it runs here (and if not, why), and the one `count` would use;
/// then the graphics adapters and the one `--kernel gpu` would use.
pub fn kernels(json: bool) -> Result<ExitCode, String> {
    let chosen = Kernel::configured();
    let cpu = Kernel::ALL.into_iter().filter(|&k| k != Kernel::Gpu);
    let adapters = nqueens_gpu::adapters();
    // The adapter `--kernel gpu` opens, or why none; nothing is opened to list them.
    let gpu = nqueens_gpu::choose(None);
    if json {
        let kernels: Vec<_> = cpu
            .map(|k| json!({"name": k.name(), "runnable": k.is_runnable(), "missing": k.missing()}))
            .collect();
        let adapters: Vec<_> = adapters
            .iter()
            .map(|a| json!({"name": a.name, "backend": a.backend, "kind": a.kind, "software": a.software, "label": a.label()}))
            .collect();
        let report = json!({
            "kernels": kernels,
            "chosen": chosen.as_ref().ok().map(|k| k.name()),
            "error": chosen.as_ref().err().map(|e| e.to_string()),
            "adapters": adapters,
            "gpu": gpu.as_ref().ok().map(|a| a.label()),
            "gpu_error": gpu.as_ref().err().map(|e| e.to_string()),
        });
        println!("{report}");
        return Ok(ExitCode::SUCCESS);
    }
    for k in cpu {
        let note = match k.missing() {
            None if chosen == Ok(k) => "runs here; count uses it".to_owned(),
            None => "runs here".to_owned(),
            Some(why) => format!("cannot run here: {why}"),
        };
        println!("{:<8} {note}", k.name());
    }
    let note = match &gpu {
        Ok(a) => format!("counts on {} (--kernel gpu)", a.label()),
        Err(e) => e.to_string().replacen("the gpu kernel ", "", 1),
    };
    println!("{:<8} {note}", Kernel::Gpu.name());
    for a in &adapters {
        let software = if a.software {
            ", software: counts only when named (--adapter)"
        } else {
            ""
        };
        println!("  adapter: {} [{}{software}]", a.label(), a.kind);
    }
    chosen.map_err(|e| e.to_string())?;
    Ok(ExitCode::SUCCESS)
}
