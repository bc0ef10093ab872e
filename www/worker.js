// The one worker module for long jobs. Each message names a job; the worker answers with
// { id, ok, result } or { id, ok: false, error }. Cancelling is terminate(): a search in wasm
// cannot be interrupted from outside, and a fresh worker costs a few milliseconds.
import { ready } from "./wasm.js";

const jobs = {
  solve: (api, { n, strategy }) => api.solve(n, strategy, 0),
  complete: (api, { n, queens, strategy }) => api.complete(n, Uint32Array.from(queens), strategy, 0),
  plan: (api, { n }) => api.countPlan(n),
  count: (api, { n, words, offsets }) => api.countUnits(n, words, offsets),
};

onmessage = async ({ data }) => {
  const { id, type, args } = data;
  try {
    const api = await ready;
    const job = jobs[type];
    if (!job) throw new Error(`unknown job '${type}'`);
    const started = performance.now();
    const result = job(api, args);
    postMessage({ id, ok: true, result, ms: performance.now() - started });
  } catch (error) {
    postMessage({ id, ok: false, error: String(error?.message ?? error) });
  }
};
