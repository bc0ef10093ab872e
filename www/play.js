// The Play view: choose N, place queens by mouse, touch or keyboard, see every attack, and let a
// search solve or complete the board in the worker.
import { BoardView, moveCursor } from "./renderer.js";
import { WorkerPool } from "./jobs.js";
import { fitSize } from "./embed.js";
import { wholeNumber } from "./url.js";
import { describeBoard, describePair, describeSquare, findQueen, formatStats } from "./words.js";

const $ = (id) => document.getElementById(id);

export class PlayView {
  /**
   * @param api the wasm bindings
   * @param {() => void} onChange called after every edit, so the app can update the URL
   */
  constructor(api, onChange, app) {
    this.api = api;
    this.onChange = onChange;
    this.app = app;
    this.maxN = api.info().maxBoardN;
    this.n = 8;
    this.queens = []; // flat [row, col, ...]
    this.cursor = { row: 0, col: 0 };
    this.focused = false;
    this.check = null;
    this.jobs = new WorkerPool(1);

    this.canvas = $("play-board");
    this.board = new BoardView(this.canvas);
    this.status = $("play-status");
    this.cursorInfo = $("play-cursor");
    this.nInput = $("play-n");
    this.nMessage = $("play-n-message");
    this.strategy = $("play-strategy");
    this.result = $("play-result");
    this.cancelButton = $("play-cancel");

    this.bindEvents();
    new ResizeObserver(() => this.fit()).observe(this.canvas.parentElement);
    this.refresh();
  }

  /** Takes the state from a URL; returns notes about anything it had to ignore. */
  apply({ n, queens, strategy }) {
    const notes = [];
    this.cancel();
    this.n = n;
    this.nInput.value = String(n);
    this.nMessage.textContent = "";
    this.strategy.value = strategy;
    this.queens = [];
    if (queens) {
      try {
        this.queens = Array.from(this.api.decodeQueens(n, queens));
      } catch (error) {
        notes.push(`queens=${JSON.stringify(queens.slice(0, 40))}: ${error.message}`);
      }
    }
    this.result.textContent = "";
    this.fit();
    this.refresh();
    return notes;
  }

  /** What the URL needs to reopen this board. */
  params() {
    return {
      n: this.n,
      queens: this.api.encodeQueens(this.n, Uint32Array.from(this.queens)),
      strategy: this.strategy.value,
    };
  }

  leave() {
    this.cancel();
  }

  /** Commands from an embedding page: setN, setQueens, reset. */
  command(name, args) {
    if (name === "setN") {
      this.nInput.value = String(args.n);
      this.trySize(String(args.n), true);
      if (this.n !== Number(args.n)) throw new Error(this.nMessage.textContent);
    } else if (name === "setQueens") {
      const queens = args.queens;
      if (!Array.isArray(queens) || queens.length > this.n * this.n) throw new Error("queens must be a list of [row, col] pairs");
      const flat = [];
      for (const pair of queens) {
        const [row, col] = Array.isArray(pair) ? pair : [];
        if (!Number.isInteger(row) || !Number.isInteger(col) || row < 0 || col < 0 || row >= this.n || col >= this.n) {
          throw new Error(`[${String(pair).slice(0, 20)}] is not a square of the ${this.n}×${this.n} board`);
        }
        flat.push(row, col);
      }
      this.cancel();
      this.queens = flat;
      this.refresh();
    } else if (name === "reset") {
      this.cancel();
      this.queens = [];
      this.result.textContent = "";
      this.refresh();
    } else {
      throw new Error(`the play view does not ${name}`);
    }
  }

  bindEvents() {
    this.nInput.addEventListener("input", () => this.trySize(this.nInput.value, false));
    this.nInput.addEventListener("change", () => this.trySize(this.nInput.value, true));
    this.nInput.addEventListener("keydown", (event) => {
      const step = { ArrowUp: 1, ArrowDown: -1 }[event.key];
      if (!step) return;
      event.preventDefault();
      const next = Math.min(this.maxN, Math.max(1, this.n + step));
      this.nInput.value = String(next);
      this.trySize(this.nInput.value, true);
    });
    for (const button of document.querySelectorAll(".quick [data-n]")) {
      button.addEventListener("click", () => {
        this.nInput.value = button.dataset.n;
        this.trySize(button.dataset.n, true);
      });
    }
    this.canvas.addEventListener("pointerdown", (event) => {
      const square = this.board.squareAt(event.clientX, event.clientY);
      if (!square) return;
      event.preventDefault();
      this.canvas.focus({ preventScroll: true });
      this.cursor = square;
      this.toggle(square.row, square.col);
    });
    this.canvas.addEventListener("keydown", (event) => this.onKey(event));
    this.canvas.addEventListener("focus", () => {
      this.focused = true;
      this.refresh();
    });
    this.canvas.addEventListener("blur", () => {
      this.focused = false;
      this.refresh();
    });
    $("play-clear").addEventListener("click", () => {
      this.cancel();
      this.queens = [];
      this.result.textContent = "";
      this.refresh();
    });
    $("play-solve").addEventListener("click", () => this.search("solve"));
    $("play-step").addEventListener("click", () => this.stepThrough());
    $("play-complete").addEventListener("click", () => this.search("complete"));
    this.cancelButton.addEventListener("click", () => {
      this.cancel();
      this.result.textContent = "Search cancelled.";
    });
    this.strategy.addEventListener("change", () => this.notify());
    $("play-format").addEventListener("change", () => this.showText());
    document.querySelector(".text-io").addEventListener("toggle", () => this.showText());
    $("play-load").addEventListener("click", () => this.loadText());
    document.addEventListener("themechange", () => this.board.draw());
  }

  /** Keeps the board as large as the window allows, and square. */
  fit() {
    const frame = this.canvas.parentElement;
    if (!frame.clientWidth) return; // hidden view: fitted when shown
    this.board.resize(fitSize(this.canvas, frame.clientWidth, window.innerHeight - 190, 760));
  }

  /** Validates a typed N; a bad value leaves the board as it was and says why. */
  trySize(text, final) {
    const trimmed = String(text).trim();
    const value = wholeNumber(trimmed);
    if (!(value >= 1 && value <= this.maxN)) {
      this.nMessage.textContent =
        trimmed === "" ? `Enter N, a whole number from 1 to ${this.maxN}.` : `N must be a whole number from 1 to ${this.maxN}; “${trimmed.slice(0, 20)}” is not. The board keeps N = ${this.n}.`;
      this.nInput.setAttribute("aria-invalid", "true");
      return;
    }
    this.nMessage.textContent = "";
    this.nInput.removeAttribute("aria-invalid");
    if (final) this.nInput.value = String(value);
    if (value === this.n) return;
    this.cancel();
    this.n = value;
    this.queens = [];
    this.cursor = { row: Math.min(this.cursor.row, value - 1), col: Math.min(this.cursor.col, value - 1) };
    this.result.textContent = "";
    this.fit();
    this.refresh();
  }

  toggle(row, col) {
    this.cancel();
    const index = findQueen(this.queens, row, col);
    if (index >= 0) this.queens.splice(index * 2, 2);
    else this.queens.push(row, col);
    this.refresh();
  }

  onKey(event) {
    const { row, col } = this.cursor;
    const moved = moveCursor(event.key, this.cursor, this.n);
    if (moved) {
      this.cursor = moved;
      this.refresh();
    } else if (event.key === " " || event.key === "Enter") {
      this.toggle(row, col);
    } else if (event.key === "Delete" || event.key === "Backspace") {
      if (findQueen(this.queens, row, col) >= 0) this.toggle(row, col);
    } else {
      return;
    }
    event.preventDefault();
  }

  /** Re-analyses the board in wasm (fast enough to do on every edit) and redraws. */
  refresh() {
    this.check = this.api.check(this.n, Uint32Array.from(this.queens));
    this.queens = Array.from(this.check.queens);
    const queens = [];
    for (let i = 0; i < this.queens.length; i += 2) queens.push([this.queens[i], this.queens[i + 1]]);
    this.board.show({
      n: this.n,
      queens,
      attacked: this.check.attacked,
      attacking: this.check.attacking,
      pairs: this.check.pairs,
      cursor: this.focused ? this.cursor : null,
      solved: this.check.solved,
    });
    const sentence = describeBoard(this.n, this.check);
    if (this.status.textContent !== sentence) this.status.textContent = sentence;
    this.canvas.setAttribute("aria-label", `${this.n} by ${this.n} board. ${sentence} Arrow keys move the cursor, Space or Enter places or removes a queen.`);
    this.cursorInfo.textContent = this.focused
      ? describeSquare(this.n, this.check, this.cursor.row, this.cursor.col)
      : "";
    this.showText();
    this.notify();
    this.app?.emit("change", { n: this.n, queens });
    if (this.check.solved && !this.wasSolved) {
      this.app?.emit("solved", { n: this.n, solution: queens.map(([, col]) => col) });
    }
    this.wasSolved = this.check.solved;
  }

  notify() {
    this.onChange();
  }

  /** Opens the Step view on this board: the queens placed here stay fixed in the search. */
  stepThrough() {
    const maxStep = this.api.info().maxStepN;
    if (this.n > maxStep) {
      this.result.textContent = `The Step view shows boards up to N = ${maxStep}; this one is ${this.n}.`;
      return;
    }
    const queens = this.api.encodeQueens(this.n, Uint32Array.from(this.queens));
    this.app.switchTo("step", { n: this.n, queens, strategy: "cp", step: 0 });
  }

  setBusy(busy) {
    $("play-solve").disabled = busy;
    $("play-complete").disabled = busy;
    this.cancelButton.hidden = !busy;
    clearInterval(this.ticker);
    if (busy) {
      const started = performance.now();
      const tick = () => {
        this.result.textContent = `Searching… ${((performance.now() - started) / 1000).toFixed(1)} s`;
      };
      tick();
      this.ticker = setInterval(tick, 200);
    }
  }

  cancel() {
    if (this.jobs.busy) this.jobs.cancel();
    this.setBusy(false);
  }

  /** Runs Solve or Complete in the worker, so a long search never freezes the page. */
  async search(kind) {
    this.cancel();
    const strategy = this.strategy.value;
    const n = this.n;
    const args = kind === "solve" ? { n, strategy } : { n, strategy, queens: this.queens.slice() };
    this.setBusy(true);
    let outcome;
    try {
      outcome = await this.jobs.run(kind, args);
    } catch (error) {
      if (error.name !== "AbortError") {
        this.setBusy(false);
        this.result.textContent = `Could not ${kind}: ${error.message}`;
      }
      return;
    }
    this.setBusy(false);
    const name = this.strategy.selectedOptions[0].textContent;
    const stats = formatStats(outcome);
    if (outcome.conflict) {
      this.result.textContent = `No completion: ${describePair(outcome.conflict)}, so no solution can keep these queens.`;
    } else if (!outcome.solution) {
      this.result.textContent =
        kind === "solve"
          ? `No solution exists for N = ${n} (${name}: ${stats}).`
          : `No solution keeps these ${this.queens.length / 2} queens (${name}: ${stats}).`;
    } else {
      this.queens = Array.from(outcome.solution).flatMap((col, row) => [row, col]);
      this.result.textContent = `${kind === "solve" ? "Solved" : "Completed"} with ${name}: ${stats}.`;
      this.refresh();
    }
  }

  showText() {
    const details = document.querySelector(".text-io");
    if (!details.open) return;
    const format = $("play-format").value;
    const message = $("play-text-message");
    try {
      $("play-text").value = this.api.formatBoard(this.n, Uint32Array.from(this.queens), format);
      message.textContent = "";
    } catch (error) {
      $("play-text").value = "";
      message.textContent = error.message;
    }
  }

  loadText() {
    const message = $("play-text-message");
    let parsed;
    try {
      parsed = this.api.parseBoard($("play-text").value);
    } catch (error) {
      message.textContent = `Not loaded: ${error.message}`;
      return;
    }
    this.cancel();
    this.n = parsed.n;
    this.nInput.value = String(parsed.n);
    this.nMessage.textContent = "";
    this.queens = Array.from(parsed.queens);
    this.fit();
    this.refresh();
    message.textContent = `Loaded a ${parsed.n}×${parsed.n} board.`;
  }
}
