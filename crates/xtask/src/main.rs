//! The project's one generator, as `cargo xtask codegen`: every file that is written from
//! another source of truth (the core's vocabularies, rules, limits, constants and types, the
//! catalogs, the element's interface table) is written here, and `cargo xtask codegen --check`
//! (the test command's step) fails naming each one that is stale. docs/codegen.md lists them.

mod core_types;
mod declarations;
mod fixtures;
mod gpu;
mod page;
mod reference;
mod step;
mod styles;
mod wasm;

use std::path::{Path, PathBuf};
use std::process::ExitCode;

const USAGE: &str = "usage: cargo xtask codegen [--check]\n\n  codegen          write every generated file\n  codegen --check  write nothing; fail naming each generated file that is stale";

/// The workspace's root, where every generated file's path starts.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Every generated file: its path from the root and its text.
fn generated() -> Result<Vec<(String, String)>, String> {
    let mut files = page::files();
    files.push((
        "crates/nqueens-wasm/src/names.d.ts".to_string(),
        wasm::names_d_ts(),
    ));
    files.push((
        "crates/nqueens-wasm/src/core-types.d.ts".to_string(),
        core_types::core_types_d_ts()?,
    ));
    files.push(("www/step-codes.js".to_string(), step::codes_js()));
    let lesson_schema = nqueens_core::lesson::schema();
    let schema = serde_json::to_string_pretty(&lesson_schema)
        .map_err(|e| format!("the lesson schema: {e}"))?;
    files.push((
        "crates/nqueens-core/lessons/lesson.schema.json".to_string(),
        schema + "\n",
    ));
    files.push((
        "www/views/count/count-gpu-kernel.js".to_string(),
        gpu::kernel_js(),
    ));
    files.push((
        "tests/fixtures/render-cases.json".to_string(),
        fixtures::render_cases(),
    ));
    files.push((
        "crates/nqueens-core/tests/fixtures/language-tags.json".to_string(),
        fixtures::language_tags(),
    ));
    files.push((
        "docs/reference/errors.md".to_string(),
        reference::errors_md()?,
    ));
    files.push((
        "docs/reference/counters.md".to_string(),
        reference::counters_md()?,
    ));
    let lesson_schema =
        serde_json::to_value(&lesson_schema).map_err(|e| format!("the lesson schema: {e}"))?;
    files.push((
        "docs/reference/lesson.md".to_string(),
        reference::lesson::page(&lesson_schema)?,
    ));
    files.push(("docs/reference/cli.md".to_string(), reference::cli::page()?));
    files.push((
        "docs/reference/python.md".to_string(),
        reference::python::page()?,
    ));
    files.extend(styles::files()?);
    Ok(files)
}

fn read(path: &Path) -> Option<String> {
    std::fs::read_to_string(path).ok()
}

fn codegen(check: bool) -> Result<(), String> {
    let mut files = generated()?;
    // The element's declarations are written by its table's own language: node reads
    // www/names.js, so it runs after that file is written (with --check, on the committed one,
    // whose own staleness is reported below).
    let mut stale = stale_of(&files);
    if !check {
        write_changed(&files)?;
    }
    let mut element = declarations::files()?;
    // The element's reference page reads the manifest just written (or, with --check, just
    // computed), so a stale manifest and a stale page are both named.
    let manifest = element
        .iter()
        .find(|(path, _)| path == "custom-elements.json")
        .map(|(_, text)| text.clone())
        .ok_or("scripts/declarations.mjs printed no custom-elements.json")?;
    element.push((
        "docs/reference/element.md".to_string(),
        reference::element::page(&manifest)?,
    ));
    stale.extend(stale_of(&element));
    files.extend(element);
    if check {
        if stale.is_empty() {
            eprintln!("{} generated files are current", files.len());
            return Ok(());
        }
        for path in &stale {
            eprintln!(
                "stale: {path} is not what its source gives (docs/codegen.md names the source)"
            );
        }
        return Err(format!(
            "{} generated file{} out of date: run `cargo xtask codegen`, review the change and commit it",
            stale.len(),
            if stale.len() == 1 { " is" } else { "s are" }
        ));
    }
    write_changed(&files)?;
    for path in &stale {
        eprintln!("wrote {path}");
    }
    eprintln!("{} generated files, {} rewritten", files.len(), stale.len());
    Ok(())
}

/// The paths of `files` whose text on disk is not theirs.
fn stale_of(files: &[(String, String)]) -> Vec<String> {
    files
        .iter()
        .filter(|(path, text)| read(&root().join(path)).as_deref() != Some(text.as_str()))
        .map(|(path, _)| path.clone())
        .collect()
}

/// Writes each file whose text differs from what is on disk.
fn write_changed(files: &[(String, String)]) -> Result<(), String> {
    for (path, text) in files {
        let at = root().join(path);
        if read(&at).as_deref() == Some(text.as_str()) {
            continue;
        }
        if let Some(folder) = at.parent() {
            std::fs::create_dir_all(folder).map_err(|e| format!("{}: {e}", folder.display()))?;
        }
        std::fs::write(&at, text).map_err(|e| format!("writing {path}: {e}"))?;
    }
    Ok(())
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let result = match args.as_slice() {
        ["codegen"] => codegen(false),
        ["codegen", "--check"] => codegen(true),
        _ => {
            eprintln!("{USAGE}");
            return ExitCode::from(2);
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error}");
            ExitCode::FAILURE
        }
    }
}
