// What one <nqueens-board> costs a page, measured as a reader's browser meets it: headless
// Chromium opens a page holding one element (from the built dist/, served as a CDN would), and
// every file it fetches is weighed gzipped (-9, as a static host or CDN would send it). Then a
// second play element, a step element and a first search are added in turn, and what each of
// them fetched in addition is weighed the same way.
//
//   node scripts/size.mjs        (after `trunk build --release`)
import { gzipSync } from "node:zlib";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { startServer, servePages } from "../tests/support/serve.mjs";

const cdn = await startServer("dist", 0, "/", { cors: true });
const site = await servePages({
  "/t.html": `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>t</title></head><body><main>
<script type="module" src="${cdn.url}www/nqueens-element.js"></script>
<nqueens-board id="one" n="8" controls="full"></nqueens-board></main></body></html>`,
});
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage();
let fetched = [];
const collect = (request) => {
  if (request.url().startsWith(cdn.url)) fetched.push(new URL(request.url()).pathname);
};
page.on("request", collect);
page.context().on("request", collect);
page.on("worker", (worker) => worker.on?.("request", collect));

async function weigh(label) {
  const files = [...new Set(fetched)].sort();
  fetched = [];
  let raw = 0;
  let gzipped = 0;
  const rows = [];
  for (const path of files) {
    const bytes = await readFile(join("dist", path));
    const packed = gzipSync(bytes, { level: 9 }).length;
    raw += bytes.length;
    gzipped += packed;
    rows.push(`    ${path.padEnd(36)} ${String(bytes.length).padStart(8)} B  ${String(packed).padStart(7)} B gzipped`);
  }
  console.log(`${label}: ${files.length} files, ${(raw / 1024).toFixed(1)} KiB, ${(gzipped / 1024).toFixed(1)} KiB gzipped`);
  for (const row of rows) console.log(row);
}

await page.goto(`${site.url}t.html`);
await page.locator("#one [data-part=status]").waitFor();
await page.waitForLoadState("networkidle");
await weigh("one element, shown");
/** Adds an element showing `view` and waits until it is shown. */
async function add(id, view) {
  await page.evaluate(
    ([id, view]) => {
      const element = document.createElement("nqueens-board");
      element.id = id;
      element.setAttribute("view", view);
      document.querySelector("main").append(element);
      return element.ready;
    },
    [id, view],
  );
  await page.waitForLoadState("networkidle");
}
await add("two", "play");
await weigh("a second play element");
await add("three", "step");
await weigh("a step element (its view's modules)");
await page.evaluate(() => document.getElementById("one").solve());
await page.waitForLoadState("networkidle");
await weigh("its first search (the worker)");
await browser.close();
cdn.server.close();
site.server.close();
