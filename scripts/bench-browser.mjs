// Browser benchmark of the Count view, run beside the C reference in the same run:
//   node scripts/bench-browser.mjs [N] [REPS]      (defaults: 16, 3; needs a built dist/)
// Prints best-of-REPS seconds for the reference (gcc -O3 -march=native, one thread), the
// page's worker pool (driven through the UI like a person), one worker counting every unit,
// and the ratios.
import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { launch, openPage } from "../tests/support/browser.mjs";

const n = Number(process.argv[2] ?? 16);
const reps = Number(process.argv[3] ?? 3);

mkdirSync("target/bench-count", { recursive: true });
execFileSync("gcc", ["-O3", "-march=native", "-o", "target/bench-count/ref_count", "../shared/bench/ref_count.c"]);
const reference = () => {
  const start = process.hrtime.bigint();
  const out = execFileSync("target/bench-count/ref_count", [String(n)]).toString().trim();
  return { seconds: Number(process.hrtime.bigint() - start) / 1e9, solutions: out };
};

const env = await launch();
try {
  const page = await openPage(env, `?view=count&n=${n}`);
  const pool = async () => {
    await page.getByRole("button", { name: "Count", exact: true }).click();
    await page.waitForFunction(() => document.querySelector("#count-result").dataset.seconds, null, { timeout: 600000 });
    const seconds = Number(await page.locator("#count-result").getAttribute("data-seconds"));
    const text = await page.locator("#count-result").textContent();
    await page.locator("#count-result").evaluate((el) => delete el.dataset.seconds);
    return { seconds, text };
  };
  // One worker with its own wasm instance counts all units, in one message per unit batch.
  const single = () =>
    page.evaluate(async (size) => {
      const worker = new Worker(new URL("www/worker.js", document.baseURI), { type: "module" });
      let id = 0;
      const call = (type, args) =>
        new Promise((resolve, reject) => {
          const mine = ++id;
          worker.onmessage = ({ data }) => {
            if (data.id !== mine) return; // the worker's { started: true }, say
            if (data.ok) resolve(data.result);
            else reject(new Error(data.error));
          };
          worker.postMessage({ id: mine, type, args });
        });
      await call("plan", { n: 4 }); // load wasm before timing
      const start = performance.now();
      const plan = await call("plan", { n: size });
      // The batches' records join the plan's ledger, which the core sums, as in the Count view.
      let ledger = plan.ledger;
      // Several batches, as the pool sends them, so V8 can tier up between calls.
      const batches = 64;
      const per = Math.ceil(plan.units / batches);
      for (let first = 0; first < plan.units; first += per) {
        const last = Math.min(plan.units, first + per);
        const ids = Uint32Array.from({ length: last - first }, (_, i) => first + i);
        const offsets = Uint32Array.from({ length: last - first + 1 }, (_, i) => plan.offsets[first + i] - plan.offsets[first]);
        const words = plan.words.slice(plan.offsets[first], plan.offsets[last]);
        ledger += (await call("count", { n: size, ids, words, offsets })).records;
      }
      const seconds = (performance.now() - start) / 1000;
      worker.terminate();
      const { ready } = await import(new URL("www/wasm.js", document.baseURI).href);
      return { seconds, solutions: (await ready).sumLedger(ledger).solutions.toString() };
    }, n);
  const native = () => {
    const out = execFileSync("target/release/nqueens", ["count", String(n), "--threads", "1", "--json"]).toString();
    return JSON.parse(out);
  };

  const best = { ref: Infinity, pool: Infinity, single: Infinity, native: Infinity };
  let poolText = "";
  for (let i = 0; i < reps; i++) {
    const r = reference();
    best.ref = Math.min(best.ref, r.seconds);
    const p = await pool();
    best.pool = Math.min(best.pool, p.seconds);
    poolText = p.text;
    const s = await single();
    if (s.solutions !== r.solutions) throw new Error(`one worker counted ${s.solutions}, reference ${r.solutions}`);
    best.single = Math.min(best.single, s.seconds);
    best.native = Math.min(best.native, native().seconds);
  }
  const workers = await page.locator("#count-workers").textContent();
  console.log(`N = ${n}, best of ${reps}; page says: ${poolText}`);
  console.log(`reference (C, -O3 -march=native, 1 thread)  ${best.ref.toFixed(3)} s`);
  console.log(`native nqueens count, 1 thread     ${best.native.toFixed(3)} s   ratio ref/native ${(best.ref / best.native).toFixed(2)}`);
  console.log(`browser, 1 worker (wasm)           ${best.single.toFixed(3)} s   wasm/native ${(best.single / best.native).toFixed(2)}`);
  console.log(`browser, pool of ${workers} workers          ${best.pool.toFixed(3)} s   ratio ref/pool ${(best.ref / best.pool).toFixed(2)} (pool time is ${((best.pool / best.ref) * 100).toFixed(0)}% of the reference's)`);
  await page.close();
} finally {
  await env.close();
}
