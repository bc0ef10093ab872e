// End-to-end tests of the Play view, driving the built page in headless Chromium like a person:
// clicks on the canvas, the keyboard, and the text a person reads.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launch, openPage, clickSquare, screenshot, DIGIT_SCRIPTS, inDigits, typeInto } from "../../support/browser.mjs";

let env;
/** The view's region, so its controls are found the way a screen-reader user finds them. */
const view = (page) => page.getByRole("region", { name: "Play" });
before(async () => {
  env = await launch();
});
after(async () => {
  await env?.close();
});

const BOARD = "#view-play [data-part=board]";
const status = (page) => page.locator("#view-play [data-part=status]").textContent();

async function setN(page, n) {
  await view(page).getByLabel("N", { exact: true }).fill(String(n));
  await view(page).getByLabel("N", { exact: true }).press("Enter");
}

test("two queens on one diagonal are reported as attacking", async () => {
  const page = await openPage(env);
  await setN(page, 8);
  await clickSquare(page, BOARD, 8, 2, 1);
  await clickSquare(page, BOARD, 8, 4, 3);
  assert.equal(await status(page), "2 queens placed, 1 attacking pair (diagonal).");
  await screenshot(page, "play-diagonal");
  // Clicking a queen again takes it away.
  await clickSquare(page, BOARD, 8, 4, 3);
  assert.equal(await status(page), "1 queen placed, none attacking; 7 to go.");
  await clickSquare(page, BOARD, 8, 2, 6);
  assert.equal(await status(page), "2 queens placed, 1 attacking pair (row 2).");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("the eight squares of [0, 4, 7, 5, 2, 6, 1, 3] solve the board", async () => {
  const page = await openPage(env);
  await page.getByRole("button", { name: "8", exact: true }).click();
  const solution = [0, 4, 7, 5, 2, 6, 1, 3];
  for (const [row, col] of solution.entries()) await clickSquare(page, BOARD, 8, row, col);
  assert.equal(await status(page), "Solved: 8 queens, none attacking.");
  await screenshot(page, "play-solved");
  // The address now reopens this board.
  const url = page.url();
  const again = await openPage(env, url.slice(url.indexOf("?")));
  assert.equal(await status(again), "Solved: 8 queens, none attacking.");
  await page.close();
  await again.close();
});

test("Complete keeps three placed queens and fills a solution", async () => {
  const page = await openPage(env);
  await setN(page, 8);
  const placed = [
    [0, 0],
    [1, 4],
    [2, 7],
  ];
  for (const [row, col] of placed) await clickSquare(page, BOARD, 8, row, col);
  assert.equal(await status(page), "3 queens placed, none attacking; 5 to go.");
  await page.getByRole("button", { name: "Complete" }).click();
  await page.waitForFunction(() => document.querySelector("#view-play [data-part=status]").textContent.startsWith("Solved"));
  assert.match(await page.locator("#view-play [data-part=result]").textContent(), /^Completed with Bitboard: [\d,]+ nodes/);
  // Read the board back as a column list and check the kept queens.
  await page.getByText("Board as text").click();
  await page.waitForFunction(() => document.querySelector("#view-play [data-part=text]").value !== "");
  const text = await page.getByLabel("Board text").inputValue();
  const cols = JSON.parse(text);
  assert.equal(cols.length, 8);
  for (const [row, col] of placed) assert.equal(cols[row], col);
  await page.close();
});

test("Complete says why when placed queens already attack", async () => {
  const page = await openPage(env);
  await setN(page, 6);
  await clickSquare(page, BOARD, 6, 0, 0);
  await clickSquare(page, BOARD, 6, 3, 0);
  await page.getByRole("button", { name: "Complete" }).click();
  await page.waitForFunction(() => document.querySelector("#view-play [data-part=result]").textContent.startsWith("No completion"));
  assert.equal(
    await page.locator("#view-play [data-part=result]").textContent(),
    "No completion: row 0, column 0 and row 3, column 0 share a column, so no solution can keep these queens.",
  );
  await page.close();
});

test("Solve with each strategy, and N = 3 has no solution", async () => {
  const page = await openPage(env);
  await setN(page, 10);
  for (const strategy of ["backtracking", "lookup", "bitboard"]) {
    await view(page).getByLabel("Strategy").selectOption(strategy);
    await page.getByRole("button", { name: "Clear" }).click();
    await page.getByRole("button", { name: "Solve" }).click();
    await page.waitForFunction(() => document.querySelector("#view-play [data-part=status]").textContent.startsWith("Solved"));
    assert.equal(await status(page), "Solved: 10 queens, none attacking.");
  }
  await setN(page, 3);
  await page.getByRole("button", { name: "Solve" }).click();
  await page.waitForFunction(() => document.querySelector("#view-play [data-part=result]").textContent.startsWith("No solution"));
  assert.match(await page.locator("#view-play [data-part=result]").textContent(), /^No solution exists for N = 3/);
  await page.close();
});

test("keyboard: arrows move the cursor, Space and Enter toggle queens", async () => {
  const page = await openPage(env, "?n=4");
  await page.locator(BOARD).focus();
  assert.equal(await page.locator("#view-play [data-part=cursor]").textContent(), "Cursor on row 0, column 0: empty, not attacked.");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Home");
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  assert.equal(await page.locator("#view-play [data-part=cursor]").textContent(), "Cursor on row 3, column 2: empty, not attacked.");
  await page.keyboard.press("Enter");
  assert.equal(await status(page), "Solved: 4 queens, none attacking.");
  await screenshot(page, "play-keyboard");
  await page.keyboard.press("Space");
  assert.equal(await status(page), "3 queens placed, none attacking; 1 to go.");
  await page.close();
});

test("a bad N shows a message and the board keeps its last valid state", async () => {
  const page = await openPage(env, "?n=5");
  await clickSquare(page, BOARD, 5, 0, 0);
  for (const bad of ["0", "abc", "300", "-4", "2.5"]) {
    await view(page).getByLabel("N", { exact: true }).fill(bad);
    await view(page).getByLabel("N", { exact: true }).press("Enter");
    assert.match(await page.locator("#view-play [data-part=n-message]").textContent(), /N must be a whole number from 1 to 256/);
    assert.equal(await status(page), "1 queen placed, none attacking; 4 to go.");
  }
  await screenshot(page, "play-bad-n");
  await setN(page, 6);
  assert.equal(await page.locator("#view-play [data-part=n-message]").textContent(), "");
  assert.match(await status(page), /^Empty 6×6 board/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("N typed in Persian, Devanagari or full-width digits is that N; the arrow keys go on from it", async () => {
  const page = await openPage(env, "?n=5");
  const input = view(page).getByLabel("N", { exact: true });
  for (const [script, n] of Object.keys(DIGIT_SCRIPTS).map((script, k) => [script, [6, 12, 7][k]])) {
    await typeInto(input, inDigits(n, script));
    await input.press("Enter");
    assert.equal(await page.locator("#view-play [data-part=n-message]").textContent(), "", script);
    assert.match(await status(page), new RegExp(`^Empty ${n}×${n} board`), script);
    assert.equal(new URL(page.url()).searchParams.get("n"), String(n), script);
  }
  await typeInto(input, "۸");
  await input.press("ArrowUp");
  assert.match(await status(page), /^Empty 9×9 board/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a malformed URL opens a default board and says what was ignored", async () => {
  const page = await openPage(env, "?n=banana&queens=%3Cb%3E&view=nope&zoom=3");
  const note = await page.locator("#url-note").textContent();
  assert.match(note, /n="banana" is not a whole number from 1 to 256/);
  assert.match(note, /queens="<b>" has characters a queen code never uses/);
  assert.match(note, /view="nope" is not a view/);
  assert.match(note, /unknown parameter "zoom"/);
  assert.match(await status(page), /^Empty 8×8 board/);
  // A queen code that does not fit the board is reported too.
  const wrong = await openPage(env, "?n=4&queens=AAA");
  assert.match(await wrong.locator("#url-note").textContent(), /queens="AAA"/);
  assert.match(await status(wrong), /^Empty 4×4 board/);
  await page.close();
  await wrong.close();
});

test("the dark theme draws the board in dark colours", async () => {
  const page = await openPage(env, "?n=8&queens=AMXdiux7");
  await page.getByRole("button", { name: "Theme: auto" }).click(); // auto -> light
  await page.getByRole("button", { name: "Theme: light" }).click(); // light -> dark
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), "dark");
  await screenshot(page, "play-dark");
  const pixel = await page.evaluate(() => {
    const canvas = document.querySelector("#view-play [data-part=board]");
    const band = Number(canvas.dataset.band) * (canvas.width / canvas.clientWidth);
    const data = canvas.getContext("2d").getImageData(Math.round(band + 3), Math.round(band + 3), 1, 1).data;
    return Array.from(data);
  });
  assert.ok(pixel[0] < 180, `light square in dark theme should be muted, got ${pixel}`);
  await page.close();
});

test("a board pasted as text loads, and bad text says where it is wrong", async () => {
  const page = await openPage(env);
  await page.getByText("Board as text").click();
  await page.getByLabel("Board text").fill("_ Q _ _\n_ _ _ Q\nQ _ _ _\n_ _ Q _");
  await page.getByRole("button", { name: "Load text" }).click();
  assert.equal(await status(page), "Solved: 4 queens, none attacking.");
  assert.equal(await view(page).getByLabel("N", { exact: true }).inputValue(), "4");
  await page.getByLabel("Format").selectOption("list");
  await page.waitForFunction(() => document.querySelector("#view-play [data-part=text]").value === "[1, 3, 0, 2]");
  await page.getByLabel("Board text").fill("[0, 4, x]");
  await page.getByRole("button", { name: "Load text" }).click();
  assert.match(await page.locator("#view-play [data-part=text-message]").textContent(), /^Not loaded: line 1, column 8/);
  assert.equal(await status(page), "Solved: 4 queens, none attacking.");
  // Arrow keys in the N field change the size by one.
  await view(page).getByLabel("N", { exact: true }).press("ArrowUp");
  assert.match(await status(page), /^Empty 5×5 board/);
  await page.close();
});

test("text pasted into the board-as-text panel as it opens is kept, not replaced by the board's", async () => {
  const page = await openPage(env);
  // Opening the panel queues its toggle event; the paste lands before that event runs.
  const kept = await page.evaluate(async () => {
    const details = document.querySelector("#view-play [data-part=text-io]");
    const text = document.querySelector("#view-play [data-part=text]");
    details.open = true;
    text.value = "[1, 3, 0, 2]";
    text.dispatchEvent(new Event("input", { bubbles: true }));
    await new Promise((resolve) => details.addEventListener("toggle", resolve, { once: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    return text.value;
  });
  assert.equal(kept, "[1, 3, 0, 2]");
  await page.getByRole("button", { name: "Load text" }).click();
  assert.equal(await status(page), "Solved: 4 queens, none attacking.");
  // Words typed and left unloaded are gone once the panel is closed and opened again: it shows
  // the board.
  await page.getByLabel("Board text").fill("not loaded");
  await page.getByText("Board as text").click();
  await page.getByText("Board as text").click();
  await page.waitForFunction(() => document.querySelector("#view-play [data-part=text]").value === "[1, 3, 0, 2]");
  await page.close();
});

test("the board is crisp on high-DPI screens, fits a phone, and nothing leaves the machine", async () => {
  const context = await env.browser.newContext({ viewport: { width: 390, height: 800 }, deviceScaleFactor: 2 });
  const requests = [];
  context.on("request", (request) => requests.push(request.url()));
  const page = await context.newPage();
  await page.goto(`${env.url}?n=12`);
  await page.waitForSelector("body[data-ready=true]");
  const size = await page.evaluate(() => {
    const canvas = document.querySelector("#view-play [data-part=board]");
    return { css: canvas.clientWidth, backing: canvas.width, page: document.documentElement.clientWidth };
  });
  assert.equal(size.backing, size.css * 2, "backing store follows devicePixelRatio");
  assert.ok(size.css <= size.page, `board ${size.css}px fits the ${size.page}px page`);
  await clickSquare(page, BOARD, 12, 11, 11);
  assert.equal(await status(page), "1 queen placed, none attacking; 11 to go.");
  await page.getByRole("button", { name: "Solve" }).click();
  await page.waitForFunction(() => document.querySelector("#view-play [data-part=status]").textContent.startsWith("Solved"));
  await screenshot(page, "play-phone");
  const foreign = requests.filter((url) => !url.startsWith(env.url) && !url.startsWith("data:"));
  assert.deepEqual(foreign, []);
  await context.close();
});
