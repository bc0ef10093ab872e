// <nqueens-board>: importing the package defines the element. Attributes and their properties,
// methods, events, and `configure` for hosts that cannot serve the package's files.
import type { EventDetails, Square } from "./protocol.js";
import type { Controls, ElementView, Theme } from "./names.js";

export type { EventDetails, EventMessage, CommandMessage, CommandArgs, OptionChange, Square, SearchStats, SearchEvent } from "./protocol.js";
export type { Attribute, CommandName, Controls, ElementView, EventName, Theme, View } from "./names.js";

/**
 * Every attribute has a property that reflects to it; an attribute change applies only what it
 * names (changing `n` empties the board; nothing else touches the reader's queens), and what the
 * reader or a method changes is written back to the attributes. A malformed value is ignored
 * with a note inside the element; so is an unknown attribute that looks like a misspelt option.
 * The styling interface (`--nqueens-*` custom properties and parts) is in custom-elements.json.
 */
export declare class NQueensBoard extends HTMLElement {
  static readonly observedAttributes: string[];
  view: ElementView;
  n: number;
  /** [row, col] pairs: the board in play, the fixed queens in step, the queens every listed
   * solution holds in solutions. Also takes the playground's queen code as a string. */
  get queens(): Square[] | null;
  set queens(value: Square[] | string | null);
  strategy: string;
  grouped: boolean;
  /** The step view's position on its timeline. */
  step: number | null;
  controls: Controls;
  /** "auto" follows the page around the element (its color-scheme, a dark/light class or
   * data-theme switch, the colour it sits on), else the reader's system. */
  theme: Theme;
  /** Events per second when the step view plays (1–60). */
  speed: number | null;
  autoplay: boolean;
  loop: boolean;
  from: number | null;
  to: number | null;
  compare: boolean;
  tree: boolean;
  lesson: boolean;
  /** Whether the board shown is a solution. */
  readonly solved: boolean;
  /** Resolves with the element once its board is shown. Nothing needs to call it. */
  readonly ready: Promise<NQueensBoard>;
  /** Each method resolves true when done, false when it failed (an `nqueens-error` event says why). */
  setN(n: number | string): Promise<boolean>;
  setQueens(queens: Square[]): Promise<boolean>;
  solve(): Promise<boolean>;
  complete(): Promise<boolean>;
  cancel(): Promise<boolean>;
  forward(): Promise<boolean>;
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

/** The element's events: bubbling, composed CustomEvents (no resize: the element sizes itself). */
export type NQueensBoardEventMap = {
  [K in Exclude<keyof EventDetails, "nqueens-resize">]: CustomEvent<EventDetails[K]>;
};

/**
 * For hosts that cannot serve the package's files beside its modules (a notebook widget, a
 * single-file bundle): the wasm module (bytes, URL or compiled) and a factory starting the
 * worker (a module worker running dist/www/worker.js). Call before the first board appears.
 */
export declare function configure(options: {
  wasm?: WebAssembly.Module | BufferSource | URL | string;
  worker?: () => Worker;
}): void;

declare global {
  interface HTMLElementTagNameMap {
    "nqueens-board": NQueensBoard;
  }
  interface HTMLElementEventMap extends NQueensBoardEventMap {}
}
