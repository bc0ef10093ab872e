// End-to-end tests of the search tree beside the Step board: it grows with the timeline,
// clicks and keys on its nodes seek the timeline, and it shows in the element too.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launch, openPage, screenshot } from "../../support/browser.mjs";
import { startServer, servePages } from "../../support/serve.mjs";

let env;
before(async () => {
  env = await launch();
});
after(async () => {
  await env?.close();
});

const text = (page) => page.locator("#view-step .tree-text").textContent();
const path = (page) => page.locator("#view-step .tree-path").textContent();
const position = (page) => page.locator("#view-step [data-part=timeline]").inputValue().then(Number);

async function clickNode(page, index) {
  await page.locator("#view-step .tree").scrollIntoViewIfNeeded();
  const at = await page.locator("#view-step .tree").evaluate((canvas, i) => canvas.positionOf(i), index);
  await page.mouse.click(at.x, at.y);
}

test("the tree grows with the steps, and clicking a node seeks to its step", async () => {
  const page = await openPage(env, "?view=step&n=4&tree=1");
  assert.equal(await text(page), "0 nodes, 0 branches, 0 failures, 0 solutions so far.");
  assert.equal(await path(page), "Current path: the start.");
  await page.getByRole("button", { name: "Step forward" }).click();
  assert.equal(await text(page), "1 node, 1 branch, 0 failures, 0 solutions so far.");
  assert.equal(await path(page), "Current path: q[0] = 0.");
  await page.getByRole("button", { name: "Next solution" }).click();
  // The path is the choices that made it: q[0] = 1 once q[0] = 0 was refuted, then the three
  // queens propagation forced.
  assert.equal(await path(page), "Current path: q[0] = 1 (after ≠ 0) → q[1] = 3, forced → q[2] = 0, forced → q[3] = 2, forced.");
  assert.equal(await text(page), "11 nodes, 5 branches, 2 failures, 1 solution so far.");
  const atSolution = await position(page);
  await screenshot(page, "tree-desktop");
  // The first node below the root is q[0] = 0, made by step 1.
  await clickNode(page, 1);
  assert.equal(await position(page), 1);
  assert.match(await page.locator("#view-step [data-part=narration]").textContent(), /q\[0\] = 0/);
  // The nodes made after step 1 are gone from the tree, as the timeline says.
  assert.match(await text(page), /^1 node, 1 branch, 0 failures, 0 solutions so far\. Chosen: q\[0\] = 0, made at step 1/);
  // Keyboard: back to the solution's step, then up the forced queens to the refutation, and Enter.
  await page.locator("#view-step [data-part=timeline]").fill(String(atSolution));
  await page.locator("#view-step .tree").focus();
  for (let k = 0; k < 4; k++) await page.keyboard.press("ArrowUp");
  assert.match(await text(page), /Chosen: q\[0\] ≠ 0, made at step \d+; Enter goes there\.$/);
  // F folds the chosen subtree (the solution under it is hidden, not forgotten); Unfold all.
  await page.keyboard.press("f");
  assert.match(await text(page), /^11 nodes, 5 branches, 2 failures, 1 solution so far\. .* 1 subtree folded\.$/);
  await screenshot(page, "tree-folded");
  await page.getByRole("button", { name: "Unfold all" }).click();
  assert.doesNotMatch(await text(page), /folded/);
  await page.locator("#view-step .tree").focus();
  await page.keyboard.press("Enter");
  const refuted = await position(page);
  assert.ok(refuted > 1 && refuted < atSolution, `${refuted}`);
  assert.match(new URL(page.url()).search, /tree=1/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("N = 8, all solutions with CP: the whole tree is 790 branches, 304 failures, 92 solutions", async () => {
  const page = await openPage(env, "?view=step&n=8&tree=1");
  const max = Number(await page.locator("#view-step [data-part=timeline]").getAttribute("max"));
  await page.locator("#view-step [data-part=timeline]").fill(String(max));
  assert.equal(await text(page), "1,804 nodes, 790 branches, 304 failures, 92 solutions so far.");
  // Drawing speed: redraw at 200 positions across the timeline (board and tree), timed in the page.
  const ms = await page.locator("#view-step [data-part=timeline]").evaluate((input, last) => {
    const started = performance.now();
    for (let k = 0; k < 200; k++) {
      input.value = String(Math.round((k * last) / 199));
      input.dispatchEvent(new Event("input"));
    }
    return (performance.now() - started) / 200;
  }, max);
  console.log(`# tree + board redraw at N = 8, all solutions (2,200 vertices): ${ms.toFixed(2)} ms per timeline position`);
  await page.locator("#view-step .tree").scrollIntoViewIfNeeded();
  await screenshot(page, "tree-n8");
  await page.getByRole("button", { name: "Zoom in" }).click();
  await page.getByRole("button", { name: "Zoom in" }).click();
  await screenshot(page, "tree-n8-zoomed");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("phone size, and the element with the tree attribute", async () => {
  const page = await openPage(env, "?view=step&n=5&tree=1", { viewport: { width: 390, height: 844 } });
  await page.getByRole("button", { name: "Next solution" }).click();
  await page.locator("#view-step .tree").scrollIntoViewIfNeeded();
  await screenshot(page, "tree-phone");
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 0);
  await page.close();

  const cdn = await startServer("dist", 0, "/", { cors: true });
  const site = await servePages({
    "/t.html": `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Trees</title><script type="module" src="${cdn.url}www/nqueens-element.js"></script></head>` +
      `<body><nqueens-board view="step" n="4" tree></nqueens-board></body></html>`,
  });
  const tab = await env.browser.newPage({ viewport: { width: 1000, height: 900 } });
  await tab.goto(`${site.url}t.html`);
  const tree = tab.locator("nqueens-board .tree-text");
  await tree.filter({ hasText: "0 nodes, 0 branches" }).waitFor({ timeout: 20000 });
  await tab.locator("nqueens-board").getByRole("button", { name: "Next solution" }).click();
  assert.match(await tree.textContent(), /, 1 solution so far\.$/);
  assert.match(await tab.locator("nqueens-board .tree-path").textContent(), /^Current path: q\[0\] = 1 \(after ≠ 0\)/);
  await screenshot(tab, "tree-element");
  await tab.close();
  site.server.close();
  cdn.server.close();
});
