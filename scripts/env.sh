# Sourced by the scripts: puts cargo's tools and npm's wasm-opt (binaryen 132; Debian's 108 is
# too old for what rustc emits) first on PATH, and points the tests at Debian's Chromium.
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
export CHROMIUM="${CHROMIUM:-/usr/bin/chromium}"
export CHROMEDRIVER="${CHROMEDRIVER:-/usr/bin/chromedriver}"
# Mesa's Vulkan drivers look for a session's runtime folder and print an error line for every
# device they open when there is none (a CI job, a container): give the GPU tests one.
if [ -z "${XDG_RUNTIME_DIR:-}" ]; then
  XDG_RUNTIME_DIR="${TMPDIR:-/tmp}/nqueens-runtime-$(id -u)"
  mkdir -p "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
  export XDG_RUNTIME_DIR
fi
