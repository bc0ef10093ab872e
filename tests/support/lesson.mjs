// A reader going through a lesson, as a person does: read the words, press Continue, and answer
// each question by trying (a square on the board or a column button, an option, a number) until
// the board says it is right. Works in the page, a frame or an element's shadow root: `scope`
// is a locator of whatever holds the Step view.
import { clickSquare } from "./browser.mjs";

/** Text with Persian, Arabic-Indic and Devanagari digits written as ASCII digits. */
export function ascii(text) {
  return String(text).replace(/[۰-۹٠-٩०-९]/g, (d) => String("۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩०१२३४५६७८९".indexOf(d) % 10));
}

/** The lesson panel's parts inside `scope`. */
export function lessonParts(scope) {
  const part = (name) => scope.locator(`.lesson [data-part=${name}]`);
  return {
    title: part("title"),
    text: part("text"),
    answer: part("answer"),
    feedback: part("feedback"),
    explanation: part("explanation"),
    error: part("error"),
    next: part("next"),
    again: part("again"),
    columns: part("columns"),
    options: part("options"),
    number: part("number"),
    numberInput: part("number-input"),
    numberGo: part("number-go"),
    square: part("square"),
    row: part("row"),
    col: part("col"),
    squareGo: part("square-go"),
    progress: part("progress"),
  };
}

/**
 * Answers the question shown, trying answers in order until one is right; returns how many
 * were wrong first. `board` is the board's canvas locator, `n` its side; squares are clicked on
 * the board when `onBoard`, else chosen with the panel's column buttons or row and column menus.
 */
export async function answer(page, scope, { n, board, onBoard = true, maxTries = 60 }) {
  const p = lessonParts(scope);
  let wrong = 0;
  const right = async () => !(await p.answer.isVisible());
  if (await p.options.isVisible()) {
    const count = await p.options.locator("button").count();
    for (let i = 0; i < count; i++) {
      await p.options.locator("button").nth(i).click();
      if (await right()) return wrong;
      wrong++;
    }
  } else if (await p.number.isVisible()) {
    for (let value = 0; value < maxTries; value++) {
      await p.numberInput.fill(String(value));
      await p.numberGo.click();
      if (await right()) return wrong;
      wrong++;
    }
  } else {
    const byColumn = await p.columns.isVisible();
    const hint = ascii(await p.answer.locator(".hint").first().textContent());
    const row = byColumn ? Number(/(\d+)/.exec(hint)?.[1]) : null;
    for (let k = 0; k < n * n; k++) {
      const square = byColumn ? { row, col: k } : { row: Math.floor(k / n), col: k % n };
      if (byColumn && k >= n) break;
      if (onBoard) await clickSquare(page, board, n, square.row, square.col);
      else if (byColumn) await p.columns.locator("button").nth(square.col).click();
      else {
        await p.row.selectOption(String(square.row));
        await p.col.selectOption(String(square.col));
        await p.squareGo.click();
      }
      if (await right()) return wrong;
      wrong++;
    }
  }
  throw new Error(`no answer was right: ${await p.text.textContent()}`);
}

/**
 * Reads a lesson to its end; returns what the reader met: each stop's words, the wrong answers
 * given to each question, and the end's sentence.
 */
export async function readLesson(page, scope, { n, board, onBoard = true, screenshotAt = null } = {}) {
  const p = lessonParts(scope);
  await p.text.waitFor({ timeout: 20000 });
  const stops = [];
  for (let k = 0; k < 400; k++) {
    const text = (await p.text.textContent()).trim();
    if (await p.again.isVisible()) return { stops, end: text };
    const asks = await p.answer.isVisible();
    const stop = { text, wrong: asks ? await answer(page, scope, { n, board, onBoard }) : null };
    if (asks) stop.explanation = (await p.explanation.textContent()).trim();
    stops.push(stop);
    if (asks && screenshotAt) await screenshotAt(stops.length);
    await p.next.click();
  }
  throw new Error("the lesson never ended");
}
