// The catalogs' check: every message id of the English catalog in every language's catalog and
// no other, each pattern parsing, the same placeholders as English, each plural giving every
// category Intl.PluralRules has for the language (Hindi and Persian "one" and "other", Chinese
// "other"), each select the keys English gives. Also what each language's catalog costs a
// reader, gzipped (printed; only that language's module is fetched).
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { parse, placeholders, choices, Formatter } from "../../www/message.js";
import { LANGUAGES } from "../../www/names.js";
import { readCatalog } from "../support/catalogs.mjs";

const english = readCatalog("en");

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
    const catalog = readCatalog(tag);
    const found = problems(tag, catalog);
    assert.deepEqual(found, [], `${found.length} problems in catalogs/${tag}.json:\n${found.slice(0, 40).join("\n")}`);
    const module = readFileSync(new URL(`../../www/catalogs/${tag}.js`, import.meta.url));
    console.log(`catalog ${tag}: ${Object.keys(catalog).length} messages, ${gzipSync(module, { level: 9 }).length} bytes gzipped (www/catalogs/${tag}.js)`);
  });
}

test("the check finds what it is for: a missing id, a changed placeholder, a missing plural category, a lost select key", () => {
  const catalog = { ...readCatalog("en") };
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
  const fa = new Formatter(readCatalog("fa"), "fa", true);
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
  assert.ok(unopened.includes(`${LRI}]${PDI}`) && unopened.includes(`${LRI}[${PDI}`), unopened);
  // Left-to-right languages are left as they are.
  const en = new Formatter(readCatalog("en"), "en", false);
  assert.equal(en.format("lesson.read.brace-close", { at: 3 }), "a brace closes at character 3 that never opened (write }} for a brace)");
});

// ---- The words' checks (issue 37): code stays code in right-to-left text, each language's
// glossary, formats and not only names, an explicit =0 where 0 reads as "one", no literal digit
// in a sentence. Each is shown to fail on a planted defect by the last test of this file.

const LESSONS = ["diagonal-indices", "five-queens-dead-end", "four-queens", "one-constraint-at-a-time"];
const lesson = (name) => JSON.parse(readFileSync(new URL(`../../crates/nqueens-core/lessons/${name}.json`, import.meta.url), "utf8"));

/** Every string inside `value` (a lesson translation's title, summary and steps), with where. */
function strings(value, where, into = []) {
  if (typeof value === "string") into.push([where, value]);
  else if (Array.isArray(value)) value.forEach((item, i) => strings(item, `${where}[${i}]`, into));
  else if (value && typeof value === "object") for (const [key, item] of Object.entries(value)) strings(item, `${where}.${key}`, into);
  return into;
}

/** The lesson translations of `tag`: [where, text] for every string. */
export function lessonTexts(tag, lessons = Object.fromEntries(LESSONS.map((name) => [name, lesson(name)]))) {
  return Object.entries(lessons).flatMap(([name, file]) => (file.translations?.[tag] ? strings(file.translations[tag], `${name}.translations.${tag}`) : []));
}

/** A pattern's words outside code marks and placeholders (each text run, branches included). */
export function prose(parts, into = []) {
  for (const part of parts) {
    if (part.t === "text") into.push(part.v);
    else if (part.t === "plural" || part.t === "select") for (const [, branch] of part.options) prose(branch, into);
  }
  return into;
}

/** A lesson text's words outside code marks (`…`, '`' a backtick) and placeholders ({row}, {open:2}). */
export function lessonProse(text) {
  return text
    .replaceAll("'`'", "")
    .replace(/`[^`]*`?/g, " ")
    .replace(/\{\{|\}\}/g, " ")
    .replace(/\{[a-z-]+(?::[^{}]*)?\}/g, " ");
}

/** Latin letters, ASCII digits, brackets or operators: what must be code in right-to-left text. */
const LTR_RUN = /(?:[A-Za-z0-9]+|[[\]{}<>=+*^\\−≠≤≥])(?:[^\S\n,]*,?[^\S\n]*(?:[A-Za-z0-9]+|[[\]{}<>=+*^/\\−≠≤≥-]))*/g;
/** A digit of any script. */
const DIGIT = /\p{Nd}+/gu;

/** Each placeholder's format: `value`, `number:2`, `plain`, …, `plural`, `select`. */
export function formats(parts, into = new Map()) {
  for (const part of parts) {
    if (part.t === "code") formats(part.parts, into);
    else if (part.t === "value" || part.t === "plural" || part.t === "select") {
      const format = part.t === "value" ? (part.show === "number" ? `number:${part.digits}` : part.show) : part.t;
      if (!into.has(part.name)) into.set(part.name, new Set());
      into.get(part.name).add(format);
      if (part.options) for (const [, branch] of part.options) formats(branch, into);
    }
  }
  return into;
}

/** A glossary file's shape problems (crates/nqueens-core/glossary/<lang>.json). */
export function glossaryShape(tag, glossary) {
  const found = [];
  const text = (value) => typeof value === "string" && value.trim() !== "";
  if (!glossary || typeof glossary !== "object" || Array.isArray(glossary)) return [`glossary ${tag}: not an object`];
  for (const key of Object.keys(glossary)) if (!["language", "tutorial", "terms"].includes(key)) found.push(`glossary ${tag}: unknown field "${key}"`);
  if (glossary.language !== tag) found.push(`glossary ${tag}: "language" is ${JSON.stringify(glossary.language)}, not "${tag}"`);
  if (!text(glossary.tutorial)) found.push(`glossary ${tag}: "tutorial" must name that language's tutorial`);
  if (!Array.isArray(glossary.terms)) return [...found, `glossary ${tag}: "terms" must be a list`];
  glossary.terms.forEach((term, i) => {
    if (!term || typeof term !== "object") return found.push(`glossary ${tag}: term ${i} is not an object`);
    for (const key of Object.keys(term)) if (!["idea", "term", "avoid", "note"].includes(key)) found.push(`glossary ${tag}: term ${i} has unknown field "${key}"`);
    if (!text(term.idea) || !text(term.term)) found.push(`glossary ${tag}: term ${i} needs "idea" and "term"`);
    if (term.avoid !== undefined && !(Array.isArray(term.avoid) && term.avoid.every(text))) found.push(`glossary ${tag}: term ${i}: "avoid" must be a list of words`);
    if (term.note !== undefined && typeof term.note !== "string") found.push(`glossary ${tag}: term ${i}: "note" must be text`);
    for (const word of term.avoid ?? []) if (text(word) && text(term.term) && term.term.includes(word)) found.push(`glossary ${tag}: term ${i}: "avoid" ${word} occurs in its own term`);
  });
  return found;
}

export function readGlossary(tag) {
  try {
    return JSON.parse(readFileSync(new URL(`../../crates/nqueens-core/glossary/${tag}.json`, import.meta.url), "utf8"));
  } catch (error) {
    if (error.code === "ENOENT") return null;
    throw error;
  }
}

/**
 * The words' problems of language `tag`: its catalog against English (formats, =0), its prose
 * (digits; in a right-to-left language code outside a code mark), its glossary, and its lesson
 * translations (code outside marks in right-to-left, glossary).
 */
export function wordProblems(tag, catalog, { rtl = LANGUAGES[tag]?.rtl ?? false, glossary = readGlossary(tag), lessons = lessonTexts(tag) } = {}) {
  const found = [];
  const plurals = new Intl.PluralRules(tag);
  const zeroIsOne = plurals.select(1) !== "other" && plurals.select(0) === plurals.select(1);
  const avoid = [];
  if (glossary) {
    found.push(...glossaryShape(tag, glossary));
    for (const term of Array.isArray(glossary.terms) ? glossary.terms : []) for (const word of Array.isArray(term?.avoid) ? term.avoid : []) if (typeof word === "string" && word) avoid.push([word, term.term]);
  }
  for (const [id, text] of Object.entries(catalog)) {
    let parts;
    let theirs;
    try {
      parts = parse(text);
      theirs = id in english ? parse(english[id]) : null;
    } catch {
      continue; // the catalog check says so
    }
    if (theirs) {
      const want = formats(theirs);
      const have = formats(parts);
      for (const [name, kinds] of have) {
        const wanted = want.get(name);
        if (!wanted) continue;
        const differ = [...kinds].filter((k) => !wanted.has(k));
        if (differ.length) found.push(`${id}: format: {${name}} is ${[...kinds].join("/")}, English has ${[...wanted].join("/")}`);
      }
    }
    if (zeroIsOne) for (const choice of choices(parts)) if (choice.kind === "plural" && !choice.keys.includes("=0")) found.push(`${id}: =0: the plural of {${choice.name}} has no =0 (${tag} says "${plurals.select(0)}" for 0, as for 1)`);
    const words = prose(parts);
    for (const run of words) for (const digits of run.match(DIGIT) ?? []) found.push(`${id}: digit: "${digits}" is written in the sentence (numbers are arguments; code goes in a code mark)`);
    if (rtl) for (const run of words) for (const code of run.match(LTR_RUN) ?? []) found.push(`${id}: code: "${code}" outside a code mark in right-to-left text`);
    for (const [word, term] of avoid) if (text.includes(word)) found.push(`${id}: glossary: "${word}" (the glossary's word is "${term}")`);
  }
  for (const [where, text] of lessons) {
    if (rtl) for (const code of lessonProse(text).match(LTR_RUN) ?? []) found.push(`${where}: code: "${code}" outside a code mark in right-to-left text`);
    for (const [word, term] of avoid) if (text.includes(word)) found.push(`${where}: glossary: "${word}" (the glossary's word is "${term}")`);
  }
  return found;
}

for (const tag of Object.keys(LANGUAGES)) {
  test(`words ${tag}: formats as English's, =0 where 0 reads as one, no digit in a sentence, code marked in right-to-left text, the glossary kept`, () => {
    const found = wordProblems(tag, readCatalog(tag));
    assert.deepEqual(found, [], `${found.length} problems in the words of ${tag}:\n${found.slice(0, 40).join("\n")}`);
  });
}

test("the words' checks find what they are for (planted defects)", () => {
  const en = readCatalog("en");
  // (3) a format changed, (5) a literal digit, in English.
  const planted = { ...en, "record.shard.none": en["record.shard.none"].replace("{index, plain}", "{index}"), "play.n-hint": "1 to {max}; {min}" };
  const found = wordProblems("en", planted, { glossary: null, lessons: [] }).join("\n");
  assert.match(found, /record\.shard\.none: format: \{index\} is value, English has plain/);
  assert.match(found, /play\.n-hint: digit: "1"/);
  assert.doesNotMatch(found, /record\.shard\.form/);
  // (4) Hindi and Persian say "one" for 0: a plural without =0 fails; with =0 it passes.
  const plural = { "solutions.done": "{found, plural, one {# a {n} {time}} other {# b {n} {time}}}" };
  assert.match(wordProblems("hi", plural, { glossary: null, lessons: [] }).join("\n"), /solutions\.done: =0: the plural of \{found\} has no =0/);
  assert.deepEqual(wordProblems("zh", { "solutions.done": "{found, plural, other {# {n} {time}}}" }, { glossary: null, lessons: [] }), []);
  // (1) right to left: Latin, digits, brackets and operators outside a code mark, in a catalog
  // and in a lesson translation; inside a code mark or a placeholder they pass.
  const fa = wordProblems("fa", { "code.q": "ستون q[row] است", "code.cols": "`cols[col]`: {col} ستون" }, { glossary: null, lessons: [["four-queens.translations.fa.steps.x.text", "فهرست [1, 3, 5] و `[1, 3, 5]` و {row}"]] }).join("\n");
  assert.match(fa, /code\.q: code: "q\[row\]"/);
  assert.doesNotMatch(fa, /code\.cols/);
  assert.match(fa, /four-queens\.translations\.fa\.steps\.x\.text: code: "\[1, 3, 5\]"/);
  assert.equal(fa.split("\n").length, 2, fa);
  // (2) a glossary's avoided word, in a catalog and in a lesson translation; a malformed glossary.
  const glossary = { language: "fa", tutorial: "…", terms: [{ idea: "constraint", term: "قید", avoid: ["محدودیت"] }] };
  const avoided = wordProblems("fa", { "a.b": "یک محدودیت" }, { glossary, lessons: [["x.translations.fa.title", "محدودیت‌ها"]] }).join("\n");
  assert.match(avoided, /a\.b: glossary: "محدودیت"/);
  assert.match(avoided, /x\.translations\.fa\.title: glossary: "محدودیت"/);
  assert.match(glossaryShape("fa", { language: "hi", terms: [{ idea: "x", avoid: "y" }] }).join("\n"), /"language" is "hi"[\s\S]*"tutorial"[\s\S]*needs "idea" and "term"[\s\S]*"avoid" must be a list/);
});

// ---- No tutorial called a "seed" where a reader sees it: the tutorials the project comes from
// are named by their title or their method (the Huge view's random-number seed is a real seed).
// The lesson schema is generated from the core's types and checked where it is generated.
const SEED = /\bseeds?\s*0\d\d|\bthe seeds\b|\bseeds'|(?:سند|منبع)\s*[۰0][۰-۹0-9]{2}|种子文档|सीड\s*0\d\d/i;

/** Where `text` calls a tutorial a seed: "line: words" for each. */
export function seedMentions(text) {
  // Each line, and each line joined to the next without its comment leader, so a mention
  // wrapped across two lines ("seed" at one's end, "003" at the next's start) is found too.
  const lines = text.split("\n");
  const leader = /^\s*(?:\/\/[!/]?|#|\*|--)?\s*/;
  return lines.flatMap((line, i) => {
    const joined = i + 1 < lines.length ? `${line.trimEnd()} ${lines[i + 1].replace(leader, "")}` : line;
    return SEED.test(line) || (SEED.test(joined) && !SEED.test(lines[i + 1] ?? "")) ? [`${i + 1}: ${line.trim().slice(0, 120)}`] : [];
  });
}

/** Every file of the repository a reader or a newcomer reads: the page, catalogs, lessons, the
 * README and docs, and the source and scripts with their comments (this file's planted cases and
 * the generated schema and the glossaries' lists of words to avoid aside). */
function readerFiles() {
  const tracked = execFileSync("git", ["ls-files", "-z"], { cwd: new URL("../../", import.meta.url) }).toString().split("\0");
  return tracked.filter(
    (path) => /\.(rs|py|pyi|js|mjs|ts|json|html|md|css|sh|toml|wgsl)$/.test(path) && !/(^|\/)package-lock\.json$|lesson\.schema\.json$|^tests\/audits\/catalogs\.test\.mjs$|^crates\/nqueens-core\/glossary\//.test(path),
  );
}

test("no file a reader or a newcomer reads calls a tutorial a seed (page, catalogs, lessons, README, docs, source, scripts)", () => {
  const found = readerFiles().flatMap((path) => seedMentions(readFileSync(new URL(`../../${path}`, import.meta.url), "utf8")).map((line) => `${path}:${line}`));
  assert.deepEqual(found, [], found.join("\n"));
});

test("the seed check finds what it is for (planted)", () => {
  assert.equal(seedMentions("the lookup arrays of seed\n//! 003, the CP search").length, 1, "wrapped in a comment");
  assert.equal(seedMentions("as the seeds\nwrite it").length, 1, "wrapped in prose");
  for (const bad of ["Seed 002's backtracking", "as seed 003 writes it", "in the seeds' formats", "the seeds write it", "مدل سند ۰۰۱", "پس‌گرد منبع ۰۰۲", "种子文档 002 的回溯", "सीड 002 की"]) assert.equal(seedMentions(`a\n${bad}`).length, 1, bad);
  for (const good of ["The seed must be a whole number", "seed={value} is not a whole number", "a random seed of 42", "the backtracking tutorial"]) assert.deepEqual(seedMentions(good), [], good);
});
