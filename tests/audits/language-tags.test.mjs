// The page's language-tag reader against the core's: `www/lang.js` `readLanguage` (which the
// page needs before the wasm loads) reads every tag of the core's table
// (crates/nqueens-core/tests/fixtures/language-tags.json, kept current with the core's
// `Language::read` by `cargo xtask codegen`, crates/xtask/src/fixtures/language_tags.rs) and must give the same
// reading: spoken, a near miss of a language, or another language. No browser: plain Node.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { readLanguage } from "../../www/lang.js";
import { LANGUAGES } from "../../www/names.js";

const table = JSON.parse(
  readFileSync(new URL("../../crates/nqueens-core/tests/fixtures/language-tags.json", import.meta.url), "utf8"),
);

/** The page's reading in the table's words. */
function reading(tag) {
  const read = readLanguage(tag);
  if (read.lang) return { tag, reading: "speaks", language: read.lang };
  if (read.nearMiss) return { tag, reading: "near-miss", language: read.nearMiss };
  return { tag, reading: "other", language: null };
}

test("the page reads every tag of the core's table as the core does", () => {
  const { cases } = table;
  // The table is the core's whole table, not a remnant: every language spoken, by tag and by a
  // near miss, and many tags that are neither.
  for (const lang of Object.keys(LANGUAGES)) {
    for (const kind of ["speaks", "near-miss"]) {
      assert.ok(cases.some((c) => c.reading === kind && c.language === lang), `${kind} ${lang}`);
    }
  }
  assert.ok(cases.filter((c) => c.reading === "other").length > 30, "tags of no language of ours");
  const differ = cases
    .map((c) => ({ core: c, page: reading(c.tag) }))
    .filter(({ core, page }) => core.reading !== page.reading || core.language !== page.language)
    .map(({ core, page }) => `${JSON.stringify(core.tag)}: the core ${core.reading} ${core.language}, the page ${page.reading} ${page.language}`);
  assert.deepEqual(differ, [], "the page and the core read these tags differently");
});

test("a tag the page speaks keeps its region and extensions in the locale Intl formats with", () => {
  assert.deepEqual(readLanguage("fa-IR-u-nu-latn"), { lang: "fa", locale: "fa-IR-u-nu-latn", nearMiss: null });
  assert.deepEqual(readLanguage(" hi-in-u-nu-deva "), { lang: "hi", locale: "hi-IN-u-nu-deva", nearMiss: null });
  // A tag Intl refuses is read by its language subtag, as the core reads it.
  assert.deepEqual(readLanguage("fa-IR!"), { lang: "fa", locale: "fa", nearMiss: null });
  assert.deepEqual(readLanguage("farsi"), { lang: null, locale: "fa", nearMiss: "fa" });
  assert.deepEqual(readLanguage("de"), { lang: null, locale: "en", nearMiss: null });
});
