// <nqueens-board> in a chapter of an mdBook book (tests/sites/mdbook), as the README says to put
// it: the book built by mdbook (installed by scripts/setup.sh), the element's files copied into
// the book's src/ (mdBook copies them into the built book), served and opened in Chromium. mdBook
// sets the root font to 10 px (`html { font-size: 62.5% }`) and turns the page on ArrowLeft and
// ArrowRight: the board's text stays at the book's text size, and an arrow key on the focused
// board moves its cursor and leaves the page where it is.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { launchBrowser, screenshot } from "../support/browser.mjs";
import { startServer } from "../support/serve.mjs";

let browser;
let site;
let folder;
before(async () => {
  folder = await mkdtemp(join(tmpdir(), "nqueens-mdbook-"));
  await cp("tests/sites/mdbook", folder, { recursive: true, filter: (path) => !/\/(book|src\/nqueens)$/.test(path) });
  // What the README tells an author to copy: the bindings and the element's modules.
  for (const file of ["nqueens-wasm.js", "nqueens-wasm_bg.wasm", "www"]) await cp(join("dist", file), join(folder, "src/nqueens", file), { recursive: true });
  // No mdbook is a failure, not a skip: scripts/setup.sh installs it.
  execFileSync("mdbook", ["build", folder, "--dest-dir", join(folder, "book")], { stdio: "pipe" });
  site = await startServer(join(folder, "book"));
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  site?.server.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

async function chapter({ viewport = { width: 1280, height: 800 }, theme = null } = {}) {
  const page = await browser.newPage({ viewport });
  page.errors = [];
  page.on("pageerror", (error) => page.errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") page.errors.push(message.text());
  });
  // mdBook keeps the reader's theme in localStorage.
  if (theme) await page.addInitScript((name) => localStorage.setItem("mdbook-theme", name), theme);
  await page.goto(`${site.url}board.html`);
  await page.locator("nqueens-board [data-part=status]").filter({ hasText: "Empty 6×6 board" }).waitFor({ timeout: 20000 });
  return page;
}

test("the book builds with the board in its chapter, the board's text at the book's text size", async () => {
  const page = await chapter();
  const sizes = await page.evaluate(() => {
    const root = document.querySelector("nqueens-board").shadowRoot;
    const size = (node) => parseFloat(getComputedStyle(node).fontSize);
    return {
      root: size(document.documentElement),
      text: size(document.querySelector("main p")),
      status: size(root.querySelector("[data-part=status]")),
      button: size(root.querySelector("[data-part=solve]")),
    };
  });
  // The book's own sizes, which the test relies on: a 10 px root font and 16 px text.
  assert.equal(sizes.root, 10);
  assert.equal(sizes.text, 16);
  assert.ok(sizes.status >= sizes.text && sizes.status <= sizes.text * 1.2, JSON.stringify(sizes));
  assert.ok(sizes.button >= sizes.text * 0.85, JSON.stringify(sizes));
  await screenshot(page, "mdbook-chapter-desktop-light");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("ArrowRight on the focused board moves its cursor and does not turn the book's page", async () => {
  const page = await chapter();
  const url = page.url();
  const board = page.locator("nqueens-board [data-part=board]");
  await board.focus();
  const cursor = page.locator("nqueens-board [data-part=cursor]");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await assert.doesNotReject(cursor.filter({ hasText: "row 0, column 2" }).waitFor({ timeout: 5000 }));
  await page.keyboard.press("ArrowLeft");
  await cursor.filter({ hasText: "row 0, column 1" }).waitFor({ timeout: 5000 });
  // Time for a page turn to start, had the key reached the book.
  await page.waitForTimeout(500);
  assert.equal(page.url(), url);
  // The book's shortcut is live: off the board, ArrowRight turns to the next chapter.
  await page.locator("main h1").click();
  await Promise.all([page.waitForURL(/backtracking\.html$/, { timeout: 10000 }), page.keyboard.press("ArrowRight")]);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("the chapter on a phone and in the book's dark theme", async () => {
  for (const [name, options] of [
    ["phone-light", { viewport: { width: 390, height: 844 }, theme: "light" }],
    ["desktop-dark", { theme: "navy" }],
    ["phone-dark", { viewport: { width: 390, height: 844 }, theme: "coal" }],
  ]) {
    const page = await chapter(options);
    const board = await page.locator("nqueens-board [data-part=board]").boundingBox();
    const width = page.viewportSize().width;
    assert.ok(board.x >= 0 && board.x + board.width <= width, `${name}: the board fits the screen`);
    if (name.endsWith("dark")) {
      const theme = await page.locator("nqueens-board").evaluate((element) => element.shadowRoot.querySelector(".nq").dataset.theme);
      assert.equal(theme, "dark", name);
    }
    await screenshot(page, `mdbook-chapter-${name}`);
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});
