// End-to-end tests of the Step view: stepping, playing, going back, the timeline, and starting
// from the queens placed on the Play board.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launch, openPage, clickSquare, screenshot, DIGIT_SCRIPTS, inDigits, typeInto } from "../../support/browser.mjs";

let env;
const view = (page) => page.getByRole("region", { name: "Watch the search" });
before(async () => {
  env = await launch();
});
after(async () => {
  await env?.close();
});

const text = (page, id) => page.locator(`#view-step [data-part=${id.replace(/^step-/, "")}]`).textContent();
const stats = async (page) => ({
  branches: await text(page, "step-branches"),
  failures: await text(page, "step-failures"),
  solutions: await text(page, "step-solutions"),
  depth: await text(page, "step-depth"),
});
const boardImage = (page) => page.locator("#view-step [data-part=board]").evaluate((canvas) => canvas.toDataURL());

test("N = 4 with constraint propagation steps to the first solution [1, 3, 0, 2]", async () => {
  const page = await openPage(env, "?view=step&n=4&strategy=cp");
  assert.equal(await text(page, "step-narration"), "Ready: 4×4 board, no queen yet. Constraint propagation, first unbound: looking for every solution.");
  await page.getByRole("button", { name: "Step forward" }).click();
  assert.match(await text(page, "step-narration"), /row 0 goes to column 0/);
  // The status line carries the narration for screen readers.
  assert.equal(await text(page, "step-status"), await text(page, "step-narration"));
  await page.getByRole("button", { name: "Step forward" }).click();
  assert.match(await text(page, "step-narration"), /removes \d+ values/);
  let steps = 2;
  while ((await text(page, "step-solution")) === "" && steps < 200) {
    await page.getByRole("button", { name: "Step forward" }).click();
    steps++;
  }
  assert.equal(await text(page, "step-solution"), "Solution 1: [1, 3, 0, 2]");
  assert.equal((await stats(page)).solutions, "1");
  // The corner queen fails twice before q[0] = 1 leads to the solution (as in the OR-Tools guide);
  // two decisions deep, propagation places the other two queens.
  assert.deepEqual(await stats(page), { branches: "5", failures: "2", solutions: "1", depth: "2" });
  await screenshot(page, "step-4-solution");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("N = 8, all solutions: 92 solutions, 304 failures, 790 branches as in the OR-Tools guide", async () => {
  const page = await openPage(env, "?view=step&n=8&strategy=cp");
  await view(page).getByRole("slider", { name: "Timeline" }).focus();
  await page.keyboard.press("End");
  assert.deepEqual(await stats(page), { branches: "790", failures: "304", solutions: "92", depth: "0" });
  assert.match(await text(page, "step-narration"), /92 solutions/);
  await page.keyboard.press("Home");
  assert.equal((await stats(page)).branches, "0");
  await page.getByRole("button", { name: "Next solution" }).click();
  assert.equal(await text(page, "step-solution"), "Solution 1: [0, 4, 7, 5, 2, 6, 1, 3]");
  await page.close();
});

test("play and pause; step back undoes the last event on the board", async () => {
  const page = await openPage(env, "?view=step&n=6&strategy=backtracking");
  await view(page).getByRole("slider", { name: "Speed" }).fill("100");
  await page.getByRole("button", { name: "Play the search" }).click();
  await page.waitForFunction(() => Number(document.querySelector("#view-step [data-part=timeline]").value) > 10);
  await page.getByRole("button", { name: "Pause" }).click();
  const paused = await page.locator("#view-step [data-part=timeline]").inputValue();
  await page.waitForTimeout(300);
  assert.equal(await page.locator("#view-step [data-part=timeline]").inputValue(), paused, "nothing moves while paused");
  const before = { image: await boardImage(page), narration: await text(page, "step-narration"), stats: await stats(page) };
  await page.getByRole("button", { name: "Step forward" }).click();
  assert.notEqual(await boardImage(page), before.image, "the step changed the board");
  await page.getByRole("button", { name: "Step back" }).click();
  assert.equal(await boardImage(page), before.image);
  assert.equal(await text(page, "step-narration"), before.narration);
  assert.deepEqual(await stats(page), before.stats);
  assert.equal(await page.locator("#view-step [data-part=timeline]").inputValue(), paused);
  // Keys: Right steps forward, Left back.
  await page.locator("#view-step [data-part=narration]").click();
  await page.keyboard.press("ArrowRight");
  assert.equal(Number(await page.locator("#view-step [data-part=timeline]").inputValue()), Number(paused) + 1);
  await page.keyboard.press("ArrowLeft");
  assert.equal(await page.locator("#view-step [data-part=timeline]").inputValue(), paused);
  // The position is in the address, so the link reopens this moment.
  const url = page.url();
  assert.match(url, new RegExp(`step=${paused}`));
  const again = await openPage(env, url.slice(url.indexOf("?")));
  assert.equal(await again.locator("#view-step [data-part=timeline]").inputValue(), paused);
  assert.equal(await boardImage(again), before.image);
  await page.close();
  await again.close();
});

test("Step through from the Play board keeps the placed queens fixed", async () => {
  const page = await openPage(env, "?view=play&n=4");
  await clickSquare(page, "#view-play [data-part=board]", 4, 0, 2);
  await page.getByRole("button", { name: "Step through" }).click();
  await page.waitForFunction(() => !document.querySelector("#view-step").hidden);
  assert.equal(await text(page, "step-fixed"), "1 queen stays fixed, from the Play board.");
  await page.getByRole("button", { name: "Next solution" }).click();
  assert.equal(await text(page, "step-solution"), "Solution 1: [2, 0, 3, 1]");
  await screenshot(page, "step-fixed");
  await page.getByRole("button", { name: "Next solution" }).click();
  assert.match(await text(page, "step-narration"), /1 solution/);
  // Back to Play: the board is as it was.
  await page.goBack();
  await page.waitForFunction(() => !document.querySelector("#view-play").hidden);
  assert.equal(await page.locator("#view-play [data-part=status]").textContent(), "1 queen placed, none attacking; 3 to go.");
  await page.close();
});

test("bad N in the Step view says why", async () => {
  const page = await openPage(env, "?view=step&n=4");
  await view(page).getByLabel("N", { exact: true }).fill("17");
  await view(page).getByLabel("N", { exact: true }).press("Enter");
  assert.match(await text(page, "step-n-message"), /N must be a whole number from 1 to 16/);
  await page.getByRole("button", { name: "Step forward" }).click();
  assert.equal(await page.locator("#view-step [data-part=timeline]").inputValue(), "1");
  await page.close();
});

test("N typed in Persian, Devanagari or full-width digits is that N in the Step view", async () => {
  const page = await openPage(env, "?view=step&n=4");
  const input = view(page).getByLabel("N", { exact: true });
  for (const [script, n] of Object.keys(DIGIT_SCRIPTS).map((script, k) => [script, [5, 12, 6][k]])) {
    await typeInto(input, inDigits(n, script));
    await input.press("Enter");
    assert.equal(await text(page, "step-n-message"), "", script);
    await page.waitForFunction((n) => new URL(location.href).searchParams.get("n") === String(n), n);
    // The board drawn is N squares across: its labels run 0 to N - 1.
    const size = await page.locator("#view-step [data-part=board]").evaluate((canvas) => canvas.getAttribute("aria-label"));
    assert.match(size, new RegExp(`\\b${n}\\b`), `${script}: ${size}`);
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});
