//! The hosts' vocabulary and rules: the views with their limits, defaults and commands, the
//! options a link or an attribute sets and how each is read, themes, control levels, the events
//! an embed sends and the frame's message envelope. None of it is an algorithm, but it reaches
//! URLs, element attributes, postMessage envelopes and the notebook widget alike, so it is
//! written once, here: the page reads it from the wasm `info()` call and from `www/names.js`
//! (generated from this module, since the element needs it before the wasm loads), the widget
//! through the Python package.

use crate::board::MAX_BOARD_N;
use crate::count::MAX_COUNT_N;
use crate::enumerate::MAX_ENUMERATE_N;
use crate::error::Sizes;
use crate::names::vocabulary;
use crate::search::Strategy;
use crate::trace::{StepStrategy, MAX_STEP_N};

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
    /// The view a link or an element without a `view` shows.
    pub const DEFAULT: View = View::Play;

    /// Largest N the view accepts.
    pub fn max_n(self) -> usize {
        self.sizes().max
    }

    /// The N the view accepts, named for its refusals ("the step view").
    pub fn sizes(self) -> Sizes {
        match self {
            View::Play => Sizes::new(1, MAX_BOARD_N, "play-view"),
            View::Solutions => Sizes::new(1, MAX_ENUMERATE_N, "solutions-view"),
            View::Step => Sizes::new(1, MAX_STEP_N, "step-view"),
            View::Count => Sizes::new(1, MAX_COUNT_N, "count-view"),
            View::Huge => Sizes::new(1, MAX_HUGE_PAGE_N, "huge-view"),
        }
    }

    /// The N the view opens with when a link or an element names none.
    pub fn default_n(self) -> usize {
        match self {
            View::Play | View::Solutions => 8,
            View::Step => 4,
            View::Count => 12,
            View::Huge => 1_000_000,
        }
    }

    /// The names of the strategies the view runs, in menu order (none for the others).
    pub fn strategies(self) -> Vec<&'static str> {
        match self {
            View::Play => crate::names::names::<Strategy>(),
            View::Step => crate::names::names::<StepStrategy>(),
            View::Solutions | View::Count | View::Huge => Vec::new(),
        }
    }

    /// The strategy the view runs when none is named: the bitboard on the Play board, the
    /// OR-Tools guide's constraint propagation in Step; None where the view runs none.
    pub fn default_strategy(self) -> Option<&'static str> {
        match self {
            View::Play => Some(Strategy::Bitboard.name()),
            View::Step => Some(StepStrategy::Cp.name()),
            View::Solutions | View::Count | View::Huge => None,
        }
    }

    /// The commands the view carries out (an element's methods, a frame's command messages,
    /// the notebook widget's methods): the rest are refused, naming these.
    pub fn commands(self) -> &'static [Command] {
        use Command::*;
        match self {
            View::Play => &[SetN, SetQueens, Solve, Complete, Cancel, Reset],
            View::Solutions => &[SetN, Reset],
            View::Step => &[SetN, SetQueens, Forward, Back, Play, Pause, Reset],
            View::Count | View::Huge => &[],
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

impl Theme {
    /// The theme when none is named: the system's.
    pub const DEFAULT: Theme = Theme::Auto;
}

vocabulary! {
    /// How many controls an embedded view shows.
    pub enum Controls: "control level" {
        None => "none",
        Compact => "compact",
        Full => "full",
    }
}

impl Controls {
    /// The controls an embed shows when none are named (the full page shows them all).
    pub const DEFAULT: Controls = Controls::Compact;
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
        /// The reader changed another option through the view's own controls (its strategy,
        /// speed, grouping or a panel; the view, in a frame), so a host can bind every option
        /// both ways.
        Option => "nqueens-option",
        /// The board became a solution.
        Solved => "nqueens-solved",
        /// The step view moved on the timeline.
        Step => "nqueens-step",
        /// A command could not be carried out.
        Error => "nqueens-error",
        /// The content wants another height (iframe only).
        Resize => "nqueens-resize",
        /// The reader answered a lesson's question (right or wrong, and how many tries).
        Answer => "nqueens-answer",
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
        /// The page's lesson editor (beside the Step view's search).
        Edit => "edit",
        Kernel => "kernel",
        Lang => "lang",
        /// The language of the Step view's code panel (`CodeLanguage`).
        CodeLang => "code-lang",
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

vocabulary! {
    /// How an option's value is written in a link or an attribute, and so how it is read.
    pub enum ValueKind: "value kind" {
        /// One name of a vocabulary (a view, a strategy, a theme, ...).
        Name => "name",
        /// A whole number (digits only).
        Whole => "whole",
        /// Events per second, within [`SPEED`] (a decimal number).
        Speed => "speed",
        /// On or off: "1" or "0" in a link; present or absent on an element.
        Switch => "switch",
        /// Queens as the playground's queen code (see `format::to_url_code`).
        Queens => "queens",
        /// A BCP 47 language tag, read by [`Language::read`].
        Language => "language",
        /// A lesson ([`LessonValue`]): a shipped lesson's name, a lesson file's URL or its
        /// JSON; a bare switch is the default lesson.
        Lesson => "lesson",
    }
}

/// How a `lesson` option is written, in a link or an attribute. Read by `www/url.js` (which
/// must read it before the wasm loads) and here, for the notebook widget.
pub mod lesson_value {
    /// Present with no value, `1` or `true`: the default lesson (`ShippedLesson::DEFAULT`).
    pub const ON: [&str; 3] = ["", "1", "true"];
    /// `0` or `false`: no lesson.
    pub const OFF: [&str; 2] = ["0", "false"];
    /// A value starting with this is the lesson file itself, as JSON (an attribute a script set
    /// from a lesson object, the notebook widget's dict).
    pub const JSON_START: &str = "{";
    /// A value starting with this is the lesson file, compressed (raw deflate) and written in
    /// base64url: the editor's links carry the whole lesson this way.
    pub const PACKED_PREFIX: &str = "inline:";
    /// Anything else that holds only these characters is a shipped lesson's name; the rest is
    /// a URL, resolved against the page.
    pub const NAME_CHARACTERS: &str = "abcdefghijklmnopqrstuvwxyz0123456789-";
    /// The one view that reads a lesson. A lesson given with no view opens there (a teacher
    /// writes `lesson=` first and rarely thinks of the view); one given with another view is
    /// dropped with a note, since that view has nowhere to show it.
    pub const VIEW: super::View = super::View::Step;
}

impl Parameter {
    /// Whether `<nqueens-board>` takes this option as an attribute. The Huge view's method and
    /// seed, the Count view's kernel and the frame switch `embed` belong to the page alone.
    pub fn on_element(self) -> bool {
        !matches!(
            self,
            Parameter::Method
                | Parameter::Seed
                | Parameter::Embed
                | Parameter::Edit
                | Parameter::Kernel
        )
    }

    /// How the option's value is written.
    pub fn kind(self) -> ValueKind {
        use Parameter::*;
        match self {
            View | Strategy | Method | Controls | Theme | Kernel | CodeLang => ValueKind::Name,
            Lang => ValueKind::Language,
            N | Step | Seed | From | To => ValueKind::Whole,
            Speed => ValueKind::Speed,
            Grouped | Embed | Autoplay | Loop | Compare | Tree | Edit => ValueKind::Switch,
            Queens => ValueKind::Queens,
            Lesson => ValueKind::Lesson,
        }
    }

    /// Whether the option describes the frame or the element showing a view rather than the
    /// view's board, so a link keeps it when it opens another view (an embedded board stays
    /// embedded, at its speed and in its theme).
    pub fn of_the_frame(self) -> bool {
        use Parameter::*;
        matches!(
            self,
            Embed | Controls | Theme | Speed | Autoplay | Loop | From | To | Lang
        )
    }
}

vocabulary! {
    /// A language the playground speaks, by its BCP 47 tag; each has its catalog of words
    /// (`catalogs/<tag>.json`).
    pub enum Language: "language" {
        English => "en",
        Hindi => "hi",
        Persian => "fa",
        Chinese => "zh",
    }
}

/// What a language tag asks for, read by [`Language::read`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reading {
    /// A tag of a language the playground speaks (`fa`, `fa-IR`, `hi-u-nu-deva`).
    Speaks(Language),
    /// Not a tag, but plainly meant as one the playground speaks (`farsi`, `zh_CN`): it is
    /// spoken, and a note says how the tag is written.
    NearMiss(Language),
    /// Another language (`de`), or nothing a tag could be: the next choice applies, quietly.
    Other,
}

impl Language {
    /// The language when nothing names one.
    pub const DEFAULT: Language = Language::English;

    /// The language's own name, as its readers write it (the language menu's words).
    pub fn autonym(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::Hindi => "हिन्दी",
            Language::Persian => "فارسی",
            Language::Chinese => "中文",
        }
    }

    /// Whether the language is written right to left.
    pub fn rtl(self) -> bool {
        self == Language::Persian
    }

    /// Names people write for the language instead of its tag: near misses, which get a note.
    pub fn near_misses(self) -> &'static [&'static str] {
        match self {
            Language::English => &["english", "eng"],
            Language::Hindi => &["hindi", "hin"],
            Language::Persian => &["farsi", "persian", "fas", "per", "pes"],
            Language::Chinese => &["chinese", "zho", "chi", "cmn", "mandarin"],
        }
    }

    /// Reads a language tag as a page or an element gives it: the tag's language subtag
    /// decides, whatever region, script or extensions follow (`fa-IR` and `fa-u-nu-latn` are
    /// Persian; the digits they ask for are the browser's to honour); a tag written with `_`
    /// (`zh_CN`) or a language's name (`farsi`) is a near miss; anything else is another
    /// language. Case is ignored, as BCP 47 ignores it.
    pub fn read(tag: &str) -> Reading {
        let tag = tag.trim().to_ascii_lowercase();
        let primary = |text: &str| {
            let first = text.split('-').next().unwrap_or("");
            Language::ALL.into_iter().find(|l| l.name() == first)
        };
        if tag.contains('_') {
            return primary(&tag.replace('_', "-")).map_or(Reading::Other, Reading::NearMiss);
        }
        if let Some(language) = primary(&tag) {
            return Reading::Speaks(language);
        }
        Language::ALL
            .into_iter()
            .find(|l| l.near_misses().contains(&tag.as_str()))
            .map_or(Reading::Other, Reading::NearMiss)
    }
}

/// The step view's player: events per second, from one a second to every frame, and the speed
/// it plays at when none is asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Speed {
    pub min: u32,
    pub max: u32,
    pub default: u32,
}

/// See [`Speed`].
pub const SPEED: Speed = Speed {
    min: 1,
    max: 60,
    default: 5,
};

/// The envelope of every message between a page and the playground in its frame: a message
/// without this source and version is not the playground's, and is ignored.
pub mod protocol {
    /// The `source` field of every message.
    pub const SOURCE: &str = "nqueens-playground";
    /// The `version` field; a new version is a message shape old pages do not understand.
    pub const VERSION: u32 = 2;
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
