// <nqueens-board>'s manners on any host page, on plain pages a course author writes: its text
// follows the host's text (not a root font a book shrinks to 10 px), a key the board acts on
// never also fires the host's shortcuts, a click on a control right after placing a queen lands
// in a narrow column, and the Step view's docked controls never cover the board.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { clickSquare, screenshot } from "../support/browser.mjs";
import { tutorialSetup, statusOf } from "../support/tutorial.mjs";

let env;
before(async () => {
  env = await tutorialSetup();
});
after(async () => {
  await env?.close();
});

/** mdBook's sizes: a 10 px root font and 16 px text (`html { font-size: 62.5% }`, body 1.6rem). */
const SMALL_ROOT = "<style>html { font-size: 62.5%; } body { font-size: 1.6rem; }</style>";
const column = (attributes, width = 280) => `<div style="width: ${width}px">${env.snippet(attributes)}</div>`;
const fontOf = (page, part) => page.locator(`nqueens-board [data-part=${part}]`).evaluate((node) => parseFloat(getComputedStyle(node).fontSize));

test("the board's text follows the host's text size, not a root font of 10 px", async () => {
  const sizes = {};
  for (const [name, head] of [["plain", ""], ["small root", SMALL_ROOT], ["large text", "<style>body { font-size: 20px; }</style>"]]) {
    const page = await env.tutorial(env.snippet('n="6" view="play"'), { head });
    await statusOf(page).waitFor({ timeout: 20000 });
    sizes[name] = { status: await fontOf(page, "status"), solve: await fontOf(page, "solve") };
    if (name === "small root") await screenshot(page, "element-host-small-root");
    assert.deepEqual(page.errors, []);
    await page.close();
  }
  // The same 16 px text gives the same board, whatever the root font.
  assert.deepEqual(sizes["small root"], sizes.plain);
  assert.ok(sizes.plain.status >= 14, `status at ${sizes.plain.status} px`);
  // Larger host text, larger board text: it follows the host, not a fixed size.
  assert.ok(sizes["large text"].status > sizes.plain.status * 1.2, JSON.stringify(sizes));
});

test("a key the board acts on stays with the board; other keys reach the host page", async () => {
  for (const view of ["play", "step"]) {
    const page = await env.tutorial(env.snippet(`n="6" view="${view}" controls="full"`), {
      init: () => {
        window.hostKeys = [];
        document.addEventListener("keydown", (event) => window.hostKeys.push(event.key));
        window.addEventListener("keydown", (event) => window.hostKeys.push(`window:${event.key}`));
      },
    });
    const board = page.locator("nqueens-board [data-part=board]");
    await board.waitFor({ timeout: 20000 });
    await page.locator("nqueens-board").evaluate((element) => element.ready);
    await board.focus();
    const cursor = () => page.evaluate(() => {
      const line = document.querySelector("nqueens-board").shadowRoot.querySelector("[data-part=cursor]");
      return line ? line.textContent : null;
    });
    const before = view === "play" ? await cursor() : null;
    for (const key of ["ArrowRight", "ArrowRight", "ArrowDown", "ArrowLeft"]) await page.keyboard.press(key);
    if (view === "play") {
      assert.notEqual(await cursor(), before);
      assert.match(await cursor(), /row 1, column 1/);
    }
    await page.keyboard.press("j");
    assert.deepEqual(await page.evaluate(() => window.hostKeys), ["j", "window:j"], view);
    // Keys typed into the controls are theirs too: the N field's caret and digits, the Step
    // view's timeline (a slider's arrows), a button's Enter; Tab still reaches the host.
    const field = page.locator(`nqueens-board [data-part=${view === "play" ? "n" : "timeline"}]`);
    await field.focus();
    assert.ok(await field.evaluate((node) => node.matches(":focus")), `${view}: the field has the focus`);
    for (const key of ["ArrowRight", "ArrowLeft", "End", "Home"]) await page.keyboard.press(key);
    if (view === "play") await page.keyboard.type("7");
    await page.locator("nqueens-board [data-part=clear], nqueens-board [data-part=forward]").first().focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    assert.deepEqual(await page.evaluate(() => window.hostKeys), ["j", "window:j", "Tab", "window:Tab"], view);
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

test("in a 280 px column a click on Solve right after placing a queen lands", async () => {
  for (const lang of ["en", "fa"]) {
    const page = await env.tutorial(column('n="6" view="play"'), { html: `lang="${lang}"` });
    await statusOf(page).waitFor({ timeout: 20000 });
    await page.locator("nqueens-board").evaluate((element) => element.ready);
    const board = page.locator("nqueens-board [data-part=board]");
    // Two queens attacking and one taken back: the cursor line says the longest it says (two
    // lines in this column), then the board loses focus on Solve's mousedown.
    await clickSquare(page, board, 6, 0, 0);
    await clickSquare(page, board, 6, 1, 1);
    await clickSquare(page, board, 6, 1, 1);
    const solve = page.locator("nqueens-board [data-part=solve]");
    const at = await solve.boundingBox();
    await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
    await page.mouse.down();
    assert.deepEqual(await solve.boundingBox(), at, "Solve stays under the pointer when the board loses focus");
    await page.mouse.up();
    await page.waitForFunction(() => document.querySelector("nqueens-board").solved, null, { timeout: 10000 });
    assert.equal((await page.evaluate(() => document.querySelector("nqueens-board").queens)).length, 6);
    await screenshot(page, `element-host-280-${lang}`);
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

test("the Step view's docked controls never cover the board in a narrow column", async () => {
  for (const theme of ["light", "dark"]) {
    const page = await env.tutorial(`<p style="height: 900px">Before the board.</p>${column(`n="6" view="step" theme="${theme}"`)}<p style="height: 1500px">After.</p>`, {
      viewport: { width: 1280, height: 800 },
    });
    await page.locator("nqueens-board [data-part=board]").waitFor({ timeout: 20000 });
    await page.locator("nqueens-board").evaluate((element) => element.ready);
    const boxes = () =>
      page.evaluate(() => {
        const root = document.querySelector("nqueens-board").shadowRoot;
        const box = (node) => {
          const { top, bottom } = node.getBoundingClientRect();
          return { top, bottom };
        };
        return { board: box(root.querySelector("[data-part=board]")), controls: box(root.querySelector("[data-part=transport]")), height: innerHeight };
      });
    let docked = 0;
    for (let y = 0; y <= 1000; y += 50) {
      await page.evaluate((top) => scrollTo(0, top), y);
      await page.waitForFunction(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(true)))));
      const { board, controls, height } = await boxes();
      const overlap = Math.min(board.bottom, controls.bottom) - Math.max(board.top, controls.top);
      assert.ok(overlap <= 0, `scrolled to ${y}: the controls cover ${overlap} px of the board`);
      // Still docked where that covers nothing: the board whole above them, the controls at the
      // screen's bottom instead of below it.
      if (board.bottom < height - 100 && controls.bottom === height && board.top < height) docked++;
      if (y === 400) await screenshot(page, `element-host-step-280-${theme}`);
    }
    assert.ok(docked > 0, "the controls docked at least once while the board was in view");
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});
