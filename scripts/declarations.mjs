// The element's declarations from its one interface table (www/element-api.js) and the core's
// names (www/names.js, generated from crates/nqueens-core/src/show/page.rs):
//
// - custom-elements.json, the Custom Elements Manifest (schema 2.1) that editors, Storybook and
//   documentation sites read (committed, and packed by `npm pack`);
// - types/nqueens-element.d.ts, the element's TypeScript declarations, and types/protocol.d.ts,
//   the frame's messages and the events' details (committed, since the package ships them).
//
// Before writing, every table is checked against where its names are defined: attributes,
// methods and events against the core's vocabularies, each attribute's type against how the
// core reads it (a switch is a boolean, a whole number a number), custom properties against
// the views' stylesheet, parts against the views' templates. A name with no declaration, or a
// declaration of a name that no longer exists, fails the script, so nothing can drift.
//
// The generator (`cargo xtask codegen`, crates/xtask) runs `node scripts/declarations.mjs`, which
// prints every file as JSON ({ path: text }), and writes them, or with --check names those that
// are stale: this script writes nothing itself.
import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import * as names from "../www/names.js";
import { ATTRIBUTES, CSS_PROPERTIES, ELEMENT, EVENTS, METHODS, PARTS, QUERIES, READONLY, TYPES, propertyOf } from "../www/element-api.js";
import { OPTIONS } from "../www/views/shared/host.js";

const root = new URL("../", import.meta.url);
const HEADER = `// Generated from the element's interface table (www/element-api.js) and the core's names by
// \`cargo xtask codegen\` (scripts/declarations.mjs). Do not edit: change the table and rerun.
`;

/** The names `source` defines, against the names `table` declares. */
function checked(kind, defined, table) {
  const missing = defined.filter((name) => !(name in table));
  const stale = Object.keys(table).filter((name) => !defined.includes(name));
  if (missing.length || stale.length) {
    throw new Error(`${kind}: nothing declared for ${missing.join(", ") || "-"}; declared but not defined: ${stale.join(", ") || "-"}`);
  }
  return defined;
}

/** An attribute's type must be what the core reads it as. */
function checkKinds(attributes) {
  for (const name of attributes) {
    const kind = names.PARAMETER_KINDS[name];
    const type = ATTRIBUTES[name].type;
    const fits = { switch: type === "boolean", whole: /\bnumber\b/.test(type), speed: /\bnumber\b/.test(type) }[kind] ?? true;
    if (!fits) throw new Error(`attribute ${name}: the core reads it as a ${kind}, but it is declared ${type}`);
  }
}

async function cssProperties() {
  const { CSS: css } = await import("../www/styles/views.css.js");
  return [...new Set([...css.matchAll(/var\((--nqueens-[a-z-]+)/g)].map((match) => match[1]))];
}

async function parts() {
  const www = new URL("www/", root);
  // Sorted, so the manifest lists the parts in the same order on every file system.
  const views = (await readdir(new URL("views/", www), { recursive: true })).filter((file) => file.endsWith(".js")).sort();
  const files = ["nqueens-element.js", ...views.map((file) => join("views", file))];
  const found = new Set();
  for (const file of files) {
    const text = await readFile(new URL(file, www), "utf8");
    for (const match of text.matchAll(/\spart="([a-z-]+)"|setAttribute\("part", "([a-z-]+)"\)/g)) found.add(match[1] ?? match[2]);
  }
  return [...found];
}

/** `nqueens-option`'s detail names exactly the options the views report, each an attribute. */
function checkOptions() {
  const named = [...TYPES.OptionChange.type.matchAll(/name: ([^;]+);/g)].flatMap(([, union]) => [...union.matchAll(/"([a-z-]+)"/g)].map((m) => m[1]));
  const missing = OPTIONS.filter((name) => !named.includes(name));
  const stale = named.filter((name) => !OPTIONS.includes(name) || !names.ELEMENT_PARAMETERS.includes(name));
  if (missing.length || stale.length) throw new Error(`OptionChange: no variant for ${missing.join(", ") || "-"}; not an option the views report: ${stale.join(", ") || "-"}`);
}

/** Every table checked against the names' sources; the names in their defined order. */
async function declared() {
  const attributes = checked("attributes", [...names.ELEMENT_PARAMETERS], ATTRIBUTES);
  checkKinds(attributes);
  checkOptions();
  return {
    attributes,
    methods: checked("methods", [...names.COMMANDS], METHODS),
    events: checked("events", Object.keys(names.EVENTS), EVENTS),
    properties: checked("CSS custom properties", await cssProperties(), CSS_PROPERTIES),
    parts: checked("parts", await parts(), PARTS),
  };
}

/** A type as the manifest shows it: the core's vocabularies spelt out. */
function spelt(type) {
  const unions = { ElementView: names.ELEMENT_VIEWS, Controls: names.CONTROLS, Theme: names.THEMES, CodeLanguage: names.CODE_LANGUAGES };
  return type.replace(/\b(ElementView|Controls|Theme|CodeLanguage)\b/g, (name) => unions[name].map((v) => JSON.stringify(v)).join(" | "));
}

function manifest({ attributes, methods, events, properties, parts: partNames }) {
  const module = "dist/www/nqueens-element.js";
  const declaration = {
    kind: "class",
    name: ELEMENT.className,
    tagName: ELEMENT.tag,
    customElement: true,
    description: ELEMENT.doc,
    superclass: { name: "HTMLElement" },
    attributes: attributes.map((name) => ({ name, fieldName: propertyOf(name), type: { text: "string" }, description: ATTRIBUTES[name].doc })),
    members: [
      ...attributes.map((name) => ({
        kind: "field",
        name: propertyOf(name),
        type: { text: spelt(ATTRIBUTES[name].type) },
        attribute: name,
        reflects: true,
        description: ATTRIBUTES[name].doc,
      })),
      ...Object.entries(READONLY).map(([name, { type, doc }]) => ({ kind: "field", name, type: { text: type }, readonly: true, description: doc })),
      ...methods.map((name) => ({
        kind: "method",
        name,
        parameters: METHODS[name].params.map(([param, type]) => ({ name: param, type: { text: type } })),
        return: { type: { text: "Promise<boolean>" } },
        description: METHODS[name].doc,
      })),
      ...Object.entries(QUERIES).map(([name, { params, returns, doc: text }]) => ({
        kind: "method",
        name,
        parameters: params.map(([param, type]) => ({ name: param, type: { text: type }, optional: true })),
        return: { type: { text: returns } },
        description: text,
      })),
    ],
    events: events
      .filter((role) => !EVENTS[role].frame)
      .map((role) => ({ name: names.EVENTS[role], type: { text: `CustomEvent<${EVENTS[role].detail}>` }, description: EVENTS[role].doc })),
    cssProperties: properties.map((name) => ({ name, description: CSS_PROPERTIES[name] })),
    cssParts: partNames.map((name) => ({ name, description: PARTS[name] })),
  };
  return {
    schemaVersion: "2.1.0",
    readme: "README.md",
    modules: [
      {
        kind: "javascript-module",
        path: module,
        declarations: [
          declaration,
          { kind: "function", name: "configure", description: ELEMENT.configure.doc, parameters: [{ name: "options", type: { text: ELEMENT.configure.params } }] },
        ],
        exports: [
          { kind: "js", name: ELEMENT.className, declaration: { name: ELEMENT.className, module } },
          { kind: "js", name: "configure", declaration: { name: "configure", module } },
          { kind: "custom-element-definition", name: ELEMENT.tag, declaration: { name: ELEMENT.className, module } },
        ],
      },
    ],
  };
}

/** A doc comment at `indent`: on one line when it fits in 100 columns, else wrapped. */
function doc(text, indent = "") {
  const one = `${indent}/** ${text} */`;
  if (one.length <= 100) return `${one}\n`;
  const width = 100 - indent.length - 3;
  const lines = [""];
  for (const word of text.split(" ")) {
    const last = lines.length - 1;
    if (lines[last] && lines[last].length + 1 + word.length > width) lines.push(word);
    else lines[last] = lines[last] ? `${lines[last]} ${word}` : word;
  }
  return `${indent}/**\n${lines.map((line) => `${indent} * ${line}`).join("\n")}\n${indent} */\n`;
}

function elementTypes({ attributes, methods }) {
  let out = `${HEADER}
// <nqueens-board>: importing the package defines the element. Attributes and their properties,
// methods, events, and \`configure\` for hosts that cannot serve the package's files. The
// styling interface (\`--nqueens-*\` custom properties and parts) is in custom-elements.json.
import type { EventDetails, LessonDocument, Square, ${Object.keys(TYPES).join(", ")} } from "./protocol.js";
import type { CodeLanguage, Controls, ElementView, Theme } from "./names.js";

export type { EventDetails, EventMessage, CommandMessage, CommandArgs, LessonDocument, Square, SearchStats, SearchEvent, ${Object.keys(TYPES).join(", ")} } from "./protocol.js";
export type { Attribute, CodeLanguage, CommandName, Controls, ElementView, Envelope, EventName, Theme, View } from "./names.js";

${doc(ELEMENT.doc)}export declare class ${ELEMENT.className} extends HTMLElement {
  static readonly observedAttributes: string[];
`;
  for (const name of attributes) {
    const { type, set, doc: text } = ATTRIBUTES[name];
    out += doc(text, "  ");
    const property = propertyOf(name);
    out += set ? `  get ${property}(): ${type};\n  set ${property}(value: ${set});\n` : `  ${property}: ${type};\n`;
  }
  for (const [name, { type, doc: text }] of Object.entries(READONLY)) out += `${doc(text, "  ")}  readonly ${name}: ${type};\n`;
  for (const name of methods) {
    const { params, doc: text } = METHODS[name];
    out += doc(`${text} Resolves true when done, false when it failed (an \`nqueens-error\` event says why).`, "  ");
    out += `  ${name}(${params.map(([param, type]) => `${param}: ${type}`).join(", ")}): Promise<boolean>;\n`;
  }
  for (const [name, { params, returns, doc: text }] of Object.entries(QUERIES)) {
    out += doc(`${text} Rejects when it cannot, with the reason in words.`, "  ");
    out += `  ${name}(${params.map(([param, type]) => `${param}?: ${type}`).join(", ")}): ${returns};\n`;
  }
  out += `  addEventListener<K extends keyof ${ELEMENT.className}EventMap>(
    type: K,
    listener: (this: ${ELEMENT.className}, event: ${ELEMENT.className}EventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
}

/** The element's events: bubbling, composed CustomEvents (not the frame's own). */
export type ${ELEMENT.className}EventMap = {
  [K in Exclude<keyof EventDetails, ${frameEvents()}>]: CustomEvent<EventDetails[K]>;
};

${doc(ELEMENT.configure.doc)}export declare function configure(options: ${ELEMENT.configure.params}): void;

declare global {
  interface HTMLElementTagNameMap {
    "${ELEMENT.tag}": ${ELEMENT.className};
  }
  interface HTMLElementEventMap extends ${ELEMENT.className}EventMap {}
}
`;
  return out;
}

/** The events only the frame sends, as a TypeScript union of their names. */
function frameEvents() {
  const frame = Object.keys(EVENTS).filter((role) => EVENTS[role].frame);
  return frame.map((role) => JSON.stringify(names.EVENTS[role])).join(" | ") || "never";
}

function protocolTypes({ methods, events }) {
  let out = `${HEADER}
// The messages between a page and the playground in its iframe (\`index.html?embed=1\`), and the
// details of the events <nqueens-board> dispatches: one vocabulary for both. The names and the
// envelope are the core's (names.d.ts).
import type { CodeLanguage, CommandName, Envelope, EventName, View } from "./names.js";

export type { CommandName, Envelope, EventName, View } from "./names.js";

// A search event in the core's one serialization (declared from the Rust types with the wasm
// bindings): the same object as a line of \`nqueens trace --json\` and an event of Python's trace.
import type { SearchEvent } from "../dist/nqueens-wasm.js";
export type { SearchEvent };

export type Square = [row: number, col: number];

/**
 * A lesson file (\`lesson.schema.json\` beside the shipped lessons in the package describes every
 * field); the element's \`lesson\` takes one as an object, and the core checks it.
 */
export interface LessonDocument {
  format: "nqueens-lesson";
  version: 1;
  [field: string]: unknown;
}

${Object.entries(TYPES)
  .map(([name, { type, doc: text }]) => `${doc(text)}export type ${name} = ${type};\n`)
  .join("\n")}
/** The step view's counters, as \`nqueens-step\` reports them: each the core's measure of its
 * name (\`nqueens measures\` says what each counts). */
export interface SearchStats {
  branches: number;
  failures: number;
  solutions: number;
  depth: number;
  nodes: number;
  backtracks: number;
  checks: number;
  examined: number;
  removals: number;
}

/** Event names and their details. */
export interface EventDetails {
`;
  for (const role of events) out += `${doc(EVENTS[role].doc + (EVENTS[role].frame ? " (The frame's only.)" : ""), "  ")}  ${JSON.stringify(names.EVENTS[role])}: ${EVENTS[role].detail};\n`;
  out += `}

/** From the frame to its parent window. */
export type EventMessage = {
  [K in EventName]: Envelope & { type: "event"; event: K; detail: EventDetails[K] };
}[EventName];

/** Commands and their arguments; a method of the same name on the element. */
export interface CommandArgs {
`;
  for (const name of methods) {
    const { params } = METHODS[name];
    out += `  ${name}: ${params.length ? `{ ${params.map(([param, type]) => `${param}: ${type}`).join("; ")} }` : "Record<string, never>"};\n`;
  }
  out += `}

/** From the parent window to the frame. */
export type CommandMessage = {
  [K in CommandName]: Envelope & { type: "command"; command: K; args?: CommandArgs[K] };
}[CommandName];
`;
  return out;
}

/** Every file this script gives, by path from the repository's root. */
export async function files() {
  const found = await declared();
  return {
    "custom-elements.json": `${JSON.stringify(manifest(found), null, 2)}\n`,
    "types/nqueens-element.d.ts": elementTypes(found),
    "types/protocol.d.ts": protocolTypes(found),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.stdout.write(JSON.stringify(await files()));
}
