//! A lesson as a printable worksheet: its questions numbered, each with the board at the moment
//! it is asked (for paper: [`crate::show::svg::step_on_paper`]), the words of the question, the
//! options of a choose question and, for a pick question, an empty board to mark the square on;
//! then the answer key, each answer in the core's sentence and the lesson's explanation. The core
//! decides what is on the sheet (which position each question shows, what the answer is, in the
//! reader's language); the page lays it out for print.

use super::document::Form;
use super::question::Value;
use super::run::{in_language, Lesson, StopKind};
use super::text::Segment;
use crate::show::svg;
use crate::words::{msg, Arg, Message};

/// A lesson's worksheet, in one language.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Worksheet {
    pub title: String,
    /// The language the words are in, and its direction.
    pub language: String,
    pub dir: &'static str,
    pub n: usize,
    pub questions: Vec<SheetQuestion>,
}

/// One question of a worksheet, with its answer for the key.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct SheetQuestion {
    /// Its number on the sheet, from 1.
    pub number: usize,
    /// The lesson's stop it is asked at.
    pub stop: usize,
    pub form: Form,
    pub prompt: Vec<Segment>,
    /// The language `prompt` is in where it is not the sheet's (a translation left it out).
    #[cfg_attr(feature = "serde", serde(rename = "promptLang"))]
    pub prompt_lang: Option<String>,
    /// The board when it is asked, as an SVG picture for paper.
    pub board: String,
    /// A pick question's empty board to mark the square on.
    pub blank: Option<String>,
    pub options: Vec<Vec<Segment>>,
    /// For each option, the language it is in where it is not the sheet's.
    #[cfg_attr(feature = "serde", serde(rename = "optionsLang"))]
    pub options_lang: Vec<Option<String>>,
    /// The answer, said by the core.
    pub answer: Message,
    pub explanation: Option<Vec<Segment>>,
    #[cfg_attr(feature = "serde", serde(rename = "explanationLang"))]
    pub explanation_lang: Option<String>,
}

impl Lesson {
    /// The worksheet for a reader of `wanted` (see [`Lesson::language_for`]): every question of
    /// the lesson, in order.
    pub fn worksheet(&self, wanted: &str) -> Worksheet {
        let language = self.language_for(wanted).to_string();
        let source = &self.document.language;
        let plan = self.plan(&language);
        let n = self.document.n;
        let mut questions = Vec::new();
        for (stop, data) in self.stops.iter().enumerate() {
            let Some(asked) = data.ask.as_ref().filter(|_| data.kind == StopKind::Ask) else {
                continue;
            };
            let (prompt, prompt_lang) = in_language(&data.text, &language, source);
            let (explanation, explanation_lang) = match asked
                .explanation
                .as_ref()
                .map(|t| in_language(t, &language, source))
            {
                Some((words, lang)) => (Some(words), lang),
                None => (None, None),
            };
            let options = asked
                .options
                .iter()
                .map(|t| in_language(t, &language, source));
            let (options, options_lang) = options.unzip();
            let answer = match (asked.form, &asked.value) {
                (Form::Choose, _) => {
                    let right: Vec<Arg> = (asked.right.iter().enumerate())
                        .filter(|(_, &right)| right)
                        .map(|(i, _)| Arg::from(i + 1))
                        .collect();
                    msg!(
                        "worksheet.answer.options",
                        count = right.len(),
                        options = right
                    )
                }
                (Form::Pick, Some(Value::Squares(squares))) => msg!(
                    "worksheet.answer.squares",
                    count = squares.len(),
                    squares = squares
                        .iter()
                        .map(|sq| Arg::from(crate::words::square(sq.row, sq.col)))
                        .collect::<Vec<_>>()
                ),
                (_, value) => msg!(
                    "worksheet.answer.number",
                    k = value.as_ref().and_then(Value::as_number).unwrap_or(0)
                ),
            };
            let number = questions.len() + 1;
            let blank = (asked.form == Form::Pick).then(|| {
                let title = msg!("worksheet.blank", k = number);
                svg::blank_on_paper(n, &crate::lesson::plain(&[Segment::Message(title)]))
            });
            questions.push(SheetQuestion {
                number,
                stop,
                form: asked.form,
                prompt,
                prompt_lang,
                board: svg::step_on_paper(&asked.state),
                blank,
                options,
                options_lang,
                answer,
                explanation,
                explanation_lang,
            });
        }
        Worksheet {
            title: plan.title,
            dir: plan.dir,
            language,
            n,
            questions,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lesson::{plain, ShippedLesson};

    fn four() -> Lesson {
        Lesson::read(ShippedLesson::FourQueens.text(), "four-queens").unwrap()
    }

    #[test]
    fn every_question_in_order_with_its_board_and_answer() {
        let lesson = four();
        let sheet = lesson.worksheet("en");
        assert_eq!(sheet.questions.len(), lesson.questions());
        assert_eq!(
            sheet.title,
            "Four queens: watch constraint propagation think"
        );
        let forms: Vec<&str> = sheet.questions.iter().map(|q| q.form.name()).collect();
        assert_eq!(
            forms,
            ["pick", "number", "pick", "choose", "pick", "number"]
        );
        let numbers: Vec<usize> = sheet.questions.iter().map(|q| q.number).collect();
        assert_eq!(numbers, [1, 2, 3, 4, 5, 6]);
        let first = &sheet.questions[0];
        assert!(plain(&first.prompt).starts_with("Where can the queen in row 0 go now?"));
        // Row 0 is all open at the start: any of its four squares.
        assert_eq!(
            first.answer.to_string(),
            "Any one of the squares (0, 0), (0, 1), (0, 2), and (0, 3)."
        );
        assert!(first.blank.is_some() && !first.board.contains("l17.6"));
        // The count of row 1's open squares, after the first queen and its propagation.
        assert_eq!(sheet.questions[1].answer.to_string(), "2");
        assert!(sheet.questions[1].board.contains(r#"<g class="queen""#));
        assert!(sheet.questions[1].blank.is_none());
        // The dead row: the second option, said by its number.
        assert_eq!(sheet.questions[3].answer.to_string(), "Option 2.");
        assert_eq!(sheet.questions[3].options.len(), 3);
        assert_eq!(plain(&sheet.questions[3].options[1]), "Row 2");
        // The next queen: one square.
        assert_eq!(sheet.questions[4].answer.to_string(), "The square (0, 1).");
        assert_eq!(sheet.questions[5].answer.to_string(), "2");
        assert_eq!(
            plain(sheet.questions[5].explanation.as_ref().unwrap()),
            "Two: row 2 after `q[1] = 2`, then row 3 after `q[1] = 3`."
        );
    }

    #[test]
    fn a_worksheet_in_the_readers_language() {
        let sheet = four().worksheet("fa-IR");
        assert_eq!(sheet.language, "fa");
        assert_eq!(sheet.dir, "rtl");
        assert!(sheet.title.starts_with("چهار وزیر"));
        assert!(plain(&sheet.questions[1].prompt).starts_with("چند خانه"));
        assert_eq!(sheet.questions[1].prompt_lang, None);
        // A language the lesson lacks: the source's words.
        assert_eq!(four().worksheet("de").language, "en");
    }
}
