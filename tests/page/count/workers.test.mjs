// End-to-end tests of the Count view: the worker pool, progress, cancel and the OEIS check.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launch, openPage, screenshot, inDigits, typeInto } from "../../support/browser.mjs";

let env;
/** The view's region, so its controls are found the way a screen-reader user finds them. */
const view = (page) => page.getByRole("region", { name: "Count all solutions" });
before(async () => {
  env = await launch();
});
after(async () => {
  await env?.close();
});

const result = (page) => page.locator("#count-result").textContent();

async function count(page, n) {
  await view(page).getByLabel("N", { exact: true }).fill(String(n));
  await page.getByRole("button", { name: "Start counting", exact: true }).click();
}

test("counting N = 10 shows 724 solutions and 92 fundamental", async () => {
  const page = await openPage(env);
  await page.getByRole("link", { name: "Count" }).click();
  await count(page, 10);
  await page.waitForFunction(() => document.querySelector("#count-result").textContent !== "");
  assert.equal(
    await result(page),
    "N = 10: 724 (OEIS A000170: 724, matches) solutions, 92 (OEIS A002562: 92, matches) fundamental.",
  );
  // The workers name the kernel they counted with: wasm's 128-bit SIMD.
  assert.match(await page.locator("#count-progress-text").textContent(), /^Counted N = 10 in .* on \d+ workers with the simd128 kernel: /);
  assert.match(page.url(), /view=count&n=10/);
  await screenshot(page, "count-10");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a long count shows progress, can be cancelled, and the next count is right", async () => {
  const page = await openPage(env, "?view=count");
  // N = 18: the wide counter finishes N = 17 in under two seconds, too soon to watch and cancel.
  await count(page, 18);
  // Progress moves while the workers count, and the page still answers.
  await page.waitForFunction(() => document.querySelector("#count-progress").value > 0, null, { timeout: 60000 });
  const first = await page.locator("#count-progress").evaluate((p) => p.value);
  await page.waitForFunction((v) => document.querySelector("#count-progress").value > v, first, { timeout: 60000 });
  assert.match(await page.locator("#count-progress-text").textContent(), /^Counting N = 18: \d+ of \d+ parts/);
  await screenshot(page, "count-18-running");
  await page.getByRole("button", { name: "Cancel" }).click();
  assert.equal(await page.locator("#count-progress-text").textContent(), "Cancelled.");
  assert.equal(await result(page), "");
  await count(page, 8);
  await page.waitForFunction(() => document.querySelector("#count-result").textContent !== "");
  assert.match(await result(page), /^N = 8: 92 \(OEIS A000170: 92, matches\) solutions, 12 /);
  await page.close();
});

test("counts above N = 20 warn about the time first; bad N says why", async () => {
  const page = await openPage(env, "?view=count&n=21");
  assert.equal(await view(page).getByLabel("N", { exact: true }).inputValue(), "21");
  await page.getByRole("button", { name: "Start counting", exact: true }).click();
  const warning = page.getByRole("alert").filter({ hasText: "Counting N = 21 takes roughly" });
  await warning.waitFor();
  assert.equal(await page.locator("#count-progress-text").textContent(), "");
  await view(page).getByLabel("N", { exact: true }).fill("99");
  assert.match(await page.locator("#count-n-message").textContent(), /N must be a whole number from 1 to \d+/);
  await view(page).getByLabel("N", { exact: true }).fill("6");
  assert.equal(await page.locator("#count-n-message").textContent(), "");
  assert.equal(await warning.isVisible(), false);
  await page.getByRole("button", { name: "Start counting", exact: true }).click();
  await page.waitForFunction(() => document.querySelector("#count-result").textContent !== "");
  assert.match(await result(page), /^N = 6: 4 /);
  await page.close();
});

test("leaving the view cancels a count, and Back returns to it", async () => {
  const page = await openPage(env, "?view=count");
  await count(page, 18);
  await page.waitForFunction(() => document.querySelector("#count-progress-text").textContent.startsWith("Counting"));
  await page.getByRole("link", { name: "Play" }).click();
  assert.match(page.url(), /view=play/);
  await page.goBack();
  await page.waitForFunction(() => !document.querySelector("#view-count").hidden);
  assert.equal(await page.locator("#count-progress-text").textContent(), "Cancelled: the view was closed.");
  await page.close();
});

test("N typed in Persian, Devanagari or full-width digits is counted as that N", async () => {
  const page = await openPage(env, "?view=count&n=4");
  const input = view(page).getByLabel("N", { exact: true });
  for (const [script, n, expected] of [
    ["Persian", 6, /^N = 6: 4 /],
    ["Devanagari", 8, /^N = 8: 92 /],
    ["full-width", 10, /^N = 10: 724 /],
  ]) {
    await typeInto(input, inDigits(n, script));
    assert.equal(await page.locator("#count-n-message").textContent(), "", script);
    await page.evaluate(() => (document.querySelector("#count-result").textContent = ""));
    await input.press("Enter");
    await page.waitForFunction(() => document.querySelector("#count-result").textContent !== "");
    assert.match(await result(page), expected, script);
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});
