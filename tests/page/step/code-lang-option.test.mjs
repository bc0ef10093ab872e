// `code-lang`, the code panel's language as a link parameter (page and frame) and a lesson
// field (issue 38): a link opens the program in its language; a bad value is refused in words
// and leaves the default; the reader's choice goes into the address, survives a change of
// strategy and a fresh visit (the page keeps it as it keeps the theme); a lesson that names a
// language shows its program in it, the menu fixed until the lesson ends.
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
const menu = (page) => step(page).getByLabel("Programming language");
const shown = (page) => step(page).locator(".code").getAttribute("data-language");

test("a link's code-lang opens the program in that language; a bad one is refused in words", async () => {
  const page = await openPage(env, "?view=step&n=4&strategy=backtracking&code-lang=java");
  await step(page).locator(".code[data-language=java]").waitFor();
  assert.equal(await menu(page).inputValue(), "java");
  assert.match(await step(page).locator(".code").textContent(), /boolean isSafe\(/);
  await page.close();

  const bad = await openPage(env, "?view=step&n=4&strategy=backtracking&code-lang=rust");
  await step(bad).locator(".code[data-language=python]").waitFor();
  assert.equal(await menu(bad).inputValue(), "python");
  assert.equal(
    (await bad.locator("#url-note").textContent()).trim(),
    "Some of the link was ignored: code-lang=\"rust\" is not one of python, c, cpp, java.",
  );
  assert.deepEqual([...page.errors, ...bad.errors], []);
  await bad.close();
});

test("the reader's choice goes into the address, stays when the strategy changes and on the next visit", async () => {
  const context = await env.browser.newContext({ viewport: { width: 1200, height: 900 } });
  const page = await openPage({ ...env, browser: context }, "?view=step&n=4&strategy=lookup");
  await menu(page).selectOption("cpp");
  await step(page).locator(".code[data-language=cpp]").waitFor();
  assert.equal(new URL(page.url()).searchParams.get("code-lang"), "cpp");
  await step(page).getByLabel("Strategy").selectOption("backtracking");
  await step(page).locator(".code[data-language=cpp]").waitFor();
  assert.equal(await menu(page).inputValue(), "cpp");
  // A fresh visit without the parameter: the choice the page kept.
  await page.goto(`${env.url}?view=step&n=5`);
  await page.waitForSelector("body[data-ready=true]");
  assert.equal(await menu(page).inputValue(), "cpp");
  // A link's own value comes first.
  await page.goto(`${env.url}?view=step&n=5&strategy=lookup&code-lang=c`);
  await page.waitForSelector("body[data-ready=true]");
  await step(page).locator(".code[data-language=c]").waitFor();
  assert.deepEqual(page.errors, []);
  await context.close();
});

test("the frame takes code-lang from its link", async () => {
  const page = await env.browser.newPage({ viewport: { width: 1100, height: 900 } });
  await page.goto(`${env.url}?view=play`);
  await page.setContent(`<iframe title="board" style="width: 1000px; height: 800px" src="${env.url}?embed=1&view=step&n=4&strategy=backtracking&controls=full&code-lang=c"></iframe>`);
  const frame = page.frameLocator("iframe");
  await frame.locator(".code[data-language=c]").waitFor({ timeout: 20000 });
  assert.equal(await frame.getByLabel("Programming language").inputValue(), "c");
  assert.match(await frame.locator(".code").textContent(), /bool isSafe\(/);
  await page.close();
});

/** A lesson on lookup arrays for a class that learns in Java. */
const LESSON = {
  format: "nqueens-lesson",
  version: 1,
  title: "Lookup arrays in Java",
  language: "en",
  board: { n: 4, strategy: "lookup", "code-lang": "java" },
  steps: [{ kind: "narrate", text: "Read the program." }, { kind: "advance", until: "place" }, { kind: "pause" }],
};

test("a lesson's code-lang shows its program in that language, the menu fixed until it ends", async () => {
  const page = await openPage(env, `?view=step&n=4&strategy=lookup&code-lang=c&lesson=${encodeURIComponent(JSON.stringify(LESSON))}`);
  await step(page).getByRole("heading", { name: "Lookup arrays in Java" }).waitFor();
  await step(page).locator(".code[data-language=java]").waitFor();
  assert.equal(await menu(page).inputValue(), "java");
  assert.equal(await menu(page).isDisabled(), true);
  await screenshot(page, "code-lang-lesson-java");
  // The address keeps the reader's own choice, which comes back when the lesson ends.
  assert.equal(new URL(page.url()).searchParams.get("code-lang"), "c");
  await step(page).getByRole("button", { name: "End the lesson" }).first().click();
  await step(page).locator(".code[data-language=c]").waitFor();
  assert.equal(await menu(page).isDisabled(), false);
  assert.deepEqual(page.errors, []);
  await page.close();
});
