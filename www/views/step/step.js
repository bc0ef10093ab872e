// The Step view: the search one event at a time, as in the OR-Tools guide's walk-through of
// 4 queens. The step engine runs on the main thread (an event costs microseconds) and the
// timeline is explored once, capped, so it can be dragged. Embedders can bound the timeline
// (`from`, `to`), set the speed, start it playing and loop it.
//
// This module is the view: its words, the reader's input, the search's state and what the
// board shows. Beside it: transport.js moves through the search (play, pause, step, speed,
// the timeline and the keys), stack.js draws the call stack under the board, panels.js opens
// and closes the panels under the board (lesson, tree, comparison, editor) and holds the code
// panel; step.css and the panels' .css files style it.
import { wholeNumber } from "../../url.js";
import { CODE_LANGUAGES, DEFAULT_CODE_LANGUAGE, VIEW_RULES } from "../../names.js";
import { BoardView, drawSwatch, moveCursor } from "../../renderer.js";
import { build, figureList, fillOptions, legendList, measuresOf } from "../shared/dom.js";
import { errorWords, say, translate, WordsError } from "../../lang.js";
import { WhyTip } from "../play/why.js";
import { checkQueens, decodeQueens, observeSize, pairsOf, sameBoard } from "../shared/host.js";
import { EXPLORE, Transport } from "./transport.js";
import { dockOffBoard } from "./dock.js";
import { StepPanels } from "./panels.js";
import { StepPictures, picturesSlot } from "./pictures.js";
import { StackPanel } from "./stack.js";

/** The figures the statistics show, in order: each a core measure (info().measures). */
const FIGURES = ["nodes", "branches", "failures", "backtracks", "solutions", "depth", "checks", "examined", "removals"];
/** How long a finger rests on a square to ask why it is crossed out. */
const LONG_PRESS_MS = 500;

/** What the legend lists: every mark the board can show, [swatch, words, strategies it shows
 * in ("cp" for both CP strategies, "walk" for backtracking and lookup, "" for all)]. */
const LEGEND = [
  ["queen", "legend.step.queen", ""],
  ["forced", "legend.step.forced", "cp"],
  ["fixed", "legend.step.fixed", ""],
  ["row-col", "legend.step.row-col", ""],
  ["diagonal", "legend.step.diagonal", ""],
  ["bounds", "legend.step.bounds", "cp"],
  ["refuted", "legend.step.refuted", "cp"],
  ["trying", "legend.step.trying", ""],
  ["dead-row", "legend.step.dead-row", ""],
];

const TEMPLATE = `
<div class="step-layout">
  <div class="step-main">
    <div class="board-column">
      <div class="board-frame" data-part="frame">
        <canvas class="board" data-part="board" part="board" tabindex="0" role="img" aria-describedby="{id}narration {id}why"></canvas>
      </div>
      <section class="stack-box secondary" data-part="stack" aria-labelledby="{id}stack-title">
        <h3 class="panel-title" id="{id}stack-title" data-part="stack-title"></h3>
        <ol class="stack-frames" data-part="stack-frames" tabindex="0" aria-labelledby="{id}stack-title"></ol>
        <p class="hint" data-part="stack-empty"></p>
      </section>
    </div>
    <p class="narration" data-part="narration" part="status" id="{id}narration"></p>
    <p class="visually-hidden" data-part="why" id="{id}why" aria-live="polite"></p>
    <p class="visually-hidden" data-part="status" role="status" aria-live="polite"></p>
    <div class="transport control" data-part="transport" role="group" data-t-aria-label="step.controls">
      <button type="button" data-part="back" data-t-aria-label="step.back.label" data-t="step.back"></button>
      <button type="button" data-part="play" data-t-aria-label="step.play.label" data-t="step.play"></button>
      <button type="button" data-part="forward" class="primary" data-t-aria-label="step.forward.label" data-t="step.forward"></button>
      <button type="button" data-part="next-solution" data-t="step.next-solution"></button>
      <button type="button" data-part="next-dead-end" class="secondary" data-t="step.next-dead-end"></button>
      <button type="button" data-part="restart" class="secondary" data-t="step.restart"></button>
    </div>
    <div class="code-slot secondary" data-part="code-slot"></div>
    <div class="panels" data-part="panels">
      <div class="lesson-slot" data-part="lesson-slot" hidden></div>
      <div class="tree-slot" data-part="tree-slot" id="{id}tree" hidden></div>
      <div class="compare-slot" data-part="compare-slot" id="{id}compare" hidden></div>
      <div class="editor-slot" data-part="editor-slot" id="{id}editor" hidden></div>
    </div>
  </div>
  <div class="controls" part="controls">
    <h2 class="view-title" data-t="page.step-title"></h2>
    <fieldset class="secondary">
      <legend data-t="play.search"></legend>
      <div class="step-form">
        <label for="{id}n" data-t="n"></label>
        <input id="{id}n" data-part="n" class="number" type="text" inputmode="numeric" autocomplete="off"
          aria-describedby="{id}n-message" />
        <label for="{id}strategy" data-t="play.strategy"></label>
        <select id="{id}strategy" data-part="strategy" class="wide"></select>
      </div>
      <p id="{id}n-message" data-part="n-message" class="field-message" aria-live="polite"></p>
      <p class="hint" data-part="fixed"></p>
    </fieldset>
    <div class="sliders control">
      <label for="{id}speed" class="secondary" data-t="step.speed"></label>
      <input class="secondary" id="{id}speed" data-part="speed" type="range" min="0" max="100" />
      <span data-part="speed-text" class="hint secondary"></span>
      <label for="{id}timeline" data-t="step.timeline"></label>
      <input id="{id}timeline" data-part="timeline" part="timeline" type="range" min="0" max="1" value="0" step="1" />
      <span data-part="position" class="hint"></span>
    </div>
    <dl class="stats control" data-part="stats" data-t-aria-label="step.statistics"></dl>
    <p class="solution-line" data-part="solution" aria-live="polite"></p>
    <p class="hint" data-part="motion"></p>
    <p class="hint" data-part="leads" hidden data-t="step.lesson-timeline"></p>
    <div class="buttons secondary panel-buttons">
      <button type="button" data-part="tree-open" aria-expanded="false" aria-controls="{id}tree" data-t="step.tree.open"></button>
      <button type="button" data-part="compare-open" aria-expanded="false" aria-controls="{id}compare" data-t="step.compare.open"></button>
      <button type="button" data-part="lesson-open" data-t="step.lesson.open" data-t-args='{"n":4}'></button>
      <button type="button" data-part="editor-open" aria-expanded="false" aria-controls="{id}editor" hidden data-t="step.editor.open"></button>
    </div>
    <div class="pictures-slot" data-part="pictures-slot"></div>
    <ul class="legend secondary" data-part="legend" data-t-aria-label="play.legend"></ul>
  </div>
</div>`;

/**
 * The first of `names` that is a code language (CODE_LANGUAGES), else the default.
 * @param {...(string | null | undefined)} names
 * @returns {import("../../../nqueens-wasm.js").CodeLanguage}
 */
function codeLanguageOf(...names) {
  return /** @type {any} */ (names.find((name) => name && CODE_LANGUAGES.includes(name)) ?? DEFAULT_CODE_LANGUAGE);
}

export class StepView {
  static commands = VIEW_RULES.step.commands;

  /** The options that describe this view's state, written back to an element's attributes. */
  static reflected = ["n", "queens", "strategy", "step", "speed", "tree", "compare", "lesson", "code-lang"];

  /**
   * @param {HTMLElement} root
   * @param {import("../shared/host.js").Host} host
   */
  constructor(root, host) {
    this.root = root;
    this.host = host;
    this.api = host.api;
    const info = this.api.info();
    this.maxN = info.maxStepN;
    /** @type {readonly string[]} */
    this.strategies = info.stepStrategies;
    this.n = 0;
    this.fixed = [];
    this.stepper = null;
    /** The constraints a lesson posts (null: all three). */
    this.constraints = null;
    this.cursor = { row: 0, col: 0 };
    this.focused = false;
    this.pointed = null;
    /** @type {Record<string, import("../../../nqueens-wasm.js").StepStrategyWords>} */
    this.words = info.stepStrategyWords;
    this.measures = measuresOf(info);
    this.part = build(root, TEMPLATE, host.words);
    root.classList.add("nq-view", "step");
    this.board = new BoardView(this.part("board"));
    this.board.words = host.words;
    this.whyTip = new WhyTip(this.part("frame"), this.part("board"), this.part("why"));
    this.fillStrategies();
    /** Play, pause, step and speed. */
    this.transport = new Transport(this);
    /** The code beside the board and the panels under it. */
    this.panels = new StepPanels(this);
    /** PNG, SVG, GIF and WebM of the search (folded in a frame). */
    this.pictures = new StepPictures(picturesSlot(this.part("pictures-slot"), host.words), this);
    /** The call stack under the board. */
    this.stack = new StackPanel(this.part, host);
    this.panels.code.setLanguages(info.codeLanguages);
    /** The code panel's language as the reader, a link or an attribute chose it (a lesson that
     * names one shows its own while it is open, without changing this).
     * @type {import("../../../nqueens-wasm.js").CodeLanguage} */
    this.codeChoice = DEFAULT_CODE_LANGUAGE;
    this.panels.code.onLanguage = (name) => {
      this.codeChoice = codeLanguageOf(name);
      this.host.kept?.set("code-lang", name);
      this.relist();
    };
    this.buildStats();
    this.buildLegend();
    this.bindEvents();
    this.stopObserving = observeSize(this.part("frame"), (width) => this.fit(width));
    this.stopDocking = dockOffBoard(this.part("transport"), this.board.canvas);
  }

  fillStrategies(keep) {
    const titles = Object.fromEntries(this.strategies.map((s) => [s, this.words[s]?.title ?? s]));
    fillOptions(this.part("strategy"), this.strategies, titles, this.host.words, keep);
  }

  /** The language changed: every word again (the search, its position and the panels stay). */
  relabel() {
    const words = this.host.words;
    translate(this.root, words);
    this.fillStrategies(this.part("strategy").value);
    this.buildStats();
    this.buildLegend();
    this.board.words = words;
    this.panels.relabel();
    this.stack.relabel();
    this.transport.showSpeed();
    this.transport.showPlaying();
    if (this.stepper) this.show();
    this.draw();
  }

  /** The statistics, each figure's name showing its definition on hover and focus. */
  buildStats() {
    this.figures = figureList(this.part("stats"), this.measures, FIGURES, this.host.words);
    for (const [name, dd] of Object.entries(this.figures)) dd.dataset.part = name;
  }

  /** The legend: every mark the board can show, drawn by the board's own renderer. */
  buildLegend() {
    this.swatches = legendList(this.part("legend"), LEGEND, this.host.words);
  }

  /** Shows the legend's lines for the marks this strategy draws, in this theme's colours. */
  drawLegend() {
    const family = this.part("strategy").value.startsWith("cp") ? "cp" : "walk";
    for (const { canvas, mark, li } of this.swatches) {
      li.hidden = Boolean(li.dataset.only) && li.dataset.only !== family;
      drawSwatch(canvas, mark);
    }
  }

  bindEvents() {
    const input = this.part("n");
    input.addEventListener("keydown", (event) => {
      if (event.key === "Enter") this.readN();
    });
    input.addEventListener("change", () => this.readN());
    this.part("strategy").addEventListener("change", () => this.restart());
    this.transport.bind();
    this.panels.bind();
    this.bindBoard();
    this.onKey = (event) => this.transport.key(event);
    if (this.host.globalKeys) document.addEventListener("keydown", this.onKey);
    else this.root.addEventListener("keydown", this.onKey);
  }

  /** The board takes the pointer and the keyboard: a lesson's square is picked there, and any
   * square pointed at (hover, a tap, a long press) or reached with the cursor says why it is
   * crossed out. Arrow keys move the cursor while the board has focus (elsewhere they step). */
  bindBoard() {
    const canvas = this.board.canvas;
    canvas.addEventListener("pointerdown", (event) => {
      const square = this.board.squareAt(event.clientX, event.clientY);
      if (!square) return;
      this.cursor = square;
      if (this.panels.editor?.wantsSquare()) {
        this.panels.editor.choose(square);
        return;
      }
      if (this.panels.lesson?.pick(square)) return;
      if (event.pointerType !== "mouse") {
        clearTimeout(this.pressTimer);
        this.pressTimer = setTimeout(() => this.point(square), LONG_PRESS_MS);
        this.point(square);
      }
    });
    canvas.addEventListener("pointerup", () => clearTimeout(this.pressTimer));
    canvas.addEventListener("contextmenu", (event) => event.preventDefault());
    canvas.addEventListener("pointermove", (event) => {
      if (event.pointerType === "mouse") this.point(this.board.squareAt(event.clientX, event.clientY));
    });
    canvas.addEventListener("pointerleave", (event) => {
      if (event.pointerType === "mouse") this.point(null);
    });
    canvas.addEventListener("focus", () => {
      this.focused = true;
      this.paint();
    });
    canvas.addEventListener("blur", () => {
      this.focused = false;
      this.paint();
    });
    canvas.addEventListener("keydown", (event) => {
      const moved = this.n ? moveCursor(event.key, this.cursor, this.n) : null;
      if (moved) {
        this.cursor = moved;
        this.pointed = null;
        this.paint();
      } else if ((event.key === "Enter" || event.key === " ") && this.panels.lesson?.wantsSquare()) {
        this.panels.lesson.pick(this.cursor);
      } else {
        return;
      }
      event.preventDefault();
    });
  }

  /** The square pointed at (null: none). */
  point(square) {
    const same = (a, b) => a === b || (a && b && a.row === b.row && a.col === b.col);
    if (same(square, this.pointed)) return;
    this.pointed = square;
    this.paint();
  }

  /** Draws the last picture with what lies over it: the lesson's marks, the cursor, and the
   * answer to "why is this square crossed?" for the square pointed at or under the cursor. */
  paint() {
    if (!this.picture || !this.stepper) return;
    const square = this.pointed ?? (this.focused ? this.cursor : null);
    const why = square ? this.stepper.why(square.row, square.col) : null;
    this.whyTip.show(square, why ? this.host.words.message(why.sentence) : null, square ? this.board.squareRect(square.row, square.col) : null, why?.by?.[0]);
    this.board.show({
      ...this.picture,
      cursor: this.focused ? this.cursor : null,
      marks: this.panels.lesson?.highlight() ?? this.panels.editor?.marks() ?? null,
      why: why ? { ...why, square } : null,
    });
  }

  draw() {
    this.board.draw();
    this.drawLegend();
    this.panels.treePanel?.draw();
  }

  /**
   * State from a link, attributes or the Play board's "Step through"; returns notes.
   * @param {Partial<import("../../url.js").State> & { n: number }} state
   */
  apply(state) {
    const notes = [];
    this.transport.pause();
    const n = state.n >= 1 && state.n <= this.maxN ? state.n : VIEW_RULES.step.n;
    this.part("n").value = String(n);
    this.part("strategy").value = this.strategies.includes(state.strategy) ? state.strategy : this.strategies[0];
    this.codeChoice = codeLanguageOf(state["code-lang"], this.host.kept?.get("code-lang"));
    const fixed = decodeQueens(this.api, n, state.queens, notes);
    this.transport.setBounds(state.from, state.to);
    this.transport.loop = state.loop === true;
    this.transport.setSpeed(state.speed);
    this.create(n, fixed, state.step ?? this.transport.from, true);
    this.fit();
    this.panels.showTree(state.tree === true);
    this.panels.setLesson(state.lesson ?? null);
    if (state.edit && this.host.open) this.panels.showEditor(true);
    if (state.compare) {
      this.panels.showCompare(true);
      this.panels.comparison.compare();
    } else if (this.panels.comparison) this.panels.showCompare(false);
    // The panels opened above belong in the address too (create() wrote it before them).
    this.host.remember?.();
    if (state.autoplay) this.transport.autoplay();
    return notes;
  }

  /**
   * Applies only the options in `changed` (an element's attribute changes): a new N, strategy
   * or set of fixed queens starts a new search (fixed queens stay unless N changed); the
   * position, bounds, speed, loop and panels are set without one. Returns notes.
   * @param {Partial<import("../../url.js").State> & { n: number }} state
   * @param {Set<string>} changed
   */
  update(state, changed) {
    const notes = [];
    if (changed.has("speed")) this.transport.setSpeed(state.speed);
    if (changed.has("loop")) this.transport.loop = state.loop === true;
    if (changed.has("from") || changed.has("to")) this.transport.setBounds(state.from, state.to);
    const n = state.n >= 1 && state.n <= this.maxN ? state.n : this.n;
    if (changed.has("n") || changed.has("strategy") || changed.has("queens")) {
      if (changed.has("strategy")) this.part("strategy").value = this.strategies.includes(state.strategy) ? state.strategy : this.strategies[0];
      let fixed = n === this.n ? this.fixed : [];
      if (changed.has("queens")) fixed = decodeQueens(this.api, n, state.queens, notes);
      this.part("n").value = String(n);
      this.create(n, fixed, state.step ?? this.transport.first());
    } else if (changed.has("step") || changed.has("from") || changed.has("to")) {
      this.transport.seek(state.step ?? this.transport.first(), false);
      this.show();
    }
    if (changed.has("code-lang")) {
      this.codeChoice = codeLanguageOf(state["code-lang"]);
      this.relist();
    }
    if (changed.has("tree")) this.panels.showTree(state.tree === true);
    if (changed.has("lesson")) this.panels.setLesson(state.lesson ?? null);
    if (changed.has("compare")) {
      this.panels.showCompare(state.compare === true);
      if (state.compare) this.panels.comparison.compare();
    }
    if (changed.has("autoplay") && state.autoplay) this.transport.autoplay();
    return notes;
  }

  /** Whether the event shown is a solution (of N-Queens: a lesson posting fewer constraints
   * finds "solutions" whose queens still attack). */
  isSolved() {
    return this.stepper?.state().solved ?? false;
  }

  /** The step engine runs on the page and stops with it; only a comparison runs in workers. */
  interrupted() {
    return this.panels.comparison?.busy ? "step.interrupted" : "";
  }

  /** Shows a message (an id, or `{ id, args }`) under the board. */
  say(id, args) {
    say(this.part("motion"), this.host.words, id, args);
  }

  params() {
    return {
      n: this.n,
      strategy: this.part("strategy").value,
      queens: this.fixed.length ? this.api.encodeQueens(this.n, Uint32Array.from(this.fixed)) : "",
      step: this.stepper ? this.stepper.position() : 0,
      // Events per second, once a link, an attribute or the reader chose one.
      ...(this.transport.speed !== undefined ? { speed: this.transport.speed } : {}),
      // The reader's language for the program, where it is not the default.
      ...(this.codeChoice !== DEFAULT_CODE_LANGUAGE ? { "code-lang": this.codeChoice } : {}),
      ...this.panels.params(),
    };
  }

  /** A lesson's stop: the search goes where the lesson says, with its board and constraints. */
  goTo(stop) {
    const plan = this.panels.lesson?.plan;
    if (!plan) return;
    const fixed = plan.fixed.flat();
    const constraints = stop.constraints.length === 3 ? null : stop.constraints;
    const sameSearch =
      this.stepper &&
      plan.n === this.n &&
      plan.strategy === this.part("strategy").value &&
      sameBoard({ n: this.n, queens: fixed }, { n: this.n, queens: this.fixed }) &&
      String(constraints) === String(this.constraints);
    if (!sameSearch) {
      this.part("n").value = String(plan.n);
      this.part("strategy").value = plan.strategy;
      this.constraints = constraints;
      this.transport.setBounds();
      this.create(plan.n, fixed, stop.position);
    } else if (this.stepper.position() !== stop.position) {
      this.stepper.seek(stop.position);
      this.moved();
    } else {
      this.show();
    }
    this.relistIfNeeded();
    this.host.remember?.();
  }

  /** What the editor writes a lesson on: the search as it stands. */
  searchNow() {
    const s = this.stepper?.state();
    return {
      n: this.n,
      strategy: this.part("strategy").value,
      fixed: this.fixed.slice(),
      constraints: this.constraints,
      position: this.stepper?.position() ?? 0,
      narration: s ? this.host.words.message(s.narration) : "",
    };
  }

  /** A lesson's board (from a file the editor opened) on the search, at its start. */
  useBoard(board) {
    if (!board || !(board.n >= 1 && board.n <= this.maxN)) return;
    this.panels.leaveLesson();
    this.part("n").value = String(board.n);
    if (this.strategies.includes(board.strategy)) this.part("strategy").value = board.strategy;
    this.constraints = Array.isArray(board.constraints) && board.constraints.length < 3 ? board.constraints : null;
    this.create(board.n, (board.fixed ?? []).flat(), 0);
  }

  describe() {
    return { n: this.n, queens: pairsOf(this.fixed) };
  }

  leave() {
    this.transport.pause();
  }

  /** The page reloads next (into a new version): a lesson half done keeps its place for it. */
  keepPlace() {
    this.panels.lesson?.keepPlace();
  }

  /** Stops playing and lets go of what the view holds: its step engine (wasm memory), its
   * comparison's jobs, its listeners and its size observer. */
  destroy() {
    this.transport.pause();
    this.panels.destroy();
    this.stepper?.free();
    this.stepper = null;
    this.stopObserving();
    this.stopDocking();
    document.removeEventListener("keydown", this.onKey);
    this.root.removeEventListener("keydown", this.onKey);
  }

  /** A command from an embedding page or an element method; throws with a reason on failure. */
  command(name, args) {
    if (this.panels.lesson?.leads() && ["forward", "back", "play", "reset"].includes(name)) throw new WordsError("step.leads");
    if (name === "setN" || name === "setQueens") this.panels.leaveLesson();
    if (name === "setN") {
      const value = wholeNumber(args.n);
      if (!(value >= 1 && value <= this.maxN)) throw new WordsError("step.n-range", { min: 1, max: this.maxN });
      this.part("n").value = String(value);
      this.create(value, [], this.transport.first());
    } else if (name === "setQueens") {
      this.create(this.n, checkQueens(args.queens, this.n), this.transport.first());
    } else if (name === "forward") this.transport.forward();
    else if (name === "back") this.transport.back();
    else if (name === "play") this.transport.play();
    else if (name === "pause") this.transport.pause();
    else if (name === "reset") this.transport.seek(this.transport.first());
    else throw new WordsError("view.no-command", { command: name });
  }

  /** Sizes the board to its column; where the code and a panel share the screen with it (a
   * wide layout), no taller than about two fifths of the window, so all three fit at once. */
  fit(width = this.part("frame").clientWidth) {
    if (!width) return;
    const wide = this.root.clientWidth >= 900;
    // The call stack under the board takes up to about 120px of that height.
    const cap = wide ? Math.max(240, Math.round(window.innerHeight * 0.38) - 120) : Infinity;
    this.board.resize(this.host.boardSize(this.board.canvas, Math.min(width, cap)));
    // The code beside the board is as tall as the board (styles: .code).
    this.root.style.setProperty("--board-size", `${this.board.cssSize}px`);
  }

  readN() {
    const value = wholeNumber(this.part("n").value);
    const input = this.part("n");
    if (!(value >= 1 && value <= this.maxN)) {
      say(this.part("n-message"), this.host.words, "step.bad-n", { min: 1, max: this.maxN });
      input.setAttribute("aria-invalid", "true");
      return;
    }
    say(this.part("n-message"), this.host.words, null);
    input.removeAttribute("aria-invalid");
    if (value === this.n) return;
    this.panels.leaveLesson();
    // Fixed queens that still fit stay; a board they do not fit starts empty.
    this.create(value, this.fixed.every((v) => v < value) ? this.fixed : [], this.transport.first());
  }

  restart() {
    this.panels.leaveLesson();
    this.create(this.n, this.fixed, this.transport.first());
  }

  /**
   * A new search; explores the timeline once so it can be dragged, then goes to `position`.
   * Tells the embedder when N or the fixed queens changed (not on the first search).
   */
  create(n, fixed, position, initial = false) {
    this.transport.pause();
    const before = initial ? null : { n: this.n, queens: this.fixed };
    let stepper;
    try {
      stepper = new this.api.Stepper(n, this.part("strategy").value, Uint32Array.from(fixed), true, this.constraints);
    } catch (error) {
      say(this.part("n-message"), this.host.words, errorWords(error));
      if (!initial) throw error;
      return;
    }
    this.stepper?.free();
    this.stepper = stepper;
    const resized = n !== this.n;
    this.n = n;
    this.fixed = fixed;
    stepper.runTo("end", EXPLORE);
    this.explored = stepper.position();
    this.complete = stepper.finished();
    stepper.seek(Math.max(this.transport.first(), Math.min(position, this.transport.last())));
    const count = fixed.length / 2;
    say(this.part("fixed"), this.host.words, count ? "step.fixed" : this.host.open ? "step.tip" : null, {
      count,
      from_play: this.host.open ? "yes" : "no",
    });
    this.list();
    this.stack.reset();
    this.drawLegend();
    if (resized) this.fit();
    this.wasSolved = false;
    this.cursor = { row: Math.min(this.cursor.row, n - 1), col: Math.min(this.cursor.col, n - 1) };
    this.pointed = null;
    this.panels.loadTree();
    this.show();
    this.host.remember?.();
    if (before && !sameBoard(before, this.describeFlat())) {
      this.panels.comparison?.stale();
      this.host.emit("change", this.describe());
    }
  }

  /** The language the program is shown in: the open lesson's, where it names one, else the
   * reader's choice. */
  codeLanguage() {
    return this.panels.lesson?.plan?.codeLang ?? this.codeChoice;
  }

  /** The program of the search in the code panel's language (its menu fixed while a lesson
   * names the language). */
  list() {
    const strategy = this.part("strategy").value;
    const code = this.panels.code;
    code.language = this.codeLanguage();
    code.fixed = Boolean(this.panels.lesson?.plan?.codeLang);
    code.load(this.api.codeListing(strategy, code.language, this.n, Uint32Array.from(this.fixed)));
  }

  /** A lesson opened or closed: the program in the language it asks for, its menu fixed or
   * free again. */
  relistIfNeeded() {
    const code = this.panels.code;
    if (code.language !== this.codeLanguage() || code.fixed !== Boolean(this.panels.lesson?.plan?.codeLang)) this.relist();
  }

  /** Another language for the program (the reader's, a lesson's, an attribute's): the same
   * search, its lit line in it. */
  relist() {
    if (!this.stepper) return;
    this.list();
    this.panels.code.show(this.stepper.state().spot);
    this.host.remember?.();
  }

  describeFlat() {
    return { n: this.n, queens: this.fixed };
  }

  /** Draws the engine's state and says it in words; returns it. */
  show() {
    const s = this.stepper.state();
    if (s.position > this.explored) {
      this.explored = s.position;
      this.complete = s.finished;
    }
    const queens = [];
    for (let i = 0; i < s.queens.length; i += 3) queens.push([s.queens[i], s.queens[i + 1], s.queens[i + 2]]);
    this.picture = {
      n: s.n,
      queens,
      cells: s.cells,
      trying: s.trying ? { row: s.trying[0], col: s.trying[1] } : null,
      deadRow: s.deadEnd,
      solved: s.solved,
    };
    this.paint();
    const words = this.host.words;
    say(this.part("narration"), words, s.narration);
    say(this.part("status"), words, s.narration);
    this.panels.code.show(s.spot);
    this.stack.show(s.stack, this.part("strategy").value.startsWith("cp"));
    if (this.panels.treePanel && !this.part("tree-slot").hidden) this.panels.treePanel.show(s.position);
    for (const name of FIGURES) this.figures[name].textContent = words.number(s.stats[name]);
    say(this.part("solution"), words, s.latest ? "step.latest" : null, { k: s.stats.solutions, cols: s.latest ? Array.from(s.latest) : [] });
    this.transport.show(s);
    this.part("board").setAttribute("aria-label", words.format("step.board.label", { n: s.n, position: s.position, narration: s.narration }));
    this.panels.editor?.searchChanged();
    return s;
  }

  /** After the position moved: redraws and tells the embedder (`step`, and `solved` on arrival). */
  moved() {
    const s = this.show();
    this.host.emit("step", { position: s.position, event: s.event, narration: this.host.words.message(s.narration), line: this.panels.code.lineOf(s.spot), stats: { ...s.stats }, record: s.record });
    const solved = s.solved;
    if (solved && !this.wasSolved) this.host.emit("solved", { n: s.n, solution: Array.from(s.solution) });
    this.wasSolved = solved;
    return s;
  }
}
