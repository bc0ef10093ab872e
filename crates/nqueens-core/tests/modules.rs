//! The core's modules depend one way (the check is `one_way`, shared with the other crates):
//! among the modules of one parent no two need each other, directly or round a circle.

mod one_way;

use std::path::Path;

#[test]
fn modules_depend_one_way() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    one_way::assert_one_way(&src, "lib.rs", &[&["count", "wide"], &["words"]]);
}

/// The check finds a circle where there is one: a crate written for the test whose `a` uses
/// `b::B`, whose `b` reaches `c` through a re-export, and whose `c` uses `a` again; and its
/// `d` (used by all, using none) and the test module that uses `a` make no circle.
#[test]
fn a_planted_circle_is_found() {
    let dir = std::env::temp_dir().join(format!("one-way-{}", std::process::id()));
    let src = dir.join("src");
    std::fs::create_dir_all(src.join("b")).unwrap();
    let files = [
        ("lib.rs", "mod a;\nmod b;\nmod c;\nmod d;\n"),
        (
            "a.rs",
            "use crate::b::B;\nuse crate::d::D;\npub struct A(B, D);\n",
        ),
        ("b.rs", "mod inner;\npub use inner::B;\n"),
        ("b/inner.rs", "pub struct B(pub crate::c::C);\n"),
        (
            "c.rs",
            "pub struct C(Box<super::a::A>);\n#[cfg(test)]\nmod tests {\n    use crate::d::D;\n}\n",
        ),
        ("d.rs", "pub struct D;\n#[cfg(test)]\nuse crate::a::A;\n"),
    ];
    for (name, text) in files {
        std::fs::write(src.join(name), text).unwrap();
    }
    let found = one_way::circles(&src, "lib.rs");
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(found.modules.len(), 6, "{:?}", found.modules);
    assert_eq!(
        found.circles,
        ["in the crate: a -> b (a.rs:1 `crate::b::B`), b -> c (b/inner.rs:1 `crate::c::C`), c -> a (c.rs:1 `super::a::A`)"],
    );
}
