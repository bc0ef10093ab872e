// The Count view: counts all solutions for N on the GPU through WebGPU where the browser has a
// hardware adapter (count-gpu.js, loaded only then), else on a pool of workers, one per core,
// each with its own wasm instance; `?kernel=webgpu|workers` forces either. The core splits the
// count into independent units; the pool pulls chunks of them from a queue, so a slow chunk
// never holds the others up, and Cancel terminates every worker at once. Whatever counts, the
// finished units go into one ledger, saved as they come: a GPU lost mid-count leaves its units
// recorded and the workers count the rest.
import { errorWords, say, sentences, translate } from "../../lang.js";
import { Jobs, poolSize } from "../../jobs.js";
import { wholeNumber } from "../../url.js";
import { CountStore } from "./count-store.js";
import { VIEW_RULES } from "../../names.js";

/** @type {(id: string) => any} an element of index.html by id */
const $ = (id) => document.getElementById(id);
const WARN_ABOVE = 20;
/** Each extra N multiplies the work by about this much (the ratio of successive A000170 terms' node counts). */
const GROWTH = 7.5;

/** A time, as a message. */
function formatSeconds(seconds) {
  if (!Number.isFinite(seconds)) return { id: "time.unknown", args: {} };
  if (seconds < 10) return { id: "time.seconds.tenths", args: { seconds } };
  if (seconds < 120) return { id: "time.seconds", args: { count: Math.round(seconds) } };
  if (seconds < 7200) return { id: "time.min", args: { count: Math.round(seconds / 60) } };
  if (seconds < 172800) return { id: "time.h", args: { hours: seconds / 3600 } };
  return { id: "time.days", args: { count: Math.round(seconds / 86400) } };
}

/** Nodes per second, as a message. */
function formatRate(perSecond) {
  if (perSecond >= 1e9) return { id: "rate.giga", args: { value: perSecond / 1e9 } };
  if (perSecond >= 1e6) return { id: "rate.mega", args: { value: perSecond / 1e6 } };
  if (perSecond >= 1e3) return { id: "rate.kilo", args: { value: perSecond / 1e3 } };
  return { id: "rate.plain", args: { value: Math.round(perSecond) } };
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
   * @param {import("../shared/host.js").Host} host
   */
  constructor(root, host) {
    this.root = root;
    this.api = host.api;
    /** N changed: the address follows. */
    this.onChange = () => host.remember?.();
    this.host = host;
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
    this.relabel();

    this.input.addEventListener("input", () => this.readN());
    this.input.addEventListener("keydown", (event) => {
      if (event.key === "Enter") this.start(false);
    });
    this.startButton.addEventListener("click", () => this.start(false));
    $("count-confirm").addEventListener("click", () => this.start(true));
    this.cancelButton.addEventListener("click", () => this.cancel("count.cancelled"));
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
    resume.dataset.t = "count.resume";
    resume.textContent = this.host.words.format("count.resume");
    resume.addEventListener("click", () => this.start(true));
    const clear = document.createElement("button");
    clear.type = "button";
    clear.id = "count-clear";
    clear.dataset.t = "count.clear-saved";
    clear.textContent = this.host.words.format("count.clear-saved");
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
   * @returns {Promise<{ text: string, saved: import("../../../nqueens-wasm.js").SavedCount } | { refused: import("../shared/host.js").Message } | null>}
   */
  async loadSaved(n, planLedger) {
    const text = await this.store.read(n);
    if (text === null) return null;
    try {
      return { text, saved: this.api.readLedger(text, planLedger) };
    } catch (error) {
      await this.store.clear(n);
      return { refused: { id: "count.saved-refused", args: { n, reason: errorWords(error) } } };
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
      parts.push({ id: "count.interrupted", args: { n, done, units: saved.units, percent: percent / 100, solutions: saved.solutions } });
    } else if (loaded && "refused" in loaded) {
      parts.push({ id: "count.refused-sentence", args: { reason: loaded.refused } });
    }
    if (others.length) parts.push({ id: "count.also-saved", args: { ns: others } });
    say(this.savedText, this.host.words, sentences(parts));
    // The refusal opens the line: its first letter a capital where the script has capitals.
    const line = this.savedText.textContent;
    if (line) this.savedText.textContent = line[0].toLocaleUpperCase(this.host.words.locale) + line.slice(1);
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

  /** The view's words in the reader's language (the page's markup is translated by the page). */
  relabel() {
    const words = this.host.words;
    say($("count-intro"), words, "page.count-intro", { workers: this.workers });
    say($("count-n-hint"), words, "range.hint", { min: 1, max: this.maxN });
    if (this.saved) translate(this.saved, words);
  }

  /**
   * The GPU this count runs on, opened, or null for the workers, with a note saying why when
   * the page has a GPU it does not use. A software adapter (SwiftShader) counts only when
   * `?kernel=webgpu` asks; a hardware one unless `?kernel=workers` does.
   * @returns {Promise<{ gpu: import("./count-gpu.js").GpuCounter | null, name: string, note: any }>}
   */
  async openGpu() {
    /** @param {any} [note] a message saying why the GPU is not used */
    const none = (note = "") => ({ gpu: null, name: "", note });
    if (this.kernel === "workers" || !globalThis.navigator?.gpu) {
      return none(this.kernel === "webgpu" ? { id: "count.gpu.none", args: {} } : "");
    }
    const { findAdapter, GpuCounter } = await import("./count-gpu.js");
    const found = await findAdapter();
    if (!found) return none(this.kernel === "webgpu" ? { id: "count.gpu.no-adapter", args: {} } : "");
    if (found.software && this.kernel !== "webgpu") {
      return none({ id: "count.gpu.software", args: { name: found.name } });
    }
    try {
      return { gpu: await GpuCounter.open(found.adapter, this.api), name: found.name, note: "" };
    } catch (error) {
      return none({ id: "count.gpu.failed", args: { name: found.name, reason: errorWords(error) } });
    }
  }

  leave() {
    if (this.pool.busy) this.cancel("count.cancelled.closed");
  }

  /** Reads N; a bad value keeps the last good one and says why. Changing N cancels a count. */
  readN() {
    const value = wholeNumber(this.input.value);
    if (!(value >= 1 && value <= this.maxN)) {
      say(this.message, this.host.words, "solutions.bad-n", { min: 1, max: this.maxN });
      this.input.setAttribute("aria-invalid", "true");
      return false;
    }
    say(this.message, this.host.words, null);
    this.input.removeAttribute("aria-invalid");
    if (value !== this.n) {
      if (this.pool.busy) this.cancel("count.cancelled.n", { n: value });
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

  cancel(id, args) {
    this.run++;
    this.pool.cancel();
    this.setBusy(false);
    say(this.progressText, this.host.words, id, args);
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
      say($("count-warning-text"), this.host.words, "count.warning", { n, time: formatSeconds(this.estimate(n)), workers: this.workers, growth: GROWTH });
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
    const words = this.host.words;
    say(this.progressText, words, "count.planning", { n });
    try {
      // Planning large N takes a moment too, so it runs in a worker like the count; the other
      // workers start meanwhile.
      this.pool.warm();
      plan = await this.pool.run("plan", { n });
    } catch (error) {
      if (run === this.run && error.name !== "AbortError") {
        this.setBusy(false);
        say(this.progressText, words, "count.cannot", { reason: errorWords(error) });
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
        ? { id: "count.note", args: { note: loaded.refused } }
        : skip.size
          ? { id: "count.resumed", args: { done: skip.size, units: plan.units } }
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
    say(this.resultText, words, null);
    this.setBusy(true);
    say(this.progressText, words, "count.counting", { n });
    const opened = await this.openGpu();
    const { gpu } = opened;
    /** @type {any} */
    let gpuNote = opened.note ? { id: "count.note", args: { note: opened.note } } : "";
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
    const on = () => ({ id: "count.on", args: { gpu: gpu ? opened.name : "none", workers: gpu && !onWorkers ? 0 : this.workers } });
    const report = () => {
      const elapsed = (performance.now() - started) / 1000;
      const fraction = doneWork / totalWork;
      this.progress.value = fraction;
      const left = fraction > 0 ? (elapsed * (1 - fraction)) / fraction : NaN;
      const done = gpu
        ? { id: "count.progress.units", args: { on: on(), done: doneUnits, units: plan.units } }
        : { id: "count.progress.parts", args: { done: parts.done, all: parts.all } };
      say(this.progressText, this.host.words, "count.progress", {
        n,
        done,
        fraction: Math.floor(fraction * 100) / 100,
        elapsed: formatSeconds(elapsed),
        left: formatSeconds(left),
        rate: formatRate((nodes - savedNodes) / Math.max(elapsed, 1e-3)),
        notes: [resumedNote, gpuNote].filter(Boolean),
      });
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
          gpuNote = { id: "count.note", args: { note: { id: "count.gpu.lost", args: { reason: errorWords(error) } } } };
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
        say(this.progressText, this.host.words, "count.failed", { reason: errorWords(error) });
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
      say(this.progressText, this.host.words, "count.failed", { reason: errorWords(error) });
      return;
    }
    this.resultText.dataset.seconds = String(seconds); // exact, for the browser benchmark
    nodes = total.nodes;
    if (nodes > savedNodes) this.secondsPerNode = seconds / (nodes - savedNodes);
    this.setBusy(false);
    this.progress.value = 1;
    const where = gpu
      ? { id: "count.where.gpu", args: { name: opened.name, handed: handed.size, workers: this.workers, kernel: kernel || "none" } }
      : { id: "count.where.workers", args: { workers: this.workers, kernel: kernel || "none" } };
    say(this.progressText, this.host.words, "count.counted", {
      n,
      time: formatSeconds(seconds),
      where,
      nodes,
      rate: formatRate((nodes - savedNodes) / Math.max(seconds, 1e-3)),
      notes: [resumedNote, gpuNote].filter(Boolean),
    });
    // A finished count needs no saved parts; parts still being written are forgotten too.
    this.store.clear(n).then(() => this.showSaved(), () => {});
    this.showResult(n, total.solutions, total.fundamental);
  }

  /** The result, with the published OEIS values beside it where they are known. */
  showResult(n, solutions, fundamental) {
    const known = this.api.knownCounts(n);
    const line = (value, expected, name) => {
      const args = { value: String(value), name, n, expected: expected === undefined ? "" : String(expected) };
      if (expected === undefined) return { id: "count.oeis.none", args };
      return expected === value ? { id: "count.oeis.matches", args } : { id: "count.oeis.differs", args };
    };
    say(this.resultText, this.host.words, "count.result", {
      n,
      solutions: line(solutions, known?.solutions, "A000170"),
      fundamental: line(fundamental, known?.fundamental, "A002562"),
    });
  }
}
