// The search tree beside the Step board: the core builds the tree of the whole run once
// (searchTree), and this panel draws the part made by the steps up to the current one on a
// canvas, the current path highlighted and the current node ringed. Clicking a node, or
// choosing it with the keyboard and pressing Enter, seeks the timeline to the step that made
// it. The view zooms (buttons, +/-, wheel) and pans (drag, or follows the current node);
// subtrees fold (double-click a node, or F on the chosen one) into one marked node; a sentence
// below says the same in words for screen readers.

import { build, fmt } from "./dom.js";

const TEMPLATE = `
<section class="tree-panel" aria-labelledby="{id}title">
  <h3 id="{id}title">Search tree</h3>
  <canvas class="tree" data-part="canvas" tabindex="0" role="application" aria-roledescription="search tree"
    aria-describedby="{id}text" aria-label="Search tree. Arrow keys choose a node (up: parent, down: child, left and right: siblings), Enter goes to its step, F folds or unfolds it, + and - zoom."></canvas>
  <div class="tree-tools" role="group" aria-label="Tree zoom">
    <button type="button" data-part="zoom-in" aria-label="Zoom in">+</button>
    <button type="button" data-part="zoom-out" aria-label="Zoom out">−</button>
    <button type="button" data-part="fit">Fit</button>
    <button type="button" data-part="fold">Fold chosen</button>
    <button type="button" data-part="unfold">Unfold all</button>
  </div>
  <p class="tree-text" data-part="text" id="{id}text"></p>
</section>`;

const BRANCH = ["root", "place", "refute", "attacked"];

export class TreePanel {
  /**
   * @param {HTMLElement} root
   * @param {(step: number) => void} seek moves the Step view's timeline
   */
  constructor(root, seek) {
    this.root = root;
    this.seek = seek;
    this.part = build(root, TEMPLATE);
    this.canvas = this.part("canvas");
    // Where a node is drawn, for tests that click nodes like a person.
    this.canvas.positionOf = (i) => this.positionOf(i);
    this.tree = null;
    this.position = 0;
    this.zoom = 1;
    this.pan = { x: 0, y: 0 };
    this.selected = null;
    this.bind();
  }

  /** A new run: `tree` is the core's searchTree result, `label` names the strategy. */
  load(tree, strategy) {
    this.tree = tree;
    this.strategy = strategy;
    this.selected = null;
    this.folded = new Set();
    this.zoom = 1;
    this.pan = { x: 0, y: 0 };
    this.layOut();
  }

  /** Folds or unfolds node i's subtree (the root never folds). */
  toggleFold(i) {
    if (i === null || i === 0 || !this.children[i].length) return;
    if (this.folded.has(i)) this.folded.delete(i);
    else this.folded.add(i);
    this.layOut();
    this.draw();
    this.describe();
  }

  /** Leaves left to right in node order, parents centred over their children, depth down. */
  layOut() {
    const t = this.tree;
    const count = t.parents.length;
    this.children = Array.from({ length: count }, () => []);
    for (let i = 1; i < count; i++) this.children[t.parents[i]].push(i);
    this.folded ??= new Set();
    this.x = new Float64Array(count);
    this.depth = new Uint16Array(count);
    // Nodes inside a folded subtree sit on their folded ancestor and are not drawn.
    this.under = new Int32Array(count).fill(-1);
    for (let i = 1; i < count; i++) {
      const p = t.parents[i];
      this.under[i] = this.under[p] >= 0 ? this.under[p] : this.folded.has(p) ? p : -1;
    }
    let leaf = 0;
    // Iterative post-order (trees of 50,000 nodes are too deep for nothing but they are wide).
    const stack = [[0, 0]];
    while (stack.length) {
      const top = stack[stack.length - 1];
      const [node, next] = top;
      const kids = this.folded.has(node) ? [] : this.children[node];
      if (next < kids.length) {
        top[1]++;
        this.depth[kids[next]] = this.depth[node] + 1;
        stack.push([kids[next], 0]);
      } else {
        stack.pop();
        this.x[node] = kids.length ? (this.x[kids[0]] + this.x[kids[kids.length - 1]]) / 2 : leaf++;
      }
    }
    for (let i = 1; i < count; i++) {
      if (this.under[i] < 0) continue;
      this.x[i] = this.x[this.under[i]];
      this.depth[i] = this.depth[this.under[i]];
    }
  }

  bind() {
    const c = this.canvas;
    this.part("zoom-in").addEventListener("click", () => this.setZoom(this.zoom * 1.5));
    this.part("zoom-out").addEventListener("click", () => this.setZoom(this.zoom / 1.5));
    this.part("fold").addEventListener("click", () => this.toggleFold(this.selected ?? this.current()));
    this.part("unfold").addEventListener("click", () => {
      this.folded.clear();
      this.layOut();
      this.draw();
      this.describe();
    });
    this.canvas.addEventListener("dblclick", (event) => this.toggleFold(this.nodeAt(event.clientX, event.clientY)));
    this.part("fit").addEventListener("click", () => {
      this.zoom = 1;
      this.pan = { x: 0, y: 0 };
      this.draw();
    });
    let drag = null;
    c.addEventListener("pointerdown", (event) => {
      drag = { x: event.clientX, y: event.clientY, pan: { ...this.pan }, moved: false };
      c.setPointerCapture?.(event.pointerId);
    });
    c.addEventListener("pointermove", (event) => {
      if (!drag) return;
      const dx = event.clientX - drag.x;
      const dy = event.clientY - drag.y;
      if (Math.abs(dx) + Math.abs(dy) > 4) drag.moved = true;
      if (drag.moved) {
        this.pan = { x: drag.pan.x + dx, y: drag.pan.y + dy };
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
    c.addEventListener("wheel", (event) => {
      event.preventDefault();
      this.setZoom(this.zoom * (event.deltaY < 0 ? 1.25 : 0.8));
    }, { passive: false });
    c.addEventListener("keydown", (event) => this.key(event));
  }

  setZoom(zoom) {
    this.zoom = Math.min(40, Math.max(0.05, zoom));
    this.draw();
  }

  /** Whether node i exists at the current step. */
  shown(i) {
    return this.tree.steps[i] <= this.position;
  }

  /** Whether node i is drawn: it exists and no folded node hides it. */
  drawn(i) {
    return this.shown(i) && this.under[i] < 0;
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
    const visible = (list) => (this.folded.has(from) && list === this.children[from] ? [] : list.filter((i) => this.drawn(i)));
    let to = null;
    if (event.key === "ArrowUp") to = from === 0 ? null : t.parents[from];
    else if (event.key === "ArrowDown") to = visible(this.children[from])[0] ?? null;
    else if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
      const siblings = from === 0 ? [] : visible(this.children[t.parents[from]]);
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
    } else if (event.key === "+" || event.key === "=") this.setZoom(this.zoom * 1.5);
    else if (event.key === "-") this.setZoom(this.zoom / 1.5);
    else return;
    event.preventDefault();
    if (to !== null) this.choose(to, false);
  }

  /** Selects a node; `go` seeks the timeline to the step that made it. */
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
    // The timeline moved by other means: keys start again from the current node.
    if (position !== this.position && !this.seeking) this.selected = null;
    this.position = position;
    if (this.selected !== null && !this.shown(this.selected)) this.selected = null;
    this.draw();
    this.describe();
  }

  label(i) {
    const t = this.tree;
    const kind = BRANCH[t.branches[i]];
    if (kind === "root") return "the start";
    if (kind === "refute") return `q[${t.rows[i]}] ≠ ${t.cols[i]}`;
    if (kind === "attacked") return `(${t.rows[i]}, ${t.cols[i]}) attacked`;
    return this.strategy.startsWith("cp") ? `q[${t.rows[i]}] = ${t.cols[i]}` : `queen on (${t.rows[i]}, ${t.cols[i]})`;
  }

  ended(i) {
    const t = this.tree;
    return t.outcomeSteps[i] <= this.position ? t.outcomes[i] : 0;
  }

  /** The sentence screen readers get: size so far, the current path, the chosen node. */
  describe() {
    const t = this.tree;
    let nodes = 0;
    let failed = 0;
    let solutions = 0;
    for (let i = 0; i < t.parents.length; i++) {
      if (!this.shown(i)) continue;
      nodes++;
      const end = this.ended(i);
      if (end === 1) failed++;
      if (end === 2) solutions++;
    }
    const path = [];
    for (let i = this.current(); i !== 0; i = t.parents[i]) path.unshift(this.label(i));
    const chosen = this.selected !== null ? ` Chosen: ${this.label(this.selected)}, made at step ${fmt(t.steps[this.selected])}; Enter goes there.` : "";
    const folds = this.folded.size ? ` ${this.folded.size} ${this.folded.size === 1 ? "subtree" : "subtrees"} folded.` : "";
    const partial = this.position > t.current.length ? ` The tree shows the first ${fmt(t.current.length)} steps.` : "";
    this.part("text").textContent =
      `${fmt(nodes)} ${nodes === 1 ? "node" : "nodes"} so far, ${fmt(failed)} failed, ${fmt(solutions)} ${solutions === 1 ? "solution" : "solutions"}. ` +
      `Current path: ${path.length ? path.join(", ") : "the start"}.${chosen}${folds}${partial}`;
  }

  /** Unit coordinates (x by leaf order, y by depth) to canvas pixels. */
  transform() {
    const t = this.tree;
    let maxX = 0;
    let maxDepth = 0;
    for (let i = 0; i < t.parents.length; i++) {
      if (!this.drawn(i)) continue;
      if (this.x[i] > maxX) maxX = this.x[i];
      if (this.depth[i] > maxDepth) maxDepth = this.depth[i];
    }
    const { width, height } = this.size;
    const pad = 14;
    const sx = Math.min(40, (width - 2 * pad) / Math.max(1, maxX)) * this.zoom;
    const sy = Math.min(48, (height - 2 * pad) / Math.max(1, maxDepth)) * Math.max(1, Math.min(this.zoom, 3));
    // Follow the current node when the tree is wider than the view.
    const cur = this.current();
    const fits = maxX * sx <= width - 2 * pad;
    const ox = fits ? pad + (width - 2 * pad - maxX * sx) / 2 : width / 2 - this.x[cur] * sx;
    const oy = pad + (maxDepth * sy > height - 2 * pad ? height / 2 - this.depth[cur] * sy : 0);
    return { sx, sy, ox: ox + this.pan.x, oy: oy + this.pan.y };
  }

  /** The node under a click, if one is near enough. */
  nodeAt(clientX, clientY) {
    if (!this.tree) return null;
    const rect = this.canvas.getBoundingClientRect();
    const px = clientX - rect.left;
    const py = clientY - rect.top;
    const { sx, sy, ox, oy } = this.transform();
    let best = null;
    let bestDistance = 12 * 12;
    for (let i = 0; i < this.tree.parents.length; i++) {
      if (!this.drawn(i)) continue;
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

  /** Where node i is drawn, in page coordinates (for tests and tooltips). */
  positionOf(i) {
    const rect = this.canvas.getBoundingClientRect();
    const { sx, sy, ox, oy } = this.transform();
    return { x: rect.left + ox + this.x[i] * sx, y: rect.top + oy + this.depth[i] * sy };
  }

  draw() {
    if (!this.tree) return;
    const c = this.canvas;
    const width = c.clientWidth || 300;
    const height = c.clientHeight || 240;
    const ratio = window.devicePixelRatio || 1;
    if (c.width !== Math.round(width * ratio) || c.height !== Math.round(height * ratio)) {
      c.width = Math.round(width * ratio);
      c.height = Math.round(height * ratio);
    }
    this.size = { width, height };
    const g = c.getContext("2d");
    g.setTransform(ratio, 0, 0, ratio, 0, 0);
    const css = getComputedStyle(c);
    const color = (name) => css.getPropertyValue(name).trim();
    g.fillStyle = color("--panel");
    g.fillRect(0, 0, width, height);
    const t = this.tree;
    const { sx, sy, ox, oy } = this.transform();
    const at = (i) => [ox + this.x[i] * sx, oy + this.depth[i] * sy];
    const onPath = new Set();
    for (let i = this.current(); ; i = t.parents[i]) {
      onPath.add(i);
      if (i === 0) break;
    }
    // Edges, then nodes.
    g.lineWidth = 1;
    g.strokeStyle = color("--border");
    g.beginPath();
    for (let i = 1; i < t.parents.length; i++) {
      if (!this.drawn(i) || onPath.has(i)) continue;
      const [x, y] = at(i);
      const [px, py] = at(t.parents[i]);
      g.moveTo(px, py);
      g.lineTo(x, y);
    }
    g.stroke();
    g.lineWidth = 3;
    g.strokeStyle = color("--accent");
    g.beginPath();
    for (const i of onPath) {
      if (i === 0) continue;
      const [x, y] = at(i);
      const [px, py] = at(t.parents[i]);
      g.moveTo(px, py);
      g.lineTo(x, y);
    }
    g.stroke();
    const r = Math.max(2, Math.min(7, sx / 3));
    for (let i = 0; i < t.parents.length; i++) {
      if (!this.drawn(i)) continue;
      const [x, y] = at(i);
      if (this.folded.has(i)) {
        // A folded subtree: a triangle below its node.
        g.fillStyle = color("--muted");
        g.beginPath();
        g.moveTo(x, y + r);
        g.lineTo(x - 2 * r, y + 4 * r);
        g.lineTo(x + 2 * r, y + 4 * r);
        g.closePath();
        g.fill();
      }
      if (x < -10 || x > width + 10 || y < -10 || y > height + 10) continue;
      const end = this.ended(i);
      g.fillStyle = end === 2 ? color("--solved") : end === 1 ? color("--cross-red") : onPath.has(i) ? color("--accent") : color("--muted");
      g.beginPath();
      if (end === 1) {
        // A failure is a cross, so it reads without colour.
        g.lineWidth = 2;
        g.strokeStyle = g.fillStyle;
        g.moveTo(x - r, y - r);
        g.lineTo(x + r, y + r);
        g.moveTo(x + r, y - r);
        g.lineTo(x - r, y + r);
        g.stroke();
      } else if (end === 2) {
        g.rect(x - r, y - r, 2 * r, 2 * r);
        g.fill();
      } else {
        g.arc(x, y, r, 0, 2 * Math.PI);
        g.fill();
      }
    }
    for (const [i, name, width] of [[this.current(), "--cursor", 2], [this.selected, "--fg", 2]]) {
      if (i === null) continue;
      const [x, y] = at(i);
      g.lineWidth = width;
      g.strokeStyle = color(name);
      g.beginPath();
      g.arc(x, y, r + 4, 0, 2 * Math.PI);
      g.stroke();
    }
  }
}
