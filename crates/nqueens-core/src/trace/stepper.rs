//! The stepper: runs one engine an event at a time and lets the timeline be scrubbed.
//!
//! The engines only go forward (undoing propagation would need a trail per event), so going
//! back replays from a checkpoint: a copy of the engine taken every `spacing` events. The
//! engines are deterministic, so a replayed state is the state first reached. The copies are
//! small (a few hundred bytes of fixed arrays plus the decision stack) and their number is
//! capped by doubling the spacing, so memory stays bounded on long runs while `back()` costs at
//! most one spacing of replay.

use super::code;
use super::cp::{Cp, Pick};
use super::event::{Event, Failure};
use super::machine::Machine;
use super::narrate::{narrate, Context};
use super::rows::{Lookup, Scan, Walk};
use super::setup::Setup;
use super::state::{columns, StepState, StepStats};
use super::{Constraints, StepStrategy};
use crate::board::Square;
use crate::error::{Error, Result};
use crate::names::vocabulary;
use crate::words::msg;

/// Most events [`Stepper::run_to`] takes before giving control back, so "run to the end" on a
/// large board cannot freeze a browser tab: well under a second natively even for CP (about
/// half a microsecond per event). Calling again continues.
pub const MAX_RUN_EVENTS: u64 = 200_000;

/// Checkpoint spacing at the start: `back()` replays at most this many events until a run gets
/// long enough to thin the checkpoints.
const FIRST_SPACING: u64 = 64;

/// Most checkpoints kept; past it every other one goes and the spacing doubles.
const MAX_CHECKPOINTS: usize = 512;

/// Whether the search stops at its first solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StepMode {
    FirstSolution,
    /// The CLI's `--all`: enumerate every solution, as the guide's statistics do.
    AllSolutions,
}

vocabulary! {
    /// Where [`Stepper::run_to`] stops.
    pub enum Target: "run target" {
        /// The next `Solution` event.
        Solution => "solution",
        /// The next `DeadEnd` event.
        DeadEnd => "dead-end",
        /// The `Finished` event.
        End => "end",
    }
}

vocabulary! {
    /// Why [`Stepper::run_to`] returned.
    pub enum Stop: "stop" {
        /// The last event taken is the one asked for.
        Reached => "reached",
        /// The search finished before reaching it.
        Finished => "finished",
        /// The event budget ran out first; calling again continues.
        Capped => "capped",
    }
}

/// One engine per strategy. The CP engine is boxed: its table of reasons is ten times the size
/// of the walk, and checkpoints copy engines.
#[derive(Clone, Debug)]
enum Engine {
    Scan(Walk<Scan>),
    Lookup(Walk<Lookup>),
    Cp(Box<Cp>),
}

impl Engine {
    fn new(setup: &Setup, strategy: StepStrategy) -> Engine {
        match strategy {
            StepStrategy::Backtracking => Engine::Scan(Walk::new(setup, Scan)),
            StepStrategy::Lookup => Engine::Lookup(Walk::new(setup, Lookup::new(setup))),
            StepStrategy::Cp => Engine::Cp(Box::new(Cp::new(setup, Pick::FirstUnbound))),
            StepStrategy::CpFirstFail => Engine::Cp(Box::new(Cp::new(setup, Pick::FirstFail))),
        }
    }

    fn machine(&self) -> &dyn Machine {
        match self {
            Engine::Scan(walk) => walk,
            Engine::Lookup(walk) => walk,
            Engine::Cp(cp) => cp.as_ref(),
        }
    }

    fn machine_mut(&mut self) -> &mut dyn Machine {
        match self {
            Engine::Scan(walk) => walk,
            Engine::Lookup(walk) => walk,
            Engine::Cp(cp) => cp.as_mut(),
        }
    }
}

/// A copy of the engine after `position` events.
#[derive(Clone, Debug)]
struct Checkpoint {
    position: u64,
    engine: Engine,
    last: Option<Event>,
    latest: Option<Vec<u32>>,
}

/// What a traced search found so far: the last line of `nqueens trace --json` and Python's
/// `Trace.stats()`, in one shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Summary {
    pub n: usize,
    pub strategy: StepStrategy,
    pub solutions: u64,
    pub failures: u64,
    pub branches: u64,
    pub nodes: u64,
    pub backtracks: u64,
    pub checks: u64,
    pub examined: u64,
    pub removals: u64,
    /// True once the search has ended (at its first solution, or after all of them).
    pub finished: bool,
}

/// A search a person steps through, forward and backward.
///
/// Fixed queens that attack each other are not an error: the search starts, reports the clash
/// as a dead end (counted as one failure) and finishes with no solution, so the page can show
/// the two queens and say why.
#[derive(Clone, Debug)]
pub struct Stepper {
    strategy: StepStrategy,
    mode: StepMode,
    constraints: Constraints,
    n: usize,
    fixed: usize,
    engine: Engine,
    position: u64,
    last: Option<Event>,
    /// The latest solution found so far.
    latest: Option<Vec<u32>>,
    /// Sorted by position; the first is always the start.
    checkpoints: Vec<Checkpoint>,
    spacing: u64,
}

impl Stepper {
    /// A search on an `n` x `n` board (1 to [`super::MAX_STEP_N`]) that keeps the `fixed`
    /// queens. Squares off the board are an error; a repeated square counts once.
    pub fn create(
        n: usize,
        strategy: StepStrategy,
        fixed: &[Square],
        mode: StepMode,
    ) -> Result<Stepper> {
        Stepper::create_with(n, strategy, fixed, mode, Constraints::ALL)
    }

    /// [`Stepper::create`] posting only some of the model's constraints (the PyCSP3 tutorial's lesson,
    /// which adds them one at a time): the CP strategies propagate only those; the plain walks
    /// test every line and refuse anything less than all three.
    pub fn create_with(
        n: usize,
        strategy: StepStrategy,
        fixed: &[Square],
        mode: StepMode,
        constraints: Constraints,
    ) -> Result<Stepper> {
        if !strategy.propagates() && !constraints.is_all() {
            return Err(Error::Argument(msg!(
                "error.constraints.strategy",
                strategy = strategy.name()
            )));
        }
        let mut setup = Setup::new(n, fixed, mode == StepMode::AllSolutions)?;
        setup.constraints = constraints;
        let engine = Engine::new(&setup, strategy);
        Ok(Stepper {
            strategy,
            mode,
            constraints,
            n,
            fixed: setup.fixed_count(),
            checkpoints: vec![Checkpoint {
                position: 0,
                engine: engine.clone(),
                last: None,
                latest: None,
            }],
            engine,
            position: 0,
            last: None,
            latest: None,
            spacing: FIRST_SPACING,
        })
    }

    /// Takes one event; None once the search has finished.
    pub fn step(&mut self) -> Option<Event> {
        let event = self.engine.machine_mut().next_event()?;
        self.position += 1;
        if let Event::Solution(cols) = &event {
            self.latest = Some(cols.clone());
        }
        self.last = Some(event.clone());
        self.remember();
        Some(event)
    }

    /// Goes back one event. False at the start.
    pub fn back(&mut self) -> bool {
        if self.position == 0 {
            return false;
        }
        self.seek(self.position - 1);
        true
    }

    /// Moves to the state after `step` events, forward or backward, and returns the position
    /// reached: `step`, or the end of the search if it comes first. Going forward runs the
    /// search, so far jumps on a large board take as long as stepping there.
    pub fn seek(&mut self, step: u64) -> u64 {
        let at = self
            .checkpoints
            .partition_point(|c| c.position <= step)
            .saturating_sub(1);
        if let Some(mark) = self.checkpoints.get(at) {
            if step < self.position || mark.position > self.position {
                self.engine = mark.engine.clone();
                self.position = mark.position;
                self.last = mark.last.clone();
                self.latest = mark.latest.clone();
            }
        }
        while self.position < step && self.step().is_some() {}
        self.position
    }

    /// Steps until `target`, the end, or [`MAX_RUN_EVENTS`] events.
    pub fn run_to(&mut self, target: Target) -> Stop {
        self.run_to_within(target, MAX_RUN_EVENTS)
    }

    /// [`Stepper::run_to`] with a budget of `max_events`.
    pub fn run_to_within(&mut self, target: Target, max_events: u64) -> Stop {
        for _ in 0..max_events {
            let Some(event) = self.step() else {
                return Stop::Finished;
            };
            let hit = match target {
                Target::Solution => matches!(event, Event::Solution(_)),
                Target::DeadEnd => event.is_dead_end(),
                Target::End => matches!(event, Event::Finished { .. }),
            };
            if hit {
                return Stop::Reached;
            }
            if matches!(event, Event::Finished { .. }) {
                return Stop::Finished;
            }
        }
        Stop::Capped
    }

    /// Events taken so far.
    pub fn position(&self) -> u64 {
        self.position
    }

    /// True once the `Finished` event has been taken.
    pub fn is_finished(&self) -> bool {
        matches!(self.last, Some(Event::Finished { .. }))
    }

    pub fn stats(&self) -> StepStats {
        self.engine.machine().stats()
    }

    /// The search and its counters so far.
    pub fn summary(&self) -> Summary {
        let s = self.stats();
        Summary {
            n: self.n,
            strategy: self.strategy,
            solutions: s.solutions,
            failures: s.failures,
            branches: s.branches,
            nodes: s.nodes,
            backtracks: s.backtracks,
            checks: s.checks,
            examined: s.examined,
            removals: s.removals,
            finished: self.is_finished(),
        }
    }

    pub fn n(&self) -> usize {
        self.n
    }

    pub fn strategy(&self) -> StepStrategy {
        self.strategy
    }

    pub fn mode(&self) -> StepMode {
        self.mode
    }

    /// The constraints the search posts.
    pub fn constraints(&self) -> Constraints {
        self.constraints
    }

    /// Everything to draw for the current position.
    ///
    /// Once a search for every solution has finished, it has backed out of every branch, so the
    /// board shows what it started from (the fixed queens alone), not the last dead end it left.
    pub fn state(&self) -> StepState {
        let stats = self.engine.machine().stats();
        let back_at_start = self.is_finished() && self.mode == StepMode::AllSolutions;
        let machine = if back_at_start {
            self.checkpoints[0].engine.machine()
        } else {
            self.engine.machine()
        };
        let n = self.n;
        let context = Context {
            strategy: self.strategy,
            n,
            fixed: self.fixed,
            all: self.mode == StepMode::AllSolutions,
            solutions: stats.solutions,
            constraints: self.constraints,
        };
        StepState {
            n,
            strategy: self.strategy,
            position: self.position,
            queens: machine.queens(),
            cells: (0..n * n).map(|i| machine.cell(i / n, i % n)).collect(),
            trying: self.last.as_ref().and_then(Event::square),
            dead_end: match self.last {
                Some(Event::DeadEnd(Failure::Empty { row })) => Some(row),
                _ => None,
            },
            domains: (0..n).map(|row| columns(machine.domain(row))).collect(),
            stats,
            narration: narrate(&context, self.last.as_ref()),
            constraints: self.constraints,
            line: code::line(self.strategy, self.last.as_ref()),
            spot: code::spot(self.strategy, self.last.as_ref()),
            latest: self.latest.clone(),
            last: self.last.clone(),
            finished: self.is_finished(),
            stack: if self.is_finished() {
                Vec::new()
            } else {
                machine.frames()
            },
        }
    }

    /// Keeps a checkpoint at every multiple of the spacing reached for the first time.
    fn remember(&mut self) {
        let newest = self.checkpoints.last().map_or(0, |c| c.position);
        if !self.position.is_multiple_of(self.spacing) || self.position <= newest {
            return;
        }
        self.checkpoints.push(Checkpoint {
            position: self.position,
            engine: self.engine.clone(),
            last: self.last.clone(),
            latest: self.latest.clone(),
        });
        if self.checkpoints.len() > MAX_CHECKPOINTS {
            self.spacing *= 2;
            let spacing = self.spacing;
            self.checkpoints.retain(|c| c.position % spacing == 0);
        }
    }
}

/// The events of the search, from the current position on.
impl Iterator for Stepper {
    type Item = Event;

    fn next(&mut self) -> Option<Event> {
        self.step()
    }
}
