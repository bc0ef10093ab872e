// <nqueens-board> in the documentation sites tutorials are published with, which render every
// page on the server first, and in framework apps, each set up as the embedding guide (docs/guide/embed.md)
// says and installed from the packed tarball (`npm pack`, then `npm install` of the .tgz into the
// fixture under tests/sites/, whose own dependencies scripts/setup.sh installs from the lock
// files). Each site is built for production once: the build succeeds, the server's HTML holds
// the tag, the wasm is shipped once, and in headless Chromium the board shows, Solve runs in a
// Web Worker, and the site's own dark switch turns the board dark and back (the canvas redrawn
// in the dark colours, not only an attribute). VitePress 1.6 (Vite 5), its dev server with the
// documented setting, and a page importing the element itself; Docusaurus 3.10 (React 19,
// webpack 5); Astro 7 with Starlight (on the Node 22 the fixture installs); Vue, React and Svelte
// apps on Vite 8, bound both ways. Screenshots of each site light and dark go to tests/artifacts.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readdir, readFile, rm, access } from "node:fs/promises";
import { join, resolve } from "node:path";
import { served, devServer } from "../support/serve.mjs";
import { screenshot, launchBrowser } from "../support/browser.mjs";
import { tarball as packedTarball } from "../support/pack.mjs";

const SITES = resolve("tests/sites");
const at = (...path) => join(SITES, ...path);

let browser;
const cleanup = [];

before(async () => {
  for (const site of ["vitepress", "docusaurus", "astro", "apps"]) {
    await access(at(site, "node_modules/.package-lock.json")).catch(() => {
      throw new Error(`tests/sites/${site} has no node_modules: run ./scripts/setup.sh (it installs the fixture sites from their lock files)`);
    });
  }
  const packed = await packedTarball();
  cleanup.push(packed.cleanup);
  const tarball = packed.tarball;
  // As a reader's `npm install nqueens-board` would, beside the site's own pinned dependencies
  // (--no-save: the fixture's package.json and lock file stay as committed).
  for (const site of ["vitepress", "docusaurus", "astro", "apps"]) {
    execFileSync("npm", ["install", "--no-save", "--no-audit", "--no-fund", "--offline", tarball], { cwd: at(site), stdio: "ignore" });
  }
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  for (const step of cleanup) await step();
});

/** Runs a site's build; returns the seconds it took (reported with the test). */
function build(t, what, cwd, command, args) {
  const started = performance.now();
  execFileSync(command, args, { cwd, stdio: ["ignore", "pipe", "inherit"], env: { ...process.env, NO_COLOR: "1" } });
  const seconds = (performance.now() - started) / 1000;
  t.diagnostic(`${what} built in ${seconds.toFixed(1)} s`);
  return seconds;
}

/** Every .wasm file under `dir`. */
async function wasmFiles(dir) {
  const found = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith(".wasm")) found.push(join(entry.parentPath ?? entry.path, entry.name));
  }
  return found;
}

/** Checks the built output: the server rendered the tag, and the wasm is there once. */
async function checkBuilt(dir, page, tag) {
  const html = await readFile(join(dir, page), "utf8");
  assert.ok(html.includes(tag), `the server's HTML holds ${tag}`);
  const wasm = await wasmFiles(dir);
  assert.equal(wasm.length, 1, `the wasm is shipped once: ${wasm.join(", ")}`);
}

/** A page of a site, with what went wrong in it collected. */
async function open(url, { viewport = { width: 1440, height: 900 } } = {}) {
  const page = await browser.newPage({ viewport, colorScheme: "light" });
  page.errors = [];
  page.workers = [];
  page.on("pageerror", (error) => page.errors.push(error.message));
  page.on("console", (message) => message.type() === "error" && page.errors.push(message.text()));
  page.on("response", (response) => response.status() >= 400 && page.errors.push(`${response.status()} ${response.url()}`));
  page.on("worker", (worker) => page.workers.push(worker.url()));
  await page.goto(url);
  return page;
}

const board = (page) => page.locator("nqueens-board").first();
const status = (page) => board(page).locator("[data-part=status]");

/** The top-left (light) square of the board as the canvas drew it, near its corner (a solved
 * board has a queen on it), and the colour the theme it shows gives light squares (#rrggbb). */
const lightSquare = (page) =>
  board(page).evaluate((element) => {
    const canvas = element.shadowRoot.querySelector("[data-part=board]");
    const band = Number(canvas.dataset.band) * (canvas.width / canvas.clientWidth);
    const cell = (canvas.width - band) / Number(element.n);
    const hex = getComputedStyle(element.shadowRoot.querySelector(".nq")).getPropertyValue("--sq-light").trim();
    return {
      drawn: Array.from(canvas.getContext("2d").getImageData(Math.round(band + cell * 0.15), Math.round(band + cell * 0.15), 1, 1).data.slice(0, 3)),
      theme: [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)),
    };
  });

/** The board shows `theme`: its wrapper says so and its canvas is drawn in that theme's colours. */
async function shows(page, theme) {
  await board(page).locator(`.nq[data-theme=${theme}]`).waitFor({ state: "attached", timeout: 5000 });
  const { drawn, theme: colour } = await lightSquare(page);
  assert.deepEqual(drawn, colour, `the board is drawn in the ${theme} theme's colours`);
}

/** The board appears with N = `n` and Solve finds a solution in a Web Worker. */
async function solves(page, n) {
  await status(page).filter({ hasText: `Empty ${n}×${n} board` }).waitFor({ timeout: 30000 });
  await board(page).getByRole("button", { name: "Solve" }).click();
  await status(page).filter({ hasText: `Solved: ${n} queens, none attacking.` }).waitFor({ timeout: 30000 });
  assert.match(await board(page).locator("[data-part=result]").textContent(), /^Solved with Bitboard: /);
  assert.ok(page.workers.length >= 1, "a Web Worker started");
  assert.equal(await board(page).evaluate((element) => element.shadowRoot.textContent.includes("own thread")), false, "no note: nothing ran on the page's thread");
}

/**
 * The site's own dark switch (`toDark`, `toLight`: what the reader clicks) turns the board dark
 * and back; screenshots of both, the board in view.
 */
async function followsSwitch(page, name, toDark, toLight) {
  // The board's top just under the site's sticky header.
  await board(page).evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 120));
  await shows(page, "light");
  await screenshot(page, `site-${name}-light`);
  await toDark();
  await shows(page, "dark");
  await screenshot(page, `site-${name}-dark`);
  await toLight();
  await shows(page, "light");
}

const VITEPRESS = at("vitepress/node_modules/vitepress/bin/vitepress.js");

/** Builds the VitePress site in folder `root` of the fixture (its board of side `n`), and checks
 * it as a reader meets it: the board solves in a worker and follows VitePress's switch. */
async function vitepressSite(t, root, n, shot) {
  build(t, `VitePress (${root})`, at("vitepress"), process.execPath, [VITEPRESS, "build", root]);
  const dist = at("vitepress", root, ".vitepress/dist");
  await checkBuilt(dist, "index.html", `<nqueens-board n="${n}" view="play" controls="full">`);
  await served(dist, async (url) => {
    const page = await open(url);
    await solves(page, n);
    // VitePress's switch: a button in the navigation bar putting `dark` on <html>.
    const appearance = page.locator("button.VPSwitchAppearance:visible");
    await followsSwitch(page, shot, () => appearance.click(), () => appearance.click());
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

test("VitePress 1.6: the element imported by the theme, as the embedding guide says; built, it solves in a worker and follows the site's dark switch", async (t) => {
  await vitepressSite(t, "docs", 8, "vitepress");
});

test("VitePress 1.6: a page that imports the element itself (VitePress loads such a page's code twice) still follows the switch", async (t) => {
  await vitepressSite(t, "page-import", 5, "vitepress-page-import");
});

test("VitePress 1.6 dev server (Vite 5), with the embedding guide's one setting: the board shows and solves in a worker", async (t) => {
  const started = performance.now();
  await devServer([VITEPRESS, "dev", "docs", "--port", "0", "--host", "127.0.0.1"], at("vitepress"), async (url) => {
    const page = await open(url);
    await solves(page, 8);
    // The dev server has no favicon, and the browser asks for one; nothing else may go wrong.
    assert.deepEqual(page.errors.filter((error) => !/favicon|Failed to load resource: the server responded with a status of 404/.test(error)), []);
    await page.close();
  });
  t.diagnostic(`VitePress dev server checked in ${((performance.now() - started) / 1000).toFixed(1)} s`);
});

test("Docusaurus 3.10 (React 19, webpack 5): the element imported by the MDX page; built, it solves in a worker and follows the site's dark switch", async (t) => {
  // Webpack's cache takes a package of the same name and version for unchanged: it goes, so the
  // tarball just packed is what is built (and the time is a cold build's, as on a fresh clone).
  for (const cache of ["node_modules/.cache", ".docusaurus", "build"]) await rm(at("docusaurus", cache), { recursive: true, force: true });
  build(t, "Docusaurus", at("docusaurus"), process.execPath, [at("docusaurus/node_modules/@docusaurus/core/bin/docusaurus.mjs"), "build"]);
  const dist = at("docusaurus/build");
  await checkBuilt(dist, "index.html", '<nqueens-board n="8" view="play" controls="full">');
  await served(dist, async (url) => {
    const page = await open(url);
    await solves(page, 8);
    // Docusaurus's switch: the navbar's colour-mode button putting data-theme on <html>.
    const toggle = page.getByRole("button", { name: /Switch between dark and light mode/ });
    const to = (scheme) => async () => {
      for (let i = 0; i < 3 && (await page.evaluate(() => document.documentElement.dataset.theme)) !== scheme; i++) await toggle.click();
      assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), scheme);
    };
    await followsSwitch(page, "docusaurus", to("dark"), to("light"));
    assert.deepEqual(page.errors, []);
    await page.close();
  });
});

test("Astro 7 with Starlight, on Node 22: the element in an MDX page through a component; built, it solves in a worker and follows the theme menu", async (t) => {
  const node = at("astro/node_modules/node/bin/node");
  const version = execFileSync(node, ["--version"]).toString().trim();
  t.diagnostic(`Astro runs on Node ${version}`);
  assert.match(version, /^v2[2-9]\./);
  build(t, "Astro", at("astro"), node, [at("astro/node_modules/astro/bin/astro.mjs"), "build"]);
  const dist = at("astro/dist");
  await checkBuilt(dist, "index.html", '<nqueens-board n="8" view="play" controls="full">');
  await served(dist, async (url) => {
    const page = await open(url);
    await solves(page, 8);
    // Starlight's switch: a theme menu putting data-theme on <html>.
    const menu = page.locator("starlight-theme-select select:visible");
    await followsSwitch(page, "starlight", () => menu.selectOption("dark"), () => menu.selectOption("light"));
    assert.deepEqual(page.errors, []);
    await page.close();
  });
});

for (const app of ["vue", "react", "svelte"]) {
  test(`${app[0].toUpperCase()}${app.slice(1)} app on Vite 8, bound both ways: the reader's strategy and N reach the app's state, the app's reach the element`, async (t) => {
    build(t, app, at("apps"), process.execPath, [at("apps/node_modules/vite/bin/vite.js"), "build", app, "--logLevel", "warn"]);
    const dist = at("apps", app, "dist");
    assert.equal((await wasmFiles(dist)).length, 1, "the wasm is shipped once");
    await served(dist, async (url) => {
      const page = await open(url, { viewport: { width: 1100, height: 1000 } });
      const state = page.locator("#state");
      await status(page).filter({ hasText: "Empty 6×6 board" }).waitFor({ timeout: 30000 });
      // The reader chooses in the element's own menu and buttons: the app's state follows.
      await board(page).locator("[data-part=strategy]").selectOption("lookup");
      await state.filter({ hasText: "N = 6, strategy lookup" }).waitFor({ timeout: 5000 });
      await board(page).getByRole("button", { name: "8", exact: true }).click();
      await state.filter({ hasText: "N = 8, strategy lookup" }).waitFor({ timeout: 5000 });
      // The app changes its state: the element follows, and keeps what the reader did.
      await page.getByRole("button", { name: "Use backtracking" }).click();
      assert.equal(await board(page).locator("[data-part=strategy]").inputValue(), "backtracking");
      await state.filter({ hasText: "N = 8, strategy backtracking" }).waitFor({ timeout: 5000 });
      await board(page).getByRole("button", { name: "Solve" }).click();
      await board(page).locator("[data-part=result]").filter({ hasText: /^Solved with Backtracking/ }).waitFor({ timeout: 30000 });
      assert.ok(page.workers.length >= 1, "a Web Worker started");
      await screenshot(page, `app-${app}`);
      assert.deepEqual(page.errors, []);
      await page.close();
    });
  });
}
