// End-to-end tests of the call stack under the Step board: its frames against a stack computed
// here (a recursion written in this file for backtracking; the CP decisions rebuilt from the
// narration), its depth against the Depth figure, folding on a deep search, and the phone's
// layout.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launch, openPage, screenshot } from "../../support/browser.mjs";

let env;
before(async () => {
  env = await launch();
});
after(async () => {
  await env?.close();
});

const part = (page, name) => page.locator(`#view-step [data-part=${name}]`);
/** The frames shown, each as its text ("depth 1 Row 1: trying column 3"), and the lit one's. */
const shown = (page) =>
  page.locator("#view-step [data-part=stack-frames]").evaluate((list) => ({
    frames: [...list.querySelectorAll("li.frame")].map((li) => li.textContent.replace(/\s+/g, " ").trim()),
    lit: [...list.querySelectorAll("li.deepest")].map((li) => li.textContent.replace(/\s+/g, " ").trim()),
    current: [...list.querySelectorAll("[aria-current=step]")].length,
  }));

/** Backtracking on an n×n board, all solutions, as a recursion written here: the stack's text
 * after every event (index = the timeline's position), empty once the search has returned;
 * with `firstOnly`, up to the first solution. */
function backtrackingStacks(n, firstOnly = false) {
  const stacks = [];
  const frames = [];
  const q = [];
  const text = (f) => {
    if (f.row === n) return `depth ${f.depth} Every row has its queen: a solution`;
    if (f.col === null) return `depth ${f.depth} Row ${f.row}: no column tried yet`;
    if (f.col === n) return `depth ${f.depth} Row ${f.row}: every column tried, dead end`;
    return `depth ${f.depth} Row ${f.row}: ${f.queen ? "queen on" : "trying"} column ${f.col}`;
  };
  const snap = () => stacks.push(frames.map(text));
  const safe = (row, col) => q.every((c, r) => c !== col && Math.abs(c - col) !== row - r);
  const solve = (row) => {
    const frame = frames[row];
    if (row === n) {
      snap(); // the solution
      return firstOnly;
    }
    for (let col = 0; col < n; col++) {
      frame.col = col;
      if (!safe(row, col)) {
        snap(); // attacked
        continue;
      }
      q.push(col);
      frame.queen = true;
      frames.push({ depth: row + 1, row: row + 1, col: null, queen: false });
      snap(); // placed: the call below is on the stack
      if (solve(row + 1)) return true;
      frames.pop();
      q.pop();
      frame.queen = false;
      snap(); // taken back
    }
    frame.col = n;
    snap(); // dead end
    return false;
  };
  frames.push({ depth: 0, row: 0, col: null, queen: false });
  snap();
  if (!solve(0)) stacks.push([]);
  return stacks;
}

test("backtracking, N = 6: the frames are the recursion's at every step checked, the deepest lit at the Depth figure", async () => {
  const stacks = backtrackingStacks(6);
  const page = await openPage(env, "?view=step&n=6&strategy=backtracking");
  const positions = [0, 1, 2, 7, 8, 25, 60, 61, 150, 151, 400, stacks.length - 2, stacks.length - 1];
  for (const position of positions) {
    const timeline = part(page, "timeline");
    await timeline.evaluate((input, value) => {
      input.value = value;
      input.dispatchEvent(new Event("input", { bubbles: true }));
    }, String(position));
    assert.equal(await timeline.inputValue(), String(position));
    const { frames, lit, current } = await shown(page);
    assert.deepEqual(frames, stacks[position], `at ${position}`);
    const depth = await part(page, "depth").textContent();
    if (frames.length) {
      assert.deepEqual(lit, [frames.at(-1)], `the deepest is lit at ${position}`);
      assert.equal(current, 1);
      assert.ok(lit[0].startsWith(`depth ${depth} `), `${lit[0]} at the Depth figure ${depth}`);
    } else {
      assert.equal(depth, "0");
      assert.equal(await part(page, "stack-empty").textContent(), "Empty: the search has returned.");
    }
  }
  assert.equal(await part(page, "stack-title").textContent(), "Call stack");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("CP, N = 6: the open decisions, rebuilt from the narration step by step, and the Depth figure", async () => {
  const page = await openPage(env, "?view=step&n=6&strategy=cp");
  assert.equal(await part(page, "stack-title").textContent(), "Open decisions");
  assert.equal(await part(page, "stack-empty").textContent(), "No decision yet: propagation alone so far.");
  const decisions = [];
  let refuted = 0;
  for (let step = 1; step <= 60; step++) {
    await page.getByRole("button", { name: "Step forward" }).click();
    const narration = await part(page, "narration").textContent();
    const placed = narration.match(/^Decision: the queen of row (\d+) goes to column (\d+)/);
    const back = narration.match(/^Back up: row (\d+) must not be column (\d+)/);
    if (placed) decisions.push({ row: placed[1], col: placed[2], right: false });
    if (back) {
      while (decisions.at(-1)?.right) decisions.pop();
      const top = decisions.at(-1);
      assert.deepEqual([top.row, top.col], [back[1], back[2]], narration);
      top.right = true;
      refuted++;
    }
    const expected = decisions.map(
      (d, i) => `depth ${i + 1} ${d.right ? "The other branch: " : "Decision: "}q[${d.row}] ${d.right ? "!=" : "="} ${d.col}`,
    );
    const { frames, lit } = await shown(page);
    assert.deepEqual(frames, expected, `after step ${step}: ${narration}`);
    assert.equal(await part(page, "depth").textContent(), String(decisions.length), `depth after step ${step}`);
    if (expected.length) assert.deepEqual(lit, [expected.at(-1)]);
  }
  assert.ok(refuted >= 3, "the steps checked took right branches");
  await screenshot(page, "step-stack-cp-6");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("N = 12: a deep stack folds its middle behind a button that unfolds and folds it again from the keyboard", async () => {
  const page = await openPage(env, "?view=step&n=12&strategy=backtracking");
  await page.getByRole("button", { name: "Next solution" }).click();
  assert.equal(await part(page, "depth").textContent(), "12");
  let { frames, lit } = await shown(page);
  // The first solution of 12 queens, row by row, found here the way the recursion finds it.
  const first = backtrackingStacks(12, true).at(-1);
  assert.equal(first.length, 13);
  assert.deepEqual(frames, [...first.slice(0, 2), ...first.slice(-3)]);
  assert.deepEqual(lit, [frames.at(-1)]);
  const toggle = page.locator("#view-step [data-part=stack-toggle]");
  assert.equal(await toggle.textContent(), "Show 8 more");
  assert.equal(await toggle.getAttribute("aria-expanded"), "false");
  await toggle.focus();
  await page.keyboard.press("Enter");
  ({ frames } = await shown(page));
  assert.equal(frames.length, 13);
  assert.deepEqual(frames, first);
  assert.equal(await toggle.textContent(), "Fold the middle");
  assert.equal(await toggle.getAttribute("aria-expanded"), "true");
  assert.ok(await toggle.evaluate((b) => b.matches(":focus")), "the button keeps the focus");
  await screenshot(page, "step-stack-12-open");
  await page.keyboard.press("Space");
  ({ frames } = await shown(page));
  assert.equal(frames.length, 5);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("on a phone the stack stands right below the board, inside the screen; screenshots in English and Persian, light and dark", async () => {
  for (const [lang, theme] of [["en", "light"], ["fa", "dark"], ["fa", "light"]]) {
    const page = await openPage(env, `?view=step&n=8&strategy=backtracking&step=40&lang=${lang}&theme=${theme}`, { viewport: { width: 390, height: 844 } });
    const board = await part(page, "board").boundingBox();
    const stack = part(page, "stack");
    await stack.scrollIntoViewIfNeeded();
    const box = await stack.boundingBox();
    const boardNow = await part(page, "board").boundingBox();
    assert.ok(board && box && boardNow);
    assert.ok(box.y >= boardNow.y + boardNow.height - 1, `below the board (${lang})`);
    assert.ok(box.y - (boardNow.y + boardNow.height) < 40, `right below it (${lang})`);
    assert.ok(box.x >= 0 && box.x + box.width <= 390 + 0.5, `inside the screen's width (${lang})`);
    assert.ok(box.y + Math.min(box.height, 200) <= 844, `on the screen (${lang})`);
    const { frames } = await shown(page);
    assert.ok(frames.length >= 2, `frames shown (${lang})`);
    if (lang === "fa") assert.match(frames[0], /^عمق ۰ سطر ۰/);
    await screenshot(page, `step-stack-phone-${lang}-${theme}`);
    assert.deepEqual(page.errors, []);
    await page.close();
  }
  for (const lang of ["en", "fa"]) {
    const page = await openPage(env, `?view=step&n=8&strategy=cp&step=30&lang=${lang}`, { viewport: { width: 1280, height: 800 } });
    const board = await part(page, "board").boundingBox();
    const box = await part(page, "stack").boundingBox();
    assert.ok(box.y >= board.y + board.height - 1 && box.y + box.height <= 800, `under the board, on the screen (${lang})`);
    await screenshot(page, `step-stack-desktop-${lang}`);
    await page.close();
  }
});
