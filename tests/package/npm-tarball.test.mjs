// The npm package as its user meets it: `npm pack` in the repo, the tarball installed with npm
// into an empty folder, and a plain page that loads the element from node_modules, by path and
// through an import map. The board appears, takes clicks and solves in its worker.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtemp, writeFile, access, readFile, readdir } from "node:fs/promises";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer } from "../support/serve.mjs";
import { launchBrowser } from "../support/browser.mjs";
import { tarball } from "../support/pack.mjs";

const ELEMENT = "./node_modules/nqueens-board/dist/www/nqueens-element.js";

let site;
let browser;
let folder;
let packed;
before(async () => {
  packed = await tarball();
  folder = await mkdtemp(join(tmpdir(), "nqueens-user-"));
  execFileSync("npm", ["install", "--no-audit", "--no-fund", "--offline", packed.tarball], { cwd: folder, stdio: "ignore" });
  await writeFile(
    join(folder, "by-path.html"),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>By path</title></head><body>
<script type="module" src="${ELEMENT}"></script>
<nqueens-board n="6" view="play"></nqueens-board>
</body></html>`,
  );
  await writeFile(
    join(folder, "import-map.html"),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Import map</title>
<script type="importmap">{ "imports": { "nqueens-board": "${ELEMENT}" } }</script></head><body>
<script type="module">import "nqueens-board";</script>
<nqueens-board n="6" view="play"></nqueens-board>
</body></html>`,
  );
  site = await startServer(folder, 0, "/");
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  site?.server.close();
  await packed?.cleanup();
});

test("the tarball holds its README and both licence texts, the element, its worker, the wasm, the bindings and the type declarations", async () => {
  const root = join(folder, "node_modules", "nqueens-board");
  for (const file of [
    "package.json",
    "README.md",
    "LICENSE-MIT",
    "LICENSE-APACHE",
    "dist/www/nqueens-element.js",
    "dist/www/worker.js",
    "dist/www/views/play/play.js",
    "dist/nqueens-wasm.js",
    "dist/nqueens-wasm_bg.wasm",
    "types/nqueens-element.d.ts",
    "types/protocol.d.ts",
    "types/names.d.ts",
    "custom-elements.json",
  ]) {
    await access(join(root, file));
  }
  // The lesson format's schema beside the lessons the package ships, each reachable by name
  // through the package's exports (`nqueens-board/lesson.schema.json`, `nqueens-board/lessons/…`).
  const resolve = (specifier) => execFileSync("node", ["-p", `require.resolve(${JSON.stringify(specifier)})`], { cwd: folder }).toString().trim();
  const schema = JSON.parse(await readFile(resolve("nqueens-board/lesson.schema.json"), "utf8"));
  assert.equal(schema.properties.format.const, "nqueens-lesson");
  for (const name of ["four-queens", "five-queens-dead-end", "diagonal-indices", "one-constraint-at-a-time"]) {
    const lesson = JSON.parse(await readFile(resolve(`nqueens-board/lessons/${name}.json`), "utf8"));
    assert.equal(lesson.name, name);
  }
  const manifest = JSON.parse(execFileSync("node", ["-p", "JSON.stringify(require('./package.json'))"], { cwd: root }).toString());
  assert.equal(manifest.exports["."].default, "./dist/www/nqueens-element.js");
  assert.equal(manifest.exports["."].types, "./types/nqueens-element.d.ts");
  assert.equal(manifest.customElements, "custom-elements.json");
  // The playground's own page, and its stylesheet, are not part of the element's package.
  await assert.rejects(access(join(root, "dist/www/app.js")));
  await assert.rejects(access(join(root, "dist/www/styles/page.js")));
  // Nor are the full page's own views, which the element never shows.
  await assert.rejects(access(join(root, "dist/www/views/count/count.js")));
  await assert.rejects(access(join(root, "dist/www/views/huge/huge.js")));
  // Nor the page's registry of every view, which imports those two.
  await assert.rejects(access(join(root, "dist/www/views/index.js")));
});

test("the tarball's README is the package's own (npm/README.md): the element, the site's tested snippet, both licences; the repository keeps its README", async () => {
  const root = join(folder, "node_modules", "nqueens-board");
  const packedReadme = await readFile(join(root, "README.md"), "utf8");
  assert.equal(packedReadme, await readFile("npm/README.md", "utf8"));
  assert.match(packedReadme, /<nqueens-board>/);
  assert.ok(packedReadme.includes(await readFile("docs/snippets/element.html", "utf8")), "the README shows docs/snippets/element.html, which the next test runs");
  for (const licence of ["LICENSE-MIT", "LICENSE-APACHE"]) {
    assert.equal(await readFile(join(root, licence), "utf8"), await readFile(licence, "utf8"));
    assert.ok(packedReadme.includes(licence), `the README names ${licence}`);
  }
  // The swap (scripts/package-readme.mjs) put the repository's README back after packing.
  assert.match(await readFile("README.md", "utf8"), /^# N-Queens Playground\n/);
  assert.equal(existsSync(".package-readme"), false);
});

test("every HTML snippet of the site (docs/snippets/*.html), as a page beside the installed package (your.host standing for it), shows a live board", async () => {
  const snippets = (await readdir("docs/snippets")).filter((name) => name.endsWith(".html"));
  assert.ok(snippets.length >= 1);
  for (const name of snippets) {
    // `https://your.host/www/` in a snippet stands for wherever the package's dist/www/ is served.
    const snippet = (await readFile(join("docs/snippets", name), "utf8")).replaceAll("https://your.host/www/", "./node_modules/nqueens-board/dist/www/");
    const n = snippet.match(/<nqueens-board[^>]*\sn="(\d+)"/)?.[1];
    assert.ok(n, `${name} sets n on its board`);
    await writeFile(join(folder, `snippet-${name}`), `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name}</title></head><body>\n${snippet}</body></html>`);
    const page = await browser.newPage();
    const errors = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    await page.goto(`${site.url}snippet-${name}`);
    await page.locator("nqueens-board [data-part=status]").filter({ hasText: `Empty ${n}×${n} board` }).waitFor({ timeout: 20000 });
    assert.deepEqual(errors, [], name);
    await page.close();
  }
});

test("imported in Node with no DOM, as a server rendering a documentation page does, every module loads and does nothing", () => {
  // A child process of its own: plain Node, no DOM, nothing else imported. A module that touched
  // the browser on import would throw; one that started a timer would keep the process alive
  // past the timeout.
  const report = JSON.parse(
    execFileSync(process.execPath, [join(import.meta.dirname, "../support/server-import.mjs"), folder], { timeout: 20000 }).toString(),
  );
  for (const file of ["dist/www/nqueens-element.js", "dist/www/worker.js", "dist/www/styles/views.js", "dist/www/theme.js", "dist/www/views/play/play.js", "dist/www/views/step/step.js", "dist/www/views/solutions/solutions.js", "dist/nqueens-wasm.js"]) {
    assert.ok(report.files.includes(file), `${file} is among the modules imported (${report.files.join(", ")})`);
  }
  assert.deepEqual(report.errors, {});
  assert.deepEqual(report.added, [], "no module added a global");
  assert.deepEqual(report.fetched, [], "nothing was fetched");
  assert.deepEqual(report.exports, ["NQueensBoard", "configure"]);
  assert.equal(report.elementIsClass, true);
  assert.equal(report.customElements, "undefined");
});

for (const name of ["by-path", "import-map"]) {
  test(`loaded ${name === "by-path" ? "by path" : "through an import map"}, the board appears, takes clicks and solves`, async () => {
    const page = await browser.newPage({ viewport: { width: 900, height: 900 } });
    const errors = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    await page.goto(`${site.url}${name}.html`);
    const status = page.locator("nqueens-board [data-part=status]");
    await status.filter({ hasText: "Empty 6×6 board" }).waitFor({ timeout: 20000 });
    const board = page.locator("nqueens-board [data-part=board]");
    const box = await board.boundingBox();
    const band = Number(await board.getAttribute("data-band")) || 0;
    const cell = (box.width - band) / 6;
    await board.click({ position: { x: band + 1.5 * cell, y: band + 0.5 * cell } });
    assert.equal(await status.textContent(), "1 queen placed, none attacking; 5 to go.");
    await page.locator("nqueens-board").getByRole("button", { name: "Solve" }).click();
    await status.filter({ hasText: "Solved: 6 queens, none attacking." }).waitFor();
    assert.match(await page.locator("nqueens-board [data-part=result]").textContent(), /^Solved with Bitboard: [\d,]+ nodes/);
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test("custom-elements.json lists exactly what the element has: attributes, properties, methods, events, custom properties and parts", async () => {
  const root = join(folder, "node_modules", "nqueens-board");
  const declared = JSON.parse(await readFile(join(root, "custom-elements.json"), "utf8")).modules[0].declarations[0];
  const page = await browser.newPage();
  await page.goto(`${site.url}by-path.html`);
  await page.locator("nqueens-board [data-part=status]").filter({ hasText: "Empty 6×6 board" }).waitFor({ timeout: 20000 });
  const actual = await page.evaluate(async () => {
    const element = document.querySelector("nqueens-board");
    const proto = Object.getPrototypeOf(element);
    const own = (name) => Object.getOwnPropertyDescriptor(proto, name);
    // Every view's parts, as rendered: the element shows each view in turn.
    const parts = new Set();
    const seen = () => element.shadowRoot.querySelectorAll("[part]").forEach((node) => node.getAttribute("part").split(/\s+/).forEach((p) => parts.add(p)));
    for (const view of ["play", "solutions", "step"]) {
      element.setAttribute("controls", "full");
      element.view = view;
      await new Promise((resolve) => setTimeout(resolve, 300));
      seen();
    }
    // The custom properties the element's stylesheet reads.
    const sheet = element.shadowRoot.adoptedStyleSheets.map((s) => [...s.cssRules].map((r) => r.cssText).join("\n")).join("\n");
    return {
      attributes: [...element.constructor.observedAttributes],
      // A hyphenated attribute's property is in camel case (`code-lang`, `codeLang`).
      accessors: element.constructor.observedAttributes
        .map((name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase()))
        .filter((name) => typeof own(name)?.set === "function" && typeof own(name)?.get === "function"),
      methods: Object.getOwnPropertyNames(proto).filter((name) => typeof own(name).value === "function" && name !== "constructor" && !name.endsWith("Callback")),
      parts: [...parts].sort(),
      properties: [...new Set(sheet.match(/--nqueens-[a-z-]+/g))].sort(),
    };
  });
  assert.deepEqual(declared.attributes.map((a) => a.name), actual.attributes);
  assert.deepEqual(actual.accessors, declared.members.filter((m) => m.reflects).map((m) => m.name));
  assert.ok(actual.accessors.includes("codeLang"));
  assert.deepEqual(declared.members.filter((m) => m.kind === "method").map((m) => m.name).sort(), actual.methods.sort());
  assert.deepEqual(declared.members.filter((m) => m.reflects).map((m) => m.attribute), actual.attributes);
  assert.deepEqual(
    declared.events.map((e) => e.name),
    ["nqueens-ready", "nqueens-change", "nqueens-option", "nqueens-solved", "nqueens-step", "nqueens-error", "nqueens-answer"],
  );
  assert.deepEqual(declared.cssParts.map((p) => p.name).sort(), actual.parts);
  assert.deepEqual(declared.cssProperties.map((p) => p.name).sort(), actual.properties);
  await page.close();
});
