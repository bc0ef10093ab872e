// The npm package as tutorial sites meet it: built by a bundler. `npm pack` makes the tarball;
// each fixture app installs it and its only code is `import "nqueens-board"` plus the tag. Vite 8,
// 7 and 5 (production builds and dev servers; the dev servers of Vite 7 and 5 with the one setting
// the embedding guide (docs/guide/embed.md) documents; Vite 5 is the one VitePress 1.6 bundles, from its fixture site) and
// webpack 5 (production build, no configuration) serve or build the app, and
// headless Chromium opens it: the
// board shows, Solve on N = 14 runs in a Web Worker (a worker starts, and no note says searches
// run on the page's own thread), the `nqueens-solved` event arrives, and the console is clean.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtemp, writeFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { served, devServer } from "../support/serve.mjs";
import { screenshot, launchBrowser } from "../support/browser.mjs";
import { tarball as packedTarball } from "../support/pack.mjs";

const REPO = resolve(".");
const TOOLS = {
  vite: join(REPO, "node_modules/vite/bin/vite.js"),
  vite7: join(REPO, "tests/tools/vite7/node_modules/vite/bin/vite.js"),
  vite5: join(REPO, "tests/sites/vitepress/node_modules/vite/bin/vite.js"),
  webpack: join(REPO, "node_modules/webpack-cli/bin/cli.js"),
};

const PAGE = (script) => `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><link rel="icon" href="data:," /><title>A chapter on backtracking</title></head>
  <body>
    <main>
      <h1>Backtracking</h1>
      <nqueens-board n="14" view="play" controls="full"></nqueens-board>
    </main>
    ${script}
  </body>
</html>
`;

let tarball;
let browser;
const cleanup = [];

/** An app folder holding the installed tarball and `files`. */
async function app(name, files) {
  const folder = await mkdtemp(join(tmpdir(), `nqueens-${name}-`));
  cleanup.push(() => rm(folder, { recursive: true, force: true }));
  await writeFile(join(folder, "package.json"), JSON.stringify({ name: `tutorial-${name}`, private: true, type: "module" }));
  execFileSync("npm", ["install", "--no-audit", "--no-fund", "--offline", tarball], { cwd: folder, stdio: "ignore" });
  for (const [path, text] of Object.entries(files)) await writeFile(join(folder, path), text);
  return folder;
}

before(async () => {
  const packed = await packedTarball();
  cleanup.push(packed.cleanup);
  tarball = packed.tarball;
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  for (const step of cleanup) await step();
});

/** Opens `url` as a reader would and checks the board, the worker and the solve. */
async function readerMeets(url, shot) {
  const page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
  const errors = [];
  const workers = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  page.on("worker", (worker) => workers.push(worker.url()));
  page.on("response", (response) => response.status() >= 400 && errors.push(`${response.status()} ${response.url()}`));
  await page.addInitScript(() => {
    window.solved = [];
    document.addEventListener("nqueens-solved", (event) => window.solved.push(event.detail));
  });
  await page.goto(url);
  const status = page.locator("nqueens-board [data-part=status]");
  await status.filter({ hasText: "Empty 14×14 board" }).waitFor({ timeout: 30000 });
  await page.locator("nqueens-board").getByRole("button", { name: "Solve" }).click();
  await status.filter({ hasText: "Solved: 14 queens, none attacking." }).waitFor({ timeout: 30000 });
  const solved = await page.evaluate(() => window.solved);
  assert.equal(solved.length, 1);
  assert.equal(solved[0].n, 14);
  assert.equal(new Set(solved[0].solution).size, 14);
  assert.ok(workers.length >= 1, "a Web Worker started");
  assert.deepEqual(await page.locator("nqueens-board .note:visible").allTextContents(), [], "no note: nothing ran on the page's own thread");
  assert.equal(await page.evaluate(() => document.querySelector("nqueens-board").shadowRoot.textContent.includes("own thread")), false);
  await screenshot(page, shot);
  assert.deepEqual(errors, []);
  await page.close();
  return workers;
}

const VITE_NAMES = { vite: "Vite 8", vite7: "Vite 7", vite5: "Vite 5" };

for (const vite of ["vite", "vite7", "vite5"]) {
  test(`${VITE_NAMES[vite]} production build of an app that only imports the package: searches run in a worker, the wasm shipped once`, async () => {
    const folder = await app(vite, {
      "index.html": PAGE(`<script type="module" src="./main.js"></script>`),
      "main.js": `import "nqueens-board";\n`,
    });
    execFileSync(process.execPath, [TOOLS[vite], "build", "--logLevel", "warn"], { cwd: folder, stdio: ["ignore", "pipe", "inherit"] });
    const built = await readdir(join(folder, "dist/assets"));
    assert.equal(built.filter((file) => file.endsWith(".wasm")).length, 1, `the wasm is shipped once (${built.join(", ")})`);
    await served(join(folder, "dist"), (url) => readerMeets(url, `bundler-${vite}-build`));
  });
}

/** Runs a Vite dev server on `folder` for the length of `body`. */
const viteDev = (tool, folder, body) => devServer([TOOLS[tool], "--port", "0", "--host", "127.0.0.1"], folder, body);

const DEV_APP = {
  "index.html": PAGE(`<script type="module" src="./main.js"></script>`),
  "main.js": `import "nqueens-board";\n`,
};

test("Vite 8 dev server, no configuration: searches run in a worker", async () => {
  const folder = await app("vite-dev", DEV_APP);
  await viteDev("vite", folder, (url) => readerMeets(url, "bundler-vite-dev"));
});

for (const vite of ["vite7", "vite5"]) {
  test(`${VITE_NAMES[vite]} dev server, with the documented optimizeDeps.exclude: searches run in a worker`, async () => {
    const folder = await app(`${vite}-dev`, {
      ...DEV_APP,
      // The one setting the embedding guide documents, for the dev servers of Vite 7 and 5 only.
      "vite.config.js": `export default { optimizeDeps: { exclude: ["nqueens-board"] } };\n`,
    });
    await viteDev(vite, folder, (url) => readerMeets(url, `bundler-${vite}-dev`));
  });
}

test("Vite 7 dev server without that setting: the element says what to configure", async () => {
  const folder = await app("vite7-dev-bare", DEV_APP);
  await viteDev("vite7", folder, async (url) => {
    const page = await browser.newPage();
    await page.goto(url);
    const note = page.locator("nqueens-board [role=note]");
    await note.waitFor({ timeout: 30000 });
    assert.match(
      await note.textContent(),
      /^The N-Queens solver could not load: the board's wasm file was not found at .*\/node_modules\/\.vite\/nqueens-wasm_bg\.wasm \(HTTP 200, text\/html\)\. If this page is served by Vite's dev server, exclude the package from dependency pre-bundling \(optimizeDeps: \{ exclude: \["nqueens-board"\] \} in vite\.config, or under `vite` in VitePress's config\)\.$/,
    );
    await page.close();
  });
});

test("webpack 5 production build, no configuration: searches run in a worker", async () => {
  const folder = await app("webpack", {
    "index.html": PAGE(`<script src="./dist/main.js"></script>`),
    "main.js": `import "nqueens-board";\n`,
  });
  execFileSync(process.execPath, [TOOLS.webpack, "--mode", "production", "--entry", "./main.js", "--output-path", "dist"], {
    cwd: folder,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const built = await readdir(join(folder, "dist"));
  assert.equal(built.filter((file) => file.endsWith(".wasm")).length, 1, `the wasm is shipped once (${built.join(", ")})`);
  await served(folder, (url) => readerMeets(url, "bundler-webpack-build"));
});
