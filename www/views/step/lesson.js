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
import { build } from "../shared/dom.js";
import { dirOf, errorWords, say, translate } from "../../lang.js";
import { markCode, markPieces, nodesOf, plain } from "../../message.js";
import { loadLesson } from "../../lesson-file.js";
import { wholeNumber } from "../../url.js";
import { printWorksheet, worksheetHtml } from "./worksheet.js";

/** Where a lesson's place waits across a reload into a new version of the page (one tab's;
 * the page asks for it through the Step view's keepPlace, www/offline/register.js's KEEP_PLACE). */
const PLACE_KEY = "nqueens-lesson-place";

export class LessonPanel {
  /**
   * @param {HTMLElement} root the slot the panel fills
   * @param {{ api: any, goTo: (stop: any) => void, emit: (type: string, detail: object) => void,
   *   edit?: (text: string) => void, language: () => string,
   *   words: () => import("../../message.js").Formatter }} step the Step view's side, and the
   *   reader's words (the board's language, which a lesson is shown in where it has it)
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
    <label for="{id}language" data-t="lesson.language"></label>
    <select id="{id}language" data-part="language"></select>
  </div>
  <p class="hint lesson-progress" data-part="progress"></p>
  <p class="lesson-text" data-part="text" aria-live="polite"></p>
  <div class="lesson-answer" data-part="answer" hidden>
    <p class="hint" data-part="answer-hint"></p>
    <div class="buttons" role="group" data-part="columns" aria-labelledby="{id}text"></div>
    <div class="lesson-square" data-part="square">
      <label for="{id}row" data-t="lesson.row"></label>
      <select id="{id}row" data-part="row"></select>
      <label for="{id}col" data-t="lesson.col"></label>
      <select id="{id}col" data-part="col"></select>
      <button type="button" data-part="square-go" data-t="lesson.answer"></button>
    </div>
    <div class="buttons lesson-options" role="group" data-part="options" aria-labelledby="{id}text"></div>
    <div class="lesson-number" data-part="number">
      <label for="{id}number" data-t="lesson.your-number"></label>
      <input id="{id}number" data-part="number-input" class="number" type="text" inputmode="numeric" autocomplete="off" />
      <button type="button" data-part="number-go" data-t="lesson.answer"></button>
    </div>
  </div>
  <p class="lesson-feedback" data-part="feedback" role="status" aria-live="polite"></p>
  <p class="lesson-explanation" data-part="explanation"></p>
  <p class="lesson-hint" data-part="hint-text" hidden></p>
  <div class="buttons lesson-nav">
    <button type="button" data-part="back" data-t="lesson.back"></button>
    <button type="button" data-part="hint" data-t="lesson.hint"></button>
    <button type="button" data-part="skip" hidden data-t="lesson.skip"></button>
    <button type="button" data-part="next" class="primary" data-t="lesson.continue"></button>
    <button type="button" data-part="again" hidden data-t="lesson.again"></button>
    <button type="button" data-part="edit" hidden data-t="lesson.edit"></button>
    <button type="button" data-part="print" hidden data-t="lesson.print"></button>
  </div>
  <p class="note" data-part="error" role="alert" hidden></p>
</section>`,
      step.words(),
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
      if (event.key !== "Enter") return;
      // A right answer moves the focus to Continue: the Enter that gave the answer must not
      // press it too (the feedback would go unread).
      event.preventDefault();
      this.giveNumber();
    });
    this.part("language").addEventListener("change", () => {
      this.chosenLanguage = this.part("language").value;
      this.showPlan(this.index);
    });
    this.part("edit").addEventListener("click", () => this.step.edit?.(this.text));
    this.part("print").addEventListener("click", () => this.print());
  }

  /** The lesson's worksheet in the reader's language, as the core makes it (null: no lesson). */
  worksheet() {
    return this.lesson ? this.lesson.worksheet(this.language()) : null;
  }

  /** The worksheet as an HTML file's text (worksheet.js), or null with no lesson. */
  worksheetHtml() {
    const sheet = this.worksheet();
    return sheet ? worksheetHtml(sheet, this.words) : null;
  }

  /** Prints the worksheet from a frame of its own (nothing of the page printed). */
  async print() {
    const sheet = this.worksheet();
    if (sheet) await printWorksheet(this.root, sheet, this.words);
  }

  /** The reader's words (the board's language). */
  get words() {
    return this.step.words();
  }

  /** The board's language changed: the panel's own words again, and the lesson in the new
   * language where it has it (unless the reader chose one here). */
  relabel() {
    translate(this.part("section"), this.words);
    if (this.plan) this.showPlan(this.index);
  }

  /** The lesson's own section, for the view to scroll to and focus. */
  get section() {
    return this.part("section");
  }

  /**
   * Loads the lesson `source` names and starts it; says why when it cannot. Resolves once it
   * has (an older load still running is forgotten).
   */
  open(source) {
    this.opening = this.load(source);
    return this.opening;
  }

  /** @param {any} source */
  async load(source) {
    const load = ++this.loads;
    this.abort?.abort();
    this.abort = new AbortController();
    this.source = source;
    this.lesson?.free();
    this.lesson = null;
    this.plan = null;
    this.showError(null);
    say(this.part("title"), this.words, "lesson.loading");
    say(this.part("text"), this.words, null);
    let loaded;
    try {
      loaded = await loadLesson(this.step.api, source, { signal: this.abort.signal });
    } catch (error) {
      if (load !== this.loads || error?.name === "AbortError") return false;
      this.fail(errorWords(error));
      return false;
    }
    if (load !== this.loads) {
      loaded.lesson.free();
      return false;
    }
    this.lesson = loaded.lesson;
    this.text = loaded.text;
    this.restart();
    this.resume();
    return true;
  }

  /** Writes where the reader is (the stop, every answer so far, the language chosen here) to
   * this tab's sessionStorage, for the page that reloads next (see resume). */
  keepPlace() {
    if (!this.plan || !this.lesson) return;
    const place = { source: this.source, stops: this.plan.stops.length, index: this.index, results: this.results, language: this.chosenLanguage ?? null };
    try {
      sessionStorage.setItem(PLACE_KEY, JSON.stringify(place));
    } catch {
      // No storage (a sandboxed frame, a full quota): the lesson starts again after the reload.
    }
  }

  /** Goes back to the place keepPlace wrote, once, if it is this lesson's; a place that does not
   * read as one (another lesson, another length, anything malformed) is dropped unread. */
  resume() {
    let place = null;
    try {
      place = JSON.parse(sessionStorage.getItem(PLACE_KEY) ?? "null");
      sessionStorage.removeItem(PLACE_KEY);
    } catch {
      return;
    }
    const stops = this.plan.stops.length;
    const flag = (value) => typeof value === "boolean";
    const segments = (value) => value === null || Array.isArray(value);
    const tag = (value) => value === null || typeof value === "string";
    const result = (r) =>
      r !== null &&
      typeof r === "object" &&
      Number.isSafeInteger(r.attempts) &&
      r.attempts >= 0 &&
      flag(r.right) &&
      flag(r.firstTry) &&
      flag(r.skipped) &&
      segments(r.feedback) &&
      segments(r.explanation) &&
      tag(r.feedbackLang) &&
      tag(r.explanationLang);
    if (
      !place ||
      JSON.stringify(place.source) !== JSON.stringify(this.source) ||
      place.stops !== stops ||
      !Number.isSafeInteger(place.index) ||
      place.index < 0 ||
      place.index >= stops ||
      !Array.isArray(place.results) ||
      place.results.length !== stops ||
      !place.results.every(result) ||
      !tag(place.language)
    ) {
      return;
    }
    try {
      this.results = place.results;
      if (place.language) this.chosenLanguage = place.language;
      this.showPlan(place.index);
    } catch {
      // Words the core does not know (a place written by hand): from the start, as if none.
      this.chosenLanguage = undefined;
      this.restart();
    }
  }

  /** A lesson that cannot be shown: the core's (or the fetch's) sentence, in the panel.
   * @param {{ id: string, args?: object }} reason */
  fail(reason) {
    say(this.part("title"), this.words, null);
    say(this.part("summary"), this.words, null);
    say(this.part("progress"), this.words, null);
    this.part("answer").hidden = true;
    for (const name of ["back", "hint", "next", "skip", "again", "print"]) this.part(name).hidden = true;
    // A sentence of its own (a text that ends with a full stop) runs on inside ours.
    const inner = reason.id === "error.text" && typeof reason.args?.reason === "string" ? { id: "error.text", args: { reason: reason.args.reason.replace(/\.$/, "") } } : reason;
    this.showError({ id: "lesson.failed", args: { reason: inner } });
    this.step.emit("error", { command: "lesson", message: this.words.message(reason) });
  }

  /** @param {{ id: string, args?: object } | null} message */
  showError(message) {
    this.part("error").hidden = !message;
    say(this.part("error"), this.words, message);
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
    this.results = this.plan.stops.map(() => ({ attempts: 0, right: false, firstTry: false, skipped: false, feedback: null, feedbackLang: null, explanation: null, explanationLang: null }));
    for (const name of ["back", "hint", "next", "print"]) this.part(name).hidden = false;
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
    // Numbers in the reader's digits where the lesson is in the reader's language (hi-u-nu-deva
    // writes Devanagari digits), else the lesson's language's.
    const words = this.words;
    const primary = (tag) => String(tag).split("-")[0].toLowerCase();
    this.number = primary(plan.language) === primary(words.locale) ? { format: (k) => words.number(k) } : new Intl.NumberFormat(plan.language);
    say(this.part("title"), words, null);
    this.part("title").replaceChildren(nodesOf(markCode(plan.title)));
    this.part("summary").replaceChildren(nodesOf(markCode(plan.summary ?? "")));
    const box = this.part("language-box");
    box.hidden = plan.languages.length < 2;
    const select = this.part("language");
    if (!box.hidden && select.options.length !== plan.languages.length) {
      select.replaceChildren(...plan.languages.map((tag) => new Option(languageName(tag), tag)));
    }
    select.value = plan.language;
    this.go(index);
  }

  /** Filled text: words as they are, numbers written in the lesson's language, the core's own
   * sentences (the narration, its feedback) in the reader's. */
  say(segments) {
    return nodesOf(this.marked(segments));
  }

  /** Filled text with its code marks (`code` in the lesson's words, the core's code marks in
   * its sentences) as the private-use marks of message.js: nodes are built from it, never
   * markup, so a lesson's text is data. */
  marked(segments) {
    const words = this.words;
    return markPieces(
      (segments ?? []).map((piece) =>
        typeof piece === "string" ? { raw: piece } : { marked: typeof piece === "number" ? this.number.format(piece) : words.marked(piece.id, piece.args) },
      ),
    );
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
    const words = this.words;
    say(this.part("progress"), words, stop.kind === "end" ? null : "lesson.progress", { k: this.index + 1, m: parts, q: Math.max(1, asked), total: questions.length });
    const textPart = this.part("text");
    if (stop.kind === "pause") say(textPart, words, "lesson.pause");
    else if (stop.kind === "end") say(textPart, words, this.score());
    else {
      say(textPart, words, null);
      textPart.replaceChildren(this.say(stop.text));
    }
    writtenIn(textPart, stop.kind === "narrate" || stop.kind === "ask" ? plan.language : "", stop.lang);
    say(this.part("feedback"), words, null);
    this.part("explanation").textContent = "";
    const ask = stop.kind === "ask" ? stop.ask : null;
    this.part("answer").hidden = !ask || result.right;
    this.part("hint").hidden = !ask?.hint;
    this.part("hint").disabled = false;
    this.part("hint-text").hidden = true;
    this.part("hint-text").replaceChildren(ask?.hint ? this.say(ask.hint) : "");
    writtenIn(this.part("hint-text"), null, ask?.hintLang);
    this.part("skip").hidden = !ask || result.right || result.attempts < 2;
    if (ask) this.showAnswer(ask);
    writtenIn(this.part("feedback"), null, null);
    writtenIn(this.part("explanation"), null, null);
    if (ask && result.right) {
      this.part("feedback").replaceChildren(this.say(result.feedback));
      writtenIn(this.part("feedback"), null, result.feedbackLang);
      this.part("explanation").replaceChildren(this.say(result.explanation));
      writtenIn(this.part("explanation"), null, result.explanationLang);
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
    say(this.part("answer-hint"), this.words, pick ? (row === null ? "lesson.pick-hint" : "lesson.pick-row-hint") : null, { row });
    const columns = this.part("columns");
    columns.hidden = !pick || row === null;
    columns.replaceChildren(
      ...(pick && row !== null
        ? Array.from({ length: n }, (_, col) => {
            const button = document.createElement("button");
            button.type = "button";
            say(button, this.words, "lesson.column", { col });
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
        button.replaceChildren(this.say(segments));
        writtenIn(button, null, ask.optionsLang?.[i]);
        button.addEventListener("click", () => this.reply((lesson, stop, language) => lesson.answerOption(stop, i, language), String(i + 1)));
        return button;
      }),
    );
    this.part("number").hidden = ask.form !== "number";
    this.part("number-input").value = "";
  }

  /** A square from the board, the column buttons or the row and column menus. */
  pick(square) {
    if (!this.wantsSquare()) return false;
    this.reply((lesson, stop, language) => lesson.answerSquare(stop, square.row, square.col, language), `${square.row},${square.col}`);
    return true;
  }

  giveNumber() {
    const value = wholeNumber(this.part("number-input").value, { signed: true });
    if (Number.isNaN(value)) {
      say(this.part("feedback"), this.words, "lesson.not-number");
      return;
    }
    this.reply((lesson, stop, language) => lesson.answerNumber(stop, value, language), String(value));
  }

  /** The core's word on an answer (`ask` calls the lesson's answer method for this stop); then
   * the `answer` event, naming the lesson by its stable name and revision (a gradebook keeps
   * them; the title changes with the reader's language) and the step by its id.
   * @param {(lesson: any, stop: number, language: string) => { correct: boolean, feedback: any, feedbackLang?: string | null, explanation?: any, explanationLang?: string | null }} ask
   * @param {string} response the answer as given: "row,col" (pick), the option counted from 1
   *   (choose), the number */
  reply(ask, response) {
    const stop = this.stop;
    const result = this.results[this.index];
    if (!this.lesson || stop?.kind !== "ask" || result.right) return;
    const verdict = ask(this.lesson, this.index, this.language());
    result.attempts += 1;
    if (verdict.correct) {
      result.right = true;
      result.firstTry = result.attempts === 1 && !result.skipped;
      result.feedback = verdict.feedback;
      result.feedbackLang = verdict.feedbackLang ?? null;
      result.explanation = verdict.explanation ?? null;
      result.explanationLang = verdict.explanationLang ?? null;
    }
    this.step.emit("answer", {
      step: stop.step + 1,
      id: stop.id,
      correct: verdict.correct,
      attempts: result.attempts,
      form: stop.ask.form,
      response,
      lesson: this.plan.id,
      version: this.plan.revision,
      title: plain(markCode(this.plan.title), false),
    });
    if (verdict.correct) {
      this.go(this.index);
      this.part("next").focus({ preventScroll: true });
    } else {
      const feedback = this.part("feedback");
      const tries = { id: "lesson.tries", args: { count: result.attempts } };
      if (verdict.feedbackLang) {
        // The teacher's words a translation left out, in their own language and direction,
        // then the reader's count of tries in the reader's, joined as the reader's language
        // joins two sentences.
        const own = document.createElement("span");
        own.replaceChildren(this.say(verdict.feedback));
        writtenIn(own, null, verdict.feedbackLang);
        const count = document.createElement("span");
        say(count, this.words, tries.id, tries.args);
        say(feedback, this.words, null);
        feedback.replaceChildren(own, this.words.format("sentences", { first: "", rest: "" }), count);
      } else {
        say(feedback, this.words, "sentences", { first: plain(this.marked(verdict.feedback)), rest: tries });
      }
      this.part("skip").hidden = result.attempts < 2;
    }
  }

  /** How many answers were right, for the end, as a message. */
  score() {
    const asked = this.results.filter((_, i) => this.plan.stops[i].kind === "ask");
    if (asked.length === 0) return { id: "lesson.end.none", args: {} };
    const first = asked.filter((r) => r.firstTry).length;
    const eventually = asked.filter((r) => r.right).length;
    return { id: "lesson.end", args: { first, total: asked.length, eventually, more: eventually > first ? "yes" : "no" } };
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

/**
 * Gives `el` the language its text is in: `fallback` with that language's own direction where
 * the core says the text is not in the plan's language (a step a translation left out reads in
 * the source's, and its full stop belongs at its own end), else `lang` (null: the panel's) in the
 * panel's direction.
 * @param {HTMLElement} el
 * @param {string | null} lang
 * @param {string | null | undefined} fallback
 */
function writtenIn(el, lang, fallback) {
  if (fallback) {
    el.lang = fallback;
    el.dir = direction(fallback);
    return;
  }
  if (lang === null) el.removeAttribute("lang");
  else el.lang = lang;
  el.removeAttribute("dir");
}

/** A language's writing direction, as the browser knows it (the supported four without it). */
function direction(tag) {
  try {
    const locale = /** @type {any} */ (new Intl.Locale(tag));
    const info = locale.getTextInfo?.() ?? locale.textInfo;
    if (info?.direction) return info.direction;
  } catch {
    // not a tag the browser reads: the board's own list decides
  }
  return dirOf(tag);
}
