// The code panel's language menu (issue 38): the same search shown in Python, C, C++ and Java,
// the lit line following the steps in each; the choice is kept when the strategy changes; a
// strategy without a program in the chosen language shows Python and says so.
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

const step = (page) => page.locator("#view-step");
const lit = (page) => step(page).locator(".code .line.lit .src").textContent();
const forward = (page) => step(page).getByRole("button", { name: /^Step forward/ });

/** The lit line's code in each language, for event 1 (row 0's queen placed) and 2 (row 1's
 * first square found on its column). */
const LINES = {
  python: ["q[row] = col  # place the queen", "return False  # same column"],
  c: ["q[row] = col;  // place the queen", "return false;  // same column"],
  cpp: ["q[row] = col;  // place the queen", "return false;  // same column"],
  java: ["q[row] = col;  // place the queen", "return false;  // same column"],
};

test("the language menu shows the program in Python, C, C++ and Java, its lit line following the steps", async () => {
  const page = await openPage(env, "?view=step&n=4&strategy=backtracking&step=1");
  const menu = step(page).getByLabel("Programming language");
  await menu.waitFor();
  assert.deepEqual(await menu.locator("option").allTextContents(), ["Python", "C", "C++", "Java"]);
  for (const [language, [placed, attacked]] of Object.entries(LINES)) {
    await menu.selectOption(language);
    await step(page).locator(`.code[data-language=${language}]`).waitFor();
    assert.equal((await lit(page)).trim(), placed, `${language}: event 1`);
    await forward(page).click();
    assert.equal((await lit(page)).trim(), attacked, `${language}: event 2`);
    await step(page).getByRole("button", { name: /^Step back/ }).click();
    assert.equal((await lit(page)).trim(), placed, `${language}: back to event 1`);
    await screenshot(page, `code-language-${language}-desktop`);
  }
  // The choice stays when the strategy changes; CP has its program in Python only, and says so.
  await menu.selectOption("c");
  await step(page).getByLabel("Strategy").selectOption("lookup");
  await step(page).locator(".code[data-language=c]").waitFor();
  assert.equal(await menu.inputValue(), "c");
  assert.match(await step(page).locator(".code").textContent(), /mark\(row, col, true\);/);
  await step(page).getByLabel("Strategy").selectOption("cp");
  await step(page).locator(".code[data-language=python]").waitFor();
  assert.equal(await menu.inputValue(), "c");
  assert.equal(await step(page).locator("[data-part=only]").isVisible(), true);
  await step(page).getByLabel("Strategy").selectOption("backtracking");
  await step(page).locator(".code[data-language=c]").waitFor();
  assert.equal(await step(page).locator("[data-part=only]").isVisible(), false);
  assert.deepEqual(page.errors ?? [], []);
  await page.close();
});

test("the menu is labelled in every page language, and the panel fits a phone", async () => {
  const labels = { en: "Programming language", hi: "प्रोग्रामिंग भाषा", fa: "زبان برنامه‌نویسی", zh: "编程语言" };
  for (const [lang, label] of Object.entries(labels)) {
    const page = await openPage(env, `?view=step&n=5&strategy=lookup&step=3&lang=${lang}`, { viewport: { width: 390, height: 844 } });
    const menu = step(page).getByLabel(label);
    await menu.waitFor();
    await menu.selectOption("java");
    await step(page).locator(".code[data-language=java]").waitFor();
    await step(page).locator(".code-box").scrollIntoViewIfNeeded();
    await screenshot(page, `code-language-java-phone-${lang}`);
    await page.close();
  }
});
