// The views' stylesheet: the palette, the element's shell and every rule the Play, Solutions
// and Step views need, as one constructed CSSStyleSheet. The page adopts it on its document
// (beside its own sheet, styles/page.js) and every <nqueens-board> adopts the same object in its
// shadow root, so the rules exist once per page and an element carries none of the page's.
// A constructed sheet is not subject to a page's `style-src`, so it works under a strict Content
// Security Policy (no <style>, no inline style attributes) wherever the module itself may load.
//
// Selectors never rely on where they live: `.nq` carries the palette (on <html> for the page, on
// the element's wrapper in its shadow root), `data-theme` on that same node picks light or dark,
// and `data-controls` on a view picks how many controls it shows. Views lay themselves out by
// their own width (container queries), so a narrow element in a wide page stacks like a phone.
//
// Authors restyle the element from outside through the `--nqueens-*` custom properties (they
// inherit into the shadow root; each palette entry falls back to the theme's own colour) and
// its `part`s; both are listed in custom-elements.json and the README.
//
// The rules themselves sit in .css files beside the views they style (views/<view>/*.css, the
// palette in views/shared/base.css, the Step view's colours in views/step/step.css);
// scripts/styles.mjs bundles them into styles/views.css.js, which this module adopts.
import { CSS } from "./views.css.js";

/** The views' sheet, shared by the page and every element of this realm. Null where there is no
 * CSSOM: a server rendering a page imports this module and draws nothing, and nothing adopts. */
export const viewSheet = /** @type {CSSStyleSheet} */ (globalThis.CSSStyleSheet ? new CSSStyleSheet() : null);
viewSheet?.replaceSync(CSS);

/**
 * Adds sheets to a document or a shadow root, keeping any sheets it already has.
 * @param {Document | ShadowRoot} root
 * @param {CSSStyleSheet[]} sheets
 */
export function adopt(root, sheets = [viewSheet]) {
  const missing = sheets.filter((sheet) => !root.adoptedStyleSheets.includes(sheet));
  if (missing.length) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...missing];
}
