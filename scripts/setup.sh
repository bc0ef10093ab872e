#!/usr/bin/env bash
# Installs whatever the build and the tests need and is missing; skips what is present, so a
# second run takes seconds. Follows shared/TOOLCHAIN.md: nothing here downloads from anywhere
# but the package registries (Trunk runs offline and uses the wasm-bindgen on PATH).
set -euo pipefail
cd "$(dirname "$0")/.."

TRUNK_VERSION=0.21.14
# The CLI must match the crate pin in crates/nqueens-wasm/Cargo.toml exactly.
BINDGEN_VERSION=$(sed -n 's/^wasm-bindgen = "=\(.*\)"/\1/p' crates/nqueens-wasm/Cargo.toml)
export PATH="$HOME/.cargo/bin:$PATH"

say() { printf '\033[1m[setup]\033[0m %s\n' "$*"; }

# wasm32 for the page; aarch64 for the cross-built CLI the tests run under qemu (NEON kernel).
for target in wasm32-unknown-unknown aarch64-unknown-linux-gnu; do
  if ! rustup target list --installed | grep -qx "$target"; then
    say "adding the $target target"
    rustup target add "$target"
  fi
done

# Debian packages, installed together when any is missing.
apt_install() {
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO=sudo
  $SUDO apt-get update
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y "$@"
}

if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$BINDGEN_VERSION" ]; then
  say "installing wasm-bindgen-cli $BINDGEN_VERSION (about 3 minutes)"
  # Not --locked: its lock file asks for a crate release the registry here does not have.
  cargo install wasm-bindgen-cli --version "$BINDGEN_VERSION" --force
fi

if [ "$(trunk --version 2>/dev/null | awk '{print $2}')" != "$TRUNK_VERSION" ]; then
  say "installing trunk $TRUNK_VERSION (about 12 minutes on 2 cores)"
  cargo install --locked trunk --version "$TRUNK_VERSION" --force
fi

missing=()
command -v chromium >/dev/null || missing+=(chromium)
command -v chromedriver >/dev/null || missing+=(chromium-driver)
# strace: the test that a new checkpoint's directory is synced watches the system calls.
command -v strace >/dev/null || missing+=(strace)
# The aarch64 linker and C library, and qemu's user-mode emulator to run what they build.
command -v aarch64-linux-gnu-gcc >/dev/null || missing+=(gcc-aarch64-linux-gnu)
[ -f /usr/aarch64-linux-gnu/lib/libc.so.6 ] || missing+=(libc6-dev-arm64-cross)
command -v qemu-aarch64 >/dev/null || missing+=(qemu-user)
# Mesa's lavapipe (a Vulkan driver on the CPU) and the Vulkan loader: the GPU kernel's native
# tests run on it where the machine has no graphics card.
compgen -G "/usr/share/vulkan/icd.d/lvp_icd.*.json" >/dev/null || missing+=(mesa-vulkan-drivers)
ldconfig -p | grep -q "libvulkan.so.1 " || missing+=(libvulkan1)
# Debian's Noto fonts, so Devanagari, Persian and Chinese render as glyphs in the browser tests'
# screenshots (the playground ships no font: readers' systems render their own scripts).
[ -f /usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf ] || missing+=(fonts-noto-core)
compgen -G "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.tt[cf]" >/dev/null || missing+=(fonts-noto-cjk)
# The compilers the code panel's programs are proven with (crates/nqueens-core/tests/programs.rs).
command -v gcc >/dev/null || missing+=(gcc)
command -v g++ >/dev/null || missing+=(g++)
command -v javac >/dev/null || missing+=(default-jdk-headless)
if [ ${#missing[@]} -gt 0 ]; then
  say "installing Debian's ${missing[*]}"
  apt_install "${missing[@]}"
fi

if [ ! -x node_modules/.bin/wasm-opt ] || [ ! -d node_modules/playwright-core ] || [ ! -x node_modules/.bin/tsc ] \
  || [ ! -d node_modules/axe-core ] || [ ! -x node_modules/.bin/esbuild ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  say "installing node packages (playwright-core, axe-core, binaryen's wasm-opt, typescript, esbuild, Vite, webpack, Vue)"
  npm ci --no-audit --no-fund
fi

# Vite 7 for the bundler tests, apart in its own folder (its Rollup and esbuild would replace
# Vite 8's). Its lock lists every platform's optional packages, as npm writes it, so `npm ci`
# installs this platform's from it and never rewrites the tracked lock.
if [ ! -x tests/tools/vite7/node_modules/vite/bin/vite.js ] || [ tests/tools/vite7/package-lock.json -nt tests/tools/vite7/node_modules/.package-lock.json ]; then
  say "installing Vite 7 for the bundler tests"
  npm ci --no-audit --no-fund --prefix tests/tools/vite7
fi

# The documentation sites and framework apps the element is tested in (tests/package/doc-sites.test.mjs):
# VitePress 1.6, Docusaurus 3.10, Astro 7 with Starlight (and the Node 22 it needs, from npm's
# `node` package), Vue, React and Svelte on Vite 8. Each is pinned by its committed lock file and
# installed with `npm ci`, which leaves the lock file as it is.
for site in tests/sites/*/; do
  site=${site%/}
  # An npm site has a lock file; the mdBook book (tests/sites/mdbook) needs mdbook, below.
  [ -f "$site/package-lock.json" ] || continue
  if [ ! -f "$site/node_modules/.package-lock.json" ] || [ "$site/package-lock.json" -nt "$site/node_modules/.package-lock.json" ]; then
    say "installing the fixture site ${site#tests/sites/}"
    npm ci --no-audit --no-fund --prefix "$site"
  fi
done

# mdBook, for the book whose chapter holds the board (tests/package/mdbook.test.mjs): from
# crates.io, a few minutes cold on 2 cores, so only when missing.
MDBOOK_VERSION=0.5.4
if [ "$(mdbook --version 2>/dev/null | awk '{print $2}')" != "v$MDBOOK_VERSION" ]; then
  say "installing mdbook $MDBOOK_VERSION (a few minutes)"
  cargo install mdbook --locked --version "$MDBOOK_VERSION" --force
fi

# The Python package's tests: a virtual environment in the repo with maturin (builds the
# wheel), Ray and tqdm (the distributed driver's engine and progress bar), pytest and hypothesis
# (the property tests of the ledger readers), numpy (huge-N arrays are read through the buffer
# protocol, as a reader's numpy does) and mypy (its stubtest checks the compiled module's stubs,
# and mypy the installed package), all from PyPI.
MATURIN_VERSION=1.16
RAY_VERSION=2.60
if [ ! -x .venv/bin/python ]; then
  say "creating the Python virtual environment .venv"
  python3 -m venv .venv
fi
if ! .venv/bin/python - "$MATURIN_VERSION" "$RAY_VERSION" <<'PY' 2>/dev/null; then
import sys
from importlib.metadata import version
assert version("maturin").startswith(sys.argv[1] + ".")
assert version("ray").startswith(sys.argv[2] + ".")
version("pytest")
version("hypothesis")
version("numpy")
version("tqdm")
version("mypy")
PY
  say "installing maturin $MATURIN_VERSION, ray $RAY_VERSION, tqdm, pytest, hypothesis, numpy and mypy into .venv"
  .venv/bin/pip install --quiet "maturin==$MATURIN_VERSION.*" "ray==$RAY_VERSION.*" "tqdm>=4.60" "pytest>=8" "hypothesis>=6" "numpy>=2" "mypy>=1.18"
fi

# The notebook widget's tests: JupyterLab (with ipykernel) runs a notebook in headless Chromium,
# nbconvert exports the executed tutorial. anywidget is the package's own dependency; it is
# installed here too so that the wheel, installed with --no-deps, finds it. jsonschema (which
# JupyterLab depends on too) checks the shipped lessons against lesson.schema.json.
if ! .venv/bin/python - <<'PY' 2>/dev/null; then
from importlib.metadata import version
for name in ("jupyterlab", "ipykernel", "nbconvert", "anywidget", "jsonschema", "marimo"):
    version(name)
PY
  say "installing JupyterLab, ipykernel, nbconvert, anywidget, jsonschema and marimo into .venv"
  .venv/bin/pip install --quiet "jupyterlab>=4.6,<5" "ipykernel>=6" "nbconvert>=7" "anywidget>=0.9" "jsonschema>=4.18" "marimo==0.25.*"
fi
