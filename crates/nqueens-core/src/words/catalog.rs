//! A catalog: one language's patterns by message id, read from its JSON file, and the core's
//! rendering of English from it.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use super::message::{Arg, Message};
use super::pattern::{self, Part, Placeholder, PluralKey};

/// How a rendering writes what a pattern leaves open: the plural category of a whole number and
/// the marks around code.
#[derive(Clone, Copy, Debug)]
pub struct Style<'a> {
    /// The plural category (`one`, `other`, …) of a whole number.
    pub plural: fn(i128) -> &'static str,
    /// Written before and after a code mark's text (empty for the CLI's plain English).
    pub code: (&'a str, &'a str),
}

/// English's plural: "one" for 1, "other" for the rest.
pub fn english_plural(n: i128) -> &'static str {
    if n == 1 {
        "one"
    } else {
        "other"
    }
}

/// The style of the core's English: code written without marks.
pub const PLAIN: Style<'static> = Style {
    plural: english_plural,
    code: ("", ""),
};

/// One language's words: a pattern per message id.
#[derive(Clone, Debug, Default)]
pub struct Catalog {
    patterns: BTreeMap<String, Vec<Part>>,
}

/// The English catalog, which the core renders for the CLI, Python and `Display`.
#[cfg(feature = "english")]
const ENGLISH: &str = include_str!("../../catalogs/en.json");
/// Without the `english` feature (the wasm build) no catalog is built in: `Display` gives a
/// message's id, and the page renders the message in the reader's language instead.
#[cfg(not(feature = "english"))]
const ENGLISH: &str = "{}";

/// The English catalog (read once).
pub fn english() -> &'static Catalog {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    CATALOG.get_or_init(|| {
        // The file is checked by the tests (every pattern parses); a broken build would say so.
        Catalog::parse(ENGLISH).unwrap_or_else(|e| panic!("catalogs/en.json: {e}"))
    })
}

/// English, from the English catalog (the CLI's and Python's words).
impl std::fmt::Display for Message {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&english().render(self))
    }
}

impl Catalog {
    /// Reads a catalog: a JSON object of message ids and patterns. Every pattern must parse.
    pub fn parse(json: &str) -> Result<Catalog, String> {
        let raw: BTreeMap<String, String> =
            serde_json::from_str(json).map_err(|e| e.to_string())?;
        let mut patterns = BTreeMap::new();
        for (id, text) in raw {
            let parts = pattern::parse(&text).map_err(|e| format!("{id}: {e}"))?;
            patterns.insert(id, parts);
        }
        Ok(Catalog { patterns })
    }

    /// The pattern of `id`.
    pub fn get(&self, id: &str) -> Option<&[Part]> {
        self.patterns.get(id).map(Vec::as_slice)
    }

    /// Every id, in order.
    pub fn ids(&self) -> impl Iterator<Item = &str> {
        self.patterns.keys().map(String::as_str)
    }

    /// `message` in this catalog's words, with English's rules: digits as Rust writes them (no
    /// grouping, so a number can be copied into a program), "one" for 1 and "other" for the
    /// rest, lists as "a, b, and c". An id the catalog lacks reads as the id itself (the tests
    /// keep that from happening).
    pub fn render(&self, message: &Message) -> String {
        self.render_in(message, &PLAIN)
    }

    /// `message` in `style`: its plural rule and its marks around code (the page's renderer,
    /// `www/message.js`, is checked against this one by a shared table of cases).
    pub fn render_in(&self, message: &Message, style: &Style) -> String {
        let mut out = String::new();
        match self.get(message.id()) {
            Some(parts) => self.render_parts(parts, message, None, style, &mut out),
            None => out.push_str(message.id()),
        }
        out
    }

    fn render_parts(
        &self,
        parts: &[Part],
        message: &Message,
        count: Option<&Arg>,
        style: &Style,
        out: &mut String,
    ) {
        for part in parts {
            match part {
                Part::Text(text) => out.push_str(text),
                Part::Code(code) => {
                    out.push_str(style.code.0);
                    self.render_parts(code, message, count, style, out);
                    out.push_str(style.code.1);
                }
                Part::Count => {
                    if let Some(value) = count {
                        out.push_str(&self.value(value, style));
                    }
                }
                Part::Value { name, show } => match message.arg(name) {
                    Some(value) => out.push_str(&self.show(value, show, style)),
                    None => {
                        out.push('{');
                        out.push_str(name);
                        out.push('}');
                    }
                },
                Part::Plural { name, options } => {
                    let value = message.arg(name);
                    let n = match value {
                        Some(Arg::Int(n)) => Some(*n),
                        Some(Arg::List(items)) => Some(items.len() as i128),
                        _ => None,
                    };
                    let exact = options
                        .iter()
                        .find(|(key, _)| n.is_some_and(|n| *key == PluralKey::Exact(n)));
                    let category = n.map_or("other", style.plural);
                    let chosen = exact
                        .or_else(|| {
                            options
                                .iter()
                                .find(|(key, _)| *key == PluralKey::Category(category.into()))
                        })
                        .or_else(|| {
                            options
                                .iter()
                                .find(|(key, _)| *key == PluralKey::Category("other".into()))
                        });
                    if let Some((_, branch)) = chosen {
                        self.render_parts(branch, message, value, style, out);
                    }
                }
                Part::Select { name, options } => {
                    let key = match message.arg(name) {
                        Some(Arg::Text(text)) => text.as_ref(),
                        Some(Arg::Msg(m)) => m.id(),
                        _ => "other",
                    };
                    let chosen = options
                        .iter()
                        .find(|(k, _)| k == key)
                        .or_else(|| options.iter().find(|(k, _)| k == "other"));
                    if let Some((_, branch)) = chosen {
                        self.render_parts(branch, message, count, style, out);
                    }
                }
            }
        }
    }

    fn show(&self, value: &Arg, show: &Placeholder, style: &Style) -> String {
        match (show, value) {
            (Placeholder::Number(digits), Arg::Int(n)) if *digits > 0 => {
                format!("{n}.{}", "0".repeat(*digits as usize))
            }
            (Placeholder::Percent, Arg::Int(n)) => format!("{}%", n * 100),
            (Placeholder::List, Arg::List(items)) => {
                let items: Vec<String> = items.iter().map(|a| self.value(a, style)).collect();
                match items.len() {
                    0 => String::new(),
                    1 => items[0].clone(),
                    2 => format!("{} and {}", items[0], items[1]),
                    k => format!("{}, and {}", items[..k - 1].join(", "), items[k - 1]),
                }
            }
            (Placeholder::Array, Arg::List(items)) => self.join(items, "sep.array", style),
            _ => self.value(value, style),
        }
    }

    fn join(&self, items: &[Arg], separator: &'static str, style: &Style) -> String {
        let sep = self.render_in(&Message::new(separator), style);
        let items: Vec<String> = items.iter().map(|a| self.value(a, style)).collect();
        items.join(&sep)
    }

    fn value(&self, value: &Arg, style: &Style) -> String {
        match value {
            Arg::Int(n) => n.to_string(),
            Arg::Text(text) => text.to_string(),
            Arg::Msg(message) => self.render_in(message, style),
            Arg::List(items) => self.join(items, "sep", style),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::msg;

    #[test]
    fn renders_english_rules() {
        let catalog = Catalog::parse(
            r#"{"sep": ", ", "q": "{n, plural, =0 {no queen} one {# queen} other {# queens}} in {rows, join}; {names, list}; {line, select, row {a row} other {a line}}; {inner}"}"#,
        )
        .unwrap();
        let inner = Message::new("sep");
        let m = msg!(
            "q",
            n = 3u32,
            rows = vec![1u32, 2, 3],
            names = vec!["a", "b", "c"],
            line = "row",
            inner = inner
        );
        assert_eq!(
            catalog.render(&m),
            "3 queens in 1, 2, 3; a, b, and c; a row; , "
        );
        let m = msg!(
            "q",
            n = 0u32,
            rows = Vec::<u32>::new(),
            names = vec!["a", "b"],
            line = "x",
            inner = Message::new("missing")
        );
        assert_eq!(catalog.render(&m), "no queen in ; a and b; a line; missing");
        // A code mark: its text without the backticks in plain English, marked in a style.
        let code = Catalog::parse(r#"{"c": "set `q[{row}] = {col}` ('`')"}"#).unwrap();
        let m = msg!("c", row = 2u32, col = 5u32);
        assert_eq!(code.render(&m), "set q[2] = 5 (`)");
        let marked = Style {
            code: ("<", ">"),
            ..PLAIN
        };
        assert_eq!(code.render_in(&m, &marked), "set <q[2] = 5> (`)");
        assert_eq!(
            catalog
                .render(&msg!("q", n = 1u32))
                .split(';')
                .next()
                .unwrap(),
            "1 queen in {rows}"
        );
    }
}
