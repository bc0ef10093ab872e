// Starts the playground: loads wasm, restores the view and its state from the URL (saying what
// it had to ignore), and switches views. Play, Solutions and Step are the shared view classes
// (views/), built into their sections here as the element builds them into its shadow root;
// Count and Huge are the page's own. In a frame (`?embed=1`) the same page shows one view and
// talks to its parent (embed.js).
import { load } from "./wasm.js";
import { adoptPage } from "./styles/page.js";
import { bindTheme } from "./theme.js";
import { readState, queryFor, vocabulary } from "./url.js";
import { VIEWS } from "./views/index.js";
import { runCommand, optionChanges } from "./views/shared/host.js";
import { Messenger, isEmbedded, layOut, fitSize, reportHeight } from "./embed.js";
import { DEFAULT_LANGUAGE, DEFAULT_THEME, EVENTS, LANGUAGES } from "./names.js";
import { KEEP_PLACE, offline } from "./offline/register.js";
import { updateNote } from "./offline/update-note.js";
import { dirOf, firstSpoken, readLanguage, say, translate, wordsFor } from "./lang.js";

/**
 * The page's language: `?lang=` (a near miss such as `farsi` is read as what it meant, and
 * noted by readState), else the reader's last choice in the menu, else the browser's
 * languages, else English.
 */
function pageLanguage() {
  const asked = new URLSearchParams(location.search).get("lang");
  if (asked !== null) {
    const reading = readLanguage(asked);
    if (reading.lang) return reading;
    if (reading.nearMiss) return { lang: reading.nearMiss, locale: reading.nearMiss, nearMiss: reading.nearMiss };
    return { lang: DEFAULT_LANGUAGE, locale: DEFAULT_LANGUAGE, nearMiss: null };
  }
  let saved = null;
  try {
    saved = localStorage.getItem("nqueens-lang");
  } catch {
    // Storage may be unavailable: the browser's languages decide.
  }
  const reading = saved ? readLanguage(saved) : null;
  if (reading?.lang) return reading;
  return firstSpoken(navigator.languages ?? []);
}

/** The page in `words`: <html lang dir>, the title, the markup's words. */
function showLanguage(words, lang) {
  document.documentElement.lang = words.locale;
  document.documentElement.dir = dirOf(lang);
  translate(document.documentElement, words);
}

/**
 * Applies the remembered theme at once (before wasm loads, so nothing flashes). The document
 * carries the theme in effect (`data-theme` light or dark), so the style sheet has one dark
 * palette. Returns `set` (a link's or an embedding page's `theme=`, not remembered) and
 * `button(themes)`, which makes the Theme button cycle through the core's theme names.
 */
function setupTheme() {
  const button = document.getElementById("theme");
  let saved = DEFAULT_THEME;
  try {
    saved = localStorage.getItem("nqueens-theme") ?? DEFAULT_THEME;
  } catch {
    // Storage may be unavailable (private mode, sandboxed frame): the default applies.
  }
  // The button's name is its visible text (WCAG 2.5.3, label in name); what "auto" means is
  // its description.
  const label = () => {
    if (words) say(button, words, "page.theme", { theme: binding.choice });
  };
  /** @type {import("./message.js").Formatter | null} */
  let words = null;
  const binding = bindTheme(document.documentElement, saved, () => document.dispatchEvent(new Event("themechange")));
  label();
  return {
    /** The button's words in the reader's language. */
    relabel(formatter) {
      words = formatter;
      label();
    },
    set(chosen) {
      binding.set(chosen);
      label();
    },
    /** @param {string[]} themes */
    button(themes) {
      button.addEventListener("click", () => {
        binding.set(themes[(themes.indexOf(binding.choice) + 1) % themes.length]);
        try {
          localStorage.setItem("nqueens-theme", binding.choice);
        } catch {
          // Not remembered, but still applied.
        }
        label();
      });
    },
  };
}

/** The reader's choices the page keeps for the next visit (a link's own value comes first), as
 * it keeps the language and the theme: `nqueens-<option>` in the page's storage. */
const KEPT = {
  get(name) {
    try {
      return localStorage.getItem(`nqueens-${name}`);
    } catch {
      return null; // storage may be unavailable: the default applies
    }
  },
  set(name, value) {
    try {
      localStorage.setItem(`nqueens-${name}`, value);
    } catch {
      // Not kept; the address still says it.
    }
  },
};

class App {
  /**
   * @param {import("./views/shared/host.js").Api} api
   * @param {(theme: string) => void} setTheme
   */
  constructor(api, setTheme, words, lang) {
    this.api = api;
    this.setTheme = setTheme;
    /** The reader's language: its words and its tag. */
    this.words = words;
    this.lang = lang;
    this.messenger = new Messenger((command, args) => runCommand(this.views[this.current], command, args, (t, d) => this.emit(t, d)));
    this.info = api.info();
    this.vocab = vocabulary(this.info);
    this.views = {};
    this.current = null;
    /** The view and options last shown, to tell which one the reader changed (see remember). */
    this.shown = null;
    this.note = document.getElementById("url-note");
    for (const link of document.querySelectorAll(/** @type {"a"} */ (".views [data-view]"))) {
      link.addEventListener("click", (event) => {
        event.preventDefault();
        this.switchTo(link.dataset.view);
      });
    }
    addEventListener("popstate", () => this.load());
    // The page reloads into a new version next: each view keeps its place where it has one.
    addEventListener(KEEP_PLACE, () => {
      for (const view of Object.values(this.views)) view.keepPlace?.();
    });
    document.addEventListener("themechange", () => {
      for (const name of Object.keys(VIEWS)) this.views[name]?.draw?.();
    });
  }

  /** What a shared view may ask of the page. */
  hostFor(name) {
    const app = this;
    return {
      get words() {
        return app.words;
      },
      api: this.api,
      emit: (type, detail) => this.emit(type, detail),
      boardSize: (canvas, width) => fitSize(canvas, width, window.innerHeight - 190, 760),
      remember: () => this.remember(name),
      kept: KEPT,
      open: (view, params) => this.switchTo(view, params),
      globalKeys: true,
    };
  }

  /** The view called `name`, built on first use (its state comes with the first apply). */
  view(name) {
    if (!this.views[name]) {
      // A shared view builds itself in its section's root; Count and Huge are the section.
      const section = document.getElementById(`view-${name}`);
      const root = section.querySelector(".view-root") ?? section;
      this.views[name] = new VIEWS[name](/** @type {HTMLElement} */ (root), this.hostFor(name));
    }
    return this.views[name];
  }

  show(name) {
    if (this.current && this.current !== name) this.views[this.current]?.leave();
    this.current = name;
    for (const key of this.info.views) document.getElementById(`view-${key}`).hidden = key !== name;
    for (const link of document.querySelectorAll(/** @type {"a"} */ (".views [data-view]"))) {
      if (link.dataset.view === name) link.setAttribute("aria-current", "page");
      else link.removeAttribute("aria-current");
    }
    const view = this.view(name);
    view.fit?.();
    return view;
  }

  /** Opens the view and state the address describes (what it shows is the address's news, not
   * the reader's: no `option` event). */
  load() {
    const { state, notes } = readState(location.search, this.vocab);
    if (state.theme) this.setTheme(state.theme);
    if (isEmbedded(state)) layOut(state);
    const view = this.show(state.view);
    this.shown = null;
    notes.push(...(view.apply(state) ?? []));
    this.shown = { view: state.view, ...view.params() };
    this.showNotes(notes);
  }

  /** Tells an embedding page what happened; `role` is ready, change, option, solved, step,
   * error or resize, sent under the core's event name. */
  emit(role, detail) {
    this.messenger.emit(EVENTS[role], detail);
  }

  /**
   * A nav click, or one view handing over to another with `params` (the Play board's "Step
   * through"): a new history entry, so Back returns to the previous view.
   */
  switchTo(name, params) {
    if (name === this.current && !params) return;
    // A view shown for the first time has no state to describe yet: it opens at its defaults.
    const fresh = !this.views[name];
    const view = this.show(name);
    this.note.hidden = true;
    history.pushState(null, "", queryFor(name, params ?? (fresh ? {} : view.params())));
    const { state, notes } = readState(location.search, this.vocab);
    notes.push(...(view.apply(state) ?? []));
    this.showNotes(notes);
    this.remember(name);
  }

  /** Edits replace the current entry: the address always reopens what is on screen. An option
   * the reader changed (another view, strategy, panel or grouping) is told to an embedding page
   * as the element tells its host: one `option` event each. */
  remember(name) {
    if (name !== this.current || !this.views[name]) return;
    const params = this.views[name].params();
    const query = queryFor(name, params);
    if (query !== location.search) history.replaceState(null, "", query + location.hash);
    const before = this.shown;
    if (!before) return; // the address is being loaded
    this.shown = { view: name, ...params };
    for (const detail of optionChanges(before, this.shown, VIEWS[name]?.reflected ?? [])) this.emit("option", detail);
  }

  showNotes(notes) {
    this.note.hidden = notes.length === 0;
    say(this.note, this.words, notes.length ? "note.link-ignored" : null, { notes });
  }

  /**
   * Speaks `words` from now on (the language menu): the markup, every view built so far and the
   * address change their words only; the board, the step position and a running search stay.
   */
  relabel(words, lang) {
    this.words = words;
    this.lang = lang;
    showLanguage(words, lang);
    for (const view of Object.values(this.views)) view.relabel?.();
  }

  /** What `ready` says: the view and its board. */
  describe() {
    const view = this.views[this.current];
    return { view: this.current, ...(view.describe ? view.describe() : view.params()) };
  }
}

/** The language menu: each language in its own name; a choice is remembered and put in the
 * address (`lang=`), and the page changes its words in place. */
function languageMenu(current, onChoose) {
  const menu = /** @type {HTMLSelectElement} */ (document.getElementById("lang"));
  menu.replaceChildren(
    ...Object.entries(LANGUAGES).map(([tag, about]) => {
      const option = new Option(about.name, tag);
      option.lang = tag;
      return option;
    }),
  );
  menu.value = current;
  menu.addEventListener("change", () => {
    const tag = menu.value;
    try {
      localStorage.setItem("nqueens-lang", tag);
    } catch {
      // Not remembered; the address still says it.
    }
    const query = new URLSearchParams(location.search);
    query.set("lang", tag);
    history.replaceState(history.state, "", `?${query}${location.hash}`);
    onChoose(tag);
  });
}

async function main() {
  const update = updateNote();
  offline({ onUpdate: update.show });
  adoptPage();
  const reading = pageLanguage();
  const wordsLoading = wordsFor(reading.lang, reading.locale);
  const theme = setupTheme();
  let words = await wordsLoading;
  showLanguage(words, reading.lang);
  theme.relabel(words);
  update.relabel(words);
  document.body.hidden = false;
  let api;
  try {
    api = await load();
  } catch (error) {
    const note = document.getElementById("url-note");
    note.hidden = false;
    say(note, words, "page.load-failed", { reason: String(error.message) });
    return;
  }
  theme.button(api.info().themes);
  const app = new App(api, (chosen) => theme.set(chosen), words, reading.lang);
  languageMenu(reading.lang, (tag) => {
    wordsFor(tag).then((chosen) => {
      words = chosen;
      theme.relabel(chosen);
      update.relabel(chosen);
      app.relabel(chosen, tag);
    });
  });
  app.load();
  document.body.dataset.ready = "true";
  app.emit("ready", app.describe());
  if (document.body.classList.contains("embed")) reportHeight((height) => app.emit("resize", { height }));
}

main();
