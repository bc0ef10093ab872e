// The notebook widget's front end: an anywidget module (`render`, `initialize`) that shows
// `<nqueens-board>`, the page's own element built from the same www/ files, and keeps it in
// step with the Python `nqueens.widget.Board`. scripts/build-widget.mjs bundles this file,
// the element and the worker into one ES module that ships in the wheel.
//
// Where the files come from: a notebook imports this module from a Blob URL, so nothing can be
// fetched beside it. The wasm module's bytes arrive with the model (the `_wasm` trait, a binary
// buffer of the widget protocol) and the worker's bundled code is inlined below as text, started
// from a Blob URL. Nothing is fetched from the network.
//
// Sync, with no echo: a change from Python is applied to the element through its properties
// (the element reports none of them back: they are the host's own news); what the reader or a
// command changes comes back through the element's events (`nqueens-change`, `nqueens-step`,
// and `nqueens-option` for the strategy menu, the code panel's language menu and the lesson), and is set on the model while
// this view ignores its own sets. Whether the board is solved is Python's to say: the core computes
// it there from the same state.
import { configure, NQueensBoard } from "../../../www/nqueens-element.js";
import { COMMANDS, DEFAULT_CODE_LANGUAGE, EVENTS } from "../../../www/names.js";

/** The worker module (www/worker.js and what it imports) as one script; set by the build. */
const WORKER_SOURCE = /** @type {string} */ (globalThis.NQUEENS_WORKER_SOURCE);

/** Model keys in the order a change is applied: a view's rules come before N, N before the
 * queens on that board, and the position last, on the search those make. */
const ORDER = ["view", "n", "strategy", "controls", "theme", "lang", "code_lang", "lesson", "queens", "position"];
/** The element's option names where the model's differ (a trait name cannot hold a dash). */
const TRAITS = { "code-lang": "code_lang" };
/** The search's position reaches Python at most this often while it plays (each step event
 * still goes to `on_step` callbacks). */
const POSITION_MS = 250;

/** Every view of this model (this module is evaluated once per model); the first one shown
 * carries out Python's commands, so two views of one board do not both solve it. */
const views = [];
let configured = false;

/**
 * This module instance's element class is the one the page uses only if it defined the tag
 * first; then it is this module's wasm loader that must be told where the module is. Done when
 * the model is made, before any view, so a board shown by another model's view still loads.
 * @param {any} model
 */
function setUp(model) {
  if (configured || customElements.get("nqueens-board") !== NQueensBoard) return;
  configured = true;
  // A DataView, as the widget protocol delivers buffers; V8 compiles only typed arrays.
  const view = model.get("_wasm");
  const bytes = new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
  const url = URL.createObjectURL(new Blob([WORKER_SOURCE], { type: "text/javascript" }));
  configure({ wasm: bytes, worker: () => new Worker(url, { type: "module" }) });
}

/** Pairs as [[row, col], …] from the model's lists (or tuples) and the element's arrays. */
const pairs = (list) => (list ?? []).map(([row, col]) => [row, col]);
const samePairs = (a, b) => JSON.stringify(pairs(a)) === JSON.stringify(pairs(b));

/** Hides the static picture of this board (the SVG kept in the notebook for readers without
 * the live board) while a live view of it is on the page. */
function hideStatic(document, key) {
  if (!key) return () => {};
  const id = `nqueens-static-${key}`;
  let style = document.getElementById(id);
  if (!style) {
    style = document.createElement("style");
    style.id = id;
    style.textContent = `.${id}{display:none!important}.jp-OutputArea-child:has(.${id}){display:none!important}`;
    document.head.append(style);
  }
  style.dataset.views = String(Number(style.dataset.views ?? 0) + 1);
  return () => {
    const left = Number(style.dataset.views) - 1;
    style.dataset.views = String(left);
    if (left <= 0) style.remove();
  };
}

/**
 * Writes model values onto the element, the keys in ORDER.
 * @param {NQueensBoard & Record<string, any>} board
 * @param {any} model
 * @param {Iterable<string>} keys
 */
function apply(board, model, keys) {
  const wanted = new Set(keys);
  for (const key of ORDER) {
    if (!wanted.has(key)) continue;
    const value = model.get(key);
    if (key === "queens") {
      // A new N empties the board, so its queens are set even when they look the same.
      if (wanted.has("n") || !samePairs(board.queens, value)) board.queens = pairs(value);
    } else if (key === "position") {
      if (model.get("view") === "step" && board.step !== value) board.step = value;
    } else if (key === "strategy") {
      if (value) board.strategy = value;
      else board.removeAttribute("strategy");
    } else if (key === "lang") {
      // "" follows the notebook (the element's nearest ancestor's lang, else the browser's).
      if (value) board.setAttribute("lang", value);
      else board.removeAttribute("lang");
    } else if (key === "code_lang") {
      // The element's `codeLang` property is its `code-lang` attribute (Python checked the name).
      if (board.codeLang !== value) board.codeLang = value;
    } else if (key === "lesson") {
      // A name, a URL or a lesson's JSON (Python checked a dict or a file first); false: none.
      board.lesson = model.get("view") === "step" ? value : false;
    } else if (board[key] !== value) {
      board[key] = value;
    }
  }
}

/**
 * Python's save_png and save_gif: the element's exportImage, its bytes sent back to the kernel
 * as the message's binary buffer (the widget protocol's), or the reason it failed, in words.
 * @param {NQueensBoard} board
 * @param {any} model
 * @param {{ id: number, format: string, from: number | null, to: number | null }} message
 */
async function exportPicture(board, model, { id, format, from, to }) {
  try {
    const blob = await board.exportImage({ format: /** @type {"png" | "gif"} */ (format), ...(from == null ? {} : { from, to: to ?? from }) });
    model.send({ type: "picture", id, format }, undefined, [await blob.arrayBuffer()]);
  } catch (error) {
    model.send({ type: "picture", id, error: String(/** @type {Error} */ (error)?.message ?? error) });
  }
}

/** @param {{ model: any }} context */
function initialize({ model }) {
  setUp(model);
}

/** @param {{ model: any, el: HTMLElement }} context */
function render({ model, el }) {
  setUp(model);
  const board = /** @type {NQueensBoard & Record<string, any>} */ (document.createElement("nqueens-board"));
  apply(board, model, ORDER);
  el.classList.add("nqueens-widget");
  el.append(board);
  const view = { board };
  views.push(view);
  const showStatic = hideStatic(el.ownerDocument, model.get("_static_key"));

  // Model → element. Changes arrive key by key (in whatever order Python sent them); they are
  // gathered and applied together, in ORDER, once the message's changes are all in.
  let reporting = false;
  const dirty = new Set();
  const flush = () => {
    const keys = [...dirty];
    dirty.clear();
    apply(board, model, keys);
  };
  for (const key of ORDER) {
    model.on(`change:${key}`, () => {
      if (reporting) return;
      if (!dirty.size) queueMicrotask(flush);
      dirty.add(key);
    });
  }
  /** Sets what the reader changed on the model, without applying it back to this element. */
  const report = (values) => {
    reporting = true;
    try {
      for (const [key, value] of Object.entries(values)) model.set(key, value);
    } finally {
      reporting = false;
    }
    model.save_changes();
  };

  // Element → model and Python.
  const listeners = {
    [EVENTS.change]: () => report({ n: board.n, queens: board.queens }),
    [EVENTS.option]: (/** @type {CustomEvent} */ event) => {
      const name = TRAITS[event.detail.name] ?? event.detail.name;
      // The default code language is reported as no `code-lang` at all (the attribute removed).
      const value = name === "code_lang" ? (event.detail.value ?? DEFAULT_CODE_LANGUAGE) : event.detail.value;
      if (ORDER.includes(name) && value !== model.get(name)) report({ [name]: value });
    },
    [EVENTS.solved]: (/** @type {CustomEvent} */ event) => model.send({ type: "event", name: "solved", detail: event.detail }),
    [EVENTS.error]: (/** @type {CustomEvent} */ event) => model.send({ type: "event", name: "error", detail: event.detail }),
    [EVENTS.answer]: (/** @type {CustomEvent} */ event) => model.send({ type: "event", name: "answer", detail: event.detail }),
    [EVENTS.step]: (/** @type {CustomEvent} */ event) => {
      model.send({ type: "event", name: "step", detail: event.detail });
      position(event.detail.position);
    },
  };
  for (const [type, listener] of Object.entries(listeners)) board.addEventListener(type, listener);

  // The position while the search plays: the first at once, then the latest every POSITION_MS.
  let timer = 0;
  let latest = -1;
  const position = (value) => {
    latest = value;
    if (timer) return;
    report({ position: value });
    timer = window.setTimeout(() => {
      timer = 0;
      if (latest !== model.get("position")) report({ position: latest });
    }, POSITION_MS);
  };

  model.on("msg:custom", (/** @type {any} */ message) => {
    if (message?.type === "export" && views[0] === view) {
      exportPicture(board, model, message);
      return;
    }
    if (message?.type !== "command" || views[0] !== view) return;
    // Python's commands are the element's methods, by the core's names (COMMANDS).
    if (COMMANDS.includes(message.name)) board[message.name]();
    else model.send({ type: "event", name: "error", detail: { command: String(message.name), message: "not a command of the board" } });
  });
  model.send({ type: "view", shown: true });

  return () => {
    for (const [type, listener] of Object.entries(listeners)) board.removeEventListener(type, listener);
    window.clearTimeout(timer);
    views.splice(views.indexOf(view), 1);
    showStatic();
    board.remove();
    model.send({ type: "view", shown: false });
  };
}

export default { initialize, render };
