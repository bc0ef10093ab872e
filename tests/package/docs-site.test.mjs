// The documentation site as a reader meets it: VitePress (the version the fixture site under
// tests/sites/vitepress pins) builds docs/ into docs/.vitepress/dist with the repository's own
// <nqueens-board> (dist/www/nqueens-element.js, from `trunk build`); every inner link and anchor
// of every built page resolves, and so does every link of the README; headless Chromium visits
// every page and fails on a board that stays "Loading…" or on any console error; and
// `./scripts/serve.sh` serves the site beside the playground and prints both addresses.
// Screenshots of the home, the element guide and the lesson guide (desktop and phone, light and
// dark) go to tests/artifacts/.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync, spawn } from "node:child_process";
import { access, readdir, readFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { served } from "../support/serve.mjs";
import { launchBrowser, screenshot } from "../support/browser.mjs";

const DOCS = resolve("docs");
const SITE = join(DOCS, ".vitepress/dist");
const VITEPRESS = resolve("tests/sites/vitepress/node_modules/vitepress/bin/vitepress.js");

let browser;
before(async () => {
  await access(VITEPRESS).catch(() => {
    throw new Error("tests/sites/vitepress has no node_modules: run ./scripts/setup.sh (it installs VitePress from the fixture's lock file)");
  });
  await access("dist/www/nqueens-element.js").catch(() => {
    throw new Error("dist/www/nqueens-element.js is missing: build the page first (trunk build)");
  });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** Every built page of the site, relative to its root ("index.html", "guide/embed.html", …). */
async function pages() {
  const found = [];
  for (const entry of await readdir(SITE, { withFileTypes: true, recursive: true })) {
    const folder = entry.parentPath ?? entry.path;
    if (entry.isFile() && entry.name.endsWith(".html") && entry.name !== "404.html") found.push(relative(SITE, join(folder, entry.name)));
  }
  return found.sort();
}

/** The ids a built page offers as anchors. */
const anchors = (html) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]));

/**
 * The broken inner links of a built page: "href (why)" for each link to a page that was not
 * built or to an anchor that page does not have. Links leaving the site are not followed.
 */
export async function brokenLinks(page, html) {
  const broken = [];
  for (const [, raw] of html.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)) {
    const href = raw.replace(/&amp;/g, "&");
    if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("//")) continue;
    const [path, hash = ""] = href.split("#");
    const target = path === "" ? page : path.startsWith("/") ? path.slice(1) : relative(SITE, resolve(dirname(join(SITE, page)), path));
    const file = target === "" || target.endsWith("/") ? `${target}index.html` : target.endsWith(".html") ? target : `${target}.html`;
    const built = join(SITE, file);
    if (!existsSync(built)) {
      broken.push(`${href} (no page ${file})`);
      continue;
    }
    const ids = anchors(path === "" ? html : await readFile(built, "utf8"));
    if (hash && !ids.has(decodeURIComponent(hash))) broken.push(`${href} (no anchor #${hash} in ${file})`);
  }
  return broken;
}

test("the site builds from docs/ with VitePress, every inner link and anchor of every page resolves", async (t) => {
  const started = performance.now();
  execFileSync(process.execPath, [VITEPRESS, "build", "docs"], { stdio: ["ignore", "pipe", "inherit"], env: { ...process.env, NO_COLOR: "1" } });
  t.diagnostic(`VitePress built the site in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const built = await pages();
  for (const page of ["index.html", "guide/views.html", "guide/embed.html", "guide/lessons.html", "cli.html", "python.html"]) assert.ok(built.includes(page), `${page} is built`);
  const broken = [];
  let links = 0;
  for (const page of built) {
    const html = await readFile(join(SITE, page), "utf8");
    links += [...html.matchAll(/<a\b/g)].length;
    for (const link of await brokenLinks(page, html)) broken.push(`${page}: ${link}`);
  }
  t.diagnostic(`${built.length} pages, ${links} links`);
  assert.deepEqual(broken, [], broken.join("\n"));
});

test("the link check finds what it is for (planted: a missing page, a missing anchor)", async () => {
  const html = '<h2 id="here">x</h2><a href="/guide/embed.html">ok</a><a href="#here">ok</a><a href="/no-such-page.html">bad</a><a href="#nowhere">bad</a><a href="https://example.org/x">out</a>';
  const found = await brokenLinks("index.html", html);
  assert.ok(found.some((line) => line.startsWith("/no-such-page.html")), found.join("\n"));
  assert.ok(found.some((line) => line.startsWith("#nowhere")), found.join("\n"));
  assert.equal(found.length, 2, found.join("\n"));
});

test("every link of the README, CONTRIBUTING.md and the wheel's README points at a file of the repository", async () => {
  const broken = [];
  for (const file of ["README.md", "CONTRIBUTING.md", "crates/nqueens-py/README.md"]) {
    const text = await readFile(file, "utf8");
    for (const [, href] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/i.test(href)) continue;
      if (!existsSync(join(dirname(file), href.split("#")[0]))) broken.push(`${file}: ${href}`);
    }
  }
  assert.deepEqual(broken, [], broken.join("\n"));
  assert.ok((await readFile("README.md", "utf8")).split("\n").length < 250, "the README is under 250 lines");
});

/** Opens a page of the served site, with every console error, page error and failed request collected. */
async function open(url, { viewport = { width: 1280, height: 800 }, colorScheme = "light" } = {}) {
  const page = await browser.newPage({ viewport, colorScheme });
  page.errors = [];
  page.on("pageerror", (error) => page.errors.push(error.message));
  page.on("console", (message) => message.type() === "error" && page.errors.push(message.text()));
  page.on("response", (response) => response.status() >= 400 && page.errors.push(`${response.status()} ${response.url()}`));
  await page.goto(url);
  return page;
}

/** Waits until every board on the page has started (drawn its board, no "Loading…" left);
 * returns how many boards there are. Fails naming the first board still loading. */
async function boardsStarted(page, timeout = 30000) {
  const count = await page.locator("nqueens-board").count();
  for (let i = 0; i < count; i++) {
    const board = page.locator("nqueens-board").nth(i);
    await board.scrollIntoViewIfNeeded();
    await board
      .evaluate(
        (element, limit) =>
          new Promise((done, fail) => {
            const started = () => element.shadowRoot && !element.shadowRoot.querySelector(".loading") && element.shadowRoot.querySelector("[data-part=board]");
            const at = performance.now();
            const look = () => (started() ? done() : performance.now() - at > limit ? fail(new Error(`board ${element.outerHTML.slice(0, 80)} is still loading`)) : setTimeout(look, 100));
            look();
          }),
        timeout,
      )
      .catch((error) => {
        throw new Error(`${page.url()}: ${error.message}`);
      });
  }
  return count;
}

test("headless Chromium visits every page: each board starts, no console error", async (t) => {
  const built = await pages();
  assert.ok(built.length > 0, "the site was built by the first test");
  await served(SITE, async (url) => {
    let boards = 0;
    for (const path of built) {
      const page = await open(url + path);
      boards += await boardsStarted(page);
      assert.deepEqual(page.errors, [], `${path}: ${page.errors.join("\n")}`);
      await page.close();
    }
    t.diagnostic(`${built.length} pages, ${boards} boards started`);
    assert.ok(boards >= 1, "the site shows live boards");
  });
});

test("a board stuck on Loading… fails the visit (planted: the element's module never loads)", async () => {
  await served(SITE, async (url) => {
    const page = await browser.newPage();
    await page.route("**/*.wasm", (route) => route.abort());
    await page.goto(url);
    await assert.rejects(boardsStarted(page, 3000), /still loading|is not defined|Timeout/);
    await page.close();
  });
});

/** The teacher's pages in each language, and the script its words are written in. */
const LOCALES = { hi: /[\u0900-\u097F]/, fa: /[\u0600-\u06FF]/, zh: /[\u4E00-\u9FFF]/ };

test("the teacher's pages in Hindi, Persian (right to left) and Chinese, each board in the page's language", async () => {
  await served(SITE, async (url) => {
    for (const [tag, script] of Object.entries(LOCALES)) {
      for (const path of ["", "guide/embed.html", "guide/lessons.html"]) {
        const page = await open(`${url}${tag}/${path}`);
        assert.equal(await page.locator("html").getAttribute("lang"), tag);
        if (tag === "fa") assert.equal(await page.locator("html").getAttribute("dir"), "rtl");
        assert.ok((await boardsStarted(page)) >= 1, `${tag}/${path} shows a board`);
        const status = await page.locator("nqueens-board").first().locator("[data-part=status]").textContent();
        assert.match(status, script, `${tag}/${path}: the board speaks the page's language: ${status}`);
        assert.deepEqual(page.errors, [], page.errors.join("\n"));
        await page.close();
      }
    }
  });
});

test("screenshots: the home, the element guide and the lesson guide, in English and Persian, desktop and phone, light and dark", async () => {
  await served(SITE, async (url) => {
    for (const [name, path] of [["home", ""], ["embed", "guide/embed.html"], ["lessons", "guide/lessons.html"], ["home-fa", "fa/"], ["embed-fa", "fa/guide/embed.html"], ["lessons-fa", "fa/guide/lessons.html"]]) {
      for (const [size, viewport] of [["desktop", { width: 1280, height: 800 }], ["phone", { width: 390, height: 844 }]]) {
        for (const colorScheme of ["light", "dark"]) {
          const page = await open(url + path, { viewport, colorScheme });
          await boardsStarted(page);
          await page.evaluate(() => window.scrollTo(0, 0));
          await screenshot(page, `docs-${name.includes("-fa") ? name : `${name}-en`}-${size}-${colorScheme}`);
          assert.deepEqual(page.errors, [], page.errors.join("\n"));
          await page.close();
        }
      }
    }
  });
});

test("./scripts/serve.sh serves the site beside the playground and prints both addresses", async () => {
  const port = 18000 + Math.floor(Math.random() * 1000);
  const server = spawn("./scripts/serve.sh", [String(port), "--no-build"], { stdio: ["ignore", "pipe", "pipe"], detached: true });
  try {
    const printed = await new Promise((done, fail) => {
      let output = "";
      const timer = setTimeout(() => fail(new Error(`serve.sh printed no addresses: ${output}`)), 30000);
      const read = (chunk) => {
        output += chunk;
        if (/playground: http\S+/.test(output) && /documentation: http\S+/.test(output)) {
          clearTimeout(timer);
          done(output);
        }
      };
      server.stdout.on("data", read);
      server.stderr.on("data", read);
      server.on("exit", (code) => fail(new Error(`serve.sh exited (${code}): ${output}`)));
    });
    const playground = printed.match(/playground: (http\S+)/)[1];
    const docs = printed.match(/documentation: (http\S+)/)[1];
    assert.notEqual(playground, docs);
    const [app, site] = await Promise.all([fetch(playground), fetch(docs)]);
    assert.equal(app.status, 200);
    assert.match(await app.text(), /<title[^>]*>N-Queens Playground<\/title>/);
    assert.equal(site.status, 200);
    assert.match(await site.text(), /<nqueens-board/);
  } finally {
    process.kill(-server.pid);
  }
});
