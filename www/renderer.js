// The one board renderer. Every board (Play, Step, thumbnails, the Huge overview; in the page,
// a frame or an element's shadow root) is drawn here, so colours, queen shape and hit-testing
// agree everywhere. Colours come from CSS custom properties, so the light and dark themes are
// pure CSS; they are read once per theme change (theme.js moves the version), not per draw.
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
  return colors;
}

/** The colours for a canvas, read again only after a theme change (or until it is attached). */
function colorsOf(view) {
  if (view.colors && view.colorsVersion === themeVersion()) return view.colors;
  const colors = readColors(view.canvas);
  if (colors) {
    view.colors = colors;
    view.colorsVersion = themeVersion();
  }
  return colors;
}

/** Draws a crown-shaped queen centred at (x, y) that fits a square of side s; on squares too
 * small for a readable crown (thumbnails, large N), a plain disc. */
function drawQueen(ctx, x, y, s, fill, edge) {
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
  const top = y - h / 2;
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
  ctx.fillStyle = fill;
  ctx.fill();
  if (s >= 8) {
    ctx.lineWidth = Math.max(1, s * 0.045);
    ctx.strokeStyle = edge;
    ctx.stroke();
    const r = s * 0.055;
    for (const [px, py] of [
      [left + w * 0.02, top + h * 0.12],
      [left + w * 0.5, top],
      [left + w * 0.98, top + h * 0.12],
    ]) {
      ctx.beginPath();
      ctx.arc(px, py, r, 0, Math.PI * 2);
      ctx.fill();
      ctx.stroke();
    }
  }
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
      ctx.font = `${Math.round(Math.min(band * 0.6, cell * 0.5))}px system-ui, sans-serif`;
      ctx.textAlign = "center";
      ctx.textBaseline = "middle";
      for (let i = 0; i < n; i++) {
        ctx.fillText(String(i), band + (i + 0.5) * cell, band / 2);
        ctx.fillText(String(i), band / 2, band + (i + 0.5) * cell);
      }
    }

    ctx.save();
    ctx.translate(band, band);
    // Squares, with attacked ones shaded on top of the checker pattern.
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        ctx.fillStyle = (r + c) % 2 === 0 ? colors.light : colors.dark;
        ctx.fillRect(c * cell, r * cell, Math.ceil(cell), Math.ceil(cell));
        if (m.attacked && m.attacked[r * n + c]) {
          ctx.fillStyle = colors.attacked;
          ctx.fillRect(c * cell, r * cell, Math.ceil(cell), Math.ceil(cell));
        }
      }
    }
    // A dot marks each attacked empty square, so the shading reads even on dark squares.
    if (m.attacked && cell >= 6) {
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

    // The step view: the dead-end row, crossed-out squares in the guide's colours (grey for a
    // queen's row or column, red for its diagonals), and the square being tried.
    if (m.deadRow !== undefined && m.deadRow !== null) {
      ctx.fillStyle = colors.deadRow;
      ctx.fillRect(0, m.deadRow * cell, n * cell, cell);
    }
    if (m.cells) {
      const crossColors = [null, null, colors.crossGrey, colors.crossRed, colors.crossBounds, colors.crossRefuted];
      ctx.lineWidth = Math.max(1.5, cell * 0.07);
      ctx.lineCap = "round";
      const inset = cell * 0.28;
      for (let r = 0; r < n; r++) {
        for (let c = 0; c < n; c++) {
          const color = crossColors[m.cells[r * n + c]];
          if (!color) continue;
          ctx.strokeStyle = color;
          ctx.beginPath();
          ctx.moveTo(c * cell + inset, r * cell + inset);
          ctx.lineTo((c + 1) * cell - inset, (r + 1) * cell - inset);
          ctx.moveTo((c + 1) * cell - inset, r * cell + inset);
          ctx.lineTo(c * cell + inset, (r + 1) * cell - inset);
          ctx.stroke();
        }
      }
    }
    if (m.trying) {
      ctx.strokeStyle = colors.trying;
      ctx.lineWidth = Math.max(2, cell * 0.09);
      const inset = ctx.lineWidth / 2;
      ctx.strokeRect(m.trying.col * cell + inset, m.trying.row * cell + inset, cell - 2 * inset, cell - 2 * inset);
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

    m.queens.forEach(([r, c, kind], i) => {
      const attacking = m.attacking && m.attacking[i];
      const fill = attacking ? colors.queenAttacking : kind === 0 ? colors.queenFixed : kind === 2 ? colors.queenForced : colors.queen;
      if (attacking) {
        ctx.strokeStyle = colors.queenAttacking;
        ctx.lineWidth = Math.max(1.5, cell * 0.08);
        ctx.strokeRect(c * cell + cell * 0.08, r * cell + cell * 0.08, cell * 0.84, cell * 0.84);
      }
      drawQueen(
        ctx,
        (c + 0.5) * cell,
        (r + 0.52) * cell,
        cell,
        fill,
        colors.queenEdge,
      );
    });

    if (m.solved) {
      ctx.strokeStyle = colors.solved;
      ctx.lineWidth = Math.max(3, cell * 0.06);
      ctx.strokeRect(ctx.lineWidth / 2, ctx.lineWidth / 2, n * cell - ctx.lineWidth, n * cell - ctx.lineWidth);
    }

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

/**
 * What a lesson marks (`marks`: squares outlined and filled, lines drawn end to end) and the
 * answer to "why is this square crossed?" (`why`: the square outlined and a line from the queen
 * that takes it), over the board's own picture.
 */
function drawMarks(ctx, cell, colors, m) {
  const marks = m.marks;
  if (marks) {
    ctx.lineCap = "round";
    for (const line of marks.lines ?? []) {
      ctx.strokeStyle = colors.mark;
      ctx.globalAlpha = 0.55;
      ctx.lineWidth = Math.max(4, cell * 0.3);
      ctx.beginPath();
      ctx.moveTo(...centre(cell, line.from));
      ctx.lineTo(...centre(cell, line.to));
      ctx.stroke();
      ctx.globalAlpha = 1;
    }
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
    if (!this.cols) return;
    const cell = this.cell() * dpr; // device pixels per square
    if (cell >= 3) this.drawSquares(ctx, cell, colors);
    else this.drawDensity(ctx, cell, colors);
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
