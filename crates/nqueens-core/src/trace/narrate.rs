//! One sentence per event, for the caption under the board and for the CLI's step mode. The
//! wording follows the guide's walk-through and the seeds' vocabulary (`q[i]`, `slashCode`,
//! `backslashCode`); rows and columns are 0-based, as everywhere in the crate.

use std::fmt::Write;

use super::event::{Cause, Event, Failure};
use super::state::first_clash;
use super::{Constraints, StepStrategy};
use crate::attacks::Line;
use crate::board::Square;

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
pub(super) fn narrate(ctx: &Context, last: Option<&Event>) -> String {
    let Some(event) = last else {
        return ready(ctx);
    };
    let cp = ctx.strategy.propagates();
    match event {
        Event::Place { row, col } if cp => {
            format!("Decision: the queen of row {row} goes to column {col} (q[{row}] = {col}).")
        }
        Event::Place { row, col } => {
            format!("The queen of row {row} goes to column {col}: no queen attacks it.")
        }
        Event::Attacked { row, col, by, line } => attacked(ctx, *row, *col, *by, *line),
        Event::Forced { row, col } => format!(
            "Row {row} has only column {col} left, so its queen goes there (q[{row}] = {col})."
        ),
        Event::Prune {
            line,
            cause,
            removed,
        } => prune(*line, cause, removed),
        Event::DeadEnd(failure) => dead_end(cp, failure),
        Event::Backtrack { row, col } if cp => format!(
            "Back up: row {row} must not be column {col} (q[{row}] != {col}), the other branch."
        ),
        Event::Backtrack { row, col } => {
            format!("Back up: the queen leaves row {row}, column {col}.")
        }
        Event::Solution(cols) => solution(ctx, cols),
        Event::Finished { solutions } => finished(ctx, *solutions),
    }
}

fn ready(ctx: &Context) -> String {
    let n = ctx.n;
    let fixed = match ctx.fixed {
        0 => "no queen yet".to_string(),
        1 => "1 fixed queen".to_string(),
        k => format!("{k} fixed queens"),
    };
    let goal = if ctx.all {
        "every solution"
    } else {
        "the first solution"
    };
    format!(
        "Ready: {n}×{n} board, {fixed}. {}: looking for {goal}.",
        ctx.strategy.title()
    )
}

fn attacked(ctx: &Context, row: u32, col: u32, by: Square, line: Line) -> String {
    let (r, c) = (by.row, by.col);
    if ctx.strategy != StepStrategy::Lookup {
        return format!(
            "Row {row}, column {col} is attacked by the queen at row {r}, column {c} (same {}).",
            line.name()
        );
    }
    // Seed 003's arrays: slashCode = row + col, backslashCode = row - col + N - 1.
    let slot = match line {
        Line::AntiDiagonal => format!("slash[row + col = {}]", row + col),
        Line::Diagonal => format!(
            "backslash[row - col + {} = {}]",
            ctx.n - 1,
            row as usize + ctx.n - 1 - col as usize
        ),
        Line::Column | Line::Row => format!("cols[{col}]"),
    };
    format!("Row {row}, column {col} is taken: {slot} belongs to the queen of row {r}.")
}

fn prune(line: Line, cause: &Cause, removed: &[Square]) -> String {
    let count = removed.len();
    let values = if count == 1 { "value" } else { "values" };
    let list = squares(removed);
    match cause {
        Cause::Queen(by) => format!(
            "The queen at row {}, column {} removes {count} {values} on its {}: {list}.",
            by.row,
            by.col,
            line.name()
        ),
        Cause::Bounds { rows, lo, hi } => format!(
            "{} can only use {} {lo}..{hi}, as many as they are, so the other rows lose {count} \
             {values}: {list}.",
            rows_text(rows),
            values_of(line)
        ),
    }
}

fn dead_end(cp: bool, failure: &Failure) -> String {
    match failure {
        Failure::Empty { row } if cp => format!("Row {row} has no value left: dead end."),
        Failure::Empty { row } => format!("Row {row} has no column left to try: dead end."),
        Failure::Crowded { line, rows, lo, hi } => format!(
            "{} need different {} within {lo}..{hi}, but there are only {}: dead end.",
            rows_text(rows),
            values_of(*line),
            hi - lo + 1
        ),
        Failure::Clash { a, b, line } => format!(
            "The fixed queens at row {}, column {} and row {}, column {} share a {}: no solution \
             can keep both.",
            a.row,
            a.col,
            b.row,
            b.col,
            line.name()
        ),
    }
}

fn solution(ctx: &Context, cols: &[u32]) -> String {
    if ctx.constraints.is_all() {
        return format!("Solution {}: {cols:?}.", ctx.solutions);
    }
    let posted: Vec<&str> = ctx
        .constraints
        .lines()
        .into_iter()
        .map(Constraints::written)
        .collect();
    let head = format!(
        "Every row has a value allowed by {}: {cols:?}",
        posted.join(" and ")
    );
    match first_clash(cols) {
        Some((a, b, line)) => format!(
            "{head}; but the queens of rows {a} and {b} share {}: the constraints posted so far \
             let them.",
            line.with_article()
        ),
        None => format!("{head}, and it is a solution of N-Queens too."),
    }
}

/// The last sentence says what the board shows then: the first solution, or (every branch
/// tried) the board the search started from.
fn finished(ctx: &Context, solutions: u64) -> String {
    let start = match ctx.fixed {
        0 => "the empty board it started from",
        _ => "the board it started from, your queens alone",
    };
    match solutions {
        0 => format!("Search finished: no solution. Every branch failed; the board is back to {start}."),
        1 if !ctx.all => "Search finished at the first solution, shown on the board.".to_string(),
        1 => format!("Search finished: 1 solution. Every branch has been tried; the board is back to {start}."),
        k => format!("Search finished: {k} solutions. Every branch has been tried; the board is back to {start}."),
    }
}

/// What the values of a constraint's expression are called.
fn values_of(line: Line) -> &'static str {
    match line {
        Line::Diagonal => "diagonals (col - row)",
        Line::AntiDiagonal => "anti-diagonals (col + row)",
        Line::Column | Line::Row => "columns",
    }
}

fn rows_text(rows: &[u32]) -> String {
    let list: Vec<String> = rows.iter().map(u32::to_string).collect();
    match rows.len() {
        1 => format!("Row {}", list.join("")),
        _ => format!("Rows {}", list.join(", ")),
    }
}

/// `(row, col)` pairs, shortened past a handful so the caption stays one line.
fn squares(list: &[Square]) -> String {
    const SHOWN: usize = 6;
    let mut text = String::new();
    for (i, sq) in list.iter().take(SHOWN).enumerate() {
        if i > 0 {
            text.push_str(", ");
        }
        // Writing to a String cannot fail.
        let _ = write!(text, "({}, {})", sq.row, sq.col);
    }
    if list.len() > SHOWN {
        let _ = write!(text, " and {} more", list.len() - SHOWN);
    }
    text
}
