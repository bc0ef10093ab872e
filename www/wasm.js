// The one place that loads the wasm module. The page, every element and the notebook widget come
// here, and as an ES module it is evaluated once per realm, so a page compiles the module once
// and shares one instance; workers are sent the compiled module (jobs.js) and only instantiate
// it (worker.js, which does not import this file, so bundlers ship the wasm once). Loading starts on first use, not on import, so a host that cannot serve
// the file beside this module (a notebook, which has only the bytes) can say where it is first.
//
// The URL below is written literally, relative to this file: bundlers (Vite, webpack) recognise
// `new URL("…", import.meta.url)` and ship the file, and a site published under any sub-path or
// a CDN finds it beside the scripts.
import init, * as api from "../nqueens-wasm.js";

/** @type {WebAssembly.Module | BufferSource | URL | string | null} */
let source = null;
/** @type {Promise<WebAssembly.Module> | null} */
let compiling = null;
/** @type {Promise<typeof api> | null} */
let loading = null;

/**
 * Where the module comes from, for hosts that cannot serve it beside this file: its bytes, its
 * URL or an already compiled `WebAssembly.Module`. Only before the first load.
 * @param {WebAssembly.Module | BufferSource | URL | string} wasm
 */
export function setWasmSource(wasm) {
  if (compiling) throw new Error("the N-Queens wasm module is already loading; set its source before the first board appears");
  source = wasm;
}

/** Why a fetched file is not the module, in words a site author can act on. */
function notWasm(url, response) {
  const type = response.headers.get("content-type") ?? "no type";
  const hint =
    /text\/html/.test(type) || /\/deps\//.test(import.meta.url)
      ? " If this page is served by Vite's dev server, exclude the package from dependency pre-bundling (optimizeDeps: { exclude: [\"nqueens-board\"] } in vite.config, or under `vite` in VitePress's config)."
      : "";
  return new Error(`the board's wasm file was not found at ${url} (HTTP ${response.status}, ${type}).${hint}`);
}

async function fetchModule(url) {
  const response = await fetch(url);
  const type = response.headers.get("content-type") ?? "";
  if (!response.ok || /text\/html/.test(type)) throw notWasm(url, response);
  if (type.startsWith("application/wasm")) return WebAssembly.compileStreaming(response);
  // Some servers send wasm with another type, which compileStreaming refuses.
  return WebAssembly.compile(await response.arrayBuffer());
}

async function compile() {
  if (source instanceof WebAssembly.Module) return source;
  if (source instanceof URL || typeof source === "string") return fetchModule(source);
  if (source) return WebAssembly.compile(source);
  return fetchModule(new URL("../nqueens-wasm_bg.wasm", import.meta.url));
}

/** The compiled module: once per realm. */
export function wasmModule() {
  compiling ??= compile();
  return compiling;
}

/**
 * The bindings, ready to call (the instance is made on first use and shared).
 * @returns {Promise<typeof api>}
 */
export function load() {
  loading ??= wasmModule()
    .then((module) => init({ module_or_path: module }))
    .then(() => api);
  return loading;
}
