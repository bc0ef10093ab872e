// Lessons as a reader meets them: the shipped lessons in the page and in <nqueens-board> on a
// tutorial's own origin, answered by trying (a wrong answer, then the right one) with every
// answer an nqueens-answer event and the score at the end; a translation read right to left; a
// lesson file on another origin by URL; lessons from strangers that are hostile, impossible,
// huge, missing or not shared (CORS), each a note naming the lesson (and the step) with the
// board still working; and the frame's answers as messages.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { clickSquare, inDigits, openPage, screenshot, tapSquare, typeInto } from "../../support/browser.mjs";
import { readCatalog } from "../../support/catalogs.mjs";
import { startServer, servePages } from "../../support/serve.mjs";
import { tutorialSetup, events } from "../../support/tutorial.mjs";
import { answer, ascii, lessonParts, readLesson } from "../../support/lesson.mjs";

/** A lesson whose second step marks a square off its 4x4 board: its own names, which a refusal quotes. */
const OFF_BOARD = { title: "Off the board", kind: "highlight", id: "mark" };
const SHIPPED = { "four-queens": 4, "five-queens-dead-end": 5, "diagonal-indices": 6, "one-constraint-at-a-time": 6 };

let env;
let page0;
let files;
let plain;
before(async () => {
  env = await tutorialSetup();
  // A teacher's own site: lesson files served with CORS, and one that does not share its files.
  const dir = await mkdtemp(join(tmpdir(), "lessons-"));
  const own = {
    format: "nqueens-lesson",
    version: 1,
    title: "My own lesson",
    language: "en",
    board: { n: 5, strategy: "lookup" },
    steps: [
      { kind: "narrate", text: "From my own site: {n} queens." },
      { kind: "advance", until: "dead-end" },
      { kind: "ask", id: "dead", form: "number", question: { name: "dead-row" }, prompt: "Which row has no square left?" },
    ],
  };
  await writeFile(join(dir, "mine.json"), JSON.stringify(own));
  // A number question in three languages; the step after it and the hint left untranslated.
  const digits = {
    ...own,
    title: "Open squares",
    steps: [
      { kind: "ask", id: "open", form: "number", question: { name: "open-squares" }, prompt: "How many squares are open?", hint: "Count them." },
      { kind: "narrate", id: "done", text: "That is all for now." },
    ],
    translations: {
      fa: { title: "خانه‌های باز", steps: { open: { prompt: "چند خانه باز است؟" } } },
      hi: { title: "खुले खाने", steps: { open: { prompt: "कितने खाने खुले हैं?" } } },
      zh: { title: "空着的格子", steps: { open: { prompt: "有多少个格子还开着?" } } },
    },
  };
  await writeFile(join(dir, "digits.json"), JSON.stringify(digits));
  // A choice whose options, feedback and explanation a Persian translation left out.
  const choices = {
    ...own,
    title: "Which line",
    steps: [
      {
        kind: "ask",
        id: "line",
        form: "choose",
        prompt: "Which line does a queen guard?",
        options: [
          { text: "Only its row.", feedback: "Its column and diagonals too." },
          { text: "Its row, column and diagonals.", correct: true, feedback: "Yes, all four lines." },
        ],
        explanation: "A queen moves any distance along them.",
      },
    ],
    translations: { fa: { title: "کدام خط", steps: { line: { prompt: "وزیر کدام خط را زیر نظر دارد؟" } } } },
  };
  await writeFile(join(dir, "choices.json"), JSON.stringify(choices));
  await writeFile(join(dir, "huge.json"), JSON.stringify({ ...own, padding: "x".repeat(300 * 1024) }));
  await writeFile(join(dir, "broken.json"), '{"format": "nqueens-lesson", "version": 1, "title": ');
  await writeFile(join(dir, "future.json"), JSON.stringify({ ...own, version: 2 }));
  await writeFile(join(dir, "off-board.json"), JSON.stringify({ ...own, title: OFF_BOARD.title, board: { n: 4, strategy: "cp" }, steps: [{ kind: "narrate", text: "x" }, { kind: "highlight", id: OFF_BOARD.id, squares: [[5, 0]] }] }));
  files = await startServer(dir, 0, "/", { cors: true });
  plain = await startServer(dir, 0, "/");
  page0 = { url: env.cdn.url, browser: env.browser };
});
after(async () => {
  files?.server.close();
  plain?.server.close();
  await env?.close();
});

const board = (scope) => scope.locator("[data-part=board]").first();

test("lesson=1 is the 4-queens lesson on the page: answered on the board, the controls wait for it, the score at the end", async () => {
  const page = await openPage(page0, "?view=step&n=6&lesson=1", { viewport: { width: 1280, height: 800 } });
  const scope = page.locator("#view-step");
  const p = lessonParts(scope);
  await p.title.filter({ hasText: "Four queens" }).waitFor();
  assert.match(new URL(page.url()).search, /lesson=four-queens/);
  assert.equal(await page.locator("#view-step [data-part=n]").inputValue(), "4", "the lesson's board");
  // While the lesson leads, the step controls wait.
  assert.ok(await scope.getByRole("button", { name: "Step forward" }).isDisabled());
  assert.ok(await scope.locator("[data-part=timeline]").isDisabled());
  await p.next.click();
  // The first question: a square of row 2 is the wrong row; the core says so.
  await clickSquare(page, "#view-step [data-part=board]", 4, 2, 1);
  assert.equal(await p.feedback.textContent(), "That square is in row 2; the question is about row 0. 1 answer so far.");
  assert.ok(await p.next.isDisabled());
  await screenshot(page, "lesson-desktop");
  const read = await readLesson(page, scope, { n: 4, board: board(scope) });
  const asked = read.stops.filter((s) => s.wrong !== null);
  assert.equal(asked.length, 6, "six questions");
  assert.ok(asked.some((s) => s.wrong > 0), "some question was answered wrong first");
  // The first question had a wrong answer before the reading above began.
  const first = asked.filter((s, i) => s.wrong === 0 && i > 0).length;
  assert.equal(read.end, `The lesson is over. You answered ${first} of 6 questions right at the first try, 6 in the end. The search is yours now: step it with the controls.`);
  await screenshot(page, "lesson-end");
  // The search is the reader's again.
  assert.ok(await scope.getByRole("button", { name: "Step forward" }).isEnabled());
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("phone size: a question being answered fits and is in view", async () => {
  const page = await openPage(page0, "?view=step&lesson=five-queens-dead-end", { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const scope = page.locator("#view-step");
  const p = lessonParts(scope);
  await p.text.waitFor();
  // Opened by the link, the lesson comes right under the step controls (before the code): its
  // title is on the first screen.
  const title = await p.title.boundingBox();
  assert.ok(title.y + title.height <= 844, `the lesson's title is on the first screen (at ${title.y})`);
  assert.ok((await scope.locator("[data-part=code-slot]").boundingBox()).y > title.y, "the lesson before the code");
  await p.next.click();
  await p.answer.waitFor();
  // A wrong square, tapped: row 1, column 1 is on the first queen's diagonal.
  await tapSquare(board(scope), 5, 1, 1);
  await p.feedback.filter({ hasText: "attacked by the queen on row 0, column 0 along a diagonal" }).waitFor();
  await p.feedback.scrollIntoViewIfNeeded();
  await screenshot(page, "lesson-phone");
  const inView = await p.feedback.boundingBox();
  assert.ok(inView.y >= 0 && inView.y + inView.height <= 844, "the feedback is in view");
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 0);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("the reader opening and ending a lesson in the element's controls is an nqueens-option event carrying the lesson", async () => {
  const page = await env.tutorial(env.snippet('id="lesson" view="step" n="4" strategy="cp" controls="full"'));
  const scope = page.locator("nqueens-board");
  await scope.getByRole("button", { name: "4-queens lesson" }).click();
  await lessonParts(scope).title.filter({ hasText: "Four queens" }).waitFor();
  assert.deepEqual((await events(page, "nqueens-option")).filter((e) => e.detail.name === "lesson").map((e) => e.detail.value), ["four-queens"]);
  assert.equal(await scope.getAttribute("lesson"), "four-queens");
  await scope.getByRole("button", { name: "End the lesson" }).click();
  await page.waitForFunction(() => !document.getElementById("lesson").hasAttribute("lesson"));
  assert.deepEqual((await events(page, "nqueens-option")).filter((e) => e.detail.name === "lesson").map((e) => e.detail.value), ["four-queens", false]);
  assert.deepEqual(page.errors, []);
  await page.close();
});

for (const [name, n] of Object.entries(SHIPPED)) {
  test(`the ${name} lesson runs end to end in the element on a tutorial's origin, every answer an nqueens-answer event`, async () => {
    const page = await env.tutorial(env.snippet(`id="lesson" view="step" lesson="${name}"`));
    const scope = page.locator("nqueens-board");
    const read = await readLesson(page, scope, { n, board: board(scope), onBoard: name !== "diagonal-indices" });
    const answers = (await events(page, "nqueens-answer")).map((e) => e.detail);
    const byStep = new Map();
    for (const a of answers) byStep.set(a.step, [...(byStep.get(a.step) ?? []), a]);
    const asked = read.stops.filter((s) => s.wrong !== null);
    assert.equal(byStep.size, asked.length, "one question, one step in the events");
    for (const [step, list] of byStep) {
      assert.deepEqual(list.map((a) => a.attempts), list.map((_, i) => i + 1), `step ${step}`);
      assert.deepEqual(list.map((a) => a.correct), list.map((_, i) => i === list.length - 1), `step ${step}`);
      assert.ok(typeof list[0].id === "string" && list[0].lesson.length > 0);
    }
    assert.ok([...byStep.values()].some((list) => list.length > 1), "one question answered wrong, then right");
    const first = [...byStep.values()].filter((list) => list.length === 1).length;
    assert.match(read.end, new RegExp(`^The lesson is over\\. You answered ${first} of ${asked.length} questions right at the first try`));
    assert.deepEqual(await events(page, "nqueens-error"), []);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

test("a Persian reader: the translation, right to left, numbers in Persian digits, and the language menu", async () => {
  const page = await env.tutorial(`<div lang="fa">${env.snippet('view="step" lesson="five-queens-dead-end"')}</div>`);
  const scope = page.locator("nqueens-board");
  const p = lessonParts(scope);
  await p.title.filter({ hasText: "پنج وزیر" }).waitFor({ timeout: 20000 });
  const section = scope.locator(".lesson");
  assert.equal(await section.getAttribute("dir"), "rtl");
  assert.equal(await section.getAttribute("lang"), "fa");
  await p.next.click();
  // Row 1's columns, in Persian words and digits (the panel speaks the board's language).
  assert.equal((await p.columns.locator("button").first().textContent()).replace(/[\u2066-\u2069]/g, ""), "ستون ۰");
  const wrong = await answer(page, scope, { n: 5, board: board(scope), onBoard: false });
  assert.ok(wrong >= 2, "columns 0 and 1 are attacked");
  assert.match(await p.explanation.textContent(), /^ستون‌های ۲، ۳ و ۴ امن‌اند/);
  // The reader may read the source instead.
  await scope.locator(".lesson [data-part=language]").selectOption("en");
  await p.title.filter({ hasText: "Five queens" }).waitFor();
  assert.equal(await section.getAttribute("dir"), "ltr");
  await screenshot(page, "lesson-persian");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a lesson file on the teacher's own site (another origin, with CORS), by URL, in an element on a plain page", async () => {
  const page = await env.tutorial(env.snippet(`view="step" lesson="${files.url}mine.json"`));
  const scope = page.locator("nqueens-board");
  const p = lessonParts(scope);
  await p.title.filter({ hasText: "My own lesson" }).waitFor({ timeout: 20000 });
  assert.equal(await p.text.textContent(), "From my own site: 5 queens.");
  const read = await readLesson(page, scope, { n: 5, board: board(scope) });
  assert.equal(read.stops.length, 2);
  assert.ok(read.stops[1].wrong > 0);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a number answer typed in the reader's digits is that number: Persian, Devanagari, full-width", async () => {
  const NOT_NUMBER = Object.fromEntries(["fa", "hi", "zh"].map((tag) => [tag, readCatalog(tag)["lesson.not-number"]]));
  for (const [lang, script] of [["fa", "Persian"], ["hi", "Devanagari"], ["zh", "full-width"]]) {
    const page = await env.tutorial(`<div lang="${lang}">${env.snippet(`view="step" lesson="${files.url}digits.json"`)}</div>`);
    const scope = page.locator("nqueens-board");
    const p = lessonParts(scope);
    await p.number.waitFor({ timeout: 20000 });
    // A wrong number first, so "right" is the number read and not any answer.
    await typeInto(p.numberInput, inDigits(24, script));
    await p.numberInput.press("Enter");
    assert.ok(await p.answer.isVisible(), `${script}: 24 is not the answer`);
    const notNumber = (await p.feedback.textContent()).trim();
    assert.ok(!notNumber.includes(NOT_NUMBER[lang]), `${script}: ${notNumber}`);
    const hint = scope.locator(".lesson [data-part=hint-text]");
    const hintSays = [await hint.getAttribute("lang"), await hint.getAttribute("dir")];
    await typeInto(p.numberInput, inDigits(25, script));
    await p.numberInput.press("Enter");
    assert.equal(await p.answer.isVisible(), false, `${script}: 25 squares are open, read as 25`);
    const right = (await p.feedback.textContent()).trim();
    assert.ok(right && right !== notNumber && !right.includes(NOT_NUMBER[lang]), `${script}: ${right}`);
    assert.deepEqual(page.errors, []);
    if (lang !== "fa") {
      await page.close();
      continue;
    }
    // The Persian reader: the hint and the step the translation left out read in English, left
    // to right, inside the right-to-left panel: the full stop at the right end of its line.
    assert.equal(await scope.locator(".lesson").getAttribute("dir"), "rtl");
    assert.deepEqual(hintSays, ["en", "ltr"]);
    await p.next.click();
    await p.text.filter({ hasText: "That is all for now." }).waitFor();
    assert.deepEqual([await p.text.getAttribute("lang"), await p.text.getAttribute("dir")], ["en", "ltr"]);
    const ends = await p.text.evaluate((el) => {
      const node = el.firstChild;
      const range = document.createRange();
      range.setStart(node, node.length - 1);
      range.setEnd(node, node.length);
      const last = range.getBoundingClientRect();
      range.setStart(node, 0);
      const line = range.getBoundingClientRect();
      return { last: [last.left, last.right], line: [line.left, line.right] };
    });
    assert.ok(Math.abs(ends.last[1] - ends.line[1]) < 1 && ends.last[0] > ends.line[0] + 50, `the full stop ends the line: ${JSON.stringify(ends)}`);
    await page.close();
  }
});

test("options, feedback and an explanation a translation left out read in their own language and direction", async () => {
  const page = await env.tutorial(`<div lang="fa">${env.snippet(`view="step" lesson="${files.url}choices.json"`)}</div>`);
  const scope = page.locator("nqueens-board");
  const p = lessonParts(scope);
  await p.options.locator("button").first().waitFor({ timeout: 20000 });
  assert.equal(await scope.locator(".lesson").getAttribute("dir"), "rtl");
  const says = (locator) => locator.evaluate((el) => [el.getAttribute("lang"), el.getAttribute("dir"), el.textContent.trim()]);
  const buttons = p.options.locator("button");
  assert.deepEqual(await says(buttons.nth(0)), ["en", "ltr", "Only its row."]);
  assert.deepEqual(await says(buttons.nth(1)), ["en", "ltr", "Its row, column and diagonals."]);
  // Wrong: the teacher's English feedback in English, the count of tries in Persian.
  await buttons.nth(0).click();
  const [teacher, tries] = await p.feedback.evaluate((el) => [...el.children].map((c) => [c.getAttribute("lang"), c.getAttribute("dir"), c.textContent.trim()]));
  assert.deepEqual(teacher, ["en", "ltr", "Its column and diagonals too."]);
  assert.equal(tries[0], null, "the count of tries is in the reader's language");
  assert.match(tries[2], /[\u0600-\u06FF]/, `Persian words: ${tries[2]}`);
  await buttons.nth(1).click();
  assert.deepEqual(await says(p.feedback), ["en", "ltr", "Yes, all four lines."]);
  assert.deepEqual(await says(p.explanation), ["en", "ltr", "A queen moves any distance along them."]);
  // A reader of the source language gets no marks: the words are the panel's own.
  await page.close();
  const english = await env.tutorial(env.snippet(`view="step" lesson="${files.url}choices.json"`));
  const en = lessonParts(english.locator("nqueens-board"));
  await en.options.locator("button").first().waitFor({ timeout: 20000 });
  assert.deepEqual(await says(en.options.locator("button").first()), [null, null, "Only its row."]);
  await en.options.locator("button").nth(1).click();
  assert.deepEqual(await says(en.explanation), [null, null, "A queen moves any distance along them."]);
  assert.deepEqual([...page.errors, ...english.errors], []);
  await english.close();
});

test("Back and Continue point the way the words read: Back to the right and Continue to the left in Persian", async () => {
  const arrows = (scope) =>
    scope.locator(".lesson").evaluate((section) => {
      const content = (selector, where) => getComputedStyle(section.querySelector(selector), where).content;
      const stepView = section.closest(".nq-view") ?? section.getRootNode();
      const step = (part, where) => getComputedStyle(stepView.querySelector(`[data-part=${part}]:not(.lesson *)`), where).content;
      return {
        back: content("[data-part=back]", "::before"),
        next: content("[data-part=next]", "::after"),
        stepBack: step("back", "::before"),
        stepForward: step("forward", "::after"),
        play: step("play", "::before"),
      };
    });
  const expected = {
    en: { back: "◀", next: "▶", stepBack: "◀", stepForward: "▶", play: "▶" },
    fa: { back: "▶", next: "◀", stepBack: "▶", stepForward: "◀", play: "◀" },
  };
  for (const lang of ["en", "fa"]) {
    const page = await env.tutorial(`<div lang="${lang}">${env.snippet('view="step" lesson="four-queens"')}</div>`);
    const scope = page.locator("nqueens-board");
    await lessonParts(scope).next.waitFor({ timeout: 20000 });
    const shown = await arrows(scope);
    for (const [name, arrow] of Object.entries(expected[lang])) assert.ok(shown[name].includes(arrow), `${lang} ${name}: ${shown[name]}`);
    // The arrows are drawn, not named: the buttons' names are their words.
    if (lang === "en") {
      assert.equal(await scope.getByRole("button", { name: "Back", exact: true }).count(), 1);
      assert.equal(await scope.getByRole("button", { name: "Continue", exact: true }).count(), 1);
    }
    await page.close();
  }
});

/** A value as a script literal inside an HTML <script> (its "</script>" must not end it). */
const inScript = (value) => JSON.stringify(value).replace(/</g, "\\u003c");

/** The element's lesson note, once it says something. */
async function lessonNote(page, id) {
  const note = page.locator(`#${id} .lesson [data-part=error]`);
  await note.waitFor({ timeout: 20000 });
  return note.textContent();
}

test("lessons from strangers: markup stays text; impossible, huge, broken, future, missing and unshared lessons are notes naming the lesson, and the board keeps working", async () => {
  const hostile = "<img src=x onerror=\"window.hacked=1\"><script>window.hacked=2</script><b>bold</b>";
  const markup = {
    format: "nqueens-lesson",
    version: 1,
    title: hostile,
    summary: hostile,
    language: "en",
    board: { n: 4, strategy: "backtracking" },
    steps: [
      { kind: "narrate", id: "a", text: `${hostile} {n}` },
      {
        kind: "ask",
        id: "b",
        form: "choose",
        prompt: hostile,
        hint: hostile,
        explanation: hostile,
        options: [
          { text: hostile, feedback: hostile, correct: true },
          { text: `${hostile}!`, feedback: hostile },
        ],
      },
    ],
    translations: { fr: { title: hostile, steps: { a: { text: hostile } } } },
  };
  const impossible = { ...markup, title: "Impossible", translations: undefined, steps: [{ kind: "advance", until: "end" }, { kind: "advance", until: "dead-end" }] };
  const page = await env.tutorial(
    `<script type="module" src="${env.cdn.url}www/nqueens-element.js"></script>
<nqueens-board id="markup" view="step"></nqueens-board>
<nqueens-board id="impossible" view="step"></nqueens-board>
<nqueens-board id="huge" view="step" lesson="${files.url}huge.json"></nqueens-board>
<nqueens-board id="broken" view="step" lesson="${files.url}broken.json"></nqueens-board>
<nqueens-board id="future" view="step" lesson="${files.url}future.json"></nqueens-board>
<nqueens-board id="missing" view="step" lesson="${files.url}nope.json"></nqueens-board>
<nqueens-board id="unshared" view="step" lesson="${plain.url}mine.json"></nqueens-board>
<script>
  document.getElementById("markup").lesson = ${inScript(markup)};
  document.getElementById("impossible").lesson = ${inScript(impossible)};
</script>`,
  );
  // Markup is shown as typed, and nothing of it became an element or ran.
  const scope = page.locator("#markup");
  const p = lessonParts(scope);
  await p.title.filter({ hasText: "<img" }).waitFor({ timeout: 20000 });
  assert.equal(await p.title.textContent(), hostile);
  assert.equal(await p.text.textContent(), `${hostile} 4`);
  assert.equal(await scope.locator(".lesson [data-part=summary]").textContent(), hostile);
  await p.next.click();
  assert.equal(await p.text.textContent(), hostile);
  assert.equal(await p.options.locator("button").first().textContent(), hostile);
  await scope.locator(".lesson [data-part=hint]").click();
  assert.equal(await scope.locator(".lesson [data-part=hint-text]").textContent(), hostile);
  await p.options.locator("button").nth(1).click();
  assert.equal(await p.feedback.textContent(), `${hostile} 1 answer so far.`);
  await p.options.locator("button").first().click();
  assert.equal(await p.explanation.textContent(), hostile);
  assert.equal(await page.locator("#markup").evaluate((el) => el.shadowRoot.querySelectorAll("img, script, b").length), 0);
  assert.equal(await page.evaluate(() => window.hacked), undefined);
  // The others: a note naming the lesson (and the step), in the board, which still works.
  assert.equal(
    await lessonNote(page, "impossible"),
    'This lesson cannot be shown: lesson "Impossible", step 2 (advance): the search has already ended (at event 94), so it cannot advance to the next dead end. The board works as usual.',
  );
  assert.match(await lessonNote(page, "huge"), new RegExp(`the lesson at ${files.url}huge\\.json is larger than 256 KiB`));
  assert.match(await lessonNote(page, "broken"), new RegExp(`the lesson ${files.url}broken\\.json: the file is not JSON \\(it ends too soon, at line 1, column 52\\)`));
  assert.match(await lessonNote(page, "future"), /: it is version 2 of the lesson format; this board reads version 1/);
  assert.match(await lessonNote(page, "missing"), new RegExp(`the lesson at ${files.url}nope\\.json could not be fetched \\(HTTP 404\\)`));
  assert.match(await lessonNote(page, "unshared"), /could not be fetched: the server did not answer, or it does not let this page read the file \(it must be on this site, or served with CORS\)/);
  const errors = (await events(page, "nqueens-error")).filter((e) => e.detail.command === "lesson").map((e) => e.id).sort();
  assert.deepEqual(errors, ["broken", "future", "huge", "impossible", "missing", "unshared"]);
  for (const id of ["impossible", "missing"]) {
    const stepper = page.locator(`#${id}`);
    const position = stepper.locator("[data-part=position]");
    const before = await position.textContent();
    await stepper.getByRole("button", { name: "Step forward" }).click();
    assert.notEqual(await position.textContent(), before, `${id}: the board still steps`);
  }
  await screenshot(page, "lesson-hostile");
  // The console's only errors are the browser's own about the unshared and missing files.
  assert.ok(page.errors.every((e) => /CORS|404|Failed to load resource/.test(e)), page.errors.join("\n"));
  await page.close();
});

// A teacher whose lesson file has a mistake reads why in the chapter's language: the note, and
// the reason inside it (the core's file-reading refusals are messages of the catalogs), in the
// reader's words and digits; the only Latin words left are the file's own names (its URL, title,
// the step's kind and id) and JSON, a format's name every catalog keeps.
for (const [tag, script, words] of [
  ["fa", /\p{Script=Arabic}/u, { off: ["گام ۲", "خانهٔ (سطر ۵، ستون ۰) بیرون از صفحهٔ ۴×۴ است", "از ۰ تا ۳"], json: ["فایل JSON نیست", "در خط ۱، نویسهٔ ۵۲ زودتر از موعد تمام می‌شود"], given: "این درس: فایل JSON نیست" }],
  ["hi", /\p{Script=Devanagari}/u, { off: ["चरण 2", "वर्ग (पंक्ति 5, कॉलम 0) 4×4 बोर्ड से बाहर है", "0 से 3 तक"], json: ["फ़ाइल JSON नहीं है", "वह लाइन 1, अक्षर 52 पर अधूरी ही ख़त्म हो जाती है"], given: "यह पाठ: फ़ाइल JSON नहीं है" }],
]) {
  test(`a broken lesson for a reader in ${tag}: the note and the file's mistake (a square off the board, a file that is not JSON) in ${tag}, no English word`, async () => {
    const page = await env.tutorial(`<div lang="${tag}">
<script type="module" src="${env.cdn.url}www/nqueens-element.js"></script>
<nqueens-board id="off" view="step" lesson="${files.url}off-board.json"></nqueens-board>
<nqueens-board id="broken" view="step" lesson="${files.url}broken.json"></nqueens-board>
<nqueens-board id="given" view="step" lesson='{"format": "nqueens-lesson", "version": 1, "title": '></nqueens-board>
</div>`);
    // A lesson given as the attribute's JSON has no name or URL: it is "this lesson", in the reader's words.
    const given = (await lessonNote(page, "given")).replace(/[\u2066-\u2069]/g, "");
    assert.ok(given.includes(words.given), `${tag} given: ${given}`);
    const own = [`${files.url}off-board.json`, `${files.url}broken.json`, OFF_BOARD.title, OFF_BOARD.kind, OFF_BOARD.id];
    for (const [id, expected] of [["off", words.off], ["broken", words.json]]) {
      // The renderer isolates each inserted value (FSI … PDI): the words a reader sees.
      const note = (await lessonNote(page, id)).replace(/[\u2066-\u2069]/g, "");
      for (const part of expected) assert.ok(note.includes(part), `${tag} ${id}: "${part}" in: ${note}`);
      let rest = note;
      for (const name of own) rest = rest.split(name).join(" ");
      const english = (rest.match(/[A-Za-z][A-Za-z'’-]+/g) ?? []).filter((word) => word !== "JSON");
      assert.deepEqual(english, [], `${tag} ${id}: English left in: ${note}`);
      assert.match(rest, script);
    }
    await screenshot(page, `lesson-broken-${tag}`);
    await page.close();
  });
}

test("in a frame, lesson= opens a lesson and each answer reaches the host page as an nqueens-answer message", async () => {
  const site = await servePages({
    "/host.html": `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A course</title></head><body>
<iframe id="frame" title="A lesson" width="640" height="900" src="${env.cdn.url}index.html?embed=1&view=step&lesson=diagonal-indices"></iframe>
<script>
  window.received = [];
  addEventListener("message", (event) => {
    const data = event.data;
    if (data && data.source === "nqueens-playground" && data.type === "event") window.received.push(data);
  });
</script></body></html>`,
  });
  const page = await env.browser.newPage();
  await page.goto(`${site.url}host.html`);
  const frame = page.frameLocator("#frame");
  const scope = frame.locator("#view-step");
  const p = lessonParts(scope);
  await p.title.filter({ hasText: "Six queens" }).waitFor({ timeout: 20000 });
  while (!(await p.answer.isVisible())) await p.next.click();
  const wrong = await answer(page, scope, { n: 6, board: board(scope) });
  await page.waitForFunction((k) => window.received.filter((m) => m.event === "nqueens-answer").length > k, wrong);
  const messages = await page.evaluate(() => window.received.filter((m) => m.event === "nqueens-answer"));
  assert.equal(messages.length, wrong + 1);
  assert.deepEqual(messages.at(-1).detail, {
    step: 4,
    id: "slash-4-2",
    correct: true,
    attempts: wrong + 1,
    form: "number",
    response: messages.at(-1).detail.response,
    lesson: "diagonal-indices",
    version: messages.at(-1).detail.version,
    title: "Six queens: why the diagonals are indexed row + col and row - col + N - 1",
  });
  assert.match(messages.at(-1).detail.response, /^\d+$/);
  assert.match(messages.at(-1).detail.version, /^[0-9a-f]{8}$/);
  assert.equal(messages[0].version, 2);
  assert.equal(ascii("۶"), "6");
  site.server.close();
  await page.close();
});

/** A lesson text as a reader sees it: its code marks (backticks) drawn as code, not as characters
 * ('`' is a backtick itself). */
const seen = (text) => text.replaceAll("'`'", "\u0000").replaceAll("`", "").replaceAll("\u0000", "`");

test("every shipped lesson in Hindi, Persian and Chinese: the element in a chapter of that language shows the lesson's own words, and its first stop", async () => {
  for (const name of Object.keys(SHIPPED)) {
    const lesson = JSON.parse(await readFile(new URL(`../../../crates/nqueens-core/lessons/${name}.json`, import.meta.url), "utf8"));
    for (const lang of ["hi", "fa", "zh"]) {
      const words = lesson.translations[lang];
      assert.ok(words?.title, `${name} has a ${lang} title`);
      const page = await env.tutorial(`<div lang="${lang}">${env.snippet(`view="step" lesson="${name}"`)}</div>`);
      const scope = page.locator("nqueens-board");
      const p = lessonParts(scope);
      await p.title.filter({ hasText: seen(words.title) }).waitFor({ timeout: 20000 });
      const section = scope.locator(".lesson");
      assert.equal(await section.getAttribute("lang"), lang);
      assert.equal(await section.getAttribute("dir"), lang === "fa" ? "rtl" : "ltr");
      // The first stop's words are the translation's, not the source's.
      const first = lesson.steps.find((s) => s.id && words.steps?.[s.id] && (words.steps[s.id].text || words.steps[s.id].prompt));
      if (first) {
        const said = words.steps[first.id].text ?? words.steps[first.id].prompt;
        const english = first.text ?? first.prompt;
        const shown = (await p.text.textContent()).trim();
        assert.notEqual(shown, "", `${name} in ${lang}: the first stop says something`);
        if (lesson.steps.indexOf(first) === 0 && !/\{/.test(said)) assert.equal(shown, seen(said), `${name} in ${lang}`);
        if (!/\{/.test(english)) assert.ok(!shown.includes(seen(english)), `${name} in ${lang} shows the English words`);
      }
      if (lang !== "fa") await screenshot(page, `lesson-${name}-${lang}`);
      assert.deepEqual(page.errors, []);
      await page.close();
    }
  }
});
