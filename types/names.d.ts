// Generated from the core's vocabularies and rules (crates/nqueens-core/src/show/page.rs) by
// `cargo xtask codegen`. Do not edit: change the core and rerun.

/** The events an embed sends. */
export type EventName = "nqueens-ready" | "nqueens-change" | "nqueens-option" | "nqueens-solved" | "nqueens-step" | "nqueens-error" | "nqueens-resize" | "nqueens-answer";

/** Methods of the element and commands to a frame. */
export type CommandName = "setN" | "setQueens" | "solve" | "complete" | "cancel" | "forward" | "back" | "play" | "pause" | "reset";

/** Every view of the playground. */
export type View = "play" | "solutions" | "step" | "count" | "huge";

/** The views an embed shows. */
export type ElementView = "play" | "solutions" | "step";

/** The element's attributes. */
export type Attribute = "view" | "n" | "queens" | "strategy" | "grouped" | "step" | "controls" | "theme" | "speed" | "autoplay" | "loop" | "from" | "to" | "compare" | "tree" | "lesson" | "lang" | "code-lang";

/** Colour themes. */
export type Theme = "auto" | "light" | "dark";

/** The lessons the board ships. */
export type ShippedLesson = "four-queens" | "five-queens-dead-end" | "diagonal-indices" | "one-constraint-at-a-time";

/** Control levels. */
export type Controls = "none" | "compact" | "full";

/** The languages the playground speaks. */
export type Language = "en" | "hi" | "fa" | "zh";

/** The languages the Step view's code panel shows its programs in. */
export type CodeLanguage = "python" | "c" | "cpp" | "java";

/** Every message between a page and the playground in its frame carries these two fields. */
export interface Envelope {
  source: "nqueens-playground";
  version: 2;
}
