// The one place that loads the wasm module; the page and every worker import it. On the page,
// Trunk's own start-up script already instantiates the module, so the page waits for it instead
// of compiling the module twice; a worker has no such script and instantiates it here. URLs are
// relative to this file, so the playground works from any sub-path it is published under.
import init, * as api from "../nqueens-wasm.js";

function trunkStarted() {
  if (globalThis.wasmBindings) return Promise.resolve();
  return new Promise((resolve) => addEventListener("TrunkApplicationStarted", () => resolve(), { once: true }));
}

const onPage =
  typeof document !== "undefined" &&
  Array.from(document.scripts).some((script) => script.textContent.includes("TrunkApplicationStarted"));

export const ready = (onPage
  ? trunkStarted()
  : init({ module_or_path: new URL("../nqueens-wasm_bg.wasm", import.meta.url) })
).then(() => api);
