// `lesson=` as a teacher first writes it, without `view=step`: a page link and a frame link open
// the lesson in the Step view (the one view that reads lessons); a link that names another view
// on purpose keeps that view and says, in the status line and in the reader's language, why no
// lesson is shown.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { openPage } from "../../support/browser.mjs";
import { servePages } from "../../support/serve.mjs";
import { tutorialSetup } from "../../support/tutorial.mjs";
import { lessonParts } from "../../support/lesson.mjs";

let env;
let page0;
before(async () => {
  env = await tutorialSetup();
  page0 = { url: env.cdn.url, browser: env.browser };
});
after(async () => {
  await env?.close();
});

test("a page link with lesson= and no view opens the lesson in the Step view, and the address then says view=step", async () => {
  const page = await openPage(page0, "?lesson=four-queens");
  await lessonParts(page.locator("#view-step")).title.filter({ hasText: "Four queens" }).waitFor({ timeout: 20000 });
  assert.equal(await page.locator("#view-step").isVisible(), true);
  assert.equal(await page.locator("#view-play").isVisible(), false);
  assert.equal(await page.getByRole("link", { name: "Step" }).getAttribute("aria-current"), "page");
  assert.equal(await page.locator("#url-note").isVisible(), false, "nothing was ignored");
  const query = new URLSearchParams(new URL(page.url()).search);
  assert.equal(query.get("view"), "step");
  assert.equal(query.get("lesson"), "four-queens");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a link naming another view keeps it, shows no lesson and says why in the status line, in the reader's language", async () => {
  const expected = {
    en: 'Some of the link was ignored: `lesson="four-queens"` opens only in the Step view, not with `view="play"` (leave `view` out or write `view=step`).',
    fa: "گام‌به‌گام",
    hi: "कदम-दर-कदम व्यू",
    zh: "单步视图",
  };
  for (const [lang, words] of Object.entries(expected)) {
    const page = await openPage(page0, `?view=play&lesson=four-queens&lang=${lang}`);
    const note = page.locator("#url-note");
    await note.waitFor({ timeout: 20000 });
    // Code marks are drawn as code: the note's text reads without the backticks.
    const text = await note.textContent();
    if (lang === "en") assert.equal(text, expected.en.replaceAll("`", ""));
    else assert.ok(text.includes(words) && text.includes("lesson=") && text.includes("view=step"), `${lang}: ${text}`);
    assert.equal(await page.locator("#view-play").isVisible(), true);
    assert.equal(await page.locator("#view-step .lesson").count(), 0, "no lesson was opened");
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

test("a frame link with lesson= and no view opens the lesson in the frame's Step view", async () => {
  const site = await servePages({
    "/host.html": `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A course</title></head><body>
<iframe id="frame" title="A lesson" width="640" height="900" src="${env.cdn.url}index.html?embed=1&lesson=diagonal-indices"></iframe>
</body></html>`,
  });
  const page = await env.browser.newPage();
  await page.goto(`${site.url}host.html`);
  const frame = page.frameLocator("#frame");
  await lessonParts(frame.locator("#view-step")).title.filter({ hasText: "Six queens" }).waitFor({ timeout: 20000 });
  assert.equal(await frame.locator("#view-play").isVisible(), false);
  assert.equal(await frame.locator("#url-note").isVisible(), false);
  site.server.close();
  await page.close();
});
