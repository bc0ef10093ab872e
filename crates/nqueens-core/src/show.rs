//! What every host shows: the page, a frame, the `<nqueens-board>` element and the notebook
//! widget present the same views, and what they present is decided here, once, apart from the
//! algorithms the rest of the crate holds.
//!
//! - [`page`]: the hosts' vocabulary and rules: the views with their limits, defaults and
//!   commands, the options a link or an attribute sets and how each is read, themes, control
//!   levels, the events an embed sends and the frame's message envelope;
//! - [`embed`]: an embedded board's options checked all at once, for a host that can refuse
//!   them (the notebook widget), and the commands such a host runs with no board on screen;
//! - [`play`]: what a click on the Play board shows (attacks, the status sentence, the URL code);
//! - [`svg`]: boards and search positions as SVG pictures, for places that run no script.
//!
//! None of it touches a browser: the page reads it through the wasm bindings' `info()` and the
//! generated `www/names.js`, Python through the widget's private calls.

pub mod embed;
pub mod page;
pub mod play;
pub mod svg;
