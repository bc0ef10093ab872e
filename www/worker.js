// The one worker module for long jobs (tasks.js). The pool first sends the module the page has
// already compiled, so a worker never fetches or compiles the wasm itself (and needs no URL for
// it: a bundler that moved the file, or a notebook that has only its bytes, changes nothing
// here); it answers { started: true } once instantiated, or { failed } if it could not be.
// Then each message names a job; the answer is { id, ok, result } or { id, ok: false, error },
// after any number of { id, partial } messages from a streaming job. Cancelling is terminate().
//
// It instantiates the bindings' glue itself rather than through wasm.js: wasm.js names the wasm
// file (`new URL(…, import.meta.url)`), and a bundler building this worker as its own chunk
// would ship a second copy of the file for a URL the worker never fetches.
import init, * as api from "../nqueens-wasm.js";
import { runTask } from "./tasks.js";

/** @type {(module: WebAssembly.Module) => void} */
let receive;
// Jobs may arrive before the module (the pool posts it once the page's compile is done): they
// wait for it here.
const ready = new Promise((resolve) => (receive = resolve)).then(async (module) => {
  await init({ module_or_path: module });
  return api;
});
ready.then(
  () => postMessage({ started: true }),
  (error) => postMessage({ failed: String(error?.message ?? error) }),
);

/** @param {MessageEvent} message */
async function receiveMessage({ data }) {
  if (data?.module) {
    receive(data.module);
    return;
  }
  const { id, type, args } = data ?? {};
  try {
    const api = await ready;
    const emit = (partial, transfer = []) => postMessage({ id, partial }, { transfer });
    const { result, transfer } = runTask(api, type, args, emit);
    postMessage({ id, ok: true, result }, { transfer });
  } catch (error) {
    postMessage({ id, ok: false, error: String(error?.message ?? error) });
  }
}

// Only in a worker: imported anywhere else (a server going through the package), it listens to
// nothing.
if ("WorkerGlobalScope" in globalThis) onmessage = receiveMessage;
