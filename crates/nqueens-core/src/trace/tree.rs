//! The search tree of a step-engine run, for drawing beside the Step board: which branch each
//! event opened, where it failed, where a solution was found. Every node and every outcome
//! carries the step (event number) that made it, so a page showing step `k` draws exactly the
//! nodes and marks whose step is at most `k`, and clicking a node seeks to its step.
//!
//! Backtracking and lookup: a node per queen placed, a failed leaf per attacked square tried.
//! CP: the binary tree of the OR-Tools solver, a left child `q[row] = col` per decision and a
//! right child `q[row] != col` per refutation.

use super::event::Event;
use super::stepper::{StepMode, Stepper};
use super::StepStrategy;
use crate::board::Square;
use crate::error::Result;

/// Most nodes a tree holds: N = 8 with all solutions takes 790 CP nodes and 15,721 for the plain
/// walks; past this the tree stops growing and says so ([`Tree::complete`]).
pub const MAX_TREE_NODES: usize = 50_000;

/// What a branch did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Branch {
    /// The search starts here.
    Root,
    /// A queen goes on (row, col): a placement, or CP's left branch `q[row] = col`.
    Place,
    /// CP's right branch `q[row] != col`.
    Refute,
    /// Backtracking and lookup: (row, col) was tried and is attacked (a failed leaf).
    Attacked,
}

/// How a node ended, if it has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Failed,
    Solution,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Node {
    /// Index of the parent node (the root is its own parent).
    pub parent: u32,
    pub branch: Branch,
    pub row: u32,
    pub col: u32,
    /// The step whose event created the node (0 for the root).
    pub step: u64,
    /// How it ended and at which step.
    pub outcome: Option<(Outcome, u64)>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tree {
    pub nodes: Vec<Node>,
    /// For each step from 1 on, the node current after it (`current[k - 1]` for step `k`):
    /// the path from it to the root is the path the page highlights.
    pub current: Vec<u32>,
    /// False when the run or the node cap stopped first: the tree covers the steps in `current`.
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
        branch: Branch::Root,
        row: 0,
        col: 0,
        step: 0,
        outcome: None,
    }];
    let mut current = Vec::new();
    let mut at = 0u32;
    let mut complete = false;
    while (current.len() as u64) < max_steps && nodes.len() < MAX_TREE_NODES {
        let Some(event) = stepper.step() else {
            complete = true;
            break;
        };
        let step = current.len() as u64 + 1;
        let add = |nodes: &mut Vec<Node>, parent: u32, branch, row, col| {
            nodes.push(Node {
                parent,
                branch,
                row,
                col,
                step,
                outcome: None,
            });
            (nodes.len() - 1) as u32
        };
        match event {
            Event::Place { row, col } => at = add(&mut nodes, at, Branch::Place, row, col),
            Event::Attacked { row, col, .. } => {
                let leaf = add(&mut nodes, at, Branch::Attacked, row, col);
                nodes[leaf as usize].outcome = Some((Outcome::Failed, step));
            }
            Event::DeadEnd(_) => {
                if nodes[at as usize].outcome.is_none() {
                    nodes[at as usize].outcome = Some((Outcome::Failed, step));
                }
            }
            Event::Solution(_) => nodes[at as usize].outcome = Some((Outcome::Solution, step)),
            Event::Backtrack { row, col } => {
                // Up to the branch that placed this queen; CP then takes its right branch.
                let mut node = at;
                while node != 0 {
                    let n = nodes[node as usize];
                    if n.branch == Branch::Place && n.row == row && n.col == col {
                        break;
                    }
                    node = n.parent;
                }
                let parent = nodes[node as usize].parent;
                at = if strategy.propagates() {
                    add(&mut nodes, parent, Branch::Refute, row, col)
                } else {
                    parent
                };
            }
            Event::Finished { .. } => {
                current.push(at);
                complete = true;
                break;
            }
            Event::Forced { .. } | Event::Prune { .. } => {}
        }
        current.push(at);
    }
    Ok(Tree {
        nodes,
        current,
        complete,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn count(tree: &Tree, f: impl Fn(&Node) -> bool) -> usize {
        tree.nodes.iter().filter(|n| f(n)).count()
    }

    #[test]
    fn cp_tree_of_8_queens_has_one_node_per_branch() {
        let tree = build(8, StepStrategy::Cp, &[], StepMode::AllSolutions, u64::MAX).unwrap();
        assert!(tree.complete);
        // 790 branches (OR-Tools), each a node below the root.
        assert_eq!(tree.nodes.len(), 791);
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
        // A binary tree: every node has at most one left and one right child.
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
        assert_eq!(
            count(&tree, |n| n.branch == Branch::Place) as u64,
            stats.nodes
        );
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
