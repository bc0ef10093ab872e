// The Step view's transport: where the search is shown and how it moves. Back, forward, to the
// next solution or dead end, the timeline, play and pause at a chosen speed (a log-scale slider,
// 1 to 60 events a second, or one a frame), looping between `from` and `to`, and the keys that
// do the same. It moves the view's step engine (`view.stepper`) and hands every move to the
// view (`view.moved()`), which draws it and tells the embedder; while a lesson leads, the
// search is the lesson's to move and the transport stands still.
import { SPEED } from "../../names.js";
import { reducedMotion } from "../../theme.js";
import { say } from "../../lang.js";

/** How far the timeline is explored up front; beyond it, it grows as the search goes on. */
export const EXPLORE = 200_000;

/** Slider position (0–100) for a speed in events per second, and back: 1/s to 60/s, log scale. */
const sliderFor = (speed) => Math.round((100 * Math.log(speed)) / Math.log(SPEED.max));
const speedFor = (value) => SPEED.max ** (value / 100);

export class Transport {
  /** @param {import("./step.js").StepView} view */
  constructor(view) {
    this.view = view;
    this.playing = false;
    /** @type {number | undefined} events per second, once chosen (else the slider's default) */
    this.speed = undefined;
    this.loop = false;
    /** The first and last positions the timeline may show (a link's `from` and `to`). */
    this.from = 0;
    this.to = Infinity;
    this.frame = 0;
  }

  /** The transport's buttons, timeline and speed slider. */
  bind() {
    const part = this.view.part;
    part("restart").addEventListener("click", () => this.seek(this.first()));
    part("back").addEventListener("click", () => this.back());
    part("forward").addEventListener("click", () => this.forward());
    part("play").addEventListener("click", () => (this.playing ? this.pause() : this.play()));
    part("next-solution").addEventListener("click", () => this.runTo("solution"));
    part("next-dead-end").addEventListener("click", () => this.runTo("dead-end"));
    const timeline = part("timeline");
    timeline.addEventListener("input", () => this.seek(Number(timeline.value), false));
    timeline.addEventListener("change", () => this.view.host.remember?.());
    part("speed").addEventListener("input", () => this.showSpeed());
    // The speed the reader settled on (not each position while dragging) describes the view.
    part("speed").addEventListener("change", () => {
      this.speed = Math.round(speedFor(Number(part("speed").value)) * 100) / 100;
      this.view.host.remember?.();
    });
  }

  /** A speed from a link or an attribute (undefined: the slider's default). */
  setSpeed(speed) {
    this.speed = speed;
    this.view.part("speed").value = String(sliderFor(speed ?? SPEED.default));
    this.showSpeed();
  }

  /** The bounds `from` and `to` (a link's or an attribute's; none: the whole search). */
  setBounds(from, to) {
    this.from = from ?? 0;
    this.to = to ?? Infinity;
  }

  /** The transport's part of the state `s` the view shows: the timeline, the position, and
   * which moves are possible (none of them while a lesson leads). */
  show(s) {
    const part = this.view.part;
    const words = this.view.host.words;
    const timeline = part("timeline");
    const last = this.last();
    const more = this.view.complete || this.to <= this.view.explored ? "" : "+";
    timeline.min = String(this.first());
    timeline.max = String(Math.max(this.first() + 1, last));
    timeline.value = String(s.position);
    timeline.setAttribute("aria-valuetext", words.format("step.timeline.value", { position: s.position, last, more: more ? "yes" : "no" }));
    say(part("position"), words, "step.position", { position: s.position, last, more: more ? "yes" : "no" });
    const atEnd = this.atEnd(s);
    part("back").disabled = s.position <= this.first();
    part("forward").disabled = atEnd;
    part("next-solution").disabled = atEnd;
    part("next-dead-end").disabled = atEnd;
    // While a lesson leads, the search is the lesson's to move.
    const leads = Boolean(this.view.panels.lesson?.leads());
    for (const key of ["play", "restart", "timeline"]) part(key).disabled = leads;
    for (const key of ["forward", "back", "next-solution", "next-dead-end"]) part(key).disabled ||= leads;
    part("leads").hidden = !leads;
  }

  /** Starts playing, unless the reader asked for less motion (then a note says why not). */
  autoplay() {
    if (reducedMotion()) say(this.view.part("motion"), this.view.host.words, "step.no-motion");
    else this.play();
  }

  /** The first and last positions the timeline may show. */
  first() {
    return this.from;
  }

  last() {
    return Math.min(this.to, this.view.explored);
  }

  /** The end of what may be shown: the search's end, or `to`. */
  atEnd(s) {
    return s.finished || s.position >= this.to;
  }

  /** One event forward; false at the end. */
  advance() {
    if (!this.view.stepper || this.view.stepper.position() >= this.to) return false;
    if (this.view.panels.lesson?.leads() || !this.view.stepper.step()) return false;
    this.view.moved();
    return true;
  }

  forward() {
    this.pause();
    this.advance();
    this.view.host.remember?.();
  }

  back() {
    this.pause();
    if (this.view.panels.lesson?.leads()) return;
    if (this.view.stepper && this.view.stepper.position() > this.first() && this.view.stepper.back()) this.view.moved();
    this.view.host.remember?.();
  }

  seek(position, remember = true) {
    if (!this.view.stepper || this.view.panels.lesson?.leads()) return;
    if (remember) this.pause();
    const target = Math.max(this.first(), Math.min(position, this.to));
    if (target === this.view.stepper.position()) return;
    this.view.stepper.seek(target);
    this.view.moved();
    if (remember) this.view.host.remember?.();
  }

  runTo(target) {
    if (!this.view.stepper || this.view.panels.lesson?.leads()) return;
    this.pause();
    const start = this.view.stepper.position();
    this.view.stepper.runTo(target, EXPLORE);
    if (this.view.stepper.position() > this.to) this.view.stepper.seek(this.to);
    if (this.view.stepper.position() !== start) this.view.moved();
    this.view.host.remember?.();
  }

  showSpeed() {
    const value = Number(this.view.part("speed").value);
    const rate = speedFor(value);
    const words = this.view.host.words;
    const text =
      value >= 100
        ? words.format("step.speed.every-frame")
        : words.format(rate < 10 ? "step.speed.tenths" : "step.speed.rate", { rate: rate < 10 ? rate : Math.round(rate) });
    this.view.part("speed-text").textContent = text;
    this.view.part("speed").setAttribute("aria-valuetext", text);
  }

  play() {
    if (!this.view.stepper || this.playing) return;
    if (this.atEnd(this.view.stepper.state())) {
      if (!this.loop) return;
      this.seek(this.first(), false);
    }
    this.playing = true;
    this.showPlaying();
    let last = performance.now();
    let owed = 0;
    const tick = (now) => {
      if (!this.playing) return;
      const value = Number(this.view.part("speed").value);
      owed += value >= 100 ? 1 : ((now - last) / 1000) * speedFor(value);
      last = now;
      while (owed >= 1 && this.playing) {
        owed -= 1;
        if (!this.advance()) {
          if (this.loop) this.seek(this.first(), false);
          else this.pause();
        }
      }
      if (this.playing) this.frame = requestAnimationFrame(tick);
    };
    // The first event comes at once, so Play always answers visibly.
    if (!this.advance() && !this.loop) {
      this.pause();
      return;
    }
    this.frame = requestAnimationFrame(tick);
  }

  /** The Play button says what pressing it does: play, or pause. */
  showPlaying() {
    const button = this.view.part("play");
    button.dataset.t = this.playing ? "step.pause" : "step.play";
    button.dataset.tAriaLabel = this.playing ? "step.pause.label" : "step.play.label";
    button.textContent = this.view.host.words.format(button.dataset.t);
    button.setAttribute("aria-label", this.view.host.words.format(button.dataset.tAriaLabel));
  }

  pause() {
    if (!this.playing) return;
    this.playing = false;
    cancelAnimationFrame(this.frame);
    this.showPlaying();
    this.view.host.remember?.();
  }

  /** Right/Left step, Home restarts, Space plays or pauses (not while typing or on a button). */
  key(event) {
    if (event.defaultPrevented) return;
    if (this.view.host.globalKeys && this.view.root.closest("[hidden]")) return;
    const target = event.composedPath?.()[0] ?? event.target;
    if (target.matches?.("input, select, textarea, button, summary, a")) return;
    if (event.key === "ArrowRight") this.forward();
    else if (event.key === "ArrowLeft") this.back();
    else if (event.key === "Home") this.seek(this.first());
    else if (event.key === " ") this.playing ? this.pause() : this.play();
    else return;
    event.preventDefault();
  }
}
