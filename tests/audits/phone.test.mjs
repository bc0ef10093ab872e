// Every view at phone size (390 × 844, touch): in the page, in a frame and in the element,
// nothing is cut off or overflows sideways, the board fits, and taps place queens.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launch, screenshot, tapSquare } from "../support/browser.mjs";
import { servePages, startServer } from "../support/serve.mjs";

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
let env;
let site;
let cdn;
before(async () => {
  env = await launch();
});
after(async () => {
  await env?.close();
  site?.server.close();
  cdn?.server.close();
});

/** Fails with the names of elements that stick out to the right of the viewport. */
async function assertFits(page, where) {
  const { width, scroll, outside } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const outside = [];
    const visit = (root) => {
      for (const node of root.querySelectorAll("*")) {
        const box = node.getBoundingClientRect();
        if (box.width > 0 && box.right > width + 0.5 && !node.closest("[hidden], .visually-hidden, details:not([open]) > :not(summary)")) {
          outside.push(`${node.localName}.${node.className || node.dataset.part || ""} ${Math.round(box.right)}`);
        }
        if (node.shadowRoot) visit(node.shadowRoot);
      }
    };
    visit(document);
    return { width, scroll: document.documentElement.scrollWidth, outside };
  });
  assert.ok(scroll <= width, `${where}: the page scrolls sideways (${scroll} > ${width})`);
  assert.deepEqual(outside, [], `${where}: cut off at the right`);
}

test("the page: every view fits a phone and its header shows every view link", async () => {
  const page = await env.browser.newPage(PHONE);
  for (const view of ["play", "solutions", "step", "count", "huge"]) {
    await page.goto(`${env.url}?view=${view}`);
    await page.waitForSelector("body[data-ready=true]");
    await page.waitForTimeout(200);
    await assertFits(page, view);
    for (const link of await page.getByRole("navigation", { name: "Views" }).getByRole("link").all()) {
      const box = await link.boundingBox();
      assert.ok(box.x >= 0 && box.x + box.width <= 390, `${view}: link ${await link.textContent()} is cut off`);
    }
    await screenshot(page, `phone-${view}`);
  }
  await page.goto(`${env.url}?view=play&n=6`);
  await page.waitForSelector("body[data-ready=true]");
  await tapSquare(page.locator("#view-play [data-part=board]"), 6, 2, 3);
  assert.equal(await page.locator("#view-play [data-part=status]").textContent(), "1 queen placed, none attacking; 5 to go.");
  await page.goto(`${env.url}?view=solutions&n=6`);
  await page.waitForSelector("body[data-ready=true]");
  await page.locator("#view-solutions [data-part=summary]").filter({ hasText: "4 solutions for N = 6" }).waitFor();
  await page.getByRole("list", { name: "All solutions" }).getByRole("button").first().tap();
  assert.equal(await page.locator("#view-solutions [data-part=status]").textContent(), "Solved: 6 queens, none attacking.");
  await page.goto(`${env.url}?view=step&n=4`);
  await page.waitForSelector("body[data-ready=true]");
  await page.getByRole("button", { name: "Step forward" }).tap();
  assert.match(await page.locator("#view-step [data-part=narration]").textContent(), /row 0 goes to column 0/);
  await page.close();
});

test("a frame and the element fit a phone-sized tutorial, and taps place queens", async () => {
  cdn = await startServer("dist", 0, "/", { cors: true });
  site = await servePages({
    "/tutorial.html": `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>On a phone</title></head><body>
<h1>Tutorial</h1>
<script type="module" src="${cdn.url}www/nqueens-element.js"></script>
<nqueens-board id="play" n="8" view="play"></nqueens-board>
<nqueens-board id="step" n="5" view="step" controls="full"></nqueens-board>
<nqueens-board id="solutions" n="6" view="solutions" controls="full"></nqueens-board>
<iframe id="frame" title="N-Queens" width="360" height="700" src="${cdn.url}index.html?embed=1&amp;view=step&amp;n=4&amp;controls=full"></iframe>
</body></html>`,
  });
  const page = await env.browser.newPage(PHONE);
  await page.goto(`${site.url}tutorial.html`);
  await page.locator("#play [data-part=status]").filter({ hasText: "Empty 8×8 board" }).waitFor({ timeout: 20000 });
  await page.locator("#solutions [data-part=summary]").filter({ hasText: "4 solutions" }).waitFor();
  const frame = page.frameLocator("#frame");
  await frame.locator("[data-part=narration]").filter({ hasText: "4×4" }).waitFor();
  await assertFits(page, "tutorial");
  const inside = await frame.locator("html").evaluate((html) => [html.scrollWidth, html.clientWidth]);
  assert.ok(inside[0] <= inside[1], `the frame scrolls sideways: ${inside}`);
  await tapSquare(page.locator("#play [data-part=board]"), 8, 0, 0);
  assert.equal(await page.locator("#play [data-part=status]").textContent(), "1 queen placed, none attacking; 7 to go.");
  await page.locator("#step").getByRole("button", { name: "Step forward" }).tap();
  assert.match(await page.locator("#step [data-part=narration]").textContent(), /row 0 goes to column 0/);
  await screenshot(page, "phone-tutorial");
  await page.close();
});
