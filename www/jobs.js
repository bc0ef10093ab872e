// The page's one pool of Web Workers, shared by every view and every element on it (ten boards
// on a chapter page start at most one worker per core, not ten pools). Each view takes a `Jobs`
// handle: its own queue, how many workers it may use at once, and its own cancel. Cancelling
// terminates the workers running that view's jobs (a search inside wasm cannot be interrupted
// from outside; a fresh worker costs a few milliseconds, since it is sent the module the page
// already compiled) and leaves every other view's jobs running. When the last handle closes
// (every element removed), every worker is terminated; a worker idle for a while goes too, so
// the memory a huge search grew is given back.
//
// Where a worker comes from: the literal `new Worker(new URL("./worker.js", import.meta.url))`
// below is the form Vite and webpack recognise and bundle. From a CDN (another origin than the
// page) a worker script is refused, so a same-origin Blob whose one line imports the worker
// module is started instead (allowed when the files are served with CORS, as CDNs do). Where the
// page's Content Security Policy allows no worker at all, the same tasks run on the page's own
// thread within the core's inline limits (tasks.js), and `workerStatus` says so once.
import { load, wasmModule } from "./wasm.js";

/** A worker with nothing to do for this long is terminated. */
const IDLE_MS = 20_000;

/** Fires "blocked" (with `detail.message`) the first time no worker can be started here;
 * `blocked` then says why. */
export const workerStatus = Object.assign(new EventTarget(), { blocked: "" });

const message = (error) => String(error?.message ?? error);

let blobUrl = "";
function blobShim() {
  // Not `new URL("./worker.js", …)`: bundlers would ship a second, unbundled copy of the file.
  const href = import.meta.url.replace(/[^/]*$/, "worker.js");
  blobUrl ||= URL.createObjectURL(new Blob([`import ${JSON.stringify(href)};\n`], { type: "text/javascript" }));
  return new Worker(blobUrl, { type: "module" });
}

/** @returns {Worker} */
function defaultWorker() {
  try {
    return new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
  } catch (error) {
    if (error?.name !== "SecurityError") throw error;
    return blobShim();
  }
}

let makeWorker = defaultWorker;

/**
 * How workers are started, for hosts where the worker file cannot be fetched beside this
 * module (a notebook widget starts one from a Blob of the bundled worker). The factory returns
 * a module worker running worker.js's code.
 * @param {() => Worker} factory
 */
export function setWorkerFactory(factory) {
  makeWorker = factory;
}

function abortError() {
  const error = new Error("cancelled");
  error.name = "AbortError";
  return error;
}

/**
 * @typedef {object} Job
 * @property {number} id
 * @property {Jobs} group
 * @property {string} type a task of tasks.js
 * @property {object} args
 * @property {Transferable[]} transfer
 * @property {((partial: any) => void) | undefined} onPartial
 * @property {boolean} retire terminate the worker afterwards (it grew a large memory)
 * @property {(value: any) => void} resolve
 * @property {(error: Error) => void} reject
 * @property {Slot | null} slot
 */
/**
 * @typedef {object} Slot
 * @property {Worker} worker
 * @property {Job | null} job
 * @property {boolean} started
 * @property {ReturnType<typeof setTimeout> | 0} timer
 */

class Pool {
  constructor() {
    /** At most one worker per core, and two even on one core, so a listing that streams for a
     * long time never stops the same view from fetching a page beside it. */
    this.size = Math.max(2, Math.min(globalThis.navigator?.hardwareConcurrency || 2, 16));
    /** @type {Slot[]} */
    this.slots = [];
    /** @type {Job[]} */
    this.queue = [];
    /** @type {Set<Jobs>} */
    this.groups = new Set();
    this.blocked = "";
    this.nextId = 1;
  }

  /** @returns {Slot | null} */
  spawn() {
    let worker;
    try {
      worker = makeWorker();
    } catch (error) {
      this.block(`no Web Worker could start here (${message(error)})`);
      return null;
    }
    /** @type {Slot} */
    const slot = { worker, job: null, started: false, timer: 0 };
    this.slots.push(slot);
    worker.onmessage = ({ data }) => this.receive(slot, data);
    worker.onerror = (event) => {
      event.preventDefault();
      this.crashed(slot, event.message);
    };
    wasmModule().then(
      (module) => worker.postMessage({ module }),
      (error) => this.crashed(slot, message(error)),
    );
    return slot;
  }

  receive(slot, data) {
    if (data?.started) {
      slot.started = true;
      return;
    }
    if (data?.failed) {
      this.crashed(slot, data.failed);
      return;
    }
    const job = slot.job;
    if (!job || data?.id !== job.id) return;
    if ("partial" in data) job.onPartial?.(data.partial);
    else this.settle(job, data.ok, data.ok ? data.result : new Error(data.error));
  }

  /** A worker failed. Before it ever started, it could not start at all (the page's policy
   * refused it, or its file was not found): run everything on the page instead. After, only
   * the job it was running fails. */
  crashed(slot, reason) {
    const job = slot.job;
    this.retire(slot);
    if (!slot.started) {
      this.block(`no Web Worker could start here${reason ? ` (${reason})` : ""}`);
      if (job) {
        job.slot = null;
        this.inline(job);
      }
    } else if (job) {
      this.settle(job, false, new Error(reason || "the worker stopped"));
    }
    this.pump();
  }

  block(reason) {
    if (this.blocked) return;
    this.blocked = reason;
    workerStatus.blocked = reason;
    workerStatus.dispatchEvent(new CustomEvent("blocked", { detail: { message: reason } }));
  }

  /** Ends a job: its promise settles, its worker is idle again (or retired), the queue moves. */
  settle(job, ok, value) {
    if (!job.group.pending.delete(job)) return;
    job.group.running--;
    const slot = job.slot;
    job.slot = null;
    if (slot) {
      slot.job = null;
      // A failed job may have left its wasm instance in any state: start afresh.
      if (!ok || job.retire) this.retire(slot);
      else slot.timer = setTimeout(() => this.retire(slot), IDLE_MS);
    }
    if (ok) job.resolve(value);
    else job.reject(value);
    this.pump();
  }

  retire(slot) {
    clearTimeout(slot.timer);
    slot.worker.terminate();
    this.slots = this.slots.filter((s) => s !== slot);
  }

  /** Starts every queued job that a free (or new) worker and its view's width allow. */
  pump() {
    for (let i = 0; i < this.queue.length; ) {
      const job = this.queue[i];
      if (job.group.running >= job.group.width) {
        i++;
        continue;
      }
      let slot = null;
      if (!this.blocked) {
        slot = this.slots.find((s) => !s.job) ?? (this.slots.length < this.size ? this.spawn() : null);
        if (!slot && !this.blocked) break;
      }
      this.queue.splice(i, 1);
      job.group.running++;
      if (slot) this.dispatch(slot, job);
      else this.inline(job);
    }
  }

  dispatch(slot, job) {
    clearTimeout(slot.timer);
    slot.job = job;
    job.slot = slot;
    slot.worker.postMessage({ id: job.id, type: job.type, args: job.args }, job.transfer);
  }

  /** Runs a job on the page's thread (no worker allowed here), within the core's limits. */
  async inline(job) {
    try {
      const api = await load();
      const { runTask } = await import("./tasks.js");
      if (!job.group.pending.has(job)) return; // cancelled meanwhile
      const { result } = runTask(api, job.type, job.args, (partial) => job.onPartial?.(partial), api.info().inline);
      this.settle(job, true, result);
    } catch (error) {
      this.settle(job, false, error instanceof Error ? error : new Error(message(error)));
    }
  }

  /** Starts workers (up to `count`, and the pool's size) before any job needs them, so their
   * start overlaps other work; unused, they go like any idle worker. */
  warm(count) {
    while (!this.blocked && this.slots.length < Math.min(count, this.size)) {
      const slot = this.spawn();
      if (!slot) return;
      slot.timer = setTimeout(() => this.retire(slot), IDLE_MS);
    }
  }

  /** Every view has let go: no worker stays behind. */
  release() {
    for (const slot of [...this.slots]) this.retire(slot);
    if (blobUrl) URL.revokeObjectURL(blobUrl);
    blobUrl = "";
  }
}

const pool = new Pool();

/** How many workers the page's pool may run at once. */
export const poolSize = () => pool.size;

/** How many workers are alive now (for tests and the Count view's words). */
export const liveWorkers = () => pool.slots.length;

/** A view's handle on the page's pool: its jobs, how many may run at once, and its cancel. */
export class Jobs {
  /** @param {number} [width] how many of this view's jobs may run at once */
  constructor(width = 1) {
    this.width = Math.max(1, Math.min(width, pool.size));
    this.running = 0;
    /** @type {Set<Job>} */
    this.pending = new Set();
    pool.groups.add(this);
  }

  /**
   * Starts a job; resolves with its result, rejects with an Error (name "AbortError" on
   * cancel). `onPartial` receives what a streaming job sends before it ends; `retire` ends the
   * worker afterwards (a job that grew a large memory).
   * @param {string} type a task of tasks.js
   * @param {object} args
   * @param {{ transfer?: Transferable[], onPartial?: (partial: any) => void, retire?: boolean }} [options]
   * @returns {Promise<any>}
   */
  run(type, args, { transfer = [], onPartial = undefined, retire = false } = {}) {
    pool.groups.add(this);
    return new Promise((resolve, reject) => {
      /** @type {Job} */
      const job = { id: pool.nextId++, group: this, type, args, transfer, onPartial, retire, resolve, reject, slot: null };
      this.pending.add(job);
      pool.queue.push(job);
      pool.pump();
    });
  }

  /** Starts as many workers as this view may use, ahead of its jobs (a count about to plan). */
  warm() {
    pool.groups.add(this);
    pool.warm(this.width);
  }

  /** Stops every running and queued job of this view at once; other views' jobs go on. */
  cancel() {
    const jobs = [...this.pending];
    this.pending.clear();
    this.running = 0;
    pool.queue = pool.queue.filter((job) => job.group !== this);
    for (const job of jobs) {
      if (job.slot) {
        job.slot.job = null;
        pool.retire(job.slot);
      }
      job.reject(abortError());
    }
    pool.pump();
  }

  /** Stops everything and lets go of the pool; the last view to close ends every worker. A
   * closed handle may run again later (an element put back on the page). */
  close() {
    this.cancel();
    pool.groups.delete(this);
    if (pool.groups.size === 0) pool.release();
  }

  get busy() {
    return this.pending.size > 0;
  }
}
