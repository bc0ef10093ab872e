// One renderer checked against the other: www/message.js (the page's, needed before the wasm
// loads) renders every case of the shared table that the core wrote (tests/fixtures/
// render-cases.json, from `cargo xtask codegen` (crates/xtask/src/fixtures/render_cases.rs): every id of every catalog,
// each plural at 0, 1, 2 and 5, each select at each key, lists, code marks) and must give the
// core's text exactly. The table is the core's: a change to either renderer turns one side red.
// Numbers and lists are written by the core's rules here (digits without grouping, "a, b, and c"),
// so the comparison is of the pattern syntax both read; Intl's digits are the page's own.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { Formatter, plain } from "../../www/message.js";
import { readCatalog } from "../support/catalogs.mjs";

const read = (path) => JSON.parse(readFileSync(new URL(path, import.meta.url), "utf8"));
const cases = read("../fixtures/render-cases.json");

/** message.js with the core's way of writing a number and a list. */
class CoreRules extends Formatter {
  number(value, options = undefined) {
    if (options?.style === "percent") return `${BigInt(value) * 100n}%`;
    if (options?.minimumFractionDigits) return `${value}.${"0".repeat(options.minimumFractionDigits)}`;
    return String(value);
  }

  list(items) {
    if (items.length <= 2) return items.join(" and ");
    return `${items.slice(0, -1).join(", ")}, and ${items.at(-1)}`;
  }
}

export function mismatches(table, catalogs) {
  const formatters = Object.fromEntries(Object.entries(catalogs).map(([lang, catalog]) => [lang, new CoreRules(catalog, lang, false)]));
  const found = [];
  for (const { lang, id, args, text } of table) {
    // Code marks as isolates in every language, as the core's table writes them (the page's
    // plain text leaves them out in a left-to-right language, where they change nothing).
    const mine = plain(formatters[lang].marked(id, args));
    if (mine !== text) found.push(`${lang} ${id} ${JSON.stringify(args)}:\n  core:       ${JSON.stringify(text)}\n  message.js: ${JSON.stringify(mine)}`);
  }
  return found;
}

const catalogs = Object.fromEntries(["en", "hi", "fa", "zh"].map((lang) => [lang, readCatalog(lang)]));

test("message.js renders every case of the core's table as the core does", () => {
  const ids = new Set(cases.map((c) => `${c.lang} ${c.id}`));
  for (const [lang, catalog] of Object.entries(catalogs)) for (const id of Object.keys(catalog)) assert.ok(ids.has(`${lang} ${id}`), `${lang} ${id} has no case: the table is stale`);
  const found = mismatches(cases, catalogs);
  assert.deepEqual(found, [], `${found.length} of ${cases.length} cases differ:\n${found.slice(0, 20).join("\n")}`);
});

test("the table covers every form: plural 0 and 1, select, join, array, list, plain, percent, number d, quotes, code marks", () => {
  const en = cases.filter((c) => c.lang === "en");
  const has = (id, predicate) => assert.ok(en.some((c) => c.id === id && predicate(c)), id);
  has("solutions.done", (c) => c.args.found === 0);
  has("solutions.done", (c) => c.args.found === 1);
  has("narrate.dead-end.crowded", (c) => c.args.line === "anti-diagonal");
  has("narrate.solution", (c) => c.text.includes("\u2066[0, 4, 7]\u2069"));
  has("count.interrupted", (c) => c.text.includes("300%"));
  has("error.plan-mismatch", () => true);
  has("time.seconds.hundredths", (c) => c.text === "3.00 s");
  has("command.unknown", (c) => c.text.startsWith("'3'"));
  has("narrate.solution.partial", (c) => c.text.includes("0, 4, and 7"));
});

test("a renderer that reads one form otherwise is caught (planted)", () => {
  const plant = (id, text) => mismatches(cases.filter((c) => c.id === id && c.lang === "en"), { ...catalogs, en: { ...catalogs.en, [id]: text } });
  // A code mark read as text, a plural's =0 dropped, a quote read as an apostrophe.
  assert.ok(plant("narrate.forced", catalogs.en["narrate.forced"].replaceAll("`", "")).length > 0);
  assert.ok(plant("solutions.done", catalogs.en["solutions.done"].replace("=0 {# solutions for N = {n} (none exists)} ", "")).length > 0);
  assert.ok(plant("command.unknown", catalogs.en["command.unknown"].replace("''{command}''", "'{command}'")).length > 0);
});
