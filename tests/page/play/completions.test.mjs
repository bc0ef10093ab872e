// End-to-end tests of "How many solutions contain these queens?" (Play view) and of listing
// them in the Solutions view, driven like a person: clicks on the board and the buttons, and
// the text a person reads. Counts are checked against a brute-force search written here.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launch, openPage, clickSquare, screenshot } from "../../support/browser.mjs";

let env;
before(async () => {
  env = await launch();
});
after(async () => {
  await env?.close();
});

const BOARD = "#view-play [data-part=board]";
const play = (page) => page.getByRole("region", { name: "Play" });
const result = (page) => page.locator("#view-play [data-part=completions-result]");

/** Every solution of N holding the queens (pairs [row, col]), by plain recursion. */
function bruteCompletions(n, queens) {
  const out = [];
  const cols = [];
  const safe = (r, c) => cols.every((pc, pr) => pc !== c && Math.abs(pr - r) !== Math.abs(pc - c));
  const go = () => {
    const r = cols.length;
    if (r === n) {
      if (queens.every(([qr, qc]) => cols[qr] === qc)) out.push(cols.slice());
      return;
    }
    const fixed = queens.find(([qr]) => qr === r);
    for (let c = 0; c < n; c++) {
      if (fixed && fixed[1] !== c) continue;
      if (safe(r, c)) {
        cols.push(c);
        go();
        cols.pop();
      }
    }
  };
  go();
  return out;
}

async function setN(page, n) {
  await play(page).getByLabel("N", { exact: true }).fill(String(n));
  await play(page).getByLabel("N", { exact: true }).press("Enter");
}

async function count(page) {
  await play(page).getByRole("button", { name: "How many solutions contain these queens?" }).click();
  await page.waitForFunction(() => !document.querySelector("#view-play [data-part=completions]").disabled, null, { timeout: 60000 });
  return result(page).textContent();
}

test("one queen in a corner of 8×8: 4 solutions, listed in the Solutions view", async () => {
  const page = await openPage(env, "?view=play&n=8");
  await clickSquare(page, BOARD, 8, 0, 0);
  const expected = bruteCompletions(8, [[0, 0]]);
  assert.equal(expected.length, 4);
  assert.match(await count(page), /^This queen is in 4 solutions of N = 8 \([\d,]+ nodes, /);
  await screenshot(page, "completions-play");
  await play(page).getByRole("button", { name: "List them in Solutions" }).click();
  await page.waitForFunction(() => !document.querySelector("#view-solutions").hidden);
  const summary = page.locator("#view-solutions [data-part=summary]");
  await summary.filter({ hasText: "listed in" }).waitFor();
  assert.match(await summary.textContent(), /^4 solutions for N = 8 hold the queen of the board, listed in/);
  assert.equal(await page.locator("#view-solutions [data-part=filter-text]").textContent(), "Only the solutions with a queen at row 0, column 0.");
  const thumbs = await page.locator("#view-solutions .gallery .thumb").evaluateAll((buttons) =>
    buttons.map((b) => JSON.parse(b.title)),
  );
  assert.deepEqual(thumbs, expected);
  assert.match(new URL(page.url()).search, /view=solutions&n=8&queens=/);
  await screenshot(page, "completions-solutions");
  // Reloading the address lists the same four; "List all solutions" lists all 92.
  await page.reload();
  await page.waitForSelector("body[data-ready=true]");
  await summary.filter({ hasText: "listed in" }).waitFor();
  assert.match(await summary.textContent(), /^4 solutions for N = 8 hold/);
  await page.getByRole("button", { name: "List all solutions" }).click();
  await summary.filter({ hasText: "92 solutions for N = 8, listed" }).waitFor();
  assert.doesNotMatch(new URL(page.url()).search, /queens=/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("two queens on 11×11: the count equals brute force", async () => {
  const page = await openPage(env, "?view=play&n=11");
  const queens = [[2, 5], [7, 1]];
  for (const [r, c] of queens) await clickSquare(page, BOARD, 11, r, c);
  const expected = bruteCompletions(11, queens).length;
  assert.ok(expected > 10, `${expected}`);
  assert.match(await count(page), new RegExp(`^These 2 queens are in ${expected.toLocaleString("en-US")} solutions of N = 11`));
  assert.equal(await result(page).getAttribute("data-solutions"), String(expected));
  // The empty board counts every solution (OEIS A000170: 2,680 for N = 11).
  await play(page).getByRole("button", { name: "Clear" }).click();
  assert.match(await count(page), /^An empty 11×11 board has 2,680 solutions /);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("queens that already attack get a plain answer", async () => {
  const page = await openPage(env, "?view=play&n=8");
  await clickSquare(page, BOARD, 8, 0, 0);
  await clickSquare(page, BOARD, 8, 3, 3);
  assert.equal(
    await count(page),
    "The queens at row 0, column 0 and row 3, column 3 already attack each other along a diagonal, so no solution contains them.",
  );
  assert.ok(await page.locator("#view-play [data-part=completions-list]").isHidden());
  await screenshot(page, "completions-attack");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a long count shows progress and stops on Cancel; changing the board clears the answer", async () => {
  const page = await openPage(env, "?view=play&n=17");
  await clickSquare(page, BOARD, 17, 8, 3);
  await play(page).getByRole("button", { name: "How many solutions contain these queens?" }).click();
  const progress = page.locator("#view-play [data-part=completions-progress]");
  await page.waitForFunction(() => document.querySelector("#view-play [data-part=completions-progress]").value > 0, null, { timeout: 60000 });
  assert.ok(await progress.isVisible());
  assert.match(await result(page).textContent(), /^Counting… [\d,]+ so far, \d+% done\.$/);
  await screenshot(page, "completions-progress");
  await play(page).getByRole("button", { name: "Cancel" }).click();
  assert.equal(await result(page).textContent(), "Count cancelled.");
  assert.ok(await progress.isHidden());
  assert.ok(await play(page).getByRole("button", { name: "How many solutions contain these queens?" }).isEnabled());
  // A new count, then a click on the board: the answer no longer describes the board, so it goes.
  await setN(page, 6);
  assert.match(await count(page), /^An empty 6×6 board has 4 solutions/);
  await clickSquare(page, BOARD, 6, 0, 1);
  assert.equal(await result(page).textContent(), "");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("phone size: the count and its answer fit", async () => {
  const page = await openPage(env, "?view=play&n=6", { viewport: { width: 390, height: 844 } });
  await clickSquare(page, BOARD, 6, 0, 1);
  assert.match(await count(page), /^This queen is in 1 solution of N = 6/);
  await result(page).scrollIntoViewIfNeeded();
  await screenshot(page, "completions-phone");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.equal(overflow, 0);
  await page.close();
});
