#!/usr/bin/env bash
# Times both test tiers, cold and warm, in one run: what the README's "how long the tests take"
# reports. Cold means a fresh clone (no target/, no node_modules/, no dist/, no .venv) on a machine
# where scripts/setup.sh has already installed the system packages and cargo tools, with the
# registries' download caches as they are; warm means the same clone right after a passing run.
#
#   ./scripts/time-tiers.sh [COMMIT]    (default HEAD; prints a table and leaves the logs in
#                                        ${TIERS_DIR:-/tmp/nqueens-tiers}/*.log)
#
# Order: the full tier cold in one clone (what CI runs), the quick tier warm in it, the quick tier
# cold in a second clone, the full tier warm in the first. Each row prints as its run ends (and goes
# to table.txt), so a run cut short still says what it measured. Each tier's own last line
# ("== quick tier: 231s in all") is the time reported, so the table and the logs agree. Takes about
# two hours on two cores; run it on an idle machine, or say what else was running (each row prints
# the load average seen at its start and end).
set -euo pipefail
cd "$(dirname "$0")/.."
commit=$(git rev-parse "${1:-HEAD}")
dir=${TIERS_DIR:-/tmp/nqueens-tiers}
rm -rf "$dir"
mkdir -p "$dir"

clone() {
  git clone -q --no-hardlinks "$PWD" "$dir/$1"
  git -C "$dir/$1" checkout -q "$commit"
}

run() { # name clone tier...
  local name=$1 where=$2
  shift 2
  local load
  load=$(cut -d' ' -f1 /proc/loadavg)
  echo "[time-tiers] $name (load average $load) — log: $dir/$name.log"
  if ! (cd "$dir/$where" && CI=true ./scripts/test.sh "$@") >"$dir/$name.log" 2>&1; then
    echo "[time-tiers] $name FAILED; see $dir/$name.log" >&2
    exit 1
  fi
  local seconds
  seconds=$(sed -n 's/^== [a-z]* tier: \([0-9]*\)s in all.*/\1/p' "$dir/$name.log" | tail -1)
  printf '%-11s %6ss  %5.1f min   load average at start %s, at end %s\n' "$name" "$seconds" \
    "$(awk "BEGIN{print $seconds/60}")" "$load" "$(cut -d' ' -f1 /proc/loadavg)" | tee -a "$dir/table.txt"
}

echo "commit $commit on $(nproc) cores, $(date -u +%Y-%m-%dT%H:%MZ)" | tee "$dir/table.txt"
clone full
run "full cold" full
run "quick warm" full quick
clone quick
run "quick cold" quick quick
rm -rf "$dir/quick"
run "full warm" full
