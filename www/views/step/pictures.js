// Pictures of the search for slides and paper, made in the page with no server: the current
// position as PNG (the board and its narration) and SVG (the core's drawing), and a stretch of
// the search (here to the next solution or dead end, or the events the reader chooses) as an
// animated GIF (the core's encoder, through the wasm) or a WebM video (MediaRecorder over a
// canvas stream), each frame the board with the event's narration burned in below it, in the
// reader's language and direction. A stretch runs on its own copy of the search, so the view
// stays usable; it shows its progress and can be cancelled between frames.
import { build } from "../shared/dom.js";
import { errorWords, say, WordsError } from "../../lang.js";
import { BoardView } from "../../renderer.js";

/** Side of the board in a frame, in pixels: a slide's board. */
const BOARD_SIDE = 400;
/** The PNG's pixels per frame pixel (a picture for paper is printed larger than a slide). */
const PNG_SCALE = 2;
/** How long each event stays, in hundredths of a second; the last one stays longer. */
const DELAY_CS = 70;
const LAST_DELAY_CS = 200;
/** Lines of narration under the board. */
const CAPTION_LINES = 3;

const TEMPLATE = `
<fieldset class="pictures secondary" data-part="pictures">
  <legend data-t="export.title"></legend>
  <div class="buttons">
    <button type="button" data-part="png" data-t="export.png"></button>
    <button type="button" data-part="svg" data-t="export.svg"></button>
  </div>
  <div class="picture-range">
    <label for="{id}range" data-t="export.range"></label>
    <select id="{id}range" data-part="range">
      <option value="next" data-t="export.range.next"></option>
      <option value="chosen" data-t="export.range.chosen"></option>
    </select>
    <span class="picture-events" data-part="events" hidden>
      <label for="{id}from" data-t="export.from"></label>
      <input id="{id}from" data-part="from" class="number" type="text" inputmode="numeric" autocomplete="off" />
      <label for="{id}to" data-t="export.to"></label>
      <input id="{id}to" data-part="to" class="number" type="text" inputmode="numeric" autocomplete="off" />
    </span>
  </div>
  <div class="buttons">
    <button type="button" data-part="gif" data-t="export.gif"></button>
    <button type="button" data-part="webm" data-t="export.webm"></button>
    <button type="button" data-part="cancel" class="secondary" data-t="export.cancel" hidden></button>
  </div>
  <progress data-part="progress" max="1" value="0" hidden data-t-aria-label="export.title"></progress>
  <p class="hint" data-part="picture-status" role="status" aria-live="polite"></p>
</fieldset>`;

/** In a frame the controls start folded under their title: open, they would push the Step view
 * past the common frame sizes. */
const FOLD = `<details class="pictures-fold" data-part="pictures-fold">
  <summary data-t="export.title"></summary>
  <div data-part="pictures-inner"></div>
</details>`;

/**
 * Where the pictures' controls go: the slot itself on the page and in the element, and in a
 * frame (the page opened with `embed=1`: its document's body is marked `embed`; an element's
 * shadow root never is) a folded <details> inside it. A frame saves files as the page does: the
 * browser's download, started by the reader's click.
 * @param {HTMLElement} slot
 * @param {import("../../message.js").Formatter} words
 */
export function picturesSlot(slot, words) {
  const inFrame = slot.getRootNode() === slot.ownerDocument && slot.ownerDocument.body?.classList.contains("embed");
  return inFrame ? build(slot, FOLD, words)("pictures-inner") : slot;
}

/** Stopped by the reader's Cancel. */
class Cancelled extends Error {}

export class StepPictures {
  /** @param {HTMLElement} slot @param {any} view the Step view */
  constructor(slot, view) {
    this.view = view;
    this.part = build(slot, TEMPLATE, view.host.words);
    /** The running stretch's controller (null: none). @type {AbortController | null} */
    this.running = null;
    this.part("range").addEventListener("change", () => {
      this.part("events").hidden = this.part("range").value !== "chosen";
    });
    for (const format of ["png", "svg", "gif", "webm"]) {
      this.part(format).addEventListener("click", () => this.save(format));
    }
    this.part("cancel").addEventListener("click", () => this.running?.abort());
  }

  /** Makes the picture and hands it to the browser as a download; says how it went. */
  async save(format) {
    const words = this.view.host.words;
    try {
      const blob = await this.make(format);
      const file = this.fileName(format);
      const link = document.createElement("a");
      link.href = URL.createObjectURL(blob);
      link.download = file;
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
      say(this.part("picture-status"), words, "export.saved", { file });
    } catch (error) {
      if (error instanceof Cancelled) say(this.part("picture-status"), words, "export.cancelled");
      else say(this.part("picture-status"), words, "export.failed", { reason: errorWords(error) });
    }
  }

  fileName(format) {
    const v = this.view;
    return `nqueens-${v.n}-${v.part("strategy").value}-${v.stepper.position()}.${format}`;
  }

  /** The picture as a Blob: "png" and "svg" of the current position, "gif" and "webm" of the
   * stretch the range chooses. */
  async make(format, range = this.chosenRange()) {
    const v = this.view;
    if (!v.stepper) throw new WordsError("export.no-frames");
    if (format === "svg") return new Blob([v.stepper.svg()], { type: "image/svg+xml" });
    if (format === "png") {
      const frame = this.frameCanvas(PNG_SCALE);
      this.drawFrame(frame, v.stepper.state());
      frame.remove();
      return await new Promise((resolve, reject) =>
        frame.canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("toBlob"))), "image/png"),
      );
    }
    if (format === "gif") return this.stretch(range, (frames) => this.gif(frames));
    if (format === "webm") return this.stretch(range, (frames) => this.webm(frames));
    throw new WordsError("error.unknown-name", { kind: "format", name: format, expected: "png, svg, gif, webm" });
  }

  /** The reader's range: here to the next solution or dead end, or the events typed. */
  chosenRange() {
    if (this.part("range").value !== "chosen") return null;
    return { from: Number(this.part("from").value), to: Number(this.part("to").value) };
  }

  /** Runs `encode` over the frames of `range` (null: from here to the next solution or dead end)
   * on a copy of the search, with progress and Cancel; the view's controls wait meanwhile. */
  async stretch(range, encode) {
    if (this.running) throw new WordsError("export.no-frames");
    const v = this.view;
    const copy = new v.api.Stepper(v.n, v.part("strategy").value, Uint32Array.from(v.fixed), true, v.constraints);
    const controller = new AbortController();
    this.running = controller;
    const busy = ["gif", "webm", "png", "svg"].map((name) => this.part(name));
    busy.forEach((b) => (b.disabled = true));
    this.part("cancel").hidden = false;
    const progress = this.part("progress");
    progress.hidden = false;
    try {
      const { from, to } = range ?? this.nextStop(copy, v.stepper.position());
      const last = v.explored;
      if (!(Number.isInteger(from) && Number.isInteger(to) && from >= 0 && from < to && to <= last)) {
        throw new WordsError("export.bad-range", { first: 0, last });
      }
      v.api.checkFrames(to - from + 1);
      copy.seek(from);
      const total = to - from + 1;
      const frames = {
        total,
        signal: controller.signal,
        /** Moves the copy to the k-th frame's event and returns its state. */
        at: (k) => {
          if (k > 0) copy.step();
          return copy.state();
        },
        tick: (k, id) => {
          progress.max = total;
          progress.value = k;
          say(this.part("picture-status"), v.host.words, id, { k: k + 1, total });
        },
      };
      return await encode(frames);
    } finally {
      copy.free();
      this.running = null;
      busy.forEach((b) => (b.disabled = false));
      this.part("cancel").hidden = true;
      progress.hidden = true;
    }
  }

  /** Where the stretch from `position` ends: the next solution or dead end (or the end). */
  nextStop(copy, position) {
    copy.seek(position);
    const limit = this.view.api.info().maxExportFrames;
    for (let k = 0; k <= limit && copy.step(); k++) {
      const event = copy.state().event;
      if (event === "solution" || event === "dead-end") break;
    }
    return { from: position, to: copy.position() };
  }

  async gif(frames) {
    const frame = this.frameCanvas(1);
    const { width, height } = frame.canvas;
    const encoder = new this.view.api.GifEncoder(width, height, 0);
    try {
      for (let k = 0; k < frames.total; k++) {
        frames.tick(k, "export.progress");
        await pause();
        if (frames.signal.aborted) throw new Cancelled();
        this.drawFrame(frame, frames.at(k));
        const pixels = frame.ctx.getImageData(0, 0, width, height).data;
        encoder.addFrame(new Uint8Array(pixels.buffer), k === frames.total - 1 ? LAST_DELAY_CS : DELAY_CS);
      }
      return new Blob([encoder.finish()], { type: "image/gif" });
    } finally {
      encoder.free();
      frame.remove();
    }
  }

  async webm(frames) {
    const type = ["video/webm;codecs=vp9", "video/webm;codecs=vp8", "video/webm"].find(
      (t) => typeof MediaRecorder !== "undefined" && MediaRecorder.isTypeSupported(t),
    );
    if (!type || typeof HTMLCanvasElement.prototype.captureStream !== "function") throw new WordsError("export.no-video");
    const frame = this.frameCanvas(1);
    const stream = frame.canvas.captureStream(0);
    const track = /** @type {any} */ (stream.getVideoTracks()[0]);
    const recorder = new MediaRecorder(stream, { mimeType: type });
    const chunks = [];
    recorder.ondataavailable = (event) => event.data.size && chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    let started = false;
    try {
      this.drawFrame(frame, frames.at(0));
      recorder.start();
      started = true;
      for (let k = 0; k < frames.total; k++) {
        frames.tick(k, "export.recording");
        if (k > 0) this.drawFrame(frame, frames.at(k));
        track.requestFrame();
        await pause((k === frames.total - 1 ? LAST_DELAY_CS : DELAY_CS) * 10);
        if (frames.signal.aborted) throw new Cancelled();
      }
    } finally {
      if (recorder.state !== "inactive") recorder.stop();
      if (started) await stopped;
      stream.getTracks().forEach((t) => t.stop());
      frame.remove();
    }
    return new Blob(chunks, { type: "video/webm" });
  }

  /** A canvas for frames with a board renderer of its own, drawn in the view's colours: the
   * renderer reads the theme from its canvas, so it sits (hidden) inside the view. */
  frameCanvas(scale) {
    const boardCanvas = document.createElement("canvas");
    boardCanvas.hidden = true;
    boardCanvas.style.display = "none";
    this.view.root.append(boardCanvas);
    const board = new BoardView(boardCanvas);
    board.words = this.view.host.words;
    board.cssSize = BOARD_SIDE;
    boardCanvas.width = boardCanvas.height = BOARD_SIDE * scale;
    const canvas = document.createElement("canvas");
    const style = getComputedStyle(this.view.part("narration"));
    const font = `${15}px ${style.fontFamily || "sans-serif"}`;
    const line = 20;
    canvas.width = BOARD_SIDE * scale;
    canvas.height = (BOARD_SIDE + 16 + CAPTION_LINES * line) * scale;
    const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext("2d"));
    return {
      canvas,
      ctx,
      board,
      scale,
      font,
      line,
      ink: style.color || "#1f1f1f",
      paper: backgroundOf(this.view.root),
      remove: () => boardCanvas.remove(),
    };
  }

  /** One frame: the position's board and its narration under it. */
  drawFrame(frame, s) {
    const { ctx, board, scale, line } = frame;
    const queens = [];
    for (let i = 0; i < s.queens.length; i += 3) queens.push([s.queens[i], s.queens[i + 1], s.queens[i + 2]]);
    board.show({
      n: s.n,
      queens,
      cells: s.cells,
      trying: s.trying ? { row: s.trying[0], col: s.trying[1] } : null,
      deadRow: s.deadEnd,
      solved: s.solved,
    });
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.fillStyle = frame.paper;
    ctx.fillRect(0, 0, frame.canvas.width, frame.canvas.height);
    ctx.drawImage(board.canvas, 0, 0);
    ctx.setTransform(scale, 0, 0, scale, 0, 0);
    const words = this.view.host.words;
    const rtl = Boolean(words.rtl);
    ctx.direction = rtl ? "rtl" : "ltr";
    ctx.textAlign = rtl ? "right" : "left";
    ctx.textBaseline = "top";
    ctx.font = frame.font;
    ctx.fillStyle = frame.ink;
    const margin = 8;
    const text = words.message(s.narration).replace(/[\u2066-\u2069]/g, "");
    wrap(ctx, text, BOARD_SIDE - 2 * margin, CAPTION_LINES).forEach((row, i) => {
      ctx.fillText(row, rtl ? BOARD_SIDE - margin : margin, BOARD_SIDE + 8 + i * line);
    });
  }
}

/** The first opaque background from `element` outwards (white where every one is clear). */
function backgroundOf(element) {
  for (let node = element; node; node = node.parentElement ?? /** @type {any} */ (node.getRootNode()).host) {
    const colour = getComputedStyle(node).backgroundColor;
    if (colour && colour !== "transparent" && !/rgba\(.*,\s*0\)$/.test(colour)) return colour;
  }
  return "#ffffff";
}

/** `text` broken into at most `lines` lines of at most `width` pixels: at spaces, or between
 * any two characters where the language writes none (Chinese); the last line ends in "…" when
 * text is left over. */
function wrap(ctx, text, width, lines) {
  const pieces = /\s/.test(text) ? text.split(/(?<=\s)/) : Array.from(text);
  const out = [];
  let current = "";
  for (const piece of pieces.flatMap((p) => (ctx.measureText(p).width > width ? Array.from(p) : [p]))) {
    if (current && ctx.measureText(current + piece).width > width) {
      out.push(current.trimEnd());
      current = piece.trimStart();
    } else {
      current += piece;
    }
  }
  if (current) out.push(current.trimEnd());
  if (out.length > lines) {
    out.length = lines;
    out[lines - 1] = `${out[lines - 1].slice(0, -1)}…`;
  }
  return out;
}

/** Lets the page draw and take input between frames. */
function pause(ms = 0) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
