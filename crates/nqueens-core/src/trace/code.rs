//! The code panel beside the Step board: the program each step strategy runs, in Python as the
//! tutorials write it (`is_safe` scanning the board as the backtracking tutorial does, the lookup
//! arrays of the branch-and-bound tutorial, the CP search of the OR-Tools guide with its
//! propagation), and the line each event comes from.
//!
//! The programs are not illustrations of the engines but the engines themselves, written
//! again: run under `sys.settrace`, each one passes through its marked lines in exactly the
//! order of the events the step engine emits for the same board (the Python package's tests
//! check this event by event), so the lit line, the narration and the tree never disagree.
//!
//! The sources live beside this file (`code/*.py`) as runnable Python; a line the step view
//! may light ends with a marker `⟦spot⟧` inside its comment, which [`listing`] strips. The
//! comments are words a reader reads, so each is a message of the catalogs: `# ⟨place⟩` in the
//! source is `code.place` ("place the queen" in English), rendered in English for the CLI and
//! Python and in the reader's language by the page (keywords and identifiers stay as code).

use std::sync::OnceLock;

use super::event::{Cause, Event, Failure};
use super::StepStrategy;
use crate::attacks::Line;
use crate::board::Square;
use crate::names::vocabulary;
use crate::words::Message;

const BACKTRACKING: &str = include_str!("code/backtracking.py");
const LOOKUP: &str = include_str!("code/lookup.py");
const CP: &str = include_str!("code/cp.py");

/// The two lines of the CP program that choose the next branch, as the first-fail strategy
/// writes them (the program is otherwise the same).
const FIRST_FAIL_ROW: &str =
    "    row = min(unbound, key=lambda r: (len(domains[r]), r))  # ⟨smallest-domain⟩";
const FIRST_FAIL_COL: &str =
    "    col = min(domains[row], key=lambda c: (abs(2 * c - N + 1), c))  # ⟨centre⟩";

vocabulary! {
    /// A place in a strategy's program that an event comes from.
    pub enum Spot: "code spot" {
        /// The call that starts the search: where the view stands before the first event.
        Start => "start",
        /// Two of the fixed queens attack each other.
        Clash => "clash",
        /// Backtracking and lookup: the check finds a queen on the square's column.
        AttackColumn => "attack-column",
        /// ... on its `\` diagonal.
        AttackDiagonal => "attack-diagonal",
        /// ... on its `/` diagonal.
        AttackAntiDiagonal => "attack-anti-diagonal",
        /// A queen goes on the board by choice (CP: the decision `q[row] = col`).
        Place => "place",
        /// Backtracking and lookup: every column of a row has been tried.
        DeadEnd => "dead-end",
        /// The search backs up (CP: the other branch `q[row] != col`).
        Backtrack => "backtrack",
        Solution => "solution",
        Finished => "finished",
        /// CP: a queen's line takes values out of the other rows.
        Prune => "prune",
        /// CP: bounds reasoning takes values out.
        Bounds => "bounds",
        /// CP: a row is left with one value, so its queen stands there.
        Forced => "forced",
        /// CP: a row is left with no value.
        Empty => "empty",
        /// CP: more rows than values in an interval.
        Crowded => "crowded",
        /// CP: the choice of the row to branch on.
        ChooseRow => "choose-row",
        /// CP: the choice of its value.
        ChooseCol => "choose-col",
    }
}

/// One strategy's program, ready to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Listing {
    pub strategy: StepStrategy,
    /// The source, one entry per line, markers removed and comments in English.
    pub lines: Vec<String>,
    /// Each line as the page shows it in any language: its code up to its comment (blanks
    /// kept, `"    "` for a line that is all comment) and the comment as a message.
    pub parts: Vec<(String, Option<Message>)>,
    /// The 1-based line of each spot the program has.
    pub spots: Vec<(Spot, usize)>,
}

impl Listing {
    /// The 1-based line of `spot`, if this program has it.
    pub fn line(&self, spot: Spot) -> Option<usize> {
        self.spots.iter().find(|(s, _)| *s == spot).map(|&(_, l)| l)
    }

    /// The source as one text.
    pub fn text(&self) -> String {
        let mut text = self.lines.join("\n");
        text.push('\n');
        text
    }
}

/// One sentence above the code: which seed's program it is and what its check does
/// (`code.caption.*`).
pub fn caption(strategy: StepStrategy) -> Message {
    Message::name("code.caption", strategy.name())
}

/// The program `strategy` runs on an `n` x `n` board keeping the `fixed` queens: the tutorials' /// `N = 8` becomes this `n` and `fixed = {}` lists the queens (at most one a row, as the step
/// engine keeps them). Line numbers do not depend on `n` or `fixed`.
pub fn listing(strategy: StepStrategy, n: usize, fixed: &[Square]) -> Listing {
    let source = match strategy {
        StepStrategy::Backtracking => BACKTRACKING,
        StepStrategy::Lookup => LOOKUP,
        StepStrategy::Cp | StepStrategy::CpFirstFail => CP,
    };
    let mut lines = Vec::new();
    let mut parts = Vec::new();
    let mut spots = Vec::new();
    for (i, raw) in source.lines().enumerate() {
        let (text, spot) = strip_marker(raw);
        let text = match spot {
            Some(Spot::ChooseRow) if strategy == StepStrategy::CpFirstFail => FIRST_FAIL_ROW,
            Some(Spot::ChooseCol) if strategy == StepStrategy::CpFirstFail => FIRST_FAIL_COL,
            _ => text,
        };
        let text = if i == 0 {
            format!("N = {n}")
        } else if let Some(rest) = text.strip_prefix("fixed = {}") {
            format!("fixed = {}{rest}", fixed_dict(fixed))
        } else {
            text.to_string()
        };
        if let Some(spot) = spot {
            spots.push((spot, i + 1));
        }
        let (code, comment) = split_comment(&text);
        lines.push(match &comment {
            Some(words) => format!("{code}# {words}"),
            None => text.clone(),
        });
        parts.push(match comment {
            Some(words) => (code.to_string(), Some(words)),
            None => (text, None),
        });
    }
    Listing {
        strategy,
        lines,
        parts,
        spots,
    }
}

/// The line's code before a `# ⟨key⟩` comment and the comment's message (`code.key`); a line
/// without one is all code (a comment of code words, `# CHOOSE_FIRST_UNBOUND`, stays code).
fn split_comment(line: &str) -> (&str, Option<Message>) {
    let Some(at) = line.find("# ⟨") else {
        return (line, None);
    };
    let key = line[at + "# ⟨".len()..].trim_end().trim_end_matches('⟩');
    (&line[..at], Some(Message::name("code", key)))
}

/// The line without its `⟦spot⟧` marker (and without a comment left empty by it), and the spot.
fn strip_marker(line: &str) -> (&str, Option<Spot>) {
    let Some(open) = line.find('⟦') else {
        return (line, None);
    };
    let name = line[open + '⟦'.len_utf8()..].trim_end_matches('⟧');
    let spot = name.parse().ok();
    let mut text = line[..open].trim_end();
    if let Some(code) = text.strip_suffix('#') {
        if code.ends_with("  ") {
            text = code.trim_end();
        }
    }
    (text, spot)
}

/// `{0: 2, 5: 1}`: the fixed queens as the programs' dictionary, one per row, top to bottom.
fn fixed_dict(fixed: &[Square]) -> String {
    let mut queens: Vec<Square> = fixed.to_vec();
    queens.sort_unstable();
    queens.dedup_by_key(|q| q.row);
    let items: Vec<String> = queens
        .iter()
        .map(|q| format!("{}: {}", q.row, q.col))
        .collect();
    format!("{{{}}}", items.join(", "))
}

/// The spot the state after `last` comes from (None: the start).
pub fn spot(strategy: StepStrategy, last: Option<&Event>) -> Spot {
    let Some(event) = last else {
        return Spot::Start;
    };
    match event {
        Event::Place { .. } => Spot::Place,
        Event::Attacked { line, .. } => match line {
            Line::Diagonal => Spot::AttackDiagonal,
            Line::AntiDiagonal => Spot::AttackAntiDiagonal,
            Line::Column | Line::Row => Spot::AttackColumn,
        },
        Event::Forced { .. } => Spot::Forced,
        Event::Prune {
            cause: Cause::Queen(_),
            ..
        } => Spot::Prune,
        Event::Prune {
            cause: Cause::Bounds { .. },
            ..
        } => Spot::Bounds,
        Event::DeadEnd(Failure::Clash { .. }) => Spot::Clash,
        Event::DeadEnd(Failure::Empty { .. }) if strategy.propagates() => Spot::Empty,
        Event::DeadEnd(Failure::Empty { .. }) => Spot::DeadEnd,
        Event::DeadEnd(Failure::Crowded { .. }) => Spot::Crowded,
        Event::Backtrack { .. } => Spot::Backtrack,
        Event::Solution(_) => Spot::Solution,
        Event::Finished { .. } => Spot::Finished,
    }
}

/// The 1-based line of `strategy`'s program that the state after `last` comes from.
pub fn line(strategy: StepStrategy, last: Option<&Event>) -> usize {
    static LISTINGS: OnceLock<Vec<Listing>> = OnceLock::new();
    let listings = LISTINGS.get_or_init(|| {
        StepStrategy::ALL
            .into_iter()
            .map(|s| listing(s, 1, &[]))
            .collect()
    });
    let Some(listing) = listings.iter().find(|l| l.strategy == strategy) else {
        return 1;
    };
    // Every spot an event of this strategy can reach has a line (a test checks each one); the
    // start is the fallback a new spot would get.
    listing
        .line(spot(strategy, last))
        .or_else(|| listing.line(Spot::Start))
        .unwrap_or(1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::trace::{StepMode, Stepper};

    #[test]
    fn every_event_of_every_strategy_has_its_own_line() {
        for strategy in StepStrategy::ALL {
            let listing = listing(strategy, 6, &[]);
            let mut seen = std::collections::HashSet::new();
            let mut stepper = Stepper::create(6, strategy, &[], StepMode::AllSolutions).unwrap();
            seen.insert(spot(strategy, None));
            while let Some(event) = stepper.step() {
                seen.insert(spot(strategy, Some(&event)));
            }
            for s in seen {
                assert!(listing.line(s).is_some(), "{strategy}: no line for {s}");
            }
            // No marker is left in the text, and each spot is marked once.
            assert!(listing
                .lines
                .iter()
                .all(|l| !l.contains('⟦') && !l.contains('⟨')));
            let mut spots: Vec<Spot> = listing.spots.iter().map(|s| s.0).collect();
            spots.sort_by_key(|s| s.name());
            spots.dedup();
            assert_eq!(spots.len(), listing.spots.len(), "{strategy}");
        }
    }

    #[test]
    fn the_lit_line_is_the_code_of_the_event() {
        let cases = [
            (
                StepStrategy::Backtracking,
                Spot::AttackColumn,
                "return False  # same column",
            ),
            (
                StepStrategy::Backtracking,
                Spot::Place,
                "q[row] = col  # place the queen",
            ),
            (
                StepStrategy::Lookup,
                Spot::AttackAntiDiagonal,
                "\"/\" diagonal taken",
            ),
            (
                StepStrategy::Lookup,
                Spot::Backtrack,
                "mark(row, col, False)",
            ),
            (StepStrategy::Cp, Spot::Place, "left[row] = {col}"),
            (StepStrategy::Cp, Spot::Backtrack, "right[row].discard(col)"),
            (
                StepStrategy::Cp,
                Spot::Forced,
                "queue.append(forced.pop(0))",
            ),
            (
                StepStrategy::CpFirstFail,
                Spot::ChooseRow,
                "len(domains[r])",
            ),
        ];
        for (strategy, spot, code) in cases {
            let listing = listing(strategy, 8, &[]);
            let line = listing.line(spot).unwrap();
            assert!(
                listing.lines[line - 1].contains(code),
                "{strategy} {spot}: line {line} is {:?}",
                listing.lines[line - 1]
            );
        }
    }

    #[test]
    fn each_kind_of_event_lights_its_own_code() {
        for strategy in StepStrategy::ALL {
            let listing = listing(strategy, 6, &[]);
            let mut stepper = Stepper::create(6, strategy, &[], StepMode::AllSolutions).unwrap();
            while let Some(event) = stepper.step() {
                let text = &listing.lines[stepper.state().line - 1];
                let code = match &event {
                    Event::Place { .. } if strategy.propagates() => "left[row] = {col}",
                    Event::Place { .. } => "place the queen",
                    Event::Attacked { .. } => "return False",
                    Event::Forced { .. } => "queue.append(forced.pop(0))",
                    Event::Prune { .. } => "remove(domains, cuts, forced)",
                    Event::DeadEnd(_) if strategy.propagates() => "return False",
                    Event::DeadEnd(_) => "return  # no column left",
                    Event::Backtrack { .. } if strategy.propagates() => "right[row].discard(col)",
                    Event::Backtrack { .. } => "backtrack",
                    Event::Solution(_) => "solutions.append(",
                    Event::Finished { .. } => "print(",
                };
                assert!(text.contains(code), "{strategy} {event:?}: line {text:?}");
            }
        }
    }

    #[test]
    fn n_and_the_fixed_queens_are_the_boards() {
        let fixed = [Square::new(3, 1), Square::new(0, 2)];
        let listing = listing(StepStrategy::Lookup, 6, &fixed);
        assert_eq!(listing.lines[0], "N = 6");
        assert!(listing.lines[1].starts_with("fixed = {0: 2, 3: 1}  # your queens"));
        assert_eq!(
            listing.spots,
            super::listing(StepStrategy::Lookup, 8, &[]).spots
        );
    }

    #[test]
    fn markers_are_taken_out_with_the_comment_they_leave_empty() {
        assert_eq!(
            strip_marker("        solutions.append(q[:])  # ⟦solution⟧"),
            ("        solutions.append(q[:])", Some(Spot::Solution))
        );
        assert_eq!(
            strip_marker("            return False  # same column ⟦attack-column⟧"),
            (
                "            return False  # same column",
                Some(Spot::AttackColumn)
            )
        );
        assert_eq!(strip_marker("x = 1"), ("x = 1", None));
    }
}
