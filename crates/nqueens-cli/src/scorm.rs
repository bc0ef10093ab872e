//! `nqueens scorm`: a lesson as a SCORM 1.2 package, the zip a learning platform (Moodle,
//! Canvas, Blackboard, Sakai) imports as an activity. The core writes it (scorm::package) from
//! the board's files of the page this binary carries, so a teacher with no built page and no
//! browser gets the same package the lesson editor's "Export for LMS" downloads.

use std::path::Path;
use std::process::ExitCode;

use nqueens_core::lesson::ShippedLesson;
use nqueens_core::scorm::{self, ELEMENT_FILES};

use crate::page;

/// What `scorm` says when the binary was built without the page, and how to get one with it.
pub const NOT_EMBEDDED: &str = "this nqueens was built without the page, so it has no board to put in a package. \
Build the page first (`trunk build --release`, which writes dist/), then build nqueens again \
(`cargo build --release -p nqueens-cli`); or set NQUEENS_PAGE to a built page's folder while building.";

/// Writes the package of `lesson` (a lesson file, else a shipped lesson's name) to `output`.
pub fn scorm(lesson: &str, output: &Path, mastery: Option<u32>) -> Result<ExitCode, String> {
    if page::version().is_none() {
        return Err(NOT_EMBEDDED.to_owned());
    }
    let (text, label) = read_lesson(lesson)?;
    let files: Vec<(String, Vec<u8>)> = ELEMENT_FILES
        .iter()
        .filter_map(|path| page::page_file(path).map(|bytes| (path.to_string(), bytes.to_vec())))
        .collect();
    let zip = scorm::package(&text, &label, mastery, &files).map_err(|e| e.to_string())?;
    std::fs::write(output, &zip).map_err(|e| format!("cannot write {}: {e}", output.display()))?;
    println!(
        "wrote {} ({} bytes): upload it to your learning platform as a SCORM 1.2 package",
        output.display(),
        zip.len()
    );
    Ok(ExitCode::SUCCESS)
}

/// The lesson's text and the label that names it in a refusal: the file at `lesson`, else the
/// shipped lesson of that name.
fn read_lesson(lesson: &str) -> Result<(String, String), String> {
    let path = Path::new(lesson);
    match std::fs::read_to_string(path) {
        Ok(text) => {
            let label = path
                .file_name()
                .map_or_else(|| lesson.to_owned(), |name| name.to_string_lossy().into_owned());
            Ok((text, label))
        }
        Err(error) => match lesson.parse::<ShippedLesson>() {
            Ok(shipped) => Ok((shipped.text().to_owned(), shipped.name().to_owned())),
            Err(not_shipped) => Err(format!(
                "cannot read the lesson file {lesson}: {error}; nor is it a shipped lesson ({not_shipped})"
            )),
        },
    }
}
