// Finished parts of counts, kept in IndexedDB so a count survives a reload or a closed tab.
//
// A count is split into units by the core's plan; the Count view hands the workers chunks of
// them. Each finished chunk is saved here with the ids (positions in the plan) of its units and
// its summed tally, and the plan itself is saved with the first part. A saved count is only
// resumed under the same plan: plans change when the counter is retuned, and the ids of
// another plan name other units. Loading refuses (and forgets) a saved count whose plan differs,
// or whose parts name a unit twice or a unit outside the plan, so a resumed total is always the
// sum of every unit exactly once, as in the core's ledger (crates/nqueens-core/src/ledger.rs).

const DB_NAME = "nqueens-counts";
const DB_VERSION = 1;

function request(req) {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function done(tx) {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error("the transaction was aborted"));
  });
}

function samePlan(saved, plan) {
  if (saved.units !== plan.units || saved.words.length !== plan.words.length) return false;
  for (let i = 0; i < plan.words.length; i++) if (saved.words[i] !== plan.words[i]) return false;
  for (let i = 0; i < plan.offsets.length; i++) if (saved.offsets[i] !== plan.offsets[i]) return false;
  return true;
}

export class CountStore {
  constructor() {
    this.db = null;
  }

  /** Opens the database once; null when IndexedDB is unavailable (the count then just runs). */
  async open() {
    if (this.db) return this.db;
    if (typeof indexedDB === "undefined") return null;
    const req = indexedDB.open(DB_NAME, DB_VERSION);
    req.onupgradeneeded = () => {
      const db = req.result;
      db.createObjectStore("plans", { keyPath: "n" });
      db.createObjectStore("parts", { autoIncrement: true }).createIndex("n", "n");
    };
    try {
      this.db = await request(req);
    } catch {
      return null;
    }
    return this.db;
  }

  /** Everything saved for N: `{ units, done, solutions, fundamental, nodes, ids }` (ids a Set of
   * finished unit ids), null when nothing is saved, or `{ refused: reason }` when the saved
   * parts cannot be summed with `plan` (then they are forgotten). Without `plan` the saved plan
   * is trusted, for showing what is saved. */
  async load(n, plan = null) {
    const db = await this.open();
    if (!db) return null;
    const tx = db.transaction(["plans", "parts"], "readonly");
    const savedPlan = await request(tx.objectStore("plans").get(n));
    const parts = await request(tx.objectStore("parts").index("n").getAll(n));
    if (!savedPlan) return null;
    let refused = null;
    if (plan && !samePlan(savedPlan, plan)) {
      refused = `the saved count of N = ${n} was made with another plan (another version of the counter), so it was not resumed`;
    }
    const ids = new Set();
    let solutions = 0n;
    let fundamental = 0n;
    let nodes = 0;
    for (const part of parts) {
      for (const id of part.units) {
        if (!(id >= 0 && id < savedPlan.units)) refused ??= `the saved count of N = ${n} names unit ${id}, which is not in its plan`;
        if (ids.has(id)) refused ??= `the saved count of N = ${n} records unit ${id} twice`;
        ids.add(id);
      }
      solutions += BigInt(part.solutions);
      fundamental += BigInt(part.fundamental);
      nodes += part.nodes;
    }
    if (refused) {
      await this.clear(n);
      return { refused };
    }
    return { units: savedPlan.units, done: ids.size, ids, solutions, fundamental, nodes };
  }

  /** Saves one finished chunk: the plan's unit ids it covered and its tally. */
  async addPart(n, plan, unitIds, tally) {
    const db = await this.open();
    if (!db) return;
    const tx = db.transaction(["plans", "parts"], "readwrite");
    const plans = tx.objectStore("plans");
    if (!(await request(plans.getKey(n)))) {
      plans.put({ n, units: plan.units, words: Uint32Array.from(plan.words), offsets: Uint32Array.from(plan.offsets) });
    }
    tx.objectStore("parts").add({
      n,
      units: Uint32Array.from(unitIds),
      solutions: String(tally.solutions),
      fundamental: String(tally.fundamental),
      nodes: tally.nodes,
    });
    await done(tx);
  }

  /** Forgets the saved count of N, or of every N when `n` is omitted. */
  async clear(n = null) {
    const db = await this.open();
    if (!db) return;
    const tx = db.transaction(["plans", "parts"], "readwrite");
    if (n === null) {
      tx.objectStore("plans").clear();
      tx.objectStore("parts").clear();
    } else {
      tx.objectStore("plans").delete(n);
      const parts = tx.objectStore("parts");
      for (const key of await request(parts.index("n").getAllKeys(n))) parts.delete(key);
    }
    await done(tx);
  }

  /** The N with a saved count, in increasing order. */
  async savedNs() {
    const db = await this.open();
    if (!db) return [];
    const tx = db.transaction("plans", "readonly");
    return (await request(tx.objectStore("plans").getAllKeys())).sort((a, b) => a - b);
  }
}
