//! What the numbers a search reports mean. A class compares strategies by these numbers, so
//! each has one definition, written here once: the Step view's statistics, the search tree,
//! the comparison, the Play view's Solve, the CLI's `solve` and `trace` and Python's `solve` and
//! `trace` all count by it and show this sentence beside the figure (on hover and focus in the
//! page, in `--help` and in the Python docstrings). The names are the keys of the JSON reports.

use crate::names::vocabulary;
use crate::words::Message;

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
    /// The word shown beside the figure (`measure.*.label`).
    pub fn label(self) -> Message {
        Message::new(format!("measure.{}.label", self.name()))
    }

    /// What the figure counts, in one or two sentences (`measure.*.definition`).
    pub fn definition(self) -> Message {
        let definition = Message::new(format!("measure.{}.definition", self.name()));
        match self {
            // Depth at the start (and again at the end): the sentence's number is an argument.
            Measure::Depth => definition.with("start", 0u32),
            _ => definition,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_measure_has_a_label_and_a_definition() {
        for m in Measure::ALL {
            assert!(!m.label().to_string().is_empty());
            assert!(m.definition().to_string().len() > 40, "{m}");
            assert_eq!(m.name().parse::<Measure>(), Ok(m));
        }
    }
}
