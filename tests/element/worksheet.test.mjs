// A lesson's printable worksheet: <nqueens-board>'s worksheet() on a tutorial page of a second
// origin hands back the shipped 4-queens lesson as an HTML file, which Chromium prints to PDF
// in A4 and in Letter: the pages are counted, every question is there (the PDF's outline, its
// headings, each with its page) and the answer key starts on a page after the last question's.
// In Persian the sheet reads right to left with its code isolated left to right. The lesson
// reader's Print worksheet button on the page (its Content Security Policy in force) prints
// from a frame of its own, in English and in Persian. Screenshots of the printed pages go to
// tests/artifacts/.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { mkdir, writeFile } from "node:fs/promises";
import { tutorialSetup, statusOf } from "../support/tutorial.mjs";
import { launch, openPage, screenshot } from "../support/browser.mjs";
import { readPdf } from "../support/pdf.mjs";
import { readCatalog } from "../support/catalogs.mjs";

const QUESTIONS = 6;
let env;
let site;
before(async () => {
  env = await tutorialSetup();
  site = await launch();
});
after(async () => {
  await env?.close();
  await site?.close();
});

/** The worksheet of the element `#sheet` as `{ type, html }`, and the refusal of `#play`'s. */
async function worksheetOf(page) {
  await statusOf(page, "#sheet").filter({ hasText: /\S/ }).waitFor({ timeout: 20000 });
  return page.evaluate(async () => {
    const blob = await document.getElementById("sheet").worksheet();
    const refusal = await document.getElementById("play").worksheet().then(
      () => "resolved",
      (error) => error.message,
    );
    return { type: blob.type, html: await blob.text(), refusal };
  });
}

/** Prints `html` to PDF in `format` (and screenshots its pages as printed) and reads it. */
async function printed(html, format, name) {
  const page = await env.browser.newPage({ viewport: { width: 800, height: 1100 } });
  await page.setContent(html, { waitUntil: "load" });
  const pdf = await page.pdf({ format, outline: true, tagged: true });
  await mkdir("tests/artifacts", { recursive: true });
  await writeFile(`tests/artifacts/${name}.pdf`, pdf);
  // What the pages show, laid out as printed at A4's width inside its margins (180 mm).
  await page.emulateMedia({ media: "print" });
  await page.setViewportSize({ width: 680, height: 1000 });
  await page.screenshot({ path: `tests/artifacts/${name}.png`, fullPage: true });
  await page.locator(".key").screenshot({ path: `tests/artifacts/${name}-key.png` });
  await writeFile(`tests/artifacts/${name}.html`, html);
  const dom = await page.evaluate(() => ({
    controls: document.querySelectorAll("button, input, select, textarea, script").length,
    boards: document.querySelectorAll(".question figure.position svg g.squares").length,
    blanks: document.querySelectorAll(".question figure.blank svg").length,
    dir: document.documentElement.dir,
    code: [...document.querySelectorAll(".question code")].map((c) => [c.dir, getComputedStyle(c).direction, getComputedStyle(c).unicodeBidi]),
    keyBreak: getComputedStyle(document.querySelector(".key")).breakBefore,
    // Where each code mark's first and last characters are drawn: left to right, in any page.
    ordered: [...document.querySelectorAll("code")].map((code) => {
      const text = code.firstChild;
      const at = (i) => {
        const range = document.createRange();
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        return range.getBoundingClientRect().left;
      };
      return `${code.textContent}: ${at(0) < at(text.length - 1) ? "left to right" : "reversed"}`;
    }),
  }));
  await page.close();
  return { ...readPdf(pdf), dom };
}

/** A heading's words in a fixed order: Chromium writes a right-to-left heading into the outline
 * in its visual order (its words reversed), a left-to-right one as it is. */
const words = (text) => text.split(/[\s\u200c]+/).sort().join(" ");

/** Checks a printed worksheet: every question's heading, then the key's on a later page. */
function checkPages(printedSheet, labels, label) {
  const sheet = { ...printedSheet, headings: printedSheet.headings.map((h) => ({ ...h, title: words(h.title) })) };
  const [question, key] = [(k) => words(labels.question(k)), words(labels.key)];
  assert.equal(sheet.pages, sheet.pageObjects, `${label}: every page in the page tree`);
  const titles = sheet.headings.map((h) => h.title);
  const asked = Array.from({ length: QUESTIONS }, (_, i) => question(i + 1));
  for (const title of asked) assert.ok(titles.includes(title), `${label}: ${title} in ${JSON.stringify(titles)}`);
  const keyHeading = sheet.headings.find((h) => h.title === key);
  assert.ok(keyHeading, `${label}: the key's heading in ${JSON.stringify(titles)}`);
  const last = Math.max(...sheet.headings.filter((h) => asked.includes(h.title)).map((h) => h.page));
  assert.ok(last >= 1, `${label}: the questions are on pages`);
  assert.ok(keyHeading.page > last, `${label}: the key on page ${keyHeading.page}, the last question on ${last}`);
  assert.equal(keyHeading.page, sheet.pages, `${label}: the key is the last page (${sheet.pages} pages)`);
}

test("worksheet() on a second origin: the 4-queens lesson printed to PDF in A4 and Letter, the key on its own page", async () => {
  const page = await env.tutorial(`${env.snippet('id="sheet" view="step" lesson="four-queens"')}\n<nqueens-board id="play" n="5" view="play"></nqueens-board>`);
  assert.notEqual(new URL(env.cdn.url).origin, new URL(page.url()).origin);
  const { type, html, refusal } = await worksheetOf(page);
  assert.equal(type, "text/html");
  assert.equal(refusal, "A worksheet is made from a lesson: open one first (the lesson attribute).");
  assert.match(html, /^<!doctype html>/);
  assert.match(html, /<title>Worksheet: Four queens: watch constraint propagation think<\/title>/);
  assert.match(html, /@page \{ margin: 14mm 15mm; \}/);
  // The answer key's words are the core's, with the lesson's explanations.
  assert.match(html, /Any one of the squares \(0, 0\), \(0, 1\), \(0, 2\), and \(0, 3\)\./);
  assert.match(html, /Option 2\./);
  const labels = { question: (k) => `Question ${k}`, key: "Answer key" };
  for (const format of ["A4", "Letter"]) {
    const sheet = await printed(html, format, `worksheet-four-queens-${format.toLowerCase()}`);
    checkPages(sheet, labels, format);
    assert.ok(sheet.pages >= 2, `${format}: ${sheet.pages} pages`);
    console.log(`four-queens worksheet, ${format}: ${sheet.pages} pages`);
    assert.deepEqual(sheet.dom.controls, 0, "nothing to press on paper");
    assert.equal(sheet.dom.boards, QUESTIONS);
    assert.equal(sheet.dom.blanks, 3, "an empty board for each of the three pick questions");
    assert.equal(sheet.dom.keyBreak, "page");
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("worksheet() in Persian: right to left, code isolated left to right, the key on its own page", async () => {
  const page = await env.tutorial(`<div lang="fa">${env.snippet('id="sheet" view="step" lesson="four-queens"')}\n<nqueens-board id="play" n="5" view="play"></nqueens-board></div>`);
  const { html, refusal } = await worksheetOf(page);
  assert.match(refusal, /^کاربرگ از روی یک درس ساخته می‌شود/);
  assert.match(html, /<html lang="fa" dir="rtl">/);
  assert.match(html, /چهار وزیر/);
  const sheet = await printed(html, "A4", "worksheet-four-queens-fa");
  // The key's heading as the Persian catalog words it (a reader may reword it).
  checkPages(sheet, { question: (k) => `پرسش ${"۰۱۲۳۴۵۶۷۸۹"[k]}`, key: readCatalog("fa")["worksheet.key"] }, "fa A4");
  assert.equal(sheet.dom.dir, "rtl");
  assert.ok(sheet.dom.code.length > 0, "the questions' code");
  for (const [dir, direction, bidi] of sheet.dom.code) assert.deepEqual([dir, direction, bidi], ["ltr", "ltr", "isolate"]);
  assert.ok(sheet.dom.ordered.some((said) => said.startsWith("q[1] = 2")), sheet.dom.ordered.join(" | "));
  for (const said of sheet.dom.ordered) assert.match(said, /: left to right$/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("the lesson reader's Print worksheet button prints the sheet from a frame of its own, in English and Persian", async () => {
  for (const [lang, name, title, first] of [
    ["en", "Print worksheet", "Worksheet: Four queens: watch constraint propagation think", "Question 1"],
    ["fa", "چاپ کاربرگ", "کاربرگ: \u2068چهار وزیر: ببینید انتشار قیود چگونه فکر می‌کند\u2069", "پرسش ۱"],
  ]) {
    const page = await openPage(site, `?view=step&lesson=four-queens&lang=${lang}`, { viewport: { width: 1280, height: 800 } });
    // Test instrumentation: each frame's print() is recorded instead of opening a dialog.
    await page.evaluate(() => {
      window.printed = [];
      const own = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, "contentWindow");
      Object.defineProperty(HTMLIFrameElement.prototype, "contentWindow", {
        get() {
          const win = own.get.call(this);
          if (win && !win.recorded) {
            win.recorded = true;
            win.print = () => window.printed.push(win.document.title);
          }
          return win;
        },
      });
    });
    const button = page.getByRole("button", { name });
    await button.click();
    await page.waitForFunction(() => window.printed.length > 0, null, { timeout: 10000 });
    const frame = await page.evaluate(() => {
      const doc = document.querySelector("iframe.worksheet-frame").contentDocument;
      return {
        printed: window.printed,
        dir: doc.documentElement.dir,
        headings: [...doc.querySelectorAll("h2")].map((h) => h.textContent),
        rules: doc.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.constructor.name)).filter((name) => name === "CSSPageRule").length,
        boards: doc.querySelectorAll("svg g.squares").length,
      };
    });
    assert.deepEqual(frame.printed, [title], lang);
    assert.equal(frame.dir, lang === "fa" ? "rtl" : "ltr");
    assert.equal(frame.headings.length, QUESTIONS + 1, frame.headings.join(" | "));
    assert.equal(frame.headings[0], first);
    assert.equal(frame.rules, 1, "the @page rule, in a constructed sheet the page's CSP keeps");
    assert.equal(frame.boards, QUESTIONS + 3);
    // Printing again replaces the frame, and the page goes on working.
    await button.click();
    await page.waitForFunction(() => window.printed.length > 1, null, { timeout: 10000 });
    assert.equal(await page.locator("iframe.worksheet-frame").count(), 1);
    await button.scrollIntoViewIfNeeded();
    await screenshot(page, `worksheet-button-${lang}`);
    assert.deepEqual(page.errors, [], lang);
    await page.close();
  }
});
