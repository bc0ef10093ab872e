// A small static file server for the built playground (dist/). The tests and serve.sh use it so
// both see the same thing; `base` mounts the site under a sub-path, as a static host might.
import { createServer } from "node:http";
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { spawn } from "node:child_process";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".txt": "text/plain; charset=utf-8",
};

/**
 * Serves `root` on 127.0.0.1:`port` (0 picks a free port); resolves with { server, url }. With
 * `cors`, every file is served with `Access-Control-Allow-Origin: *`, as a CDN serves them.
 */
export function startServer(root, port = 0, base = "/", { cors = false } = {}) {
  const top = resolve(root);
  const server = createServer(async (req, res) => {
    try {
      const path = decodeURIComponent(new URL(req.url, "http://x").pathname);
      if (path === "/favicon.ico") {
        res.writeHead(204).end(); // browsers ask for it; a plain test page has none
        return;
      }
      if (!path.startsWith(base)) {
        res.writeHead(404).end("not found");
        return;
      }
      let file = normalize(join(top, path.slice(base.length)));
      if (!file.startsWith(top)) {
        res.writeHead(403).end("forbidden");
        return;
      }
      if ((await stat(file).catch(() => null))?.isDirectory()) file = join(file, "index.html");
      const body = await readFile(file);
      res.writeHead(200, {
        "content-type": TYPES[extname(file)] ?? "application/octet-stream",
        "cache-control": "no-cache",
        ...(cors ? { "access-control-allow-origin": "*" } : {}),
      });
      res.end(body);
    } catch {
      // A CDN answers a missing file with CORS too, so the page can read that it is missing.
      res.writeHead(404, cors ? { "access-control-allow-origin": "*" } : {}).end("not found");
    }
  });
  return listen(server, port, base);
}

/**
 * Serves fixed pages (path to HTML text) on another local origin: a tutorial author's site.
 * `headers` go with every page (a Content-Security-Policy, say).
 */
export function servePages(pages, { headers = {} } = {}) {
  const server = createServer((req, res) => {
    const path = new URL(req.url, "http://x").pathname;
    if (path === "/favicon.ico") {
      res.writeHead(204).end();
      return;
    }
    const body = pages[path];
    if (body === undefined) {
      res.writeHead(404).end("not found");
      return;
    }
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", ...headers });
    res.end(body);
  });
  return listen(server, 0, "/");
}

/** Serves a built folder on loopback for the length of `body(url)`. */
export async function served(folder, body) {
  const site = await startServer(folder, 0, "/");
  try {
    return await body(site.url);
  } finally {
    site.server.close();
  }
}

/**
 * Runs a dev server (`node ...args` in `cwd`, listening on loopback) for the length of
 * `body(url)`, the URL being the one it prints after "Local:", as Vite and VitePress do.
 */
export async function devServer(args, cwd, body) {
  const server = spawn(process.execPath, args, { cwd, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, NO_COLOR: "1" } });
  try {
    const url = await new Promise((done, fail) => {
      let output = "";
      const timer = setTimeout(() => fail(new Error(`the dev server did not start: ${output}`)), 60000);
      const read = (chunk) => {
        output += chunk;
        const match = output.replace(/\x1b\[[0-9;]*m/g, "").match(/Local:\s+(http:\/\/127\.0\.0\.1:\d+\/)/);
        if (match) {
          clearTimeout(timer);
          done(match[1]);
        }
      };
      server.stdout.on("data", read);
      server.stderr.on("data", read);
      server.on("exit", (code) => fail(new Error(`the dev server exited (${code}): ${output}`)));
    });
    return await body(url);
  } finally {
    server.kill();
  }
}

function listen(server, port, base) {
  return new Promise((done, fail) => {
    server.once("error", fail);
    server.listen(port, "127.0.0.1", () => {
      const { port: actual } = server.address();
      done({ server, url: `http://127.0.0.1:${actual}${base}` });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [root = "dist", port = "8080"] = process.argv.slice(2);
  const { url } = await startServer(root, Number(port));
  console.log(`serving ${root} at ${url}`);
}
