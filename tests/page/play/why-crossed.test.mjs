// "Why is this square crossed?" as readers ask it: pointing with a mouse, a long press of a
// finger, or the keyboard cursor, on the Play board and on the Step board (a plain walk and
// constraint propagation). The core's sentence shows in a tip beside the square and in a live
// region the board refers to, so a screen reader says it too; the queen it names is joined to
// the square by a line on the board.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launch, openPage, clickSquare, screenshot } from "../../support/browser.mjs";

let env;
before(async () => {
  env = await launch();
});
after(async () => {
  await env?.close();
});

/** The centre of square (row, col) of a board canvas, in page coordinates. */
async function centre(canvas, n, row, col) {
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  const band = Number((await canvas.getAttribute("data-band")) ?? 0);
  const cell = (box.width - band) / n;
  return { x: box.x + band + (col + 0.5) * cell, y: box.y + band + (row + 0.5) * cell };
}

async function hover(page, canvas, n, row, col) {
  const { x, y } = await centre(canvas, n, row, col);
  await page.mouse.move(x, y);
}

/** A finger resting on a square (touchstart, a wait, touchend), through the browser's own input. */
async function longPress(page, canvas, n, row, col) {
  const { x, y } = await centre(canvas, n, row, col);
  const client = await page.context().newCDPSession(page);
  await client.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
  await page.waitForTimeout(700);
  await client.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await client.detach();
}

const why = (page, view) => page.locator(`#view-${view} [data-part=why]`);
const tip = (page, view) => page.locator(`#view-${view} .why-tip`);
const image = (canvas) => canvas.evaluate((c) => c.toDataURL());

test("Play: the mouse, the keyboard cursor and the live region say which queen takes a square and along which line", async () => {
  const page = await openPage(env, "?view=play&n=8");
  const canvas = page.locator("#view-play [data-part=board]");
  await clickSquare(page, "#view-play [data-part=board]", 8, 0, 0);
  await clickSquare(page, "#view-play [data-part=board]", 8, 3, 5);
  assert.match(await canvas.getAttribute("aria-describedby"), new RegExp(await why(page, "play").getAttribute("id")));
  assert.equal(await why(page, "play").getAttribute("aria-live"), "polite");
  await hover(page, canvas, 8, 4, 4);
  const plain = await image(canvas);
  await hover(page, canvas, 8, 1, 1);
  const sentence = "Row 1, column 1 is attacked by the queen on row 0, column 0 along a diagonal.";
  assert.equal(await why(page, "play").textContent(), sentence);
  assert.equal(await tip(page, "play").textContent(), sentence);
  assert.ok(await tip(page, "play").isVisible());
  assert.notEqual(await image(canvas), plain, "the line from the queen is drawn");
  await screenshot(page, "why-play");
  await hover(page, canvas, 8, 1, 4);
  assert.equal(await why(page, "play").textContent(), "Row 1, column 4 is safe: no queen attacks it.");
  await hover(page, canvas, 8, 3, 5);
  assert.equal(await why(page, "play").textContent(), "Row 3, column 5: a queen; no other queen attacks it.");
  // Off the board, the keyboard cursor's square (the board has focus since the clicks); with
  // focus elsewhere, nothing is said and the tip goes.
  await page.mouse.move(5, 5);
  assert.equal(await why(page, "play").textContent(), "Row 3, column 5: a queen; no other queen attacks it.");
  await page.locator("#view-play [data-part=n]").focus();
  assert.equal(await why(page, "play").textContent(), "");
  assert.ok(await tip(page, "play").isHidden());
  // The keyboard cursor: from the last square clicked (3, 5) two rows up.
  await canvas.focus();
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  assert.equal(await why(page, "play").textContent(), "Row 1, column 5 is attacked by the queen on row 3, column 5 along a column.");
  assert.equal(await page.locator("#view-play [data-part=cursor]").textContent(), "Cursor on row 1, column 5: empty, under attack.");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("Play on a phone: a long press asks why and places nothing; a tap still places a queen", async () => {
  const page = await openPage(env, "?view=play&n=6", { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const canvas = page.locator("#view-play [data-part=board]");
  const status = page.locator("#view-play [data-part=status]");
  const { x, y } = await centre(canvas, 6, 0, 2);
  await page.touchscreen.tap(x, y);
  await status.filter({ hasText: "1 queen placed" }).waitFor();
  await longPress(page, canvas, 6, 2, 0);
  await why(page, "play").filter({ hasText: "Row 2, column 0 is attacked by the queen on row 0, column 2 along an anti-diagonal." }).waitFor();
  assert.ok(await tip(page, "play").isVisible());
  assert.equal(await status.textContent(), "1 queen placed, none attacking; 5 to go.", "the long press placed nothing");
  await screenshot(page, "why-play-phone");
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 0);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("Step, constraint propagation: the constraint that removed a square, by mouse, keyboard cursor and touch", async () => {
  const page = await openPage(env, "?view=step&n=4&strategy=cp&step=3");
  const canvas = page.locator("#view-step [data-part=board]");
  assert.match(await canvas.getAttribute("aria-describedby"), new RegExp(await why(page, "step").getAttribute("id")));
  await hover(page, canvas, 4, 1, 1);
  assert.equal(
    await why(page, "step").textContent(),
    "Row 1, column 1 was removed by AllDifferent(q[i] - i): the queen on row 0, column 0 has q[0] - 0 = 0, and q[1] = 1 would give 0 again.",
  );
  assert.ok(await tip(page, "step").isVisible());
  await screenshot(page, "why-step");
  await hover(page, canvas, 4, 2, 0);
  assert.equal(await why(page, "step").textContent(), "Row 2, column 0 was removed by AllDifferent(q): the queen on row 0, column 0 holds column 0.");
  await hover(page, canvas, 4, 1, 2);
  assert.equal(await why(page, "step").textContent(), "Row 1, column 2 is still open: 2 is in the domain of q[1].");
  await page.mouse.move(5, 5);
  // The keyboard: with the board focused the arrows move its cursor, not the search.
  const timeline = page.locator("#view-step [data-part=timeline]");
  await canvas.focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  assert.equal(await why(page, "step").textContent(), "Row 0, column 2 is out: the queen on row 0, column 0 is row 0's own (q[0] = 0), so its row keeps no other value.");
  await page.keyboard.press("ArrowDown");
  assert.equal(await why(page, "step").textContent(), "Row 1, column 2 is still open: 2 is in the domain of q[1].");
  assert.equal(await timeline.inputValue(), "3", "the cursor moved, the search did not");
  // Elsewhere the arrows still step.
  await page.locator("#view-step [data-part=narration]").click();
  await page.keyboard.press("ArrowRight");
  assert.equal(await timeline.inputValue(), "4");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("Step, a plain walk: the attacking queen and its line, by touch on a phone", async () => {
  const page = await openPage(env, "?view=step&n=5&strategy=backtracking&step=4", { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const canvas = page.locator("#view-step [data-part=board]");
  const { x, y } = await centre(canvas, 5, 2, 1);
  await page.touchscreen.tap(x, y);
  await why(page, "step").filter({ hasText: "Row 2, column 1 is attacked by the queen on row 1, column 2 along an anti-diagonal." }).waitFor();
  await longPress(page, canvas, 5, 3, 3);
  await why(page, "step").filter({ hasText: "Row 3, column 3 is attacked by the queen on row 0, column 0 along a diagonal." }).waitFor();
  assert.ok(await tip(page, "step").isVisible());
  await screenshot(page, "why-step-phone");
  assert.deepEqual(page.errors, []);
  await page.close();
});
