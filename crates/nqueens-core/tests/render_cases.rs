//! One renderer checked against the other: every id of every catalog, rendered by the core with
//! representative arguments (each plural at 0, 1, 2 and 5, each select at each of its keys and an
//! unknown one, lists, code marks as U+2066 … U+2069), written to `tests/fixtures/render-cases.json`
//! at the repository's root. `tests/render-cases.test.mjs` renders the same cases with
//! `www/message.js` (which the page needs before the wasm loads) and compares them exactly.
//!
//! A stale table fails here: `NQUEENS_WRITE_FIXTURES=1 cargo test -p nqueens-core --test
//! render_cases` writes it again.

use nqueens_core::words::{Arg, Catalog, Message, Part, Placeholder, Style};
use std::collections::BTreeMap;
use std::path::PathBuf;

const LANGUAGES: [&str; 4] = ["en", "hi", "fa", "zh"];

/// Each language's plural category of a whole number, as `Intl.PluralRules` gives it.
fn plural_of(lang: &str) -> fn(i128) -> &'static str {
    match lang {
        "hi" | "fa" => |n| if n == 0 || n == 1 { "one" } else { "other" },
        "zh" => |_| "other",
        _ => nqueens_core::words::english_plural,
    }
}

#[derive(Default)]
struct Shape {
    /// Placeholders shown as values, by name: whether a list.
    values: BTreeMap<String, bool>,
    plurals: Vec<String>,
    selects: BTreeMap<String, Vec<String>>,
}

fn shape(parts: &[Part], into: &mut Shape) {
    for part in parts {
        match part {
            Part::Value { name, show } => {
                let list = matches!(
                    show,
                    Placeholder::Join | Placeholder::Array | Placeholder::List
                );
                *into.values.entry(name.clone()).or_default() |= list;
            }
            Part::Plural { name, options } => {
                if !into.plurals.contains(name) {
                    into.plurals.push(name.clone());
                }
                for (_, branch) in options {
                    shape(branch, into);
                }
            }
            Part::Select { name, options } => {
                for (key, branch) in options {
                    let keys = into.selects.entry(name.clone()).or_default();
                    if !keys.contains(key) {
                        keys.push(key.clone());
                    }
                    shape(branch, into);
                }
            }
            Part::Code(inner) => shape(inner, into),
            Part::Text(_) | Part::Count => {}
        }
    }
}

/// The cases of one pattern: the base, then each plural and each select varied alone.
fn cases(id: &str, parts: &[Part]) -> Vec<Message> {
    let mut s = Shape::default();
    shape(parts, &mut s);
    let base = |vary: Option<(&str, Arg)>| {
        let mut m = Message::new(id.to_string());
        let mut names: Vec<&String> = s.values.keys().collect();
        for name in s.plurals.iter().chain(s.selects.keys()) {
            if !names.contains(&name) {
                names.push(name);
            }
        }
        for name in names {
            let name: &'static str = Box::leak(name.clone().into_boxed_str());
            let value = match &vary {
                Some((n, v)) if *n == name => v.clone(),
                _ if s.selects.contains_key(name) => Arg::from(s.selects[name][0].clone()),
                _ if s.values.get(name) == Some(&true) => Arg::from(vec![0u32, 4, 7]),
                _ => Arg::Int(3),
            };
            m = m.with(name, value);
        }
        m
    };
    let mut out = vec![base(None)];
    for name in &s.plurals {
        for n in [0, 1, 2, 5] {
            out.push(base(Some((name, Arg::Int(n)))));
        }
    }
    for (name, keys) in &s.selects {
        for key in keys
            .iter()
            .skip(1)
            .chain(std::iter::once(&"no-such-key".to_string()))
        {
            out.push(base(Some((name, Arg::from(key.clone())))));
        }
    }
    out
}

fn table() -> serde_json::Value {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let mut rows = Vec::new();
    for lang in LANGUAGES {
        let json = std::fs::read_to_string(root.join(format!("catalogs/{lang}.json"))).unwrap();
        let catalog = Catalog::parse(&json).unwrap();
        let style = Style {
            plural: plural_of(lang),
            code: ("\u{2066}", "\u{2069}"),
        };
        for id in catalog.ids() {
            for message in cases(id, catalog.get(id).unwrap()) {
                let text = catalog.render_in(&message, &style);
                let mut row = serde_json::to_value(&message).unwrap();
                row["lang"] = lang.into();
                row["text"] = text.into();
                rows.push(row);
            }
        }
    }
    serde_json::Value::Array(rows)
}

#[test]
fn the_shared_table_of_cases_is_current() {
    let path =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures/render-cases.json");
    let want = serde_json::to_string_pretty(&table()).unwrap() + "\n";
    if std::env::var_os("NQUEENS_WRITE_FIXTURES").is_some() {
        std::fs::write(&path, &want).unwrap();
        return;
    }
    let have = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        have == want,
        "tests/fixtures/render-cases.json is stale (the core renders the catalogs otherwise): \
         NQUEENS_WRITE_FIXTURES=1 cargo test -p nqueens-core --test render_cases writes it"
    );
}
