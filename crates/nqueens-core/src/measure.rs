//! What the numbers a search reports mean. A class compares strategies by these numbers, so
//! each has one definition, written here once: the Step view's statistics, the search tree,
//! the comparison, the Play view's Solve, the CLI's `solve` and `trace` and Python's `solve` and
//! `trace` all count by it and show this sentence beside the figure (on hover and focus in the
//! page, in `--help` and in the Python docstrings). The names are the keys of the JSON reports.

use crate::names::vocabulary;

vocabulary! {
    /// A number reported about a search.
    pub enum Measure: "measure" {
        Nodes => "nodes",
        Branches => "branches",
        Failures => "failures",
        Backtracks => "backtracks",
        Checks => "checks",
        Examined => "examined",
        Removals => "removals",
        Solutions => "solutions",
        Depth => "depth",
        Seconds => "seconds",
    }
}

impl Measure {
    /// The word shown beside the figure.
    pub fn label(self) -> &'static str {
        match self {
            Measure::Nodes => "Nodes",
            Measure::Branches => "Branches",
            Measure::Failures => "Failures",
            Measure::Backtracks => "Backtracks",
            Measure::Checks => "Checks",
            Measure::Examined => "Examined",
            Measure::Removals => "Removals",
            Measure::Solutions => "Solutions",
            Measure::Depth => "Depth",
            Measure::Seconds => "Time",
        }
    }

    /// What the figure counts, in one or two sentences.
    pub fn definition(self) -> &'static str {
        match self {
            Measure::Nodes => {
                "A node is a queen the search puts on the board: a square that passes the safety \
                 check (backtracking, lookup arrays, bitboard), or in constraint propagation a \
                 decision q[r] = c or a queen that propagation forces. Each node is a partial \
                 solution one queen longer; your fixed queens are not nodes. Every strategy \
                 counts nodes the same way, so strategies are ranked by them."
            }
            Measure::Branches => {
                "A branch is a choice the search tries, one edge of the search tree: a square \
                 of the row tried (backtracking, lookup arrays), or a decision q[r] = c or its \
                 refutation q[r] ≠ c (constraint propagation, as OR-Tools counts branches)."
            }
            Measure::Failures => {
                "A failure is a branch that leads nowhere: the square tried is attacked \
                 (backtracking, lookup arrays), or propagation leaves a row with no column, or \
                 rows with too few columns (constraint propagation, as OR-Tools counts \
                 failures). Every leaf of the search tree is a failure or a solution."
            }
            Measure::Backtracks => {
                "A backtrack is a step back up the tree once everything below has been tried: \
                 the search takes its last queen off (backtracking, lookup arrays, bitboard), or \
                 returns to its latest decision q[r] = c to take the other branch q[r] ≠ c \
                 (constraint propagation)."
            }
            Measure::Checks => {
                "A check is one safety test, “can a queen stand here?”: one per square tried \
                 (backtracking, lookup arrays), one per row reached (bitboard tests a whole row \
                 at once). Constraint propagation makes none: its domains only ever hold \
                 squares that no queen attacks."
            }
            Measure::Examined => {
                "What the checks read: each queen the scan compares the square with \
                 (backtracking), each cell of the three arrays, columns, row + col and \
                 row − col + N − 1 (lookup arrays), the three masks of a row (bitboard). It is \
                 the work a check costs: a scan of the board against at most three lookups."
            }
            Measure::Removals => {
                "A removal is one value that propagation takes out of a row's domain, one cross \
                 it draws on the board (constraint propagation only)."
            }
            Measure::Solutions => {
                "A solution is a board with a queen in every row and no two queens attacking."
            }
            Measure::Depth => {
                "Depth is the number of branches from the start to where the search stands now: \
                 0 at the start, and again once the search has finished."
            }
            Measure::Seconds => {
                "The wall-clock time the search took here (in this browser, or on this machine \
                 for the CLI and Python); it varies from run to run."
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_measure_has_a_label_and_a_definition() {
        for m in Measure::ALL {
            assert!(!m.label().is_empty());
            assert!(m.definition().len() > 40, "{m}");
            assert_eq!(m.name().parse::<Measure>(), Ok(m));
        }
    }
}
