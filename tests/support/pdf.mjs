// Reads what a test needs from a PDF that Chromium printed (page.pdf with `outline: true`): its
// pages in order, and its outline (the document's headings), each heading with the page it is
// on. Chromium writes plain objects (no object streams), so the dictionaries are read as text;
// the pages' contents (compressed streams) are never needed.

/** Each object's dictionary text (up to its stream or its end), by object number. */
function objects(text) {
  const found = new Map();
  const start = /(\d+) 0 obj\b/g;
  let match;
  while ((match = start.exec(text))) {
    const from = match.index + match[0].length;
    const ends = [text.indexOf("endobj", from), text.indexOf("stream", from)].filter((i) => i >= 0);
    found.set(Number(match[1]), text.slice(from, Math.min(...ends)));
  }
  return found;
}

/** A PDF string (literal `(…)` or hex `<…>`) at the start of `source`, decoded. */
function pdfString(source) {
  const bytes = [];
  if (source.startsWith("<")) {
    const hex = source.slice(1, source.indexOf(">")).replace(/\s/g, "");
    for (let i = 0; i < hex.length; i += 2) bytes.push(parseInt(hex.slice(i, i + 2).padEnd(2, "0"), 16));
  } else {
    let depth = 0;
    for (let i = 1; i < source.length; i++) {
      const c = source[i];
      if (c === "\\") {
        const next = source[++i];
        const octal = /^[0-7]{1,3}/.exec(source.slice(i))?.[0];
        if (octal) {
          bytes.push(parseInt(octal, 8));
          i += octal.length - 1;
        } else bytes.push({ n: 10, r: 13, t: 9, b: 8, f: 12 }[next] ?? next.charCodeAt(0));
        continue;
      }
      if (c === "(") depth++;
      if (c === ")" && depth-- === 0) break;
      bytes.push(c.charCodeAt(0));
    }
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(Uint8Array.from(bytes.slice(2)));
  return String.fromCharCode(...bytes);
}

/**
 * The pages (object numbers, in order) and the outline's headings (`{ title, page }`, page
 * counted from 1, in the outline's order) of a PDF.
 * @param {Buffer} buffer
 */
export function readPdf(buffer) {
  const text = buffer.toString("latin1");
  const all = objects(text);
  const kids = (dict) => [...(/\/Kids\s*\[([^\]]*)\]/.exec(dict)?.[1] ?? "").matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]));
  const roots = [...all].filter(([, dict]) => /\/Type\s*\/Pages\b/.test(dict) && !/\/Parent\b/.test(dict));
  if (roots.length !== 1) throw new Error(`${roots.length} page trees`);
  const pages = [];
  const walk = (number) => {
    const dict = all.get(number) ?? "";
    if (/\/Type\s*\/Pages\b/.test(dict)) kids(dict).forEach(walk);
    else if (/\/Type\s*\/Page\b/.test(dict)) pages.push(number);
  };
  walk(roots[0][0]);
  // Outline items: a /Title and a destination, an explicit [page /XYZ …] array; in the order
  // of /First and /Next from the outline's root.
  const headings = [];
  const visit = (number) => {
    for (let at = number; at != null; ) {
      const dict = all.get(at) ?? "";
      const title = /\/Title\s*([(<])/.exec(dict);
      const dest = /\/Dest\s*\[\s*(\d+) 0 R/.exec(dict);
      if (title) headings.push({ title: pdfString(dict.slice(title.index + title[0].length - 1)), page: dest ? pages.indexOf(Number(dest[1])) + 1 : 0 });
      const first = /\/First\s+(\d+) 0 R/.exec(dict);
      if (first) visit(Number(first[1]));
      const next = /\/Next\s+(\d+) 0 R/.exec(dict);
      at = next ? Number(next[1]) : null;
    }
  };
  const catalog = [...all.values()].find((dict) => /\/Type\s*\/Catalog\b/.test(dict)) ?? "";
  const outlines = /\/Outlines\s+(\d+) 0 R/.exec(catalog);
  if (outlines) {
    const first = /\/First\s+(\d+) 0 R/.exec(all.get(Number(outlines[1])) ?? "");
    if (first) visit(Number(first[1]));
  }
  // Every page object there is, counted the plain way too, so a page left out of the tree shows.
  const pageObjects = [...all.values()].filter((dict) => /\/Type\s*\/Page\b/.test(dict)).length;
  return { pages: pages.length, pageObjects, headings };
}
