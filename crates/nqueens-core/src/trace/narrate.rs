//! One sentence per event, for the caption under the board and for the CLI's step mode, as a
//! message of the catalogs (`narrate.*`). The wording follows the guide's walk-through and the
//! tutorials' vocabulary (`q[i]`, `slashCode`, `backslashCode`); rows and columns are 0-based, as
//! everywhere in the crate.

use super::event::{Cause, Event, Failure};
use super::state::first_clash;
use super::{Constraints, StepStrategy};
use crate::attacks::Line;
use crate::board::Square;
use crate::words::{self, msg, Arg, Message};

/// What the sentence may refer to besides the event.
pub(super) struct Context {
    pub strategy: StepStrategy,
    pub n: usize,
    pub fixed: usize,
    pub all: bool,
    /// Solutions found so far, including the one the event may report.
    pub solutions: u64,
    /// The constraints posted: with fewer than all three, a "solution" may not be one.
    pub constraints: Constraints,
}

/// The caption for the state reached by `last` (None: nothing happened yet).
pub(super) fn narrate(ctx: &Context, last: Option<&Event>) -> Message {
    let Some(event) = last else {
        return msg!(
            "narrate.ready",
            n = ctx.n,
            fixed = ctx.fixed,
            strategy = ctx.strategy.title(),
            goal = if ctx.all { "all" } else { "first" }
        );
    };
    let cp = ctx.strategy.propagates();
    match event {
        Event::Place { row, col } => msg!(
            if cp {
                "narrate.place.cp"
            } else {
                "narrate.place"
            },
            row = *row,
            col = *col
        ),
        Event::Attacked { row, col, by, line } => attacked(ctx, *row, *col, *by, *line),
        Event::Forced { row, col } => msg!("narrate.forced", row = *row, col = *col),
        Event::Prune {
            line,
            cause: Cause::Queen(by),
            removed,
        } => msg!(
            "narrate.prune.queen",
            by_row = by.row,
            by_col = by.col,
            line = line.name(),
            count = removed.len(),
            squares = squares(removed)
        ),
        Event::Prune {
            line,
            cause: Cause::Bounds { rows, lo, hi },
            removed,
        } => msg!(
            "narrate.prune.bounds",
            rows = rows.clone(),
            line = line.name(),
            lo = *lo,
            hi = *hi,
            count = removed.len(),
            squares = squares(removed)
        ),
        Event::DeadEnd(failure) => dead_end(cp, failure),
        Event::Backtrack { row, col } => msg!(
            if cp {
                "narrate.backtrack.cp"
            } else {
                "narrate.backtrack"
            },
            row = *row,
            col = *col
        ),
        Event::Solution(cols) => solution(ctx, cols),
        Event::Finished { solutions } => finished(ctx, *solutions),
    }
}

fn attacked(ctx: &Context, row: u32, col: u32, by: Square, line: Line) -> Message {
    if ctx.strategy != StepStrategy::Lookup {
        return msg!(
            "narrate.attacked",
            row = row,
            col = col,
            by_row = by.row,
            by_col = by.col,
            line = line.name()
        );
    }
    // The branch-and-bound tutorial's arrays: slashCode = row + col, backslashCode = row - col + N - 1.
    let slot = match line {
        Line::AntiDiagonal => msg!("narrate.slot.slash", index = row + col),
        Line::Diagonal => msg!(
            "narrate.slot.backslash",
            offset = ctx.n - 1,
            index = row as usize + ctx.n - 1 - col as usize
        ),
        Line::Column | Line::Row => msg!("narrate.slot.cols", col = col),
    };
    msg!(
        "narrate.taken",
        row = row,
        col = col,
        slot = slot,
        by_row = by.row
    )
}

fn dead_end(cp: bool, failure: &Failure) -> Message {
    match failure {
        Failure::Empty { row } => msg!(
            if cp {
                "narrate.dead-end.empty.cp"
            } else {
                "narrate.dead-end.empty"
            },
            row = *row
        ),
        Failure::Crowded { line, rows, lo, hi } => msg!(
            "narrate.dead-end.crowded",
            rows = rows.clone(),
            line = line.name(),
            lo = *lo,
            hi = *hi,
            count = hi - lo + 1
        ),
        Failure::Clash { a, b, line } => msg!(
            "narrate.dead-end.clash",
            a_row = a.row,
            a_col = a.col,
            b_row = b.row,
            b_col = b.col,
            line = line.name()
        ),
    }
}

/// A solution of the posted constraints; with fewer than all three, whether it is one of
/// N-Queens too (or the first pair of queens the missing constraints would have kept apart).
fn solution(ctx: &Context, cols: &[u32]) -> Message {
    if ctx.constraints.is_all() {
        return msg!("narrate.solution", k = ctx.solutions, cols = cols.to_vec());
    }
    let posted: Vec<&'static str> = ctx
        .constraints
        .lines()
        .into_iter()
        .map(Constraints::written)
        .collect();
    match first_clash(cols) {
        Some((a, b, line)) => msg!(
            "narrate.solution.partial.clash",
            posted = posted,
            cols = cols.to_vec(),
            a = a,
            b = b,
            line = line.name()
        ),
        None => msg!(
            "narrate.solution.partial",
            posted = posted,
            cols = cols.to_vec()
        ),
    }
}

/// The last sentence says what the board shows then: the first solution, or (every branch
/// tried) the board the search started from.
fn finished(ctx: &Context, solutions: u64) -> Message {
    if solutions == 1 && !ctx.all {
        return msg!("narrate.finished.first");
    }
    msg!("narrate.finished", solutions = solutions, fixed = ctx.fixed)
}

/// `(row, col)` squares, shortened past a handful so the caption stays one line.
fn squares(list: &[Square]) -> Message {
    const SHOWN: usize = 6;
    let shown: Vec<Arg> = list
        .iter()
        .take(SHOWN)
        .map(|sq| words::square(sq.row, sq.col).into())
        .collect();
    msg!(
        "narrate.squares",
        shown = Arg::List(shown),
        more = list.len().saturating_sub(SHOWN)
    )
}
