// Starts the playground: loads wasm, restores the state from the URL (saying what it had to
// ignore), and mounts the views. New views register here and read/write the same URL state.
import { ready } from "./wasm.js";
import { readState, writeState } from "./url.js";
import { PlayView } from "./play.js";

const THEMES = ["auto", "light", "dark"];

function setupTheme() {
  const button = document.getElementById("theme");
  let theme = localStorage.getItem("nqueens-theme");
  if (!THEMES.includes(theme)) theme = "auto";
  const apply = () => {
    if (theme === "auto") delete document.documentElement.dataset.theme;
    else document.documentElement.dataset.theme = theme;
    button.textContent = `Theme: ${theme}`;
    button.setAttribute("aria-label", `Colour theme: ${theme === "auto" ? "automatic" : theme}. Change theme`);
    document.dispatchEvent(new Event("themechange"));
  };
  button.addEventListener("click", () => {
    theme = THEMES[(THEMES.indexOf(theme) + 1) % THEMES.length];
    try {
      localStorage.setItem("nqueens-theme", theme);
    } catch {
      // Storage may be unavailable (private mode, sandboxed frame): the theme still applies.
    }
    apply();
  });
  apply();
}

function showNotes(notes) {
  const note = document.getElementById("url-note");
  if (!notes.length) return;
  note.textContent = `Some of the link was ignored: ${notes.join("; ")}.`;
  note.hidden = false;
}

async function main() {
  setupTheme();
  let api;
  try {
    api = await ready;
  } catch (error) {
    document.getElementById("play-status").textContent = `The solver could not load: ${error.message}`;
    return;
  }
  const { maxBoardN } = api.info();
  const { state, notes } = readState(location.search, maxBoardN);
  let queens = [];
  if (state.queens) {
    try {
      queens = Array.from(api.decodeQueens(state.n, state.queens));
    } catch (error) {
      notes.push(`queens=${JSON.stringify(state.queens.slice(0, 40))}: ${error.message}`);
    }
  }
  showNotes(notes);
  new PlayView(api, { n: state.n, queens, strategy: state.strategy }, (play) => {
    writeState({
      view: "play",
      n: play.n,
      queens: api.encodeQueens(play.n, Uint32Array.from(play.queens)),
      strategy: play.strategy,
    });
  });
  document.body.dataset.ready = "true";
}

main();
