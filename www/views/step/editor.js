// The lesson editor, on the page beside the Step view's search, for teachers who never write
// JSON. The teacher chooses N and a strategy above, steps through the search, and at any moment
// adds words, a question or a pause; the editor writes the advance that brings the search there
// (the core's plainest: "until the next dead end"). A question's answer is taken from the core
// (a named question, with its answer at this moment) or chosen on the board and matched by the
// core to the question it answers. Steps are reordered and deleted; after every change the core
// checks the whole lesson and says what, if anything, cannot happen. Preview shows it as a
// reader meets it; it is exported as a file, a link (the lesson packed into it) and an element
// snippet, and a lesson opened from a file or a link can be edited again. The draft is kept in
// the browser, so nothing is lost on a reload.
import { build } from "../shared/dom.js";
import { errorWords, say, translate, WordsError } from "../../lang.js";
import { packLesson } from "../../lesson-file.js";
import { wholeNumber } from "../../url.js";

const DRAFT_KEY = "nqueens-lesson-draft";

/** The names of the step kinds, advances and answer forms, by their message ids. */
const STEP_KINDS = ["narrate", "ask", "advance", "highlight", "pause", "restart"];
const FORMS = ["pick", "choose", "number"];
const UNTIL = ["place", "dead-end", "backtrack", "solution", "end", "row", "events"];

/** The lines a crossed-by question's options name (editor.line.*). */
const LINES = ["column", "diagonal", "anti-diagonal", "row", "bounds", "refuted", "open", "queen"];

const TEMPLATE = `
<section class="editor panel" aria-labelledby="{id}title">
  <h3 id="{id}title" class="panel-title" data-t="editor.title"></h3>
  <p class="hint" data-t="editor.intro"></p>
  <div class="editor-meta">
    <label for="{id}lesson-title" data-t="editor.lesson-title"></label>
    <input id="{id}lesson-title" data-part="title" type="text" maxlength="200" />
    <label for="{id}summary" data-t="editor.summary"></label>
    <input id="{id}summary" data-part="summary" type="text" maxlength="2000" />
    <label for="{id}language" data-t="lesson.language"></label>
    <input id="{id}language" data-part="language" type="text" maxlength="35" class="short" aria-describedby="{id}language-hint" />
    <span id="{id}language-hint" class="hint" data-t="editor.language-hint"></span>
  </div>
  <p class="editor-moment" data-part="moment" aria-live="polite"></p>
  <div class="buttons" role="group" data-t-aria-label="editor.add-group">
    <button type="button" data-part="add-words" data-t="editor.add-words"></button>
    <button type="button" data-part="add-question" data-t="editor.add-question"></button>
    <button type="button" data-part="add-pause" data-t="editor.add-pause"></button>
  </div>
  <div class="editor-form" data-part="words-form" hidden>
    <label for="{id}words" data-t="editor.words"></label>
    <textarea id="{id}words" data-part="words" rows="3" maxlength="2000"></textarea>
    <p class="hint" data-t="editor.placeholders"></p>
    <div class="buttons">
      <button type="button" data-part="words-add" class="primary" data-t="editor.words-add"></button>
      <button type="button" data-part="words-cancel" data-t="editor.cancel"></button>
    </div>
  </div>
  <div class="editor-form" data-part="question-form" hidden>
    <fieldset>
      <legend data-t="editor.answer-how"></legend>
      <span data-part="forms" class="editor-choices"></span>
    </fieldset>
    <label for="{id}prompt" data-t="editor.prompt"></label>
    <textarea id="{id}prompt" data-part="prompt" rows="2" maxlength="2000"></textarea>
    <fieldset>
      <legend data-t="editor.its-answer"></legend>
      <span data-part="sources" class="editor-choices"></span>
      <div data-part="from-core">
        <label for="{id}named" data-t="editor.named"></label>
        <select id="{id}named" data-part="named"></select>
      </div>
      <div data-part="on-board">
        <p class="hint" data-part="board-hint"></p>
        <label for="{id}written" data-part="written-label" data-t="editor.written"></label>
        <input id="{id}written" data-part="written" type="text" inputmode="numeric" class="short" />
        <p class="hint" data-part="match" aria-live="polite"></p>
      </div>
      <div data-part="own" class="editor-options"></div>
    </fieldset>
    <label for="{id}hint" data-t="editor.hint"></label>
    <input id="{id}hint" data-part="hint" type="text" maxlength="2000" />
    <label for="{id}explanation" data-t="editor.explanation"></label>
    <input id="{id}explanation" data-part="explanation" type="text" maxlength="2000" />
    <p class="field-message" data-part="question-message" aria-live="polite"></p>
    <div class="buttons">
      <button type="button" data-part="question-add" class="primary" data-t="editor.question-add"></button>
      <button type="button" data-part="question-cancel" data-t="editor.cancel"></button>
    </div>
  </div>
  <h4 data-t="editor.steps"></h4>
  <ol class="editor-steps" data-part="steps"></ol>
  <p class="editor-status" data-part="status" role="status"></p>
  <div class="buttons">
    <button type="button" data-part="preview" class="primary" data-t="editor.preview"></button>
    <button type="button" data-part="download" data-t="editor.download"></button>
    <button type="button" data-part="link" data-t="editor.link"></button>
    <button type="button" data-part="snippet" data-t="editor.snippet"></button>
    <label class="file-button" for="{id}open" data-t="editor.open"></label>
    <input id="{id}open" data-part="open" type="file" accept=".json,application/json" class="visually-hidden" />
    <button type="button" data-part="new" data-t="editor.new"></button>
  </div>
  <div class="editor-meta">
    <label for="{id}mastery" data-t="editor.mastery"></label>
    <input id="{id}mastery" data-part="mastery" type="text" inputmode="numeric" maxlength="3" class="short" aria-describedby="{id}mastery-hint" />
    <span id="{id}mastery-hint" class="hint" data-t="editor.mastery-hint"></span>
  </div>
  <div class="buttons">
    <button type="button" data-part="scorm" data-t="editor.scorm"></button>
  </div>
  <label for="{id}export" class="visually-hidden" data-t="editor.export"></label>
  <textarea id="{id}export" data-part="export" rows="3" readonly hidden></textarea>
  <p class="hint" data-part="export-note" aria-live="polite"></p>
</section>`;

export class LessonEditor {
  /**
   * @param {HTMLElement} root
   * @param {{ api: any, search: () => { n: number, strategy: string, fixed: number[], constraints: string[] | null,
   *   position: number, narration: any }, seek: (position: number) => void, refresh: () => void,
   *   preview: (text: string) => void, remember: () => void, useBoard: (board: any) => void,
   *   words: () => import("../../message.js").Formatter }} view the Step view's side, and the
   *   reader's words
   */
  constructor(root, view) {
    this.root = root;
    this.view = view;
    this.part = build(root, TEMPLATE, view.words());
    this.chosen = [];
    this.plan = null;
    this.form = "pick";
    this.source = "core";
    this.draft = this.restore() ?? this.fresh();
    this.buildChoices();
    this.bind();
    this.showMeta();
    this.check();
  }

  /** The reader's words (the board's language). */
  get words() {
    return this.view.words();
  }

  /** The board's language changed: the editor's words again (the draft stays as written). */
  relabel() {
    translate(this.root, this.words);
    this.buildChoices();
    this.showQuestionForm();
    this.check();
  }

  /** An answer as the editor's menu shows it. */
  showValue(answer, form) {
    if (form === "number") return this.words.number(numberOf(answer));
    if (Array.isArray(answer)) return this.squares(answer);
    return String(answer);
  }

  /** The squares of a list, as the sentences write them. */
  squares(list) {
    const words = this.words;
    return list.map(([row, col]) => words.format("square", { row, col })).join(words.format("sep"));
  }

  /** A step in a line of words. */
  describe(step) {
    const words = this.words;
    if (step.kind === "narrate") return String(step.text ?? "");
    if (step.kind === "ask") return `${FORMS.includes(step.form) ? words.format(`editor.form.${step.form}`) : step.form}: ${step.prompt ?? ""}`;
    if (step.kind === "advance") {
      if (!UNTIL.includes(step.until)) return String(step.until);
      return words.format(`editor.until.${step.until}`, { row: step.row ?? 0, count: step.count ?? 0 });
    }
    if (step.kind === "highlight") return this.squares(step.squares ?? []);
    if (step.kind === "restart") return (step.constraints ?? ["column", "diagonal", "anti-diagonal"]).join(", ");
    return "";
  }

  /** A new lesson on the board the search shows now. */
  fresh() {
    const search = this.view.search();
    return { format: "nqueens-lesson", version: 1, title: this.words.format("editor.untitled"), language: this.words.locale.split("-")[0], board: this.boardOf(search), steps: [] };
  }

  boardOf(search) {
    const board = { n: search.n, strategy: search.strategy };
    if (search.fixed.length) board.fixed = pairs(search.fixed);
    if (search.constraints) board.constraints = search.constraints;
    return board;
  }

  restore() {
    try {
      const saved = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? "null");
      return saved && typeof saved === "object" && Array.isArray(saved.steps) ? saved : null;
    } catch {
      return null;
    }
  }

  save() {
    try {
      localStorage.setItem(DRAFT_KEY, this.text());
    } catch {
      // Not kept across reloads where the browser keeps nothing; the export still works.
    }
  }

  /** The draft as the lesson file: the same text every time for the same lesson. */
  text() {
    return `${JSON.stringify(this.draft, null, 2)}\n`;
  }

  buildChoices() {
    const radios = (part, name, entries, current) => {
      this.part(part).replaceChildren(
        ...entries.map(([value, words]) => {
          const label = document.createElement("label");
          const input = document.createElement("input");
          input.type = "radio";
          input.name = `${name}-${part}`;
          input.value = value;
          input.checked = value === current;
          input.addEventListener("change", () => {
            this[name] = value;
            this.showQuestionForm();
          });
          label.append(input, ` ${this.words.format(words)}`);
          return label;
        }),
      );
    };
    radios("forms", "form", FORMS.map((form) => [form, `editor.form.${form}`]), this.form);
    radios("sources", "source", [["core", "editor.from-core"], ["board", "editor.on-board"], ["own", "editor.own-words"]], this.source);
  }

  bind() {
    const meta = () => {
      this.draft.title = this.part("title").value;
      const summary = this.part("summary").value.trim();
      if (summary) this.draft.summary = summary;
      else delete this.draft.summary;
      this.draft.language = this.part("language").value.trim();
      this.check();
    };
    for (const name of ["title", "summary", "language"]) this.part(name).addEventListener("input", meta);
    this.part("add-words").addEventListener("click", () => this.openForm("words"));
    this.part("add-question").addEventListener("click", () => this.openForm("question"));
    this.part("add-pause").addEventListener("click", () => this.insert({ kind: "pause" }));
    this.part("words-cancel").addEventListener("click", () => this.openForm(null));
    this.part("question-cancel").addEventListener("click", () => this.openForm(null));
    this.part("words-add").addEventListener("click", () => {
      const text = this.part("words").value.trim();
      if (!text) return;
      this.insert({ kind: "narrate", id: this.newId(), text });
      this.part("words").value = "";
      this.openForm(null);
    });
    this.part("question-add").addEventListener("click", () => this.addQuestion());
    this.part("named").addEventListener("change", () => this.showQuestionForm());
    this.part("written").addEventListener("input", () => this.showMatch());
    this.part("preview").addEventListener("click", () => this.view.preview(this.text()));
    this.part("download").addEventListener("click", () => this.download());
    this.part("link").addEventListener("click", () => this.exportLink());
    this.part("scorm").addEventListener("click", () => this.exportScorm());
    this.part("snippet").addEventListener("click", () => this.exportSnippet());
    this.part("open").addEventListener("change", () => this.openFile());
    this.part("new").addEventListener("click", () => {
      this.draft = this.fresh();
      this.showMeta();
      this.check();
    });
  }

  showMeta() {
    this.part("title").value = this.draft.title ?? "";
    this.part("summary").value = this.draft.summary ?? "";
    this.part("language").value = this.draft.language ?? "";
  }

  /** Shows one of the forms ("words", "question") or none. */
  openForm(which) {
    this.part("words-form").hidden = which !== "words";
    this.part("question-form").hidden = which !== "question";
    this.chosen = [];
    if (which === "question") this.showQuestionForm();
    if (which) this.part(which === "words" ? "words" : "prompt").focus();
    this.view.refresh();
  }

  /** An id no step has yet. */
  newId() {
    const used = new Set(this.draft.steps.map((s) => s.id));
    let k = this.draft.steps.length + 1;
    while (used.has(`step-${k}`)) k++;
    return `step-${k}`;
  }

  // ---- the moment and the questions the core can answer there ------------------------------

  /** The search the lesson runs on, as the view shows it now. */
  search() {
    return this.view.search();
  }

  /** The named questions with an answer now, and their answers. */
  askable() {
    const s = this.search();
    try {
      return this.view.api.lessonAskable(s.n, s.strategy, Uint32Array.from(s.fixed), s.constraints, s.position, null);
    } catch {
      return [];
    }
  }

  /** Whether clicks on the board choose an answer's squares now. */
  wantsSquare() {
    return !this.part("question-form").hidden && this.source === "board" && this.form === "pick";
  }

  /** A square clicked on the board while choosing an answer. */
  choose(square) {
    const at = this.chosen.findIndex(([r, c]) => r === square.row && c === square.col);
    if (at >= 0) this.chosen.splice(at, 1);
    else this.chosen.push([square.row, square.col]);
    this.chosen.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    this.showMatch();
    this.view.refresh();
  }

  /** What the board marks while the editor is open: the squares chosen as an answer. */
  marks() {
    return this.wantsSquare() && this.chosen.length ? { squares: this.chosen, lines: [] } : null;
  }

  showQuestionForm() {
    const form = this.form;
    const source = this.source === "own" && form !== "choose" ? "core" : this.source;
    for (const input of this.part("sources").querySelectorAll("input")) {
      input.disabled = input.value === "own" && form !== "choose";
      input.checked = input.value === source;
    }
    this.source = source;
    this.part("from-core").hidden = source !== "core";
    this.part("on-board").hidden = source !== "board";
    this.part("own").hidden = source !== "own";
    const fits = (entry) => entry.forms.includes(form);
    const list = this.askable().filter(fits);
    this.entries = list;
    const named = this.part("named");
    const previous = named.value;
    named.replaceChildren(...list.map((entry, i) => new Option(this.words.format("editor.answer-is", { question: entry.words, value: this.showValue(entry.answer, form) }), String(i))));
    if (previous && Number(previous) < list.length) named.value = previous;
    this.part("board-hint").textContent = this.words.format(form === "pick" ? "editor.click-squares" : "editor.type-number");
    this.part("written").hidden = this.part("written-label").hidden = form === "pick";
    if (source === "own") this.showOptions();
    this.showMatch();
    this.view.refresh();
  }

  /** The options a teacher writes, with one marked right. */
  showOptions() {
    const own = this.part("own");
    if (own.childElementCount) return;
    for (let k = 0; k < 3; k++) own.append(this.optionRow(k));
  }

  optionRow(k) {
    const row = document.createElement("div");
    row.className = "editor-option";
    const id = `${this.part("own").id || "own"}-${Math.random().toString(36).slice(2, 8)}`;
    const text = Object.assign(document.createElement("input"), { type: "text", id: `${id}t`, maxLength: 2000 });
    text.dataset.role = "text";
    const label = Object.assign(document.createElement("label"), { htmlFor: `${id}t`, textContent: this.words.format("editor.option", { k: k + 1 }) });
    const feedback = Object.assign(document.createElement("input"), { type: "text", id: `${id}f`, maxLength: 2000 });
    feedback.dataset.role = "feedback";
    const feedbackLabel = Object.assign(document.createElement("label"), { htmlFor: `${id}f`, textContent: this.words.format("editor.feedback") });
    const right = Object.assign(document.createElement("input"), { type: "radio", name: "editor-right", id: `${id}r`, checked: k === 0 });
    right.dataset.role = "right";
    const rightLabel = Object.assign(document.createElement("label"), { htmlFor: `${id}r`, textContent: ` ${this.words.format("editor.right-option")}` });
    row.append(label, text, right, rightLabel, feedbackLabel, feedback);
    return row;
  }

  /** Which named question the answer chosen on the board (or typed) is, if any. */
  matching() {
    if (this.source !== "board") return null;
    const list = this.entries ?? [];
    if (this.form === "pick") {
      const key = JSON.stringify(this.chosen);
      return this.chosen.length ? list.find((e) => Array.isArray(e.answer) && JSON.stringify(e.answer) === key) ?? null : null;
    }
    const typed = wholeNumber(this.part("written").value);
    if (Number.isNaN(typed)) return null;
    return list.find((e) => numberOf(e.answer) === typed) ?? null;
  }

  showMatch() {
    const match = this.part("match");
    if (this.source !== "board") {
      match.textContent = "";
      return;
    }
    const found = this.matching();
    const any = this.form === "pick" ? this.chosen.length > 0 : this.part("written").value.trim() !== "";
    match.textContent = found ? this.words.format("editor.matched", { question: found.words }) : any ? this.words.format("editor.unmatched") : "";
    if (this.form === "pick") this.part("board-hint").textContent = `${this.words.format("editor.click-squares")} ${this.chosen.length ? this.squares(this.chosen) : ""}`;
  }

  /** The question the form describes, as a lesson step; or null and a message. */
  addQuestion() {
    const say = (id) => (this.part("question-message").textContent = this.words.format(id));
    const prompt = this.part("prompt").value.trim();
    if (!prompt) return say("editor.need-words");
    const step = { kind: "ask", id: this.newId(), form: this.form };
    if (this.source === "own") {
      const rows = [...this.part("own").querySelectorAll(".editor-option")];
      const options = rows
        .map((row) => ({
          text: /** @type {HTMLInputElement} */ (row.querySelector("[data-role=text]")).value.trim(),
          feedback: /** @type {HTMLInputElement} */ (row.querySelector("[data-role=feedback]")).value.trim(),
          right: /** @type {HTMLInputElement} */ (row.querySelector("[data-role=right]")).checked,
        }))
        .filter((o) => o.text);
      if (options.length < 2 || options.filter((o) => o.right).length !== 1) return say("editor.need-options");
      step.prompt = prompt;
      step.options = options.map((o) => ({ text: o.text, ...(o.feedback ? { feedback: o.feedback } : {}), ...(o.right ? { correct: true } : {}) }));
    } else {
      const entry = this.source === "core" ? this.entries?.[Number(this.part("named").value)] : this.matching();
      if (!entry) return say("editor.need-answer");
      step.question = entry.question;
      if (this.source === "board") step.answer = this.form === "pick" ? this.chosen.slice() : numberOf(entry.answer);
      step.prompt = prompt;
      if (this.form === "choose") step.options = optionsFor(entry, this.search().n, this.words);
    }
    const hint = this.part("hint").value.trim();
    const explanation = this.part("explanation").value.trim();
    if (hint) step.hint = hint;
    if (explanation) step.explanation = explanation;
    // The fields in the order a teacher reads them.
    const ordered = Object.fromEntries(
      ["kind", "id", "form", "question", "answer", "prompt", "options", "hint", "explanation"].filter((k) => k in step).map((k) => [k, step[k]]),
    );
    this.insert(ordered);
    for (const name of ["prompt", "hint", "explanation", "written"]) this.part(name).value = "";
    this.part("own").replaceChildren();
    say("");
    this.openForm(null);
  }

  // ---- the steps --------------------------------------------------------------------------

  /** Puts `step` at the search's moment: after the last step at or before it, with the advance
   * that brings the search there, and the next advance rewritten to still end where it did. */
  insert(step) {
    const s = this.search();
    this.draft.board = this.boardOf(s);
    const places = this.plan?.steps ?? [];
    let after = -1;
    for (let i = 0; i < places.length && i < this.draft.steps.length; i++) {
      if (places[i].position <= s.position) after = i;
      else break;
    }
    const from = after >= 0 ? places[after].position : 0;
    const added = [];
    if (s.position > from) added.push(this.advance(from, s.position));
    added.push(step);
    const next = this.draft.steps[after + 1];
    if (next?.kind === "advance" && places[after + 1]) {
      const to = places[after + 1].position;
      this.draft.steps[after + 1] = to > s.position ? this.advance(s.position, to) : next;
    }
    this.draft.steps.splice(after + 1, 0, ...added.filter(Boolean));
    this.check();
  }

  /** The core's plainest advance from one event to another, as a step. */
  advance(from, to) {
    const s = this.search();
    try {
      return { kind: "advance", ...this.view.api.lessonAdvance(s.n, s.strategy, Uint32Array.from(s.fixed), s.constraints, from, to) };
    } catch {
      return { kind: "advance", until: "events", count: to - from };
    }
  }

  move(index, by) {
    const to = index + by;
    if (to < 0 || to >= this.draft.steps.length) return;
    const [step] = this.draft.steps.splice(index, 1);
    this.draft.steps.splice(to, 0, step);
    this.check();
  }

  remove(index) {
    this.draft.steps.splice(index, 1);
    this.check();
  }

  /** Runs the draft through the core, shows the steps and what the core says, and keeps it. */
  check() {
    this.save();
    let lesson = null;
    let reason = null;
    try {
      // No label: a refusal before the title is read says "this lesson" in the reader's words.
      lesson = new this.view.api.Lesson(this.text(), "");
    } catch (error) {
      reason = errorWords(error);
    }
    this.plan = lesson ? lesson.plan(this.draft.language ?? "") : this.plan;
    lesson?.free();
    const status = this.part("status");
    if (lesson) say(status, this.words, "editor.checked", { stops: this.plan.stops.length - 1, questions: this.plan.questions });
    else say(status, this.words, "editor.refused", { reason });
    status.classList.toggle("refused", !lesson);
    this.ready = Boolean(lesson);
    for (const name of ["preview", "download", "link", "snippet", "scorm"]) this.part(name).disabled = !lesson;
    this.showSteps();
    this.showMoment();
    this.view.remember();
  }

  /** Where the search is, in words, so the teacher knows what "here" is. */
  showMoment() {
    const s = this.search();
    say(this.part("moment"), this.words, "editor.moment", { position: s.position, narration: s.narration });
  }

  showSteps() {
    const list = this.part("steps");
    const places = this.ready ? this.plan.steps : [];
    list.replaceChildren(
      ...this.draft.steps.map((step, i) => {
        const item = document.createElement("li");
        item.className = `editor-step ${step.kind}`;
        const head = document.createElement("span");
        head.className = "editor-step-kind";
        head.textContent = STEP_KINDS.includes(step.kind) ? this.words.format(`editor.step.${step.kind}`) : String(step.kind);
        const body = document.createElement("span");
        body.className = "editor-step-text";
        body.textContent = this.describe(step);
        item.append(head, " ", body);
        if (places[i]) {
          const go = button(this.words.format("editor.at", { position: places[i].position }), () => this.view.seek(places[i].position));
          go.classList.add("quiet");
          item.append(" ", go);
        }
        const tools = document.createElement("span");
        tools.className = "editor-step-tools";
        tools.append(
          button("↑", () => this.move(i, -1), this.words.format("editor.move-up", { k: i + 1 })),
          button("↓", () => this.move(i, 1), this.words.format("editor.move-down", { k: i + 1 })),
          button("✕", () => this.remove(i), this.words.format("editor.delete", { k: i + 1 })),
        );
        item.append(tools);
        return item;
      }),
    );
  }

  /** The search moved or changed: what "this moment" is, and what may be asked there. */
  searchChanged() {
    this.showMoment();
    if (!this.part("question-form").hidden) this.showQuestionForm();
  }

  // ---- opening and sharing ------------------------------------------------------------------

  /** Opens a lesson's file text for editing (from a file, a link or a shipped lesson). */
  open(text) {
    let draft;
    try {
      draft = JSON.parse(text);
    } catch (error) {
      say(this.part("export-note"), this.words, "editor.not-json", { reason: this.notJson(text) ?? String(error?.message ?? error) });
      return false;
    }
    if (!draft || typeof draft !== "object" || !Array.isArray(draft.steps)) {
      say(this.part("export-note"), this.words, "editor.not-json", { reason: { id: "editor.no-steps", args: {} } });
      return false;
    }
    this.draft = draft;
    this.showMeta();
    this.check();
    say(this.part("export-note"), this.words, "editor.opened", { title: String(draft.title ?? "") });
    return true;
  }

  /** Where `text` stops being JSON, as the core says it in the reader's words (the browser's
   * own message is English); null if the core reads it after all. */
  notJson(text) {
    try {
      new this.view.api.Lesson(text, "").free();
      return null;
    } catch (error) {
      const words = errorWords(error);
      // The core's refusal names the lesson ("this lesson: …"); the note already says the file.
      return words.id === "error.lesson" && words.args?.what ? words.args.what : words;
    }
  }

  async openFile() {
    const input = /** @type {HTMLInputElement} */ (this.part("open"));
    const file = input.files?.[0];
    input.value = "";
    if (!file) return;
    if (file.size > 256 * 1024) {
      say(this.part("export-note"), this.words, "editor.too-big", { kib: 256 });
      return;
    }
    if (this.open(await file.text())) this.view.useBoard(this.draft.board);
  }

  download() {
    const url = URL.createObjectURL(new Blob([this.text()], { type: "application/json" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = `${slug(this.draft.title) || "lesson"}.json`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  /** The lesson as a SCORM 1.2 package for a learning platform: the core writes the zip from
   * the lesson and the board's files, which the page fetches from where it is served. */
  async exportScorm() {
    const note = this.part("export-note");
    const field = this.part("mastery").value.trim();
    const mastery = field === "" ? undefined : wholeNumber(field);
    if (Number.isNaN(mastery)) {
      say(note, this.words, "lesson.not-number");
      this.part("mastery").focus();
      return;
    }
    try {
      const api = this.view.api;
      const paths = api.scormFiles();
      const root = new URL("../../../", import.meta.url);
      const blobs = await Promise.all(
        paths.map(async (path) => {
          const response = await fetch(new URL(path, root));
          if (!response.ok) throw new Error(path);
          return new Uint8Array(await response.arrayBuffer());
        }),
      ).catch((error) => {
        throw new WordsError("scorm.missing-file", { file: String(error?.message ?? error) });
      });
      const data = new Uint8Array(blobs.reduce((sum, b) => sum + b.length, 0));
      let at = 0;
      for (const bytes of blobs) {
        data.set(bytes, at);
        at += bytes.length;
      }
      const zip = api.scormPackage(this.text(), this.draft.title ?? "", mastery, paths, Uint32Array.from(blobs.map((b) => b.length)), data);
      const file = `${slug(this.draft.title) || "lesson"}-scorm.zip`;
      const url = URL.createObjectURL(new Blob([zip], { type: "application/zip" }));
      const link = document.createElement("a");
      link.href = url;
      link.download = file;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      say(note, this.words, "editor.scorm-done", { file });
    } catch (error) {
      say(note, this.words, errorWords(error));
    }
  }

  /** The page's address with the lesson packed into it. */
  async link() {
    const url = new URL(location.href);
    url.search = "";
    url.hash = "";
    url.searchParams.set("view", "step");
    url.searchParams.set("lesson", await packLesson(this.text()));
    return url.href;
  }

  async exportLink() {
    this.showExport(await this.link());
  }

  async exportSnippet() {
    const script = new URL("www/nqueens-element.js", new URL(".", location.href)).href;
    const packed = await packLesson(this.text());
    this.showExport(`<script type="module" src="${script}"></script>\n<nqueens-board view="step" lesson="${packed}"></nqueens-board>\n<!-- ${this.words.format("editor.snippet-comment")} -->`);
  }

  /** Shows exported text and copies it where the browser lets the page. */
  async showExport(text) {
    const area = /** @type {HTMLTextAreaElement} */ (this.part("export"));
    area.hidden = false;
    area.value = text;
    area.select();
    let copied = false;
    try {
      await navigator.clipboard.writeText(text);
      copied = true;
    } catch {
      // No clipboard here (permissions, an insecure origin): the text is selected instead.
    }
    say(this.part("export-note"), this.words, copied ? "editor.copied" : "editor.not-copied");
  }
}

function button(text, onClick, label) {
  const b = document.createElement("button");
  b.type = "button";
  b.textContent = text;
  if (label) b.setAttribute("aria-label", label);
  b.addEventListener("click", onClick);
  return b;
}

/** Flat [row, col, …] as [[row, col], …]. */
function pairs(flat) {
  const out = [];
  for (let i = 0; i + 1 < flat.length; i += 2) out.push([flat[i], flat[i + 1]]);
  return out;
}

/** A number answer: the number, or how many squares. */
function numberOf(answer) {
  return Array.isArray(answer) ? answer.length : typeof answer === "number" ? answer : NaN;
}



/** Options for a choose question whose answer the core gives: the answer and two others,
 * written in `words` (the teacher's language, which a new lesson is written in). */
function optionsFor(entry, n, words) {
  const answer = entry.answer;
  if (typeof answer === "number") {
    const values = [answer, answer + 1, Math.max(0, answer - 1) === answer ? answer + 2 : answer - 1];
    return values.sort((a, b) => a - b).map((value) => ({ text: String(value), value }));
  }
  if (typeof answer === "string") {
    const names = [answer, ...["column", "diagonal", "anti-diagonal", "row"].filter((n) => n !== answer)].slice(0, 3);
    return names.sort().map((value) => ({ text: LINES.includes(value) ? words.format(`editor.line.${value}`) : value, value }));
  }
  const others = [];
  for (let k = 0; k < n * n && others.length < 2; k++) {
    const sq = [Math.floor(k / n), k % n];
    if (!answer.some(([r, c]) => r === sq[0] && c === sq[1])) others.push(sq);
  }
  return [answer[0], ...others]
    .sort((a, b) => a[0] - b[0] || a[1] - b[1])
    .map((sq) => ({ text: words.format("editor.square", { row: sq[0], col: sq[1] }), value: sq }));
}

function slug(title) {
  return String(title ?? "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60);
}
