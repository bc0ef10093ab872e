// A new version of the playground published while a student is half-way through a lesson: the
// open page keeps running on the version it started with (its files, its catalogs, never a mix
// of two), says a new version is ready, and reloads into it only when the reader presses
// Reload, with the lesson's place kept. Served from a copy of dist/ (tests/support/offline.mjs)
// so the test can publish version B over version A.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { appendFile, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { audit, launchBrowser, screenshot } from "../support/browser.mjs";
import { siteCopy, open, controlled, until, ourCaches, build } from "../support/offline.mjs";
import { answer, lessonParts } from "../support/lesson.mjs";

let browser;
let copy;
before(async () => {
  copy = await siteCopy();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await copy?.close();
});

const NOTE = "A new version of the playground is ready. Reloading keeps your place in a lesson.";

test("a lesson half done when version B is published: the page stays on A with a note, and Reload shows B at the same place", async () => {
  const first = await copy.rebuild();
  const { url } = await copy.serve();
  // bypassCSP: axe-core goes in as an inline script, which the page's policy refuses.
  const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  if (process.env.DEBUG_OFFLINE) page.on("console", (m) => console.log("console:", m.text()));
  await open(page, `${url}?view=step&lesson=four-queens`);
  await controlled(page);
  const scope = page.locator("#view-step");
  const p = lessonParts(scope);
  await p.title.filter({ hasText: "Four queens" }).waitFor({ timeout: 20000 });
  // The first question, answered (wrong first where the helper's order finds it so, then right).
  while (!(await p.answer.isVisible())) await p.next.click();
  await answer(page, scope, { n: 4, board: scope.locator("[data-part=board]").first() });
  const place = { progress: await p.progress.textContent(), feedback: await p.feedback.textContent(), text: await p.text.textContent() };
  assert.ok(place.feedback.length > 0 && (await p.next.isEnabled()), "answered: Continue is open");

  // Version B: the page changes and so does a catalog this page has not loaded yet.
  const index = join(copy.site, "index.html");
  await writeFile(index, (await readFile(index, "utf8")).replace("<head>", '<head>\n    <meta name="build" content="second" />'));
  await appendFile(join(copy.site, "www/catalogs/fa.js"), '\nglobalThis.nqueensBuild = "second";\n');
  const second = await copy.rebuild();
  assert.notEqual(second, first);
  // The browser looks for a new version on its own schedule (a visit, the tab shown again): now.
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
  const note = page.getByRole("complementary", { name: NOTE });
  await note.waitFor({ timeout: 30000 });
  assert.equal(await note.getByRole("status").textContent(), NOTE, "said politely, as a status");
  await screenshot(page, "update-note-en");
  assert.deepEqual(await audit(page), [], "axe-core: the page with the note shown");

  // The page keeps working on A: its files and the catalog it loads now are A's.
  assert.equal(await build(page), "first");
  assert.doesNotMatch(await page.evaluate(() => fetch("index.html").then((r) => r.text())), /content="second"/);
  await page.locator("#lang").selectOption("fa");
  await page.waitForFunction(() => document.documentElement.lang === "fa");
  assert.equal(await page.evaluate(() => globalThis.nqueensBuild ?? "first"), "first", "fa.js came from A's cache");
  assert.equal(await page.locator("#update-note").isVisible(), true, "the note stays, in Persian now");
  assert.match(await page.locator("#update-reload").textContent(), /بارگذاری دوباره/);
  await screenshot(page, "update-note-fa");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: "dark" });
  await screenshot(page, "update-note-fa-phone-dark");
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: "light" });
  await page.locator("#lang").selectOption("en");
  await page.waitForFunction(() => document.documentElement.lang === "en");
  assert.equal(await p.progress.textContent(), place.progress, "the lesson did not move");

  // Reload, when the reader chooses it: B, with the lesson where it was.
  await note.getByRole("button", { name: "Reload" }).click();
  await until(page, () => document.querySelector("meta[name=build]")?.content === "second" && document.body.dataset.ready === "true");
  await p.title.filter({ hasText: "Four queens" }).waitFor({ timeout: 20000 });
  await page.waitForFunction((progress) => document.querySelector("#view-step .lesson [data-part=progress]")?.textContent === progress, place.progress);
  assert.equal(await p.text.textContent(), place.text);
  assert.equal(await p.feedback.textContent(), place.feedback);
  assert.ok(await p.next.isEnabled(), "the question stays answered");
  assert.equal(await page.locator("#update-note").isVisible(), false);
  assert.deepEqual(await ourCaches(page), [`nqueens-playground ${url} ${second}`]);
  // The place was for that reload only: the lesson opened again starts at its beginning.
  await open(page, `${url}?view=step&lesson=four-queens`);
  await p.title.filter({ hasText: "Four queens" }).waitFor({ timeout: 20000 });
  assert.ok(await page.locator("#view-step .lesson [data-part=back]").isDisabled(), "the first stop");
  assert.deepEqual(errors, []);
  await context.close();
});

test("Not now puts the note away; a place left in storage that is not this lesson's is ignored", async () => {
  await copy.rebuild();
  const { url } = await copy.serve();
  const context = await browser.newContext();
  const page = await context.newPage();
  await open(page, `${url}?view=play`);
  await controlled(page);
  const index = join(copy.site, "index.html");
  await writeFile(index, (await readFile(index, "utf8")).replace("<head>", '<head>\n    <meta name="build" content="third" />'));
  await copy.rebuild();
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
  const note = page.getByRole("complementary", { name: NOTE });
  await note.waitFor({ timeout: 30000 });
  await note.getByRole("button", { name: "Not now" }).click();
  assert.equal(await note.isVisible(), false);
  assert.notEqual(await build(page), "third");
  // Corrupt or foreign places: each is dropped and the lesson starts at its beginning.
  const p = lessonParts(page.locator("#view-step"));
  for (const stored of ["{not json", JSON.stringify({ source: "four-queens", stops: 3, index: 2, results: [] }), JSON.stringify({ source: "five-queens-dead-end", stops: 99, index: 1, results: [] })]) {
    await page.evaluate((value) => sessionStorage.setItem("nqueens-lesson-place", value), stored);
    await open(page, `${url}?view=step&lesson=four-queens`);
    await p.title.filter({ hasText: "Four queens" }).waitFor({ timeout: 20000 });
    assert.ok(await page.locator("#view-step .lesson [data-part=back]").isDisabled(), `the first stop after ${stored}`);
  }
  await context.close();
});
