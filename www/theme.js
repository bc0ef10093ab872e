// Themes (the core's names: info().themes): "auto" follows the reader's system, "light" and
// "dark" override it. The page and every element resolve a choice here, so there is one rule;
// the renderer caches colours by `version`, which moves whenever any theme in the realm changes.

const system = matchMedia("(prefers-color-scheme: dark)");
const reduced = matchMedia("(prefers-reduced-motion: reduce)");
let version = 0;

/** Bumped on every theme change, so canvases re-read their colours once, not on every draw. */
export const themeVersion = () => version;

/** True when the reader asked for less motion: animation becomes single instant steps. */
export const reducedMotion = () => reduced.matches;

/**
 * Keeps `node`'s `data-theme` at the effective theme ("light" or "dark") of `choice` and calls
 * `onChange` after each change. Returns a setter for a new choice and a disposer.
 * @param {HTMLElement} node
 * @param {string} choice
 * @param {(effective: string) => void} [onChange]
 */
export function bindTheme(node, choice, onChange = () => {}) {
  const valid = (name) => (name === "light" || name === "dark" ? name : "auto");
  let current = valid(choice);
  const apply = () => {
    const effective = current === "auto" ? (system.matches ? "dark" : "light") : current;
    if (node.dataset.theme === effective) return;
    node.dataset.theme = effective;
    version++;
    onChange(effective);
  };
  const onSystem = () => current === "auto" && apply();
  system.addEventListener("change", onSystem);
  apply();
  return {
    set(next) {
      current = valid(next);
      apply();
    },
    get choice() {
      return current;
    },
    dispose() {
      system.removeEventListener("change", onSystem);
    },
  };
}
