// The playground's service worker, so the page works with no network once it has been opened
// (a classroom with poor or no connectivity). Trunk's last hook (scripts/page-files.mjs) writes
// it to the page's root as sw.js, with VERSION set to the build's version from page-files.json:
// a new build is a new sw.js, which the browser notices on the next visit.
//
// - install: precaches every file that page-files.json lists, each checked against its SHA-256
//   (a file of another build, or a list of another build, fails the install and the old version
//   keeps serving), in one cache named by the version;
// - activate: deletes this page's caches of every other version, so an old cache is never read;
// - fetch: answers the page's own files from the cache first (the address's query is the page's
//   state, not another file), and anything else (a fixture, another origin) from the network.
//
// A new version takes over as soon as its cache is complete, and a page of the old version then
// reloads whole (www/offline/register.js), so one page never runs on files of two versions.
const VERSION = "unbuilt";

/**
 * What this file uses of the service worker's global scope (the page's type check reads www/
 * with the window's declarations, which have none of it).
 * @typedef {{
 *   registration: ServiceWorkerRegistration,
 *   clients: { claim(): Promise<void> },
 *   skipWaiting(): Promise<void>,
 *   addEventListener(type: "install" | "activate" | "fetch", listener: (event: any) => void): void,
 * }} WorkerScope
 */
const worker = /** @type {WorkerScope} */ (/** @type {unknown} */ (self));

/** Several playgrounds may share an origin under different sub-paths: each keeps its own caches. */
const PREFIX = `nqueens-playground ${worker.registration.scope} `;
const CACHE = PREFIX + VERSION;

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
  const cache = await caches.open(CACHE);
  try {
    await cache.addAll(list.files.map((file) => new Request(file.path, { cache: "no-store", integrity: integrity(file.sha256) })));
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

async function answer(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(keyOf(new URL(request.url)));
  return hit ?? fetch(request);
}

worker.addEventListener("install", (event) => event.waitUntil(precache().then(() => worker.skipWaiting())));
worker.addEventListener("activate", (event) => event.waitUntil(forgetOthers()));
worker.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET" || !request.url.startsWith(worker.registration.scope)) return;
  event.respondWith(answer(request));
});
