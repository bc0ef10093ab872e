//! Prints a search event by event with a small board per line, to read a trace the way the step
//! view shows it: `cargo run -p nqueens-core --example step_walk -- 4 cp 40`.
//!
//! Board key: `Q` queen, `.` open, `-` ruled out by a row or column (grey in the guide), `x` by
//! a diagonal (red), `b` by bounds reasoning, `r` refuted by the search.

use nqueens_core::attacks::Line;
use nqueens_core::trace::{Cell, Reason, StepMode, StepState, StepStrategy, Stepper};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let n = args.first().map_or(Ok(4), |s| s.parse())?;
    let strategy = args.get(1).map_or(Ok(StepStrategy::Cp), |s| s.parse())?;
    let max_events = args.get(2).map_or(Ok(60), |s| s.parse::<u64>())?;
    let mode = if args.iter().any(|a| a == "--all") {
        StepMode::AllSolutions
    } else {
        StepMode::FirstSolution
    };
    let mut stepper = Stepper::create(n, strategy, &[], mode)?;
    println!("{}", stepper.state().narration);
    while stepper.position() < max_events && stepper.step().is_some() {
        let state = stepper.state();
        println!(
            "{:4}  {}  {}",
            state.position,
            board(&state),
            state.narration
        );
    }
    println!("{:?}", stepper.stats());
    Ok(())
}

/// The board as one line, rows separated by spaces.
fn board(state: &StepState) -> String {
    let rows: Vec<String> = (0..state.n)
        .map(|row| {
            (0..state.n)
                .map(|col| match state.cell(row, col) {
                    Some(Cell::Queen) => 'Q',
                    Some(Cell::Open) | None => '.',
                    Some(Cell::Out(Reason::Attack { line, .. })) => match line {
                        Line::Row | Line::Column => '-',
                        Line::Diagonal | Line::AntiDiagonal => 'x',
                    },
                    Some(Cell::Out(Reason::Bounds { .. })) => 'b',
                    Some(Cell::Out(Reason::Refuted)) => 'r',
                })
                .collect()
        })
        .collect();
    rows.join(" ")
}
