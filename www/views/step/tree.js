// The search tree beside the Step board: the core builds the tree of the whole run once
// (searchTree), and this panel draws the part made by the steps up to the current one, laid out
// from that part alone, so it grows as the search goes. Each branch is labelled with its choice
// (q[2] = 5, q[2] ≠ 5); the current path is highlighted and written out as the choices that made
// it; a legend lists every mark. Clicking a vertex, or choosing it with the keyboard and pressing
// Enter, seeks the timeline to the step that made it. The view follows the current vertex at a
// size where labels read, Fit shows every vertex drawn so far (and keeps doing so as the tree
// grows), + and − zoom, dragging pans; subtrees fold (double-click, or F) into one marked vertex.
// The figures under the tree are counted from it by the core's definitions and equal the Step
// view's statistics at every step.

import { build, figureList, legendList } from "../shared/dom.js";
import { say, sentences, translate } from "../../lang.js";
import { observeSize } from "../shared/host.js";

const TEMPLATE = `
<section class="tree-panel panel" aria-labelledby="{id}title">
  <div class="tree-head">
    <h3 id="{id}title" class="panel-title" data-t="tree.title"></h3>
    <div class="tree-tools" role="group" data-t-aria-label="tree.tools">
      <button type="button" data-part="zoom-in" data-t-aria-label="huge.zoom-in">+</button>
      <button type="button" data-part="zoom-out" data-t-aria-label="huge.zoom-out">−</button>
      <button type="button" data-part="fit" data-t="tree.fit"></button>
      <button type="button" data-part="follow" data-t="tree.follow"></button>
      <button type="button" data-part="fold" data-t="tree.fold"></button>
      <button type="button" data-part="unfold" data-t="tree.unfold"></button>
    </div>
    <dl class="tree-figures" data-part="figures"></dl>
  </div>
  <div class="tree-body">
    <canvas class="tree" data-part="canvas" tabindex="0" role="application" aria-roledescription="search tree"
      aria-describedby="{id}path {id}text" data-t-aria-label="tree.canvas"></canvas>
    <ul class="legend tree-legend" data-part="legend" data-t-aria-label="tree.legend"></ul>
  </div>
  <p class="tree-path" data-part="path" id="{id}path"></p>
  <p class="tree-text" data-part="text" id="{id}text"></p>
</section>`;

/** Vertex kinds, as searchTree's `kinds`. */
const ROOT = 0;
const PLACE = 1;
const REFUTE = 2;
const ATTACKED = 3;
const FORCED = 4;
/** Outcomes, as searchTree's `outcomes`. */
const FAILED = 1;
const SOLVED = 2;

/** Pixels between leaves and between levels at which labels read; the view follows the current
 * vertex at this scale unless Fit or a zoom asked otherwise. */
const READABLE = { x: 62, y: 46 };

/** This panel's sentences, in one place. */
const TEXT = {
  /** A branch in the program's own notation (code: the same in every language). */
  label: (kind, row, col) => (kind === REFUTE ? `q[${row}] ≠ ${col}` : `q[${row}] = ${col}`),
};

/** What the tree's legend lists: [mark, words]. */
const LEGEND = [
  ["place", "tree.legend.place"],
  ["forced", "tree.legend.forced"],
  ["refute", "tree.legend.refute"],
  ["failed", "tree.legend.failed"],
  ["solved", "tree.legend.solved"],
  ["current", "tree.legend.current"],
  ["folded", "tree.legend.folded"],
];

/** Draws one vertex mark centred at (x, y), radius r. */
function drawMark(g, mark, x, y, r, colors) {
  g.lineWidth = 2;
  g.beginPath();
  if (mark === "failed") {
    g.strokeStyle = colors.failed;
    g.lineWidth = Math.max(2, r * 0.45);
    g.moveTo(x - r, y - r);
    g.lineTo(x + r, y + r);
    g.moveTo(x + r, y - r);
    g.lineTo(x - r, y + r);
    g.stroke();
  } else if (mark === "solved") {
    g.fillStyle = colors.solved;
    g.rect(x - r, y - r, 2 * r, 2 * r);
    g.fill();
  } else if (mark === "refute") {
    g.fillStyle = colors.fill;
    g.moveTo(x, y - r * 1.2);
    g.lineTo(x + r * 1.2, y);
    g.lineTo(x, y + r * 1.2);
    g.lineTo(x - r * 1.2, y);
    g.closePath();
    g.fill();
  } else if (mark === "forced") {
    g.strokeStyle = colors.fill;
    g.lineWidth = Math.max(2, r * 0.4);
    g.arc(x, y, r * 0.85, 0, 2 * Math.PI);
    g.stroke();
  } else if (mark === "current") {
    g.strokeStyle = colors.current;
    g.lineWidth = 2.5;
    g.arc(x, y, r + 4, 0, 2 * Math.PI);
    g.stroke();
  } else if (mark === "folded") {
    g.fillStyle = colors.muted;
    g.moveTo(x, y - r);
    g.lineTo(x - 1.6 * r, y + r);
    g.lineTo(x + 1.6 * r, y + r);
    g.closePath();
    g.fill();
  } else {
    g.fillStyle = colors.fill;
    g.arc(x, y, r, 0, 2 * Math.PI);
    g.fill();
  }
}

export class TreePanel {
  /**
   * @param {HTMLElement} root
   * @param {(step: number) => void} seek moves the Step view's timeline
   * @param {Record<string, { name: string, label: string, definition: string }>} measures the
   *   core's measures, by name
   */
  constructor(root, seek, measures, host) {
    this.root = root;
    this.seek = seek;
    this.measures = measures;
    /** @type {{ words: import("../../message.js").Formatter }} whose language the panel speaks */
    this.host = host;
    this.part = build(root, TEMPLATE, host.words);
    this.canvas = this.part("canvas");
    // Where a vertex is drawn, and which are drawn, for tests that click vertices like a person.
    this.canvas.positionOf = (i) => this.positionOf(i);
    this.canvas.drawnVertices = () => this.visible.slice();
    this.canvas.drawnLabels = () => this.labelsDrawn.slice();
    this.labelsDrawn = [];
    this.tree = null;
    this.position = 0;
    this.view = { mode: "follow", sx: READABLE.x, sy: READABLE.y, ox: 0, oy: 0 };
    this.selected = null;
    this.folded = new Set();
    this.visible = [];
    this.buildFigures();
    this.buildLegend();
    this.bind();
    // Drawn again whenever its box changes (shown, the window resized), never stretched.
    let height = 0;
    this.stopObserving = observeSize(this.canvas, () => {
      height = this.canvas.clientHeight;
      this.draw();
    });
    this.resized = () => this.canvas.clientHeight !== height && this.draw();
    window.addEventListener("resize", this.resized);
  }

  /** Lets go of the observers. */
  destroy() {
    this.stopObserving();
    window.removeEventListener("resize", this.resized);
  }

  buildFigures() {
    this.figures = figureList(this.part("figures"), this.measures, ["nodes", "branches", "failures", "solutions"], this.host.words);
  }

  buildLegend() {
    this.swatches = legendList(this.part("legend"), LEGEND, this.host.words);
  }

  /** The language changed: every word again; the tree, its folds and its view stay. */
  relabel() {
    translate(this.root, this.host.words);
    this.buildFigures();
    this.buildLegend();
    if (this.tree) {
      this.describe();
      this.draw();
    }
  }

  /** The colours of the marks, read from the theme. */
  colors() {
    const css = getComputedStyle(this.canvas);
    const color = (name) => css.getPropertyValue(name).trim();
    return {
      panel: color("--panel"),
      edge: color("--tree-edge"),
      path: color("--accent"),
      fill: color("--muted"),
      onPath: color("--accent"),
      failed: color("--cross-red"),
      solved: color("--solved"),
      current: color("--cursor"),
      chosen: color("--fg"),
      muted: color("--muted"),
      text: color("--fg"),
    };
  }

  drawLegend(colors) {
    const ratio = window.devicePixelRatio || 1;
    for (const { canvas, mark } of this.swatches) {
      canvas.width = Math.round(22 * ratio);
      canvas.height = Math.round(18 * ratio);
      canvas.style.width = "22px";
      canvas.style.height = "18px";
      const g = canvas.getContext("2d");
      g.setTransform(ratio, 0, 0, ratio, 0, 0);
      g.clearRect(0, 0, 22, 18);
      if (mark === "current") {
        g.strokeStyle = colors.path;
        g.lineWidth = 3;
        g.beginPath();
        g.moveTo(0, 2);
        g.lineTo(11, 9);
        g.stroke();
        drawMark(g, "place", 11, 9, 3.5, { ...colors, fill: colors.path });
      }
      if (mark === "forced") {
        g.strokeStyle = colors.edge;
        g.setLineDash([3, 2]);
        g.beginPath();
        g.moveTo(0, 2);
        g.lineTo(11, 9);
        g.stroke();
        g.setLineDash([]);
      }
      drawMark(g, mark, 11, 9, mark === "current" ? 2.5 : 5, colors);
    }
  }

  /** A new run: `tree` is the core's searchTree result, `strategy` the step strategy. */
  load(tree, strategy) {
    this.tree = tree;
    this.strategy = strategy;
    this.selected = null;
    this.folded = new Set();
    this.view = { mode: "follow", sx: READABLE.x, sy: READABLE.y, ox: 0, oy: 0 };
    const count = tree.parents.length;
    this.children = Array.from({ length: count }, () => []);
    for (let i = 1; i < count; i++) this.children[tree.parents[i]].push(i);
    this.x = new Float64Array(count);
    this.depth = new Uint16Array(count);
    this.laidOut = -1;
  }

  /** Folds or unfolds vertex i's subtree (the root never folds). */
  toggleFold(i) {
    if (i === null || i === 0 || !this.children[i].length) return;
    if (this.folded.has(i)) this.folded.delete(i);
    else this.folded.add(i);
    this.laidOut = -1;
    this.draw();
    this.describe();
  }

  /** Whether vertex i exists at the current step. */
  shown(i) {
    return this.tree.steps[i] <= this.position;
  }

  /** Lays out the vertices drawn at this step, and only them: leaves left to right in the order
   * the search made them, each parent centred over its children, one level per branch. */
  layOut() {
    if (this.laidOut === this.position) return;
    this.laidOut = this.position;
    const visible = [];
    let leaf = 0;
    const stack = [[0, 0]];
    this.depth[0] = 0;
    while (stack.length) {
      const top = stack[stack.length - 1];
      const [node, next] = top;
      const kids = this.folded.has(node) ? [] : this.children[node];
      if (next < kids.length && this.shown(kids[next])) {
        top[1]++;
        this.depth[kids[next]] = this.depth[node] + 1;
        stack.push([kids[next], 0]);
      } else {
        stack.pop();
        visible.push(node);
        let first = -1;
        let last = -1;
        for (let k = 0; k < kids.length && this.shown(kids[k]); k++) {
          if (first < 0) first = kids[k];
          last = kids[k];
        }
        this.x[node] = first >= 0 ? (this.x[first] + this.x[last]) / 2 : leaf++;
      }
    }
    this.visible = visible;
    this.leaves = Math.max(1, leaf);
    this.levels = visible.reduce((most, i) => Math.max(most, this.depth[i]), 0);
  }

  bind() {
    const c = this.canvas;
    this.part("zoom-in").addEventListener("click", () => this.zoomBy(1.5));
    this.part("zoom-out").addEventListener("click", () => this.zoomBy(1 / 1.5));
    this.part("fit").addEventListener("click", () => {
      this.view.mode = "fit";
      this.draw();
    });
    this.part("follow").addEventListener("click", () => {
      this.view = { mode: "follow", sx: READABLE.x, sy: READABLE.y, ox: 0, oy: 0 };
      this.draw();
    });
    this.part("fold").addEventListener("click", () => this.toggleFold(this.selected ?? this.current()));
    this.part("unfold").addEventListener("click", () => {
      this.folded.clear();
      this.laidOut = -1;
      this.draw();
      this.describe();
    });
    c.addEventListener("dblclick", (event) => this.toggleFold(this.nodeAt(event.clientX, event.clientY)));
    let drag = null;
    c.addEventListener("pointerdown", (event) => {
      drag = { x: event.clientX, y: event.clientY, view: { ...this.transform() }, moved: false };
      c.setPointerCapture?.(event.pointerId);
    });
    c.addEventListener("pointermove", (event) => {
      if (!drag) return;
      const dx = event.clientX - drag.x;
      const dy = event.clientY - drag.y;
      if (Math.abs(dx) + Math.abs(dy) > 4) drag.moved = true;
      if (drag.moved) {
        this.view = { mode: "manual", sx: drag.view.sx, sy: drag.view.sy, ox: drag.view.ox + dx, oy: drag.view.oy + dy };
        this.draw();
      }
    });
    c.addEventListener("pointerup", (event) => {
      const wasDrag = drag?.moved;
      drag = null;
      if (wasDrag) return;
      const node = this.nodeAt(event.clientX, event.clientY);
      if (node !== null) this.choose(node, true);
    });
    c.addEventListener(
      "wheel",
      (event) => {
        event.preventDefault();
        this.zoomBy(event.deltaY < 0 ? 1.25 : 0.8);
      },
      { passive: false },
    );
    c.addEventListener("keydown", (event) => this.key(event));
  }

  /** Zooms about the centre of the canvas. */
  zoomBy(factor) {
    const t = this.transform();
    const { width, height } = this.size ?? { width: 300, height: 200 };
    const [cx, cy] = [width / 2, height / 2];
    const sx = Math.min(200, Math.max(0.5, t.sx * factor));
    const sy = Math.min(120, Math.max(2, t.sy * Math.max(0.5, Math.min(factor, 2))));
    this.view = {
      mode: "manual",
      sx,
      sy,
      ox: cx - ((cx - t.ox) * sx) / t.sx,
      oy: cy - ((cy - t.oy) * sy) / t.sy,
    };
    this.draw();
  }

  current() {
    const t = this.tree;
    if (this.position <= 0) return 0;
    return t.current[Math.min(this.position, t.current.length) - 1];
  }

  key(event) {
    if (!this.tree) return;
    const from = this.selected ?? this.current();
    const t = this.tree;
    const drawn = (list) => (this.folded.has(from) && list === this.children[from] ? [] : list.filter((i) => this.shown(i)));
    let to = null;
    if (event.key === "ArrowUp") to = from === 0 ? null : t.parents[from];
    else if (event.key === "ArrowDown") to = drawn(this.children[from])[0] ?? null;
    else if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
      const siblings = from === 0 ? [] : drawn(this.children[t.parents[from]]);
      const k = siblings.indexOf(from) + (event.key === "ArrowLeft" ? -1 : 1);
      to = siblings[k] ?? null;
    } else if (event.key === "Enter" || event.key === " ") {
      this.choose(from, true);
      event.preventDefault();
      return;
    } else if (event.key === "f" || event.key === "F") {
      this.toggleFold(from);
      event.preventDefault();
      return;
    } else if (event.key === "+" || event.key === "=") this.zoomBy(1.5);
    else if (event.key === "-") this.zoomBy(1 / 1.5);
    else return;
    event.preventDefault();
    if (to !== null) this.choose(to, false);
  }

  /** Selects a vertex; `go` seeks the timeline to the step that made it. */
  choose(node, go) {
    this.selected = node;
    this.seeking = true;
    try {
      if (go) this.seek(this.tree.steps[node]);
    } finally {
      this.seeking = false;
    }
    this.draw();
    this.describe();
  }

  /** The Step view moved to `position`. */
  show(position) {
    if (!this.tree) return;
    // The timeline moved by other means: keys start again from the current vertex.
    if (position !== this.position && !this.seeking) this.selected = null;
    this.position = position;
    if (this.selected !== null && !this.shown(this.selected)) this.selected = null;
    this.draw();
    this.describe();
  }

  /** The branch that made vertex i, as its choice. */
  label(i) {
    const t = this.tree;
    const kind = t.kinds[i];
    if (kind === ROOT) return this.host.words.format("tree.start");
    return TEXT.label(kind, t.rows[i], t.cols[i]);
  }

  ended(i) {
    const t = this.tree;
    return t.outcomeSteps[i] <= this.position ? t.outcomes[i] : 0;
  }

  /** The figures of the tree drawn so far, counted by the core's definitions (kinds 1 and 4 are
   * nodes, kinds 1, 2 and 3 branches): the Step view's statistics at the same step. */
  counts() {
    const t = this.tree;
    const c = { nodes: 0, branches: 0, failures: 0, solutions: 0 };
    for (let i = 0; i < t.parents.length && t.steps[i] <= this.position; i++) {
      const kind = t.kinds[i];
      if (kind === PLACE || kind === FORCED) c.nodes++;
      if (kind === PLACE || kind === REFUTE || kind === ATTACKED) c.branches++;
      const end = this.ended(i);
      if (end === FAILED) c.failures++;
      if (end === SOLVED) c.solutions++;
    }
    return c;
  }

  /** The current path as the choices that made it: refutations of a row followed by its
   * decision read as one choice ("q[0] = 2 (after ≠ 0, ≠ 1)"), forced queens say so. */
  pathItems() {
    const t = this.tree;
    const path = [];
    for (let i = this.current(); i !== 0; i = t.parents[i]) path.unshift(i);
    const items = [];
    let refuted = [];
    for (const [k, i] of path.entries()) {
      const kind = t.kinds[i];
      const next = path[k + 1];
      if (kind === REFUTE && next !== undefined && t.rows[next] === t.rows[i] && t.kinds[next] !== ATTACKED) {
        refuted.push(t.cols[i]);
        continue;
      }
      let item = this.label(i);
      const words = this.host.words;
      if ((kind === PLACE || kind === FORCED) && refuted.length) {
        item = words.format("tree.after", { label: item, refuted: refuted.map((col) => `≠ ${col}`) });
      } else if (refuted.length) items.push(...refuted.map((col) => TEXT.label(REFUTE, t.rows[i], col)));
      if (kind === FORCED) item = words.format("tree.forced", { label: item });
      refuted = [];
      items.push(item);
    }
    return items;
  }

  /** The figures, the path, and the sentence screen readers get. */
  describe() {
    const t = this.tree;
    const counts = this.counts();
    const words = this.host.words;
    for (const name of Object.keys(this.figures)) this.figures[name].textContent = words.number(counts[name]);
    const items = this.pathItems();
    // The path runs the way the words read and its arrows point that way: right to left in a
    // right-to-left language (an RLI … PDI isolate, so a first item in code does not turn it).
    const path = words.rtl ? `\u2067${items.join(" ← ")}\u2069` : items.join(" → ");
    say(this.part("path"), words, "tree.path", { path: items.length ? path : { id: "tree.start", args: {} } });
    /** @type {import("../shared/host.js").Message[]} */
    const parts = [{ id: "tree.summary", args: counts }];
    if (this.selected !== null) parts.push({ id: "tree.chosen", args: { label: this.label(this.selected), step: t.steps[this.selected] } });
    if (this.folded.size) parts.push({ id: "tree.folded", args: { count: this.folded.size } });
    if (this.position > t.current.length) parts.push({ id: "tree.partial", args: { steps: t.current.length } });
    say(this.part("text"), words, sentences(parts));
  }

  /** Tree coordinates (x by leaf order, y by depth) to canvas pixels: the current vertex in
   * view at a readable size (follow), everything drawn inside the canvas (fit), or as the
   * reader zoomed and dragged (manual). */
  transform() {
    this.layOut();
    const { width, height } = this.size ?? { width: this.canvas.clientWidth || 300, height: this.canvas.clientHeight || 200 };
    const pad = { x: 16, top: 14, bottom: 22 };
    const v = this.view;
    const spanX = Math.max(1, this.leaves - 1);
    const spanY = Math.max(1, this.levels);
    if (v.mode === "fit") {
      const sx = Math.min(READABLE.x, (width - 2 * pad.x) / spanX);
      const sy = Math.min(READABLE.y, (height - pad.top - pad.bottom) / spanY);
      const ox = pad.x + (width - 2 * pad.x - (this.leaves - 1) * sx) / 2;
      return { sx, sy, ox, oy: pad.top };
    }
    if (v.mode === "manual") return { sx: v.sx, sy: v.sy, ox: v.ox, oy: v.oy };
    // Follow: levels squeezed to fit the height while labels still read, leaves at their
    // readable spacing; what does not fit scrolls to keep the current vertex in view.
    const sx = v.sx;
    const sy = Math.max(26, Math.min(v.sy, (height - pad.top - pad.bottom) / spanY));
    const cur = this.current();
    const fitsX = (this.leaves - 1) * sx <= width - 2 * pad.x;
    const fitsY = this.levels * sy <= height - pad.top - pad.bottom;
    const ox = fitsX ? pad.x + (width - 2 * pad.x - (this.leaves - 1) * sx) / 2 : width / 2 - this.x[cur] * sx;
    const oy = fitsY ? pad.top : Math.min(pad.top, height * 0.6 - this.depth[cur] * sy);
    return { sx, sy, ox, oy };
  }

  /** The vertex under a click, if one is near enough. */
  nodeAt(clientX, clientY) {
    if (!this.tree) return null;
    const rect = this.canvas.getBoundingClientRect();
    const px = clientX - rect.left;
    const py = clientY - rect.top;
    const { sx, sy, ox, oy } = this.transform();
    let best = null;
    let bestDistance = 12 * 12;
    for (const i of this.visible) {
      if (this.hidden(i)) continue;
      const dx = ox + this.x[i] * sx - px;
      const dy = oy + this.depth[i] * sy - py;
      const d = dx * dx + dy * dy;
      if (d < bestDistance) {
        bestDistance = d;
        best = i;
      }
    }
    return best;
  }

  /** Whether vertex i is inside a folded subtree (drawn as its folded ancestor). */
  hidden(i) {
    for (let p = this.tree.parents[i]; i !== 0; i = p, p = this.tree.parents[p]) if (this.folded.has(p)) return true;
    return false;
  }

  /** Where vertex i is drawn, in page coordinates (for tests and tooltips). */
  positionOf(i) {
    const rect = this.canvas.getBoundingClientRect();
    const { sx, sy, ox, oy } = this.transform();
    return { x: rect.left + ox + this.x[i] * sx, y: rect.top + oy + this.depth[i] * sy };
  }

  draw() {
    if (!this.tree) return;
    const c = this.canvas;
    const width = c.clientWidth || 300;
    const height = c.clientHeight || 200;
    const ratio = window.devicePixelRatio || 1;
    if (c.width !== Math.round(width * ratio) || c.height !== Math.round(height * ratio)) {
      c.width = Math.round(width * ratio);
      c.height = Math.round(height * ratio);
    }
    this.size = { width, height };
    const colors = this.colors();
    // The legend only changes with the theme.
    const key = Object.values(colors).join();
    if (key !== this.legendKey) {
      this.legendKey = key;
      this.drawLegend(colors);
    }
    const g = c.getContext("2d");
    g.setTransform(ratio, 0, 0, ratio, 0, 0);
    g.fillStyle = colors.panel;
    g.fillRect(0, 0, width, height);
    const t = this.tree;
    const { sx, sy, ox, oy } = this.transform();
    const at = (i) => [ox + this.x[i] * sx, oy + this.depth[i] * sy];
    const onPath = new Set();
    for (let i = this.current(); ; i = t.parents[i]) {
      onPath.add(i);
      if (i === 0) break;
    }
    const drawn = this.visible; // laid out without the insides of folded subtrees
    const inView = ([x, y]) => x > -40 && x < width + 40 && y > -20 && y < height + 20;
    // Edges: choices solid, forced queens dashed, the current path thick.
    for (const dashed of [false, true]) {
      g.setLineDash(dashed ? [4, 3] : []);
      g.lineWidth = 1.2;
      g.strokeStyle = colors.edge;
      g.beginPath();
      for (const i of drawn) {
        if (i === 0 || onPath.has(i) || (t.kinds[i] === FORCED) !== dashed) continue;
        const [x, y] = at(i);
        const [px, py] = at(t.parents[i]);
        if (!inView([x, y]) && !inView([px, py])) continue;
        g.moveTo(px, py);
        g.lineTo(x, y);
      }
      g.stroke();
    }
    g.setLineDash([]);
    g.lineWidth = 3;
    g.strokeStyle = colors.path;
    g.beginPath();
    for (const i of onPath) {
      if (i === 0) continue;
      const [x, y] = at(i);
      const [px, py] = at(t.parents[i]);
      g.moveTo(px, py);
      g.lineTo(x, y);
    }
    g.stroke();
    const r = Math.max(2.5, Math.min(6, sx / 4));
    // Labels where there is room for them, and always along the current path.
    const roomy = sx >= 44 && sy >= 26;
    const size = sx >= 56 ? 12 : 11;
    g.textBaseline = "middle";
    this.labelsDrawn = [];
    for (const i of drawn) {
      const [x, y] = at(i);
      if (!inView([x, y])) continue;
      const end = this.ended(i);
      const kind = t.kinds[i];
      const mark = this.folded.has(i) ? "folded" : end === FAILED ? "failed" : end === SOLVED ? "solved" : kind === REFUTE ? "refute" : kind === FORCED ? "forced" : "place";
      drawMark(g, mark, x, y, r, { ...colors, fill: onPath.has(i) ? colors.onPath : colors.fill });
      if (i !== 0 && (roomy || onPath.has(i) || i === this.selected)) {
        const text = this.label(i);
        g.font = `${t.kinds[i] === FORCED ? "italic " : ""}${size}px system-ui, sans-serif`;
        g.fillStyle = colors.text;
        g.textAlign = "left";
        const tx = x + r + 3;
        const ty = y - r - 4;
        g.fillText(text, tx, ty);
        this.labelsDrawn.push(text);
      }
    }
    for (const [i, name] of [[this.current(), "current"], [this.selected, "chosen"]]) {
      if (i === null || this.hidden(i)) continue;
      const [x, y] = at(i);
      g.lineWidth = 2.5;
      g.strokeStyle = name === "current" ? colors.current : colors.chosen;
      g.beginPath();
      g.arc(x, y, r + (name === "current" ? 4 : 7), 0, 2 * Math.PI);
      g.stroke();
    }
  }
}
