// Generated from the core's languages (crates/nqueens-core/src/show/page.rs) by
// `cargo xtask codegen`. Do not edit: change the core and rerun.

/** Each language's catalog, loaded on demand. @type {Record<string, () => Promise<{ default: Readonly<Record<string, string>> }>>} */
export const CATALOGS = Object.freeze({
  en: () => import("./en.js"),
  hi: () => import("./hi.js"),
  fa: () => import("./fa.js"),
  zh: () => import("./zh.js"),
});
