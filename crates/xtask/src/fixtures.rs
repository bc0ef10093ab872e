//! The tables that hold the page's own readers to the core's (the page needs them before the wasm
//! loads): the message renderer and the language-tag reader. Each is a generated file like the
//! others, so `cargo xtask codegen --check` fails when the core changes and its table does not.

mod language_tags;
mod render_cases;

pub use language_tags::language_tags;
pub use render_cases::render_cases;
