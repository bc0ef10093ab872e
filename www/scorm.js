// The SCORM 1.2 glue of a lesson package (the core writes the package: crates/nqueens-core/
// src/scorm.rs). The launch page holds a board in the Step view reading the package's lesson;
// this script finds the platform's API (`window.API` in a parent or opener, the standard
// search), starts the attempt, and reports every answer the board's `nqueens-answer` event
// carries: an interaction per answer (the step's id, the response, correct or wrong), the
// score (questions answered right at the first try, in percent) and, once every question has
// an answer, the status (passed or failed against the mastery score, else completed). What it
// has recorded rides in `cmi.suspend_data`, so a second visit goes on with the same record. No
// platform: the lesson works as a plain page and says its answers are not recorded. A value
// the platform refuses is kept and sent again with the next answer; a `suspend_data` that does
// not read is set aside with a note, and the interactions already recorded are never
// overwritten (new ones are appended after `cmi.interactions._count`).
import "./nqueens-element.js";
import { EVENTS } from "./names.js";
import { dirOf, readLanguage, say, wordsFor } from "./lang.js";

/** How many frames up (and openers out) the search looks, as in ADL's own finder. */
const MAX_HOPS = 10;
/** What `cmi.suspend_data` holds at most in SCORM 1.2. */
const SUSPEND_LIMIT = 4096;
/** The shape of our `suspend_data`, so a later glue can read an older record. */
const RECORD_VERSION = 1;

/** The SCORM 1.2 API of the nearest window that has one, or null. */
export function findApi(start = window) {
  const look = (win) => {
    for (let hops = 0; win && hops <= MAX_HOPS; hops++) {
      try {
        if (win.API && typeof win.API.LMSInitialize === "function") return win.API;
      } catch {
        return null; // another origin: no API of ours there
      }
      if (!win.parent || win.parent === win) return null;
      win = win.parent;
    }
    return null;
  };
  const here = look(start);
  if (here) return here;
  try {
    return start.top?.opener ? look(start.top.opener) : null;
  } catch {
    return null;
  }
}

/** The record in `suspend_data`, or null when there is none; throws when it does not read.
 * Which lesson it belongs to is checked later, against the first answer (the board names its
 * lesson there). */
export function readRecord(text) {
  if (!text) return null;
  const record = JSON.parse(text);
  if (record?.v !== RECORD_VERSION || typeof record.lesson !== "string" || typeof record.answers !== "object" || record.answers === null || Array.isArray(record.answers)) {
    throw new Error("not a record");
  }
  for (const answer of Object.values(record.answers)) {
    if (typeof answer?.first !== "boolean" || !Number.isInteger(answer?.attempts)) throw new Error("not an answer");
  }
  return record;
}

class Reporter {
  constructor(api, board, status) {
    this.api = api;
    this.board = board;
    this.status = status;
    /** Values the platform refused, sent again with the next answer. */
    this.pending = [];
    this.answers = {};
    this.lesson = null;
  }

  get(element) {
    return String(this.api.LMSGetValue(element) ?? "");
  }

  set(element, value) {
    const ok = String(this.api.LMSSetValue(element, String(value))) === "true";
    if (!ok) {
      this.pending.push([element, String(value)]);
      this.note({ id: "scorm.refused", args: { element, code: String(this.api.LMSGetLastError?.() ?? "") } });
    }
    return ok;
  }

  async note(message) {
    const words = await wordsFor(readLanguage(document.documentElement.lang));
    this.status.hidden = !message;
    say(this.status, words, message);
  }

  start() {
    if (String(this.api.LMSInitialize("")) !== "true") return false;
    this.count = Number.parseInt(this.get("cmi.interactions._count"), 10) || 0;
    const mastery = Number.parseFloat(this.get("cmi.student_data.mastery_score"));
    const own = Number.parseFloat(this.board.dataset.mastery ?? "");
    this.mastery = Number.isFinite(mastery) ? mastery : Number.isFinite(own) ? own : null;
    // A record that does not read is set aside at once, with a note: the attempt starts afresh.
    try {
      this.record = readRecord(this.get("cmi.suspend_data"));
      if (this.record) this.note({ id: "scorm.resumed", args: {} });
    } catch {
      this.record = null;
      this.note({ id: "scorm.resume-lost", args: {} });
    }
    if (this.get("cmi.core.lesson_status") === "not attempted") this.set("cmi.core.lesson_status", "incomplete");
    return true;
  }

  /** The first answer names the lesson: an earlier visit's record counts when it is this
   * lesson's (a package replaced by another lesson's starts afresh, with a note). */
  adopt(lesson, version) {
    if (this.lesson) return;
    this.lesson = lesson;
    this.version = version;
    if (!this.record) return;
    if (this.record.lesson === lesson) this.answers = { ...this.record.answers };
    else this.note({ id: "scorm.resume-lost", args: {} });
  }

  answer(detail, questions) {
    this.adopt(detail.lesson, detail.version);
    // Values refused before go first, so nothing recorded is lost.
    const retry = this.pending.splice(0);
    for (const [element, value] of retry) this.set(element, value);
    const id = detail.id ?? `step-${detail.step}`;
    const n = this.count++;
    const type = { pick: "fill-in", choose: "choice", number: "numeric" }[detail.form] ?? "fill-in";
    // SCORM 1.2 identifiers are printable ASCII: a step id in another script goes by its number.
    this.set(`cmi.interactions.${n}.id`, /^[\x21-\x7e]{1,255}$/.test(id) ? id : `step-${detail.step}`);
    this.set(`cmi.interactions.${n}.type`, type);
    this.set(`cmi.interactions.${n}.student_response`, detail.response ?? "");
    this.set(`cmi.interactions.${n}.result`, detail.correct ? "correct" : "wrong");
    const known = this.answers[id];
    this.answers[id] = { first: known ? known.first : detail.correct && detail.attempts === 1, attempts: (known?.attempts ?? 0) + 1 };
    this.report(questions);
  }

  report(questions) {
    const answered = Object.values(this.answers);
    const right = answered.filter((a) => a.first).length;
    const raw = questions > 0 ? Math.round((100 * right) / questions) : 100;
    this.set("cmi.core.score.min", 0);
    this.set("cmi.core.score.max", 100);
    this.set("cmi.core.score.raw", raw);
    if (answered.length >= questions) {
      const status = this.mastery === null ? "completed" : raw >= this.mastery ? "passed" : "failed";
      this.set("cmi.core.lesson_status", status);
    }
    const record = JSON.stringify({ v: RECORD_VERSION, lesson: this.lesson, version: this.version, answers: this.answers });
    if (record.length <= SUSPEND_LIMIT) this.set("cmi.suspend_data", record);
    this.set("cmi.core.exit", "suspend");
    this.api.LMSCommit("");
  }

  finish() {
    if (this.finished) return;
    this.finished = true;
    // A value refused with the last answer has no next answer to ride with: one more try.
    for (const [element, value] of this.pending.splice(0)) this.set(element, value);
    this.api.LMSCommit("");
    this.api.LMSFinish("");
  }
}

/** How many questions the package's lesson asks (read once from the file the board reads). */
async function questionsOf(board) {
  try {
    const response = await fetch(new URL(board.getAttribute("lesson") ?? "", document.baseURI));
    const lesson = await response.json();
    return (lesson.steps ?? []).filter((step) => step?.kind === "ask").length;
  } catch {
    return 0;
  }
}

async function main() {
  const board = document.querySelector("nqueens-board");
  const status = document.querySelector(".scorm-status");
  if (!board || !status) return;
  document.documentElement.dir = document.documentElement.dir || dirOf(readLanguage(document.documentElement.lang));
  const api = findApi();
  if (!api) {
    const reporter = new Reporter({ LMSGetLastError: () => "" }, board, status);
    reporter.note({ id: "scorm.no-lms", args: {} });
    return;
  }
  const reporter = new Reporter(api, board, status);
  if (!reporter.start()) {
    reporter.note({ id: "scorm.no-lms", args: {} });
    return;
  }
  const questions = await questionsOf(board);
  board.addEventListener(EVENTS.answer, (event) => reporter.answer(/** @type {CustomEvent} */ (event).detail, questions));
  window.addEventListener("pagehide", () => reporter.finish());
  window.addEventListener("beforeunload", () => reporter.finish());
  globalThis.nqueensScorm = reporter;
}

// Only in a browser: a server (or a bundler's check) importing this module finds no document.
if (typeof document !== "undefined") main();
