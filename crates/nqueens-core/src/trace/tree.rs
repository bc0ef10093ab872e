//! The search tree of a step-engine run, for drawing beside the Step board: which branch each
//! event opened, where it failed, where a solution was found. Every vertex and every outcome
//! carries the step (event number) that made it, so a page showing step `k` draws exactly the
//! vertices and marks whose step is at most `k`, and clicking a vertex seeks to its step.
//!
//! The tree counts what the Step view counts ([`crate::measure::Measure`]): a vertex is a
//! [`Kind::is_node`] (a queen the search put down) or reached by a [`Kind::is_branch`] (a choice
//! tried), and its outcome is a failure exactly when the step engine counted one. So for every
//! step, the nodes, branches, failures and solutions drawn are the engine's statistics.
//!
//! Backtracking and lookup: a vertex per queen placed, a failed leaf per attacked square tried.
//! CP: the binary tree of the OR-Tools solver, a left child `q[row] = col` per decision and a
//! right child `q[row] != col` per refutation, with the queens propagation forces after a
//! branch chained below it.

use super::event::Event;
use super::stepper::{StepMode, Stepper};
use super::StepStrategy;
use crate::board::Square;
use crate::error::Result;

/// Most vertices a tree holds: N = 8 with all solutions takes 2,200 for CP and 15,721 for the
/// plain walks; past this the tree stops growing and says so ([`Tree::complete`]).
pub const MAX_TREE_NODES: usize = 50_000;

/// What made a vertex.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// The search starts here.
    Root,
    /// A queen goes on (row, col) by choice: a placement, or CP's left branch `q[row] = col`.
    Place,
    /// CP's right branch `q[row] != col`.
    Refute,
    /// Backtracking and lookup: (row, col) was tried and is attacked (a failed leaf).
    Attacked,
    /// CP: propagation left the row one column, so its queen stands on (row, col).
    Forced,
}

impl Kind {
    /// Whether the vertex is a node: a queen the search put on the board.
    pub fn is_node(self) -> bool {
        matches!(self, Kind::Place | Kind::Forced)
    }

    /// Whether the vertex is reached by a branch: a choice the search tried.
    pub fn is_branch(self) -> bool {
        matches!(self, Kind::Place | Kind::Refute | Kind::Attacked)
    }
}

/// How a vertex ended, if it has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Failed,
    Solution,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Node {
    /// Index of the parent vertex (the root is its own parent).
    pub parent: u32,
    pub kind: Kind,
    pub row: u32,
    pub col: u32,
    /// The step whose event created the vertex (0 for the root).
    pub step: u64,
    /// How it ended and at which step.
    pub outcome: Option<(Outcome, u64)>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tree {
    pub nodes: Vec<Node>,
    /// For each step from 1 on, the vertex current after it (`current[k - 1]` for step `k`):
    /// the path from it to the root is the path the page highlights.
    pub current: Vec<u32>,
    /// False when the run or the vertex cap stopped first: the tree covers the steps in
    /// `current`.
    pub complete: bool,
}

/// The tree of `strategy` on an `n` x `n` board with the `fixed` queens, for at most
/// `max_steps` events.
pub fn build(
    n: usize,
    strategy: StepStrategy,
    fixed: &[Square],
    mode: StepMode,
    max_steps: u64,
) -> Result<Tree> {
    let mut stepper = Stepper::create(n, strategy, fixed, mode)?;
    let mut nodes = vec![Node {
        parent: 0,
        kind: Kind::Root,
        row: 0,
        col: 0,
        step: 0,
        outcome: None,
    }];
    let mut current = Vec::new();
    let mut at = 0u32;
    let mut complete = false;
    while (current.len() as u64) < max_steps && nodes.len() < MAX_TREE_NODES {
        let failures = stepper.stats().failures;
        let Some(event) = stepper.step() else {
            complete = true;
            break;
        };
        let step = current.len() as u64 + 1;
        let add = |nodes: &mut Vec<Node>, parent: u32, kind, row, col| {
            nodes.push(Node {
                parent,
                kind,
                row,
                col,
                step,
                outcome: None,
            });
            (nodes.len() - 1) as u32
        };
        // The engine counted a failure: the branch that reached the current vertex failed.
        let failed = stepper.stats().failures > failures;
        match event {
            Event::Place { row, col } => at = add(&mut nodes, at, Kind::Place, row, col),
            Event::Forced { row, col } => at = add(&mut nodes, at, Kind::Forced, row, col),
            Event::Attacked { row, col, .. } => {
                let leaf = add(&mut nodes, at, Kind::Attacked, row, col);
                nodes[leaf as usize].outcome = Some((Outcome::Failed, step));
            }
            Event::DeadEnd(_) if failed => {
                nodes[at as usize].outcome = Some((Outcome::Failed, step));
            }
            Event::Solution(_) => nodes[at as usize].outcome = Some((Outcome::Solution, step)),
            Event::Backtrack { row, col } => {
                // Up to the branch that placed this queen; CP then takes its right branch.
                let mut node = at;
                while node != 0 {
                    let n = nodes[node as usize];
                    if n.kind == Kind::Place && n.row == row && n.col == col {
                        break;
                    }
                    node = n.parent;
                }
                let parent = nodes[node as usize].parent;
                at = if strategy.propagates() {
                    add(&mut nodes, parent, Kind::Refute, row, col)
                } else {
                    parent
                };
            }
            Event::Finished { .. } => {
                current.push(at);
                complete = true;
                break;
            }
            Event::DeadEnd(_) | Event::Prune { .. } => {}
        }
        current.push(at);
    }
    Ok(Tree {
        nodes,
        current,
        complete,
    })
}

impl Tree {
    /// What the tree shows after `step` events, counted by the measures' definitions:
    /// `(nodes, branches, failures, solutions)`.
    pub fn counts(&self, step: u64) -> (u64, u64, u64, u64) {
        let mut counts = (0, 0, 0, 0);
        for node in self.nodes.iter().filter(|n| n.step <= step) {
            counts.0 += u64::from(node.kind.is_node());
            counts.1 += u64::from(node.kind.is_branch());
            match node.outcome {
                Some((Outcome::Failed, at)) if at <= step => counts.2 += 1,
                Some((Outcome::Solution, at)) if at <= step => counts.3 += 1,
                _ => {}
            }
        }
        counts
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn count(tree: &Tree, f: impl Fn(&Node) -> bool) -> usize {
        tree.nodes.iter().filter(|n| f(n)).count()
    }

    #[test]
    fn the_tree_counts_what_the_engine_counts_at_every_step() {
        let fixed = [Square::new(1, 2)];
        for strategy in StepStrategy::ALL {
            for (n, fixed) in [(6, &[][..]), (5, &fixed[..]), (3, &[][..])] {
                let tree = build(n, strategy, fixed, StepMode::AllSolutions, u64::MAX).unwrap();
                let mut stepper =
                    Stepper::create(n, strategy, fixed, StepMode::AllSolutions).unwrap();
                let mut step = 0;
                loop {
                    let s = stepper.stats();
                    assert_eq!(
                        tree.counts(step),
                        (s.nodes, s.branches, s.failures, s.solutions),
                        "{strategy} n={n} step {step}"
                    );
                    if stepper.step().is_none() {
                        break;
                    }
                    step += 1;
                }
            }
        }
    }

    #[test]
    fn cp_tree_of_8_queens_has_one_branch_per_or_tools_branch() {
        let tree = build(8, StepStrategy::Cp, &[], StepMode::AllSolutions, u64::MAX).unwrap();
        assert!(tree.complete);
        // 790 branches (OR-Tools) and 1,804 queens put down, decided or forced.
        assert_eq!(count(&tree, |n| n.kind.is_branch()), 790);
        assert_eq!(count(&tree, |n| n.kind.is_node()), 1804);
        assert_eq!(
            count(&tree, |n| n
                .outcome
                .is_some_and(|o| o.0 == Outcome::Solution)),
            92
        );
        assert_eq!(
            count(&tree, |n| n.outcome.is_some_and(|o| o.0 == Outcome::Failed)),
            304
        );
        // A binary tree: every vertex has at most one left and one right branch below it
        // (or one forced queen).
        for (i, _) in tree.nodes.iter().enumerate().skip(1) {
            let children: Vec<&Node> = tree
                .nodes
                .iter()
                .skip(1)
                .filter(|c| c.parent as usize == i)
                .collect();
            assert!(
                children.len() <= 2,
                "node {i} has {} children",
                children.len()
            );
        }
        // Every solution lies eight queens below the start.
        for (i, node) in tree.nodes.iter().enumerate() {
            if node.outcome.is_some_and(|o| o.0 == Outcome::Solution) {
                let mut queens = 0;
                let mut at = i;
                while at != 0 {
                    queens += usize::from(tree.nodes[at].kind.is_node());
                    at = tree.nodes[at].parent as usize;
                }
                assert_eq!(queens, 8);
            }
        }
        // Steps increase with node order, and parents come before children.
        for (i, node) in tree.nodes.iter().enumerate().skip(1) {
            assert!((node.parent as usize) < i);
            assert!(node.step >= tree.nodes[i - 1].step);
        }
    }

    #[test]
    fn walk_tree_counts_placements_and_attacked_leaves() {
        let tree = build(
            4,
            StepStrategy::Backtracking,
            &[],
            StepMode::AllSolutions,
            u64::MAX,
        )
        .unwrap();
        let mut stepper =
            Stepper::create(4, StepStrategy::Backtracking, &[], StepMode::AllSolutions).unwrap();
        while stepper.step().is_some() {}
        let stats = stepper.stats();
        assert_eq!(count(&tree, |n| n.kind == Kind::Place) as u64, stats.nodes);
        assert_eq!(tree.nodes.len() as u64 - 1, stats.branches);
        assert_eq!(
            count(&tree, |n| n
                .outcome
                .is_some_and(|o| o.0 == Outcome::Solution)),
            2
        );
        // The path after the first solution's step runs through its four placements.
        let step = tree
            .nodes
            .iter()
            .find_map(|n| n.outcome.filter(|o| o.0 == Outcome::Solution).map(|o| o.1))
            .unwrap();
        let mut node = tree.current[step as usize - 1];
        let mut path = Vec::new();
        while node != 0 {
            let n = tree.nodes[node as usize];
            path.push(n.col);
            node = n.parent;
        }
        path.reverse();
        assert_eq!(path, vec![1, 3, 0, 2]);
    }

    #[test]
    fn a_step_budget_stops_the_tree() {
        let tree = build(8, StepStrategy::Cp, &[], StepMode::AllSolutions, 100).unwrap();
        assert!(!tree.complete);
        assert_eq!(tree.current.len(), 100);
        assert!(tree.nodes.iter().all(|n| n.step <= 100));
    }
}
