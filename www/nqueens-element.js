// <nqueens-board>: a live N-Queens board anyone can embed in a page or a tutorial.
//
//   <script type="module" src=".../www/nqueens-element.js"></script>
//   <nqueens-board n="8" view="play"></nqueens-board>
//
// Attributes: n, view (play | step | solutions), strategy, queens (the playground's URL queen
// code), controls (none | compact | full), theme (auto | light | dark). Changing one re-renders.
// Events (bubbling and composed): change, solved, step. Methods: setN, setQueens, step, play,
// pause, reset (each returns a promise, so they can be called before the wasm has loaded).
//
// Every element on a page shares the one wasm instance that www/wasm.js loads, draws its boards
// with the one BoardView, and builds its DOM with textContent only, so it runs under a strict
// Content Security Policy (its styles are a constructed stylesheet, not a <style> element).
import { ready } from "./wasm.js";
import { wholeNumber } from "./url.js";
import { BoardView, moveCursor } from "./renderer.js";
import { describeBoard, describeSquare, findQueen, formatStats } from "./words.js";

const TAG = "nqueens-board";
const VIEWS = ["play", "step", "solutions"];
const PLAY_STRATEGIES = ["backtracking", "lookup", "bitboard"];
const STEP_STRATEGIES = ["cp", "cp-first-fail", "backtracking", "lookup"];
const CONTROLS = ["none", "compact", "full"];
const THEMES = ["auto", "light", "dark"];
const DEFAULT_N = 8;
/** The gallery lists every solution of N; 724 for N = 10 is as many as a small box should page. */
const SOLUTIONS_MAX_N = 10;
const PAGE = 12;
/**
 * Solve runs on the main thread, so it gets a node budget instead of a Cancel button: a
 * few tenths of a second of search for each strategy (backtracking's node costs O(N) row scans).
 */
const solveBudget = (strategy, n) =>
  strategy === "bitboard" ? 10_000_000 : strategy === "lookup" ? 2_000_000 : Math.floor(150_000 / (0.5 + 0.0002 * n * n));
/** Events per second while the step view plays. */
const STEP_RATE = 5;
/** How far "Next solution" searches before it stops and says so. */
const RUN_CAP = 200_000;
const BOARD_MAX = 560;

const fmt = (value) => Number(value).toLocaleString("en-US");
const plural = (count, one, many = `${one}s`) => `${fmt(count)} ${count === 1 ? one : many}`;
/** An attribute value as it may appear in a note: quoted, and cut short. */
const quote = (value) => JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);

// The colours of www/style.css (values copied, not the file), on :host so a page can still
// override any of them with `nqueens-board { --queen: … }`.
const LIGHT = `
  --bg: #f7f5f0;
  --fg: #1d1d1f;
  --muted: #5b5b63;
  --panel: #ffffff;
  --border: #d4d0c8;
  --accent: #2457c5;
  --error: #b3261e;
  --sq-light: #f0d9b5;
  --sq-dark: #b58863;
  --sq-attacked: rgba(214, 40, 40, 0.14);
  --sq-attacked-mark: rgba(176, 24, 24, 0.7);
  --solved: #1e8e3e;
  --queen: #1f1f1f;
  --queen-edge: #fafafa;
  --queen-attacking: #c81e1e;
  --pair-line: rgba(200, 30, 30, 0.8);
  --cursor: #1565ff;
  --label: #5b5b63;
  --cross-grey: #6b6b6b;
  --cross-red: #d32f2f;
  --cross-bounds: #e07b00;
  --cross-refuted: #7b3fb3;
  --trying: #1565ff;
  --dead-row: rgba(211, 47, 47, 0.22);
  --queen-fixed: #1d4ed8;
  --queen-forced: #4b5563;
`;
const DARK = `
  --bg: #16171b;
  --fg: #ececf1;
  --muted: #a3a3ad;
  --panel: #202128;
  --border: #3a3b44;
  --accent: #8ab4ff;
  --error: #ff8a80;
  --sq-light: #8f9aa8;
  --sq-dark: #4d5866;
  --sq-attacked: rgba(255, 90, 90, 0.16);
  --sq-attacked-mark: rgba(255, 140, 140, 0.85);
  --solved: #5bd27a;
  --queen: #fdfdfd;
  --queen-edge: #15161a;
  --queen-attacking: #ff6b6b;
  --pair-line: rgba(255, 110, 110, 0.9);
  --cursor: #ffd54f;
  --label: #a3a3ad;
  --cross-grey: #d0d0d0;
  --cross-red: #ff6b6b;
  --cross-bounds: #ffb74d;
  --cross-refuted: #c9a0ff;
  --trying: #ffd54f;
  --dead-row: rgba(255, 107, 107, 0.28);
  --queen-fixed: #93c5fd;
  --queen-forced: #cbd5e1;
`;

const CSS = `
:host {
  display: block;
  color-scheme: light dark;
  ${LIGHT}
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  font-size: 0.95rem;
  line-height: 1.4;
}
@media (prefers-color-scheme: dark) {
  :host(:not([theme="light"])) {
    ${DARK}
  }
}
:host([theme="dark"]) {
  color-scheme: dark;
  ${DARK}
}
:host([theme="light"]) {
  color-scheme: light;
}
:host([hidden]) {
  display: none;
}
* {
  box-sizing: border-box;
}
.wrap {
  background: var(--panel);
  color: var(--fg);
  border: 1px solid var(--border);
  border-radius: 10px;
  padding: 0.75rem;
}
.note {
  margin: 0 0 0.5rem;
  padding: 0.35rem 0.6rem;
  border-left: 3px solid var(--error);
  background: var(--bg);
  font-size: 0.85rem;
  overflow-wrap: anywhere;
}
.frame {
  display: flex;
  justify-content: center;
}
.board {
  display: block;
  touch-action: manipulation;
}
.status,
.narration {
  margin: 0.5rem 0 0;
  min-height: 1.4em;
}
.muted {
  margin: 0.25rem 0 0;
  color: var(--muted);
  font-size: 0.85rem;
}
.muted:empty {
  display: none;
}
.controls,
.pager {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.4rem;
  margin-top: 0.5rem;
}
button {
  font: inherit;
  font-size: 0.9rem;
  padding: 0.3rem 0.75rem;
  border-radius: 6px;
  border: 1px solid var(--border);
  background: var(--bg);
  color: var(--fg);
  cursor: pointer;
}
button:hover:not(:disabled) {
  border-color: var(--accent);
}
button:disabled {
  opacity: 0.5;
  cursor: default;
}
button:focus-visible,
.board:focus-visible {
  outline: 2px solid var(--accent);
  outline-offset: 2px;
}
.range {
  color: var(--muted);
  font-size: 0.85rem;
}
.solutions.wide {
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 1rem;
  align-items: start;
}
.gallery {
  list-style: none;
  margin: 0.5rem 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(var(--thumb, 72px), 1fr));
  gap: 0.4rem;
}
.thumb {
  width: 100%;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.15rem;
  padding: 0.25rem;
  background: transparent;
}
.thumb[aria-pressed="true"] {
  border-color: var(--accent);
  box-shadow: inset 0 0 0 1px var(--accent);
}
.thumb canvas {
  display: block;
}
.thumb span {
  font-size: 0.75rem;
  color: var(--muted);
}
`;

let sheet = null;
/** One constructed stylesheet shared by every element: CSP's style-src does not apply to it. */
function adoptStyles(root) {
  if ("adoptedStyleSheets" in root && typeof CSSStyleSheet === "function" && "replaceSync" in CSSStyleSheet.prototype) {
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(CSS);
    }
    root.adoptedStyleSheets = [sheet];
  } else {
    // Old browsers only; a strict CSP would refuse this, but such browsers have no constructed sheets.
    const style = document.createElement("style");
    style.textContent = CSS;
    root.append(style);
  }
}

/** Creates an element with a class and, optionally, text (always as textContent). */
function make(tag, className = "", text = "") {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text) node.textContent = text;
  return node;
}

function makeButton(label, onClick) {
  const button = make("button", "", label);
  button.type = "button";
  button.addEventListener("click", onClick);
  return button;
}

const pairsOf = (flat) => {
  const pairs = [];
  for (let i = 0; i + 1 < flat.length; i += 2) pairs.push([flat[i], flat[i + 1]]);
  return pairs;
};

let infoCache = null;
const limitsOf = (api) => (infoCache ??= api.info());

/** The largest N a view accepts; checked before anything is allocated. */
function maxNFor(view, info) {
  if (view === "step") return info.maxStepN;
  if (view === "solutions") return Math.min(SOLUTIONS_MAX_N, info.maxEnumerateN);
  return info.maxBoardN;
}

/**
 * Reads the attributes. Anything malformed is replaced by its default and explained in `notes`,
 * so the element always shows a working board.
 */
function readConfig(element, api) {
  const info = limitsOf(api);
  const notes = [];
  const attr = (name) => element.getAttribute(name);

  let view = attr("view") ?? "play";
  if (!VIEWS.includes(view)) {
    notes.push(`Ignored view=${quote(view)}: the views are play, step and solutions; showing play.`);
    view = "play";
  }

  const maxN = maxNFor(view, info);
  let n = DEFAULT_N;
  const nText = attr("n");
  if (nText !== null) {
    const value = wholeNumber(nText);
    if (value >= 1 && value <= maxN) {
      n = value;
    } else {
      const where = view === "play" ? "" : ` in the ${view} view`;
      notes.push(`Ignored n=${quote(nText)}: N must be a whole number from 1 to ${maxN}${where}; showing N = ${DEFAULT_N}.`);
    }
  }

  let strategy = view === "step" ? "cp" : "bitboard";
  const strategies = view === "step" ? STEP_STRATEGIES : PLAY_STRATEGIES;
  const strategyText = attr("strategy");
  if (strategyText !== null && view !== "solutions") {
    if (strategies.includes(strategyText)) {
      strategy = strategyText;
    } else {
      notes.push(`Ignored strategy=${quote(strategyText)}: the ${view} view knows ${strategies.join(", ")}; using ${strategy}.`);
    }
  }

  let queens = [];
  const queensText = attr("queens") ?? "";
  if (queensText !== "" && view !== "solutions") {
    // Three characters per queen at most, and at most n * n queens: a longer code cannot be valid.
    if (queensText.length > 3 * n * n) {
      notes.push(`Ignored queens=${quote(queensText)}: too long for a ${n}×${n} board; showing an empty board.`);
    } else {
      try {
        queens = Array.from(api.decodeQueens(n, queensText));
      } catch (error) {
        notes.push(`Ignored queens=${quote(queensText)}: ${error.message}; showing an empty board.`);
      }
    }
  }

  let controls = attr("controls") ?? "compact";
  if (!CONTROLS.includes(controls)) {
    notes.push(`Ignored controls=${quote(controls)}: expected none, compact or full; using compact.`);
    controls = "compact";
  }

  const theme = attr("theme") ?? "auto";
  if (!THEMES.includes(theme)) {
    notes.push(`Ignored theme=${quote(theme)}: expected auto, light or dark; following the system.`);
  }

  return { view, n, strategy, queens, queensText, controls, notes, info };
}

/** The configuration shown when even the fallback has to be rebuilt from nothing. */
const fallbackConfig = (api) => ({
  view: "play",
  n: DEFAULT_N,
  strategy: "bitboard",
  queens: [],
  queensText: "",
  controls: "compact",
  notes: [],
  info: limitsOf(api),
});

// ---------------------------------------------------------------------------------------------
// Play: place queens, see every attack.

class PlayView {
  constructor(ctx, config, keep) {
    this.ctx = ctx;
    this.api = ctx.api;
    this.n = config.n;
    this.strategy = config.strategy;
    this.maxBitboardN = config.info.maxBitboardN;
    this.initial = config.queens.slice();
    this.queens = keep ? keep.queens.slice() : config.queens.slice();
    this.cursor = keep ? { ...keep.cursor } : { row: 0, col: 0 };
    this.focused = false;

    this.root = make("div", "view play");
    const frame = make("div", "frame");
    this.canvas = make("canvas", "board");
    this.canvas.tabIndex = 0;
    frame.append(this.canvas);
    this.status = make("p", "status");
    this.status.setAttribute("role", "status");
    this.root.append(frame, this.status);
    if (config.controls !== "none") {
      const bar = make("div", "controls");
      bar.append(makeButton("Clear", () => this.clear()));
      if (config.controls === "full") bar.append(makeButton("Solve", () => this.solve()));
      this.root.append(bar);
    }
    // Below the buttons: the cursor line comes and goes with the focus, and must not move them
    // between a press and its release.
    this.hint = make("p", "hint muted");
    this.result = make("p", "result muted");
    this.root.append(this.hint, this.result);

    this.board = new BoardView(this.canvas);
    this.canvas.addEventListener("pointerdown", (event) => {
      if (event.button !== 0) return;
      const square = this.board.squareAt(event.clientX, event.clientY);
      if (!square) return;
      event.preventDefault();
      this.canvas.focus({ preventScroll: true });
      this.cursor = square;
      this.toggle(square.row, square.col);
    });
    this.canvas.addEventListener("keydown", (event) => this.onKey(event));
    this.canvas.addEventListener("focus", () => {
      this.focused = true;
      this.refresh(false);
    });
    this.canvas.addEventListener("blur", () => {
      this.focused = false;
      this.refresh(false);
    });
    this.refresh(false);
  }

  fit(width) {
    this.board.resize(Math.max(32, Math.min(width, BOARD_MAX)));
  }

  redraw() {
    this.board.draw();
  }

  snapshot() {
    return { queens: this.queens.slice(), cursor: { ...this.cursor } };
  }

  destroy() {}

  toggle(row, col) {
    const index = findQueen(this.queens, row, col);
    if (index >= 0) this.queens.splice(index * 2, 2);
    else this.queens.push(row, col);
    this.result.textContent = "";
    this.refresh(true);
  }

  clear() {
    this.queens = [];
    this.result.textContent = "";
    this.refresh(true);
  }

  onKey(event) {
    const { row, col } = this.cursor;
    const moved = moveCursor(event.key, this.cursor, this.n);
    if (moved) {
      this.cursor = moved;
      this.refresh(false);
    } else if (event.key === " " || event.key === "Enter") {
      this.toggle(row, col);
    } else if (event.key === "Delete" || event.key === "Backspace") {
      if (findQueen(this.queens, row, col) >= 0) this.toggle(row, col);
    } else {
      return;
    }
    event.preventDefault();
  }

  /** Analyses the board in wasm, draws it, says it in words; after an edit, tells the page. */
  refresh(edited) {
    const check = this.api.check(this.n, Uint32Array.from(this.queens));
    this.queens = Array.from(check.queens);
    const queens = pairsOf(this.queens);
    this.board.show({
      n: this.n,
      queens,
      attacked: check.attacked,
      attacking: check.attacking,
      pairs: check.pairs,
      cursor: this.focused ? this.cursor : null,
      solved: check.solved,
    });
    const sentence = describeBoard(this.n, check);
    if (this.status.textContent !== sentence) this.status.textContent = sentence;
    this.canvas.setAttribute(
      "aria-label",
      `${this.n} by ${this.n} board. ${sentence} Arrow keys move the cursor, Space or Enter places or removes a queen.`,
    );
    this.hint.textContent = this.focused ? describeSquare(this.n, check, this.cursor.row, this.cursor.col) : "";
    if (edited) {
      this.ctx.emit("change", { n: this.n, queens });
      if (check.solved && !this.wasSolved) {
        this.ctx.emit("solved", { n: this.n, solution: queens.map(([, col]) => col) });
      }
    }
    this.wasSolved = check.solved;
  }

  /** Fills a solution with the strategy attribute's search, within a node budget. */
  solve() {
    let strategy = this.strategy;
    let aside = "";
    if (strategy === "bitboard" && this.n > this.maxBitboardN) {
      strategy = "lookup";
      aside = ` (bitboard handles N up to ${this.maxBitboardN})`;
    }
    let outcome;
    try {
      outcome = this.api.solve(this.n, strategy, solveBudget(strategy, this.n));
    } catch (error) {
      this.result.textContent = `No solution found (${strategy}): ${error.message}; a search here is kept short.`;
      return false;
    }
    if (!outcome.solution) {
      this.result.textContent = `No solution exists for N = ${this.n} (${strategy}: ${formatStats(outcome)}).`;
      return false;
    }
    this.queens = Array.from(outcome.solution).flatMap((col, row) => [row, col]);
    this.refresh(true);
    this.result.textContent = `Solved with ${strategy}${aside}: ${formatStats(outcome)}.`;
    return true;
  }

  setQueens(flat) {
    this.queens = flat;
    this.result.textContent = "";
    this.refresh(true);
    return true;
  }

  /** Back to the queens the attributes describe. */
  reset() {
    return this.setQueens(this.initial.slice());
  }

  announce() {
    this.refresh(true);
  }
}

// ---------------------------------------------------------------------------------------------
// Step: the search one event at a time, as the page's Step view shows it.

class StepView {
  constructor(ctx, config, keep) {
    this.ctx = ctx;
    this.api = ctx.api;
    this.n = config.n;
    this.strategy = config.strategy;
    this.playing = false;
    this.frame = 0;
    this.fixed = keep ? keep.fixed.slice() : config.queens.slice();
    try {
      this.stepper = this.create(this.fixed);
    } catch (error) {
      ctx.note(`Ignored queens=${quote(config.queensText)}: ${error.message}; starting from an empty board.`);
      this.fixed = [];
      this.stepper = this.create([]);
    }
    if (keep) this.stepper.seek(keep.position);

    this.root = make("div", "view step");
    const frame = make("div", "frame");
    this.canvas = make("canvas", "board");
    this.canvas.setAttribute("role", "img");
    frame.append(this.canvas);
    this.narration = make("p", "narration");
    this.narration.setAttribute("role", "status");
    this.stats = make("p", "stats muted");
    this.extra = make("p", "extra muted");
    this.root.append(frame, this.narration, this.stats, this.extra);
    this.buttons = {};
    if (config.controls !== "none") {
      const bar = make("div", "controls");
      this.buttons.restart = makeButton("Restart", () => this.reset());
      this.buttons.back = makeButton("Back", () => this.back());
      this.buttons.play = makeButton("Play", () => (this.playing ? this.pause() : this.play()));
      this.buttons.step = makeButton("Step", () => this.forward());
      bar.append(this.buttons.restart, this.buttons.back, this.buttons.play, this.buttons.step);
      if (config.controls === "full") {
        this.buttons.next = makeButton("Next solution", () => this.nextSolution());
        bar.append(this.buttons.next);
      }
      this.root.append(bar);
    }
    this.board = new BoardView(this.canvas);
    this.show();
  }

  create(fixed) {
    return new this.api.Stepper(this.n, this.strategy, Uint32Array.from(fixed), true);
  }

  fit(width) {
    this.board.resize(Math.max(32, Math.min(width, BOARD_MAX)));
  }

  redraw() {
    this.board.draw();
  }

  snapshot() {
    return { fixed: this.fixed.slice(), position: this.stepper.position() };
  }

  destroy() {
    this.pause();
    this.stepper.free();
  }

  /** Draws the engine's state and says it in words; returns the state. */
  show() {
    const s = this.stepper.state();
    const queens = [];
    for (let i = 0; i + 2 < s.queens.length; i += 3) queens.push([s.queens[i], s.queens[i + 1], s.queens[i + 2]]);
    this.board.show({
      n: s.n,
      queens,
      cells: s.cells,
      trying: s.trying ? { row: s.trying[0], col: s.trying[1] } : null,
      deadRow: s.deadEnd,
      solved: s.event === "solution",
    });
    this.narration.textContent = s.narration;
    const { branches, failures, solutions } = s.stats;
    this.stats.textContent = `Event ${fmt(s.position)}${s.finished ? " (end)" : ""}: ${plural(branches, "branch", "branches")}, ${plural(failures, "failure")}, ${plural(solutions, "solution")}.`;
    const fixedCount = this.fixed.length / 2;
    this.extra.textContent = fixedCount ? `${plural(fixedCount, "queen")} ${fixedCount === 1 ? "stays" : "stay"} fixed.` : "";
    this.canvas.setAttribute("aria-label", `${s.n} by ${s.n} board, event ${s.position} of the search. ${s.narration}`);
    const { restart, back, play, step, next } = this.buttons;
    if (back) {
      back.disabled = s.position === 0;
      restart.disabled = s.position === 0;
      step.disabled = s.finished;
      play.disabled = s.finished;
    }
    if (next) next.disabled = s.finished;
    return s;
  }

  /** Tells the page where the search is; on reaching a solution going forward, says so too. */
  report(s, forward) {
    const stats = { ...s.stats };
    this.ctx.emit("step", { position: s.position, event: s.event, narration: s.narration, stats });
    if (forward && s.event === "solution" && s.solution) {
      this.ctx.emit("solved", { n: s.n, solution: Array.from(s.solution) });
    }
  }

  /** One event forward; false at the end. */
  advance() {
    if (!this.stepper.step()) return false;
    this.report(this.show(), true);
    return true;
  }

  forward() {
    this.pause();
    return this.advance();
  }

  back() {
    this.pause();
    if (!this.stepper.back()) return false;
    this.report(this.show(), false);
    return true;
  }

  nextSolution() {
    this.pause();
    if (this.stepper.finished()) return false;
    const stop = this.stepper.runTo("solution", RUN_CAP);
    const s = this.show();
    this.report(s, true);
    if (stop === "capped") this.extra.textContent = `No solution within ${fmt(RUN_CAP)} events; press again to search on.`;
    return stop === "reached";
  }

  play() {
    if (this.playing || this.stepper.finished()) return false;
    this.playing = true;
    this.setPlayButton("Pause");
    let last = performance.now();
    let owed = 0;
    const tick = (now) => {
      if (!this.playing) return;
      owed += ((now - last) / 1000) * STEP_RATE;
      last = now;
      while (owed >= 1 && this.playing) {
        owed -= 1;
        if (!this.advance()) break;
      }
      if (this.stepper.finished()) this.pause();
      else if (this.playing) this.frame = requestAnimationFrame(tick);
    };
    // The first event comes at once, so Play always answers visibly.
    this.advance();
    if (this.stepper.finished()) this.pause();
    else this.frame = requestAnimationFrame(tick);
    return true;
  }

  pause() {
    if (!this.playing) return false;
    this.playing = false;
    cancelAnimationFrame(this.frame);
    this.setPlayButton("Play");
    this.show();
    return true;
  }

  setPlayButton(label) {
    if (!this.buttons.play) return;
    this.buttons.play.textContent = label;
  }

  /** The fixed queens change: a new search from them. Throws if the engine refuses them. */
  setQueens(flat) {
    const stepper = this.create(flat);
    this.pause();
    this.stepper.free();
    this.stepper = stepper;
    this.fixed = flat;
    this.report(this.show(), false);
    return true;
  }

  /** Back to the start of the search. */
  reset() {
    this.pause();
    this.stepper.seek(0);
    this.report(this.show(), false);
    return true;
  }

  announce() {
    this.report(this.show(), false);
  }
}

// ---------------------------------------------------------------------------------------------
// Solutions: a paged gallery of every solution, and a large board for the one picked.

class SolutionsView {
  constructor(ctx, config, keep) {
    this.ctx = ctx;
    this.api = ctx.api;
    this.n = config.n;
    this.total = this.count();
    this.page = keep ? Math.min(keep.page, this.lastPage()) : 0;
    this.selected = keep ? Math.min(keep.selected, Math.max(0, this.total - 1)) : 0;
    this.thumbSize = 64;
    this.thumbs = [];

    this.root = make("div", "view solutions");
    const left = make("div", "pick");
    const frame = make("div", "frame");
    this.canvas = make("canvas", "board");
    this.canvas.setAttribute("role", "img");
    frame.append(this.canvas);
    this.status = make("p", "status");
    this.status.setAttribute("role", "status");
    left.append(frame, this.status);
    const right = make("div", "list");
    this.range = make("span", "range");
    if (config.controls !== "none") {
      const pager = make("div", "pager");
      this.prev = makeButton("Prev", () => this.turn(-1));
      this.next = makeButton("Next", () => this.turn(1));
      this.prev.setAttribute("aria-label", "Previous page");
      this.next.setAttribute("aria-label", "Next page");
      pager.append(this.prev, this.range, this.next);
      right.append(pager);
    } else {
      right.append(this.range);
    }
    this.gallery = make("ol", "gallery");
    this.gallery.setAttribute("aria-label", `Solutions for N = ${this.n}`);
    right.append(this.gallery);
    this.root.append(left, right);

    this.board = new BoardView(this.canvas);
    this.showSelected();
    this.renderPage();
  }

  /** How many solutions N has: the published count, or a listing (N is at most 10 here). */
  count() {
    const known = this.api.knownCounts(this.n);
    if (known) return Number(known.solutions);
    const lister = new this.api.Enumerator(this.n, 0);
    let total = 0;
    try {
      for (let batch = lister.nextBatch(4096); batch.length; batch = lister.nextBatch(4096)) total += batch.length / this.n;
    } finally {
      lister.free();
    }
    return total;
  }

  /** `count` solutions from the `first`-th on, as arrays of columns. */
  fetch(first, count) {
    if (count <= 0) return [];
    const lister = new this.api.Enumerator(this.n, first);
    try {
      const flat = lister.nextBatch(count);
      const list = [];
      for (let i = 0; i + this.n <= flat.length; i += this.n) list.push(Array.from(flat.subarray(i, i + this.n)));
      return list;
    } finally {
      lister.free();
    }
  }

  lastPage() {
    return Math.max(0, Math.ceil(this.total / PAGE) - 1);
  }

  fit(width) {
    const wide = width >= 560;
    this.root.classList.toggle("wide", wide);
    const boardSize = wide ? Math.min(Math.floor(width * 0.5), 440) : Math.min(width, 440);
    const galleryWidth = wide ? width - boardSize - 16 : width;
    this.thumbSize = Math.max(44, Math.min(84, Math.floor((galleryWidth - 18) / 4)));
    this.gallery.style.setProperty("--thumb", `${this.thumbSize}px`);
    this.board.resize(Math.max(32, boardSize));
    for (const view of this.thumbs) view.resize(this.thumbSize - 10);
  }

  redraw() {
    this.board.draw();
    for (const view of this.thumbs) view.draw();
  }

  snapshot() {
    return { page: this.page, selected: this.selected };
  }

  destroy() {}

  showSelected() {
    const n = this.n;
    if (this.total === 0) {
      this.board.show({ n, queens: [] });
      this.status.textContent = `No solutions exist for N = ${n}: no ${n} queens on a ${n}×${n} board avoid each other.`;
      this.canvas.setAttribute("aria-label", `Empty ${n} by ${n} board: N = ${n} has no solution.`);
      return;
    }
    const [cols] = this.fetch(this.selected, 1);
    this.board.show({ n, queens: cols.map((col, row) => [row, col]), solved: true });
    const text = `[${cols.join(", ")}]`;
    this.status.textContent = `Solution ${fmt(this.selected + 1)} of ${fmt(this.total)}: ${text}, the column of the queen in each row.`;
    this.canvas.setAttribute("aria-label", `${n} by ${n} board showing solution ${this.selected + 1} of ${this.total}: queens in columns ${text}, row by row.`);
  }

  renderPage() {
    const first = this.page * PAGE;
    const solutions = this.fetch(first, Math.min(PAGE, this.total - first));
    this.range.textContent =
      this.total === 0 ? "No solutions to show" : `Showing ${fmt(first + 1)}–${fmt(first + solutions.length)} of ${fmt(this.total)} solutions`;
    if (this.prev) {
      this.prev.disabled = this.page === 0;
      this.next.disabled = this.page >= this.lastPage();
    }
    this.thumbs = [];
    const items = solutions.map((cols, i) => {
      const index = first + i;
      const li = make("li");
      const button = make("button", "thumb");
      button.type = "button";
      button.dataset.index = String(index);
      const text = `[${cols.join(", ")}]`;
      button.setAttribute("aria-label", `Solution ${index + 1}: ${text}. Show it on the large board`);
      button.setAttribute("aria-pressed", String(index === this.selected));
      button.title = text;
      const canvas = make("canvas");
      button.append(canvas, make("span", "", `#${fmt(index + 1)}`));
      button.addEventListener("click", () => this.select(index));
      li.append(button);
      const view = new BoardView(canvas, { labels: false });
      view.model = { n: this.n, queens: cols.map((col, row) => [row, col]) };
      this.thumbs.push(view);
      return li;
    });
    this.gallery.replaceChildren(...items);
    for (const view of this.thumbs) view.resize(this.thumbSize - 10);
  }

  select(index) {
    this.selected = index;
    for (const button of this.gallery.querySelectorAll("button.thumb")) {
      button.setAttribute("aria-pressed", String(Number(button.dataset.index) === index));
    }
    this.showSelected();
  }

  turn(step) {
    const page = Math.max(0, Math.min(this.lastPage(), this.page + step));
    if (page === this.page) return false;
    this.page = page;
    this.renderPage();
    return true;
  }

  setQueens() {
    return false;
  }

  reset() {
    this.page = 0;
    this.selected = 0;
    this.showSelected();
    this.renderPage();
    return true;
  }

  announce() {}
}

const VIEW_CLASSES = { play: PlayView, step: StepView, solutions: SolutionsView };

// ---------------------------------------------------------------------------------------------
// The element.

const darkScheme = typeof matchMedia === "function" ? matchMedia("(prefers-color-scheme: dark)") : null;

export class NQueensBoard extends HTMLElement {
  static observedAttributes = ["n", "view", "strategy", "queens", "controls", "theme"];

  #api = null;
  #view = null;
  #config = null;
  #key = null;
  #pending = false;
  #width = 0;
  #frame = 0;
  #notes;
  #body;
  #observer;
  #onScheme = () => this.#view?.redraw();

  constructor() {
    super();
    const root = this.attachShadow({ mode: "open" });
    adoptStyles(root);
    const wrap = make("div", "wrap");
    this.#notes = make("div", "notes");
    this.#body = make("div", "body");
    this.#body.append(make("p", "muted", "Loading the N-Queens board…"));
    wrap.append(this.#notes, this.#body);
    root.append(wrap);
    this.#observer = new ResizeObserver(() => this.#scheduleFit());
    ready.then(
      (api) => {
        this.#api = api;
        this.#schedule();
      },
      (error) => {
        this.#notes.replaceChildren(make("p", "note", `The N-Queens solver could not load: ${error?.message ?? error}`));
        this.#body.replaceChildren();
      },
    );
  }

  connectedCallback() {
    this.#observer.observe(this);
    darkScheme?.addEventListener("change", this.#onScheme);
    this.#width = 0;
    this.#scheduleFit();
  }

  disconnectedCallback() {
    this.#observer.disconnect();
    darkScheme?.removeEventListener("change", this.#onScheme);
    cancelAnimationFrame(this.#frame);
    this.#view?.pause?.();
  }

  attributeChangedCallback(name, oldValue, newValue) {
    if (oldValue === newValue) return;
    this.#schedule();
  }

  /** Resolves with the element once its board is shown (after the wasm module has loaded). */
  get ready() {
    return this.#call(() => this);
  }

  /** A new empty board of size n (also sets the n attribute and drops the queens attribute). */
  setN(n) {
    return this.#call(() => {
      const value = typeof n === "string" && /^\s*\d{1,6}\s*$/.test(n) ? Number(n) : n;
      const max = maxNFor(this.#config.view, limitsOf(this.#api));
      if (!Number.isInteger(value) || value < 1 || value > max) {
        throw new RangeError(`setN: N must be a whole number from 1 to ${max} in the ${this.#config.view} view`);
      }
      this.setAttribute("n", String(value));
      this.removeAttribute("queens");
      this.#key = null; // a fresh board even when N is unchanged
      this.#pending = true;
      this.#flush();
      this.#view.announce();
      return true;
    });
  }

  /** Replaces the queens ([[row, col], ...]): the board in play, the fixed queens in step. */
  setQueens(queens) {
    return this.#call(() => {
      const n = this.#config.n;
      if (!Array.isArray(queens)) throw new TypeError("setQueens: expected an array of [row, col] pairs");
      if (queens.length > n * n) throw new RangeError(`setQueens: a ${n}×${n} board holds at most ${n * n} queens`);
      const flat = [];
      for (const pair of queens) {
        if (!Array.isArray(pair) || pair.length !== 2) throw new TypeError("setQueens: each queen is a [row, col] pair");
        for (const value of pair) {
          if (!Number.isInteger(value) || value < 0 || value >= n) {
            throw new RangeError(`setQueens: rows and columns are whole numbers from 0 to ${n - 1}`);
          }
        }
        flat.push(pair[0], pair[1]);
      }
      return this.#view.setQueens(flat);
    });
  }

  /** One event forward in the step view; resolves false elsewhere or at the end. */
  step() {
    return this.#call(() => this.#view.forward?.() ?? false);
  }

  play() {
    return this.#call(() => this.#view.play?.() ?? false);
  }

  pause() {
    return this.#call(() => this.#view.pause?.() ?? false);
  }

  /** Back to what the attributes describe: play's queens, the start of the search, page one. */
  reset() {
    return this.#call(() => this.#view.reset());
  }

  /** Runs `action` once the board is up; a promise of its result (or of its error). */
  #call(action) {
    if (this.#api) {
      try {
        this.#flush();
        return Promise.resolve(action());
      } catch (error) {
        return Promise.reject(error);
      }
    }
    return ready.then((api) => {
      this.#api = api;
      this.#flush();
      return action();
    });
  }

  /** Attribute changes are gathered and rendered once, in a microtask (or at the next method). */
  #schedule() {
    if (this.#pending) return;
    this.#pending = true;
    queueMicrotask(() => this.#flush());
  }

  #flush() {
    if (!this.#api) return;
    if (!this.#pending && this.#view) return;
    this.#pending = false;
    this.#render();
  }

  #render() {
    const api = this.#api;
    let config;
    try {
      config = readConfig(this, api);
    } catch (error) {
      config = { ...fallbackConfig(api), notes: [`The attributes could not be read: ${error.message}`] };
    }
    // The same board (view, N, queens, search) keeps its state across a theme or controls change.
    const key = JSON.stringify([config.view, config.n, config.queensText, config.view === "step" ? config.strategy : ""]);
    let keep = null;
    try {
      keep = this.#view && this.#key === key ? this.#view.snapshot() : null;
      this.#view?.destroy();
    } catch {
      keep = null;
    }
    this.#view = null;
    this.#notes.replaceChildren();
    for (const text of config.notes) this.#note(text);
    const ctx = {
      api,
      note: (text) => this.#note(text),
      emit: (type, detail) => this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true })),
    };
    let view;
    try {
      view = new VIEW_CLASSES[config.view](ctx, config, keep);
    } catch (error) {
      this.#note(`The ${config.view} view could not be shown (${error.message}); showing an empty board.`);
      config = fallbackConfig(api);
      view = new PlayView(ctx, config, null);
    }
    this.#view = view;
    this.#config = config;
    this.#key = key;
    this.#body.replaceChildren(view.root);
    this.#width = 0;
    this.#fit();
  }

  #note(text) {
    const p = make("p", "note", text);
    p.setAttribute("role", "note");
    this.#notes.append(p);
  }

  #scheduleFit() {
    cancelAnimationFrame(this.#frame);
    this.#frame = requestAnimationFrame(() => this.#fit());
  }

  /** Sizes the boards from the element's own width. */
  #fit() {
    const width = this.#body.clientWidth;
    if (!width || !this.#view || width === this.#width) return;
    this.#width = width;
    this.#view.fit(width);
  }
}

if (!customElements.get(TAG)) customElements.define(TAG, NQueensBoard);
