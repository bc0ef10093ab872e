// The page's own stylesheet: its header and navigation, the Count and Huge views, the frame
// mode (`?embed=1`) and the embedding guide. Only the page adopts it, beside the views' sheet
// (styles/views.js); no element carries these rules.
import { adopt, viewSheet } from "./views.js";

const CSS = String.raw`
/* ---- the page ---------------------------------------------------------------------------- */
/* The views' sheet leaves the font to the page around them (an element takes its tutorial's
 * font); this is the playground's own. */
html.nq {
  font-family: var(--nqueens-font, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif);
}

body {
  margin: 0;
  background: var(--bg);
  color: var(--fg);
}

.top {
  display: flex;
  align-items: center;
  gap: 0.5rem 1.5rem;
  padding: 0.6rem 1.2rem;
  border-bottom: 1px solid var(--border);
  flex-wrap: wrap;
}

.top h1 {
  font-size: 1.2rem;
  margin: 0;
}

.views {
  display: flex;
  flex-wrap: wrap;
  gap: 0.3rem;
  flex: 1 1 auto;
}

.views a {
  color: var(--fg);
  text-decoration: none;
  padding: 0.3rem 0.8rem;
  border-radius: 999px;
}

.views a[aria-current="page"] {
  background: var(--accent);
  color: var(--on-accent);
}

main {
  padding: 1rem 1.2rem;
}

@media (max-width: 480px) {
  .top {
    padding: 0.5rem 0.6rem;
  }
  .top h1 {
    font-size: 1.05rem;
  }
  .views a {
    padding: 0.3rem 0.55rem;
  }
  main {
    padding: 0.6rem 0.6rem;
  }
}

footer {
  color: var(--muted);
  font-size: 0.88rem;
  padding: 0 1.2rem 1rem;
}

.quiet {
  background: transparent;
}

.intro {
  max-width: 48rem;
  color: var(--muted);
}

.view h2,
.view-title {
  font-size: 1.15rem;
  margin: 0 0 0.4rem;
}

/* In the page each view's section carries the heading. */
.view .view-title {
  display: none;
}

/* ---- Count ------------------------------------------------------------------------------- */
.count-form {
  display: flex;
  align-items: center;
  gap: 0.5rem;
  flex-wrap: wrap;
}

.progress-text {
  color: var(--muted);
  font-variant-numeric: tabular-nums;
  margin: 0.3rem 0;
}

.count-result {
  font-size: 1.25rem;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  max-width: 48rem;
  overflow-wrap: anywhere;
}

.warning {
  border: 1px solid var(--error);
  border-radius: 8px;
  padding: 0.4rem 0.9rem 0.8rem;
  max-width: 48rem;
  margin-top: 0.6rem;
}

/* ---- Huge -------------------------------------------------------------------------------- */
.huge-form,
.zoom {
  display: flex;
  align-items: center;
  gap: 0.45rem;
  flex-wrap: wrap;
  margin: 0.3rem 0;
}

.zoom {
  justify-content: center;
}

.huge-board {
  cursor: grab;
  touch-action: none;
}

/* ---- the page in another page's frame (?embed=1) ------------------------------------------ */
body.embed .top,
body.embed footer,
body.embed .view > h2 {
  display: none;
}

body.embed main {
  padding: 0.3rem 0.5rem 0;
}

body.embed .layout:not(.solutions .layout) {
  grid-template-columns: minmax(0, 1fr);
  gap: 0.3rem;
}

body.embed .status,
body.embed .narration {
  margin: 0.3rem 0;
}

body.embed .note {
  margin: 0.3rem 0.5rem 0;
  padding: 0.25rem 0.5rem;
  font-size: 0.85rem;
}

.open-full {
  display: block;
  text-align: right;
  font-size: 0.8rem;
  padding: 0.15rem 0.6rem 0;
  color: var(--accent);
}

/* ---- the embedding guide (www/embed.html) ------------------------------------------------- */
.docs main {
  max-width: 64rem;
}

.example {
  border-top: 1px solid var(--border);
  padding: 0.6rem 0 1rem;
}

.example-live {
  margin: 0.5rem 0;
}

.example-live iframe {
  border: 1px solid var(--border);
  border-radius: 8px;
  width: 100%;
  max-width: 34rem;
}

.example-live nqueens-board {
  max-width: 34rem;
}

.snippet {
  display: flex;
  gap: 0.6rem;
  align-items: flex-start;
  flex-wrap: wrap;
}

.snippet pre {
  flex: 1 1 16rem;
  min-width: 0;
  margin: 0;
  padding: 0.6rem 0.8rem;
  background: var(--panel);
  border: 1px solid var(--border);
  border-radius: 6px;
  overflow-x: auto;
  font-size: 0.85rem;
}

.table-wrap {
  overflow-x: auto;
}

table {
  border-collapse: collapse;
  width: 100%;
  font-size: 0.9rem;
  margin: 0.5rem 0 1rem;
}

/* ---- the lesson editor (the page's Step view) ---------------------------------------------- */
.editor {
  border: 2px solid var(--accent);
  border-radius: 8px;
  background: var(--panel);
  padding: 0.5rem 0.9rem 0.8rem;
  margin-top: 0.6rem;
}

.editor h3,
.editor h4 {
  font-size: 1rem;
  margin: 0.3rem 0;
}

.editor-meta {
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.3rem 0.6rem;
  align-items: center;
}

.editor-meta .hint {
  grid-column: 2;
}

.editor input[type="text"],
.editor textarea {
  width: 100%;
  box-sizing: border-box;
  font: inherit;
}

.editor input.short {
  max-width: 12rem;
}

.editor-form {
  border-top: 1px solid var(--border);
  margin-top: 0.5rem;
  padding-top: 0.5rem;
  display: grid;
  gap: 0.3rem;
}

.editor-form fieldset {
  border: 1px solid var(--border);
  border-radius: 6px;
}

.editor-choices {
  display: flex;
  flex-wrap: wrap;
  gap: 0.2rem 1rem;
}

.editor-option {
  display: grid;
  grid-template-columns: auto 1fr auto auto;
  gap: 0.2rem 0.4rem;
  align-items: center;
  margin: 0.2rem 0;
}

.editor-option label:nth-of-type(3),
.editor-option input[data-role="feedback"] {
  grid-column: span 2;
}

.editor-steps {
  padding-inline-start: 1.6rem;
  margin: 0.3rem 0;
}

.editor-step {
  margin: 0.25rem 0;
}

.editor-step-kind {
  font-weight: 600;
}

.editor-step-text {
  overflow-wrap: anywhere;
}

.editor-step-tools {
  display: inline-flex;
  gap: 0.2rem;
  margin-inline-start: 0.4rem;
}

.editor-step-tools button,
.editor-step button.quiet {
  padding: 0.05rem 0.45rem;
  min-height: 1.8rem;
}

.editor-status.refused {
  color: var(--error);
}

.editor .file-button {
  display: inline-flex;
  align-items: center;
  border: 1px solid var(--border);
  border-radius: 6px;
  padding: 0.3rem 0.7rem;
  cursor: pointer;
}

.editor .file-button:focus-within {
  outline: 2px solid var(--focus);
  outline-offset: 2px;
}

.editor [hidden] {
  display: none !important;
}

th,
td {
  text-align: left;
  vertical-align: top;
  border-bottom: 1px solid var(--border);
  padding: 0.35rem 0.5rem;
}
`;

export const pageSheet = new CSSStyleSheet();
pageSheet.replaceSync(CSS);

/** The page's document takes both sheets. */
export function adoptPage() {
  adopt(document, [viewSheet, pageSheet]);
}
