//! The page's own vocabulary: its views, themes, control levels and the events an embed sends.
//! None of it is an algorithm, but the names reach URLs, element attributes, postMessage
//! envelopes and the CLI-free docs alike, so they are kept here beside the others (see
//! [`crate::names`]) and the page reads them from the wasm `info()` call.

use crate::board::MAX_BOARD_N;
use crate::count::MAX_COUNT_N;
use crate::enumerate::MAX_ENUMERATE_N;
use crate::names::vocabulary;
use crate::trace::MAX_STEP_N;

/// Largest N the Huge view asks a browser tab for: a hundred million queens take 400 MB per
/// copy of the solution (the worker's wasm memory, the page and a download each hold one) plus
/// the search's diagonal sets, which most desktop browsers grant and some refuse (the page then
/// says so). Larger N is for the `nqueens` command.
pub const MAX_HUGE_PAGE_N: usize = 100_000_000;

vocabulary! {
    /// One screen of the playground.
    pub enum View: "view" {
        Play => "play",
        Solutions => "solutions",
        Step => "step",
        Count => "count",
        Huge => "huge",
    }
}

impl View {
    /// Largest N the view accepts.
    pub fn max_n(self) -> usize {
        match self {
            View::Play => MAX_BOARD_N,
            View::Solutions => MAX_ENUMERATE_N,
            View::Step => MAX_STEP_N,
            View::Count => MAX_COUNT_N,
            View::Huge => MAX_HUGE_PAGE_N,
        }
    }
}

vocabulary! {
    /// Colour scheme; `auto` follows the system's preference.
    pub enum Theme: "theme" {
        Auto => "auto",
        Light => "light",
        Dark => "dark",
    }
}

vocabulary! {
    /// How many controls an embedded view shows.
    pub enum Controls: "control level" {
        None => "none",
        Compact => "compact",
        Full => "full",
    }
}

vocabulary! {
    /// What an embed (iframe or custom element) tells its host page.
    pub enum EmbedEvent: "embed event" {
        /// The view is drawn and accepts commands.
        Ready => "ready",
        /// The queens or N changed.
        Change => "change",
        /// The board became a solution.
        Solved => "solved",
        /// The step view moved on the timeline.
        Step => "step",
        /// A command could not be carried out.
        Error => "error",
        /// The content wants another height (iframe only).
        Resize => "resize",
    }
}
