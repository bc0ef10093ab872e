// The Step view's panels and how they take turns: the lesson, the search tree, strategies side
// by side and (on the page) the lesson editor, each in its slot under the board. A reader's
// click opens one and closes the others, so the board, the code and that panel fit one screen;
// a link or an attribute may open several. Each panel is built the first time it opens (the
// editor's module loads then) and told about the search as it moves; the lesson and the
// editor move the search through the view (`view.goTo`, `view.useBoard`).
import { LESSON_VALUE } from "../../names.js";
import { argsOf } from "../../lang.js";
import { CodePanel } from "./code.js";
import { ComparePanel } from "./compare.js";
import { TreePanel } from "./tree.js";
import { LessonPanel } from "./lesson.js";

/** The panels under the board and the code, one open at a time when a reader opens one. */
const PANELS = ["lesson", "tree", "compare", "editor"];

export class StepPanels {
  /** @param {import("./step.js").StepView} view */
  constructor(view) {
    this.view = view;
    this.host = view.host;
    /** The code beside the board, always shown. */
    this.code = new CodePanel(view.part("code-slot"), view.host);
    /** The lesson shown (null: none), and its panel once built. @type {LessonPanel | null} */
    this.lesson = null;
    /** @type {LessonPanel | undefined} */
    this.lessonPanel = undefined;
    /** @type {TreePanel | undefined} */
    this.treePanel = undefined;
    /** @type {ComparePanel | undefined} */
    this.comparison = undefined;
    /** The lesson editor, on the page once opened. @type {import("./editor.js").LessonEditor | null} */
    this.editor = null;
  }

  /** The buttons that open and close the panels. */
  bind() {
    const part = this.view.part;
    part("tree-open").addEventListener("click", () => this.toggle("tree"));
    part("lesson-open").addEventListener("click", () => {
      if (this.lesson) {
        this.toggle("lesson");
        return;
      }
      for (const other of PANELS) if (other !== "lesson" && this.isOpen(other)) this.close(other);
      const params = { n: 4, strategy: "cp", step: 0, lesson: LESSON_VALUE.defaultLesson };
      if (this.host.open) this.host.open("step", params);
      else this.view.apply({ ...params });
      this.reveal("lesson");
    });
    part("compare-open").addEventListener("click", () => this.toggle("compare"));
    if (this.host.open) {
      part("editor-open").hidden = false;
      part("editor-open").addEventListener("click", () => this.toggle("editor"));
    }
  }

  /** The language changed: every panel's words again. */
  relabel() {
    this.code.relabel?.();
    this.treePanel?.relabel?.();
    this.comparison?.relabel?.();
    this.lessonPanel?.relabel();
    this.editor?.relabel();
    this.sayOpen("editor", !this.view.part("editor-slot").hidden);
  }

  /** The panels' part of the view's state: which are open, and the lesson shown. */
  params() {
    const part = this.view.part;
    return {
      ...(this.comparison && !part("compare-slot").hidden ? { compare: 1 } : {}),
      ...(this.treePanel && !part("tree-slot").hidden ? { tree: 1 } : {}),
      ...(this.lesson ? { lesson: this.lesson.source } : {}),
      ...(this.editor && !part("editor-slot").hidden ? { edit: 1 } : {}),
    };
  }

  /** Lets go of the comparison's jobs and the tree's observers. */
  destroy() {
    this.comparison?.destroy();
    this.treePanel?.destroy();
  }

  /** Whether `name`'s panel is open. */
  isOpen(name) {
    return !this.view.part(`${name}-slot`).hidden;
  }

  /** A reader's click on a panel's button: opens it (closing the other panels, so the board,
   * the code and this panel fit one screen), brings it into view and gives it focus; or closes
   * it. */
  toggle(name) {
    const open = !this.isOpen(name);
    if (open) for (const other of PANELS) if (other !== name && this.isOpen(other)) this.close(other);
    if (name === "tree") this.showTree(open);
    else if (name === "compare") this.showCompare(open);
    else if (name === "editor") this.showEditor(open).then(() => open && this.reveal(name));
    else this.setLesson(open ? LESSON_VALUE.defaultLesson : null);
    this.host.remember?.();
    if (open && name !== "editor") this.reveal(name);
    else if (!open) this.view.part(`${name}-open`).focus();
  }

  close(name) {
    if (name === "tree") this.showTree(false);
    else if (name === "compare") this.showCompare(false);
    else if (name === "editor") this.showEditor(false);
    else this.setLesson(null);
  }

  /** Scrolls a panel just opened into view (no further than needed) and focuses it. */
  reveal(name) {
    const section = this.view.part(`${name}-slot`).querySelector("section");
    if (!section) return;
    section.tabIndex = -1;
    requestAnimationFrame(() => {
      section.scrollIntoView({ block: "nearest" });
      section.focus({ preventScroll: true });
    });
  }

  /**
   * Reads the lesson `source` names (a shipped lesson's name, a URL, a lesson's JSON or packed
   * text; see lesson-file.js) beside the search, or closes the lesson (null). The lesson sets
   * the board and moves the search; one that cannot be read or cannot happen says why in its
   * panel and leaves the board as it is.
   * @param {string | null} source
   */
  setLesson(source) {
    const slot = this.view.part("lesson-slot");
    if (!source) {
      if (!this.lesson) return;
      this.lesson.close();
      this.lesson = null;
      slot.hidden = true;
      this.sayOpen("lesson", false);
      if (this.view.constraints) {
        // Back to the whole model: a lesson may have posted fewer constraints.
        this.view.constraints = null;
        this.view.create(this.view.n, this.view.fixed, this.view.stepper?.position() ?? 0);
      } else if (this.view.stepper) this.view.show();
      // The reader's language for the program again, where the lesson fixed another.
      this.view.relistIfNeeded();
      return;
    }
    if (!this.lessonPanel) {
      this.lessonPanel = new LessonPanel(slot, {
        api: this.view.api,
        goTo: (stop) => this.view.goTo(stop),
        emit: (type, detail) => this.host.emit(type, detail),
        edit: this.host.open ? (text) => this.editLesson(text) : undefined,
        language: () => this.language(),
        words: () => this.host.words,
      });
    }
    this.lesson = this.lessonPanel;
    slot.hidden = false;
    this.sayOpen("lesson", true);
    if (source === this.lesson.source && this.lesson.plan) return;
    this.lesson.open(source).then(() => this.host.remember?.());
  }

  /** The reader's language for a lesson: the board's (the element's resolved `lang`, the
   * page's choice), which the lesson panel shows a lesson in where the lesson has it. */
  language() {
    return this.host.words.locale;
  }

  /** Names the button that opens panel `name` by what a press does now (open or close). */
  sayOpen(name, open) {
    const button = this.view.part(`${name}-open`);
    button.dataset.t = `step.${name}.${open ? "close" : "open"}`;
    button.textContent = this.host.words.format(button.dataset.t, argsOf(button));
  }

  /** Opens or closes the lesson editor (the page only; its module loads on first use). */
  async showEditor(open) {
    const slot = this.view.part("editor-slot");
    const button = this.view.part("editor-open");
    if (open && !this.editor) {
      const { LessonEditor } = await import("./editor.js");
      this.editor ??= new LessonEditor(slot, {
        api: this.view.api,
        search: () => this.view.searchNow(),
        seek: (position) => {
          this.leaveLesson();
          this.view.transport.seek(position);
        },
        refresh: () => this.view.paint(),
        preview: (text) => this.preview(text),
        remember: () => this.host.remember?.(),
        useBoard: (board) => this.view.useBoard(board),
        words: () => this.host.words,
      });
    }
    slot.hidden = !open;
    button.setAttribute("aria-expanded", String(open));
    this.sayOpen("editor", open);
    if (open) this.editor.searchChanged();
    this.view.paint();
    this.host.remember?.();
  }

  /** The draft as a reader meets it: the lesson panel on it, the editor closed. */
  preview(text) {
    this.showEditor(false);
    this.setLesson(text);
    this.reveal("lesson");
  }

  /** A lesson opened for editing again (its panel's "Edit this lesson"). */
  editLesson(text) {
    let board = null;
    try {
      board = JSON.parse(text).board;
    } catch {
      // The editor says what is wrong with the text.
    }
    this.setLesson(null);
    for (const other of PANELS) if (other !== "editor" && this.isOpen(other)) this.close(other);
    this.showEditor(true).then(() => {
      if (this.editor.open(text)) this.view.useBoard(board);
      this.reveal("editor");
    });
  }

  /** Ends a lesson the reader leaves by changing the board or the strategy. */
  leaveLesson() {
    if (this.lesson) this.setLesson(null);
  }

  /** Shows or hides the search tree (built on first use, rebuilt with every new search). */
  showTree(open) {
    const slot = this.view.part("tree-slot");
    if (!open && !this.treePanel) return;
    if (open && !this.treePanel) {
      this.treePanel = new TreePanel(slot, (step) => this.view.transport.seek(step), this.view.measures, this.host);
      slot.hidden = false;
      this.loadTree();
    }
    slot.hidden = !open;
    this.view.part("tree-open").setAttribute("aria-expanded", String(open));
    this.view.part("tree-open").dataset.t = open ? "step.tree.close" : "step.tree.open";
    this.view.part("tree-open").textContent = this.host.words.format(this.view.part("tree-open").dataset.t);
    if (open && this.view.stepper) this.treePanel.show(this.view.stepper.position());
  }

  loadTree() {
    const view = this.view;
    if (!this.treePanel || !view.n) return;
    const strategy = view.part("strategy").value;
    this.treePanel.load(view.api.searchTree(view.n, Uint32Array.from(view.fixed), strategy, true, view.explored), strategy);
  }

  /** Shows or hides "Strategies side by side" (built on first use). */
  showCompare(open) {
    const slot = this.view.part("compare-slot");
    if (open && !this.comparison) this.comparison = new ComparePanel(slot, () => ({ n: this.view.n, fixed: this.view.fixed }), this.view.api.info(), this.host);
    slot.hidden = !open;
    this.view.part("compare-open").setAttribute("aria-expanded", String(open));
    this.view.part("compare-open").dataset.t = open ? "step.compare.close" : "step.compare.open";
    this.view.part("compare-open").textContent = this.host.words.format(this.view.part("compare-open").dataset.t);
    if (!open) this.comparison?.cancel();
  }
}
