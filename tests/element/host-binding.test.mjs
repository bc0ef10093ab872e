// <nqueens-board> in someone else's page, as a documentation site and a framework meet it: every
// option the reader changes in the element's own controls comes back as one event carrying it
// (so a framework binds it both ways) while the host's own changes stay silent; the frame sends
// the same; theme="auto" follows the page's own dark switch (its color-scheme, VitePress's and
// Tailwind's `dark` class, Docusaurus's and Starlight's data-theme, the colour it sits on), live,
// and the system only when the page says nothing; the text takes the page's font; a compact bar
// leaves no empty strip.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { screenshot } from "../support/browser.mjs";
import { tutorialSetup, statusOf, events } from "../support/tutorial.mjs";

let env;
before(async () => {
  env = await tutorialSetup();
});
after(async () => {
  await env?.close();
});

/** The option events of element `id`, as { name, value, attribute }: the attribute of that name
 * as the listener found it when the event arrived. */
const optionsOf = async (page, id) => (await page.evaluate(() => window.options)).filter((e) => e.id === id).map(({ id: _, ...rest }) => rest);
const RECORD_OPTIONS = `<script>
  window.options = [];
  document.addEventListener("nqueens-option", (event) => {
    const el = event.target;
    const attribute = typeof event.detail.value === "boolean" ? el.hasAttribute(event.detail.name) : el.getAttribute(event.detail.name);
    window.options.push({ id: el.id, ...event.detail, attribute, property: el[event.detail.name] });
  });
</script>`;

test("each option the reader changes in the element's controls is one nqueens-option event carrying it; the host's changes stay silent", async () => {
  const page = await env.tutorial(
    `${RECORD_OPTIONS}
${env.snippet('id="play" n="6" view="play" controls="full"')}
<nqueens-board id="step" n="4" view="step" controls="full"></nqueens-board>
<nqueens-board id="list" n="6" view="solutions" controls="full"></nqueens-board>`,
    { viewport: { width: 1100, height: 3000 } },
  );
  await statusOf(page, "#play").filter({ hasText: "Empty 6×6 board" }).waitFor({ timeout: 20000 });
  await page.locator("#list [data-part=summary]").filter({ hasText: "4 solutions for N = 6" }).waitFor();
  // Play: the strategy menu.
  await page.locator("#play [data-part=strategy]").selectOption("lookup");
  assert.deepEqual(await optionsOf(page, "play"), [{ name: "strategy", value: "lookup", attribute: "lookup", property: "lookup" }]);
  // N typed by the reader is a change event, not an option.
  await page.locator("#play [data-part=n]").fill("5");
  await page.locator("#play [data-part=n]").press("Enter");
  await statusOf(page, "#play").filter({ hasText: "Empty 5×5 board" }).waitFor();
  assert.deepEqual((await events(page, "nqueens-change")).filter((e) => e.id === "play").map((e) => e.detail), [{ n: 5, queens: [] }]);
  // The host's own changes, by attribute and property: silent.
  await page.evaluate(() => {
    const play = document.getElementById("play");
    play.setAttribute("strategy", "backtracking");
    play.strategy = "bitboard";
    play.n = 7;
    const step = document.getElementById("step");
    step.tree = true;
    step.strategy = "lookup";
    document.getElementById("list").grouped = true;
  });
  await statusOf(page, "#play").filter({ hasText: "Empty 7×7 board" }).waitFor();
  await page.locator("#list [data-part=summary]").filter({ hasText: "1 fundamental solution for N = 6" }).waitFor({ timeout: 5000 }).catch(async () => assert.fail(await page.locator("#list [data-part=summary]").textContent()));
  await page.waitForFunction(() => !document.getElementById("step").shadowRoot.querySelector("[data-part=tree-slot]").hidden);
  assert.equal((await optionsOf(page, "play")).length, 1);
  assert.deepEqual(await optionsOf(page, "step"), []);
  assert.deepEqual(await optionsOf(page, "list"), []);
  assert.equal((await events(page, "nqueens-change")).filter((e) => e.id === "play").length, 1);
  // Step: the strategy menu, the tree and comparison panels; the position has its own event.
  await page.locator("#step [data-part=strategy]").selectOption("backtracking");
  await page.locator("#step [data-part=tree-open]").click();
  await page.locator("#step [data-part=compare-open]").click();
  await page.locator("#step [data-part=forward]").click();
  // The speed slider, pressed End: the fastest, 60 events per second.
  await page.locator("#step [data-part=speed]").press("End");
  assert.deepEqual(await optionsOf(page, "step"), [
    { name: "strategy", value: "backtracking", attribute: "backtracking", property: "backtracking" },
    { name: "tree", value: false, attribute: false, property: false },
    { name: "compare", value: true, attribute: true, property: true },
    { name: "speed", value: 60, attribute: "60", property: 60 },
  ]);
  const steps = (await events(page, "nqueens-step")).filter((e) => e.id === "step").map((e) => e.detail.position);
  assert.equal(steps.at(-1), 1);
  assert.equal(await page.locator("#step").getAttribute("step"), "1");
  // Solutions: the grouping.
  await page.locator("#list [data-part=grouped]").uncheck();
  assert.deepEqual(await optionsOf(page, "list"), [{ name: "grouped", value: false, attribute: false, property: false }]);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("the frame sends the same option events to its parent, and the view its reader opened", async () => {
  const page = await env.tutorial(`
<iframe id="frame" title="N-Queens" width="900" height="900" src="${env.cdn.url}index.html?embed=1&amp;view=play&amp;n=5&amp;controls=full"></iframe>
<script>
  window.fromFrame = [];
  addEventListener("message", (event) => {
    const data = event.data;
    if (data?.source === "nqueens-playground" && data.event === "nqueens-option") window.fromFrame.push(data.detail);
  });
</script>`);
  const frame = page.frameLocator("#frame");
  await frame.locator("#view-play [data-part=status]").filter({ hasText: "Empty 5×5 board" }).waitFor({ timeout: 20000 });
  await frame.locator("#view-play [data-part=strategy]").selectOption("backtracking");
  await frame.locator("#view-play [data-part=step]").click();
  await frame.locator("#view-step [data-part=narration]").waitFor();
  await frame.locator("#view-step [data-part=tree-open]").click();
  await page.waitForFunction(() => window.fromFrame.length >= 3);
  assert.deepEqual(await page.evaluate(() => window.fromFrame), [
    { name: "strategy", value: "backtracking" },
    { name: "view", value: "step" },
    { name: "tree", value: true },
  ]);
  assert.deepEqual(page.errors, []);
  await page.close();
});

/** The top-left (light) square of an element's board as the canvas drew it, and the colour the
 * theme it shows gives light squares (its `--sq-light`, #rrggbb). */
const lightSquare = (page, id) =>
  page.evaluate((i) => {
    const root = document.getElementById(i).shadowRoot;
    const canvas = root.querySelector("[data-part=board]");
    const band = Number(canvas.dataset.band) * (canvas.width / canvas.clientWidth);
    const cell = (canvas.width - band) / 4;
    const hex = getComputedStyle(root.querySelector(".nq")).getPropertyValue("--sq-light").trim();
    return {
      drawn: Array.from(canvas.getContext("2d").getImageData(Math.round(band + cell / 2), Math.round(band + cell / 2), 1, 1).data.slice(0, 3)),
      theme: [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)),
    };
  }, id);
const themeOf = (page, id) => page.locator(`#${id} .nq`).getAttribute("data-theme");

/** Checks that element `id` shows `theme`: the attribute, and the board redrawn in its colours. */
async function shows(page, id, theme, label = "") {
  const reached = await page
    .waitForFunction(([i, t]) => document.getElementById(i).shadowRoot.querySelector(".nq").dataset.theme === t, [id, theme], { timeout: 5000 })
    .then(() => true, () => false);
  assert.ok(reached, `${label} ${id} shows ${theme} (it shows ${await themeOf(page, id)})`);
  const { drawn, theme: colour } = await lightSquare(page, id);
  assert.deepEqual(drawn, colour, `${label} ${id}'s board is drawn in the ${theme} theme's colours`);
}

test('theme="auto" follows the page around the element (color-scheme, dark class, data-theme, background), live, and the system otherwise', async () => {
  const board = (id, extra = "") => `<nqueens-board id="${id}" n="4" view="play" ${extra}></nqueens-board>`;
  const pages = {
    // A page that declares its scheme.
    scheme: { head: "<style>:root { color-scheme: dark; }</style>", body: board("a"), system: "light", expect: "dark" },
    // Docusaurus and Starlight: data-theme on <html>, here against the system's dark.
    attribute: { head: '<script>document.documentElement.dataset.theme = "light";</script>', body: board("a"), system: "dark", expect: "light" },
    // Tailwind: a `dark` class on any ancestor.
    tailwind: { head: "", body: `<div class="dark">${board("a")}</div>`, system: "light", expect: "dark" },
    // A page that only paints itself: the colour the element sits on.
    background: { head: "<style>body { background: #fffdf5; }</style>", body: board("a"), system: "dark", expect: "light" },
    // A page that says nothing: the system's setting.
    silent: { head: "", body: board("a"), system: "dark", expect: "dark" },
    // An explicit theme wins over the page.
    explicit: { head: "<style>:root { color-scheme: dark; }</style>", body: board("a", 'theme="light"'), system: "dark", expect: "light" },
  };
  for (const [name, { head, body, system, expect }] of Object.entries(pages)) {
    const page = await env.tutorial(`<script type="module" src="${env.cdn.url}www/nqueens-element.js"></script>${body}`, { head, colorScheme: system });
    await statusOf(page, "#a").filter({ hasText: "Empty 4×4 board" }).waitFor({ timeout: 20000 });
    await shows(page, "a", expect, name);
    assert.deepEqual(page.errors, [], name);
    await page.close();
  }
});

test("a site's own dark switch turns the board dark and back as the reader flips it", async () => {
  // VitePress's switch: a `dark` class on <html> that sets color-scheme; then one that only sets
  // data-theme (Docusaurus, Starlight); then an inline style. The system stays light.
  const page = await env.tutorial(env.snippet('id="a" n="4" view="play"'), {
    head: "<style>html.dark { color-scheme: dark; background: #1b1b1f; } html[data-theme=dark] body { background: #1b1b1f; }</style>",
    colorScheme: "light",
  });
  await statusOf(page, "#a").filter({ hasText: "Empty 4×4 board" }).waitFor({ timeout: 20000 });
  await shows(page, "a", "light");
  await screenshot(page, "element-site-switch-light");
  await page.evaluate(() => document.documentElement.classList.add("dark"));
  await shows(page, "a", "dark");
  await screenshot(page, "element-site-switch-dark");
  await page.evaluate(() => document.documentElement.classList.remove("dark"));
  await shows(page, "a", "light");
  await page.evaluate(() => (document.documentElement.dataset.theme = "dark"));
  await shows(page, "a", "dark");
  await page.evaluate(() => (document.documentElement.dataset.theme = "light"));
  await shows(page, "a", "light");
  await page.evaluate(() => (document.documentElement.style.colorScheme = "dark"));
  await shows(page, "a", "dark");
  await page.evaluate(() => document.documentElement.style.removeProperty("color-scheme"));
  await page.evaluate(() => document.documentElement.removeAttribute("data-theme"));
  await shows(page, "a", "light");
  // The system's switch still counts where the page says nothing.
  await page.emulateMedia({ colorScheme: "dark" });
  await shows(page, "a", "dark");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("the element's text takes the page's font unless --nqueens-font names another; a compact bar leaves no empty strip", async () => {
  const page = await env.tutorial(
    `${env.snippet('id="plain" n="6" view="play"')}
<nqueens-board id="step" n="4" view="step"></nqueens-board>
<nqueens-board id="list" n="5" view="solutions"></nqueens-board>
<nqueens-board id="mono" n="4" view="play" style="--nqueens-font: monospace"></nqueens-board>`,
    { head: '<style>body { font-family: Georgia, "Times New Roman", serif; }</style>', viewport: { width: 900, height: 2600 } },
  );
  await statusOf(page, "#plain").filter({ hasText: "Empty 6×6 board" }).waitFor({ timeout: 20000 });
  await page.locator("#list [data-part=summary]").filter({ hasText: "10 solutions for N = 5" }).waitFor();
  const fonts = await page.evaluate(() =>
    ["plain", "mono"].map((id) => {
      const root = document.getElementById(id).shadowRoot;
      return ["[data-part=status]", "[data-part=solve]"].map((selector) => getComputedStyle(root.querySelector(selector)).fontFamily);
    }),
  );
  assert.deepEqual(fonts, [
    ['Georgia, "Times New Roman", serif', 'Georgia, "Times New Roman", serif'],
    ["monospace", "monospace"],
  ]);
  // Nothing visible in a compact element is an empty box: each has words, a board or controls.
  const empty = await page.evaluate(() =>
    ["plain", "step", "list"].flatMap((id) =>
      [...document.getElementById(id).shadowRoot.querySelectorAll("p, div, span")]
        .filter((node) => node.checkVisibility() && node.getBoundingClientRect().height >= 8 && !node.textContent.trim() && !node.querySelector("canvas, input, button, select"))
        .map((node) => `${id}: ${node.localName}[data-part=${node.dataset.part}]`),
    ),
  );
  assert.deepEqual(empty, []);
  // The result line appears under the buttons once there is a result.
  await page.locator("#plain").getByRole("button", { name: "Solve" }).click();
  await page.locator("#plain [data-part=result]").filter({ hasText: "Solved with Bitboard" }).waitFor();
  await screenshot(page, "element-compact-page-font");
  assert.deepEqual(page.errors, []);
  await page.close();
});
