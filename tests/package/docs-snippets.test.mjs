// Every code snippet of the documentation site is a file under docs/snippets/ that this test
// runs, as polars runs its user guide. Shell and Python snippets: each line that ends in a
// comment (`# …`) states what it prints, and the run must print exactly that (a statement ending
// in "…" is the start of the line, for output that carries a time); every command of a shell
// snippet states its output, so none goes unrun. Shell snippets run the `nqueens` command built
// from crates/nqueens-cli in an empty folder; Python snippets run in the project's .venv, where
// the test command installs the wheel ($PYTHON names another interpreter that has it). Lesson
// files (`.json`) are read and run against their search by the core (`nqueens.Lesson`, the
// check the board makes before a reader sees a lesson). HTML snippets load the npm package's
// element; tests/package/npm-tarball.test.mjs opens each beside the installed tarball in
// Chromium and waits for its board (checked there, where the tarball is). Every snippet is
// shown by a page of the site (`<<< @/snippets/NAME`), and the README's quick examples are its
// lines.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join, resolve } from "node:path";

const SNIPPETS = "docs/snippets";
const files = readdirSync(SNIPPETS).sort();
let bin;
let scratch;

before(() => {
  scratch = mkdtempSync(join(tmpdir(), "nqueens-snippets-"));
  execFileSync("cargo", ["build", "--locked", "--quiet", "-p", "nqueens-cli"], { stdio: "inherit" });
  bin = resolve(process.env.CARGO_TARGET_DIR || "target", "debug");
  assert.ok(existsSync(join(bin, "nqueens")), `the nqueens command was built into ${bin}`);
});

after(() => scratch && rmSync(scratch, { recursive: true, force: true }));

/** Whether a printed line is what a snippet says: the same, or, said with a final "…", its start. */
const says = (got, expected) => (expected.endsWith("…") ? got.startsWith(expected.slice(0, -1)) : got === expected);

/** The lines of a snippet that state their output: [code, expected]. */
export function stated(text) {
  return text
    .split("\n")
    .map((line) => line.match(/^(.*?\S)\s+# (.+)$/))
    .filter(Boolean)
    .map(([, code, expected]) => [code, expected]);
}

/** What each stated shell line prints first, against what it says: "code: got … (said …)" for each that differs. */
export function shellMismatches(text, env, cwd) {
  const unstated = text.split("\n").filter((line) => line.trim() && !line.trim().startsWith("#") && !/\S\s+# \S/.test(line));
  const wrong = unstated.map((line) => `${line}: states no output, so it would not run`);
  return wrong.concat(
    stated(text).flatMap(([code, expected]) => {
      const got = execFileSync("bash", ["-c", code], { env, cwd, encoding: "utf8" }).split("\n")[0];
      return says(got, expected) ? [] : [`${code}: got ${JSON.stringify(got)} (said ${JSON.stringify(expected)})`];
    }),
  );
}

/** What a Python snippet prints, line by line, against its stated lines in order. */
export function pythonMismatches(text, python) {
  const printed = execFileSync(python, ["-c", text], { encoding: "utf8" }).trimEnd().split("\n");
  const said = stated(text).map(([, expected]) => expected);
  const same = printed.length === said.length && printed.every((line, i) => says(line, said[i]));
  return same ? [] : [`printed ${JSON.stringify(printed)}, said ${JSON.stringify(said)}`];
}

/** A lesson file the core refuses: its words, or none when the core reads and runs it. */
export function lessonMismatches(text, name, python) {
  const program = "import sys, nqueens\ntry:\n    nqueens.Lesson(sys.stdin.read(), sys.argv[1])\nexcept nqueens.LessonError as error:\n    print(error)";
  const said = execFileSync(python, ["-c", program, name], { input: text, encoding: "utf8" }).trim();
  return said ? [`${name}: ${said}`] : [];
}

/** An HTML snippet that does not load the package's element or shows no board of a given N. */
export function htmlMismatches(text, name) {
  const wrong = [];
  if (!/<script type="module" src="[^"]*nqueens-element\.js"><\/script>/.test(text)) wrong.push(`${name}: loads no nqueens-element.js`);
  if (!/<nqueens-board[^>]*\sn="\d+"/.test(text)) wrong.push(`${name}: no <nqueens-board n="…">`);
  if (!readFileSync("tests/package/npm-tarball.test.mjs", "utf8").includes('readdir("docs/snippets")')) wrong.push("npm-tarball.test.mjs no longer opens the HTML snippets");
  return wrong;
}

const env = () => ({ ...process.env, PATH: `${bin}${delimiter}${process.env.PATH}` });
const python = () => {
  const found = process.env.PYTHON || ".venv/bin/python";
  assert.ok(existsSync(found), `no Python with the wheel at ${found}: run ./scripts/test.sh (it installs the wheel into .venv) or set PYTHON`);
  return found;
};

test("docs/snippets holds the site's snippets, each shell and Python one stating what it prints", () => {
  assert.ok(files.length >= 6, files.join(", "));
  for (const file of files.filter((name) => /\.(sh|py)$/.test(name))) {
    assert.ok(stated(readFileSync(join(SNIPPETS, file), "utf8")).length >= 1, `${file} states what it prints`);
  }
});

for (const file of files) {
  const does = file.endsWith(".json") ? "is a lesson the core reads and runs" : file.endsWith(".html") ? "loads the package's element and shows a board" : "prints what it says";
  test(`${file} ${does}`, () => {
    const text = readFileSync(join(SNIPPETS, file), "utf8");
    const wrong = file.endsWith(".sh")
      ? shellMismatches(text, env(), scratch)
      : file.endsWith(".py")
        ? pythonMismatches(text, python())
        : file.endsWith(".json")
          ? lessonMismatches(text, file, python())
          : file.endsWith(".html")
            ? htmlMismatches(text, file)
            : [`${file}: no runner for this kind of file`];
    assert.deepEqual(wrong, [], wrong.join("\n"));
  });
}

test("a snippet that says the wrong output, or a wrong lesson, fails (planted, each kind)", () => {
  assert.equal(shellMismatches("nqueens solve 8    # [0, 4, 7, 5, 2, 6, 3, 1]", env(), scratch).length, 1);
  assert.equal(shellMismatches("nqueens count 8    # N = 8: 93 …", env(), scratch).length, 1);
  assert.equal(shellMismatches("nqueens solve 8", env(), scratch).length, 1, "a command that states nothing");
  assert.equal(pythonMismatches('print(1 + 1)  # 3', python()).length, 1);
  const lesson = readFileSync(join(SNIPPETS, "five-queens-lesson.json"), "utf8");
  assert.match(lessonMismatches(lesson.replace('"value": 4', '"value": 2'), "planted.json", python())[0], /none of the options is right/);
  assert.equal(htmlMismatches('<nqueens-board view="play"></nqueens-board>', "planted.html").length, 2);
});

test("every snippet is shown by a page of the site, and the README's examples are the first steps' lines", () => {
  const pages = readdirSync("docs", { recursive: true })
    .filter((path) => path.endsWith(".md") && !path.startsWith(".vitepress"))
    .map((path) => readFileSync(join("docs", path), "utf8"))
    .join("\n");
  for (const file of files) assert.ok(pages.includes(`<<< @/snippets/${file}`), `a page includes ${file}`);
  const readme = readFileSync("README.md", "utf8");
  for (const file of files.filter((name) => name.includes("first-steps"))) {
    for (const [code, expected] of stated(readFileSync(join(SNIPPETS, file), "utf8")).slice(0, 2)) {
      assert.ok(readme.split("\n").some((line) => line.startsWith(code) && line.endsWith(`# ${expected}`)), `the README shows ${file}'s line ${code}`);
    }
  }
});

test("every file a page imports (`<<< @/…`) exists, and is a snippet here or a fixture site's file that tests/package/doc-sites.test.mjs, mdbook.test.mjs or bundlers.test.mjs builds", () => {
  const imports = readdirSync("docs", { recursive: true })
    .filter((path) => path.endsWith(".md") && !path.startsWith(".vitepress"))
    .flatMap((path) => [...readFileSync(join("docs", path), "utf8").matchAll(/^\s*<<< @\/(\S+)/gm)].map(([, file]) => [path, file]));
  assert.ok(imports.length >= files.length + 10, `${imports.length} imports`);
  const fixtures = ["doc-sites", "mdbook", "bundlers"].map((name) => readFileSync(`tests/package/${name}.test.mjs`, "utf8")).join("\n");
  for (const [page, file] of imports) {
    const path = join("docs", file);
    assert.ok(existsSync(path), `${page} imports ${file}, which does not exist`);
    if (file.startsWith("snippets/")) continue;
    const site = file.match(/^\.\.\/tests\/sites\/([^/]+)\//)?.[1];
    assert.ok(site && (fixtures.includes(`tests/sites/${site}`) || fixtures.includes(`"${site}"`)), `${page} imports ${file}, which no site test builds`);
  }
});
