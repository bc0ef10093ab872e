// <nqueens-board code-lang> on a tutorial page of a second origin (issue 38): the attribute
// shows the program in its language, the `codeLang` property reads and sets it, the reader's
// choice in the menu is written back and reported as an `nqueens-option`, it is kept when the
// strategy changes, and a bad value is refused in words, leaving the default.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { tutorialSetup, statusOf, events } from "../support/tutorial.mjs";

let env;
before(async () => {
  env = await tutorialSetup();
});
after(async () => {
  await env?.close();
});

test("code-lang=\"java\" shows Java; the property, the menu and a change of strategy keep one language", async () => {
  const page = await env.tutorial(
    `${env.snippet('id="java" view="step" n="4" strategy="backtracking" controls="full" code-lang="java"')}\n<nqueens-board id="bad" view="step" n="4" controls="full" code-lang="rust"></nqueens-board>`,
    { viewport: { width: 1100, height: 1600 } },
  );
  await statusOf(page, "#java").filter({ hasText: "Ready" }).waitFor({ timeout: 20000 });
  assert.notEqual(new URL(env.cdn.url).origin, new URL(page.url()).origin);
  const board = page.locator("#java");
  const code = board.locator(".code");
  const menu = board.getByLabel("Programming language");
  await board.locator(".code[data-language=java]").waitFor();
  assert.match(await code.textContent(), /boolean isSafe\(int row, int col\)/);
  assert.equal(await menu.inputValue(), "java");
  assert.equal(await board.evaluate((el) => el.codeLang), "java");
  // The property sets the attribute, which changes the program.
  await board.evaluate((el) => (el.codeLang = "c"));
  await board.locator(".code[data-language=c]").waitFor();
  assert.equal(await board.getAttribute("code-lang"), "c");
  // The reader's choice is written back and reported.
  await menu.selectOption("cpp");
  await board.locator(".code[data-language=cpp]").waitFor();
  assert.equal(await board.getAttribute("code-lang"), "cpp");
  const options = (await events(page, "nqueens-option")).filter((e) => e.id === "java").map((e) => e.detail);
  assert.deepEqual(options, [{ name: "code-lang", value: "cpp" }]);
  // Another strategy: the same language.
  await board.getByLabel("Strategy").selectOption("lookup");
  await board.locator(".code[data-language=cpp]").waitFor();
  assert.match(await code.textContent(), /cols\[col\]/);
  assert.equal(await menu.inputValue(), "cpp");
  // A bad value: a note in words, and the default.
  const bad = page.locator("#bad");
  await bad.locator(".code[data-language=python]").waitFor();
  assert.equal(await bad.getByLabel("Programming language").inputValue(), "python");
  assert.match(await bad.locator("[part=notes]").first().textContent(), /code-lang="rust" is not one of python, c, cpp, java/);
  assert.deepEqual(page.errors, []);
  await page.close();
});
