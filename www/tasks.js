// The long jobs, as plain functions of the wasm bindings. The worker module runs them; where a
// page's Content Security Policy allows no worker, the pool runs them here on the main thread
// with a node budget instead (see jobs.js). Each returns its result and may first `emit` any
// number of partial results (batches of solutions, say), with buffers to transfer.

const BATCH = 2048;

export const tasks = {
  solve: (api, { n, strategy, budget = 0 }) => api.solve(n, strategy, budget),
  complete: (api, { n, queens, strategy, budget = 0 }) => api.complete(n, Uint32Array.from(queens), strategy, budget),
  plan: (api, { n }) => api.countPlan(n),
  count: (api, { n, ids, words, offsets }) => api.countUnits(n, ids, words, offsets),
  completionPlan: (api, { n, queens }) => api.completionPlan(n, Uint32Array.from(queens)),
  completions: (api, { n, queens, words, offsets }) => api.completionUnits(n, Uint32Array.from(queens), words, offsets),

  /** Streams solutions from the `skip`-th on; stops after `limit` (0: no limit). With `queens`
   * (flat [row, col, …]), only the solutions that hold every one of them. */
  enumerate(api, { n, skip = 0, limit = 0, queens }, emit) {
    const listing = queens?.length ? new api.CompletionEnumerator(n, Uint32Array.from(queens), skip) : new api.Enumerator(n, skip);
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

  /** Strategies side by side: each strategy's figures, streamed as it finishes, timed here
   * with the browser's clock (the core's clock reads zero in wasm). */
  compare(api, { n, queens = [], all = true, maxEvents }, emit) {
    const rows = [];
    for (const strategy of ["backtracking", "lookup", "cp", "cp-first-fail"]) {
      const started = performance.now();
      const row = api.compareStrategy(n, Uint32Array.from(queens), strategy, all, maxEvents);
      row.seconds = (performance.now() - started) / 1000;
      rows.push(row);
      emit(row);
    }
    return { rows };
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

/** Runs one job; the result's `transfer` list (if any) is split off for postMessage. */
export function runTask(api, type, args, emit) {
  const task = tasks[type];
  if (!task) throw new Error(`unknown job '${String(type).slice(0, 40)}'`);
  const result = task(api, args, emit);
  const transfer = result?.transfer ?? [];
  if (result?.transfer) delete result.transfer;
  return { result, transfer };
}
