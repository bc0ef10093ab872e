// Saved counts, kept in IndexedDB so a count survives a reload or a closed tab.
//
// What is kept of a count is the core's ledger of it (crates/nqueens-core/src/ledger.rs) as
// text: the plan's header line, saved with the first finished batch, then each batch's records
// as the workers wrote them. This module only moves that text in and out of the database. The
// core reads it back (readLedger, sumLedger), so the rule of which saved count may be resumed
// and how its units add up has one owner, the same as for the CLI's checkpoints and shards.

const DB_NAME = "nqueens-counts";
/** Version 1 kept unit ids and summed tallies in a shape of the page's own; it is dropped. */
const DB_VERSION = 2;

/**
 * @template T
 * @param {IDBRequest<T>} req
 * @returns {Promise<T>}
 */
function request(req) {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/** @param {IDBTransaction} tx */
function done(tx) {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve(undefined);
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error("the transaction was aborted"));
  });
}

export class CountStore {
  constructor() {
    /** @type {IDBDatabase | null} */
    this.db = null;
  }

  /** Opens the database once; null when IndexedDB is unavailable (the count then just runs).
   * @returns {Promise<IDBDatabase | null>} */
  async open() {
    if (this.db) return this.db;
    if (typeof indexedDB === "undefined") return null;
    const req = indexedDB.open(DB_NAME, DB_VERSION);
    req.onupgradeneeded = () => {
      const db = req.result;
      for (const name of Array.from(db.objectStoreNames)) db.deleteObjectStore(name);
      // "ledgers": { n, header } per N; "records": { n, text } per saved batch, in order.
      db.createObjectStore("ledgers", { keyPath: "n" });
      db.createObjectStore("records", { autoIncrement: true }).createIndex("n", "n");
    };
    try {
      this.db = await request(req);
    } catch {
      return null;
    }
    return this.db;
  }

  /** The saved ledger of N: its header line, then every saved batch of records; null when
   * nothing is saved.
   * @param {number} n
   * @returns {Promise<string | null>} */
  async read(n) {
    const db = await this.open();
    if (!db) return null;
    const tx = db.transaction(["ledgers", "records"], "readonly");
    const [ledger, batches] = await Promise.all([
      request(tx.objectStore("ledgers").get(n)),
      request(tx.objectStore("records").index("n").getAll(n)),
    ]);
    if (!ledger) return null;
    return ledger.header + batches.map((batch) => batch.text).join("");
  }

  /** Saves one finished batch of records; the first one of N starts its ledger with `header`.
   * @param {number} n
   * @param {string} header the plan's empty ledger (its header line)
   * @param {string} records the batch's record lines */
  async append(n, header, records) {
    const db = await this.open();
    if (!db) return;
    const tx = db.transaction(["ledgers", "records"], "readwrite");
    const ledgers = tx.objectStore("ledgers");
    if ((await request(ledgers.getKey(n))) === undefined) ledgers.put({ n, header });
    tx.objectStore("records").add({ n, text: records });
    await done(tx);
  }

  /** Forgets the saved count of N, or of every N when `n` is omitted.
   * @param {number | null} [n] */
  async clear(n = null) {
    const db = await this.open();
    if (!db) return;
    const tx = db.transaction(["ledgers", "records"], "readwrite");
    if (n === null) {
      tx.objectStore("ledgers").clear();
      tx.objectStore("records").clear();
    } else {
      tx.objectStore("ledgers").delete(n);
      const records = tx.objectStore("records");
      for (const key of await request(records.index("n").getAllKeys(n))) records.delete(key);
    }
    await done(tx);
  }

  /** The N with a saved count, in increasing order.
   * @returns {Promise<number[]>} */
  async savedNs() {
    const db = await this.open();
    if (!db) return [];
    const tx = db.transaction("ledgers", "readonly");
    const keys = /** @type {number[]} */ (await request(tx.objectStore("ledgers").getAllKeys()));
    return keys.sort((a, b) => a - b);
  }
}
