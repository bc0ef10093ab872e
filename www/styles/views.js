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
  --sq-attacked-mark: var(--nqueens-attack-mark, #761313);
  --solved: var(--nqueens-solved, #064515);
  --on-solved: #ffffff;
  --queen: var(--nqueens-queen, #1f1f1f);
  --queen-edge: var(--nqueens-queen-outline, #fafafa);
  --queen-attacking: var(--nqueens-attacking-queen, #761313);
  --pair-line: var(--nqueens-attack-line, #761313);
  --cursor: var(--nqueens-focus, #0b3d91);
  --label: #5b5b63;
  /* Every mark is at least 3:1 against both square colours (WCAG 1.4.11); kinds differ in
     shape as well (tests/marks.test.mjs checks both). */
  --cross-grey: #3d3d3d;
  --cross-red: #761313;
  --cross-bounds: #6e3300;
  --cross-refuted: #4b1f7a;
  --trying: #0b3d91;
  --dead-row: #761313;
  --dead-row-tint: rgba(211, 47, 47, 0.18);
  --queen-fixed: #123a9c;
  --queen-forced: #374151;
  --tree-edge: #8a8a93;
  --code-lit: #fff1b8;
  --code-string: #8a3b00;
  --lesson-mark: #053f35;
  --focus: var(--nqueens-focus, var(--accent));
  /* No fallback: unset, the custom property leaves the font inherited from the page around. */
  font-family: var(--nqueens-font);
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
  --sq-light: var(--nqueens-square-light, #5b6676);
  --sq-dark: var(--nqueens-square-dark, #384150);
  --sq-attacked: var(--nqueens-attacked-square, rgba(255, 90, 90, 0.16));
  --sq-attacked-mark: var(--nqueens-attack-mark, #ffb0b0);
  --solved: var(--nqueens-solved, #8fe3a5);
  --on-solved: #16171b;
  --queen: var(--nqueens-queen, #fdfdfd);
  --queen-edge: var(--nqueens-queen-outline, #15161a);
  --queen-attacking: var(--nqueens-attacking-queen, #ffb0b0);
  --pair-line: var(--nqueens-attack-line, #ffb0b0);
  --cursor: var(--nqueens-focus, #ffd54f);
  --label: #a3a3ad;
  --cross-grey: #d8d8d8;
  --cross-red: #ffb0b0;
  --cross-bounds: #ffc266;
  --cross-refuted: #e0c0ff;
  --trying: #ffd54f;
  --dead-row: #ffb0b0;
  --dead-row-tint: rgba(255, 107, 107, 0.22);
  --queen-fixed: #a8c8ff;
  --queen-forced: #d8d8d8;
  --tree-edge: #6f7280;
  --code-lit: #3d3a1c;
  --code-string: #ffc266;
  --lesson-mark: #7ff0d6;
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

/* The main action of a group stands out; the rest stay quiet. */
button.primary {
  background: var(--accent);
  border-color: var(--accent);
  color: var(--on-accent);
  font-weight: 600;
}

button.primary:hover:not(:disabled) {
  filter: brightness(1.08);
}

/* A menu as wide as its longest choice, up to its column. */
select.wide {
  width: 100%;
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

.slow-warning {
  border: 1px solid var(--error);
  border-radius: 8px;
  padding: 0.2rem 0.8rem 0.7rem;
  margin-top: 0.5rem;
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
.panel {
  border: 1px solid var(--border);
  border-radius: 8px;
  background: var(--panel);
  padding: 0.5rem 0.9rem 0.7rem;
}

.panel:focus {
  outline: 3px solid var(--focus);
  outline-offset: 2px;
}

.panel-title {
  font-size: 1rem;
  margin: 0 0 0.3rem;
}

.lesson {
  border: 2px solid var(--accent);
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

/* Arrows point the way the words read: backwards is the line's start (left in English, right in
   Persian), onwards its end. They are drawn here, not written in the catalogs, so every language
   gets them the right way round; the empty alternative text keeps them out of the names. */
[data-t="lesson.back"]::before,
[data-t="step.back"]::before {
  content: "◀\a0" / "";
}
[data-t="step.play"]::before {
  content: "▶\a0" / "";
}
[data-t="lesson.continue"]::after,
[data-t="step.forward"]::after {
  content: "\a0▶" / "";
}
:dir(rtl)[data-t="lesson.back"]::before,
:dir(rtl)[data-t="step.back"]::before {
  content: "▶\a0" / "";
}
:dir(rtl)[data-t="step.play"]::before {
  content: "◀\a0" / "";
}
:dir(rtl)[data-t="lesson.continue"]::after,
:dir(rtl)[data-t="step.forward"]::after {
  content: "\a0◀" / "";
}

.lesson [hidden] {
  display: none !important;
}

/* "Why is this square crossed?": a tip beside the square pointed at, over the page, so nothing
   around the board moves while the pointer travels over it. */
.board-frame {
  position: relative;
}

.why-tip {
  position: absolute;
  z-index: 6;
  box-sizing: border-box;
  padding: 0.35rem 0.55rem;
  border: 1px solid var(--border);
  border-radius: 6px;
  background: var(--panel);
  color: var(--fg);
  font-size: 0.85rem;
  line-height: 1.35;
  text-align: start;
  box-shadow: 0 2px 8px rgba(0, 0, 0, 0.25);
  pointer-events: none;
}

.why-tip[hidden] {
  display: none;
}

/* ---- search tree (Step view) ------------------------------------------------------------- */
.tree-head {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.3rem 0.8rem;
  margin-bottom: 0.35rem;
}

.tree-head .panel-title {
  margin: 0;
}

.tree-body {
  display: grid;
  grid-template-columns: minmax(0, 1fr) max-content;
  gap: 0.6rem;
  align-items: start;
}

@container (max-width: 640px) {
  .tree-body {
    grid-template-columns: minmax(0, 1fr);
  }
}

.tree {
  display: block;
  width: 100%;
  height: clamp(150px, calc(100svh - 640px), 460px);
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
  flex-wrap: wrap;
  gap: 0.3rem;
}

.tree-tools button {
  min-width: 2rem;
  min-height: 1.75rem;
  padding: 0.05rem 0.45rem;
}

.tree-figures {
  display: flex;
  flex-wrap: wrap;
  gap: 0 0.8rem;
  margin: 0;
  font-size: 0.86rem;
}

.tree-figures div {
  display: flex;
  align-items: center;
  gap: 0.3rem;
}

.tree-figures dd {
  margin: 0;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
}

.tree-legend {
  margin: 0;
  font-size: 0.8rem;
}

.tree-legend li {
  margin: 0 0 0.05rem;
}

.tree-path {
  font-size: 0.92rem;
  margin: 0.35rem 0 0;
  overflow-wrap: anywhere;
}

.tree-text {
  color: var(--muted);
  font-size: 0.88rem;
  margin: 0.15rem 0 0;
}

/* ---- strategies side by side (Step view) ---------------------------------------------------- */
.compare-form {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.4rem 0.6rem;
}

.compare-status {
  margin: 0.3rem 0 0;
  font-size: 0.92rem;
}

.compare caption {
  font-size: 0.86rem;
}

.table-scroll {
  overflow-x: auto;
  margin-top: 0.4rem;
}

.compare table {
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  width: 100%;
  font-size: 0.86rem;
}

.compare caption {
  text-align: left;
  color: var(--muted);
  padding-bottom: 0.3rem;
}

.compare th,
.compare td {
  border-bottom: 1px solid var(--border);
  padding: 0.15rem 0.4rem 0.25rem;
  text-align: right;
  white-space: nowrap;
}

.compare th[scope="row"],
.compare thead th:first-child,
.compare td[data-key="first"],
.compare thead th:last-child {
  text-align: left;
}

.compare td {
  position: relative;
}

/* The figure drawn as a bar along the bottom of its cell. */
.cell-bar {
  position: absolute;
  left: 0.5rem;
  bottom: 2px;
  height: 4px;
  max-width: calc(100% - 1rem);
  min-width: 2px;
  border-radius: 2px;
  background: var(--accent);
}

.cell-bar.backtracking {
  background: var(--cross-grey);
}

.cell-bar.lookup {
  background: var(--cross-bounds);
}

.cell-bar.cp-first-fail {
  background: var(--cross-refuted);
}

/* ---- a figure's name and its definition (hover and focus) ---------------------------------- */
.has-tip {
  position: relative;
  display: inline-block;
}

.term {
  border: none;
  background: none;
  color: inherit;
  font: inherit;
  padding: 0 0.1rem;
  min-height: 24px;
  min-width: 24px;
  cursor: help;
  text-decoration: underline dotted;
  text-underline-offset: 0.2em;
}

.tip {
  display: none;
  position: absolute;
  z-index: 30;
  top: calc(100% + 4px);
  left: var(--tip-left, 0);
  width: max-content;
  max-width: min(20rem, 86vw);
  padding: 0.45rem 0.6rem;
  border: 1px solid var(--border);
  border-radius: 6px;
  background: var(--panel);
  color: var(--fg);
  font-size: 0.85rem;
  font-weight: 400;
  line-height: 1.4;
  text-align: left;
  white-space: normal;
  box-shadow: 0 4px 14px rgba(0, 0, 0, 0.25);
}

.has-tip:hover .tip,
.term:focus-visible + .tip {
  display: block;
}

.has-tip.tip-dismissed .tip {
  display: none;
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

/* An element's compact bar leaves no empty strip in its tutorial: a result or solution line
 * takes room only once it has words (nothing the reader clicks sits below it there, so nothing
 * moves; a frame keeps the room, since its height is fixed by its host). */
.element [data-controls="compact"] .result:empty,
.element [data-controls="compact"] .solution-line:empty {
  display: none;
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
/* The board, the code and the open panel together on one screen: board and code side by side,
   the step controls under them, the panel under those, the settings and legend beside. */
.step-layout {
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(17rem, 22rem);
  gap: 0.8rem 1.2rem;
  align-items: start;
}

.step-main {
  display: grid;
  grid-template-columns: minmax(0, 0.9fr) minmax(0, 1.1fr);
  grid-template-areas: "board code" "narration narration" "transport transport" "panels panels";
  gap: 0.5rem 1rem;
  align-items: start;
  min-width: 0;
}

.step-main .board-column {
  grid-area: board;
  min-width: 0;
}

.step-main .transport {
  grid-area: transport;
}

.step-main .narration {
  grid-area: narration;
}

.code-slot {
  grid-area: code;
  min-width: 0;
}

.panels {
  grid-area: panels;
  min-width: 0;
}

.panels > div:not([hidden]) + div:not([hidden]) {
  margin-top: 0.6rem;
}

@container (max-width: 1000px) {
  .step-layout {
    grid-template-columns: minmax(0, 1fr);
  }
}

/* Below the board and the code, the settings, figures and legend in two columns. */
@container (min-width: 641px) and (max-width: 1000px) {
  .step-layout > .controls {
    column-count: 2;
    column-gap: 1.2rem;
  }
  .step-layout > .controls > * {
    break-inside: avoid;
  }
}

/* A phone: one column, and the step controls stay at the bottom of the screen for as long as
   the board, the code or the panel is in view. */
@container (max-width: 640px) {
  .step-main {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: "board" "narration" "transport" "code" "panels";
  }
  /* A panel the reader opened (a lesson above all, which a link may open) comes before the code,
     right under the step controls. */
  .step-main:has(> .panels > div:not([hidden])) {
    grid-template-areas: "board" "narration" "transport" "panels" "code";
  }
  .step-main .transport {
    position: sticky;
    bottom: 0;
    z-index: 5;
    margin: 0 -0.2rem;
    padding: 0.4rem 0.2rem calc(0.4rem + env(safe-area-inset-bottom, 0px));
    background: var(--bg);
    border-top: 1px solid var(--border);
  }
  .step-main .transport button {
    flex: 1 1 auto;
    padding: 0.25rem 0.4rem;
    min-height: 2rem;
  }
}

.code-box {
  display: flex;
  flex-direction: column;
  min-width: 0;
}

.code-box .panel-title {
  font-size: 0.95rem;
  margin: 0;
}

.code-caption {
  margin: 0 0 0.25rem;
  font-size: 0.8rem;
  line-height: 1.3;
}

.code {
  position: relative;
  margin: 0;
  height: calc(var(--board-size, 320px) - 1.8rem);
  min-height: 12rem;
  overflow: auto;
  border: 1px solid var(--border);
  border-radius: 6px;
  background: var(--panel);
  font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace;
  font-size: 0.78rem;
  line-height: 1.45;
  padding: 0.3rem 0;
}

.code:focus-visible {
  outline: 3px solid var(--focus);
  outline-offset: 2px;
}

.code .line {
  display: block;
  padding: 0 0.5rem 0 0;
  white-space: pre;
}

.code .ln {
  display: inline-block;
  width: 2.6em;
  padding-right: 0.7em;
  text-align: right;
  color: var(--muted);
  user-select: none;
}

.code .line.lit {
  background: var(--code-lit);
  box-shadow: inset 4px 0 0 var(--accent);
  font-weight: 700;
}

.code .line.lit .ln {
  color: var(--fg);
}

/* A phone: the code wraps instead of scrolling sideways. */
@container (max-width: 640px) {
  .code {
    height: 15rem;
  }
  .code .line {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    padding-left: 2.6em;
    text-indent: -2.6em;
  }
}

.tok-comment {
  color: var(--muted);
  font-style: italic;
}

.tok-keyword {
  color: var(--accent);
  font-weight: 600;
}

.tok-string {
  color: var(--code-string);
}

.narration {
  min-height: 1.45em;
  margin: 0;
  font-size: 1rem;
}

.step-form,
.transport,
.sliders {
  display: flex;
  align-items: center;
  gap: 0.45rem;
  flex-wrap: wrap;
}

.step-form select {
  flex: 1 1 100%;
  font-size: 0.92rem;
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
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 0.3rem;
  margin: 0.8rem 0 0.5rem;
}

.stats div {
  background: var(--panel);
  border: 1px solid var(--border);
  border-radius: 6px;
  padding: 0.1rem 0.2rem 0.2rem;
  text-align: center;
  min-width: 0;
}

.stats dt {
  font-size: 0.8rem;
  color: var(--muted);
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

.legend .swatch {
  flex: none;
  border-radius: 2px;
}
`;

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
