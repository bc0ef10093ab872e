// Every code snippet of the documentation site is a file under docs/snippets/ that this test
// runs, as polars runs its user guide: each line that ends in a comment (`# …`) states what it
// prints, and the run must print exactly that. Shell snippets run the `nqueens` command built
// from crates/nqueens-cli; Python snippets run in the project's .venv, where the test command
// installs the wheel ($PYTHON names another interpreter that has it). Every snippet is shown by
// a page of the site (`<<< @/snippets/NAME`), and the README's quick examples are its lines.
import { test, before } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { delimiter, join, resolve } from "node:path";

const SNIPPETS = "docs/snippets";
const files = readdirSync(SNIPPETS).sort();
let bin;

before(() => {
  execFileSync("cargo", ["build", "--locked", "--quiet", "-p", "nqueens-cli"], { stdio: "inherit" });
  bin = resolve(process.env.CARGO_TARGET_DIR || "target", "debug");
  assert.ok(existsSync(join(bin, "nqueens")), `the nqueens command was built into ${bin}`);
});

/** The lines of a snippet that state their output: [code, expected]. */
export function stated(text) {
  return text
    .split("\n")
    .map((line) => line.match(/^(.*?\S)\s+# (.+)$/))
    .filter(Boolean)
    .map(([, code, expected]) => [code, expected]);
}

/** What each stated shell line prints first, against what it says: "code: got … (said …)" for each that differs. */
export function shellMismatches(text, env) {
  return stated(text).flatMap(([code, expected]) => {
    const got = execFileSync("bash", ["-c", code], { env, encoding: "utf8" }).split("\n")[0];
    return got === expected ? [] : [`${code}: got ${JSON.stringify(got)} (said ${JSON.stringify(expected)})`];
  });
}

/** What a Python snippet prints, line by line, against its stated lines in order. */
export function pythonMismatches(text, python) {
  const printed = execFileSync(python, ["-c", text], { encoding: "utf8" }).trimEnd().split("\n");
  const said = stated(text).map(([, expected]) => expected);
  return JSON.stringify(printed) === JSON.stringify(said) ? [] : [`printed ${JSON.stringify(printed)}, said ${JSON.stringify(said)}`];
}

const env = () => ({ ...process.env, PATH: `${bin}${delimiter}${process.env.PATH}` });
const python = () => {
  const found = process.env.PYTHON || ".venv/bin/python";
  assert.ok(existsSync(found), `no Python with the wheel at ${found}: run ./scripts/test.sh (it installs the wheel into .venv) or set PYTHON`);
  return found;
};

test("docs/snippets holds the site's snippets, each stating what it prints", () => {
  assert.ok(files.length >= 2, files.join(", "));
  for (const file of files) assert.ok(stated(readFileSync(join(SNIPPETS, file), "utf8")).length >= 1, `${file} states what it prints`);
});

for (const file of files) {
  test(`${file} prints what it says`, () => {
    const text = readFileSync(join(SNIPPETS, file), "utf8");
    const wrong = file.endsWith(".sh") ? shellMismatches(text, env()) : file.endsWith(".py") ? pythonMismatches(text, python()) : [`${file}: no runner for this kind of file`];
    assert.deepEqual(wrong, [], wrong.join("\n"));
  });
}

test("a snippet that says the wrong output fails (planted, shell and Python)", () => {
  assert.equal(shellMismatches("nqueens solve 8    # [0, 4, 7, 5, 2, 6, 3, 1]", env()).length, 1);
  assert.equal(pythonMismatches('print(1 + 1)  # 3', python()).length, 1);
});

test("every snippet is shown by a page of the site, and the README's examples are snippets' lines", () => {
  const pages = readdirSync("docs", { recursive: true })
    .filter((path) => path.endsWith(".md") && !path.startsWith(".vitepress"))
    .map((path) => readFileSync(join("docs", path), "utf8"))
    .join("\n");
  for (const file of files) assert.ok(pages.includes(`<<< @/snippets/${file}`), `a page includes ${file}`);
  const readme = readFileSync("README.md", "utf8");
  for (const file of files) {
    for (const [code, expected] of stated(readFileSync(join(SNIPPETS, file), "utf8")).slice(0, 2)) {
      assert.ok(readme.split("\n").some((line) => line.startsWith(code) && line.endsWith(`# ${expected}`)), `the README shows ${file}'s line ${code}`);
    }
  }
});
