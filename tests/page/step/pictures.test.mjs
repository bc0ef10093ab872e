// The Step view's pictures: the board as PNG (dimensions and a pixel decoded) and SVG (parsed,
// queens counted), a stretch of the search as a GIF (decoded frame by frame by Chromium's own
// decoder, ImageDecoder, not by the encoder's code) and as a WebM video (EBML header, a duration,
// a real size), refusals in words, and Cancel in the middle of a long stretch.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFile, writeFile } from "node:fs/promises";
import { launch, openPage, screenshot } from "../../support/browser.mjs";

let env;
before(async () => {
  env = await launch();
});
after(async () => {
  await env?.close();
});

const part = (page, name) => page.locator(`#view-step [data-part=${name}]`);

/** Clicks `button` and returns the downloaded file's name and bytes. */
async function download(page, button) {
  const [file] = await Promise.all([page.waitForEvent("download", { timeout: 120000 }), button.click()]);
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

/** Chooses the events from `from` to `to` for the animations. */
async function chooseRange(page, from, to) {
  await page.getByLabel("Events in the animation").selectOption("chosen");
  await page.getByLabel("From event").fill(String(from));
  await page.getByLabel("To event").fill(String(to));
}

/** Decodes `bytes` with the browser's own decoders (`hash`: a checksum of each frame's pixels). */
function decodeInPage(page, bytes, type, { hash = true } = {}) {
  return page.evaluate(
    async ({ data, type, hash }) => {
      const blob = new Blob([Uint8Array.from(atob(data), (c) => c.charCodeAt(0))], { type });
      if (type === "image/png") {
        const bitmap = await createImageBitmap(blob);
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const ctx = canvas.getContext("2d");
        ctx.drawImage(bitmap, 0, 0);
        return { width: bitmap.width, height: bitmap.height, pixel: Array.from(ctx.getImageData(60, 60, 1, 1).data) };
      }
      // @ts-ignore: ImageDecoder is WebCodecs', in Chromium.
      const decoder = new ImageDecoder({ data: await blob.arrayBuffer(), type });
      await decoder.tracks.ready;
      await decoder.completed;
      const track = decoder.tracks.selectedTrack;
      const frames = [];
      for (let i = 0; i < (hash ? track.frameCount : 1); i++) {
        const { image } = await decoder.decode({ frameIndex: i });
        const canvas = new OffscreenCanvas(image.displayWidth, image.displayHeight);
        canvas.getContext("2d").drawImage(image, 0, 0);
        const data = canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height).data;
        let sum = 0;
        for (let k = 0; k < data.length; k += 97) sum = (sum * 31 + data[k]) >>> 0;
        frames.push({ width: image.displayWidth, height: image.displayHeight, duration: image.duration, sum });
        image.close();
      }
      return { frameCount: track.frameCount, repetitionCount: track.repetitionCount, frames };
    },
    { data: bytes.toString("base64"), type, hash },
  );
}

test("the board as PNG: 800 pixels wide, the light square where the board has it", async () => {
  const page = await openPage(env, "?view=step&n=6&strategy=backtracking");
  const { name, bytes } = await download(page, page.getByRole("button", { name: "Board as PNG" }));
  assert.match(name, /^nqueens-6-backtracking-0\.png$/);
  assert.deepEqual([...bytes.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const png = await decodeInPage(page, bytes, "image/png");
  assert.equal(png.width, 800);
  assert.ok(png.height > 800, `a caption under the board: ${png.height}`);
  // (60, 60) lies in square (0, 0) of an empty board: the theme's light square.
  const light = await part(page, "board").evaluate((canvas) => getComputedStyle(canvas).getPropertyValue("--sq-light").trim());
  const hex = png.pixel.slice(0, 3).map((v) => v.toString(16).padStart(2, "0")).join("");
  assert.equal(`#${hex}`, light.toLowerCase());
  assert.match(await part(page, "picture-status").textContent(), /Saved nqueens-6-backtracking-0\.png/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("the board as SVG: parses, one queen per placed queen, the narration as its title", async () => {
  const page = await openPage(env, "?view=step&n=6&strategy=backtracking");
  await page.getByRole("button", { name: "Next solution" }).click();
  const { bytes } = await download(page, page.getByRole("button", { name: "Board as SVG" }));
  const svg = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "image/svg+xml");
    return {
      error: doc.querySelector("parsererror")?.textContent ?? null,
      root: doc.documentElement.localName,
      queens: doc.querySelectorAll("g.queen").length,
      scripts: doc.querySelectorAll("script, foreignObject").length,
      title: doc.querySelector("title")?.textContent,
    };
  }, bytes.toString("utf8"));
  assert.deepEqual({ ...svg, title: undefined }, { error: null, root: "svg", queens: 6, scripts: 0, title: undefined });
  assert.match(svg.title, /solution/i);
  await page.close();
});

test("a stretch as GIF: every event a frame, decoded by the browser; a stretch to the next dead end", async () => {
  const page = await openPage(env, "?view=step&n=6&strategy=backtracking");
  await chooseRange(page, 0, 12);
  const { name, bytes } = await download(page, page.getByRole("button", { name: "Animation as GIF" }));
  assert.match(name, /\.gif$/);
  assert.equal(bytes.subarray(0, 6).toString("latin1"), "GIF89a");
  const gif = await decodeInPage(page, bytes, "image/gif");
  assert.equal(gif.frameCount, 13);
  assert.equal(gif.repetitionCount, Infinity);
  for (const frame of gif.frames) assert.deepEqual([frame.width, frame.height], [400, gif.frames[0].height]);
  assert.ok(gif.frames[0].height > 400);
  assert.equal(gif.frames[0].duration, 700000, "0.7 s per event (microseconds)");
  assert.equal(gif.frames[12].duration, 2000000, "the last event stays 2 s");
  assert.ok(new Set(gif.frames.map((f) => f.sum)).size > 5, "the frames differ");
  // From here (event 0) to the next solution or dead end.
  await page.getByLabel("Events in the animation").selectOption("next");
  const next = await decodeInPage(page, (await download(page, page.getByRole("button", { name: "Animation as GIF" }))).bytes, "image/gif");
  assert.ok(next.frameCount > 2, `${next.frameCount} frames`);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a GIF of 200 events: how long it takes", async () => {
  const page = await openPage(env, "?view=step&n=8&strategy=backtracking");
  await chooseRange(page, 0, 199);
  const start = Date.now();
  const { bytes } = await download(page, page.getByRole("button", { name: "Animation as GIF" }));
  const seconds = (Date.now() - start) / 1000;
  console.log(`# GIF of 200 events: ${seconds.toFixed(1)} s, ${(bytes.length / 1024).toFixed(0)} KiB`);
  const gif = await decodeInPage(page, bytes, "image/gif", { hash: false });
  assert.equal(gif.frameCount, 200);
  await page.close();
});

test("a stretch as WebM: an EBML header, a duration, a real size", async () => {
  const page = await openPage(env, "?view=step&n=5&strategy=cp");
  await chooseRange(page, 0, 3);
  const { name, bytes } = await download(page, page.getByRole("button", { name: "Video as WebM" }));
  assert.match(name, /\.webm$/);
  assert.deepEqual([...bytes.subarray(0, 4)], [0x1a, 0x45, 0xdf, 0xa3]);
  assert.ok(bytes.length > 2000, `${bytes.length} bytes`);
  // Played in a blank page: the playground's Content Security Policy allows no blob: media.
  const blank = await env.browser.newPage();
  const duration = await blank.evaluate(async (data) => {
    const video = document.createElement("video");
    video.muted = true;
    video.src = URL.createObjectURL(new Blob([Uint8Array.from(atob(data), (c) => c.charCodeAt(0))], { type: "video/webm" }));
    await new Promise((resolve, reject) => {
      video.onloadedmetadata = resolve;
      video.onerror = () => reject(new Error(`video error ${video.error?.code}`));
    });
    // A recorded WebM states no duration: seeking past the end makes the browser find it.
    if (!Number.isFinite(video.duration)) {
      video.currentTime = 1e9;
      await new Promise((resolve) => (video.ondurationchange = () => Number.isFinite(video.duration) && resolve(null)));
    }
    return video.duration;
  }, bytes.toString("base64"));
  // Four events: three of 0.7 s and the last of 2 s, recorded in real time.
  assert.ok(duration > 2, `duration ${duration}`);
  assert.deepEqual(page.errors, []);
  await blank.close();
  await page.close();
});

test("Cancel in the middle saves nothing and leaves the view working; bad ranges are refused in words", async () => {
  const page = await openPage(env, "?view=step&n=8&strategy=backtracking");
  await chooseRange(page, 0, 500);
  let downloads = 0;
  page.on("download", () => downloads++);
  await page.getByRole("button", { name: "Animation as GIF" }).click();
  await page.waitForFunction(() => Number(document.querySelector("#view-step [data-part=progress]").value) >= 5);
  assert.match(await part(page, "picture-status").textContent(), /Drawing frame \d+ of 501/);
  await part(page, "cancel").click();
  await page.waitForFunction(() => /cancelled/.test(document.querySelector("#view-step [data-part=picture-status]").textContent));
  assert.equal(await part(page, "picture-status").textContent(), "Export cancelled: nothing was saved.");
  assert.equal(await part(page, "progress").isHidden(), true);
  assert.equal(await part(page, "cancel").isHidden(), true);
  // Everything still works: the view steps and a picture is made.
  await page.getByRole("button", { name: "Step forward" }).click();
  assert.match(await part(page, "narration").textContent(), /row 0/);
  await chooseRange(page, 2, 4);
  const gif = await decodeInPage(page, (await download(page, page.getByRole("button", { name: "Animation as GIF" }))).bytes, "image/gif");
  assert.equal(gif.frameCount, 3);
  assert.equal(downloads, 1);
  // Backwards, and past the core's limit.
  await chooseRange(page, 9, 3);
  await page.getByRole("button", { name: "Animation as GIF" }).click();
  await page.waitForFunction(() => /Choose events/.test(document.querySelector("#view-step [data-part=picture-status]").textContent));
  await chooseRange(page, 0, 900);
  await page.getByRole("button", { name: "Animation as GIF" }).click();
  await page.waitForFunction(() => /at most/.test(document.querySelector("#view-step [data-part=picture-status]").textContent));
  assert.match(await part(page, "picture-status").textContent(), /at most 600 events, and this stretch has 901/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("the export controls on a desktop and a phone, in English and Persian, light and dark", async () => {
  for (const [lang, theme, viewport] of [
    ["en", "light", { width: 1280, height: 800 }],
    ["fa", "dark", { width: 1280, height: 800 }],
    ["en", "dark", { width: 390, height: 844 }],
    ["fa", "light", { width: 390, height: 844 }],
  ]) {
    const page = await openPage(env, `?view=step&n=6&strategy=backtracking&lang=${lang}&theme=${theme}`, { viewport });
    await part(page, "pictures").scrollIntoViewIfNeeded();
    await screenshot(page, `step-pictures-${lang}-${theme}-${viewport.width}`);
    if (viewport.width > 1000) {
      // The frame a GIF gets, as a PNG: the caption in the reader's language and direction.
      await part(page, "forward").click();
      const { bytes } = await download(page, part(page, "png"));
      await writeFile(`tests/artifacts/step-picture-frame-${lang}-${theme}.png`, bytes);
    }
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});
