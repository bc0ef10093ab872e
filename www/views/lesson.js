// The guided 4-queens lesson of the Step view (the OR-Tools guide's walk-through): the step
// view shows each event with its narration and crossed-out squares; before each queen the search
// puts down, the lesson asks where the queen of that row can go now, and the reader answers on
// the board (a click, or a column button). The core checks the answer against the picture
// (Stepper.lessonCheck); the search goes on once the answer is right.
import { build } from "./dom.js";
import { say, translate } from "../lang.js";

const TEMPLATE = `
<section class="lesson panel" aria-labelledby="{id}title">
  <h3 id="{id}title" class="panel-title" data-t="lesson.title"></h3>
  <p class="hint" data-part="progress"></p>
  <p class="lesson-question" data-part="question" aria-live="polite"></p>
  <div class="buttons" role="group" data-part="answers" aria-labelledby="{id}answer-label">
    <span id="{id}answer-label" class="visually-hidden" data-t="lesson.answer-label"></span>
  </div>
  <p class="lesson-feedback" data-part="feedback" role="status" aria-live="polite"></p>
</section>`;

export class LessonPanel {
  /**
   * @param {HTMLElement} root
   * @param {{ api: any, stepper: () => any, refresh: () => void, words: any }} step the Step
   *   view's search, and its words (a getter: the reader's language)
   */
  constructor(root, step) {
    this.root = root;
    this.step = step;
    this.part = build(root, TEMPLATE, step.words);
    this.questions = new Map(); // step -> row
    this.answered = new Set();
  }

  /** A new search: its questions, none answered. */
  load(n, fixed, strategy) {
    const flat = this.step.api.lessonQuestions(n, Uint32Array.from(fixed), strategy);
    this.questions = new Map();
    for (let i = 0; i < flat.length; i += 2) this.questions.set(flat[i], flat[i + 1]);
    this.order = [...this.questions.keys()];
    this.answered = new Set();
    this.n = n;
    const answers = this.part("answers");
    answers.querySelectorAll("button").forEach((b) => b.remove());
    for (let col = 0; col < n; col++) {
      const button = document.createElement("button");
      button.type = "button";
      say(button, this.step.words, "lesson.column", { col });
      button.addEventListener("click", () => this.answer(this.pendingRow(), col));
      answers.append(button);
    }
  }

  /** The language changed: every word again; the answers given stay. */
  relabel() {
    translate(this.root, this.step.words);
  }

  /** The row asked about at `position`, if a question is waiting there. */
  pending(position) {
    const row = this.questions.get(position);
    return row !== undefined && !this.answered.has(position) ? row : undefined;
  }

  pendingRow() {
    return this.pending(this.step.stepper().position());
  }

  /** True when the search must wait for an answer at `position`. */
  blocks(position) {
    return this.pending(position) !== undefined;
  }

  /** The Step view moved to `position`: ask, or say what comes next. */
  update(position) {
    const row = this.pending(position);
    const index = this.order.indexOf(position);
    const asked = index >= 0 ? index + 1 : this.order.filter((s) => s < position).length;
    const words = this.step.words;
    say(this.part("progress"), words, "lesson.progress", { asked: Math.max(1, asked), all: this.order.length });
    this.part("answers").hidden = row === undefined;
    if (row !== undefined) {
      say(this.part("question"), words, "lesson.question", { row });
      if (this.lastAsked !== position) say(this.part("feedback"), words, null);
      this.lastAsked = position;
    } else {
      say(this.part("question"), words, this.order.every((s) => s < position || this.answered.has(s)) ? "lesson.all-answered" : "lesson.press-step");
      // Feedback belongs to the answer just given; once the search moves on it is stale.
      if (position !== this.answeredAt) say(this.part("feedback"), words, null);
    }
  }

  /** The reader's square; the core says whether the asked row's queen can stand there. */
  answer(askedRow, col, row = askedRow) {
    if (askedRow === undefined) return;
    const stepper = this.step.stepper();
    const verdict = stepper.lessonCheck(askedRow, row, col);
    const feedback = this.part("feedback");
    if (verdict === "open") {
      this.answered.add(stepper.position());
      this.answeredAt = stepper.position();
      say(feedback, this.step.words, "lesson.yes", { row, col });
      this.step.refresh();
    } else if (verdict === "other-row") {
      say(feedback, this.step.words, "lesson.other-row", { row, asked: askedRow });
    } else if (verdict === "closed") {
      say(feedback, this.step.words, "lesson.closed", { row, col, asked: askedRow });
    }
  }
}
