// Builds the notebook widget's files into the Python package (crates/nqueens-py/python/nqueens/
// static/, kept out of git), from the release build in dist/ (run `trunk build --release`
// first; scripts/test.sh does both before maturin packs the wheel):
//
// - widget.js: one ES module, crates/nqueens-py/js/widget.js with the element, its views and the
//   wasm bindings' glue from www/, and the worker (www/worker.js and its imports, bundled on its
//   own) inlined as text for a Blob URL worker;
// - nqueens_bg.wasm: the release wasm module, which the widget sends to the page as bytes;
// - page/: the board's own modules as the built page has them (the core's scorm::ELEMENT_FILES
//   but the wasm above), from which `Lesson.to_scorm` writes a lesson's SCORM package: the
//   widget's one-file bundle cannot serve there, since a package's launch page loads the
//   element, its worker and the SCORM glue (www/scorm.js) as separate modules.
//
// The sources are the www/ files themselves; only the bindings' glue, which Trunk writes into
// dist/, is taken from there (its import "../nqueens-wasm.js" is resolved to dist/).
import { build } from "esbuild";
import { copyFile, mkdir, readFile, rm, stat } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import path from "node:path";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(root, "dist");
const out = path.join(root, "crates/nqueens-py/python/nqueens/static");

/** www/'s imports of the bindings' glue point at Trunk's output. */
const glue = {
  name: "wasm-bindgen-glue",
  setup(b) {
    b.onResolve({ filter: /(^|\/)nqueens-wasm\.js$/ }, () => ({ path: path.join(dist, "nqueens-wasm.js") }));
  },
};

const common = { bundle: true, format: "esm", target: "es2022", minify: true, legalComments: "none", logLevel: "warning", plugins: [glue] };

for (const file of ["nqueens-wasm.js", "nqueens-wasm_bg.wasm"]) {
  await stat(path.join(dist, file)).catch(() => {
    throw new Error(`dist/${file} is missing: run \`trunk build --release\` first`);
  });
}
await mkdir(out, { recursive: true });

const worker = await build({ ...common, entryPoints: [path.join(root, "www/worker.js")], write: false });
const workerSource = worker.outputFiles[0].text;
const widget = await build({
  ...common,
  entryPoints: [path.join(root, "crates/nqueens-py/js/widget.js")],
  outfile: path.join(out, "widget.js"),
  define: { "globalThis.NQUEENS_WORKER_SOURCE": JSON.stringify(workerSource) },
  metafile: true,
});
await copyFile(path.join(dist, "nqueens-wasm_bg.wasm"), path.join(out, "nqueens_bg.wasm"));

// The board's files for a SCORM package, by the core's list (read through the built bindings).
const { initSync, scormFiles } = await import(path.join(dist, "nqueens-wasm.js"));
initSync({ module: await readFile(path.join(dist, "nqueens-wasm_bg.wasm")) });
const page = path.join(out, "page");
await rm(page, { recursive: true, force: true });
let pageBytes = 0;
for (const file of scormFiles()) {
  if (file === "nqueens-wasm_bg.wasm") continue;
  await mkdir(path.dirname(path.join(page, file)), { recursive: true });
  await copyFile(path.join(dist, file), path.join(page, file));
  pageBytes += (await stat(path.join(page, file))).size;
}

const bytes = Object.values(widget.metafile.outputs)[0].bytes;
console.log(`widget.js ${(bytes / 1024).toFixed(0)} KiB (worker ${(workerSource.length / 1024).toFixed(0)} KiB inside), nqueens_bg.wasm and the board's modules for SCORM packages (page/, ${(pageBytes / 1024).toFixed(0)} KiB) copied to ${path.relative(root, out)}/`);
