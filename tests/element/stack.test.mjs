// The call stack in <nqueens-board view="step"> on a tutorial page of a second origin (issue
// 38): the frames of the recursion, as many as the Depth figure says (one more: the first
// call, depth 0), the deepest lit; on a phone-width host (390 px) the stack stands below the
// board, inside the screen. Screenshots in English and Persian. The stack is one of the full
// controls (`controls="full"`), as the Depth figure is; a compact board shows neither.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { tutorialSetup, statusOf } from "../support/tutorial.mjs";
import { screenshot } from "../support/browser.mjs";

let env;
before(async () => {
  env = await tutorialSetup();
});
after(async () => {
  await env?.close();
});

/** The stack's frames, the lit ones, and the Depth figure, read from the element's shadow root. */
const stackOf = (board) =>
  board.evaluate((el) => {
    const root = /** @type {ShadowRoot} */ (el.shadowRoot);
    const frames = [...root.querySelectorAll("[data-part=stack-frames] li.frame")];
    return {
      depths: frames.map((li) => Number(li.dataset.depth)),
      lit: frames.filter((li) => li.classList.contains("deepest")).map((li) => ({ depth: Number(li.dataset.depth), current: li.getAttribute("aria-current") })),
      last: frames.at(-1)?.classList.contains("deepest") ?? false,
      figure: root.querySelector("[data-part=depth]")?.textContent ?? null,
    };
  });

test("the element's stack: its depth is the Depth figure, the deepest lit, at every step checked", async () => {
  const page = await env.tutorial(env.snippet('id="s" view="step" n="6" strategy="backtracking" controls="full"'), { viewport: { width: 1100, height: 1400 } });
  await statusOf(page, "#s").filter({ hasText: "Ready" }).waitFor({ timeout: 20000 });
  const board = page.locator("#s");
  let deepest = 0;
  for (let step = 1; step <= 40; step++) {
    await board.evaluate((el) => el.forward());
    const stack = await stackOf(board);
    assert.ok(stack.depths.length > 0, `frames at step ${step}`);
    assert.deepEqual(stack.depths, stack.depths.map((_, i) => i), `depths 0, 1, … at step ${step}`);
    assert.equal(String(stack.depths.at(-1)), stack.figure, `the deepest frame at the Depth figure, step ${step}`);
    assert.deepEqual(stack.lit, [{ depth: stack.depths.at(-1), current: "step" }], `one lit frame, the deepest, step ${step}`);
    assert.ok(stack.last);
    deepest = Math.max(deepest, stack.depths.length);
  }
  assert.ok(deepest >= 4, `the search went ${deepest} frames deep`);
  await screenshot(page, "element-stack-desktop-en");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("on a phone-width host the element's stack stands below its board, inside the screen", async () => {
  for (const lang of ["en", "fa"]) {
    const page = await env.tutorial(env.snippet(`id="s" view="step" n="8" strategy="backtracking" step="40" controls="full" lang="${lang}"`), {
      viewport: { width: 390, height: 844 },
      html: `lang="${lang}"`,
    });
    await page.locator("#s .stack-frames li.deepest").waitFor({ timeout: 20000 });
    const board = await page.locator("#s canvas.board").boundingBox();
    const stack = await page.locator("#s [data-part=stack]").boundingBox();
    assert.ok(stack.y >= board.y + board.height - 0.5, `below the board (${lang}): ${stack.y} >= ${board.y + board.height}`);
    assert.ok(stack.x >= 0 && stack.x + stack.width <= 390 + 0.5, `inside the screen's width (${lang})`);
    assert.ok(await page.locator("#s .stack-frames li.deepest").isVisible());
    await page.locator("#s [data-part=stack]").scrollIntoViewIfNeeded();
    await screenshot(page, `element-stack-phone-${lang}`);
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});
