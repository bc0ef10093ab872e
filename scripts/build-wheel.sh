#!/usr/bin/env bash
# Builds the Python wheel with its notebook widget into OUT_DIR: the release page (whose wasm and
# bindings' glue the widget carries, scripts/build.sh), the widget's bundle into the package
# folder (scripts/build-widget.mjs), then maturin, which packs that folder. maturin alone would
# pack a wheel without the widget's files. The Python guide's recipe (docs/python.md) and the test command
# both build the wheel with this script (installing what is missing first).
#
#   ./scripts/build-wheel.sh OUT_DIR
set -euo pipefail
out=$(realpath -m "${1:?usage: scripts/build-wheel.sh OUT_DIR}")
cd "$(dirname "$0")/.."
./scripts/build.sh
source scripts/env.sh
node scripts/build-widget.mjs >&2
.venv/bin/maturin build --release --locked -m crates/nqueens-py/Cargo.toml -o "$out" >&2
ls "$out"/nqueens_board-*.whl
