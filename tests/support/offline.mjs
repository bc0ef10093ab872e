// The playground served from a copy of dist/ for the offline and update audits, so a test can
// make a new build of it (a changed file, then the list and sw.js written again by
// scripts/page-files.mjs, as Trunk's last hook does) without touching dist/.
import assert from "node:assert/strict";
import { cp, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer } from "./serve.mjs";
import { pageFiles, LIST } from "../../scripts/page-files.mjs";

/** A copy of dist/ (other tests' fixture pages left out); `close()` stops its servers and removes it. */
export async function siteCopy() {
  const site = await mkdtemp(join(tmpdir(), "nqueens-offline-"));
  await cp("dist", site, { recursive: true });
  await rm(join(site, "fixtures"), { recursive: true, force: true });
  const servers = [];
  return {
    site,
    /** Serves the copy; `stop` ends the server and every open connection (the network is gone). */
    async serve() {
      const { server, url } = await startServer(site);
      let stopped;
      const stop = () => (stopped ??= new Promise((done) => (server.closeAllConnections(), server.close(done))));
      servers.push(stop);
      return { url, stop };
    },
    /** Writes the list and sw.js of the copy again; resolves with the new version. */
    async rebuild() {
      const list = await pageFiles(site);
      const lines = list.files.map((f) => `  ${JSON.stringify(f)}`).join(",\n");
      await writeFile(join(site, LIST), `{"version": ${JSON.stringify(list.version)}, "files": [\n${lines}\n]}\n`);
      return list.version;
    },
    async close() {
      for (const stop of servers) await stop();
      await rm(site, { recursive: true, force: true });
    },
  };
}

export async function open(page, url) {
  await page.goto(url);
  await page.waitForSelector("body[data-ready=true]", { timeout: 30000 });
}

/** Waits until a service worker controls the page, its install (the precache) complete. */
export const controlled = (page) =>
  page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((done) => navigator.serviceWorker.addEventListener("controllerchange", done, { once: true }));
  });

/** Polls `predicate` in the page until it holds, across the page's own reloads. */
export async function until(page, predicate, timeout = 30000) {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    if (await page.evaluate(predicate).catch(() => false)) return;
    await new Promise((done) => setTimeout(done, 200));
  }
  assert.fail(`${predicate} did not hold within ${timeout} ms`);
}

/** This page's caches (the worker names them by the page's address and the version). */
export const ourCaches = (page) => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith("nqueens-playground ")));

/** Which build the page runs: the `<meta name="build">` a test's new build adds, else "first". */
export const build = (page) => page.evaluate(() => document.querySelector("meta[name=build]")?.content ?? "first");
