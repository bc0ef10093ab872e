// The call stack under the Step board: the frames of the recursion the code panel's program is
// in (backtracking, lookup) or the CP search's open decisions, as the core computes them for the
// position shown (`state().stack`), shallowest first, the deepest lit. A deep search folds its
// middle frames behind a button, so the board, the stack and the code still share one screen.
import { say } from "../../lang.js";

/** More frames than this fold; the first and last few stay in view. */
const FOLD_OVER = 7;
const KEEP_TOP = 2;
const KEEP_BOTTOM = 3;

export class StackPanel {
  /**
   * @param {(name: string) => HTMLElement} part the view's parts: `stack-title`, `stack-frames`, `stack-empty`
   * @param {import("../shared/host.js").Host} host
   */
  constructor(part, host) {
    this.part = part;
    this.host = host;
    /** Whether the reader unfolded the middle frames. */
    this.expanded = false;
    /** @type {any[]} */
    this.frames = [];
    this.cp = false;
    this.toggle = part("stack-frames").ownerDocument.createElement("button");
    this.toggle.type = "button";
    this.toggle.className = "stack-toggle";
    this.toggle.dataset.part = "stack-toggle";
    this.toggle.addEventListener("click", () => {
      this.expanded = !this.expanded;
      this.render();
      this.toggle.focus();
    });
  }

  /** A new search folds the stack again. */
  reset() {
    this.expanded = false;
  }

  /**
   * The stack at the position shown.
   * @param {any[]} frames
   * @param {boolean} cp whether the frames are CP decisions
   */
  show(frames, cp) {
    this.frames = frames;
    this.cp = cp;
    this.render();
  }

  /** The language changed. */
  relabel() {
    this.render();
  }

  render() {
    const words = this.host.words;
    const list = this.part("stack-frames");
    const focused = this.toggle.matches(":focus");
    say(this.part("stack-title"), words, this.cp ? "stack.title.cp" : "stack.title");
    const frames = this.frames;
    say(this.part("stack-empty"), words, frames.length ? null : this.cp ? "stack.empty.cp" : "stack.empty");
    this.part("stack-empty").hidden = frames.length > 0;
    const doc = list.ownerDocument;
    const item = (frame, deepest) => {
      const li = doc.createElement("li");
      li.className = "frame";
      li.dataset.depth = String(frame.depth);
      if (deepest) {
        li.classList.add("deepest");
        li.setAttribute("aria-current", "step");
      }
      const depth = doc.createElement("span");
      depth.className = "frame-depth";
      say(depth, words, "stack.depth", { depth: frame.depth });
      const text = doc.createElement("span");
      text.className = "frame-words";
      say(text, words, frame.words);
      li.append(depth, " ", text);
      return li;
    };
    const last = frames.length - 1;
    const folds = frames.length > FOLD_OVER;
    const hidden = folds && !this.expanded ? frames.length - KEEP_TOP - KEEP_BOTTOM : 0;
    const items = [];
    frames.forEach((frame, i) => {
      if (folds && i === KEEP_TOP) {
        const li = doc.createElement("li");
        li.className = "fold";
        say(this.toggle, words, hidden ? "stack.more" : "stack.fewer", { count: frames.length - KEEP_TOP - KEEP_BOTTOM });
        this.toggle.setAttribute("aria-expanded", String(!hidden));
        li.append(this.toggle);
        items.push(li);
      }
      if (hidden && i >= KEEP_TOP && i < frames.length - KEEP_BOTTOM) return;
      items.push(item(frame, i === last));
    });
    list.replaceChildren(...items);
    // Where the list scrolls (a wide screen), the deepest frame stays in view.
    list.scrollTop = list.scrollHeight;
    if (focused && folds) this.toggle.focus();
  }
}
