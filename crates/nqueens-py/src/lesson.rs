//! Lessons from Python: a lesson file read and run against its search by the core (the same
//! check the page runs before a reader sees it), its plan for a reader of a language, and a
//! reader's answers checked; the shipped lessons by name. A teacher can test a lesson here, and
//! the notebook widget checks the lesson it is given before the board shows it.

use nqueens_core::board::Square;
use nqueens_core::lesson::{self, Reply, ShippedLesson};
use nqueens_core::names::names;
use nqueens_core::scorm::{self, ELEMENT_FILES};
use nqueens_core::show::page::lesson_value;
use pyo3::prelude::*;
use std::path::PathBuf;

use crate::{to_dict, to_py};

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("LESSONS", names::<ShippedLesson>())?;
    m.add("DEFAULT_LESSON", ShippedLesson::DEFAULT.name())?;
    m.add("_LESSON_PACKED_PREFIX", lesson_value::PACKED_PREFIX)?;
    m.add_class::<Lesson>()?;
    Ok(())
}

/// A lesson file read and run against its search by the core.
///
/// ``Lesson(text, label="")`` reads the file's text (JSON); ``Lesson.shipped(name)`` one of
/// ``nqueens.LESSONS``. A lesson that cannot be read, or whose steps cannot happen on its
/// search, raises :class:`LessonError` naming the lesson and the step (``label`` names it until
/// its title is read).
#[pyclass(module = "nqueens", frozen)]
pub struct Lesson {
    inner: lesson::Lesson,
    text: String,
}

#[pymethods]
impl Lesson {
    #[new]
    #[pyo3(signature = (text, label = ""))]
    fn new(py: Python<'_>, text: &str, label: &str) -> PyResult<Lesson> {
        let inner = py
            .detach(|| lesson::Lesson::read(text, label))
            .map_err(to_py)?;
        Ok(Lesson {
            inner,
            text: text.to_string(),
        })
    }

    /// A shipped lesson by name (``nqueens.LESSONS``).
    #[staticmethod]
    fn shipped(py: Python<'_>, name: &str) -> PyResult<Lesson> {
        let shipped: ShippedLesson = name.parse().map_err(to_py)?;
        Lesson::new(py, shipped.text(), shipped.name())
    }

    /// The file's text, as it was read.
    #[getter]
    fn text(&self) -> &str {
        &self.text
    }

    /// The title, in the lesson's own language.
    #[getter]
    fn title(&self) -> String {
        self.inner.plan("").title
    }

    /// The languages it is written in, its own first.
    #[getter]
    fn languages(&self) -> Vec<String> {
        self.inner.languages().to_vec()
    }

    /// How many questions it asks.
    #[getter]
    fn questions(&self) -> usize {
        self.inner.questions()
    }

    /// The lesson as a reader of ``language`` sees it (that language, its nearest, or the
    /// lesson's own): ``title``, ``language``, ``dir``, the board, and ``stops``, each with
    /// its ``kind`` ("narrate", "ask", "pause", "end"), the search's ``position`` and its
    /// ``text`` as a list of words and numbers.
    #[pyo3(signature = (language = ""))]
    fn plan<'py>(&self, py: Python<'py>, language: &str) -> PyResult<Bound<'py, PyAny>> {
        let mut plan = self.inner.plan(language);
        for stop in &mut plan.stops {
            stop.text = lesson::in_english(std::mem::take(&mut stop.text));
            if let Some(ask) = &mut stop.ask {
                ask.hint = ask.hint.take().map(lesson::in_english);
                for option in &mut ask.options {
                    *option = lesson::in_english(std::mem::take(option));
                }
            }
        }
        to_dict(py, &plan)
    }

    /// Checks a reader's answer to the question at stop ``stop`` (an index into the plan's
    /// stops): ``square=(row, col)``, ``option=`` (0-based) or ``number=``, one of them.
    /// Returns ``{"correct", "feedback", "feedbackLang", "explanation", "explanationLang"}``
    /// (the ``…Lang`` keys name the language of a teacher's words a translation left out).
    #[pyo3(signature = (stop, *, square = None, option = None, number = None, language = ""))]
    fn answer<'py>(
        &self,
        py: Python<'py>,
        stop: usize,
        square: Option<(u32, u32)>,
        option: Option<usize>,
        number: Option<i64>,
        language: &str,
    ) -> PyResult<Bound<'py, PyAny>> {
        let reply = match (square, option, number) {
            (Some((row, col)), None, None) => Reply::Square(Square::new(row, col)),
            (None, Some(option), None) => Reply::Option(option),
            (None, None, Some(number)) => Reply::Number(number),
            _ => {
                return Err(to_py(nqueens_core::Error::Argument(
                    nqueens_core::Message::new("error.lesson.answer-with"),
                )))
            }
        };
        let mut verdict = self.inner.answer(stop, reply, language).map_err(to_py)?;
        // Python reads the core's sentences in English, as every other message of the package.
        verdict.feedback = lesson::in_english(verdict.feedback);
        verdict.explanation = verdict.explanation.map(lesson::in_english);
        to_dict(py, &verdict)
    }

    /// Writes the lesson as a SCORM 1.2 package to ``path``: the zip a learning platform
    /// (Moodle, Canvas, Blackboard, Sakai) imports as an activity; it reports each answer, the
    /// score and the status to the platform's gradebook. ``mastery`` is the passing score, the
    /// percentage of questions answered right at the first try (0 to 100); without it,
    /// finishing the lesson completes the activity. The board inside is the one this wheel
    /// carries (``nqueens/static/``), so the package is the lesson editor's, byte for byte,
    /// for the same page. Returns the package's size in bytes.
    #[pyo3(signature = (path, *, mastery = None))]
    fn to_scorm(&self, py: Python<'_>, path: PathBuf, mastery: Option<u32>) -> PyResult<usize> {
        let files = wheel_page_files(py)?;
        let zip = py
            .detach(|| scorm::package(&self.text, &self.title(), mastery, &files))
            .map_err(to_py)?;
        std::fs::write(&path, &zip)?;
        Ok(zip.len())
    }

    fn __repr__(&self) -> String {
        format!("Lesson({:?})", self.title())
    }
}

/// The board's files a package carries, from the wheel's `nqueens/static/` (scripts/
/// build-widget.mjs puts them there: the element's modules under `page/`, beside the wasm the
/// widget already sends). A file that is not there is left out, and the core's refusal names
/// it.
fn wheel_page_files(py: Python<'_>) -> PyResult<Vec<(String, Vec<u8>)>> {
    let init: PathBuf = py.import("nqueens")?.getattr("__file__")?.extract()?;
    let folder = init.with_file_name("static");
    Ok(ELEMENT_FILES
        .iter()
        .filter_map(|path| {
            let source = if *path == "nqueens-wasm_bg.wasm" {
                folder.join("nqueens_bg.wasm")
            } else {
                folder.join("page").join(path)
            };
            std::fs::read(source)
                .ok()
                .map(|bytes| (path.to_string(), bytes))
        })
        .collect())
}
