// The catalogs' check: every message id of the English catalog in every language's catalog and
// no other, each pattern parsing, the same placeholders as English, each plural giving every
// category Intl.PluralRules has for the language (Hindi and Persian "one" and "other", Chinese
// "other"), each select the keys English gives. Also what each language's catalog costs a
// reader, gzipped (printed; only that language's module is fetched).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { parse, placeholders, choices, Formatter } from "../www/message.js";
import { LANGUAGES } from "../www/names.js";

const read = (tag) => JSON.parse(readFileSync(new URL(`../crates/nqueens-core/catalogs/${tag}.json`, import.meta.url), "utf8"));
const english = read("en");

/** Every problem with `catalog` (the patterns of language `tag`) against English. */
export function problems(tag, catalog) {
  const found = [];
  const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;
  for (const id of Object.keys(english)) if (!(id in catalog)) found.push(`${id}: missing`);
  for (const id of Object.keys(catalog)) if (!(id in english)) found.push(`${id}: not an id of the English catalog`);
  for (const [id, text] of Object.entries(catalog)) {
    if (!(id in english)) continue;
    let parts;
    let theirs;
    try {
      parts = parse(text);
      theirs = parse(english[id]);
    } catch (error) {
      found.push(`${id}: does not parse (${error.message})`);
      continue;
    }
    const want = [...placeholders(theirs)].sort().join(", ");
    const have = [...placeholders(parts)].sort().join(", ");
    if (want !== have) found.push(`${id}: placeholders {${have}}, English has {${want}}`);
    const englishSelects = new Map(choices(theirs).filter((c) => c.kind === "select").map((c) => [c.name, c.keys]));
    for (const choice of choices(parts)) {
      if (choice.kind === "plural") {
        const missing = categories.filter((category) => !choice.keys.includes(category));
        if (missing.length) found.push(`${id}: the plural of {${choice.name}} lacks ${missing.join(", ")} (${tag} has ${categories.join(", ")})`);
      } else if (englishSelects.has(choice.name)) {
        const keys = englishSelects.get(choice.name);
        const lacking = keys.filter((key) => !choice.keys.includes(key));
        if (lacking.length) found.push(`${id}: the select of {${choice.name}} lacks ${lacking.join(", ")}`);
      }
    }
  }
  // A control named by an aria-label keeps its visible words in that name (WCAG 2.5.3, label in
  // name): the buttons' `x.label` contains their text `x` without its arrows.
  for (const id of ["step.back.label", "step.forward.label", "step.play.label", "step.pause.label"]) {
    if (!(id in catalog) || !(id.slice(0, -6) in catalog)) continue;
    const shown = catalog[id.slice(0, -6)].replace(/[◀▶❚]/g, "").trim().toLowerCase();
    if (shown && !catalog[id].toLowerCase().includes(shown)) found.push(`${id}: “${catalog[id]}” does not contain the visible “${shown}” (label in name)`);
  }
  return found;
}

for (const tag of Object.keys(LANGUAGES)) {
  test(`catalog ${tag}: every id, the same placeholders, every plural category of ${tag}`, () => {
    const catalog = read(tag);
    const found = problems(tag, catalog);
    assert.deepEqual(found, [], `${found.length} problems in catalogs/${tag}.json:\n${found.slice(0, 40).join("\n")}`);
    const module = readFileSync(new URL(`../www/catalogs/${tag}.js`, import.meta.url));
    console.log(`catalog ${tag}: ${Object.keys(catalog).length} messages, ${gzipSync(module, { level: 9 }).length} bytes gzipped (www/catalogs/${tag}.js)`);
  });
}

test("the check finds what it is for: a missing id, a changed placeholder, a missing plural category, a lost select key", () => {
  const catalog = { ...read("en") };
  const [first, withPlaceholder] = [Object.keys(catalog)[0], "play.n-empty"];
  delete catalog[first];
  catalog[withPlaceholder] = "N from {min} to {most}.";
  catalog["play.status.safe"] = "{queens, plural, other {# queens}} placed, none attacking; {left} to go.";
  catalog["cursor.square"] = "Row {row}, column {col}: {what, select, safe {safe} other {other}}.";
  const found = problems("hi", catalog).join("\n");
  assert.match(found, new RegExp(`${first.replace(".", "\\.")}: missing`));
  assert.match(found, /play\.n-empty: placeholders \{min, most\}, English has \{max, min\}/);
  assert.match(found, /play\.status\.safe: the plural of \{queens\} lacks one/);
  assert.match(found, /cursor\.square: the select of \{what\} lacks attacking, attacked/);
});

test("code quoted in braces keeps left to right inside a Persian sentence: '}}' is not drawn as '{{'", () => {
  const LRI = "\u2066";
  const PDI = "\u2069";
  const fa = new Formatter(read("fa"), "fa", true);
  // A lone pair of braces, mirrored in a right-to-left run unless isolated.
  assert.ok(fa.format("lesson.read.brace-close", { at: 3 }).includes(`${LRI}}}${PDI}`), fa.format("lesson.read.brace-close", { at: 3 }));
  assert.ok(fa.format("lesson.read.brace-open", { at: 3 }).includes(`${LRI}{{${PDI}`));
  // A placeholder written as code, and one built from the file's own words (isolated once).
  const argument = fa.format("lesson.read.placeholder-argument", { name: "row", argument: "x" });
  assert.ok(argument.includes(`${LRI}{open:ROW}${PDI}`), argument);
  assert.equal(argument.split(LRI).length - 1, 2, argument);
  const hint = fa.format("editor.placeholders");
  for (const name of ["{row}", "{open:2}", "{narration}"]) assert.ok(hint.includes(`${LRI}${name}${PDI}`), hint);
  // A lone bracket the list format's refusals name.
  const unopened = fa.format("format.list.close-unopened");
  assert.ok(unopened.includes(`'${LRI}]${PDI}'`) && unopened.includes(`'${LRI}[${PDI}'`), unopened);
  // Left-to-right languages are left as they are.
  const en = new Formatter(read("en"), "en", false);
  assert.equal(en.format("lesson.read.brace-close", { at: 3 }), "a brace closes at character 3 that never opened (write }} for a brace)");
});
