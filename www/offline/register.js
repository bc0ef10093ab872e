// Installs the page's service worker (sw.js, from service-worker.js beside this file), so the
// page opened once keeps working with the network off. The visit that finds a new version runs
// the old one whole while the new one precaches; once the new one has every file it takes over
// and the page reloads once, from the new version's cache only.
// Where there is no service worker (a file: address, a private window that refuses them, an
// embed in a sandboxed frame) the page simply runs from the network.

/**
 * Registers the worker. When a new version takes over (its install, the whole new cache, done),
 * a page of the old version reloads at once, whole, so it never runs on files of two versions.
 */
export async function offline() {
  const workers = navigator.serviceWorker;
  if (!workers || !/^https?:$/.test(location.protocol)) return;
  const before = workers.controller;
  workers.addEventListener("controllerchange", () => {
    if (before) location.reload(); // the first install only starts serving this page: same files
  });
  try {
    await workers.register(new URL("../../sw.js", import.meta.url), { scope: new URL("../../", import.meta.url).href });
  } catch {
    // Refused here (a sandboxed frame, a browser setting): the network serves the page.
  }
}
