// Where a lesson comes from, read as data: a shipped lesson by name (built into the core), a
// lesson file at a URL (same origin, or served with CORS), the file's JSON given to the element,
// or the file packed into a link by the editor (`inline:` and base64url of its raw deflate).
// The text is handed to the core, which reads it with limits and runs it against its search
// (api.Lesson); nothing of a lesson ever becomes markup or code. How a `lesson` option is
// written is the core's rule (LESSON_VALUE in names.js); this is its one reader.
import { LESSON_VALUE } from "./names.js";

/** Bytes of a lesson file read from the network at most (the core refuses more anyway, but a
 * stranger's URL must not make the page download a gigabyte first). */
const MAX_BYTES = 256 * 1024;

/** This module's sentences, in one place. */
const TEXT = {
  notName: (value, names) => `lesson=${value} is not a shipped lesson (${names.join(", ")}), a lesson file's URL or a lesson's JSON`,
  notUrl: (value) => `lesson=${value} is not a lesson's name, JSON or an http(s) URL`,
  notPacked: "the lesson in this link is damaged (its inline: text does not unpack)",
  fetchFailed: (url) =>
    `the lesson at ${url} could not be fetched: the server did not answer, or it does not let this page read the file (it must be on this site, or served with CORS)`,
  httpFailed: (url, status) => `the lesson at ${url} could not be fetched (HTTP ${status})`,
  tooBig: (url) => `the lesson at ${url} is larger than ${MAX_BYTES / 1024} KiB; a lesson may be at most that`,
  noStreams: "this browser cannot unpack a lesson from a link (it has no DecompressionStream)",
  inLink: "in this link",
  given: "given to the board",
};

/** What a `lesson` value names: "off", "shipped", "json", "packed" or "url". */
export function lessonKind(value) {
  const text = String(value ?? "").trim();
  if (LESSON_VALUE.off.includes(text)) return "off";
  if (LESSON_VALUE.on.includes(text)) return "shipped";
  if (text.startsWith(LESSON_VALUE.jsonStart)) return "json";
  if (text.startsWith(LESSON_VALUE.packedPrefix)) return "packed";
  if ([...text].every((c) => LESSON_VALUE.nameCharacters.includes(c))) return "shipped";
  return "url";
}

/**
 * A `lesson` option as the state holds it: the default lesson's name for a bare switch, the
 * value otherwise, or null for none; `note` says why a value was ignored.
 * @returns {{ value: string | null, note?: string }}
 */
export function readLesson(raw) {
  const text = String(raw).trim();
  const show = JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);
  switch (lessonKind(text)) {
    case "off":
      return { value: null };
    case "shipped": {
      const name = LESSON_VALUE.on.includes(text) ? LESSON_VALUE.defaultLesson : text;
      if (LESSON_VALUE.shipped.includes(name)) return { value: name };
      return { value: null, note: TEXT.notName(show, LESSON_VALUE.shipped) };
    }
    case "url":
      try {
        const url = new URL(text, globalThis.document?.baseURI);
        if (url.protocol === "https:" || url.protocol === "http:") return { value: text };
      } catch {
        // Not a URL either: said below.
      }
      return { value: null, note: TEXT.notUrl(show) };
    default:
      return { value: text };
  }
}

/** The lesson file's text packed for a link: raw deflate, then base64url. */
export async function packLesson(text) {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return LESSON_VALUE.packedPrefix + btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The text of a packed lesson; reads at most MAX_BYTES of it. */
async function unpack(value) {
  if (typeof DecompressionStream === "undefined") throw new Error(TEXT.noStreams);
  let bytes;
  try {
    const base64 = value.slice(LESSON_VALUE.packedPrefix.length).trim().replace(/-/g, "+").replace(/_/g, "/");
    const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
    bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    throw new Error(TEXT.notPacked);
  }
  try {
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
    return await readLimited(stream, () => new Error(TEXT.notPacked));
  } catch (error) {
    throw error instanceof Error && error.message === TEXT.notPacked ? error : new Error(TEXT.notPacked);
  }
}

/** A stream's text, refused past MAX_BYTES (one byte more is enough to know). */
async function readLimited(stream, tooBig) {
  const reader = stream.getReader();
  const chunks = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BYTES) {
      await reader.cancel();
      throw tooBig();
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(await new Blob(chunks).arrayBuffer());
}

/** Fetches a lesson file as a stranger's data: no cookies, CORS, at most MAX_BYTES. */
async function fetchLesson(value, signal) {
  const url = new URL(value, globalThis.document?.baseURI).href;
  let response;
  try {
    response = await fetch(url, { credentials: "omit", mode: "cors", signal, headers: { Accept: "application/json" } });
  } catch (error) {
    if (error?.name === "AbortError") throw error;
    throw new Error(TEXT.fetchFailed(url));
  }
  if (!response.ok) throw new Error(TEXT.httpFailed(url, response.status));
  if (!response.body) return response.text();
  return readLimited(response.body, () => new Error(TEXT.tooBig(url)));
}

/**
 * The lesson a `lesson` value names, read and run by the core: resolves with `{ lesson, text,
 * label }` (the core's Lesson, the file's text for the editor, how it is called), or rejects
 * with an Error whose message names the lesson (and, from the core, the step) and says what is
 * wrong.
 * @param {typeof import("../nqueens-wasm.js")} api
 * @param {string} value
 * @param {{ signal?: AbortSignal }} [options]
 */
export async function loadLesson(api, value, { signal } = {}) {
  const kind = lessonKind(value);
  let text;
  let label;
  if (kind === "shipped") {
    label = LESSON_VALUE.on.includes(value.trim()) ? LESSON_VALUE.defaultLesson : value.trim();
    text = api.Lesson.shippedText(label);
  } else if (kind === "json") {
    text = value;
    label = TEXT.given;
  } else if (kind === "packed") {
    text = await unpack(value);
    label = TEXT.inLink;
  } else {
    label = value;
    text = await fetchLesson(value, signal);
  }
  return { lesson: new api.Lesson(text, label), text, label };
}
