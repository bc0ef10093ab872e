// <nqueens-board>: a live N-Queens board anyone can embed in a page, a tutorial or a notebook.
//
//   <script type="module" src=".../www/nqueens-element.js"></script>
//   <nqueens-board n="8" view="play"></nqueens-board>
//
// A thin shell over the playground's own Play, Step or Solutions view (views/), built in its
// shadow root, that behaves as a well-mannered custom element should:
// - it wakes by itself: declared before or after this script, created by script, moved, or
//   configured at any time, it renders once the shared wasm instance has loaded;
// - an attribute change applies only what it names (a framework binding `strategy` or `theme`
//   never wipes the reader's queens), and re-setting a value changes nothing;
// - every attribute has a property, and what the reader or a method changes is reflected back
//   to the attributes that describe it (the `queens` a reader placed, the `n` a method set), so
//   the attributes always describe the board and a moved element keeps it;
// - attributes of the host page (its own, a framework's scoping ones) are never flagged; only a
//   near miss of an option's name gets a note;
// - events carry the element's prefix (`nqueens-change`, …), so no window error listener or
//   form change listener hears them; the iframe's messages use the same names;
// - removed from the page, it releases everything it started (its jobs on the page's one worker
//   pool, timers, listeners, wasm objects); put back, it rebuilds from its attributes.
// Its interface (attributes and properties, methods, events, parts, custom properties) is
// declared once, in element-api.js: the properties and methods below are made from it, and the
// manifest and TypeScript declarations are generated from it (scripts/declarations.mjs).
import { load, setWasmSource } from "./wasm.js";
import { adopt } from "./styles/views.js";
import { bindTheme } from "./theme.js";
import { readState, attributeSource, vocabulary, wholeNumber, SWITCHES } from "./url.js";
import { readLesson } from "./lesson-file.js";
import { loadView, loadedView } from "./views/load.js";
import { runCommand, checkQueens, pairsOf, optionChanges } from "./views/shared/host.js";
import { workerStatus, setWorkerFactory } from "./jobs.js";
import { COMMANDS, DEFAULT_CONTROLS, DEFAULT_THEME, DEFAULT_VIEW, ELEMENT_PARAMETERS, ELEMENT_VIEWS, EVENTS, PARAMETER_KINDS } from "./names.js";
import { METHODS, propertyOf } from "./element-api.js";
import { errorWords, languageOf, mark, say, translate, wordsFor } from "./lang.js";

const TAG = "nqueens-board";
/** The element sizes its board to its own width, up to this many CSS pixels. */
const BOARD_MAX = 560;
/** Attributes that change how the element looks, not what its board holds. */
const LOOKS = ["theme", "controls", "lang"];
/** Attributes read as numbers by their properties; the switches are booleans; the rest text. */
const NUMBERS = ELEMENT_PARAMETERS.filter((name) => ["whole", "speed"].includes(PARAMETER_KINDS[name]));
/** Events that report what the reader or a method did; a change the host made itself (an
 * attribute or a property) is the host's own news and is not reported back to it. */
const REPORTS = ["change", "option", "solved", "step"];

/**
 * For hosts that cannot serve the package's files beside this module (a notebook widget, a
 * single-file bundle): the wasm module's bytes, URL or compiled module, and how to start the
 * worker. Call it before the first board appears.
 * @param {{ wasm?: WebAssembly.Module | BufferSource | URL | string, worker?: () => Worker }} options
 */
export function configure({ wasm, worker } = {}) {
  if (wasm) setWasmSource(wasm);
  if (worker) setWorkerFactory(worker);
}

/** Set once the wasm has loaded, so an element created later builds at once. */
let loadedApi = null;

/** Absent, empty and off are one value for an option; `step` absent is the first step. */
const isBlank = (value) => value === undefined || value === null || value === "" || value === false;
function same(key, a, b, state) {
  const first = key === "step" ? state.from ?? 0 : undefined;
  a = isBlank(a) ? first : a;
  b = isBlank(b) ? first : b;
  return a === b;
}

/** Where there is no DOM (a server rendering the page that imports this module), the class is
 * still defined, over a plain base, so importing does nothing else; the tag is only defined where
 * `customElements` exists, and the server's `<nqueens-board>` upgrades in the browser. */
const Base = /** @type {typeof HTMLElement} */ (globalThis.HTMLElement ?? class {});

export class NQueensBoard extends Base {
  static observedAttributes = [...ELEMENT_PARAMETERS];

  /** @type {import("./views/shared/host.js").Api | null} */
  #api = null;
  /** @type {import("./views/shared/host.js").EmbeddedView | null} */
  #view = null;
  #viewName = "";
  /** The options the view shows now: the attributes as last applied, or as reflected. */
  #applied = null;
  #applyNotes = [];
  #scheduled = false;
  #quiet = 0;
  /** Set while the host's attributes are being applied: the view's state is then half made
   * (a new search built, its panels not yet open), so it is written back once, at the end. */
  #applying = false;
  #reflectAfter = false;
  #announced = false;
  #interrupted = "";
  #pendingQueens = null;
  #wrap;
  #notes;
  #workerNote;
  #body;
  #theme = null;
  /** The reader's language: its words (a Formatter, once its catalog has loaded) and the
   * language and locale they were loaded for. */
  #words = null;
  #wordsKey = "";
  #wantedKey = "";
  /** A `lang` changed on an ancestor (the page's <html lang>) is noticed too. */
  #langWatch = globalThis.MutationObserver
    ? new MutationObserver(() => this.#schedule())
    : null;
  /** @type {Promise<NQueensBoard>} */
  #whenReady;
  /** @type {(element: NQueensBoard) => void} */
  #resolveReady = () => {};
  #onBlocked = () => this.#showWorkerNote();
  /** Attributes the element does not observe are noticed too: a misspelt option added later
   * deserves its note as much as one written in the page. */
  #others = new MutationObserver((records) => {
    if (records.some((record) => !ELEMENT_PARAMETERS.includes(record.attributeName))) this.#schedule();
  });

  constructor() {
    super();
    const root = this.attachShadow({ mode: "open" });
    adopt(root);
    this.#wrap = document.createElement("div");
    this.#wrap.className = "nq element";
    this.#notes = document.createElement("div");
    this.#notes.setAttribute("part", "notes");
    this.#workerNote = document.createElement("p");
    this.#workerNote.className = "note";
    this.#workerNote.setAttribute("part", "notes");
    this.#workerNote.hidden = true;
    this.#body = document.createElement("div");
    this.#body.className = "view-root";
    this.#wrap.append(this.#notes, this.#workerNote, this.#body);
    root.append(this.#wrap);
    // A key the board uses ends at the board: a book's page-turning ArrowRight or a site's "/"
    // search never also fires on the host page (see keptKey).
    this.addEventListener("keydown", (event) => {
      if (keptKey(event)) event.stopPropagation();
    });
    this.#showLoading();
    this.#newReady();
  }

  connectedCallback() {
    this.#upgradeProperties();
    if (this.#theme) return; // moved within one task: it never stopped
    this.#theme = bindTheme(this.#wrap, this.getAttribute("theme") ?? DEFAULT_THEME, () => this.#view?.draw(), { host: this });
    // The view's module loads beside the wasm, not after it.
    const view = this.getAttribute("view")?.trim();
    loadView(ELEMENT_VIEWS.includes(view) ? view : DEFAULT_VIEW).catch(() => {});
    this.#others.observe(this, { attributes: true });
    workerStatus.addEventListener("blocked", this.#onBlocked);
    this.#showWorkerNote();
    this.#language();
    if (document.documentElement) this.#langWatch?.observe(document.documentElement, { attributes: true, attributeFilter: ["lang"] });
    if (loadedApi) {
      this.#api = loadedApi;
      this.#update();
      return;
    }
    load().then(
      (api) => {
        loadedApi = api;
        this.#api = api;
        this.#update();
      },
      (error) => {
        this.#body.replaceChildren();
        this.#notes.replaceChildren();
        this.#note({ id: "element.load-failed", args: { reason: String(error?.message ?? error) } });
      },
    );
  }

  /** Removed from the page: everything stops and is released, unless the element is back on
   * the page before this task ends (a move), in which case nothing happened at all. */
  disconnectedCallback() {
    queueMicrotask(() => {
      if (!this.isConnected) this.#stop();
    });
  }

  attributeChangedCallback(name, oldValue, newValue) {
    if (oldValue !== newValue) this.#schedule();
  }

  /** Several attributes set in a row are applied once. */
  #schedule() {
    if (this.#scheduled) return;
    this.#scheduled = true;
    queueMicrotask(() => this.#update());
  }

  /** Resolves with the element once its board is shown (again after it was put back on the
   * page). Nothing needs to call it. */
  get ready() {
    return this.#whenReady;
  }

  /** Whether the board shown is a solution (play and solutions: the board; step: the event). */
  get solved() {
    return this.#view?.isSolved() ?? false;
  }

  static {
    // The interface declared in element-api.js: a property for every attribute (in camel case:
    // `codeLang` for `code-lang`), reflecting to
    // it (see #property and #setProperty), and a method for every command, its arguments
    // named as the table names them (`setN(n)` carries out the command with `{ n }`).
    for (const name of ELEMENT_PARAMETERS) {
      Object.defineProperty(this.prototype, propertyOf(name), {
        configurable: true,
        enumerable: true,
        get() {
          return this.#property(name);
        },
        set(value) {
          this.#setProperty(name, value);
        },
      });
    }
    for (const name of COMMANDS) {
      const params = METHODS[name].params.map(([param]) => param);
      const method = {
        [name](/** @type {unknown[]} */ ...values) {
          return this.#command(name, Object.fromEntries(params.map((param, i) => [param, values[i]])));
        },
      }[name];
      Object.defineProperty(this.prototype, name, { configurable: true, writable: true, value: method });
    }
  }

  /** The value of option `name` as a property: numbers, booleans, [row, col] pairs or text. */
  #property(name) {
    const state = this.#applied;
    if (name === "queens") {
      // Solutions' `queens` keep only the solutions holding them; elsewhere they are the board's.
      if (this.#view && this.#viewName !== "solutions") return this.#view.describe().queens;
      if (!state || !this.#api) return null;
      try {
        return pairsOf(this.#api.decodeQueens(state.n, state.queens));
      } catch {
        return [];
      }
    }
    if (name === "n" && this.#view) return this.#view.n;
    if (name === "step" && this.#viewName === "step") return this.#view.params().step;
    if (name === "view") return this.#viewName || state?.view || DEFAULT_VIEW;
    if (name === "lang") return this.getAttribute("lang") ?? "";
    if (state) return state[name] ?? (SWITCHES.includes(name) ? false : null);
    const text = this.getAttribute(name);
    if (name === "lesson") return text === null ? null : readLesson(text).value;
    if (SWITCHES.includes(name)) return text !== null && !/^\s*(0|false)\s*$/.test(text);
    if (NUMBERS.includes(name)) return text === null || Number.isNaN(wholeNumber(text)) ? null : wholeNumber(text);
    return text;
  }

  #setProperty(name, value) {
    if (name === "queens" && Array.isArray(value)) {
      this.#setQueensProperty(value);
      return;
    }
    if (name === "lesson") {
      // true: the default lesson; a lesson object: its JSON, which the core reads as data.
      if (value === true) this.setAttribute(name, "");
      else if (value === false || value === null || value === undefined) this.removeAttribute(name);
      else this.setAttribute(name, typeof value === "object" ? JSON.stringify(value) : String(value));
      return;
    }
    if (SWITCHES.includes(name)) {
      if (value) this.setAttribute(name, "");
      else this.removeAttribute(name);
    } else if (value === null || value === undefined) {
      this.removeAttribute(name);
    } else {
      this.setAttribute(name, String(value));
    }
  }

  /** `el.queens = [[row, col], …]`: checked against the board, written as the queen code. */
  #setQueensProperty(value) {
    if (!this.#api) {
      this.#pendingQueens = value;
      return;
    }
    // The N the attributes ask for, not the view's: `el.n = 5; el.queens = […]` in one task
    // sets queens for the 5×5 board that the pending `n` is about to make.
    const n = this.#read().state.n;
    try {
      const flat = checkQueens(value, n);
      this.setAttribute("queens", this.#api.encodeQueens(n, Uint32Array.from(flat)));
    } catch (error) {
      const words = errorWords(error);
      this.#note({ id: "element.queens-ignored", args: { reason: words } });
      this.#emit("error", { command: "queens", message: this.#words?.message(words) ?? String(error.message) });
    }
  }

  /** A property set before the element was defined (a framework rendering early) shadows the
   * accessor; it is taken back and applied through it. */
  #upgradeProperties() {
    for (const property of ELEMENT_PARAMETERS.map(propertyOf)) {
      if (!Object.hasOwn(this, property)) continue;
      const value = this[property];
      delete this[property];
      this[property] = value;
    }
  }

  /**
   * Step: a picture of the board (`png`, `svg`) or of a stretch of the search (`gif`, `webm`)
   * as a Blob (element-api.js QUERIES). Rejects with the reason in the element's language.
   * @param {{ format?: string, from?: number, to?: number }} [options]
   */
  async exportImage({ format = "png", from, to } = {}) {
    await this.#whenReady;
    // Only the Step view makes pictures; the view's own type (EmbeddedView) names none of it.
    const view = /** @type {any} */ (this.#view);
    const words = view?.host?.words;
    const pictures = this.#viewName === "step" ? view?.pictures : null;
    if (!pictures) throw new Error(words ? words.format("export.step-only") : "export.step-only");
    try {
      return await pictures.make(format, from == null && to == null ? null : { from: Number(from), to: Number(to) });
    } catch (error) {
      throw new Error(words.message(errorWords(error)));
    }
  }

  /**
   * Step, with a lesson: the lesson's printable worksheet (its questions with their boards and
   * room to answer, the answer key on a page of its own) as an HTML file, in the element's
   * language where the lesson has it (element-api.js QUERIES). Rejects with the reason in the
   * element's language.
   */
  async worksheet() {
    await this.#whenReady;
    // The lesson panel is the Step view's; its view type (EmbeddedView) names none of it.
    const view = /** @type {any} */ (this.#view);
    const words = view?.host?.words;
    const panel = this.#viewName === "step" ? view?.panels?.lesson : null;
    await panel?.opening;
    const html = panel?.worksheetHtml();
    if (!html) throw new Error(words ? words.format("worksheet.no-lesson") : "worksheet.no-lesson");
    return new Blob([html], { type: "text/html" });
  }

  /**
   * Carries out a method once the board is up. Resolves true when done; a failure resolves
   * false and is reported as an `nqueens-error` event (a rejected promise would only be noise
   * in the page's console).
   */
  async #command(name, args = {}) {
    await this.#whenReady;
    return runCommand(this.#view, name, args, (type, detail) => this.#emit(type, detail));
  }

  /** `type` is the event's role (change, solved, …); it goes out under the core's name. */
  #emit(type, detail) {
    if (this.#quiet && REPORTS.includes(type)) return;
    this.dispatchEvent(new CustomEvent(EVENTS[type], { detail, bubbles: true, composed: true }));
  }

  #host() {
    const element = this;
    return {
      get words() {
        return element.#words;
      },
      api: this.#api,
      emit: (type, detail) => this.#emit(type, detail),
      boardSize: (_canvas, width) => Math.max(120, Math.min(width, BOARD_MAX)),
      remember: () => this.#reflect(),
    };
  }

  /** The names and limits attributes are read against: the core's, for the element's views. */
  #vocabulary() {
    return vocabulary(this.#api.info(), /** @type {any[]} */ ([...ELEMENT_VIEWS]));
  }

  #read() {
    return readState(attributeSource(this), this.#vocabulary());
  }

  /**
   * The reader's language (the element's `lang`, else its nearest ancestor's through shadow
   * roots, else the browser's, else English): its catalog is fetched when it changes, then the
   * element is updated. Returns whether the words in use are that language's.
   */
  #language() {
    const reading = languageOf(this);
    const key = `${reading.lang}|${reading.locale}`;
    if (key === this.#wordsKey) return true;
    if (key !== this.#wantedKey) {
      this.#wantedKey = key;
      wordsFor(reading.lang, reading.locale).then((words) => {
        if (this.#wantedKey !== key) return;
        this.#words = words;
        this.#wordsKey = key;
        mark(this.#wrap, words, reading.lang);
        translate(this.#wrap, words);
        this.#view?.relabel?.();
        this.#showWorkerNote();
        this.#schedule();
      });
    }
    return false;
  }

  /** Applies what changed in the attributes since they were last applied or reflected. */
  #update() {
    this.#scheduled = false;
    if (!this.isConnected || !this.#theme) return;
    if (!this.#language() && !this.#words) return;
    if (!this.#api) return;
    if (this.#pendingQueens) {
      const queens = this.#pendingQueens;
      this.#pendingQueens = null;
      this.#setQueensProperty(queens);
    }
    const { state, notes } = this.#read();
    this.#quiet++;
    this.#applying = true;
    try {
      if (this.#viewName !== state.view) {
        const View = loadedView(state.view);
        if (!View) {
          // Fetched once, then applied with whatever the attributes say by then.
          loadView(state.view).then(
            () => this.#schedule(),
            (error) => this.#note({ id: "element.view-load-failed", args: { view: state.view, reason: String(error?.message ?? error) } }),
          );
          return;
        }
        this.#view?.destroy();
        this.#viewName = state.view;
        this.#view = new View(this.#body, this.#host());
        this.#applied = state;
        this.#applyNotes = this.#view.apply(state) ?? [];
        if (this.#interrupted) this.#view.say(this.#interrupted);
        this.#interrupted = "";
        // A view the attributes did not name (a lesson chose it) is written down, so the board
        // stays in it once the reader ends the lesson and the `lesson` attribute goes.
        if (this.getAttribute("view") === null && state.view !== DEFAULT_VIEW) this.setAttribute("view", state.view);
      } else {
        const previous = this.#applied;
        const changed = new Set(ELEMENT_PARAMETERS.filter((key) => !LOOKS.includes(key) && !same(key, previous[key], state[key], state)));
        this.#applied = state;
        if (changed.size) {
          const applyNotes = this.#view.update(state, changed) ?? [];
          if (changed.has("n") || changed.has("queens")) this.#applyNotes = applyNotes;
        }
      }
      this.#applying = false;
      if (this.#reflectAfter) this.#reflect();
    } finally {
      this.#applying = false;
      this.#quiet--;
    }
    this.#look(state, notes);
    this.#announce();
  }

  /**
   * Writes what the view shows back to the attributes that describe it (queens placed by the
   * reader, N set by a method, the step reached), so they stay true. The attributes it writes
   * then equal what was applied, so writing them applies nothing. Then each other option the
   * reader changed (the strategy menu, a panel, the grouping) is reported by one `option` event,
   * once the attributes say so (N and the queens have `change`, the position `step`).
   */
  #reflect() {
    this.#reflectAfter = this.#applying;
    if (!this.#view || !this.#applied || this.#applying) return;
    const params = this.#view.params();
    const previous = this.#applied;
    const next = { ...previous };
    const View = /** @type {import("./views/shared/host.js").EmbeddedViewClass} */ (this.#view.constructor);
    for (const key of View.reflected) {
      const value = SWITCHES.includes(key) ? Boolean(params[key]) : params[key];
      if (same(key, value, next[key], next)) continue;
      next[key] = value;
      if (isBlank(value)) this.removeAttribute(key);
      else this.setAttribute(key, value === true ? "" : String(value));
    }
    this.#applied = next;
    for (const detail of optionChanges(previous, next, View.reflected)) this.#emit("option", detail);
  }

  /** The `ready` event and promise, once per build, after the code that added the element has
   * run (so a listener added right after `append` hears it). */
  #announce() {
    if (this.#announced) return;
    this.#announced = true;
    const resolve = this.#resolveReady;
    queueMicrotask(() => {
      if (!this.#view) return;
      this.#emit("ready", { view: this.#viewName, ...this.#view.describe() });
      resolve(this);
    });
  }

  #newReady() {
    this.#announced = false;
    this.#whenReady = new Promise((resolve) => (this.#resolveReady = resolve));
  }

  /** Off the page: stop and release everything; the attributes keep the board for later. */
  #stop() {
    this.#interrupted = this.#view?.interrupted() ?? "";
    this.#view?.destroy();
    this.#view = null;
    this.#viewName = "";
    this.#applied = null;
    this.#theme?.dispose();
    this.#theme = null;
    this.#others.disconnect();
    this.#langWatch?.disconnect();
    workerStatus.removeEventListener("blocked", this.#onBlocked);
    this.#showLoading();
    this.#newReady();
  }

  #showLoading() {
    const loading = document.createElement("p");
    loading.className = "loading";
    if (this.#words) say(loading, this.#words, "element.loading");
    else loading.dataset.t = "element.loading";
    this.#body.replaceChildren(loading);
  }

  /** Why searches run on the page's own thread here, and the limits they keep there. */
  #showWorkerNote() {
    const reason = workerStatus.blocked;
    if (!reason || !loadedApi) return;
    const limits = loadedApi.info().inline;
    if (!this.#words) return;
    say(this.#workerNote, this.#words, "element.inline", { reason, nodes: limits.nodes, list_n: limits.listN, count_n: limits.countN });
    this.#workerNote.hidden = false;
  }

  /** Applies `theme` and `controls`, and says what in the attributes was ignored. */
  #look(state, notes) {
    this.#theme?.set(state.theme ?? DEFAULT_THEME);
    this.#body.dataset.controls = state.controls ?? DEFAULT_CONTROLS;
    this.#notes.replaceChildren();
    for (const note of [...notes, ...this.#applyNotes]) this.#note({ id: "note.attribute-ignored", args: { note } });
    this.#view?.fit();
  }

  /** @param {{ id: string, args?: object }} message */
  #note(message) {
    const p = document.createElement("p");
    p.className = "note";
    p.setAttribute("role", "note");
    if (this.#words) say(p, this.#words, message);
    // No catalog could load (the same failure that keeps the wasm away, say): the one sentence
    // that must still reach the page's author, in English.
    else p.textContent = message.id === "element.load-failed" ? `The N-Queens solver could not load: ${message.args?.reason}` : message.id;
    this.#notes.append(p);
  }
}

/** Keys a host keeps even from a field: Tab moves focus on (a dialog's focus trap), Escape
 * closes what the host opened. */
const HOST_KEYS = ["Tab", "Escape"];
const FIELDS = ["input", "select", "textarea"];

/**
 * Whether a key pressed in the element is the element's: one a handler of the board acted on
 * (it called preventDefault: an arrow moving the cursor, Enter placing a queen), one typed into
 * a field or a slider of the controls (the caret, the timeline's arrows), or one that presses a
 * button (Enter, Space). Those never reach the host page's shortcuts; other keys do.
 * @param {KeyboardEvent} event
 */
function keptKey(event) {
  if (event.defaultPrevented) return true;
  if (HOST_KEYS.includes(event.key)) return false;
  const origin = event.composedPath()[0];
  if (!(origin instanceof HTMLElement)) return false;
  if (FIELDS.includes(origin.localName) || origin.isContentEditable) return true;
  return origin.localName === "button" && (event.key === "Enter" || event.key === " ");
}

/** `--nq-rem`, the unit of the views' sheet (views/shared/base.css), set to `1em` on the element:
 * registered as a length it is computed to pixels there and inherits as pixels, so the board's
 * text follows its host's text size and never compounds down the tree. Already registered (a
 * second copy of this module) is fine. */
try {
  globalThis.CSS?.registerProperty?.({ name: "--nq-rem", syntax: "<length>", inherits: true, initialValue: "16px" });
} catch {
  // registered before, by another copy of the element
}

if (globalThis.customElements && !customElements.get(TAG)) customElements.define(TAG, NQueensBoard);
