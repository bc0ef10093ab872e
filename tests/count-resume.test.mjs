// End-to-end tests of counts that survive a reload: finished parts kept in IndexedDB, the offer
// to resume with what is done, the right total after resuming, refusal of a saved count made
// with another plan, and the one button that clears it all.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launch, openPage, screenshot } from "./support/browser.mjs";

let env;
before(async () => {
  env = await launch();
});
after(async () => {
  await env?.close();
});

const view = (page) => page.getByRole("region", { name: "Count all solutions" });
const text = (page, selector) => page.locator(selector).textContent();

/** Units saved in IndexedDB for N, read straight from the database (not through the page). */
function savedUnits(page, n) {
  return page.evaluate(
    (n) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open("nqueens-counts");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("parts")) return resolve(0);
          const req = db.transaction("parts").objectStore("parts").getAll();
          req.onsuccess = () => resolve(req.result.filter((p) => p.n === n).reduce((s, p) => s + p.units.length, 0));
          req.onerror = () => reject(req.error);
        };
      }),
    n,
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
  await page.getByRole("button", { name: "Count", exact: true }).click();
}

test("a count of N = 17 reloaded at half way resumes with what was done and gives 95,815,104", async () => {
  const page = await openPage(env, "?view=count");
  await startCount(page, 17);
  await page.waitForFunction(() => document.querySelector("#count-progress").value >= 0.5, null, { timeout: 120000 });
  // Let the parts finished so far reach the database, then reload in the middle of the count.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const before = await savedUnits(page, 17);
  assert.ok(before > 0, "parts are saved while counting");
  await page.reload();
  await page.waitForSelector("body[data-ready=true]");
  assert.match(page.url(), /view=count&n=17/);

  // The view offers to resume and says what is already done.
  const saved = page.locator("#count-saved");
  await saved.waitFor({ state: "visible" });
  const done = await savedUnits(page, 17);
  assert.ok(done >= before && done < 4319, `${done} of 4319 units saved`);
  const offer = await text(page, "#count-saved-text");
  assert.match(offer, new RegExp(`^A count of N = 17 was interrupted: ${done.toLocaleString("en-US")} of 4,319 units \\(\\d+%\\) are done`));
  await screenshot(page, "count-17-resume-offer");

  await page.getByRole("button", { name: "Resume" }).click();
  await page.waitForFunction(() => document.querySelector("#count-result").textContent !== "", null, { timeout: 180000 });
  assert.equal(
    await text(page, "#count-result"),
    "N = 17: 95,815,104 (OEIS A000170: 95,815,104, matches) solutions, 11,977,939 (OEIS A002562: 11,977,939, matches) fundamental.",
  );
  // Only the rest was counted, and the view says so.
  assert.match(await text(page, "#count-progress-text"), new RegExp(`^Counted N = 17 in .*\\(resumed: ${done} of 4319 units were counted before\\)$`));
  await screenshot(page, "count-17-resumed");
  // A finished count keeps nothing.
  await page.waitForFunction(() => document.querySelector("#count-saved").hidden);
  assert.equal(await savedUnits(page, 17), 0);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a saved count of another plan is refused, and one button clears every saved count", async () => {
  const page = await openPage(env, "?view=count");
  await startCount(page, 17);
  await until(async () => (await savedUnits(page, 17)) > 0, "saved parts of N = 17");
  await page.getByRole("button", { name: "Cancel" }).click();
  await page.waitForFunction(() => !document.querySelector("#count-saved").hidden);

  // Pretend the counter was retuned since: the saved plan no longer matches the page's.
  await page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open("nqueens-counts");
        open.onsuccess = () => {
          const tx = open.result.transaction("plans", "readwrite");
          const store = tx.objectStore("plans");
          const get = store.get(17);
          get.onsuccess = () => {
            const plan = get.result;
            plan.words[1] ^= 1;
            store.put(plan);
          };
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
  await page.getByRole("button", { name: "Resume" }).click();
  await page.waitForFunction(() => document.querySelector("#count-progress-text").textContent.startsWith("Counting N = 17"));
  assert.match(await text(page, "#count-progress-text"), /\(the saved count of N = 17 was made with another plan .*so it was not resumed\)$/);
  // The refused parts are gone; the new count saves its own.
  await until(async () => (await savedUnits(page, 17)) > 0, "saved parts of N = 17");
  await page.getByRole("button", { name: "Cancel" }).click();

  // Saved counts of two N, then the one button.
  await startCount(page, 18);
  // (The progress bar still shows the cancelled count until the new plan is made, so wait for
  // the database instead.)
  await until(async () => (await savedUnits(page, 18)) > 0, "saved parts of N = 18");
  await page.getByRole("button", { name: "Cancel" }).click();
  await page.waitForFunction(() => !document.querySelector("#count-saved").hidden);
  assert.match(await text(page, "#count-saved-text"), /^A count of N = 18 was interrupted: [\d,]+ of 5,728 units/);
  assert.match(await text(page, "#count-saved-text"), /Also saved: N = 17\.$/);
  await page.getByRole("button", { name: "Clear saved counts" }).click();
  await page.waitForFunction(() => document.querySelector("#count-saved").hidden);
  assert.equal((await savedUnits(page, 17)) + (await savedUnits(page, 18)), 0);
  await page.reload();
  await page.waitForSelector("body[data-ready=true]");
  assert.equal(await page.locator("#count-saved").isHidden(), true);
  assert.deepEqual(page.errors, []);
  await page.close();
});
