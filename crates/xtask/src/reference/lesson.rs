//! `docs/reference/lesson.md`: every field of the lesson format, its type, whether it is
//! required, its bounds and its description, read from the format's JSON Schema (itself
//! generated from the types the core reads a lesson into), so the page says what the board
//! accepts.

use super::markdown::{banner, cell};
use serde_json::{Map, Value};

/// A schema's description with its placeholders (`{row}`) shown as code, as the catalog pages
/// show them, so the site's renderer reads them as text.
fn describe(schema: &Value) -> String {
    let text = schema
        .get("description")
        .and_then(Value::as_str)
        .unwrap_or("");
    let mut out = String::new();
    let mut code = false;
    for c in text.chars() {
        match c {
            '`' => {
                code = !code;
                out.push(c);
            }
            '{' if !code => out.push_str("`{"),
            '}' if !code => out.push_str("}`"),
            _ => out.push(c),
        }
    }
    cell(&out)
}

/// A definition's name as a link to its section.
fn link(reference: &str) -> String {
    let name = reference.rsplit('/').next().unwrap_or(reference);
    format!("[{name}](#{})", name.to_lowercase())
}

fn json(value: &Value) -> String {
    format!("`{}`", value.to_string().replace('|', "\\|"))
}

/// A schema's type in words: references as links, constants and choices as JSON, arrays and
/// maps by what they hold.
fn kind(schema: &Value) -> String {
    if let Some(reference) = schema.get("$ref").and_then(Value::as_str) {
        return link(reference);
    }
    if let Some(value) = schema.get("const") {
        return json(value);
    }
    if let Some(values) = schema.get("enum").and_then(Value::as_array) {
        return values.iter().map(json).collect::<Vec<_>>().join(" or ");
    }
    for key in ["oneOf", "anyOf"] {
        if let Some(options) = schema.get(key).and_then(Value::as_array) {
            if schema.get("type").is_none() {
                return options.iter().map(kind).collect::<Vec<_>>().join(" or ");
            }
        }
    }
    if let Some([only]) = schema
        .get("allOf")
        .and_then(Value::as_array)
        .map(Vec::as_slice)
    {
        return kind(only);
    }
    let types: Vec<&str> = match schema.get("type") {
        Some(Value::String(one)) => vec![one.as_str()],
        Some(Value::Array(many)) => many.iter().filter_map(Value::as_str).collect(),
        _ => vec![],
    };
    let words: Vec<String> = types
        .iter()
        .map(|t| match *t {
            "array" => {
                if let Some(items) = schema.get("prefixItems").and_then(Value::as_array) {
                    format!(
                        "[{}]",
                        items.iter().map(kind).collect::<Vec<_>>().join(", ")
                    )
                } else if let Some(items) = schema.get("items").filter(|i| i.is_object()) {
                    format!("array of {}", kind(items))
                } else {
                    "array".to_string()
                }
            }
            "object" => match schema.get("additionalProperties").filter(|a| a.is_object()) {
                Some(values) => format!("map of {}", kind(values)),
                None => "object".to_string(),
            },
            other => other.to_string(),
        })
        .collect();
    if words.is_empty() {
        "any".to_string()
    } else {
        words.join(" or ")
    }
}

/// The bounds a schema sets, in words: ranges, lengths, counts, patterns.
fn bounds(schema: &Value) -> String {
    let number = |key: &str| schema.get(key).map(Value::to_string);
    let mut out = Vec::new();
    match (number("minimum"), number("maximum")) {
        (Some(low), Some(high)) => out.push(format!("{low} to {high}")),
        (Some(low), None) => out.push(format!("at least {low}")),
        (None, Some(high)) => out.push(format!("at most {high}")),
        _ => {}
    }
    match (number("minItems"), number("maxItems")) {
        (Some(low), Some(high)) => out.push(format!("{low} to {high} items")),
        (None, Some(high)) => out.push(format!("at most {high} items")),
        (Some(low), None) => out.push(format!("at least {low} items")),
        _ => {}
    }
    if let Some(high) = number("maxLength") {
        out.push(format!("at most {high} characters"));
    }
    if let Some(high) = number("maxProperties") {
        out.push(format!("at most {high} entries"));
    }
    if schema.get("uniqueItems").and_then(Value::as_bool) == Some(true) {
        out.push("no repeats".to_string());
    }
    if let Some(pattern) = schema.get("pattern").and_then(Value::as_str) {
        out.push(format!("matches `{}`", pattern.replace('|', "\\|")));
    }
    out.join("; ")
}

/// One object's fields as a table, or a line for a definition that is not an object.
fn definition(schema: &Value, page: &mut String) {
    let description = describe(schema);
    if !description.is_empty() {
        page.push_str(&format!("{description}\n\n"));
    }
    if let Some(options) = schema.get("oneOf").and_then(Value::as_array) {
        let options: Vec<String> = options.iter().map(kind).collect();
        page.push_str(&format!("One of: {}.\n\n", options.join(", ")));
    }
    let Some(properties) = schema.get("properties").and_then(Value::as_object) else {
        let limits = bounds(schema);
        let limits = if limits.is_empty() {
            String::new()
        } else {
            format!("; {limits}")
        };
        page.push_str(&format!("Type: {}{limits}.\n", kind(schema)));
        return;
    };
    let required: Vec<&str> = schema
        .get("required")
        .and_then(Value::as_array)
        .map(|r| r.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    page.push_str("| field | type | required | bounds | what it is |\n|---|---|---|---|---|\n");
    for (name, field) in properties {
        page.push_str(&format!(
            "| `{name}` | {} | {} | {} | {} |\n",
            kind(field),
            if required.contains(&name.as_str()) {
                "yes"
            } else {
                "no"
            },
            bounds(field),
            describe(field)
        ));
    }
    if schema.get("additionalProperties") == Some(&Value::Bool(false)) {
        page.push_str("\nNo other field is allowed.\n");
    }
}

/// The page, from the schema.
pub fn page(schema: &Value) -> Result<String, String> {
    let definitions: &Map<String, Value> = schema
        .get("$defs")
        .and_then(Value::as_object)
        .ok_or("the lesson schema has no $defs")?;
    let mut page = banner(
        "the lesson format's JSON Schema (`crates/nqueens-core/lessons/lesson.schema.json`)",
    );
    page.push_str(
        "# Lesson format reference\n\n\
         Every field of a lesson file, from the format's JSON Schema (an editor that reads \
         `\"$schema\": \"./lesson.schema.json\"` checks the same). How to write one: \
         [Write a lesson](../guide/lessons.md). Bounds the schema cannot say (a question's \
         answer against the search, an `advance` past the end) are checked by the board, which \
         names the step.\n\n## The lesson\n\n",
    );
    definition(schema, &mut page);
    for (name, definition_schema) in definitions {
        page.push_str(&format!("\n### {name}\n\n"));
        definition(definition_schema, &mut page);
    }
    Ok(page)
}
