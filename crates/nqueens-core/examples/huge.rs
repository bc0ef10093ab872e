//! Finds one solution for a huge N and checks it, one line per seed:
//! `method n seed seconds verified`. Used by `scripts/bench-huge.sh`; the seconds cover the
//! solver only, not the check.
//!
//! ```text
//! cargo run --release -p nqueens-core --example huge -- local 10000000 1 2 3
//! cargo run --release -p nqueens-core --example huge -- construct 100000000
//! ```
//!
//! With `-v` first, the last progress report of each local search, the time each phase began
//! and the time the check took go to standard error.

use std::ops::ControlFlow;
use std::process::ExitCode;
use std::time::Instant;

use nqueens_core::construct::{construct, verify_placement};
use nqueens_core::local_search::{min_conflicts, Progress};

const USAGE: &str = "usage: huge [-v] local|construct N [SEED...]   \
                     (prints: method n seed seconds verified)";

fn main() -> ExitCode {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let verbose = args.first().is_some_and(|a| a == "-v");
    if verbose {
        args.remove(0);
    }
    let (Some(method), Some(n)) = (args.first(), args.get(1)) else {
        eprintln!("{USAGE}");
        return ExitCode::FAILURE;
    };
    let Ok(n) = n.parse::<usize>() else {
        eprintln!("not a board size: {n}");
        return ExitCode::FAILURE;
    };
    let mut seeds = Vec::new();
    for s in &args[2..] {
        let Ok(seed) = s.parse::<u64>() else {
            eprintln!("not a seed: {s}");
            return ExitCode::FAILURE;
        };
        seeds.push(seed);
    }
    if seeds.is_empty() {
        seeds.push(1);
    }
    for seed in seeds {
        let start = Instant::now();
        let mut last: Option<Progress> = None;
        let mut phases = Vec::new();
        let result = match method.as_str() {
            "local" => min_conflicts(n, seed, |p: &Progress| {
                if last.is_none_or(|l| l.phase != p.phase) {
                    phases.push((p.phase, start.elapsed().as_secs_f64()));
                }
                last = Some(*p);
                ControlFlow::Continue(())
            }),
            "construct" => construct(n).map(Some),
            _ => {
                eprintln!("{USAGE}");
                return ExitCode::FAILURE;
            }
        };
        let seconds = start.elapsed().as_secs_f64();
        let cols = match result {
            Ok(Some(cols)) => cols,
            Ok(None) => {
                eprintln!("stopped");
                return ExitCode::FAILURE;
            }
            Err(e) => {
                eprintln!("{e}");
                return ExitCode::FAILURE;
            }
        };
        let check = Instant::now();
        let verified = match verify_placement(&cols) {
            Ok(()) => "yes".to_string(),
            Err(why) => format!("NO: {why}"),
        };
        if verbose {
            eprintln!("{last:?}");
            let starts: Vec<String> = phases
                .iter()
                .map(|(p, t)| format!("{p:?} {t:.3}"))
                .collect();
            eprintln!("phases from (s): {}", starts.join(", "));
            eprintln!("check: {:.3} s", check.elapsed().as_secs_f64());
        }
        let seed = if method == "local" {
            seed.to_string()
        } else {
            "-".to_string()
        };
        println!("{method} {n} {seed} {seconds:.4} {verified}");
    }
    ExitCode::SUCCESS
}
