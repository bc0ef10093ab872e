// Trunk's post-build hook (Trunk.toml): removes the default module path from the bindings' glue
// that wasm-bindgen writes (what its `--omit-default-module-path` flag does, which Trunk cannot
// pass). The glue's fallback `new URL("nqueens-wasm_bg.wasm", import.meta.url)` is a second
// reference to the wasm file beside the one in www/wasm.js, and bundlers follow both: the worker
// imports the glue, so Vite bundled the file again into the worker's own chunk, which VitePress
// and Astro name differently from their page chunks, and every built site shipped the 377 KB
// module twice. Nothing calls the glue's init without a module (wasm.js always passes the one it
// compiled), so the fallback is dead code everywhere. Fails when the glue no longer has the
// lines, so a wasm-bindgen upgrade that changes them is noticed.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

const glue = join(process.env.TRUNK_STAGING_DIR ?? "dist", "nqueens-wasm.js");
const text = await readFile(glue, "utf8");
const fallback = /\n {4}if \(module_or_path === undefined\) \{\n {8}module_or_path = new URL\('nqueens-wasm_bg\.wasm', import\.meta\.url\);\n {4}\}\n/g;
const found = text.match(fallback)?.length ?? 0;
if (found !== 1) throw new Error(`${glue}: expected the default module path of wasm-bindgen's glue once, found it ${found} times`);
await writeFile(glue, text.replace(fallback, "\n"));
