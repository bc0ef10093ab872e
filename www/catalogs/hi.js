// Generated from crates/nqueens-core/catalogs/hi.json by `cargo test -p nqueens-wasm --test
// names_js`. Do not edit: change the catalog and rerun.

/** The words of हिन्दी (hi), by message id, in the catalogs' pattern syntax. */
export default Object.freeze({
});
