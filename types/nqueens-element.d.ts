// <nqueens-board>: importing the package defines the element. Attributes, methods and events.
import type { EventDetails, Square } from "./protocol.js";

export type { EventDetails, EventMessage, CommandMessage, CommandArgs, Square, SearchStats, SearchEvent } from "./protocol.js";

/**
 * Attributes (all optional, all strings, changeable at any time): `view` ("play" | "step" |
 * "solutions"), `n`, `queens` (the playground's queen code), `strategy`, `grouped`, `step`,
 * `from`, `to`, `speed` (1–60 events per second), `autoplay`, `loop`, `tree` (step: the search
 * tree), `compare` (step: strategies side by side), `lesson` (step: the guided lesson), `controls` ("none" |
 * "compact" | "full"), `theme` ("auto" | "light" | "dark"). A malformed one is ignored with a
 * note inside the element.
 */
export declare class NQueensBoard extends HTMLElement {
  static readonly observedAttributes: string[];
  /** Resolves with the element once its board is shown. Nothing needs to call it. */
  readonly ready: Promise<NQueensBoard>;
  /** Each method resolves true when done, false when it failed (an `error` event says why). */
  setN(n: number | string): Promise<boolean>;
  setQueens(queens: Square[]): Promise<boolean>;
  solve(): Promise<boolean>;
  complete(): Promise<boolean>;
  cancel(): Promise<boolean>;
  step(): Promise<boolean>;
  back(): Promise<boolean>;
  play(): Promise<boolean>;
  pause(): Promise<boolean>;
  reset(): Promise<boolean>;
  addEventListener<K extends keyof NQueensBoardEventMap>(
    type: K,
    listener: (this: NQueensBoard, event: NQueensBoardEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
}

/** The element's events: bubbling, composed CustomEvents (no `resize`: the element sizes itself). */
export type NQueensBoardEventMap = {
  [K in Exclude<keyof EventDetails, "resize">]: CustomEvent<EventDetails[K]>;
};

declare global {
  interface HTMLElementTagNameMap {
    "nqueens-board": NQueensBoard;
  }
}
