// The lesson editor as a teacher who never writes JSON meets it: a lesson written by clicking
// (two narrations and one question of each kind: a square chosen on the board, a number taken
// from the core, options written by hand), a step deleted and steps reordered, the core's check
// saying when it is ready; previewed as a reader; exported as a link that a fresh page opens and
// a reader answers, as a file that opens again unchanged, and as an element snippet that works
// on another site; and a lesson opened from a link edited again.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { launch, openPage, clickSquare, screenshot, DIGIT_SCRIPTS, inDigits, typeInto } from "../../support/browser.mjs";
import { lessonParts, readLesson } from "../../support/lesson.mjs";

let env;
before(async () => {
  env = await launch();
});
after(async () => {
  await env?.close();
});

const TITLE = "Five queens, written by clicking";

test("a teacher writes a lesson by clicking, shares it as a link, a file and a snippet, and a reader answers it", async () => {
  const page = await openPage(env, "?view=step&n=5&strategy=backtracking", { viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  const view = page.locator("#view-step");
  await view.getByRole("button", { name: "Write a lesson" }).click();
  const editor = view.locator(".editor");
  await editor.waitFor();
  const status = editor.locator("[data-part=status]");
  assert.equal(await status.textContent(), 'Not ready yet: lesson "My lesson": it has no steps');
  assert.match(new URL(page.url()).search, /edit=1/);
  await editor.getByLabel("Title").fill(TITLE);
  const step = view.getByRole("button", { name: "Step forward" });
  const addWords = async (text) => {
    await editor.getByRole("button", { name: "Add words" }).click();
    await editor.getByLabel("Words for this moment").fill(text);
    await editor.getByRole("button", { name: "Add the words" }).click();
  };

  // Event 1: words, then a question whose answer is chosen on the board.
  await step.click();
  await addWords("The first queen goes on row {row}, column {col}: nothing attacks it yet.");
  await editor.getByRole("button", { name: "Add a question" }).click();
  await editor.getByLabel("The question", { exact: true }).fill("Where can the queen of row 1 go now?");
  await editor.getByLabel("Choose it on the board").check();
  await clickSquare(page, "#view-step [data-part=board]", 5, 1, 2);
  assert.equal(await editor.locator("[data-part=match]").textContent(), "The core knows this answer: where the search puts its next queen.");
  await clickSquare(page, "#view-step [data-part=board]", 5, 1, 3);
  await clickSquare(page, "#view-step [data-part=board]", 5, 1, 4);
  assert.equal(await editor.locator("[data-part=match]").textContent(), "The core knows this answer: the open squares of row 1.");
  await editor.getByLabel("Hint (optional)").fill("Columns 0 and 1 are attacked.");
  await page.evaluate(() => scrollTo(0, 0));
  await screenshot(page, "editor-desktop");
  await editor.getByRole("button", { name: "Add the question" }).click();

  // Event 4: a number, its answer taken from the core.
  for (let k = 0; k < 3; k++) await step.click();
  await editor.getByRole("button", { name: "Add a question" }).click();
  await editor.getByLabel("Give a number").check();
  await editor.getByLabel("The question", { exact: true }).fill("How many squares of row 2 are safe now?");
  // The right number typed in the teacher's digits is that number: the core knows it (1).
  await editor.getByLabel("Choose it on the board").check();
  for (const script of Object.keys(DIGIT_SCRIPTS)) {
    await typeInto(editor.getByLabel("Right number"), inDigits(1, script));
    assert.match(await editor.locator("[data-part=match]").textContent(), /^The core knows this answer: .*row 2/, script);
  }
  await editor.getByLabel("Take the answer from the core").check();
  const named = editor.getByLabel("Question the core answers");
  const choice = await named.locator("option", { hasText: "the open squares of row 2: 1" }).getAttribute("value");
  await named.selectOption(choice);
  await editor.getByLabel("Explanation, shown once the answer is right (optional)").fill("Only column 4.");
  await editor.getByRole("button", { name: "Add the question" }).click();

  // The first dead end: words, a pause (deleted again), then options written by hand.
  await view.getByRole("button", { name: "Next dead end" }).click();
  await addWords("A dead end in row {dead-row}: {narration}");
  await editor.getByRole("button", { name: "Add a pause" }).click();
  await editor.getByRole("button", { name: "Add a question" }).click();
  await editor.getByLabel("Choose among options").check();
  await editor.getByLabel("The question", { exact: true }).fill("Why does the search back up now?");
  await editor.getByLabel("Write the options and mark the right one").check();
  await editor.getByLabel("Option 1", { exact: true }).fill("Row {dead-row} has no square left to try.");
  await editor.getByLabel("Option 2", { exact: true }).fill("It found a solution.");
  await editor.getByLabel("Option 3", { exact: true }).fill("It ran out of time.");
  await editor.locator(".editor-option").nth(1).getByLabel("Feedback (optional)").fill("Not yet: no row is full.");
  await editor.getByRole("button", { name: "Add the question" }).click();

  const steps = editor.locator("[data-part=steps] > li");
  const kinds = async () => (await steps.locator(".editor-step-kind").allTextContents()).join(" ");
  assert.equal(await kinds(), "Advance Words Question Advance Question Advance Words Pause Question");
  // Delete the pause; move the last question up above the words, and back.
  await editor.getByRole("button", { name: "Delete step 8" }).click();
  await editor.getByRole("button", { name: "Move step 8 up" }).click();
  assert.equal(await kinds(), "Advance Words Question Advance Question Advance Question Words");
  await editor.getByRole("button", { name: "Move step 7 down" }).click();
  assert.equal(await kinds(), "Advance Words Question Advance Question Advance Words Question");
  assert.equal(await status.textContent(), "The core ran the lesson on its search: 5 stops, 3 questions. Ready to share.");
  await status.scrollIntoViewIfNeeded();
  await screenshot(page, "editor-steps");

  // Preview: the lesson as a reader meets it, beside the same search.
  await editor.getByRole("button", { name: "Preview as a reader" }).click();
  const reader = lessonParts(view);
  await reader.title.filter({ hasText: TITLE }).waitFor();
  assert.equal(await reader.text.textContent(), "The first queen goes on row 0, column 0: nothing attacks it yet.");
  await view.getByRole("button", { name: "Edit this lesson" }).click();
  await editor.waitFor();
  assert.equal(await editor.getByLabel("Title").inputValue(), TITLE);

  // As a file: downloaded, opened again, downloaded again: the same file.
  const download = async () => {
    const [file] = await Promise.all([page.waitForEvent("download"), editor.getByRole("button", { name: "Download the file" }).click()]);
    assert.equal(file.suggestedFilename(), "five-queens-written-by-clicking.json");
    return readFile(await file.path(), "utf8");
  };
  const text = await download();
  const saved = JSON.parse(text);
  assert.equal(saved.format, "nqueens-lesson");
  assert.deepEqual(saved.board, { n: 5, strategy: "backtracking" });
  assert.deepEqual(saved.steps[2].question, { name: "open-squares", row: 1 });
  assert.deepEqual(saved.steps[2].answer, [[1, 2], [1, 3], [1, 4]]);

  // For a learning platform: a passing score that is not a number is refused where it is typed;
  // then the SCORM package, its manifest carrying the score (tests/package/scorm.test.mjs runs
  // such a package in a SCORM runtime).
  const mastery = editor.getByLabel("Passing score, in percent of the questions");
  const exportNote = editor.locator("[data-part=export-note]");
  await mastery.fill("abc");
  await editor.getByRole("button", { name: "Export for LMS (SCORM 1.2)" }).click();
  await exportNote.filter({ hasText: /number/ }).waitFor();
  await mastery.fill("80");
  const [scorm] = await Promise.all([page.waitForEvent("download"), editor.getByRole("button", { name: "Export for LMS (SCORM 1.2)" }).click()]);
  assert.equal(scorm.suggestedFilename(), "five-queens-written-by-clicking-scorm.zip");
  const zip = await readFile(await scorm.path());
  assert.equal(zip.subarray(0, 4).toString("latin1"), "PK\x03\x04");
  assert.ok(zip.includes("<adlcp:masteryscore>80</adlcp:masteryscore>") && zip.includes("www/scorm.js"));
  await exportNote.filter({ hasText: "five-queens-written-by-clicking-scorm.zip" }).waitFor();
  await mastery.fill("");
  await editor.getByRole("button", { name: "New lesson" }).click();
  assert.equal(await steps.count(), 0);
  await editor.locator("input[type=file]").setInputFiles({ name: "lesson.json", mimeType: "application/json", buffer: Buffer.from(text) });
  await editor.locator("[data-part=export-note]").filter({ hasText: `Opened “${TITLE}”.` }).waitFor();
  assert.equal(await download(), text, "re-imported, unchanged");

  // As a link: a fresh page opens it and a reader answers it.
  await editor.getByRole("button", { name: "Copy the link" }).click();
  const exported = editor.locator("[data-part=export]");
  const exportHolds = async (text) => {
    for (let tries = 0; tries < 100 && !(await exported.inputValue()).includes(text); tries++) await page.waitForTimeout(100);
  };
  await exportHolds("inline:");
  const link = await exported.inputValue();
  assert.ok(link.startsWith(`${env.url}?view=step&lesson=inline%3A`) || link.startsWith(`${env.url}?view=step&lesson=inline:`), link);
  assert.ok(link.length < 2500, `a short link: ${link.length} characters`);
  const fresh = await openPage(env, link.slice(env.url.length), { viewport: { width: 1280, height: 800 } });
  const freshView = fresh.locator("#view-step");
  const read = await readLesson(fresh, freshView, { n: 5, board: freshView.locator("[data-part=board]") });
  assert.deepEqual(
    read.stops.map((s) => s.text),
    [
      "The first queen goes on row 0, column 0: nothing attacks it yet.",
      "Where can the queen of row 1 go now?",
      "How many squares of row 2 are safe now?",
      "A dead end in row 4: Row 4 has no column left to try: dead end.",
      "Why does the search back up now?",
    ],
  );
  assert.ok(read.stops.some((s) => s.wrong > 0));
  assert.match(read.end, /^The lesson is over\. You answered \d of 3 questions right at the first try/);
  // Opened from the link, it can be edited again.
  await freshView.getByRole("button", { name: "Edit this lesson" }).click();
  const freshEditor = freshView.locator(".editor");
  await freshEditor.waitFor();
  assert.equal(await freshEditor.getByLabel("Title").inputValue(), TITLE);
  assert.equal(await freshEditor.locator("[data-part=steps] > li").count(), 8);
  assert.deepEqual(fresh.errors, []);
  await fresh.close();

  // As an element snippet, pasted into a tutorial page (beside the playground, which serves the
  // element's module; another site would load it from a host that sends CORS headers).
  await editor.getByRole("button", { name: "Copy the element snippet" }).click();
  await exportHolds("<nqueens-board");
  const snippet = await exported.inputValue();
  assert.match(snippet, /^<script type="module" src="http:\/\/127\.0\.0\.1:\d+\/www\/nqueens-element\.js"><\/script>\n<nqueens-board view="step" lesson="inline:[A-Za-z0-9_-]+"><\/nqueens-board>/);
  await mkdir("dist/fixtures", { recursive: true });
  await writeFile("dist/fixtures/snippet.html", `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A course</title></head><body>${snippet}</body></html>`);
  const other = await env.browser.newPage();
  await other.goto(`${env.url}fixtures/snippet.html`);
  await lessonParts(other.locator("nqueens-board")).title.filter({ hasText: TITLE }).waitFor({ timeout: 20000 });
  await other.close();
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("phone size: the editor fits, and a draft survives a reload", async () => {
  const page = await openPage(env, "?view=step&n=4&strategy=cp&edit=1", { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const view = page.locator("#view-step");
  const editor = view.locator(".editor");
  await editor.waitFor();
  await view.getByRole("button", { name: "Step forward" }).click();
  await editor.getByRole("button", { name: "Add words" }).click();
  await editor.getByLabel("Words for this moment").fill("q[0] = {col}: the first decision.");
  await editor.getByRole("button", { name: "Add the words" }).click();
  await editor.getByRole("button", { name: "Add a question" }).click();
  await editor.locator("[data-part=question-form]").scrollIntoViewIfNeeded();
  await screenshot(page, "editor-phone");
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 0);
  await page.reload();
  await page.waitForSelector("body[data-ready=true]");
  await editor.waitFor();
  assert.match(await editor.locator("[data-part=steps]").textContent(), /q\[0\] = \{col\}: the first decision\./);
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A teacher opening a lesson file with a mistake in the editor, in Persian and in Hindi: the
// core's reason (where the file stops being JSON; a square off the board) in the teacher's
// words and digits, not the browser's or serde's English. The only Latin words left are the
// file's own names (its title, the step's kind and id) and JSON, a format's name.
const OFF_BOARD = { title: "Off the board", kind: "highlight", id: "mark" };
for (const [tag, script, words] of [
  ["fa", /\p{Script=Arabic}/u, { json: ["فایل JSON نیست", "در خط ۲، نویسهٔ ۱۲ ایرادی دارد"], off: ["گام ۲", "خانهٔ (سطر ۵، ستون ۰) بیرون از صفحهٔ ۴×۴ است"] }],
  ["hi", /\p{Script=Devanagari}/u, { json: ["फ़ाइल JSON नहीं है", "लाइन 2, अक्षर 12 पर गड़बड़ी है"], off: ["चरण 2", "वर्ग (पंक्ति 5, कॉलम 0) 4×4 बोर्ड से बाहर है"] }],
]) {
  test(`the editor in ${tag}: a file that is not JSON and a lesson with a square off the board are refused in ${tag}, no English word`, async () => {
    const page = await openPage(env, `?view=step&n=4&strategy=cp&edit=1&lang=${tag}`, { viewport: { width: 1280, height: 800 } });
    const editor = page.locator("#view-step .editor");
    await editor.waitFor();
    const seen = async (part, expected) => {
      const note = editor.locator(`[data-part=${part}]`);
      for (let tries = 0; tries < 100 && !(await note.textContent()).includes(expected[0]); tries++) await page.waitForTimeout(100);
      // The renderer isolates each inserted value (FSI … PDI): the words a teacher sees.
      const text = (await note.textContent()).replace(/[\u2066-\u2069]/g, "");
      for (const words of expected) assert.ok(text.includes(words), `${tag} ${part}: "${words}" in: ${text}`);
      let rest = text;
      for (const name of Object.values(OFF_BOARD)) rest = rest.split(name).join(" ");
      const english = (rest.match(/[A-Za-z][A-Za-z'’-]+/g) ?? []).filter((word) => word !== "JSON");
      assert.deepEqual(english, [], `${tag} ${part}: English left in: ${text}`);
      assert.match(rest, script);
    };
    const open = (text) => editor.locator("input[type=file]").setInputFiles({ name: "lesson.json", mimeType: "application/json", buffer: Buffer.from(text) });
    await open('{"format": "nqueens-lesson",\n  "title": x}');
    await seen("export-note", words.json);
    const off = { format: "nqueens-lesson", version: 1, title: OFF_BOARD.title, language: tag, board: { n: 4, strategy: "cp" }, steps: [{ kind: "narrate", text: "…" }, { kind: OFF_BOARD.kind, id: OFF_BOARD.id, squares: [[5, 0]] }] };
    await open(JSON.stringify(off));
    await seen("status", words.off);
    await screenshot(page, `editor-refused-${tag}`);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}
