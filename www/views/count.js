// The Count view: counts all solutions for N on the GPU through WebGPU where the browser has a
// hardware adapter (count-gpu.js, loaded only then), else on a pool of workers, one per core,
// each with its own wasm instance; `?kernel=webgpu|workers` forces either. The core splits the
// count into independent units; the pool pulls chunks of them from a queue, so a slow chunk
// never holds the others up, and Cancel terminates every worker at once. Whatever counts, the
// finished units go into one ledger, saved as they come: a GPU lost mid-count leaves its units
// recorded and the workers count the rest.
import { Jobs, poolSize } from "../jobs.js";
import { wholeNumber } from "../url.js";
import { CountStore } from "../count-store.js";
import { VIEW_RULES } from "../names.js";

/** @type {(id: string) => any} an element of index.html by id */
const $ = (id) => document.getElementById(id);
const WARN_ABOVE = 20;
/** Each extra N multiplies the work by about this much (the ratio of successive A000170 terms' node counts). */
const GROWTH = 7.5;

function formatSeconds(seconds) {
  if (!Number.isFinite(seconds)) return "–";
  if (seconds < 10) return `${seconds.toFixed(1)} s`;
  if (seconds < 120) return `${Math.round(seconds)} s`;
  if (seconds < 7200) return `${Math.round(seconds / 60)} min`;
  if (seconds < 172800) return `${(seconds / 3600).toFixed(1)} h`;
  return `${Math.round(seconds / 86400)} days`;
}

function formatRate(perSecond) {
  if (perSecond >= 1e9) return `${(perSecond / 1e9).toFixed(2)} G`;
  if (perSecond >= 1e6) return `${(perSecond / 1e6).toFixed(1)} M`;
  if (perSecond >= 1e3) return `${(perSecond / 1e3).toFixed(1)} k`;
  return `${Math.round(perSecond)} `;
}

/** Splits the units (all, or those not in `skip`) into chunks of similar expected work, biggest
 * first, for load balancing. */
function chunkUnits(plan, chunks, skip = new Set()) {
  const order = Array.from({ length: plan.units }, (_, i) => i)
    .filter((i) => !skip.has(i))
    .sort((a, b) => plan.work[b] - plan.work[a]);
  const total = plan.work.reduce((sum, w) => sum + w, 0);
  const target = total / chunks;
  const out = [];
  let current = { units: [], work: 0 };
  for (const i of order) {
    current.units.push(i);
    current.work += plan.work[i];
    if (current.work >= target) {
      out.push(current);
      current = { units: [], work: 0 };
    }
  }
  if (current.units.length) out.push(current);
  return out.map((chunk) => {
    const words = [];
    const offsets = [0];
    for (const i of chunk.units) {
      for (let w = plan.offsets[i]; w < plan.offsets[i + 1]; w++) words.push(plan.words[w]);
      offsets.push(words.length);
    }
    return { ids: Uint32Array.from(chunk.units), words: Uint32Array.from(words), offsets: Uint32Array.from(offsets), work: chunk.work };
  });
}

export class CountView {
  static commands = VIEW_RULES.count.commands;

  /**
   * Built on the page's own markup (index.html's Count section), not from a template: the
   * Count view is the full page's alone.
   * @param {HTMLElement} root its section of the page
   * @param {import("./host.js").Host} host
   */
  constructor(root, host) {
    this.root = root;
    this.api = host.api;
    /** N changed: the address follows. */
    this.onChange = () => host.remember?.();
    this.maxN = this.api.info().maxCountN;
    this.workers = poolSize();
    this.pool = new Jobs(this.workers);
    /** @type {number} */
    this.n = VIEW_RULES.count.n;
    /** `?kernel=`: "webgpu" or "workers" forces one; "" lets the view choose. */
    this.kernel = "";
    this.run = 0;
    this.secondsPerNode = null;

    this.input = $("count-n");
    this.message = $("count-n-message");
    this.startButton = $("count-start");
    this.cancelButton = $("count-cancel");
    this.progress = $("count-progress");
    this.progressText = $("count-progress-text");
    this.resultText = $("count-result");
    this.warning = $("count-warning");
    $("count-workers").textContent = String(this.workers);
    $("count-max").textContent = String(this.maxN);

    this.input.addEventListener("input", () => this.readN());
    this.input.addEventListener("keydown", (event) => {
      if (event.key === "Enter") this.start(false);
    });
    this.startButton.addEventListener("click", () => this.start(false));
    $("count-confirm").addEventListener("click", () => this.start(true));
    this.cancelButton.addEventListener("click", () => this.cancel("Cancelled."));
    this.store = new CountStore();
    this.buildSavedPanel();
    this.showSaved();
  }

  /** The note about a count kept from an earlier visit, with Resume and Clear. */
  buildSavedPanel() {
    this.saved = document.createElement("div");
    this.saved.id = "count-saved";
    this.saved.hidden = true;
    this.savedText = document.createElement("p");
    this.savedText.id = "count-saved-text";
    this.savedText.setAttribute("aria-live", "polite");
    const resume = document.createElement("button");
    resume.type = "button";
    resume.id = "count-resume";
    resume.textContent = "Resume";
    resume.addEventListener("click", () => this.start(true));
    const clear = document.createElement("button");
    clear.type = "button";
    clear.id = "count-clear";
    clear.textContent = "Clear saved counts";
    clear.addEventListener("click", async () => {
      await this.store.clear();
      this.showSaved();
    });
    this.saved.append(this.savedText, resume, " ", clear);
    this.warning.after(this.saved);
  }

  /**
   * The saved count of N as the core's ledger reads it: under `plan`'s ledger when given (a
   * count about to be resumed), else as saved (to show how far it got). A count the ledger
   * refuses (another plan, a unit twice or outside the plan) is forgotten, and its sentence
   * returned instead.
   * @param {number} n
   * @param {string} [planLedger] the plan's empty ledger (`countPlan(n).ledger`)
   * @returns {Promise<{ text: string, saved: import("../../nqueens-wasm.js").SavedCount } | { refused: string } | null>}
   */
  async loadSaved(n, planLedger) {
    const text = await this.store.read(n);
    if (text === null) return null;
    try {
      return { text, saved: this.api.readLedger(text, planLedger) };
    } catch (error) {
      await this.store.clear(n);
      return { refused: `the saved count of N = ${n} was refused and forgotten: ${error.message}` };
    }
  }

  /** Shows what is saved for the current N (and which other N have saved counts). */
  async showSaved() {
    const n = this.n;
    let loaded = null;
    let others = [];
    try {
      loaded = await this.loadSaved(n);
      others = (await this.store.savedNs()).filter((m) => m !== n);
    } catch {
      // Storage refused (private mode, quota): counts still run, they are just not kept.
    }
    if (n !== this.n || this.pool.busy) return;
    const parts = [];
    const saved = loaded && "saved" in loaded ? loaded.saved : null;
    if (saved) {
      const done = saved.done.length;
      const percent = Math.floor((100 * done) / saved.units);
      parts.push(
        `A count of N = ${n} was interrupted: ${done.toLocaleString("en-US")} of ${saved.units.toLocaleString("en-US")} units (${percent}%) are done and saved in this browser, ${saved.solutions.toLocaleString("en-US")} solutions so far. Resume counts only the rest.`,
      );
    } else if (loaded && "refused" in loaded) {
      parts.push(`${loaded.refused[0].toUpperCase()}${loaded.refused.slice(1)}.`);
    }
    if (others.length) parts.push(`Also saved: N = ${others.join(", ")}.`);
    this.savedText.textContent = parts.join(" ");
    /** @type {HTMLElement} */ (this.saved.querySelector("#count-resume")).hidden = !saved;
    this.saved.hidden = parts.length === 0;
  }

  /** @returns {undefined} the Count view notes nothing it ignores */
  apply(state) {
    if (state.n >= 1 && state.n <= this.maxN) {
      this.input.value = String(state.n);
      this.readN();
    }
    this.kernel = state.kernel ?? "";
  }

  params() {
    return { n: this.n, kernel: this.kernel };
  }

  /**
   * The GPU this count runs on, opened, or null for the workers, with a note saying why when
   * the page has a GPU it does not use. A software adapter (SwiftShader) counts only when
   * `?kernel=webgpu` asks; a hardware one unless `?kernel=workers` does.
   * @returns {Promise<{ gpu: import("./count-gpu.js").GpuCounter | null, name: string, note: string }>}
   */
  async openGpu() {
    const none = (note = "") => ({ gpu: null, name: "", note });
    if (this.kernel === "workers" || !globalThis.navigator?.gpu) {
      return none(this.kernel === "webgpu" ? " (WebGPU was asked for, but this browser has none)" : "");
    }
    const { findAdapter, GpuCounter } = await import("./count-gpu.js");
    const found = await findAdapter();
    if (!found) return none(this.kernel === "webgpu" ? " (WebGPU was asked for, but the browser gave no adapter)" : "");
    if (found.software && this.kernel !== "webgpu") {
      return none(` (the browser's only GPU adapter is ${found.name}, a software one, slower than the workers; ?kernel=webgpu uses it)`);
    }
    try {
      return { gpu: await GpuCounter.open(found.adapter), name: found.name, note: "" };
    } catch (error) {
      return none(` (the GPU ${found.name} could not be used: ${error.message})`);
    }
  }

  leave() {
    if (this.pool.busy) this.cancel("Cancelled: the view was closed.");
  }

  /** Reads N; a bad value keeps the last good one and says why. Changing N cancels a count. */
  readN() {
    const value = wholeNumber(this.input.value);
    if (!(value >= 1 && value <= this.maxN)) {
      this.message.textContent = `N must be a whole number from 1 to ${this.maxN}.`;
      this.input.setAttribute("aria-invalid", "true");
      return false;
    }
    this.message.textContent = "";
    this.input.removeAttribute("aria-invalid");
    if (value !== this.n) {
      if (this.pool.busy) this.cancel(`Cancelled: N changed to ${value}.`);
      this.n = value;
      this.warning.hidden = true;
      this.onChange();
      this.showSaved();
    }
    return true;
  }

  /** A rough time for N from the speed of the last count (or a conservative default). */
  estimate(n) {
    const perNode = this.secondsPerNode ?? 1 / (3e8 * this.workers);
    const nodes16 = 2.1e8; // nodes of the symmetric count at N = 16, measured natively
    return perNode * nodes16 * GROWTH ** (n - 16);
  }

  cancel(words) {
    this.run++;
    this.pool.cancel();
    this.setBusy(false);
    this.progressText.textContent = words;
    this.showSaved();
  }

  setBusy(busy) {
    this.startButton.disabled = busy;
    this.cancelButton.hidden = !busy;
    clearInterval(this.ticker);
  }

  async start(confirmed) {
    if (!this.readN()) return;
    const n = this.n;
    if (n > WARN_ABOVE && !confirmed) {
      $("count-warning-text").textContent = `Counting N = ${n} takes roughly ${formatSeconds(this.estimate(n))} on this machine with ${this.workers} workers (each step in N multiplies the time by about ${GROWTH}). You can cancel at any moment.`;
      this.warning.hidden = false;
      $("count-confirm").focus();
      return;
    }
    this.warning.hidden = true;
    if (this.pool.busy) this.pool.cancel();
    const run = ++this.run;
    // The time shown is the user's: from the click that starts the count (planning and any
    // resuming included) to the total.
    const started = performance.now();
    let plan;
    this.setBusy(true);
    this.progressText.textContent = `Planning the count for N = ${n}…`;
    try {
      // Planning large N takes a moment too, so it runs in a worker like the count; the other
      // workers start meanwhile.
      this.pool.warm();
      plan = await this.pool.run("plan", { n });
    } catch (error) {
      if (run === this.run && error.name !== "AbortError") {
        this.setBusy(false);
        this.progressText.textContent = `Cannot count: ${error.message}`;
      }
      return;
    }
    if (run !== this.run) return;
    // Units finished on an earlier visit (same plan only) are summed, not counted again: the
    // count's ledger starts as the saved one, and every finished batch's records join it.
    const loaded = await this.loadSaved(n, plan.ledger).catch(() => null);
    if (run !== this.run) return;
    const resumed = loaded && "saved" in loaded ? loaded : null;
    const saved = resumed?.saved;
    let ledger = resumed?.text ?? plan.ledger;
    const skip = new Set(saved?.done ?? []);
    const resumedNote =
      loaded && "refused" in loaded
        ? ` (${loaded.refused})`
        : skip.size
          ? ` (resumed: ${skip.size} of ${plan.units} units were counted before)`
          : "";
    let doneWork = 0;
    for (const id of skip) doneWork += plan.work[id];
    const totalWork = plan.work.reduce((sum, w) => sum + w, 0) || 1;
    let doneUnits = skip.size;
    const savedNodes = saved?.nodes ?? 0;
    // Only for the speed shown while counting; the count itself is the ledger's sum.
    let nodes = savedNodes;
    /** The core's name of the kernel the workers counted with (none when all was resumed). */
    let kernel = "";
    this.saved.hidden = true;
    this.resultText.textContent = "";
    this.setBusy(true);
    this.progressText.textContent = `Counting N = ${n}…`;
    const opened = await this.openGpu();
    const { gpu } = opened;
    let gpuNote = opened.note;
    if (run !== this.run) {
      gpu?.destroy();
      return;
    }
    /** Units recorded (saved before, or counted now). */
    const recorded = new Set(skip);
    /** Units handed to the workers (all, or the GPU's symmetric ones), how many runs of them
     * are under way, and their chunks ("parts"), done and in all. */
    const handed = new Set();
    let onWorkers = 0;
    const parts = { done: 0, all: 0 };
    /** Records finished units: into the count's ledger and the browser's saved copy. */
    const record = (records, found, ids) => {
      if (run !== this.run) return;
      ledger += records;
      nodes += found;
      for (const id of ids) {
        recorded.add(id);
        doneWork += plan.work[id];
      }
      doneUnits += ids.length;
      this.store.append(n, plan.ledger, records).catch(() => {});
    };
    /** Counts `ids` on the workers, in chunks of similar work. */
    const onTheWorkers = (ids) => {
      if (!ids.length) return Promise.resolve();
      onWorkers++;
      for (const id of ids) handed.add(id);
      const mine = new Set(ids);
      const others = new Set(Array.from({ length: plan.units }, (_, i) => i).filter((i) => !mine.has(i)));
      const chunks = chunkUnits(plan, Math.min(ids.length, Math.max(64, this.workers * 24)), others);
      parts.all += chunks.length;
      return Promise.all(
        chunks.map((chunk) =>
          this.pool.run("count", { n, ids: chunk.ids, words: chunk.words, offsets: chunk.offsets }).then((batch) => {
            if (run !== this.run) return;
            kernel = batch.kernel;
            parts.done++;
            record(batch.records, batch.nodes, Array.from(chunk.ids));
          }),
        ),
      ).finally(() => onWorkers--);
    };
    const on = () => (gpu ? `on the GPU (${opened.name})${onWorkers ? ` and ${this.workers} workers` : ""}` : `on ${this.workers} workers`);
    const report = () => {
      const elapsed = (performance.now() - started) / 1000;
      const fraction = doneWork / totalWork;
      this.progress.value = fraction;
      const left = fraction > 0 ? (elapsed * (1 - fraction)) / fraction : NaN;
      const done = gpu
        ? ` ${on()}: ${doneUnits.toLocaleString("en-US")} of ${plan.units.toLocaleString("en-US")} units`
        : `: ${parts.done} of ${parts.all} parts`;
      this.progressText.textContent = `Counting N = ${n}${done} (${(fraction * 100).toFixed(0)}%), ${formatSeconds(elapsed)} elapsed, about ${formatSeconds(left)} left, ${formatRate((nodes - savedNodes) / Math.max(elapsed, 1e-3))}nodes/s${resumedNote}${gpuNote}`;
    };
    report();
    this.ticker = setInterval(report, 250);
    const todo = Array.from({ length: plan.units }, (_, i) => i).filter((i) => !skip.has(i));
    try {
      if (gpu) {
        const symmetric = [];
        try {
          await gpu.run({
            n,
            plan,
            ids: todo,
            onUnits: record,
            onSymmetric: (ids) => symmetric.push(onTheWorkers(ids)),
            cancelled: () => run !== this.run,
          });
        } catch (error) {
          if (error.name !== "DeviceLost") throw error;
          // Nothing is lost: the units the GPU finished are recorded; the workers count the
          // rest (all but those already handed to them).
          gpuNote = ` (${error.message}; the workers counted the rest)`;
          symmetric.push(onTheWorkers(todo.filter((id) => !recorded.has(id) && !handed.has(id))));
        } finally {
          gpu.destroy();
        }
        await Promise.all(symmetric);
      } else {
        await onTheWorkers(todo);
      }
    } catch (error) {
      if (run === this.run && error.name !== "AbortError") {
        this.setBusy(false);
        this.progressText.textContent = `The count failed: ${error.message}`;
      }
      return;
    }
    if (run !== this.run) return;
    const seconds = (performance.now() - started) / 1000;
    let total;
    try {
      total = this.api.sumLedger(ledger);
    } catch (error) {
      this.setBusy(false);
      this.progressText.textContent = `The count failed: ${error.message}`;
      return;
    }
    this.resultText.dataset.seconds = String(seconds); // exact, for the browser benchmark
    nodes = total.nodes;
    if (nodes > savedNodes) this.secondsPerNode = seconds / (nodes - savedNodes);
    this.setBusy(false);
    this.progress.value = 1;
    const where = gpu
      ? `on the GPU (${opened.name}) with the gpu kernel${handed.size ? ` and ${this.workers} workers with the ${kernel} kernel for ${handed.size.toLocaleString("en-US")} units` : ""}`
      : `on ${this.workers} workers${kernel ? ` with the ${kernel} kernel` : ""}`;
    this.progressText.textContent = `Counted N = ${n} in ${formatSeconds(seconds)} ${where}: ${nodes.toLocaleString("en-US")} nodes, ${formatRate((nodes - savedNodes) / Math.max(seconds, 1e-3))}nodes/s.${resumedNote}${gpuNote}`;
    // A finished count needs no saved parts; parts still being written are forgotten too.
    this.store.clear(n).then(() => this.showSaved(), () => {});
    this.showResult(n, total.solutions, total.fundamental);
  }

  /** The result, with the published OEIS values beside it where they are known. */
  showResult(n, solutions, fundamental) {
    const known = this.api.knownCounts(n);
    const line = (value, expected, name) => {
      const text = value.toLocaleString("en-US");
      if (expected === undefined) return `${text} (OEIS ${name} has no value for N = ${n})`;
      return expected === value
        ? `${text} (OEIS ${name}: ${expected.toLocaleString("en-US")}, matches)`
        : `${text} (OEIS ${name} says ${expected.toLocaleString("en-US")})`;
    };
    this.resultText.textContent = `N = ${n}: ${line(solutions, known?.solutions, "A000170")} solutions, ${line(
      fundamental,
      known?.fundamental,
      "A002562",
    )} fundamental.`;
  }
}
