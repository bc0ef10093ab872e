// The code panel beside the Step board: the program the chosen strategy runs, in the language
// the reader picks (Python, C, C++ or Java, as the tutorials write them), with the line the current
// event comes from lit. The core writes the program (codeListing) and says which place of it
// each event comes from (StepPicture.spot, whose line the listing gives), so the lit line, the
// narration and the tree are read off the same event and cannot disagree.
import { build } from "../shared/dom.js";
import { say } from "../../lang.js";

const TEMPLATE = `
<section class="code-box" aria-labelledby="{id}title">
  <div class="code-head">
    <h3 id="{id}title" class="panel-title" data-t="code.title"></h3>
    <label class="code-lang"><span data-t="code.language"></span>
      <select data-part="lang"></select></label>
  </div>
  <p class="hint code-caption" data-part="caption"></p>
  <p class="hint code-only" data-part="only" data-t="code.only-python" hidden></p>
  <pre class="code" dir="ltr" data-part="code" tabindex="0" aria-labelledby="{id}title" aria-describedby="{id}lit"></pre>
  <p class="visually-hidden code-lit" id="{id}lit" data-part="lit"></p>
</section>`;

const KEYWORDS = new Set([
  "def", "for", "in", "if", "elif", "else", "while", "return", "not", "and", "or", "continue",
  "None", "True", "False", "lambda", "break", "pass", "import",
  // C, C++ and Java
  "int", "bool", "boolean", "void", "const", "static", "final", "public", "class", "true",
  "false", "auto", "using", "namespace", "new",
]);

/** What starts a comment in each language's programs. */
const COMMENT = { python: "#", c: "//", cpp: "//", java: "//" };

/** Appends `text` to `parent` with comments, strings and keywords in their own spans (text
 * nodes only: the program is the core's, but nothing here is ever parsed as markup). */
function highlight(parent, text, language) {
  const pattern =
    language === "python" ? /(#.*$)|("[^"]*")|\b([A-Za-z_]+)\b/g : /(\/\/.*$)|("[^"]*"|<\w+>$)|(#\w+|\b[A-Za-z_]+\b)/g;
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    const [whole, comment, string, word] = match;
    const kind = comment ? "comment" : string ? "string" : KEYWORDS.has(word) || word?.startsWith("#") ? "keyword" : "";
    if (!kind) continue;
    parent.append(text.slice(at, match.index));
    const span = document.createElement("span");
    span.className = `tok-${kind}`;
    span.textContent = whole;
    parent.append(span);
    at = match.index + whole.length;
  }
  parent.append(text.slice(at));
}

export class CodePanel {
  /**
   * @param {HTMLElement} root
   * @param {{ words: import("../../message.js").Formatter }} host whose words the comments are in
   */
  constructor(root, host) {
    this.root = root;
    this.host = host;
    this.part = build(root, TEMPLATE, host.words);
    this.lines = [];
    this.lit = 0;
    /** Called with the language the reader picks in the menu. */
    this.onLanguage = null;
    this.part("lang").addEventListener("change", (event) => this.onLanguage?.(/** @type {HTMLSelectElement} */ (event.target).value));
  }

  /** The menu's languages: the core's `codeLanguages`, each by its own name. */
  setLanguages(languages) {
    const menu = /** @type {HTMLSelectElement} */ (this.part("lang"));
    menu.replaceChildren(...languages.map(({ name, label }) => new Option(label, name)));
  }

  /** The language the menu shows (the one asked for, even where the program is Python's). */
  get language() {
    return /** @type {import("../../../nqueens-wasm.js").CodeLanguage} */ (/** @type {HTMLSelectElement} */ (this.part("lang")).value);
  }

  set language(name) {
    /** @type {HTMLSelectElement} */ (this.part("lang")).value = name;
  }

  /** Whether the menu is fixed: a lesson chose the language its questions are about. */
  get fixed() {
    return /** @type {HTMLSelectElement} */ (this.part("lang")).disabled;
  }

  set fixed(fixed) {
    /** @type {HTMLSelectElement} */ (this.part("lang")).disabled = fixed;
  }

  /** The 1-based line of the program shown that `spot` (StepPicture.spot) lights. */
  lineOf(spot) {
    const spots = this.listing?.spots ?? {};
    return spots[spot] ?? spots.start ?? 1;
  }

  /** A new program: `listing` is the core's codeListing for the search being stepped. */
  load(listing) {
    this.listing = listing;
    const words = this.host.words;
    const pre = this.part("code");
    const mark = COMMENT[listing.language] ?? "#";
    pre.dataset.language = listing.language;
    this.part("only").hidden = listing.language === this.language;
    // The code as the program has it; each comment in the reader's language, in its own
    // direction (a Persian comment reads right to left after left-to-right code).
    this.lines = listing.lines.map(({ code: source, comment }, i) => {
      const line = document.createElement("span");
      line.className = "line";
      line.dataset.line = String(i + 1);
      const number = document.createElement("span");
      number.className = "ln";
      number.setAttribute("aria-hidden", "true");
      number.textContent = String(i + 1);
      const code = document.createElement("span");
      code.className = "src";
      highlight(code, source, listing.language);
      if (comment) {
        const note = document.createElement("span");
        note.className = "tok-comment";
        note.dir = "auto";
        note.textContent = `${mark} ${words.message(comment)}`;
        code.append(note);
      }
      line.append(number, code, "\n");
      return line;
    });
    pre.replaceChildren(...this.lines);
    say(this.part("caption"), words, listing.caption);
    this.texts = listing.lines.map(({ code: source, comment }) => (comment ? `${source}${mark} ${words.message(comment)}` : source));
    this.lit = 0;
  }

  /** The language changed: the comments, the caption and the title again. */
  relabel() {
    if (this.listing) this.load(this.listing);
    this.show(this.spot);
  }

  /** Lights the line of `spot` (StepPicture.spot) and scrolls it into the middle of the box,
   * not the page. */
  show(spot) {
    this.spot = spot;
    const line = this.lineOf(spot);
    if (line === this.lit || !this.lines.length) return;
    this.lines[this.lit - 1]?.classList.remove("lit");
    this.lines[this.lit - 1]?.removeAttribute("aria-current");
    const node = this.lines[line - 1];
    this.lit = line;
    if (!node) return;
    node.classList.add("lit");
    node.setAttribute("aria-current", "true");
    say(this.part("lit"), this.host.words, "code.lit", { line, text: this.texts[line - 1].trim() });
    const pre = this.part("code");
    const top = node.offsetTop; // the box is positioned, so this is from its top
    if (top < pre.scrollTop + 8 || top + node.offsetHeight > pre.scrollTop + pre.clientHeight - 8) {
      pre.scrollTop = Math.max(0, top - pre.clientHeight / 2);
    }
  }
}
