//! The code panel beside the Step board: the program each step strategy runs, in Python, C, C++
//! or Java as the tutorials write it (`is_safe` scanning the board as the backtracking tutorial does, the lookup
//! arrays of the branch-and-bound tutorial, the CP search of the OR-Tools guide with its
//! propagation), and the line each event comes from.
//!
//! The programs are not illustrations of the engines but the engines themselves, written
//! again: run under `sys.settrace`, each one passes through its marked lines in exactly the
//! order of the events the step engine emits for the same board (the Python package's tests
//! check this event by event), so the lit line, the narration and the tree never disagree.
//!
//! The sources live beside this file (`code/*.py`, `*.c`, `*.cpp`, `*.java`), each a runnable
//! program (the run-them-all test, `tests/programs.rs`, compiles and runs every one); a line the
//! step view may light ends with a marker `⟦spot⟧` inside its comment, which [`listing`] strips,
//! and a line marked `⟦trace⟧` only prints an event for that test and is never shown. The
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

/// Every program, by strategy and language (the first-fail variant is the CP program with two
/// lines swapped, so it has no file of its own).
const SOURCES: [(StepStrategy, CodeLanguage, &str); 16] = [
    (
        StepStrategy::Backtracking,
        CodeLanguage::Python,
        include_str!("code/backtracking.py"),
    ),
    (
        StepStrategy::Backtracking,
        CodeLanguage::C,
        include_str!("code/backtracking.c"),
    ),
    (
        StepStrategy::Backtracking,
        CodeLanguage::Cpp,
        include_str!("code/backtracking.cpp"),
    ),
    (
        StepStrategy::Backtracking,
        CodeLanguage::Java,
        include_str!("code/backtracking.java"),
    ),
    (
        StepStrategy::Lookup,
        CodeLanguage::Python,
        include_str!("code/lookup.py"),
    ),
    (
        StepStrategy::Lookup,
        CodeLanguage::C,
        include_str!("code/lookup.c"),
    ),
    (
        StepStrategy::Lookup,
        CodeLanguage::Cpp,
        include_str!("code/lookup.cpp"),
    ),
    (
        StepStrategy::Lookup,
        CodeLanguage::Java,
        include_str!("code/lookup.java"),
    ),
    (
        StepStrategy::Cp,
        CodeLanguage::Python,
        include_str!("code/cp.py"),
    ),
    (StepStrategy::Cp, CodeLanguage::C, include_str!("code/cp.c")),
    (
        StepStrategy::Cp,
        CodeLanguage::Cpp,
        include_str!("code/cp.cpp"),
    ),
    (
        StepStrategy::Cp,
        CodeLanguage::Java,
        include_str!("code/cp.java"),
    ),
    (
        StepStrategy::CpFirstFail,
        CodeLanguage::Python,
        include_str!("code/cp.py"),
    ),
    (
        StepStrategy::CpFirstFail,
        CodeLanguage::C,
        include_str!("code/cp.c"),
    ),
    (
        StepStrategy::CpFirstFail,
        CodeLanguage::Cpp,
        include_str!("code/cp.cpp"),
    ),
    (
        StepStrategy::CpFirstFail,
        CodeLanguage::Java,
        include_str!("code/cp.java"),
    ),
];

/// The two lines of the CP program that choose the next branch, as the first-fail strategy
/// writes them in each language (the program is otherwise the same, so the two strategies
/// share one source and one line map): the row with the fewest columns left, ties by the
/// lowest row, and its column nearest the centre, ties by the lowest column, as the engine's
/// `Pick::FirstFail` chooses them.
fn first_fail(language: CodeLanguage) -> (&'static str, &'static str) {
    match language {
        CodeLanguage::Python => (
            "    row = min(unbound, key=lambda r: (len(domains[r]), r))  # ⟨smallest-domain⟩",
            "    col = min(domains[row], key=lambda c: (abs(2 * c - N + 1), c))  # ⟨centre⟩",
        ),
        CodeLanguage::C => (
            "        if (size(domains[r]) > 1 && (row == -1 || size(domains[r]) < size(domains[row])))  // ⟨smallest-domain⟩",
            "        if (domains[row][c] && (col == -1 || abs(2 * c - N + 1) < abs(2 * col - N + 1)))  // ⟨centre⟩",
        ),
        CodeLanguage::Cpp => (
            "    int row = *min_element(unbound.begin(), unbound.end(), [&](int a, int b) { return domains[a].size() < domains[b].size(); });  // ⟨smallest-domain⟩",
            "    int col = *min_element(domains[row].begin(), domains[row].end(), [](int a, int b) { return abs(2 * a - N + 1) < abs(2 * b - N + 1); });  // ⟨centre⟩",
        ),
        CodeLanguage::Java => (
            "            if (size(domains[r]) > 1 && (row == -1 || size(domains[r]) < size(domains[row])))  // ⟨smallest-domain⟩",
            "            if (domains[row][c] && (col == -1 || Math.abs(2 * c - N + 1) < Math.abs(2 * col - N + 1)))  // ⟨centre⟩",
        ),
    }
}

vocabulary! {
    /// The programming language the code panel shows a strategy's program in: the languages
    /// the tutorials teach in (Python everywhere, C and Java in the Persian backtracking tutorial,
    /// C++ in the Chinese lookup-arrays one and the OR-Tools guide).
    pub enum CodeLanguage: "code language" {
        Python => "python",
        C => "c",
        Cpp => "cpp",
        Java => "java",
    }
}

impl CodeLanguage {
    /// The language the code panel shows when neither the reader, a link, an attribute nor a
    /// lesson chose one: the tutorials all teach in Python.
    pub const DEFAULT: CodeLanguage = CodeLanguage::Python;

    /// The language's own name, the same in every page language.
    pub fn label(self) -> &'static str {
        match self {
            CodeLanguage::Python => "Python",
            CodeLanguage::C => "C",
            CodeLanguage::Cpp => "C++",
            CodeLanguage::Java => "Java",
        }
    }

    /// What starts a comment: the sources mark their lines inside comments.
    fn comment(self) -> &'static str {
        match self {
            CodeLanguage::Python => "#",
            _ => "//",
        }
    }

    /// `fixed = {}` with the queens written in: a dictionary row: column in Python, a list of
    /// `{row, col}` pairs in the C family.
    fn fixed(self, fixed: &[Square]) -> String {
        let mut queens: Vec<Square> = fixed.to_vec();
        queens.sort_unstable();
        queens.dedup_by_key(|q| q.row);
        let items: Vec<String> = queens
            .iter()
            .map(|q| match self {
                CodeLanguage::Python => format!("{}: {}", q.row, q.col),
                _ => format!("{{{}, {}}}", q.row, q.col),
            })
            .collect();
        format!("{{{}}}", items.join(", "))
    }
}

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

/// Whether `strategy` has a program in `language` (every strategy has one in Python).
pub fn has_program(strategy: StepStrategy, language: CodeLanguage) -> bool {
    SOURCES
        .iter()
        .any(|&(s, l, _)| s == strategy && l == language)
}

/// One strategy's program, ready to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Listing {
    pub strategy: StepStrategy,
    /// The language shown: the one asked for, or Python where the strategy has no program in it.
    pub language: CodeLanguage,
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

/// The program as it is compiled and run: the listing's lines and, between them, the lines
/// that only print the events as they happen (marked `⟦trace⟧` in the sources, left out of
/// the listing). The run-them-all test compiles this text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Program {
    pub language: CodeLanguage,
    pub text: String,
    /// For each line of `text` (index 0 is line 1), the listing's line it is or, for a
    /// tracing line, the listing's line of the next line shown: the line the event it prints
    /// comes from.
    pub shown: Vec<usize>,
}

/// One sentence above the code: which tutorial's program it is and what its check does
/// (`code.caption.*`), naming the check as the language's program does.
pub fn caption(strategy: StepStrategy, language: CodeLanguage) -> Message {
    let check = match language {
        CodeLanguage::Python => "is_safe",
        _ => "isSafe",
    };
    Message::name("code.caption", strategy.name()).with("check", check)
}

/// The program `strategy` runs on an `n` x `n` board keeping the `fixed` queens, in Python.
pub fn listing(strategy: StepStrategy, n: usize, fixed: &[Square]) -> Listing {
    listing_in(strategy, CodeLanguage::Python, n, fixed)
}

/// The program `strategy` runs on an `n` x `n` board keeping the `fixed` queens, in
/// `language` (Python where the strategy has no program in it): the sources' `8` on the line
/// marked `⟦size⟧` becomes this `n` and `{}` on the line marked `⟦fixed⟧` lists the queens (at
/// most one a row, as the step engine keeps them). Line numbers do not depend on `n` or `fixed`.
pub fn listing_in(
    strategy: StepStrategy,
    language: CodeLanguage,
    n: usize,
    fixed: &[Square],
) -> Listing {
    let (language, source) = source(strategy, language);
    let mut lines = Vec::new();
    let mut parts = Vec::new();
    let mut spots = Vec::new();
    for raw in source.lines() {
        let line = read_line(raw, strategy, language, n, fixed);
        if line.trace {
            continue;
        }
        if let Some(spot) = line.spot {
            spots.push((spot, lines.len() + 1));
        }
        let (code, comment) = split_comment(&line.text, language);
        lines.push(match &comment {
            Some(words) => format!("{code}{} {words}", language.comment()),
            None => line.text.clone(),
        });
        parts.push(match comment {
            Some(words) => (code.to_string(), Some(words)),
            None => (line.text, None),
        });
    }
    Listing {
        strategy,
        language,
        lines,
        parts,
        spots,
    }
}

/// The program [`listing_in`] shows, with its tracing lines, as it is compiled.
pub fn program(
    strategy: StepStrategy,
    language: CodeLanguage,
    n: usize,
    fixed: &[Square],
) -> Program {
    let (language, source) = source(strategy, language);
    let mut text = String::new();
    let mut shown = Vec::new();
    let mut pending = 0;
    let mut count = 0;
    for raw in source.lines() {
        let line = read_line(raw, strategy, language, n, fixed);
        let (code, comment) = split_comment(&line.text, language);
        match comment {
            Some(words) => text.push_str(&format!("{code}{} {words}", language.comment())),
            None => text.push_str(&line.text),
        }
        text.push('\n');
        if line.trace {
            pending += 1;
            continue;
        }
        count += 1;
        shown.extend(std::iter::repeat_n(count, pending + 1));
        pending = 0;
    }
    shown.extend(std::iter::repeat_n(count + 1, pending));
    Program {
        language,
        text,
        shown,
    }
}

/// The source of `strategy` in `language`, or in Python where it has none.
fn source(strategy: StepStrategy, language: CodeLanguage) -> (CodeLanguage, &'static str) {
    let find = |language| {
        SOURCES
            .iter()
            .find(|&&(s, l, _)| s == strategy && l == language)
            .map(|&(_, l, text)| (l, text))
    };
    find(language)
        .or_else(|| find(CodeLanguage::Python))
        .expect("every strategy has a Python program")
}

/// A source line read: its text with the markers taken out and the board written in.
struct Read {
    text: String,
    spot: Option<Spot>,
    /// Only there to print the events: compiled and run, never shown.
    trace: bool,
}

fn read_line(
    raw: &str,
    strategy: StepStrategy,
    language: CodeLanguage,
    n: usize,
    fixed: &[Square],
) -> Read {
    let (text, marks) = strip_markers(raw, language);
    let mut spot = None;
    let mut trace = false;
    let mut text = text.to_string();
    for mark in marks {
        match mark {
            "trace" => trace = true,
            "size" => text = text.replacen('8', &n.to_string(), 1),
            "fixed" => text = text.replacen("{}", &language.fixed(fixed), 1),
            name => spot = name.parse().ok(),
        }
    }
    if strategy == StepStrategy::CpFirstFail {
        let (row, col) = first_fail(language);
        match spot {
            Some(Spot::ChooseRow) => text = row.to_string(),
            Some(Spot::ChooseCol) => text = col.to_string(),
            _ => {}
        }
    }
    Read { text, spot, trace }
}

/// The line's code before a `# ⟨key⟩` (`// ⟨key⟩`) comment and the comment's message
/// (`code.key`); a line without one is all code (a comment of code words,
/// `# CHOOSE_FIRST_UNBOUND`, stays code).
fn split_comment(line: &str, language: CodeLanguage) -> (&str, Option<Message>) {
    let open = format!("{} ⟨", language.comment());
    let Some(at) = line.find(&open) else {
        return (line, None);
    };
    let key = line[at + open.len()..].trim_end().trim_end_matches('⟩');
    (&line[..at], Some(Message::name("code", key)))
}

/// The line without its `⟦name⟧` markers (and without a comment left empty by them), and the
/// markers' names.
fn strip_markers(line: &str, language: CodeLanguage) -> (&str, Vec<&str>) {
    let Some(open) = line.find('⟦') else {
        return (line, Vec::new());
    };
    let marks = line[open..]
        .split_whitespace()
        .map(|m| m.trim_start_matches('⟦').trim_end_matches('⟧'))
        .collect();
    let mut text = line[..open].trim_end();
    if let Some(code) = text.strip_suffix(language.comment()) {
        if code.ends_with("  ") {
            text = code.trim_end();
        }
    }
    (text, marks)
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

/// The 1-based line of `strategy`'s program (in Python) that the state after `last` comes from.
pub fn line(strategy: StepStrategy, last: Option<&Event>) -> usize {
    line_in(strategy, CodeLanguage::Python, last)
}

/// The 1-based line of `strategy`'s program in `language` that the state after `last` comes
/// from.
pub fn line_in(strategy: StepStrategy, language: CodeLanguage, last: Option<&Event>) -> usize {
    static LISTINGS: OnceLock<Vec<Listing>> = OnceLock::new();
    let listings = LISTINGS.get_or_init(|| {
        StepStrategy::ALL
            .into_iter()
            .flat_map(|s| {
                CodeLanguage::ALL
                    .into_iter()
                    .map(move |l| listing_in(s, l, 1, &[]))
            })
            .collect()
    });
    let language = source(strategy, language).0;
    let Some(listing) = listings
        .iter()
        .find(|l| l.strategy == strategy && l.language == language)
    else {
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
            strip_markers(
                "        solutions.append(q[:])  # ⟦solution⟧",
                CodeLanguage::Python
            ),
            ("        solutions.append(q[:])", vec!["solution"])
        );
        assert_eq!(
            strip_markers(
                "            return False  # same column ⟦attack-column⟧",
                CodeLanguage::Python
            ),
            (
                "            return False  # same column",
                vec!["attack-column"]
            )
        );
        assert_eq!(
            strip_markers(
                "int fixedQueens[][2] = {};  // ⟨fixed⟩ ⟦fixed⟧ ⟦clash⟧",
                CodeLanguage::C
            ),
            (
                "int fixedQueens[][2] = {};  // ⟨fixed⟩",
                vec!["fixed", "clash"]
            )
        );
        assert_eq!(
            strip_markers("x = 1", CodeLanguage::Python),
            ("x = 1", vec![])
        );
    }
}
