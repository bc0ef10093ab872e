//! `nqueens scorm` as a teacher runs it: a shipped lesson or a lesson file becomes a zip that an
//! independent reader (Python's zipfile, which checks every CRC) opens, whose manifest names
//! the lesson and the passing score and whose files are the board the binary carries; bad
//! input (an unknown lesson, a passing score over 100) is refused with a message and exit 2.
//! A binary built without the page says so and how to build one with it.
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn nqueens(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_nqueens"))
        .args(args)
        .output()
        .expect("runs")
}

/// A fresh folder for this test's files.
fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("nqueens-scorm-{name}-{}", std::process::id()));
    std::fs::remove_dir_all(&dir).ok();
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    dir
}

fn python_zipfile(args: &[&str]) -> String {
    let out = Command::new("python3")
        .args(["-m", "zipfile"])
        .args(args)
        .output()
        .expect("python3 runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("utf-8")
}

fn said(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn a_lesson_becomes_a_package_an_lms_imports() {
    let dir = folder("package");
    let zip = dir.join("four-queens.zip");
    let zip_arg = zip.to_str().unwrap();
    let out = nqueens(&["scorm", "four-queens", "-o", zip_arg, "--mastery", "80"]);
    if option_env!("NQUEENS_PAGE_EMBEDDED").is_none() {
        assert_eq!(out.status.code(), Some(2));
        assert!(
            said(&out).contains("built without the page") && said(&out).contains("trunk build"),
            "{}",
            said(&out)
        );
        return;
    }
    assert!(out.status.success(), "{}", said(&out));
    assert!(String::from_utf8_lossy(&out.stdout).contains("SCORM 1.2 package"));
    python_zipfile(&["-t", zip_arg]);
    let unpacked = dir.join("unpacked");
    python_zipfile(&["-e", zip_arg, unpacked.to_str().unwrap()]);
    let manifest = std::fs::read_to_string(unpacked.join("imsmanifest.xml")).expect("a manifest");
    assert!(
        manifest.contains("<schemaversion>1.2</schemaversion>"),
        "{manifest}"
    );
    assert!(
        manifest.contains("identifier=\"nqueens-lesson-four-queens\""),
        "{manifest}"
    );
    assert!(
        manifest.contains("<adlcp:masteryscore>80</adlcp:masteryscore>"),
        "{manifest}"
    );
    assert!(
        manifest.contains("adlcp:scormtype=\"sco\" href=\"index.html\""),
        "{manifest}"
    );
    for listed in manifest.split("<file href=\"").skip(1) {
        let path = &listed[..listed.find('"').expect("a closing quote")];
        assert!(
            unpacked.join(path).is_file(),
            "{path} is listed but not in the zip"
        );
    }
    let launch = std::fs::read_to_string(unpacked.join("index.html")).expect("a launch page");
    assert!(
        launch.contains("<nqueens-board view=\"step\" lesson=\"lesson.json\""),
        "{launch}"
    );
    let wasm = std::fs::read(unpacked.join("nqueens-wasm_bg.wasm")).expect("the wasm");
    assert_eq!(&wasm[..4], b"\0asm");
    assert!(unpacked.join("www/scorm.js").is_file() && unpacked.join("www/worker.js").is_file());

    // A lesson file, as a teacher's editor saved it: its own title names the package.
    let file = dir.join("my lesson.json");
    let shipped = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../nqueens-core/lessons/five-queens-dead-end.json");
    std::fs::copy(shipped, &file).expect("copies a lesson");
    let out = nqueens(&["scorm", file.to_str().unwrap(), "-o", zip_arg]);
    assert!(out.status.success(), "{}", said(&out));
    let listing = python_zipfile(&["-l", zip_arg]);
    assert!(
        listing.contains("lesson.json") && listing.contains("imsmanifest.xml"),
        "{listing}"
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn bad_input_is_refused_with_a_message() {
    let dir = folder("refusals");
    let zip = dir.join("x.zip");
    let zip_arg = zip.to_str().unwrap();
    let out = nqueens(&["scorm", "no-such-lesson.json", "-o", zip_arg]);
    assert_eq!(out.status.code(), Some(2));
    if option_env!("NQUEENS_PAGE_EMBEDDED").is_some() {
        assert!(
            said(&out).contains("no-such-lesson.json") && said(&out).contains("four-queens"),
            "{}",
            said(&out)
        );
        let out = nqueens(&["scorm", "four-queens", "-o", zip_arg, "--mastery", "101"]);
        assert_eq!(out.status.code(), Some(2));
        assert!(
            said(&out).contains("101") && said(&out).contains("100"),
            "{}",
            said(&out)
        );
        let broken = dir.join("broken.json");
        std::fs::write(&broken, "{\"format\": \"nqueens-lesson\"").unwrap();
        let out = nqueens(&["scorm", broken.to_str().unwrap(), "-o", zip_arg]);
        assert_eq!(out.status.code(), Some(2));
        assert!(said(&out).contains("broken.json"), "{}", said(&out));
    }
    assert!(!zip.exists(), "nothing is written on a refusal");
    std::fs::remove_dir_all(&dir).ok();
}
