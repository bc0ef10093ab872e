// The catalogs' pattern syntax, read as the core reads it (crates/nqueens-core/src/words/
// pattern.rs), and rendered in one language with the browser's Intl: every number through one
// Intl.NumberFormat of the reader's locale (its digits and grouping: `fa` writes ۹۲,
// `hi-u-nu-deva` ९२, `hi` groups 1,47,72,512), plurals by Intl.PluralRules (Hindi and Persian
// say "one" for 0), lists by Intl.ListFormat. In a right-to-left language every inserted
// message, name or list is wrapped in Unicode isolates (FSI … PDI), and code quoted in braces
// in left-to-right ones (LRI … PDI), so a coordinate or a piece of code keeps its own direction
// inside the sentence.
//
//   {name}                    the argument: a number in the locale's digits, text as it is,
//                             a message rendered, a list joined by the catalog's "sep"
//   {name, number, 2}         exactly 2 decimals        {name, plain}    no grouping
//   {name, percent}           a fraction as a percentage
//   {name, join}              joined by "sep"           {name, array}    joined by "sep.array"
//   {name, list}              "a, b and c", the language's way
//   {name, plural, =0 {…} one {# …} other {# …}}      {name, select, key {…} other {…}}
//   `code`                    a code mark (placeholders may stand inside: `q[{row}] = {col}`):
//                             <code dir="ltr"> in the DOM (`nodes`), U+2066 … U+2069 in plain
//                             text (`format`: aria labels, titles, a canvas)
//   '{' quotes a brace, '`' a backtick, '' is an apostrophe
//
// Plain data and functions; only `nodes` builds DOM nodes (in the document it is given), so the
// module is safe to import anywhere.

/** @typedef {{ id: string, args?: Record<string, any> }} Message */

const FSI = "\u2068";
/** Left-to-right isolate: a column list such as [0, 4, 7, …] is notation, read left to right in
 * every language (as the tutorials write it). */
const LRI = "\u2066";
const PDI = "\u2069";
/** Private-use marks around a code mark's text while a sentence is put together (taken out of
 * every argument, so no value can forge one). */
const OPEN = "\uE000";
const CLOSE = "\uE001";
const MARKS = /[\uE000\uE001]/g;
/** Text with no forged code marks. */
const unmarked = (text) => String(text).replace(MARKS, "");

/**
 * Text whose code marks are the private-use marks, as plain text: each code mark a
 * left-to-right isolate in a right-to-left language, and just its text in a left-to-right one
 * (where code already reads in its own order, and an isolate would only be an invisible
 * character in a label).
 * @param {string} text
 * @param {boolean} [rtl]
 */
export function plain(text, rtl = true) {
  return rtl ? text.replaceAll(OPEN, LRI).replaceAll(CLOSE, PDI) : text.replace(MARKS, "");
}

/**
 * Text whose code marks are the private-use marks, as DOM nodes: text nodes, and each code mark
 * a `<code dir="ltr">` (a left-to-right isolate). Never parsed as markup.
 * @param {string} text
 * @param {Document} [doc]
 * @returns {DocumentFragment}
 */
export function nodesOf(text, doc = globalThis.document) {
  const fragment = doc.createDocumentFragment();
  let depth = 0;
  let code = null;
  let run = "";
  const flush = () => {
    if (!run) return;
    (code ?? fragment).append(doc.createTextNode(run));
    run = "";
  };
  for (const c of text) {
    if (c === OPEN) {
      if (depth++ === 0) {
        flush();
        code = doc.createElement("code");
        code.setAttribute("dir", "ltr");
      }
    } else if (c === CLOSE) {
      if (depth > 0 && --depth === 0) {
        flush();
        fragment.append(code);
        code = null;
      }
    } else run += c;
  }
  flush();
  if (code) fragment.append(code);
  return fragment;
}

/**
 * A text written by a person (a lesson's sentence) with its code marks as the private-use
 * marks: `code` between backticks, '`' a literal backtick. Anything else in it is kept as it is.
 * @param {string} text
 */
export function markCode(text) {
  return markPieces([{ raw: text }]);
}

/**
 * Text put together from pieces, some raw (a lesson's own words, whose backticks are code
 * marks: '`' is a backtick itself) and some already marked (a number, a message the catalogs
 * render): a code mark may open in one raw piece and close in a later one, around a value, as
 * in `q[1] = {col}`.
 * @param {Array<{ raw: string } | { marked: string }>} pieces
 */
export function markPieces(pieces) {
  let out = "";
  let open = false;
  for (const piece of pieces) {
    if (!("raw" in piece)) {
      out += piece.marked;
      continue;
    }
    const chars = Array.from(unmarked(piece.raw));
    for (let i = 0; i < chars.length; i++) {
      if (chars[i] === "'" && chars[i + 1] === "`" && chars[i + 2] === "'") {
        out += "`";
        i += 2;
      } else if (chars[i] === "`") {
        out += open ? CLOSE : OPEN;
        open = !open;
      } else out += chars[i];
    }
  }
  return open ? out + CLOSE : out;
}

/**
 * Parses a pattern into parts; throws an Error saying what is wrong and where.
 * @param {string} text
 */
export function parse(text) {
  const chars = Array.from(text);
  let at = 0;
  const peek = () => chars[at];
  const fail = (why) => {
    throw new Error(`${why} at character ${at}`);
  };
  const blanks = () => {
    while (at < chars.length && /\s/.test(chars[at])) at++;
  };
  const word = () => {
    const start = at;
    while (at < chars.length && /[A-Za-z0-9_=-]/.test(chars[at])) at++;
    return chars.slice(start, at).join("");
  };
  const expect = (want) => {
    blanks();
    if (peek() !== want) fail(`expected '${want}'`);
    at++;
  };
  /** @returns {any[]} */
  const pattern = (inPlural, inCode = false) => {
    const parts = [];
    let textPart = "";
    const flush = () => {
      if (textPart) parts.push({ t: "text", v: textPart });
      textPart = "";
    };
    while (at < chars.length) {
      const c = peek();
      if (c === "}") break;
      if (c === "`" && inCode) break;
      if (c === "`") {
        flush();
        const start = at;
        at++;
        const code = pattern(inPlural, true);
        if (peek() !== "`") {
          at = start;
          fail("unclosed code mark");
        }
        at++;
        parts.push({ t: "code", parts: code });
      } else if (c === "{") {
        flush();
        at++;
        parts.push(placeholder());
      } else if (c === "#" && inPlural) {
        flush();
        at++;
        parts.push({ t: "count" });
      } else if (c === "'") {
        at++;
        const next = peek();
        if (next === "'") {
          at++;
          textPart += "'";
        } else if (next === "{" || next === "}" || next === "#" || next === "`") {
          for (;;) {
            if (at >= chars.length) fail("unclosed quote");
            if (peek() === "'" && chars[at + 1] === "'") {
              textPart += "'";
              at += 2;
            } else if (peek() === "'") {
              at++;
              break;
            } else {
              textPart += chars[at++];
            }
          }
        } else {
          textPart += "'";
        }
      } else {
        textPart += c;
        at++;
      }
    }
    flush();
    return parts;
  };
  const placeholder = () => {
    blanks();
    const name = word();
    if (!name || name.includes("=")) fail("expected an argument name");
    blanks();
    if (peek() === "}") {
      at++;
      return { t: "value", name, show: "value" };
    }
    expect(",");
    blanks();
    const kind = word();
    let part;
    if (kind === "plural" || kind === "select") {
      expect(",");
      const options = [];
      for (;;) {
        blanks();
        if (peek() === "}" || at >= chars.length) break;
        const key = word();
        if (!key) fail("expected a key");
        expect("{");
        const branch = pattern(kind === "plural");
        expect("}");
        if (kind === "plural" && key.startsWith("=") && !/^=-?\d+$/.test(key)) fail(`'${key}' is not =N`);
        options.push([key, branch]);
      }
      if (!options.some(([key]) => key === "other")) fail(`the ${kind} of '${name}' has no 'other' branch`);
      part = { t: kind, name, options };
    } else if (kind === "number") {
      expect(",");
      blanks();
      const digits = word();
      if (!/^[0-6]$/.test(digits)) fail(`'${digits}' is not a count of decimals`);
      part = { t: "value", name, show: "number", digits: Number(digits) };
    } else if (["plain", "percent", "join", "array", "list"].includes(kind)) {
      part = { t: "value", name, show: kind };
    } else {
      fail(`unknown placeholder kind '${kind}'`);
    }
    expect("}");
    return part;
  };
  const parts = pattern(false);
  if (at < chars.length) fail("unmatched '}'");
  return parts;
}

/** The argument names a pattern uses (for the catalog check). */
export function placeholders(parts, into = new Set()) {
  for (const part of parts) {
    if (part.t === "value") into.add(part.name);
    else if (part.t === "code") placeholders(part.parts, into);
    else if (part.t === "plural" || part.t === "select") {
      into.add(part.name);
      for (const [, branch] of part.options) placeholders(branch, into);
    }
  }
  return into;
}

/** Every plural and select in a pattern, with their keys (for the catalog check). */
export function choices(parts, into = []) {
  for (const part of parts) {
    if (part.t === "code") choices(part.parts, into);
    else if (part.t === "plural" || part.t === "select") {
      into.push({ kind: part.t, name: part.name, keys: part.options.map(([key]) => key) });
      for (const [, branch] of part.options) choices(branch, into);
    }
  }
  return into;
}

const isWhole = (value) => typeof value === "string" && /^-?\d+$/.test(value);

/**
 * One language's words: a catalog (message id → pattern) and the locale whose digits, plurals
 * and lists they are written with.
 */
export class Formatter {
  /**
   * @param {Readonly<Record<string, string>>} catalog
   * @param {string} locale a BCP 47 tag the browser accepts (`fa`, `hi-u-nu-deva`, `zh-CN`)
   * @param {boolean} rtl whether the language is written right to left
   */
  constructor(catalog, locale, rtl) {
    this.catalog = catalog;
    this.locale = locale;
    this.rtl = rtl;
    this.parsed = new Map();
    this.numbers = new Map();
    this.plurals = new Intl.PluralRules(locale);
  }

  /** A number in the locale's digits; `options` as Intl.NumberFormat takes them. */
  number(value, options = undefined) {
    const key = options ? JSON.stringify(options) : "";
    let format = this.numbers.get(key);
    if (!format) {
      format = new Intl.NumberFormat(this.locale, options);
      this.numbers.set(key, format);
    }
    if (typeof value === "bigint") return format.format(value);
    if (isWhole(value)) return format.format(BigInt(value));
    return format.format(Number(value));
  }

  /** The parts of `id`'s pattern, or null when the catalog has no such message. */
  pattern(id) {
    if (!this.parsed.has(id)) {
      const text = this.catalog[id];
      let parts = null;
      if (typeof text === "string") {
        try {
          parts = parse(text);
        } catch {
          parts = [{ t: "text", v: text }];
        }
      }
      this.parsed.set(id, parts);
    }
    return this.parsed.get(id);
  }

  /**
   * The message `id` with `args`, in this language. An id the catalog lacks reads as the id
   * itself (the catalog check keeps that from happening).
   * @param {string} id
   * @param {Record<string, any>} [args]
   */
  format(id, args = {}) {
    return plain(this.marked(id, args), this.rtl);
  }

  /** The message `id` with its code marks as the private-use marks (for `plain`, `nodesOf`). */
  marked(id, args = {}) {
    const parts = this.pattern(id);
    if (!parts) return unmarked(id);
    return this.render(parts, args ?? {}, undefined);
  }

  /** A message from the core or a view: `{ id, args }`, as plain text. @param {Message} message */
  message(message) {
    return this.format(message.id, message.args);
  }

  /**
   * A message as DOM nodes, its code marks `<code dir="ltr">`: what goes into the page.
   * @param {Message} message
   * @param {Document} [doc]
   */
  nodes(message, doc = globalThis.document) {
    return nodesOf(this.marked(message.id, message.args), doc);
  }

  render(parts, args, count) {
    let out = "";
    for (const part of parts) {
      if (part.t === "text") out += part.v;
      else if (part.t === "code") out += OPEN + this.render(part.parts, args, count) + CLOSE;
      else if (part.t === "count") out += count === undefined ? "" : this.number(count);
      else if (part.t === "value") out += this.show(args[part.name], part, part.name);
      else if (part.t === "plural") {
        const raw = args[part.name];
        const n = Array.isArray(raw) ? raw.length : isWhole(raw) ? Number(raw) : Number(raw ?? NaN);
        const exact = part.options.find(([key]) => key.startsWith("=") && Number(key.slice(1)) === n);
        const category = Number.isFinite(n) ? this.plurals.select(n) : "other";
        const chosen = exact ?? part.options.find(([key]) => key === category) ?? part.options.find(([key]) => key === "other");
        out += this.render(chosen[1], args, Array.isArray(raw) ? raw.length : raw);
      } else if (part.t === "select") {
        const raw = args[part.name];
        const key = raw && typeof raw === "object" && !Array.isArray(raw) ? raw.id : String(raw);
        const chosen = part.options.find(([k]) => k === key) ?? part.options.find(([k]) => k === "other");
        out += this.render(chosen[1], args, count);
      }
    }
    return out;
  }

  /** One argument as its placeholder shows it. */
  show(value, part, name) {
    if (value === undefined || value === null) return `{${unmarked(name)}}`;
    if (Array.isArray(value)) {
      const items = value.map((item) => this.item(item));
      if (part.show === "list") return this.isolate(this.list(items));
      if (part.show === "array") return this.rtl ? `${LRI}${items.join(this.format("sep.array"))}${PDI}` : items.join(this.format("sep.array"));
      return this.isolate(items.join(this.format("sep")));
    }
    if (typeof value === "number" || typeof value === "bigint" || isWhole(value)) {
      if (part.show === "number") return this.number(value, { minimumFractionDigits: part.digits, maximumFractionDigits: part.digits });
      if (part.show === "plain") return this.number(value, { useGrouping: false });
      if (part.show === "percent") return this.number(value, { style: "percent" });
      return this.number(value, Number.isInteger(Number(value)) || typeof value !== "number" ? undefined : { maximumFractionDigits: 2 });
    }
    return this.isolate(this.item(value));
  }

  /** Items as the language says "a, b and c". @param {string[]} items */
  list(items) {
    return new Intl.ListFormat(this.locale, { type: "conjunction" }).format(items);
  }

  /** A list's item, or a lone text or message (a message keeps its code marks). */
  item(value) {
    if (value && typeof value === "object" && typeof value.id === "string") return this.marked(value.id, value.args);
    if (typeof value === "number" || typeof value === "bigint" || isWhole(value)) return this.number(value);
    return unmarked(value);
  }

  /** Text inserted into a right-to-left sentence keeps its own direction. */
  isolate(text) {
    return this.rtl && text ? `${FSI}${text}${PDI}` : text;
  }
}
