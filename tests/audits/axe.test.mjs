// Accessibility audit: axe-core (npm) checks every view of the page in both themes, and the
// <nqueens-board> element in a plain page, with every rule axe-core runs by default (WCAG 2.2 A
// and AA, label-in-name among them, and the best practices): zero violations. The
// page's Content Security Policy forbids injected scripts, so the audit's browser context
// bypasses CSP (the page itself is unchanged). A second test walks the page with the Tab key
// and checks that every control it reaches shows a focus ring.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startServer, servePages } from "../support/serve.mjs";
import { audit, screenshot, SETTLE_LONG, launchBrowser } from "../support/browser.mjs";


let site;
let browser;
let context;
before(async () => {
  site = await startServer("dist", 0, "/", { cors: true });
  browser = await launchBrowser();
  context = await browser.newContext({ bypassCSP: true, viewport: { width: 1200, height: 900 } });
});
after(async () => {
  await browser?.close();
  site?.server.close();
});

async function open(query, viewport) {
  const page = await context.newPage();
  if (viewport) await page.setViewportSize(viewport);
  page.errors = [];
  page.on("pageerror", (error) => page.errors.push(error.message));
  await page.goto(`${site.url}${query}`);
  await page.waitForSelector("body[data-ready=true]", { timeout: 20000 });
  return page;
}

/** What each view shows once it has settled: a state worth auditing, with results on screen. */
const SETTLE = {
  async play(page) {
    await page.locator("#view-play [data-part=solve]").click();
    await page.locator("#view-play [data-part=result]").filter({ hasText: "Solved" }).waitFor();
    await page.locator("#view-play details summary").click();
    await page.locator("#view-play [data-part=completions]").click();
    await page.locator("#view-play [data-part=completions-result]").filter({ hasText: "solution" }).waitFor();
  },
  async solutions(page) {
    await page.waitForFunction(() => document.querySelector("#view-solutions [data-part=summary]").textContent.includes("92"));
  },
  async step(page) {
    await page.waitForFunction(() => Number(document.querySelector("#view-step [data-part=timeline]").max) > 0);
    await page.keyboard.press("ArrowRight");
    await page.getByRole("button", { name: "Show the search tree" }).click();
    await page.locator("#view-step .tree-text").filter({ hasText: "so far" }).waitFor();
    // Strategies side by side: the table and its bars.
    await page.getByRole("button", { name: "Compare strategies" }).click();
    await page.getByRole("button", { name: "Compare", exact: true }).click();
    await page.waitForFunction(() => document.querySelectorAll("#view-step .compare tbody tr").length === 4, null, { timeout: 60000 });
    await page.getByRole("table").scrollIntoViewIfNeeded();
  },
  ...SETTLE_LONG,
};

for (const theme of ["light", "dark"]) {
  for (const view of ["play", "solutions", "step", "count", "huge"]) {
    test(`page, ${view} view, ${theme} theme: no violations of any default axe rule`, async () => {
      const page = await open(`?view=${view}&theme=${theme}&n=${view === "count" ? 10 : 8}`);
      assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), theme);
      const before = await audit(page);
      await SETTLE[view](page);
      const after = await audit(page);
      await screenshot(page, `a11y-${view}-${theme}`);
      assert.deepEqual({ before, after }, { before: [], after: [] });
      assert.deepEqual(page.errors, []);
      await page.close();
    });
  }
}

test("page at phone size, every view, dark theme: no violations", async () => {
  const page = await open("?view=play&theme=dark", { width: 390, height: 844 });
  for (const view of ["play", "solutions", "step", "count", "huge"]) {
    await page.locator(`.views [data-view=${view}]`).click();
    await page.waitForFunction((v) => !document.querySelector(`#view-${v}`).hidden, view);
    assert.deepEqual({ view, violations: await audit(page) }, { view, violations: [] });
  }
  await page.close();
});

test("<nqueens-board> play, step and solutions in a plain page, both themes: no violations", async () => {
  for (const theme of ["light", "dark"]) {
    const body = ["play", "step", "solutions"]
      .map((view) => `<h2>${view}</h2>\n<nqueens-board view="${view}" n="${view === "solutions" ? 6 : 5}" theme="${theme}"${view === "step" ? " tree" : ""}></nqueens-board>`)
      .join("\n");
    const tutorial = await servePages({
      "/t.html": `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Tutorial</title>` +
        `<script type="module" src="${site.url}www/nqueens-element.js"></script></head><body><main><h1>Search</h1>${body}</main></body></html>`,
    });
    const page = await context.newPage();
    try {
      await page.goto(`${tutorial.url}t.html`);
      await page.waitForFunction(() => [...document.querySelectorAll("nqueens-board")].every((e) => e.shadowRoot?.querySelector("[data-part=board]")), null, { timeout: 20000 });
      await page.waitForFunction(() => document.querySelectorAll("nqueens-board")[2].shadowRoot.querySelector("[data-part=summary]")?.textContent.includes("4"));
      const violations = await audit(page);
      await screenshot(page, `a11y-element-${theme}`);
      assert.deepEqual({ theme, violations }, { theme, violations: [] });
    } finally {
      await page.close();
      tutorial.server.close();
    }
  }
});

/** Whether the focused element (inside shadow roots too) draws a ring: an outline of at least
 * 2 px in a colour that differs from the background, or a box shadow. */
function focusRing() {
  let el = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  if (!el || el === document.body) return null;
  const style = getComputedStyle(el);
  const name = `${el.localName}${el.dataset.part ? `[data-part=${el.dataset.part}]` : el.id ? `#${el.id}` : ""} "${(el.textContent || el.getAttribute("aria-label") || "").trim().slice(0, 20)}"`;
  const ring = (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== "none";
  return { name, ring };
}

for (const theme of ["light", "dark"]) {
  test(`every control reached with Tab shows a visible focus ring (${theme})`, async () => {
    const page = await open(`?view=play&theme=${theme}`);
    const seen = [];
    for (const view of ["play", "solutions", "step", "count", "huge"]) {
      await page.locator(`.views [data-view=${view}]`).click();
      await page.waitForFunction((v) => !document.querySelector(`#view-${v}`).hidden, view);
      await page.locator("body").click({ position: { x: 2, y: 2 } });
      const names = new Set();
      for (let i = 0; i < 80; i++) {
        await page.keyboard.press("Tab");
        const focus = await page.evaluate(focusRing);
        if (!focus || names.has(focus.name)) continue;
        names.add(focus.name);
        seen.push({ view, ...focus });
      }
    }
    const without = seen.filter((f) => !f.ring);
    assert.ok(seen.length > 40, `only ${seen.length} controls reached`);
    assert.deepEqual(without, []);
    await page.close();
  });
}

test("the 4-queens lesson, both themes: no violations", async () => {
  for (const theme of ["light", "dark"]) {
    const page = await open(`?view=step&n=4&lesson=1&theme=${theme}`);
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await page.getByRole("button", { name: "Column 1", exact: true }).click();
    await page.locator("#view-step .lesson-feedback").filter({ hasText: "Right" }).waitFor();
    await page.locator("#view-step .lesson").scrollIntoViewIfNeeded();
    assert.deepEqual({ theme, violations: await audit(page) }, { theme, violations: [] });
    await screenshot(page, `a11y-lesson-${theme}`);
    await page.close();
  }
});
