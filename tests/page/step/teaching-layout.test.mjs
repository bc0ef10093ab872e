// The teaching views as a teacher meets them (issue 28): the board, the code and the panel a
// button opens on one desktop screen (the panel in focus), the step controls within reach on a
// phone, the code line lit for every event of every strategy and after Back, a tree with its
// labels and a Fit that fits, one set of figures in the Step view, the tree, the comparison, the
// CLI and Python, definitions on hover and focus, menus that show their whole text.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { launch, openPage, screenshot } from "../../support/browser.mjs";

const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 390, height: 844 } };
let env;
before(async () => {
  env = await launch();
});
after(async () => {
  await env?.close();
});

const step = (page) => page.locator("#view-step");
const lit = (page) => step(page).locator(".code .line.lit .src").textContent();
const number = (text) => Number(String(text).replaceAll(",", ""));

/** Fails unless the element's box lies inside the window. */
async function assertInView(page, locator, what) {
  const box = await locator.boundingBox();
  const { width, height } = page.viewportSize();
  assert.ok(box, `${what} is not shown`);
  assert.ok(box.x >= -0.5 && box.y >= -0.5 && box.x + box.width <= width + 0.5 && box.y + box.height <= height + 0.5, `${what} at ${JSON.stringify(box)} is not inside ${width}×${height}`);
}

/** Waits until smooth scrolling has stopped. */
async function settle(page) {
  await page.waitForFunction(() => new Promise((done) => {
    const y = scrollY;
    requestAnimationFrame(() => requestAnimationFrame(() => done(scrollY === y)));
  }));
}

const PANELS = [
  ["Show the search tree", ".tree-panel"],
  ["Compare strategies", ".compare"],
  ["4-queens lesson", ".lesson"],
];

test("1280×800: the board, the code and each panel opened by its button are in view together, and the panel has focus", async () => {
  for (const [button, panel] of PANELS) {
    const page = await openPage(env, "?view=step&n=8&strategy=cp&step=120", DESKTOP);
    await page.getByRole("button", { name: button }).click();
    if (panel === ".compare") {
      await step(page).getByRole("button", { name: "Compare", exact: true }).click();
      await step(page).locator(".compare tbody tr").nth(3).waitFor({ timeout: 60000 });
    }
    await settle(page);
    await assertInView(page, step(page).locator("canvas[data-part=board]"), `${button}: the board`);
    await assertInView(page, step(page).locator(".code"), `${button}: the code`);
    await assertInView(page, step(page).locator(panel), `${button}: the panel`);
    await assertInView(page, step(page).getByRole("button", { name: "Step forward" }), `${button}: Step`);
    if (panel !== ".compare") {
      // The panel a reader just opened has the focus (the comparison's Compare button took it).
      assert.ok(await step(page).locator(panel).evaluate((el) => el.matches(":focus-within") || el.parentElement.matches(":focus-within")), `${button}: focus is in the panel`);
    }
    await screenshot(page, `teach-desktop-${panel.slice(1)}`);
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

test("390×844: each panel opens in view, and the step controls stay on screen while the board is", async () => {
  for (const [button, panel] of PANELS) {
    const page = await openPage(env, "?view=step&n=8&strategy=cp&step=40", PHONE);
    await page.getByRole("button", { name: button }).click();
    await settle(page);
    await assertInView(page, step(page).locator(panel), `${button} on a phone`);
    await page.close();
  }
  const page = await openPage(env, "?view=step&n=8&strategy=backtracking&step=30", PHONE);
  const bar = step(page).getByRole("group", { name: "Step controls" });
  for (const y of [0, 200, 450]) {
    await page.evaluate((top) => scrollTo(0, top), y);
    await settle(page);
    const board = await step(page).locator("canvas[data-part=board]").boundingBox();
    assert.ok(board.y + board.height > 0, "the board is still partly in view");
    await assertInView(page, bar, `the step controls scrolled to ${y}`);
    await assertInView(page, bar.getByRole("button", { name: "Step forward" }), `Step scrolled to ${y}`);
  }
  // A tap there steps, and the board answers.
  await page.evaluate(() => scrollTo(0, 300));
  const before = await step(page).locator("[data-part=timeline]").inputValue();
  await bar.getByRole("button", { name: "Step forward" }).click();
  assert.equal(Number(await step(page).locator("[data-part=timeline]").inputValue()), Number(before) + 1);
  await screenshot(page, "teach-phone-sticky");
  await page.close();
});

/** Every position of the timeline from 1 to `last`: the narration and the lit code line. */
async function walk(page, last) {
  return step(page).locator("[data-part=timeline]").evaluate((input, last) => {
    const root = input.closest(".step");
    const out = [];
    for (let k = 1; k <= last; k++) {
      input.value = String(k);
      input.dispatchEvent(new Event("input"));
      out.push([root.querySelector("[data-part=narration]").textContent, root.querySelector(".code .line.lit .src")?.textContent ?? ""]);
    }
    return out;
  }, last);
}

/** What each kind of event must light: [strategy, narration, code]. */
const LINES = [
  ["backtracking", /\(same column\)\.$/, "return False  # same column"],
  ["backtracking", /\(same diagonal\)\.$/, 'return False  # same "\\" diagonal'],
  ["backtracking", /\(same anti-diagonal\)\.$/, 'return False  # same "/" diagonal'],
  ["backtracking", /goes to column \d+: no queen attacks it\.$/, "q[row] = col  # place the queen"],
  ["backtracking", /^Back up: the queen leaves/, "q[row] = None  # take it back: backtrack"],
  ["backtracking", /no column left to try: dead end\.$/, "return  # no column left in this row: dead end"],
  ["backtracking", /^Solution \d+:/, "solutions.append(q[:])"],
  ["lookup", /: cols\[\d+\] belongs/, "return False  # column taken"],
  ["lookup", /: slash\[/, 'return False  # "/" diagonal taken'],
  ["lookup", /: backslash\[/, 'return False  # "\\" diagonal taken'],
  ["lookup", /goes to column \d+: no queen attacks it\.$/, "mark(row, col, True)  # place the queen"],
  ["cp", /^Decision: /, "left[row] = {col}  # decide q[row] = col"],
  ["cp", /removes \d+ values? on its/, "remove(domains, cuts, forced)"],
  ["cp", /can only use .* so the other rows lose/, "remove(domains, cuts, forced)  # bounds reasoning"],
  ["cp", /has only column \d+ left/, "queue.append(forced.pop(0))  # a forced queen"],
  ["cp", /has no value left: dead end\.$/, "return False  # a row has no column left: failure"],
  ["cp", /^Back up: row \d+ must not be/, "right[row].discard(col)  # back up: q[row] != col"],
  ["cp-first-fail", /^Decision: /, "left[row] = {col}  # decide q[row] = col"],
  ["cp-first-fail", /need different .*: dead end\.$/, "return False  # more rows than values: failure"],
];

test("the lit line is the line of the program each event comes from, for every strategy, and after Back", async () => {
  for (const strategy of ["backtracking", "lookup", "cp", "cp-first-fail"]) {
    const page = await openPage(env, `?view=step&n=9&strategy=${strategy}`, DESKTOP);
    assert.match(await lit(page), strategy.startsWith("cp") ? /^search\(domains, list\(fixed\), \[\]\)$/ : /^ {4}solve\(/, "the start lights the call");
    const seen = await walk(page, 3000);
    for (const [which, narration, code] of LINES.filter(([s]) => s === strategy)) {
      const events = seen.filter(([said]) => narration.test(said));
      assert.ok(events.length > 0, `${strategy}: no event says ${narration}`);
      for (const [said, line] of events) assert.equal(line.trim(), code, `${which}: “${said}”`);
    }
    if (strategy === "cp-first-fail") {
      // The program shown is the strategy's: it branches on the smallest domain.
      assert.equal(await step(page).locator(".code .line").filter({ hasText: "smallest domain" }).count(), 1);
    }
    // Back: the line lit is again the one of the event before.
    await step(page).locator("[data-part=timeline]").fill("40");
    await page.getByRole("button", { name: "Step forward" }).click();
    assert.equal((await lit(page)).trim(), seen[40][1].trim());
    await page.getByRole("button", { name: "Step back" }).click();
    assert.equal((await lit(page)).trim(), seen[39][1].trim());
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

test("a click on a tree node moves the code to its line; the tree's labels, path and Fit", async () => {
  const page = await openPage(env, "?view=step&n=8&strategy=cp&step=200&tree=1", DESKTOP);
  const canvas = step(page).locator(".tree");
  // Labels: the tree follows the search at a size where every branch in view is labelled,
  // both kinds of branch.
  let labels = await canvas.evaluate((c) => c.drawnLabels());
  assert.ok(labels.length >= 10, labels.join(" | "));
  assert.ok(labels.some((l) => /^q\[\d\] ≠ \d$/.test(l)) && labels.some((l) => /^q\[\d\] = \d$/.test(l)), "both kinds of branch are labelled");
  // Fitted, the branches of the current path are still labelled.
  await step(page).getByRole("button", { name: "Fit" }).click();
  labels = await canvas.evaluate((c) => c.drawnLabels());
  const path = await step(page).locator(".tree-path").textContent();
  for (const item of path.replace(/^Current path: /, "").replace(/\.$/, "").split(" → ")) {
    assert.ok(labels.includes(item.replace(/ \(after .*\)/, "").replace(/, forced$/, "")), `${item} is labelled on the tree (${labels.join(" | ")})`);
  }
  // The path is the choices that made it: refutations fold into the choice that follows them.
  assert.doesNotMatch(path.replace(/\(after [^)]*\)/g, ""), /≠ .* →/, path);
  // The legend lists every mark of the tree.
  assert.deepEqual(await step(page).locator(".tree-legend li").evaluateAll((list) => list.map((li) => li.dataset.mark)), ["place", "forced", "refute", "failed", "solved", "current", "folded"]);
  // Fit: everything drawn so far inside the canvas, spread over its width (laid out from what
  // is drawn, not from the whole run).
  for (const position of ["200", "5165"]) {
    await step(page).locator("[data-part=timeline]").fill(position);
    await step(page).getByRole("button", { name: "Fit" }).click();
    const { rect, points } = await canvas.evaluate((c) => ({ rect: c.getBoundingClientRect().toJSON(), points: c.drawnVertices().map((i) => c.positionOf(i)) }));
    for (const p of points) assert.ok(p.x >= rect.left && p.x <= rect.right && p.y >= rect.top && p.y <= rect.bottom, `step ${position}: a node at ${JSON.stringify(p)} is outside ${JSON.stringify(rect)}`);
    const xs = points.map((p) => p.x);
    assert.ok(Math.min(...xs) - rect.left < 40 && rect.right - Math.max(...xs) < 40, `step ${position}: the tree fills the width`);
  }
  await screenshot(page, "teach-tree-fit");
  // A click on a node seeks there, and the code lights that event's line.
  await step(page).locator("[data-part=timeline]").fill("200");
  const node = await canvas.evaluate((c) => c.drawnVertices().find((i) => i > 1 && i < 40));
  const at = await canvas.evaluate((c, i) => c.positionOf(i), node);
  await page.mouse.click(at.x, at.y);
  const position = Number(await step(page).locator("[data-part=timeline]").inputValue());
  assert.ok(position < 200, `${position}`);
  assert.match(await lit(page), /left\[row\] = \{col\}|right\[row\]\.discard\(col\)|queue\.append/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

/** The Step view's figures, by measure. */
async function stepFigures(page) {
  return step(page).locator(".stats dd").evaluateAll((list) => Object.fromEntries(list.map((dd) => [dd.dataset.part, Number(dd.textContent.replaceAll(",", ""))])));
}

test("one run, the same figures: the Step view, the tree, the comparison, the CLI and Python", async () => {
  const cli = "target/debug/nqueens";
  const python = ".venv/bin/python";
  assert.ok(existsSync(cli), "the CLI is built (cargo test builds it)");
  assert.ok(existsSync(python), "the Python package is installed");
  for (const [n, strategy] of [[8, "cp"], [6, "backtracking"], [6, "lookup"]]) {
    const fromCli = JSON.parse(execFileSync(cli, ["trace", String(n), "--strategy", strategy, "--all", "--json"], { encoding: "utf8" }).trim().split("\n").at(-1));
    const fromPython = JSON.parse(execFileSync(python, ["-c", `import json, nqueens; print(json.dumps(nqueens.trace(${n}, "${strategy}", all_solutions=True).run()))`], { encoding: "utf8" }));
    assert.deepEqual(fromPython, fromCli);
    const page = await openPage(env, `?view=step&n=${n}&strategy=${strategy}&tree=1&compare=1&step=999999`, DESKTOP);
    const figures = await stepFigures(page);
    const tree = await step(page).locator(".tree-figures dd").evaluateAll((list) => Object.fromEntries(list.map((dd) => [dd.parentElement.dataset.measure, Number(dd.textContent.replaceAll(",", ""))])));
    await step(page).locator(".compare tbody tr").nth(3).waitFor({ timeout: 60000 });
    const row = await step(page).locator(`.compare tr[data-strategy="${strategy}"] td`).evaluateAll((cells) => Object.fromEntries(cells.map((td) => [td.dataset.key, td.firstChild.textContent])));
    for (const key of ["nodes", "branches", "failures", "backtracks", "checks", "examined", "removals", "solutions"]) {
      assert.equal(figures[key], fromCli[key], `${strategy}: Step ${key}`);
      assert.equal(number(row[key]), fromCli[key], `${strategy}: Compare ${key}`);
      if (key in tree) assert.equal(tree[key], fromCli[key], `${strategy}: tree ${key}`);
    }
    if (strategy === "cp") assert.deepEqual([fromCli.failures, fromCli.branches, fromCli.solutions], [304, 790, 92]);
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

test("each figure shows its definition on hover and on keyboard focus; menus show their whole text", async () => {
  const page = await openPage(env, "?view=step&n=6&strategy=cp", DESKTOP);
  // The core's definitions are messages: rendered in the page's language (English here).
  const definitions = await page.evaluate(async () => {
    const api = await import("./www/wasm.js").then((m) => m.load());
    const words = await import("./www/lang.js").then((m) => m.wordsFor("en"));
    return Object.fromEntries(api.info().measures.map((m) => [m.name, words.message(m.definition)]));
  });
  const nodes = step(page).locator(".stats [data-measure=nodes]");
  await nodes.locator(".term").hover();
  assert.ok(await nodes.locator("[role=tooltip]").isVisible());
  assert.equal(await nodes.locator("[role=tooltip]").textContent(), definitions.nodes);
  await assertInView(page, nodes.locator("[role=tooltip]"), "the tooltip");
  await page.mouse.move(0, 0);
  const removals = step(page).locator(".stats [data-measure=removals]");
  await removals.locator(".term").focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  assert.ok(await removals.locator("[role=tooltip]").isVisible(), "shown on keyboard focus");
  assert.equal(await removals.locator("[role=tooltip]").textContent(), definitions.removals);
  await assertInView(page, removals.locator("[role=tooltip]"), "the tooltip");
  await page.keyboard.press("Escape");
  assert.ok(await removals.locator("[role=tooltip]").isHidden(), "Escape hides it");
  // Every menu of every view is wide enough for its longest choice, at both sizes.
  for (const options of [DESKTOP, PHONE]) {
    for (const query of ["?view=step&n=6&compare=1", "?view=play&n=6", "?view=solutions&n=6", "?view=huge"]) {
      const tab = await openPage(env, query, options);
      await tab.evaluate(() => document.querySelectorAll(".view:not([hidden]) details").forEach((d) => (d.open = true)));
      const cut = await tab.evaluate(() =>
        [...document.querySelectorAll(".view:not([hidden]) select")].flatMap((select) => {
          const style = getComputedStyle(select);
          const ctx = document.createElement("canvas").getContext("2d");
          ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
          return [...select.options].map((o) => [o.text, Math.ceil(ctx.measureText(o.text).width), room]).filter(([, w, r]) => w > r);
        }),
      );
      assert.deepEqual(cut, [], `${query} at ${options.viewport.width}: menu text cut`);
      await tab.close();
    }
  }
  await page.close();
});

test("the legend lists every mark the board shows; the end of a search says what the board shows", async () => {
  const page = await openPage(env, "?view=step&n=8&strategy=cp&step=999999", DESKTOP);
  const shown = () => step(page).locator(".legend li:not([hidden])").evaluateAll((list) => list.map((li) => li.dataset.mark));
  assert.deepEqual(await shown(), ["queen", "forced", "fixed", "row-col", "diagonal", "bounds", "refuted", "trying", "dead-row"]);
  assert.equal(await step(page).locator("[data-part=narration]").textContent(), "Search finished: 92 solutions. Every branch has been tried; the board is back to the empty board it started from.");
  assert.equal(await step(page).locator("[data-part=solution]").textContent(), "Solution 92: [7, 3, 0, 2, 5, 1, 6, 4]");
  assert.equal(await stepFigures(page).then((f) => f.depth), 0);
  // The board is the empty board the narration speaks of: every square plain.
  const plain = await step(page).locator("canvas[data-part=board]").evaluate((canvas) => {
    const g = canvas.getContext("2d");
    const band = Number(canvas.dataset.band) * (canvas.width / canvas.clientWidth);
    const cell = (canvas.width - band) / 8;
    const colors = new Set();
    for (let r = 0; r < 8; r++) for (let c = 0; c < 8; c++) colors.add(g.getImageData(band + (c + 0.5) * cell, band + (r + 0.5) * cell, 1, 1).data.join());
    return colors.size;
  });
  assert.equal(plain, 2, "two square colours, no mark");
  await step(page).getByLabel("Strategy").selectOption("backtracking");
  assert.deepEqual(await shown(), ["queen", "fixed", "row-col", "diagonal", "trying", "dead-row"]);
  await page.close();
});
