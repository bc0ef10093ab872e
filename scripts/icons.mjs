// Draws the web app's PNG icons (www/icons/icon-192.png, icon-512.png) from www/icons/icon.svg in
// headless Chromium, so the one drawing is the SVG and the PNGs are what a browser makes of it.
// Run after editing the SVG, and commit the PNGs:   node scripts/icons.mjs
import { launchBrowser } from "../tests/support/browser.mjs";
import { readFile } from "node:fs/promises";

const svg = await readFile(new URL("../www/icons/icon.svg", import.meta.url), "utf8");
const browser = await launchBrowser();
try {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<style>*{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
    await page.screenshot({ path: new URL(`../www/icons/icon-${size}.png`, import.meta.url).pathname, omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
