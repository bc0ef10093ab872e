// The one reader of options: the playground's URL parameters and the <nqueens-board> element's
// attributes have the same names and meanings, and both are read here. Reading never throws: a
// malformed value is dropped, the default is used, and a note says what was ignored. The names,
// how each is written, the defaults and the limits are the core's (names.js and info()).
import { readLanguage } from "./lang.js";
import { CODE_LANGUAGES, DEFAULT_CODE_LANGUAGE, DEFAULT_VIEW, FRAME_PARAMETERS, LESSON_VALUE, PARAMETER_KINDS, PARAMETERS, SPEED, VIEW_RULES } from "./names.js";
import { readLesson } from "./lesson-file.js";

/** What a state holds before a link or attributes are read: the default view's board. */
export const DEFAULTS = { view: DEFAULT_VIEW, n: VIEW_RULES[DEFAULT_VIEW].n, queens: "", strategy: VIEW_RULES[DEFAULT_VIEW].strategy };
/** Options that are switches: "1" or "0" in a link, present or absent on an element. */
export const SWITCHES = PARAMETERS.filter((name) => PARAMETER_KINDS[name] === "switch");

/** The zeros of the digits a reader may type: ASCII, Arabic-Indic, Persian, Devanagari,
 * full-width; each script's ten digits follow its zero. */
const ZEROS = [0x30, 0x660, 0x6f0, 0x966, 0xff10];
/** Marks a copied number may carry (LRM, RLM, ALM, the isolates) and read as nothing. */
const MARKS = /[\u200e\u200f\u061c\u2066-\u2069]/g;
/** Minus signs: hyphen-minus, U+2212 (what Intl writes), full-width. */
const MINUS = /^[-\u2212\uff0d]/;
/** Group separators: the comma, Arabic thousands separator, Arabic comma and full-width comma,
 * blanks (narrow no-break, thin, no-break) and the underscore. */
const GROUP = /[,\u066c\u060c\uff0c\u00a0\u2009\u202f _]/;

/**
 * The one rule for reading a whole number typed by a person, found in a link or set on the
 * element: digits in any script a reader types (`۵`, `٥`, `५`, `５` read as 5), at most 15 of
 * them so the value is exact, optionally grouped the Western way (`1,000,000`, `۱٬۰۰۰٬۰۰۰`) or
 * the Indian way (`10,00,000`); surrounding blanks and direction marks allowed; a leading
 * minus where `signed`. NaN otherwise (a fraction too: every number the board takes is whole).
 * @param {unknown} text
 * @param {{ signed?: boolean }} [options]
 */
export function wholeNumber(text, { signed = false } = {}) {
  let rest = String(text).replace(MARKS, "").trim();
  const negative = signed && MINUS.test(rest);
  if (negative) rest = rest.slice(1).trimStart();
  let digits = "";
  /** @type {number[]} the length of each group, where the number is grouped */
  const groups = [0];
  for (const char of rest) {
    const code = char.codePointAt(0);
    const zero = ZEROS.find((z) => code >= z && code <= z + 9);
    if (zero !== undefined) {
      digits += String(code - zero);
      groups[groups.length - 1] += 1;
    } else if (GROUP.test(char) && groups.at(-1) > 0) groups.push(0);
    else return NaN;
  }
  const [first, ...others] = groups;
  const last = others.pop();
  const grouped = last === undefined || (last === 3 && first <= 3 && (others.every((g) => g === 3) || (first <= 2 && others.every((g) => g === 2))));
  if (!grouped || digits.length < 1 || digits.length > 15) return NaN;
  return negative ? -Number(digits) : Number(digits);
}

/**
 * The names and limits the reader checks against, all from the core (`info()`); `views`
 * narrows the views (the element shows three of the five).
 * @param {import("../nqueens-wasm.js").Info} info
 * @param {import("../nqueens-wasm.js").View[]} [views]
 */
export function vocabulary(info, views = info.views) {
  /** @type {(list: readonly string[]) => readonly string[]} names, read as plain text */
  const names = (list) => list;
  return {
    maxN: Object.fromEntries(views.map((view) => [view, info.maxN[view]])),
    /** @type {Record<string, readonly string[]>} */
    strategies: { play: names(info.strategies), step: names(info.stepStrategies) },
    methods: names(info.methods),
    themes: names(info.themes),
    controls: names(info.controls),
    countKernels: names(info.countKernels),
    codeLanguages: names(CODE_LANGUAGES),
  };
}

/** @typedef {ReturnType<typeof vocabulary>} Vocabulary */

/**
 * @typedef {object} State what a link or an element's attributes ask for
 * @property {string} view
 * @property {number} n
 * @property {string} queens
 * @property {string} strategy
 * @property {number} [step]
 * @property {string} [method]
 * @property {number} [seed]
 * @property {boolean} [grouped]
 * @property {boolean} [embed]
 * @property {string} [controls]
 * @property {string} [theme]
 * @property {number} [speed]
 * @property {boolean} [autoplay]
 * @property {boolean} [loop]
 * @property {number} [from]
 * @property {number} [to]
 * @property {boolean} [compare]
 * @property {boolean} [tree]
 * @property {string} [lesson] a shipped lesson's name, a lesson file's URL, its JSON or its
 *   packed text (see lesson-file.js)
 * @property {boolean} [edit]
 * @property {string} [kernel]
 * @property {string} [lang] a language tag the playground speaks (its locale kept: `hi-u-nu-deva`)
 * @property {string} [code-lang] the language of the Step view's code panel (CODE_LANGUAGES)
 */

/**
 * Reads options into a state and the list of notes about ignored ones.
 * @param {string | { get(name: string): string | null, keys(): Iterable<string>, misspelt?: (name: string) => string }} source
 *   a query string, or anything with get() and keys() (an element's attributes: see
 *   attributeSource, whose `misspelt` says which unknown names deserve a note)
 * @param {Vocabulary} vocab
 * @returns {{ state: State, notes: { id: string, args: object }[] }}
 */
export function readState(source, vocab) {
  const params = typeof source === "string" ? new URLSearchParams(source) : source;
  const misspelt = typeof source === "string" ? null : source.misspelt;
  const maxN = vocab.maxN;
  const views = Object.keys(maxN);
  /** @type {State} */
  const state = { ...DEFAULTS };
  const notes = [];
  const show = (value) => JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  const note = (id, args) => notes.push({ id, args });

  const view = params.get("view");
  if (view !== null) {
    if (views.includes(view)) state.view = view;
    else note("note.view", { value: show(view), expected: views });
  }
  // A lesson is read in one view only: with no view named (or a name that is none), the lesson
  // decides the view, as a teacher who writes `lesson=` expects; another view named on purpose
  // wins, and the lesson is dropped with a note saying why.
  const lessonText = params.get("lesson");
  const lessonReading = lessonText === null ? null : readLesson(lessonText);
  if (lessonReading?.value && state.view !== LESSON_VALUE.view) {
    if (view === null || !views.includes(view)) state.view = LESSON_VALUE.view;
    else {
      note("note.lesson-view", { value: show(lessonText), view: show(view) });
      lessonReading.value = undefined;
    }
  }
  state.n = VIEW_RULES[state.view]?.n ?? DEFAULTS.n;
  const n = params.get("n");
  if (n !== null) {
    const value = wholeNumber(n);
    const max = maxN[state.view];
    if (value >= 1 && value <= max) state.n = value;
    else note("note.n", { value: show(n), min: 1, max });
  }
  const queens = params.get("queens");
  if (queens !== null) {
    if (/^[A-Za-z0-9_-]{0,4000}$/.test(queens)) state.queens = queens;
    else note("note.queens-code", { value: show(queens) });
  }
  const strategy = params.get("strategy");
  const strategies = vocab.strategies[state.view] ?? [];
  state.strategy = VIEW_RULES[state.view]?.strategy ?? DEFAULTS.strategy;
  if (strategy !== null) {
    if (strategies.includes(strategy)) state.strategy = strategy;
    else note("note.strategy", { value: show(strategy), expected: strategies, none: strategies.length ? "no" : "yes" });
  }
  const step = params.get("step");
  if (step !== null) {
    if (!Number.isNaN(wholeNumber(step))) state.step = wholeNumber(step);
    else note("note.step", { key: "step", value: show(step) });
  }
  const seed = params.get("seed");
  if (seed !== null) {
    if (!Number.isNaN(wholeNumber(seed))) state.seed = wholeNumber(seed);
    else note("note.seed", { value: show(seed) });
  }
  for (const [key, list] of /** @type {[string, readonly string[]][]} */ ([["method", vocab.methods], ["controls", vocab.controls], ["theme", vocab.themes], ["kernel", vocab.countKernels], ["code-lang", vocab.codeLanguages]])) {
    const value = params.get(key);
    if (value === null) continue;
    if (list.includes(value)) state[key] = value;
    else note("note.name", { key, value: show(value), expected: list });
  }
  const speed = params.get("speed");
  if (speed !== null) {
    const value = /^\s*\d{1,3}(\.\d{1,3})?\s*$/.test(speed) ? Number(speed) : NaN;
    if (value >= SPEED.min && value <= SPEED.max) state.speed = value;
    else note("note.speed", { value: show(speed), min: SPEED.min, max: SPEED.max });
  }
  // Switches: "1" or "0" in a link; an attribute may also be present with no value.
  for (const key of SWITCHES) {
    const value = params.get(key);
    if (value === null) continue;
    const flag = { "": true, 1: true, true: true, 0: false, false: false }[value.trim()];
    if (flag !== undefined) state[key] = flag;
    else note("note.switch", { key, value: show(value) });
  }
  if (lessonReading) {
    const { value, note } = lessonReading;
    if (value) state.lesson = value;
    if (note) notes.push(note);
  }
  for (const key of ["from", "to"]) {
    const value = params.get(key);
    if (value === null) continue;
    if (!Number.isNaN(wholeNumber(value))) state[key] = wholeNumber(value);
    else note("note.step", { key, value: show(value) });
  }
  if (state.from !== undefined && state.to !== undefined && state.from > state.to) {
    note("note.from-after-to", { from: state.from, to: state.to });
    delete state.from;
    delete state.to;
  }
  const lang = params.get("lang");
  if (lang !== null) {
    // A language the playground does not speak falls back to English quietly; a near miss of
    // one it speaks (`farsi`, `zh_CN`) is spoken, with a note saying how the tag is written.
    const reading = readLanguage(lang);
    if (reading.lang) state.lang = lang.trim();
    else if (reading.nearMiss) {
      state.lang = reading.nearMiss;
      note("note.lang", { value: show(lang), lang: reading.nearMiss });
    }
  }
  for (const key of params.keys()) {
    if (PARAMETERS.includes(key)) continue;
    if (misspelt) {
      const meant = misspelt(key);
      if (meant) note("note.unknown-attribute", { name: show(key), meant });
    } else {
      note("note.unknown-parameter", { name: show(key) });
    }
  }
  return { state, notes };
}

/** Global HTML attributes and event handlers: the host page's, whatever they look like. */
const HOST_OWNED =
  /^(id|class|style|slot|tabindex|title|role|hidden|lang|dir|part|exportparts|inert|is|nonce|autofocus|draggable|spellcheck|translate|contenteditable|accesskey|popover|enterkeyhint|inputmode|autocapitalize|form|on[a-z]+)$/;

/** Edits (insertions, deletions, substitutions, swaps of neighbours) between two short words. */
function distance(a, b) {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
    }
  }
  return rows[a.length][b.length];
}

/**
 * The option an unknown attribute name looks like a misspelling of, or "" when it looks like
 * none. Everything else on the element belongs to its host page (its own attributes, a
 * framework's scoping attributes such as Angular's `_ngcontent-…`, a test id) and is nobody's
 * mistake, so only near misses of `options` deserve a note.
 * @param {string} name
 * @param {readonly string[]} options
 */
export function misspeltOption(name, options) {
  const word = name.toLowerCase();
  if (word.length > 24 || !/^[a-z]+$/.test(word) || HOST_OWNED.test(word)) return "";
  let best = "";
  let bestDistance = Infinity;
  for (const option of options) {
    const allowed = option.length <= 2 ? 0 : option.length <= 5 ? 1 : 2;
    const d = distance(word, option);
    if (d <= allowed && d < bestDistance) {
      best = option;
      bestDistance = d;
    }
  }
  return best;
}

/** An element's attributes as a source for readState. Names that are not options are the host
 * page's and are only noted when they look like a misspelt option (see misspeltOption). */
export function attributeSource(element, options = PARAMETERS) {
  return {
    get: (name) => element.getAttribute(name),
    keys: () => element.getAttributeNames(),
    misspelt: (name) => misspeltOption(name, options),
  };
}

/**
 * The query string for a view and its parameters (empty values and defaults left out). The
 * frame parameters of the current address are kept, so an embedded board stays embedded.
 */
export function queryFor(view, params, current = location.search) {
  const query = new URLSearchParams({ view });
  const now = new URLSearchParams(current);
  for (const key of FRAME_PARAMETERS) if (now.has(key)) query.set(key, now.get(key));
  for (const [key, value] of Object.entries(params)) {
    if (value === "" || value === undefined || (key === "strategy" && view === "play" && value === DEFAULTS.strategy) || (key === "code-lang" && value === DEFAULT_CODE_LANGUAGE)) continue;
    query.set(key, String(value));
  }
  return `?${query}`;
}
