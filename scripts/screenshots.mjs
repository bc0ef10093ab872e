// Screenshots of every view as a reader meets them, at desktop (1280 × 800) and phone (390 ×
// 844) size, in the light and the dark theme, into tests/artifacts/ (git-ignored), to be looked
// at before a change lands. The Step view is taken with its panels opened the way a reader
// opens them (a click), so a panel that opens out of sight shows as such.
//
//   node scripts/screenshots.mjs [dist] [prefix]     (default: dist, "shot")
import { chromium } from "playwright-core";
import { mkdir } from "node:fs/promises";
import { startServer } from "../tests/support/serve.mjs";

const [root = "dist", prefix = "shot"] = process.argv.slice(2);
const SIZES = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 },
};
/** [name, query, what to click (a button's accessible name), then a pause in ms] */
const SCENES = [
  ["play", "?view=play&n=8&queens=AMXd"],
  ["play-solved", "?view=play&n=8&queens=AMXdiux7"],
  ["solutions", "?view=solutions&n=8"],
  ["solutions-open", "?view=solutions&n=8", { click: "Solution 3:" }],
  ["solutions-grouped", "?view=solutions&n=8&grouped=1"],
  ["step", "?view=step&n=8&strategy=cp&step=40"],
  ["step-backtracking", "?view=step&n=8&strategy=backtracking&step=60"],
  ["step-tree", "?view=step&n=8&strategy=cp&step=200", { click: "Show the search tree" }],
  ["step-compare", "?view=step&n=8&strategy=cp&step=40", { click: "Compare strategies", then: "Compare", wait: 4000 }],
  ["step-lesson", "?view=step&n=8", { click: "4-queens lesson" }],
  ["step-end", "?view=step&n=8&strategy=cp&step=999999"],
  ["count", "?view=count"],
  ["huge", "?view=huge"],
];

const { server, url } = await startServer(root, 0, "/");
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking"],
});
await mkdir("tests/artifacts", { recursive: true });
const written = [];
try {
  for (const [size, options] of Object.entries(SIZES)) {
    for (const theme of ["light", "dark"]) {
      const page = await browser.newPage(options);
      for (const [name, query, action] of SCENES) {
        await page.goto(`${url}${query}&theme=${theme}`);
        await page.waitForSelector("body[data-ready=true]", { timeout: 20000 });
        await page.waitForTimeout(300);
        if (action) {
          const button = page.getByRole("button", { name: action.click }).first();
          await button.click();
          if (action.then) await page.getByRole("button", { name: action.then, exact: true }).first().click();
          await page.waitForTimeout(action.wait ?? 500);
        }
        const path = `tests/artifacts/${prefix}-${name}-${size}-${theme}.png`;
        await page.screenshot({ path });
        written.push(path);
      }
      await page.close();
    }
  }
} finally {
  await browser.close();
  server.close();
}
console.log(written.join("\n"));
