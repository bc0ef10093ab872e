//! The call stack of the Step view against a stack rebuilt here from the events alone: a
//! recursion that pushes a frame on every queen placed and pops one on every backtrack, and
//! CP decisions pushed on every left branch and refuted on every right one.

use nqueens_core::trace::{Event, Frame, StepMode, StepStrategy, Stepper};

/// A frame as this test sees it: depth, row, column, the catalog id of its sentence.
type Seen = (u32, Option<u32>, Option<u32>, &'static str);

fn seen(frames: &[Frame]) -> Vec<(u32, Option<u32>, Option<u32>, String)> {
    frames
        .iter()
        .map(|f| (f.depth, f.row, f.col, f.words.id().to_string()))
        .collect()
}

fn owned(frames: &[Seen]) -> Vec<(u32, Option<u32>, Option<u32>, String)> {
    frames
        .iter()
        .map(|&(d, r, c, id)| (d, r, c, id.to_string()))
        .collect()
}

/// The recursion `solve(row)` with no fixed queens: one frame per row from 0 down.
fn walk_after(stack: &mut Vec<Seen>, n: u32, event: &Event) {
    let top = stack.len() - 1;
    match *event {
        Event::Attacked { row, col, .. } => {
            stack[top] = (top as u32, Some(row), Some(col), "stack.frame.trying")
        }
        Event::Place { row, col } => {
            stack[top] = (top as u32, Some(row), Some(col), "stack.frame.queen");
            let next = row + 1;
            stack.push(if next == n {
                (next, None, None, "stack.frame.full")
            } else {
                (next, Some(next), None, "stack.frame.first")
            });
        }
        Event::DeadEnd(_) => stack[top] = (top as u32, stack[top].1, None, "stack.frame.exhausted"),
        Event::Backtrack { row, col } => {
            stack.pop();
            let top = stack.len() - 1;
            stack[top] = (top as u32, Some(row), Some(col), "stack.frame.trying");
        }
        Event::Finished { .. } => stack.clear(),
        _ => {}
    }
}

/// The CP search's open decisions.
fn cp_after(stack: &mut Vec<Seen>, event: &Event) {
    match *event {
        Event::Place { row, col } => stack.push((
            stack.len() as u32 + 1,
            Some(row),
            Some(col),
            "stack.frame.decided",
        )),
        Event::Backtrack { row, col } => {
            while stack.last().is_some_and(|f| f.3 == "stack.frame.refuted") {
                stack.pop();
            }
            let top = stack.last_mut().expect("a decision to refute");
            assert_eq!((top.1, top.2), (Some(row), Some(col)));
            top.3 = "stack.frame.refuted";
        }
        Event::Finished { .. } => stack.clear(),
        _ => {}
    }
}

fn check(n: usize, strategy: StepStrategy, mode: StepMode) {
    let mut stepper = Stepper::create(n, strategy, &[], mode).unwrap();
    let mut expected: Vec<Seen> = if strategy.propagates() {
        Vec::new()
    } else {
        vec![(0, Some(0), None, "stack.frame.first")]
    };
    let mut position = 0;
    loop {
        let state = stepper.state();
        assert_eq!(
            seen(&state.stack),
            owned(&expected),
            "{strategy:?} n={n} at {position}"
        );
        if let Some(deepest) = state.stack.last() {
            assert_eq!(
                deepest.depth, state.stats.depth,
                "{strategy:?} at {position}"
            );
        } else {
            assert!(state.finished || (strategy.propagates() && state.stats.depth == 0));
        }
        let Some(event) = stepper.step() else { break };
        position += 1;
        if strategy.propagates() {
            cp_after(&mut expected, &event);
        } else {
            walk_after(&mut expected, n as u32, &event);
        }
    }
    assert!(stepper.state().stack.is_empty());
}

#[test]
fn the_stack_is_the_recursion_rebuilt_from_the_events() {
    for strategy in [
        StepStrategy::Backtracking,
        StepStrategy::Lookup,
        StepStrategy::Cp,
        StepStrategy::CpFirstFail,
    ] {
        for n in [1, 4, 6, 7] {
            check(n, strategy, StepMode::AllSolutions);
            check(n, strategy, StepMode::FirstSolution);
        }
    }
}

#[test]
fn going_back_gives_the_same_stack() {
    let mut stepper =
        Stepper::create(6, StepStrategy::Backtracking, &[], StepMode::AllSolutions).unwrap();
    let mut forward = Vec::new();
    for _ in 0..200 {
        forward.push(seen(&stepper.state().stack));
        stepper.step();
    }
    for at in (0..200).rev() {
        stepper.seek(at);
        assert_eq!(
            seen(&stepper.state().stack),
            forward[at as usize],
            "at {at}"
        );
    }
}
