//! Embeds the built page (Trunk's dist/, or the folder named by `NQUEENS_PAGE`) in the binary,
//! so `nqueens serve` can serve a classroom from a laptop with no network and no files beside
//! it. The page is built by Trunk, not by cargo, so a fresh clone has no dist/: the crate then
//! builds without a page, and `serve` says how to build one that has it. Exactly the files that
//! the page's list (page-files.json, written by scripts/page-files.mjs) names are embedded, and the
//! list itself.
use std::env;
use std::fs;
use std::path::{Path, PathBuf};

fn main() {
    println!("cargo:rerun-if-env-changed=NQUEENS_PAGE");
    let manifest =
        PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let dir = match env::var_os("NQUEENS_PAGE") {
        Some(dir) => PathBuf::from(dir),
        None => manifest.join("../../dist"),
    };
    let list = dir.join("page-files.json");
    println!("cargo:rerun-if-changed={}", list.display());
    let out = PathBuf::from(env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("page.rs");
    let code = match fs::read_to_string(&list) {
        Ok(text) => {
            // The crate's tests know which binary they test: one with the page or one without.
            println!("cargo:rustc-env=NQUEENS_PAGE_EMBEDDED=1");
            embedded(&dir, &text)
        }
        Err(_) => {
            "pub const VERSION: Option<&str> = None;\npub static FILES: &[(&str, &[u8])] = &[];\n"
                .to_owned()
        }
    };
    fs::write(out, code).expect("OUT_DIR is writable");
}

/// The generated module: the version and every listed file, as `include_bytes!` of its path.
fn embedded(dir: &Path, list: &str) -> String {
    let list: serde_json::Value = serde_json::from_str(list).expect("page-files.json is JSON");
    let version = list["version"]
        .as_str()
        .expect("page-files.json has a version");
    let mut code = format!("pub const VERSION: Option<&str> = Some({version:?});\npub static FILES: &[(&str, &[u8])] = &[\n");
    for file in list["files"].as_array().expect("page-files.json has files") {
        let path = file["path"].as_str().expect("each file has a path");
        let full = fs::canonicalize(dir.join(path)).unwrap_or_else(|e| {
            panic!(
                "{}: {e} (the page's list names it; build the page again)",
                dir.join(path).display()
            )
        });
        println!("cargo:rerun-if-changed={}", full.display());
        code += &format!(
            "    ({path:?}, include_bytes!({:?})),\n",
            full.display().to_string()
        );
    }
    // The list itself too: the service worker reads it to precache the page.
    let list = fs::canonicalize(dir.join("page-files.json")).expect("the list was just read");
    code += &format!(
        "    (\"page-files.json\", include_bytes!({:?})),\n",
        list.display().to_string()
    );
    code + "];\n"
}
