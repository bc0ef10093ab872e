// The guided 4-queens lesson of the Step view (the OR-Tools guide's walk-through): the step
// view shows each event with its narration and crossed-out squares; before each queen the search
// puts down, the lesson asks where the queen of that row can go now, and the reader answers on
// the board (a click, or a column button). The core checks the answer against the picture
// (Stepper.lessonCheck); the search goes on once the answer is right.
import { build } from "./dom.js";

const TEMPLATE = `
<section class="lesson panel" aria-labelledby="{id}title">
  <h3 id="{id}title" class="panel-title">Lesson: watch constraint propagation think</h3>
  <p class="hint" data-part="progress"></p>
  <p class="lesson-question" data-part="question" aria-live="polite"></p>
  <div class="buttons" role="group" data-part="answers" aria-labelledby="{id}answer-label">
    <span id="{id}answer-label" class="visually-hidden">Answer with a column</span>
  </div>
  <p class="lesson-feedback" data-part="feedback" role="status" aria-live="polite"></p>
</section>`;

export class LessonPanel {
  /**
   * @param {HTMLElement} root
   * @param {{ api: any, stepper: () => any, refresh: () => void }} step the Step view's search
   */
  constructor(root, step) {
    this.root = root;
    this.step = step;
    this.part = build(root, TEMPLATE);
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
      button.textContent = `Column ${col}`;
      button.addEventListener("click", () => this.answer(this.pendingRow(), col));
      answers.append(button);
    }
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
    this.part("progress").textContent = `Question ${Math.max(1, asked)} of ${this.order.length}.`;
    this.part("answers").hidden = row === undefined;
    if (row !== undefined) {
      this.part("question").textContent = `Where can the queen in row ${row} go now? Click a square of row ${row} on the board that is not crossed out, or choose its column.`;
      if (this.lastAsked !== position) this.part("feedback").textContent = "";
      this.lastAsked = position;
    } else {
      this.part("question").textContent = this.order.every((s) => s < position || this.answered.has(s))
        ? "All questions answered. Step on to watch the search finish."
        : "Press Step to see the search's next move.";
      // Feedback belongs to the answer just given; once the search moves on it is stale.
      if (position !== this.answeredAt) this.part("feedback").textContent = "";
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
      feedback.textContent = `Yes: row ${row}, column ${col} is not crossed out, so the queen of row ${row} can go there. Press Step to see where the search puts it.`;
      this.step.refresh();
    } else if (verdict === "other-row") {
      feedback.textContent = `That square is in row ${row}; the question is about row ${askedRow}.`;
    } else if (verdict === "closed") {
      feedback.textContent = `Not there: row ${row}, column ${col} is crossed out or taken. Look for a square of row ${askedRow} with no cross.`;
    }
  }
}
