// <nqueens-board lesson="…"> as a course page first writes it, with no `view` (or the property
// set by a script): the board opens the lesson in the Step view, and stays in that view once the
// reader ends the lesson. With another view named on purpose, the board keeps it and its note
// says why no lesson is shown.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { tutorialSetup, events } from "../support/tutorial.mjs";
import { lessonParts } from "../support/lesson.mjs";

let env;
before(async () => {
  env = await tutorialSetup();
});
after(async () => {
  await env?.close();
});

/** A note's words without the isolates that keep each value's own direction. */
const bare = (text) => text.replace(/[\u2066-\u2069]/g, "");

test("lesson= with no view opens the lesson in the Step view; ending it leaves the board in that view", async () => {
  const page = await env.tutorial(env.snippet('id="board" lesson="four-queens"'));
  const scope = page.locator("nqueens-board");
  await lessonParts(scope).title.filter({ hasText: "Four queens" }).waitFor({ timeout: 20000 });
  assert.equal(await page.evaluate(() => document.getElementById("board").view), "step");
  assert.equal(await scope.getAttribute("view"), "step", "the view the lesson chose is written down");
  assert.equal((await events(page, "nqueens-ready"))[0].detail.view, "step");
  assert.equal(await scope.locator("[role=note]").count(), 0);
  // The course page's script ends the lesson: the attribute goes, the view stays.
  await page.evaluate(() => (document.getElementById("board").lesson = false));
  await page.waitForFunction(() => !document.getElementById("board").shadowRoot.querySelector(".lesson:not([hidden])")?.checkVisibility());
  await scope.getByRole("button", { name: "Step forward" }).waitFor({ timeout: 20000 });
  assert.equal(await page.evaluate(() => document.getElementById("board").view), "step");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("the lesson property set by a script on a board with no view opens the lesson there", async () => {
  const page = await env.tutorial(`${env.snippet('id="board" n="6"')}
<script type="module">
  await customElements.whenDefined("nqueens-board");
  await document.getElementById("board").ready;
  document.getElementById("board").lesson = "five-queens-dead-end";
</script>`);
  const scope = page.locator("nqueens-board");
  await lessonParts(scope).title.filter({ hasText: "Five queens" }).waitFor({ timeout: 20000 });
  assert.equal(await page.evaluate(() => document.getElementById("board").view), "step");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("view=\"play\" with a lesson keeps the Play board and its note says why, in the board's language", async () => {
  const page = await env.tutorial(`${env.snippet('id="en" view="play" lesson="four-queens"')}\n<nqueens-board id="fa" lang="fa" view="solutions" lesson="four-queens"></nqueens-board>`);
  const note = page.locator("#en [role=note]");
  await note.waitFor({ timeout: 20000 });
  assert.equal(bare(await note.textContent()), 'Ignored lesson="four-queens" opens only in the Step view, not with view="play" (leave view out or write view=step).');
  assert.equal(await page.evaluate(() => document.getElementById("en").view), "play");
  assert.equal(await page.locator("#en .lesson").count(), 0, "no lesson was opened");
  const persian = bare(await page.locator("#fa [role=note]").textContent());
  assert.ok(persian.includes("نمای گام‌به‌گام") && persian.includes('view="solutions"'), persian);
  assert.equal(await page.evaluate(() => document.getElementById("fa").view), "solutions");
  assert.deepEqual(page.errors, []);
  await page.close();
});
