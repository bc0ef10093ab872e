//! `docs/reference/element.md`: the element's attributes, properties, methods, events, parts and
//! custom properties, read from its Custom Elements Manifest (`custom-elements.json`, itself
//! written from the interface table `www/element-api.js`), so the page says what the element
//! and its TypeScript declarations say.

use super::markdown::{banner, cell, code};
use serde_json::Value;

fn text<'a>(value: &'a Value, key: &str) -> &'a str {
    value.get(key).and_then(Value::as_str).unwrap_or("")
}

fn list<'a>(value: &'a Value, key: &str) -> &'a [Value] {
    value
        .get(key)
        .and_then(Value::as_array)
        .map(Vec::as_slice)
        .unwrap_or(&[])
}

fn type_of(value: &Value) -> &str {
    value.get("type").map(|t| text(t, "text")).unwrap_or("")
}

/// A function's or method's signature: `name(a: T, b?: U): R`.
fn signature(value: &Value) -> String {
    let parameters: Vec<String> = list(value, "parameters")
        .iter()
        .map(|p| {
            let optional = if p.get("optional").and_then(Value::as_bool) == Some(true) {
                "?"
            } else {
                ""
            };
            format!("{}{optional}: {}", text(p, "name"), type_of(p))
        })
        .collect();
    let returns = value.get("return").map(type_of).unwrap_or("void");
    format!(
        "{}({}): {returns}",
        text(value, "name"),
        parameters.join(", ")
    )
}

/// The page, from the manifest's text.
pub fn page(manifest: &str) -> Result<String, String> {
    let manifest: Value =
        serde_json::from_str(manifest).map_err(|e| format!("custom-elements.json: {e}"))?;
    let declarations: Vec<&Value> = list(&manifest, "modules")
        .iter()
        .flat_map(|module| list(module, "declarations"))
        .collect();
    let element = declarations
        .iter()
        .find(|d| d.get("customElement").and_then(Value::as_bool) == Some(true))
        .ok_or("custom-elements.json declares no custom element")?;
    let tag = text(element, "tagName");
    let mut page =
        banner("custom-elements.json (the element's interface table, `www/element-api.js`)");
    page.push_str(&format!(
        "# The `<{tag}>` element\n\n{}\n\n",
        cell(text(element, "description"))
    ));
    page.push_str(
        "How to put it in a page, a site generator or a framework: [Put a board in your chapter](../guide/embed.md).\n\n",
    );

    page.push_str("## Attributes and properties\n\nEvery attribute has a property of the same name that reflects to it.\n\n| attribute | property type | what it sets |\n|---|---|---|\n");
    let fields: Vec<&Value> = list(element, "members")
        .iter()
        .filter(|m| text(m, "kind") == "field")
        .collect();
    for attribute in list(element, "attributes") {
        let name = text(attribute, "name");
        let property = fields
            .iter()
            .find(|f| text(f, "attribute") == name)
            .map(|f| type_of(f))
            .unwrap_or_else(|| type_of(attribute));
        page.push_str(&format!(
            "| {} | {} | {} |\n",
            code(name),
            code(property),
            cell(text(attribute, "description"))
        ));
    }
    let read_only: Vec<&&Value> = fields
        .iter()
        .filter(|f| f.get("attribute").is_none())
        .collect();
    if !read_only.is_empty() {
        page.push_str("\nProperties with no attribute (read only):\n\n| property | type | what it holds |\n|---|---|---|\n");
        for field in read_only {
            page.push_str(&format!(
                "| {} | {} | {} |\n",
                code(text(field, "name")),
                code(type_of(field)),
                cell(text(field, "description"))
            ));
        }
    }

    page.push_str("\n## Methods\n\n| method | what it does |\n|---|---|\n");
    for method in list(element, "members")
        .iter()
        .filter(|m| text(m, "kind") == "method")
    {
        page.push_str(&format!(
            "| {} | {} |\n",
            code(&signature(method)),
            cell(text(method, "description"))
        ));
    }

    page.push_str("\n## Events\n\nBubbling, composed `CustomEvent`s; the frame sends the same names and details as messages.\n\n| event | type | when |\n|---|---|---|\n");
    for event in list(element, "events") {
        page.push_str(&format!(
            "| {} | {} | {} |\n",
            code(text(event, "name")),
            code(type_of(event)),
            cell(text(event, "description"))
        ));
    }

    page.push_str("\n## Parts\n\nStyled from the page with `::part()`, e.g. `nqueens-board::part(status) { font-weight: 700; }`.\n\n| part | what it is |\n|---|---|\n");
    for part in list(element, "cssParts") {
        page.push_str(&format!(
            "| {} | {} |\n",
            code(text(part, "name")),
            cell(text(part, "description"))
        ));
    }

    page.push_str("\n## Custom properties\n\nSet on the element (they inherit into its shadow root); each falls back to the theme's colour.\n\n| custom property | what it colours or sets |\n|---|---|\n");
    for property in list(element, "cssProperties") {
        page.push_str(&format!(
            "| {} | {} |\n",
            code(text(property, "name")),
            cell(text(property, "description"))
        ));
    }

    let functions: Vec<&&Value> = declarations
        .iter()
        .filter(|d| text(d, "kind") == "function")
        .collect();
    if !functions.is_empty() {
        page.push_str("\n## Functions of the module\n\n| function | what it is for |\n|---|---|\n");
        for function in functions {
            page.push_str(&format!(
                "| {} | {} |\n",
                code(&signature(function)),
                cell(text(function, "description"))
            ));
        }
    }
    Ok(page)
}
