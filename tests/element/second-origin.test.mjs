// End-to-end tests of <nqueens-board> as a tutorial author meets it: the built files are served
// with CORS from one local origin (a CDN), and the tutorial page, on a second origin, holds
// nothing but the documented snippet. No test calls a method to wake an element.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { clickSquare, screenshot } from "../support/browser.mjs";
import { tutorialSetup, statusOf, events } from "../support/tutorial.mjs";

let env;
let cdn;
let tutorial;
let snippet;
before(async () => {
  env = await tutorialSetup();
  ({ cdn, tutorial, snippet } = env);
});
after(async () => {
  await env?.close();
});

test("the documented snippet alone, on another origin: a board appears and clicks make change and solved", async () => {
  const page = await tutorial(snippet());
  await statusOf(page).filter({ hasText: "Empty 5×5 board" }).waitFor({ timeout: 20000 });
  const board = page.locator("nqueens-board [data-part=board]");
  const solution = [0, 2, 4, 1, 3];
  for (const [row, col] of solution.entries()) await clickSquare(page, board, 5, row, col);
  assert.equal(await statusOf(page).textContent(), "Solved: 5 queens, none attacking.");
  const changes = await events(page, "nqueens-change");
  assert.deepEqual(
    changes.map((e) => e.detail),
    solution.map((_, k) => ({ n: 5, queens: solution.slice(0, k + 1).map((col, row) => [row, col]) })),
  );
  assert.deepEqual((await events(page, "nqueens-solved")).map((e) => e.detail), [{ n: 5, solution }]);
  assert.deepEqual((await events(page, "nqueens-ready")).map((e) => e.detail), [{ view: "play", n: 5, queens: [] }]);
  assert.equal(page.wasm.length, 1);
  await screenshot(page, "element-tutorial");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("declared before or after its script, created by script early or late, moved, re-configured: every element wakes", async () => {
  const page = await tutorial(`
<nqueens-board id="before" n="4"></nqueens-board>
<script type="module" src="${cdn.url}www/nqueens-element.js"></script>
<nqueens-board id="after" n="4" view="step"></nqueens-board>
<div id="box"></div>
<script>
  const early = document.createElement("nqueens-board");
  early.id = "early";
  early.setAttribute("n", "7");
  document.getElementById("box").append(early);
</script>`);
  await statusOf(page, "#before").filter({ hasText: "Empty 4×4 board" }).waitFor({ timeout: 20000 });
  await statusOf(page, "#early").filter({ hasText: "Empty 7×7 board" }).waitFor();
  await page.locator("#after [data-part=narration]").filter({ hasText: "4×4" }).waitFor();
  // Three elements, one wasm module (workers, which load their own, have not started yet).
  assert.equal(page.wasm.length, 1);
  // Created after the module has loaded.
  await page.evaluate(async () => {
    await customElements.whenDefined("nqueens-board");
    const late = document.createElement("nqueens-board");
    late.id = "late";
    late.setAttribute("view", "solutions");
    late.setAttribute("n", "6");
    document.body.append(late);
  });
  await page.locator("#late [data-part=summary]").filter({ hasText: "4 solutions for N = 6" }).waitFor();
  // A queen, then the element moves: the board keeps it.
  await clickSquare(page, page.locator("#before [data-part=board]"), 4, 1, 3);
  await page.evaluate(() => document.getElementById("box").prepend(document.getElementById("before")));
  assert.equal(await statusOf(page, "#before").textContent(), "1 queen placed, none attacking; 3 to go.");
  await clickSquare(page, page.locator("#before [data-part=board]"), 4, 0, 1);
  assert.equal(await statusOf(page, "#before").textContent(), "2 queens placed, none attacking; 2 to go.");
  // Attributes change at any time.
  await page.evaluate(() => document.getElementById("early").setAttribute("n", "5"));
  await statusOf(page, "#early").filter({ hasText: "Empty 5×5 board" }).waitFor();
  await page.evaluate(() => document.getElementById("after").setAttribute("strategy", "backtracking"));
  await page.locator("#after [data-part=strategy]").evaluate((select) => select.value === "backtracking");
  assert.equal(await page.locator("#after [data-part=strategy]").inputValue(), "backtracking");
  await page.evaluate(() => document.getElementById("early").setAttribute("view", "step"));
  await page.locator("#early [data-part=narration]").filter({ hasText: "5×5" }).waitFor();
  const ready = await events(page, "nqueens-ready");
  assert.deepEqual(ready.map((e) => e.id).sort(), ["after", "before", "early", "late"]);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("the same clicks and commands on an iframe and an element give the same events", async () => {
  const page = await tutorial(`
<iframe id="frame" title="N-Queens" width="520" height="760" src="${cdn.url}index.html?embed=1&amp;view=play&amp;n=5"></iframe>
${snippet('id="element" n="5" view="play"')}
<script>
  window.fromFrame = [];
  const frame = document.getElementById("frame");
  addEventListener("message", (event) => {
    const data = event.data;
    if (event.source === frame.contentWindow && data?.source === "nqueens-playground" && data.type === "event" && data.event !== "nqueens-resize") {
      window.fromFrame.push({ type: data.event, detail: data.detail });
    }
  });
  window.send = (command, args) => frame.contentWindow.postMessage({ source: "nqueens-playground", version: 2, type: "command", command, args }, "*");
</script>`);
  const frame = page.frameLocator("#frame");
  await frame.locator("[data-part=status]").filter({ hasText: "Empty 5×5 board" }).waitFor({ timeout: 20000 });
  await statusOf(page, "#element").filter({ hasText: "Empty 5×5 board" }).waitFor();
  // Nine clicks: an attacking pair, a removal, a solution, and a queen taken back and put again.
  const clicks = [[0, 0], [1, 1], [1, 1], [1, 2], [2, 4], [3, 1], [4, 3], [4, 3], [4, 3]];
  const commands = [
    ["setQueens", { queens: [[0, 1], [2, 2]] }],
    ["setQueens", { queens: [[0, 1], [2, 2]] }], // the same queens again: no change
    ["reset", {}],
    ["setN", { n: 6 }],
    ["setN", { n: 300 }],
    ["setQueens", { queens: "A1" }],
    ["explode", {}],
  ];
  const frameBoard = frame.locator("[data-part=board]");
  for (const [row, col] of clicks) await clickSquare(page, frameBoard, 5, row, col);
  await frameBoard.press("ArrowRight"); // cursor moves and focus say nothing
  for (const [command, args] of commands) await page.evaluate(([c, a]) => window.send(c, a), [command, args]);
  const elementBoard = page.locator("#element [data-part=board]");
  for (const [row, col] of clicks) await clickSquare(page, elementBoard, 5, row, col);
  await elementBoard.press("ArrowRight");
  const method = { setQueens: (a) => ["setQueens", a.queens], setN: (a) => ["setN", a.n], reset: () => ["reset"] };
  const results = [];
  for (const [command, args] of commands) {
    results.push(
      await page.evaluate(([c, a, m]) => {
        const element = document.getElementById("element");
        return typeof element[m[0]] === "function" ? element[m[0]](m[1]) : null;
      }, [command, args, method[command]?.(args) ?? [command]]),
    );
  }
  await page.waitForFunction(() => window.fromFrame.filter((e) => e.type === "nqueens-error").length === 3);
  const fromElement = (await events(page)).filter((e) => e.id === "element" && e.type !== "nqueens-ready").map(({ type, detail }) => ({ type, detail }));
  const fromFrame = await page.evaluate(() => window.fromFrame.filter((e) => e.type !== "nqueens-ready"));
  // "explode" is no method of the element: the same error comes from the element's generic path.
  const unknown = fromFrame.find((e) => e.type === "nqueens-error" && e.detail.command === "explode");
  assert.ok(unknown, "the frame answers an unknown command with an error");
  assert.deepEqual(fromElement, fromFrame.filter((e) => e !== unknown));
  assert.deepEqual(
    fromFrame.map((e) => e.type),
    ["change", "change", "change", "change", "change", "change", "change", "solved", "change", "change", "solved", "change", "change", "change", "error", "error", "error"].map((role) => `nqueens-${role}`),
  );
  assert.deepEqual(fromFrame.filter((e) => e.type === "nqueens-solved").map((e) => e.detail), [
    { n: 5, solution: [0, 2, 4, 1, 3] },
    { n: 5, solution: [0, 2, 4, 1, 3] },
  ]);
  assert.deepEqual(results, [true, true, true, true, false, false, null]);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a long Solve in the element runs in a worker: the host page keeps drawing meanwhile, and Cancel stops it", async () => {
  const page = await tutorial(snippet('n="200" view="play" strategy="lookup" controls="full"'));
  await statusOf(page).filter({ hasText: "Empty 200×200 board" }).waitFor({ timeout: 20000 });
  await page.locator("nqueens-board").getByRole("button", { name: "Solve" }).click();
  // N = 200 takes long: the view says so first, and the reader goes on anyway.
  await page.locator("nqueens-board").getByRole("button", { name: "Solve anyway" }).click();
  await page.locator("nqueens-board [data-part=result]").filter({ hasText: "Searching…" }).waitFor();
  // The host page keeps drawing: ten frames come and go while the search is still running, in
  // a worker (a search on the page's own thread would hold every frame until it ended).
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        let frames = 0;
        const tick = () => (++frames === 10 ? resolve(frames) : requestAnimationFrame(tick));
        requestAnimationFrame(tick);
      }),
  );
  assert.equal(page.workers().length, 1);
  assert.match(await page.locator("nqueens-board [data-part=result]").textContent(), /^Searching… \d+\.\d s(, [\d,]+ nodes so far)?$/);
  await page.locator("nqueens-board").getByRole("button", { name: "Cancel" }).click();
  assert.equal(await page.locator("nqueens-board [data-part=result]").textContent(), "Search cancelled.");
  // The board still plays, and a small solve still works after the cancel.
  await page.evaluate(() => document.querySelector("nqueens-board").setAttribute("n", "8"));
  await statusOf(page).filter({ hasText: "Empty 8×8 board" }).waitFor();
  await page.locator("nqueens-board").getByRole("button", { name: "Solve" }).click();
  await statusOf(page).filter({ hasText: "Solved: 8 queens" }).waitFor();
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("where the page's policy allows no worker, the element says so and still plays and solves", async () => {
  const policy = `default-src 'self'; script-src 'self' ${new URL(cdn.url).origin} 'wasm-unsafe-eval' 'unsafe-inline'; connect-src ${new URL(cdn.url).origin}; worker-src 'self'`;
  const page = await tutorial(snippet('n="6" view="play" controls="full"'), { headers: { "content-security-policy": policy } });
  page.errors = []; // the policy's own refusal is reported by the browser, not by the element
  await statusOf(page).filter({ hasText: "Empty 6×6 board" }).waitFor({ timeout: 20000 });
  await clickSquare(page, page.locator("nqueens-board [data-part=board]"), 6, 0, 1);
  assert.equal(await statusOf(page).textContent(), "1 queen placed, none attacking; 5 to go.");
  await page.locator("nqueens-board").getByRole("button", { name: "Complete" }).click();
  await statusOf(page).filter({ hasText: "Solved: 6 queens" }).waitFor();
  assert.equal(
    await page.locator("nqueens-board .note").textContent(),
    "Searches run on this page's own thread, since no Web Worker could start here: they stop after 2,000,000 nodes, solutions are listed up to N = 12 and counted up to N = 13.",
  );
  assert.deepEqual(page.errors.filter((e) => !/Content Security Policy|worker-src/i.test(e)), []);
  await page.close();
});

test("bad attributes give notes, bad method calls give error events, and nothing reaches the console", async () => {
  const page = await tutorial(snippet('id="bad" n="abc" view="nope" controls="huge" theme="neon" queens="!!" speed="fast" loop="maybe"'));
  await statusOf(page).filter({ hasText: "Empty 8×8 board" }).waitFor({ timeout: 20000 });
  const notes = await page.locator("nqueens-board [role=note]").allTextContents();
  assert.deepEqual(notes, [
    'Ignored view="nope" is not a view (play, solutions, step).',
    'Ignored n="abc" is not a whole number from 1 to 256.',
    'Ignored queens="!!" has characters a queen code never uses.',
    'Ignored controls="huge" is not one of none, compact, full.',
    'Ignored theme="neon" is not one of auto, light, dark.',
    'Ignored speed="fast" is not a number of events per second from 1 to 60.',
    'Ignored loop="maybe" is not 1 or 0.',
  ]);
  const results = await page.evaluate(async () => {
    const element = document.getElementById("bad");
    return [await element.setN(999), await element.setQueens([[0, 9]]), await element.forward(), await element.setN("4")];
  });
  assert.deepEqual(results, [false, false, false, true]);
  const errors = (await events(page, "nqueens-error")).map((e) => e.detail);
  assert.deepEqual(errors, [
    { command: "setN", message: "N must be a whole number from 1 to 256" },
    { command: "setQueens", message: "[0,9] is not a [row, col] square of the 8×8 board" },
    { command: "forward", message: "'forward' is not a command of this view (setN, setQueens, solve, complete, cancel, reset)" },
  ]);
  assert.equal(await statusOf(page).textContent(), "Empty 4×4 board: place 4 queens so that none attack each other.");
  // setN is reflected: the element's `n` now says 4, and its note is gone.
  await page.waitForFunction(() => document.getElementById("bad").shadowRoot.querySelectorAll("[role=note]").length === 6);
  assert.equal(await page.locator("#bad").getAttribute("n"), "4");
  // Fixing an attribute removes its note.
  await page.evaluate(() => document.getElementById("bad").setAttribute("controls", "full"));
  await page.waitForFunction(() => document.getElementById("bad").shadowRoot.querySelectorAll("[role=note]").length === 5);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("step options: from, to, speed, autoplay and loop, from attributes and from a frame's link; resize from the frame", async () => {
  const page = await tutorial(`
${snippet('id="looping" view="step" n="4" from="3" to="12" speed="60" autoplay loop')}
<iframe id="frame" title="N-Queens" width="520" height="400" src="${cdn.url}index.html?embed=1&amp;view=step&amp;n=4&amp;from=2&amp;to=6&amp;autoplay=1&amp;speed=60"></iframe>
<script>
  window.fromFrame = [];
  addEventListener("message", (event) => {
    if (event.data?.source === "nqueens-playground" && event.data.type === "event") window.fromFrame.push(event.data);
  });
</script>`);
  // The element plays 3..12, then starts again at 3.
  await page.waitForFunction(() => {
    const positions = window.events.filter((e) => e.id === "looping" && e.type === "nqueens-step").map((e) => e.detail.position);
    const top = positions.indexOf(12);
    return top >= 0 && positions.slice(top + 1).includes(3);
  }, null, { timeout: 20000 });
  await page.evaluate(() => document.getElementById("looping").pause());
  const positions = (await events(page, "nqueens-step")).map((e) => e.detail.position);
  assert.ok(positions.every((p) => p >= 3 && p <= 12), positions.join());
  const timeline = page.locator("#looping [data-part=timeline]");
  assert.deepEqual([await timeline.getAttribute("min"), await timeline.getAttribute("max")], ["3", "12"]);
  // The frame plays 2..6 once and stops there.
  await page.waitForFunction(() => window.fromFrame.some((m) => m.event === "nqueens-step" && m.detail.position === 6), null, { timeout: 20000 });
  await page.waitForTimeout(300);
  const framed = await page.evaluate(() => window.fromFrame);
  const steps = framed.filter((m) => m.event === "nqueens-step").map((m) => m.detail.position);
  assert.deepEqual(steps, [3, 4, 5, 6]);
  const frame = page.frameLocator("#frame");
  assert.equal(await frame.getByRole("button", { name: "Play the search" }).isVisible(), true, "paused at the end");
  // The frame says how tall its content is, so the host can size it.
  const heights = framed.filter((m) => m.event === "nqueens-resize").map((m) => m.detail.height);
  assert.ok(heights.length >= 1);
  const needed = await frame.locator("html").evaluate((html) => Math.ceil(html.getBoundingClientRect().height));
  assert.equal(heights.at(-1), needed);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("with reduced motion asked for, autoplay waits for Play and says why", async () => {
  const page = await tutorial(snippet('id="calm" view="step" n="4" speed="60" autoplay'), { reducedMotion: "reduce" });
  await page.locator("#calm [data-part=narration]").filter({ hasText: "4×4" }).waitFor({ timeout: 20000 });
  await page.waitForTimeout(500);
  assert.deepEqual(await events(page, "nqueens-step"), []);
  assert.match(await page.locator("#calm [data-part=motion]").textContent(), /reduced motion/);
  await page.locator("#calm").getByRole("button", { name: "Step forward" }).click();
  assert.deepEqual((await events(page, "nqueens-step")).map((e) => e.detail.position), [1]);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a new N and queens for it, set as properties in one task, give exactly those queens", async () => {
  // The host's own news: no change event, and the queens are read against the N set with them
  // (read against the old 6×6 board, the code for (4, 3) would name another square).
  const page = await tutorial(snippet('id="host" n="6"'));
  await statusOf(page, "#host").filter({ hasText: "Empty 6×6 board" }).waitFor({ timeout: 20000 });
  const queens = [[0, 0], [1, 2], [2, 4], [3, 1], [4, 3]];
  await page.evaluate((pairs) => {
    const el = document.getElementById("host");
    el.n = 5;
    el.queens = pairs;
  }, queens);
  await statusOf(page, "#host").filter({ hasText: "Solved: 5 queens" }).waitFor();
  assert.deepEqual(await page.evaluate(() => [document.getElementById("host").n, document.getElementById("host").queens]), [5, queens]);
  assert.deepEqual(await events(page, "nqueens-change"), []);
  assert.deepEqual(page.errors, []);
  await page.close();
});
