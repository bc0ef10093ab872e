// Generated from the core's vocabularies and rules (crates/nqueens-core/src/show/page.rs) by
// `cargo xtask codegen`. Do not edit: change the core and rerun.

/** The events an embed sends, by role. */
export const EVENTS = Object.freeze({
  ready: "nqueens-ready",
  change: "nqueens-change",
  option: "nqueens-option",
  solved: "nqueens-solved",
  step: "nqueens-step",
  error: "nqueens-error",
  resize: "nqueens-resize",
  answer: "nqueens-answer",
});

/** Methods of the element and commands to a frame. */
export const COMMANDS = Object.freeze(["setN", "setQueens", "solve", "complete", "cancel", "forward", "back", "play", "pause", "reset"]);

/** Every option a link or an attribute may set. */
export const PARAMETERS = Object.freeze(["view", "n", "queens", "strategy", "grouped", "step", "method", "seed", "embed", "controls", "theme", "speed", "autoplay", "loop", "from", "to", "compare", "tree", "lesson", "edit", "kernel", "lang", "code-lang"]);

/** The element's attributes. */
export const ELEMENT_PARAMETERS = Object.freeze(["view", "n", "queens", "strategy", "grouped", "step", "controls", "theme", "speed", "autoplay", "loop", "from", "to", "compare", "tree", "lesson", "lang", "code-lang"]);

/** The views an embed shows. */
export const ELEMENT_VIEWS = Object.freeze(["play", "solutions", "step"]);

/** Colour themes. */
export const THEMES = Object.freeze(["auto", "light", "dark"]);

/** Control levels. */
export const CONTROLS = Object.freeze(["none", "compact", "full"]);

/** The languages the Step view's code panel shows its programs in (`code-lang`). */
export const CODE_LANGUAGES = Object.freeze(["python", "c", "cpp", "java"]);

/** Each view: the N it opens with, the smallest and largest N it takes, the strategy it runs
 * when none is named (null: it runs none), and the commands it carries out (the others are
 * refused). */
export const VIEW_RULES = Object.freeze({
  play: Object.freeze({ n: 8, min: 1, max: 256, strategy: "bitboard", commands: Object.freeze(["setN", "setQueens", "solve", "complete", "cancel", "reset"]) }),
  solutions: Object.freeze({ n: 8, min: 1, max: 32, strategy: null, commands: Object.freeze(["setN", "reset"]) }),
  step: Object.freeze({ n: 4, min: 1, max: 16, strategy: "cp", commands: Object.freeze(["setN", "setQueens", "forward", "back", "play", "pause", "reset"]) }),
  count: Object.freeze({ n: 12, min: 1, max: 28, strategy: null, commands: Object.freeze([]) }),
  huge: Object.freeze({ n: 1000000, min: 1, max: 100000000, strategy: null, commands: Object.freeze([]) }),
});

/** What a link or an element shows when it names no view, theme, control level or code
 * language. */
export const DEFAULT_VIEW = "play";
export const DEFAULT_THEME = "auto";
export const DEFAULT_CONTROLS = "compact";
export const DEFAULT_CODE_LANGUAGE = "python";

/** How each option's value is written in a link or an attribute: "name" (one of a
 * vocabulary), "whole" (a whole number), "speed" (events per second), "switch" (1 or 0;
 * present or absent), "queens" (a queen code) or "lesson" (see LESSON_VALUE). */
export const PARAMETER_KINDS = Object.freeze({
  view: "name",
  n: "whole",
  queens: "queens",
  strategy: "name",
  grouped: "switch",
  step: "whole",
  method: "name",
  seed: "whole",
  embed: "switch",
  controls: "name",
  theme: "name",
  speed: "speed",
  autoplay: "switch",
  loop: "switch",
  from: "whole",
  to: "whole",
  compare: "switch",
  tree: "switch",
  lesson: "lesson",
  edit: "switch",
  kernel: "name",
  lang: "language",
  "code-lang": "name",
});

/** Options that describe the frame or the element rather than the board: a link that opens
 * another view keeps them. */
export const FRAME_PARAMETERS = Object.freeze(["embed", "controls", "theme", "speed", "autoplay", "loop", "from", "to", "lang"]);

/** The languages the playground speaks (a catalog each in catalogs/): the language's own
 * name, whether it is written right to left, and the names people write instead of its tag
 * (near misses: spoken, with a note saying how the tag is written). */
export const LANGUAGES = Object.freeze({
  en: Object.freeze({ name: "English", rtl: false, nearMisses: Object.freeze(["english", "eng"]) }),
  hi: Object.freeze({ name: "हिन्दी", rtl: false, nearMisses: Object.freeze(["hindi", "hin"]) }),
  fa: Object.freeze({ name: "فارسی", rtl: true, nearMisses: Object.freeze(["farsi", "persian", "fas", "per", "pes"]) }),
  zh: Object.freeze({ name: "中文", rtl: false, nearMisses: Object.freeze(["chinese", "zho", "chi", "cmn", "mandarin"]) }),
});

/** The language when nothing names one. */
export const DEFAULT_LANGUAGE = "en";

/** The step view's player, in events per second. */
export const SPEED = Object.freeze({ min: 1, max: 60, default: 5 });

/** How a `lesson` option is written: present with no value, 1 or true for the default
 * lesson; 0 or false for none; JSON (starting with `{`) for the lesson itself; `inline:` and
 * base64url for the lesson compressed (raw deflate); a name of these characters for a shipped
 * lesson; anything else a URL. `view` is the one view that reads a lesson (a lesson with no view
 * opens it there). */
export const LESSON_VALUE = Object.freeze({ on: Object.freeze(["", "1", "true"]), off: Object.freeze(["0", "false"]), jsonStart: "{", packedPrefix: "inline:", nameCharacters: "abcdefghijklmnopqrstuvwxyz0123456789-", defaultLesson: "four-queens", shipped: Object.freeze(["four-queens", "five-queens-dead-end", "diagonal-indices", "one-constraint-at-a-time"]), view: "step" });

/** The envelope of every message between a page and the playground in its frame. */
export const PROTOCOL = Object.freeze({ source: "nqueens-playground", version: 2 });
