// The messages between a page and the playground in its iframe (`index.html?embed=1`), and the
// details of the events <nqueens-board> dispatches: one vocabulary for both. The names are the
// core's (names.d.ts, generated from crates/nqueens-core/src/page.rs).
import type { CommandName, EventName, View } from "./names.js";

export type { CommandName, EventName, View } from "./names.js";

// A search event in the core's one serialization (declared from the Rust types with the wasm
// bindings): the same object as a line of `nqueens trace --json` and an event of Python's trace.
import type { SearchEvent } from "../dist/nqueens-wasm.js";
export type { SearchEvent };

/** Every message either way carries these two fields. */
export interface Envelope {
  source: "nqueens-playground";
  version: 2;
}

export type Square = [row: number, col: number];

export interface SearchStats {
  branches: number;
  failures: number;
  solutions: number;
  depth: number;
  nodes: number;
}

/** One option the reader changed, by the name of the element's attribute and property. */
export type OptionChange =
  | { name: "view"; value: View }
  | { name: "strategy"; value: string }
  | { name: "speed"; value: number }
  | { name: "grouped" | "tree" | "compare" | "lesson"; value: boolean };

/** Event names and their details. `nqueens-resize` comes from the iframe only. */
export interface EventDetails {
  /** When the board is shown (an element: again after it was put back on a page). */
  "nqueens-ready": { view: View; n: number; queens: Square[] };
  /** The reader or a command changed N or the queens (never on focus or cursor moves, nor for
   * an element's own attribute or property changes). In `step`, the fixed queens. */
  "nqueens-change": { n: number; queens: Square[] };
  /** The reader changed another option through the view's own controls (the strategy menu, the
   * speed slider, a panel, the grouping, another view in a frame): its name and its new value, which the
   * element's attribute and property of that name already hold. Never for the host's own
   * attribute or property changes. */
  "nqueens-option": OptionChange;
  /** The board has just become a solution, by any means; `solution[row]` is the column. */
  "nqueens-solved": { n: number; solution: number[] };
  /** A search event shown by the step view: its kind, its sentence, the counters, and the
   * event whole (`record`, null at the start). */
  "nqueens-step": { position: number; event: string; narration: string; stats: SearchStats; record: SearchEvent | null };
  /** A command (or an element method or property value) could not be carried out. */
  "nqueens-error": { command: string; message: string };
  /** The iframe's content height in CSS pixels, whenever it changes. */
  "nqueens-resize": { height: number };
}

/** From the frame to its parent window. */
export type EventMessage = {
  [K in EventName]: Envelope & { type: "event"; event: K; detail: EventDetails[K] };
}[EventName];

/** Commands and their arguments; a method of the same name on the element. */
export interface CommandArgs {
  setN: { n: number };
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
