// What a server rendering a documentation page does with the package: imports it (and, through
// a bundler's module graph, any of its modules) in Node, where there is no DOM. Run as
// `node server-import.mjs DIR` with DIR a folder whose node_modules holds the installed package;
// prints one JSON report: each module's import error (if any), the globals the imports added,
// the calls made to fetch, and what the package's entry exports.
import { readdir } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequire } from "node:module";

const folder = resolve(process.argv[2]);
const root = join(folder, "node_modules", "nqueens-board");

/** Every JavaScript module the package ships, by path inside it. */
async function modules(dir) {
  const found = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await modules(path)));
    else if (entry.name.endsWith(".js")) found.push(relative(root, path));
  }
  return found.sort();
}

const before = new Set(Object.getOwnPropertyNames(globalThis));
const fetched = [];
const realFetch = globalThis.fetch;
globalThis.fetch = (...args) => {
  fetched.push(String(args[0]));
  return realFetch(...args);
};

const errors = {};
const files = await modules(join(root, "dist"));
for (const file of files) {
  try {
    await import(pathToFileURL(join(root, file)).href);
  } catch (error) {
    errors[file] = `${error?.name}: ${error?.message}`;
  }
}
// The bare name, resolved as a server-side bundler's Node resolution does.
const entry = await import(pathToFileURL(createRequire(join(folder, "index.js")).resolve("nqueens-board")).href).catch(() => ({}));

const added = Object.getOwnPropertyNames(globalThis).filter((name) => !before.has(name) && name !== "fetch");
console.log(
  JSON.stringify({
    files,
    errors,
    added,
    fetched,
    exports: Object.keys(entry).sort(),
    elementIsClass: typeof entry.NQueensBoard === "function",
    customElements: typeof globalThis.customElements,
  }),
);
