// Generated from the core's vocabularies by `cargo xtask codegen`. Do not edit: change the
// core and rerun.
/** The core's strategy names. */
export type Strategy = "backtracking" | "lookup" | "bitboard";
/** The core's method names. */
export type HugeMethod = "min-conflicts" | "construct";
/** The core's strategy names. */
export type StepStrategy = "backtracking" | "lookup" | "cp" | "cp-first-fail";
/** The core's code language names. */
export type CodeLanguage = "python" | "c" | "cpp" | "java";
/** The core's enumeration target names. */
export type EnumerationTarget = "all" | "fundamental";
/** The core's event kind names. */
export type EventKind = "place" | "attacked" | "forced" | "prune" | "dead-end" | "backtrack" | "solution" | "finished";
/** The core's run target names. */
export type RunTarget = "solution" | "dead-end" | "end";
/** The core's stop names. */
export type RunStop = "reached" | "finished" | "capped";
/** The core's format names. */
export type Format = "list" | "board" | "matrix";
/** The core's line names. */
export type Line = "row" | "column" | "diagonal" | "anti-diagonal";
/** The core's question form names. */
export type QuestionForm = "pick" | "choose" | "number";
/** The core's question names. */
export type QuestionName = "open-squares" | "next-queen" | "attackers" | "crossed-by" | "dead-row" | "queens" | "solutions" | "failures" | "branches" | "nodes" | "depth" | "slash" | "backslash" | "removed" | "tried";
/** The core's advance target names. */
export type AdvanceTarget = "place" | "dead-end" | "backtrack" | "solution" | "row" | "events" | "end";
/** The core's lesson names. */
export type ShippedLesson = "four-queens" | "five-queens-dead-end" | "diagonal-indices" | "one-constraint-at-a-time";
/** The core's view names. */
export type View = "play" | "solutions" | "step" | "count" | "huge";
/** The core's theme names. */
export type Theme = "auto" | "light" | "dark";
/** The core's control level names. */
export type Controls = "none" | "compact" | "full";
/** The core's embed event names. */
export type EmbedEvent = "nqueens-ready" | "nqueens-change" | "nqueens-option" | "nqueens-solved" | "nqueens-step" | "nqueens-error" | "nqueens-resize" | "nqueens-answer";
/** The core's command names. */
export type Command = "setN" | "setQueens" | "solve" | "complete" | "cancel" | "forward" | "back" | "play" | "pause" | "reset";
/** The core's parameter names. */
export type Parameter = "view" | "n" | "queens" | "strategy" | "grouped" | "step" | "method" | "seed" | "embed" | "controls" | "theme" | "speed" | "autoplay" | "loop" | "from" | "to" | "compare" | "tree" | "lesson" | "edit" | "kernel" | "lang" | "code-lang";
/** The core's measure names. */
export type Measure = "nodes" | "branches" | "failures" | "backtracks" | "checks" | "examined" | "removals" | "solutions" | "depth" | "seconds";
/** The core's count kernel names. */
export type CountKernel = "webgpu" | "workers";
