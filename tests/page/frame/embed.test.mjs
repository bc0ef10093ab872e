// End-to-end tests of embedding: an iframe driven through postMessage, malformed parameters,
// fitting the frame, the embedding guide, and hosting under a sub-path.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { cp } from "node:fs/promises";
import { launch, openPage, clickSquare, screenshot } from "../../support/browser.mjs";

let env;
before(async () => {
  // The host pages are test fixtures; they are served beside the built playground.
  await cp("tests/fixtures", "dist/fixtures", { recursive: true });
  env = await launch();
});
after(async () => {
  await env?.close();
});

const events = (page, name) => page.evaluate((n) => window.received.filter((m) => m.event === n), name);

test("a host page steps an embedded 4-queens search to its solution through postMessage", async () => {
  const page = await env.browser.newPage();
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(`${env.url}fixtures/iframe-host.html`);
  await page.waitForFunction(() => window.received?.some((m) => m.event === "nqueens-ready"), null, { timeout: 20000 });
  const [ready] = await events(page, "nqueens-ready");
  assert.equal(ready.version, 2);
  assert.equal(ready.detail.view, "step");
  assert.equal(ready.detail.n, 4);
  // Messages of another shape, another version, or not from the parent are ignored.
  const before = (await events(page, "nqueens-step")).length;
  await page.evaluate(() => {
    window.sendRaw("forward");
    window.sendRaw({ source: "someone-else", version: 2, type: "command", command: "forward" });
    window.sendRaw({ source: "nqueens-playground", version: 1, type: "command", command: "forward" });
    window.sendRaw({ source: "nqueens-playground", version: 2, type: "command", command: "explode" });
  });
  const frame = page.frame({ url: /embed=1/ });
  await frame.evaluate(() =>
    window.postMessage({ source: "nqueens-playground", version: 2, type: "command", command: "forward", args: {} }, "*"),
  );
  await page.waitForTimeout(300);
  assert.equal(await frame.locator("#view-step [data-part=timeline]").inputValue(), "0", "nothing moved");
  assert.equal((await events(page, "nqueens-step")).length, before);
  // A command of the right shape that the view does not know is answered with an error.
  assert.deepEqual((await events(page, "nqueens-error")).map((m) => m.detail.command), ["explode"]);
  // Now step until the frame says it is solved.
  for (let i = 0; i < 100 && (await events(page, "nqueens-solved")).length === 0; i++) {
    await page.evaluate(() => window.send("forward"));
    await page.waitForFunction((k) => window.received.filter((m) => m.event === "nqueens-step").length > k, before + i);
  }
  const [solved] = await events(page, "nqueens-solved");
  assert.deepEqual(solved.detail, { n: 4, solution: [1, 3, 0, 2] });
  const steps = await events(page, "nqueens-step");
  // One step command, one event: the solution arrives at the position the engine counted.
  assert.equal(steps.length - before, steps.at(-1).detail.position);
  assert.match(steps[before].detail.narration, /row 0 goes to column 0/);
  // Each event whole, in the core's one serialization (as `nqueens trace --json` prints it).
  assert.deepEqual(steps[before].detail.record, { event: "place", row: 0, col: 0 });
  assert.deepEqual(
    steps.map((m) => m.detail.record).find((r) => r?.event === "dead-end"),
    { event: "dead-end", failure: { kind: "empty", row: 2 } },
  );
  assert.deepEqual(steps.at(-1).detail.record, { event: "solution", solution: [1, 3, 0, 2] });
  const { solutions, failures, branches } = steps.at(-1).detail.stats;
  assert.deepEqual({ solutions, failures, branches }, { solutions: 1, failures: 2, branches: 5 });
  assert.equal(await frame.locator("#view-step [data-part=solution]").textContent(), "Solution 1: [1, 3, 0, 2]");
  await screenshot(page, "embed-host-step");
  // reset, play and pause also work from outside.
  await page.evaluate(() => window.send("reset"));
  await page.waitForFunction(() => window.received.filter((m) => m.event === "nqueens-step").at(-1).detail.position === 0);
  await page.evaluate(() => window.send("setN", { n: 5 }));
  await page.waitForFunction(() => window.received.filter((m) => m.event === "nqueens-change").length === 1);
  assert.deepEqual((await events(page, "nqueens-change"))[0].detail, { n: 5, queens: [] });
  assert.match(await frame.locator("#view-step [data-part=narration]").textContent(), /5×5/);
  await page.evaluate(() => window.send("setN", { n: 99 }));
  await page.waitForFunction(() => window.received.filter((m) => m.event === "nqueens-error").length === 2);
  assert.match((await events(page, "nqueens-error"))[1].detail.message, /1 to 16/);
  assert.deepEqual(errors, []);
  await page.close();
});

test("the play view in a frame reports changes and solutions, and takes queens", async () => {
  const page = await env.browser.newPage();
  await page.goto(`${env.url}fixtures/iframe-host.html`);
  await page.locator("#frame").evaluate((f) => {
    f.src = "../index.html?embed=1&view=play&n=4";
  });
  await page.waitForFunction(() => window.received?.some((m) => m.event === "nqueens-ready" && m.detail.view === "play"));
  await page.evaluate(() => window.send("setQueens", { queens: [[0, 1], [1, 3], [2, 0]] }));
  await page.waitForFunction(() => window.received.some((m) => m.event === "nqueens-change" && m.detail.queens.length === 3));
  const frame = page.frame({ url: /view=play/ });
  await clickSquare(frame, "#view-play [data-part=board]", 4, 3, 2);
  await page.waitForFunction(() => window.received.some((m) => m.event === "nqueens-solved"));
  const solved = (await events(page, "nqueens-solved"))[0];
  assert.deepEqual(solved.detail, { n: 4, solution: [1, 3, 0, 2] });
  assert.equal(await frame.locator("#view-play [data-part=status]").textContent(), "Solved: 4 queens, none attacking.");
  await page.close();
});

test("malformed parameters show a note in the frame and a working board", async () => {
  const page = await openPage(env, "?embed=1&view=play&n=abc&queens=%3Cimg%3E&theme=pink&controls=lots&zoom=2");
  const note = await page.locator("#url-note").textContent();
  for (const part of [/n="abc"/, /queens="<img>"/, /theme="pink"/, /controls="lots"/, /unknown parameter "zoom"/]) {
    assert.match(note, part);
  }
  assert.equal(await page.locator("#url-note img").count(), 0, "values never become HTML");
  await clickSquare(page, "#view-play [data-part=board]", 8, 0, 0);
  assert.equal(await page.locator("#view-play [data-part=status]").textContent(), "1 queen placed, none attacking; 7 to go.");
  assert.equal(await page.locator("#open-full").isVisible(), true);
  assert.doesNotMatch(await page.locator("#open-full").getAttribute("href"), /embed=/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("embedded views fit common frame sizes without scrollbars", async () => {
  for (const [query, width, height] of [
    ["?embed=1&view=play&n=8", 400, 480],
    ["?embed=1&view=step&n=4&strategy=cp", 520, 640],
    ["?embed=1&view=solutions&n=6", 600, 500],
    ["?embed=1&view=play&n=8&controls=none", 300, 340],
    ["?embed=1&view=step&n=8&controls=full&theme=dark", 800, 900],
  ]) {
    const page = await openPage(env, query, { viewport: { width, height } });
    const size = await page.evaluate(() => ({
      scrollHeight: document.documentElement.scrollHeight,
      scrollWidth: document.documentElement.scrollWidth,
      height: innerHeight,
      width: innerWidth,
    }));
    assert.ok(size.scrollHeight <= size.height, `${query}: ${size.scrollHeight} > ${size.height}`);
    assert.ok(size.scrollWidth <= size.width, `${query}: ${size.scrollWidth} > ${size.width}`);
    await screenshot(page, `embed-fit-${width}x${height}`);
    await page.close();
  }
});

test("the embedding guide shows three live embeds with snippets", async () => {
  const page = await env.browser.newPage();
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  await page.goto(`${env.url}www/embed.html`);
  await page.waitForFunction(() => document.querySelector("#snippet-step").textContent.includes("embed=1"));
  assert.equal(await page.locator("nqueens-board").count(), 2);
  assert.equal(await page.locator("iframe").count(), 1);
  const frame = page.frame({ url: /embed=1/ });
  await frame.waitForSelector("body[data-ready=true]");
  assert.match(await page.locator("#snippet-play").textContent(), /<nqueens-board n="8" view="play"><\/nqueens-board>/);
  assert.match(await page.locator("#snippet-step").textContent(), new RegExp(`src="${env.url}index.html\\?embed=1`));
  await page.getByRole("button", { name: "Copy snippet" }).first().click();
  await page.waitForFunction(() => document.querySelector("#copy-status").textContent !== "");
  assert.ok(await page.getByRole("table").first().isVisible());
  await screenshot(page, "embed-guide");
  assert.deepEqual(errors, []);
  await page.close();
});

test("the playground works when published under a sub-path", async () => {
  const sub = await launch({ base: "/tools/queens/" });
  try {
    assert.match(sub.url, /\/tools\/queens\/$/);
    const page = await openPage(sub, "?view=play&n=6");
    await clickSquare(page, "#view-play [data-part=board]", 6, 0, 1);
    assert.equal(await page.locator("#view-play [data-part=status]").textContent(), "1 queen placed, none attacking; 5 to go.");
    await page.getByRole("button", { name: "Complete" }).click();
    await page.waitForFunction(() => document.querySelector("#view-play [data-part=status]").textContent.startsWith("Solved"));
    await page.getByRole("link", { name: "Count" }).click();
    await page.locator("#count-n").fill("8");
    await page.getByRole("button", { name: "Start counting", exact: true }).click();
    await page.waitForFunction(() => document.querySelector("#count-result").textContent.startsWith("N = 8: 92"));
    assert.match(page.url(), /\/tools\/queens\/\?view=count&n=8/);
    assert.deepEqual(page.errors, []);
    await page.close();
  } finally {
    await sub.close();
  }
});
