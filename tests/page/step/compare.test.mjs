// End-to-end tests of "Strategies side by side" (Step view), read the way a person reads it:
// the table's rows by strategy name. The CP figures for 8 queens are OR-Tools' (the OR-Tools guide's
// guide: 92 solutions, 304 failures, 790 branches); first solutions are checked here.
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

const STRATEGIES = ["Backtracking (safety scan)", "Lookup arrays", "CP, first unbound", "CP, first fail"];

/** The comparison table as { strategy: { Nodes, Failures, …, "First solution" } }, once all
 * four rows are in. */
async function readTable(page) {
  await page.waitForFunction(() => document.querySelectorAll("#view-step .compare tbody tr").length === 4 && !document.querySelector("#view-step .compare [data-part=run]").disabled, null, { timeout: 60000 });
  const table = page.getByRole("table");
  // What a reader sees in each head (innerText: a definition shows only on hover or focus).
  const headers = await table.locator("thead th").allInnerTexts();
  const rows = {};
  for (const row of await table.locator("tbody tr").all()) {
    const name = await row.getByRole("rowheader").textContent();
    const cells = await row.getByRole("cell").allTextContents();
    rows[name] = Object.fromEntries(headers.slice(1).map((h, i) => [h, cells[i]]));
  }
  return rows;
}

const number = (text) => Number(text.replaceAll(",", ""));
const columns = (text) => JSON.parse(text);
/** Independent check: no two queens share a column or a diagonal. */
const valid = (cols) => cols.every((a, i) => cols.slice(0, i).every((b, j) => a !== b && Math.abs(a - b) !== i - j));

test("by URL: N = 8, all solutions: every strategy finds 92, CP's figures are OR-Tools'", async () => {
  const page = await openPage(env, "?view=step&n=8&compare=1");
  const rows = await readTable(page);
  assert.deepEqual(Object.keys(rows), STRATEGIES);
  const cp = rows["CP, first unbound"];
  assert.deepEqual([cp.Solutions, cp.Failures, cp.Branches].map(number), [92, 304, 790]);
  for (const name of STRATEGIES) {
    assert.equal(number(rows[name].Solutions), 92, name);
    assert.ok(valid(columns(rows[name]["First solution"])), `${name}: ${rows[name]["First solution"]}`);
    assert.match(rows[name].Time, /^(under 1 ms|\d+ ms|\d+\.\d\d s)$/);
  }
  assert.equal(rows["Backtracking (safety scan)"]["First solution"], "[0, 4, 7, 5, 2, 6, 1, 3]");
  // Propagation prunes: CP branches far less than the plain walk tries squares.
  assert.ok(number(cp.Branches) < number(rows["Backtracking (safety scan)"].Branches) / 5);
  // Bars in the nodes, examined and time cells draw the same figures (the numbers are what
  // assistive technology reads): the longest nodes bar is the most nodes.
  const bars = await page.locator("#view-step .compare td[data-key=nodes] .cell-bar").evaluateAll((list) => list.map((b) => b.style.width));
  assert.equal(bars.length, 4);
  assert.equal(await page.locator("#view-step .compare .cell-bar").count(), 12);
  assert.equal(bars[0], "100%", "backtracking places the most queens");
  // Ranked by the nodes every strategy counts the same way; what sets the two walks apart is
  // what their checks examine.
  assert.equal(
    await page.locator("#view-step .compare [data-part=status]").textContent(),
    "Done. Fewest nodes, which every strategy counts the same way: CP, first fail (1,681). Backtracking and lookup arrays walk one tree; the lookups examine 53% of what the scan does.",
  );
  const scan = rows["Backtracking (safety scan)"];
  const lookup = rows["Lookup arrays"];
  assert.deepEqual([scan.Nodes, scan.Branches, scan.Checks], [lookup.Nodes, lookup.Branches, lookup.Checks]);
  assert.ok(number(lookup.Examined) < number(scan.Examined));
  assert.ok(number(cp.Removals) > 0, "CP removes values");
  assert.equal(number(cp.Checks), 0, "and checks no square");
  await page.getByRole("table").scrollIntoViewIfNeeded();
  await screenshot(page, "compare-desktop");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("from the Step view: first solution only, with queens fixed on the Play board", async () => {
  const page = await openPage(env, "?view=play&n=8");
  await clickSquare(page, "#view-play [data-part=board]", 8, 0, 0);
  await page.getByRole("button", { name: "Step through" }).click();
  await page.waitForFunction(() => !document.querySelector("#view-step").hidden);
  await page.getByRole("button", { name: "Compare strategies" }).click();
  assert.match(await page.locator("#view-step .compare [data-part=board]").textContent(), /^N = 8, 1 fixed queen\.$/);
  await page.getByRole("button", { name: "Compare", exact: true }).click();
  let rows = await readTable(page);
  for (const name of STRATEGIES) {
    assert.equal(number(rows[name].Solutions), 4, name);
    const first = columns(rows[name]["First solution"]);
    assert.equal(first[0], 0, name);
    assert.ok(valid(first), name);
  }
  assert.match(new URL(page.url()).search, /compare=1/);
  await page.getByLabel("Search for").selectOption("first");
  await page.getByRole("button", { name: "Compare", exact: true }).click();
  rows = await readTable(page);
  for (const name of STRATEGIES) assert.equal(number(rows[name].Solutions), 1, name);
  // A new N (the queen still fits, so it stays): the old figures go.
  await page.locator("#view-step [data-part=n]").fill("6");
  await page.locator("#view-step [data-part=n]").press("Enter");
  assert.ok(await page.getByRole("table").isHidden());
  assert.equal(await page.locator("#view-step .compare [data-part=board]").textContent(), "N = 6, 1 fixed queen.");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("phone size: the comparison fits, the table scrolls inside its box", async () => {
  const page = await openPage(env, "?view=step&n=6&compare=1", { viewport: { width: 390, height: 844 } });
  const rows = await readTable(page);
  assert.equal(number(rows["CP, first fail"].Solutions), 4);
  await page.getByRole("table").scrollIntoViewIfNeeded();
  await screenshot(page, "compare-phone");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.equal(overflow, 0);
  await page.close();
});
