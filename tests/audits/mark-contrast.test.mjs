// Marks everyone can see (WCAG 1.4.11, issue 28): every mark a board draws is at least 3:1
// against both square colours, in both themes, computed from the colours the renderer draws
// with; kinds of mark differ in shape, not only in colour; a solved board looks solved.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launch, openPage, screenshot } from "../support/browser.mjs";

let env;
before(async () => {
  env = await launch();
});
after(async () => {
  await env?.close();
});

/** The colours every board draws with, read by the renderer from the rendered page. */
function colorsOf(page, selector) {
  return page.evaluate(async (selector) => {
    const { boardColors } = await import("./www/renderer.js");
    return boardColors(document.querySelector(selector));
  }, selector);
}

/** "#rrggbb" or "rgb(…)" to its WCAG relative luminance; fails on a colour with transparency
 * (a translucent mark has no fixed contrast). */
function luminance(text) {
  let rgb;
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(text);
  if (hex) rgb = hex.slice(1).map((h) => parseInt(h, 16));
  const fn = /^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/.exec(text);
  if (fn) {
    assert.ok(fn[4] === undefined || Number(fn[4]) === 1, `${text} is translucent`);
    rgb = fn.slice(1, 4).map(Number);
  }
  assert.ok(rgb, `cannot read the colour ${text}`);
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a, b) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
};

/** Every mark a board draws, by the renderer's name for its colour. */
const MARKS = ["queen", "queenAttacking", "attackedMark", "pair", "cursor", "crossGrey", "crossRed", "crossBounds", "crossRefuted", "trying", "deadRow", "queenFixed", "queenForced", "solved", "mark"];

test("every mark is at least 3:1 against both square colours, in both themes", async () => {
  for (const theme of ["light", "dark"]) {
    const page = await openPage(env, `?view=step&n=8&strategy=cp&step=40&theme=${theme}`);
    const colors = await colorsOf(page, "#view-step canvas[data-part=board]");
    const failures = [];
    for (const mark of MARKS) {
      for (const square of ["light", "dark"]) {
        const ratio = contrast(colors[mark], colors[square]);
        if (ratio < 3) failures.push(`${theme}: ${mark} ${colors[mark]} on the ${square} square ${colors[square]}: ${ratio.toFixed(2)}:1`);
      }
    }
    assert.deepEqual(failures, []);
    // And they are the colours on the board: the crossed-out squares show the grey and red.
    const drawn = await page.locator("#view-step canvas[data-part=board]").evaluate((canvas) => {
      const data = canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height).data;
      const seen = new Set();
      for (let i = 0; i < data.length; i += 4) seen.add(`#${[data[i], data[i + 1], data[i + 2]].map((v) => v.toString(16).padStart(2, "0")).join("")}`);
      return [...seen];
    });
    for (const mark of ["crossGrey", "crossRed", "queen"]) assert.ok(drawn.includes(colors[mark]), `${theme}: ${mark} ${colors[mark]} is drawn`);
    await page.close();
  }
});

test("kinds of mark differ in shape as well as colour", async () => {
  const page = await openPage(env, "?view=step&n=8");
  // Each legend swatch drawn by the renderer, reduced to the pixels that are not square.
  const masks = await page.evaluate(async () => {
    const { drawSwatch } = await import("./www/renderer.js");
    const pixels = (kind) => {
      const canvas = document.createElement("canvas");
      document.querySelector("#view-step").append(canvas);
      drawSwatch(canvas, kind);
      const image = canvas.getContext("2d").getImageData(0, 0, canvas.width / 2, canvas.height);
      canvas.remove();
      return image.data;
    };
    // The square with no mark on it, then each mark: the pixels that differ are its shape.
    const plain = pixels("none");
    const out = {};
    for (const kind of ["row-col", "diagonal", "bounds", "refuted", "queen", "forced", "fixed", "trying", "dead-row", "attacked", "attacking", "solved"]) {
      const data = pixels(kind);
      const mask = [];
      for (let i = 0; i < data.length; i += 4) {
        const d = Math.abs(data[i] - plain[i]) + Math.abs(data[i + 1] - plain[i + 1]) + Math.abs(data[i + 2] - plain[i + 2]);
        mask.push(d > 60 ? 1 : 0);
      }
      out[kind] = mask;
    }
    return out;
  });
  const kinds = Object.keys(masks);
  for (let i = 0; i < kinds.length; i++) {
    for (let j = i + 1; j < kinds.length; j++) {
      const [a, b] = [masks[kinds[i]], masks[kinds[j]]];
      let both = 0;
      let either = 0;
      for (let k = 0; k < a.length; k++) {
        both += a[k] & b[k];
        either += a[k] | b[k];
      }
      assert.ok(either > 0 && both / either < 0.8, `${kinds[i]} and ${kinds[j]} have the same shape (${(both / either).toFixed(2)})`);
    }
  }
  await page.close();
});

test("a solved board looks solved: framed, ticked, and no attack marks", async () => {
  for (const theme of ["light", "dark"]) {
    const page = await openPage(env, `?view=play&n=8&queens=AMXdiux7&theme=${theme}`);
    assert.equal(await page.locator("#view-play [data-part=status]").textContent(), "Solved: 8 queens, none attacking.");
    const colors = await colorsOf(page, "#view-play canvas[data-part=board]");
    const look = await page.locator("#view-play canvas[data-part=board]").evaluate((canvas) => {
      const g = canvas.getContext("2d");
      const scale = canvas.width / canvas.clientWidth;
      const band = Number(canvas.dataset.band) * scale;
      const cell = (canvas.width - band) / 8;
      const at = (x, y) => `#${[...g.getImageData(Math.round(x), Math.round(y), 1, 1).data.slice(0, 3)].map((v) => v.toString(16).padStart(2, "0")).join("")}`;
      // The solution [0, 4, 7, 5, 2, 6, 1, 3]: row 0's column 3 is empty and attacked.
      // The tick's disc: above its centre, clear of the tick itself.
      const radius = Math.max(7, Math.min(16, (cell / scale) * 0.3)) * scale;
      return { empty: at(band + 3.5 * cell, band + 0.5 * cell), frame: at(band + 2 * scale, band + 3.5 * cell), corner: at(band + 7.5 * cell, band + 0.5 * cell - 0.6 * radius) };
    });
    assert.equal(look.empty, colors.dark, `${theme}: an empty square shows no attack mark`);
    assert.equal(look.frame, colors.solved, `${theme}: a frame in the solved colour`);
    assert.equal(look.corner, colors.solved, `${theme}: the tick's disc in the empty corner`);
    await screenshot(page, `play-solved-${theme}`);
    await page.close();
  }
});
