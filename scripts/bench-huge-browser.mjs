// Huge N in the browser: the Huge view finds and verifies one solution by local search in its
// worker, driven through the UI; prints the page's own timings for each N (best of REPS).
//   node scripts/bench-huge-browser.mjs [REPS] [N...]   (defaults 3, 1000000 10000000)
import { launch, openPage } from "../tests/support/browser.mjs";

const reps = Number(process.argv[2] ?? 3);
const sizes = process.argv.slice(3).map(Number);
if (sizes.length === 0) sizes.push(1_000_000, 10_000_000);
const env = await launch();
try {
  const page = await openPage(env, "?view=huge");
  for (const n of sizes) {
    let best = Infinity;
    let line = "";
    for (let seed = 1; seed <= reps; seed++) {
      await page.locator("#huge-n").fill(String(n));
      await page.locator("#huge-seed").fill(String(seed));
      await page.locator("#huge-result").evaluate((el) => {
        el.textContent = "";
        delete el.dataset.seconds;
      });
      await page.getByRole("button", { name: "Find a solution" }).click();
      await page.waitForFunction(() => document.querySelector("#huge-result").dataset.seconds, null, { timeout: 600000 });
      const seconds = Number(await page.locator("#huge-result").getAttribute("data-seconds"));
      const result = await page.locator("#huge-result").textContent();
      if (!result.startsWith("Verified")) throw new Error(result);
      if (seconds < best) {
        best = seconds;
        line = await page.locator("#huge-progress").textContent();
      }
    }
    console.log(`browser local search N = ${n}: best ${best.toFixed(3)} s end to end (${line})`);
  }
} finally {
  await env.close();
}
