// The reader's language: which one a board speaks (as Shoelace and Calcite elements choose it),
// its catalog (only that one is fetched: a dynamic import per language), and the words of a
// view's static markup. Plain functions and a cache; the DOM is only touched by the functions
// that take a node, so this module is safe to import on a server.
import { CATALOGS } from "./catalogs/index.js";
import { DEFAULT_LANGUAGE, LANGUAGES } from "./names.js";
import { Formatter } from "./message.js";

/**
 * @typedef {object} Reading
 * @property {string | null} lang a language the playground speaks, or null
 * @property {string} locale the tag Intl formats with (the reader's own, e.g. `hi-u-nu-deva`)
 * @property {string | null} nearMiss the language a misspelt tag meant (`farsi`, `zh_CN`)
 */

/** The white space Rust's `str::trim` removes (Unicode's White_Space), which the core trims. */
const WHITE_SPACE = /^[\t-\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+|[\t-\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+$/g;

/** The language a tag's first subtag names (`fa` of `fa-IR`), or null. */
const primary = (text) => {
  const first = text.split("-")[0];
  return Object.hasOwn(LANGUAGES, first) ? first : null;
};

/**
 * Reads a BCP 47 tag by its language subtag, as the core's `Language::read` does (both are held
 * to one table of tags: tests/audits/language-tags.test.mjs): `fa-IR` is Persian; `-u-nu-` and the
 * region stay in the locale, so Intl honours them. A tag written with `_` (`zh_CN`) or a name
 * people write instead of a tag (`farsi`, `Persian`) is a near miss: spoken, with a note.
 * @param {string | null | undefined} tag
 * @returns {Reading}
 */
export function readLanguage(tag) {
  const text = String(tag ?? "").replace(WHITE_SPACE, "");
  // ASCII case only, as the core folds it.
  const lower = text.replace(/[A-Z]/g, (c) => c.toLowerCase());
  const nearMiss = (lang) => ({ lang: null, locale: lang, nearMiss: lang });
  const other = { lang: null, locale: DEFAULT_LANGUAGE, nearMiss: null };
  if (lower.includes("_")) {
    const lang = primary(lower.replaceAll("_", "-"));
    return lang ? nearMiss(lang) : other;
  }
  const lang = primary(lower);
  if (lang) {
    let locale = lang;
    try {
      locale = Intl.getCanonicalLocales(text)[0];
    } catch {
      // Not a well-formed tag beyond its language subtag: the language alone.
    }
    return { lang, locale, nearMiss: null };
  }
  for (const [name, about] of Object.entries(LANGUAGES)) {
    if (about.nearMisses.includes(lower)) return nearMiss(name);
  }
  return other;
}

/** The first of `tags` the playground speaks, as a reading; English when none. */
export function firstSpoken(tags) {
  for (const tag of tags) {
    const reading = readLanguage(tag);
    if (reading.lang) return reading;
  }
  return { lang: DEFAULT_LANGUAGE, locale: DEFAULT_LANGUAGE, nearMiss: null };
}

/**
 * The language `node` is written in, as authors expect: its own `lang`, else its nearest
 * ancestor's (through shadow roots to their hosts), else the browser's languages, else English.
 * A `lang` the playground does not speak is passed over (an unsupported language falls back
 * quietly); the first near miss met is reported so the caller can note it.
 * @param {Element} node
 * @returns {Reading & { lang: string }}
 */
export function languageOf(node) {
  /** @type {Node | null} */
  let at = node;
  while (at) {
    if (at.nodeType === 1) {
      const tag = /** @type {Element} */ (at).getAttribute("lang");
      if (tag) {
        const reading = readLanguage(tag);
        if (reading.lang) return { ...reading, lang: reading.lang };
        if (reading.nearMiss) return { lang: reading.nearMiss, locale: reading.nearMiss, nearMiss: tag };
        // A language we do not speak: English, quietly.
        return { lang: DEFAULT_LANGUAGE, locale: DEFAULT_LANGUAGE, nearMiss: null };
      }
    }
    const parent = /** @type {Node} */ (at).parentNode;
    at = parent && parent.nodeType === 11 && "host" in parent ? /** @type {ShadowRoot} */ (parent).host : parent;
  }
  const browser = firstSpoken(globalThis.navigator?.languages ?? []);
  return { ...browser, lang: browser.lang ?? DEFAULT_LANGUAGE };
}

const formatters = new Map();

/**
 * The words of `lang` in `locale` (its digits, grouping and plurals): the catalog is fetched on
 * first use (only this language's), then shared.
 * @param {string} lang
 * @param {string} [locale]
 * @returns {Promise<Formatter>}
 */
export function wordsFor(lang, locale = lang) {
  const key = `${lang}|${locale}`;
  if (!formatters.has(key)) {
    const load = CATALOGS[lang] ?? CATALOGS[DEFAULT_LANGUAGE];
    formatters.set(
      key,
      load().then((module) => {
        let safe = locale;
        try {
          new Intl.NumberFormat(locale);
        } catch {
          safe = lang;
        }
        return new Formatter(module.default, safe, Boolean(LANGUAGES[lang]?.rtl));
      }),
    );
  }
  return formatters.get(key);
}

/** The language's writing direction. */
export const dirOf = (lang) => (LANGUAGES[lang]?.rtl ? "rtl" : "ltr");

/** The messages shown by each element, so a change of language re-renders them. */
const shown = new WeakMap();

/**
 * Shows message `id` with `args` as `el`'s text, in `words`; remembered, so `translate` can say
 * it again in another language. A message object from the core may be passed as `id`.
 * @param {Element} el
 * @param {Formatter} words
 * @param {string | { id: string, args?: object } | null} id
 * @param {object} [args]
 */
export function say(el, words, id, args = {}) {
  if (!id) {
    shown.delete(el);
    el.textContent = "";
    return;
  }
  const message = typeof id === "string" ? { id, args } : id;
  shown.set(el, message);
  el.replaceChildren(words.nodes(message, el.ownerDocument));
}

/**
 * Puts a view's static words in place: `data-t="id"` sets an element's text, `data-t-<attr>="id"`
 * one of its attributes (`data-t-aria-label`, `data-t-title`), and elements shown with `say`
 * are said again. `root` itself is included.
 * @param {ParentNode & Element} root
 * @param {Formatter} words
 */
export function translate(root, words) {
  const nodes = [.../** @type {any} */ (root).nodeType === 1 ? [root] : [], ...root.querySelectorAll("*")];
  for (const el of nodes) {
    const message = shown.get(el);
    if (message) el.replaceChildren(words.nodes(message, el.ownerDocument));
    if (!(el instanceof Element) || !el.attributes) continue;
    for (const attr of Array.from(el.attributes)) {
      if (attr.name === "data-t") el.replaceChildren(words.nodes({ id: attr.value, args: argsOf(el) }, el.ownerDocument));
      else if (attr.name === "data-num") el.textContent = words.number(Number(attr.value));
      else if (attr.name === "data-t-args") continue;
      else if (attr.name.startsWith("data-t-")) el.setAttribute(attr.name.slice(7), words.format(attr.value, argsOf(el)));
    }
  }
}

/**
 * The arguments of an element's static words (`data-t-args`, a JSON object: the numbers a
 * sentence speaks of are arguments, so they take the reader's digits).
 * @param {Element} el
 * @returns {Record<string, any>}
 */
export function argsOf(el) {
  const text = el.getAttribute("data-t-args");
  if (!text) return {};
  try {
    const args = JSON.parse(text);
    return args && typeof args === "object" ? args : {};
  } catch {
    return {};
  }
}

/** Marks `el` as written in `words`' language: `lang` and `dir`. */
export function mark(el, words, lang) {
  el.setAttribute("lang", words.locale || lang);
  el.setAttribute("dir", words.rtl ? "rtl" : "ltr");
}

/**
 * What went wrong, as a message: the core's (a wasm error carries `words`; one from a worker
 * carries the message as JSON), else the error's own text.
 * @param {any} error
 * @returns {{ id: string, args: Record<string, any> }}
 */
export function errorWords(error) {
  if (error?.words?.id) return error.words;
  const text = String(error?.message ?? error);
  if (text.startsWith("{")) {
    try {
      const parsed = JSON.parse(text);
      if (parsed && typeof parsed.id === "string") return { id: parsed.id, args: parsed.args ?? {} };
    } catch {
      // not a message
    }
  }
  if (error?.id && typeof error.id === "string" && error.args) return error;
  return { id: "error.text", args: { reason: text } };
}

/** An Error carrying a message (its `words`), with English text for a console. */
export class WordsError extends Error {
  /** @param {string} id @param {Record<string, any>} [args] */
  constructor(id, args = {}) {
    super(JSON.stringify({ id, args }));
    this.words = { id, args };
  }
}

/** Several sentences as one message, in the language's way of running them on. */
export function sentences(list) {
  if (list.length <= 1) return list[0] ?? null;
  return { id: "sentences", args: { first: list[0], rest: sentences(list.slice(1)) } };
}
