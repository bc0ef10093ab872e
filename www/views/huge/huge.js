// The Huge view: one solution for up to millions of queens, found in a worker (local search or
// explicit construction), verified in O(N), and shown as an overview that zooms and pans down
// to single squares.
import { errorWords, say } from "../../lang.js";
import { PlacementView } from "../../renderer.js";
import { Jobs } from "../../jobs.js";
import { fitSize } from "../../embed.js";
import { wholeNumber } from "../../url.js";
import { VIEW_RULES } from "../../names.js";

/** @type {(id: string) => any} an element of index.html by id */
/** @type {(id: string) => any} an element of index.html by id */
const $ = (id) => document.getElementById(id);

/** Bytes per queen the worker and the page ask for at their peak (local search): the columns
 * in wasm, the diagonal counts, and the copy handed to the page. */
const BYTES_PER_QUEEN = 13;

/** A run's failure in words. Refused memory (a Rust allocation error from the core, or a JS
 * array the engine would not allocate) says so and what to try instead of a bare trap. */
function failureText(error, n) {
  const reason = errorWords(error);
  const text = String(error?.message ?? error);
  const memory = ["error.memory-limit", "error.out-of-memory", "error.out-of-memory.bytes"].includes(reason.id);
  if (memory || /out of memory|could not allocate|allocation failed|invalid array length/i.test(text)) {
    return { id: "huge.no-memory", args: { n, mb: Math.ceil((n * BYTES_PER_QUEEN) / 1e6), reason } };
  }
  return { id: "huge.no-result", args: { reason } };
}

function seconds(value) {
  return value < 1 ? { id: "time.ms", args: { ms: Math.round(value * 1000) } } : { id: "time.seconds.hundredths", args: { seconds: value } };
}

export class HugeView {
  static commands = VIEW_RULES.huge.commands;

  /**
   * Built on the page's own markup (index.html's Huge section): the Huge view is the full
   * page's alone.
   * @param {HTMLElement} root its section of the page
   * @param {import("../shared/host.js").Host} host
   */
  constructor(root, host) {
    this.root = root;
    this.host = host;
    this.api = host.api;
    /** N, the method or the seed changed: the address follows. */
    this.onChange = () => host.remember?.();
    const info = this.api.info();
    // The page's limit (info().maxN.huge: see the core's show::page::MAX_HUGE_PAGE_N and failureText).
    this.maxN = info.maxN.huge;
    /** @type {readonly string[]} */
    this.methods = info.methods;
    this.pool = new Jobs(1);
    this.run = 0;
    this.cols = null;
    this.board = new PlacementView($("huge-board"));
    this.input = $("huge-n");
    this.method = $("huge-method");
    this.seed = $("huge-seed");
    this.relabel();

    $("huge-solve").addEventListener("click", () => this.solve());
    for (const input of [this.input, this.seed]) {
      input.addEventListener("keydown", (event) => {
        if (event.key === "Enter") this.solve();
      });
    }
    $("huge-cancel").addEventListener("click", () => this.cancel("count.cancelled"));
    $("huge-zoom-in").addEventListener("click", () => this.zoom(2));
    $("huge-zoom-out").addEventListener("click", () => this.zoom(0.5));
    $("huge-fit").addEventListener("click", () => {
      this.board.reset();
      this.board.draw();
      this.describeWindow();
    });
    $("huge-go").addEventListener("click", () => this.goToRow());
    $("huge-row").addEventListener("keydown", (event) => {
      if (event.key === "Enter") this.goToRow();
    });
    $("huge-download").addEventListener("click", () => this.download());
    this.bindBoard();
    new ResizeObserver(() => this.fit()).observe(this.board.canvas.parentElement);
    document.addEventListener("themechange", () => this.board.draw());
  }

  bindBoard() {
    const canvas = this.board.canvas;
    canvas.addEventListener(
      "wheel",
      (event) => {
        if (!this.cols) return;
        event.preventDefault();
        const rect = canvas.getBoundingClientRect();
        this.zoom(event.deltaY < 0 ? 1.5 : 1 / 1.5, event.clientX - rect.left, event.clientY - rect.top);
      },
      { passive: false },
    );
    let drag = null;
    canvas.addEventListener("pointerdown", (event) => {
      drag = { x: event.clientX, y: event.clientY };
      canvas.setPointerCapture(event.pointerId);
    });
    canvas.addEventListener("pointermove", (event) => {
      if (!drag) return;
      this.board.pan(event.clientX - drag.x, event.clientY - drag.y);
      drag = { x: event.clientX, y: event.clientY };
      this.describeWindow();
    });
    canvas.addEventListener("pointerup", () => (drag = null));
    canvas.addEventListener("keydown", (event) => {
      const step = this.board.cssSize / 4;
      const moves = { ArrowLeft: [step, 0], ArrowRight: [-step, 0], ArrowUp: [0, step], ArrowDown: [0, -step] };
      if (event.key in moves) {
        this.board.pan(...moves[event.key]);
        this.describeWindow();
      } else if (event.key === "+" || event.key === "=") this.zoom(2);
      else if (event.key === "-") this.zoom(0.5);
      else return;
      event.preventDefault();
    });
  }

  /** @returns {undefined} the Huge view notes nothing it ignores */
  apply(state) {
    if (state.n >= 4 && state.n <= this.maxN) this.input.value = String(state.n);
    if (this.methods.includes(state.method)) this.method.value = state.method;
    if (state.seed !== undefined) this.seed.value = String(state.seed);
    this.fit();
  }

  params() {
    return { n: this.input.value.trim(), method: this.method.value, seed: this.seed.value.trim() };
  }

  leave() {
    if (this.pool.busy) this.cancel("Cancelled: the view was closed.");
  }

  fit() {
    const frame = this.board.canvas.parentElement;
    if (!frame.clientWidth) return;
    this.board.resize(fitSize(this.board.canvas, frame.clientWidth, window.innerHeight - 220, 720));
    this.describeWindow();
  }

  zoom(factor, x, y) {
    this.board.zoom(factor, x, y);
    this.describeWindow();
  }

  /** The view's words in the reader's language (the markup's are the page's). */
  relabel() {
    const words = this.host.words;
    say($("huge-n-hint"), words, "range.hint", { min: 4, max: this.maxN });
    this.describeWindow();
  }

  /** Says in words which part of the board is on screen. */
  describeWindow() {
    const words = this.host.words;
    if (!this.cols) {
      say($("huge-window"), words, "huge.window.none");
      return;
    }
    const w = this.board.window();
    const last = Math.min(this.cols.length, w.top + w.rows) - 1;
    say($("huge-window"), words, "huge.window", {
      top: w.top,
      last,
      left: w.left,
      right: Math.min(this.cols.length - 1, w.left + w.rows - 1),
      per: w.squaresPerPixel > 1 ? Math.round(w.squaresPerPixel) : 1,
    });
  }

  readInputs() {
    const n = wholeNumber(this.input.value);
    if (!(n >= 1 && n <= this.maxN)) {
      say($("huge-n-message"), this.host.words, "huge.bad-n", { min: 1, max: this.maxN });
      this.input.setAttribute("aria-invalid", "true");
      return null;
    }
    const seedText = this.seed.value.trim();
    if (Number.isNaN(wholeNumber(seedText))) {
      // wholeNumber reads up to 15 digits.
      say($("huge-n-message"), this.host.words, "huge.bad-seed", { digits: 15 });
      this.seed.setAttribute("aria-invalid", "true");
      return null;
    }
    say($("huge-n-message"), this.host.words, null);
    this.input.removeAttribute("aria-invalid");
    this.seed.removeAttribute("aria-invalid");
    return { n, seed: wholeNumber(seedText), method: this.method.value };
  }

  setBusy(busy) {
    $("huge-solve").disabled = busy;
    $("huge-cancel").hidden = !busy;
    clearInterval(this.ticker);
  }

  cancel(id) {
    this.run++;
    this.pool.cancel();
    this.setBusy(false);
    say($("huge-progress"), this.host.words, id);
  }

  async solve() {
    const job = this.readInputs();
    if (!job) return;
    if (this.pool.busy) this.pool.cancel();
    const run = ++this.run;
    this.onChange();
    this.setBusy(true);
    const words = this.host.words;
    say($("huge-result"), words, null);
    const started = performance.now();
    let last = null;
    const report = () => {
      const elapsed = seconds((performance.now() - started) / 1000);
      if (!last) {
        say($("huge-progress"), this.host.words, "huge.working", { n: job.n, elapsed });
        return;
      }
      say($("huge-progress"), this.host.words, "huge.progress", {
        n: job.n,
        phase: last.phase,
        collisions: last.collisions,
        placed: last.placed,
        swaps: last.swaps,
        restarts: last.restarts,
        elapsed,
      });
    };
    report();
    this.ticker = setInterval(report, 200);
    let result;
    try {
      result = await this.pool.run("huge", job, {
        onPartial: (progress) => {
          last = progress;
        },
        // Its wasm memory grew to hold N queens and never shrinks: the worker goes afterwards.
        retire: job.n > 1_000_000,
      });
    } catch (error) {
      if (run === this.run && error.name !== "AbortError") {
        this.setBusy(false);
        say($("huge-progress"), this.host.words, failureText(error, job.n));
      }
      return;
    }
    if (run !== this.run) return;
    this.setBusy(false);
    const total = (performance.now() - started) / 1000;
    if (!result.solution) {
      say($("huge-progress"), words, null);
      say($("huge-result"), words, "huge.no-solution", { n: job.n });
      this.cols = null;
      this.board.show(null);
      $("huge-download").disabled = true;
      return;
    }
    this.cols = result.solution;
    this.lastJob = job;
    say($("huge-progress"), this.host.words, "huge.found", {
      found: seconds(result.seconds),
      verified: seconds(result.verifySeconds),
      total: seconds(total),
    });
    say($("huge-result"), this.host.words, "huge.verified", { n: job.n, method: job.method, seed: job.seed });
    $("huge-download").disabled = false;
    this.board.highlightRow = null;
    this.board.show(this.cols);
    this.describeWindow();
    // Click to the verified overview on screen, for the browser benchmark.
    $("huge-result").dataset.seconds = String((performance.now() - started) / 1000);
  }

  goToRow() {
    const info = $("huge-row-info");
    const row = wholeNumber($("huge-row").value);
    if (!this.cols) {
      say(info, this.host.words, "huge.row.first");
      return;
    }
    if (!(row >= 0 && row < this.cols.length)) {
      say(info, this.host.words, "huge.row.range", { first: 0, last: this.cols.length - 1 });
      return;
    }
    this.board.goToRow(row);
    say(info, this.host.words, "huge.row", { row, col: this.cols[row] });
    this.describeWindow();
  }

  download() {
    if (!this.cols) return;
    // Built in pieces: one string of ten million lines would be larger than needed at once.
    const parts = [];
    const chunk = 1 << 16;
    for (let i = 0; i < this.cols.length; i += chunk) {
      parts.push(Array.from(this.cols.subarray(i, i + chunk)).join("\n") + "\n");
    }
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob(parts, { type: "text/plain" }));
    link.download = `queens-${this.cols.length}-${this.lastJob.method}.txt`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  }
}
