// Generated from crates/nqueens-core/catalogs/fa.json by `cargo test -p nqueens-wasm --test
// names_js`. Do not edit: change the catalog and rerun.

/** The words of فارسی (fa), by message id, in the catalogs' pattern syntax. */
export default Object.freeze({
});
