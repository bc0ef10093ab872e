// Generated from crates/nqueens-core/catalogs/zh.json by `cargo test -p nqueens-wasm --test
// names_js`. Do not edit: change the catalog and rerun.

/** The words of 中文 (zh), by message id, in the catalogs' pattern syntax. */
export default Object.freeze({
});
