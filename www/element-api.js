// The <nqueens-board> element's public interface, declared once: its attributes (each with a
// property of the same name that reflects to it), its read-only properties, methods, events,
// parts and CSS custom properties, each with its TypeScript type and the words that document
// it. The names are the core's (names.js); the element defines its properties and methods from
// these tables (nqueens-element.js), and scripts/declarations.mjs writes the Custom Elements
// Manifest (custom-elements.json) and the TypeScript declarations (types/nqueens-element.d.ts,
// types/protocol.d.ts) from them. The test command fails when a table and the core's names
// disagree, or when the committed declarations are not what the tables give.
//
// Plain data, no DOM: safe to import anywhere, a server included.
import { CODE_LANGUAGES, DEFAULT_CODE_LANGUAGE, ELEMENT_VIEWS, SPEED, VIEW_RULES } from "./names.js";

/** The property of an attribute: its name in camel case (`code-lang` is `codeLang`), as the
 * DOM names the properties of hyphenated attributes (`aria-label`, `ariaLabel`). */
export const propertyOf = (attribute) => attribute.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());

/** The N a view takes, from the core's limits. */
const sizes = (view) => `${view} ${VIEW_RULES[view].min}–${VIEW_RULES[view].max}`;

/**
 * @typedef {object} Declared
 * @property {string} type the TypeScript type (names.d.ts and protocol.d.ts types in scope)
 * @property {string} doc what it is or does, for people
 */

/**
 * Attributes, by the core's names (ELEMENT_PARAMETERS): the property's type, and what it does.
 * `set` is the type the property takes when it takes more than it gives back.
 * @type {Record<string, Declared & { set?: string }>}
 */
export const ATTRIBUTES = {
  view: { type: "ElementView", doc: "Which view the element shows: place queens, list the solutions, or step through a search." },
  n: { type: "number", doc: `The board's side N (${ELEMENT_VIEWS.map(sizes).join(", ")}). Changing it empties the board.` },
  queens: {
    type: "Square[] | null",
    set: "Square[] | string | null",
    doc: "The queens as [row, col] pairs (the attribute holds the playground's queen code, which the property also takes): the board in play, the fixed queens in step, the queens every listed solution must hold in solutions. Reflects the reader's clicks.",
  },
  strategy: { type: "string", doc: "The search strategy: bitboard, lookup or backtracking in play; cp, cp-first-fail, backtracking or lookup in step." },
  grouped: { type: "boolean", doc: "Solutions: group the solutions into their symmetry classes." },
  step: { type: "number | null", doc: "Step: the event shown on the timeline (the view's position); reflects stepping." },
  controls: { type: "Controls", doc: "How many controls show: the board alone, a compact bar (default) or everything." },
  theme: {
    type: "Theme",
    doc: "Colour theme; auto follows the page around the element (its color-scheme, a dark/light class or data-theme switch, the colour it sits on), else the reader's system.",
  },
  speed: { type: "number | null", doc: `Step: events per second when playing (${SPEED.min}–${SPEED.max}).` },
  autoplay: { type: "boolean", doc: "Step: start playing at once (not when the reader asked for reduced motion)." },
  loop: { type: "boolean", doc: "Step: start again from `from` at the end." },
  from: { type: "number | null", doc: "Step: the first event the timeline shows." },
  to: { type: "number | null", doc: "Step: the last event the timeline shows." },
  compare: { type: "boolean", doc: "Step: show the strategies side by side." },
  tree: { type: "boolean", doc: "Step: show the search tree." },
  lesson: {
    type: "string | null",
    set: "string | boolean | LessonDocument | null",
    doc: "Step: a lesson to read beside the search: a shipped lesson's name (four-queens, five-queens-dead-end, diagonal-indices, one-constraint-at-a-time), the URL of a lesson file (same origin, or served with CORS), or a lesson file's object or JSON; true (the attribute with no value) is the 4-queens lesson. The core checks the lesson against the search before it starts; one it refuses gets a note naming the lesson and the step, and the board keeps working. The lesson is shown in the board's language where the lesson has it. A board given a lesson and no `view` opens in the Step view (and writes `view=\"step\"`); one whose `view` names another view keeps it, and its note says why no lesson is shown.",
  },
  "code-lang": {
    type: "CodeLanguage",
    doc: `Step: the programming language the code panel shows the search's program in (${CODE_LANGUAGES.join(", ")}; ${DEFAULT_CODE_LANGUAGE} when absent). A lesson that names its own shows that one while it is open. The reader's choice in the panel's menu is written back, and kept when the strategy changes.`,
  },
  lang: {
    type: "string",
    doc: "The board's language: en, hi, fa or zh, with a region or -u-nu- digits if wanted (fa-IR, hi-u-nu-deva). Without it, the nearest ancestor's lang (through shadow roots), else the browser's languages, else English; an unsupported language reads as English. Changing it changes the words only. The property is the attribute as written, \"\" when absent (as HTMLElement's).",
  },
};

/** Read-only properties. @type {Record<string, Declared>} */
export const READONLY = {
  solved: { type: "boolean", doc: "Whether the board shown is a solution (play and solutions: the board; step: the event)." },
  ready: { type: "Promise<NQueensBoard>", doc: "Resolves with the element once its board is shown (again after it was put back on a page). Nothing needs to call it." },
};

/**
 * Methods, by the core's command names (COMMANDS), which are also the frame's commands: their
 * parameters (name and type, in order; a frame's command message carries them as `args`) and
 * what they do. Each resolves true when done, false when it failed (an `nqueens-error` event
 * says why), and never throws on the host page.
 * @type {Record<string, { params: [name: string, type: string][], doc: string }>}
 */
export const METHODS = {
  setN: { params: [["n", "number | string"]], doc: "A new empty board of side n (N of the listing in solutions)." },
  setQueens: { params: [["queens", "Square[]"]], doc: "Places queens ([[row, col], …]): the board in play, the fixed queens in step." },
  solve: { params: [], doc: "Solves the play board in a Web Worker; `cancel()` stops it." },
  complete: { params: [], doc: "Completes the play board's queens to a solution in a Web Worker, or says which pair prevents it." },
  cancel: { params: [], doc: "Stops a running search." },
  forward: { params: [], doc: "Step: one event forward (the `step` property is the position reached)." },
  back: { params: [], doc: "Step: one event back." },
  play: { params: [], doc: "Step: plays the timeline." },
  pause: { params: [], doc: "Step: pauses it." },
  reset: { params: [], doc: "An empty board, the start of the search, or the first page of solutions." },
};

/**
 * Methods that hand something back (not commands: a frame cannot return a Blob): their
 * parameters, what they resolve to, and what they do. Unlike the commands they reject on
 * failure, with the reason in the reader's words as the error's message.
 * @type {Record<string, { params: [name: string, type: string][], returns: string, doc: string }>}
 */
export const QUERIES = {
  exportImage: {
    params: [["options", "ExportOptions"]],
    returns: "Promise<Blob>",
    doc: "Step: a picture made in the page: the current board as `png` (the board and its narration) or `svg` (the core's drawing), or a stretch of the search as an animated `gif` or a `webm` video with the narration burned into each frame, in the element's language. The stretch runs from `from` to `to` (events of the timeline), or from here to the next solution or dead end when they are left out.",
  },
  worksheet: {
    params: [],
    returns: "Promise<Blob>",
    doc: "Step, with a lesson: the lesson's printable worksheet as an HTML file (`text/html`), in the element's language where the lesson has it: a line for the student's name, each question numbered with the board it is asked on (black and white), its words and room to answer (a box for a number, the options to circle, an empty board to mark a square on), then the answer key, with each answer and the lesson's explanation, on a page of its own. Print it from a browser (A4 or Letter); rejects, in words, when no lesson is open.",
  },
};

/**
 * Events, by their role in the core's list (EVENTS: `ready` is sent as `nqueens-ready`): the
 * type of their detail and when they are sent. The element's are bubbling, composed
 * CustomEvents; the frame posts the same names and details to its parent, and `frame` marks
 * those only the frame sends.
 * @type {Record<string, { detail: string, doc: string, frame?: boolean }>}
 */
export const EVENTS = {
  ready: { detail: "{ view: View; n: number; queens: Square[] }", doc: "The board is shown (an element: again after it was put back on a page)." },
  change: {
    detail: "{ n: number; queens: Square[] }",
    doc: "The reader or a method changed N or the queens (never on focus or cursor moves, nor for the host's own attribute or property changes). In step, the fixed queens.",
  },
  option: {
    detail: "OptionChange",
    doc: "The reader changed another option through the view's own controls (the strategy menu, the speed slider, a panel, the grouping; in a frame, the view a button opened): its name and new value, which the element's attribute and property of that name already hold. Never for the host's own attribute or property changes.",
  },
  solved: { detail: "{ n: number; solution: number[] }", doc: "The board has just become a solution, by any means; `solution[row]` is the queen's column." },
  step: {
    detail: "{ position: number; event: string; narration: string; line: number; stats: SearchStats; record: SearchEvent | null }",
    doc: "Step: the search moved to another event: its kind, its sentence, the line of the code panel's program it comes from, the counters, and the event whole (`record`, null at the start).",
  },
  error: { detail: "{ command: string; message: string }", doc: "A method, a command or a property value could not be carried out, and why." },
  resize: { detail: "{ height: number }", doc: "The frame's content height in CSS pixels, whenever it changes.", frame: true },
  answer: {
    detail:
      '{ step: number; id: string | null; correct: boolean; attempts: number; form: "pick" | "choose" | "number"; response: string; lesson: string; version: string; title: string }',
    doc: "Step, in a lesson: the reader answered a question. `step` is the lesson's step (counted from 1), `id` its id, `attempts` how many answers the reader has given to it so far (this one included), `response` the answer as given (`row,col`, the option counted from 1, or the number); `lesson` the lesson's stable name (its file's `name`, else one made from its title in its own language) and `version` its file's revision, which a gradebook keeps; `title` its title in the reader's language, for people. A course page can record progress from it.",
  },
};

/**
 * Types the declarations name, written into types/protocol.d.ts (and re-exported by the
 * element's): `OptionChange` is the detail of `nqueens-option`, one variant per option the
 * views report (OPTIONS in views/shared/host.js, which the script checks it against).
 * @type {Record<string, Declared>}
 */
export const TYPES = {
  ExportOptions: {
    type: `{ format?: "png" | "svg" | "gif" | "webm"; from?: number; to?: number }`,
    doc: "What `exportImage` makes: the format (png unless given) and, for gif and webm, the events of the stretch.",
  },
  OptionChange: {
    type: `{ name: "view"; value: View } | { name: "strategy"; value: string } | { name: "code-lang"; value: CodeLanguage } | { name: "speed"; value: number } | { name: "grouped" | "tree" | "compare"; value: boolean } | { name: "lesson"; value: string | false }`,
    doc: "One option the reader changed, by the name of the element's attribute and property, and its new value (the lesson: what opened it, a shipped lesson's name, a URL or the lesson's JSON or packed text, or false once the reader ends it).",
  },
};

/** Parts, styled from outside with ::part(name); the views' templates carry them. @type {Record<string, string>} */
export const PARTS = {
  board: "The board's canvas (play, step and the solutions' main board).",
  status: "The sentence saying in words what the board shows.",
  controls: "The controls beside the board.",
  gallery: "Solutions: the list of thumbnails.",
  timeline: "Step: the timeline slider.",
  notes: "Notes about ignored attributes or searches without a worker.",
};

/** CSS custom properties, set on the element (they inherit into its shadow root); the views'
 * stylesheet reads them, each falling back to the theme's colour. @type {Record<string, string>} */
export const CSS_PROPERTIES = {
  "--nqueens-square-light": "Light squares.",
  "--nqueens-square-dark": "Dark squares.",
  "--nqueens-queen": "Queens.",
  "--nqueens-queen-outline": "The outline drawn around queens.",
  "--nqueens-attacked-square": "The tint of squares a queen attacks.",
  "--nqueens-attack-mark": "The mark on attacked squares.",
  "--nqueens-attacking-queen": "Queens that attack another.",
  "--nqueens-attack-line": "The line joining two queens that attack each other.",
  "--nqueens-solved": "The frame of a solved board.",
  "--nqueens-focus": "The keyboard cursor on the board and the focus ring of controls.",
  "--nqueens-text": "Text.",
  "--nqueens-muted-text": "Secondary text.",
  "--nqueens-background": "The element's background.",
  "--nqueens-border": "Borders of the element and its panels.",
  "--nqueens-accent": "Buttons and links.",
  "--nqueens-font": "The font family (unset: the page's own font).",
};

/** The element's own description, and `configure`'s. */
export const ELEMENT = {
  tag: "nqueens-board",
  className: "NQueensBoard",
  doc: "A live N-Queens board: place queens and see every attack, list all solutions, or step through a backtracking or constraint-propagation search. Searches run in Web Workers shared by every board on the page. Every attribute has a property that reflects to it; an attribute change applies only what it names (changing `n` empties the board; nothing else touches the reader's queens), and what the reader or a method changes is written back to the attributes. A malformed value is ignored with a note inside the element; so is an unknown attribute that looks like a misspelt option.",
  configure: {
    params: "{ wasm?: WebAssembly.Module | BufferSource | URL | string; worker?: () => Worker }",
    doc: "For hosts that cannot serve the package's files beside its modules (a notebook widget, a single-file bundle): the wasm module (bytes, URL or compiled) and a factory starting the worker (a module worker running dist/www/worker.js). Call before the first board appears.",
  },
};
