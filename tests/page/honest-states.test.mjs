// Honest states, as a reader meets them (issue 28): the Solutions view's main board says what
// it shows, N without a solution disables what cannot work, "Go to #k" opens #k, a tapped
// thumbnail on a phone brings the board into view, symmetry classes are numbered and drawn;
// Play's Solve says before a long search that it will be long and offers what answers at once,
// and shows its nodes and time as it runs.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launch, openPage, clickSquare, screenshot } from "../support/browser.mjs";

let env;
before(async () => {
  env = await launch();
});
after(async () => {
  await env?.close();
});

const solutions = (page) => page.locator("#view-solutions");
const status = (page) => solutions(page).locator("[data-part=status]").textContent();
const shown = (page) => solutions(page).locator("[data-part=shown]").textContent();

test("the Solutions view's main board says what it shows: none open, the one opened, an edit", async () => {
  const page = await openPage(env, "?view=solutions&n=8");
  await solutions(page).locator("[data-part=summary]").filter({ hasText: "92 solutions for N = 8" }).waitFor();
  assert.equal(await status(page), "No solution is open: choose one from the list (click it, or Enter) to see it on this board.");
  await solutions(page).getByRole("button", { name: /^Solution 3:/ }).click();
  assert.equal(await status(page), "Solved: 8 queens, none attacking.");
  assert.equal(await shown(page), "Solution 3: [0, 6, 3, 5, 7, 1, 4, 2]");
  assert.equal(await solutions(page).locator(".thumb[aria-current=true]").count(), 1);
  await clickSquare(page, "#view-solutions canvas[data-part=board]", 8, 0, 0);
  assert.equal(await shown(page), "Changed on the board since Solution 3 was opened.");
  assert.equal(await status(page), "7 queens placed, none attacking; 1 to go.");
  // "Go to #77" turns the page, opens #77 and marks it.
  await solutions(page).getByLabel("Go to #").fill("77");
  await solutions(page).getByLabel("Go to #").press("Enter");
  assert.match(await solutions(page).locator("[data-part=range]").textContent(), /^Showing 49–92 of 92/);
  assert.match(await shown(page), /^Solution 77: \[/);
  const current = solutions(page).locator(".thumb[aria-current=true]");
  assert.equal(await current.count(), 1);
  assert.equal(await current.locator("span").textContent(), "#77");
  assert.ok(await current.evaluate((el) => el === el.getRootNode().activeElement), "#77 has the focus");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("N = 3 has no solution: the board says so, and what cannot work is disabled", async () => {
  const page = await openPage(env, "?view=solutions&n=3");
  await solutions(page).locator("[data-part=summary]").filter({ hasText: "none exists" }).waitFor();
  assert.equal(await status(page), "N = 3 has no solution, so there is no board to open.");
  for (const name of ["Download"]) assert.ok(await solutions(page).getByRole("button", { name }).isDisabled(), name);
  assert.ok(await solutions(page).getByLabel("Go to #").isDisabled());
  assert.ok(await solutions(page).getByLabel("Export shown as").isDisabled());
  assert.ok(await solutions(page).getByRole("checkbox", { name: /Group by symmetry/ }).isDisabled());
  await page.close();
});

test("grouped by symmetry: each member carries its number in the list and its symmetry; the opened one is marked", async () => {
  const page = await openPage(env, "?view=solutions&n=8&grouped=1");
  await solutions(page).locator("[data-part=summary]").filter({ hasText: "12 fundamental solutions" }).waitFor();
  const first = solutions(page).locator(".class-card").first();
  const labels = await first.locator(".thumb span").allTextContents();
  assert.equal(labels.length, 8);
  assert.equal(labels[0], "#1: representative");
  for (const label of labels.slice(1)) assert.match(label, /^#\d+: (rotation by (90|180|270)°|reflection in the .*)$/);
  // Each number leads back to the same solution in the list.
  const member = first.locator(".thumb").nth(1);
  const [, number] = /^#(\d+)/.exec(await member.locator("span").textContent());
  const columns = await member.getAttribute("title");
  await member.click();
  assert.equal(await shown(page), `Solution ${number}: ${columns}`);
  assert.equal(await member.getAttribute("aria-current"), "true");
  // The symmetry is drawn on the member: its thumbnail differs from the same board without it.
  await screenshot(page, "solutions-grouped-open");
  await page.getByRole("checkbox", { name: /Group by symmetry/ }).uncheck();
  await solutions(page).getByLabel("Go to #").fill(number);
  await solutions(page).getByLabel("Go to #").press("Enter");
  assert.equal(await solutions(page).locator(".thumb[aria-current=true]").getAttribute("title"), columns);
  await page.close();
});

test("phone: a tapped thumbnail brings its board into view", async () => {
  const page = await env.browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await page.goto(`${env.url}?view=solutions&n=8`);
  await page.waitForSelector("body[data-ready=true]");
  await solutions(page).locator("[data-part=summary]").filter({ hasText: "92 solutions" }).waitFor();
  const thumb = solutions(page).getByRole("button", { name: /^Solution 40:/ });
  await thumb.scrollIntoViewIfNeeded();
  assert.ok((await solutions(page).locator("canvas[data-part=board]").boundingBox()).y + 100 < 0, "the board is out of sight");
  await thumb.tap();
  await page.waitForTimeout(100);
  const board = await solutions(page).locator("canvas[data-part=board]").boundingBox();
  assert.ok(board.y >= -1 && board.y + board.height <= 845, `the board is in view: ${JSON.stringify(board)}`);
  assert.match(await shown(page), /^Solution 40:/);
  await screenshot(page, "solutions-phone-tapped");
  await page.close();
});

const play = (page) => page.locator("#view-play");

test("Play's Solve warns before a long search, offers what answers at once, and counts its nodes as it runs", async () => {
  const page = await openPage(env, "?view=play&n=30&strategy=lookup");
  await play(page).getByRole("button", { name: "Solve" }).click();
  const warning = play(page).locator("[data-part=slow]");
  assert.ok(await warning.isVisible());
  assert.match(await warning.locator("[data-part=slow-text]").textContent(), /^Lookup arrays needs 56,429,619 nodes to find the first solution for N = 30: about \d+ s here\. Bitboard takes about (a second|\d+ s)\./);
  assert.equal(await play(page).locator("[data-part=result]").textContent(), "", "nothing started");
  await play(page).getByRole("button", { name: "Use Bitboard" }).click();
  await play(page).locator("[data-part=status]").filter({ hasText: "Solved: 30 queens" }).waitFor({ timeout: 30000 });
  assert.match(await play(page).locator("[data-part=result]").textContent(), /^Solved with Bitboard: 56,429,619 nodes, /);
  assert.equal(await play(page).getByLabel("Strategy").inputValue(), "bitboard");
  // Past what anyone timed: the warning says so and offers the Huge view.
  await play(page).getByLabel("N", { exact: true }).fill("41");
  await play(page).getByLabel("N", { exact: true }).press("Enter");
  await play(page).getByLabel("Strategy").selectOption("lookup");
  await play(page).getByRole("button", { name: "Solve" }).click();
  assert.match(await warning.locator("[data-part=slow-text]").textContent(), /has not been timed past N = 40 here; for some N it takes hours\. The Huge view finds a solution for any N from 4 at once/);
  assert.ok(await play(page).getByRole("button", { name: "Use Bitboard" }).isHidden(), "bitboard would not answer at once either");
  // Going on anyway: the nodes so far and the time show while it runs; Cancel stops it.
  await play(page).getByRole("button", { name: "Solve anyway" }).click();
  await play(page).locator("[data-part=result]").filter({ hasText: "nodes so far" }).waitFor({ timeout: 30000 });
  assert.match(await play(page).locator("[data-part=result]").textContent(), /^Searching… \d+\.\d s, [\d,]+ nodes so far$/);
  await play(page).getByRole("button", { name: "Cancel" }).click();
  assert.equal(await play(page).locator("[data-part=result]").textContent(), "Search cancelled.");
  await play(page).getByRole("button", { name: "Solve" }).click();
  await play(page).getByRole("button", { name: "Open the Huge view" }).click();
  await page.waitForFunction(() => !document.querySelector("#view-huge").hidden);
  assert.equal(await page.locator("#huge-n").inputValue(), "41");
  assert.deepEqual(page.errors, []);
  await page.close();
});
