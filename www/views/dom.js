// Builds a view's DOM from a static template. Views live in the page, in frames and in shadow
// roots, several at a time, so nothing is found by a document-wide id: each template names its
// parts with `data-part`, and `{id}` becomes a prefix unique to this instance for the ids that
// labels and aria-describedby need. Templates are constants written here, never user text.
let instances = 0;

/**
 * Fills `root` with `html` and returns a lookup of its parts by name. Parts are collected at once,
 * so a view nested later inside (Solutions holds a Play board) never shadows them.
 * @param {HTMLElement} root
 * @param {string} html
 */
export function build(root, html) {
  const prefix = `nq${++instances}-`;
  const template = document.createElement("template");
  template.innerHTML = html.replaceAll("{id}", prefix);
  const parts = new Map();
  for (const node of template.content.querySelectorAll(/** @type {"input"} */ ("[data-part]"))) parts.set(node.dataset.part, node);
  root.replaceChildren(template.content);
  return (name) => {
    const node = parts.get(name);
    if (!node) throw new Error(`no part '${name}' in this view`);
    return node;
  };
}

export const fmt = (value) => Number(value).toLocaleString("en-US");

/**
 * Fills a <select> with the core's names (`values`), each shown in `words` where it has words
 * (a name the page has no words for yet shows as itself).
 * @param {HTMLSelectElement} select
 * @param {readonly string[]} values
 * @param {Record<string, string>} words
 */
export function fillOptions(select, values, words) {
  select.replaceChildren(...values.map((value) => new Option(words[value] ?? value, value)));
}

/**
 * A figure's name that shows its definition on hover and on keyboard focus (a tooltip, also its
 * accessible description; Escape hides it, WCAG 1.4.13). `measure` is one of info().measures.
 * @param {{ name: string, label: string, definition: string }} measure
 * @param {string} [label] the word shown, if not the measure's own
 */
export function term(measure, label = measure.label) {
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
  tip.textContent = measure.definition;
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
