// The Solutions view: lists every solution for N in a worker, pages through them as a gallery
// of thumbnails drawn by the one board renderer, groups them by symmetry, and opens any of them
// on its main board, a Play view of its own (so an opened solution can be edited, and tells the
// embedder `change` and `solved` like any Play board).
import { BoardView } from "../../renderer.js";
import { Jobs } from "../../jobs.js";
import { wholeNumber } from "../../url.js";
import { build, fillOptions } from "../shared/dom.js";
import { errorWords, say, translate, WordsError } from "../../lang.js";
import { PlayView } from "../play/play.js";
import { decodeQueens } from "../shared/host.js";
import { VIEW_RULES } from "../../names.js";

const TEMPLATE = `
<div class="layout">
  <div class="board-column">
    <div class="board-slot" data-part="slot"></div>
    <p class="solution-line" data-part="shown" aria-live="polite"></p>
  </div>
  <div class="gallery-panel">
    <h2 class="view-title" id="{id}title" data-t="page.solutions-title"></h2>
    <div class="solutions-form secondary" part="controls">
      <label for="{id}n" data-t="n"></label>
      <input id="{id}n" data-part="n" class="number" type="text" inputmode="numeric" autocomplete="off"
        aria-describedby="{id}n-message" />
      <button type="button" data-part="list" class="primary" data-t="solutions.list"></button>
      <button type="button" data-part="stop" hidden data-t="solutions.stop"></button>
      <label class="toggle"><input type="checkbox" data-part="grouped" />
        <span data-part="grouped-label"></span></label>
    </div>
    <p id="{id}n-message" data-part="n-message" class="field-message" aria-live="polite"></p>
    <p class="filter" data-part="filter" hidden><span data-part="filter-text"></span>
      <button type="button" data-part="unfilter" data-t="solutions.unfilter"></button></p>
    <p class="summary" data-part="summary" role="status" aria-live="polite"></p>
    <div class="pager control">
      <button type="button" data-part="prev"><span aria-hidden="true" class="arrow-back">‹</span> <span data-t="solutions.prev"></span></button>
      <span class="range" data-part="range"></span>
      <button type="button" data-part="next"><span data-t="solutions.next"></span> <span aria-hidden="true" class="arrow-forward">›</span></button>
      <label for="{id}goto" class="secondary" data-t="solutions.goto"></label>
      <input class="secondary number" id="{id}goto" data-part="goto" type="text" inputmode="numeric" autocomplete="off" />
    </div>
    <ol class="gallery" data-part="gallery" part="gallery" aria-labelledby="{id}title"></ol>
    <div class="export secondary">
      <label for="{id}format" data-t="solutions.export"></label>
      <select id="{id}format" data-part="format"></select>
      <button type="button" data-part="download" data-t="solutions.download"></button>
    </div>
  </div>
</div>`;
const PAGE = 48;
/** What each symmetry (info().transforms, in the core's order) looks like drawn on a board. */
const SYMMETRY_MARKS = [null, { turns: 1 }, { turns: 2 }, { turns: 3 }, { axis: "vertical" }, { axis: "horizontal" }, { axis: "main" }, { axis: "anti" }];

/** Words for the core's text formats (info().formats), as export choices: message ids. */
const EXPORT_WORDS = { list: "export.list", board: "export.board", matrix: "export.matrix" };
const CLASS_PAGE = 8;
/** Solutions kept in memory (as columns); beyond this, pages are listed again on demand. */
const STORE_LIMIT = 16_000_000;

/** A growable Uint32Array of columns, capped at STORE_LIMIT values. */
class Store {
  constructor(n) {
    this.n = n;
    this.data = new Uint32Array(Math.min(STORE_LIMIT, n * 4096));
    this.length = 0; // solutions stored
  }
  push(batch) {
    const need = this.length * this.n + batch.length;
    if (need > STORE_LIMIT) return false;
    if (need > this.data.length) {
      const grown = new Uint32Array(Math.min(STORE_LIMIT, Math.max(need, this.data.length * 2)));
      grown.set(this.data.subarray(0, this.length * this.n));
      this.data = grown;
    }
    this.data.set(batch, this.length * this.n);
    this.length += batch.length / this.n;
    return true;
  }
  get(i) {
    return this.data.subarray(i * this.n, (i + 1) * this.n);
  }
}

export class SolutionsView {
  static commands = VIEW_RULES.solutions.commands;
  /** The options that describe this view's state, written back to an element's attributes. */
  static reflected = ["n", "queens", "grouped"];

  /**
   * @param {HTMLElement} root
   * @param {import("../shared/host.js").Host} host
   */
  constructor(root, host) {
    this.root = root;
    this.host = host;
    this.api = host.api;
    const info = this.api.info();
    this.maxN = info.maxEnumerateN;
    this.transformNames = info.transforms;
    this.lister = new Jobs(1);
    this.pager = new Jobs(1);
    this.n = 0;
    this.page = 0;
    this.grouped = false;
    this.fixed = []; // flat [row, col, …]: list only the solutions holding these queens
    this.run = 0;
    this.part = build(root, TEMPLATE, host.words);
    root.classList.add("nq-view", "solutions");
    this.formats = info.formats;
    fillOptions(this.part("format"), info.formats, EXPORT_WORDS, host.words);
    this.input = this.part("n");
    this.message = this.part("n-message");
    this.summary = this.part("summary");
    this.gallery = this.part("gallery");
    this.stopButton = this.part("stop");
    this.groupedBox = this.part("grouped");
    const slot = this.part("slot");
    // The main board's changes come through here first: an edit makes the opened solution's
    // line say so.
    const emit = (type, detail) => {
      if (type === "change" && this.opened && !this.opening) this.showLine("solutions.edited", { name: this.opened.label });
      host.emit(type, detail);
    };
    const boardHost = {
      get words() {
        return host.words;
      },
      api: host.api,
      boardSize: host.boardSize,
      emit,
    };
    this.board = new PlayView(slot, boardHost, { boardOnly: true, status: (picture) => this.boardStatus(picture) });

    this.part("list").addEventListener("click", () => this.readN(true));
    this.input.addEventListener("keydown", (event) => {
      if (event.key === "Enter") this.readN(true);
    });
    this.stopButton.addEventListener("click", () => this.stop());
    this.groupedBox.addEventListener("change", () => {
      this.grouped = this.groupedBox.checked;
      this.page = 0;
      if (this.grouped && !this.classes) this.listClasses();
      this.render();
      this.host.remember?.();
    });
    this.part("prev").addEventListener("click", () => this.turn(-1));
    this.part("next").addEventListener("click", () => this.turn(1));
    this.part("goto").addEventListener("keydown", (event) => {
      if (event.key === "Enter") this.goTo(event.target.value);
    });
    this.part("download").addEventListener("click", () => this.download());
    this.part("unfilter").addEventListener("click", () => {
      this.fixed = [];
      this.start(this.n);
      this.host.remember?.();
    });
  }

  apply(state) {
    const notes = [];
    const n = state.n >= 1 && state.n <= this.maxN ? state.n : VIEW_RULES.solutions.n;
    this.input.value = String(n);
    // `queens`: list only the solutions that hold these queens (the Play view's "List them").
    const fixed = decodeQueens(this.api, n, state.queens, notes);
    const filterChanged = fixed.join() !== this.fixed.join();
    this.fixed = fixed;
    this.grouped = state.grouped === true && fixed.length === 0;
    this.groupedBox.checked = this.grouped;
    if (n !== this.n || !this.store || filterChanged) {
      this.start(n);
    } else {
      // Grouping asked for by a host (an attribute, a bound property) lists the classes as the
      // reader's checkbox does.
      if (this.grouped && !this.classes) this.listClasses();
      this.render();
    }
    return notes;
  }

  /**
   * Applies an element's attribute changes: only N, the queens the list must hold and the
   * grouping matter here, and `apply` already redoes only what they change.
   * @param {Set<string>} changed
   */
  update(state, changed) {
    return ["n", "queens", "grouped"].some((key) => changed.has(key)) ? this.apply(state) : [];
  }

  /** Whether the main board shows a solution. */
  isSolved() {
    return this.board.isSolved();
  }

  /** A listing taken off the page starts again when it comes back: nothing to say. */
  interrupted() {
    return "";
  }

  say(id, args) {
    say(this.summary, this.host.words, id, args);
  }

  /** The line under the board says message `id` (nothing for null). */
  showLine(id, args = {}) {
    say(this.part("shown"), this.host.words, id, args);
  }

  /** The language changed: every word again; the list, the page and the opened board stay. */
  relabel() {
    translate(this.root, this.host.words);
    fillOptions(this.part("format"), this.formats, EXPORT_WORDS, this.host.words, this.part("format").value);
    this.board.relabel();
    this.render();
  }

  params() {
    const queens = this.fixed.length ? this.api.encodeQueens(this.n, Uint32Array.from(this.fixed)) : "";
    return { n: this.n, ...(this.grouped ? { grouped: 1 } : {}), ...(queens ? { queens } : {}) };
  }

  describe() {
    return this.board.describe();
  }

  leave() {
    this.stop();
    this.board.leave();
  }

  destroy() {
    this.stop();
    cancelAnimationFrame(this.pending);
    this.pending = 0;
    this.lister.close();
    this.pager.close();
    this.board.destroy();
  }

  /** Redraws every board after a theme change. */
  draw() {
    this.board.draw();
    this.thumbs?.forEach((view) => view.draw());
  }

  fit() {
    this.board.fit();
  }

  /** A command from an embedding page or an element method; throws with a reason on failure. */
  command(name, args) {
    if (name === "setN") {
      const value = wholeNumber(args.n);
      if (!(value >= 1 && value <= this.maxN)) throw new WordsError("solutions.n-range", { min: 1, max: this.maxN });
      this.input.value = String(value);
      this.fixed = [];
      this.start(value);
      this.host.remember?.();
    } else if (name === "reset") {
      this.page = 0;
      this.opened = null;
      this.showLine(null);
      this.board.command("reset", {});
      this.render();
    } else {
      throw new WordsError("view.no-command", { command: name });
    }
  }

  readN(restart) {
    const value = wholeNumber(this.input.value);
    if (!(value >= 1 && value <= this.maxN)) {
      say(this.message, this.host.words, "solutions.bad-n", { min: 1, max: this.maxN });
      this.input.setAttribute("aria-invalid", "true");
      return;
    }
    say(this.message, this.host.words, null);
    this.input.removeAttribute("aria-invalid");
    if (restart || value !== this.n) {
      if (value !== this.n) this.fixed = [];
      this.start(value);
      this.host.remember?.();
    }
  }

  /** Lists every solution of N (holding the fixed queens, if any) in the worker, streaming
   * batches into the store. */
  async start(n) {
    this.stop();
    const run = ++this.run;
    const fixed = this.fixed;
    if (n !== this.n || fixed.length) {
      this.opened = null;
      const queens = fixed.length ? this.api.encodeQueens(n, Uint32Array.from(fixed)) : "";
      this.board.apply({ n, queens, strategy: "bitboard" });
      this.showLine(null);
    }
    this.showFilter(n, fixed);
    this.n = n;
    this.page = 0;
    this.store = new Store(n);
    this.found = 0;
    this.done = false;
    this.stopped = false;
    this.classes = null;
    const known = fixed.length ? null : this.api.knownCounts(n);
    this.known = known ? Number(known.solutions) : null;
    this.knownClasses = known ? Number(known.fundamental) : null;
    this.started = performance.now();
    this.stopButton.hidden = false;
    this.render();
    if (this.grouped) this.listClasses();
    try {
      await this.lister.run(
        "enumerate",
        { n, queens: fixed },
        {
          onPartial: ({ solutions }) => {
            if (run !== this.run) return;
            this.found += solutions.length / n;
            this.store.push(solutions);
            this.scheduleRender();
          },
        },
      );
    } catch (error) {
      if (run === this.run && error.name !== "AbortError") {
        this.say("solutions.listing-failed", { reason: errorWords(error) });
      }
      return;
    }
    if (run !== this.run) return;
    this.done = true;
    this.seconds = (performance.now() - this.started) / 1000;
    this.summary.dataset.seconds = String(this.seconds); // exact, for the browser benchmark
    this.stopButton.hidden = !this.classesRunning;
    this.render();
  }

  /** Says which queens the list keeps, and offers the whole list; grouping by symmetry is for
   * the whole list only (fixed queens break the symmetry). */
  showFilter(n, fixed) {
    const k = fixed.length / 2;
    this.part("filter").hidden = k === 0;
    this.groupedBox.disabled = k > 0;
    const squares = [];
    for (let i = 0; i < fixed.length; i += 2) squares.push({ id: "square.words", args: { row: fixed[i], col: fixed[i + 1] } });
    say(this.part("filter-text"), this.host.words, k ? "solutions.filter" : null, { queens: k, squares });
  }

  /** Lists the symmetry classes (in a second worker, beside the plain listing). */
  async listClasses() {
    const run = this.run;
    const n = this.n;
    this.classes = { sizes: [], starts: [], members: [], transforms: [], done: false };
    this.classesRunning = true;
    this.stopButton.hidden = false;
    try {
      await this.pager.run(
        "classes",
        { n },
        {
          onPartial: (batch) => {
            if (run !== this.run) return;
            let member = this.classes.transforms.length;
            for (let i = 0; i < batch.count; i++) {
              this.classes.sizes.push(batch.sizes[i]);
              this.classes.starts.push(member);
              member += batch.sizes[i];
            }
            for (let i = 0; i < batch.transforms.length; i++) {
              this.classes.transforms.push(batch.transforms[i]);
              this.classes.members.push(batch.members.slice(i * n, (i + 1) * n));
            }
            this.scheduleRender();
          },
        },
      );
    } catch (error) {
      if (run === this.run && error.name !== "AbortError") {
        this.say("solutions.grouping-failed", { reason: errorWords(error) });
      }
      return;
    } finally {
      if (run === this.run) this.classesRunning = false;
    }
    if (run !== this.run) return;
    this.classes.done = true;
    this.stopButton.hidden = !this.lister.busy;
    this.render();
  }

  /** Stops listing; idle workers are kept, so the next listing starts without loading wasm. */
  stop() {
    const running = this.lister.busy || this.pager.busy;
    if (this.lister.busy) this.lister.cancel();
    if (this.pager.busy) this.pager.cancel();
    this.classesRunning = false;
    this.stopButton.hidden = true;
    if (running) {
      this.run++;
      this.stopped = true;
      if (this.classes && !this.classes.done) this.classes.stopped = true;
      this.render();
    }
  }

  scheduleRender() {
    if (this.pending) return;
    this.pending = requestAnimationFrame(() => {
      this.pending = 0;
      this.render();
    });
  }

  turn(step) {
    this.page = Math.max(0, Math.min(this.lastPage(), this.page + step));
    this.render();
  }

  lastPage() {
    const total = this.grouped ? this.classes?.sizes.length ?? 0 : this.total();
    return Math.max(0, Math.ceil(total / (this.grouped ? CLASS_PAGE : PAGE)) - 1);
  }

  /** How many solutions there are, or have been found so far. */
  total() {
    return this.done ? this.found : Math.max(this.found, this.stopped ? 0 : this.known ?? 0);
  }

  /** Turns to #k and opens it on the main board, marked in the gallery (a class: its
   * representative). */
  goTo(text) {
    const k = wholeNumber(text);
    const total = this.grouped ? this.classes?.sizes.length ?? 0 : this.total();
    if (!Number.isInteger(k) || k < 1 || k > total) {
      this.say("solutions.no-such", { grouped: this.grouped ? "yes" : "no", typed: String(text).slice(0, 20), first: 1, total });
      return;
    }
    this.page = Math.floor((k - 1) / (this.grouped ? CLASS_PAGE : PAGE));
    this.wanted = { index: k - 1, grouped: this.grouped };
    this.render();
  }

  /** Opens the thumbnail asked for by "Go to #" once its page is drawn. */
  openWanted() {
    const wanted = this.wanted;
    if (!wanted || wanted.grouped !== this.grouped) return;
    const button = this.gallery.querySelector(`[data-index="${wanted.index}"]`);
    if (!button) return;
    this.wanted = null;
    button.click();
    button.focus({ preventScroll: true });
    button.scrollIntoView({ block: "nearest" });
  }

  /** What the main board says while no solution is open (null: the board's own sentence). */
  boardStatus(picture) {
    if (this.opened || picture.queens.length) return null;
    return this.done && this.found === 0 && !this.fixed.length
      ? { id: "solutions.no-solution", args: { n: this.n } }
      : { id: "solutions.none-open", args: {} };
  }

  /** The 1-based number of a solution in the full lexicographic list, when it is in memory. */
  numberOf(cols) {
    if (this.fixed.length || !this.store) return null;
    let lo = 0;
    let hi = this.store.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const other = this.store.get(mid);
      let order = 0;
      for (let i = 0; i < cols.length && !order; i++) order = other[i] - cols[i];
      if (order === 0) return mid + 1;
      if (order < 0) lo = mid + 1;
      else hi = mid;
    }
    return null;
  }

  /** The summary line, as a message: what was listed so far, or found in all. */
  summaryText() {
    const n = this.n;
    const elapsed = (performance.now() - this.started) / 1000;
    if (this.grouped && this.classes) {
      const count = this.classes.sizes.length;
      /** @type {Record<number, number>} */
      const bySize = {};
      for (const size of this.classes.sizes) bySize[size] = (bySize[size] ?? 0) + 1;
      const sizes = Object.keys(bySize)
        .sort((a, b) => Number(b) - Number(a))
        .map((size) => ({ id: "solutions.of-size", args: { count: bySize[size], size: Number(size) } }));
      const members = this.classes.sizes.reduce((sum, size) => sum + size, 0);
      if (this.classes.done) return { id: "solutions.classes.done", args: { count, n, sizes, members } };
      if (this.classes.stopped) return { id: "solutions.classes.stopped", args: { count } };
      return { id: "solutions.classes.listing", args: { count, known: this.knownClasses ?? "none" } };
    }
    const k = this.fixed.length / 2;
    const time = this.seconds < 0.1 ? { id: "time.under-tenth", args: { limit: 0.1 } } : { id: "time.seconds.tenths", args: { seconds: this.seconds } };
    if (this.done && k) return { id: "solutions.done.holding", args: { found: this.found, n, queens: k, time } };
    if (this.done) return { id: "solutions.done", args: { found: this.found, n, time } };
    if (this.stopped) return { id: "solutions.stopped", args: { found: this.found } };
    return { id: "solutions.listing", args: { found: this.found, known: this.known ?? "none", seconds: elapsed } };
  }

  render() {
    if (!this.store) return;
    const words = this.host.words;
    say(this.summary, words, this.summaryText());
    // Nothing to page, group, open or export when N has no solution.
    const none = this.done && this.found === 0;
    for (const key of ["goto", "download", "format"]) this.part(key).disabled = none;
    this.groupedBox.disabled = none || this.fixed.length > 0;
    this.board.draw();
    const classCount = this.classes?.sizes.length;
    const fundamental = this.knownClasses !== null ? this.knownClasses : classCount !== undefined && this.classes.done ? classCount : "none";
    say(this.part("grouped-label"), words, "solutions.group", { fundamental });
    if (this.grouped) this.renderClasses();
    else this.renderSolutions();
  }

  renderSolutions() {
    const total = this.total();
    const first = this.page * PAGE;
    const last = Math.min(total, first + PAGE);
    const shown = [];
    for (let i = first; i < last; i++) {
      if (i < this.store.length) shown.push({ index: i, cols: this.store.get(i) });
    }
    if (shown.length < last - first && (this.done || this.stopped) && first >= this.store.length) {
      this.fetchPage(first, last - first);
    }
    this.setRange(first, first + shown.length, total, "solutions");
    this.fill(shown.map(({ index, cols }) => this.item(cols, index)));
  }

  /** Pages beyond what is kept in memory are listed again from their index (skip, not walk). */
  async fetchPage(first, count) {
    const key = `${this.n}:${first}`;
    if (this.fetching === key) return;
    this.fetching = key;
    const n = this.n;
    const batch = [];
    try {
      await this.pager.run("enumerate", { n, skip: first, limit: count, queens: this.fixed }, { onPartial: ({ solutions }) => batch.push(solutions) });
    } catch {
      return;
    } finally {
      this.fetching = null;
    }
    if (n !== this.n || this.page * PAGE !== first) return;
    const flat = batch.length === 1 ? batch[0] : Uint32Array.from(batch.flatMap((b) => Array.from(b)));
    const shown = [];
    for (let i = 0; i < flat.length / n; i++) {
      shown.push(this.item(flat.subarray(i * n, (i + 1) * n), first + i));
    }
    this.setRange(first, first + shown.length, this.total(), "solutions");
    this.fill(shown);
  }

  /** A thumbnail of solution #index + 1. */
  item(cols, index) {
    const k = index + 1;
    return { cols, index, number: k, label: { id: "solutions.number", args: { k } }, name: { id: "solutions.solution", args: { k } } };
  }

  renderClasses() {
    const classes = this.classes;
    const total = classes?.sizes.length ?? 0;
    const first = this.page * CLASS_PAGE;
    const last = Math.min(total, first + CLASS_PAGE);
    this.setRange(first, last, total, "classes");
    const cards = [];
    for (let c = first; c < last; c++) {
      const size = classes.sizes[c];
      const start = classes.starts[c];
      const members = [];
      // In the order of the transforms (identity first), so every card reads the same way.
      const order = Array.from({ length: size }, (_, m) => m).sort(
        (a, b) => classes.transforms[start + a] - classes.transforms[start + b],
      );
      for (const m of order) {
        const which = classes.transforms[start + m];
        const transform = this.transformNames[which];
        const cols = classes.members[start + m];
        const number = this.numberOf(cols);
        const args = { k: number ?? "none", transform: which === 0 ? "none" : transform, class: c + 1 };
        members.push({
          cols,
          index: number ? number - 1 : undefined,
          number,
          symmetry: SYMMETRY_MARKS[which],
          label: { id: "solutions.member", args },
          name: { id: "solutions.member.name", args },
        });
      }
      cards.push({ title: { id: "solutions.class", args: { class: c + 1, size } }, members, index: c });
    }
    this.fillClasses(cards);
  }

  setRange(first, last, total, what) {
    say(this.part("range"), this.host.words, total === 0 ? "solutions.range.none" : last <= first ? "solutions.range.waiting" : "solutions.range", {
      what,
      first: first + 1,
      last,
      total,
    });
    this.part("prev").disabled = this.page === 0;
    this.part("next").disabled = this.page >= this.lastPage();
    this.shown = [];
  }

  thumbnail(item) {
    const li = document.createElement("li");
    const button = document.createElement("button");
    button.type = "button";
    button.className = "thumb";
    const words = this.host.words;
    const text = `[${Array.from(item.cols).join(", ")}]`;
    button.setAttribute("aria-label", words.format("solutions.thumb.label", { name: item.name, cols: Array.from(item.cols) }));
    button.title = text;
    const canvas = document.createElement("canvas");
    const caption = document.createElement("span");
    say(caption, words, item.label);
    button.append(canvas, caption);
    const cols = Uint32Array.from(item.cols);
    if (item.index !== undefined) button.dataset.index = String(item.index);
    button.addEventListener("click", () => this.open(cols, button, item));
    if (this.opened && this.opened.cols.join() === cols.join()) button.setAttribute("aria-current", "true");
    li.append(button);
    const view = new BoardView(canvas, { labels: false });
    view.model = { n: this.n, queens: Array.from(cols, (col, row) => [row, col]), symmetry: item.symmetry ?? null };
    this.thumbs.push(view);
    this.shown.push(cols);
    return { li, view };
  }

  fill(items) {
    this.thumbs = [];
    const size = this.thumbSize();
    const nodes = items.map((item) => this.thumbnail(item));
    this.gallery.classList.remove("grouped");
    this.gallery.replaceChildren(...nodes.map(({ li }) => li));
    for (const { view } of nodes) view.resize(size);
    this.openWanted();
  }

  fillClasses(cards) {
    this.thumbs = [];
    const size = Math.max(84, this.thumbSize());
    const views = [];
    this.gallery.classList.add("grouped");
    this.gallery.replaceChildren(
      ...cards.map((card) => {
        const li = document.createElement("li");
        li.className = "class-card";
        li.dataset.index = String(card.index);
        const heading = document.createElement("h3");
        say(heading, this.host.words, card.title);
        const list = document.createElement("ol");
        list.className = "members";
        for (const member of card.members) {
          const { li: item, view } = this.thumbnail(member);
          list.append(item);
          views.push(view);
        }
        li.append(heading, list);
        return li;
      }),
    );
    for (const view of views) view.resize(size);
    this.openWanted();
  }

  thumbSize() {
    return Math.max(56, Math.min(110, 40 + this.n * 4));
  }

  /** Loads a solution into the main board, whose status line then says it is solved, marks
   * it (and, grouped, every thumbnail of the same solution), and on a screen where the board
   * is out of sight (a phone) brings the board into view. */
  open(cols, button, item) {
    const number = this.numberOf(cols) ?? item.number;
    const name = number ? { id: "solutions.solution", args: { k: number } } : item.name;
    this.opened = { cols: Array.from(cols), label: name };
    this.showLine("solutions.opened", { name, cols: this.opened.cols });
    for (const thumb of this.gallery.querySelectorAll(".thumb[aria-current]")) thumb.removeAttribute("aria-current");
    for (const thumb of this.gallery.querySelectorAll(".thumb")) {
      if (thumb === button || thumb.getAttribute("title") === button.getAttribute("title")) thumb.setAttribute("aria-current", "true");
    }
    this.board.cancel();
    this.opening = true;
    try {
      this.board.setBoard(this.n, Array.from(cols).flatMap((c, r) => [r, c]));
    } finally {
      this.opening = false;
    }
    const slot = this.part("slot");
    const box = slot.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) {
      slot.scrollIntoView({ block: "nearest" });
    }
  }

  download() {
    const flat = Uint32Array.from(this.shown.flatMap((cols) => Array.from(cols)));
    const format = this.part("format").value;
    let text;
    try {
      text = this.api.formatSolutions(this.n, flat, format);
    } catch (error) {
      this.say("solutions.export-failed", { reason: errorWords(error) });
      return;
    }
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    link.download = `queens-${this.n}-${this.grouped ? "classes" : "solutions"}-page-${this.page + 1}-${format}.txt`;
    this.root.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  }
}
