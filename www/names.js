// Generated from the core's vocabularies (crates/nqueens-core/src/page.rs) by
// `cargo test -p nqueens-wasm --test names_js`. Do not edit: change the core and rerun.

/** The events an embed sends, by role. */
export const EVENTS = Object.freeze({
  ready: "nqueens-ready",
  change: "nqueens-change",
  solved: "nqueens-solved",
  step: "nqueens-step",
  error: "nqueens-error",
  resize: "nqueens-resize",
});

/** Methods of the element and commands to a frame. */
export const COMMANDS = Object.freeze(["setN", "setQueens", "solve", "complete", "cancel", "forward", "back", "play", "pause", "reset"]);

/** Every option a link or an attribute may set. */
export const PARAMETERS = Object.freeze(["view", "n", "queens", "strategy", "grouped", "step", "method", "seed", "embed", "controls", "theme", "speed", "autoplay", "loop", "from", "to", "compare", "tree", "lesson", "kernel"]);

/** The element's attributes. */
export const ELEMENT_PARAMETERS = Object.freeze(["view", "n", "queens", "strategy", "grouped", "step", "controls", "theme", "speed", "autoplay", "loop", "from", "to", "compare", "tree", "lesson"]);

/** The views an embed shows. */
export const ELEMENT_VIEWS = Object.freeze(["play", "solutions", "step"]);

/** Colour themes. */
export const THEMES = Object.freeze(["auto", "light", "dark"]);

/** Control levels. */
export const CONTROLS = Object.freeze(["none", "compact", "full"]);
