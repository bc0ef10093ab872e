#!/usr/bin/env bash
# Builds the release page into dist/ (installing what is missing first). `npm pack` runs it, so
# the package always holds a fresh build of the element, its worker and the wasm.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh >&2
source scripts/env.sh
trunk build --release >&2
