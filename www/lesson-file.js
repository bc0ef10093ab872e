// Where a lesson comes from, read as data: a shipped lesson by name (built into the core), a
// lesson file at a URL (same origin, or served with CORS), the file's JSON given to the element,
// or the file packed into a link by the editor (`inline:` and base64url of its raw deflate).
// The text is handed to the core, which reads it with limits and runs it against its search
// (api.Lesson); nothing of a lesson ever becomes markup or code. How a `lesson` option is
// written is the core's rule (LESSON_VALUE in names.js); this is its one reader.
import { LESSON_VALUE } from "./names.js";
import { WordsError } from "./lang.js";

/** Bytes of a lesson file read from the network at most (the core refuses more anyway, but a
 * stranger's URL must not make the page download a gigabyte first). */
const MAX_BYTES = 256 * 1024;

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
 * value otherwise, or null for none; `note` says why a value was ignored (a message).
 * @returns {{ value: string | null, note?: { id: string, args: object } }}
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
      return { value: null, note: { id: "note.lesson.name", args: { value: show, names: [...LESSON_VALUE.shipped] } } };
    }
    case "url":
      try {
        const url = new URL(text, globalThis.document?.baseURI);
        if (url.protocol === "https:" || url.protocol === "http:") return { value: text };
      } catch {
        // Not a URL either: said below.
      }
      return { value: null, note: { id: "note.lesson.url", args: { value: show } } };
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
  if (typeof DecompressionStream === "undefined") throw new WordsError("lesson.file.no-streams");
  const damaged = () => new WordsError("lesson.file.damaged");
  let bytes;
  try {
    const base64 = value.slice(LESSON_VALUE.packedPrefix.length).trim().replace(/-/g, "+").replace(/_/g, "/");
    const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
    bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    throw damaged();
  }
  try {
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
    return await readLimited(stream, damaged);
  } catch {
    throw damaged();
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
    throw new WordsError("lesson.file.fetch-failed", { url });
  }
  if (!response.ok) throw new WordsError("lesson.file.http", { url, status: response.status });
  if (!response.body) return response.text();
  return readLimited(response.body, () => new WordsError("lesson.file.too-big", { url, kib: MAX_BYTES / 1024 }));
}

/**
 * The lesson a `lesson` value names, read and run by the core: resolves with `{ lesson, text }`
 * (the core's Lesson, the file's text for the editor), or rejects with an Error whose words (a
 * message: `errorWords` in lang.js reads it) name the lesson by its name or URL ("this lesson"
 * for one given as JSON or packed in a link, in the reader's words) and, from the core, the
 * step, and say what is wrong.
 * @param {typeof import("../nqueens-wasm.js")} api
 * @param {string} value
 * @param {{ signal?: AbortSignal }} [options]
 */
export async function loadLesson(api, value, { signal } = {}) {
  const kind = lessonKind(value);
  let text;
  // How the core's refusals call the lesson; empty for one with no name or URL.
  let label = "";
  if (kind === "shipped") {
    label = LESSON_VALUE.on.includes(value.trim()) ? LESSON_VALUE.defaultLesson : value.trim();
    text = api.Lesson.shippedText(label);
  } else if (kind === "json") {
    text = value;
  } else if (kind === "packed") {
    text = await unpack(value);
  } else {
    label = value;
    text = await fetchLesson(value, signal);
  }
  return { lesson: new api.Lesson(text, label), text };
}
