// The core's catalogs as the tests read them: the words a test expects on screen come from the
// same file the page's words are generated from, so a reworded message changes the page and its
// test together. One reader, wherever a test is run from.
import { readFileSync } from "node:fs";

/** The catalog of language `tag` (`crates/nqueens-core/catalogs/<tag>.json`): message id → pattern. */
export function readCatalog(tag) {
  return JSON.parse(readFileSync(new URL(`../../crates/nqueens-core/catalogs/${tag}.json`, import.meta.url), "utf8"));
}
