// The one board renderer. Every board (Play, Step, thumbnails, the Huge overview; in the page,
// a frame or an element's shadow root) is drawn here, so colours, queen shape and hit-testing
// agree everywhere. Colours come from CSS custom properties, so the light and dark themes are
// pure CSS; they are read once per theme change (theme.js moves the version), not per draw.
import { CELL, QUEEN } from "./step-codes.js";
import { themeVersion } from "./theme.js";

const COLOR_VARS = {
  light: "--sq-light",
  dark: "--sq-dark",
  attacked: "--sq-attacked",
  attackedMark: "--sq-attacked-mark",
  solved: "--solved",
  queen: "--queen",
  queenEdge: "--queen-edge",
  queenAttacking: "--queen-attacking",
  pair: "--pair-line",
  cursor: "--cursor",
  crossGrey: "--cross-grey",
  crossRed: "--cross-red",
  crossBounds: "--cross-bounds",
  crossRefuted: "--cross-refuted",
  trying: "--trying",
  deadRow: "--dead-row",
  deadRowTint: "--dead-row-tint",
  onSolved: "--on-solved",
  queenFixed: "--queen-fixed",
  queenForced: "--queen-forced",
  label: "--label",
  mark: "--lesson-mark",
};

function readColors(element) {
  if (!element.isConnected) return null;
  const style = getComputedStyle(element);
  const colors = {};
  for (const [key, name] of Object.entries(COLOR_VARS)) {
    colors[key] = style.getPropertyValue(name).trim() || "#888";
  }
  // The row and column numbers in the text's font: the page's, or --nqueens-font.
  colors.font = style.fontFamily || "sans-serif";
  return colors;
}

/** The colours for a canvas, read again only after a theme change (or until it is attached).
 * The theme its node shows is part of the key: a site that bundles this module twice (VitePress
 * copies a page's chunk into a second, "lean" one) has two versions, and the element's theme may
 * move the other one. */
function colorsOf(view) {
  const key = `${themeVersion()} ${view.canvas.closest("[data-theme]")?.getAttribute("data-theme")}`;
  if (view.colors && view.colorsKey === key) return view.colors;
  const colors = readColors(view.canvas);
  if (colors) {
    view.colors = colors;
    view.colorsKey = key;
  }
  return colors;
}

/** Draws a crown-shaped queen centred at (x, y) that fits a square of side s; on squares too
 * small for a readable crown (thumbnails, large N), a plain disc. `style` tells kinds of queen
 * apart by shape as well as colour: "solid" (placed), "hollow" (forced by propagation: an
 * outline), "anchored" (kept fixed: a bar under the crown). */
function drawQueen(ctx, x, y, s, fill, edge, style = "solid") {
  if (s < 16) {
    ctx.beginPath();
    ctx.arc(x, y, Math.max(1, s * 0.34), 0, Math.PI * 2);
    ctx.fillStyle = fill;
    ctx.fill();
    return;
  }
  const w = s * 0.62;
  const h = s * 0.5;
  const left = x - w / 2;
  const top = y - h / 2 - (style === "anchored" ? s * 0.05 : 0);
  const crown = () => {
    ctx.beginPath();
    ctx.moveTo(left, top + h);
    ctx.lineTo(left + w, top + h);
    ctx.lineTo(left + w, top + h * 0.8);
    ctx.lineTo(left + w * 0.98, top + h * 0.12);
    ctx.lineTo(left + w * 0.74, top + h * 0.52);
    ctx.lineTo(left + w * 0.5, top);
    ctx.lineTo(left + w * 0.26, top + h * 0.52);
    ctx.lineTo(left + w * 0.02, top + h * 0.12);
    ctx.lineTo(left, top + h * 0.8);
    ctx.closePath();
  };
  const points = [
    [left + w * 0.02, top + h * 0.12],
    [left + w * 0.5, top],
    [left + w * 0.98, top + h * 0.12],
  ];
  const r = s * 0.055;
  if (style === "hollow") {
    // The outline is the mark: drawn twice, wide in the edge colour then in the queen's.
    for (const [color, width] of [[edge, Math.max(3, s * 0.12)], [fill, Math.max(2, s * 0.07)]]) {
      ctx.lineJoin = "round";
      ctx.lineWidth = width;
      ctx.strokeStyle = color;
      crown();
      ctx.stroke();
      for (const [px, py] of points) {
        ctx.beginPath();
        ctx.arc(px, py, r, 0, Math.PI * 2);
        ctx.stroke();
      }
    }
    return;
  }
  crown();
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = Math.max(1, s * 0.045);
  ctx.strokeStyle = edge;
  ctx.stroke();
  for (const [px, py] of points) {
    ctx.beginPath();
    ctx.arc(px, py, r, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
  }
  if (style === "anchored") {
    // A base under the crown: this queen is held in place.
    const bar = { x: left - w * 0.06, y: top + h + s * 0.06, w: w * 1.12, h: Math.max(2, s * 0.07) };
    ctx.fillStyle = edge;
    ctx.fillRect(bar.x - 1, bar.y - 1, bar.w + 2, bar.h + 2);
    ctx.fillStyle = fill;
    ctx.fillRect(bar.x, bar.y, bar.w, bar.h);
  }
}

/** The step view's marks for a square ruled out, one shape per reason (colour alone never
 * tells them apart): + a queen's row or column, × its diagonal, ⊘ ruled out by counting
 * (bounds), ≠ tried and refuted. Drawn in a square of side `cell` at (x, y). */
const CROSS_SHAPES = { [CELL.rowOrColumn]: "plus", [CELL.diagonal]: "cross", [CELL.bounds]: "slashed-ring", [CELL.refuted]: "not-equal" };

function drawCross(ctx, shape, x, y, cell, color) {
  const inset = cell * 0.27;
  const [l, t, r, b] = [x + inset, y + inset, x + cell - inset, y + cell - inset];
  const [cx, cy] = [x + cell / 2, y + cell / 2];
  ctx.strokeStyle = color;
  ctx.lineWidth = Math.max(1.5, cell * 0.075);
  ctx.lineCap = "round";
  ctx.beginPath();
  if (shape === "plus") {
    ctx.moveTo(cx, t - cell * 0.04);
    ctx.lineTo(cx, b + cell * 0.04);
    ctx.moveTo(l - cell * 0.04, cy);
    ctx.lineTo(r + cell * 0.04, cy);
  } else if (shape === "cross") {
    ctx.moveTo(l, t);
    ctx.lineTo(r, b);
    ctx.moveTo(r, t);
    ctx.lineTo(l, b);
  } else if (shape === "slashed-ring") {
    const radius = (r - l) / 2 + cell * 0.02;
    ctx.arc(cx, cy, radius, 0, Math.PI * 2);
    ctx.moveTo(cx + radius * 0.7, cy - radius * 0.7);
    ctx.lineTo(cx - radius * 0.7, cy + radius * 0.7);
  } else if (shape === "not-equal") {
    const gap = cell * 0.09;
    ctx.moveTo(l, cy - gap);
    ctx.lineTo(r, cy - gap);
    ctx.moveTo(l, cy + gap);
    ctx.lineTo(r, cy + gap);
    ctx.moveTo(cx + cell * 0.12, t);
    ctx.lineTo(cx - cell * 0.12, b);
  }
  ctx.stroke();
}

/** What a view's draw needs: its canvas's context, device pixels per CSS pixel and the theme's
 * colours; null while the view has no size or its colours cannot be read yet.
 * @param {{ canvas: HTMLCanvasElement, cssSize: number }} view */
function beginDraw(view) {
  if (!view.cssSize) return null;
  const colors = colorsOf(view);
  if (!colors) return null;
  const ctx = /** @type {CanvasRenderingContext2D} */ (view.canvas.getContext("2d"));
  return { ctx, dpr: view.canvas.width / view.cssSize, colors };
}

/** Sizes a canvas to `cssSize` CSS pixels with a backing store at the device's pixel ratio,
 * so boards stay crisp on high-DPI screens; returns the size used. */
function sizeCanvas(canvas, cssSize, min) {
  const size = Math.max(min, Math.floor(cssSize));
  const dpr = window.devicePixelRatio || 1;
  canvas.style.width = `${size}px`;
  canvas.style.height = `${size}px`;
  canvas.width = Math.round(size * dpr);
  canvas.height = Math.round(size * dpr);
  return size;
}

/**
 * The symmetry that makes a class member from its representative, drawn over the board: a
 * dashed mirror axis ({ axis: "vertical" | "horizontal" | "main" | "anti" }), or an arrow
 * turning clockwise by `turns` quarter turns about the centre ({ turns: 1 | 2 | 3 }).
 */
function drawSymmetry(ctx, symmetry, side, color) {
  ctx.save();
  ctx.strokeStyle = color;
  ctx.fillStyle = color;
  ctx.lineWidth = Math.max(2, side * 0.03);
  ctx.lineCap = "round";
  if (symmetry.axis) {
    const ends = {
      vertical: [side / 2, 0, side / 2, side],
      horizontal: [0, side / 2, side, side / 2],
      main: [0, 0, side, side],
      anti: [side, 0, 0, side],
    }[symmetry.axis];
    ctx.setLineDash([side * 0.07, side * 0.05]);
    ctx.beginPath();
    ctx.moveTo(ends[0], ends[1]);
    ctx.lineTo(ends[2], ends[3]);
    ctx.stroke();
  } else if (symmetry.turns) {
    const [cx, cy, r] = [side / 2, side / 2, side * 0.3];
    const start = -Math.PI / 2;
    const end = start + (symmetry.turns * Math.PI) / 2 - 0.25;
    ctx.beginPath();
    ctx.arc(cx, cy, r, start, end);
    ctx.stroke();
    // The arrowhead, pointing along the turn.
    const [x, y] = [cx + r * Math.cos(end), cy + r * Math.sin(end)];
    const a = end + Math.PI / 2;
    const head = Math.max(5, side * 0.08);
    ctx.beginPath();
    ctx.moveTo(x + head * Math.cos(a), y + head * Math.sin(a));
    ctx.lineTo(x + head * 0.9 * Math.cos(a + 2.3), y + head * 0.9 * Math.sin(a + 2.3));
    ctx.lineTo(x + head * 0.9 * Math.cos(a - 2.3), y + head * 0.9 * Math.sin(a - 2.3));
    ctx.closePath();
    ctx.fill();
  }
  ctx.restore();
}

/** A tick in a disc of the solved colour, centred at (x, y). */
function drawTick(ctx, x, y, radius, colors) {
  ctx.beginPath();
  ctx.arc(x, y, radius, 0, Math.PI * 2);
  ctx.fillStyle = colors.solved;
  ctx.fill();
  ctx.strokeStyle = colors.onSolved;
  ctx.lineWidth = Math.max(2, radius * 0.28);
  ctx.lineCap = "round";
  ctx.lineJoin = "round";
  ctx.beginPath();
  ctx.moveTo(x - radius * 0.45, y + radius * 0.02);
  ctx.lineTo(x - radius * 0.1, y + radius * 0.38);
  ctx.lineTo(x + radius * 0.48, y - radius * 0.35);
  ctx.stroke();
}

/** The marks a legend can show, by name: what each board draws for it. */
const SWATCHES = {
  "row-col": (ctx, x, s, c) => drawCross(ctx, "plus", x, 0, s, c.crossGrey),
  diagonal: (ctx, x, s, c) => drawCross(ctx, "cross", x, 0, s, c.crossRed),
  bounds: (ctx, x, s, c) => drawCross(ctx, "slashed-ring", x, 0, s, c.crossBounds),
  refuted: (ctx, x, s, c) => drawCross(ctx, "not-equal", x, 0, s, c.crossRefuted),
  queen: (ctx, x, s, c) => drawQueen(ctx, x + s / 2, s * 0.52, s, c.queen, c.queenEdge),
  forced: (ctx, x, s, c) => drawQueen(ctx, x + s / 2, s * 0.52, s, c.queenForced, c.queenEdge, "hollow"),
  fixed: (ctx, x, s, c) => drawQueen(ctx, x + s / 2, s * 0.52, s, c.queenFixed, c.queenEdge, "anchored"),
  attacking: (ctx, x, s, c) => {
    ctx.strokeStyle = c.queenAttacking;
    ctx.lineWidth = Math.max(1.5, s * 0.08);
    ctx.strokeRect(x + s * 0.08, s * 0.08, s * 0.84, s * 0.84);
    drawQueen(ctx, x + s / 2, s * 0.52, s, c.queenAttacking, c.queenEdge);
  },
  attacked: (ctx, x, s, c) => {
    ctx.fillStyle = c.attacked;
    ctx.fillRect(x, 0, s, s);
    ctx.fillStyle = c.attackedMark;
    ctx.beginPath();
    ctx.arc(x + s / 2, s / 2, Math.max(1.5, s * 0.07), 0, Math.PI * 2);
    ctx.fill();
  },
  solved: (ctx, x, s, c) => drawTick(ctx, x + s / 2, s / 2, s * 0.42, c),
  trying: (ctx, x, s, c) => {
    ctx.strokeStyle = c.trying;
    ctx.lineWidth = Math.max(2, s * 0.09);
    ctx.strokeRect(x + ctx.lineWidth / 2, ctx.lineWidth / 2, s - ctx.lineWidth, s - ctx.lineWidth);
  },
  "dead-row": (ctx, x, s, c) => {
    ctx.fillStyle = c.deadRowTint;
    ctx.fillRect(x, 0, s, s);
    ctx.strokeStyle = c.deadRow;
    ctx.lineWidth = 2;
    ctx.setLineDash([4, 3]);
    ctx.beginPath();
    ctx.moveTo(x, 1);
    ctx.lineTo(x + s, 1);
    ctx.moveTo(x, s - 1);
    ctx.lineTo(x + s, s - 1);
    ctx.stroke();
    ctx.setLineDash([]);
  },
};

/**
 * Draws one of the boards' marks for a legend, on a light and a dark square side by side (the
 * mark must read on both), with this theme's colours: the legend shows exactly what the board
 * draws. `kind` is a key of SWATCHES.
 * @param {HTMLCanvasElement} canvas
 * @param {string} kind
 */
export function drawSwatch(canvas, kind) {
  const colors = readColors(canvas);
  if (!colors) return;
  const s = 20;
  const dpr = window.devicePixelRatio || 1;
  canvas.width = Math.round(2 * s * dpr);
  canvas.height = Math.round(s * dpr);
  canvas.style.width = `${2 * s}px`;
  canvas.style.height = `${s}px`;
  const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext("2d"));
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  for (const [i, square] of [colors.light, colors.dark].entries()) {
    ctx.fillStyle = square;
    ctx.fillRect(i * s, 0, s, s);
    SWATCHES[kind]?.(ctx, i * s, s, colors);
  }
}

/** The colours every board is drawn with now, by role (for tests that check their contrast). */
export function boardColors(element) {
  return readColors(element);
}

/**
 * Where a keyboard cursor goes on an n x n board for a key (arrows, Home/End along the row,
 * PageUp/PageDown along the column), or null for any other key. Every board that takes the
 * keyboard moves the same way.
 */
export function moveCursor(key, { row, col }, n) {
  const last = n - 1;
  const moves = {
    ArrowUp: [Math.max(0, row - 1), col],
    ArrowDown: [Math.min(last, row + 1), col],
    ArrowLeft: [row, Math.max(0, col - 1)],
    ArrowRight: [row, Math.min(last, col + 1)],
    Home: [row, 0],
    End: [row, last],
    PageUp: [0, col],
    PageDown: [last, col],
  };
  if (!(key in moves)) return null;
  const [r, c] = moves[key];
  return { row: r, col: c };
}

export class BoardView {
  /**
   * @param {HTMLCanvasElement} canvas
   * @param {{ labels?: boolean }} options labels: draw row/column numbers along the edges.
   */
  constructor(canvas, { labels = true } = {}) {
    this.canvas = canvas;
    this.labels = labels;
    /** The reader's words: the labels are written in its digits (set by the view). @type {any} */
    this.words = null;
    this.model = { n: 8, queens: [] };
    this.cssSize = 0;
  }

  /** Replaces what the board shows and redraws. */
  show(model) {
    this.model = model;
    this.draw();
  }

  /** Sets the drawn size in CSS pixels; the backing store follows devicePixelRatio. */
  resize(cssSize) {
    this.cssSize = sizeCanvas(this.canvas, cssSize, 16);
    this.draw();
  }

  /** Geometry of the squares: where the grid starts and how big a square is (CSS pixels). */
  layout() {
    const n = this.model.n;
    const band = this.labels && n <= 32 ? Math.min(22, Math.max(14, this.cssSize * 0.04)) : 0;
    const cell = (this.cssSize - band) / n;
    return { band, cell, n };
  }

  /** Where square (row, col) lies on the canvas, in CSS pixels. */
  squareRect(row, col) {
    const { band, cell } = this.layout();
    return { x: band + col * cell, y: band + row * cell, size: cell };
  }

  /** The square under a point given in client coordinates, or null off the grid. */
  squareAt(clientX, clientY) {
    const rect = this.canvas.getBoundingClientRect();
    const { band, cell, n } = this.layout();
    const scale = rect.width / this.cssSize || 1;
    const x = (clientX - rect.left) / scale - band;
    const y = (clientY - rect.top) / scale - band;
    const col = Math.floor(x / cell);
    const row = Math.floor(y / cell);
    if (row < 0 || col < 0 || row >= n || col >= n) return null;
    return { row, col };
  }

  draw() {
    const frame = beginDraw(this);
    if (!frame) return;
    const { ctx, dpr, colors } = frame;
    const { band, cell, n } = this.layout();
    const m = this.model;
    // Where the grid starts, for tests and tools that need to aim at a square.
    this.canvas.dataset.band = String(band);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, this.cssSize, this.cssSize);

    if (band) {
      ctx.fillStyle = colors.label;
      ctx.font = `${Math.round(Math.min(band * 0.6, cell * 0.5))}px ${colors.font}`;
      ctx.textAlign = "center";
      ctx.textBaseline = "middle";
      for (let i = 0; i < n; i++) {
        const label = this.words ? this.words.number(i) : String(i);
        ctx.fillText(label, band + (i + 0.5) * cell, band / 2);
        ctx.fillText(label, band / 2, band + (i + 0.5) * cell);
      }
    }

    ctx.save();
    ctx.translate(band, band);
    // Squares, with attacked ones shaded on top of the checker pattern.
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        ctx.fillStyle = (r + c) % 2 === 0 ? colors.light : colors.dark;
        ctx.fillRect(c * cell, r * cell, Math.ceil(cell), Math.ceil(cell));
        if (m.attacked && !m.solved && m.attacked[r * n + c]) {
          ctx.fillStyle = colors.attacked;
          ctx.fillRect(c * cell, r * cell, Math.ceil(cell), Math.ceil(cell));
        }
      }
    }
    // A dot marks each attacked empty square, so the shading reads even on dark squares. A solved
    // board has every empty square attacked: there the dots would only hide that it is solved.
    if (m.attacked && !m.solved && cell >= 6) {
      ctx.fillStyle = colors.attackedMark;
      ctx.beginPath();
      const radius = Math.max(1.5, cell * 0.07);
      for (let r = 0; r < n; r++) {
        for (let c = 0; c < n; c++) {
          if (!m.attacked[r * n + c]) continue;
          ctx.moveTo((c + 0.5) * cell + radius, (r + 0.5) * cell);
          ctx.arc((c + 0.5) * cell, (r + 0.5) * cell, radius, 0, Math.PI * 2);
        }
      }
      ctx.fill();
    }

    // The step view: the dead-end row (tinted and outlined), squares ruled out (one shape per
    // reason, in the guide's colours: grey for a queen's row or column, red for its diagonals),
    // and the square being tried (a square outline).
    if (m.deadRow !== undefined && m.deadRow !== null) {
      ctx.fillStyle = colors.deadRowTint;
      ctx.fillRect(0, m.deadRow * cell, n * cell, cell);
      ctx.strokeStyle = colors.deadRow;
      ctx.lineWidth = Math.max(2, cell * 0.06);
      ctx.setLineDash([Math.max(4, cell * 0.2), Math.max(3, cell * 0.1)]);
      const inset = ctx.lineWidth / 2;
      ctx.strokeRect(inset, m.deadRow * cell + inset, n * cell - 2 * inset, cell - 2 * inset);
      ctx.setLineDash([]);
    }
    if (m.cells) {
      const crossColors = { [CELL.rowOrColumn]: colors.crossGrey, [CELL.diagonal]: colors.crossRed, [CELL.bounds]: colors.crossBounds, [CELL.refuted]: colors.crossRefuted };
      for (let r = 0; r < n; r++) {
        for (let c = 0; c < n; c++) {
          const code = m.cells[r * n + c];
          if (crossColors[code]) drawCross(ctx, CROSS_SHAPES[code], c * cell, r * cell, cell, crossColors[code]);
        }
      }
    }
    // A line between the two queens of every attacking pair.
    if (m.pairs && m.pairs.length) {
      ctx.strokeStyle = colors.pair;
      ctx.lineWidth = Math.max(1.5, cell * 0.06);
      ctx.lineCap = "round";
      ctx.beginPath();
      for (let i = 0; i + 4 < m.pairs.length; i += 5) {
        ctx.moveTo((m.pairs[i + 1] + 0.5) * cell, (m.pairs[i] + 0.5) * cell);
        ctx.lineTo((m.pairs[i + 3] + 0.5) * cell, (m.pairs[i + 2] + 0.5) * cell);
      }
      ctx.stroke();
    }

    drawLines(ctx, cell, colors, m);

    m.queens.forEach(([r, c, kind], i) => {
      const attacking = m.attacking && m.attacking[i];
      const fill = attacking ? colors.queenAttacking : kind === QUEEN.fixed ? colors.queenFixed : kind === QUEEN.forced ? colors.queenForced : colors.queen;
      const style = attacking ? "solid" : kind === QUEEN.fixed ? "anchored" : kind === QUEEN.forced ? "hollow" : "solid";
      if (attacking) {
        ctx.strokeStyle = colors.queenAttacking;
        ctx.lineWidth = Math.max(1.5, cell * 0.08);
        ctx.strokeRect(c * cell + cell * 0.08, r * cell + cell * 0.08, cell * 0.84, cell * 0.84);
      }
      drawQueen(ctx, (c + 0.5) * cell, (r + 0.52) * cell, cell, fill, colors.queenEdge, style);
    });
    if (m.trying) {
      ctx.strokeStyle = colors.trying;
      ctx.lineWidth = Math.max(2, cell * 0.09);
      const inset = ctx.lineWidth / 2;
      ctx.strokeRect(m.trying.col * cell + inset, m.trying.row * cell + inset, cell - 2 * inset, cell - 2 * inset);
    }

    if (m.solved) {
      // A solved board: a frame round it, and a tick in a disc at its top-right corner.
      ctx.strokeStyle = colors.solved;
      ctx.lineWidth = Math.max(4, cell * 0.09);
      ctx.strokeRect(ctx.lineWidth / 2, ctx.lineWidth / 2, n * cell - ctx.lineWidth, n * cell - ctx.lineWidth);
      // The tick goes in a corner square no queen stands on.
      const queenAt = new Set(m.queens.map(([r, c]) => r * n + c));
      const corner = [[0, n - 1], [n - 1, n - 1], [0, 0], [n - 1, 0]].find(([r, c]) => !queenAt.has(r * n + c));
      if (n * cell >= 96 && corner) {
        drawTick(ctx, (corner[1] + 0.5) * cell, (corner[0] + 0.5) * cell, Math.max(7, Math.min(16, cell * 0.3)), colors);
      }
    }

    if (m.symmetry) drawSymmetry(ctx, m.symmetry, n * cell, colors.trying);
    drawMarks(ctx, cell, colors, m);

    if (m.cursor) {
      ctx.strokeStyle = colors.cursor;
      ctx.lineWidth = Math.max(2, cell * 0.07);
      ctx.setLineDash([Math.max(3, cell * 0.15), Math.max(2, cell * 0.08)]);
      const inset = ctx.lineWidth / 2;
      ctx.strokeRect(
        m.cursor.col * cell + inset,
        m.cursor.row * cell + inset,
        cell - 2 * inset,
        cell - 2 * inset,
      );
      ctx.setLineDash([]);
    }
    ctx.restore();
  }
}

/** Centre of square (row, col) in the grid's coordinates. */
const centre = (cell, [row, col]) => [(col + 0.5) * cell, (row + 0.5) * cell];

/** The lines a lesson marks (`marks.lines`), end to end across the board, under the queens. */
function drawLines(ctx, cell, colors, m) {
  const lines = m.marks?.lines ?? [];
  if (!lines.length) return;
  ctx.strokeStyle = colors.mark;
  ctx.lineCap = "round";
  ctx.lineWidth = Math.max(3, cell * 0.14);
  ctx.beginPath();
  for (const line of lines) {
    ctx.moveTo(...centre(cell, line.from));
    ctx.lineTo(...centre(cell, line.to));
  }
  ctx.stroke();
}

/**
 * The squares a lesson marks (`marks.squares`, outlined) and the answer to "why is this square
 * crossed?" (`why`: a dashed line from the queen that takes the square, and that queen
 * outlined), over the board's own picture.
 */
function drawMarks(ctx, cell, colors, m) {
  const marks = m.marks;
  if (marks) {
    ctx.strokeStyle = colors.mark;
    ctx.lineWidth = Math.max(2.5, cell * 0.1);
    for (const [row, col] of marks.squares ?? []) {
      const inset = ctx.lineWidth / 2;
      ctx.strokeRect(col * cell + inset, row * cell + inset, cell - 2 * inset, cell - 2 * inset);
    }
  }
  const why = m.why;
  if (why?.by) {
    const [queen] = why.by;
    ctx.strokeStyle = colors.pair;
    ctx.lineWidth = Math.max(2, cell * 0.07);
    ctx.setLineDash([Math.max(4, cell * 0.18), Math.max(3, cell * 0.1)]);
    ctx.beginPath();
    ctx.moveTo(...centre(cell, queen));
    ctx.lineTo(...centre(cell, [why.square.row, why.square.col]));
    ctx.stroke();
    ctx.setLineDash([]);
    const inset = ctx.lineWidth / 2;
    ctx.strokeRect(queen[1] * cell + inset, queen[0] * cell + inset, cell - 2 * inset, cell - 2 * inset);
  }
}

/**
 * A view of one full placement too large to draw square by square (up to millions of queens):
 * zoomed out, each pixel stands for a block of squares and darkens with the queens in it;
 * zoomed in, squares and queens are drawn as on every other board. Shares colours and the
 * queen shape with BoardView.
 */
export class PlacementView {
  constructor(canvas) {
    this.canvas = canvas;
    this.cols = null; // Uint32Array: cols[row]
    this.cssSize = 0;
    this.highlightRow = null;
    this.reset();
  }

  /** Shows the whole board. */
  reset() {
    this.scale = 0; // CSS pixels per square; 0 means "fit"
    this.top = 0; // the first row and column at the top-left corner (fractional)
    this.left = 0;
  }

  show(cols) {
    this.cols = cols;
    this.reset();
    this.draw();
  }

  resize(cssSize) {
    this.cssSize = sizeCanvas(this.canvas, cssSize, 64);
    this.draw();
  }

  get n() {
    return this.cols ? this.cols.length : 0;
  }

  fitScale() {
    return this.cssSize / Math.max(1, this.n);
  }

  /** CSS pixels per square now. */
  cell() {
    return this.scale || this.fitScale();
  }

  /** Keeps the window on the board. */
  clamp() {
    const span = this.cssSize / this.cell();
    this.top = Math.max(0, Math.min(this.top, this.n - span));
    this.left = Math.max(0, Math.min(this.left, this.n - span));
    if (span >= this.n) this.top = this.left = 0;
  }

  /** Zooms by `factor` keeping the square under (x, y) (CSS pixels in the canvas) in place. */
  zoom(factor, x = this.cssSize / 2, y = this.cssSize / 2) {
    if (!this.n) return;
    const cell = this.cell();
    const row = this.top + y / cell;
    const col = this.left + x / cell;
    const next = Math.min(64, Math.max(this.fitScale(), cell * factor));
    this.scale = next <= this.fitScale() ? 0 : next;
    this.top = row - y / this.cell();
    this.left = col - x / this.cell();
    this.clamp();
    this.draw();
  }

  pan(dx, dy) {
    const cell = this.cell();
    this.left -= dx / cell;
    this.top -= dy / cell;
    this.clamp();
    this.draw();
  }

  /** Centres row `row` (and its queen) at a zoom where single squares show. */
  goToRow(row) {
    const cell = Math.max(this.cell(), 24);
    this.scale = cell <= this.fitScale() ? 0 : cell;
    const span = this.cssSize / this.cell();
    this.top = row + 0.5 - span / 2;
    this.left = this.cols[row] + 0.5 - span / 2;
    this.highlightRow = row;
    this.clamp();
    this.draw();
  }

  /** What is on screen: rows and columns shown, and squares per pixel. */
  window() {
    const cell = this.cell();
    const span = this.cssSize / cell;
    return {
      top: Math.floor(this.top),
      left: Math.floor(this.left),
      rows: Math.min(this.n, Math.ceil(span)),
      squaresPerPixel: 1 / cell,
    };
  }

  draw() {
    const frame = beginDraw(this);
    if (!frame) return;
    const { ctx, dpr, colors } = frame;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, this.canvas.width, this.canvas.height);
    if (!this.cols) {
      this.drawEmpty(ctx, colors);
      return;
    }
    const cell = this.cell() * dpr; // device pixels per square
    if (cell >= 3) this.drawSquares(ctx, cell, colors);
    else this.drawDensity(ctx, cell, colors);
  }

  /** Before the first search: a board sketched faintly, so the box reads as the place the
   * solution will appear (the sentence beside it says so in words). */
  drawEmpty(ctx, colors) {
    const size = this.canvas.width;
    const k = 8;
    const cell = size / k;
    ctx.globalAlpha = 0.35;
    for (let r = 0; r < k; r++) {
      for (let c = 0; c < k; c++) {
        ctx.fillStyle = (r + c) % 2 === 0 ? colors.light : colors.dark;
        ctx.fillRect(c * cell, r * cell, Math.ceil(cell), Math.ceil(cell));
      }
    }
    ctx.globalAlpha = 1;
    // One solution of 8 queens drawn in outline: what the overview will hold.
    [0, 4, 7, 5, 2, 6, 1, 3].forEach((c, r) => drawQueen(ctx, (c + 0.5) * cell, (r + 0.52) * cell, cell, colors.queen, colors.queenEdge, "hollow"));
  }

  /** Zoomed in: the squares in the window, each queen drawn. */
  drawSquares(ctx, cell, colors) {
    const n = this.n;
    const size = this.canvas.width;
    const r0 = Math.floor(this.top);
    const c0 = Math.floor(this.left);
    const offY = (r0 - this.top) * cell;
    const offX = (c0 - this.left) * cell;
    const count = Math.ceil(size / cell) + 1;
    for (let r = r0; r < Math.min(n, r0 + count); r++) {
      for (let c = c0; c < Math.min(n, c0 + count); c++) {
        ctx.fillStyle = (r + c) % 2 === 0 ? colors.light : colors.dark;
        ctx.fillRect(offX + (c - c0) * cell, offY + (r - r0) * cell, Math.ceil(cell), Math.ceil(cell));
      }
    }
    if (this.highlightRow !== null && this.highlightRow >= r0 && this.highlightRow < r0 + count) {
      ctx.fillStyle = colors.attacked;
      ctx.fillRect(0, offY + (this.highlightRow - r0) * cell, size, cell);
    }
    for (let r = r0; r < Math.min(n, r0 + count); r++) {
      const c = this.cols[r];
      if (c < c0 || c >= c0 + count) continue;
      drawQueen(ctx, offX + (c - c0 + 0.5) * cell, offY + (r - r0 + 0.52) * cell, cell, colors.queen, colors.queenEdge);
    }
  }

  /** Zoomed out: each device pixel is a block of squares, darker for more queens in it. */
  drawDensity(ctx, cell, colors) {
    const size = this.canvas.width;
    const counts = new Uint32Array(size * size);
    const first = Math.max(0, Math.floor(this.top));
    const last = Math.min(this.n, Math.ceil(this.top + size / cell));
    let most = 0;
    for (let r = first; r < last; r++) {
      const y = Math.floor((r - this.top) * cell);
      const x = Math.floor((this.cols[r] - this.left) * cell);
      if (x < 0 || x >= size || y < 0 || y >= size) continue;
      const k = y * size + x;
      counts[k]++;
      if (counts[k] > most) most = counts[k];
    }
    const image = ctx.createImageData(size, size);
    const ink = parseColor(colors.queen);
    const paper = parseColor(colors.light);
    for (let k = 0; k < counts.length; k++) {
      // A block with any queen is clearly visible; more queens darken it further.
      const t = counts[k] === 0 ? 0 : 0.45 + (0.55 * counts[k]) / most;
      image.data[4 * k] = paper[0] + (ink[0] - paper[0]) * t;
      image.data[4 * k + 1] = paper[1] + (ink[1] - paper[1]) * t;
      image.data[4 * k + 2] = paper[2] + (ink[2] - paper[2]) * t;
      image.data[4 * k + 3] = 255;
    }
    ctx.putImageData(image, 0, 0);
  }
}

/** "#rrggbb" or "rgb(...)" to [r, g, b]. */
function parseColor(text) {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(text);
  if (hex) return hex.slice(1).map((h) => parseInt(h, 16));
  const rgb = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)/.exec(text);
  return rgb ? rgb.slice(1, 4).map(Number) : [128, 128, 128];
}
