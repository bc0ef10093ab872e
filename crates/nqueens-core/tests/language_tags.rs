//! The core's reading of language tags, written down for the page: the page reads a tag before
//! the wasm loads (`www/lang.js` `readLanguage`), so it keeps its own reader, and both are held
//! to one table. This test keeps `tests/fixtures/language-tags.json` (each tag with the core's
//! reading) current: it fails when the file is stale, naming the first tag that differs, and
//! `NQUEENS_UPDATE_FIXTURES=1 cargo test -p nqueens-core --test language_tags` rewrites it.
//! The page's side is `tests/language-tags.test.mjs`, which reads every tag of the file with
//! `readLanguage` and must give the same reading.

use std::path::Path;

use nqueens_core::show::page::{Language, Reading};
use serde_json::{json, Value};

/// Every tag the table holds: each supported tag in several cases, with regions, scripts and
/// `-u-nu-` extensions; each near miss the core knows, capitalised and with a region; tags
/// written with `_`; other languages; empty and blank tags; junk.
fn tags() -> Vec<String> {
    let mut tags: Vec<String> = Vec::new();
    for language in Language::ALL {
        let name = language.name();
        tags.push(name.to_string());
        tags.push(name.to_ascii_uppercase());
        tags.push(format!(" {name} "));
        for near in language.near_misses() {
            tags.push(near.to_string());
            tags.push(near.to_ascii_uppercase());
            let mut capital = near.to_string();
            capital[..1].make_ascii_uppercase();
            tags.push(capital);
            tags.push(format!("{near}-IR"));
            tags.push(format!("{near}_IR"));
        }
        tags.push(format!("{name}_"));
        tags.push(format!("{name}-"));
    }
    #[rustfmt::skip]
    let more = [
        // Regions and scripts.
        "en-GB", "en-US", "EN-us", "hi-IN", "fa-IR", "fa-AF", "FA-ir", "zh-CN", "zh-TW", "zh-HK",
        "zh-Hans", "zh-Hant", "zh-Hans-CN", "zh-Hant-TW", "hi-Latn", "fa-Arab-IR", "en-Latn-GB",
        // Extensions: the digits a reader asks for.
        "fa-u-nu-latn", "fa-IR-u-nu-arabext", "hi-u-nu-deva", "hi-IN-u-nu-latn", "zh-u-nu-hanidec",
        "en-u-nu-arab", "zh-Hans-CN-u-nu-hanidec", "fa-x-private", "en-GB-oxendict",
        // Written with `_`, as some systems write locales.
        "zh_CN", "zh_TW", "fa_IR", "hi_IN", "en_US", "ZH_cn", "zh_Hans_CN", "de_DE", "x_y", "_",
        "_fa", "farsi_IR",
        // Names and near misses in other shapes.
        "Farsi", "FARSI", "Persian", "farsi IR", "english persian", "Mandarin", "hindi-IN",
        "chinese (simplified)", "persian language",
        // Other languages, and three-letter codes of ours that are not our tags.
        "de", "fr-FR", "ar", "ur-PK", "ps-AF", "ja", "ko-KR", "x-klingon", "i-klingon", "fas-IR",
        "per-IR", "zho-CN", "hin-IN", "eng-GB", "und", "mul", "zxx",
        // Empty and blank.
        "", " ", "\t", "\n", "\u{a0}",
        // Junk.
        "-", "--", "-fa", "fa--IR", "fa-IR!", "fa ir", "fa\tIR", "fa.IR", "fa/IR", "fa;q=0.9",
        "fa,en", "en-GB,en;q=0.8", "@@", "1234", "f", "e", "zhh", "fa\u{a0}", "\u{a0}fa",
        "\u{feff}fa", "fa\u{85}", "\u{2003}hi\u{2003}", "\u{3000}zh", "ＦＡ", "fа", "h\u{130}",
        "__proto__", "constructor", "toString", "hasOwnProperty", "null", "undefined",
        "en\u{0}", "<fa>", "'fa'", "\"fa\"", "fa\u{200f}", "\u{200e}fa",
    ];
    tags.extend(more.iter().map(|t| t.to_string()));
    let mut seen = std::collections::BTreeSet::new();
    tags.retain(|t| seen.insert(t.clone()));
    tags
}

/// One row of the table: the tag and the core's reading, as the page's reader writes it.
fn row(tag: &str) -> Value {
    let (reading, language) = match Language::read(tag) {
        Reading::Speaks(l) => ("speaks", Some(l.name())),
        Reading::NearMiss(l) => ("near-miss", Some(l.name())),
        Reading::Other => ("other", None),
    };
    json!({ "tag": tag, "reading": reading, "language": language })
}

#[test]
fn the_language_tags_fixture_is_the_cores_reading() {
    let rows: Vec<Value> = tags().iter().map(|t| row(t)).collect();
    let table = json!({
        "about": "Each tag with the core's Language::read; www/lang.js readLanguage must agree \
                  (tests/language-tags.test.mjs). Written by crates/nqueens-core/tests/language_tags.rs \
                  with NQUEENS_UPDATE_FIXTURES=1; do not edit.",
        "cases": rows,
    });
    let text = serde_json::to_string_pretty(&table).unwrap() + "\n";
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/language-tags.json");
    if std::env::var_os("NQUEENS_UPDATE_FIXTURES").is_some() {
        std::fs::write(&file, &text).unwrap();
        return;
    }
    let written = std::fs::read_to_string(&file).unwrap_or_default();
    if written == text {
        return;
    }
    let old: Vec<Value> = serde_json::from_str::<Value>(&written)
        .ok()
        .and_then(|v| v["cases"].as_array().cloned())
        .unwrap_or_default();
    let first = rows
        .iter()
        .zip(old.iter().map(Some).chain(std::iter::repeat(None)))
        .find(|(new, old)| Some(*new) != *old)
        .map(|(new, old)| {
            let old = old.map_or("nothing".to_string(), Value::to_string);
            format!("now {new}, the file says {old}")
        })
        .unwrap_or_else(|| "the file has rows the core's table lacks".to_string());
    panic!(
        "{} is stale ({first}); rewrite it with NQUEENS_UPDATE_FIXTURES=1 cargo test -p \
         nqueens-core --test language_tags",
        file.display()
    );
}

/// The table covers what it says: every language spoken by its tag and by each of its near
/// misses, tags the core reads as another language, and all three readings.
#[test]
fn the_table_covers_every_language_and_reading() {
    let rows: Vec<Value> = tags().iter().map(|t| row(t)).collect();
    for language in Language::ALL {
        for reading in ["speaks", "near-miss"] {
            assert!(
                rows.iter()
                    .any(|r| r["reading"] == reading && r["language"] == language.name()),
                "{reading} {}",
                language.name()
            );
        }
        for near in language.near_misses() {
            assert_eq!(row(near)["reading"], "near-miss", "{near}");
        }
    }
    assert!(rows.iter().filter(|r| r["reading"] == "other").count() > 30);
}
