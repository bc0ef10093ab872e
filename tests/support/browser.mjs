// Starts the built page in Debian's headless Chromium through playwright-core. The flags keep
// Chromium from reaching for the network, which this machine does not have.
import { chromium } from "playwright-core";
import { startServer } from "./serve.mjs";
import { mkdir } from "node:fs/promises";
import { createRequire } from "node:module";

const AXE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

const ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** One browser and one server for a test file; `args` adds Chromium flags. */
export async function launch({ base = "/", args = [] } = {}) {
  const { server, url } = await startServer("dist", 0, base);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    args: [...ARGS, ...args],
  });
  return {
    url,
    browser,
    async close() {
      await browser.close();
      server.close();
    },
  };
}

/** Opens the playground (with an optional query string) and waits until it is ready. */
export async function openPage(env, query = "", { viewport = { width: 1200, height: 900 }, ...options } = {}) {
  const page = await env.browser.newPage({ viewport, ...options });
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  // Console errors count too: a Content Security Policy violation is reported only there.
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.errors = errors;
  await page.goto(`${env.url}${query}`);
  await page.waitForSelector("body[data-ready=true]", { timeout: 20000 });
  return page;
}

/** Where the centre of square (row, col) is on a board canvas, relative to the canvas. */
async function squareCentre(canvas, n, row, col) {
  const box = await canvas.boundingBox();
  const band = Number((await canvas.getAttribute("data-band")) ?? 0);
  const cell = (box.width - band) / n;
  return { x: band + (col + 0.5) * cell, y: band + (row + 0.5) * cell };
}

/** Clicks the centre of square (row, col) on a board canvas, like a person would. Takes a
 * selector on a page or frame, or a locator (which may reach into an element's shadow root). */
export async function clickSquare(page, selector, n, row, col) {
  const canvas = typeof selector === "string" ? page.locator(selector) : selector;
  await canvas.click({ position: await squareCentre(canvas, n, row, col) });
}

/** Taps the centre of square (row, col) on a board canvas, as a finger would. */
export async function tapSquare(canvas, n, row, col) {
  await canvas.tap({ position: await squareCentre(canvas, n, row, col) });
}

export async function screenshot(page, name) {
  await mkdir("tests/artifacts", { recursive: true });
  await page.screenshot({ path: `tests/artifacts/${name}.png` });
}

/** Settles the page's Count view (with whatever N its input holds) and its Huge view (N = 1000):
 * each has finished and shows its answer, so a test looks at a view with something to say. */
export const SETTLE_LONG = {
  async count(page) {
    await page.locator("#count-start").click();
    await page.waitForFunction(() => document.querySelector("#count-result").textContent !== "", null, { timeout: 60000 });
  },
  async huge(page) {
    await page.locator("#huge-n").fill("1000");
    await page.locator("#huge-solve").click();
    await page.waitForFunction(() => document.querySelector("#huge-result").textContent !== "", null, { timeout: 60000 });
  },
};

/** Runs axe-core on the page as it is now (every rule it runs by default, label-in-name named so
 * it can never drop out); returns the violations in a readable form. The page needs a context
 * that bypasses CSP, which forbids injected scripts. */
export async function audit(page) {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => {
    // Every rule axe runs by default; label-in-name (WCAG 2.5.3) is named so it can never drop out.
    const rules = window.axe.getRules().map((rule) => rule.ruleId);
    if (!rules.includes("label-content-name-mismatch")) throw new Error("axe no longer has label-content-name-mismatch");
    const results = await window.axe.run(document, { resultTypes: ["violations"], rules: { "label-content-name-mismatch": { enabled: true } } });
    return results.violations;
  });
  return violations.map((v) => ({
    rule: v.id,
    help: v.help,
    nodes: v.nodes.slice(0, 5).map((node) => `${JSON.stringify(node.target)}: ${node.failureSummary.split("\n").slice(1, 3).join(" ").trim()}`),
  }));
}

/** The digits a reader may type besides ASCII ones: Persian, Devanagari and full-width. */
export const DIGIT_SCRIPTS = { Persian: "۰۱۲۳۴۵۶۷۸۹", Devanagari: "०१२३४५६७८९", "full-width": "０１２３４５６７８９" };

/** `text` with its ASCII digits written in `script`'s (a key of DIGIT_SCRIPTS). */
export const inDigits = (text, script) => String(text).replace(/[0-9]/g, (d) => DIGIT_SCRIPTS[script][Number(d)]);

/** Types `text` into a field as a person does: click, select what is there, type it key by key. */
export async function typeInto(field, text) {
  await field.click();
  await field.press("ControlOrMeta+A");
  await field.press("Backspace");
  await field.pressSequentially(text);
}
