// Generated from the element's interface table (www/element-api.js) and the core's names by
// `cargo xtask codegen` (scripts/declarations.mjs). Do not edit: change the table and rerun.

// The messages between a page and the playground in its iframe (`index.html?embed=1`), and the
// details of the events <nqueens-board> dispatches: one vocabulary for both. The names and the
// envelope are the core's (names.d.ts).
import type { CodeLanguage, CommandName, Envelope, EventName, View } from "./names.js";

export type { CommandName, Envelope, EventName, View } from "./names.js";

// A search event in the core's one serialization (declared from the Rust types with the wasm
// bindings): the same object as a line of `nqueens trace --json` and an event of Python's trace.
import type { SearchEvent } from "../dist/nqueens-wasm.js";
export type { SearchEvent };

export type Square = [row: number, col: number];

/**
 * A lesson file (`lesson.schema.json` beside the shipped lessons in the package describes every
 * field); the element's `lesson` takes one as an object, and the core checks it.
 */
export interface LessonDocument {
  format: "nqueens-lesson";
  version: 1;
  [field: string]: unknown;
}

/**
 * What `exportImage` makes: the format (png unless given) and, for gif and webm, the events of the
 * stretch.
 */
export type ExportOptions = { format?: "png" | "svg" | "gif" | "webm"; from?: number; to?: number };

/**
 * One option the reader changed, by the name of the element's attribute and property, and its new
 * value (the lesson: what opened it, a shipped lesson's name, a URL or the lesson's JSON or packed
 * text, or false once the reader ends it).
 */
export type OptionChange = { name: "view"; value: View } | { name: "strategy"; value: string } | { name: "code-lang"; value: CodeLanguage } | { name: "speed"; value: number } | { name: "grouped" | "tree" | "compare"; value: boolean } | { name: "lesson"; value: string | false };

/** The step view's counters, as `nqueens-step` reports them: each the core's measure of its
 * name (`nqueens measures` says what each counts). */
export interface SearchStats {
  branches: number;
  failures: number;
  solutions: number;
  depth: number;
  nodes: number;
  backtracks: number;
  checks: number;
  examined: number;
  removals: number;
}

/** Event names and their details. */
export interface EventDetails {
  /** The board is shown (an element: again after it was put back on a page). */
  "nqueens-ready": { view: View; n: number; queens: Square[] };
  /**
   * The reader or a method changed N or the queens (never on focus or cursor moves, nor for the
   * host's own attribute or property changes). In step, the fixed queens.
   */
  "nqueens-change": { n: number; queens: Square[] };
  /**
   * The reader changed another option through the view's own controls (the strategy menu, the speed
   * slider, a panel, the grouping; in a frame, the view a button opened): its name and new value,
   * which the element's attribute and property of that name already hold. Never for the host's own
   * attribute or property changes.
   */
  "nqueens-option": OptionChange;
  /** The board has just become a solution, by any means; `solution[row]` is the queen's column. */
  "nqueens-solved": { n: number; solution: number[] };
  /**
   * Step: the search moved to another event: its kind, its sentence, the line of the code panel's
   * program it comes from, the counters, and the event whole (`record`, null at the start).
   */
  "nqueens-step": { position: number; event: string; narration: string; line: number; stats: SearchStats; record: SearchEvent | null };
  /** A method, a command or a property value could not be carried out, and why. */
  "nqueens-error": { command: string; message: string };
  /** The frame's content height in CSS pixels, whenever it changes. (The frame's only.) */
  "nqueens-resize": { height: number };
  /**
   * Step, in a lesson: the reader answered a question. `step` is the lesson's step (counted from
   * 1), `id` its id, `attempts` how many answers the reader has given to it so far (this one
   * included), `response` the answer as given (`row,col`, the option counted from 1, or the
   * number); `lesson` the lesson's stable name (its file's `name`, else one made from its title in
   * its own language) and `version` its file's revision, which a gradebook keeps; `title` its title
   * in the reader's language, for people. A course page can record progress from it.
   */
  "nqueens-answer": { step: number; id: string | null; correct: boolean; attempts: number; form: "pick" | "choose" | "number"; response: string; lesson: string; version: string; title: string };
}

/** From the frame to its parent window. */
export type EventMessage = {
  [K in EventName]: Envelope & { type: "event"; event: K; detail: EventDetails[K] };
}[EventName];

/** Commands and their arguments; a method of the same name on the element. */
export interface CommandArgs {
  setN: { n: number | string };
  setQueens: { queens: Square[] };
  solve: Record<string, never>;
  complete: Record<string, never>;
  cancel: Record<string, never>;
  forward: Record<string, never>;
  back: Record<string, never>;
  play: Record<string, never>;
  pause: Record<string, never>;
  reset: Record<string, never>;
}

/** From the parent window to the frame. */
export type CommandMessage = {
  [K in CommandName]: Envelope & { type: "command"; command: K; args?: CommandArgs[K] };
}[CommandName];
