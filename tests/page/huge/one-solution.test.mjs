// End-to-end tests of the Huge view: a solution for 100,000 queens found in the worker,
// verified, shown as an overview that zooms to single squares; Cancel; limits; download.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { launch, openPage, screenshot, inDigits, typeInto } from "../../support/browser.mjs";

let env;
const view = (page) => page.getByRole("region", { name: "One solution for huge N" });
before(async () => {
  env = await launch();
});
after(async () => {
  await env?.close();
});

const text = (page, id) => page.locator(`#${id}`).textContent();
const waitResult = (page) =>
  page.waitForFunction(() => document.querySelector("#huge-result").textContent !== "", null, { timeout: 60000 });

/** The colour of the canvas pixel at a fraction (fx, fy) of its size. */
const pixel = (page, fx, fy) =>
  page.locator("#huge-board").evaluate(
    (canvas, [x, y]) => Array.from(canvas.getContext("2d").getImageData(Math.floor(canvas.width * x), Math.floor(canvas.height * y), 1, 1).data),
    [fx, fy],
  );

test("100,000 queens: found, verified, overview and zoom show queens", async () => {
  const page = await openPage(env, "?view=huge");
  await view(page).getByLabel("N", { exact: true }).fill("100000");
  await page.getByRole("button", { name: "Find a solution" }).click();
  await waitResult(page);
  assert.equal(await text(page, "huge-result"), "Verified: 100,000 queens, none attacking (local search, seed 1).");
  assert.match(await text(page, "huge-progress"), /^Found in .*, verified in /);
  assert.match(await text(page, "huge-window"), /^Rows 0–99,999, columns 0–99,999: each pixel stands for [\d,]+ × [\d,]+ squares\.$/);
  // The overview is not blank: many pixels carry queens.
  const inked = await page.locator("#huge-board").evaluate((canvas) => {
    const data = canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height).data;
    const paper = [data[0], data[1], data[2]];
    let count = 0;
    for (let i = 0; i < data.length; i += 4) if (Math.abs(data[i] - paper[0]) > 40) count++;
    return count;
  });
  assert.ok(inked > 1000, `${inked} pixels show queens`);
  await screenshot(page, "huge-overview");
  // Jump to a row: the view zooms to single squares with that row's queen in the middle.
  await view(page).getByLabel("Jump to row").fill("54321");
  await page.getByRole("button", { name: "Go", exact: true }).click();
  assert.match(await text(page, "huge-row-info"), /^Row 54,321: the queen is in column [\d,]+\.$/);
  assert.match(await text(page, "huge-window"), /single squares\.$/);
  const centre = await pixel(page, 0.5, 0.505);
  assert.ok(centre[0] < 90 && centre[1] < 90 && centre[2] < 90, `a dark queen at the centre, got ${centre}`);
  await screenshot(page, "huge-zoomed");
  // Keyboard pans, and zoom out returns to blocks of squares.
  const before = await text(page, "huge-window");
  await page.locator("#huge-board").focus();
  await page.keyboard.press("ArrowRight");
  assert.notEqual(await text(page, "huge-window"), before);
  await page.getByRole("button", { name: "Whole board" }).click();
  assert.match(await text(page, "huge-window"), /^Rows 0–99,999/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("Cancel on ten million queens leaves the page usable", async () => {
  const page = await openPage(env, "?view=huge&n=10000000");
  assert.equal(await view(page).getByLabel("N", { exact: true }).inputValue(), "10000000");
  await page.getByRole("button", { name: "Find a solution" }).click();
  await page.getByRole("button", { name: "Cancel" }).click();
  assert.equal(await text(page, "huge-progress"), "Cancelled.");
  await page.waitForTimeout(1500);
  assert.equal(await text(page, "huge-result"), "", "a cancelled run shows no result");
  await view(page).getByLabel("N", { exact: true }).fill("1000");
  await view(page).getByLabel("Method").selectOption("construct");
  await page.getByRole("button", { name: "Find a solution" }).click();
  await waitResult(page);
  assert.equal(await text(page, "huge-result"), "Verified: 1,000 queens, none attacking (explicit construction).");
  await page.close();
});

test("an over-limit N, and N with no solution, get clear messages", async () => {
  const page = await openPage(env, "?view=huge");
  await view(page).getByLabel("N", { exact: true }).fill("200000000");
  await page.getByRole("button", { name: "Find a solution" }).click();
  assert.match(await text(page, "huge-n-message"), /N must be a whole number from 1 to 100,000,000 here/);
  await view(page).getByLabel("N", { exact: true }).fill("3");
  await page.getByRole("button", { name: "Find a solution" }).click();
  await page.waitForFunction(() => document.querySelector("#huge-progress").textContent.startsWith("No result"));
  assert.match(await text(page, "huge-progress"), /no solution exists for N = 3/);
  await page.close();
});

test("the solution downloads as one column per line", async () => {
  const page = await openPage(env, "?view=huge&n=5000&seed=7");
  await page.getByRole("button", { name: "Find a solution" }).click();
  await waitResult(page);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download solution" }).click()]);
  const cols = (await readFile(await download.path(), "utf8")).trim().split("\n").map(Number);
  assert.equal(cols.length, 5000);
  const seen = new Set(cols);
  assert.equal(seen.size, 5000, "one queen per column");
  const diag = new Set(cols.map((c, r) => c - r));
  const anti = new Set(cols.map((c, r) => c + r));
  assert.equal(diag.size, 5000);
  assert.equal(anti.size, 5000);
  await page.close();
});

test("N, the seed and the row typed in Persian, Devanagari or full-width digits, grouped as each writes them", async () => {
  const page = await openPage(env, "?view=huge");
  const input = view(page).getByLabel("N", { exact: true });
  const row = view(page).getByLabel("Jump to row");
  // Typed: N (Persian with its own group separator, Hindi grouped in lakhs), the seed, the row.
  for (const [script, n, shown, seed, jump, jumped] of [
    ["Persian", "۲۰٬۰۰۰", "20,000", 7, "۱۲۳۴۵", "12,345"],
    ["Devanagari", "१,००,०००", "100,000", 3, "९९,९९९", "99,999"],
    ["full-width", inDigits("5000", "full-width"), "5,000", 2, inDigits("4,321", "full-width"), "4,321"],
  ]) {
    await typeInto(input, n);
    await typeInto(view(page).getByLabel("Seed"), inDigits(seed, script));
    await page.evaluate(() => (document.querySelector("#huge-result").textContent = ""));
    await page.getByRole("button", { name: "Find a solution" }).click();
    await waitResult(page);
    assert.equal(await text(page, "huge-n-message"), "", script);
    assert.equal(await text(page, "huge-result"), `Verified: ${shown} queens, none attacking (local search, seed ${seed}).`, script);
    await typeInto(row, jump);
    await row.press("Enter");
    assert.match(await text(page, "huge-row-info"), new RegExp(`^Row ${jumped}: the queen is in column [\\d,]+\\.$`), script);
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});
