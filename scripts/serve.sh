#!/usr/bin/env bash
# Builds the playground and serves it: ./scripts/serve.sh [port] (default 8080).
# Prints the local address; Ctrl-C stops it.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
source scripts/env.sh
PORT="${1:-8080}"
trunk build --release
echo
echo "N-Queens playground: http://127.0.0.1:${PORT}/"
echo
exec node tests/support/serve.mjs dist "$PORT"
