//! `www/names.js` and `types/names.d.ts`, from the core's vocabularies and rules
//! (`nqueens_core::show::page`): the element must know its attribute, command and event names,
//! how each attribute is read and its defaults before the wasm module has loaded (the browser
//! reads `observedAttributes` when the element is defined), so they cannot come from `info()`.
//! Also each language's catalog as a module (`www/catalogs/<tag>.js`, from
//! `crates/nqueens-core/catalogs/<tag>.json`) and their loaders (`www/catalogs/index.js`).

use std::fmt::Write as _;

use nqueens_core::lesson::ShippedLesson;
use nqueens_core::names::{names, Named};
use nqueens_core::show::page::{
    lesson_value, protocol, Command, Controls, EmbedEvent, Language, Parameter, Theme, View, SPEED,
};
use nqueens_core::trace::code::CodeLanguage;

const HEADER: &str =
    "// Generated from the core's vocabularies and rules (crates/nqueens-core/src/show/page.rs) by\n\
// `cargo xtask codegen`. Do not edit: change the core and rerun.\n";

fn quoted(names: &[&str]) -> String {
    let items: Vec<String> = names.iter().map(|n| format!("\"{n}\"")).collect();
    items.join(", ")
}

/// `ready: "nqueens-ready"`: events are looked up by their role, spelt as the variant.
fn events_object() -> String {
    let mut out = String::new();
    for event in EmbedEvent::ALL {
        let role = format!("{event:?}").to_lowercase();
        writeln!(out, "  {role}: \"{}\",", event.name()).unwrap();
    }
    out
}

fn element_parameters() -> Vec<&'static str> {
    Parameter::ALL
        .iter()
        .filter(|p| p.on_element())
        .map(|p| p.name())
        .collect()
}

fn element_views() -> Vec<&'static str> {
    View::EMBEDDED.iter().map(|v| v.name()).collect()
}

fn javascript() -> String {
    let mut out = String::from(HEADER);
    out.push('\n');
    writeln!(
        out,
        "/** The events an embed sends, by role. */\nexport const EVENTS = Object.freeze({{\n{}}});\n",
        events_object()
    )
    .unwrap();
    let list = |out: &mut String, doc: &str, name: &str, items: Vec<&str>| {
        writeln!(
            out,
            "/** {doc} */\nexport const {name} = Object.freeze([{}]);\n",
            quoted(&items)
        )
        .unwrap();
    };
    list(
        &mut out,
        "Methods of the element and commands to a frame.",
        "COMMANDS",
        names::<Command>(),
    );
    list(
        &mut out,
        "Every option a link or an attribute may set.",
        "PARAMETERS",
        names::<Parameter>(),
    );
    list(
        &mut out,
        "The element's attributes.",
        "ELEMENT_PARAMETERS",
        element_parameters(),
    );
    list(
        &mut out,
        "The views an embed shows.",
        "ELEMENT_VIEWS",
        element_views(),
    );
    list(&mut out, "Colour themes.", "THEMES", names::<Theme>());
    list(&mut out, "Control levels.", "CONTROLS", names::<Controls>());
    list(
        &mut out,
        "The languages the Step view's code panel shows its programs in (`code-lang`).",
        "CODE_LANGUAGES",
        names::<CodeLanguage>(),
    );
    rules(&mut out);
    out.truncate(out.trim_end().len());
    out.push('\n');
    out
}

/// A name as an object's key: quoted where it is not an identifier (`"code-lang"`).
fn key(name: &str) -> String {
    if name.contains('-') {
        format!("\"{name}\"")
    } else {
        name.to_string()
    }
}

/// A JS string literal, or null.
fn text(value: Option<&str>) -> String {
    value.map_or("null".to_string(), |v| format!("\"{v}\""))
}

/// The rules a host reads before the wasm loads: each view's defaults and commands, the
/// defaults of the look, how each option is written, which options describe the frame, the
/// step view's speeds and the frame's envelope.
fn rules(out: &mut String) {
    writeln!(
        out,
        "/** Each view: the N it opens with, the smallest and largest N it takes, the strategy it runs\n * when none is named (null: it runs none), and the commands it carries out (the others are\n * refused). */\nexport const VIEW_RULES = Object.freeze({{"
    )
    .unwrap();
    for view in View::ALL {
        let commands: Vec<&str> = view.commands().iter().map(|c| c.name()).collect();
        writeln!(
            out,
            "  {}: Object.freeze({{ n: {}, min: {}, max: {}, strategy: {}, commands: Object.freeze([{}]) }}),",
            view.name(),
            view.default_n(),
            view.sizes().min,
            view.sizes().max,
            text(view.default_strategy()),
            quoted(&commands)
        )
        .unwrap();
    }
    writeln!(out, "}});\n").unwrap();
    writeln!(
        out,
        "/** What a link or an element shows when it names no view, theme, control level or code\n * language. */\nexport const DEFAULT_VIEW = \"{}\";\nexport const DEFAULT_THEME = \"{}\";\nexport const DEFAULT_CONTROLS = \"{}\";\nexport const DEFAULT_CODE_LANGUAGE = \"{}\";\n",
        View::DEFAULT,
        Theme::DEFAULT,
        Controls::DEFAULT,
        CodeLanguage::DEFAULT
    )
    .unwrap();
    writeln!(
        out,
        "/** How each option's value is written in a link or an attribute: \"name\" (one of a\n * vocabulary), \"whole\" (a whole number), \"speed\" (events per second), \"switch\" (1 or 0;\n * present or absent), \"queens\" (a queen code) or \"lesson\" (see LESSON_VALUE). */\nexport const PARAMETER_KINDS = Object.freeze({{"
    )
    .unwrap();
    for parameter in Parameter::ALL {
        writeln!(
            out,
            "  {}: \"{}\",",
            key(parameter.name()),
            parameter.kind()
        )
        .unwrap();
    }
    writeln!(out, "}});\n").unwrap();
    let frame: Vec<&str> = Parameter::ALL
        .iter()
        .filter(|p| p.of_the_frame())
        .map(|p| p.name())
        .collect();
    writeln!(
        out,
        "/** Options that describe the frame or the element rather than the board: a link that opens\n * another view keeps them. */\nexport const FRAME_PARAMETERS = Object.freeze([{}]);\n",
        quoted(&frame)
    )
    .unwrap();
    languages(out);
    writeln!(
        out,
        "/** The step view's player, in events per second. */\nexport const SPEED = Object.freeze({{ min: {}, max: {}, default: {} }});\n",
        SPEED.min, SPEED.max, SPEED.default
    )
    .unwrap();
    writeln!(
        out,
        "/** How a `lesson` option is written: present with no value, 1 or true for the default\n * lesson; 0 or false for none; JSON (starting with `{{`) for the lesson itself; `inline:` and\n * base64url for the lesson compressed (raw deflate); a name of these characters for a shipped\n * lesson; anything else a URL. `view` is the one view that reads a lesson (a lesson with no view\n * opens it there). */\nexport const LESSON_VALUE = Object.freeze({{ on: Object.freeze([{}]), off: Object.freeze([{}]), jsonStart: \"{}\", packedPrefix: \"{}\", nameCharacters: \"{}\", defaultLesson: \"{}\", shipped: Object.freeze([{}]), view: \"{}\" }});\n",
        quoted(&lesson_value::ON),
        quoted(&lesson_value::OFF),
        lesson_value::JSON_START,
        lesson_value::PACKED_PREFIX,
        lesson_value::NAME_CHARACTERS,
        ShippedLesson::DEFAULT,
        quoted(&names::<ShippedLesson>()),
        lesson_value::VIEW.name()
    )
    .unwrap();
    writeln!(
        out,
        "/** The envelope of every message between a page and the playground in its frame. */\nexport const PROTOCOL = Object.freeze({{ source: \"{}\", version: {} }});\n",
        protocol::SOURCE,
        protocol::VERSION
    )
    .unwrap();
}

/// The languages the playground speaks, each with its own name, its direction and the names
/// people write instead of its tag (near misses, which get a note): the element chooses its
/// language before the wasm loads, and fetches only that language's catalog (catalogs/).
fn languages(out: &mut String) {
    writeln!(
        out,
        "/** The languages the playground speaks (a catalog each in catalogs/): the language's own\n * name, whether it is written right to left, and the names people write instead of its tag\n * (near misses: spoken, with a note saying how the tag is written). */\nexport const LANGUAGES = Object.freeze({{"
    )
    .unwrap();
    for language in Language::ALL {
        writeln!(
            out,
            "  {}: Object.freeze({{ name: \"{}\", rtl: {}, nearMisses: Object.freeze([{}]) }}),",
            language.name(),
            language.autonym(),
            language.rtl(),
            quoted(language.near_misses())
        )
        .unwrap();
    }
    writeln!(
        out,
        "}});\n\n/** The language when nothing names one. */\nexport const DEFAULT_LANGUAGE = \"{}\";\n",
        Language::DEFAULT
    )
    .unwrap();
}

/// `www/catalogs/<tag>.js`: the language's catalog (`crates/nqueens-core/catalogs/<tag>.json`)
/// as a module, so every bundler ships it and a browser fetches only the reader's.
fn catalog_module(language: Language) -> String {
    let path = crate::root()
        .join("crates/nqueens-core/catalogs")
        .join(format!("{}.json", language.name()));
    let json = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
    let entries: std::collections::BTreeMap<String, String> =
        serde_json::from_str(&json).unwrap_or_else(|e| panic!("{path:?}: {e}"));
    let mut out = format!(
        "// Generated from crates/nqueens-core/catalogs/{}.json by `cargo xtask codegen`.\n// Do not edit: change the catalog and rerun.\n\n/** The words of {} ({}), by message id, in the catalogs' pattern syntax. */\nexport default Object.freeze({{\n",
        language.name(),
        language.autonym(),
        language.name()
    );
    for (id, pattern) in entries {
        writeln!(
            out,
            "  {}: {},",
            serde_json::to_string(&id).unwrap(),
            serde_json::to_string(&pattern).unwrap()
        )
        .unwrap();
    }
    out.push_str("});\n");
    out
}

/// `www/catalogs/index.js`: one loader per language, each a dynamic `import()` of its module
/// written out, so Vite, webpack, esbuild and the rest see every catalog and ship it, while a
/// reader's browser fetches only the one it asks for.
fn catalog_index() -> String {
    let mut out = String::from(
        "// Generated from the core's languages (crates/nqueens-core/src/show/page.rs) by\n// `cargo xtask codegen`. Do not edit: change the core and rerun.\n\n/** Each language's catalog, loaded on demand. @type {Record<string, () => Promise<{ default: Readonly<Record<string, string>> }>>} */\nexport const CATALOGS = Object.freeze({\n",
    );
    for language in Language::ALL {
        writeln!(
            out,
            "  {}: () => import(\"./{}.js\"),",
            language.name(),
            language.name()
        )
        .unwrap();
    }
    out.push_str("});\n");
    out
}

fn union<T: Named>(out: &mut String, ts_name: &str, doc: &str) {
    writeln!(
        out,
        "/** {doc} */\nexport type {ts_name} = {};\n",
        names::<T>()
            .iter()
            .map(|n| format!("\"{n}\""))
            .collect::<Vec<_>>()
            .join(" | ")
    )
    .unwrap();
}

fn declarations() -> String {
    let mut out = String::from(HEADER);
    out.push('\n');
    union::<EmbedEvent>(&mut out, "EventName", "The events an embed sends.");
    union::<Command>(
        &mut out,
        "CommandName",
        "Methods of the element and commands to a frame.",
    );
    union::<View>(&mut out, "View", "Every view of the playground.");
    let views: Vec<String> = element_views().iter().map(|v| format!("\"{v}\"")).collect();
    writeln!(
        out,
        "/** The views an embed shows. */\nexport type ElementView = {};\n",
        views.join(" | ")
    )
    .unwrap();
    let params: Vec<String> = element_parameters()
        .iter()
        .map(|v| format!("\"{v}\""))
        .collect();
    writeln!(
        out,
        "/** The element's attributes. */\nexport type Attribute = {};\n",
        params.join(" | ")
    )
    .unwrap();
    union::<Theme>(&mut out, "Theme", "Colour themes.");
    union::<ShippedLesson>(&mut out, "ShippedLesson", "The lessons the board ships.");
    union::<Controls>(&mut out, "Controls", "Control levels.");
    union::<Language>(&mut out, "Language", "The languages the playground speaks.");
    union::<CodeLanguage>(
        &mut out,
        "CodeLanguage",
        "The languages the Step view's code panel shows its programs in.",
    );
    writeln!(
        out,
        "/** Every message between a page and the playground in its frame carries these two fields. */\nexport interface Envelope {{\n  source: \"{}\";\n  version: {};\n}}\n",
        protocol::SOURCE,
        protocol::VERSION
    )
    .unwrap();
    out.truncate(out.trim_end().len());
    out.push('\n');
    out
}

/// The files this module writes, by path from the workspace root.
pub fn files() -> Vec<(String, String)> {
    let mut files = vec![
        ("www/names.js".to_string(), javascript()),
        ("types/names.d.ts".to_string(), declarations()),
        ("www/catalogs/index.js".to_string(), catalog_index()),
    ];
    for language in Language::ALL {
        files.push((
            format!("www/catalogs/{}.js", language.name()),
            catalog_module(language),
        ));
    }
    files
}
