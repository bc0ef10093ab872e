// <nqueens-board>'s manners as a web component, as host pages and frameworks meet them: attribute
// changes that apply only what they name, properties that reflect, host-owned attributes left
// alone, `ready` for late elements, events no window or form listener mistakes for its own,
// everything released when elements leave, one pool and one compile per page, restyling from
// outside, and no unbounded work on the host's thread when no worker may start.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { dirname } from "node:path";
import { clickSquare, screenshot } from "../support/browser.mjs";
import { startServer } from "../support/serve.mjs";
import { tutorialSetup, statusOf, events } from "../support/tutorial.mjs";

const require = createRequire(import.meta.url);

let env;
let vue;
before(async () => {
  env = await tutorialSetup();
  // Vue's browser build, served like any CDN file.
  vue = await startServer(dirname(require.resolve("vue/dist/vue.esm-browser.prod.js")), 0, "/", { cors: true });
});
after(async () => {
  await env?.close();
  vue?.server.close();
});

const notes = (page, host = "nqueens-board") => page.locator(`${host} [role=note]`).allTextContents();
const queensOf = (page, id) => page.evaluate((i) => document.getElementById(i).queens, id);

test("a host that binds attributes like a framework keeps the reader's queens and shows no note", async () => {
  const page = await env.tutorial(env.snippet('id="bound" n="6" view="play" strategy="bitboard" theme="light" controls="full"'));
  await statusOf(page).filter({ hasText: "Empty 6×6 board" }).waitFor({ timeout: 20000 });
  const board = page.locator("#bound [data-part=board]");
  for (const [row, col] of [[0, 1], [1, 3], [2, 5]]) await clickSquare(page, board, 6, row, col);
  const placed = "3 queens placed, none attacking; 3 to go.";
  assert.equal(await statusOf(page).textContent(), placed);
  const changesBefore = (await events(page, "nqueens-change")).length;
  await page.evaluate(() => {
    const element = document.getElementById("bound");
    // What framework bindings do: set the bound attribute, often to the value it already has,
    element.setAttribute("strategy", "lookup");
    element.setAttribute("theme", "dark");
    element.setAttribute("n", "6");
    element.setAttribute("strategy", "lookup");
    element.setAttribute("view", "play");
    element.setAttribute("controls", "full");
    // and add their own scoping and bookkeeping attributes (Angular, Vue, test ids, a11y).
    for (const [name, value] of [
      ["_ngcontent-ng-c3214", ""],
      ["_nghost-ng-c77", ""],
      ["ng-reflect-strategy", "lookup"],
      ["ng-version", "19.2.0"],
      ["data-v-7ba5bd90", ""],
      ["data-testid", "queens-board"],
      ["class", "wide framed"],
      ["style", "max-width: 40rem"],
      ["title", "Try it"],
      ["role", "region"],
      ["aria-label", "Six queens"],
      ["tabindex", "-1"],
      ["slot", "demo"],
      ["lang", "en"],
    ]) {
      element.setAttribute(name, value);
    }
  });
  await page.waitForFunction(() => document.getElementById("bound").shadowRoot.querySelector("[data-part=strategy]").value === "lookup");
  assert.equal(await statusOf(page).textContent(), placed);
  assert.deepEqual(await queensOf(page, "bound"), [[0, 1], [1, 3], [2, 5]]);
  assert.equal(await page.locator("#bound .nq").getAttribute("data-theme"), "dark");
  assert.deepEqual(await notes(page), []);
  // The host's own changes are not reported back to it.
  assert.equal((await events(page, "nqueens-change")).length, changesBefore);
  // A near miss of an option's name does get a note, and loses it when corrected.
  await page.evaluate(() => document.getElementById("bound").setAttribute("stratgy", "cp"));
  await page.locator("#bound [role=note]").waitFor();
  assert.deepEqual(await notes(page), ['Ignored unknown attribute "stratgy" (did you mean strategy?).']);
  await page.evaluate(() => document.getElementById("bound").removeAttribute("stratgy"));
  await page.waitForFunction(() => document.getElementById("bound").shadowRoot.querySelectorAll("[role=note]").length === 0);
  // Changing N is the one change that empties the board.
  await page.evaluate(() => document.getElementById("bound").setAttribute("n", "7"));
  await statusOf(page).filter({ hasText: "Empty 7×7 board" }).waitFor();
  assert.equal(await page.locator("#bound").getAttribute("queens"), null);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("in a Vue app, bound properties change and the reader's queens stay", async () => {
  const page = await env.tutorial(`
<div id="app">
  <p><button type="button" @click="next">Next strategy</button> <button type="button" @click="dark = !dark">Toggle theme</button>
    <button type="button" @click="n++">Bigger board</button></p>
  <nqueens-board id="vue-board" view="play" controls="full" :n="n" :strategy="strategies[k]" :theme="dark ? 'dark' : 'light'"
    @nqueens-change="changes++"></nqueens-board>
  <p id="vue-changes">{{ changes }} changes</p>
</div>
<script type="module">
  import { createApp } from "${vue.url}vue.esm-browser.prod.js";
  const app = createApp({
    data: () => ({ n: 6, k: 0, dark: false, changes: 0, strategies: ["bitboard", "lookup", "backtracking"] }),
    methods: { next() { this.k = (this.k + 1) % this.strategies.length; } },
  });
  app.config.compilerOptions.isCustomElement = (tag) => tag === "nqueens-board";
  app.mount("#app");
</script>
<script type="module" src="${env.cdn.url}www/nqueens-element.js"></script>`);
  await statusOf(page, "#vue-board").filter({ hasText: "Empty 6×6 board" }).waitFor({ timeout: 20000 });
  const board = page.locator("#vue-board [data-part=board]");
  for (const [row, col] of [[0, 1], [1, 3], [2, 5]]) await clickSquare(page, board, 6, row, col);
  await page.locator("#vue-changes").filter({ hasText: "3 changes" }).waitFor();
  await page.getByRole("button", { name: "Next strategy" }).click();
  await page.getByRole("button", { name: "Toggle theme" }).click();
  await page.getByRole("button", { name: "Next strategy" }).click();
  await page.waitForFunction(() => document.getElementById("vue-board").shadowRoot.querySelector("[data-part=strategy]").value === "backtracking");
  assert.equal(await page.locator("#vue-board .nq").getAttribute("data-theme"), "dark");
  assert.equal(await statusOf(page, "#vue-board").textContent(), "3 queens placed, none attacking; 3 to go.");
  assert.deepEqual(await notes(page, "#vue-board"), []);
  await screenshot(page, "element-vue");
  await page.getByRole("button", { name: "Bigger board" }).click();
  await statusOf(page, "#vue-board").filter({ hasText: "Empty 7×7 board" }).waitFor();
  assert.equal(await page.locator("#vue-changes").textContent(), "3 changes");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("every attribute has a property; methods, clicks and properties are reflected to the attributes", async () => {
  const page = await env.tutorial(`
<div id="box"></div>
<script>
  // A framework may set properties before the element is defined.
  const early = document.createElement("nqueens-board");
  early.id = "early";
  early.n = 9;
  early.controls = "full";
  document.getElementById("box").append(early);
</script>
<script type="module" src="${env.cdn.url}www/nqueens-element.js"></script>`);
  await statusOf(page, "#early").filter({ hasText: "Empty 9×9 board" }).waitFor({ timeout: 20000 });
  assert.equal(await page.locator("#early").getAttribute("n"), "9");
  const early = page.locator("#early");
  // Properties, read and written.
  assert.deepEqual(
    await page.evaluate(() => {
      const e = document.getElementById("early");
      return { n: e.n, view: e.view, strategy: e.strategy, queens: e.queens, controls: e.controls, tree: e.tree, solved: e.solved };
    }),
    { n: 9, view: "play", strategy: "bitboard", queens: [], controls: "full", tree: false, solved: false },
  );
  await page.evaluate(() => (document.getElementById("early").n = 6));
  await statusOf(page, "#early").filter({ hasText: "Empty 6×6 board" }).waitFor();
  assert.equal(await early.getAttribute("n"), "6");
  // A method is reflected.
  assert.equal(await page.evaluate(() => document.getElementById("early").setN(5)), true);
  assert.equal(await early.getAttribute("n"), "5");
  assert.equal(await page.evaluate(() => document.getElementById("early").n), 5);
  // Clicks are reflected: the attribute holds the queen code, the property the squares.
  const board = page.locator("#early [data-part=board]");
  await clickSquare(page, board, 5, 0, 0);
  await clickSquare(page, board, 5, 1, 2);
  assert.deepEqual(await queensOf(page, "early"), [[0, 0], [1, 2]]);
  const code = await early.getAttribute("queens");
  assert.match(code, /^[A-Za-z0-9_-]+$/);
  // The queens property takes squares; the strategy property a name.
  await page.evaluate(() => {
    const e = document.getElementById("early");
    e.queens = [[0, 0], [1, 2], [2, 4], [3, 1], [4, 3]];
    e.strategy = "lookup";
  });
  await statusOf(page, "#early").filter({ hasText: "Solved: 5 queens" }).waitFor();
  assert.equal(await page.evaluate(() => document.getElementById("early").solved), true);
  assert.equal(await early.getAttribute("strategy"), "lookup");
  assert.notEqual(await early.getAttribute("queens"), code);
  // The strategy menu is reflected too.
  await page.locator("#early [data-part=strategy]").selectOption("backtracking");
  assert.equal(await early.getAttribute("strategy"), "backtracking");
  // Squares off the board: a note and an error event, the board as it was.
  await page.evaluate(() => (document.getElementById("early").queens = [[7, 7]]));
  assert.deepEqual(await notes(page, "#early"), ["Ignored queens: [7,7] is not a [row, col] square of the 5×5 board."]);
  assert.deepEqual((await events(page, "nqueens-error")).map((e) => e.detail), [
    { command: "queens", message: "[7,7] is not a [row, col] square of the 5×5 board" },
  ]);
  assert.equal(await statusOf(page, "#early").textContent(), "Solved: 5 queens, none attacking.");
  // Switches and the view: the step view's panels, its position reflected as `step`.
  await page.evaluate(() => {
    const e = document.getElementById("early");
    e.view = "step";
    e.n = 4;
    e.tree = true;
  });
  await page.locator("#early [data-part=narration]").filter({ hasText: "4×4" }).waitFor();
  assert.equal(await early.getAttribute("tree"), "");
  assert.equal(await page.locator("#early [data-part=tree-slot]").isVisible(), true);
  await page.evaluate(async () => {
    const e = document.getElementById("early");
    await e.forward();
    await e.forward();
    await e.forward();
  });
  assert.equal(await early.getAttribute("step"), "3");
  assert.equal(await page.evaluate(() => document.getElementById("early").step), 3);
  await page.evaluate(() => (document.getElementById("early").tree = false));
  await page.waitForFunction(() => document.getElementById("early").shadowRoot.querySelector("[data-part=tree-slot]").hidden);
  assert.equal(await early.getAttribute("tree"), null);
  // Setting the step moves the search, and keeps the view's other state.
  await page.evaluate(() => (document.getElementById("early").step = 1));
  await page.waitForFunction(() => document.getElementById("early").shadowRoot.querySelector("[data-part=timeline]").value === "1");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("an element appended after the wasm loaded is ready once shown, and a listener added after append hears it", async () => {
  const page = await env.tutorial(env.snippet('id="first" n="4"'));
  await statusOf(page, "#first").filter({ hasText: "Empty 4×4 board" }).waitFor({ timeout: 20000 });
  const heard = await page.evaluate(async () => {
    const late = document.createElement("nqueens-board");
    late.id = "late";
    late.setAttribute("n", "7");
    document.querySelector("main").append(late);
    const seen = [];
    late.addEventListener("nqueens-ready", (event) => seen.push(event.detail));
    const resolved = await late.ready;
    return { seen, same: resolved === late, status: late.shadowRoot.querySelector("[data-part=status]").textContent };
  });
  assert.deepEqual(heard, { seen: [{ view: "play", n: 7, queens: [] }], same: true, status: "Empty 7×7 board: place 7 queens so that none attack each other." });
  assert.deepEqual(page.errors, []);
  await page.close();
});

/** Test instrumentation: counts wasm compiles, live media-query listeners and live size
 * observers, so a test can tell what an element started and whether it let go. */
function instrument() {
  window.__compiles = 0;
  for (const name of ["compile", "compileStreaming"]) {
    const original = WebAssembly[name];
    WebAssembly[name] = function (...args) {
      window.__compiles++;
      return original.apply(this, args);
    };
  }
  window.__media = 0;
  const add = MediaQueryList.prototype.addEventListener;
  const remove = MediaQueryList.prototype.removeEventListener;
  MediaQueryList.prototype.addEventListener = function (...args) {
    window.__media++;
    return add.apply(this, args);
  };
  MediaQueryList.prototype.removeEventListener = function (...args) {
    window.__media--;
    return remove.apply(this, args);
  };
  window.__observers = 0;
  const Observer = window.ResizeObserver;
  window.ResizeObserver = class extends Observer {
    observe(...args) {
      if (!this.live) window.__observers++;
      this.live = true;
      return super.observe(...args);
    }
    disconnect() {
      if (this.live) window.__observers--;
      this.live = false;
      return super.disconnect();
    }
  };
}

test("ten elements that searched and were removed leave no worker, listener or observer; one compile, one bounded pool", async () => {
  const page = await env.tutorial(`<div id="chapter"></div><script type="module" src="${env.cdn.url}www/nqueens-element.js"></script>`, {
    init: instrument,
  });
  const cores = await page.evaluate(async () => {
    await customElements.whenDefined("nqueens-board");
    for (let i = 0; i < 10; i++) {
      const element = document.createElement("nqueens-board");
      element.id = `b${i}`;
      element.setAttribute("n", String(10 + (i % 4)));
      element.setAttribute("controls", "full");
      element.setAttribute("view", i % 3 === 2 ? "step" : "play");
      document.getElementById("chapter").append(element);
    }
    await Promise.all([...document.querySelectorAll("nqueens-board")].map((e) => e.ready));
    return navigator.hardwareConcurrency;
  });
  const live = () => page.evaluate(() => ({ media: window.__media, observers: window.__observers }));
  const running = await live();
  assert.ok(running.media >= 10 && running.observers >= 10, `ten elements listen and observe: ${JSON.stringify(running)}`);
  // Seven play boards solve at once, each in a worker of the one pool.
  const solved = await page.evaluate(() =>
    Promise.all([...document.querySelectorAll("nqueens-board")].filter((e) => e.view === "play").map((e) => e.solve())),
  );
  assert.deepEqual(solved, Array(7).fill(true));
  const results = await page.locator("nqueens-board [data-part=result]").allTextContents();
  assert.equal(results.filter((text) => text.startsWith("Solved with Bitboard")).length, 7);
  assert.equal(await page.evaluate(() => window.__compiles), 1, "the wasm module is compiled once for the page");
  assert.equal(page.wasm.length, 1, "and fetched once");
  const poolSize = Math.max(2, Math.min(cores, 16));
  assert.ok(page.started.length >= 1 && page.started.length <= poolSize, `${page.started.length} workers started for a pool of ${poolSize}`);
  // Every element leaves the page.
  await page.evaluate(() => document.getElementById("chapter").replaceChildren());
  await page.waitForFunction(() => window.__observers === 0 && window.__media === 0, null, { timeout: 5000 });
  for (let i = 0; i < 50 && page.workers().length > 0; i++) await page.waitForTimeout(100);
  assert.equal(page.workers().length, 0, "no worker is left running");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("an element moved mid-search carries on; one taken off the page stops, and says so when it is back", async () => {
  const page = await env.tutorial(`<div id="left"></div><div id="right"></div>${env.snippet('id="mover" n="200" view="play" strategy="lookup" controls="full"')}`);
  const mover = page.locator("#mover");
  await statusOf(page, "#mover").filter({ hasText: "Empty 200×200 board" }).waitFor({ timeout: 20000 });
  await clickSquare(page, page.locator("#mover [data-part=board]"), 200, 0, 0);
  // A move within one task: the search goes on, in the same worker.
  await page.locator("#mover").getByRole("button", { name: "Solve" }).click();
  await page.locator("#mover").getByRole("button", { name: "Solve anyway" }).click();
  await page.locator("#mover [data-part=result]").filter({ hasText: "Searching…" }).waitFor();
  await page.evaluate(() => document.getElementById("right").append(document.getElementById("mover")));
  await page.waitForTimeout(400);
  assert.match(await page.locator("#mover [data-part=result]").textContent(), /^Searching… \d+\.\d s(, [\d,]+ nodes so far)?$/);
  assert.equal(page.workers().length, 1);
  // Taken off the page: the search stops and its worker goes.
  await page.evaluate(() => {
    window.parked = document.getElementById("mover");
    window.parked.remove();
  });
  for (let i = 0; i < 50 && page.workers().length > 0; i++) await page.waitForTimeout(100);
  assert.equal(page.workers().length, 0);
  // Put back later: rebuilt from its attributes (the reader's queen is one of them), and it says what happened.
  await page.evaluate(() => document.getElementById("left").append(window.parked));
  await page.locator("#mover [data-part=result]").filter({ hasText: "The search stopped when this board was taken off the page" }).waitFor();
  assert.equal(await statusOf(page, "#mover").textContent(), "1 queen placed, none attacking; 199 to go.");
  await mover.evaluate((e) => e.setAttribute("n", "8"));
  await page.locator("#mover").getByRole("button", { name: "Solve" }).click();
  await statusOf(page, "#mover").filter({ hasText: "Solved: 8 queens" }).waitFor();
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a failing command is heard by the element's listener, and by no window error listener or form", async () => {
  const page = await env.tutorial(`
<form id="form"><label>Name <input name="who" /></label>
${env.snippet('id="inside" n="5" view="play"')}
</form>
<script>
  window.heard = { window: 0, capture: 0, onerror: 0, formChange: 0, element: [] };
  window.addEventListener("error", () => window.heard.window++);
  window.addEventListener("error", () => window.heard.capture++, true);
  window.onerror = () => { window.heard.onerror++; };
  document.getElementById("form").addEventListener("change", () => window.heard.formChange++);
</script>`);
  await statusOf(page, "#inside").filter({ hasText: "Empty 5×5 board" }).waitFor({ timeout: 20000 });
  await page.evaluate(() => document.getElementById("inside").addEventListener("nqueens-error", (event) => window.heard.element.push(event.detail)));
  assert.equal(await page.evaluate(() => document.getElementById("inside").setN(999)), false);
  await clickSquare(page, page.locator("#inside [data-part=board]"), 5, 0, 0);
  const heard = await page.evaluate(() => window.heard);
  assert.deepEqual(heard, {
    window: 0,
    capture: 0,
    onerror: 0,
    formChange: 0,
    element: [{ command: "setN", message: "N must be a whole number from 1 to 256" }],
  });
  assert.equal((await events(page, "nqueens-change")).length, 1);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("restyled from outside through custom properties and parts", async () => {
  const page = await env.tutorial(env.snippet('id="styled" n="6" view="play" queens="" theme="light"'), {
    head: `<style>
  nqueens-board {
    --nqueens-square-light: #ffe3f1;
    --nqueens-square-dark: #7a2e5c;
    --nqueens-queen: #102a43;
    --nqueens-background: #fdf6ec;
    --nqueens-text: #3b1f4a;
    --nqueens-focus: #00a676;
  }
  nqueens-board::part(board) { outline: 6px solid #00a676; }
  nqueens-board::part(status) { color: #00a676; font-weight: 700; }
</style>`,
  });
  await statusOf(page, "#styled").filter({ hasText: "Empty 6×6 board" }).waitFor({ timeout: 20000 });
  await clickSquare(page, page.locator("#styled [data-part=board]"), 6, 0, 1);
  const looks = await page.evaluate(() => {
    const root = document.getElementById("styled").shadowRoot;
    const canvas = root.querySelector("[data-part=board]");
    const band = Number(canvas.dataset.band) * (canvas.width / canvas.clientWidth);
    const cell = (canvas.width - band) / 6;
    const at = (row, col) => Array.from(canvas.getContext("2d").getImageData(Math.round(band + (col + 0.1) * cell), Math.round(band + (row + 0.1) * cell), 1, 1).data.slice(0, 3));
    return {
      light: at(5, 5),
      dark: at(5, 4),
      status: getComputedStyle(root.querySelector("[data-part=status]")).color,
      outline: getComputedStyle(canvas).outlineColor,
      background: getComputedStyle(root.querySelector(".nq")).backgroundColor,
    };
  });
  const near = (actual, expected) => actual.every((v, i) => Math.abs(v - expected[i]) <= 12);
  assert.ok(near(looks.light, [0xff, 0xe3, 0xf1]), `light square ${looks.light}`);
  assert.ok(near(looks.dark, [0x7a, 0x2e, 0x5c]), `dark square ${looks.dark}`);
  assert.equal(looks.status, "rgb(0, 166, 118)");
  assert.equal(looks.outline, "rgb(0, 166, 118)");
  assert.equal(looks.background, "rgb(253, 246, 236)");
  await screenshot(page, "element-restyled");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("where no worker may start, Solutions caps N and says so, and lists small N on the page", async () => {
  const policy = `default-src 'self'; script-src 'self' ${new URL(env.cdn.url).origin} 'wasm-unsafe-eval' 'unsafe-inline'; connect-src ${new URL(env.cdn.url).origin}; worker-src 'none'`;
  const page = await env.tutorial(`${env.snippet('id="big" view="solutions" n="16"')}
${env.snippet('id="small" view="solutions" n="8" controls="full"')}`, {
    headers: { "content-security-policy": policy },
  });
  await page.locator("#big [data-part=summary]").filter({ hasText: "Listing failed" }).waitFor({ timeout: 20000 });
  assert.equal(
    await page.locator("#big [data-part=summary]").textContent(),
    "Listing failed: Listing the solutions of N = 16 needs a Web Worker, which this page does not allow; without one it stops at N = 12",
  );
  await page.locator("#small [data-part=summary]").filter({ hasText: "92 solutions for N = 8" }).waitFor();
  assert.match(await page.locator("#big .note:visible").first().textContent(), /^Searches run on this page's own thread/);
  // Grouping N = 16 is refused the same way; N = 8's 12 classes are listed.
  await page.locator("#small").getByText("Group by symmetry").click();
  await page.locator("#small [data-part=summary]").filter({ hasText: "12 fundamental solutions for N = 8" }).waitFor();
  assert.deepEqual(page.errors.filter((e) => !/Content Security Policy|worker-src/i.test(e)), []);
  await page.close();
});
