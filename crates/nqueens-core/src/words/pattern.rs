//! The catalogs' pattern syntax, a small part of ICU MessageFormat that the page's formatter
//! (`www/message.js`) reads the same way:
//!
//! - `{name}`: the argument, a number in the language's digits and grouping, text as it is, a
//!   message rendered, a list joined;
//! - `{name, number, 2}`: a number with exactly 2 decimals; `{name, plain}`: digits without
//!   grouping (a seed, a year); `{name, percent}`: a fraction as a percentage;
//! - `{name, join}`: a list joined by the catalog's `sep` ("1, 2, 3"); `{name, array}`: joined
//!   by `sep.array`, as the column list `[0, 4, 7]` writes it; `{name, list}`: a list as the
//!   language says "a, b and c";
//! - `{name, plural, =0 {…} one {…} other {…}}`: by the language's plural category (`#` inside
//!   is the number); `{name, select, row {…} other {…}}`: by a key;
//! - `` `code` ``: a code mark, text read as code (`q[{row}] = {col}`, `[1, 3, 5]`); placeholders
//!   may stand inside. The page shows it as a left-to-right isolate (`<code dir="ltr">`, or
//!   U+2066 … U+2069 in plain text); the core's English writes its text without the backticks;
//! - `'` quotes: `'{'` is a brace, `'`'` a backtick, `''` an apostrophe; an apostrophe before
//!   anything else is itself.

/// How a `{name, …}` placeholder shows its value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Placeholder {
    /// `{name}`.
    Value,
    /// `{name, number, d}`: exactly `d` decimals.
    Number(u8),
    /// `{name, plain}`: digits without grouping.
    Plain,
    /// `{name, percent}`.
    Percent,
    /// `{name, join}`.
    Join,
    /// `{name, array}`.
    Array,
    /// `{name, list}`.
    List,
}

/// A branch of a plural: an exact value or a plural category (`one`, `other`, …).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum PluralKey {
    Exact(i128),
    Category(String),
}

/// A piece of a pattern.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Part {
    Text(String),
    /// `#` inside a plural's branch: the number the plural chose by.
    Count,
    Value {
        name: String,
        show: Placeholder,
    },
    Plural {
        name: String,
        options: Vec<(PluralKey, Vec<Part>)>,
    },
    Select {
        name: String,
        options: Vec<(String, Vec<Part>)>,
    },
    /// `` `…` ``: code, read left to right in every language.
    Code(Vec<Part>),
}

/// Parses a pattern, or says what is wrong and where.
pub fn parse(text: &str) -> Result<Vec<Part>, String> {
    let chars: Vec<char> = text.chars().collect();
    let mut reader = Reader {
        chars: &chars,
        at: 0,
    };
    let parts = reader.pattern(false, false)?;
    if reader.at < chars.len() {
        return Err(format!("unmatched '}}' at character {}", reader.at));
    }
    Ok(parts)
}

struct Reader<'a> {
    chars: &'a [char],
    at: usize,
}

impl Reader<'_> {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }

    /// Text and placeholders up to an unmatched `}` (left unread), the backtick closing a code
    /// mark (`in_code`, left unread) or the end; `#` is the count inside a plural's branch.
    fn pattern(&mut self, in_plural: bool, in_code: bool) -> Result<Vec<Part>, String> {
        let mut parts = Vec::new();
        let mut text = String::new();
        while let Some(c) = self.peek() {
            match c {
                '}' => break,
                '`' if in_code => break,
                '`' => {
                    if !text.is_empty() {
                        parts.push(Part::Text(std::mem::take(&mut text)));
                    }
                    let start = self.at;
                    self.at += 1;
                    let code = self.pattern(in_plural, true)?;
                    if self.peek() != Some('`') {
                        return Err(format!("unclosed code mark at character {start}"));
                    }
                    self.at += 1;
                    parts.push(Part::Code(code));
                }
                '{' => {
                    if !text.is_empty() {
                        parts.push(Part::Text(std::mem::take(&mut text)));
                    }
                    self.at += 1;
                    parts.push(self.placeholder()?);
                }
                '#' if in_plural => {
                    if !text.is_empty() {
                        parts.push(Part::Text(std::mem::take(&mut text)));
                    }
                    self.at += 1;
                    parts.push(Part::Count);
                }
                '\'' => {
                    self.at += 1;
                    match self.peek() {
                        Some('\'') => {
                            self.at += 1;
                            text.push('\'');
                        }
                        Some('{' | '}' | '#' | '`') => {
                            // Quoted literal up to the next lone apostrophe.
                            loop {
                                match self.peek() {
                                    None => return Err("unclosed quote".into()),
                                    Some('\'') if self.chars.get(self.at + 1) == Some(&'\'') => {
                                        text.push('\'');
                                        self.at += 2;
                                    }
                                    Some('\'') => {
                                        self.at += 1;
                                        break;
                                    }
                                    Some(q) => {
                                        text.push(q);
                                        self.at += 1;
                                    }
                                }
                            }
                        }
                        _ => text.push('\''),
                    }
                }
                c => {
                    text.push(c);
                    self.at += 1;
                }
            }
        }
        if !text.is_empty() {
            parts.push(Part::Text(text));
        }
        Ok(parts)
    }

    fn blanks(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.at += 1;
        }
    }

    fn word(&mut self) -> String {
        let start = self.at;
        while self
            .peek()
            .is_some_and(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-' || c == '=')
        {
            self.at += 1;
        }
        self.chars[start..self.at].iter().collect()
    }

    fn expect(&mut self, want: char) -> Result<(), String> {
        self.blanks();
        if self.peek() == Some(want) {
            self.at += 1;
            Ok(())
        } else {
            Err(format!(
                "expected '{want}' at character {}, found {}",
                self.at,
                self.peek()
                    .map_or("the end".to_string(), |c| format!("'{c}'"))
            ))
        }
    }

    /// After `{`: `name`, `name, kind` or `name, kind, options`, through the closing `}`.
    fn placeholder(&mut self) -> Result<Part, String> {
        self.blanks();
        let name = self.word();
        if name.is_empty() || name.contains('=') {
            return Err(format!(
                "expected an argument name at character {}",
                self.at
            ));
        }
        self.blanks();
        if self.peek() == Some('}') {
            self.at += 1;
            return Ok(Part::Value {
                name,
                show: Placeholder::Value,
            });
        }
        self.expect(',')?;
        self.blanks();
        let kind = self.word();
        let part = match kind.as_str() {
            "plural" | "select" => {
                self.expect(',')?;
                let mut plural = Vec::new();
                let mut select = Vec::new();
                loop {
                    self.blanks();
                    if self.peek() == Some('}') || self.peek().is_none() {
                        break;
                    }
                    let key = self.word();
                    if key.is_empty() {
                        return Err(format!("expected a key at character {}", self.at));
                    }
                    self.expect('{')?;
                    let branch = self.pattern(kind == "plural", false)?;
                    self.expect('}')?;
                    if kind == "plural" {
                        let key = match key.strip_prefix('=') {
                            Some(value) => PluralKey::Exact(
                                value.parse().map_err(|_| format!("'{key}' is not =N"))?,
                            ),
                            None => PluralKey::Category(key),
                        };
                        plural.push((key, branch));
                    } else {
                        select.push((key, branch));
                    }
                }
                let has_other = if kind == "plural" {
                    plural
                        .iter()
                        .any(|(k, _)| *k == PluralKey::Category("other".into()))
                } else {
                    select.iter().any(|(k, _)| k == "other")
                };
                if !has_other {
                    return Err(format!("the {kind} of '{name}' has no 'other' branch"));
                }
                if kind == "plural" {
                    Part::Plural {
                        name,
                        options: plural,
                    }
                } else {
                    Part::Select {
                        name,
                        options: select,
                    }
                }
            }
            "number" => {
                self.expect(',')?;
                self.blanks();
                let digits = self.word();
                let digits = digits
                    .parse()
                    .ok()
                    .filter(|d| *d <= 6)
                    .ok_or_else(|| format!("'{digits}' is not a count of decimals"))?;
                Part::Value {
                    name,
                    show: Placeholder::Number(digits),
                }
            }
            "plain" | "percent" | "join" | "array" | "list" => Part::Value {
                name,
                show: match kind.as_str() {
                    "plain" => Placeholder::Plain,
                    "percent" => Placeholder::Percent,
                    "join" => Placeholder::Join,
                    "array" => Placeholder::Array,
                    _ => Placeholder::List,
                },
            },
            _ => return Err(format!("unknown placeholder kind '{kind}'")),
        };
        self.expect('}')?;
        Ok(part)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_values_plurals_selects_and_quotes() {
        let parts =
            parse("Row {row}: {n, plural, =0 {none} one {# queen} other {# queens}}, it''s '{x}'")
                .unwrap();
        assert_eq!(
            parts[1],
            Part::Value {
                name: "row".into(),
                show: Placeholder::Value
            }
        );
        let Part::Plural { options, .. } = &parts[3] else {
            panic!("{parts:?}")
        };
        assert_eq!(options.len(), 3);
        assert_eq!(options[1].1, vec![Part::Count, Part::Text(" queen".into())]);
        assert_eq!(parts[4], Part::Text(", it's {x}".into()));
        assert!(parse("{line, select, row {a} other {b}}").is_ok());
        assert!(parse("{x, number, 2} {y, join} {z, list} {p, percent} {s, plain}").is_ok());
        // A code mark, with a placeholder inside, and a quoted backtick.
        assert_eq!(
            parse("set `q[{row}] = 0` ('`')").unwrap(),
            vec![
                Part::Text("set ".into()),
                Part::Code(vec![
                    Part::Text("q[".into()),
                    Part::Value {
                        name: "row".into(),
                        show: Placeholder::Value
                    },
                    Part::Text("] = 0".into()),
                ]),
                Part::Text(" (`)".into()),
            ]
        );
        // An apostrophe in a word is itself.
        assert_eq!(
            parse("the search's tree").unwrap(),
            vec![Part::Text("the search's tree".into())]
        );
    }

    #[test]
    fn refuses_what_is_malformed() {
        for bad in [
            "{",
            "{row",
            "{n, plural, one {#}}",
            "{n, wat}",
            "}",
            "'{",
            "{n, number, x}",
            "`open",
            "{n, plural, one {`#} other {#`}}",
        ] {
            assert!(parse(bad).is_err(), "{bad}");
        }
    }
}
