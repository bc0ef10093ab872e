// The Count view on WebGPU, timed as a reader meets it, beside the native GPU count in the same
// run (scripts/bench-gpu.sh runs it with BROWSER=1; needs a built dist/):
//   node scripts/bench-gpu-browser.mjs [N...]      (default: 16 17 18)
//
// Each N: a fresh page at `?view=count&kernel=webgpu`, from the click on Count (and "Count
// anyway" above N = 20) to the result, as the view reports it (`data-seconds`), best of REPS
// (default 3); the result must match OEIS and the view must have counted on the GPU. The native
// side is `nqueens count N --kernel gpu` (ADAPTER by name if set), whole process, best of REPS.
// CHROMIUM_ARGS adds Chromium flags (the GPU must be one Chromium can drive headless).
import { execFileSync } from "node:child_process";
import { launch, openPage } from "../tests/support/browser.mjs";

const sizes = process.argv.slice(2).map(Number);
if (!sizes.length) sizes.push(16, 17, 18);
const reps = Number(process.env.REPS ?? 3);
const extra = (process.env.CHROMIUM_ARGS ?? "").split(" ").filter(Boolean);
const env = await launch({ args: ["--enable-unsafe-webgpu", ...extra] });

function native(n) {
  const args = ["count", String(n), "--json", "--kernel", "gpu", ...(process.env.ADAPTER ? ["--adapter", process.env.ADAPTER] : [])];
  const start = process.hrtime.bigint();
  const report = JSON.parse(execFileSync("target/release/nqueens", args, { stdio: ["ignore", "pipe", "ignore"] }).toString());
  return { seconds: Number(process.hrtime.bigint() - start) / 1e9, report };
}

async function page(n) {
  const p = await openPage(env, `?view=count&kernel=webgpu&n=${n}`);
  await p.locator("#count-start").click();
  if (n > 20) await p.locator("#count-confirm").click();
  await p.waitForFunction(() => document.querySelector("#count-result").textContent !== "", null, { timeout: 3_600_000 });
  const result = await p.locator("#count-result").textContent();
  const progress = await p.locator("#count-progress-text").textContent();
  const seconds = Number(await p.locator("#count-result").getAttribute("data-seconds"));
  await p.close();
  if (!/matches\) solutions, .* matches\) fundamental/.test(result)) throw new Error(`N = ${n}: ${result}`);
  const gpu = /on the GPU \(([^)]*)\)/.exec(progress);
  if (!gpu) throw new Error(`N = ${n} was not counted on the GPU: ${progress}`);
  return { seconds, adapter: gpu[1] };
}

console.log(`${"N".padStart(3)}  ${"page adapter".padEnd(30)} ${"page".padStart(9)}  ${"native adapter".padEnd(44)} ${"native".padStart(9)}  page/native`);
for (const n of sizes) {
  let best = null;
  let nat = null;
  for (let r = 0; r < reps; r++) {
    const p = await page(n);
    const q = native(n);
    if (!best || p.seconds < best.seconds) best = p;
    if (!nat || q.seconds < nat.seconds) nat = q;
  }
  console.log(`${String(n).padStart(3)}  ${best.adapter.padEnd(30)} ${best.seconds.toFixed(3).padStart(8)}s  ${nat.report.adapter.padEnd(44)} ${nat.seconds.toFixed(3).padStart(8)}s  ${(best.seconds / nat.seconds).toFixed(2)}`);
}
await env.close();
