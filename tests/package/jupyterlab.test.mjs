// The notebook widget as a reader meets it: JupyterLab from the project's .venv (with the built
// wheel installed), a notebook opened in headless Chromium, cells run with Shift+Enter, squares
// clicked on the live board; and the tutorial executed by nbconvert into static HTML.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFile, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { clickSquare, screenshot, launchBrowser } from "../support/browser.mjs";
import { answer, lessonParts } from "../support/lesson.mjs";
import { checkVenv, startLab, notebook, openNotebook, runCell, printed, nbconvert, isolatedEnv } from "../support/jupyter.mjs";


/** An independent check that columns (one per row) place n queens no two of which attack. */
function isSolution(cols) {
  const n = cols.length;
  const seen = (f) => new Set(cols.map(f)).size === n;
  return cols.every((c) => Number.isInteger(c) && c >= 0 && c < n) && seen((c) => c) && seen((c, r) => r + c) && seen((c, r) => r - c);
}

/** The queens of an SVG board read from its geometry: each queen group's translate(X Y) is the
 * corner of its square in 40-unit squares. Attributes in any order (nbconvert sorts them). */
function queensOf(svg) {
  return [...svg.matchAll(/<g\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /\bclass="queen"/.test(tag))
    .map((tag) => {
      const [, x, y] = tag.match(/\btransform="translate\(([\d.]+) ([\d.]+)\)"/);
      return [Number(y) / 40, Number(x) / 40];
    })
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}

/** A later cell's check of the saved pictures, with the PNG's signature and width read from its
 * header and the GIF's frames counted by walking its blocks (an independent reader: images,
 * extensions and their sub-blocks, as GIF89a lays them out). */
const GIF_CHECK = `import struct
def gif_frames(data):
    assert data[:6] in (b'GIF87a', b'GIF89a'), data[:6]
    at = 13 + (3 << ((data[10] & 7) + 1) if data[10] & 0x80 else 0)
    frames = 0
    def skip_blocks(at):
        while data[at]:
            at += data[at] + 1
        return at + 1
    while data[at] != 0x3B:
        if data[at] == 0x21:
            at = skip_blocks(at + 2)
        elif data[at] == 0x2C:
            flags = data[at + 9]
            at += 10 + (3 << ((flags & 7) + 1) if flags & 0x80 else 0)
            at = skip_blocks(at + 1)
            frames += 1
        else:
            raise ValueError(f'unexpected block {data[at]:#x} at {at}')
    return frames
head = open(png.result(), 'rb').read(24)
print(head[:8] == b'\\x89PNG\\r\\n\\x1a\\n', struct.unpack('>I', head[16:20])[0], gif_frames(open(gif.result(), 'rb').read()), gif.result().endswith('walk.gif'))`;

let lab;
let browser;
before(async () => {
  await checkVenv();
  lab = await startLab({
    "live.ipynb": notebook([
      "from nqueens.widget import Board\nsolved_log = []\nb = Board(n=6)\nb.on_solved(solved_log.append)\nb",
      "print(sorted(b.queens))",
      "print(b.solved, solved_log)",
      "b.n = 5\nb.queens = [(0, 0), (1, 2), (2, 4), (3, 1), (4, 3)]",
      "print(b.n, b.queens, b.solved, solved_log)",
      "b.n = 0",
      "b.reset()\nb.solve()",
      "print(b.queens, b.solved, solved_log[-1])",
      "answers = []\nlesson = Board(view='step', n=4, strategy='cp', lesson=True)\nlesson.on_answer(answers.append)\nlesson",
      "steps = []\nwalk = Board(view='step', n=4, strategy='cp')\nwalk.on_step(steps.append)\nwalk",
      "walk.forward()\nwalk.forward()\nwalk.forward()",
      "print(walk.position, [s['position'] for s in steps])",
      "full = Board(n=5, controls='full')\nfull",
      "print(full.strategy)",
      "full.queens = [(0, 0), (1, 2)]\nfull.lang = 'fa'",
      "full.lang = 'farsi'",
      "print(full.lang, full.queens)",
      "print([a['correct'] for a in answers], [a['attempts'] for a in answers], len({a['step'] for a in answers}))",
      "code = Board(view='step', n=4, strategy='backtracking', controls='full', code_lang='java')\ncode",
      "print(code.code_lang)",
    ]),
    "pictures.ipynb": notebook([
      "from nqueens.widget import Board\npic = Board(view='step', n=5, strategy='backtracking', position=3)\npic",
      "png = pic.save_png('board.png')\ngif = pic.save_gif('walk.gif', start=0, stop=7)\nprint(png.done(), gif.done())",
      GIF_CHECK,
      "pic.save_png('no-such-folder/board.png')",
    ]),
  });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await lab?.stop();
});

test("a live board in JupyterLab: clicks reach Python, Python's changes reach the board, the worker solves", async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const workers = [];
  page.on("worker", (worker) => workers.push(worker.url()));
  await openNotebook(page, lab, "live.ipynb");

  // Board(n=6): the page's element, live, in the cell's output.
  const first = await runCell(page, 0);
  const board = first.locator("nqueens-board");
  const status = board.locator("[data-part=status]");
  await status.filter({ hasText: "Empty 6×6 board" }).waitFor({ timeout: 30_000 });
  const canvas = board.locator("canvas[data-part=board]");

  // Three clicks; Python's b.queens holds exactly those squares.
  const squares = [[0, 1], [1, 3], [2, 5]];
  for (const [row, col] of squares) await clickSquare(page, canvas, 6, row, col);
  await status.filter({ hasText: "3 queens placed" }).waitFor();
  assert.equal(await printed(await runCell(page, 1)), "[(0, 1), (1, 3), (2, 5)]");

  // Three more make a solution: the board says so and the solved callback ran in Python.
  for (const [row, col] of [[3, 0], [4, 2], [5, 4]]) await clickSquare(page, canvas, 6, row, col);
  await status.filter({ hasText: "Solved: 6 queens, none attacking." }).waitFor();
  assert.equal(await printed(await runCell(page, 2)), "True [[1, 3, 5, 0, 2, 4]]");

  // b.n = 5 then a 5-queens solution from Python: the board shows exactly those and is solved.
  await runCell(page, 3);
  await status.filter({ hasText: "Solved: 5 queens, none attacking." }).waitFor();
  assert.deepEqual(await board.evaluate((el) => [el.n, el.queens]), [5, [[0, 0], [1, 2], [2, 4], [3, 1], [4, 3]]]);
  // Python's own change is no `solved` event: the callback list is unchanged.
  assert.equal(await printed(await runCell(page, 4)), "5 [(0, 0), (1, 2), (2, 4), (3, 1), (4, 3)] True [[1, 3, 5, 0, 2, 4]]");

  // Bad input raises in Python and leaves the board as it was.
  const failed = await runCell(page, 5);
  const error = await failed.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']").innerText();
  assert.match(error, /BoardError/);
  assert.match(error, /N = 0 is out of range for the play view: N must be from 1 to 256/);
  assert.equal(await status.textContent(), "Solved: 5 queens, none attacking.");

  // reset() and solve() from Python: the board empties, then solves in a Web Worker.
  const before = workers.length;
  await runCell(page, 6);
  // The result line, not the status: the board said "Solved" already before reset() emptied it.
  await board.locator("[data-part=result]").filter({ hasText: /^Solved with / }).waitFor({ timeout: 30_000 });
  await status.filter({ hasText: "Solved: 5 queens, none attacking." }).waitFor({ timeout: 30_000 });
  assert.ok(workers.length > before, "the solve ran in a worker the board started");
  assert.ok(workers.slice(before).every((url) => url.startsWith("blob:")), workers.join());
  assert.equal(await printed(await runCell(page, 7)), "[(0, 0), (1, 2), (2, 4), (3, 1), (4, 3)] True [0, 2, 4, 1, 3]");

  // The static picture beside the live board is hidden while the board is live, and current.
  const still = first.locator(".nqueens-static");
  assert.equal(await still.count(), 1);
  assert.equal(await still.isVisible(), false);
  assert.deepEqual(queensOf(await still.locator("svg").evaluate((svg) => svg.outerHTML)), [[0, 0], [1, 2], [2, 4], [3, 1], [4, 3]]);

  await first.scrollIntoViewIfNeeded();
  await canvas.waitFor({ state: "visible" });
  await screenshot(page, "notebook");

  // The 4-queens lesson: the step view asks where the first queen can go.
  const lessonCell = await runCell(page, 8);
  const lesson = lessonCell.locator("nqueens-board");
  await lesson.locator("[data-part=narration]").filter({ hasText: "4×4" }).waitFor({ timeout: 30_000 });
  await lesson.locator("[data-part=lesson-slot]").waitFor({ state: "visible" });
  await lessonCell.scrollIntoViewIfNeeded();
  await screenshot(page, "notebook-lesson");
  // Its first question answered wrong (a square of another row), then right: each answer
  // reaches Python's on_answer.
  const reader = lessonParts(lesson);
  await reader.next.click();
  const lessonBoard = lesson.locator("canvas[data-part=board]");
  await clickSquare(page, lessonBoard, 4, 2, 1);
  await reader.feedback.filter({ hasText: "1 answer so far" }).waitFor();
  const wrong = await answer(page, lesson, { n: 4, board: lessonBoard });
  await page.waitForTimeout(300); // the events go to the kernel with the next message
  const given = wrong + 2;
  const correct = Array.from({ length: given }, (_, i) => (i === given - 1 ? "True" : "False"));
  assert.equal(await printed(await runCell(page, 17)), `[${correct.join(", ")}] [${Array.from({ length: given }, (_, i) => i + 1).join(", ")}] 1`);

  // step() from Python moves the step view; every step event reaches on_step.
  const walkCell = await runCell(page, 9);
  await walkCell.locator("nqueens-board [data-part=narration]").filter({ hasText: "4×4" }).waitFor({ timeout: 30_000 });
  await runCell(page, 10);
  await walkCell.locator("nqueens-board [data-part=position]").filter({ hasText: /^3 \// }).waitFor();
  // The position reaches Python at most every 250 ms while the search moves; its static picture,
  // which Python redraws, says when it has.
  await walkCell.locator(".nqueens-static p").filter({ hasText: "event 3:" }).waitFor({ state: "attached" });
  assert.equal(await printed(await runCell(page, 11)), "3 [1, 2, 3]");

  // The reader's choice in the board's strategy menu reaches Python (the nqueens-option event).
  const fullCell = await runCell(page, 12);
  const full = fullCell.locator("nqueens-board");
  await full.locator("[data-part=status]").filter({ hasText: "Empty 5×5 board" }).waitFor({ timeout: 30_000 });
  await full.locator("[data-part=strategy]").selectOption("lookup");
  await page.waitForTimeout(300); // the model's change is sent to the kernel with the next message
  assert.equal(await printed(await runCell(page, 13)), "lookup");

  // theme="auto" (the default) follows JupyterLab's own theme, live, as the reader switches it.
  // Square (0, 1), a dark one, as the canvas drew it, and the colour the theme shown gives it.
  const darkSquare = () =>
    full.evaluate((element) => {
      const canvas = element.shadowRoot.querySelector("[data-part=board]");
      const band = Number(canvas.dataset.band) * (canvas.width / canvas.clientWidth);
      const cell = (canvas.width - band) / 5;
      const hex = getComputedStyle(element.shadowRoot.querySelector(".nq")).getPropertyValue("--sq-dark").trim();
      return {
        drawn: Array.from(canvas.getContext("2d").getImageData(Math.round(band + cell * 1.5), Math.round(band + cell * 0.5), 1, 1).data.slice(0, 3)),
        theme: [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)),
      };
    });
  const useTheme = async (name) => {
    await page.locator(".lm-MenuBar-itemLabel", { hasText: /^Settings$/ }).click();
    await page.locator(".lm-Menu-itemLabel", { hasText: /^Theme$/ }).hover();
    await page.locator(".lm-Menu-itemLabel", { hasText: new RegExp(`^(Use Theme: )?${name}$`) }).click();
  };
  assert.equal(await full.locator(".nq").getAttribute("data-theme"), "light");
  await useTheme("JupyterLab Dark");
  await page.locator("body[data-jp-theme-light=false]").waitFor({ state: "attached" });
  await full.locator(".nq[data-theme=dark]").waitFor({ state: "attached", timeout: 5000 });
  const dark = await darkSquare();
  assert.deepEqual(dark.drawn, dark.theme, "the board is redrawn in the dark theme's colours");
  await fullCell.scrollIntoViewIfNeeded();
  await screenshot(page, "notebook-dark");
  await useTheme("JupyterLab Light");
  await full.locator(".nq[data-theme=light]").waitFor({ state: "attached", timeout: 5000 });
  const light = await darkSquare();
  assert.deepEqual(light.drawn, light.theme, "and in the light theme's again");
  assert.notDeepEqual(light.theme, dark.theme);

  // The lang trait: the board speaks Persian, right to left, its queens kept; a near miss is
  // refused in Python with the core's sentence, and the board stays as it was.
  await runCell(page, 14);
  const fullStatus = full.locator("[data-part=status]");
  await fullStatus.filter({ hasText: /[۰-۹]/ }).waitFor({ timeout: 30_000 });
  assert.match(await fullStatus.textContent(), /\p{Script=Arabic}/u);
  assert.doesNotMatch(await fullStatus.textContent(), /[A-Za-z0-9]/);
  assert.equal(await fullStatus.evaluate((el) => getComputedStyle(el).direction), "rtl");
  const refused = await runCell(page, 15);
  const langError = await refused.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']").innerText();
  assert.match(langError, /BoardError/);
  assert.match(langError, /'farsi' is not a language tag: did you mean 'fa'/);
  assert.equal(await printed(await runCell(page, 16)), "fa [(0, 0), (1, 2)]");

  // The code_lang trait: the code panel shows Java; the reader's choice in its menu reaches Python.
  const codeCell = await runCell(page, 18);
  const codeBoard = codeCell.locator("nqueens-board");
  await codeBoard.locator(".code[data-language=java]").waitFor({ timeout: 30_000 });
  const codeMenu = codeBoard.getByLabel("Programming language");
  assert.equal(await codeMenu.inputValue(), "java");
  assert.match(await codeBoard.locator(".code").textContent(), /boolean isSafe\(int row, int col\)/);
  await codeMenu.selectOption("c");
  await codeBoard.locator(".code[data-language=c]").waitFor();
  await page.waitForTimeout(300); // the model's change is sent to the kernel with the next message
  assert.equal(await printed(await runCell(page, 19)), "c");

  assert.deepEqual(errors, []);
  await page.close();
});

test("the tutorial, executed by nbconvert into HTML, shows its boards as SVG with their queens", async () => {
  const out = await mkdtemp(path.join(tmpdir(), "nqueens-export-"));
  const env = await isolatedEnv(out);
  await nbconvert(["--to", "html", "--execute", "--output-dir", out, "examples/tutorial.ipynb"], env);
  const html = await readFile(path.join(out, "tutorial.html"), "utf8");
  const statics = [...html.matchAll(/<div class="nqueens-static [^"]*">(<svg[\s\S]*?<\/svg>)/g)].map((m) => m[1]);
  assert.ok(statics.length >= 3, `${statics.length} static boards`);
  // The first board was solved at the end: its picture holds the queens of a solution of 8.
  const solved = queensOf(statics[0]);
  assert.equal(solved.length, 8);
  assert.deepEqual(solved.map(([row]) => row), [0, 1, 2, 3, 4, 5, 6, 7]);
  const cols = solved.map(([, col]) => col);
  assert.ok(isSolution(cols), cols.join());
  assert.deepEqual(cols, [0, 4, 7, 5, 2, 6, 1, 3]);
  assert.match(statics[0], /class="solved"/);
  assert.match(statics[0], /data-n="8"/);
  // The printed check of the placed queens names the attacking pair.
  assert.match(html, /anti-diagonal/);
  // What a reader of the exported page sees (offline: the widget manager's CDN scripts fail).
  const page = await browser.newPage({ viewport: { width: 1100, height: 1400 } });
  await page.goto(`file://${path.join(out, "tutorial.html")}`);
  const picture = page.locator(".nqueens-static svg").first();
  await picture.scrollIntoViewIfNeeded();
  assert.ok((await picture.boundingBox()).width > 300, "the first board's picture is drawn at full size");
  await screenshot(page, "notebook-export");
  await page.close();
});

test("the widget saves pictures from Python: a PNG and a GIF written when the board sends them, checked in a later cell", async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await openNotebook(page, lab, "pictures.ipynb", { alone: true });
  const first = await runCell(page, 0);
  await first.locator("nqueens-board [data-part=status]").filter({ hasText: /\S/ }).waitFor({ timeout: 30_000 });
  const started = Date.now();
  // The cell cannot wait for the board: the futures are pending when it ends.
  assert.equal(await printed(await runCell(page, 1)), "False False");
  // The kernel writes the files once the board's messages arrive, between cells.
  const files = ["board.png", "walk.gif"].map((name) => path.join(lab.root, name));
  for (const file of files) {
    for (let i = 0; ; i++) {
      if (await readFile(file).then(() => true, () => false)) break;
      if (i > 600) throw new Error(`${file} was never written`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const took = Date.now() - started;
  assert.equal(await printed(await runCell(page, 2)), "True 800 7 True");
  // A folder that does not exist is refused at once, in Python.
  const bad = await runCell(page, 3);
  const error = await bad.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']").innerText();
  assert.match(error, /BoardError: the folder .*no-such-folder does not exist/);
  assert.deepEqual(errors, []);
  console.log(`# the PNG and a 7-frame GIF took ${took} ms to arrive`);
  await page.close();
});
