// The npm package's tarball, packed once per run: `npm pack` runs the release build (its
// prepack), so the tests that install the package share one. scripts/test.sh packs before the
// end-to-end tests and passes the tarball's path in NQUEENS_TARBALL; a test file run on its
// own (no NQUEENS_TARBALL) packs once into a temporary folder, removed by `cleanup`.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/** Packs the repository into `folder` (as `npm pack` does) and returns the tarball's path. */
export async function packInto(folder) {
  execFileSync("npm", ["pack", "--silent", "--pack-destination", folder], { stdio: ["ignore", "pipe", "inherit"] });
  const tarball = (await readdir(folder)).find((name) => name.endsWith(".tgz"));
  if (!tarball) throw new Error(`npm pack wrote no tarball into ${folder}`);
  return join(folder, tarball);
}

/**
 * The tarball to install: NQUEENS_TARBALL's when set (it must exist), else one packed now.
 * @returns {Promise<{ tarball: string, cleanup: () => Promise<void> }>}
 */
export async function tarball() {
  const given = process.env.NQUEENS_TARBALL;
  if (given) {
    if (!existsSync(given)) throw new Error(`NQUEENS_TARBALL=${given}: no such file`);
    return { tarball: resolve(given), cleanup: async () => {} };
  }
  const packs = await mkdtemp(join(tmpdir(), "nqueens-pack-"));
  return { tarball: await packInto(packs), cleanup: () => rm(packs, { recursive: true, force: true }) };
}

// `node tests/support/pack.mjs DIR`: pack into DIR and print the tarball's path (scripts/test.sh).
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await packInto(resolve(process.argv[2] ?? ".")));
}
