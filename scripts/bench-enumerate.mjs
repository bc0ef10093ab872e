// Listing throughput in the browser: the Solutions view lists all solutions of N in its worker
// (driven through the UI); best of REPS, read from the view's exact timing.
//   node scripts/bench-enumerate.mjs [N] [REPS]     (defaults 12, 3; needs a built dist/)
import { launch, openPage } from "../tests/support/browser.mjs";

const n = Number(process.argv[2] ?? 12);
const reps = Number(process.argv[3] ?? 3);
const env = await launch();
try {
  const page = await openPage(env, `?view=solutions&n=${n}`);
  let best = Infinity;
  let count = "";
  for (let i = 0; i < reps; i++) {
    if (i > 0) await page.getByRole("button", { name: "List", exact: true }).click();
    await page.waitForFunction(() => document.querySelector("#view-solutions [data-part=summary]").dataset.seconds, null, { timeout: 600000 });
    best = Math.min(best, Number(await page.locator("#view-solutions [data-part=summary]").getAttribute("data-seconds")));
    count = (await page.locator("#view-solutions [data-part=summary]").textContent()).split(" ")[0];
    await page.locator("#view-solutions [data-part=summary]").evaluate((el) => delete el.dataset.seconds);
  }
  const total = Number(count.replaceAll(",", ""));
  console.log(`browser ${n} ${total} ${best.toFixed(4)} ${Math.round(total / best)}`);
} finally {
  await env.close();
}
