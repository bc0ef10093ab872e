// No two visible controls share a name and do different things (issue 37): every view of the
// page (Play, Step with its tree and comparison, a lesson, the lesson editor, Solutions, Count,
// Huge) and the element's views, in each language, read the way a screen reader reads them:
// the accessible name (axe-core's computation) of every visible button, link, field, menu and
// checkbox, per screen. Two controls with one name are a defect unless they are listed below as
// one action shown twice. Every duplicate found is written to the file DUPLICATES names (or
// $DUP_LABELS), one language at a time, so translators can fix them all at once.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { createRequire } from "node:module";
import { openPage } from "./support/browser.mjs";
import { tutorialSetup } from "./support/tutorial.mjs";

const AXE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
const LANGS = ["en", "hi", "fa", "zh"];
/** The page's screens: each a view as a reader opens it, with what it shows once settled. */
const SCREENS = [
  { name: "play", query: "?view=play&n=6" },
  { name: "step (tree, comparison)", query: "?view=step&n=5&tree=1&compare=1" },
  { name: "lesson", query: "?view=step&lesson=1" },
  { name: "lesson editor", query: "?view=step&n=5&edit=1" },
  { name: "solutions", query: "?view=solutions&n=6", settle: (page) => page.waitForSelector("#view-solutions .thumb") },
  { name: "count", query: "?view=count&n=8" },
  {
    name: "huge (solved)",
    query: "?view=huge",
    settle: async (page) => {
      await page.locator("#huge-n").fill("1000");
      await page.locator("#huge-solve").click();
      await page.waitForFunction(() => document.querySelector("#huge-result").textContent !== "", null, { timeout: 60000 });
    },
  },
];
/** The element's views, one element each (each element is its own screen). */
const ELEMENTS = ['view="play" n="6"', 'view="step" n="5" tree compare', 'view="step" lesson="four-queens"', 'view="solutions" n="6"'];
/** Controls that are one action shown twice, by their keys (see `key` below): none so far. */
const SAME_ACTION = [];
const DUPLICATES = process.env.DUP_LABELS ?? "tests/artifacts/dup-labels.txt";

let env;
before(async () => {
  env = await tutorialSetup();
});
after(async () => {
  await env?.close();
});

/**
 * The visible controls of `page`, grouped by screen ("page", or the id of the element holding
 * them): each control's role, accessible name and key (where it lives and which part it is, so
 * two different controls never share one).
 */
async function controls(page) {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ path: AXE });
  return page.evaluate(() => {
    const axe = /** @type {any} */ (window).axe;
    axe.setup(document);
    const SELECTOR =
      "button, a[href], input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=checkbox], [role=switch], [role=tab], [role=radio], [role=menuitem], [role=option][tabindex]";
    const found = [];
    const walk = (root, screen) => {
      for (const el of root.querySelectorAll("*")) {
        if (el.shadowRoot) walk(el.shadowRoot, el.id || el.localName);
        if (!el.matches(SELECTOR)) continue;
        const box = el.getBoundingClientRect();
        if (!el.checkVisibility({ visibilityProperty: true }) || box.width < 1 || box.height < 1 || el.closest("[aria-hidden=true], [inert]")) continue;
        const name = axe.commons.text.accessibleTextVirtual(axe.utils.getNodeFromTree(el)).trim().replace(/\s+/g, " ");
        const view = el.closest("[id^=view-], .nq-view, header, nav, footer");
        const part = el.getAttribute("data-part") ?? el.id ?? "";
        const key = [screen, view?.id || view?.className.split(" ")[0] || "", part || el.getAttribute("data-t") || el.getAttribute("href") || el.outerHTML.slice(0, 60)].join(" ");
        found.push({ screen, role: axe.commons.aria.getRole(el) ?? el.localName, name, key });
      }
    };
    walk(document, "page");
    axe.teardown();
    return found;
  });
}

/** The names two or more different actions share on one screen. */
function duplicates(list, where) {
  const byName = new Map();
  for (const c of list) {
    if (!c.name) continue;
    const id = `${c.screen}\u0000${c.name.toLowerCase()}`;
    if (!byName.has(id)) byName.set(id, []);
    byName.get(id).push(c);
  }
  const found = [];
  for (const group of byName.values()) {
    const keys = [...new Set(group.map((c) => c.key))];
    if (keys.length < 2) continue;
    if (SAME_ACTION.some((same) => keys.every((k) => same.includes(k)))) continue;
    found.push(`${where}: «${group[0].name}» names ${keys.length} controls: ${group.map((c) => `${c.role} ${c.key}`).join("; ")}`);
  }
  return found;
}

const report = [];
for (const lang of LANGS) {
  test(`${lang}: no two visible controls on one screen share a name with different actions`, async () => {
    const page = await openPage({ url: env.cdn.url, browser: env.browser }, `?lang=${lang}`, { bypassCSP: true });
    const found = [];
    let checked = 0;
    for (const screen of SCREENS) {
      await page.goto(`${env.cdn.url}${screen.query}&lang=${lang}`);
      await page.waitForSelector("body[data-ready=true]", { timeout: 20000 });
      await screen.settle?.(page);
      const list = await controls(page);
      checked += list.length;
      found.push(...duplicates(list, `page ${screen.name}`));
    }
    const tutorial = await env.tutorial(
      ELEMENTS.map((attributes, k) => env.snippet(`id="e${k}" ${attributes}`)).join("\n"),
      { html: `lang="${lang}"`, bypassCSP: true },
    );
    await tutorial.waitForFunction(() => [...document.querySelectorAll("nqueens-board")].every((e) => e.shadowRoot?.querySelector("[data-part=board]")), null, { timeout: 20000 });
    await tutorial.locator("#e2").locator(".lesson [data-part=next]").waitFor({ timeout: 20000 });
    const list = await controls(tutorial);
    checked += list.length;
    found.push(...duplicates(list, "element"));
    report.push(`# ${lang}: ${found.length} duplicate name(s)`, ...found, "");
    mkdirSync(dirname(DUPLICATES), { recursive: true });
    writeFileSync(DUPLICATES, report.join("\n"));
    assert.ok(checked > 200, `${checked} controls checked`);
    assert.deepEqual(found, []);
    assert.deepEqual([...page.errors, ...tutorial.errors], []);
    await tutorial.close();
    await page.close();
  });
}
