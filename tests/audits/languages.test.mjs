// The board in the reader's language (issue 29), as each reader meets it: every view of the page
// in Hindi, Persian and Chinese at desktop and phone size (no English word left in what is
// shown, no text clipped or overflowing its control, axe-core clean with the right lang and
// dir), a Persian tutorial page on a second origin with an element that names no language, a
// language changed on a live board, the numbers each locale writes, and the page's menu.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { audit, clickSquare, launch, openPage, screenshot, SETTLE_LONG } from "../support/browser.mjs";
import { tutorialSetup, statusOf } from "../support/tutorial.mjs";
import { answer, lessonParts } from "../support/lesson.mjs";
import { readCatalog } from "../support/catalogs.mjs";

const VIEWS = ["play", "solutions", "step", "count", "huge"];
const SIZES = { desktop: { width: 1200, height: 900 }, phone: { width: 390, height: 844 } };
/** Each language's script, to tell its words from English ones. */
const SCRIPT = { hi: /\p{Script=Devanagari}/u, fa: /\p{Script=Arabic}/u, zh: /\p{Script=Han}/u };
const DIGITS = { fa: /[۰-۹]/, hi: /[0-9]/, zh: /[0-9]/ };

/** The Latin words a catalog itself uses (names such as WebAssembly, OEIS, Enter): a word shown
 * that is not among them came from somewhere else, i.e. English left untranslated. */
function latinWordsOf(tag) {
  const catalog = readCatalog(tag);
  const words = new Set();
  for (const text of Object.values(catalog)) for (const word of text.match(/[A-Za-z][A-Za-z'’-]+/g) ?? []) words.add(word.toLowerCase());
  // The core's names of the counting kernels (simd128, avx2, …) are code, shown as they are.
  for (const name of ["simd", "avx", "sse", "neon", "scalar", "gpu"]) words.add(name);
  return words;
}

let env;
before(async () => {
  env = await launch();
});
after(async () => {
  await env?.close();
});

/** The browser's own language is English, so only what the test names makes another. CSP is
 * bypassed for axe-core's injected script. */
const CONTEXT = { bypassCSP: true, locale: "en-US" };

function open(query, viewport) {
  return openPage(env, query, { viewport, ...CONTEXT });
}

/**
 * What a reader sees of `root` (the page, or an element's shadow root): the Latin words among
 * the visible text (code excluded: the program is Python in every language), the controls whose
 * text is cut or overflows, and whether the page scrolls sideways.
 */
function looked(page, selector) {
  return page.evaluate((selector) => {
    const roots = selector ? [...document.querySelectorAll(selector)].map((e) => e.shadowRoot) : [document.body];
    const text = [];
    const clipped = [];
    // The lit line of the code panel quotes the program: code, like the panel.
    const skip = "pre, code, .code-lit, script, style, #lang, [aria-hidden=true], input, textarea";
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest(skip) || !parent.checkVisibility({ visibilityProperty: true })) continue;
        // Visually hidden text (a status for screen readers) is text a reader meets too.
        text.push(node.textContent);
      }
      for (const el of root.querySelectorAll("button, label, select, a, p, h1, h2, h3, legend, summary, li, dt, dd, th, td, span.hint, .range")) {
        if (!el.checkVisibility() || el.closest(".visually-hidden") || el.clientWidth === 0) continue;
        const style = getComputedStyle(el);
        if (["auto", "scroll"].includes(style.overflowX)) continue;
        if (el.scrollWidth > el.clientWidth + 1) clipped.push(`${el.localName}.${el.className} “${el.textContent.trim().slice(0, 40)}” ${el.scrollWidth}>${el.clientWidth}`);
      }
    }
    // Every menu wide enough for its longest choice (as tests/page/step/teaching-layout.test.mjs checks English).
    for (const root of roots) {
      for (const select of root.querySelectorAll("select")) {
        if (!select.checkVisibility() || select.clientWidth === 0 || select.id === "lang") continue;
        const style = getComputedStyle(select);
        const ctx = document.createElement("canvas").getContext("2d");
        ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
        for (const option of select.options) {
          const width = Math.ceil(ctx.measureText(option.text).width);
          if (width > room) clipped.push(`select option “${option.text}” ${width}>${room}`);
        }
      }
    }
    return {
      words: text.join(" ").match(/[A-Za-z][A-Za-z'’-]+/g) ?? [],
      text: text.join(" "),
      clipped,
      sideways: document.documentElement.scrollWidth > window.innerWidth + 1,
    };
  }, selector);
}

/** A view with something to say: a solved board, a step taken, a count, a huge solution. */
const SETTLE = {
  async play(page) {
    await page.locator("#view-play [data-part=solve]").click();
    await page.waitForFunction(() => document.querySelector("#view-play [data-part=result]").textContent.length > 20);
    await page.locator("#view-play details summary").click();
  },
  async solutions(page) {
    await page.waitForFunction(() => document.querySelectorAll("#view-solutions .thumb").length >= 8);
    await page.locator("#view-solutions .thumb").first().click();
  },
  async step(page) {
    await page.waitForFunction(() => Number(document.querySelector("#view-step [data-part=timeline]").max) > 0);
    for (let i = 0; i < 3; i++) await page.locator("#view-step [data-part=forward]").click();
  },
  ...SETTLE_LONG,
};

for (const tag of ["hi", "fa", "zh"]) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    // Desktop in the light theme, phone in the dark one: each language is seen (and audited for
    // contrast) in both themes.
    const theme = size === "desktop" ? "light" : "dark";
    test(`page in ${tag} at ${size} size, ${theme} theme: every view in ${tag}, nothing clipped, axe clean, lang and dir right`, async () => {
      const allowed = latinWordsOf(tag);
      const page = await open(`?view=play&lang=${tag}&n=8&theme=${theme}`, viewport);
      assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), theme);
      assert.deepEqual(
        await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
        [tag, tag === "fa" ? "rtl" : "ltr"],
      );
      for (const view of VIEWS) {
        if (view !== "play") {
          await page.locator(`.views [data-view=${view}]`).click();
          await page.waitForFunction((v) => !document.querySelector(`#view-${v}`).hidden, view);
          if (view === "count") await page.locator("#count-n").fill("10");
        }
        await SETTLE[view](page);
        const seen = await looked(page);
        const english = [...new Set(seen.words.filter((word) => !allowed.has(word.toLowerCase())))];
        assert.deepEqual({ view, english }, { view, english: [] }, `English left in the ${view} view: ${seen.text.slice(0, 300)}`);
        assert.match(seen.text, SCRIPT[tag], `${view}: no ${tag} words`);
        assert.deepEqual({ view, clipped: seen.clipped, sideways: seen.sideways }, { view, clipped: [], sideways: false });
        assert.deepEqual({ view, violations: await audit(page) }, { view, violations: [] });
        await screenshot(page, `lang-${tag}-${view}-${size}-${theme}`);
      }
      assert.deepEqual(page.errors, []);
      await page.close();
    });
  }
}

test("numbers as each locale writes them: Persian digits for fa, Indian grouping for hi, -u-nu- honoured, one formatter", async () => {
  const page = await open("?view=play", SIZES.desktop);
  const numbers = await page.evaluate(async () => {
    const { wordsFor } = await import("./www/lang.js");
    const out = {};
    for (const [lang, locale] of [["hi", "hi"], ["hi", "hi-u-nu-deva"], ["fa", "fa"], ["fa", "fa-u-nu-latn"], ["zh", "zh"], ["en", "en"]]) {
      const words = await wordsFor(lang, locale);
      out[locale] = [words.number(92), words.number(14772512), words.format("play.status.solved", { n: 92 })];
    }
    return out;
  });
  assert.deepEqual(numbers.hi.slice(0, 2), ["92", "1,47,72,512"]);
  assert.deepEqual(numbers["hi-u-nu-deva"].slice(0, 2), ["९२", "१,४७,७२,५१२"]);
  assert.deepEqual(numbers.fa.slice(0, 2), ["۹۲", "۱۴٬۷۷۲٬۵۱۲"]);
  assert.deepEqual(numbers["fa-u-nu-latn"].slice(0, 2), ["92", "14,772,512"]);
  assert.deepEqual(numbers.zh.slice(0, 2), ["92", "14,772,512"]);
  // In a sentence the same digits, never mixed.
  assert.match(numbers["hi-u-nu-deva"][2], /९२/);
  assert.doesNotMatch(numbers["hi-u-nu-deva"][2], /[0-9]/);
  assert.match(numbers.fa[2], /۹۲/);
  assert.doesNotMatch(numbers.fa[2], /[0-9]/);
  assert.match(numbers["fa-u-nu-latn"][2], /92/);
  assert.doesNotMatch(numbers["fa-u-nu-latn"][2], /[۰-۹]/);
  assert.equal(numbers.en[2], "Solved: 92 queens, none attacking.");
  await page.close();
});

test("only the reader's catalog is fetched: a Persian reader's page loads fa.js alone, hi.js only once Hindi is chosen, and the wasm module holds no English", async () => {
  const page = await env.browser.newPage({ viewport: SIZES.desktop, ...CONTEXT });
  const fetched = [];
  page.on("request", (request) => {
    const match = new URL(request.url()).pathname.match(/\/catalogs\/([a-z-]+)\.js$/i);
    if (match && match[1] !== "index") fetched.push(match[1]); // index.js: the loader of the catalogs, no words
  });
  await page.goto(`${env.url}?view=play&lang=fa`);
  await page.waitForSelector("body[data-ready=true]", { timeout: 20000 });
  assert.match(await page.locator("#view-play [data-part=status]").textContent(), /\p{Script=Arabic}/u);
  assert.deepEqual(fetched, ["fa"]);
  await page.locator("#lang").selectOption("hi");
  await page.waitForFunction(() => document.documentElement.lang === "hi");
  assert.deepEqual(fetched, ["fa", "hi"]);
  await page.close();
  // Nor does the wasm module carry English: the core's catalog is built into the CLI and Python
  // only (its `english` feature), so no English sentence is among the module's bytes.
  const wasm = readFileSync(new URL("../../dist/nqueens-wasm_bg.wasm", import.meta.url)).toString("latin1");
  const english = Object.values(readCatalog("en"));
  const sentences = english.filter((text) => text.length > 40 && !/["\\]/.test(text)).map((text) => Buffer.from(text, "utf8").toString("latin1"));
  assert.ok(sentences.length > 300, `${sentences.length} sentences to look for`);
  assert.deepEqual(sentences.filter((text) => wasm.includes(text)).slice(0, 3), []);
});

test("the page's language menu changes the words in place: the queens, the step and the address stay", async () => {
  const page = await open("?view=play&n=6&lang=en", SIZES.desktop);
  for (const [row, col] of [[0, 1], [1, 3], [2, 5]]) await clickSquare(page, "#view-play [data-part=board]", 6, row, col);
  const status = page.locator("#view-play [data-part=status]");
  assert.equal(await status.textContent(), "3 queens placed, none attacking; 3 to go.");
  const queens = new URL(page.url()).searchParams.get("queens");
  await page.locator("#lang").selectOption("fa");
  await page.waitForFunction(() => document.documentElement.dir === "rtl");
  await page.waitForFunction(() => /[۰-۹]/.test(document.querySelector("#view-play [data-part=status]").textContent));
  const persian = await status.textContent();
  assert.match(persian, /۳/);
  assert.doesNotMatch(persian, /[A-Za-z0-9]/);
  const url = new URL(page.url());
  assert.equal(url.searchParams.get("lang"), "fa");
  assert.equal(url.searchParams.get("queens"), queens, "the queens stay");
  assert.equal(await page.locator("#view-play [data-part=solve]").textContent(), readCatalog("fa")["play.solve"]);
  // The step position stays too.
  await page.locator(".views [data-view=step]").click();
  await page.waitForFunction(() => Number(document.querySelector("#view-step [data-part=timeline]").max) > 0);
  for (let i = 0; i < 4; i++) await page.locator("#view-step [data-part=forward]").click();
  const position = await page.locator("#view-step [data-part=timeline]").inputValue();
  await page.locator("#lang").selectOption("zh");
  await page.waitForFunction(() => /\p{Script=Han}/u.test(document.querySelector("#view-step [data-part=narration]").textContent));
  assert.equal(await page.locator("#view-step [data-part=timeline]").inputValue(), position);
  assert.equal(await page.evaluate(() => document.documentElement.dir), "ltr");
  // A near miss is read as what it meant, with the usual note; an unknown language is English, quietly.
  await page.goto(`${env.url}?view=play&lang=farsi`);
  await page.waitForSelector("body[data-ready=true]");
  assert.equal(await page.evaluate(() => document.documentElement.lang), "fa");
  assert.match(await page.locator("#url-note").textContent(), /farsi/);
  await page.goto(`${env.url}?view=play&lang=de`);
  await page.waitForSelector("body[data-ready=true]");
  assert.equal(await page.evaluate(() => document.documentElement.lang), "en");
  assert.equal(await page.locator("#url-note").isHidden(), true);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("the iframe takes lang= like the page", async () => {
  const page = await open("?view=play&embed=1&lang=hi-u-nu-deva&n=8", SIZES.phone);
  const status = await page.locator("#view-play [data-part=status]").textContent();
  assert.match(status, /[\u0900-\u097F]/);
  assert.match(status, /८/);
  assert.doesNotMatch(status, /[0-9]/);
  await page.close();
});

test("a Persian tutorial on a second origin: the element with no lang speaks Persian, right to left, and clicks land under the pointer", async () => {
  const setup = await tutorialSetup();
  try {
    for (const [size, viewport] of Object.entries(SIZES)) {
      const page = await setup.tutorial(`<p>وزیرها را روی صفحه بگذارید.</p>\n${setup.snippet('n="8"')}`, {
        viewport,
        html: 'lang="fa" dir="rtl"',
      });
      const board = page.locator("nqueens-board");
      await page.waitForFunction(() => document.querySelector("nqueens-board")?.shadowRoot?.querySelector("[data-part=board]"), null, { timeout: 20000 });
      await statusOf(page).filter({ hasText: /۸/ }).waitFor();
      const squares = [[0, 0], [2, 5], [7, 3]];
      for (const [row, col] of squares) await clickSquare(page, board.locator("[data-part=board]"), 8, row, col);
      await page.waitForFunction(() => document.querySelector("nqueens-board").queens.length === 3);
      const queens = await page.evaluate(() => document.querySelector("nqueens-board").queens);
      assert.deepEqual(queens.map(([r, c]) => [r, c]).sort(), squares.slice().sort());
      const status = statusOf(page);
      const text = await status.textContent();
      assert.match(text, /[۰-۹]/);
      assert.match(text, /\p{Script=Arabic}/u);
      assert.doesNotMatch(text, /[0-9A-Za-z]/);
      assert.equal(await status.evaluate((el) => getComputedStyle(el).direction), "rtl");
      assert.equal(await board.locator(".element").evaluate((el) => [el.getAttribute("lang"), el.getAttribute("dir")].join()), "fa,rtl");
      const seen = await looked(page, "nqueens-board");
      const allowed = latinWordsOf("fa");
      assert.deepEqual(seen.words.filter((w) => !allowed.has(w.toLowerCase())), []);
      assert.deepEqual(seen.clipped, []);
      await screenshot(page, `lang-fa-element-rtl-${size}`);
      assert.deepEqual(page.errors, []);
      await page.close();
    }
  } finally {
    await setup.close();
  }
});

test("lang changed on a live element changes its words only: the queens and the step position stay", async () => {
  const setup = await tutorialSetup();
  try {
    const page = await setup.tutorial(`${setup.snippet('id="play" n="6" lang="en"')}\n<nqueens-board id="step" view="step" n="5" lang="en"></nqueens-board>`);
    await page.waitForFunction(() => [...document.querySelectorAll("nqueens-board")].every((e) => e.shadowRoot?.querySelector("[data-part=board]")), null, { timeout: 20000 });
    const play = page.locator("#play");
    for (const [row, col] of [[0, 1], [1, 3]]) await clickSquare(page, play.locator("[data-part=board]"), 6, row, col);
    await statusOf(page, "#play").filter({ hasText: "2 queens placed" }).waitFor();
    await page.evaluate(() => document.querySelector("#step").forward());
    await page.evaluate(() => document.querySelector("#step").forward());
    await page.evaluate(() => document.querySelector("#step").forward());
    const step = await page.evaluate(() => document.querySelector("#step").step);
    await page.evaluate(() => {
      document.querySelector("#play").setAttribute("lang", "hi");
      document.querySelector("#step").lang = "zh";
    });
    await page.waitForFunction(() => /[\u0900-\u097F]/.test(document.querySelector("#play").shadowRoot.querySelector("[data-part=status]").textContent));
    await page.waitForFunction(() => /\p{Script=Han}/u.test(document.querySelector("#step").shadowRoot.querySelector("[data-part=narration]").textContent));
    assert.deepEqual(await page.evaluate(() => document.querySelector("#play").queens), [[0, 1], [1, 3]]);
    assert.equal(await page.evaluate(() => document.querySelector("#step").step), step);
    // No change event for a change of words: the board did not change.
    assert.deepEqual((await page.evaluate(() => window.events)).filter((e) => e.type === "nqueens-change" && e.detail.queens.length !== 1 && e.detail.queens.length !== 2), []);
    // The region falls back to its language; a near miss gets a note, an unknown one is English.
    await page.evaluate(() => document.querySelector("#play").setAttribute("lang", "fa-IR"));
    await page.waitForFunction(() => /[۰-۹]/.test(document.querySelector("#play").shadowRoot.querySelector("[data-part=status]").textContent));
    await page.evaluate(() => document.querySelector("#play").setAttribute("lang", "zh_CN"));
    await page.waitForFunction(() => /\p{Script=Han}/u.test(document.querySelector("#play").shadowRoot.querySelector("[data-part=status]").textContent));
    assert.match(await page.locator("#play [part=notes]").first().textContent(), /zh_CN/);
    await page.evaluate(() => document.querySelector("#play").setAttribute("lang", "de"));
    await statusOf(page, "#play").filter({ hasText: "2 queens placed" }).waitFor();
    assert.deepEqual(await page.evaluate(() => document.querySelector("#play").queens), [[0, 1], [1, 3]]);
    assert.deepEqual(page.errors, []);
    await page.close();
  } finally {
    await setup.close();
  }
});

test("the element's Step and Solutions views in each language: its words, nothing clipped, axe clean", async () => {
  const setup = await tutorialSetup();
  try {
    for (const tag of ["hi", "fa", "zh"]) {
      const page = await setup.tutorial(
        // A chapter's sections, each with its heading and board (as the a11y test's page has them).
        `<h2>1</h2>\n${setup.snippet(`id="step" view="step" n="5" tree lang="${tag}"`)}\n<h2>2</h2>\n<nqueens-board id="solutions" view="solutions" n="6" lang="${tag}"></nqueens-board>`,
        { viewport: SIZES.phone, html: `lang="${tag}"${tag === "fa" ? ' dir="rtl"' : ""}` },
      );
      await page.waitForFunction(() => [...document.querySelectorAll("nqueens-board")].every((e) => e.shadowRoot?.querySelector("[data-part=board]")), null, { timeout: 20000 });
      await page.evaluate(() => document.querySelector("#step").forward());
      await page.waitForFunction(() => document.querySelector("#solutions").shadowRoot.querySelectorAll(".thumb").length === 4);
      const seen = await looked(page, "nqueens-board");
      const allowed = latinWordsOf(tag);
      assert.deepEqual({ tag, english: [...new Set(seen.words.filter((w) => !allowed.has(w.toLowerCase())))] }, { tag, english: [] });
      assert.match(seen.text, SCRIPT[tag]);
      assert.deepEqual({ tag, clipped: seen.clipped }, { tag, clipped: [] });
      assert.deepEqual({ tag, violations: await audit(page) }, { tag, violations: [] });
      await screenshot(page, `lang-${tag}-element-step-phone`);
      assert.deepEqual(page.errors, []);
      await page.close();
    }
  } finally {
    await setup.close();
  }
});

/** The Latin words of a shipped lesson's own text in `tag` (code such as q[i] or AllDifferent). */
function lessonLatinWords(name, tag) {
  const lesson = JSON.parse(readFileSync(new URL(`../../crates/nqueens-core/lessons/${name}.json`, import.meta.url), "utf8"));
  const words = new Set();
  const walk = (value) => {
    if (typeof value === "string") for (const word of value.match(/[A-Za-z][A-Za-z'’-]+/g) ?? []) words.add(word.toLowerCase());
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(tag === "en" ? lesson : lesson.translations?.[tag]);
  return words;
}

for (const tag of ["en", "hi", "fa", "zh"]) {
  test(`the 4-queens lesson in ${tag}: shown in the board's language by default, answered wrong then right, read to its end with no English left`, async () => {
    const allowed = new Set([...latinWordsOf(tag), ...lessonLatinWords("four-queens", tag)]);
    const page = await open(`?view=step&lesson=four-queens&lang=${tag}`, SIZES.desktop);
    const scope = page.locator("#view-step");
    const p = lessonParts(scope);
    const board = page.locator("#view-step [data-part=board]");
    await p.text.waitFor({ timeout: 20000 });
    const section = scope.locator(".lesson section, section.lesson").first();
    assert.equal(await section.getAttribute("lang"), tag, "the lesson is in the board's language");
    const english = new Set();
    const said = [];
    const look = async () => {
      const seen = await looked(page, null);
      // The lesson's language menu names each language in itself (English, فارسی): autonyms.
      const panel = await scope.locator(".lesson").evaluate((el) => {
        const autonyms = new Set([...el.querySelectorAll("[data-part=language] option")].map((o) => o.textContent.trim()));
        return el.innerText
          .split("\n")
          .filter((line) => !autonyms.has(line.trim()))
          .join("\n");
      });
      said.push(panel);
      if (tag === "en") return;
      for (const word of panel.match(/[A-Za-z][A-Za-z'’-]+/g) ?? []) if (!allowed.has(word.toLowerCase())) english.add(word);
      assert.deepEqual(seen.clipped, [], `clipped in ${tag}`);
    };
    let questions = 0;
    let wrongSeen = false;
    for (let k = 0; k < 100 && !(await p.again.isVisible()); k++) {
      await look();
      if (await p.answer.isVisible()) {
        questions++;
        // A wrong square first where the question names a row: the core's feedback (why that
        // square is crossed out, or that it is not the answer) and the count of answers.
        if ((await p.columns.isVisible()) && questions > 1) {
          await p.columns.locator("button").first().click();
          if (await p.answer.isVisible()) {
            wrongSeen = true;
            await look();
          }
        }
        const wrong = await answer(page, scope, { n: 4, board, onBoard: questions % 2 === 1 });
        if (wrong > 0) wrongSeen = true;
        await look();
      }
      await p.next.click();
    }
    await look();
    assert.ok(await p.again.isVisible(), "the lesson ended");
    assert.ok(questions >= 3, `${questions} questions`);
    assert.ok(wrongSeen, "a wrong answer was given and answered");
    if (tag !== "en") {
      assert.deepEqual([...english], [], `English left in the ${tag} lesson panel: ${said.join(" | ").slice(0, 600)}`);
      for (const text of said) assert.match(text, SCRIPT[tag]);
      assert.deepEqual(await audit(page), []);
    } else {
      assert.match(said.at(-1), /The lesson is over/);
    }
    await screenshot(page, `lang-${tag}-lesson-desktop`);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}
