// Generated from the element's interface table (www/element-api.js) and the core's names by
// `cargo xtask codegen` (scripts/declarations.mjs). Do not edit: change the table and rerun.

// <nqueens-board>: importing the package defines the element. Attributes and their properties,
// methods, events, and `configure` for hosts that cannot serve the package's files. The
// styling interface (`--nqueens-*` custom properties and parts) is in custom-elements.json.
import type { EventDetails, LessonDocument, Square, ExportOptions, OptionChange } from "./protocol.js";
import type { CodeLanguage, Controls, ElementView, Theme } from "./names.js";

export type { EventDetails, EventMessage, CommandMessage, CommandArgs, LessonDocument, Square, SearchStats, SearchEvent, ExportOptions, OptionChange } from "./protocol.js";
export type { Attribute, CodeLanguage, CommandName, Controls, ElementView, Envelope, EventName, Theme, View } from "./names.js";

/**
 * A live N-Queens board: place queens and see every attack, list all solutions, or step through a
 * backtracking or constraint-propagation search. Searches run in Web Workers shared by every board
 * on the page. Every attribute has a property that reflects to it; an attribute change applies only
 * what it names (changing `n` empties the board; nothing else touches the reader's queens), and
 * what the reader or a method changes is written back to the attributes. A malformed value is
 * ignored with a note inside the element; so is an unknown attribute that looks like a misspelt
 * option.
 */
export declare class NQueensBoard extends HTMLElement {
  static readonly observedAttributes: string[];
  /** Which view the element shows: place queens, list the solutions, or step through a search. */
  view: ElementView;
  /** The board's side N (play 1–256, solutions 1–32, step 1–16). Changing it empties the board. */
  n: number;
  /**
   * The queens as [row, col] pairs (the attribute holds the playground's queen code, which the
   * property also takes): the board in play, the fixed queens in step, the queens every listed
   * solution must hold in solutions. Reflects the reader's clicks.
   */
  get queens(): Square[] | null;
  set queens(value: Square[] | string | null);
  /**
   * The search strategy: bitboard, lookup or backtracking in play; cp, cp-first-fail, backtracking
   * or lookup in step.
   */
  strategy: string;
  /** Solutions: group the solutions into their symmetry classes. */
  grouped: boolean;
  /** Step: the event shown on the timeline (the view's position); reflects stepping. */
  step: number | null;
  /** How many controls show: the board alone, a compact bar (default) or everything. */
  controls: Controls;
  /**
   * Colour theme; auto follows the page around the element (its color-scheme, a dark/light class or
   * data-theme switch, the colour it sits on), else the reader's system.
   */
  theme: Theme;
  /** Step: events per second when playing (1–60). */
  speed: number | null;
  /** Step: start playing at once (not when the reader asked for reduced motion). */
  autoplay: boolean;
  /** Step: start again from `from` at the end. */
  loop: boolean;
  /** Step: the first event the timeline shows. */
  from: number | null;
  /** Step: the last event the timeline shows. */
  to: number | null;
  /** Step: show the strategies side by side. */
  compare: boolean;
  /** Step: show the search tree. */
  tree: boolean;
  /**
   * Step: a lesson to read beside the search: a shipped lesson's name (four-queens,
   * five-queens-dead-end, diagonal-indices, one-constraint-at-a-time), the URL of a lesson file
   * (same origin, or served with CORS), or a lesson file's object or JSON; true (the attribute with
   * no value) is the 4-queens lesson. The core checks the lesson against the search before it
   * starts; one it refuses gets a note naming the lesson and the step, and the board keeps working.
   * The lesson is shown in the board's language where the lesson has it. A board given a lesson and
   * no `view` opens in the Step view (and writes `view="step"`); one whose `view` names another
   * view keeps it, and its note says why no lesson is shown.
   */
  get lesson(): string | null;
  set lesson(value: string | boolean | LessonDocument | null);
  /**
   * The board's language: en, hi, fa or zh, with a region or -u-nu- digits if wanted (fa-IR,
   * hi-u-nu-deva). Without it, the nearest ancestor's lang (through shadow roots), else the
   * browser's languages, else English; an unsupported language reads as English. Changing it
   * changes the words only. The property is the attribute as written, "" when absent (as
   * HTMLElement's).
   */
  lang: string;
  /**
   * Step: the programming language the code panel shows the search's program in (python, c, cpp,
   * java; python when absent). A lesson that names its own shows that one while it is open. The
   * reader's choice in the panel's menu is written back, and kept when the strategy changes.
   */
  codeLang: CodeLanguage;
  /** Whether the board shown is a solution (play and solutions: the board; step: the event). */
  readonly solved: boolean;
  /**
   * Resolves with the element once its board is shown (again after it was put back on a page).
   * Nothing needs to call it.
   */
  readonly ready: Promise<NQueensBoard>;
  /**
   * A new empty board of side n (N of the listing in solutions). Resolves true when done, false
   * when it failed (an `nqueens-error` event says why).
   */
  setN(n: number | string): Promise<boolean>;
  /**
   * Places queens ([[row, col], …]): the board in play, the fixed queens in step. Resolves true
   * when done, false when it failed (an `nqueens-error` event says why).
   */
  setQueens(queens: Square[]): Promise<boolean>;
  /**
   * Solves the play board in a Web Worker; `cancel()` stops it. Resolves true when done, false when
   * it failed (an `nqueens-error` event says why).
   */
  solve(): Promise<boolean>;
  /**
   * Completes the play board's queens to a solution in a Web Worker, or says which pair prevents
   * it. Resolves true when done, false when it failed (an `nqueens-error` event says why).
   */
  complete(): Promise<boolean>;
  /**
   * Stops a running search. Resolves true when done, false when it failed (an `nqueens-error` event
   * says why).
   */
  cancel(): Promise<boolean>;
  /**
   * Step: one event forward (the `step` property is the position reached). Resolves true when done,
   * false when it failed (an `nqueens-error` event says why).
   */
  forward(): Promise<boolean>;
  /**
   * Step: one event back. Resolves true when done, false when it failed (an `nqueens-error` event
   * says why).
   */
  back(): Promise<boolean>;
  /**
   * Step: plays the timeline. Resolves true when done, false when it failed (an `nqueens-error`
   * event says why).
   */
  play(): Promise<boolean>;
  /**
   * Step: pauses it. Resolves true when done, false when it failed (an `nqueens-error` event says
   * why).
   */
  pause(): Promise<boolean>;
  /**
   * An empty board, the start of the search, or the first page of solutions. Resolves true when
   * done, false when it failed (an `nqueens-error` event says why).
   */
  reset(): Promise<boolean>;
  /**
   * Step: a picture made in the page: the current board as `png` (the board and its narration) or
   * `svg` (the core's drawing), or a stretch of the search as an animated `gif` or a `webm` video
   * with the narration burned into each frame, in the element's language. The stretch runs from
   * `from` to `to` (events of the timeline), or from here to the next solution or dead end when
   * they are left out. Rejects when it cannot, with the reason in words.
   */
  exportImage(options?: ExportOptions): Promise<Blob>;
  /**
   * Step, with a lesson: the lesson's printable worksheet as an HTML file (`text/html`), in the
   * element's language where the lesson has it: a line for the student's name, each question
   * numbered with the board it is asked on (black and white), its words and room to answer (a box
   * for a number, the options to circle, an empty board to mark a square on), then the answer key,
   * with each answer and the lesson's explanation, on a page of its own. Print it from a browser
   * (A4 or Letter); rejects, in words, when no lesson is open. Rejects when it cannot, with the
   * reason in words.
   */
  worksheet(): Promise<Blob>;
  addEventListener<K extends keyof NQueensBoardEventMap>(
    type: K,
    listener: (this: NQueensBoard, event: NQueensBoardEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
}

/** The element's events: bubbling, composed CustomEvents (not the frame's own). */
export type NQueensBoardEventMap = {
  [K in Exclude<keyof EventDetails, "nqueens-resize">]: CustomEvent<EventDetails[K]>;
};

/**
 * For hosts that cannot serve the package's files beside its modules (a notebook widget, a
 * single-file bundle): the wasm module (bytes, URL or compiled) and a factory starting the worker
 * (a module worker running dist/www/worker.js). Call before the first board appears.
 */
export declare function configure(options: { wasm?: WebAssembly.Module | BufferSource | URL | string; worker?: () => Worker }): void;

declare global {
  interface HTMLElementTagNameMap {
    "nqueens-board": NQueensBoard;
  }
  interface HTMLElementEventMap extends NQueensBoardEventMap {}
}
