// The playground's state in the URL, so a copied link reopens the same view and board.
// Reading never throws: a malformed value is dropped, the default is used, and a note says what
// was ignored.

export const DEFAULTS = { view: "play", n: 8, queens: "", strategy: "bitboard" };
const DEFAULT_N = { play: 8, count: 12, solutions: 8, step: 4, huge: 1_000_000 };
const STRATEGIES = {
  play: ["backtracking", "lookup", "bitboard"],
  step: ["cp", "cp-first-fail", "backtracking", "lookup"],
};
const KNOWN = ["view", "n", "queens", "strategy", "grouped", "step", "method", "seed", "embed", "controls", "theme"];
const CONTROLS = ["none", "compact", "full"];
const THEMES = ["auto", "light", "dark"];
const METHODS = ["min-conflicts", "construct"];

/**
 * The one rule for reading a whole number typed by a person or found in a link: digits only
 * (surrounding blanks allowed), at most 15 of them so the value is exact; NaN otherwise.
 */
export function wholeNumber(text) {
  const trimmed = String(text).trim();
  return /^\d{1,15}$/.test(trimmed) ? Number(trimmed) : NaN;
}

/**
 * Parses location.search into a state and the list of notes about ignored parameters.
 * @param {Record<string, number>} maxN the largest N of each view, by view name
 */
export function readState(search, maxN) {
  const params = new URLSearchParams(search);
  const views = Object.keys(maxN);
  const state = { ...DEFAULTS };
  const notes = [];
  const show = (value) => JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);

  const view = params.get("view");
  if (view !== null) {
    if (views.includes(view)) state.view = view;
    else notes.push(`view=${show(view)} is not a view (${views.join(", ")})`);
  }
  state.n = DEFAULT_N[state.view] ?? DEFAULTS.n;
  const n = params.get("n");
  if (n !== null) {
    const value = wholeNumber(n);
    const max = maxN[state.view];
    if (value >= 1 && value <= max) state.n = value;
    else notes.push(`n=${show(n)} is not a whole number from 1 to ${max}`);
  }
  const queens = params.get("queens");
  if (queens !== null) {
    if (/^[A-Za-z0-9_-]{0,4000}$/.test(queens)) state.queens = queens;
    else notes.push(`queens=${show(queens)} has characters a queen code never uses`);
  }
  const strategy = params.get("strategy");
  const strategies = STRATEGIES[state.view] ?? [];
  if (state.view === "step") state.strategy = "cp";
  if (strategy !== null) {
    if (strategies.includes(strategy)) state.strategy = strategy;
    else notes.push(`strategy=${show(strategy)} is not one of ${strategies.join(", ") || "(none in this view)"}`);
  }
  const step = params.get("step");
  if (step !== null) {
    if (!Number.isNaN(wholeNumber(step))) state.step = wholeNumber(step);
    else notes.push(`step=${show(step)} is not a step number`);
  }
  const method = params.get("method");
  if (method !== null) {
    if (METHODS.includes(method)) state.method = method;
    else notes.push(`method=${show(method)} is not one of ${METHODS.join(", ")}`);
  }
  const seed = params.get("seed");
  if (seed !== null) {
    if (!Number.isNaN(wholeNumber(seed))) state.seed = wholeNumber(seed);
    else notes.push(`seed=${show(seed)} is not a whole number`);
  }
  const grouped = params.get("grouped");
  if (grouped !== null) {
    if (grouped === "1" || grouped === "0") state.grouped = grouped === "1";
    else notes.push(`grouped=${show(grouped)} is not 0 or 1`);
  }
  const embed = params.get("embed");
  if (embed !== null) {
    if (embed === "1" || embed === "0") state.embed = embed === "1";
    else notes.push(`embed=${show(embed)} is not 0 or 1`);
  }
  const controls = params.get("controls");
  if (controls !== null) {
    if (CONTROLS.includes(controls)) state.controls = controls;
    else notes.push(`controls=${show(controls)} is not one of ${CONTROLS.join(", ")}`);
  }
  const theme = params.get("theme");
  if (theme !== null) {
    if (THEMES.includes(theme)) state.theme = theme;
    else notes.push(`theme=${show(theme)} is not one of ${THEMES.join(", ")}`);
  }
  for (const key of params.keys()) {
    if (!KNOWN.includes(key)) notes.push(`unknown parameter ${show(key)}`);
  }
  return { state, notes };
}

/** Parameters that describe the frame rather than the board; they stay in the address. */
const FRAME = ["embed", "controls", "theme"];

/**
 * The query string for a view and its parameters (empty values and defaults left out). The
 * frame parameters of the current address are kept, so an embedded board stays embedded.
 */
export function queryFor(view, params, current = location.search) {
  const query = new URLSearchParams({ view });
  const now = new URLSearchParams(current);
  for (const key of FRAME) if (now.has(key)) query.set(key, now.get(key));
  for (const [key, value] of Object.entries(params)) {
    if (value === "" || value === undefined || (key === "strategy" && view === "play" && value === DEFAULTS.strategy)) continue;
    query.set(key, String(value));
  }
  return `?${query}`;
}
