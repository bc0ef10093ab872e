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
    /// What an embed (iframe or custom element) tells its host page. The names carry the
    /// element's prefix because a bubbling `error` reaches every `window` error listener (error
    /// trackers record it as a page failure) and a bubbling `change` reaches any enclosing
    /// form's listeners; the frame's messages use the same names, so there is one vocabulary.
    pub enum EmbedEvent: "embed event" {
        /// The view is drawn and accepts commands.
        Ready => "nqueens-ready",
        /// The queens or N changed.
        Change => "nqueens-change",
        /// The board became a solution.
        Solved => "nqueens-solved",
        /// The step view moved on the timeline.
        Step => "nqueens-step",
        /// A command could not be carried out.
        Error => "nqueens-error",
        /// The content wants another height (iframe only).
        Resize => "nqueens-resize",
    }
}

vocabulary! {
    /// What a host page asks of an embed: a method of `<nqueens-board>` and a command message
    /// to a frame have these names.
    pub enum Command: "command" {
        /// A new empty board of side `n`.
        SetN => "setN",
        /// Places queens (`[[row, col], ...]`).
        SetQueens => "setQueens",
        /// Solves the play board in a worker.
        Solve => "solve",
        /// Completes the play board's queens in a worker.
        Complete => "complete",
        /// Stops a running search.
        Cancel => "cancel",
        /// One event forward in the step view (`forward`, not `step`: the element's `step`
        /// property is the step view's position, as its attribute is).
        Forward => "forward",
        /// One event back in the step view.
        Back => "back",
        /// Plays the step view's timeline.
        Play => "play",
        /// Pauses it.
        Pause => "pause",
        /// An empty board, the start of the search, or the first page of solutions.
        Reset => "reset",
    }
}

vocabulary! {
    /// The options a link's query parameters and the element's attributes set: the same names
    /// with the same meanings in both.
    pub enum Parameter: "parameter" {
        View => "view",
        N => "n",
        Queens => "queens",
        Strategy => "strategy",
        Grouped => "grouped",
        Step => "step",
        Method => "method",
        Seed => "seed",
        Embed => "embed",
        Controls => "controls",
        Theme => "theme",
        Speed => "speed",
        Autoplay => "autoplay",
        Loop => "loop",
        From => "from",
        To => "to",
        Compare => "compare",
        Tree => "tree",
        Lesson => "lesson",
        Kernel => "kernel",
    }
}

vocabulary! {
    /// Where the Count view counts, as `?kernel=` forces it; without it, the GPU where the
    /// browser's WebGPU has a hardware adapter, else the workers.
    pub enum CountKernel: "count kernel" {
        /// The GPU kernel (`count::gpu`) through the browser's WebGPU, on whatever adapter it
        /// has (a software one such as SwiftShader too, which is never chosen by default).
        Webgpu => "webgpu",
        /// The pool of Web Workers, each with wasm's kernel.
        Workers => "workers",
    }
}

impl View {
    /// The views an embed shows (`<nqueens-board>`, the notebook widget); Count and Huge are
    /// the full page's own, since they are meant to use the whole machine.
    pub const EMBEDDED: [View; 3] = [View::Play, View::Solutions, View::Step];
}

impl Parameter {
    /// Whether `<nqueens-board>` takes this option as an attribute. The Huge view's method and
    /// seed, the Count view's kernel and the frame switch `embed` belong to the page alone.
    pub fn on_element(self) -> bool {
        !matches!(
            self,
            Parameter::Method | Parameter::Seed | Parameter::Embed | Parameter::Kernel
        )
    }
}

/// What may run on the host page's own thread when it allows no Web Worker (a strict Content
/// Security Policy): every such task is bounded, so a page is never frozen by a search it
/// embedded, and the element says where the bounds lie.
pub mod inline {
    /// Nodes a solve or complete may visit.
    pub const NODES: u64 = 2_000_000;
    /// Largest N whose solutions (or symmetry classes) are listed: 14,200 solutions, a few
    /// milliseconds.
    pub const LIST_N: usize = 12;
    /// Largest N whose completions or solutions are counted.
    pub const COUNT_N: usize = 13;
    /// Largest N solved by the huge-N methods.
    pub const HUGE_N: usize = 1_000_000;
}
