// Strategies side by side, for the Step view: the same board (N and the fixed queens) searched by
// backtracking, lookup arrays and the two CP strategies in a worker. One table shows what each
// did, each figure counted by the core's definition of its measure (the column heads show it on
// hover and focus): the nodes every strategy counts the same way (the ranking), the branches and
// failures the tree draws, and what makes the strategies differ: the entries their safety checks
// examine (a scan of the board against three lookups), the values propagation removes, and time.
// Bars inside the ranked cells draw the same figures (hidden from assistive technology, which
// reads the numbers).
import { Jobs } from "../jobs.js";
import { build, fmt, measuresOf, term } from "./dom.js";

/** Events each run may take: N = 10 with all solutions by backtracking needs about 200,000. */
const MAX_EVENTS = 20_000_000;
/** The columns, each a core measure; those with a bar inside their cells. */
const COLUMNS = ["nodes", "examined", "removals", "seconds", "branches", "failures", "backtracks", "checks", "solutions"];
const BARS = new Set(["nodes", "examined", "seconds"]);
/** The measure strategies are ranked by: every strategy counts a node the same way. */
const RANK = "nodes";

/** This panel's sentences, in one place. */
const TEXT = {
  board: (n, k) => `N = ${n}${k ? `, ${k} fixed ${k === 1 ? "queen" : "queens"}` : ""}.`,
  searching: (n) => `Searching N = ${n} with each strategy…`,
  caption: (n, k, all) => `N = ${n}${k ? ` with ${k} fixed queens` : ""}, ${all ? "all solutions" : "first solution"}: the four strategies`,
  cancelled: "Comparison cancelled.",
  failed: (message) => `Could not compare: ${message}`,
  ranked: (name, value, label) => `Done. Fewest ${label.toLowerCase()}, which every strategy counts the same way: ${name} (${fmt(value)}).`,
  walks: (same, ratio) => (same ? ` Backtracking and lookup arrays walk one tree; the lookups examine ${ratio} of what the scan does.` : ""),
  capped: (names) => ` Stopped after ${fmt(MAX_EVENTS)} events, figures so far: ${names.join(", ")}.`,
  stopped: " (stopped)",
  time: (seconds) => (seconds < 0.001 ? "under 1 ms" : seconds < 1 ? `${Math.round(seconds * 1000)} ms` : `${seconds.toFixed(2)} s`),
  none: "none",
};

const TEMPLATE = `
<section class="compare panel" aria-labelledby="{id}title">
  <h3 id="{id}title" class="panel-title">Strategies side by side</h3>
  <div class="compare-form">
    <span data-part="board" class="hint"></span>
    <label for="{id}mode">Search for</label>
    <select id="{id}mode" data-part="mode">
      <option value="all">all solutions</option>
      <option value="first">the first solution</option>
    </select>
    <button type="button" data-part="run" class="primary">Compare</button>
    <button type="button" data-part="cancel" hidden>Cancel</button>
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
   * @param {ReturnType<import("./host.js").Api["info"]>} info the core's names and words
   */
  constructor(root, board, info) {
    this.root = root;
    this.board = board;
    this.jobs = new Jobs(1);
    this.part = build(root, TEMPLATE);
    this.measures = measuresOf(info);
    this.words = info.stepStrategyWords;
    this.run = 0;
    this.buildHead();
    this.part("run").addEventListener("click", () => this.compare());
    this.part("cancel").addEventListener("click", () => this.cancel(TEXT.cancelled));
    this.part("mode").addEventListener("change", () => this.stale());
    this.stale();
  }

  /** The column heads: each measure's name with its definition. */
  buildHead() {
    const first = document.createElement("th");
    first.scope = "col";
    first.textContent = "Strategy";
    const cells = COLUMNS.map((name) => {
      const th = document.createElement("th");
      th.scope = "col";
      th.dataset.measure = name;
      th.append(term(this.measures[name]));
      return th;
    });
    const last = document.createElement("th");
    last.scope = "col";
    last.textContent = "First solution";
    this.part("head").replaceChildren(first, ...cells, last);
  }

  name(strategy) {
    return this.words[strategy]?.short ?? strategy;
  }

  /** The board changed: the figures shown no longer describe it. */
  stale() {
    this.cancel();
    const { n, fixed } = this.board();
    this.part("board").textContent = TEXT.board(n, fixed.length / 2);
    this.part("scroll").hidden = true;
    this.part("status").textContent = "";
  }

  cancel(message) {
    const running = this.jobs.busy;
    if (running) this.jobs.cancel();
    this.run++;
    this.part("run").disabled = false;
    this.part("cancel").hidden = true;
    if (running && message) this.part("status").textContent = message;
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
    this.part("status").textContent = TEXT.searching(n);
    this.part("caption").textContent = TEXT.caption(n, fixed.length / 2, all);
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
      this.part("status").textContent = TEXT.failed(error.message);
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
    const ratio = same ? `${Math.round((100 * lookup.examined) / scan.examined)}%` : "";
    this.part("status").textContent =
      TEXT.ranked(this.name(best.strategy), best[RANK], this.measures[RANK].label) + TEXT.walks(same, ratio) + (capped.length ? TEXT.capped(capped) : "");
  }

  /** Fills the table with the rows done so far; bars in the cells of the ranked measures. */
  show(rows) {
    const most = Object.fromEntries([...BARS].map((key) => [key, Math.max(1e-9, ...rows.map((r) => r[key]))]));
    this.part("rows").replaceChildren(
      ...rows.map((r) => {
        const tr = document.createElement("tr");
        tr.dataset.strategy = r.strategy;
        const name = document.createElement("th");
        name.scope = "row";
        name.textContent = this.name(r.strategy) + (r.finished ? "" : TEXT.stopped);
        tr.append(name);
        for (const key of COLUMNS) {
          const td = document.createElement("td");
          td.dataset.key = key === "seconds" ? "time" : key;
          td.textContent = key === "seconds" ? TEXT.time(r.seconds) : fmt(r[key]);
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
        first.textContent = r.firstSolution ? `[${Array.from(r.firstSolution).join(", ")}]` : TEXT.none;
        tr.append(first);
        return tr;
      }),
    );
    this.part("scroll").hidden = false;
  }
}
