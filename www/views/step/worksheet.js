// A lesson's printable worksheet, laid out from the core's (Lesson.worksheet): the title and a
// line for the student's name, then each question numbered, with the board it is asked on (the
// core's picture for paper), its words and room to answer (a box to write a number in, the
// options to circle, an empty board to mark a square on), then the answer key on a page of its
// own. The core decides what is on the sheet; this module only lays it out, for print: @page
// margins that fit both A4 and Letter, nothing that needs colour, no controls.
//
// A lesson's words are text: every node is built with the DOM (nodesOf), never parsed as markup;
// the boards are the core's own SVG. The sheet is a document of its own: the element hands it
// back as an HTML file (its stylesheet inline), and the reader prints it in a frame (its
// stylesheet constructed, as the page's own, so a strict style-src keeps it).
import { markCode, markPieces, nodesOf, plain } from "../../message.js";
import { dirOf } from "../../lang.js";

/** The sheet's stylesheet: print first (the paper is what it is for), a column on screen. */
export const WORKSHEET_CSS = `
@page { margin: 14mm 15mm; }
html { color: #000; background: #fff; font: 11pt/1.45 system-ui, "Noto Sans", "Noto Sans Arabic", "Noto Sans Devanagari", "Noto Sans CJK SC", sans-serif; }
body { margin: 0; }
@media screen { body { max-width: 180mm; margin: 8mm auto; padding: 0 6mm; } }
h1 { font-size: 17pt; line-height: 1.25; margin: 0 0 3mm; }
h2 { font-size: 12.5pt; margin: 0 0 1.5mm; }
.name { display: flex; align-items: flex-end; gap: 2mm; margin: 0 0 5mm; }
.name .line { flex: 0 1 90mm; border-bottom: 1px solid #000; height: 1.3em; }
.question { break-inside: avoid; border-top: 0.75pt solid #000; padding-top: 2.5mm; margin: 0 0 4mm; }
.prompt { margin: 0 0 2mm; }
.boards { display: flex; flex-wrap: wrap; gap: 8mm; align-items: flex-start; }
figure { margin: 0; }
figure svg { display: block; width: 52mm; height: auto; }
figcaption { font-size: 9.5pt; margin: 0 0 1mm; max-width: 52mm; }
.answer-room { flex: 1 1 60mm; min-width: 55mm; }
.answer-room p { margin: 0 0 2mm; }
.box { display: block; width: 40mm; height: 10mm; border: 1px solid #000; }
.options { margin: 0; padding-inline-start: 7mm; }
.options li { margin: 0 0 1.5mm; padding-inline-start: 1mm; }
.key { break-before: page; }
.key h2 { font-size: 15pt; margin: 0 0 3mm; }
.key ol { margin: 0; padding-inline-start: 7mm; }
.key li { break-inside: avoid; margin: 0 0 3mm; }
.key li p { margin: 0 0 1mm; }
.said { font-weight: 600; }
code { font-family: ui-monospace, "Cascadia Mono", "DejaVu Sans Mono", monospace; font-size: 0.95em; unicode-bidi: isolate; }
:lang(fa) .options, :lang(fa) .key ol { list-style-type: persian; }
`;

/**
 * Fills `doc` (an empty HTML document) with the worksheet: every node built with the DOM.
 * @param {Document} doc
 * @param {any} sheet the core's worksheet (Lesson.worksheet)
 * @param {import("../../message.js").Formatter} words the reader's words (labels and the core's sentences)
 */
export function fillWorksheet(doc, sheet, words) {
  const primary = (tag) => String(tag).split("-")[0].toLowerCase();
  const ownDigits = primary(sheet.language) === primary(words.locale);
  const number = ownDigits ? (k) => words.number(k) : (k) => new Intl.NumberFormat(sheet.language).format(k);
  /** Filled text as nodes: the lesson's words, numbers, the core's sentences. */
  const said = (segments) =>
    nodesOf(markPieces((segments ?? []).map((piece) => (typeof piece === "string" ? { raw: piece } : { marked: typeof piece === "number" ? number(piece) : words.marked(piece.id, piece.args) }))), doc);
  const el = (tag, attributes = {}, ...children) => {
    const node = doc.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) if (value != null) node.setAttribute(name, value);
    node.append(...children);
    return node;
  };
  /** An element of the lesson's words: in the sheet's language, or the one a translation left. */
  const lessonText = (tag, segments, lang, attributes = {}) => {
    const node = el(tag, attributes, said(segments));
    node.lang = lang ?? sheet.language;
    node.dir = lang ? dirOf(lang) : sheet.dir;
    return node;
  };
  const label = (id, args) => nodesOf(words.marked(id, args), doc);
  const picture = (svg) => doc.importNode(new DOMParser().parseFromString(svg, "image/svg+xml").documentElement, true);

  const html = doc.documentElement;
  html.lang = words.locale;
  html.dir = words.rtl ? "rtl" : "ltr";
  doc.title = words.format("worksheet.document", { title: plain(markCode(sheet.title), words.rtl) });
  const head = doc.head;
  head.append(el("meta", { charset: "utf-8" }), el("meta", { name: "viewport", content: "width=device-width, initial-scale=1" }));
  const title = el("h1", {}, nodesOf(markCode(sheet.title), doc));
  title.lang = sheet.language;
  title.dir = sheet.dir;
  const body = doc.body;
  body.replaceChildren(title, el("p", { class: "name" }, el("span", {}, label("worksheet.name")), el("span", { class: "line", "aria-hidden": "true" })));

  for (const question of sheet.questions) {
    const heading = el("h2", { id: `q${question.number}` }, label("worksheet.question", { k: question.number }));
    const boards = el("div", { class: "boards" }, el("figure", { class: "position" }, picture(question.board)));
    const room = el("div", { class: "answer-room" });
    if (question.form === "pick" && question.blank) {
      boards.append(el("figure", { class: "blank" }, el("figcaption", {}, label("worksheet.mark")), picture(question.blank)));
    } else if (question.form === "choose") {
      room.append(el("p", {}, label("worksheet.choose")));
      const options = el("ol", { class: "options" });
      question.options.forEach((segments, i) => options.append(lessonText("li", segments, question.optionsLang[i])));
      room.append(options);
    } else {
      room.append(el("p", {}, label("worksheet.write")), el("span", { class: "box", "aria-hidden": "true" }));
    }
    if (room.childNodes.length) boards.append(room);
    body.append(el("section", { class: "question", "aria-labelledby": `q${question.number}` }, heading, lessonText("p", question.prompt, question.promptLang, { class: "prompt" }), boards));
  }

  const key = el("ol");
  for (const question of sheet.questions) {
    const item = el("li", { value: String(question.number) }, el("p", { class: "said" }, label(question.answer.id, question.answer.args)));
    if (question.explanation) item.append(lessonText("p", question.explanation, question.explanationLang));
    key.append(item);
  }
  body.append(el("section", { class: "key", "aria-labelledby": "key" }, el("h2", { id: "key" }, label("worksheet.key")), key));
}

/**
 * The worksheet as an HTML file's text: a document of its own, its stylesheet inline.
 * @param {any} sheet the core's worksheet
 * @param {import("../../message.js").Formatter} words
 */
export function worksheetHtml(sheet, words) {
  const doc = document.implementation.createHTMLDocument("");
  fillWorksheet(doc, sheet, words);
  const style = doc.createElement("style");
  style.textContent = WORKSHEET_CSS;
  doc.head.append(style);
  return `<!doctype html>\n${doc.documentElement.outerHTML}\n`;
}

/**
 * Prints the worksheet through the browser's print, from a frame of its own beside `host` (so
 * nothing of the page, its controls included, is printed). Resolves once print was called.
 * @param {HTMLElement} host where the frame goes
 * @param {any} sheet the core's worksheet
 * @param {import("../../message.js").Formatter} words
 */
export async function printWorksheet(host, sheet, words) {
  host.querySelector(":scope > iframe.worksheet-frame")?.remove();
  const frame = document.createElement("iframe");
  frame.className = "worksheet-frame";
  frame.setAttribute("aria-hidden", "true");
  frame.tabIndex = -1;
  frame.title = words.format("worksheet.document", { title: plain(markCode(sheet.title), words.rtl) });
  // An empty frame of the page's own origin: its document is filled here, node by node.
  const loaded = new Promise((resolve) => frame.addEventListener("load", resolve, { once: true }));
  host.append(frame);
  if (frame.contentDocument?.readyState !== "complete") await loaded;
  const win = /** @type {Window & typeof globalThis} */ (frame.contentWindow);
  const doc = win.document;
  fillWorksheet(doc, sheet, words);
  // A constructed sheet, which the page's style-src does not stop (an inline one it would).
  const sheetCss = new win.CSSStyleSheet();
  sheetCss.replaceSync(WORKSHEET_CSS);
  doc.adoptedStyleSheets = [sheetCss];
  win.focus();
  win.print();
}
