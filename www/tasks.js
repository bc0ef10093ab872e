// The long jobs, as plain functions of the wasm bindings. The worker module runs them; where a
// page's Content Security Policy allows no worker, the pool runs them on the page's own thread
// (see jobs.js), and then every one of them is bounded by the core's inline limits (`limits`,
// from info().inline), so an embedded board never freezes the page that shows it. Each returns
// its result and may first `emit` any number of partial results (batches of solutions, say),
// with buffers to transfer.

const BATCH = 2048;

/** @typedef {import("../nqueens-wasm.js").Inline} Limits */

/**
 * Refuses an N beyond an inline limit, saying why and where the limit lies.
 * @param {Limits | undefined} limits
 */
function within(limits, key, n, what) {
  if (limits && n > limits[key]) {
    // A message of the catalogs, as JSON (as the wasm's errors carry theirs): the page says it in
    // the reader's language (lang.js's errorWords).
    throw new Error(JSON.stringify({ id: "tasks.needs-worker", args: { what, n, max: limits[key] } }));
  }
}

export const tasks = {
  /** One solution; the nodes so far stream out as the core reports them. */
  solve: (api, { n, strategy, budget = 0 }, emit, limits) => api.solve(n, strategy, limits ? limits.nodes : budget, (nodes) => emit({ nodes })),
  complete: (api, { n, queens, strategy, budget = 0 }, emit, limits) =>
    api.complete(n, Uint32Array.from(queens), strategy, limits ? limits.nodes : budget, (nodes) => emit({ nodes })),
  plan(api, { n }, _emit, limits) {
    within(limits, "countN", n, "count");
    return api.countPlan(n);
  },
  count(api, { n, ids, words, offsets }, _emit, limits) {
    within(limits, "countN", n, "count");
    return api.countUnits(n, ids, words, offsets);
  },
  completionPlan(api, { n, queens }, _emit, limits) {
    within(limits, "countN", n, "completions");
    return api.completionPlan(n, Uint32Array.from(queens));
  },
  completions(api, { n, queens, words, offsets }, _emit, limits) {
    within(limits, "countN", n, "completions");
    return api.completionUnits(n, Uint32Array.from(queens), words, offsets);
  },

  /** Streams solutions from the `skip`-th on; stops after `limit` (0: no limit). With `queens`
   * (flat [row, col, …]), only the solutions that hold every one of them. */
  enumerate(api, { n, skip = 0, limit = 0, queens }, emit, limits) {
    within(limits, "listN", n, "list");
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
  huge(api, { n, method, seed }, emit, limits) {
    within(limits, "hugeN", n, "solve");
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

  /** Every step strategy the core has, side by side: each one's figures, streamed as it
   * finishes, timed here with the browser's clock (the core's clock reads zero in wasm). */
  compare(api, { n, queens = [], all = true, maxEvents }, emit, limits) {
    if (limits) maxEvents = Math.min(maxEvents, limits.nodes);
    const rows = [];
    for (const strategy of api.info().stepStrategies) {
      const started = performance.now();
      const row = api.compareStrategy(n, Uint32Array.from(queens), strategy, all, maxEvents);
      row.seconds = (performance.now() - started) / 1000;
      rows.push(row);
      emit(row);
    }
    return { rows };
  },

  /** Streams the symmetry classes with their members. */
  classes(api, { n }, emit, limits) {
    within(limits, "listN", n, "group");
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

/**
 * Runs one job; the result's `transfer` list (if any) is split off for postMessage. `limits`
 * (the core's inline limits) is given when the job runs on the page's own thread.
 * @param {Limits} [limits]
 */
export function runTask(api, type, args, emit, limits = undefined) {
  const task = tasks[type];
  if (!task) throw new Error(`unknown job '${String(type).slice(0, 40)}'`);
  const result = task(api, args, emit, limits);
  const transfer = result?.transfer ?? [];
  if (result?.transfer) delete result.transfer;
  return { result, transfer };
}
