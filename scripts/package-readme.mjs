// The npm package's own README (npm/README.md) in its tarball, not the repository's: npm always
// packs the package folder's README.md, so `npm pack` and `npm publish` swap it in after the
// build (package.json's prepack: `node scripts/package-readme.mjs in`) and back at the end
// (postpack: `... out`). The repository's README waits in .package-readme/ (ignored by git)
// meanwhile; a pack that stopped between the two leaves it there, and the next `in` or `out`
// puts it back first, so the working tree never keeps the package's README.
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
const readme = join(root, "README.md");
const waiting = join(root, ".package-readme");
const kept = join(waiting, "README.md");

/** Puts the repository's README back, if it is waiting. */
function restore() {
  if (existsSync(kept)) renameSync(kept, readme);
  rmSync(waiting, { recursive: true, force: true });
}

const [, , step] = process.argv;
if (step === "in") {
  restore();
  mkdirSync(waiting);
  renameSync(readme, kept);
  copyFileSync(join(root, "npm/README.md"), readme);
} else if (step === "out") {
  restore();
} else {
  console.error("usage: node scripts/package-readme.mjs in|out");
  process.exit(2);
}
