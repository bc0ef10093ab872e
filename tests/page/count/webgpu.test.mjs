// The Count view on WebGPU, in headless Chromium with WebGPU on SwiftShader (Chromium's CPU
// implementation; the test machines have no graphics card): forced by ?kernel=webgpu it counts
// right and says where; by default it does not choose a software adapter; ?kernel=workers
// forces the workers; a device destroyed mid-count leaves the count to the workers with the
// right total; Cancel and Resume keep what the GPU counted. A test fails, never skips, when the
// browser gives no adapter.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launch, openPage, screenshot } from "../../support/browser.mjs";

let env;
before(async () => {
  env = await launch({ args: ["--enable-unsafe-webgpu", "--use-webgpu-adapter=swiftshader"] });
});
after(async () => {
  await env?.close();
});

const view = (page) => page.getByRole("region", { name: "Count all solutions" });
const text = (page, selector) => page.locator(selector).textContent();

/** Keeps every GPU device the page opens in `window.devices`, so a test can destroy one. */
async function watchDevices(page) {
  await page.evaluate(() => {
    const open = GPUAdapter.prototype.requestDevice;
    window.devices = [];
    GPUAdapter.prototype.requestDevice = async function (...args) {
      const device = await open.apply(this, args);
      window.devices.push(device);
      return device;
    };
  });
}

async function count(page, n) {
  await view(page).getByLabel("N", { exact: true }).fill(String(n));
  await page.getByRole("button", { name: "Start counting", exact: true }).click();
  await page.waitForFunction(
    (n) => document.querySelector("#count-result").textContent.startsWith(`N = ${n}:`) || /failed|Cannot/.test(document.querySelector("#count-progress-text").textContent),
    n,
    { timeout: 120000 },
  );
}

const OEIS = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596, 2279184];
const FUNDAMENTAL = [1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787, 9233, 45752, 285053];
const fmt = (v) => v.toLocaleString("en-US");

test("the browser gives a WebGPU adapter, SwiftShader, a software one", async () => {
  const page = await openPage(env, "?view=count");
  const info = await page.evaluate(async () => {
    const adapter = await navigator.gpu?.requestAdapter();
    return adapter ? { ...adapter.info.__proto__ && { vendor: adapter.info.vendor, architecture: adapter.info.architecture } } : null;
  });
  assert.ok(info, "no WebGPU adapter: Chromium must run with --enable-unsafe-webgpu on SwiftShader");
  assert.match(`${info.vendor} ${info.architecture}`, /swiftshader/i);
  await page.close();
});

test("forced by ?kernel=webgpu, the GPU counts N = 1 to 13 right and names its adapter", async () => {
  const page = await openPage(env, "?view=count&kernel=webgpu");
  for (let n = 1; n <= 13; n++) {
    await count(page, n);
    const progress = await text(page, "#count-progress-text");
    assert.match(progress, new RegExp(`^Counted N = ${n} in .* on the GPU \\(Google Swiftshader\\) with the gpu kernel`), progress);
    const expected = n === 2 || n === 3 ? "0 (OEIS A000170: 0, matches) solutions" : `${fmt(OEIS[n - 1])} (OEIS A000170: ${fmt(OEIS[n - 1])}, matches) solutions`;
    assert.ok((await text(page, "#count-result")).startsWith(`N = ${n}: ${expected}, ${fmt(FUNDAMENTAL[n - 1])} (OEIS A002562`), n);
  }
  // The address keeps the choice.
  assert.match(page.url(), /kernel=webgpu/);
  await screenshot(page, "count-13-webgpu-swiftshader");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("by default a software adapter is not used; ?kernel=workers forces the workers; a bad kernel is noted", async () => {
  const page = await openPage(env, "?view=count");
  await count(page, 11);
  const progress = await text(page, "#count-progress-text");
  assert.match(progress, /^Counted N = 11 in .* on \d+ workers with the simd128 kernel: .*\(the browser's only GPU adapter is Google Swiftshader, a software one, slower than the workers; \?kernel=webgpu uses it\)$/);
  assert.match(await text(page, "#count-result"), /^N = 11: 2,680 \(OEIS A000170: 2,680, matches\)/);
  await page.close();
  const forced = await openPage(env, "?view=count&kernel=workers");
  await count(forced, 11);
  assert.match(await text(forced, "#count-progress-text"), /^Counted N = 11 in .* on \d+ workers with the simd128 kernel: [^(]*$/);
  await forced.close();
  const bad = await openPage(env, "?view=count&kernel=cuda");
  assert.match(await text(bad, "#url-note"), /kernel="cuda" is not one of webgpu, workers/);
  await bad.close();
});

test("a GPU destroyed mid-count leaves the rest to the workers, with the right total", async () => {
  const page = await openPage(env, "?view=count&kernel=webgpu");
  await watchDevices(page);
  await view(page).getByLabel("N", { exact: true }).fill("15");
  await page.getByRole("button", { name: "Start counting", exact: true }).click();
  // Some units are in (counted on the GPU), not all.
  await page.waitForFunction(() => /on the GPU .*: [1-9][\d,]* of 2,310 units/.test(document.querySelector("#count-progress-text").textContent), null, { timeout: 120000 });
  await page.evaluate(() => window.devices.at(-1).destroy());
  await page.waitForFunction(() => document.querySelector("#count-result").textContent !== "", null, { timeout: 120000 });
  const progress = await text(page, "#count-progress-text");
  assert.match(progress, /^Counted N = 15 in .* on the GPU \(Google Swiftshader\) with the gpu kernel and \d+ workers with the simd128 kernel for [\d,]+ units: .*\(the GPU was lost \(.*\); the workers counted the rest\)$/, progress);
  assert.match(await text(page, "#count-result"), /^N = 15: 2,279,184 \(OEIS A000170: 2,279,184, matches\) solutions, 285,053 \(OEIS A002562: 285,053, matches\)/);
  await page.close();
});

test("Cancel keeps what the GPU counted, and Resume counts the rest", async () => {
  const page = await openPage(env, "?view=count&kernel=webgpu");
  await page.locator("#count-clear").click().catch(() => {});
  await view(page).getByLabel("N", { exact: true }).fill("15");
  await page.getByRole("button", { name: "Start counting", exact: true }).click();
  await page.waitForFunction(() => /on the GPU .*: [1-9][\d,]* of 2,310 units/.test(document.querySelector("#count-progress-text").textContent), null, { timeout: 120000 });
  await page.getByRole("button", { name: "Cancel" }).click();
  await page.waitForFunction(() => /A count of N = 15 was interrupted: [1-9][\d,]* of 2,310 units/.test(document.querySelector("#count-saved-text").textContent), null, { timeout: 20000 });
  await screenshot(page, "count-15-webgpu-cancelled");
  await page.getByRole("button", { name: "Resume" }).click();
  await page.waitForFunction(() => document.querySelector("#count-result").textContent !== "", null, { timeout: 120000 });
  assert.match(await text(page, "#count-progress-text"), /on the GPU \(Google Swiftshader\).*\(resumed: \d+ of 2310 units were counted before\)$/);
  assert.match(await text(page, "#count-result"), /^N = 15: 2,279,184 \(OEIS A000170: 2,279,184, matches\)/);
  await page.close();
});
