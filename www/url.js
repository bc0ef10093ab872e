// The playground's state in the URL, so a copied link reopens the same board. Reading never
// throws: a malformed value is dropped, the default is used, and a note says what was ignored.

export const DEFAULTS = { view: "play", n: 8, queens: "", strategy: "bitboard" };
const VIEWS = ["play"];
const STRATEGIES = ["backtracking", "lookup", "bitboard"];
const KNOWN = ["view", "n", "queens", "strategy"];

/** Parses location.search into a state and the list of notes about ignored parameters. */
export function readState(search, maxN) {
  const params = new URLSearchParams(search);
  const state = { ...DEFAULTS };
  const notes = [];
  const show = (value) => JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);

  const view = params.get("view");
  if (view !== null) {
    if (VIEWS.includes(view)) state.view = view;
    else notes.push(`view=${show(view)} is not a view (${VIEWS.join(", ")})`);
  }
  const n = params.get("n");
  if (n !== null) {
    const value = /^\d{1,6}$/.test(n) ? Number(n) : NaN;
    if (value >= 1 && value <= maxN) state.n = value;
    else notes.push(`n=${show(n)} is not a whole number from 1 to ${maxN}`);
  }
  const queens = params.get("queens");
  if (queens !== null) {
    if (/^[A-Za-z0-9_-]{0,4000}$/.test(queens)) state.queens = queens;
    else notes.push(`queens=${show(queens)} has characters a queen code never uses`);
  }
  const strategy = params.get("strategy");
  if (strategy !== null) {
    if (STRATEGIES.includes(strategy)) state.strategy = strategy;
    else notes.push(`strategy=${show(strategy)} is not one of ${STRATEGIES.join(", ")}`);
  }
  for (const key of params.keys()) {
    if (!KNOWN.includes(key)) notes.push(`unknown parameter ${show(key)}`);
  }
  return { state, notes };
}

/** Writes the state into the address bar without adding a history entry. */
export function writeState(state) {
  const params = new URLSearchParams();
  params.set("view", state.view);
  params.set("n", String(state.n));
  if (state.queens) params.set("queens", state.queens);
  if (state.strategy !== DEFAULTS.strategy) params.set("strategy", state.strategy);
  const url = `${location.pathname}?${params}${location.hash}`;
  if (url !== `${location.pathname}${location.search}${location.hash}`) {
    history.replaceState(null, "", url);
  }
}
