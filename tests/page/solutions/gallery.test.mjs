// End-to-end tests of the Solutions view: the gallery, symmetry classes, opening a solution on
// the main board, listing in a worker with Stop, and export.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { launch, openPage, clickSquare, screenshot, inDigits, typeInto } from "../../support/browser.mjs";

let env;
const view = (page) => page.getByRole("region", { name: "All solutions" });
before(async () => {
  env = await launch();
});
after(async () => {
  await env?.close();
});

const summary = (page) => page.locator("#view-solutions [data-part=summary]").textContent();
const range = (page) => page.locator("#view-solutions [data-part=range]").textContent();
const thumbs = (page) => page.getByRole("list", { name: "Solutions" }).getByRole("button");
const waitSummary = (page, start) =>
  page.waitForFunction((s) => document.querySelector("#view-solutions [data-part=summary]").textContent.startsWith(s), start, {
    timeout: 60000,
  });

/** An independent check: N queens, no two sharing a column or a diagonal. */
function isSolution(cols) {
  for (let a = 0; a < cols.length; a++) {
    for (let b = a + 1; b < cols.length; b++) {
      if (cols[a] === cols[b] || Math.abs(cols[a] - cols[b]) === b - a) return false;
    }
  }
  return true;
}

test("N = 8 lists 92 solutions in pages of thumbnails", async () => {
  const page = await openPage(env);
  await page.getByRole("link", { name: "Solutions" }).click();
  await waitSummary(page, "92 solutions for N = 8");
  assert.equal(await range(page), "Showing 1–48 of 92 solutions");
  assert.equal(await thumbs(page).count(), 48);
  assert.match(await thumbs(page).first().getAttribute("aria-label"), /^Solution 1: \[0, 4, 7, 5, 2, 6, 1, 3\]/);
  await page.getByRole("button", { name: "Next page" }).click();
  assert.equal(await range(page), "Showing 49–92 of 92 solutions");
  assert.equal(await thumbs(page).count(), 44);
  await view(page).getByLabel("Go to #").fill("3");
  await view(page).getByLabel("Go to #").press("Enter");
  assert.equal(await range(page), "Showing 1–48 of 92 solutions");
  await screenshot(page, "solutions-8");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("the fundamental toggle groups the 92 into 12 classes", async () => {
  const page = await openPage(env, "?view=solutions&n=8");
  await waitSummary(page, "92 solutions");
  await view(page).getByLabel(/Group by symmetry \(12 fundamental\)/).check();
  await waitSummary(page, "12 fundamental solutions for N = 8");
  assert.match(await summary(page), /11 of size 8, 1 of size 4\), 92 solutions in all\./);
  assert.equal(await range(page), "Showing 1–8 of 12 classes");
  const cards = page.locator(".class-card");
  assert.equal(await cards.count(), 8);
  assert.equal(await cards.first().getByRole("heading").textContent(), "Class 1: 8 solutions");
  assert.match(await cards.first().getByRole("button").nth(1).getAttribute("aria-label"), /after rotation by 90°/);
  await page.getByRole("button", { name: "Next page" }).click();
  assert.equal(await cards.count(), 4);
  const sizes = await cards.getByRole("heading").allTextContents();
  assert.deepEqual(sizes.filter((s) => s.endsWith("4 solutions")).length, 1);
  assert.match(page.url(), /grouped=1/);
  await screenshot(page, "solutions-8-classes");
  await page.close();
});

test("clicking a thumbnail, or Enter on it, opens that solution on the view's main board", async () => {
  const page = await openPage(env, "?view=solutions&n=8");
  await waitSummary(page, "92 solutions");
  const status = page.locator("#view-solutions [data-part=status]");
  const shown = page.locator("#view-solutions [data-part=shown]");
  // Beside the gallery, the main board says that no solution is open yet (issue 28).
  assert.equal(await status.textContent(), "No solution is open: choose one from the list (click it, or Enter) to see it on this board.");
  await thumbs(page).nth(4).click();
  assert.equal(await status.textContent(), "Solved: 8 queens, none attacking.");
  const fifth = await thumbs(page).nth(4).getAttribute("aria-label");
  const fifthCols = /\[[\d, ]+\]/.exec(await shown.textContent())[0];
  assert.ok(fifth.startsWith(`Solution 5: ${fifthCols}`), `${fifth} vs ${fifthCols}`);
  assert.ok(isSolution(JSON.parse(fifthCols)));
  await thumbs(page).nth(9).focus();
  await page.keyboard.press("Enter");
  assert.equal(await status.textContent(), "Solved: 8 queens, none attacking.");
  const tenth = await thumbs(page).nth(9).getAttribute("aria-label");
  const tenthCols = /\[[\d, ]+\]/.exec(await shown.textContent())[0];
  assert.ok(tenth.startsWith(`Solution 10: ${tenthCols}`), `${tenth} vs ${tenthCols}`);
  assert.notEqual(tenthCols, fifthCols);
  assert.equal(await thumbs(page).nth(9).getAttribute("aria-current"), "true");
  // The opened board is a Play board: a click takes a queen away.
  const cols = JSON.parse(tenthCols);
  await clickSquare(page, "#view-solutions [data-part=board]", 8, 0, cols[0]);
  assert.equal(await status.textContent(), "7 queens placed, none attacking; 1 to go.");
  await page.close();
});

test("a long listing runs in the worker: the board stays clickable and Stop stops it", async () => {
  const page = await openPage(env, "?view=solutions&n=12");
  await waitSummary(page, "14,200 solutions for N = 12");
  assert.equal(await range(page), "Showing 1–48 of 14,200 solutions");
  await view(page).getByLabel("N", { exact: true }).fill("16");
  await page.getByRole("button", { name: "List", exact: true }).click();
  await waitSummary(page, "Listing…");
  await clickSquare(page, "#view-solutions [data-part=board]", 16, 0, 0);
  assert.equal(await page.locator("#view-solutions [data-part=status]").textContent(), "1 queen placed, none attacking; 15 to go.");
  assert.match(await summary(page), /^Listing… [\d,]+ solutions so far of 14,772,512/);
  await page.getByRole("button", { name: "Stop" }).click();
  assert.match(await summary(page), /^Stopped after [\d,]+ solutions\.$/);
  const stopped = await summary(page);
  await page.waitForTimeout(300);
  assert.equal(await summary(page), stopped, "nothing more arrives after Stop");
  assert.match(await range(page), /^Showing 1–48 of [\d,]+ solutions$/);
  await page.close();
});

test("the shown solutions download as text in the seed formats", async () => {
  const page = await openPage(env, "?view=solutions&n=6");
  await waitSummary(page, "4 solutions for N = 6");
  for (const [format, check] of [
    ["list", (text) => text.trim().split("\n").map((line) => JSON.parse(line))],
    ["board", (text) => text.trim().split("\n\n").map((block) => block.split("\n").map((row) => row.split(" ").indexOf("Q")))],
    ["matrix", (text) => text.trim().split("\n\n").map((block) => block.split("\n").map((row) => row.split(" ").indexOf("1")))],
  ]) {
    await view(page).getByLabel("Export shown as").selectOption(format);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download" }).click()]);
    const text = await readFile(await download.path(), "utf8");
    const solutions = check(text);
    assert.equal(solutions.length, 4, format);
    for (const cols of solutions) assert.ok(isSolution(cols), `${format}: ${cols}`);
    assert.deepEqual(solutions[0], [1, 3, 5, 0, 2, 4]);
  }
  await page.close();
});

test("bad N in the Solutions view says why and keeps the gallery", async () => {
  const page = await openPage(env, "?view=solutions&n=5");
  await waitSummary(page, "10 solutions");
  await view(page).getByLabel("N", { exact: true }).fill("40");
  await page.getByRole("button", { name: "List", exact: true }).click();
  assert.match(await page.locator("#view-solutions [data-part=n-message]").textContent(), /N must be a whole number from 1 to 32/);
  assert.equal(await thumbs(page).count(), 10);
  await page.close();
});

test("N and Go to # typed in Persian, Devanagari or full-width digits are those numbers", async () => {
  const page = await openPage(env, "?view=solutions&n=5");
  await waitSummary(page, "10 solutions");
  const input = view(page).getByLabel("N", { exact: true });
  const goto = view(page).getByLabel("Go to #");
  for (const [script, n, total, k] of [
    ["Persian", 6, "4 solutions", 3],
    ["Devanagari", 7, "40 solutions", 17],
    ["full-width", 8, "92 solutions", 90],
  ]) {
    await typeInto(input, inDigits(n, script));
    await input.press("Enter");
    await waitSummary(page, total);
    assert.equal(await page.locator("#view-solutions [data-part=n-message]").textContent(), "", script);
    await typeInto(goto, inDigits(k, script));
    await goto.press("Enter");
    const opened = page.getByRole("list", { name: "Solutions" }).locator("[aria-current=true]");
    assert.match(await opened.getAttribute("aria-label"), new RegExp(`^Solution ${k}: `), script);
    assert.equal(await page.locator("#view-solutions [data-part=status]").textContent(), `Solved: ${n} queens, none attacking.`, script);
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});
