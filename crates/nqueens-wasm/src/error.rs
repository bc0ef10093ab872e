//! The one place where a failure turns into a JS `Error`: the message is the core's sentence
//! for people, and `kind` names the variant (`"size-out-of-range"`, `"budget-exceeded"`, ...)
//! for programs, so the page never has to read a message to decide what happened.

use js_sys::Reflect;
use wasm_bindgen::JsValue;

/// What every binding returns: the value, or the JS `Error` to throw.
pub type JsResult<T> = Result<T, JsValue>;

/// A core error as a JS `Error` with `kind`.
pub fn fail(error: nqueens_core::Error) -> JsValue {
    error_with_kind(&error.to_string(), error.kind())
}

/// A failure of the bindings themselves (a value that would not serialize): a bug, reported
/// with kind `"internal"` rather than a panic.
pub fn internal(error: impl std::fmt::Display) -> JsValue {
    error_with_kind(&error.to_string(), "internal")
}

fn error_with_kind(message: &str, kind: &str) -> JsValue {
    let error = js_sys::Error::new(message);
    // Setting a property on a fresh Error object cannot fail.
    let _ = Reflect::set(&error, &JsValue::from_str("kind"), &JsValue::from_str(kind));
    error.into()
}
