// Strategies side by side, for the Step view: the same board (N and the fixed queens) searched by
// backtracking, lookup arrays and the two CP strategies in a worker. One table shows what each
// did, each figure counted by the core's definition of its measure (the column heads show it on
// hover and focus): the nodes every strategy counts the same way (the ranking), the branches and
// failures the tree draws, and what makes the strategies differ: the entries their safety checks
// examine (a scan of the board against three lookups), the values propagation removes, and time.
// Bars inside the ranked cells draw the same figures (hidden from assistive technology, which
// reads the numbers).
import { Jobs } from "../../jobs.js";
import { build, measuresOf, term } from "../shared/dom.js";
import { errorWords, say, sentences, translate } from "../../lang.js";
import { timeWords } from "../../words.js";

/** Events each run may take: N = 10 with all solutions by backtracking needs about 200,000. */
const MAX_EVENTS = 20_000_000;
/** The columns, each a core measure; those with a bar inside their cells. */
const COLUMNS = ["nodes", "examined", "removals", "seconds", "branches", "failures", "backtracks", "checks", "solutions"];
const BARS = new Set(["nodes", "examined", "seconds"]);
/** The measure strategies are ranked by: every strategy counts a node the same way. */
const RANK = "nodes";

const TEMPLATE = `
<section class="compare panel" aria-labelledby="{id}title">
  <h3 id="{id}title" class="panel-title" data-t="compare.title"></h3>
  <div class="compare-form">
    <span data-part="board" class="hint"></span>
    <label for="{id}mode" data-t="compare.mode"></label>
    <select id="{id}mode" data-part="mode">
      <option value="all" data-t="compare.mode.all"></option>
      <option value="first" data-t="compare.mode.first"></option>
    </select>
    <button type="button" data-part="run" class="primary" data-t="compare.run"></button>
    <button type="button" data-part="cancel" hidden data-t="ui.cancel"></button>
  </div>
  <p data-part="status" class="compare-status" role="status" aria-live="polite"></p>
  <div class="table-scroll" data-part="scroll" tabindex="0" role="region" aria-labelledby="{id}caption" hidden>
    <table data-part="table">
      <caption id="{id}caption" data-part="caption" class="visually-hidden"></caption>
      <thead><tr data-part="head"></tr></thead>
      <tbody data-part="rows"></tbody>
    </table>
  </div>
</section>`;

export class ComparePanel {
  /**
   * @param {HTMLElement} root
   * @param {() => { n: number, fixed: number[] }} board the Step view's board, read at each run
   * @param {ReturnType<import("../shared/host.js").Api["info"]>} info the core's names and words
   * @param {{ words: import("../../message.js").Formatter }} host whose language the panel speaks
   */
  constructor(root, board, info, host) {
    this.root = root;
    this.board = board;
    this.host = host;
    this.jobs = new Jobs(1);
    this.part = build(root, TEMPLATE, host.words);
    this.measures = measuresOf(info);
    this.words = info.stepStrategyWords;
    this.run = 0;
    this.buildHead();
    this.part("run").addEventListener("click", () => this.compare());
    this.part("cancel").addEventListener("click", () => this.cancel("compare.cancelled"));
    this.part("mode").addEventListener("change", () => this.stale());
    this.stale();
  }

  /** The column heads: each measure's name with its definition. */
  buildHead() {
    const first = document.createElement("th");
    first.scope = "col";
    first.dataset.t = "play.strategy";
    first.textContent = this.host.words.format("play.strategy");
    const cells = COLUMNS.map((name) => {
      const th = document.createElement("th");
      th.scope = "col";
      th.dataset.measure = name;
      th.append(term(this.measures[name], this.host.words));
      return th;
    });
    const last = document.createElement("th");
    last.scope = "col";
    last.dataset.t = "compare.first";
    last.textContent = this.host.words.format("compare.first");
    this.part("head").replaceChildren(first, ...cells, last);
  }

  name(strategy) {
    return this.words[strategy]?.short ?? strategy;
  }

  /** The language changed: every word again, the figures kept. */
  relabel() {
    translate(this.root, this.host.words);
    this.buildHead();
    if (this.rows) this.show(this.rows);
  }

  /** The board changed: the figures shown no longer describe it. */
  stale() {
    this.cancel();
    const { n, fixed } = this.board();
    say(this.part("board"), this.host.words, "compare.board", { n, queens: fixed.length / 2 });
    this.part("scroll").hidden = true;
    say(this.part("status"), this.host.words, null);
  }

  cancel(message) {
    const running = this.jobs.busy;
    if (running) this.jobs.cancel();
    this.run++;
    this.part("run").disabled = false;
    this.part("cancel").hidden = true;
    if (running && message) say(this.part("status"), this.host.words, message);
  }

  get busy() {
    return this.jobs.busy;
  }

  destroy() {
    this.cancel();
    this.jobs.close();
  }

  async compare() {
    this.cancel();
    const run = this.run;
    const { n, fixed } = this.board();
    const all = this.part("mode").value === "all";
    const rows = [];
    this.part("run").disabled = true;
    this.part("cancel").hidden = false;
    const words = this.host.words;
    say(this.part("status"), words, "compare.searching", { n });
    say(this.part("caption"), words, "compare.caption", { n, queens: fixed.length / 2, all: all ? "yes" : "no" });
    this.part("rows").replaceChildren();
    try {
      await this.jobs.run("compare", { n, queens: fixed, all, maxEvents: MAX_EVENTS }, {
        onPartial: (row) => {
          if (run !== this.run) return;
          rows.push(row);
          this.show(rows);
        },
      });
    } catch (error) {
      if (error.name === "AbortError" || run !== this.run) return;
      say(this.part("status"), words, "compare.failed", { reason: errorWords(error) });
      this.cancel();
      return;
    }
    if (run !== this.run) return;
    this.part("run").disabled = false;
    this.part("cancel").hidden = true;
    const capped = rows.filter((r) => !r.finished).map((r) => this.name(r.strategy));
    const best = rows.reduce((a, r) => (r[RANK] < a[RANK] ? r : a), rows[0]);
    const scan = rows.find((r) => r.strategy === "backtracking");
    const lookup = rows.find((r) => r.strategy === "lookup");
    const same = Boolean(scan && lookup && scan.nodes === lookup.nodes && scan.checks === lookup.checks && scan.examined > 0);
    /** @type {import("../shared/host.js").Message[]} */
    const parts = [{ id: "compare.ranked", args: { name: this.name(best.strategy), value: best[RANK] } }];
    if (same) parts.push({ id: "compare.walks", args: { ratio: Math.round((100 * lookup.examined) / scan.examined) / 100 } });
    if (capped.length) parts.push({ id: "compare.capped", args: { events: MAX_EVENTS, names: capped } });
    say(this.part("status"), this.host.words, sentences(parts));
  }

  /** Fills the table with the rows done so far; bars in the cells of the ranked measures. */
  show(rows) {
    this.rows = rows;
    const words = this.host.words;
    const most = Object.fromEntries([...BARS].map((key) => [key, Math.max(1e-9, ...rows.map((r) => r[key]))]));
    this.part("rows").replaceChildren(
      ...rows.map((r) => {
        const tr = document.createElement("tr");
        tr.dataset.strategy = r.strategy;
        const name = document.createElement("th");
        name.scope = "row";
        say(name, words, r.finished ? "compare.name" : "compare.name.stopped", { name: this.name(r.strategy) });
        tr.append(name);
        for (const key of COLUMNS) {
          const td = document.createElement("td");
          td.dataset.key = key === "seconds" ? "time" : key;
          td.textContent = key === "seconds" ? words.message(timeWords(r.seconds)) : words.number(r[key]);
          if (BARS.has(key)) {
            const bar = document.createElement("span");
            bar.className = `cell-bar ${r.strategy}`;
            bar.setAttribute("aria-hidden", "true");
            // CSSOM, not a style attribute: allowed under the page's style-src 'self'.
            bar.style.width = `${(100 * r[key]) / most[key]}%`;
            td.append(bar);
          }
          tr.append(td);
        }
        const first = document.createElement("td");
        first.dataset.key = "first";
        say(first, words, r.firstSolution ? "compare.solution" : "none", { cols: r.firstSolution ? Array.from(r.firstSolution) : [] });
        tr.append(first);
        return tr;
      }),
    );
    this.part("scroll").hidden = false;
  }
}
