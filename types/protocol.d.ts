// The messages between a page and the playground in its iframe (`index.html?embed=1`), and the
// details of the events <nqueens-board> dispatches: one vocabulary for both.

// A search event in the core's one serialization (declared from the Rust types with the wasm
// bindings): the same object as a line of `nqueens trace --json` and an event of Python's trace.
import type { SearchEvent } from "../dist/nqueens-wasm.js";
export type { SearchEvent };

/** Every message either way carries these two fields. */
export interface Envelope {
  source: "nqueens-playground";
  version: 1;
}

export type View = "play" | "solutions" | "step" | "count" | "huge";
export type Square = [row: number, col: number];

export interface SearchStats {
  branches: number;
  failures: number;
  solutions: number;
  depth: number;
  nodes: number;
}

/** Event names and their details. `resize` comes from the iframe only. */
export interface EventDetails {
  /** Once, when the board is first shown. */
  ready: { view: View; n: number; queens: Square[] };
  /** The queens or N changed (never on focus or cursor moves). In `step`, the fixed queens. */
  change: { n: number; queens: Square[] };
  /** The board has just become a solution, by any means; `solution[row]` is the column. */
  solved: { n: number; solution: number[] };
  /** A search event shown by the step view: its kind, its sentence, the counters, and the
   * event whole (`record`, null at the start). */
  step: { position: number; event: string; narration: string; stats: SearchStats; record: SearchEvent | null };
  /** A command (or an element method) could not be carried out. */
  error: { command: string; message: string };
  /** The iframe's content height in CSS pixels, whenever it changes. */
  resize: { height: number };
}

export type EventName = keyof EventDetails;

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
  step: Record<string, never>;
  back: Record<string, never>;
  play: Record<string, never>;
  pause: Record<string, never>;
  reset: Record<string, never>;
}

export type CommandName = keyof CommandArgs;

/** From the parent window to the frame. */
export type CommandMessage = {
  [K in CommandName]: Envelope & { type: "command"; command: K; args?: CommandArgs[K] };
}[CommandName];
