//! The lessons the playground ships, one file each in the core's `lessons/` (beside their
//! schema, `lesson.schema.json`), built into the core so every host has them without fetching:
//! the element in a page with a strict policy, the notebook widget, the CLI. The page's build
//! copies the folder to `www/lessons/`, the URL the page and the npm package serve them at.

use crate::names::vocabulary;

vocabulary! {
    /// A shipped lesson, by the name a `lesson` attribute or link gives it.
    pub enum ShippedLesson: "lesson" {
        /// The OR-Tools guide's 4-queens walk-through of constraint propagation (the OR-Tools guide).
        FourQueens => "four-queens",
        /// Plain backtracking on 5 queens up to its first dead end (the backtracking tutorial).
        FiveQueensDeadEnd => "five-queens-dead-end",
        /// Why the lookup arrays index the diagonals by `row + col` and `row - col + N - 1`,
        /// on 6 queens (the branch-and-bound tutorial).
        DiagonalIndices => "diagonal-indices",
        /// The three AllDifferent constraints added one at a time (the PyCSP3 tutorial).
        OneConstraintAtATime => "one-constraint-at-a-time",
    }
}

impl ShippedLesson {
    /// The lesson a bare `lesson` switch (`lesson=1`, the boolean attribute) opens.
    pub const DEFAULT: ShippedLesson = ShippedLesson::FourQueens;

    /// The lesson's file.
    pub fn text(self) -> &'static str {
        match self {
            ShippedLesson::FourQueens => include_str!("../../lessons/four-queens.json"),
            ShippedLesson::FiveQueensDeadEnd => {
                include_str!("../../lessons/five-queens-dead-end.json")
            }
            ShippedLesson::DiagonalIndices => {
                include_str!("../../lessons/diagonal-indices.json")
            }
            ShippedLesson::OneConstraintAtATime => {
                include_str!("../../lessons/one-constraint-at-a-time.json")
            }
        }
    }
}
