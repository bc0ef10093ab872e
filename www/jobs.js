// Runs jobs on workers of the one worker module (worker.js). A pool of one serves a Play board;
// the Count view uses one worker per core. Cancelling terminates the workers: a search inside
// wasm cannot be interrupted from outside, and fresh workers cost a few milliseconds. A
// cancelled or crashed worker is thrown away, so the page stays usable whatever happens.
//
// The element may be loaded from another origin (a CDN) than the page that shows it, and a
// worker script must be same-origin; so the worker is then started from a same-origin Blob URL
// whose only line imports the worker module from its own origin (allowed when the files are
// served with CORS, as CDNs do). Where the page's Content Security Policy allows neither, the
// pool runs the same tasks on the main thread with a node budget, and says so once through
// `workerStatus`.
import { ready } from "./wasm.js";

/** Where a job runs out of worker: searches stop after this many nodes on the main thread. */
const INLINE_BUDGET = 2_000_000;
const WORKER_URL = new URL("./worker.js", import.meta.url);

/** Fires "blocked" (with `detail.message`) the first time no worker can be started here. */
export const workerStatus = new EventTarget();
let blocked = null;
let blobUrl = null;

function startWorker() {
  if (WORKER_URL.origin === location.origin) return new Worker(WORKER_URL, { type: "module" });
  blobUrl ??= URL.createObjectURL(new Blob([`import ${JSON.stringify(WORKER_URL.href)};\n`], { type: "text/javascript" }));
  return new Worker(blobUrl, { type: "module" });
}

function block(reason) {
  if (blocked) return;
  blocked = reason;
  workerStatus.dispatchEvent(new CustomEvent("blocked", { detail: { message: reason } }));
}

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
    let worker;
    try {
      worker = startWorker();
    } catch (error) {
      block(`no worker could be started here (${error?.message ?? error})`);
      return null;
    }
    let started = false;
    worker.onmessage = ({ data }) => {
      if (data?.started) {
        started = true;
        return;
      }
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
      if (started) {
        this.failAll(new Error(event.message || "a worker failed"));
        return;
      }
      // It never loaded (the page's policy refused it, or its files could not be fetched): run
      // what it was given on the main thread instead.
      block("the page does not allow the board's worker");
      const jobs = [...this.pending.values(), ...this.queue];
      this.pending.clear();
      this.queue = [];
      this.workers = this.workers.filter((w) => w !== worker);
      worker.terminate();
      for (const job of jobs) this.runInline(job);
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

  /** Runs a job on the main thread (no worker allowed here), searches with a node budget. */
  async runInline(job) {
    this.pending.set(job.id, job);
    try {
      const api = await ready;
      const { runTask } = await import("./tasks.js");
      if (!this.pending.has(job.id)) return; // cancelled meanwhile
      const { result } = runTask(api, job.type, { budget: INLINE_BUDGET, ...job.args }, (partial) => job.onPartial?.(partial));
      if (this.pending.delete(job.id)) job.resolve(result);
    } catch (error) {
      if (this.pending.delete(job.id)) job.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  /**
   * Starts a job; resolves with its result, rejects with an Error (name "AbortError" on
   * cancel). `onPartial` receives what a streaming job sends before it ends.
   * @param {string} type a job of tasks.js
   * @param {object} args
   * @param {{ transfer?: Transferable[], onPartial?: (partial: any) => void }} [options]
   * @returns {Promise<any>}
   */
  run(type, args, { transfer = [], onPartial = undefined } = {}) {
    return new Promise((resolve, reject) => {
      const job = { id: this.nextId++, type, args, transfer, onPartial, resolve, reject };
      if (blocked) {
        this.runInline(job);
        return;
      }
      const worker = this.idle.pop() ?? (this.workers.length < this.size ? this.spawn() : null);
      if (worker) this.dispatch(worker, job);
      else if (blocked) this.runInline(job);
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

  /** Stops everything and lets the workers go (the view is going away). */
  close() {
    this.cancel();
  }

  get busy() {
    return this.pending.size > 0 || this.queue.length > 0;
  }
}
