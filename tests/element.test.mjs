// End-to-end tests of the embeddable <nqueens-board> element, on host pages of its own
// (tests/fixtures/), driven like a person: clicks on square centres, the keyboard, and the text
// a person reads inside the element (Playwright's locators pierce its open shadow root).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { cp, mkdir } from "node:fs/promises";
import { launch, screenshot } from "./support/browser.mjs";

let env;
before(async () => {
  env = await launch();
});
after(async () => {
  await env?.close();
});

/**
 * Opens a host page from tests/fixtures. The build copies only www/ into dist/, and a build by
 * anyone else replaces dist/, so the page is copied in right before it is loaded.
 */
async function openHost(name = "element-host.html", { colorScheme = "light", viewport = { width: 1200, height: 900 } } = {}) {
  await mkdir("dist/fixtures", { recursive: true });
  await cp(`tests/fixtures/${name}`, `dist/fixtures/${name}`);
  const page = await env.browser.newPage({ viewport, colorScheme });
  page.errors = [];
  page.cspMessages = [];
  page.wasmRequests = [];
  page.on("pageerror", (error) => page.errors.push(error.message));
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) page.cspMessages.push(message.text());
  });
  page.on("request", (request) => {
    if (request.url().includes("nqueens-wasm_bg.wasm")) page.wasmRequests.push(request.url());
  });
  // Runs before the page's own scripts: records CSP violations and the element's events
  // (listened to on the document, so they must bubble out of the shadow root to be seen).
  await page.addInitScript(() => {
    window.violations = [];
    window.events = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.violations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
    for (const type of ["change", "solved", "step"]) {
      document.addEventListener(type, (event) => {
        if (event.target.localName !== "nqueens-board") return;
        window.events.push({ id: event.target.id, type, detail: event.detail });
      });
    }
  });
  await page.goto(`${env.url}fixtures/${name}`);
  await page.evaluate(async () => {
    await customElements.whenDefined("nqueens-board");
    await Promise.all(Array.from(document.querySelectorAll("nqueens-board"), (element) => element.ready));
  });
  return page;
}

/** Clicks the centre of square (row, col) of the element's main board. */
async function clickSquare(page, host, n, row, col) {
  const canvas = page.locator(`${host} canvas.board`);
  const box = await canvas.boundingBox();
  const band = Number(await canvas.getAttribute("data-band")) || 0;
  const cell = (box.width - band) / n;
  await page.mouse.click(box.x + band + (col + 0.5) * cell, box.y + band + (row + 0.5) * cell);
}

const statusOf = (page, host) => page.locator(`${host} [role=status]`).textContent();
const eventsOf = (page, type, id) =>
  page.evaluate(([t, i]) => window.events.filter((event) => event.type === t && (!i || event.id === i)), [type, id]);
const clearEvents = (page) => page.evaluate(() => (window.events.length = 0));
const boardImage = (page, host) => page.locator(`${host} canvas.board`).evaluate((canvas) => canvas.toDataURL());

test("two elements on one page: placing queens fires change and solved; the gallery opens a solution", async () => {
  const page = await openHost();
  assert.equal(await statusOf(page, "#play"), "Empty 8×8 board: place 8 queens so that none attack each other.");

  await clickSquare(page, "#play", 8, 0, 0);
  assert.deepEqual(await eventsOf(page, "change"), [
    { id: "play", type: "change", detail: { n: 8, queens: [[0, 0]] } },
  ]);
  assert.equal(await statusOf(page, "#play"), "1 queen placed, none attacking; 7 to go.");

  // A queen on the same diagonal is reported, then taken away again.
  await clickSquare(page, "#play", 8, 2, 2);
  assert.equal(await statusOf(page, "#play"), "2 queens placed, 1 attacking pair (diagonal).");
  await clickSquare(page, "#play", 8, 2, 2);

  const solution = [0, 4, 7, 5, 2, 6, 1, 3];
  for (const [row, col] of solution.entries()) if (row > 0) await clickSquare(page, "#play", 8, row, col);
  assert.equal(await statusOf(page, "#play"), "Solved: 8 queens, none attacking.");
  const changes = await eventsOf(page, "change", "play");
  assert.equal(changes.length, 10, "one change per edit");
  assert.deepEqual(changes.at(-1).detail, { n: 8, queens: solution.map((col, row) => [row, col]) });
  assert.deepEqual(await eventsOf(page, "solved"), [{ id: "play", type: "solved", detail: { n: 8, solution } }]);
  assert.match(await page.locator("#play canvas.board").getAttribute("aria-label"), /Solved: 8 queens, none attacking\./);

  // The gallery on the same page lists the 4 solutions of N = 6.
  const gallery = page.locator("#gallery");
  assert.match(await gallery.locator(".range").textContent(), /^Showing 1–4 of 4 solutions$/);
  const thumbs = gallery.getByRole("button", { name: /^Solution \d+:/ });
  assert.equal(await thumbs.count(), 4);
  assert.equal(await gallery.getByRole("button", { name: "Previous page" }).isDisabled(), true);
  assert.equal(await gallery.getByRole("button", { name: "Next page" }).isDisabled(), true);
  assert.match(await statusOf(page, "#gallery"), /^Solution 1 of 4: \[1, 3, 5, 0, 2, 4\]/);
  const before = await boardImage(page, "#gallery");
  await gallery.getByRole("button", { name: /^Solution 3:/ }).click();
  assert.match(await statusOf(page, "#gallery"), /^Solution 3 of 4: \[3, 0, 4, 1, 5, 2\]/);
  assert.notEqual(await boardImage(page, "#gallery"), before, "the large board shows the new solution");
  assert.equal(await gallery.getByRole("button", { name: /^Solution 3:/ }).getAttribute("aria-pressed"), "true");
  assert.equal(await gallery.getByRole("button", { name: /^Solution 1:/ }).getAttribute("aria-pressed"), "false");
  // Gallery clicks do not disturb the play element.
  assert.equal(await statusOf(page, "#play"), "Solved: 8 queens, none attacking.");

  await screenshot(page, "element-light");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("the keyboard moves a cursor and toggles queens; Clear empties the board", async () => {
  const page = await openHost();
  const play = page.locator("#play");
  await play.locator("canvas.board").focus();
  assert.equal(await play.locator(".hint").textContent(), "Cursor on row 0, column 0: empty, not attacked.");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Space");
  assert.equal(await statusOf(page, "#play"), "1 queen placed, none attacking; 7 to go.");
  assert.deepEqual((await eventsOf(page, "change")).at(-1).detail, { n: 8, queens: [[2, 1]] });
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  assert.equal(await statusOf(page, "#play"), "2 queens placed, 1 attacking pair (row 2).");
  await play.getByRole("button", { name: "Clear" }).click();
  assert.equal(await statusOf(page, "#play"), "Empty 8×8 board: place 8 queens so that none attack each other.");
  assert.deepEqual((await eventsOf(page, "change")).at(-1).detail, { n: 8, queens: [] });
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("both elements share one wasm module, fetched once", async () => {
  const page = await openHost();
  assert.equal(page.wasmRequests.length, 1, `wasm requests: ${page.wasmRequests.join(", ")}`);
  // All three elements are live.
  await clickSquare(page, "#play", 8, 1, 1);
  await clickSquare(page, "#bad", 8, 1, 1);
  assert.equal(await statusOf(page, "#play"), "1 queen placed, none attacking; 7 to go.");
  assert.equal(await statusOf(page, "#bad"), "1 queen placed, none attacking; 7 to go.");
  // An element added later reuses the module too.
  await page.evaluate(() => {
    const late = document.createElement("nqueens-board");
    late.id = "late";
    late.setAttribute("n", "5");
    document.body.append(late);
    return late.ready;
  });
  assert.equal(await statusOf(page, "#late"), "Empty 5×5 board: place 5 queens so that none attack each other.");
  assert.equal(page.wasmRequests.length, 1);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("malformed attributes are ignored with a note, and a working default board is shown", async () => {
  const page = await openHost();
  const bad = page.locator("#bad");
  const notes = bad.locator("p.note");
  assert.equal(await notes.count(), 2);
  assert.match(await notes.nth(0).textContent(), /Ignored view="nope": the views are play, step and solutions; showing play\./);
  assert.match(await notes.nth(1).textContent(), /Ignored n="abc": N must be a whole number from 1 to 256; showing N = 8\./);
  assert.equal(await statusOf(page, "#bad"), "Empty 8×8 board: place 8 queens so that none attack each other.");
  await clickSquare(page, "#bad", 8, 3, 3);
  assert.equal(await statusOf(page, "#bad"), "1 queen placed, none attacking; 7 to go.");

  // More bad values, set from script: nothing throws, each is explained, markup stays text.
  const thrown = await page.evaluate(() => {
    const el = document.getElementById("bad");
    try {
      el.setAttribute("view", "play");
      el.setAttribute("n", "9999");
      el.setAttribute("queens", "!!");
      el.setAttribute("controls", "<b>loud</b>");
      el.setAttribute("theme", '<img src=x onerror="window.pwned = 1">');
      el.setAttribute("strategy", "magic");
    } catch (error) {
      return error.message;
    }
    return null;
  });
  assert.equal(thrown, null);
  await page.evaluate(() => document.getElementById("bad").ready);
  const texts = await notes.allTextContents();
  assert.equal(texts.length, 5, texts.join("\n"));
  assert.match(texts[0], /^Ignored n="9999": N must be a whole number from 1 to 256; showing N = 8\.$/);
  assert.match(texts[1], /^Ignored strategy="magic"/);
  assert.match(texts[2], /^Ignored queens="!!": .+; showing an empty board\.$/);
  assert.match(texts[3], /^Ignored controls="<b>loud<\/b>"/);
  assert.match(texts[4], /^Ignored theme="<img src=x onerror=/);
  const injected = await page.evaluate(() => ({
    elements: document.getElementById("bad").shadowRoot.querySelectorAll("img, b").length,
    pwned: window.pwned ?? null,
  }));
  assert.deepEqual(injected, { elements: 0, pwned: null });
  assert.equal(await statusOf(page, "#bad"), "Empty 8×8 board: place 8 queens so that none attack each other.");
  await clickSquare(page, "#bad", 8, 0, 7);
  assert.equal(await statusOf(page, "#bad"), "1 queen placed, none attacking; 7 to go.");
  // Step and solutions views bound N by their own limits.
  await page.evaluate(() => {
    const el = document.getElementById("bad");
    el.removeAttribute("queens");
    el.removeAttribute("controls");
    el.removeAttribute("theme");
    el.removeAttribute("strategy");
    el.setAttribute("view", "solutions");
    el.setAttribute("n", "12");
  });
  await page.evaluate(() => document.getElementById("bad").ready);
  assert.deepEqual(await notes.allTextContents(), [
    'Ignored n="12": N must be a whole number from 1 to 10 in the solutions view; showing N = 8.',
  ]);
  assert.match(await bad.locator(".range").textContent(), /^Showing 1–12 of 92 solutions$/);
  await page.evaluate(() => {
    const el = document.getElementById("bad");
    el.setAttribute("view", "step");
    el.setAttribute("n", "17");
  });
  await page.evaluate(() => document.getElementById("bad").ready);
  assert.deepEqual(await notes.allTextContents(), [
    'Ignored n="17": N must be a whole number from 1 to 16 in the step view; showing N = 8.',
  ]);
  assert.match(await bad.locator(".narration").textContent(), /./);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("attributes set from script re-render; the step view fires step events up to [1, 3, 0, 2]", async () => {
  const page = await openHost();
  await page.evaluate(() => {
    document.getElementById("play").setAttribute("n", "4");
  });
  await page.evaluate(() => document.getElementById("play").ready);
  assert.equal(await statusOf(page, "#play"), "Empty 4×4 board: place 4 queens so that none attack each other.");
  await clickSquare(page, "#play", 4, 0, 1);
  assert.deepEqual((await eventsOf(page, "change")).at(-1).detail, { n: 4, queens: [[0, 1]] });

  // Methods: setQueens and reset on the play board.
  await page.evaluate(() => document.getElementById("play").setQueens([[0, 1], [1, 3], [2, 0], [3, 2]]));
  assert.equal(await statusOf(page, "#play"), "Solved: 4 queens, none attacking.");
  assert.deepEqual((await eventsOf(page, "solved")).at(-1).detail, { n: 4, solution: [1, 3, 0, 2] });
  await page.evaluate(() => document.getElementById("play").reset());
  assert.equal(await statusOf(page, "#play"), "Empty 4×4 board: place 4 queens so that none attack each other.");
  const refused = await page.evaluate(() => document.getElementById("play").setQueens([[0, 9]]).then(() => null, (error) => error.name));
  assert.equal(refused, "RangeError");

  await clearEvents(page);
  await page.evaluate(() => document.getElementById("play").setAttribute("view", "step"));
  // el.step() right after the attribute change: the element renders the new view first.
  const solved = await page.evaluate(async () => {
    const el = document.getElementById("play");
    const found = [];
    el.addEventListener("solved", (event) => found.push(event.detail));
    for (let i = 0; i < 500 && found.length === 0; i++) await el.step();
    return found;
  });
  assert.deepEqual(solved, [{ n: 4, solution: [1, 3, 0, 2] }]);
  const steps = await eventsOf(page, "step", "play");
  assert.ok(steps.length > 5, `${steps.length} steps`);
  assert.deepEqual(
    steps.map((event) => event.detail.position),
    steps.map((_, i) => i + 1),
    "one event per step, in order",
  );
  const first = steps[0].detail;
  assert.equal(first.event, "place");
  assert.match(first.narration, /row 0 goes to column 0/);
  assert.deepEqual(Object.keys(first.stats).sort(), ["branches", "depth", "failures", "nodes", "solutions"]);
  assert.equal(steps.at(-1).detail.event, "solution");
  assert.equal(steps.at(-1).detail.stats.solutions, 1);
  assert.equal(await page.locator("#play .narration").textContent(), steps.at(-1).detail.narration);
  assert.match(await page.locator("#play .view").textContent(), /Solution 1: \[1, 3, 0, 2\]/);
  await screenshot(page, "element-step");

  // The buttons, like a person: Back, Step, Restart, Play and Pause.
  const play = page.locator("#play");
  const last = steps.at(-1).detail.position;
  await play.getByRole("button", { name: "Back" }).click();
  assert.equal((await eventsOf(page, "step")).at(-1).detail.position, last - 1);
  await play.getByRole("button", { name: "Step", exact: true }).click();
  assert.equal((await eventsOf(page, "step")).at(-1).detail.position, last);
  await play.getByRole("button", { name: "Restart" }).click();
  assert.equal((await eventsOf(page, "step")).at(-1).detail.position, 0);
  assert.equal(await play.getByRole("button", { name: "Back" }).isDisabled(), true);
  await play.getByRole("button", { name: "Play" }).click();
  await page.waitForFunction(() => window.events.filter((e) => e.type === "step").at(-1).detail.position >= 3);
  await play.getByRole("button", { name: "Pause" }).click();
  const paused = (await eventsOf(page, "step")).at(-1).detail.position;
  await page.waitForTimeout(500);
  assert.equal((await eventsOf(page, "step")).at(-1).detail.position, paused, "nothing moves while paused");
  // play() and pause() from script, and the strategy attribute.
  await page.evaluate(() => document.getElementById("play").play());
  assert.equal(await play.getByRole("button", { name: "Pause" }).count(), 1);
  await page.evaluate(() => document.getElementById("play").pause());
  assert.equal(await play.getByRole("button", { name: "Play" }).count(), 1);

  // Fixed queens through the queens attribute (the playground's URL code) in step view.
  await page.evaluate(() => {
    const el = document.getElementById("play");
    el.setAttribute("n", "8");
    el.setAttribute("strategy", "backtracking");
    el.setAttribute("controls", "full");
    el.setAttribute("queens", "AMXdiux7");
  });
  await page.evaluate(() => document.getElementById("play").ready);
  assert.match(await play.locator(".view").textContent(), /8 queens stay fixed\./);
  await play.getByRole("button", { name: "Next solution" }).click();
  assert.deepEqual((await eventsOf(page, "solved")).at(-1).detail, { n: 8, solution: [0, 4, 7, 5, 2, 6, 1, 3] });

  // setN from script: a fresh board, attribute reflected.
  await page.evaluate(() => document.getElementById("play").setN(5));
  assert.equal(await page.locator("#play").getAttribute("n"), "5");
  assert.equal(await page.locator("#play").getAttribute("queens"), null);
  assert.match(await play.locator(".stats").textContent(), /^Event 0: 0 branches, 0 failures, 0 solutions\.$/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("play view: Solve in full controls fills a solution and reports it", async () => {
  const page = await openHost();
  await page.evaluate(() => {
    const el = document.getElementById("play");
    el.setAttribute("controls", "full");
    el.setAttribute("strategy", "lookup");
    el.setAttribute("n", "12");
  });
  await page.evaluate(() => document.getElementById("play").ready);
  await clearEvents(page);
  await page.locator("#play").getByRole("button", { name: "Solve" }).click();
  assert.equal(await statusOf(page, "#play"), "Solved: 12 queens, none attacking.");
  assert.match(await page.locator("#play .view").textContent(), /Solved with lookup: [\d,]+ nodes/);
  assert.deepEqual((await eventsOf(page, "solved")).map((event) => event.detail.n), [12]);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("light and dark themes: colours follow the system and the theme attribute", async () => {
  const page = await openHost("element-host.html", { colorScheme: "dark" });
  const color = (host, name) =>
    page.locator(`${host} canvas.board`).evaluate((canvas, n) => getComputedStyle(canvas).getPropertyValue(n).trim(), name);
  assert.equal(await color("#play", "--sq-light"), "#8f9aa8");
  await clickSquare(page, "#play", 8, 0, 0);
  await clickSquare(page, "#play", 8, 2, 2);
  await screenshot(page, "element-dark");
  // theme="light" overrides the system, and keeps the queens on the board.
  await page.evaluate(() => document.getElementById("play").setAttribute("theme", "light"));
  await page.evaluate(() => document.getElementById("play").ready);
  assert.equal(await color("#play", "--sq-light"), "#f0d9b5");
  assert.equal(await statusOf(page, "#play"), "2 queens placed, 1 attacking pair (diagonal).");
  // A change of the system theme redraws the canvases in the new colours.
  const darkImage = await boardImage(page, "#bad");
  await page.emulateMedia({ colorScheme: "light" });
  await page.waitForFunction((before) => {
    const canvas = document.getElementById("bad").shadowRoot.querySelector("canvas.board");
    return canvas.toDataURL() !== before;
  }, darkImage);
  await page.evaluate(() => document.getElementById("gallery").setAttribute("theme", "dark"));
  await page.evaluate(() => document.getElementById("gallery").ready);
  assert.equal(await color("#gallery", "--sq-light"), "#8f9aa8");
  assert.equal(await color("#bad", "--sq-light"), "#f0d9b5");
  // A page can still restyle the board through the custom properties.
  await page.addStyleTag({ content: "#bad { --sq-light: rgb(1, 2, 3); }" });
  assert.equal(await color("#bad", "--sq-light"), "rgb(1, 2, 3)");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a narrow element fits its board to its own width", async () => {
  const page = await openHost("element-host.html", { viewport: { width: 360, height: 800 } });
  for (const host of ["#play", "#gallery", "#bad"]) {
    const outer = await page.locator(host).boundingBox();
    const board = await page.locator(`${host} canvas.board`).boundingBox();
    assert.ok(board.width > 150, `${host} board is ${board.width}px`);
    assert.ok(board.x >= outer.x && board.x + board.width <= outer.x + outer.width, `${host} board fits its element`);
  }
  await page.evaluate(() => (document.getElementById("play").style.width = "240px"));
  await page.waitForFunction(() => {
    const canvas = document.getElementById("play").shadowRoot.querySelector("canvas.board");
    return canvas.getBoundingClientRect().width < 240;
  });
  await clickSquare(page, "#play", 8, 7, 7);
  assert.equal(await statusOf(page, "#play"), "1 queen placed, none attacking; 7 to go.");
  await screenshot(page, "element-narrow");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("under a strict Content Security Policy the elements work with no violation", async () => {
  const page = await openHost("element-csp.html");
  assert.equal(page.wasmRequests.length, 1);
  await clickSquare(page, "#play", 6, 0, 1);
  assert.equal(await statusOf(page, "#play"), "1 queen placed, none attacking; 5 to go.");
  await page.locator("#play").getByRole("button", { name: "Solve" }).click();
  assert.equal(await statusOf(page, "#play"), "Solved: 6 queens, none attacking.");
  await page.locator("#steps").getByRole("button", { name: "Next solution" }).click();
  assert.deepEqual((await eventsOf(page, "solved", "steps")).at(-1).detail, { n: 4, solution: [1, 3, 0, 2] });
  assert.match(await page.locator("#gallery .range").textContent(), /^Showing 1–10 of 10 solutions$/);
  await page.locator("#gallery").getByRole("button", { name: /^Solution 7:/ }).click();
  assert.match(await statusOf(page, "#gallery"), /^Solution 7 of 10:/);
  // The element's constructed stylesheet applied: the wrapper has its padding and border.
  const padding = await page.locator("#gallery .wrap").evaluate((wrap) => getComputedStyle(wrap).paddingTop);
  assert.notEqual(padding, "0px");
  await screenshot(page, "element-csp");
  assert.deepEqual(page.cspMessages, []);
  assert.deepEqual(await page.evaluate(() => window.violations), []);
  assert.deepEqual(page.errors, []);
  // The check can see a violation: an inline <style> is refused on this page.
  await page.evaluate(() => {
    const style = document.createElement("style");
    style.textContent = "body { color: red; }";
    document.head.append(style);
  });
  await page.waitForFunction(() => window.violations.length > 0);
  assert.ok(page.cspMessages.length > 0, "Chromium logged the refused inline style");
  await page.close();
});
