// The Step view: the search one event at a time, as in the OR-Tools guide's walk-through of
// 4 queens. The step engine runs on the main thread (an event costs microseconds) and the
// timeline is explored once, capped, so it can be dragged. Embedders can bound the timeline
// (`from`, `to`), set the speed, start it playing and loop it.
import { wholeNumber } from "../../url.js";
import { LESSON_VALUE, SPEED, VIEW_RULES } from "../../names.js";
import { reducedMotion } from "../../theme.js";
import { BoardView, drawSwatch, moveCursor } from "../../renderer.js";
import { build, figureList, fillOptions, legendList, measuresOf } from "../shared/dom.js";
import { errorWords, say, translate, WordsError } from "../../lang.js";
import { WhyTip } from "../play/why.js";
import { checkQueens, observeSize, pairsOf, sameBoard } from "../shared/host.js";
import { CodePanel } from "./code.js";
import { ComparePanel } from "./compare.js";
import { TreePanel } from "./tree.js";
import { LessonPanel } from "./lesson.js";

/** How far the timeline is explored up front; beyond it, it grows as the search goes on. */
const EXPLORE = 200_000;
/** The figures the statistics show, in order: each a core measure (info().measures). */
const FIGURES = ["nodes", "branches", "failures", "backtracks", "solutions", "depth", "checks", "examined", "removals"];
/** The panels under the board and the code, one open at a time when a reader opens one. */
const PANELS = ["lesson", "tree", "compare", "editor"];
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
      <button type="button" data-part="lesson-open" data-t="step.lesson.open"></button>
      <button type="button" data-part="editor-open" aria-expanded="false" aria-controls="{id}editor" hidden data-t="step.editor.open"></button>
    </div>
    <ul class="legend secondary" data-part="legend" data-t-aria-label="play.legend"></ul>
  </div>
</div>`;

/** Slider position (0–100) for a speed in events per second, and back: 1/s to 60/s, log scale. */
const sliderFor = (speed) => Math.round((100 * Math.log(speed)) / Math.log(SPEED.max));
const speedFor = (value) => SPEED.max ** (value / 100);

export class StepView {
  static commands = VIEW_RULES.step.commands;
  /** The options that describe this view's state, written back to an element's attributes. */
  static reflected = ["n", "queens", "strategy", "step", "speed", "tree", "compare", "lesson"];

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
    /** @type {number | undefined} events per second, once chosen (else the slider's default) */
    this.speed = undefined;
    this.playing = false;
    /** @type {Record<string, import("../../../nqueens-wasm.js").StepStrategyWords>} */
    /** The constraints a lesson posts (null: all three). */
    this.constraints = null;
    /** The lesson editor, on the page once opened. @type {import("./editor.js").LessonEditor | null} */
    this.editor = null;
    this.cursor = { row: 0, col: 0 };
    this.focused = false;
    this.pointed = null;
    this.words = info.stepStrategyWords;
    this.measures = measuresOf(info);
    this.part = build(root, TEMPLATE, host.words);
    root.classList.add("nq-view", "step");
    this.board = new BoardView(this.part("board"));
    this.board.words = host.words;
    this.whyTip = new WhyTip(this.part("frame"), this.part("board"), this.part("why"));
    this.fillStrategies();
    this.code = new CodePanel(this.part("code-slot"), host);
    this.buildStats();
    this.buildLegend();
    this.bindEvents();
    this.stopObserving = observeSize(this.part("frame"), (width) => this.fit(width));
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
    this.code.relabel?.();
    this.treePanel?.relabel?.();
    this.comparison?.relabel?.();
    this.lessonPanel?.relabel();
    this.editor?.relabel();
    this.sayOpen("editor", !this.part("editor-slot").hidden);
    this.showSpeed();
    this.showPlaying();
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
    this.part("restart").addEventListener("click", () => this.seek(this.first()));
    this.part("back").addEventListener("click", () => this.back());
    this.part("forward").addEventListener("click", () => this.forward());
    this.part("play").addEventListener("click", () => (this.playing ? this.pause() : this.play()));
    this.part("next-solution").addEventListener("click", () => this.runTo("solution"));
    this.part("next-dead-end").addEventListener("click", () => this.runTo("dead-end"));
    const timeline = this.part("timeline");
    timeline.addEventListener("input", () => this.seek(Number(timeline.value), false));
    timeline.addEventListener("change", () => this.host.remember?.());
    this.part("speed").addEventListener("input", () => this.showSpeed());
    // The speed the reader settled on (not each position while dragging) describes the view.
    this.part("speed").addEventListener("change", () => {
      this.speed = Math.round(speedFor(Number(this.part("speed").value)) * 100) / 100;
      this.host.remember?.();
    });
    this.part("tree-open").addEventListener("click", () => this.toggle("tree"));
    this.part("lesson-open").addEventListener("click", () => {
      if (this.lesson) {
        this.toggle("lesson");
        return;
      }
      for (const other of PANELS) if (other !== "lesson" && this.isOpen(other)) this.close(other);
      const params = { n: 4, strategy: "cp", step: 0, lesson: LESSON_VALUE.defaultLesson };
      if (this.host.open) this.host.open("step", params);
      else this.apply({ ...params });
      this.reveal("lesson");
    });
    this.part("compare-open").addEventListener("click", () => this.toggle("compare"));
    if (this.host.open) {
      this.part("editor-open").hidden = false;
      this.part("editor-open").addEventListener("click", () => this.toggle("editor"));
    }
    this.bindBoard();
    this.onKey = (event) => this.key(event);
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
      if (this.editor?.wantsSquare()) {
        this.editor.choose(square);
        return;
      }
      if (this.lesson?.pick(square)) return;
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
      } else if ((event.key === "Enter" || event.key === " ") && this.lesson?.wantsSquare()) {
        this.lesson.pick(this.cursor);
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
      marks: this.lesson?.highlight() ?? this.editor?.marks() ?? null,
      why: why ? { ...why, square } : null,
    });
  }

  draw() {
    this.board.draw();
    this.drawLegend();
    this.treePanel?.draw();
  }

  /** Whether `name`'s panel is open. */
  isOpen(name) {
    return !this.part(`${name}-slot`).hidden;
  }

  /** A reader's click on a panel's button: opens it (closing the other panels, so the board,
   * the code and this panel fit one screen), brings it into view and gives it focus; or closes
   * it. */
  toggle(name) {
    const open = !this.isOpen(name);
    if (open) for (const other of PANELS) if (other !== name && this.isOpen(other)) this.close(other);
    if (name === "tree") this.showTree(open);
    else if (name === "compare") this.showCompare(open);
    else if (name === "editor") this.showEditor(open).then(() => open && this.reveal(name));
    else this.setLesson(open ? LESSON_VALUE.defaultLesson : null);
    this.host.remember?.();
    if (open && name !== "editor") this.reveal(name);
    else if (!open) this.part(`${name}-open`).focus();
  }

  close(name) {
    if (name === "tree") this.showTree(false);
    else if (name === "compare") this.showCompare(false);
    else if (name === "editor") this.showEditor(false);
    else this.setLesson(null);
  }

  /** Scrolls a panel just opened into view (no further than needed) and focuses it. */
  reveal(name) {
    const section = this.part(`${name}-slot`).querySelector("section");
    if (!section) return;
    section.tabIndex = -1;
    requestAnimationFrame(() => {
      section.scrollIntoView({ block: "nearest" });
      section.focus({ preventScroll: true });
    });
  }

  /**
   * State from a link, attributes or the Play board's "Step through"; returns notes.
   * @param {Partial<import("../../url.js").State> & { n: number }} state
   */
  apply(state) {
    const notes = [];
    this.pause();
    const n = state.n >= 1 && state.n <= this.maxN ? state.n : 4;
    this.part("n").value = String(n);
    this.part("strategy").value = this.strategies.includes(state.strategy) ? state.strategy : this.strategies[0];
    let fixed = [];
    if (state.queens) {
      try {
        fixed = Array.from(this.api.decodeQueens(n, state.queens));
      } catch (error) {
        notes.push({ id: "note.queens", args: { value: JSON.stringify(state.queens.slice(0, 40)), reason: errorWords(error) } });
      }
    }
    this.from = state.from ?? 0;
    this.to = state.to ?? Infinity;
    this.loop = state.loop === true;
    this.speed = state.speed;
    this.part("speed").value = String(sliderFor(state.speed ?? SPEED.default));
    this.showSpeed();
    this.create(n, fixed, state.step ?? this.from, true);
    this.fit();
    this.showTree(state.tree === true);
    this.setLesson(state.lesson ?? null);
    if (state.edit && this.host.open) this.showEditor(true);
    if (state.compare) {
      this.showCompare(true);
      this.comparison.compare();
    } else if (this.comparison) this.showCompare(false);
    // The panels opened above belong in the address too (create() wrote it before them).
    this.host.remember?.();
    if (state.autoplay) this.autoplay();
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
    if (changed.has("speed")) {
      this.speed = state.speed;
      this.part("speed").value = String(sliderFor(state.speed ?? SPEED.default));
      this.showSpeed();
    }
    if (changed.has("loop")) this.loop = state.loop === true;
    if (changed.has("from") || changed.has("to")) {
      this.from = state.from ?? 0;
      this.to = state.to ?? Infinity;
    }
    const n = state.n >= 1 && state.n <= this.maxN ? state.n : this.n;
    if (changed.has("n") || changed.has("strategy") || changed.has("queens")) {
      if (changed.has("strategy")) this.part("strategy").value = this.strategies.includes(state.strategy) ? state.strategy : this.strategies[0];
      let fixed = n === this.n ? this.fixed : [];
      if (changed.has("queens")) {
        fixed = [];
        try {
          fixed = state.queens ? Array.from(this.api.decodeQueens(n, state.queens)) : [];
        } catch (error) {
          notes.push({ id: "note.queens", args: { value: JSON.stringify(state.queens.slice(0, 40)), reason: errorWords(error) } });
        }
      }
      this.part("n").value = String(n);
      this.create(n, fixed, state.step ?? this.first());
    } else if (changed.has("step") || changed.has("from") || changed.has("to")) {
      this.seek(state.step ?? this.first(), false);
      this.show();
    }
    if (changed.has("tree")) this.showTree(state.tree === true);
    if (changed.has("lesson")) this.setLesson(state.lesson ?? null);
    if (changed.has("compare")) {
      this.showCompare(state.compare === true);
      if (state.compare) this.comparison.compare();
    }
    if (changed.has("autoplay") && state.autoplay) this.autoplay();
    return notes;
  }

  /** Starts playing, unless the reader asked for less motion (then a note says why not). */
  autoplay() {
    if (reducedMotion()) say(this.part("motion"), this.host.words, "step.no-motion");
    else this.play();
  }

  /** Whether the event shown is a solution (of N-Queens: a lesson posting fewer constraints
   * finds "solutions" whose queens still attack). */
  isSolved() {
    return this.stepper?.state().solved ?? false;
  }

  /** The step engine runs on the page and stops with it; only a comparison runs in workers. */
  interrupted() {
    return this.comparison?.busy ? "step.interrupted" : "";
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
      ...(this.speed !== undefined ? { speed: this.speed } : {}),
      ...(this.comparison && !this.part("compare-slot").hidden ? { compare: 1 } : {}),
      ...(this.treePanel && !this.part("tree-slot").hidden ? { tree: 1 } : {}),
      ...(this.lesson ? { lesson: this.lesson.source } : {}),
      ...(this.editor && !this.part("editor-slot").hidden ? { edit: 1 } : {}),
    };
  }

  /**
   * Reads the lesson `source` names (a shipped lesson's name, a URL, a lesson's JSON or packed
   * text; see lesson-file.js) beside the search, or closes the lesson (null). The lesson sets
   * the board and moves the search; one that cannot be read or cannot happen says why in its
   * panel and leaves the board as it is.
   * @param {string | null} source
   */
  setLesson(source) {
    const slot = this.part("lesson-slot");
    if (!source) {
      if (!this.lesson) return;
      this.lesson.close();
      this.lesson = null;
      slot.hidden = true;
      this.sayOpen("lesson", false);
      if (this.constraints) {
        // Back to the whole model: a lesson may have posted fewer constraints.
        this.constraints = null;
        this.create(this.n, this.fixed, this.stepper?.position() ?? 0);
      } else if (this.stepper) this.show();
      return;
    }
    if (!this.lessonPanel) {
      this.lessonPanel = new LessonPanel(slot, {
        api: this.api,
        goTo: (stop) => this.goTo(stop),
        emit: (type, detail) => this.host.emit(type, detail),
        edit: this.host.open ? (text) => this.editLesson(text) : undefined,
        language: () => this.language(),
        words: () => this.host.words,
      });
    }
    this.lesson = this.lessonPanel;
    slot.hidden = false;
    this.sayOpen("lesson", true);
    if (source === this.lesson.source && this.lesson.plan) return;
    this.lesson.open(source).then(() => this.host.remember?.());
  }

  /** The reader's language for a lesson: the board's (the element's resolved `lang`, the
   * page's choice), which the lesson panel shows a lesson in where the lesson has it. */
  language() {
    return this.host.words.locale;
  }

  /** Names the button that opens panel `name` by what a press does now (open or close). */
  sayOpen(name, open) {
    const button = this.part(`${name}-open`);
    button.dataset.t = `step.${name}.${open ? "close" : "open"}`;
    button.textContent = this.host.words.format(button.dataset.t);
  }

  /** A lesson's stop: the search goes where the lesson says, with its board and constraints. */
  goTo(stop) {
    const plan = this.lesson?.plan;
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
      this.from = 0;
      this.to = Infinity;
      this.create(plan.n, fixed, stop.position);
    } else if (this.stepper.position() !== stop.position) {
      this.stepper.seek(stop.position);
      this.moved();
    } else {
      this.show();
    }
    this.host.remember?.();
  }

  /** Opens or closes the lesson editor (the page only; its module loads on first use). */
  async showEditor(open) {
    const slot = this.part("editor-slot");
    const button = this.part("editor-open");
    if (open && !this.editor) {
      const { LessonEditor } = await import("./editor.js");
      this.editor ??= new LessonEditor(slot, {
        api: this.api,
        search: () => this.searchNow(),
        seek: (position) => {
          this.leaveLesson();
          this.seek(position);
        },
        refresh: () => this.paint(),
        preview: (text) => this.preview(text),
        remember: () => this.host.remember?.(),
        useBoard: (board) => this.useBoard(board),
        words: () => this.host.words,
      });
    }
    slot.hidden = !open;
    button.setAttribute("aria-expanded", String(open));
    this.sayOpen("editor", open);
    if (open) this.editor.searchChanged();
    this.paint();
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
    this.leaveLesson();
    this.part("n").value = String(board.n);
    if (this.strategies.includes(board.strategy)) this.part("strategy").value = board.strategy;
    this.constraints = Array.isArray(board.constraints) && board.constraints.length < 3 ? board.constraints : null;
    this.create(board.n, (board.fixed ?? []).flat(), 0);
  }

  /** The draft as a reader meets it: the lesson panel on it, the editor closed. */
  preview(text) {
    this.showEditor(false);
    this.setLesson(text);
    this.reveal("lesson");
  }

  /** A lesson opened for editing again (its panel's "Edit this lesson"). */
  editLesson(text) {
    let board = null;
    try {
      board = JSON.parse(text).board;
    } catch {
      // The editor says what is wrong with the text.
    }
    this.setLesson(null);
    for (const other of PANELS) if (other !== "editor" && this.isOpen(other)) this.close(other);
    this.showEditor(true).then(() => {
      if (this.editor.open(text)) this.useBoard(board);
      this.reveal("editor");
    });
  }

  /** Ends a lesson the reader leaves by changing the board or the strategy. */
  leaveLesson() {
    if (this.lesson) this.setLesson(null);
  }

  /** Shows or hides the search tree (built on first use, rebuilt with every new search). */
  showTree(open) {
    const slot = this.part("tree-slot");
    if (!open && !this.treePanel) return;
    if (open && !this.treePanel) {
      this.treePanel = new TreePanel(slot, (step) => this.seek(step), this.measures, this.host);
      slot.hidden = false;
      this.loadTree();
    }
    slot.hidden = !open;
    this.part("tree-open").setAttribute("aria-expanded", String(open));
    this.part("tree-open").dataset.t = open ? "step.tree.close" : "step.tree.open";
    this.part("tree-open").textContent = this.host.words.format(this.part("tree-open").dataset.t);
    if (open && this.stepper) this.treePanel.show(this.stepper.position());
  }

  loadTree() {
    if (!this.treePanel || !this.n) return;
    const strategy = this.part("strategy").value;
    this.treePanel.load(this.api.searchTree(this.n, Uint32Array.from(this.fixed), strategy, true, this.explored), strategy);
  }

  /** Shows or hides "Strategies side by side" (built on first use). */
  showCompare(open) {
    const slot = this.part("compare-slot");
    if (open && !this.comparison) this.comparison = new ComparePanel(slot, () => ({ n: this.n, fixed: this.fixed }), this.api.info(), this.host);
    slot.hidden = !open;
    this.part("compare-open").setAttribute("aria-expanded", String(open));
    this.part("compare-open").dataset.t = open ? "step.compare.close" : "step.compare.open";
    this.part("compare-open").textContent = this.host.words.format(this.part("compare-open").dataset.t);
    if (!open) this.comparison?.cancel();
  }

  describe() {
    return { n: this.n, queens: pairsOf(this.fixed) };
  }

  leave() {
    this.pause();
  }

  /** Stops playing and lets go of what the view holds: its step engine (wasm memory), its
   * comparison's jobs, its listeners and its size observer. */
  destroy() {
    this.pause();
    this.comparison?.destroy();
    this.treePanel?.destroy();
    this.stepper?.free();
    this.stepper = null;
    this.stopObserving();
    document.removeEventListener("keydown", this.onKey);
    this.root.removeEventListener("keydown", this.onKey);
  }

  /** A command from an embedding page or an element method; throws with a reason on failure. */
  command(name, args) {
    if (this.lesson?.leads() && ["forward", "back", "play", "reset"].includes(name)) throw new WordsError("step.leads");
    if (name === "setN" || name === "setQueens") this.leaveLesson();
    if (name === "setN") {
      const value = wholeNumber(args.n);
      if (!(value >= 1 && value <= this.maxN)) throw new WordsError("step.n-range", { max: this.maxN });
      this.part("n").value = String(value);
      this.create(value, [], this.first());
    } else if (name === "setQueens") {
      this.create(this.n, checkQueens(args.queens, this.n), this.first());
    } else if (name === "forward") this.forward();
    else if (name === "back") this.back();
    else if (name === "play") this.play();
    else if (name === "pause") this.pause();
    else if (name === "reset") this.seek(this.first());
    else throw new WordsError("view.no-command", { command: name });
  }

  /** Sizes the board to its column; where the code and a panel share the screen with it (a
   * wide layout), no taller than about two fifths of the window, so all three fit at once. */
  fit(width = this.part("frame").clientWidth) {
    if (!width) return;
    const wide = this.root.clientWidth >= 900;
    const cap = wide ? Math.max(240, Math.round(window.innerHeight * 0.38)) : Infinity;
    this.board.resize(this.host.boardSize(this.board.canvas, Math.min(width, cap)));
    // The code beside the board is as tall as the board (styles: .code).
    this.root.style.setProperty("--board-size", `${this.board.cssSize}px`);
  }

  readN() {
    const value = wholeNumber(this.part("n").value);
    const input = this.part("n");
    if (!(value >= 1 && value <= this.maxN)) {
      say(this.part("n-message"), this.host.words, "step.bad-n", { max: this.maxN });
      input.setAttribute("aria-invalid", "true");
      return;
    }
    say(this.part("n-message"), this.host.words, null);
    input.removeAttribute("aria-invalid");
    if (value === this.n) return;
    this.leaveLesson();
    // Fixed queens that still fit stay; a board they do not fit starts empty.
    this.create(value, this.fixed.every((v) => v < value) ? this.fixed : [], this.first());
  }

  restart() {
    this.leaveLesson();
    this.create(this.n, this.fixed, this.first());
  }

  /** The first and last positions the timeline may show. */
  first() {
    return this.from;
  }

  last() {
    return Math.min(this.to, this.explored);
  }

  /**
   * A new search; explores the timeline once so it can be dragged, then goes to `position`.
   * Tells the embedder when N or the fixed queens changed (not on the first search).
   */
  create(n, fixed, position, initial = false) {
    this.pause();
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
    stepper.seek(Math.max(this.first(), Math.min(position, this.last())));
    const count = fixed.length / 2;
    say(this.part("fixed"), this.host.words, count ? "step.fixed" : this.host.open ? "step.tip" : null, {
      count,
      from_play: this.host.open ? "yes" : "no",
    });
    const strategy = this.part("strategy").value;
    this.code.load(this.api.codeListing(strategy, n, Uint32Array.from(fixed)));
    this.drawLegend();
    if (resized) this.fit();
    this.wasSolved = false;
    this.cursor = { row: Math.min(this.cursor.row, n - 1), col: Math.min(this.cursor.col, n - 1) };
    this.pointed = null;
    this.loadTree();
    this.show();
    this.host.remember?.();
    if (before && !sameBoard(before, this.describeFlat())) {
      this.comparison?.stale();
      this.host.emit("change", this.describe());
    }
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
    this.code.show(s.line);
    if (this.treePanel && !this.part("tree-slot").hidden) this.treePanel.show(s.position);
    for (const name of FIGURES) this.figures[name].textContent = words.number(s.stats[name]);
    say(this.part("solution"), words, s.latest ? "step.latest" : null, { k: s.stats.solutions, cols: s.latest ? Array.from(s.latest) : [] });
    const timeline = this.part("timeline");
    const last = this.last();
    const more = this.complete || this.to <= this.explored ? "" : "+";
    timeline.min = String(this.first());
    timeline.max = String(Math.max(this.first() + 1, last));
    timeline.value = String(s.position);
    timeline.setAttribute("aria-valuetext", words.format("step.timeline.value", { position: s.position, last, more: more ? "yes" : "no" }));
    say(this.part("position"), words, "step.position", { position: s.position, last, more: more ? "yes" : "no" });
    const atEnd = this.atEnd(s);
    this.part("back").disabled = s.position <= this.first();
    this.part("forward").disabled = atEnd;
    this.part("next-solution").disabled = atEnd;
    this.part("next-dead-end").disabled = atEnd;
    this.part("board").setAttribute("aria-label", words.format("step.board.label", { n: s.n, position: s.position, narration: s.narration }));
    // While a lesson leads, the search is the lesson's to move.
    const leads = Boolean(this.lesson?.leads());
    for (const key of ["play", "restart", "timeline"]) this.part(key).disabled = leads;
    for (const key of ["forward", "back", "next-solution", "next-dead-end"]) this.part(key).disabled ||= leads;
    this.part("leads").hidden = !leads;
    this.editor?.searchChanged();
    return s;
  }

  /** The end of what may be shown: the search's end, or `to`. */
  atEnd(s) {
    return s.finished || s.position >= this.to;
  }

  /** After the position moved: redraws and tells the embedder (`step`, and `solved` on arrival). */
  moved() {
    const s = this.show();
    this.host.emit("step", { position: s.position, event: s.event, narration: this.host.words.message(s.narration), line: s.line, stats: { ...s.stats }, record: s.record });
    const solved = s.solved;
    if (solved && !this.wasSolved) this.host.emit("solved", { n: s.n, solution: Array.from(s.solution) });
    this.wasSolved = solved;
    return s;
  }

  /** One event forward; false at the end. */
  advance() {
    if (!this.stepper || this.stepper.position() >= this.to) return false;
    if (this.lesson?.leads() || !this.stepper.step()) return false;
    this.moved();
    return true;
  }

  forward() {
    this.pause();
    this.advance();
    this.host.remember?.();
  }

  back() {
    this.pause();
    if (this.lesson?.leads()) return;
    if (this.stepper && this.stepper.position() > this.first() && this.stepper.back()) this.moved();
    this.host.remember?.();
  }

  seek(position, remember = true) {
    if (!this.stepper || this.lesson?.leads()) return;
    if (remember) this.pause();
    const target = Math.max(this.first(), Math.min(position, this.to));
    if (target === this.stepper.position()) return;
    this.stepper.seek(target);
    this.moved();
    if (remember) this.host.remember?.();
  }

  runTo(target) {
    if (!this.stepper || this.lesson?.leads()) return;
    this.pause();
    const start = this.stepper.position();
    this.stepper.runTo(target, EXPLORE);
    if (this.stepper.position() > this.to) this.stepper.seek(this.to);
    if (this.stepper.position() !== start) this.moved();
    this.host.remember?.();
  }

  showSpeed() {
    const value = Number(this.part("speed").value);
    const rate = speedFor(value);
    const words = this.host.words;
    const text =
      value >= 100
        ? words.format("step.speed.every-frame")
        : words.format(rate < 10 ? "step.speed.tenths" : "step.speed.rate", { rate: rate < 10 ? rate : Math.round(rate) });
    this.part("speed-text").textContent = text;
    this.part("speed").setAttribute("aria-valuetext", text);
  }

  play() {
    if (!this.stepper || this.playing) return;
    if (this.atEnd(this.stepper.state())) {
      if (!this.loop) return;
      this.seek(this.first(), false);
    }
    this.playing = true;
    this.showPlaying();
    let last = performance.now();
    let owed = 0;
    const tick = (now) => {
      if (!this.playing) return;
      const value = Number(this.part("speed").value);
      owed += value >= 100 ? 1 : ((now - last) / 1000) * speedFor(value);
      last = now;
      while (owed >= 1 && this.playing) {
        owed -= 1;
        if (!this.advance()) {
          if (this.loop) this.seek(this.first(), false);
          else this.pause();
        }
      }
      if (this.playing) this.frame = requestAnimationFrame(tick);
    };
    // The first event comes at once, so Play always answers visibly.
    if (!this.advance() && !this.loop) {
      this.pause();
      return;
    }
    this.frame = requestAnimationFrame(tick);
  }

  /** The Play button says what pressing it does: play, or pause. */
  showPlaying() {
    const button = this.part("play");
    button.dataset.t = this.playing ? "step.pause" : "step.play";
    button.dataset.tAriaLabel = this.playing ? "step.pause.label" : "step.play.label";
    button.textContent = this.host.words.format(button.dataset.t);
    button.setAttribute("aria-label", this.host.words.format(button.dataset.tAriaLabel));
  }

  pause() {
    if (!this.playing) return;
    this.playing = false;
    cancelAnimationFrame(this.frame);
    this.showPlaying();
    this.host.remember?.();
  }

  /** Right/Left step, Home restarts, Space plays or pauses (not while typing or on a button). */
  key(event) {
    if (event.defaultPrevented) return;
    if (this.host.globalKeys && this.root.closest("[hidden]")) return;
    const target = event.composedPath?.()[0] ?? event.target;
    if (target.matches?.("input, select, textarea, button, summary, a")) return;
    if (event.key === "ArrowRight") this.forward();
    else if (event.key === "ArrowLeft") this.back();
    else if (event.key === "Home") this.seek(this.first());
    else if (event.key === " ") this.playing ? this.pause() : this.play();
    else return;
    event.preventDefault();
  }
}
