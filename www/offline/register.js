// Installs the page's service worker (sw.js, from service-worker.js beside this file), so the
// page opened once keeps working with the network off. A new version found on an earlier visit
// waits (installed, its cache complete) until the page next starts: then, before the page loads
// anything else, it takes over and the page reloads once, from the new version's cache only.
// Where there is no service worker (a file: address, a private window that refuses them, an
// embed in a sandboxed frame) the page simply runs from the network.

/** How long the page waits for a waiting version to take over before it starts anyway. */
const TAKE_OVER_MS = 5000;

/**
 * Registers the worker; resolves true when the page is about to reload into a newer version
 * (the caller then starts nothing).
 * @returns {Promise<boolean>}
 */
export async function offline() {
  const workers = navigator.serviceWorker;
  if (!workers || !/^https?:$/.test(location.protocol)) return false;
  let registration;
  try {
    registration = await workers.register(new URL("../../sw.js", import.meta.url), { scope: new URL("../../", import.meta.url).href });
  } catch {
    return false; // refused here (a sandboxed frame, a browser setting): the network serves the page
  }
  const waiting = registration.waiting;
  if (!waiting || !workers.controller) return false;
  const taken = new Promise((resolve) => {
    workers.addEventListener("controllerchange", () => resolve(true), { once: true });
    setTimeout(() => resolve(false), TAKE_OVER_MS);
  });
  waiting.postMessage("take-over");
  if (!(await taken)) return false;
  location.reload();
  return true;
}
