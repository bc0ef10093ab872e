// <nqueens-board>: a live N-Queens board anyone can embed in a page or a tutorial.
//
//   <script type="module" src=".../www/nqueens-element.js"></script>
//   <nqueens-board n="8" view="play"></nqueens-board>
//
// A thin shell, as a web player should be: it reads its attributes with the playground's one
// option reader, builds the playground's own Play, Step or Solutions view in its shadow root
// (adopting the playground's one stylesheet), and turns the view's reports into DOM events.
// It wakes by itself: declared before or after this script, created by script, moved, or with
// attributes changed at any time, it renders once the shared wasm instance has loaded.
import { ready } from "./wasm.js";
import { adopt } from "./style.js";
import { bindTheme } from "./theme.js";
import { readState, attributeSource, vocabulary } from "./url.js";
import { VIEWS } from "./views/index.js";
import { runCommand } from "./views/host.js";
import { workerStatus } from "./jobs.js";

const TAG = "nqueens-board";
/** The element sizes its board to its own width, up to this many CSS pixels. */
const BOARD_MAX = 560;
/** Attributes that change how the element looks, not what its board holds. */
const LOOKS = ["theme", "controls"];

let blockedNote = "";
workerStatus.addEventListener("blocked", (event) => {
  const { message } = /** @type {CustomEvent<{ message: string }>} */ (event).detail;
  blockedNote = `Searches run on this page's main thread, with a limit of 2,000,000 nodes: ${message}.`;
  for (const element of document.querySelectorAll(TAG)) /** @type {NQueensBoard} */ (element).showWorkerNote();
});

export class NQueensBoard extends HTMLElement {
  static observedAttributes = [
    "view", "n", "queens", "strategy", "grouped", "step", "speed", "autoplay", "loop", "from", "to", "tree", "compare", "lesson", "controls", "theme",
  ];

  #api = null;
  #view = null;
  #viewName = "";
  #dirty = true;
  #scheduled = false;
  #announced = false;
  #applyNotes = [];
  #wrap;
  #notes;
  #workerNote;
  #body;
  #theme;
  /** @type {Promise<NQueensBoard>} */
  #whenReady;
  /** @type {(element: NQueensBoard) => void} */
  #resolveReady = () => {};

  constructor() {
    super();
    const root = this.attachShadow({ mode: "open" });
    adopt(root);
    this.#wrap = document.createElement("div");
    this.#wrap.className = "nq element";
    this.#notes = document.createElement("div");
    this.#workerNote = document.createElement("p");
    this.#workerNote.className = "note";
    this.#workerNote.hidden = true;
    this.#body = document.createElement("div");
    this.#body.className = "view-root";
    const loading = document.createElement("p");
    loading.className = "loading";
    loading.textContent = "Loading the N-Queens board…";
    this.#body.append(loading);
    this.#wrap.append(this.#notes, this.#workerNote, this.#body);
    root.append(this.#wrap);
    this.#theme = bindTheme(this.#wrap, this.getAttribute("theme") ?? "auto", () => this.#view?.draw());
    this.#whenReady = new Promise((resolve) => (this.#resolveReady = resolve));
    ready.then(
      (api) => {
        this.#api = api;
        this.#update();
      },
      (error) => {
        this.#body.replaceChildren();
        this.#note(`The N-Queens solver could not load: ${error?.message ?? error}`);
      },
    );
  }

  connectedCallback() {
    this.#update();
    this.showWorkerNote();
  }

  /** Leaving the page pauses and cancels; moved elsewhere, it carries on where it was. */
  disconnectedCallback() {
    this.#view?.leave();
  }

  attributeChangedCallback(name, oldValue, newValue) {
    if (oldValue === newValue) return;
    if (name === "theme") this.#theme.set(newValue ?? "auto");
    if (LOOKS.includes(name)) {
      this.#look();
      return;
    }
    this.#dirty = true;
    // Several attributes set in a row are applied once.
    if (this.#scheduled) return;
    this.#scheduled = true;
    queueMicrotask(() => {
      this.#scheduled = false;
      this.#update();
    });
  }

  /** Resolves with the element once its board is shown. Nothing needs to call it. */
  get ready() {
    return this.#whenReady;
  }

  /** A new empty board of side `n` (N of the listing in the solutions view). */
  setN(n) {
    return this.#command("setN", { n });
  }

  /** Places queens ([[row, col], …]): the board in play, the fixed queens in step. */
  setQueens(queens) {
    return this.#command("setQueens", { queens });
  }

  /** Solves the play board in a worker; `cancel()` stops it. */
  solve() {
    return this.#command("solve");
  }

  /** Completes the play board's queens to a solution in a worker. */
  complete() {
    return this.#command("complete");
  }

  cancel() {
    return this.#command("cancel");
  }

  /** One event forward in the step view. */
  step() {
    return this.#command("step");
  }

  /** One event back in the step view. */
  back() {
    return this.#command("back");
  }

  play() {
    return this.#command("play");
  }

  pause() {
    return this.#command("pause");
  }

  /** An empty board, the start of the search, or the first page of solutions. */
  reset() {
    return this.#command("reset");
  }

  /** Shows, once, why searches run on the main thread here (the page allows no worker). */
  showWorkerNote() {
    if (!blockedNote) return;
    this.#workerNote.textContent = blockedNote;
    this.#workerNote.hidden = false;
  }

  /**
   * Carries out a method once the board is up. Resolves true when done; a failure resolves
   * false and is reported as an `error` event (and a rejected promise would only be noise in
   * the page's console).
   */
  async #command(name, args = {}) {
    await this.#whenReady;
    this.#update();
    return runCommand(this.#view, name, args, (type, detail) => this.#emit(type, detail));
  }

  #emit(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  #host() {
    return {
      api: this.#api,
      emit: (type, detail) => this.#emit(type, detail),
      boardSize: (_canvas, width) => Math.max(120, Math.min(width, BOARD_MAX)),
    };
  }

  /** The names and limits attributes are read against: the core's, for the element's views. */
  #vocabulary() {
    return vocabulary(this.#api.info(), /** @type {any[]} */ (Object.keys(VIEWS)));
  }

  /** Renders what the attributes say, if anything changed and the element is on a page. */
  #update() {
    if (!this.#api || !this.isConnected || !this.#dirty) return;
    this.#dirty = false;
    const read = readState(attributeSource(this), this.#vocabulary());
    const { state } = read;
    if (this.#viewName !== state.view) {
      this.#view?.destroy();
      this.#viewName = state.view;
      this.#view = new VIEWS[state.view](this.#body, this.#host());
    }
    this.#applyNotes = this.#view.apply(state) ?? [];
    this.#look(read);
    if (!this.#announced) {
      this.#announced = true;
      this.#emit("ready", { view: this.#viewName, ...this.#view.describe() });
      this.#resolveReady(this);
    }
  }

  /**
   * Applies `controls` and says what in the attributes was ignored; `read` is the attributes as
   * #update just read them, or they are read here (a `theme` or `controls` change alone).
   * @param {ReturnType<typeof readState>} [read]
   */
  #look(read) {
    if (!this.#api) return;
    const { state, notes } = read ?? readState(attributeSource(this), this.#vocabulary());
    this.#body.dataset.controls = state.controls ?? "compact";
    this.#notes.replaceChildren();
    for (const text of [...notes, ...this.#applyNotes]) this.#note(`Ignored ${text}.`);
    this.#view?.fit();
  }

  /** @param {string} text */
  #note(text) {
    const p = document.createElement("p");
    p.className = "note";
    p.setAttribute("role", "note");
    p.textContent = text;
    this.#notes.append(p);
  }
}

if (!customElements.get(TAG)) customElements.define(TAG, NQueensBoard);
