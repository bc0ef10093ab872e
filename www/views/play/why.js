// "Why is this square crossed?" shown where the reader looks: a tip beside the square pointed at
// (or under the keyboard cursor) on the board, holding the core's sentence, which a live region
// beside the board says to screen readers too. The tip floats over the page, so the board's
// surroundings never move while the pointer travels over it (a button that moved between the
// mouse's press and release would lose its click).

export class WhyTip {
  /**
   * @param {HTMLElement} frame the board's frame (the tip is positioned in it)
   * @param {HTMLCanvasElement} canvas the board
   * @param {HTMLElement} line the live region that says the sentence in words
   */
  constructor(frame, canvas, line) {
    this.frame = frame;
    this.canvas = canvas;
    this.line = line;
    this.tip = document.createElement("div");
    this.tip.className = "why-tip";
    this.tip.setAttribute("aria-hidden", "true");
    this.tip.hidden = true;
    frame.append(this.tip);
  }

  /**
   * Says `sentence` about `square` (null: nothing is pointed at). `rect` gives the square's place
   * on the canvas in CSS pixels ({ x, y, size }); `from` is the square of the queen the sentence
   * names, if any: the tip goes on the square's other side, so the line from that queen stays in
   * sight.
   */
  show(square, sentence, rect, from = null) {
    const text = square && sentence ? sentence : "";
    if (this.line.textContent !== text) this.line.textContent = text;
    this.tip.hidden = !text;
    if (!text) return;
    this.tip.textContent = text;
    // Away from the queen named; with none, below a square of the upper half, above one of the
    // lower half.
    const frameBox = this.frame.getBoundingClientRect();
    const canvasBox = this.canvas.getBoundingClientRect();
    const left = canvasBox.left - frameBox.left;
    const top = canvasBox.top - frameBox.top;
    const width = Math.min(320, Math.max(160, canvasBox.width - 8));
    this.tip.style.width = `${width}px`;
    const centre = left + rect.x + rect.size / 2;
    const x = Math.max(left, Math.min(centre - width / 2, left + canvasBox.width - width));
    this.tip.style.left = `${Math.round(x)}px`;
    const below = from ? from[0] <= square.row : rect.y + rect.size / 2 < canvasBox.height / 2;
    if (below) {
      this.tip.style.top = `${Math.round(top + rect.y + rect.size + 6)}px`;
      this.tip.style.bottom = "";
    } else {
      this.tip.style.top = "";
      this.tip.style.bottom = `${Math.round(frameBox.height - (top + rect.y) + 6)}px`;
    }
  }
}
