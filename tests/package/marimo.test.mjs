// The notebook widget in marimo (examples/marimo_board.py): marimo's `mo.ui.anywidget` wraps the
// same anywidget JupyterLab shows (tests/package/jupyterlab.test.mjs), and marimo runs again
// every cell that reads the board when its value changes. `marimo run` (the app view a student
// opens) from the project's .venv, where the test command installs the wheel and
// scripts/setup.sh marimo, serves the notebook on loopback, and headless Chromium works it as a
// reader would: a queen placed on the board reaches Python (the cell that prints the board's
// queens shows it), queens set in Python (the button's cell) reach the board, and a square off
// the board set in Python is refused with the core's sentence while the board stays live.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawn, execFile } from "node:child_process";
import { access, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { launchBrowser, clickSquare, screenshot } from "../support/browser.mjs";
import { VENV, freePort } from "../support/jupyter.mjs";

const NOTEBOOK = path.resolve("examples/marimo_board.py");
const marimo = path.join(VENV, "bin", "marimo");

let server;
let url;
let log = "";
let home;
let browser;

before(async () => {
  // No marimo or no wheel is a failure, not a skip: setup installs marimo, the test command the wheel.
  await access(marimo).catch(() => {
    throw new Error(".venv/bin/marimo is missing: run ./scripts/setup.sh (it installs marimo into .venv)");
  });
  await promisify(execFile)(path.join(VENV, "bin", "python"), ["-c", "import nqueens.widget"]).catch((error) => {
    throw new Error(`the nqueens wheel is not installed in .venv (./scripts/test.sh builds and installs it): ${error.stderr}`);
  });
  // Its own home: no reader's marimo settings, and nothing left behind.
  home = await mkdtemp(path.join(tmpdir(), "nqueens-marimo-"));
  const port = await freePort();
  server = spawn(marimo, ["run", NOTEBOOK, "--headless", "--host", "127.0.0.1", "--port", String(port), "--no-token"], {
    env: { ...process.env, HOME: home, XDG_CONFIG_HOME: path.join(home, "config"), XDG_CACHE_HOME: path.join(home, "cache") },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout.on("data", (chunk) => (log += chunk));
  server.stderr.on("data", (chunk) => (log += chunk));
  url = `http://127.0.0.1:${port}/`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`marimo exited (${server.exitCode}):\n${log}`);
    if (await fetch(url).then((r) => r.ok, () => false)) break;
    if (Date.now() > deadline) throw new Error(`marimo did not answer on ${url} in 60 s:\n${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  if (server && server.exitCode === null) {
    server.kill("SIGTERM");
    await new Promise((resolve) => {
      server.on("exit", resolve);
      setTimeout(resolve, 10_000);
    });
  }
  if (home) await rm(home, { recursive: true, force: true });
});

test("in marimo, a queen placed on the board reaches Python and queens set in Python reach the board", async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(url);
  const status = page.locator("nqueens-board [data-part=status]");
  await status.filter({ hasText: "Empty 6×6 board" }).waitFor({ timeout: 60_000 });
  const python = page.getByText("Queens seen by Python:");
  await python.filter({ hasText: "[]" }).waitFor({ timeout: 30_000 });

  // The board to Python: marimo runs the cell that reads the widget again.
  const board = page.locator("nqueens-board [data-part=board]");
  await clickSquare(page, board, 6, 0, 1);
  await python.filter({ hasText: "[[0, 1]]" }).waitFor({ timeout: 30_000 });

  // Python to the board: the button's cell sets the widget's queens.
  await page.getByRole("button", { name: "Place two queens from Python" }).click();
  await status.filter({ hasText: "2 queens placed" }).waitFor({ timeout: 30_000 });
  // (marimo shows the widget in a shadow root of its own: the locator pierces it.)
  assert.deepEqual(await page.locator("nqueens-board").evaluate((element) => element.queens), [[0, 1], [1, 3]]);

  // And the board goes on from what Python set: a third queen reaches Python with the two.
  await clickSquare(page, board, 6, 2, 5);
  await python.filter({ hasText: "[[0, 1], [1, 3], [2, 5]]" }).waitFor({ timeout: 30_000 });

  // Bad input from Python: the core's sentence in the cell, the board as it was and still live.
  await page.getByRole("button", { name: "Place a queen off the board from Python" }).click();
  await page.getByText("Refused: square (row 9, column 9) is off the 6x6 board").waitFor({ timeout: 30_000 });
  assert.deepEqual(await page.locator("nqueens-board").evaluate((element) => element.queens), [[0, 1], [1, 3], [2, 5]]);
  await clickSquare(page, board, 6, 3, 0);
  await python.filter({ hasText: "[[0, 1], [1, 3], [2, 5], [3, 0]]" }).waitFor({ timeout: 30_000 });
  await screenshot(page, "marimo-board");
  // The widget's text at the notebook's size, as on any host.
  const size = await status.evaluate((node) => parseFloat(getComputedStyle(node).fontSize));
  assert.ok(size >= 13, `status at ${size} px`);
  assert.deepEqual(errors, []);
  await page.close();
});
