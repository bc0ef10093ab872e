// The one worker module for long jobs. Each message names a job; the worker answers with
// { id, ok, result } or { id, ok: false, error }, and a streaming job may first send any number
// of { id, partial } messages (batches of solutions, say). Cancelling is terminate(): a search
// inside wasm cannot be interrupted from outside, and a fresh worker costs a few milliseconds.
import { ready } from "./wasm.js";

const BATCH = 2048;

const jobs = {
  solve: (api, { n, strategy }) => api.solve(n, strategy, 0),
  complete: (api, { n, queens, strategy }) => api.complete(n, Uint32Array.from(queens), strategy, 0),
  plan: (api, { n }) => api.countPlan(n),
  count: (api, { n, words, offsets }) => api.countUnits(n, words, offsets),

  /** Streams solutions from the `skip`-th on; stops after `limit` (0: no limit). */
  enumerate(api, { n, skip = 0, limit = 0 }, emit) {
    const listing = new api.Enumerator(n, skip);
    let found = 0;
    try {
      for (;;) {
        const want = limit ? Math.min(BATCH, limit - found) : BATCH;
        if (want <= 0) break;
        const batch = listing.nextBatch(want);
        if (batch.length === 0) break;
        found += batch.length / n;
        emit({ solutions: batch }, [batch.buffer]);
      }
    } finally {
      listing.free();
    }
    return { found };
  },

  /** One solution for huge N, verified in O(N) before it is sent; progress streams meanwhile. */
  huge(api, { n, method, seed }, emit) {
    const started = performance.now();
    let lastReport = 0;
    const solution = api.hugeSolve(n, method, seed, (progress) => {
      const now = performance.now();
      if (now - lastReport > 50) {
        lastReport = now;
        emit(progress);
      }
    });
    const found = performance.now();
    if (solution) api.verifyPlacement(solution); // throws if any pair attacks
    const verified = performance.now();
    return {
      solution,
      seconds: (found - started) / 1000,
      verifySeconds: (verified - found) / 1000,
      transfer: solution ? [solution.buffer] : [],
    };
  },

  /** Streams the symmetry classes with their members. */
  classes(api, { n }, emit) {
    const listing = new api.ClassEnumerator(n);
    let found = 0;
    try {
      for (;;) {
        const batch = listing.nextBatch(256);
        if (batch.count === 0) break;
        found += batch.count;
        emit(batch, [batch.members.buffer]);
      }
    } finally {
      listing.free();
    }
    return { found };
  },
};

onmessage = async ({ data }) => {
  const { id, type, args } = data;
  try {
    const api = await ready;
    const job = jobs[type];
    if (!job) throw new Error(`unknown job '${type}'`);
    const emit = (partial, transfer = []) => postMessage({ id, partial }, transfer);
    const result = job(api, args, emit);
    const transfer = result?.transfer ?? [];
    if (result?.transfer) delete result.transfer;
    postMessage({ id, ok: true, result }, transfer);
  } catch (error) {
    postMessage({ id, ok: false, error: String(error?.message ?? error) });
  }
};
