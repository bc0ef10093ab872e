// A tutorial author's setup, for the element's tests: the built files served with CORS from one
// local origin (a CDN), and tutorial pages on a second origin whose only content is what the
// author wrote. Every event the elements send is recorded by test instrumentation (not by the
// tutorial's code), under the event's own name.
import { startServer, servePages } from "./serve.mjs";
import { launchBrowser } from "./browser.mjs";

export const EVENT_NAMES = ["nqueens-ready", "nqueens-change", "nqueens-option", "nqueens-solved", "nqueens-step", "nqueens-error", "nqueens-answer"];

/** Starts the CDN and a browser; `close()` ends both and every tutorial site. */
export async function tutorialSetup() {
  const cdn = await startServer("dist", 0, "/", { cors: true });
  const servers = [cdn.server];
  const browser = await launchBrowser();

  /** The documented snippet: the element's script from the CDN and one tag. */
  const snippet = (attributes = 'n="5" view="play"') =>
    `<script type="module" src="${cdn.url}www/nqueens-element.js"></script>\n<nqueens-board ${attributes}></nqueens-board>`;

  /** A tutorial page on its own origin; `body` is its whole content. */
  async function tutorial(body, { headers, viewport = { width: 1100, height: 900 }, head = "", init = null, html = 'lang="en"', ...options } = {}) {
    const site = await servePages(
      {
        "/tutorial.html": `<!doctype html><html ${html}><head><meta charset="utf-8"><title>A tutorial</title>${head}</head><body><main><h1>Backtracking</h1>\n${body}\n</main></body></html>`,
      },
      { headers },
    );
    servers.push(site.server);
    const page = await browser.newPage({ viewport, ...options });
    page.errors = [];
    page.wasm = [];
    page.started = [];
    page.on("pageerror", (error) => page.errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") page.errors.push(message.text());
    });
    page.on("request", (request) => {
      if (request.url().endsWith(".wasm")) page.wasm.push(request.url());
    });
    page.on("worker", (worker) => page.started.push(worker.url()));
    await page.addInitScript((names) => {
      window.events = [];
      for (const type of names) {
        document.addEventListener(type, (event) => {
          if (event.target.localName === "nqueens-board") window.events.push({ id: event.target.id, type, detail: event.detail });
        });
      }
    }, EVENT_NAMES);
    if (init) await page.addInitScript(init);
    await page.goto(`${site.url}tutorial.html`);
    return page;
  }

  return {
    cdn,
    browser,
    snippet,
    tutorial,
    async close() {
      await browser.close();
      for (const server of servers) server.close();
    },
  };
}

export const statusOf = (page, host = "nqueens-board") => page.locator(`${host} [data-part=status]`);
export const events = (page, type) => page.evaluate((t) => window.events.filter((e) => !t || e.type === t), type);
