#!/usr/bin/env bash
# Builds the playground and its documentation site and serves both:
#   ./scripts/serve.sh [port] [--no-build]      (default port 8080; the site on port + 1)
# Prints both addresses; Ctrl-C stops both. --no-build serves what is already built (dist/ and
# docs/.vitepress/dist/), as the documentation site's test does.
set -euo pipefail
cd "$(dirname "$0")/.."
PORT=8080
build=1
for arg in "$@"; do
  case "$arg" in
    --no-build) build=0 ;;
    *) PORT=$arg ;;
  esac
done
DOCS_PORT=$((PORT + 1))
if [ "$build" = 1 ]; then
  ./scripts/setup.sh
  source scripts/env.sh
  trunk build --release
  # The site's boards are this build's element (docs/.vitepress/theme/index.js imports it).
  node tests/sites/vitepress/node_modules/vitepress/bin/vitepress.js build docs
fi
# One process serves both, and prints each address once it is listening.
exec node --input-type=module -e '
import { startServer } from "./tests/support/serve.mjs";
const [port, docsPort] = process.argv.slice(1).map(Number);
const page = await startServer("dist", port);
const docs = await startServer("docs/.vitepress/dist", docsPort);
console.log(`\nN-Queens playground: ${page.url}\nN-Queens documentation: ${docs.url}\n`);
' "$PORT" "$DOCS_PORT"
