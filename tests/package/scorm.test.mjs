// A lesson as a SCORM 1.2 package, through a real LMS-side runtime: the package is written by
// the core through the page's bindings (dist/nqueens-wasm.js, as the editor's "Export for LMS"
// does), unzipped by an independent reader (Python's zipfile, which checks every CRC), and
// opened in a frame of a host page whose `window.API` is scorm-again's Scorm12API. A student
// answers one question wrong and the rest right; the score, the interactions and the status
// are read from the runtime. A second attempt resumes from `suspend_data`; a corrupt one, an
// LMS refusing a value and no LMS at all each get a clear note and lose no answer.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, writeFile, copyFile, mkdir, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, posix } from "node:path";
import { startServer } from "../support/serve.mjs";
import { readCatalog } from "../support/catalogs.mjs";
import { launchBrowser } from "../support/browser.mjs";
import { initSync, scormFiles, scormPackage, Lesson } from "../../dist/nqueens-wasm.js";

const LESSON = "crates/nqueens-core/lessons/four-queens.json";
const MASTERY = 80;

let folder;
let site;
let browser;
let manifest;
let zipBytes;
let lessonText;

/** The package as the editor writes it: every file the core asks for, from the built page. */
async function makePackage(text, mastery) {
  const paths = scormFiles();
  const blobs = await Promise.all(paths.map((path) => readFile(join("dist", path))));
  const data = Buffer.concat(blobs);
  return scormPackage(text, "four-queens.json", mastery, paths, Uint32Array.from(blobs.map((b) => b.length)), data);
}

const HOST = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>LMS</title>
<script src="scorm12.js"></script></head><body>
<iframe id="sco" title="lesson" style="width:1200px;height:1400px"></iframe>
<script>
  window.startAttempt = (preload, refuse) => {
    window.API = new Scorm12API({ autocommit: false, logLevel: 5 });
    if (preload) window.API.loadFromJSON(preload, "cmi");
    if (refuse) {
      const set = window.API.LMSSetValue.bind(window.API);
      window.API.LMSSetValue = (element, value) => (element === refuse && !window.refusedOnce ? ((window.refusedOnce = true), "false") : set(element, value));
    }
    document.getElementById("sco").src = "pkg/index.html";
  };
</script></body></html>`;

before(async () => {
  initSync({ module: await readFile("dist/nqueens-wasm_bg.wasm") });
  lessonText = await readFile(LESSON, "utf8");
  folder = await mkdtemp(join(tmpdir(), "nqueens-scorm-"));
  zipBytes = await makePackage(lessonText, MASTERY);
  await writeFile(join(folder, "lesson.zip"), zipBytes);
  await mkdir(join(folder, "pkg"));
  execFileSync("python3", ["-m", "zipfile", "-e", join(folder, "lesson.zip"), join(folder, "pkg")]);
  execFileSync("python3", ["-m", "zipfile", "-t", join(folder, "lesson.zip")]);
  manifest = await readFile(join(folder, "pkg", "imsmanifest.xml"), "utf8");
  await copyFile("node_modules/scorm-again/dist/scorm12.js", join(folder, "scorm12.js"));
  await writeFile(join(folder, "host.html"), HOST);
  site = await startServer(folder, 0, "/");
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  site?.server.close();
});

/** Every file the launch page's script reaches from www/scorm.js: static and dynamic imports
 * and `new URL("…", import.meta.url)` (the worker, the wasm), followed through the built page. */
async function reached(entry) {
  const seen = new Set();
  const walk = async (path) => {
    if (seen.has(path)) return;
    seen.add(path);
    if (!path.endsWith(".js")) return;
    const text = await readFile(join("dist", path), "utf8");
    const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|new\s+URL\s*\(\s*)["'](\.{1,2}\/[^"']*[^/"'])["']/g;
    for (const [, relative] of text.matchAll(pattern)) await walk(posix.normalize(posix.join(posix.dirname(path), relative)));
  };
  await walk(entry);
  return [...seen].sort();
}

test("the package carries every file the launch page's script reaches", async () => {
  const files = new Set(scormFiles());
  const needed = await reached("www/scorm.js");
  assert.ok(needed.includes("www/worker.js") && needed.includes("www/views/step/step.js") && needed.includes("nqueens-wasm_bg.wasm"), needed.join(" "));
  assert.deepEqual(needed.filter((path) => !files.has(path)), [], "files the board would ask for that the package lacks");
});

test("the manifest has SCORM 1.2's structure, and every file it lists is in the zip", async () => {
  assert.match(manifest, /<schemaversion>1\.2<\/schemaversion>/);
  assert.match(manifest, /<manifest identifier="nqueens-lesson-four-queens"/);
  assert.match(manifest, /<organizations default="nqueens-lesson-four-queens-organization">/);
  assert.match(manifest, /<item identifier="nqueens-lesson-four-queens-item" identifierref="nqueens-lesson-four-queens-sco"/);
  assert.match(manifest, /<resource identifier="nqueens-lesson-four-queens-sco" type="webcontent" adlcp:scormtype="sco" href="index.html">/);
  assert.match(manifest, new RegExp(`<adlcp:masteryscore>${MASTERY}</adlcp:masteryscore>`));
  assert.match(manifest, /<title>Four queens: watch constraint propagation think<\/title>/);
  const listed = [...manifest.matchAll(/<file href="([^"]+)"\/>/g)].map((m) => m[1]);
  const names = execFileSync("unzip", ["-Z1", join(folder, "lesson.zip")], { encoding: "utf8" }).trim().split("\n");
  assert.deepEqual(new Set(listed), new Set(names.filter((n) => n !== "imsmanifest.xml")));
  assert.ok(listed.includes("index.html") && listed.includes("lesson.json") && listed.includes("nqueens-wasm_bg.wasm"));
  for (const file of listed) assert.ok((await stat(join(folder, "pkg", file))).isFile(), file);
  const page = await readFile(join(folder, "pkg", "index.html"), "utf8");
  assert.match(page, /<html lang="en" dir="ltr">/);
  const size = (await stat(join(folder, "lesson.zip"))).size;
  console.log(`package: ${size} bytes, ${names.length} files`);
});

/** Opens the package in the host with the runtime's state `preload`; returns page and frame. */
async function attempt(preload, { refuse = null, host = "host.html" } = {}) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 1400 } });
  const missing = [];
  page.on("response", (r) => r.status() >= 400 && missing.push(r.url()));
  await page.goto(`${site.url}${host}`);
  await page.evaluate(([p, r]) => window.startAttempt(p, r), [preload, refuse]);
  const frame = page.frameLocator("#sco");
  await frame.locator("nqueens-board").locator("[data-part=title]").filter({ hasText: "Four queens" }).waitFor({ timeout: 30000 });
  return { page, frame, missing };
}

const cmi = (page, element) => page.evaluate((e) => window.API.getCMIValue(e), element);

/** For each question of the lesson, in order: a right and a wrong answer, as the panel takes
 * them, found with the core's own checker (the bindings' Lesson) before the browser starts. */
function answersOf(text) {
  const lesson = new Lesson(text, "four-queens.json");
  const plan = lesson.plan("en");
  const out = [];
  plan.stops.forEach((stop, index) => {
    if (stop.kind !== "ask") return;
    const n = plan.n;
    const candidates = [];
    if (stop.ask.form === "number") for (let k = 0; k <= n * n; k++) candidates.push({ number: k, verdict: () => lesson.answerNumber(index, k, "en") });
    else if (stop.ask.form === "choose") stop.ask.options.forEach((_, i) => candidates.push({ option: i, verdict: () => lesson.answerOption(index, i, "en") }));
    else
      for (let r = 0; r < n; r++)
        for (let c = 0; c < n; c++)
          if (stop.ask.row === null || stop.ask.row === undefined || stop.ask.row === r) candidates.push({ square: [r, c], fixedRow: stop.ask.row ?? null, verdict: () => lesson.answerSquare(index, r, c, "en") });
    const right = candidates.find((c) => c.verdict().correct);
    const wrong = candidates.find((c) => !c.verdict().correct);
    out.push({ id: stop.id, form: stop.ask.form, right, wrong });
  });
  lesson.free();
  return out;
}

/** Gives one answer in the panel. */
async function give(part, answer) {
  if (answer.number !== undefined) {
    await part("number-input").fill(String(answer.number));
    await part("number-go").click();
  } else if (answer.option !== undefined) {
    await part("options").locator("button").nth(answer.option).click();
  } else if (answer.fixedRow !== null) {
    await part("columns").locator("button").nth(answer.square[1]).click();
  } else {
    await part("row").selectOption(String(answer.square[0]));
    await part("col").selectOption(String(answer.square[1]));
    await part("square-go").click();
  }
}

/** Reads the lesson through: question k (from 0) is answered wrong once first when `wrong`
 * holds it; stops before question `stopAt`. Returns how many questions were answered. */
async function readThrough(frame, answers, { wrong = new Set(), stopAt = Infinity } = {}) {
  const board = frame.locator("nqueens-board");
  const part = (name) => board.locator(`[data-part=${name}]`);
  let asked = 0;
  for (let guard = 0; guard < 80 && asked < answers.length; guard++) {
    if (await part("answer").isVisible()) {
      if (asked >= stopAt) return asked;
      const question = answers[asked];
      if (wrong.has(asked)) {
        await give(part, question.wrong);
        await part("feedback").filter({ hasText: /./ }).waitFor();
      }
      await give(part, question.right);
      await part("answer").waitFor({ state: "hidden" });
      asked++;
      continue;
    }
    await part("next").click();
  }
  return asked;
}

test("a student answers one question wrong and the rest right: the runtime holds the score, the interactions and the status", async () => {
  const answers = answersOf(lessonText);
  assert.ok(answers.length >= 3, "the lesson asks several questions");
  const { page, frame, missing } = await attempt({ student_data: { mastery_score: String(MASTERY) } });
  const asked = await readThrough(frame, answers, { wrong: new Set([1]) });
  assert.equal(asked, answers.length);
  await page.waitForFunction((k) => window.API.getCMIValue("cmi.interactions._count") >= k, answers.length + 1);
  const expected = Math.round((100 * (answers.length - 1)) / answers.length);
  assert.equal(Number(await cmi(page, "cmi.core.score.raw")), expected);
  assert.equal(Number(await cmi(page, "cmi.core.score.min")), 0);
  assert.equal(Number(await cmi(page, "cmi.core.score.max")), 100);
  assert.equal(await cmi(page, "cmi.core.lesson_status"), expected >= MASTERY ? "passed" : "failed");
  const count = Number(await cmi(page, "cmi.interactions._count"));
  assert.equal(count, answers.length + 1);
  // SCORM 1.2 interactions are write only to the content; the runtime's own record reads them.
  const recorded = await page.evaluate(() => JSON.parse(JSON.stringify(window.API.cmi.interactions)));
  const interactions = Array.from({ length: count }, (_, i) => recorded[i]).map((x) => ({ id: x.id, type: x.type, response: x.student_response, result: x.result }));
  assert.deepEqual(interactions[1].id, answers[1].id);
  assert.equal(interactions[1].result, "wrong");
  assert.equal(interactions[2].id, answers[1].id);
  assert.equal(interactions[2].result, "correct");
  assert.ok(interactions.every((x) => x.response !== ""));
  assert.deepEqual(interactions.filter((x) => x.result === "correct").map((x) => x.id), answers.map((a) => a.id));
  assert.deepEqual(missing, [], "every file the board asks for is in the package");
  await page.close();
});

test("a second attempt resumes from suspend_data: earlier answers keep counting", async () => {
  const answers = answersOf(lessonText);
  const first = await attempt({ student_data: { mastery_score: String(MASTERY) } });
  assert.equal(await readThrough(first.frame, answers, { stopAt: 2, wrong: new Set([1]) }), 2);
  await first.page.waitForFunction(() => window.API.getCMIValue("cmi.suspend_data") !== "");
  const suspend = await cmi(first.page, "cmi.suspend_data");
  assert.equal(await cmi(first.page, "cmi.core.lesson_status"), "incomplete");
  await first.page.close();
  const second = await attempt({ core: { entry: "resume" }, suspend_data: suspend, student_data: { mastery_score: String(MASTERY) } });
  await readThrough(second.frame, answers);
  await second.page.waitForFunction(() => ["passed", "failed"].includes(window.API.getCMIValue("cmi.core.lesson_status")));
  // The wrong first answer of the first visit still counts: the record came back.
  const expected = Math.round((100 * (answers.length - 1)) / answers.length);
  assert.equal(Number(await cmi(second.page, "cmi.core.score.raw")), expected);
  assert.equal(await cmi(second.page, "cmi.core.lesson_status"), expected >= MASTERY ? "passed" : "failed");
  const status = second.frame.locator(".scorm-status");
  await status.filter({ hasText: "Welcome back" }).waitFor();
  await second.page.close();
});

test("a corrupt suspend_data is set aside with a note, and the attempt still records", async () => {
  const answers = answersOf(lessonText);
  const { page, frame } = await attempt({ core: { entry: "resume" }, suspend_data: "{not json", student_data: { mastery_score: String(MASTERY) } });
  await frame.locator(".scorm-status").filter({ hasText: "could not be read" }).waitFor();
  assert.equal(await readThrough(frame, answers), answers.length);
  await page.waitForFunction(() => window.API.getCMIValue("cmi.core.lesson_status") === "passed");
  await page.close();
});

test("an LMS refusing a value: a note, and the value is sent again with the next answer", async () => {
  const answers = answersOf(lessonText);
  const refused = "cmi.interactions.0.result";
  const { page, frame } = await attempt({ student_data: { mastery_score: String(MASTERY) } }, { refuse: refused });
  await readThrough(frame, answers, { stopAt: 1 });
  await frame.locator(".scorm-status").filter({ hasText: `did not accept ${refused}` }).waitFor();
  assert.equal(await page.evaluate(() => window.refusedOnce), true);
  await readThrough(frame, answers.slice(1));
  await page.waitForFunction(() => window.API.getCMIValue("cmi.core.lesson_status") === "passed");
  assert.equal(String(await cmi(page, "cmi.core.score.raw")), "100");
  // The first answer's result, refused once, reached the runtime with the second answer.
  const recorded = await page.evaluate(() => JSON.parse(JSON.stringify(window.API.cmi.interactions)));
  assert.equal(recorded[0].id, answers[0].id);
  assert.equal(recorded[0].result, "correct");
  await page.close();
});

test("with no LMS the package is a plain page that says its answers are not recorded", async () => {
  const page = await browser.newPage();
  await page.goto(`${site.url}pkg/index.html`);
  await page.locator(".scorm-status").filter({ hasText: "No learning platform was found" }).waitFor({ timeout: 30000 });
  const answers = answersOf(lessonText);
  const frame = { locator: (s) => page.locator(s) };
  assert.equal(await readThrough(frame, answers), answers.length);
  await page.close();
});

test("a package of a Persian lesson speaks Persian, right to left, with no LMS too", async () => {
  const lesson = JSON.parse(lessonText);
  lesson.language = "fa";
  delete lesson.translations.fa;
  const zip = await makePackage(JSON.stringify(lesson), MASTERY);
  await writeFile(join(folder, "lesson-fa.zip"), zip);
  execFileSync("python3", ["-m", "zipfile", "-e", join(folder, "lesson-fa.zip"), join(folder, "pkg-fa")]);
  const catalog = readCatalog("fa");
  const page = await browser.newPage();
  await page.goto(`${site.url}pkg-fa/index.html`);
  const status = page.locator(".scorm-status");
  await status.filter({ hasText: catalog["scorm.no-lms"] }).waitFor({ timeout: 30000 });
  assert.deepEqual(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]), ["fa", "rtl"]);
  await page.close();
});
