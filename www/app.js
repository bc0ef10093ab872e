// Starts the playground: loads wasm, restores the view and its state from the URL (saying what
// it had to ignore), and switches views. Each view is a class with apply(state), params() and
// leave(); a new view registers in VIEWS and gets a nav link and a section in index.html.
import { ready } from "./wasm.js";
import { readState, queryFor } from "./url.js";
import { PlayView } from "./play.js";
import { CountView } from "./count.js";
import { SolutionsView } from "./solutions.js";
import { StepView } from "./step.js";
import { HugeView, MAX_HUGE_N } from "./huge.js";
import { Messenger, isEmbedded, layOut } from "./embed.js";

const VIEWS = { play: PlayView, solutions: SolutionsView, step: StepView, count: CountView, huge: HugeView };
const THEMES = ["auto", "light", "dark"];

/**
 * Sets up the theme button. The document always carries the theme in effect (`data-theme`
 * light or dark; "auto" follows the system and its changes), so the style sheet has one dark
 * palette. Returns a function that applies a theme without remembering it (a link's or an
 * embedding page's `theme=`).
 */
function setupTheme() {
  const button = document.getElementById("theme");
  const system = matchMedia("(prefers-color-scheme: dark)");
  let theme = "auto";
  try {
    theme = localStorage.getItem("nqueens-theme") ?? "auto";
  } catch {
    // Storage may be unavailable (private mode, sandboxed frame): the default applies.
  }
  if (!THEMES.includes(theme)) theme = "auto";
  const apply = () => {
    const effective = theme === "auto" ? (system.matches ? "dark" : "light") : theme;
    document.documentElement.dataset.theme = effective;
    button.textContent = `Theme: ${theme}`;
    button.setAttribute("aria-label", `Colour theme: ${theme === "auto" ? "automatic" : theme}. Change theme`);
    document.dispatchEvent(new Event("themechange"));
  };
  system.addEventListener("change", () => theme === "auto" && apply());
  button.addEventListener("click", () => {
    theme = THEMES[(THEMES.indexOf(theme) + 1) % THEMES.length];
    try {
      localStorage.setItem("nqueens-theme", theme);
    } catch {
      // Not remembered, but still applied.
    }
    apply();
  });
  apply();
  return (chosen) => {
    theme = chosen;
    apply();
  };
}

class App {
  constructor(api, setTheme) {
    this.api = api;
    this.setTheme = setTheme;
    this.messenger = new Messenger((command, args) => this.command(command, args));
    const info = api.info();
    this.maxN = { play: info.maxBoardN, solutions: info.maxEnumerateN, step: info.maxStepN, count: info.maxCountN, huge: MAX_HUGE_N };
    this.views = {};
    this.current = null;
    this.note = document.getElementById("url-note");
    for (const link of document.querySelectorAll(".views [data-view]")) {
      link.addEventListener("click", (event) => {
        event.preventDefault();
        this.switchTo(link.dataset.view);
      });
    }
    addEventListener("popstate", () => this.load());
  }

  view(name) {
    this.views[name] ??= new VIEWS[name](this.api, () => this.remember(name), this);
    return this.views[name];
  }

  show(name) {
    if (this.current && this.current !== name) this.views[this.current]?.leave();
    this.current = name;
    for (const key of Object.keys(VIEWS)) {
      document.getElementById(`view-${key}`).hidden = key !== name;
    }
    // The main board (the Play board) is shared: views with a board slot show it beside
    // their own controls.
    const slot = document.querySelector(`#view-${name} .board-slot`);
    if (slot) {
      const play = this.view("play");
      slot.append(document.getElementById("main-board"));
      play.fit();
    }
    for (const link of document.querySelectorAll(".views [data-view]")) {
      if (link.dataset.view === name) link.setAttribute("aria-current", "page");
      else link.removeAttribute("aria-current");
    }
    return this.view(name);
  }

  /** Opens the view and state the address describes. */
  load() {
    const { state, notes } = readState(location.search, this.maxN);
    if (state.theme) this.setTheme(state.theme);
    if (isEmbedded(state)) layOut(state);
    const view = this.show(state.view);
    notes.push(...(view.apply(state) ?? []));
    this.showNotes(notes);
  }

  /** Tells an embedding page what happened (`ready`, `change`, `solved`, `step`). */
  emit(event, detail) {
    this.messenger.emit(event, detail);
  }

  /** A command from the embedding page, for the view on screen. */
  command(name, args) {
    const view = this.views[this.current];
    if (!view?.command) throw new Error(`the ${this.current} view takes no commands`);
    view.command(name, args);
  }

  /**
   * A nav click, or one view handing over to another with `params` (the Play board's "Step
   * through"): a new history entry, so Back returns to the previous view.
   */
  switchTo(name, params) {
    if (name === this.current && !params) return;
    this.show(name);
    this.note.hidden = true;
    history.pushState(null, "", queryFor(name, params ?? this.view(name).params()));
    const { state, notes } = readState(location.search, this.maxN);
    notes.push(...(this.view(name).apply(state) ?? []));
    this.showNotes(notes);
  }

  /** Edits replace the current entry: the address always reopens what is on screen. */
  remember(name) {
    if (name !== this.current || !this.views[name]) return;
    const query = queryFor(name, this.views[name].params());
    if (query !== location.search) history.replaceState(null, "", query + location.hash);
  }

  showNotes(notes) {
    this.note.hidden = notes.length === 0;
    this.note.textContent = notes.length ? `Some of the link was ignored: ${notes.join("; ")}.` : "";
  }
}

async function main() {
  const setTheme = setupTheme();
  let api;
  try {
    api = await ready;
  } catch (error) {
    document.getElementById("url-note").hidden = false;
    document.getElementById("url-note").textContent = `The solver could not load: ${error.message}`;
    return;
  }
  const app = new App(api, setTheme);
  app.load();
  document.body.dataset.ready = "true";
  app.emit("ready", { view: app.current, ...app.views[app.current].params() });
}

main();
