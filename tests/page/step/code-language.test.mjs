// The code panel's language menu (issue 38): the same search shown in Python, C, C++ and Java,
// the lit line following the steps in each; the choice is kept when the strategy changes; a
// constraint propagation and its first-fail variant have their program in every language too.
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
  // The choice stays when the strategy changes, and every strategy has its program in every
  // language, so the note that one is shown in Python instead stays hidden.
  await menu.selectOption("c");
  await step(page).getByLabel("Strategy").selectOption("lookup");
  await step(page).locator(".code[data-language=c]").waitFor();
  assert.equal(await menu.inputValue(), "c");
  assert.match(await step(page).locator(".code").textContent(), /mark\(row, col, true\);/);
  await step(page).getByLabel("Strategy").selectOption("cp");
  await step(page).locator(".code[data-language=c]").waitFor();
  assert.equal(await menu.inputValue(), "c");
  assert.match(await step(page).locator(".code").textContent(), /bind\(left\[row\], col\);/);
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

/** CP's lit line in each language for event 1 (the decision `q[0] = col`) and event 2 (the
 * queen's column pruned from the other rows), and a line only the first-fail variant has. */
const CP = {
  python: [/^left\[row\] = \{col\}  # decide/, /^remove\(domains, cuts, forced\)$/, "key=lambda r: (len(domains[r]), r)"],
  c: [/^bind\(left\[row\], col\);  \/\/ decide/, /^removeValues\(domains, cuts\);$/, "size(domains[r]) < size(domains[row])"],
  cpp: [/^left\[row\] = \{col\};  \/\/ decide/, /^removeValues\(domains, cuts, forced\);$/, "return domains[a].size() < domains[b].size();"],
  java: [/^bind\(left\[row\], col\);  \/\/ decide/, /^remove\(domains, cuts, forced\);$/, "Math.abs(2 * c - N + 1) < Math.abs(2 * col - N + 1)"],
};

test("constraint propagation and its first-fail variant in every language: the lit line is the decision, then the pruning", async () => {
  for (const strategy of ["cp", "cp-first-fail"]) {
    const page = await openPage(env, `?view=step&n=4&strategy=${strategy}&step=1`, { viewport: { width: 1280, height: 800 } });
    const menu = step(page).getByLabel("Programming language");
    await menu.waitFor();
    for (const [language, [decided, pruned, firstFail]] of Object.entries(CP)) {
      await menu.selectOption(language);
      const code = step(page).locator(`.code[data-language=${language}]`);
      await code.waitFor();
      assert.match((await lit(page)).trim(), decided, `${strategy} in ${language}: event 1`);
      assert.equal((await code.textContent()).includes(firstFail), strategy === "cp-first-fail", `${strategy} in ${language}: the first-fail line`);
      await forward(page).click();
      assert.match((await lit(page)).trim(), pruned, `${strategy} in ${language}: event 2`);
      await step(page).getByRole("button", { name: /^Step back/ }).click();
      assert.match((await lit(page)).trim(), decided, `${strategy} in ${language}: back to event 1`);
      if (strategy === "cp") await screenshot(page, `code-cp-${language}-desktop`);
    }
    assert.deepEqual(page.errors ?? [], []);
    await page.close();
  }
});

test("the CP program fits a phone in every language, and reads left to right in the Persian page", async () => {
  const phone = { width: 390, height: 844 };
  const desktop = { width: 1280, height: 800 };
  for (const [lang, languages, viewport, size] of [
    ["en", Object.keys(CP), phone, "phone"],
    ["fa", ["c"], phone, "phone"],
    ["fa", ["c"], desktop, "desktop"],
  ]) {
    const page = await openPage(env, `?view=step&n=6&strategy=cp&step=4&lang=${lang}`, { viewport });
    const menu = step(page).locator(".code-lang select");
    await menu.waitFor();
    for (const language of languages) {
      await menu.selectOption(language);
      const code = step(page).locator(`.code[data-language=${language}]`);
      await code.waitFor();
      assert.equal(await code.evaluate((pre) => getComputedStyle(pre).direction), "ltr", `${lang} ${language}: code reads left to right`);
      const box = step(page).locator(".code-box");
      await box.scrollIntoViewIfNeeded();
      // The box stays within the phone's width (the code scrolls inside it), and the lit line
      // is inside the box's visible part.
      const [outer, litLine] = [await box.boundingBox(), await step(page).locator(".code .line.lit").boundingBox()];
      assert.ok(outer.x >= 0 && outer.x + outer.width <= viewport.width, `${lang} ${language}: the box fits the ${size}`);
      assert.ok(litLine.y >= outer.y && litLine.y + litLine.height <= outer.y + outer.height + 1, `${lang} ${language}: the lit line is in view`);
      await screenshot(page, `code-cp-${language}-${size}-${lang}`);
    }
    assert.deepEqual(page.errors ?? [], []);
    await page.close();
  }
});
