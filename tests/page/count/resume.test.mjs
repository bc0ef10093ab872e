// End-to-end tests of counts that survive a reload: the count's ledger kept in IndexedDB, the
// offer to resume with what is done, the right total after resuming, refusal of a saved count
// made with another plan or recording a unit twice or outside its plan, and the one button that
// clears it all.
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

const view = (page) => page.getByRole("region", { name: "Count all solutions" });
const text = (page, selector) => page.locator(selector).textContent();

/** Units saved in IndexedDB for N (record lines of its ledger), read straight from the
 * database (not through the page). */
function savedUnits(page, n) {
  return page.evaluate(
    (n) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open("nqueens-counts");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("records")) return resolve(0);
          const req = db.transaction("records").objectStore("records").getAll();
          req.onsuccess = () =>
            resolve(req.result.filter((r) => r.n === n).reduce((s, r) => s + r.text.split("\n").filter((line) => line.includes('"unit"')).length, 0));
          req.onerror = () => reject(req.error);
        };
      }),
    n,
  );
}

/** Whether the database holds a ledger (a header) for N. */
function hasLedger(page, n) {
  return page.evaluate(
    (n) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open("nqueens-counts");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const req = open.result.transaction("ledgers").objectStore("ledgers").getKey(n);
          req.onsuccess = () => resolve(req.result !== undefined);
          req.onerror = () => reject(req.error);
        };
      }),
    n,
  );
}

/**
 * Saves a count of N in the page's database as the page would, its records made by the page's
 * own wasm: the plan's ledger header (with its plan fingerprint changed when `otherPlan`), then
 * one saved batch per list of unit ids (an id beyond the plan is counted with unit 0's queens).
 * Resolves with the number of units in the plan.
 */
function saveCount(page, n, batches, { otherPlan = false } = {}) {
  return page.evaluate(
    async ({ n, batches, otherPlan }) => {
      const { load } = await import(new URL("www/wasm.js", document.baseURI).href);
      const api = await load();
      const plan = api.countPlan(n);
      let header = plan.ledger;
      if (otherPlan) header = header.replace(/"plan":"(.)/, (_, digit) => `"plan":"${digit === "0" ? "1" : "0"}`);
      const texts = batches.map((ids) => {
        const words = [];
        const offsets = [0];
        for (const id of ids) {
          const unit = id < plan.units ? id : 0;
          words.push(...plan.words.subarray(plan.offsets[unit], plan.offsets[unit + 1]));
          offsets.push(words.length);
        }
        return api.countUnits(n, Uint32Array.from(ids), Uint32Array.from(words), Uint32Array.from(offsets)).records;
      });
      await new Promise((resolve, reject) => {
        const open = indexedDB.open("nqueens-counts");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction(["ledgers", "records"], "readwrite");
          tx.objectStore("ledgers").put({ n, header });
          for (const text of texts) tx.objectStore("records").add({ n, text });
          tx.oncomplete = () => resolve(undefined);
          tx.onerror = () => reject(tx.error);
        };
      });
      return plan.units;
    },
    { n, batches, otherPlan },
  );
}

/** Waits until `check()` is true, failing after `ms` with `what`. */
async function until(check, what, ms = 120000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function startCount(page, n) {
  await view(page).getByLabel("N", { exact: true }).fill(String(n));
  await page.getByRole("button", { name: "Start counting", exact: true }).click();
}

// N = 18, not 17: the wide counter finishes N = 17 in under two seconds here, too soon to reload
// it half way with any certainty.
test("a count of N = 18 reloaded at half way resumes with what was done and gives 666,090,624", async () => {
  const page = await openPage(env, "?view=count");
  await startCount(page, 18);
  await page.waitForFunction(() => document.querySelector("#count-progress").value >= 0.5, null, { timeout: 120000 });
  // Let the parts finished so far reach the database, then reload in the middle of the count.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const before = await savedUnits(page, 18);
  assert.ok(before > 0, "parts are saved while counting");
  await page.reload();
  await page.waitForSelector("body[data-ready=true]");
  assert.match(page.url(), /view=count&n=18/);

  // The view offers to resume and says what is already done.
  const saved = page.locator("#count-saved");
  await saved.waitFor({ state: "visible" });
  const done = await savedUnits(page, 18);
  assert.ok(done >= before && done < 5728, `${done} of 5728 units saved`);
  const offer = await text(page, "#count-saved-text");
  assert.match(offer, new RegExp(`^A count of N = 18 was interrupted: ${done.toLocaleString("en-US")} of 5,728 units \\(\\d+%\\) are done`));
  await screenshot(page, "count-18-resume-offer");

  await page.getByRole("button", { name: "Resume" }).click();
  await page.waitForFunction(() => document.querySelector("#count-result").textContent !== "", null, { timeout: 180000 });
  assert.equal(
    await text(page, "#count-result"),
    "N = 18: 666,090,624 (OEIS A000170: 666,090,624, matches) solutions, 83,263,591 (OEIS A002562: 83,263,591, matches) fundamental.",
  );
  // Only the rest was counted, and the view says so.
  assert.match(await text(page, "#count-progress-text"), new RegExp(`^Counted N = 18 in .*\\(resumed: ${done} of 5728 units were counted before\\)$`));
  await screenshot(page, "count-18-resumed");
  // A finished count keeps nothing.
  await page.waitForFunction(() => document.querySelector("#count-saved").hidden);
  assert.equal(await savedUnits(page, 18), 0);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a saved count of another plan is refused, and one button clears every saved count", async () => {
  const page = await openPage(env, "?view=count");
  await startCount(page, 18);
  await until(async () => (await savedUnits(page, 18)) > 0, "saved parts of N = 18");
  await page.getByRole("button", { name: "Cancel" }).click();
  await page.waitForFunction(() => !document.querySelector("#count-saved").hidden);

  // Pretend the counter was retuned since: the saved ledger's plan fingerprint no longer
  // matches the page's plan.
  await page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open("nqueens-counts");
        open.onsuccess = () => {
          const tx = open.result.transaction("ledgers", "readwrite");
          const store = tx.objectStore("ledgers");
          const get = store.get(18);
          get.onsuccess = () => {
            const ledger = get.result;
            ledger.header = ledger.header.replace(/"plan":"(.)/, (_, digit) => `"plan":"${digit === "0" ? "1" : "0"}`);
            store.put(ledger);
          };
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
  await page.getByRole("button", { name: "Resume" }).click();
  await page.waitForFunction(() => document.querySelector("#count-progress-text").textContent.startsWith("Counting N = 18"));
  assert.match(
    await text(page, "#count-progress-text"),
    /\(the saved count of N = 18 was refused and forgotten: the record was made with another plan for N = 18 \(plan [0-9a-f]{16} of 5728 units; this program's plan is [0-9a-f]{16} of 5728 units\), so its unit ids mean other units: count again, or use the program that wrote it\)$/,
  );
  // The refused parts are gone; the new count saves its own.
  await until(async () => (await savedUnits(page, 18)) > 0, "saved parts of N = 18");
  await page.getByRole("button", { name: "Cancel" }).click();

  // Saved counts of two N, then the one button.
  await startCount(page, 19);
  // (The progress bar still shows the cancelled count until the new plan is made, so wait for
  // the database instead.)
  await until(async () => (await savedUnits(page, 19)) > 0, "saved parts of N = 19");
  await page.getByRole("button", { name: "Cancel" }).click();
  await page.waitForFunction(() => !document.querySelector("#count-saved").hidden);
  assert.match(await text(page, "#count-saved-text"), /^A count of N = 19 was interrupted: [\d,]+ of 7,432 units/);
  assert.match(await text(page, "#count-saved-text"), /Also saved: N = 18\.$/);
  await page.getByRole("button", { name: "Clear saved counts" }).click();
  await page.waitForFunction(() => document.querySelector("#count-saved").hidden);
  assert.equal((await savedUnits(page, 18)) + (await savedUnits(page, 19)), 0);
  await page.reload();
  await page.waitForSelector("body[data-ready=true]");
  assert.equal(await page.locator("#count-saved").isHidden(), true);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a saved count recording a unit twice or outside its plan, or made with another plan, is refused with a sentence and forgotten", async () => {
  const page = await openPage(env, "?view=count&n=10");
  const saved = page.locator("#count-saved-text");

  // Unit 2 saved twice (a batch saved again): refused as soon as the view reads it.
  await saveCount(page, 10, [[0, 1, 2], [2]]);
  await page.reload();
  await page.waitForSelector("body[data-ready=true]");
  await page.locator("#count-saved").waitFor({ state: "visible" });
  assert.equal(
    await saved.textContent(),
    "The saved count of N = 10 was refused and forgotten: line 5, column 1: unit 2 is recorded twice (also on line 4); the record is refused, not summed.",
  );
  assert.equal(await page.getByRole("button", { name: "Resume" }).isHidden(), true);
  assert.equal(await hasLedger(page, 10), false);
  assert.equal(await savedUnits(page, 10), 0);

  // A unit the plan does not have.
  const units = await page.evaluate(async (n) => {
    const { load } = await import(new URL("www/wasm.js", document.baseURI).href);
    return (await load()).countPlan(n).units;
  }, 10);
  await saveCount(page, 10, [[0, units]]);
  await page.reload();
  await page.waitForSelector("body[data-ready=true]");
  await page.locator("#count-saved").waitFor({ state: "visible" });
  assert.equal(
    await saved.textContent(),
    `The saved count of N = 10 was refused and forgotten: line 3, column 1: unit ${units} is not in the plan (it has ${units} units).`,
  );
  assert.equal(await hasLedger(page, 10), false);

  // Another plan: shown as saved, refused when resumed under the page's plan, and the count
  // that follows sums only its own units.
  await saveCount(page, 10, [[0, 1], [2]], { otherPlan: true });
  await page.reload();
  await page.waitForSelector("body[data-ready=true]");
  await page.locator("#count-saved").waitFor({ state: "visible" });
  assert.match(await saved.textContent(), new RegExp(`^A count of N = 10 was interrupted: 3 of ${units} units `));
  await page.getByRole("button", { name: "Resume" }).click();
  await page.waitForFunction(() => document.querySelector("#count-result").textContent !== "");
  assert.equal(
    await text(page, "#count-result"),
    "N = 10: 724 (OEIS A000170: 724, matches) solutions, 92 (OEIS A002562: 92, matches) fundamental.",
  );
  assert.match(
    await text(page, "#count-progress-text"),
    new RegExp(
      `^Counted N = 10 in .*\\(the saved count of N = 10 was refused and forgotten: the record was made with another plan for N = 10 \\(plan [0-9a-f]{16} of ${units} units; this program's plan is [0-9a-f]{16} of ${units} units\\), so its unit ids mean other units: count again, or use the program that wrote it\\)$`,
    ),
  );
  await page.waitForFunction(() => document.querySelector("#count-saved").hidden);
  assert.equal(await hasLedger(page, 10), false);
  assert.deepEqual(page.errors, []);
  await page.close();
});
