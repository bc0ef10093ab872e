// The playground's service worker, so the page works with no network once it has been opened
// (a classroom with poor or no connectivity). Trunk's last hook (scripts/page-files.mjs) writes
// it to the page's root as sw.js, with VERSION set to the build's version from page-files.json:
// a new build is a new sw.js, which the browser notices on the next visit.
//
// - install: precaches every file that page-files.json lists, each checked against its SHA-256
//   (a file of another build, or a list of another build, fails the install and the old version
//   keeps serving), in one cache named by the version, the list beside them;
// - waiting: a new version installs beside the one in use and waits. Pages open on the old one
//   keep running on it (its cache stays whole), and offer the reader "Reload"
//   (www/offline/register.js); the new version takes over when a reader asks (the message
//   SKIP_WAITING), or by itself once no page of the old version is open, so the next visit is new;
// - activate: deletes this page's caches of every other version, so an old cache is never read;
// - fetch: answers the page's own files from the cache first (the address's query is the page's
//   state, not another file). A listed file missing from the cache is fetched with its SHA-256 as
//   the request's integrity, so the network can fill a gap but never with another build's file;
//   anything else (a fixture, another origin) comes from the network.
const VERSION = "unbuilt";

/**
 * What this file uses of the service worker's global scope (the page's type check reads www/
 * with the window's declarations, which have none of it).
 * @typedef {{
 *   registration: ServiceWorkerRegistration,
 *   clients: { claim(): Promise<void> },
 *   skipWaiting(): Promise<void>,
 *   addEventListener(type: "install" | "activate" | "fetch" | "message", listener: (event: any) => void): void,
 * }} WorkerScope
 */
const worker = /** @type {WorkerScope} */ (/** @type {unknown} */ (self));

/** Several playgrounds may share an origin under different sub-paths: each keeps its own caches. */
const PREFIX = `nqueens-playground ${worker.registration.scope} `;
const CACHE = PREFIX + VERSION;

/** What a page posts to a waiting worker when its reader chose to reload into the new version. */
const SKIP_WAITING = "nqueens-skip-waiting";

/** A hex SHA-256 as a Subresource Integrity value, so fetch itself refuses a file of another build. */
function integrity(hex) {
  const bytes = hex.match(/../g).map((pair) => parseInt(pair, 16));
  return `sha256-${btoa(String.fromCharCode(...bytes))}`;
}

async function precache() {
  const response = await fetch("page-files.json", { cache: "no-store" });
  if (!response.ok) throw new Error(`page-files.json: HTTP ${response.status}`);
  const list = await response.json();
  if (list.version !== VERSION) throw new Error(`page-files.json is of version ${list.version}, this worker of ${VERSION}`);
  // A cache of this name left by an install that never finished (the browser closed midway)
  // is half a version: start from nothing.
  await caches.delete(CACHE);
  const cache = await caches.open(CACHE);
  try {
    await cache.addAll(list.files.map((file) => new Request(file.path, { cache: "no-store", integrity: integrity(file.sha256) })));
    // The list last: a cache holding it is whole (see listed).
    await cache.put(LIST_URL, new Response(JSON.stringify(list), { headers: { "content-type": "application/json" } }));
  } catch (error) {
    await caches.delete(CACHE); // never half a version
    throw error;
  }
}

async function forgetOthers() {
  for (const name of await caches.keys()) {
    if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
  }
  await worker.clients.claim();
}

/** The cache's key for a request: the file without the query; the page's folder is its index.html. */
function keyOf(url) {
  const file = url.origin + url.pathname;
  return file.endsWith("/") ? `${file}index.html` : file;
}

/** Where the cache keeps this version's list (the page's own page-files.json, as installed). */
const LIST_URL = new URL("page-files.json", worker.registration.scope).href;

/** This version's file at `key` as the list has it, or null for a file the list does not name. */
async function listed(cache, key) {
  const list = await (await cache.match(LIST_URL))?.json().catch(() => null);
  const path = key.slice(worker.registration.scope.length);
  return list?.files?.find((/** @type {{ path: string }} */ file) => file.path === path) ?? null;
}

async function answer(request) {
  const cache = await caches.open(CACHE);
  const key = keyOf(new URL(request.url));
  const hit = await cache.match(key);
  if (hit) return hit;
  // A file of this version the cache lost (storage evicted, say): the network may give it back,
  // but only byte for byte, so a page never runs on files of two versions.
  const file = await listed(cache, key);
  if (file) return fetch(new Request(key, { cache: "no-store", integrity: integrity(file.sha256) }));
  return fetch(request);
}

worker.addEventListener("install", (event) => event.waitUntil(precache()));
worker.addEventListener("activate", (event) => event.waitUntil(forgetOthers()));
worker.addEventListener("message", (event) => {
  if (event.data === SKIP_WAITING) worker.skipWaiting();
});
worker.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET" || !request.url.startsWith(worker.registration.scope)) return;
  event.respondWith(answer(request));
});
