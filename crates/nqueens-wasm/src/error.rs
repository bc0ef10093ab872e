//! The one place where a failure turns into a JS `Error`: `words` is the core's sentence for
//! people as a message (an id of the catalogs and its arguments, which the page renders in the
//! reader's language: the wasm module carries no catalog), `kind` names the variant
//! (`"size-out-of-range"`, `"budget-exceeded"`, ...) for programs, so the page never has to read
//! a message to decide what happened, and `message` is the message's id with its arguments as
//! JSON, for a console.

use js_sys::Reflect;
use nqueens_core::Message;
use wasm_bindgen::JsValue;

/// What every binding returns: the value, or the JS `Error` to throw.
pub type JsResult<T> = Result<T, JsValue>;

/// A core error as a JS `Error` with `kind` and `words`.
pub fn fail(error: nqueens_core::Error) -> JsValue {
    error_with_kind(&error.message(), error.kind())
}

/// A failure of the bindings themselves (a value that would not serialize): a bug, reported
/// with kind `"internal"` rather than a panic.
pub fn internal(error: impl std::fmt::Display) -> JsValue {
    let words = Message::new("error.internal").with("reason", error.to_string());
    error_with_kind(&words, "internal")
}

fn error_with_kind(words: &Message, kind: &str) -> JsValue {
    let json = serde_json::to_string(&words).unwrap_or_default();
    let error = js_sys::Error::new(&json);
    let serializer = serde_wasm_bindgen::Serializer::new();
    // Setting a property on a fresh Error object cannot fail; a message always serializes.
    let _ = Reflect::set(&error, &JsValue::from_str("kind"), &JsValue::from_str(kind));
    if let Ok(value) = serde::Serialize::serialize(words, &serializer) {
        let _ = Reflect::set(&error, &JsValue::from_str("words"), &value);
    }
    error.into()
}
