// The note that a new version of the playground is ready (register.js finds it): polite (a
// status, not an alert), labelled by its sentence, and the reader's to act on: Reload moves this
// page to the new version, keeping a lesson's place; Not now puts the note away, and the next
// visit after every page of the old version is closed is the new version anyway.
import { say } from "../lang.js";

/**
 * Binds the note in the page. `show(reload)` is register.js's onUpdate; `relabel(words)` gives it
 * the reader's words (it waits for them: a version may be ready before the catalog is).
 */
export function updateNote(doc = document) {
  const note = /** @type {HTMLElement} */ (doc.getElementById("update-note"));
  const text = /** @type {HTMLElement} */ (doc.getElementById("update-text"));
  const reloadButton = /** @type {HTMLButtonElement} */ (doc.getElementById("update-reload"));
  /** @type {import("../message.js").Formatter | null} */
  let words = null;
  /** @type {(() => void) | null} */
  let reload = null;
  let dismissed = false;
  const render = () => {
    if (!words || !reload || dismissed || !note.hidden) return;
    note.hidden = false;
    // Said after it is shown, so a screen reader announces the sentence.
    say(text, words, "page.update");
  };
  reloadButton.addEventListener("click", () => {
    reloadButton.disabled = true;
    reload?.();
  });
  doc.getElementById("update-later").addEventListener("click", () => {
    dismissed = true;
    note.hidden = true;
  });
  return {
    /** @param {() => void} then */
    show(then) {
      reload = then;
      render();
    },
    /** @param {import("../message.js").Formatter} formatter */
    relabel(formatter) {
      words = formatter;
      render();
    },
  };
}
