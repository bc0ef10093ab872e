//! The live progress line of a count (plain, `--checkpoint` or `--shard`), drawn on standard
//! error while it is a terminal (the bar takes the width the rest leaves) and not at all otherwise, so pipes, logs and batch jobs get
//! exactly the output they got before.
//!
//! ```text
//! N = 19 ▕███████████████▍                    ▏  43% · 2,609/7,432 units · 5.60 G nodes/s · 6s elapsed, ~8s left
//! ```
//!
//! The bar advances by each unit's expected work, not by units: the plan puts its largest units
//! first, so counting units would crawl at the start and race at the end, and so would the
//! time left.

use std::io::IsTerminal;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use indicatif::{HumanDuration, ProgressBar, ProgressDrawTarget, ProgressState, ProgressStyle};
use nqueens_core::count::Plan;
use nqueens_core::ledger::Record;

/// What the line shows beside the bar, updated by the counting threads.
#[derive(Default)]
struct Done {
    units: AtomicUsize,
    nodes: AtomicU64,
}

pub struct Progress {
    bar: Option<ProgressBar>,
    /// Expected work of each unit of the plan, by position (empty when nothing is drawn).
    work: Vec<u64>,
    done: Arc<Done>,
}

impl Progress {
    /// The line for counting the units `todo` of `plan`, `before` of the same slice having been
    /// counted already (a resumed checkpoint); nothing is drawn unless standard error is a
    /// terminal.
    pub fn start(plan: &Plan, todo: &[usize], before: &[usize]) -> Progress {
        let done = Arc::new(Done::default());
        if !std::io::stderr().is_terminal() {
            return Progress {
                bar: None,
                work: Vec::new(),
                done,
            };
        }
        let work: Vec<u64> = plan.units.iter().map(|u| u.expected_work()).collect();
        let sum = |ids: &[usize]| ids.iter().map(|&id| work[id]).sum::<u64>();
        let resumed = sum(before);
        let bar =
            ProgressBar::with_draw_target(Some(sum(todo) + resumed), ProgressDrawTarget::stderr())
                .with_style(style(plan.n, before.len() + todo.len(), resumed, &done))
                .with_position(resumed);
        done.units.store(before.len(), Ordering::Relaxed);
        bar.reset_eta();
        bar.enable_steady_tick(Duration::from_millis(200));
        Progress {
            bar: Some(bar),
            work,
            done,
        }
    }

    /// A batch of units has been counted and recorded.
    pub fn counted(&self, batch: &[Record]) {
        if let Some(bar) = &self.bar {
            for r in batch {
                self.done.units.fetch_add(1, Ordering::Relaxed);
                self.done.nodes.fetch_add(r.tally.nodes, Ordering::Relaxed);
                bar.inc(self.work[r.unit]);
            }
        }
    }

    /// Takes the line away before the result is printed.
    pub fn finish(&self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}

/// The line's look: `resumed` is the work done before this run, which tells nothing of the
/// time left.
fn style(n: usize, units: usize, resumed: u64, done: &Arc<Done>) -> ProgressStyle {
    let (units_done, rate_done) = (done.clone(), done.clone());
    let started = Instant::now();
    ProgressStyle::with_template(&format!(
        "N = {n} ▕{{wide_bar}}▏ {{percent:>3}}% · {{units}} · {{rate}} · {{elapsed}} elapsed, {{left}}"
    ))
    .expect("the template is valid")
    .progress_chars("█▉▊▋▌▍▎▏ ")
    .with_key("units", move |_: &ProgressState, w: &mut dyn std::fmt::Write| {
        let done = units_done.units.load(Ordering::Relaxed);
        let _ = write!(w, "{}/{} units", grouped(done as u64), grouped(units as u64));
    })
    .with_key("left", move |state: &ProgressState, w: &mut dyn std::fmt::Write| {
        // The rate of this run's work so far (the units' expected work, not their number);
        // until this run has counted something there is no rate to tell the time left by.
        let counted = state.pos().saturating_sub(resumed);
        let left = state.len().unwrap_or(0).saturating_sub(state.pos());
        let _ = if counted > 0 {
            let seconds = state.elapsed().as_secs_f64() * left as f64 / counted as f64;
            write!(w, "~{:#} left", HumanDuration(Duration::from_secs_f64(seconds)))
        } else {
            write!(w, "time left to come")
        };
    })
    .with_key("rate", move |_: &ProgressState, w: &mut dyn std::fmt::Write| {
        let nodes = rate_done.nodes.load(Ordering::Relaxed) as f64;
        let rate = nodes / started.elapsed().as_secs_f64().max(1e-3);
        let _ = write!(w, "{} nodes/s", si(rate));
    })
}

/// 1234567 as "1,234,567".
fn grouped(value: u64) -> String {
    let digits = value.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// A number with an SI prefix: "1.43 G", "812.0 M", "12".
fn si(value: f64) -> String {
    match value {
        v if v >= 1e9 => format!("{:.2} G", v / 1e9),
        v if v >= 1e6 => format!("{:.1} M", v / 1e6),
        v if v >= 1e3 => format!("{:.1} k", v / 1e3),
        v => format!("{v:.0}"),
    }
}

#[cfg(test)]
mod tests {
    use super::{grouped, si};

    #[test]
    fn numbers_read_as_people_write_them() {
        assert_eq!(grouped(0), "0");
        assert_eq!(grouped(999), "999");
        assert_eq!(grouped(1000), "1,000");
        assert_eq!(grouped(4319), "4,319");
        assert_eq!(grouped(1_234_567), "1,234,567");
        assert_eq!(si(1.43e9), "1.43 G");
        assert_eq!(si(812e6), "812.0 M");
        assert_eq!(si(2500.0), "2.5 k");
        assert_eq!(si(12.0), "12");
    }
}
