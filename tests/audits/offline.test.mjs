// The playground offline: opened once, the page keeps working with the network off (every view,
// the four shipped lessons, a reader's language, a count on workers), because its service worker
// (www/offline/) precached every file that dist/page-files.json lists. A new build replaces the
// cache whole on the next visit, and a cache of an older version is never read.
//
// The page is served from a copy of dist/, so a test can make a new build of it (a changed file,
// the list and sw.js written again by scripts/page-files.mjs) without touching dist/.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { launchBrowser } from "../support/browser.mjs";
import { siteCopy, open, controlled, ourCaches, build } from "../support/offline.mjs";
import { LIST } from "../../scripts/page-files.mjs";

let browser;
let copy;
let site;
let serve;
let rebuild;
before(async () => {
  copy = await siteCopy();
  ({ site, serve, rebuild } = copy);
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await copy?.close();
});

test("opened once, every view, the four lessons, a language and a count of N = 10 on workers work with the network off", async () => {
  await rebuild();
  const { url, stop } = await serve();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // Counts what workers answer, so a count that fell back to the page's own thread (its worker
  // file missing offline) is told from one on workers: both give the same result.
  await context.addInitScript(() => {
    const Base = window.Worker;
    window.workerAnswers = 0;
    window.Worker = class extends Base {
      constructor(...args) {
        super(...args);
        this.addEventListener("message", () => window.workerAnswers++);
      }
    };
  });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await open(page, url);
  await controlled(page);
  const version = JSON.parse(await readFile(join(site, LIST), "utf8")).version;
  assert.deepEqual(await ourCaches(page), [`nqueens-playground ${url} ${version}`]);
  await stop();
  await context.setOffline(true);
  // Nothing answers on the network any more.
  assert.equal(await page.evaluate((u) => fetch(`${u}fixtures/none.html`).then(() => "answered", () => "refused"), url), "refused");

  await open(page, `${url}?view=play&n=8`);
  assert.equal(await page.locator("#view-play [data-part=board]").count(), 1);

  await open(page, `${url}?view=solutions`);
  await page.waitForFunction(() => document.querySelector("#view-solutions [data-part=summary]")?.textContent.startsWith("92 solutions for N = 8"), null, { timeout: 60000 });

  await open(page, `${url}?view=step&n=6`);
  await page.getByRole("button", { name: "Step forward" }).first().click();
  assert.equal(await page.locator("#view-step [data-part=board]").count(), 1);

  await open(page, `${url}?view=count&n=10`);
  await page.getByRole("button", { name: "Start counting", exact: true }).click();
  await page.waitForFunction(() => document.querySelector("#count-result").textContent !== "", null, { timeout: 60000 });
  assert.match(await page.locator("#count-result").textContent(), /^N = 10: 724 \(OEIS A000170: 724, matches\) solutions/);
  assert.match(await page.locator("#count-progress-text").textContent(), / on \d+ workers /);
  assert.ok(await page.evaluate(() => window.workerAnswers > 0), "the count ran on workers");

  await open(page, `${url}?view=huge`);
  await page.getByRole("region", { name: "Huge" }).or(page.locator("#view-huge")).first().getByLabel("N", { exact: true }).fill("1000");
  await page.getByRole("button", { name: "Find a solution" }).click();
  await page.waitForFunction(() => document.querySelector("#huge-result").textContent !== "", null, { timeout: 60000 });
  assert.match(await page.locator("#huge-result").textContent(), /^Verified: 1,000 queens, none attacking/);

  const lessons = JSON.parse(await readFile(join(site, LIST), "utf8"))
    .files.map((f) => f.path.match(/^www\/lessons\/([a-z-]+)\.json$/)?.[1])
    .filter((name) => name && name !== "lesson.schema");
  assert.equal(lessons.length, 4, `the four shipped lessons are in the list: ${lessons}`);
  for (const name of lessons) {
    await open(page, `${url}?view=step&lesson=${name}`);
    await page.waitForFunction(() => document.querySelector("#view-step .lesson [data-part=title]")?.textContent.trim(), null, { timeout: 30000 });
    assert.match(page.url(), new RegExp(`lesson=${name}`));
  }

  // A reader's language: its words come from the cache too.
  await open(page, `${url}?view=play&lang=fa`);
  assert.equal(await page.evaluate(() => document.documentElement.lang), "fa");
  assert.notEqual(await page.getByRole("link", { name: "Play" }).count(), 1, "the views' names are in Persian");
  assert.deepEqual(errors, []);
  await context.close();
});

test("a new build waits for the next visit; a cache of an older version, or a half one of the new, is ignored and removed", async () => {
  const first = await rebuild();
  const { url, stop } = await serve();
  const context = await browser.newContext();
  let page = await context.newPage();
  if (process.env.DEBUG_OFFLINE) page.on("console", (m) => console.log("console:", m.text()));
  // A cache left by an older version of this page, with a broken index.html in it.
  await page.goto(`${url}${LIST}`);
  await page.evaluate(async (name) => {
    const cache = await caches.open(name);
    await cache.put(new URL("index.html", location.href).href, new Response("<p>stale</p>", { headers: { "content-type": "text/html" } }));
    await cache.put(new URL("www/app.js", location.href).href, new Response("throw new Error('stale')", { headers: { "content-type": "text/javascript" } }));
  }, `nqueens-playground ${url} 0ldversion0000000`);
  await open(page, url);
  await controlled(page);
  assert.deepEqual(await ourCaches(page), [`nqueens-playground ${url} ${first}`], "the old cache is gone");
  await open(page, `${url}?view=play`);

  // A new build: one file changes, so the list, its version and sw.js change.
  const index = join(site, "index.html");
  await writeFile(index, (await readFile(index, "utf8")).replace("<head>", '<head>\n    <meta name="build" content="second" />'));
  const second = await rebuild();
  assert.notEqual(second, first);
  // Half of the new version's cache, as an install cut short would leave it: a stale page and a
  // file the new list does not name.
  await page.evaluate(async (name) => {
    const cache = await caches.open(name);
    await cache.put(new URL("index.html", location.href).href, new Response("<p>half</p>", { headers: { "content-type": "text/html" } }));
    await cache.put(new URL("www/stray.js", location.href).href, new Response("throw new Error('stray')", { headers: { "content-type": "text/javascript" } }));
  }, `nqueens-playground ${url} ${second}`);

  // The visit that finds the new version shows the old one whole, and stays on it (a reader may
  // be half-way through something) while the new one installs beside it and waits.
  await open(page, url);
  assert.equal(await build(page), "first");
  await page.getByRole("complementary", { name: "A new version of the playground is ready. Reloading keeps your place in a lesson." }).waitFor({ timeout: 30000 });
  assert.equal(await build(page), "first");
  assert.deepEqual((await ourCaches(page)).sort(), [`nqueens-playground ${url} ${first}`, `nqueens-playground ${url} ${second}`].sort());
  // The next visit, every page of the old version closed, is the new version, from a whole cache.
  await page.close();
  page = await context.newPage();
  await open(page, url);
  assert.equal(await build(page), "second");
  assert.equal(await page.locator("#update-note").isVisible(), false);
  assert.deepEqual(await ourCaches(page), [`nqueens-playground ${url} ${second}`]);
  assert.equal(await page.evaluate(async () => Boolean(await caches.match(new URL("www/stray.js", location.href).href))), false, "nothing of the half cache is left");
  // And offline it is still the new version.
  await stop();
  await context.setOffline(true);
  await open(page, `${url}?view=step`);
  assert.equal(await build(page), "second");
  await context.close();
});

test("the page installs as a web app: Chromium reads its manifest with no error and finds nothing missing to install it", async () => {
  await rebuild();
  const { url, stop } = await serve();
  const context = await browser.newContext();
  const page = await context.newPage();
  await open(page, `${url}?view=step`);
  await controlled(page);
  const cdp = await context.newCDPSession(page);
  const manifest = await cdp.send("Page.getAppManifest");
  assert.deepEqual(manifest.errors, []);
  const data = JSON.parse(manifest.data);
  assert.equal(data.name, "N-Queens Playground");
  // Relative to the manifest, so the app is the page wherever it is published.
  assert.equal(new URL(data.start_url, manifest.url).href, url);
  assert.equal(new URL(data.scope, manifest.url).href, url);
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  // A test's browser context is a private one, which Chromium never installs from: that is the
  // context's doing, not the page's.
  assert.deepEqual(installabilityErrors.filter((e) => e.errorId !== "in-incognito"), []);
  await context.close();
  await stop();
});
