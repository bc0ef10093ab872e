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
const CSS = String.raw`
.nq {
  color-scheme: light;
  --bg: #f7f5f0;
  --fg: var(--nqueens-text, #1d1d1f);
  --muted: var(--nqueens-muted-text, #5b5b63);
  --panel: var(--nqueens-background, #ffffff);
  --border: var(--nqueens-border, #d4d0c8);
  --accent: var(--nqueens-accent, #2457c5);
  --on-accent: #ffffff;
  --error: #b3261e;
  --sq-light: var(--nqueens-square-light, #f0d9b5);
  --sq-dark: var(--nqueens-square-dark, #b58863);
  --sq-attacked: var(--nqueens-attacked-square, rgba(214, 40, 40, 0.14));
  --sq-attacked-mark: var(--nqueens-attack-mark, rgba(176, 24, 24, 0.7));
  --solved: var(--nqueens-solved, #1e8e3e);
  --queen: var(--nqueens-queen, #1f1f1f);
  --queen-edge: var(--nqueens-queen-outline, #fafafa);
  --queen-attacking: var(--nqueens-attacking-queen, #c81e1e);
  --pair-line: var(--nqueens-attack-line, rgba(200, 30, 30, 0.8));
  --cursor: var(--nqueens-focus, #1565ff);
  --label: #5b5b63;
  --cross-grey: #6b6b6b;
  --cross-red: #d32f2f;
  --cross-bounds: #e07b00;
  --cross-refuted: #7b3fb3;
  --trying: #1565ff;
  --dead-row: rgba(211, 47, 47, 0.22);
  --queen-fixed: #1d4ed8;
  --queen-forced: #4b5563;
  --lesson-mark: #0f7b6c;
  --focus: var(--nqueens-focus, var(--accent));
  font-family: var(--nqueens-font, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif);
  line-height: 1.45;
  color: var(--fg);
}

.nq[data-theme="dark"] {
  color-scheme: dark;
  --focus: var(--nqueens-focus, var(--accent));
  --bg: #16171b;
  --fg: var(--nqueens-text, #ececf1);
  --muted: var(--nqueens-muted-text, #a3a3ad);
  --panel: var(--nqueens-background, #202128);
  --border: var(--nqueens-border, #3a3b44);
  --accent: var(--nqueens-accent, #8ab4ff);
  --on-accent: #16171b;
  --error: #ff8a80;
  --sq-light: var(--nqueens-square-light, #8f9aa8);
  --sq-dark: var(--nqueens-square-dark, #4d5866);
  --sq-attacked: var(--nqueens-attacked-square, rgba(255, 90, 90, 0.16));
  --sq-attacked-mark: var(--nqueens-attack-mark, rgba(255, 140, 140, 0.85));
  --solved: var(--nqueens-solved, #5bd27a);
  --queen: var(--nqueens-queen, #fdfdfd);
  --queen-edge: var(--nqueens-queen-outline, #15161a);
  --queen-attacking: var(--nqueens-attacking-queen, #ff6b6b);
  --pair-line: var(--nqueens-attack-line, rgba(255, 110, 110, 0.9));
  --cursor: var(--nqueens-focus, #ffd54f);
  --label: #a3a3ad;
  --cross-grey: #d0d0d0;
  --cross-red: #ff6b6b;
  --cross-bounds: #ffb74d;
  --cross-refuted: #c9a0ff;
  --trying: #ffd54f;
  --dead-row: rgba(255, 107, 107, 0.28);
  --queen-fixed: #93c5fd;
  --lesson-mark: #4fd1b5;
  --queen-forced: #cbd5e1;
}

* {
  box-sizing: border-box;
}

@media (prefers-reduced-motion: reduce) {
  * {
    transition: none !important;
    animation: none !important;
    scroll-behavior: auto !important;
  }
}

/* ---- the element ------------------------------------------------------------------------- */
:host {
  display: block;
  font-size: 0.95rem;
}

:host([hidden]) {
  display: none;
}

/* Hidden means hidden, whatever display a class gives the element (panels, slots, buttons). */
[hidden] {
  display: none !important;
}

.element {
  background: var(--panel);
  border: 1px solid var(--border);
  border-radius: 10px;
  padding: 0.75rem;
}

.element .note {
  margin: 0 0 0.5rem;
  padding: 0.35rem 0.6rem;
  font-size: 0.85rem;
}

.loading {
  color: var(--muted);
  margin: 0;
}

.note {
  margin: 0.6rem 1.2rem 0;
  padding: 0.5rem 0.8rem;
  border: 1px solid var(--error);
  border-radius: 6px;
  color: var(--error);
  overflow-wrap: anywhere;
}

progress {
  width: min(100%, 40rem);
  height: 1.1rem;
  margin-top: 0.8rem;
  accent-color: var(--accent);
}

/* ---- every view -------------------------------------------------------------------------- */
.nq-view {
  container-type: inline-size;
}

.layout {
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(16rem, 24rem);
  gap: 1.5rem;
  align-items: start;
}

.solutions .layout {
  grid-template-columns: minmax(14rem, 2fr) minmax(0, 3fr);
}

@container (max-width: 760px) {
  .layout {
    grid-template-columns: minmax(0, 1fr);
    gap: 0.6rem;
  }
  /* The gallery sits beside its board for as long as both fit. */
  .solutions .layout {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    gap: 0.8rem;
  }
}

@container (max-width: 500px) {
  .solutions .layout {
    grid-template-columns: minmax(0, 1fr);
  }
}

.board-frame {
  width: 100%;
  display: flex;
  justify-content: center;
}

.board {
  display: block;
  touch-action: manipulation;
  border-radius: 4px;
}

.board:focus-visible {
  outline: 3px solid var(--cursor);
  outline-offset: 3px;
}

.status {
  font-size: 1.05rem;
  font-weight: 600;
  min-height: 1.5em;
  margin: 0.7rem 0 0.2rem;
  text-align: center;
}

.cursor-info {
  color: var(--muted);
  min-height: 1.4em;
  margin: 0;
  text-align: center;
}

.cursor-info:empty {
  min-height: 0;
}

.cursor-info.kept:empty {
  min-height: 1.4em;
}

fieldset {
  border: 1px solid var(--border);
  border-radius: 8px;
  background: var(--panel);
  margin: 0 0 1rem;
  padding: 0.7rem 0.9rem 0.9rem;
  min-inline-size: 0;
}

legend {
  font-weight: 600;
  padding: 0 0.3rem;
}

label {
  margin-right: 0.4rem;
}

input,
select,
textarea,
button {
  font: inherit;
  color: inherit;
  background: var(--bg);
  border: 1px solid var(--border);
  border-radius: 6px;
  padding: 0.3rem 0.5rem;
  max-width: 100%;
}

input[aria-invalid="true"] {
  border-color: var(--error);
  outline-color: var(--error);
}

button {
  cursor: pointer;
  background: var(--panel);
  min-height: 2.2rem;
}

button:hover:not(:disabled) {
  border-color: var(--accent);
}

button:disabled {
  opacity: 0.55;
  cursor: default;
}

button:focus-visible,
input:focus-visible,
select:focus-visible,
textarea:focus-visible,
a:focus-visible,
summary:focus-visible {
  outline: 3px solid var(--focus);
  outline-offset: 2px;
}

.number {
  width: 5.5rem;
}

.quick {
  display: inline-flex;
  flex-wrap: wrap;
  gap: 0.3rem;
  margin-top: 0.5rem;
}

.quick button {
  min-width: 2.4rem;
}

.buttons {
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  margin-top: 0.6rem;
}

.field-message {
  color: var(--error);
  margin: 0.4rem 0 0;
  font-size: 0.92rem;
}

.field-message:empty {
  display: none;
}

.result {
  margin: 0.6rem 0 0;
  min-height: 1.4em;
}

.text-io {
  border: 1px solid var(--border);
  border-radius: 8px;
  background: var(--panel);
  padding: 0.6rem 0.9rem;
}

.text-io summary {
  cursor: pointer;
  font-weight: 600;
  /* WCAG 2.2 target size: at least 24 px tall. */
  min-height: 1.75rem;
  padding: 0.15rem 0;
}

.text-io textarea {
  display: block;
  width: 100%;
  margin-top: 0.5rem;
  font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace;
  font-size: 0.9rem;
}

.visually-hidden {
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
}

.hint {
  color: var(--muted);
  font-size: 0.92rem;
}

.hint:empty {
  display: none;
}

.summary {
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  min-height: 1.4em;
}

.completions progress {
  display: block;
  width: 100%;
  margin-top: 0.6rem;
}

/* ---- the 4-queens lesson (Step view) ------------------------------------------------------ */
.lesson {
  border: 2px solid var(--accent);
  border-radius: 8px;
  background: var(--panel);
  padding: 0.5rem 0.9rem 0.7rem;
  margin-top: 0.6rem;
}

.lesson h3 {
  font-size: 1rem;
  margin: 0 0 0.2rem;
}

.lesson-question {
  font-weight: 600;
  margin: 0.3rem 0;
}

.lesson-feedback:empty,
.lesson-explanation:empty,
.lesson-text:empty {
  display: none;
}

.lesson-text {
  font-weight: 600;
  margin: 0.3rem 0;
  white-space: pre-line;
}

.lesson-progress {
  margin: 0;
}

.lesson-feedback {
  margin: 0.4rem 0 0.2rem;
}

.lesson-explanation,
.lesson-hint {
  margin: 0.2rem 0;
  color: var(--muted);
}

.lesson-answer {
  margin: 0.4rem 0;
}

.lesson-answer .hint {
  margin: 0 0 0.3rem;
}

.lesson-square,
.lesson-number,
.lesson-language {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.4rem;
  margin: 0.2rem 0;
}

.lesson-options button {
  text-align: start;
}

.lesson-nav {
  margin-top: 0.5rem;
}

.lesson [hidden] {
  display: none !important;
}

/* "Why is this square crossed?": the sentence under a board keeps a line, so a board pointed
   at never pushes the controls below it. */
.cursor-info.why {
  min-height: 1.45em;
  display: block;
}

/* ---- search tree (Step view) ------------------------------------------------------------- */
.tree-panel h3 {
  font-size: 1rem;
  margin: 0.6rem 0 0.3rem;
}

.tree {
  display: block;
  width: 100%;
  height: 260px;
  border: 1px solid var(--border);
  border-radius: 6px;
  background: var(--panel);
  touch-action: none;
  cursor: pointer;
}

.tree:focus-visible {
  outline: 3px solid var(--cursor);
  outline-offset: 2px;
}

.tree-tools {
  display: flex;
  gap: 0.3rem;
  margin-top: 0.4rem;
}

.tree-tools button {
  min-width: 2.4rem;
}

.tree-text {
  color: var(--muted);
  font-size: 0.9rem;
  margin: 0.3rem 0 0;
}

/* ---- strategies side by side (Step view) ---------------------------------------------------- */
.compare-slot {
  margin-top: 1rem;
}

.compare {
  border: 1px solid var(--border);
  border-radius: 8px;
  background: var(--panel);
  padding: 0.7rem 0.9rem 0.9rem;
}

.compare h3 {
  font-size: 1.05rem;
  margin: 0 0 0.5rem;
}

.compare-form {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.4rem 0.6rem;
}

.table-scroll {
  overflow-x: auto;
  margin-top: 0.6rem;
}

.compare table {
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  width: 100%;
}

.compare caption {
  text-align: left;
  color: var(--muted);
  padding-bottom: 0.3rem;
}

.compare th,
.compare td {
  border-bottom: 1px solid var(--border);
  padding: 0.3rem 0.6rem;
  text-align: right;
  white-space: nowrap;
}

.compare th[scope="row"],
.compare thead th:first-child,
.compare td[data-key="first"],
.compare thead th:last-child {
  text-align: left;
}

.bars {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: 0.4rem 1.5rem;
  margin-top: 0.8rem;
}

.bar-title {
  font-weight: 600;
  margin: 0 0 0.2rem;
}

.bar-line {
  display: grid;
  grid-template-columns: 9.5rem minmax(0, 1fr) 5rem;
  align-items: center;
  gap: 0.5rem;
  font-size: 0.88rem;
}

.bar-track {
  display: block;
  height: 0.8rem;
}

.bar {
  display: block;
  height: 100%;
  min-width: 2px;
  border-radius: 2px;
  background: var(--accent);
}

.bar.backtracking {
  background: var(--cross-grey);
}

.bar.lookup {
  background: var(--cross-bounds);
}

.bar.cp-first-fail {
  background: var(--cross-refuted);
}

.bar-value {
  text-align: right;
  font-variant-numeric: tabular-nums;
}

.filter {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.3rem 0.6rem;
  margin: 0.3rem 0;
}

/* Control levels: the board alone, a compact bar, or everything. */
[data-controls="compact"] .secondary,
[data-controls="none"] .secondary,
[data-controls="none"] .control {
  display: none !important;
}

[data-controls="compact"] .actions legend,
[data-controls="compact"] .view-title {
  display: none;
}

[data-controls="compact"] fieldset {
  margin-bottom: 0.4rem;
  padding: 0.3rem 0.6rem 0.5rem;
}

/* ---- Solutions --------------------------------------------------------------------------- */
.solutions-form,
.pager,
.export {
  display: flex;
  align-items: center;
  gap: 0.5rem;
  flex-wrap: wrap;
}

.toggle {
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
}

.range {
  color: var(--muted);
  font-variant-numeric: tabular-nums;
}

.gallery {
  list-style: none;
  padding: 0;
  margin: 0.8rem 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
}

.gallery.grouped {
  display: block;
}

.thumb {
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.2rem;
  padding: 0.3rem;
  background: var(--panel);
}

.thumb[aria-current="true"] {
  border-color: var(--accent);
  box-shadow: inset 0 0 0 1px var(--accent);
}

.thumb canvas {
  display: block;
}

.thumb span {
  font-size: 0.78rem;
  color: var(--muted);
  max-width: 9rem;
  text-align: center;
}

.class-card {
  border: 1px solid var(--border);
  border-radius: 8px;
  padding: 0.3rem 0.7rem 0.6rem;
  margin-bottom: 0.6rem;
  background: var(--panel);
}

.class-card h3 {
  font-size: 0.95rem;
  margin: 0.3rem 0 0.5rem;
}

.members {
  list-style: none;
  padding: 0;
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
}

.members .thumb {
  width: 7.6rem;
}

/* ---- Step -------------------------------------------------------------------------------- */
.narration {
  min-height: 3em;
  margin: 0.7rem 0;
  font-size: 1.02rem;
  text-align: center;
}

.step-form,
.transport,
.sliders {
  display: flex;
  align-items: center;
  gap: 0.45rem;
  flex-wrap: wrap;
}

.transport {
  margin: 0.2rem 0 0.8rem;
}

.sliders input[type="range"] {
  flex: 1 1 8rem;
  min-width: 0;
}

.sliders label {
  min-width: 4.5rem;
}

.sliders .hint {
  min-width: 6rem;
  font-variant-numeric: tabular-nums;
}

.stats {
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: 0.3rem;
  margin: 0.9rem 0 0.5rem;
}

.stats div {
  background: var(--panel);
  border: 1px solid var(--border);
  border-radius: 6px;
  padding: 0.25rem 0.2rem;
  text-align: center;
  min-width: 0;
}

.stats dt {
  font-size: 0.75rem;
  color: var(--muted);
  overflow: hidden;
  text-overflow: ellipsis;
}

.stats dd {
  margin: 0;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
}

.solution-line {
  min-height: 1.4em;
  font-weight: 600;
  overflow-wrap: anywhere;
}

.legend {
  list-style: none;
  padding: 0;
  margin: 0.6rem 0 0;
  font-size: 0.86rem;
  color: var(--muted);
}

.legend li {
  display: flex;
  align-items: center;
  gap: 0.45rem;
  margin: 0.15rem 0;
}

.swatch {
  display: inline-block;
  flex: none;
  width: 1.1rem;
  text-align: center;
  font-weight: 800;
  font-size: 1.05rem;
}

.swatch.box {
  height: 1rem;
  border: 2px solid transparent;
  border-radius: 2px;
}

.swatch.dot {
  width: 0.8rem;
  height: 0.8rem;
  border-radius: 50%;
}

.swatch.grey {
  color: var(--cross-grey);
}
.swatch.red {
  color: var(--cross-red);
}
.swatch.bounds {
  color: var(--cross-bounds);
}
.swatch.refuted {
  color: var(--cross-refuted);
}
.swatch.trying {
  border-color: var(--trying);
}
.swatch.dead {
  background: var(--dead-row);
}
.swatch.dot.fixed {
  background: var(--queen-fixed);
}
`;

/** The views' sheet, shared by the page and every element of this realm. */
export const viewSheet = new CSSStyleSheet();
viewSheet.replaceSync(CSS);

/**
 * Adds sheets to a document or a shadow root, keeping any sheets it already has.
 * @param {Document | ShadowRoot} root
 * @param {CSSStyleSheet[]} sheets
 */
export function adopt(root, sheets = [viewSheet]) {
  const missing = sheets.filter((sheet) => !root.adoptedStyleSheets.includes(sheet));
  if (missing.length) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...missing];
}
