// `nqueens serve --lan`, as a classroom meets it: the binary (built after the page, so it carries
// it: scripts/test.sh builds it so) serves the page on every network of the machine and prints
// the addresses to open; Chromium opens it on one of those addresses (not 127.0.0.1), a view
// runs, and paths outside the page (`/../Cargo.toml`, its percent-encoded forms) are refused.
//
// The binary: $NQUEENS_SERVE_BIN, else the release build in the target folder.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { request } from "node:http";
import { launchBrowser } from "../support/browser.mjs";

const BIN = process.env.NQUEENS_SERVE_BIN || `${process.env.CARGO_TARGET_DIR || "target"}/release/nqueens`;

let server;
let browser;
let addresses;
before(async () => {
  assert.ok(existsSync(BIN), `${BIN} is missing: build it after the page (trunk build --release; cargo build --release -p nqueens-cli)`);
  server = spawn(BIN, ["serve", "--port", "0", "--lan"], { stdio: ["ignore", "pipe", "inherit"] });
  let printed = "";
  addresses = await new Promise((resolve, reject) => {
    server.on("exit", (code) => reject(new Error(`nqueens serve exited (${code}): ${printed}`)));
    server.stdout.on("data", (chunk) => {
      printed += chunk;
      if (printed.includes("Ctrl+C")) resolve([...printed.matchAll(/http:\/\/([\d.]+):(\d+)\//g)].map((m) => ({ host: m[1], port: Number(m[2]) })));
    });
  });
  browser = await launchBrowser();
});
after(async () => {
  server?.kill();
  await browser?.close();
});

/** A raw request, the path sent exactly as written (fetch and browsers resolve `..` first). */
const raw = (host, port, path) =>
  new Promise((resolve, reject) => {
    const req = request({ host, port, path, method: "GET" }, (res) => {
      let body = "";
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode, body }));
    });
    req.on("error", reject);
    req.end();
  });

test("serve --lan prints this machine's addresses; a browser on one of them runs a view", async () => {
  const [local, ...lan] = addresses;
  assert.equal(local.host, "127.0.0.1");
  assert.ok(lan.length > 0, "at least one address on the machine's network is printed");
  const { host, port } = lan[0];
  assert.notEqual(host, "127.0.0.1");
  // The binary carries the page just built, not an older one.
  const served = JSON.parse((await raw(host, port, "/page-files.json")).body);
  assert.equal(served.version, JSON.parse(readFileSync("dist/page-files.json", "utf8")).version, "the binary was built from this dist/ (build it again after the page)");
  const page = await browser.newPage();
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(`http://${host}:${port}/?view=count&n=8`);
  await page.waitForSelector("body[data-ready=true]", { timeout: 30000 });
  await page.getByRole("button", { name: "Start counting", exact: true }).click();
  await page.waitForFunction(() => document.querySelector("#count-result").textContent !== "", null, { timeout: 60000 });
  assert.match(await page.locator("#count-result").textContent(), /^N = 8: 92 \(OEIS A000170: 92, matches\) solutions/);
  await page.goto(`http://${host}:${port}/?view=step&lesson=four-queens`);
  await page.waitForFunction(() => document.querySelector("#view-step .lesson [data-part=title]")?.textContent.trim(), null, { timeout: 30000 });
  assert.deepEqual(errors, []);
  await page.close();
});

test("paths outside the page are refused, plainly and percent-encoded, and the server goes on", async () => {
  const { host, port } = addresses.at(-1);
  for (const path of ["/../Cargo.toml", "/%2e%2e/Cargo.toml", "/%2E%2E/%2E%2E/Cargo.toml", "/www/..%2f..%2fCargo.toml", "/..%5cCargo.toml", "//etc/passwd"]) {
    const { status, body } = await raw(host, port, path);
    assert.equal(status, 400, `${path}: ${body}`);
    assert.doesNotMatch(body, /\[package\]|root:/);
  }
  assert.equal((await raw(host, port, "/Cargo.toml")).status, 404);
  assert.equal((await raw(host, port, "/")).status, 200);
});
