// Installs the page's service worker (sw.js, from service-worker.js beside this file), so the
// page opened once keeps working with the network off. A new version installs beside the one
// in use and waits: this page keeps running on the version it started with (never on files of
// two), and the reader is told a new version is ready. It takes over when the reader asks
// (`update()` below, the note's Reload), or by itself once no page of the old version is open,
// so a plain later visit is the new version. Before any reload into it, the page's views are
// asked to keep their place (KEEP_PLACE), so a lesson half done goes on where it was.
// Where there is no service worker (a file: address, a private window that refuses them, an
// embed in a sandboxed frame) the page simply runs from the network.

/** What this page posts to a waiting worker when its reader chose the new version (the same
 * word as service-worker.js's SKIP_WAITING: the worker is a classic script and imports nothing). */
const SKIP_WAITING = "nqueens-skip-waiting";

/** The event sent on `window` just before this page reloads into a new version: a view with a
 * place worth keeping (the lesson reader) writes it to sessionStorage then. */
export const KEEP_PLACE = "nqueens-keep-place";

/** How often at most a page shown again asks whether a new version is out. */
const CHECK_EVERY_MS = 60_000;

/**
 * Registers the worker. `onUpdate(reload)` is called once when a new version is ready (installed
 * and waiting) while this page runs the old one; `reload()` moves this page to it. When a new
 * version takes over anyway (a reader chose Reload in another tab of this page), this page keeps
 * its place and reloads whole, so it never runs on files of two versions.
 * @param {{ onUpdate?: (reload: () => void) => void }} [options]
 */
export async function offline({ onUpdate } = {}) {
  const workers = navigator.serviceWorker;
  if (!workers || !/^https?:$/.test(location.protocol)) return;
  // The worker serving this page's files: none on the very first visit, until the first
  // install claims the page (the same files, so that change needs no reload).
  let serving = workers.controller;
  let asked = false;
  let reloading = false;
  const reloadWhole = () => {
    if (reloading) return;
    reloading = true;
    dispatchEvent(new Event(KEEP_PLACE));
    location.reload();
  };
  workers.addEventListener("controllerchange", () => {
    const before = serving;
    serving = workers.controller;
    if (before || asked) reloadWhole();
  });
  let registration;
  try {
    registration = await workers.register(new URL("../../sw.js", import.meta.url), { scope: new URL("../../", import.meta.url).href });
  } catch {
    return; // Refused here (a sandboxed frame, a browser setting): the network serves the page.
  }
  let told = false;
  const ready = () => {
    const waiting = registration.waiting;
    if (told || !waiting || !workers.controller) return;
    told = true;
    onUpdate?.(() => {
      // Another tab may have moved to it already: then this page just reloads.
      asked = true;
      if (registration.waiting) registration.waiting.postMessage(SKIP_WAITING);
      else reloadWhole();
    });
  };
  const watch = (worker) => worker?.addEventListener("statechange", ready);
  watch(registration.installing);
  registration.addEventListener("updatefound", () => watch(registration.installing));
  ready();
  // A reader coming back to a tab left open for days is told of a version published meanwhile.
  let checked = Date.now();
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState !== "visible" || Date.now() - checked < CHECK_EVERY_MS) return;
    checked = Date.now();
    registration.update().catch(() => {}); // offline: the version in use goes on
  });
}
