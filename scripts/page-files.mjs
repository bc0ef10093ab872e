// Trunk's last post-build hook (Trunk.toml): writes dist/page-files.json, the list of every file
// of the built page with its size and SHA-256, and a version that is the hash of them all:
//
//   {"version": "<sha256 of the list>", "files": [{"path": "index.html", "bytes": N, "sha256": "…"}, …]}
//
// Whoever needs the whole page reads this one list instead of walking a directory: the service
// worker precaches exactly these files in a cache named by the version (a new build, a new
// version, a new cache, never a mix of two), and the SCORM package and `nqueens serve` carry
// exactly these files. Paths are relative to the page, with "/" separators, sorted, so the list
// (and so the version) depends only on the files' contents and names, never on the order a
// directory was read in. The list leaves out itself.
//
// It also writes the service worker, sw.js at the page's root (a worker controls only the
// folder it is served from and below), from www/offline/service-worker.js with the version set:
// a new build gives a new sw.js, which is how the browser notices it. The version hashes every
// other file (the worker's source among them); sw.js is then listed like the rest.
//
//   node scripts/page-files.mjs [dir]     (dir: TRUNK_STAGING_DIR, else the argument, else dist)
import { createHash } from "node:crypto";
import { readFile, readdir, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";

/** The list's own name, beside index.html. */
export const LIST = "page-files.json";

/** The service worker at the page's root, and the source it is written from. */
export const WORKER = "sw.js";
export const WORKER_SOURCE = "www/offline/service-worker.js";

/** Every file under `dir`, as page-relative "/" paths, sorted; the list itself left out. */
async function walk(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath ?? e.path, e.name)).split(sep).join("/"))
    .filter((path) => path !== LIST && path !== WORKER)
    .sort();
}

const entry = (path, bytes) => ({ path, bytes: bytes.length, sha256: createHash("sha256").update(bytes).digest("hex") });

/**
 * The list of the page in `dir`: each file's path, size and SHA-256, and the version of them all;
 * writes `dir`/sw.js for that version and lists it too.
 */
export async function pageFiles(dir) {
  const files = [];
  for (const path of await walk(dir)) files.push(entry(path, await readFile(join(dir, path))));
  if (!files.some((f) => f.path === "index.html")) throw new Error(`${dir}: no index.html, so this is not a built page`);
  const version = createHash("sha256")
    .update(files.map((f) => `${f.path}\t${f.bytes}\t${f.sha256}\n`).join(""))
    .digest("hex")
    .slice(0, 16);
  const source = await readFile(join(dir, WORKER_SOURCE), "utf8");
  const line = /^const VERSION = "unbuilt";$/m;
  if (!line.test(source)) throw new Error(`${WORKER_SOURCE}: no line \`const VERSION = "unbuilt";\` to set the version in`);
  const worker = Buffer.from(source.replace(line, `const VERSION = ${JSON.stringify(version)};`));
  await writeFile(join(dir, WORKER), worker);
  files.push(entry(WORKER, worker));
  files.sort((a, b) => (a.path < b.path ? -1 : 1));
  return { version, files };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.env.TRUNK_STAGING_DIR ?? process.argv[2] ?? "dist";
  const list = await pageFiles(dir);
    // One file a line, so a diff of two lists reads as the files that changed.
  const lines = list.files.map((f) => `  ${JSON.stringify(f)}`).join(",\n");
  await writeFile(join(dir, LIST), `{"version": ${JSON.stringify(list.version)}, "files": [\n${lines}\n]}\n`);
}
