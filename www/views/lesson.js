// A lesson read beside the Step view's search: a teacher's lesson file (lesson-file.js finds it,
// the core reads it and runs it against the search before anyone sees it) shown stop by stop.
// At each stop the search is where the lesson says (the view seeks it there, with the
// constraints the lesson posts, and marks what it highlights), the words are said, and a
// question waits for its answer: a square picked on the board (click, tap, or the keyboard
// cursor and Enter) or by row and column, one of the options, or a number. The core checks each
// answer and says what to say back; every answer is an `answer` event. At the end the reader
// sees how many were right, and the search is theirs to step.
//
// Everything a lesson says is text: its words are set with textContent, never parsed.
import { build } from "./dom.js";
import { loadLesson } from "../lesson-file.js";

/** This panel's sentences, in one place. */
const TEXT = {
  loading: (label) => `Loading the lesson ${label}…`,
  failed: (message) => `This lesson cannot be shown: ${message}. The board works as usual.`,
  progress: (k, m, q, total) => `Part ${k} of ${m}${total ? ` · question ${q} of ${total}` : ""}`,
  pause: "Look at the board, then go on.",
  pickHint: "Click a square on the board (or move the board's cursor with the arrow keys and press Enter), or choose it here:",
  pickRowHint: (row) => `Click a square of row ${row} on the board, or choose its column:`,
  column: (col) => `Column ${col}`,
  row: "Row",
  col: "Column",
  answer: "Answer",
  yourNumber: "Your answer",
  notNumber: "Type a whole number.",
  tries: (k) => (k === 1 ? "1 answer so far." : `${k} answers so far.`),
  end: (first, total, eventually) =>
    total === 0
      ? "The lesson is over. The search is yours now: step it with the controls."
      : `The lesson is over. You answered ${first} of ${total} ${total === 1 ? "question" : "questions"} right at the first try` +
        `${eventually > first ? `, ${eventually} in the end` : ""}. The search is yours now: step it with the controls.`,
  language: "Language",
};

export class LessonPanel {
  /**
   * @param {HTMLElement} root the slot the panel fills
   * @param {{ api: any, goTo: (stop: any) => void, emit: (type: string, detail: object) => void,
   *   edit?: (text: string) => void, language: () => string }} step the Step view's side
   */
  constructor(root, step) {
    this.root = root;
    this.step = step;
    this.part = build(
      root,
      `<section class="lesson panel" aria-labelledby="{id}title" data-part="section">
  <h3 id="{id}title" class="panel-title" data-part="title"></h3>
  <p class="hint" data-part="summary"></p>
  <div class="lesson-language" data-part="language-box" hidden>
    <label for="{id}language">${TEXT.language}</label>
    <select id="{id}language" data-part="language"></select>
  </div>
  <p class="hint lesson-progress" data-part="progress"></p>
  <p class="lesson-text" data-part="text" aria-live="polite"></p>
  <div class="lesson-answer" data-part="answer" hidden>
    <p class="hint" data-part="answer-hint"></p>
    <div class="buttons" role="group" data-part="columns" aria-labelledby="{id}text"></div>
    <div class="lesson-square" data-part="square">
      <label for="{id}row">${TEXT.row}</label>
      <select id="{id}row" data-part="row"></select>
      <label for="{id}col">${TEXT.col}</label>
      <select id="{id}col" data-part="col"></select>
      <button type="button" data-part="square-go">${TEXT.answer}</button>
    </div>
    <div class="buttons lesson-options" role="group" data-part="options" aria-labelledby="{id}text"></div>
    <div class="lesson-number" data-part="number">
      <label for="{id}number">${TEXT.yourNumber}</label>
      <input id="{id}number" data-part="number-input" class="number" type="text" inputmode="numeric" autocomplete="off" />
      <button type="button" data-part="number-go">${TEXT.answer}</button>
    </div>
  </div>
  <p class="lesson-feedback" data-part="feedback" role="status" aria-live="polite"></p>
  <p class="lesson-explanation" data-part="explanation"></p>
  <p class="lesson-hint" data-part="hint-text" hidden></p>
  <div class="buttons lesson-nav">
    <button type="button" data-part="back">◀ Back</button>
    <button type="button" data-part="hint">Hint</button>
    <button type="button" data-part="skip" hidden>Skip this question</button>
    <button type="button" data-part="next" class="primary">Continue ▶</button>
    <button type="button" data-part="again" hidden>Start again</button>
    <button type="button" data-part="edit" hidden>Edit this lesson</button>
  </div>
  <p class="note" data-part="error" role="alert" hidden></p>
</section>`,
    );
    this.lesson = null;
    this.plan = null;
    this.index = 0;
    this.loads = 0;
    this.bind();
  }

  bind() {
    this.part("next").addEventListener("click", () => this.go(this.index + 1));
    this.part("back").addEventListener("click", () => this.go(this.index - 1));
    this.part("again").addEventListener("click", () => this.restart());
    this.part("hint").addEventListener("click", () => {
      this.part("hint-text").hidden = false;
      this.part("hint").disabled = true;
    });
    this.part("skip").addEventListener("click", () => {
      this.results[this.index].skipped = true;
      this.go(this.index + 1);
    });
    this.part("square-go").addEventListener("click", () => this.pick({ row: Number(this.part("row").value), col: Number(this.part("col").value) }));
    const number = this.part("number-input");
    this.part("number-go").addEventListener("click", () => this.giveNumber());
    number.addEventListener("keydown", (event) => {
      if (event.key === "Enter") this.giveNumber();
    });
    this.part("language").addEventListener("change", () => {
      this.chosenLanguage = this.part("language").value;
      this.showPlan(this.index);
    });
    this.part("edit").addEventListener("click", () => this.step.edit?.(this.text));
  }

  /** The lesson's own section, for the view to scroll to and focus. */
  get section() {
    return this.part("section");
  }

  /**
   * Loads the lesson `source` names and starts it; says why when it cannot. Resolves once it
   * has (an older load still running is forgotten).
   */
  async open(source) {
    const load = ++this.loads;
    this.abort?.abort();
    this.abort = new AbortController();
    this.source = source;
    this.lesson?.free();
    this.lesson = null;
    this.plan = null;
    this.showError("");
    this.part("title").textContent = TEXT.loading("");
    this.part("text").textContent = "";
    let loaded;
    try {
      loaded = await loadLesson(this.step.api, source, { signal: this.abort.signal });
    } catch (error) {
      if (load !== this.loads || error?.name === "AbortError") return false;
      this.fail(String(error?.message ?? error));
      return false;
    }
    if (load !== this.loads) {
      loaded.lesson.free();
      return false;
    }
    this.lesson = loaded.lesson;
    this.text = loaded.text;
    this.restart();
    return true;
  }

  /** A lesson that cannot be shown: the core's (or the fetch's) sentence, in the panel. */
  fail(message) {
    this.part("title").textContent = "";
    this.part("summary").textContent = "";
    this.part("progress").textContent = "";
    this.part("answer").hidden = true;
    for (const name of ["back", "hint", "next", "skip", "again"]) this.part(name).hidden = true;
    this.showError(TEXT.failed(message.replace(/\.$/, "")));
    this.step.emit("error", { command: "lesson", message });
  }

  showError(text) {
    this.part("error").hidden = !text;
    this.part("error").textContent = text;
  }

  /** Stops using the lesson (the panel closes, or another lesson comes). */
  close() {
    this.loads++;
    this.abort?.abort();
    this.lesson?.free();
    this.lesson = null;
    this.plan = null;
  }

  /** The language the reader reads: chosen here, else the host's, else the browser's. */
  language() {
    return this.chosenLanguage ?? this.step.language();
  }

  /** From the first stop again, nothing answered. */
  restart() {
    if (!this.lesson) return;
    this.plan = this.lesson.plan(this.language());
    this.results = this.plan.stops.map(() => ({ attempts: 0, right: false, firstTry: false, skipped: false, feedback: "", explanation: "" }));
    for (const name of ["back", "hint", "next"]) this.part(name).hidden = false;
    this.part("edit").hidden = !this.step.edit;
    this.showPlan(0);
  }

  /** The plan in the reader's language (again after the language changed), at stop `index`. */
  showPlan(index) {
    this.plan = this.lesson.plan(this.language());
    const plan = this.plan;
    const section = this.part("section");
    section.lang = plan.language;
    section.dir = plan.dir;
    this.number = new Intl.NumberFormat(plan.language);
    this.part("title").textContent = plan.title;
    this.part("summary").textContent = plan.summary ?? "";
    const box = this.part("language-box");
    box.hidden = plan.languages.length < 2;
    const select = this.part("language");
    if (!box.hidden && select.options.length !== plan.languages.length) {
      select.replaceChildren(...plan.languages.map((tag) => new Option(languageName(tag), tag)));
    }
    select.value = plan.language;
    this.go(index);
  }

  /** Filled text: words as they are, numbers written in the lesson's language. */
  say(segments) {
    return (segments ?? []).map((piece) => (typeof piece === "number" ? this.number.format(piece) : piece)).join("");
  }

  /** The stop the reader is at. */
  get stop() {
    return this.plan?.stops[this.index] ?? null;
  }

  /** Whether the search is the lesson's to move (the reader's step controls wait). */
  leads() {
    return Boolean(this.stop) && this.stop.kind !== "end";
  }

  /** The squares and lines the stop marks, for the board. */
  highlight() {
    return this.stop?.highlight ?? null;
  }

  /** Whether the stop waits for a square. */
  wantsSquare() {
    return this.stop?.kind === "ask" && this.stop.ask.form === "pick" && !this.results[this.index].right;
  }

  /** Goes to stop `index`: the search moves there and the panel says what the stop says. */
  go(index) {
    const plan = this.plan;
    if (!plan) return;
    this.index = Math.max(0, Math.min(index, plan.stops.length - 1));
    const stop = plan.stops[this.index];
    const result = this.results[this.index];
    this.step.goTo(stop);
    const questions = plan.stops.filter((s) => s.kind === "ask");
    const asked = questions.indexOf(stop) + 1 || questions.filter((s) => plan.stops.indexOf(s) < this.index).length;
    const parts = plan.stops.length - 1;
    this.part("progress").textContent = stop.kind === "end" ? "" : TEXT.progress(this.index + 1, parts, Math.max(1, asked), questions.length);
    const text = stop.kind === "pause" ? TEXT.pause : stop.kind === "end" ? this.score() : this.say(stop.text);
    const textPart = this.part("text");
    textPart.textContent = text;
    textPart.lang = stop.kind === "narrate" || stop.kind === "ask" ? plan.language : "";
    this.part("feedback").textContent = "";
    this.part("explanation").textContent = "";
    const ask = stop.kind === "ask" ? stop.ask : null;
    this.part("answer").hidden = !ask || result.right;
    this.part("hint").hidden = !ask?.hint;
    this.part("hint").disabled = false;
    this.part("hint-text").hidden = true;
    this.part("hint-text").textContent = ask?.hint ? this.say(ask.hint) : "";
    this.part("skip").hidden = !ask || result.right || result.attempts < 2;
    if (ask) this.showAnswer(ask);
    if (ask && result.right) {
      this.part("feedback").textContent = result.feedback ?? "";
      this.part("explanation").textContent = result.explanation ?? "";
    }
    this.part("back").disabled = this.index === 0;
    this.part("next").hidden = stop.kind === "end";
    this.part("next").disabled = Boolean(ask) && !result.right && !result.skipped;
    this.part("again").hidden = stop.kind !== "end";
    if (stop.kind === "end") this.part("again").focus?.({ preventScroll: true });
  }

  /** The answer controls of a question. */
  showAnswer(ask) {
    const n = this.plan.n;
    const row = ask.row ?? null;
    const pick = ask.form === "pick";
    this.part("answer-hint").hidden = !pick;
    this.part("answer-hint").textContent = pick ? (row === null ? TEXT.pickHint : TEXT.pickRowHint(this.number.format(row))) : "";
    const columns = this.part("columns");
    columns.hidden = !pick || row === null;
    columns.replaceChildren(
      ...(pick && row !== null
        ? Array.from({ length: n }, (_, col) => {
            const button = document.createElement("button");
            button.type = "button";
            button.textContent = TEXT.column(this.number.format(col));
            button.addEventListener("click", () => this.pick({ row, col }));
            return button;
          })
        : []),
    );
    this.part("square").hidden = !pick || row !== null;
    if (pick && row === null) {
      for (const name of ["row", "col"]) {
        const select = this.part(name);
        if (select.options.length !== n) select.replaceChildren(...Array.from({ length: n }, (_, k) => new Option(this.number.format(k), String(k))));
      }
    }
    const options = this.part("options");
    options.hidden = ask.form !== "choose";
    options.replaceChildren(
      ...ask.options.map((segments, i) => {
        const button = document.createElement("button");
        button.type = "button";
        button.textContent = this.say(segments);
        button.addEventListener("click", () => this.reply((lesson, stop, language) => lesson.answerOption(stop, i, language)));
        return button;
      }),
    );
    this.part("number").hidden = ask.form !== "number";
    this.part("number-input").value = "";
  }

  /** A square from the board, the column buttons or the row and column menus. */
  pick(square) {
    if (!this.wantsSquare()) return false;
    this.reply((lesson, stop, language) => lesson.answerSquare(stop, square.row, square.col, language));
    return true;
  }

  giveNumber() {
    const text = this.part("number-input").value.trim();
    const value = /^-?\d{1,9}$/.test(text) ? Number(text) : NaN;
    if (Number.isNaN(value)) {
      this.part("feedback").textContent = TEXT.notNumber;
      return;
    }
    this.reply((lesson, stop, language) => lesson.answerNumber(stop, value, language));
  }

  /** The core's word on an answer (`ask` calls the lesson's answer method for this stop); then
   * the `answer` event.
   * @param {(lesson: any, stop: number, language: string) => { correct: boolean, feedback: any, explanation?: any }} ask */
  reply(ask) {
    const stop = this.stop;
    const result = this.results[this.index];
    if (!this.lesson || stop?.kind !== "ask" || result.right) return;
    const verdict = ask(this.lesson, this.index, this.language());
    result.attempts += 1;
    if (verdict.correct) {
      result.right = true;
      result.firstTry = result.attempts === 1 && !result.skipped;
      result.feedback = this.say(verdict.feedback);
      result.explanation = verdict.explanation ? this.say(verdict.explanation) : "";
    }
    this.step.emit("answer", {
      step: stop.step + 1,
      id: stop.id,
      correct: verdict.correct,
      attempts: result.attempts,
      lesson: this.plan.title,
    });
    if (verdict.correct) {
      this.go(this.index);
      this.part("next").focus({ preventScroll: true });
    } else {
      this.part("feedback").textContent = `${this.say(verdict.feedback)} ${TEXT.tries(result.attempts)}`;
      this.part("skip").hidden = result.attempts < 2;
    }
  }

  /** How many answers were right, for the end. */
  score() {
    const asked = this.results.filter((_, i) => this.plan.stops[i].kind === "ask");
    return TEXT.end(asked.filter((r) => r.firstTry).length, asked.length, asked.filter((r) => r.right).length);
  }
}

/** A language's own name for itself ("فارسی", "English"), or its tag. */
function languageName(tag) {
  try {
    return new Intl.DisplayNames([tag], { type: "language" }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}
