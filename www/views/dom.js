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
