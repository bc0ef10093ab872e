// What a view needs from whoever shows it (the page, a frame, an element) and the small rules
// every view shares. A view never reaches past its root: it reports through `emit`, asks for
// its board size through `boardSize`, and hands over to another view through `open` (only the
// page has other views to open).

/** @typedef {typeof import("../../../nqueens-wasm.js")} Api the wasm bindings (see wasm.js) */
/** @typedef {import("../../../nqueens-wasm.js").Picture} Picture */
/** @typedef {import("../../url.js").State} State what a link or an element's attributes ask for */
/** @typedef {import("../../../nqueens-wasm.js").Command} CommandName a command, by the core's name */

/**
 * @typedef {object} Host
 * @property {Api} api the wasm bindings (loaded once per realm by wasm.js)
 * @property {(type: string, detail: object) => void} emit tells the embedder: change, solved, step
 * @property {(canvas: HTMLCanvasElement, width: number) => number} boardSize the side of a board
 *   that fits `width` CSS pixels here
 * @property {() => void} [remember] the state changed (the page writes it to the address)
 * @property {(view: string, params: object) => void} [open] switch to another view (page only)
 * @property {boolean} [globalKeys] keys anywhere on the page drive the view (the page's Step view)
 * @property {{ get(name: string): string | null, set(name: string, value: string): void }} [kept]
 *   the reader's choices the page keeps across visits, as it keeps the language and the theme
 *   (the code panel's language); an element keeps none of the host page's storage
 * @property {import("../../message.js").Formatter} words the reader's language (a getter: it
 *   changes when the language does, and the host then calls the view's `relabel`)
 */

/**
 * What every view offers whoever shows it: the Host's side of the contract. A view class is
 * built as `new View(root, host)`, builds itself inside `root` (or, for the page's own Count
 * and Huge, on the page's markup there) and declares the commands it carries out, which are the
 * core's for its view (`VIEW_RULES[view].commands` in names.js; the others are refused by
 * runCommand below).
 * @typedef {object} View
 * @property {(state: State, options?: object) => Message[] | undefined} apply shows a whole state (a
 *   link's, or an element's attributes when it first shows the view); returns notes about
 *   anything it ignored
 * @property {() => Record<string, unknown>} params what a link needs to reopen the view as it is
 * @property {() => void} leave another view is shown instead (the page): what runs for this one
 *   may stop
 * @property {() => void} [fit] the space the view has changed: it sizes its board again
 * @property {() => void} [draw] the theme changed: it redraws its board
 * @property {() => void} [relabel] the language changed (host.words): it says every word again,
 *   keeping its board, position and running work
 */

/** A sentence as data: a message id of the catalogs and its arguments (lang.js renders it).
 * @typedef {{ id: string, args?: Record<string, any> }} Message */

/**
 * What the views every embedding shows (Play, Solutions, Step) offer on top of View: the
 * element and the frame apply attributes one by one, report events, run commands and release
 * the view when it leaves the page.
 * @typedef {object} EmbeddedViewMembers
 * @property {number} n the board's side now
 * @property {(state: State, changed: Set<string>) => Message[]} update applies only the options
 *   in `changed` (an element's attribute changes); returns notes
 * @property {() => { n: number, queens: number[][] }} describe what `ready` and `change` say
 * @property {() => boolean} isSolved whether the board shown is a solution (the element's `solved`)
 * @property {() => string} interrupted what was running when the view left the page: a message
 *   id, or ""
 * @property {(id: string | Message, args?: object) => void} say shows a message in the view's
 *   result line
 * @property {(name: CommandName, args: Record<string, any>) => unknown} command carries out one
 *   of the view's commands; throws with the reason when it cannot
 * @property {() => void} destroy stops everything the view started and lets it go
 * @property {() => void} fit
 * @property {() => void} draw
 * @typedef {View & EmbeddedViewMembers} EmbeddedView
 */

/**
 * A view's class: built with its root and its host, with the core's commands for its view and
 * the options its state writes back to an element's attributes (`reflected`, embedded views).
 * @typedef {{ new (root: HTMLElement, host: Host): View, commands: readonly string[], reflected?: readonly string[] }} ViewClass
 * @typedef {{ new (root: HTMLElement, host: Host): EmbeddedView, commands: readonly string[], reflected: readonly string[] }} EmbeddedViewClass
 */

import { errorWords, WordsError } from "../../lang.js";

/** The options a reader changes through a view's own controls besides N, the queens and the
 * step position (which have their own events, `change` and `step`): each change is reported by
 * one `option` event, so a host can bind every option both ways. */
export const OPTIONS = ["view", "strategy", "speed", "grouped", "tree", "compare", "lesson", "code-lang"];
/** The options among them that are switches, reported as booleans. */
const SWITCH_OPTIONS = ["grouped", "tree", "compare"];

/** An option's value as its `option` event reports it: switches as booleans, the lesson as
 * what opened it (a shipped lesson's name, a URL, its JSON or packed text) or false for none. */
function optionValue(name, state) {
  if (SWITCH_OPTIONS.includes(name)) return Boolean(state[name]);
  if (name === "lesson") return state.lesson ? String(state.lesson) : false;
  return state[name] ?? "";
}

/**
 * The options that differ between two states of a view (its params, an element's options), as
 * the details of the `option` events that report them: `{ name, value }` (see optionValue), the
 * speed as events per second.
 * Only `view` and the options the view describes (its class's `reflected`) are compared; after
 * a change of view, only the view is.
 * @param {Record<string, any>} before
 * @param {Record<string, any>} after
 * @param {readonly string[]} described
 * @returns {{ name: string, value: string | boolean }[]}
 */
export function optionChanges(before, after, described) {
  const value = optionValue;
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
      throw new WordsError("command.unknown", { command: String(name).slice(0, 40), known: known.length ? known : [{ id: "none", args: {} }] });
    }
    await view.command(name, args && typeof args === "object" ? args : {});
    return true;
  } catch (error) {
    // The reason in the reader's words.
    const words = errorWords(error);
    const formatter = view?.host?.words;
    emit("error", { command: String(name).slice(0, 40), message: formatter ? formatter.message(words) : String(error?.message ?? error) });
    return false;
  }
}

/**
 * The queens a link or an attribute gives (`queens`, in the core's code) on an n×n board, flat;
 * none where there are none or where the code cannot be read, which a note then says (every
 * view reads them this one way).
 * @param {Api} api
 * @param {number} n
 * @param {string | undefined} queens
 * @param {Message[]} notes where the note goes
 * @returns {number[]}
 */
export function decodeQueens(api, n, queens, notes) {
  if (!queens) return [];
  try {
    return Array.from(api.decodeQueens(n, queens));
  } catch (error) {
    notes.push({ id: "note.queens", args: { value: JSON.stringify(queens.slice(0, 40)), reason: errorWords(error) } });
    return [];
  }
}

/**
 * Checks queens given as [[row, col], …] by a command or a method; returns them flat, or throws
 * an Error that says what is wrong.
 */
export function checkQueens(queens, n) {
  if (!Array.isArray(queens)) throw new WordsError("queens.not-a-list");
  if (queens.length > n * n) throw new WordsError("queens.too-many", { n, most: n * n });
  const flat = [];
  for (const pair of queens) {
    const [row, col] = Array.isArray(pair) && pair.length === 2 ? pair : [NaN, NaN];
    if (![row, col].every((v) => Number.isInteger(v) && v >= 0 && v < n)) {
      throw new WordsError("queens.not-a-square", { pair: String(JSON.stringify(pair)).slice(0, 20), n });
    }
    flat.push(row, col);
  }
  return flat;
}
