// No two visible controls share a name and do different things (issue 37): every view of the
// page (Play, Step with its tree and comparison, a lesson and its end, the lesson editor,
// Solutions, Count, Huge) and the element's views, in each language, read the way a screen
// reader reads them: the accessible name (axe-core's computation) of every visible button, link,
// field, menu and checkbox, and of the named lists and groups a reader hears beside them (the
// legend), per screen. Two with one name on one screen are a defect unless listed below as one
// action shown twice: inside one view (or one element), and as much across the page's header or
// menu of views and a view (the menu's "Count" link beside the Count view's start button, the
// page's language menu beside the lesson's): a reader tabs through both on one screen and hears
// one name for two actions. Every duplicate found is written to the file DUPLICATES names (or
// $DUP_LABELS), one language at a time, so translators can fix them all at once.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { createRequire } from "node:module";
import { openPage } from "../support/browser.mjs";
import { packLesson } from "../../www/lesson-file.js";
import { tutorialSetup } from "../support/tutorial.mjs";

const AXE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
const LANGS = ["en", "hi", "fa", "zh"];
/** A lesson of one sentence, so its end (Start again beside the search's Restart) is one click away. */
const SHORT = JSON.stringify({ format: "nqueens-lesson", version: 1, title: "Short", language: "en", board: { n: 4, strategy: "cp" }, steps: [{ kind: "narrate", text: "One sentence." }] });
/** The page's screens: each a view as a reader opens it, with what it shows once settled. */
const SCREENS = [
  { name: "play", query: "?view=play&n=6" },
  { name: "step (tree, comparison)", query: "?view=step&n=5&tree=1&compare=1" },
  {
    // At its first question: the Hint button beside the search's legend.
    name: "lesson, a question",
    query: "?view=step&lesson=1",
    settle: async (page) => {
      await page.locator("#view-step .lesson [data-part=next]").click();
      await page.locator("#view-step .lesson [data-part=hint]").waitFor();
    },
  },
  {
    name: "lesson, at its end",
    query: `?view=step&lesson=${await packLesson(SHORT)}`,
    settle: async (page) => {
      await page.locator("#view-step .lesson [data-part=next]").click();
      await page.locator("#view-step .lesson [data-part=again]").waitFor();
    },
  },
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
/** Controls that are one thing shown twice, by their keys (see `key` below), each with why. */
const SAME_ACTION = [
  // On the Solutions view: the menu's link to this very view and the view's list of solutions,
  // named by the view's title ("All solutions"): both name the view the reader is on.
  ["nav view.solutions", "view-solutions gallery"],
];
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
    // Named lists and groups: a reader hears their names beside the controls' (the legend).
    const NAMED = ":is(ul, ol, [role=list], [role=group], [role=toolbar], [role=radiogroup], fieldset):is([aria-label], [aria-labelledby])";
    const found = [];
    const walk = (root, screen) => {
      for (const el of root.querySelectorAll("*")) {
        if (el.shadowRoot) walk(el.shadowRoot, el.id || el.localName);
        if (!el.matches(SELECTOR) && !el.matches(NAMED)) continue;
        const box = el.getBoundingClientRect();
        if (!el.checkVisibility({ visibilityProperty: true }) || box.width < 1 || box.height < 1 || el.closest("[aria-hidden=true], [inert]")) continue;
        const name = axe.commons.text.accessibleTextVirtual(axe.utils.getNodeFromTree(el)).trim().replace(/\s+/g, " ");
        // The landmark it is read in: a view of the page, the page's header or menu, an element.
        const region = el.closest("section.view, header, nav, footer");
        const scope = region ? region.id || region.localName : screen;
        const what = ["data-part", "id", "data-t", "data-t-aria-label", "data-measure", "data-view", "data-n", "href"].map((a) => el.getAttribute(a)).find(Boolean);
        const key = `${scope} ${what ?? el.outerHTML.slice(0, 80)}`;
        found.push({ screen, scope, role: axe.commons.aria.getRole(el) ?? el.localName, name, key });
      }
    };
    walk(document, "page");
    axe.teardown();
    return found;
  });
}

/** The names two or more different actions share on one screen, inside one landmark or across
 * the page's header or menu and a view: all failing, each line saying which. */
function duplicates(list, where) {
  const byName = new Map();
  for (const c of list) {
    if (!c.name) continue;
    const id = `${c.screen}\u0000${c.name.toLowerCase()}`;
    if (!byName.has(id)) byName.set(id, []);
    byName.get(id).push(c);
  }
  const found = [];
  const across = [];
  for (const group of byName.values()) {
    const keys = [...new Set(group.map((c) => c.key))];
    if (keys.length < 2 || SAME_ACTION.some((same) => keys.every((k) => same.includes(k)))) continue;
    const line = `${where}: «${group[0].name}» names ${keys.length}: ${[...new Set(group.map((c) => `${c.role} ${c.key}`))].join("; ")}`;
    const inOne = [...new Set(group.map((c) => c.scope))].some((scope) => new Set(group.filter((c) => c.scope === scope).map((c) => c.key)).size > 1);
    (inOne ? found : across).push(inOne ? line : `${line} (header or menu and a view)`);
  }
  return { found, across };
}

const report = [];
for (const lang of LANGS) {
  test(`${lang}: no two visible controls on one screen share a name with different actions`, async () => {
    const page = await openPage({ url: env.cdn.url, browser: env.browser }, `?lang=${lang}`, { bypassCSP: true });
    const found = [];
    const across = [];
    let checked = 0;
    for (const screen of SCREENS) {
      await page.goto(`${env.cdn.url}${screen.query}&lang=${lang}`);
      await page.waitForSelector("body[data-ready=true]", { timeout: 20000 });
      await screen.settle?.(page);
      const list = await controls(page);
      checked += list.length;
      const seen = duplicates(list, `page ${screen.name}`);
      found.push(...seen.found);
      across.push(...seen.across);
    }
    const tutorial = await env.tutorial(
      ELEMENTS.map((attributes, k) => env.snippet(`id="e${k}" ${attributes}`)).join("\n"),
      { html: `lang="${lang}"`, bypassCSP: true },
    );
    await tutorial.waitForFunction(() => [...document.querySelectorAll("nqueens-board")].every((e) => e.shadowRoot?.querySelector("[data-part=board]")), null, { timeout: 20000 });
    await tutorial.locator("#e2").locator(".lesson [data-part=next]").click({ timeout: 20000 });
    await tutorial.locator("#e2").locator(".lesson [data-part=hint]").waitFor();
    const list = await controls(tutorial);
    checked += list.length;
    const seen = duplicates(list, "element");
    found.push(...seen.found);
    across.push(...seen.across);
    report.push(
      `# ${lang}: ${found.length} name(s) shared by different controls in one view (failing)`,
      ...found,
      `# ${lang}: ${across.length} name(s) shared by the page's header or menu and a view (failing)`,
      ...across,
      "",
    );
    mkdirSync(dirname(DUPLICATES), { recursive: true });
    writeFileSync(DUPLICATES, report.join("\n"));
    assert.ok(checked > 200, `${checked} controls checked`);
    assert.deepEqual([...found, ...across], []);
    assert.deepEqual([...page.errors, ...tutorial.errors], []);
    await tutorial.close();
    await page.close();
  });
}
