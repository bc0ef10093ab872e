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

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

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
  assert.ok(graph.get(join(root, "www/views/load.js")).includes(join(root, "www/views/step.js")), "dynamic imports were read");
  const found = circle(graph);
  assert.equal(found, null, `modules that import each other: ${found?.map((file) => relative(root, file)).join(" -> ")}`);
});
