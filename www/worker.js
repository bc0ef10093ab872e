// The one worker module for long jobs (tasks.js). Each message names a job; the worker answers
// with { id, ok, result } or { id, ok: false, error }, and a streaming job may first send any
// number of { id, partial } messages. It says { started: true } as soon as it has loaded, so
// the pool can tell a worker that never started (blocked by a page's policy, say) from one
// that failed later. Cancelling is terminate(): a search inside wasm cannot be interrupted from
// outside, and a fresh worker costs a few milliseconds.
import { ready } from "./wasm.js";
import { runTask } from "./tasks.js";

onmessage = async ({ data }) => {
  const { id, type, args } = data ?? {};
  try {
    const api = await ready;
    const emit = (partial, transfer = []) => postMessage({ id, partial }, { transfer });
    const { result, transfer } = runTask(api, type, args, emit);
    postMessage({ id, ok: true, result }, { transfer });
  } catch (error) {
    postMessage({ id, ok: false, error: String(error?.message ?? error) });
  }
};

postMessage({ started: true });
