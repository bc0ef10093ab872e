//! A lesson as a SCORM 1.2 package: the one zip every learning platform (Moodle, Canvas,
//! Blackboard, Sakai) imports as an activity with no server of ours. The package holds the
//! manifest (`imsmanifest.xml`: one organization, one item, one SCO resource listing every
//! file), a launch page with the board in the Step view reading the lesson, the lesson file,
//! and the board's own files (the element bundle: [`ELEMENT_FILES`], given by the caller, who
//! has the built page). The launch page's script (`www/scorm.js` of the page) talks to the
//! platform; this module only writes the package, so the page, the CLI and Python write the
//! same bytes.
//!
//! - [`manifest`]: the manifest and the launch page, written from the lesson;
//! - [`zip`]: the archive (stored entries and their CRC-32).

pub mod manifest;
pub mod zip;

use crate::error::{Error, Result};
use crate::lesson::Lesson;
use crate::words::msg;

/// The board's files a package carries, as the built page names them (relative to `dist/`):
/// the element, its views but Count and Huge (a lesson never opens them), its words, its
/// worker, the bindings and the SCORM glue. The package's test (tests/package/scorm.test.mjs)
/// follows every import from `www/scorm.js` and fails on a file reached that is not here.
pub const ELEMENT_FILES: &[&str] = &[
    "nqueens-wasm.js",
    "nqueens-wasm_bg.wasm",
    "www/scorm.js",
    "www/nqueens-element.js",
    "www/element-api.js",
    "www/wasm.js",
    "www/styles/views.js",
    "www/styles/views.css.js",
    "www/names.js",
    "www/theme.js",
    "www/url.js",
    "www/lesson-file.js",
    "www/renderer.js",
    "www/step-codes.js",
    "www/words.js",
    "www/lang.js",
    "www/message.js",
    "www/catalogs/index.js",
    "www/catalogs/en.js",
    "www/catalogs/hi.js",
    "www/catalogs/fa.js",
    "www/catalogs/zh.js",
    "www/jobs.js",
    "www/tasks.js",
    "www/worker.js",
    "www/views/load.js",
    "www/views/shared/dom.js",
    "www/views/shared/host.js",
    "www/views/play/play.js",
    "www/views/play/why.js",
    "www/views/solutions/solutions.js",
    "www/views/step/code.js",
    "www/views/step/compare.js",
    "www/views/step/dock.js",
    "www/views/step/editor.js",
    "www/views/step/lesson.js",
    "www/views/step/panels.js",
    "www/views/step/pictures.js",
    "www/views/step/stack.js",
    "www/views/step/step.js",
    "www/views/step/transport.js",
    "www/views/step/tree.js",
];

/// The page the platform opens.
pub const LAUNCH: &str = "index.html";
/// The lesson file inside the package, as the launch page's board reads it.
pub const LESSON: &str = "lesson.json";
/// The manifest, at the package's root as SCORM requires.
pub const MANIFEST: &str = "imsmanifest.xml";
/// The highest mastery score: SCORM 1.2 scores run from 0 to 100.
pub const MAX_MASTERY: u32 = 100;

/// Writes the SCORM 1.2 package of the lesson `text` (`label` names it in a refusal): the
/// lesson must run (the core checks it as the reader would meet it), `mastery` (0 to 100, the
/// percentage of questions answered right that passes; none: finishing completes it) and
/// `files` (each of [`ELEMENT_FILES`] with its bytes, in any order).
pub fn package(
    text: &str,
    label: &str,
    mastery: Option<u32>,
    files: &[(String, Vec<u8>)],
) -> Result<Vec<u8>> {
    if let Some(score) = mastery.filter(|&score| score > MAX_MASTERY) {
        return Err(Error::Argument(msg!(
            "scorm.mastery",
            score = score,
            max = MAX_MASTERY
        )));
    }
    let lesson = Lesson::read(text, label)?;
    let mut entries: Vec<(String, Vec<u8>)> = Vec::with_capacity(ELEMENT_FILES.len() + 3);
    for wanted in ELEMENT_FILES {
        let Some((_, bytes)) = files.iter().find(|(path, _)| path == wanted) else {
            return Err(Error::Argument(msg!("scorm.missing-file", file = *wanted)));
        };
        entries.push(((*wanted).to_string(), bytes.clone()));
    }
    let about = manifest::About::of(&lesson, mastery);
    entries.push((
        LAUNCH.to_string(),
        manifest::launch_page(&about).into_bytes(),
    ));
    entries.push((LESSON.to_string(), text.as_bytes().to_vec()));
    let paths: Vec<&str> = entries.iter().map(|(path, _)| path.as_str()).collect();
    let xml = manifest::manifest(&about, &paths);
    entries.insert(0, (MANIFEST.to_string(), xml.into_bytes()));
    zip::write(&entries).ok_or_else(|| Error::Argument(msg!("scorm.too-big")))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lesson::ShippedLesson;

    fn files() -> Vec<(String, Vec<u8>)> {
        ELEMENT_FILES
            .iter()
            .map(|path| (path.to_string(), path.as_bytes().to_vec()))
            .collect()
    }

    fn four_queens() -> &'static str {
        "four-queens".parse::<ShippedLesson>().unwrap().text()
    }

    #[test]
    fn the_manifest_lists_every_file_and_the_launch_page() {
        let zip = package(four_queens(), "four-queens", Some(80), &files()).unwrap();
        let text = String::from_utf8_lossy(&zip);
        for path in ELEMENT_FILES.iter().chain(&[LAUNCH, LESSON]) {
            assert!(text.contains(&format!("<file href=\"{path}\"/>")), "{path}");
        }
        assert!(text.contains("identifier=\"nqueens-lesson-four-queens\""));
        assert!(text.contains("<adlcp:masteryscore>80</adlcp:masteryscore>"));
        assert!(text.contains("<html lang=\"en\" dir=\"ltr\">"));
        assert!(zip.starts_with(b"PK\x03\x04"));
        assert_eq!(&zip[30..30 + MANIFEST.len()], MANIFEST.as_bytes());
    }

    #[test]
    fn refusals_say_what_is_wrong() {
        let err = package(four_queens(), "x", Some(101), &files()).unwrap_err();
        assert_eq!(err.message().id(), "scorm.mastery");
        let mut short = files();
        short.retain(|(path, _)| path != "www/worker.js");
        let err = package(four_queens(), "x", None, &short).unwrap_err();
        assert_eq!(err.message().id(), "scorm.missing-file");
        assert!(package("{}", "x", None, &files()).is_err());
    }
}
