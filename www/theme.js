// Themes (the core's names: info().themes): "auto" follows what the reader sees, "light" and
// "dark" override it. The page and every element resolve a choice here, so there is one rule;
// the renderer caches colours by `version`, which moves whenever any theme in the realm changes.
//
// "auto" on the playground's own page is the reader's system setting. An element (or the
// notebook widget) sits in someone else's page, and documentation sites have their own dark
// switch (VitePress's `html.dark`, Docusaurus's and Starlight's `data-theme`, Tailwind's `dark`
// class), so there "auto" follows the page first: the `color-scheme` it declares around the
// element, then the nearest of those switches, then the colour the element sits on, and the
// system only when the page says nothing. It follows the page live: a switch flipped on <html>
// or <body> is seen at once.
//
// Nothing here touches the browser until a theme is bound, so the module imports on a server.

/** What `matchMedia` gives where there is none (a server): never matching, never changing. */
const NO_MEDIA = { matches: false, addEventListener() {}, removeEventListener() {} };
/** @type {{ system: MediaQueryList | typeof NO_MEDIA, reduced: MediaQueryList | typeof NO_MEDIA } | null} */
let queries = null;
const media = () =>
  (queries ??= {
    system: globalThis.matchMedia?.("(prefers-color-scheme: dark)") ?? NO_MEDIA,
    reduced: globalThis.matchMedia?.("(prefers-reduced-motion: reduce)") ?? NO_MEDIA,
  });
let version = 0;

/** Bumped on every theme change, so canvases re-read their colours once, not on every draw. */
export const themeVersion = () => version;

/** True when the reader asked for less motion: animation becomes single instant steps. */
export const reducedMotion = () => media().reduced.matches;

/** Attributes that name a page's scheme, with the values that mean dark and light.
 * @type {[string, Record<string, string>][]} */
const SWITCHES = [
  ["data-theme", { dark: "dark", light: "light" }], // Docusaurus, Starlight, daisyUI, many more
  ["data-bs-theme", { dark: "dark", light: "light" }], // Bootstrap 5.3
  ["data-jp-theme-light", { false: "dark", true: "light" }], // JupyterLab, on <body>
];
/** Classes that name it: Tailwind's and VitePress's `dark`, VS Code's notebook outputs. */
const CLASSES = { dark: "dark", light: "light", "vscode-dark": "dark", "vscode-high-contrast": "dark", "vscode-light": "light", "vscode-high-contrast-light": "light" };

/** The node's parent, across a shadow root's boundary to its host. */
function up(node) {
  if (node.parentElement) return node.parentElement;
  const root = node.getRootNode?.();
  return root && root !== node && "host" in root ? /** @type {ShadowRoot} */ (root).host : null;
}

/** "light" or "dark" from the nearest switch on `host` or around it, or "". */
function switchOf(host) {
  for (let node = host; node; node = up(node)) {
    for (const [name, values] of SWITCHES) {
      const scheme = values[node.getAttribute(name)?.trim().toLowerCase() ?? ""];
      if (scheme) return scheme;
    }
    for (const name of node.classList) if (CLASSES[name]) return CLASSES[name];
  }
  return "";
}

/** The colour the element sits on: the first ancestor's background that mostly hides what is
 * behind it; "dark" or "light", or "" when every one is transparent (the canvas shows). */
function backgroundOf(host) {
  for (let node = up(host); node; node = up(node)) {
    const match = getComputedStyle(node).backgroundColor.match(/[\d.]+/g);
    if (!match || (match.length > 3 && Number(match[3]) < 0.5)) continue;
    // Relative luminance (WCAG); dark when white text would contrast more than black.
    const [r, g, b] = match.slice(0, 3).map((c) => {
      const v = Number(c) / 255;
      return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    return 1.05 / (luminance + 0.05) > (luminance + 0.05) / 0.05 ? "dark" : "light";
  }
  return "";
}

/**
 * The scheme the page shows around `host`: the `color-scheme` declared for it (inherited, so
 * the page's own or a container's), else the nearest dark/light switch, else the colour it sits
 * on; "" when the page says nothing.
 * @param {Element} host
 */
export function pageScheme(host) {
  const declared = getComputedStyle(host).colorScheme.split(/\s+/).filter((word) => word !== "only");
  if (declared.length === 1 && (declared[0] === "dark" || declared[0] === "light")) return declared[0];
  return switchOf(host) || backgroundOf(host);
}

/** Where sites flip their dark switch: <html> and <body>, their classes, attributes and style. */
const WATCHED = ["class", "style", ...SWITCHES.map(([name]) => name)];

/**
 * Keeps `node`'s `data-theme` at the effective theme ("light" or "dark") of `choice` and calls
 * `onChange` after each change. Returns a setter for a new choice and a disposer.
 * @param {HTMLElement} node
 * @param {string} choice
 * @param {(effective: string) => void} [onChange]
 * @param {{ host?: Element }} [options] host: the element in someone else's page whose
 *   surroundings "auto" follows (see pageScheme); without it "auto" is the system's setting
 */
export function bindTheme(node, choice, onChange = () => {}, { host } = {}) {
  const valid = (name) => (name === "light" || name === "dark" ? name : "auto");
  let current = valid(choice);
  const apply = () => {
    const auto = () => (host && pageScheme(host)) || (media().system.matches ? "dark" : "light");
    const effective = current === "auto" ? auto() : current;
    if (node.dataset.theme === effective) return;
    node.dataset.theme = effective;
    version++;
    onChange(effective);
  };
  const recheck = () => current === "auto" && apply();
  media().system.addEventListener("change", recheck);
  // Another page's switch, seen as it flips (only elements follow a page; the page follows
  // its reader's system).
  const observer = host ? new MutationObserver(recheck) : null;
  for (const watched of [document.documentElement, document.body]) {
    if (watched) observer?.observe(watched, { attributes: true, attributeFilter: WATCHED });
  }
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
      media().system.removeEventListener("change", recheck);
      observer?.disconnect();
    },
  };
}
