// The Step view's pictures in a frame on a tutorial of another origin: the controls are there,
// folded under their title (open they would push the view past the common frame sizes, which
// tests/page/frame/embed.test.mjs holds it to), and a click saves the picture through the
// browser's download, as on the page.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { audit, launch, openPage, screenshot } from "../../support/browser.mjs";
import { servePages } from "../../support/serve.mjs";

let env;
let tutorial;
before(async () => {
  env = await launch();
  const frame = `${env.url}?embed=1&view=step&n=5&strategy=backtracking&controls=full`;
  tutorial = await servePages({
    "/": `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A chapter</title></head>
<body><h1>Backtracking</h1><iframe title="five queens" src="${frame}" width="800" height="900"></iframe></body></html>`,
  });
});
after(async () => {
  tutorial?.server.close();
  await env?.close();
});

test("in a frame of another origin: the pictures folded under their title, a PNG and a GIF saved as downloads", async () => {
  const page = await env.browser.newPage({ viewport: { width: 1000, height: 1000 } });
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(tutorial.url);
  assert.notEqual(new URL(tutorial.url).origin, new URL(env.url).origin);
  const frame = page.frameLocator("iframe");
  await frame.locator("body[data-ready=true]").waitFor({ timeout: 20000 });
  const fold = frame.locator("#view-step [data-part=pictures-fold]");
  assert.equal(await fold.evaluate((node) => node.tagName), "DETAILS");
  assert.equal(await fold.evaluate((node) => node.open), false, "folded at first");
  const png = frame.locator("#view-step [data-part=png]");
  assert.equal(await png.isVisible(), false);
  const summary = fold.locator("summary");
  assert.equal(await summary.textContent(), "Save as a picture");
  // The keyboard opens it, as any disclosure.
  await summary.focus();
  await summary.press("Enter");
  assert.equal(await png.isVisible(), true);
  await frame.locator("#view-step [data-part=forward]").click();
  const [download] = await Promise.all([page.waitForEvent("download"), png.click()]);
  assert.match(download.suggestedFilename(), /^nqueens-5-backtracking-1\.png$/);
  const pngBytes = await readFile(await download.path());
  assert.deepEqual(Array.from(pngBytes.subarray(1, 4)), [0x50, 0x4e, 0x47]);
  const [gif] = await Promise.all([page.waitForEvent("download"), frame.locator("#view-step [data-part=gif]").click()]);
  const gifBytes = await readFile(await gif.path());
  assert.equal(gifBytes.subarray(0, 6).toString("latin1"), "GIF89a");
  await frame.locator("#view-step [data-part=picture-status]").filter({ hasText: "Saved" }).waitFor();
  await screenshot(page, "frame-pictures-open");
  assert.deepEqual(errors, []);
  await page.close();
});

/** Rules about a whole page: a frame's document is a part of its host's page, which has the
 * level-one heading and the landmarks. Every other rule axe runs applies. */
const PAGE_RULES = new Set(["page-has-heading-one", "region"]);
const inFrame = async (page) => (await audit(page)).filter((v) => !PAGE_RULES.has(v.rule));

test("the folded pictures pass axe-core, folded and open, light and dark", async () => {
  for (const theme of ["light", "dark"]) {
    const page = await openPage(env, `?embed=1&view=step&n=5&controls=full&theme=${theme}`, { bypassCSP: true });
    assert.deepEqual(await inFrame(page), [], `${theme}, folded`);
    await page.locator("#view-step [data-part=pictures-fold] summary").click();
    assert.deepEqual(await inFrame(page), [], `${theme}, open`);
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});
