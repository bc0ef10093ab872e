#!/usr/bin/env bash
# Runs every test: formatting and lints, every generated file checked current (cargo xtask
# codegen --check), Rust unit and property tests (the core's modules depending one way among
# them), the optimised long tests, the aarch64 build under qemu, the refusal of a wasm build
# without SIMD, the wasm bindings in headless Chromium, a release build of the page and the
# Python wheel with the notebook widget (as the Python guide builds it), TypeScript's check of the
# page's modules, mypy's stubtest and mypy over the installed package, the end-to-end tests that drive that
# page and the widget in JupyterLab in headless Chromium (the page's modules importing one way
# among them), and pytest over the installed wheel. Installs what is missing first.
#
# `./scripts/test.sh quick [VIEW...]` is the tier a contributor runs before each commit: formatting, clippy,
# the Rust unit tests (with each crate's module directions and the generated files' checks), a
# debug build of the page (`trunk build`, no --release) and the views' end-to-end tests against
# it, and the page's Node-only checks (catalogs, module directions, the language-tag table).
set -euo pipefail
cd "$(dirname "$0")/.."
tier=${1:-full}
case "$tier" in
  quick | full) ;;
  *)
    echo "usage: scripts/test.sh [quick [VIEW...]]   (VIEW: one of $(cd tests/page && ls -d */ | tr -d / | tr '\n' ' '))" >&2
    exit 2
    ;;
esac
[ $# -gt 0 ] && shift

# Each step says how long the one before it took, and the last line the whole run's time (the
# set-up included), so a log shows where a run (a cold one above all) spends its time.
started=$SECONDS
last=$SECONDS
step() {
  printf '\n\033[1m== %s\033[0m  (previous step: %ss; %ss so far)\n' "$*" $((SECONDS - last)) $((SECONDS - started))
  last=$SECONDS
}
scratch=()
finish() {
  rm -rf "${scratch[@]}"
  printf '\n== %s tier: %ss in all (previous step: %ss)\n' "$tier" $((SECONDS - started)) $((SECONDS - last))
}
trap finish EXIT
repo=$PWD

step "set-up: install what is missing (scripts/setup.sh)"
./scripts/setup.sh
source scripts/env.sh

if [ "$tier" = quick ]; then
  step "format and lints"
  cargo fmt --all -- --check
  cargo clippy --workspace --all-targets --locked -- -D warnings

  step "Rust unit tests, each crate's module directions, the generated files and fixtures current"
  cargo test --workspace --locked --lib --bins
  cargo test --workspace --locked --test modules
  cargo test --locked -p nqueens-core --test names
  cargo xtask codegen --check

  step "the page's Node-only checks: catalogs, module directions, the language-tag table, the renderer's cases"
  node --test --test-concurrency=1 tests/audits/catalogs.test.mjs tests/audits/module-directions.test.mjs \
    tests/audits/language-tags.test.mjs tests/audits/render-cases.test.mjs

  step "debug build of the page (trunk build), and the views' end-to-end tests against it"
  trunk build
  if [ $# -gt 0 ]; then
    # Named views: every test of each (tests/page/<view>/).
    views=()
    for view in "$@"; do
      [ -d "tests/page/$view" ] || {
        echo "no view '$view' under tests/page/" >&2
        exit 2
      }
      views+=("tests/page/$view/")
    done
    node --test --test-concurrency=1 "${views[@]}"
  else
    # One file per view: what each view does first.
    node --test --test-concurrency=1 tests/page/play/board.test.mjs tests/page/step/stepping.test.mjs \
      tests/page/solutions/gallery.test.mjs tests/page/count/workers.test.mjs \
      tests/page/huge/one-solution.test.mjs tests/page/lesson/reading.test.mjs
  fi
  exit 0
fi

step "format and lints"
cargo fmt --all -- --check
cargo clippy --workspace --all-targets --locked -- -D warnings
cargo clippy -p nqueens-wasm --target wasm32-unknown-unknown --all-targets --locked -- -D warnings

step "every generated file current with its source (cargo xtask codegen --check; docs/codegen.md)"
# Before any build: Trunk's pre_build hook would rewrite the stylesheet modules (scripts/styles.mjs).
cargo xtask codegen --check

step "Rust unit and property tests"
cargo test --workspace --locked

step "optimised long tests (ignored in the default profile)"
cargo test --release --locked -p nqueens-core -- --ignored
cargo test --release --locked -p nqueens-gpu -- --ignored

step "aarch64: the NEON kernel's tests and the cross-built CLI under qemu-aarch64"
./scripts/test-aarch64.sh

step "a wasm32 build without 128-bit SIMD is refused"
# The page must never ship the counter without its wide search: the core's compile_error.
if RUSTFLAGS="-C target-feature=-simd128" cargo check --locked -p nqueens-core \
  --target wasm32-unknown-unknown --target-dir target/no-simd128 2>target/no-simd128.log; then
  echo "nqueens-core compiled for wasm32 without simd128" >&2
  exit 1
fi
grep -q "the wasm build needs 128-bit SIMD" target/no-simd128.log || {
  cat target/no-simd128.log >&2
  exit 1
}

step "the core packages as a crate on its own (nothing it builds in lies outside its folder)"
cargo package --locked --offline --allow-dirty -p nqueens-core

step "wasm bindings in headless Chromium"
# The runner drives Chromium through chromedriver; webdriver.json adds --no-sandbox and friends.
(cd crates/nqueens-wasm && cargo test --locked --target wasm32-unknown-unknown)

step "release build of the page, and the Python wheel with the notebook widget's bundle (scripts/build-wheel.sh, as the Python guide builds it)"
wheels=$(mktemp -d)
scratch+=("$wheels")
./scripts/build-wheel.sh "$wheels"


step "type check of the page's modules against the generated declarations, and of the package's types as a consumer uses them"
tsc -p tsconfig.json
tsc -p tests/types

step "Python package: the wheel installed into .venv; mypy's stubtest of the compiled module's stubs, mypy over the installed package"
.venv/bin/pip install --quiet --force-reinstall --no-deps "$wheels"/nqueens_board-*.whl
# From outside the source tree, so the installed package is what is checked.
(cd "$wheels" && "$repo/.venv/bin/python" -m mypy.stubtest nqueens._nqueens \
  --allowlist "$repo/crates/nqueens-py/tests/stubtest-allowlist.txt")
(cd "$wheels" && "$repo/.venv/bin/python" -m mypy -p nqueens)

step "the wheel in a fresh virtual environment, as a reader's pip install nqueens-board gets it"
python3 -m venv "$wheels/fresh"
"$wheels/fresh/bin/pip" install --quiet "$wheels"/nqueens_board-*.whl
(cd "$wheels" && "$wheels/fresh/bin/python" "$repo/scripts/fresh-venv-check.py")

step "the npm package packed once (its prepack is the release build), shared by every test that installs it"
packs=$(mktemp -d)
scratch+=("$packs")
NQUEENS_TARBALL=$(node tests/support/pack.mjs "$packs")
export NQUEENS_TARBALL

step "the nqueens binary with the page just built inside it (nqueens serve; crates/nqueens-cli/build.rs embeds dist/)"
cargo build --release --locked -p nqueens-cli
NQUEENS_SERVE_BIN="${CARGO_TARGET_DIR:-$repo/target}/release/nqueens"
export NQUEENS_SERVE_BIN

step "end-to-end tests in headless Chromium (the notebook widget in JupyterLab included)"
node --test --test-concurrency=1 tests/

step "Python package tested with pytest (Ray included)"
# Tested from outside the source tree so the installed wheel is what runs.
# The command the tests compare the package's dicts with, line for line (built by the Rust
# tests above; this only makes sure).
cargo build --locked --quiet -p nqueens-cli
(cd "$wheels" && NQUEENS_CLI="$repo/target/debug/nqueens" \
  "$repo/.venv/bin/python" -m pytest -q -p no:cacheprovider "$repo/crates/nqueens-py/tests")
