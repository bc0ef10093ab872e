// Builds a view's DOM from a static template. Views live in the page, in frames and in shadow
// roots, several at a time, so nothing is found by a document-wide id: each template names its
// parts with `data-part`, and `{id}` becomes a prefix unique to this instance for the ids that
// labels and aria-describedby need. Templates are constants written here, never user text.
import { translate } from "../../lang.js";

let instances = 0;

/**
 * Fills `root` with `html` and returns a lookup of its parts by name. Parts are collected at once,
 * so a view nested later inside (Solutions holds a Play board) never shadows them.
 * Its words (`data-t` and `data-t-<attr>` message ids, see lang.js) are put in place in `words`.
 * @param {HTMLElement} root
 * @param {string} html
 * @param {import("../../message.js").Formatter} [words]
 */
export function build(root, html, words) {
  const prefix = `nq${++instances}-`;
  const template = document.createElement("template");
  template.innerHTML = html.replaceAll("{id}", prefix);
  const parts = new Map();
  for (const node of template.content.querySelectorAll(/** @type {"input"} */ ("[data-part]"))) parts.set(node.dataset.part, node);
  if (words) translate(/** @type {any} */ (template.content), words);
  root.replaceChildren(template.content);
  return (name) => {
    const node = parts.get(name);
    if (!node) throw new Error(`no part '${name}' in this view`);
    return node;
  };
}

export const fmt = (value) => Number(value).toLocaleString("en-US");

/**
 * Fills a <select> with the core's names (`values`), each shown by its message in `names` (a
 * message or a message id) rendered in `words`; a name with none shows as itself. The choice
 * `keep` stays chosen.
 * @param {HTMLSelectElement} select
 * @param {readonly string[]} values
 * @param {Record<string, string | { id: string, args?: object }>} names
 * @param {import("../../message.js").Formatter} words
 * @param {string} [keep]
 */
export function fillOptions(select, values, names, words, keep) {
  const text = (value) => {
    const name = names[value];
    if (!name) return value;
    return typeof name === "string" ? words.format(name) : words.message(name);
  };
  select.replaceChildren(...values.map((value) => new Option(text(value), value)));
  if (keep !== undefined) select.value = keep;
}

/**
 * A figure's name that shows its definition on hover and on keyboard focus (a tooltip, also its
 * accessible description; Escape hides it, WCAG 1.4.13). `measure` is one of info().measures.
 * @param {{ name: string, label: any, definition: any }} measure its words as messages
 * @param {import("../../message.js").Formatter} words
 * @param {string} [label] the word shown, if not the measure's own
 */
export function term(measure, words, label = words.message(measure.label)) {
  const id = `nq-term-${++instances}`;
  const wrap = document.createElement("span");
  wrap.className = "has-tip";
  const button = document.createElement("button");
  button.type = "button";
  button.className = "term";
  button.dataset.measure = measure.name;
  button.textContent = label;
  button.setAttribute("aria-describedby", id);
  const tip = document.createElement("span");
  tip.className = "tip";
  tip.id = id;
  tip.setAttribute("role", "tooltip");
  tip.replaceChildren(words.nodes(measure.definition, tip.ownerDocument));
  button.addEventListener("keydown", (event) => {
    if (event.key === "Escape") wrap.classList.add("tip-dismissed");
  });
  // Shown by CSS on hover and focus; here it is only kept inside the window.
  const show = () => {
    wrap.classList.remove("tip-dismissed");
    wrap.style.setProperty("--tip-left", "0px");
    requestAnimationFrame(() => {
      const box = tip.getBoundingClientRect();
      if (!box.width) return;
      let shift = 0;
      if (box.right > window.innerWidth - 8) shift = window.innerWidth - 8 - box.right;
      if (box.left + shift < 8) shift = 8 - box.left;
      wrap.style.setProperty("--tip-left", `${Math.round(shift)}px`);
    });
  };
  button.addEventListener("focus", show);
  wrap.addEventListener("pointerenter", show);
  wrap.append(button, tip);
  return wrap;
}

/** The measures by name, from the core's info(). */
export function measuresOf(info) {
  return Object.fromEntries(info.measures.map((m) => [m.name, m]));
}

/**
 * Fills a <dl> with one figure per measure name: its term (the definition on hover and focus)
 * and a <dd> for its value, each pair in a <div data-measure>. Returns the <dd>s by name.
 * @param {HTMLElement} dl
 * @param {Record<string, { name: string, label: any, definition: any }>} measures
 * @param {string[]} names
 * @param {import("../../message.js").Formatter} words
 */
export function figureList(dl, measures, names, words) {
  /** @type {Record<string, HTMLElement>} */
  const values = {};
  dl.replaceChildren(
    ...names.map((name) => {
      const box = document.createElement("div");
      box.dataset.measure = name;
      const dt = document.createElement("dt");
      dt.append(term(measures[name], words));
      const dd = document.createElement("dd");
      dd.textContent = words.number(0);
      values[name] = dd;
      box.append(dt, dd);
      return box;
    }),
  );
  return values;
}

/**
 * Fills a legend <ul> with its items, [mark, words, only], each with a swatch canvas for the
 * caller to draw (hidden from assistive technology: the words say it). Returns the swatches.
 * @param {HTMLElement} ul
 * @param {(string[])[]} items [mark, message id, only]
 * @param {import("../../message.js").Formatter} words
 * @returns {{ canvas: HTMLCanvasElement, mark: string, li: HTMLLIElement }[]}
 */
export function legendList(ul, items, words) {
  const swatches = items.map(([mark, id, only]) => {
    const li = document.createElement("li");
    li.dataset.mark = mark;
    if (only) li.dataset.only = only;
    const canvas = document.createElement("canvas");
    canvas.className = "swatch";
    canvas.setAttribute("aria-hidden", "true");
    li.append(canvas, words.format(id));
    return { canvas, mark, li };
  });
  ul.replaceChildren(...swatches.map((s) => s.li));
  return swatches;
}

/**
 * Keeps a line that changes with focus or with each move at the tallest it has been at this
 * width: focus leaving the board on a button's mousedown empties the cursor line, and a line that
 * shrank there would move that button before its mouseup, and the click would be lost (in a
 * narrow column the line wraps to two lines). A new width measures afresh, and so does
 * settleHeight once a click has landed. Set through the CSSOM, which a page's `style-src` does
 * not govern.
 * @param {HTMLElement} line
 */
export function holdHeight(line) {
  const width = String(line.clientWidth);
  if (line.dataset.heldAt !== width) {
    line.style.minHeight = "";
    line.dataset.heldAt = width;
  }
  const height = line.getBoundingClientRect().height;
  if (height > (parseFloat(line.style.minHeight) || 0)) line.style.minHeight = `${height}px`;
}

/**
 * Lets a held line take the height of what it says now: called once a click has landed, so the
 * space held for it does not stay empty under a short sentence.
 * @param {HTMLElement} line
 */
export function settleHeight(line) {
  line.style.minHeight = "";
  delete line.dataset.heldAt;
  holdHeight(line);
}
