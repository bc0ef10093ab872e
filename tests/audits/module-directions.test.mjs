// The page's modules (www/, and the notebook widget's front end) depend one way: no module
// imports, directly or round a circle, a module that imports it. A circle makes the order in
// which modules run decide what each sees (an import still undefined while its module waits),
// and none of them can be read or tested alone. Static imports, re-exports and dynamic
// import()s all count; comments (JSDoc's type-only `import("…")`) do not. (The core's Rust
// modules have the same check: crates/nqueens-core/tests/modules.rs.)
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile, readdir } from "node:fs/promises";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

async function sources(folder) {
  const found = [];
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) found.push(...(await sources(path)));
    else if (entry.name.endsWith(".js")) found.push(path);
  }
  return found;
}

/** Code without its comments and string contents' comment look-alikes ("//" in a URL stays). */
function code(text) {
  return text.replace(/\/\*[\s\S]*?\*\/|(^|[^:"'`])\/\/[^\n]*/g, (match, before) => before ?? "");
}

/** The relative modules a module imports, resolved to paths. */
function imports(path, text) {
  const found = [];
  for (const match of code(text).matchAll(/\b(?:import|export)\b[^;"'`]*?\bfrom\s*["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']\s*\)|^\s*import\s*["']([^"']+)["']/gm)) {
    const target = match[1] ?? match[2] ?? match[3];
    if (target.startsWith(".")) found.push(resolve(dirname(path), target));
  }
  return found;
}

/** A circle through the graph, as a list of modules back to the first, or null. */
function circle(graph) {
  const state = new Map();
  const path = [];
  const visit = (node) => {
    state.set(node, "open");
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === "open") return [...path.slice(path.indexOf(next)), next];
      if (!state.has(next)) {
        const found = visit(next);
        if (found) return found;
      }
    }
    path.pop();
    state.set(node, "done");
    return null;
  };
  for (const node of graph.keys()) {
    if (!state.has(node)) {
      const found = visit(node);
      if (found) return found;
    }
  }
  return null;
}

test("the page's modules import one way, with no circle", async () => {
  const files = [...(await sources(join(root, "www"))), ...(await sources(join(root, "crates/nqueens-py/js")))];
  const graph = new Map();
  for (const file of files) graph.set(file, imports(file, await readFile(file, "utf8")));
  // The reader found the imports that are there: the element's own, static and dynamic.
  const element = graph.get(join(root, "www/nqueens-element.js"));
  assert.ok(element.includes(join(root, "www/names.js")) && element.includes(join(root, "www/views/load.js")), "the element's imports were read");
  assert.ok(graph.get(join(root, "www/views/load.js")).includes(join(root, "www/views/step/step.js")), "dynamic imports were read");
  const found = circle(graph);
  assert.equal(found, null, `modules that import each other: ${found?.map((file) => relative(root, file)).join(" -> ")}`);
});

// The front end by feature: every view is a folder (www/views/<view>/) with its parts, and
// helpers every view uses sit in www/views/shared/. Shared helpers never import a view, and a
// view reaches into another view's folder only where listed here (the Solutions view shows the
// Play view's board; the Step view shows the Play board's "why" tip), so a view's folder can be
// read, moved or removed knowing what leans on it. Every relative import names a file that
// exists, so a module moved without its importers following fails here, not in a browser.
const ACROSS_VIEWS = ["solutions -> play/play.js", "step -> play/why.js"];

test("each view's folder imports only itself, shared/ and the views listed, and every import exists", async () => {
  const views = join(root, "www/views");
  const files = [...(await sources(join(root, "www"))), ...(await sources(join(root, "crates/nqueens-py/js")))];
  const folders = (await readdir(views, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  for (const view of ["play", "solutions", "step", "count", "huge", "shared"]) assert.ok(folders.includes(view), `www/views/${view}/ exists`);
  const missing = [];
  const across = [];
  for (const file of files) {
    for (const target of imports(file, await readFile(file, "utf8"))) {
      // The bindings' glue is Trunk's output (dist/), found there by tsconfig's rootDirs.
      if (target === join(root, "nqueens-wasm.js")) continue;
      if (!(await readFile(target).then(() => true, () => false))) missing.push(`${relative(root, file)} -> ${relative(root, target)}`);
      const from = relative(views, file).split("/");
      const to = relative(views, target).split("/");
      if (from.length < 2 || from[0] === ".." || to.length < 2 || to[0] === ".." || from[0] === to[0]) continue;
      if (to[0] === "shared") continue;
      across.push(`${from[0]} -> ${to.slice(0).join("/")}`);
    }
  }
  assert.deepEqual(missing, [], "imports of files that do not exist");
  assert.deepEqual([...new Set(across)].sort(), ACROSS_VIEWS, "imports from one view's folder into another's (shared/ imports none)");
});
