// End-to-end test of the 4-queens lesson, answered like a person: a click on the board, then
// columns tried one by one until the core says the square is open, then Step.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launch, openPage, clickSquare, screenshot } from "./support/browser.mjs";

let env;
before(async () => {
  env = await launch();
});
after(async () => {
  await env?.close();
});

const question = (page) => page.locator("#view-step .lesson-question").textContent();
const feedback = (page) => page.locator("#view-step .lesson-feedback").textContent();

test("the 4-queens lesson asks before every queen and checks the answers on the board", async () => {
  const page = await openPage(env, "?view=step&n=6");
  await page.getByRole("button", { name: "4-queens lesson" }).click();
  assert.match(new URL(page.url()).search, /n=4.*lesson=1/);
  assert.equal(await question(page), "Where can the queen in row 0 go now? Click a square of row 0 on the board that is not crossed out, or choose its column.");
  const forward = page.getByRole("button", { name: "Step forward" });
  assert.ok(await forward.isDisabled());
  // A square of the wrong row, then a right one, both clicked on the board.
  await clickSquare(page, "#view-step [data-part=board]", 4, 2, 1);
  assert.equal(await feedback(page), "That square is in row 2; the question is about row 0.");
  assert.ok(await forward.isDisabled());
  await clickSquare(page, "#view-step [data-part=board]", 4, 0, 0);
  assert.match(await feedback(page), /^Yes: row 0, column 0 is not crossed out/);
  assert.ok(await page.getByRole("button", { name: "Column 0", exact: true }).isHidden());
  assert.ok(await forward.isEnabled());
  await screenshot(page, "lesson-desktop");
  let wrong = 0;
  let asked = 1;
  for (let events = 0; events < 200; events++) {
    const text = await question(page);
    const match = /^Where can the queen in row (\d) go now\?/.exec(text);
    if (match && !(await page.locator("#view-step .lesson [data-part=answers]").isHidden())) {
      for (let col = 0; col < 4; col++) {
        await page.getByRole("button", { name: `Column ${col}`, exact: true }).click();
        const said = await feedback(page);
        if (said.startsWith("Yes:")) break;
        assert.match(said, new RegExp(`^Not there: row ${match[1]}, column ${col} is crossed out or taken\\.`));
        wrong++;
      }
      asked++;
    }
    if (await forward.isDisabled()) break;
    await forward.click();
    if ((await page.locator("#view-step [data-part=solution]").textContent()).startsWith("Solution 1:")) break;
  }
  assert.ok(wrong > 0, "some column was crossed out when asked");
  assert.ok(asked > 3, `${asked} questions`);
  assert.match(await page.locator("#view-step [data-part=solution]").textContent(), /^Solution 1: \[1, 3, 0, 2\]/);
  assert.equal(await question(page), "All questions answered. Step on to watch the search finish.");
  await screenshot(page, "lesson-solved");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("phone size: the lesson fits", async () => {
  const page = await openPage(env, "?view=step&n=4&strategy=cp&lesson=1", { viewport: { width: 390, height: 844 } });
  assert.match(await question(page), /^Where can the queen in row 0 go now\?/);
  await page.locator("#view-step .lesson").scrollIntoViewIfNeeded();
  await screenshot(page, "lesson-phone");
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 0);
  await page.close();
});
