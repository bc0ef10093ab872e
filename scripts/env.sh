# Sourced by the scripts: puts cargo's tools and npm's wasm-opt (binaryen 132; Debian's 108 is
# too old for what rustc emits) first on PATH, and points the tests at Debian's Chromium.
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
export CHROMIUM="${CHROMIUM:-/usr/bin/chromium}"
export CHROMEDRIVER="${CHROMEDRIVER:-/usr/bin/chromedriver}"
