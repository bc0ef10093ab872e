// <nqueens-board>'s exportImage on a tutorial page of a second origin (the element's files from
// a CDN origin): the board as PNG and SVG, a stretch as a GIF decoded frame by frame by the
// browser's own decoder and as a WebM, and refusals that reject in words, leaving the element
// working. The element also shows the Step view's own export controls.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { tutorialSetup, statusOf } from "../support/tutorial.mjs";

let env;
before(async () => {
  env = await tutorialSetup();
});
after(async () => {
  await env?.close();
});

test("exportImage on a second origin: PNG, SVG, GIF and WebM as Blobs; refusals in words", async () => {
  const page = await env.tutorial(`${env.snippet('id="step" n="5" view="step" strategy="backtracking" controls="full"')}\n<nqueens-board id="play" n="5" view="play"></nqueens-board>`, {
    viewport: { width: 1100, height: 1400 },
  });
  await statusOf(page, "#step").filter({ hasText: "Ready" }).waitFor({ timeout: 20000 });
  assert.notEqual(new URL(env.cdn.url).origin, new URL(page.url()).origin);
  const result = await page.evaluate(async () => {
    const el = document.getElementById("step");
    const bytes = async (blob) => new Uint8Array(await blob.arrayBuffer());
    const png = await el.exportImage();
    const bitmap = await createImageBitmap(png);
    const svg = await (await el.exportImage({ format: "svg" })).text();
    const gif = await el.exportImage({ format: "gif", from: 0, to: 6 });
    // @ts-ignore: WebCodecs' ImageDecoder, in Chromium.
    const decoder = new ImageDecoder({ data: await gif.arrayBuffer(), type: "image/gif" });
    await decoder.completed;
    const frame = (await decoder.decode({ frameIndex: 3 })).image;
    const webm = await el.exportImage({ format: "webm", from: 0, to: 2 });
    const refusals = [];
    for (const options of [{ format: "gif", from: 5, to: 1 }, { format: "jpeg" }]) {
      await el.exportImage(options).then(
        () => refusals.push("resolved"),
        (error) => refusals.push(error.message),
      );
    }
    await document.getElementById("play").exportImage().then(
      () => refusals.push("resolved"),
      (error) => refusals.push(error.message),
    );
    await el.forward();
    return {
      png: { type: png.type, width: bitmap.width, head: Array.from((await bytes(png)).slice(1, 4)) },
      queens: new DOMParser().parseFromString(svg, "image/svg+xml").querySelectorAll("g.queen").length,
      gif: { type: gif.type, frames: decoder.tracks.selectedTrack.frameCount, width: frame.displayWidth },
      webm: { type: webm.type, size: webm.size, head: Array.from((await bytes(webm)).slice(0, 4)) },
      refusals,
      step: el.step,
    };
  });
  assert.deepEqual(result.png, { type: "image/png", width: 800, head: [0x50, 0x4e, 0x47] });
  assert.equal(result.queens, 0);
  assert.deepEqual(result.gif, { type: "image/gif", frames: 7, width: 400 });
  assert.equal(result.webm.type, "video/webm");
  assert.deepEqual(result.webm.head, [0x1a, 0x45, 0xdf, 0xa3]);
  assert.ok(result.webm.size > 1000, `${result.webm.size} bytes`);
  assert.match(result.refusals[0], /^Choose events from 0 to \d+, the first before the second\.$/);
  assert.match(result.refusals[1], /unknown format 'jpeg'|jpeg/);
  assert.equal(result.refusals[2], "Pictures are made in the Step view: set view to step first.");
  assert.equal(result.step, 1, "the element still steps");
  // The element shows the same controls as the page (with its full controls).
  await page.locator("#step").getByRole("button", { name: "Animation as GIF" }).waitFor();
  assert.deepEqual(page.errors, []);
  await page.close();
});
