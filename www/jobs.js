// Runs jobs on the worker module and lets the page cancel them. A cancelled or crashed worker
// is thrown away and the next job starts a new one, so the page stays usable whatever happens.
let worker = null;
let nextId = 1;
const pending = new Map();

function spawn() {
  const w = new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
  w.onmessage = ({ data }) => {
    const job = pending.get(data.id);
    if (!job) return;
    pending.delete(data.id);
    if (data.ok) job.resolve(data.result);
    else job.reject(new Error(data.error));
  };
  w.onerror = (event) => {
    event.preventDefault();
    failAll(new Error(event.message || "the worker failed"));
  };
  return w;
}

function failAll(error) {
  for (const job of pending.values()) job.reject(error);
  pending.clear();
  worker?.terminate();
  worker = null;
}

/** Starts a job; resolves with its result, rejects with an Error (name "AbortError" on cancel). */
export function run(type, args) {
  worker ??= spawn();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker.postMessage({ id, type, args });
  });
}

/** Stops every running job at once. */
export function cancelAll() {
  const error = new Error("cancelled");
  error.name = "AbortError";
  failAll(error);
}

export function busy() {
  return pending.size > 0;
}
