#!/usr/bin/env bash
# Counting on a two-node local Ray cluster (head + one node, 1 CPU each) against the native CLI
# with 2 threads, in the same run, plus Ray's overhead per unit. Usage: bench-ray.sh [N...]
# (default 17 18). Builds the CLI and the wheel (installed into .venv) first.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
source scripts/env.sh
cargo build --release --locked -p nqueens-cli
wheels=$(mktemp -d)
trap 'rm -rf "$wheels"' EXIT
.venv/bin/maturin build --release --locked -m crates/nqueens-py/Cargo.toml -o "$wheels"
.venv/bin/pip install --quiet --force-reinstall --no-deps "$wheels"/nqueens_board-*.whl
repo=$PWD
cd "$wheels"
"$repo/.venv/bin/python" "$repo/scripts/bench_ray.py" --cli "$repo/target/release/nqueens" "$@"
