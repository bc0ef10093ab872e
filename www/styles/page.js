// The page's own stylesheet: its header and navigation, the Count and Huge views, the frame
// mode (`?embed=1`) and the embedding guide. Only the page adopts it, beside the views' sheet
// (styles/views.js); no element carries these rules. The rules sit in styles/page.css,
// styles/embed.css and the Count, Huge and lesson editor's .css files, bundled into
// styles/page.css.js by scripts/styles.mjs.
import { adopt, viewSheet } from "./views.js";
import { CSS } from "./page.css.js";

export const pageSheet = new CSSStyleSheet();
pageSheet.replaceSync(CSS);

/** The page's document takes both sheets. */
export function adoptPage() {
  adopt(document, [viewSheet, pageSheet]);
}
