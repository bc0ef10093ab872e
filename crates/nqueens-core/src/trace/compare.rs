//! Strategies side by side: the same board searched by each step-engine strategy, with the
//! figures a class compares (nodes, failures, branches, solutions) and each one's first
//! solution. The runs are the step view's own engines, so the figures are exactly what the step
//! view counts, and the CP ones are the OR-Tools original solver's for the same model.

use super::event::Event;
use super::stepper::{StepMode, Stepper};
use super::{StepStats, StepStrategy};
use crate::board::Square;
use crate::clock::Stopwatch;
use crate::error::Result;

/// One strategy's run.
#[derive(Clone, Debug, PartialEq)]
pub struct Run {
    pub strategy: StepStrategy,
    pub stats: StepStats,
    /// Events the step view would show for the same run.
    pub events: u64,
    /// The first solution found, as columns by row; `None` if there is none (or the run was
    /// stopped first).
    pub first_solution: Option<Vec<u32>>,
    /// False when `max_events` ran out first: the figures then cover the search so far.
    pub finished: bool,
    /// Native only (0 on wasm32, where the bindings time the call with the browser's clock).
    pub seconds: f64,
}

/// Runs `strategy` on an `n` x `n` board keeping the `fixed` queens, to the first solution or
/// through all of them, for at most `max_events` events (a class's patience, and a bound on a
/// browser worker's time).
pub fn run(
    n: usize,
    strategy: StepStrategy,
    fixed: &[Square],
    mode: StepMode,
    max_events: u64,
) -> Result<Run> {
    let clock = Stopwatch::start();
    let mut stepper = Stepper::create(n, strategy, fixed, mode)?;
    let mut first_solution = None;
    let mut events = 0;
    let mut finished = false;
    while events < max_events {
        let Some(event) = stepper.step() else {
            finished = true;
            break;
        };
        events += 1;
        match event {
            Event::Solution(cols) if first_solution.is_none() => first_solution = Some(cols),
            Event::Finished { .. } => {
                finished = true;
                break;
            }
            _ => {}
        }
    }
    Ok(Run {
        strategy,
        stats: stepper.stats(),
        events,
        first_solution,
        finished,
        seconds: clock.seconds(),
    })
}

/// Every strategy on the same board, in [`StepStrategy::ALL`] order.
pub fn compare(n: usize, fixed: &[Square], mode: StepMode, max_events: u64) -> Result<Vec<Run>> {
    StepStrategy::ALL
        .into_iter()
        .map(|s| run(n, s, fixed, mode, max_events))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Independent check of a placement: no two queens share a column or a diagonal.
    fn valid(cols: &[u32]) -> bool {
        cols.iter().enumerate().all(|(i, &a)| {
            cols[..i]
                .iter()
                .enumerate()
                .all(|(j, &b)| a != b && (i - j) as i64 != (i64::from(a) - i64::from(b)).abs())
        })
    }

    #[test]
    fn cp_figures_for_8_queens_are_the_or_tools_ones() {
        let runs = compare(8, &[], StepMode::AllSolutions, u64::MAX).unwrap();
        let cp = &runs[2];
        assert_eq!(cp.strategy, StepStrategy::Cp);
        assert_eq!(
            (cp.stats.solutions, cp.stats.failures, cp.stats.branches),
            (92, 304, 790)
        );
        for run in &runs {
            assert!(run.finished);
            assert_eq!(run.stats.solutions, 92, "{}", run.strategy);
            let first = run.first_solution.as_ref().unwrap();
            assert!(valid(first), "{}: {first:?}", run.strategy);
        }
        // Row by row, left to right: the lexicographically first solution.
        assert_eq!(
            runs[0].first_solution.as_deref(),
            Some(&[0, 4, 7, 5, 2, 6, 1, 3][..])
        );
        assert_eq!(runs[1].first_solution, runs[0].first_solution);
        // Both plain walks try the same squares; only their safety test differs, and the
        // lookup arrays read fewer entries than the scan compares queens.
        let (scan, lookup) = (runs[0].stats, runs[1].stats);
        assert_eq!(
            StepStats {
                examined: 0,
                ..scan
            },
            StepStats {
                examined: 0,
                ..lookup
            }
        );
        assert!(lookup.examined < scan.examined, "{lookup:?} {scan:?}");
        assert!(lookup.examined <= 3 * lookup.checks);
        assert_eq!(scan.checks, scan.branches);
    }

    #[test]
    fn fixed_queens_and_first_solution_mode() {
        let fixed = [Square::new(0, 0)];
        for run in compare(8, &fixed, StepMode::AllSolutions, u64::MAX).unwrap() {
            assert_eq!(run.stats.solutions, 4, "{}", run.strategy);
            assert_eq!(run.first_solution.as_ref().unwrap()[0], 0);
        }
        for run in compare(8, &fixed, StepMode::FirstSolution, u64::MAX).unwrap() {
            assert_eq!(run.stats.solutions, 1, "{}", run.strategy);
            assert!(run.finished);
            assert!(valid(run.first_solution.as_ref().unwrap()));
        }
        let none = run(3, StepStrategy::Cp, &[], StepMode::AllSolutions, u64::MAX).unwrap();
        assert_eq!(
            (none.stats.solutions, none.first_solution, none.finished),
            (0, None, true)
        );
    }

    #[test]
    fn a_budget_stops_the_run_and_says_so() {
        let capped = run(
            12,
            StepStrategy::Backtracking,
            &[],
            StepMode::AllSolutions,
            1000,
        )
        .unwrap();
        assert_eq!((capped.events, capped.finished), (1000, false));
        assert!(run(0, StepStrategy::Cp, &[], StepMode::AllSolutions, 10).is_err());
    }
}
