// The Step view: the search one event at a time, as in the OR-Tools guide's walk-through of
// 4 queens. The step engine runs here on the main thread: an event costs microseconds, and the
// timeline is explored once, capped, so it can be dragged.
import { BoardView } from "./renderer.js";
import { fitSize } from "./embed.js";
import { wholeNumber } from "./url.js";

const $ = (id) => document.getElementById(id);
/** How far the timeline is explored up front; beyond it, it grows as the search goes on. */
const EXPLORE = 200_000;
const STRATEGIES = ["cp", "cp-first-fail", "backtracking", "lookup"];
const fmt = (value) => value.toLocaleString("en-US");

export class StepView {
  constructor(api, onChange, app) {
    this.api = api;
    this.onChange = onChange;
    this.app = app;
    this.maxN = api.info().maxStepN;
    this.n = 4;
    this.fixed = [];
    this.stepper = null;
    this.playing = false;
    this.board = new BoardView($("step-board"));
    this.input = $("step-n");
    this.strategy = $("step-strategy");
    this.timeline = $("step-timeline");
    this.speed = $("step-speed");
    this.playButton = $("step-play");

    this.input.addEventListener("keydown", (event) => {
      if (event.key === "Enter") this.readN();
    });
    this.input.addEventListener("change", () => this.readN());
    this.strategy.addEventListener("change", () => this.create(0));
    $("step-restart").addEventListener("click", () => this.seek(0));
    $("step-back").addEventListener("click", () => this.back());
    $("step-forward").addEventListener("click", () => this.forward());
    this.playButton.addEventListener("click", () => (this.playing ? this.pause() : this.play()));
    $("step-next-solution").addEventListener("click", () => this.runTo("solution"));
    $("step-next-dead-end").addEventListener("click", () => this.runTo("dead-end"));
    this.timeline.addEventListener("input", () => this.seek(Number(this.timeline.value), false));
    this.timeline.addEventListener("change", () => this.onChange());
    this.speed.addEventListener("input", () => this.showSpeed());
    document.addEventListener("themechange", () => this.board.draw());
    new ResizeObserver(() => this.fit()).observe(this.board.canvas.parentElement);
    document.addEventListener("keydown", (event) => this.onKey(event));
    this.showSpeed();
  }

  /** State from a URL (or from the Play board's "Step through"): N, strategy, fixed queens, step. */
  apply(state) {
    const notes = [];
    this.pause();
    this.n = state.n >= 1 && state.n <= this.maxN ? state.n : 4;
    this.input.value = String(this.n);
    this.strategy.value = STRATEGIES.includes(state.strategy) ? state.strategy : "cp";
    this.fixed = [];
    if (state.queens) {
      try {
        this.fixed = Array.from(this.api.decodeQueens(this.n, state.queens));
      } catch (error) {
        notes.push(`queens=${JSON.stringify(state.queens.slice(0, 40))}: ${error.message}`);
      }
    }
    this.create(state.step ?? 0);
    this.fit();
    return notes;
  }

  params() {
    return {
      n: this.n,
      strategy: this.strategy.value,
      queens: this.fixed.length ? this.api.encodeQueens(this.n, Uint32Array.from(this.fixed)) : "",
      step: this.stepper ? this.stepper.position() : 0,
    };
  }

  leave() {
    this.pause();
  }

  /** Commands from an embedding page: setN, setQueens (fixed), step, play, pause, reset. */
  command(name, args) {
    if (name === "setN") {
      this.input.value = String(args.n);
      this.readN();
      if (this.n !== Number(args.n)) throw new Error($("step-n-message").textContent);
    } else if (name === "setQueens") {
      const queens = Array.isArray(args.queens) ? args.queens : null;
      const ok = queens?.every((p) => Array.isArray(p) && p.every((v) => Number.isInteger(v) && v >= 0 && v < this.n));
      if (!ok || queens.length > this.n * this.n) throw new Error(`queens must be [row, col] pairs on the ${this.n}×${this.n} board`);
      this.fixed = queens.flatMap(([row, col]) => [row, col]);
      this.create(0);
    } else if (name === "step") this.forward();
    else if (name === "play") this.play();
    else if (name === "pause") this.pause();
    else if (name === "reset") this.seek(0);
  }

  fit() {
    const frame = this.board.canvas.parentElement;
    if (!frame.clientWidth) return;
    this.board.resize(fitSize(this.board.canvas, frame.clientWidth, window.innerHeight - 200, 640));
  }

  readN() {
    const value = wholeNumber(this.input.value);
    if (!(value >= 1 && value <= this.maxN)) {
      $("step-n-message").textContent = `N must be a whole number from 1 to ${this.maxN} for stepping.`;
      this.input.setAttribute("aria-invalid", "true");
      return;
    }
    $("step-n-message").textContent = "";
    this.input.removeAttribute("aria-invalid");
    if (value === this.n) return;
    this.n = value;
    this.fixed = this.fixed.filter((v) => v < value).length === this.fixed.length ? this.fixed : [];
    this.create(0);
    this.fit();
  }

  /** A new search; explores the timeline once so it can be dragged, then goes to `position`. */
  create(position) {
    this.pause();
    this.stepper?.free();
    this.stepper = null;
    try {
      this.stepper = new this.api.Stepper(this.n, this.strategy.value, Uint32Array.from(this.fixed), true);
    } catch (error) {
      $("step-n-message").textContent = error.message;
      return;
    }
    this.stepper.runTo("end", EXPLORE);
    this.explored = this.stepper.position();
    this.complete = this.stepper.finished();
    this.stepper.seek(Math.min(position, this.explored));
    const fixed = this.fixed.length / 2;
    $("step-fixed").textContent = fixed
      ? `${fixed} ${fixed === 1 ? "queen" : "queens"} from the Play board ${fixed === 1 ? "stays" : "stay"} fixed.`
      : "Tip: place queens on the Play board and press “Step through” to start from them.";
    this.show();
    this.onChange();
  }

  /** Draws the engine's state and says it in words. */
  show() {
    const s = this.stepper.state();
    const n = s.n;
    if (s.position > this.explored) {
      this.explored = s.position;
      this.complete = s.finished;
    }
    const queens = [];
    for (let i = 0; i < s.queens.length; i += 3) queens.push([s.queens[i], s.queens[i + 1], s.queens[i + 2]]);
    this.board.show({
      n,
      queens,
      cells: s.cells,
      trying: s.trying ? { row: s.trying[0], col: s.trying[1] } : null,
      deadRow: s.deadEnd,
      solved: s.event === "solution",
    });
    $("step-narration").textContent = s.narration;
    $("step-status").textContent = s.narration;
    for (const key of ["branches", "failures", "solutions", "depth", "nodes"]) {
      $(`step-${key}`).textContent = fmt(s.stats[key]);
    }
    if (s.solution) $("step-solution").textContent = `Solution ${fmt(s.stats.solutions)}: [${Array.from(s.solution).join(", ")}]`;
    else if (s.position === 0) $("step-solution").textContent = "";
    this.timeline.max = String(Math.max(1, this.explored));
    this.timeline.value = String(s.position);
    this.timeline.setAttribute("aria-valuetext", `event ${s.position} of ${this.explored}${this.complete ? "" : " or more"}`);
    $("step-position").textContent = `${fmt(s.position)} / ${fmt(this.explored)}${this.complete ? "" : "+"}`;
    $("step-back").disabled = s.position === 0;
    $("step-forward").disabled = s.finished;
    $("step-next-solution").disabled = s.finished;
    $("step-next-dead-end").disabled = s.finished;
    if (s.finished && this.playing) this.pause();
    this.app?.emit("step", { position: s.position, event: s.event, narration: s.narration, stats: s.stats });
    if (s.solution) this.app?.emit("solved", { n, solution: Array.from(s.solution) });
  }

  forward() {
    this.pause();
    if (this.stepper?.step()) this.show();
    this.onChange();
  }

  back() {
    this.pause();
    if (this.stepper?.back()) this.show();
    this.onChange();
  }

  seek(position, remember = true) {
    if (!this.stepper) return;
    if (remember) this.pause();
    this.stepper.seek(position);
    this.show();
    if (remember) this.onChange();
  }

  runTo(target) {
    if (!this.stepper) return;
    this.pause();
    this.stepper.runTo(target, EXPLORE);
    this.show();
    this.onChange();
  }

  /** Events per second: 1 at the left end of the slider, every screen refresh at the right. */
  rate() {
    return 60 ** (Number(this.speed.value) / 100);
  }

  showSpeed() {
    const rate = this.rate();
    const text = Number(this.speed.value) >= 100 ? "every frame" : `${rate < 10 ? rate.toFixed(1) : Math.round(rate)} events/s`;
    $("step-speed-text").textContent = text;
    this.speed.setAttribute("aria-valuetext", text);
  }

  play() {
    if (!this.stepper || this.stepper.finished()) return;
    this.playing = true;
    this.playButton.textContent = "❚❚ Pause";
    this.playButton.setAttribute("aria-label", "Pause");
    let last = performance.now();
    let owed = 0;
    const tick = (now) => {
      if (!this.playing) return;
      const fast = Number(this.speed.value) >= 100;
      owed += fast ? 1 : ((now - last) / 1000) * this.rate();
      last = now;
      let moved = false;
      while (owed >= 1) {
        owed -= 1;
        if (!this.stepper.step()) break;
        moved = true;
      }
      if (moved) this.show();
      if (this.stepper.finished()) this.pause();
      else this.frame = requestAnimationFrame(tick);
    };
    // The first event comes at once, so Play always answers visibly.
    if (this.stepper.step()) this.show();
    this.frame = requestAnimationFrame(tick);
  }

  pause() {
    if (!this.playing) return;
    this.playing = false;
    cancelAnimationFrame(this.frame);
    this.playButton.textContent = "▶ Play";
    this.playButton.setAttribute("aria-label", "Play");
    this.onChange();
  }

  /** Keys while the Step view is open: Right/Left step, Space plays or pauses. */
  onKey(event) {
    if (document.getElementById("view-step").hidden) return;
    const target = event.target;
    if (target.matches?.("input, select, textarea, button")) return;
    if (event.key === "ArrowRight") this.forward();
    else if (event.key === "ArrowLeft") this.back();
    else if (event.key === " ") this.playing ? this.pause() : this.play();
    else return;
    event.preventDefault();
  }
}
