//! The words a reader meets, as messages: where the core would write a sentence it returns a
//! [`Message`], an id and typed arguments (rows, columns, counts, names, other messages), and a
//! catalog per language says how each id reads. The catalogs live beside the crate
//! (`crates/nqueens-core/catalogs/{en,hi,fa,zh}.json`), one object of ids and patterns each, in a
//! small ICU-MessageFormat-like syntax ([`pattern`]): `{row}`, `{count, plural, one {# queen}
//! other {# queens}}`, `{line, select, row {…} other {…}}`, `{rows, join}`, `{names, list}`,
//! `{seconds, number, 1}`.
//!
//! English is one catalog among four. The core renders it (the CLI, Python, `Display` of
//! [`Message`] and of [`crate::Error`]) so no sentence is written twice; the page renders every
//! language itself with the browser's `Intl` (digits, grouping, plurals, lists), from the same
//! catalogs generated into `www/catalogs/` (the wasm module carries no catalog: a reader fetches
//! only their own language).
//!
//! This module needs nothing else of the crate, so every other module may speak through it.

mod catalog;
mod message;
mod pattern;

pub use catalog::{english, english_plural, Catalog, Style, PLAIN};
pub use message::{Arg, Message};
pub use pattern::{Part, Placeholder, PluralKey};

/// `msg!("id", name = value, …)`: a [`Message`] with its arguments, each converted into an
/// [`Arg`] (numbers, text, other messages, lists).
macro_rules! msg {
    ($id:expr $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::words::Message::new($id)$(.with(stringify!($name), $value))*
    };
}

pub(crate) use msg;

/// A square as the sentences write it: `(row, col)`.
pub fn square(row: u32, col: u32) -> Message {
    msg!("square", row = row, col = col)
}
