//! A lesson's words: templates whose placeholders (`{row}`, `{open:2}`, ...) are filled from the
//! search at the moment they are said, the segments a filled text becomes (words, and numbers
//! the board formats in the reader's language), and the language tags a lesson is written in.
//!
//! Placeholders are a closed list ([`Slot`]); a lesson naming another is refused when read, and
//! one with no value at its moment (`{dead-row}` where no dead end was just found) when run.
//! `{{` and `}}` write a brace.

use std::fmt;

use crate::words::{msg, Message};

/// A value a placeholder takes from the search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    /// The board's side.
    N,
    /// The search's position: events taken so far.
    Position,
    /// The row and column of the square the last event was about.
    Row,
    Col,
    /// The queen the last event names as the attacker or the cause of a removal.
    ByRow,
    ByCol,
    /// Queens on the board.
    Queens,
    /// The search's counters.
    Solutions,
    Failures,
    Branches,
    Nodes,
    Depth,
    /// The row the last event found empty.
    DeadRow,
    /// The seed-003 lookup codes of the last event's square: `row + col` and
    /// `row - col + N - 1`.
    Slash,
    Backslash,
    /// Values the last propagation event removed.
    Removed,
    /// Open squares: on the whole board, or in one row.
    Open(Option<u32>),
    /// The core's own sentence for the last event.
    Narration,
    /// A question's answer: a number, or the row and column of a single square.
    Answer,
    AnswerRow,
    AnswerCol,
}

/// Every placeholder's name, for the refusal of an unknown one.
const NAMES: [&str; 21] = [
    "n",
    "position",
    "row",
    "col",
    "by-row",
    "by-col",
    "queens",
    "solutions",
    "failures",
    "branches",
    "nodes",
    "depth",
    "dead-row",
    "slash",
    "backslash",
    "removed",
    "open",
    "narration",
    "answer",
    "answer-row",
    "answer-col",
];

impl Slot {
    fn parse(inside: &str) -> Result<Slot, Message> {
        let (name, argument) = match inside.split_once(':') {
            Some((name, argument)) => (name.trim(), Some(argument.trim())),
            None => (inside.trim(), None),
        };
        let slot = match name {
            "n" => Slot::N,
            "position" => Slot::Position,
            "row" => Slot::Row,
            "col" => Slot::Col,
            "by-row" => Slot::ByRow,
            "by-col" => Slot::ByCol,
            "queens" => Slot::Queens,
            "solutions" => Slot::Solutions,
            "failures" => Slot::Failures,
            "branches" => Slot::Branches,
            "nodes" => Slot::Nodes,
            "depth" => Slot::Depth,
            "dead-row" => Slot::DeadRow,
            "slash" => Slot::Slash,
            "backslash" => Slot::Backslash,
            "removed" => Slot::Removed,
            "narration" => Slot::Narration,
            "answer" => Slot::Answer,
            "answer-row" => Slot::AnswerRow,
            "answer-col" => Slot::AnswerCol,
            "open" => {
                let row = match argument {
                    None => None,
                    Some(text) => Some(
                        text.parse::<u32>()
                            .map_err(|_| msg!("lesson.read.open-row", argument = clip(text, 20)))?,
                    ),
                };
                return Ok(Slot::Open(row));
            }
            other => {
                return Err(msg!(
                    "lesson.read.placeholder",
                    name = clip(other, 40),
                    names = NAMES.map(|n| format!("{{{n}}}")).to_vec()
                ))
            }
        };
        if let Some(argument) = argument {
            return Err(msg!(
                "lesson.read.placeholder-argument",
                name = name.to_string(),
                argument = clip(argument, 20)
            ));
        }
        Ok(slot)
    }
}

impl fmt::Display for Slot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = match self {
            Slot::Open(Some(row)) => return write!(f, "{{open:{row}}}"),
            Slot::Open(None) => "open",
            Slot::N => "n",
            Slot::Position => "position",
            Slot::Row => "row",
            Slot::Col => "col",
            Slot::ByRow => "by-row",
            Slot::ByCol => "by-col",
            Slot::Queens => "queens",
            Slot::Solutions => "solutions",
            Slot::Failures => "failures",
            Slot::Branches => "branches",
            Slot::Nodes => "nodes",
            Slot::Depth => "depth",
            Slot::DeadRow => "dead-row",
            Slot::Slash => "slash",
            Slot::Backslash => "backslash",
            Slot::Removed => "removed",
            Slot::Narration => "narration",
            Slot::Answer => "answer",
            Slot::AnswerRow => "answer-row",
            Slot::AnswerCol => "answer-col",
        };
        write!(f, "{{{name}}}")
    }
}

/// One piece of a template.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Piece {
    Words(String),
    Slot(Slot),
}

/// A text with placeholders, parsed once when the lesson is read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Template {
    pieces: Vec<Piece>,
}

impl Template {
    /// Parses `text`; the error says which placeholder or brace is wrong.
    pub fn parse(text: &str) -> Result<Template, Message> {
        let mut pieces = Vec::new();
        let mut words = String::new();
        let mut chars = text.char_indices().peekable();
        while let Some((at, c)) = chars.next() {
            match c {
                '{' if chars.peek().map(|&(_, next)| next) == Some('{') => {
                    chars.next();
                    words.push('{');
                }
                '}' if chars.peek().map(|&(_, next)| next) == Some('}') => {
                    chars.next();
                    words.push('}');
                }
                '{' => {
                    let rest = &text[at + 1..];
                    let Some(end) = rest.find('}') else {
                        return Err(unclosed(text, at));
                    };
                    let inside = &rest[..end];
                    if inside.contains('{') {
                        return Err(unclosed(text, at));
                    }
                    if !words.is_empty() {
                        pieces.push(Piece::Words(std::mem::take(&mut words)));
                    }
                    pieces.push(Piece::Slot(Slot::parse(inside)?));
                    // Skip what the placeholder held and its closing brace.
                    for _ in 0..inside.chars().count() + 1 {
                        chars.next();
                    }
                }
                '}' => {
                    return Err(msg!(
                        "lesson.read.brace-close",
                        at = text[..at].chars().count() + 1
                    ))
                }
                other => words.push(other),
            }
        }
        if !words.is_empty() {
            pieces.push(Piece::Words(words));
        }
        Ok(Template { pieces })
    }

    /// The words of a template that holds no placeholders (a title); any it holds are left out.
    pub fn literal(&self) -> String {
        self.pieces
            .iter()
            .filter_map(|piece| match piece {
                Piece::Words(words) => Some(words.as_str()),
                Piece::Slot(_) => None,
            })
            .collect()
    }

    /// The placeholders, in order.
    pub fn slots(&self) -> impl Iterator<Item = Slot> + '_ {
        self.pieces.iter().filter_map(|piece| match piece {
            Piece::Slot(slot) => Some(*slot),
            Piece::Words(_) => None,
        })
    }

    /// The text with each placeholder's value from `value`, or the first placeholder that has
    /// none here and why.
    pub fn fill(
        &self,
        mut value: impl FnMut(Slot) -> Result<Filled, Message>,
    ) -> Result<Vec<Segment>, Message> {
        let mut out: Vec<Segment> = Vec::new();
        let push_words = |out: &mut Vec<Segment>, words: &str| match out.last_mut() {
            Some(Segment::Words(last)) => last.push_str(words),
            _ => out.push(Segment::Words(words.to_string())),
        };
        for piece in &self.pieces {
            match piece {
                Piece::Words(words) => push_words(&mut out, words),
                Piece::Slot(slot) => match value(*slot)
                    .map_err(|why| msg!("lesson.slot", slot = slot.to_string(), why = why))?
                {
                    Filled::Number(number) => out.push(Segment::Number(number)),
                    Filled::Words(words) => push_words(&mut out, &words),
                    Filled::Message(message) => out.push(Segment::Message(message)),
                },
            }
        }
        Ok(out)
    }
}

/// A placeholder's value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Filled {
    Number(i64),
    Words(String),
    /// The core's own sentence (the narration), said in the reader's language.
    Message(Message),
}

/// A piece of a filled text: words, shown as text, or a number, which the board writes in the
/// reader's language (Persian digits in a Persian lesson, say), or a message of the catalogs
/// (the narration, the core's own feedback), which the page says in the reader's language. With
/// the `serde` feature a text is a JSON array of strings, numbers and messages
/// (`{"id", "args"}` objects).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Segment {
    Words(String),
    Number(i64),
    Message(Message),
}

#[cfg(feature = "serde")]
impl serde::Serialize for Segment {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Segment::Words(words) => s.serialize_str(words),
            Segment::Number(number) => s.serialize_i64(*number),
            Segment::Message(message) => message.serialize(s),
        }
    }
}

/// A filled text as plain text with ASCII digits and the core's English (the CLI, Python,
/// tests).
pub fn plain(segments: &[Segment]) -> String {
    segments
        .iter()
        .map(|segment| match segment {
            Segment::Words(words) => words.clone(),
            Segment::Number(number) => number.to_string(),
            Segment::Message(message) => message.to_string(),
        })
        .collect()
}

/// The filled text with the core's sentences in English words (numbers stay numbers), for a
/// reader without the catalogs (Python, the CLI).
pub fn in_english(segments: Vec<Segment>) -> Vec<Segment> {
    let mut out: Vec<Segment> = Vec::new();
    for segment in segments {
        let segment = match segment {
            Segment::Message(message) => Segment::Words(message.to_string()),
            other => other,
        };
        match (out.last_mut(), segment) {
            (Some(Segment::Words(last)), Segment::Words(words)) => last.push_str(&words),
            (_, segment) => out.push(segment),
        }
    }
    out
}

/// One message of the core as a filled text.
pub fn said(message: Message) -> Vec<Segment> {
    vec![Segment::Message(message)]
}

/// Whether `tag` is a language tag a lesson may use: a BCP 47 shape (`en`, `fa`, `zh-Hans`,
/// `pt-BR`): a primary language of 2 or 3 letters, then subtags of 1 to 8 letters or digits.
pub fn is_language_tag(tag: &str) -> bool {
    let mut parts = tag.split('-');
    let primary = parts.next().unwrap_or("");
    tag.len() <= 35
        && (2..=3).contains(&primary.len())
        && primary.chars().all(|c| c.is_ascii_alphabetic())
        && parts.all(|p| (1..=8).contains(&p.len()) && p.chars().all(|c| c.is_ascii_alphanumeric()))
}

/// The direction a language is written in: "rtl" for Arabic, Persian, Hebrew, Urdu and the
/// other right-to-left scripts' languages, "ltr" otherwise; the board lays a lesson's words out
/// by it.
pub fn direction(tag: &str) -> &'static str {
    const RTL: [&str; 11] = [
        "ar", "fa", "he", "ur", "ps", "sd", "ckb", "dv", "yi", "ug", "ks",
    ];
    let primary = tag.split('-').next().unwrap_or("").to_ascii_lowercase();
    if RTL.contains(&primary.as_str()) {
        "rtl"
    } else {
        "ltr"
    }
}

/// The best of `available` for a reader who asked for `wanted`: the same tag, else the same
/// primary language, else None (the lesson's source language then).
pub fn best_language<'a>(wanted: &str, available: &'a [String]) -> Option<&'a String> {
    let wanted = wanted.trim();
    if wanted.is_empty() {
        return None;
    }
    let primary = |tag: &str| tag.split('-').next().unwrap_or("").to_ascii_lowercase();
    available
        .iter()
        .find(|tag| tag.eq_ignore_ascii_case(wanted))
        .or_else(|| available.iter().find(|tag| primary(tag) == primary(wanted)))
}

/// The refusal of a brace opened at byte `at` of `text` and never closed.
fn unclosed(text: &str, at: usize) -> Message {
    msg!(
        "lesson.read.brace-open",
        at = text[..at].chars().count() + 1
    )
}

/// At most `max` characters of `text`, for quoting a stranger's text in a message.
pub fn clip(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        text.to_string()
    } else {
        let cut: String = text.chars().take(max).collect();
        format!("{cut}…")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fill(template: &str) -> Result<String, String> {
        let t = Template::parse(template).map_err(|why| why.to_string())?;
        t.fill(|slot| match slot {
            Slot::Row => Ok(Filled::Number(2)),
            Slot::Open(Some(row)) => Ok(Filled::Number(i64::from(row) * 10)),
            Slot::Narration => Ok(Filled::Words("It moved.".into())),
            _ => Err(msg!("error.text", reason = "has no value here")),
        })
        .map(|segments| plain(&segments))
        .map_err(|why| why.to_string())
    }

    #[test]
    fn placeholders_braces_and_refusals() {
        assert_eq!(
            fill("Row {row} has {open:3} open. {narration}").unwrap(),
            "Row 2 has 30 open. It moved."
        );
        assert_eq!(fill("a {{literal}} brace").unwrap(), "a {literal} brace");
        assert_eq!(fill("{col}").unwrap_err(), "{col} has no value here");
        assert!(fill("{rows}")
            .unwrap_err()
            .starts_with("{rows} is not a placeholder"));
        assert!(fill("{open:x}").unwrap_err().contains("row number"));
        assert!(fill("{row:2}").unwrap_err().contains("only {open:ROW}"));
        assert!(fill("a { b").unwrap_err().contains("never closes"));
        assert!(fill("a } b").unwrap_err().contains("never opened"));
        assert!(
            fill("<b>{row}</b>").unwrap() == "<b>2</b>",
            "markup is only text"
        );
        let t = Template::parse("Row {row}: {open:1} left").unwrap();
        let segments = t
            .fill(|slot| Ok(Filled::Number(if slot == Slot::Row { 3 } else { 1 })))
            .unwrap();
        assert_eq!(
            segments,
            vec![
                Segment::Words("Row ".into()),
                Segment::Number(3),
                Segment::Words(": ".into()),
                Segment::Number(1),
                Segment::Words(" left".into())
            ]
        );
    }

    #[test]
    fn languages() {
        for tag in ["en", "fa", "zh-Hans", "pt-BR", "hi"] {
            assert!(is_language_tag(tag), "{tag}");
        }
        for tag in ["", "e", "english", "en_US", "en-", "<b>"] {
            assert!(!is_language_tag(tag), "{tag}");
        }
        assert_eq!(direction("fa"), "rtl");
        assert_eq!(direction("fa-IR"), "rtl");
        assert_eq!(direction("hi"), "ltr");
        let have = vec!["en".to_string(), "fa".to_string(), "zh-Hans".to_string()];
        assert_eq!(
            best_language("fa-IR", &have).map(String::as_str),
            Some("fa")
        );
        assert_eq!(
            best_language("ZH-hans", &have).map(String::as_str),
            Some("zh-Hans")
        );
        assert_eq!(best_language("de", &have), None);
    }
}
