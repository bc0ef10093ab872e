// Strategies side by side, for the Step view: the same board (N and the fixed queens) searched by
// backtracking, lookup arrays and the two CP strategies in a worker, with nodes, failures,
// branches, solutions, time and each one's first solution as a table (what a screen reader
// reads) and as bars (the same figures drawn; hidden from assistive technology).
import { Jobs } from "../jobs.js";
import { build, fmt } from "./dom.js";

/** Events each run may take: N = 10 with all solutions by backtracking needs about 200,000. */
const MAX_EVENTS = 20_000_000;
const NAMES = {
  backtracking: "Backtracking (safety scan)",
  lookup: "Lookup arrays",
  cp: "CP, first unbound",
  "cp-first-fail": "CP, first fail",
};
const METRICS = [
  ["nodes", "Nodes"],
  ["failures", "Failures"],
  ["branches", "Branches"],
];

const TEMPLATE = `
<section class="compare" aria-labelledby="{id}title">
  <h3 id="{id}title">Strategies side by side</h3>
  <div class="compare-form">
    <span data-part="board" class="hint"></span>
    <label for="{id}mode">Search for</label>
    <select id="{id}mode" data-part="mode">
      <option value="all">all solutions</option>
      <option value="first">the first solution</option>
    </select>
    <button type="button" data-part="run">Compare</button>
    <button type="button" data-part="cancel" hidden>Cancel</button>
  </div>
  <p data-part="status" class="compare-status" role="status" aria-live="polite"></p>
  <div class="table-scroll" data-part="scroll" tabindex="0" role="region" aria-labelledby="{id}caption" hidden>
    <table data-part="table">
      <caption id="{id}caption" data-part="caption"></caption>
      <thead>
        <tr><th scope="col">Strategy</th><th scope="col">Nodes</th><th scope="col">Failures</th><th scope="col">Branches</th>
          <th scope="col">Solutions</th><th scope="col">Time</th><th scope="col">First solution</th></tr>
      </thead>
      <tbody data-part="rows"></tbody>
    </table>
  </div>
  <div class="bars" data-part="bars" aria-hidden="true" hidden></div>
</section>`;

export class ComparePanel {
  /**
   * @param {HTMLElement} root
   * @param {() => { n: number, fixed: number[] }} board the Step view's board, read at each run
   */
  constructor(root, board) {
    this.root = root;
    this.board = board;
    this.jobs = new Jobs(1);
    this.part = build(root, TEMPLATE);
    this.run = 0;
    this.part("run").addEventListener("click", () => this.compare());
    this.part("cancel").addEventListener("click", () => this.cancel("Comparison cancelled."));
    this.part("mode").addEventListener("change", () => this.stale());
    this.stale();
  }

  /** The board changed: the figures shown no longer describe it. */
  stale() {
    this.cancel();
    const { n, fixed } = this.board();
    const k = fixed.length / 2;
    this.part("board").textContent = `N = ${n}${k ? `, ${k} fixed ${k === 1 ? "queen" : "queens"}` : ""}.`;
    this.part("scroll").hidden = true;
    this.part("bars").hidden = true;
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
    this.part("status").textContent = `Searching N = ${n} with each strategy…`;
    this.part("caption").textContent = `N = ${n}${fixed.length ? ` with ${fixed.length / 2} fixed queens` : ""}, ${all ? "all solutions" : "first solution"}: the four strategies`;
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
      this.part("status").textContent = `Could not compare: ${error.message}`;
      this.cancel();
      return;
    }
    if (run !== this.run) return;
    this.part("run").disabled = false;
    this.part("cancel").hidden = true;
    const capped = rows.filter((r) => !r.finished).map((r) => NAMES[r.strategy]);
    const fewest = rows.reduce((best, r) => (r.branches < best.branches ? r : best), rows[0]);
    this.part("status").textContent =
      `Done. Fewest branches: ${NAMES[fewest.strategy]} (${fmt(fewest.branches)}).` +
      (capped.length ? ` Stopped after ${fmt(MAX_EVENTS)} events, figures so far: ${capped.join(", ")}.` : "");
  }

  /** Fills the table and the bars with the rows done so far. */
  show(rows) {
    const body = this.part("rows");
    body.replaceChildren(
      ...rows.map((r) => {
        const tr = document.createElement("tr");
        tr.dataset.strategy = r.strategy;
        const name = document.createElement("th");
        name.scope = "row";
        name.textContent = NAMES[r.strategy] + (r.finished ? "" : " (stopped)");
        tr.append(name);
        const seconds = r.seconds < 0.001 ? "under 1 ms" : r.seconds < 1 ? `${Math.round(r.seconds * 1000)} ms` : `${r.seconds.toFixed(2)} s`;
        const first = r.firstSolution ? `[${Array.from(r.firstSolution).join(", ")}]` : "none";
        for (const [value, key] of [[fmt(r.nodes), "nodes"], [fmt(r.failures), "failures"], [fmt(r.branches), "branches"], [fmt(r.solutions), "solutions"], [seconds, "time"], [first, "first"]]) {
          const td = document.createElement("td");
          td.dataset.key = key;
          td.textContent = value;
          tr.append(td);
        }
        return tr;
      }),
    );
    this.part("scroll").hidden = false;
    const bars = this.part("bars");
    bars.hidden = false;
    bars.replaceChildren(
      ...METRICS.map(([key, label]) => {
        const group = document.createElement("div");
        group.className = "bar-group";
        const title = document.createElement("p");
        title.className = "bar-title";
        title.textContent = label;
        group.append(title);
        const max = Math.max(1, ...rows.map((r) => r[key]));
        for (const r of rows) {
          const line = document.createElement("div");
          line.className = "bar-line";
          const name = document.createElement("span");
          name.className = "bar-name";
          name.textContent = NAMES[r.strategy];
          const track = document.createElement("span");
          track.className = "bar-track";
          const bar = document.createElement("span");
          bar.className = `bar ${r.strategy}`;
          // CSSOM, not a style attribute: allowed under the page's style-src 'self'.
          bar.style.width = `${(100 * r[key]) / max}%`;
          track.append(bar);
          const value = document.createElement("span");
          value.className = "bar-value";
          value.textContent = fmt(r[key]);
          line.append(name, track, value);
          group.append(line);
        }
        return group;
      }),
    );
  }
}
