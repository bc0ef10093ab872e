// Browser benchmark of the counter, beside the C reference and the native CLI in the same run:
//   node scripts/bench-browser.mjs [N] [REPS]      (defaults: 16, 3; needs a built dist/)
//   NQUEENS_KERNEL=avx2 node scripts/bench-browser.mjs 17 3   (the native side with another kernel)
//
// Every side is timed with its start-up included, as a whole process would be:
// - the reference (bench/reference/ref_count.c, gcc -O3 -march=native, one thread) and
//   `nqueens count N --threads 1`: whole processes, timed from outside;
// - one worker: from `new Worker` (module and wasm loaded and compiled) to the total summed
//   from its records, planning included;
// - the Count view: a fresh page each time, from the click on Count to the result (planning,
//   starting the pool's workers and summing included), as the view reports it.
// Each side's count of solutions is checked against the reference's before any ratio is shown,
// and each side names the kernel that counted (the browser's must be wasm's "simd128").
// Per-thread ratios (one C thread against one native thread or one worker) are printed apart
// from scaling (the pool against one worker), as are the Count view's time as a fraction of
// the reference's.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import { launch, openPage } from "../tests/support/browser.mjs";

const n = Number(process.argv[2] ?? 16);
const reps = Number(process.argv[3] ?? 3);

mkdirSync("target/bench-count", { recursive: true });
execFileSync("gcc", ["-O3", "-march=native", "-o", "target/bench-count/ref_count", "bench/reference/ref_count.c"]);

/** Runs a whole process; its stdout and wall-clock seconds. */
function timedProcess(file, args) {
  const start = process.hrtime.bigint();
  const out = execFileSync(file, args).toString();
  return { out, seconds: Number(process.hrtime.bigint() - start) / 1e9 };
}
const reference = () => {
  const { out, seconds } = timedProcess("target/bench-count/ref_count", [String(n)]);
  return { seconds, solutions: out.trim() };
};
const native = () => {
  const { out, seconds } = timedProcess("target/release/nqueens", ["count", String(n), "--threads", "1", "--json"]);
  const report = JSON.parse(out);
  return { seconds, solutions: String(report.solutions), kernel: report.kernel };
};

function agree(side, solutions, expected) {
  if (solutions !== expected) throw new Error(`${side} counted ${solutions} solutions, the reference ${expected}`);
}
function kernelIs(side, kernel, expected) {
  if (kernel !== expected) throw new Error(`${side} counted with the ${kernel} kernel, not ${expected}`);
}

const env = await launch();
try {
  let page = null;
  // The Count view as a person uses it, on a fresh page (so its workers start inside the time).
  const view = async () => {
    await page?.close();
    page = await openPage(env, `?view=count&n=${n}`);
    await page.getByRole("button", { name: "Count", exact: true }).click();
    const confirm = page.getByRole("button", { name: "Count anyway" });
    if (await confirm.isVisible()) await confirm.click();
    const result = page.locator("#count-result");
    await page.waitForFunction(() => document.querySelector("#count-result").dataset.seconds, null, { timeout: 3600000 });
    const text = await result.textContent();
    const solutions = /^N = \d+: ([\d,]+) /.exec(text)?.[1]?.replaceAll(",", "");
    const progress = await page.locator("#count-progress-text").textContent();
    return {
      seconds: Number(await result.getAttribute("data-seconds")),
      solutions,
      kernel: / with the (\S+) kernel: /.exec(progress)?.[1],
      workers: Number(await page.locator("#count-workers").textContent()),
    };
  };
  // One worker counts every unit: started inside the time, fed in batches as the pool feeds
  // its workers, its records summed by the core's ledger.
  const single = () =>
    page.evaluate(async (size) => {
      const start = performance.now();
      const { load, wasmModule } = await import(new URL("www/wasm.js", document.baseURI).href);
      const worker = new Worker(new URL("www/worker.js", document.baseURI), { type: "module" });
      // As the pool does: the worker gets the module the page compiled (once per page).
      worker.postMessage({ module: await wasmModule() });
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
      const plan = await call("plan", { n: size });
      let ledger = plan.ledger;
      const kernels = new Set();
      const batches = 64;
      const per = Math.ceil(plan.units / batches);
      for (let first = 0; first < plan.units; first += per) {
        const last = Math.min(plan.units, first + per);
        const ids = Uint32Array.from({ length: last - first }, (_, i) => first + i);
        const offsets = Uint32Array.from({ length: last - first + 1 }, (_, i) => plan.offsets[first + i] - plan.offsets[first]);
        const words = plan.words.slice(plan.offsets[first], plan.offsets[last]);
        const batch = await call("count", { n: size, ids, words, offsets });
        ledger += batch.records;
        kernels.add(batch.kernel);
      }
      const solutions = (await load()).sumLedger(ledger).solutions.toString();
      const seconds = (performance.now() - start) / 1000;
      worker.terminate();
      return { seconds, solutions, kernel: [...kernels].join(" and ") };
    }, n);

  const best = { ref: Infinity, native: Infinity, single: Infinity, view: Infinity };
  let workers = 0;
  let nativeKernel = "";
  const load = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
  const loadBefore = load();
  for (let i = 0; i < reps; i++) {
    const r = reference();
    best.ref = Math.min(best.ref, r.seconds);
    const nat = native();
    agree("nqueens count --threads 1", nat.solutions, r.solutions);
    best.native = Math.min(best.native, nat.seconds);
    nativeKernel = nat.kernel;
    const v = await view();
    agree("the Count view", v.solutions, r.solutions);
    kernelIs("the Count view", v.kernel, "simd128");
    best.view = Math.min(best.view, v.seconds);
    workers = v.workers;
    const s = await single();
    agree("one worker", s.solutions, r.solutions);
    kernelIs("one worker", s.kernel, "simd128");
    best.single = Math.min(best.single, s.seconds);
  }
  const f = (x) => x.toFixed(3);
  console.log(`N = ${n}, best of ${reps}, start-up included on every side; every count checked equal to the reference's`);
  console.log("per thread:");
  console.log(`  reference, C -O3 -march=native, 1 thread  ${f(best.ref)} s`);
  console.log(`  native nqueens count, 1 thread, ${nativeKernel.padEnd(8)}  ${f(best.native)} s   ref/native ${(best.ref / best.native).toFixed(2)}`);
  console.log(`  browser, 1 worker (wasm), simd128         ${f(best.single)} s   ref/worker ${(best.ref / best.single).toFixed(2)}   worker/native ${(best.single / best.native).toFixed(2)}`);
  console.log("scaling:");
  console.log(`  Count view, pool of ${workers} workers, click to result ${f(best.view)} s   1 worker/pool ${(best.single / best.view).toFixed(2)}`);
  console.log(`Count view against the reference: ${(best.view / best.ref).toFixed(3)} of its time (ref/view ${(best.ref / best.view).toFixed(2)})`);
  console.log(`load average: ${loadBefore} at the start, ${load()} at the end`);
} finally {
  await env.close();
}
