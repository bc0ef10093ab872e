//! `docs/reference/python.md`: the Python package's API (functions, classes, constants, result
//! shapes) from its stubs and docstrings. `python3` reads them with its own parser (`ast`,
//! `python.py` beside this file; nothing is imported, so no wheel is needed) and prints JSON,
//! which this module writes as the page: Python's grammar is read by Python, the page's layout
//! here like every other reference page.

use super::markdown::{banner, cell, code};
use serde::Deserialize;
use std::process::Command;

const READER: &str = include_str!("python.py");
const PACKAGE: &str = "crates/nqueens-py/python/nqueens";

#[derive(Deserialize)]
struct Api {
    modules: Vec<Module>,
    shapes: Vec<Shape>,
}

#[derive(Deserialize)]
struct Module {
    name: String,
    doc: String,
    items: Vec<Item>,
}

#[derive(Deserialize)]
struct Item {
    kind: String,
    name: String,
    signature: String,
    doc: String,
    #[serde(default)]
    bases: Vec<String>,
    #[serde(default)]
    members: Vec<Item>,
}

#[derive(Deserialize)]
struct Shape {
    name: String,
    fields: Vec<(String, String)>,
}

/// A docstring's reStructuredText marks as markdown: ``code`` and :role:`name` as code.
fn prose(doc: &str) -> String {
    let mut text = doc.replace("``", "`");
    for role in [":class:", ":mod:", ":func:", ":meth:", ":attr:"] {
        text = text.replace(role, "");
    }
    // Paragraphs kept, the lines inside each joined (a docstring wraps at its source's width).
    text.split("\n\n")
        .map(|paragraph| {
            cell(
                &paragraph
                    .split('\n')
                    .map(str::trim)
                    .collect::<Vec<_>>()
                    .join(" "),
            )
            .replace("\\|", "|")
        })
        .collect::<Vec<_>>()
        .join("\n\n")
}

fn read() -> Result<Api, String> {
    let output = Command::new("python3")
        .args(["-c", READER, PACKAGE])
        .current_dir(crate::root())
        .output()
        .map_err(|e| {
            format!("running python3 (the Python reference reads the stubs with it): {e}")
        })?;
    if !output.status.success() {
        return Err(format!(
            "python3 reading {PACKAGE} failed: {}",
            String::from_utf8_lossy(&output.stderr)
        ));
    }
    serde_json::from_slice(&output.stdout).map_err(|e| format!("the Python API's JSON: {e}"))
}

/// An exception class with nothing of its own: listed in one table, not a section each.
fn plain_error(item: &Item) -> bool {
    item.kind == "class" && item.name.ends_with("Error") && item.members.is_empty()
}

fn section(module: &str, item: &Item, page: &mut String) {
    page.push_str(&format!("\n### {module}.{}\n\n", item.name));
    let head = match item.kind.as_str() {
        "class" if item.signature.is_empty() => {
            format!("class {}({})", item.name, item.bases.join(", "))
        }
        "class" => format!("class {}{}", item.name, item.signature),
        _ => format!("{}{}", item.name, item.signature),
    };
    page.push_str(&format!("`{head}`\n\n"));
    if !item.doc.is_empty() {
        page.push_str(&format!("{}\n\n", prose(&item.doc)));
    }
    if !item.members.is_empty() {
        page.push_str("| member | signature | what it is |\n|---|---|---|\n");
        for member in &item.members {
            let signature = if member.kind == "property" {
                format!("property{}", member.signature)
            } else {
                format!("{}{}", member.name, member.signature)
            };
            page.push_str(&format!(
                "| {} | {} | {} |\n",
                code(&member.name),
                code(&signature),
                cell(&prose(&member.doc))
            ));
        }
    }
}

pub fn page() -> Result<String, String> {
    let api = read()?;
    let mut page =
        banner("the Python package's stubs and docstrings (`crates/nqueens-py/python/nqueens`)");
    page.push_str(
        "# Python reference\n\n\
         The `nqueens` package's names, with the signatures its stubs declare and the words of its \
         docstrings. Guides: [Python](../python.md), [Notebooks](../notebooks.md), \
         [Counting beyond one machine](../counting.md); every error class: [Error kinds](./errors.md).\n",
    );
    for module in &api.modules {
        page.push_str(&format!("\n## {}\n\n", module.name));
        if !module.doc.is_empty() {
            page.push_str(&format!("{}\n", prose(&module.doc)));
        }
        let constants: Vec<&Item> = module
            .items
            .iter()
            .filter(|i| i.kind == "constant")
            .collect();
        if !constants.is_empty() {
            page.push_str("\n| constant | type |\n|---|---|\n");
            for item in constants {
                page.push_str(&format!(
                    "| {} | {} |\n",
                    code(&item.name),
                    code(item.signature.trim_start_matches(": "))
                ));
            }
        }
        let errors: Vec<&Item> = module.items.iter().filter(|i| plain_error(i)).collect();
        if !errors.is_empty() {
            page.push_str("\n| exception | is a |\n|---|---|\n");
            for item in errors {
                page.push_str(&format!(
                    "| {} | {} |\n",
                    code(&item.name),
                    code(&item.bases.join(", "))
                ));
            }
        }
        for item in module
            .items
            .iter()
            .filter(|i| i.kind != "constant" && !plain_error(i))
        {
            section(&module.name, item, &mut page);
        }
    }
    page.push_str("\n## Result shapes\n\nThe dicts the functions return and the events a `Trace` yields (each equals `json.loads` of the CLI's `--json` line for the same thing).\n");
    for shape in &api.shapes {
        page.push_str(&format!(
            "\n### {}\n\n| key | type |\n|---|---|\n",
            shape.name
        ));
        for (key, kind) in &shape.fields {
            page.push_str(&format!("| {} | {} |\n", code(key), code(kind)));
        }
    }
    Ok(page)
}
