// Embedding: the playground inside another page's iframe (`?embed=1`). The frame shows one
// view with a compact control bar, links to the full playground, and talks to its parent
// window with versioned postMessage envelopes: the same events, with the same details, that
// <nqueens-board> dispatches, and the same commands as its methods. Messages of another shape
// are ignored; a command that fails (or is unknown) comes back as an `error` event.

// Every message either way carries the core's envelope (PROTOCOL); one without it is not ours.
import { DEFAULT_CONTROLS, PROTOCOL } from "./names.js";

export function isEmbedded(state) {
  return state.embed === true;
}

/** Lays the page out for a frame: one view, the chosen controls, a link out. */
export function layOut(state) {
  document.body.classList.add("embed");
  for (const root of document.querySelectorAll(/** @type {"div"} */ (".view-root"))) root.dataset.controls = state.controls ?? DEFAULT_CONTROLS;
  const link = /** @type {HTMLAnchorElement} */ (document.getElementById("open-full"));
  const full = new URLSearchParams(location.search);
  for (const key of ["embed", "controls", "theme"]) full.delete(key);
  link.href = `${location.pathname}?${full}`;
  link.hidden = false;
}

/** Posts events to the parent window and takes commands from it (and only from it). */
export class Messenger {
  constructor(onCommand) {
    this.parent = window.parent !== window ? window.parent : null;
    this.onCommand = onCommand;
    if (this.parent) addEventListener("message", (event) => this.receive(event));
  }

  emit(event, detail) {
    this.parent?.postMessage({ ...PROTOCOL, type: "event", event, detail }, "*");
  }

  receive(event) {
    if (event.source !== this.parent) return;
    const data = event.data;
    if (!data || typeof data !== "object") return;
    if (data.source !== PROTOCOL.source || data.version !== PROTOCOL.version || data.type !== "command") return;
    if (typeof data.command !== "string") return;
    this.onCommand(data.command, data.args);
  }
}

/**
 * Calls `report` with the height the frame's content needs whenever it changes, so a host page
 * (or a learning platform) can size the iframe to fit.
 */
export function reportHeight(report) {
  let last = 0;
  const measure = () => {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height !== last) {
      last = height;
      report(height);
    }
  };
  new ResizeObserver(measure).observe(document.documentElement);
  measure();
}

/**
 * The side of a board that fits: the frame's width, and in a frame also the height left by
 * everything else the view shows, so an embedded view needs no scrollbars; on the full page,
 * `pageHeight`.
 */
export function fitSize(canvas, width, pageHeight, max) {
  if (!document.body.classList.contains("embed")) return Math.max(200, Math.min(width, pageHeight, max));
  const others = document.body.getBoundingClientRect().height - canvas.getBoundingClientRect().height;
  return Math.max(120, Math.min(width, window.innerHeight - others - 6, max));
}
