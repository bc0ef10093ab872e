//! The command's modules depend one way, as the core's do (the same check, the core's
//! `tests/one_way`): no two modules of the crate need each other, directly or round a circle.

#[path = "../../nqueens-core/tests/one_way/mod.rs"]
mod one_way;

use std::path::Path;

#[test]
fn modules_depend_one_way() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    one_way::assert_one_way(&src, "main.rs", &[&["counting"], &["progress"]]);
}
