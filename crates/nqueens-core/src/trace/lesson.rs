//! The guided lesson over a step-engine run (the OR-Tools guide's 4-queens walk-through): before
//! each queen the search puts down, the reader is asked where the queen of that row can go now,
//! answers on the board, and the answer is checked here against the crossed-out squares of the
//! picture, so the lesson teaches exactly what the step view draws.

use super::event::Event;
use super::state::{Cell, StepState};
use super::stepper::{StepMode, Stepper};
use super::StepStrategy;
use crate::board::Square;
use crate::error::Result;

/// Most questions a lesson asks: enough for 4 and 5 queens to their first solution.
pub const MAX_QUESTIONS: usize = 64;

/// "Where can the queen in `row` go now?", asked at timeline position `step` (the state just
/// before the search puts that queen down).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Question {
    pub step: u64,
    pub row: u32,
}

/// What the reader's square says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Still open in the asked row: a place the queen can go.
    Open,
    /// A square of another row.
    OtherRow,
    /// Crossed out, or a queen already stands there.
    Closed,
    /// Off the board.
    OffBoard,
}

/// The questions of a run to its first solution.
pub fn questions(n: usize, strategy: StepStrategy, fixed: &[Square]) -> Result<Vec<Question>> {
    let mut stepper = Stepper::create(n, strategy, fixed, StepMode::FirstSolution)?;
    let mut out = Vec::new();
    loop {
        let before = stepper.position();
        let Some(event) = stepper.step() else { break };
        if let Event::Place { row, .. } | Event::Forced { row, .. } = event {
            out.push(Question { step: before, row });
            if out.len() == MAX_QUESTIONS {
                break;
            }
        }
    }
    Ok(out)
}

/// Checks the reader's square against the picture at the question's step.
pub fn check(state: &StepState, question: Question, square: Square) -> Verdict {
    match state.cell(square.row as usize, square.col as usize) {
        None => Verdict::OffBoard,
        Some(_) if square.row != question.row => Verdict::OtherRow,
        Some(Cell::Open) => Verdict::Open,
        Some(_) => Verdict::Closed,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn four_queens_lesson_asks_before_every_queen_and_checks_the_picture() {
        let qs = questions(4, StepStrategy::Cp, &[]).unwrap();
        assert!(!qs.is_empty());
        // The first question: the empty board, row 0, where every square is open.
        assert_eq!(qs[0], Question { step: 0, row: 0 });
        let mut stepper =
            Stepper::create(4, StepStrategy::Cp, &[], StepMode::FirstSolution).unwrap();
        for q in &qs {
            stepper.seek(q.step);
            let state = stepper.state();
            // The square the search then takes is always an open one of the asked row.
            let next = {
                let mut ahead = stepper.clone();
                match ahead.step() {
                    Some(Event::Place { row, col } | Event::Forced { row, col }) => {
                        Square::new(row, col)
                    }
                    other => panic!("expected a queen, got {other:?}"),
                }
            };
            assert_eq!(check(&state, *q, next), Verdict::Open);
            assert_eq!(
                check(&state, *q, Square::new((q.row + 1) % 4, next.col)),
                Verdict::OtherRow
            );
            assert_eq!(check(&state, *q, Square::new(9, 9)), Verdict::OffBoard);
        }
        // After q[0] = 0 and its propagation, row 1's columns 0 and 1 are crossed out.
        let second = qs[1];
        stepper.seek(second.step);
        let state = stepper.state();
        assert_eq!(
            check(&state, second, Square::new(second.row, 0)),
            Verdict::Closed
        );
    }
}
