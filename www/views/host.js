// What a view needs from whoever shows it (the page, a frame, an element) and the small rules
// every view shares. A view never reaches past its root: it reports through `emit`, asks for
// its board size through `boardSize`, and hands over to another view through `open` (only the
// page has other views to open).

/** @typedef {typeof import("../../nqueens-wasm.js")} Api the wasm bindings (see wasm.js) */
/** @typedef {import("../../nqueens-wasm.js").Picture} Picture */

/**
 * @typedef {object} Host
 * @property {Api} api the wasm bindings (loaded once per realm by wasm.js)
 * @property {(type: string, detail: object) => void} emit tells the embedder: change, solved, step
 * @property {(canvas: HTMLCanvasElement, width: number) => number} boardSize the side of a board
 *   that fits `width` CSS pixels here
 * @property {() => void} [remember] the state changed (the page writes it to the address)
 * @property {(view: string, params: object) => void} [open] switch to another view (page only)
 * @property {boolean} [globalKeys] keys anywhere on the page drive the view (the page's Step view)
 */

/** The options a reader changes through a view's own controls besides N, the queens and the
 * step position (which have their own events, `change` and `step`): each change is reported by
 * one `option` event, so a host can bind every option both ways. */
export const OPTIONS = ["view", "strategy", "speed", "grouped", "tree", "compare", "lesson"];
/** The options among them that are switches, reported as booleans. */
const SWITCH_OPTIONS = ["grouped", "tree", "compare", "lesson"];

/**
 * The options that differ between two states of a view (its params, an element's options), as
 * the details of the `option` events that report them: `{ name, value }`, switches as booleans,
 * the speed as events per second.
 * Only `view` and the options the view describes (its class's `reflected`) are compared; after
 * a change of view, only the view is.
 * @param {Record<string, any>} before
 * @param {Record<string, any>} after
 * @param {readonly string[]} described
 * @returns {{ name: string, value: string | boolean }[]}
 */
export function optionChanges(before, after, described) {
  const value = (name, state) => (SWITCH_OPTIONS.includes(name) ? Boolean(state[name]) : (state[name] ?? ""));
  const names = before.view !== after.view ? ["view"] : OPTIONS.filter((name) => described.includes(name));
  return names.filter((name) => value(name, before) !== value(name, after)).map((name) => ({ name, value: value(name, after) }));
}

/** Flat [row, col, row, col, …] to [[row, col], …]. */
export function pairsOf(flat) {
  const pairs = [];
  for (let i = 0; i + 1 < flat.length; i += 2) pairs.push([flat[i], flat[i + 1]]);
  return pairs;
}

/** True when two boards (n and flat queens) hold the same queens, in any order. */
export function sameBoard(a, b) {
  if (a.n !== b.n || a.queens.length !== b.queens.length) return false;
  const key = (flat) => pairsOf(flat).map(([r, c]) => r * a.n + c).sort((x, y) => x - y).join();
  return key(a.queens) === key(b.queens);
}

/** Calls `onWidth` with the element's width whenever it changes; returns a disposer. */
export function observeSize(element, onWidth) {
  let last = -1;
  const observer = new ResizeObserver(() => {
    const width = element.clientWidth;
    if (width !== last) {
      last = width;
      onWidth(width);
    }
  });
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * Carries out a command (a postMessage command or an element method) on a view: unknown names
 * and failures become an `error` event with the command and the reason, never an exception in
 * the embedding page. Resolves true when the command was carried out.
 * @returns {Promise<boolean>}
 */
export async function runCommand(view, name, args, emit) {
  const known = view?.constructor.commands ?? [];
  try {
    if (!known.includes(name)) {
      throw new Error(`'${String(name).slice(0, 40)}' is not a command of this view (${known.join(", ") || "none"})`);
    }
    await view.command(name, args && typeof args === "object" ? args : {});
    return true;
  } catch (error) {
    emit("error", { command: String(name).slice(0, 40), message: String(error?.message ?? error) });
    return false;
  }
}

/**
 * Checks queens given as [[row, col], …] by a command or a method; returns them flat, or throws
 * an Error that says what is wrong.
 */
export function checkQueens(queens, n) {
  if (!Array.isArray(queens)) throw new Error("queens must be a list of [row, col] pairs");
  if (queens.length > n * n) throw new Error(`a ${n}×${n} board holds at most ${n * n} queens`);
  const flat = [];
  for (const pair of queens) {
    const [row, col] = Array.isArray(pair) && pair.length === 2 ? pair : [NaN, NaN];
    if (![row, col].every((v) => Number.isInteger(v) && v >= 0 && v < n)) {
      throw new Error(`${JSON.stringify(pair)?.slice(0, 20)} is not a [row, col] square of the ${n}×${n} board`);
    }
    flat.push(row, col);
  }
  return flat;
}
