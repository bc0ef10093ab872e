// Runs jobs on workers of the one worker module (worker.js). A pool of one serves the Play
// view; the Count view uses one worker per core. Cancelling terminates the workers: a search
// inside wasm cannot be interrupted from outside, and fresh workers cost a few milliseconds.
// A cancelled or crashed worker is thrown away, so the page stays usable whatever happens.

export class WorkerPool {
  /** @param {number} size how many workers may run at once */
  constructor(size = 1) {
    this.size = Math.max(1, size);
    this.workers = [];
    this.idle = [];
    this.queue = [];
    this.pending = new Map();
    this.nextId = 1;
  }

  spawn() {
    const worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
    worker.onmessage = ({ data }) => {
      const job = this.pending.get(data.id);
      if (!job) return;
      if ("partial" in data) {
        job.onPartial?.(data.partial);
        return;
      }
      this.pending.delete(data.id);
      this.release(worker);
      if (data.ok) job.resolve(data.result);
      else job.reject(new Error(data.error));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      this.failAll(new Error(event.message || "a worker failed"));
    };
    this.workers.push(worker);
    return worker;
  }

  release(worker) {
    const next = this.queue.shift();
    if (next) this.dispatch(worker, next);
    else this.idle.push(worker);
  }

  dispatch(worker, job) {
    this.pending.set(job.id, job);
    worker.postMessage({ id: job.id, type: job.type, args: job.args }, job.transfer);
  }

  /**
   * Starts a job; resolves with its result, rejects with an Error (name "AbortError" on
   * cancel). `onPartial` receives what a streaming job sends before it ends.
   */
  run(type, args, { transfer = [], onPartial } = {}) {
    return new Promise((resolve, reject) => {
      const job = { id: this.nextId++, type, args, transfer, onPartial, resolve, reject };
      const worker = this.idle.pop() ?? (this.workers.length < this.size ? this.spawn() : null);
      if (worker) this.dispatch(worker, job);
      else this.queue.push(job);
    });
  }

  failAll(error) {
    const jobs = [...this.pending.values(), ...this.queue];
    this.pending.clear();
    this.queue = [];
    for (const worker of this.workers) worker.terminate();
    this.workers = [];
    this.idle = [];
    for (const job of jobs) job.reject(error);
  }

  /** Stops every running and queued job at once. */
  cancel() {
    const error = new Error("cancelled");
    error.name = "AbortError";
    this.failAll(error);
  }

  get busy() {
    return this.pending.size > 0 || this.queue.length > 0;
  }
}
