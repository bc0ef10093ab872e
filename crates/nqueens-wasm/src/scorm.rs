//! Bindings for the lesson editor's "Export for LMS": the core writes the SCORM 1.2 package
//! from the lesson and the board's files the page fetched (the page has them; the core says
//! which).

use nqueens_core::scorm;
use wasm_bindgen::prelude::*;

use crate::error::{fail, JsResult};

/// The board's files a package carries, relative to the built page's root.
#[wasm_bindgen(js_name = scormFiles)]
pub fn scorm_files() -> Vec<String> {
    scorm::ELEMENT_FILES.iter().map(|s| s.to_string()).collect()
}

/// The package of the lesson `text` as zip bytes. `paths[i]` is a file of `scormFiles()`, and
/// its bytes are the next `sizes[i]` bytes of `data` (the files end to end, so one copy crosses
/// into wasm); `mastery` is the passing percentage, or undefined.
#[wasm_bindgen(js_name = scormPackage)]
pub fn scorm_package(
    text: &str,
    label: &str,
    mastery: Option<u32>,
    paths: Vec<String>,
    sizes: Vec<u32>,
    data: &[u8],
) -> JsResult<Vec<u8>> {
    let mut files = Vec::with_capacity(paths.len());
    let mut at = 0usize;
    for (path, size) in paths.into_iter().zip(sizes) {
        let end = at.saturating_add(size as usize).min(data.len());
        files.push((path, data[at..end].to_vec()));
        at = end;
    }
    scorm::package(text, label, mastery, &files).map_err(fail)
}
