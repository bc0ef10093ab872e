// Writes custom-elements.json, the Custom Elements Manifest (schema 2.1) that editors, Storybook
// and documentation sites read: the element's attributes and their properties, methods, events,
// CSS custom properties and parts. The names come from where they are defined: attributes,
// methods and events from the core's vocabularies (www/names.js, generated from
// crates/nqueens-core/src/page.rs), custom properties from the views' stylesheet, parts from the
// views' templates. Only the words describing them live here, and the script fails when a name
// has no words or words describe a name that no longer exists, so the manifest cannot drift.
//
//   node scripts/manifest.mjs [out]     (npm pack runs it; default out: custom-elements.json)
import { readFile, readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { COMMANDS, ELEMENT_PARAMETERS, EVENTS, THEMES, CONTROLS, ELEMENT_VIEWS } from "../www/names.js";

const union = (names) => names.map((name) => JSON.stringify(name)).join(" | ");

/** Attributes: [type of the property, what it does]. */
const ATTRIBUTES = {
  view: [union(ELEMENT_VIEWS), "Which view the element shows: place queens, list the solutions, or step through a search."],
  n: ["number", "The board's side N (play 1–256, solutions 1–32, step 1–16). Changing it empties the board."],
  queens: [
    "Array<[number, number]>",
    "The queens as [row, col] pairs (the attribute holds the playground's queen code): the board in play, the fixed queens in step, the queens every listed solution must hold in solutions. Reflects the reader's clicks.",
  ],
  strategy: ["string", "The search strategy: bitboard, lookup or backtracking in play; cp, cp-first-fail, backtracking or lookup in step."],
  grouped: ["boolean", "Solutions: group the solutions into their symmetry classes."],
  step: ["number", "Step: the event shown on the timeline; reflects stepping."],
  controls: [union(CONTROLS), "How many controls show: the board alone, a compact bar (default) or everything."],
  theme: [union(THEMES), "Colour theme; auto follows the page around the element (its color-scheme, a dark/light class or data-theme switch, the colour it sits on), else the reader's system."],
  speed: ["number", "Step: events per second when playing (1–60)."],
  autoplay: ["boolean", "Step: start playing at once (not when the reader asked for reduced motion)."],
  loop: ["boolean", "Step: start again from `from` at the end."],
  from: ["number", "Step: the first event the timeline shows."],
  to: ["number", "Step: the last event the timeline shows."],
  compare: ["boolean", "Step: show the strategies side by side."],
  tree: ["boolean", "Step: show the search tree."],
  lesson: ["boolean", "Step: the guided lesson, with a question before each queen."],
};

/** Methods: [parameters, what it does]. Each resolves true when done, false when it failed. */
const METHODS = {
  setN: [[{ name: "n", type: { text: "number" } }], "A new empty board of side n (N of the listing in solutions)."],
  setQueens: [[{ name: "queens", type: { text: "Array<[number, number]>" } }], "Places queens: the board in play, the fixed queens in step."],
  solve: [[], "Solves the play board in a Web Worker."],
  complete: [[], "Completes the play board's queens to a solution in a Web Worker, or says which pair prevents it."],
  cancel: [[], "Stops a running search."],
  forward: [[], "Step: one event forward."],
  back: [[], "Step: one event back."],
  play: [[], "Step: plays the timeline."],
  pause: [[], "Step: pauses it."],
  reset: [[], "An empty board, the start of the search, or the first page of solutions."],
};

/** Events, by role: [type of detail, when it is sent]. (`nqueens-resize` is the iframe's alone.) */
const EVENT_WORDS = {
  ready: ["{ view: string, n: number, queens: Array<[number, number]> }", "The board is shown (again after the element was put back on a page)."],
  change: ["{ n: number, queens: Array<[number, number]> }", "The reader or a method changed N or the queens (not sent for the host's own attribute or property changes)."],
  option: [
    "{ name: \"view\" | \"strategy\" | \"speed\" | \"grouped\" | \"tree\" | \"compare\" | \"lesson\", value: string | number | boolean }",
    "The reader changed another option through the element's own controls (the strategy menu, the speed slider, a panel, the grouping); the attribute and property of that name already hold the new value (not sent for the host's own changes).",
  ],
  solved: ["{ n: number, solution: number[] }", "The board has just become a solution; solution[row] is the queen's column."],
  step: ["{ position: number, event: string, narration: string, stats: object }", "Step: the search moved to another event."],
  error: ["{ command: string, message: string }", "A method or a property value could not be carried out, and why."],
};

/** CSS custom properties, set on the element (they inherit into its shadow root). */
const CSS_PROPERTIES = {
  "--nqueens-square-light": "Light squares.",
  "--nqueens-square-dark": "Dark squares.",
  "--nqueens-queen": "Queens.",
  "--nqueens-queen-outline": "The outline drawn around queens.",
  "--nqueens-attacked-square": "The tint of squares a queen attacks.",
  "--nqueens-attack-mark": "The mark on attacked squares.",
  "--nqueens-attacking-queen": "Queens that attack another.",
  "--nqueens-attack-line": "The line joining two queens that attack each other.",
  "--nqueens-solved": "The frame of a solved board.",
  "--nqueens-focus": "The keyboard cursor on the board and the focus ring of controls.",
  "--nqueens-text": "Text.",
  "--nqueens-muted-text": "Secondary text.",
  "--nqueens-background": "The element's background.",
  "--nqueens-border": "Borders of the element and its panels.",
  "--nqueens-accent": "Buttons and links.",
  "--nqueens-font": "The font family (unset: the page's own font).",
};

/** Parts, styled from outside with ::part(name). */
const PARTS = {
  board: "The board's canvas (play, step and the solutions' main board).",
  status: "The sentence saying in words what the board shows.",
  controls: "The controls beside the board.",
  gallery: "Solutions: the list of thumbnails.",
  timeline: "Step: the timeline slider.",
  notes: "Notes about ignored attributes or searches without a worker.",
};

/** The names `source` declares, against the names `words` describes. */
function checked(kind, names, words) {
  const missing = names.filter((name) => !(name in words));
  const stale = Object.keys(words).filter((name) => !names.includes(name));
  if (missing.length || stale.length) {
    throw new Error(`${kind}: no words for ${missing.join(", ") || "-"}; words for names that do not exist: ${stale.join(", ") || "-"}`);
  }
  return names;
}

async function cssProperties() {
  const css = await readFile(new URL("../www/styles/views.js", import.meta.url), "utf8");
  return [...new Set([...css.matchAll(/var\((--nqueens-[a-z-]+)/g)].map((match) => match[1]))];
}

async function parts() {
  const www = new URL("../www/", import.meta.url);
  const files = ["nqueens-element.js", ...(await readdir(new URL("views/", www))).map((file) => join("views", file))];
  const found = new Set();
  for (const file of files) {
    const text = await readFile(new URL(file, www), "utf8");
    for (const match of text.matchAll(/\spart="([a-z-]+)"|setAttribute\("part", "([a-z-]+)"\)/g)) found.add(match[1] ?? match[2]);
  }
  return [...found];
}

export async function manifest() {
  const attributes = checked("attributes", [...ELEMENT_PARAMETERS], ATTRIBUTES);
  const methods = checked("methods", [...COMMANDS], METHODS);
  const events = checked("events", Object.keys(EVENTS).filter((role) => role !== "resize"), EVENT_WORDS);
  const properties = checked("CSS custom properties", await cssProperties(), CSS_PROPERTIES);
  const partNames = checked("parts", await parts(), PARTS);
  const declaration = {
    kind: "class",
    name: "NQueensBoard",
    tagName: "nqueens-board",
    customElement: true,
    description:
      "A live N-Queens board: place queens and see every attack, list all solutions, or step through a backtracking or constraint-propagation search. Searches run in Web Workers shared by every board on the page.",
    superclass: { name: "HTMLElement" },
    attributes: attributes.map((name) => ({ name, fieldName: name, type: { text: "string" }, description: ATTRIBUTES[name][1] })),
    members: [
      ...attributes.map((name) => ({
        kind: "field",
        name,
        type: { text: `${ATTRIBUTES[name][0]}${name === "queens" ? " | null" : ""}` },
        attribute: name,
        reflects: true,
        description: ATTRIBUTES[name][1],
      })),
      { kind: "field", name: "solved", type: { text: "boolean" }, readonly: true, description: "Whether the board shown is a solution." },
      { kind: "field", name: "ready", type: { text: "Promise<NQueensBoard>" }, readonly: true, description: "Resolves once the board is shown." },
      ...methods.map((name) => ({
        kind: "method",
        name,
        parameters: METHODS[name][0],
        return: { type: { text: "Promise<boolean>" } },
        description: METHODS[name][1],
      })),
    ],
    events: events.map((role) => ({ name: EVENTS[role], type: { text: `CustomEvent<${EVENT_WORDS[role][0]}>` }, description: EVENT_WORDS[role][1] })),
    cssProperties: properties.map((name) => ({ name, description: CSS_PROPERTIES[name] })),
    cssParts: partNames.map((name) => ({ name, description: PARTS[name] })),
  };
  return {
    schemaVersion: "2.1.0",
    readme: "README.md",
    modules: [
      {
        kind: "javascript-module",
        path: "dist/www/nqueens-element.js",
        declarations: [
          declaration,
          {
            kind: "function",
            name: "configure",
            description: "For hosts that cannot serve the package's files beside the module: the wasm (bytes, URL or compiled module) and a factory for the worker.",
            parameters: [{ name: "options", type: { text: "{ wasm?: WebAssembly.Module | BufferSource | URL | string, worker?: () => Worker }" } }],
          },
        ],
        exports: [
          { kind: "js", name: "NQueensBoard", declaration: { name: "NQueensBoard", module: "dist/www/nqueens-element.js" } },
          { kind: "js", name: "configure", declaration: { name: "configure", module: "dist/www/nqueens-element.js" } },
          { kind: "custom-element-definition", name: "nqueens-board", declaration: { name: "NQueensBoard", module: "dist/www/nqueens-element.js" } },
        ],
      },
    ],
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = process.argv[2] ?? "custom-elements.json";
  await writeFile(out, `${JSON.stringify(await manifest(), null, 2)}\n`);
  console.error(`wrote ${out}`);
}
