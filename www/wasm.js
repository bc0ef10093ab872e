// The one place that loads the wasm module. The page, every worker and the embeddable element
// import it; as an ES module it is evaluated once per realm, so everything on a page shares
// one instance. The URL is relative to this file, so the playground works from any sub-path
// it is published under (Trunk injects no start-up script: see Trunk.toml).
import init, * as api from "../nqueens-wasm.js";

export const ready = init({ module_or_path: new URL("../nqueens-wasm_bg.wasm", import.meta.url) }).then(() => api);
