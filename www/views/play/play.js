// The Play view: choose N, place queens by mouse, touch or keyboard, see every attack, and let a
// search solve or complete the board in a worker. The page, a frame and <nqueens-board> all show
// this one class; the Solutions view holds one as its main board.
import { BoardView, drawSwatch, moveCursor } from "../../renderer.js";
import { Jobs, poolSize } from "../../jobs.js";
import { wholeNumber } from "../../url.js";
import { describePair, describeSquare, findQueen, formatStats } from "../../words.js";
import { build, fillOptions, holdHeight, legendList, settleHeight } from "../shared/dom.js";
import { errorWords, say, sentences, translate, WordsError } from "../../lang.js";
import { WhyTip } from "./why.js";
import { checkQueens, decodeQueens, observeSize, pairsOf, sameBoard } from "../shared/host.js";
import { VIEW_RULES } from "../../names.js";

const TEMPLATE = `
<div class="layout">
  <div class="board-column">
    <div class="board-frame" data-part="frame">
      <canvas class="board" data-part="board" part="board" tabindex="0" role="application"
        data-t-aria-roledescription="board.roledescription" aria-describedby="{id}cursor {id}why"></canvas>
    </div>
    <p class="visually-hidden" data-part="why" id="{id}why" aria-live="polite"></p>
    <p class="status" data-part="status" part="status" role="status" aria-live="polite"></p>
    <p class="cursor-info" data-part="cursor" id="{id}cursor"></p>
  </div>
  <div class="controls" data-part="controls" part="controls">
    <fieldset class="size secondary">
      <legend data-t="play.board-size"></legend>
      <label for="{id}n">N</label>
      <input id="{id}n" data-part="n" class="number" type="text" inputmode="numeric" autocomplete="off"
        aria-describedby="{id}n-message {id}n-hint" />
      <span id="{id}n-hint" data-part="n-hint" class="visually-hidden"></span>
      <span class="quick" role="group" data-t-aria-label="play.quick-sizes">
        <button type="button" data-n="4" data-num="4">4</button>
        <button type="button" data-n="5" data-num="5">5</button>
        <button type="button" data-n="6" data-num="6">6</button>
        <button type="button" data-n="8" data-num="8">8</button>
        <button type="button" data-n="10" data-num="10">10</button>
        <button type="button" data-n="12" data-num="12">12</button>
      </span>
      <p id="{id}n-message" data-part="n-message" class="field-message" aria-live="polite"></p>
    </fieldset>
    <fieldset class="actions control">
      <legend data-t="play.search"></legend>
      <label for="{id}strategy" class="secondary" data-t="play.strategy"></label>
      <select id="{id}strategy" data-part="strategy" class="secondary"></select>
      <div class="buttons">
        <button type="button" data-part="solve" class="primary" data-t="play.solve"></button>
        <button type="button" data-part="complete" data-t="play.complete"></button>
        <button type="button" data-part="clear" data-t="play.clear"></button>
        <button type="button" data-part="step" class="secondary" data-t="play.step-through"></button>
        <button type="button" data-part="cancel" hidden data-t="ui.cancel"></button>
      </div>
      <p class="result" data-part="result" aria-live="polite"></p>
      <div class="slow-warning" data-part="slow" role="alert" hidden>
        <p data-part="slow-text"></p>
        <div class="buttons">
          <button type="button" data-part="slow-switch" class="primary"></button>
          <button type="button" data-part="slow-huge" data-t="play.open-huge"></button>
          <button type="button" data-part="slow-go" data-t="play.solve-anyway"></button>
        </div>
      </div>
    </fieldset>
    <fieldset class="completions secondary" data-part="completions-box">
      <legend data-t="play.completions"></legend>
      <div class="buttons">
        <button type="button" data-part="completions" data-t="play.completions.ask"></button>
        <button type="button" data-part="completions-cancel" hidden data-t="ui.cancel"></button>
      </div>
      <label for="{id}completions-progress" class="visually-hidden" data-t="play.completions.progress"></label>
      <progress id="{id}completions-progress" data-part="completions-progress" max="1" value="0" hidden></progress>
      <p class="result" data-part="completions-result" aria-live="polite"></p>
      <button type="button" data-part="completions-list" hidden data-t="play.completions.list"></button>
    </fieldset>
    <ul class="legend secondary" data-part="legend" data-t-aria-label="play.legend"></ul>
    <details class="text-io secondary" data-part="text-io">
      <summary data-t="play.text"></summary>
      <label for="{id}format" data-t="play.format"></label>
      <select id="{id}format" data-part="format"></select>
      <label for="{id}text" class="visually-hidden" data-t="play.text.label"></label>
      <textarea id="{id}text" data-part="text" rows="8" spellcheck="false" dir="ltr"></textarea>
      <div class="buttons">
        <button type="button" data-part="load" data-t="play.text.load"></button>
      </div>
      <p data-part="text-message" class="field-message" aria-live="polite"></p>
    </details>
  </div>
</div>`;

/** How long a finger rests on a square to ask why it is attacked (instead of placing a queen). */
const LONG_PRESS_MS = 500;

/** A search this many seconds long or longer is announced before it starts. */
const SLOW_SECONDS = 5;

/** Roughly how long `seconds` is, as a message (its unit and amount). */
export function duration(seconds) {
  if (seconds < 1) return { id: "time.a-second", args: {} };
  if (seconds < 90) return { id: "time.seconds", args: { count: Math.round(seconds) } };
  if (seconds < 5400) return { id: "time.minutes", args: { count: Math.round(seconds / 60) } };
  if (seconds < 2 * 86400) return { id: "time.hours", args: { count: Math.round(seconds / 3600) } };
  return { id: "time.days", args: { count: Math.round(seconds / 86400) } };
}

/** Nodes per second each strategy reaches in a browser's wasm, measured on this project's
 * 2-core machine (headless Chromium, N = 24 to 31): for the warning before a long search. The
 * scan's cost grows with N (it compares a square with every queen on the board), so its rate
 * is per N. */
const RATES = { bitboard: 4.5e7, lookup: 7e6, backtracking: 3.5e7 };
const rate = (strategy, n) => (strategy === "backtracking" ? RATES.backtracking / n : RATES[strategy]);

/** What the legend lists: [swatch, words]. */
const LEGEND = [
  ["queen", "legend.queen"],
  ["attacked", "legend.attacked"],
  ["attacking", "legend.attacking"],
  ["solved", "legend.solved"],
];

/** The board formats' names: message ids. */
export const FORMAT_WORDS = { list: "format.name.list", board: "format.name.board", matrix: "format.name.matrix" };

export class PlayView {
  static commands = VIEW_RULES.play.commands;
  /** The options that describe this view's state, written back to an element's attributes. */
  static reflected = ["n", "queens", "strategy"];

  /**
   * @param {HTMLElement} root where the view builds itself
   * @param {import("../shared/host.js").Host} host
   * @param {{ boardOnly?: boolean, status?: (picture: any) => import("../shared/host.js").Message | null }} [options]
   *   boardOnly: the board, its status and no controls (the Solutions view's main board);
   *   status: the sentence to show instead of the board's own, where it returns one
   */
  constructor(root, host, { boardOnly = false, status = undefined } = {}) {
    this.root = root;
    this.host = host;
    this.api = host.api;
    const info = this.api.info();
    this.maxN = info.maxBoardN;
    this.n = 0;
    this.queens = []; // flat [row, col, ...]
    /** @type {import("../shared/host.js").Picture | null} what the core says about the board */
    this.check = null;
    this.cursor = { row: 0, col: 0 };
    this.focused = false;
    /** Whether the board-as-text field holds the reader's words rather than the board's. */
    this.textTyped = false;
    this.jobs = new Jobs(1);
    this.counter = null; // the completion count's jobs, on every worker, started on first use
    this.part = build(root, TEMPLATE, host.words);
    root.classList.add("nq-view", "play");
    if (boardOnly) this.part("controls").remove();
    this.boardOnly = boardOnly;
    this.statusFor = status;
    this.canvas = this.part("board");
    // The cursor line holds its height until a click has landed (see draw).
    this.settleLines = () => setTimeout(() => settleHeight(this.part("cursor")));
    root.addEventListener("click", this.settleLines);
    this.board = new BoardView(this.canvas);
    this.whyTip = new WhyTip(this.part("frame"), this.canvas, this.part("why"));
    this.board.words = host.words;
    say(this.part("n-hint"), host.words, "play.n-hint", { min: 1, max: this.maxN });
    fillOptions(this.part("strategy"), info.strategies, info.strategyWords, host.words);
    this.words = info.strategyWords;
    /** First-solution nodes of the depth-first search by N, where the core knows them. */
    this.expected = info.firstSolutionNodes;
    this.maxBitboard = info.maxBitboardN;
    this.buildLegend();
    fillOptions(this.part("format"), info.formats, FORMAT_WORDS, host.words);
    if (!host.open) this.part("step").remove();
    if (!host.open) this.part("completions-list").remove();
    if (!host.open) this.part("slow-huge").remove();
    this.bindEvents();
    this.stopObserving = observeSize(this.part("frame"), (width) => this.fit(width));
  }

  /**
   * Takes a state (from a link or attributes); returns notes about anything it ignored.
   * @param {{ n: number, queens?: string, strategy?: string }} state
   */
  apply({ n, queens = "", strategy = VIEW_RULES.play.strategy }, { keepStrategy = false } = {}) {
    const notes = [];
    this.cancel();
    this.part("n").value = String(n);
    this.part("n-message").textContent = "";
    if (!keepStrategy) this.part("strategy").value = strategy;
    const flat = decodeQueens(this.api, n, queens, notes);
    this.result(null);
    this.cursor = { row: Math.min(this.cursor.row, n - 1), col: Math.min(this.cursor.col, n - 1) };
    this.setBoard(n, flat);
    return notes;
  }

  /**
   * Applies only the options in `changed` (an element's attribute changes): a new N empties
   * the board, new queens replace the board's, a new strategy is only chosen. Returns notes.
   * @param {{ n: number, queens?: string, strategy?: string }} state
   * @param {Set<string>} changed
   */
  update(state, changed) {
    if (changed.has("strategy")) this.part("strategy").value = state.strategy;
    if (!changed.has("queens") && !(changed.has("n") && state.n !== this.n)) return [];
    return this.apply({ ...state, queens: changed.has("queens") ? state.queens : "" }, { keepStrategy: true });
  }

  /** What a link needs to reopen this board. */
  params() {
    return { n: this.n, queens: this.check?.code ?? "", strategy: this.part("strategy").value };
  }

  /** Everything the events and the `ready` message say about this board. */
  describe() {
    return { n: this.n, queens: pairsOf(this.queens) };
  }

  /** Whether the board is a solution. */
  isSolved() {
    return this.check?.solved ?? false;
  }

  /** What was running when the view was taken away, in words for when it comes back. */
  interrupted() {
    if (this.jobs.busy) return "play.interrupted.search";
    if (this.counter?.busy) return "play.interrupted.count";
    return "";
  }

  /** Shows a message (an id, or the core's `{ id, args }`) in the result line. */
  say(id, args) {
    this.result(id, args);
  }

  /** The result line says message `id` (nothing for null). */
  result(id, args = {}) {
    say(this.part("result"), this.host.words, id, args);
  }

  /** The language changed: every word again, the board's labels in the new digits. */
  relabel() {
    const words = this.host.words;
    translate(this.root, words);
    const info = this.api.info();
    if (!this.boardOnly) {
      fillOptions(this.part("strategy"), info.strategies, info.strategyWords, words, this.part("strategy").value);
      fillOptions(this.part("format"), info.formats, FORMAT_WORDS, words, this.part("format").value);
      this.buildLegend();
    }
    this.board.words = words;
    this.draw();
  }

  leave() {
    this.cancel();
  }

  /** Stops what runs and lets go of what the view holds (its jobs, its size observer). */
  destroy() {
    this.root.removeEventListener("click", this.settleLines);
    this.cancel();
    this.jobs.close();
    this.counter?.close();
    this.stopObserving();
  }

  /** A command from an embedding page or an element method; throws with a reason on failure. */
  command(name, args) {
    if (name === "setN") {
      const value = wholeNumber(args.n);
      if (!(value >= 1 && value <= this.maxN)) throw new WordsError("play.n-range", { min: 1, max: this.maxN });
      this.part("n").value = String(value);
      this.resize(value, true);
    } else if (name === "setQueens") {
      this.cancel();
      this.setBoard(this.n, checkQueens(args.queens, this.n));
    } else if (name === "reset") {
      this.clear();
    } else if (name === "solve" || name === "complete") {
      return this.search(name);
    } else if (name === "cancel") {
      this.cancel("play.search-cancelled");
    } else {
      throw new WordsError("view.no-command", { command: name });
    }
    return undefined;
  }

  buildLegend() {
    this.swatches = legendList(this.part("legend"), LEGEND, this.host.words);
  }

  /** The legend in this theme's colours. */
  drawLegend() {
    for (const { canvas, mark } of this.swatches ?? []) drawSwatch(canvas, mark);
  }

  bindEvents() {
    const input = this.part("n");
    input.addEventListener("input", () => this.trySize(input.value, false));
    input.addEventListener("change", () => this.trySize(input.value, true));
    input.addEventListener("keydown", (event) => {
      const step = { ArrowUp: 1, ArrowDown: -1 }[event.key];
      if (!step) return;
      event.preventDefault();
      input.value = String(Math.min(this.maxN, Math.max(1, this.n + step)));
      this.trySize(input.value, true);
    });
    for (const button of this.root.querySelectorAll(/** @type {"button"} */ (".quick [data-n]"))) {
      button.addEventListener("click", () => {
        input.value = button.dataset.n;
        this.trySize(button.dataset.n, true);
      });
    }
    // A mouse click places or takes a queen at once; a finger does it when it lifts, unless it
    // rested on the square (a long press), which asks why the square is attacked instead.
    this.canvas.addEventListener("pointerdown", (event) => {
      const square = this.board.squareAt(event.clientX, event.clientY);
      if (!square) return;
      event.preventDefault();
      this.canvas.focus({ preventScroll: true });
      this.cursor = square;
      if (event.pointerType === "mouse") {
        this.toggle(square.row, square.col);
        return;
      }
      clearTimeout(this.press?.timer);
      this.press = {
        square,
        timer: setTimeout(() => {
          this.press = null;
          this.point(square);
        }, LONG_PRESS_MS),
      };
    });
    this.canvas.addEventListener("pointerup", () => {
      if (!this.press) return;
      clearTimeout(this.press.timer);
      const { square } = this.press;
      this.press = null;
      this.toggle(square.row, square.col);
    });
    this.canvas.addEventListener("pointercancel", () => {
      clearTimeout(this.press?.timer);
      this.press = null;
    });
    this.canvas.addEventListener("contextmenu", (event) => event.preventDefault());
    this.canvas.addEventListener("pointermove", (event) => {
      if (event.pointerType === "mouse") this.point(this.board.squareAt(event.clientX, event.clientY));
    });
    this.canvas.addEventListener("pointerleave", (event) => {
      if (event.pointerType === "mouse") this.point(null);
    });
    this.canvas.addEventListener("keydown", (event) => this.onKey(event));
    this.canvas.addEventListener("focus", () => {
      this.focused = true;
      this.draw();
    });
    this.canvas.addEventListener("blur", () => {
      this.focused = false;
      this.draw();
    });
    this.part("clear").addEventListener("click", () => this.clear());
    this.part("solve").addEventListener("click", () => this.search("solve", { warn: true }).catch(() => {}));
    this.part("slow-go").addEventListener("click", () => this.search("solve").catch(() => {}));
    this.part("slow-switch").addEventListener("click", () => {
      this.part("strategy").value = this.part("slow-switch").dataset.strategy ?? "bitboard";
      this.host.remember?.();
      this.search("solve").catch(() => {});
    });
    this.part("slow-huge").addEventListener("click", () => this.host.open?.("huge", { n: Math.max(4, this.n) }));
    this.part("complete").addEventListener("click", () => this.search("complete").catch(() => {}));
    this.part("step").addEventListener("click", () => this.stepThrough());
    this.part("cancel").addEventListener("click", () => this.cancel("play.search-cancelled"));
    this.part("completions").addEventListener("click", () => this.countCompletions().catch(() => {}));
    this.part("completions-cancel").addEventListener("click", () => this.cancel(undefined, "play.count-cancelled"));
    this.part("completions-list").addEventListener("click", () => this.listCompletions());
    this.part("strategy").addEventListener("change", () => this.host.remember?.());
    this.part("format").addEventListener("change", () => this.showText());
    // `toggle` comes a task after the panel opens: what the reader typed or pasted by then is
    // theirs and is not replaced by the board's text.
    this.part("text").addEventListener("input", () => (this.textTyped = true));
    this.part("text-io").addEventListener("toggle", () => {
      if (!this.part("text-io").open) this.textTyped = false;
      else if (!this.textTyped) this.showText();
    });
    this.part("load").addEventListener("click", () => this.loadText());
  }

  /** Keeps the board as large as its host allows, and square. */
  fit(width = this.part("frame").clientWidth) {
    if (!width) return; // hidden: fitted when shown
    this.board.resize(this.host.boardSize(this.canvas, width));
  }

  /** Validates a typed N; a bad value leaves the board as it was and says why. */
  trySize(text, final) {
    const trimmed = String(text).trim();
    const value = wholeNumber(trimmed);
    const input = this.part("n");
    if (!(value >= 1 && value <= this.maxN)) {
      say(this.part("n-message"), this.host.words, trimmed === "" ? "play.n-empty" : "play.n-bad", {
        min: 1,
        max: this.maxN,
        typed: trimmed.slice(0, 20),
        n: this.n,
      });
      input.setAttribute("aria-invalid", "true");
      return;
    }
    say(this.part("n-message"), this.host.words, null);
    input.removeAttribute("aria-invalid");
    if (final) input.value = String(value);
    if (value !== this.n) this.resize(value, false);
  }

  /** A new empty board of side `n`. */
  resize(n, always) {
    if (n === this.n && !always) return;
    this.cancel();
    this.cursor = { row: Math.min(this.cursor.row, n - 1), col: Math.min(this.cursor.col, n - 1) };
    this.result(null);
    this.setBoard(n, []);
  }

  clear() {
    this.cancel();
    this.result(null);
    this.setBoard(this.n, []);
  }

  /** A queen placed or taken away: one call into the core, which answers with the whole picture. */
  toggle(row, col) {
    this.cancel();
    this.show(this.n, this.api.click(this.n, Uint32Array.from(this.queens), row, col));
  }

  onKey(event) {
    const { row, col } = this.cursor;
    const moved = moveCursor(event.key, this.cursor, this.n);
    if (moved) {
      this.cursor = moved;
      this.draw();
    } else if (event.key === " " || event.key === "Enter") {
      this.toggle(row, col);
    } else if (event.key === "Delete" || event.key === "Backspace") {
      if (findQueen(this.queens, row, col) >= 0) this.toggle(row, col);
    } else {
      return;
    }
    event.preventDefault();
  }

  /**
   * Puts queens on the board: analyses it in wasm, redraws, and tells the host. `change` goes out
   * only when N or the queens really changed, `solved` only when the board has just become a
   * solution, so focus, cursor moves and repeated commands are quiet.
   */
  setBoard(n, flat) {
    this.show(n, this.api.check(n, Uint32Array.from(flat)));
  }

  /** Shows the core's picture of a board of side `n` (see setBoard for what it reports). */
  show(n, picture) {
    const before = this.check ? { n: this.n, queens: this.queens } : null;
    const wasSolved = this.check?.solved ?? false;
    const sizeChanged = n !== this.n || !this.board.cssSize;
    this.n = n;
    this.check = picture;
    this.queens = Array.from(picture.queens);
    if (this.part("n").value !== String(n)) this.part("n").value = String(n);
    if (sizeChanged) this.fit();
    this.draw();
    this.showText();
    this.host.remember?.();
    if (!before) return; // the first board is the starting state, announced by `ready`
    if (!sameBoard(before, this)) this.host.emit("change", this.describe());
    if (this.check.solved && !wasSolved) {
      this.host.emit("solved", { n, solution: pairsOf(this.queens).map(([, col]) => col) });
    }
  }

  /** The square the pointer rests on (null: none); the board says why it is attacked. */
  point(square) {
    const same = (a, b) => a === b || (a && b && a.row === b.row && a.col === b.col);
    if (same(square, this.pointed)) return;
    this.pointed = square;
    this.draw();
  }

  /** "Why is this square attacked?" for the square pointed at, else the keyboard cursor's:
   * the core's sentence and the queen it names. */
  explain() {
    const square = this.pointed ?? (this.focused ? this.cursor : null);
    const why = square && this.check ? this.api.why(this.n, Uint32Array.from(this.queens), square.row, square.col) : null;
    this.whyTip.show(square, why ? this.host.words.message(why.sentence) : null, square ? this.board.squareRect(square.row, square.col) : null, why?.by?.[0]);
    return why ? { ...why, square } : null;
  }

  /** Redraws and says in words what the board shows. */
  draw() {
    const check = this.check;
    if (!check) return;
    const why = this.explain();
    if (!this.boardOnly) this.drawLegend();
    this.board.show({
      n: this.n,
      queens: pairsOf(this.queens),
      attacked: check.attacked,
      attacking: check.attacking,
      pairs: check.pairs,
      cursor: this.focused ? this.cursor : null,
      solved: check.solved,
      why,
    });
    const words = this.host.words;
    const message = this.statusFor?.(check) ?? check.status;
    const sentence = words.message(message);
    const status = this.part("status");
    if (status.textContent !== sentence) say(status, words, message);
    this.canvas.setAttribute("aria-label", words.format("play.board.label", { n: this.n, status: message }));
    const cursor = this.part("cursor");
    say(cursor, words, this.focused ? describeSquare(this.n, check, this.cursor.row, this.cursor.col) : null);
    // Once shown, the line keeps its space, and its height until the next click: focus leaving
    // the board on a button's mousedown must not move that button before its mouseup, or the
    // click is lost (in a narrow column the line has two lines).
    if (this.focused) cursor.classList.add("kept");
    if (cursor.classList.contains("kept")) holdHeight(cursor);
  }

  /** Opens the Step view on this board: the queens placed here stay fixed in the search. */
  stepThrough() {
    const maxStep = this.api.info().maxStepN;
    if (this.n > maxStep) {
      this.result("play.step-too-big", { max: maxStep, n: this.n });
      return;
    }
    const queens = this.api.encodeQueens(this.n, Uint32Array.from(this.queens));
    this.host.open?.("step", { n: this.n, queens, strategy: "cp", step: 0 });
  }

  setBusy(busy) {
    if (this.boardOnly) return;
    this.part("solve").disabled = busy;
    this.part("complete").disabled = busy;
    this.part("cancel").hidden = !busy;
    this.part("slow").hidden = true;
    clearInterval(this.ticker);
    this.progress = 0;
    if (busy) {
      const started = performance.now();
      const tick = () => {
        this.result("play.searching", { seconds: (performance.now() - started) / 1000, nodes: this.progress });
      };
      tick();
      this.ticker = setInterval(tick, 200);
    }
  }

  /** Seconds the first solution of N takes `strategy` here, or null where no one knows. */
  estimate(strategy, n) {
    const known = this.expected[n];
    if (!known) return null;
    return { nodes: known, seconds: known.nodes / rate(strategy, n) };
  }

  /**
   * Before a Solve that will take long: says how long, offers the strategy that answers at once
   * (bitboard, where it is fast) and the Huge view, and waits. Returns true when it warned.
   */
  warnIfSlow(strategy, n) {
    const name = this.words[strategy] ?? strategy;
    const words = this.host.words;
    const guess = this.estimate(strategy, n);
    const unknown = !guess && n >= this.expected.length;
    if (!unknown && (!guess || guess.seconds < SLOW_SECONDS)) return false;
    const fast = n <= this.maxBitboard && strategy !== "bitboard" ? this.estimate("bitboard", n) : null;
    const bitboard = fast && fast.nodes.exact && fast.seconds < SLOW_SECONDS ? fast : null;
    /** @type {import("../shared/host.js").Message[]} */
    const lines = [
      unknown
        ? { id: "play.slow.unknown", args: { n: this.expected.length - 1, name } }
        : {
            id: "play.slow",
            args: { n, name, nodes: guess.nodes.nodes, exact: guess.nodes.exact ? "yes" : "no", time: duration(guess.seconds) },
          },
    ];
    const switchButton = this.part("slow-switch");
    switchButton.hidden = !bitboard;
    if (bitboard) {
      lines.push({ id: "play.slow.faster", args: { name: this.words.bitboard, time: duration(bitboard.seconds) } });
      say(switchButton, words, "play.slow.use", { name: this.words.bitboard });
      switchButton.dataset.strategy = "bitboard";
    }
    if (this.part("slow-huge").isConnected && n >= 4) lines.push({ id: "play.slow.huge", args: { min: 4 } });
    else if (this.part("slow-huge").isConnected) this.part("slow-huge").hidden = true;
    say(this.part("slow-text"), words, sentences(lines));
    this.part("slow").hidden = false;
    this.result(null);
    return true;
  }

  /** Stops a running search and count (their workers are terminated); `message` and
   * `countMessage` say so when given. Any change to the board comes through here, so a count
   * shown is always the count of the board shown. */
  cancel(message, countMessage) {
    const running = this.jobs.busy;
    if (running) this.jobs.cancel();
    this.setBusy(false);
    if (running && message) this.result(message);
    if (this.boardOnly) return;
    const counting = this.counter?.busy;
    if (counting) this.counter.cancel();
    this.countRun = (this.countRun ?? 0) + 1;
    this.setCounting(false);
    say(this.part("completions-result"), this.host.words, counting && countMessage ? countMessage : null);
    if (this.part("completions-list").isConnected) this.part("completions-list").hidden = true;
  }

  setCounting(busy) {
    this.part("completions").disabled = busy;
    this.part("completions-cancel").hidden = !busy;
    this.part("completions-progress").hidden = !busy;
    if (busy) this.part("completions-progress").value = 0;
  }

  /**
   * Counts every solution that holds the queens on the board, in a pool of workers sharing
   * the core's units, with progress. Queens that already attack get the core's plain answer.
   */
  async countCompletions() {
    this.cancel();
    const run = this.countRun;
    const n = this.n;
    const queens = this.queens.slice();
    const result = this.part("completions-result");
    const words = this.host.words;
    const max = this.api.maxCompletionsN();
    if (n > max) {
      say(result, words, "play.completions.too-big", { max, n });
      return;
    }
    const workers = poolSize();
    this.counter ??= new Jobs(workers);
    this.setCounting(true);
    const started = performance.now();
    say(result, words, "play.completions.counting");
    const progress = this.part("completions-progress");
    let solutions = 0n;
    let nodes = 0;
    try {
      const plan = await this.counter.run("completionPlan", { n, queens });
      nodes = plan.nodes;
      // Batches of units, several per worker, so progress moves and the load evens out.
      const batches = [];
      const per = Math.max(1, Math.ceil(plan.units / (workers * 16)));
      for (let i = 0; i < plan.units; i += per) {
        const end = Math.min(plan.units, i + per);
        const from = plan.offsets[i];
        batches.push({
          words: plan.words.slice(from, plan.offsets[end]),
          offsets: plan.offsets.slice(i, end + 1).map((o) => o - from),
        });
      }
      let done = 0;
      await Promise.all(
        batches.map((batch) =>
          this.counter.run("completions", { n, queens, ...batch }).then((tally) => {
            if (run !== this.countRun) return;
            solutions += tally.solutions;
            nodes += tally.nodes;
            done += 1;
            progress.value = done / batches.length;
            say(result, words, "play.completions.progress-line", { solutions: String(solutions), done: done / batches.length });
          }),
        ),
      );
    } catch (error) {
      if (error.name === "AbortError" || run !== this.countRun) return;
      this.setCounting(false);
      const reason = errorWords(error);
      if (reason.id === "completions.attacking") say(result, words, "completions.attacking.sentence", reason.args);
      else say(result, words, "play.completions.failed", { reason });
      return;
    }
    if (run !== this.countRun) return;
    this.setCounting(false);
    const seconds = (performance.now() - started) / 1000;
    const k = queens.length / 2;
    say(result, words, k === 0 ? "play.completions.empty" : "play.completions.done", {
      n,
      queens: k,
      solutions: String(solutions),
      nodes,
      time: seconds < 0.1 ? { id: "time.under-tenth", args: { limit: 0.1 } } : { id: "time.seconds.tenths", args: { seconds } },
    });
    result.dataset.solutions = String(solutions);
    const list = this.part("completions-list");
    if (list.isConnected) list.hidden = solutions === 0n || n > this.api.info().maxEnumerateN;
    this.counted = { n, queens };
  }

  /** Opens the Solutions view listing only the solutions that hold these queens. */
  listCompletions() {
    const { n, queens } = this.counted ?? { n: this.n, queens: this.queens };
    this.host.open?.("solutions", { n, queens: this.api.encodeQueens(n, Uint32Array.from(queens)) });
  }

  /** Runs Solve or Complete in the worker, so a long search never blocks the page. With
   * `warn` (the reader's click on Solve), a search known to take long is announced first and
   * waits; a method or command of an embedding page runs at once. While it runs, the nodes so
   * far and the time are shown. */
  async search(kind, { warn = false } = {}) {
    this.cancel();
    const strategy = this.part("strategy").value;
    const n = this.n;
    const queens = this.queens.slice();
    if (kind === "solve" && warn && !this.boardOnly && this.warnIfSlow(strategy, n)) return;
    const args = kind === "solve" ? { n, strategy } : { n, strategy, queens };
    this.setBusy(true);
    let outcome;
    try {
      outcome = await this.jobs.run(kind, args, { onPartial: ({ nodes }) => (this.progress = nodes) });
    } catch (error) {
      if (error.name === "AbortError") return;
      this.setBusy(false);
      this.result(kind === "solve" ? "play.solve-failed" : "play.complete-failed", { reason: errorWords(error) });
      throw error;
    }
    this.setBusy(false);
    const name = this.words[strategy] ?? strategy;
    const stats = formatStats(outcome);
    if (outcome.conflict) {
      this.result("play.no-completion", { pair: describePair(outcome.conflict) });
    } else if (!outcome.solution) {
      this.result(kind === "solve" ? "play.no-solution" : "play.none-keeps", { n, queens: queens.length / 2, name, stats });
    } else {
      this.result(kind === "solve" ? "play.solved" : "play.completed", { name, stats });
      this.setBoard(n, Array.from(outcome.solution).flatMap((col, row) => [row, col]));
    }
  }

  showText() {
    const details = this.part("text-io");
    if (!details.open) return;
    const message = this.part("text-message");
    try {
      this.part("text").value = this.api.formatBoard(this.n, Uint32Array.from(this.queens), this.part("format").value);
      this.textTyped = false;
      say(message, this.host.words, null);
    } catch (error) {
      this.part("text").value = "";
      say(message, this.host.words, errorWords(error));
    }
  }

  loadText() {
    const message = this.part("text-message");
    let parsed;
    try {
      parsed = this.api.parseBoard(this.part("text").value);
    } catch (error) {
      say(message, this.host.words, "play.text.not-loaded", { reason: errorWords(error) });
      return;
    }
    this.cancel();
    say(this.part("n-message"), this.host.words, null);
    this.setBoard(parsed.n, Array.from(parsed.queens));
    say(message, this.host.words, "play.text.loaded", { n: parsed.n });
  }
}
