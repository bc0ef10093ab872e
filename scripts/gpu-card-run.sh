#!/usr/bin/env bash
# One measurement of the GPU counter on a machine with an NVIDIA card and no network, beside
# the CUDA counter it is measured against (ygch/n_queens, built there with nvcc), prepared on a
# machine that has the network and the Rust toolchain.
#
#   scripts/gpu-card-run.sh pack DIR [REFERENCE]   here: fill DIR with what the card needs
#   DIR/gpu-card-run.sh [run]                      there: count, check, print one table
#
# pack builds the release CLI (`nqueens`, x86-64 Linux), downloads the Vulkan loader as Debian
# packages (apt-get download libvulkan1: the card's driver brings its Vulkan driver, the ICD,
# but a bare machine may lack the loader) and unpacks it beside them, and copies the CUDA
# reference's source: REFERENCE is a checkout of https://github.com/ygch/n_queens (MIT
# licence, kept with it in DIR/reference; git clone it, it is not part of this repository).
# Without REFERENCE the bundle has no reference and the run says so. DIR then holds
# everything: carry it to the card (scp -r, a tarball) and run DIR/gpu-card-run.sh there.
#
# run (the default when the script lies in a packed DIR): uses the system's Vulkan loader, else
# the carried one; writes an ICD file for the NVIDIA driver if the driver's library is there but
# its ICD file is not (containers often lack it); lists the adapters; builds the reference
# with nvcc for the card's compute capability (CUDA_ARCH, else from nvidia-smi, else 90 for an
# H100/H200), or says "no nvcc" and leaves its column empty; then for each N of SIZES (default
# 16 to 22) counts with `nqueens count N --kernel gpu` (whole process: device start-up and the
# shader's compilation included; the CLI's own counting time beside it) and with the reference
# (`n_queens N REF_ROWS`, default 6 pre-placed rows, as its authors measured), checks every
# count against OEIS A000170 (and A002562 for the project, which also gives the fundamental
# count), and prints one table of times and ratios (reference / project: above 1, the project
# is faster). The whole run ends within BUDGET seconds (default 480): each count gets what is
# left, and an N is skipped when the last N's times, grown nine-fold, would not fit.
#
# Environment: SIZES, BUDGET, ADAPTER (a part of the adapter's name, e.g. "llvmpipe" for the
# correctness run on Mesa's lavapipe), CUDA_ARCH, REF_ROWS, NVCC.
set -uo pipefail

here=$(cd "$(dirname "$0")" && pwd)

A000170=(1 1 0 0 2 10 4 40 92 352 724 2680 14200 73712 365596 2279184 14772512 95815104
    666090624 4968057848 39029188884 314666222712 2691008701644 24233937684440
    227514171973736 2207893435808352 22317699616364044 234907967154122528)
A002562=(1 1 0 0 1 2 1 6 12 46 92 341 1787 9233 45752 285053 1846955 11977939 83263591
    621012754 4878666808 39333324973 336376244042 3029242658210 28439272956934
    275986683743434 2789712466510289 29363495934315694)

pack() {
    local dir=${1:?usage: gpu-card-run.sh pack DIR [REFERENCE]} reference=${2:-}
    local root
    root=$(cd "$here/.." && pwd)
    mkdir -p "$dir/bin" "$dir/debs" "$dir/vulkan"
    dir=$(cd "$dir" && pwd)
    echo "building the release CLI"
    (cd "$root" && cargo build --release --locked --quiet -p nqueens-cli) || exit 1
    cp "${CARGO_TARGET_DIR:-$root/target}/release/nqueens" "$dir/bin/nqueens"
    echo "the Vulkan loader as Debian packages"
    (cd "$dir/debs" && apt-get download libvulkan1) || {
        echo "apt-get download libvulkan1 failed: the bundle relies on the card's loader" >&2
    }
    for deb in "$dir"/debs/*.deb; do
        [ -e "$deb" ] && dpkg -x "$deb" "$dir/vulkan"
    done
    if [ -n "$reference" ]; then
        if [ ! -f "$reference/src/n_queens_cuda.cu" ] || [ ! -f "$reference/LICENSE" ]; then
            echo "$reference is not a checkout of ygch/n_queens (src/n_queens_cuda.cu, LICENSE)" >&2
            exit 1
        fi
        rm -rf "$dir/reference"
        mkdir -p "$dir/reference"
        cp -r "$reference/src" "$reference/LICENSE" "$dir/reference/"
        (cd "$reference" && git rev-parse HEAD 2>/dev/null) >"$dir/reference/COMMIT" || true
    else
        echo "no REFERENCE given: the bundle carries no CUDA reference"
    fi
    cp "$0" "$dir/gpu-card-run.sh"
    chmod +x "$dir/gpu-card-run.sh"
    touch "$dir/.packed"
    echo "packed into $dir ($(du -sh "$dir" | cut -f1)): run $dir/gpu-card-run.sh on the card"
}

# Seconds since the epoch, with fractions.
now() { date +%s.%N; }
minus() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", a - b }'; }
# Whether $1 > $2 (decimals).
greater() { awk -v a="$1" -v b="$2" 'BEGIN { exit !(a > b) }'; }

vulkan_setup() {
    if ! ldconfig -p 2>/dev/null | grep -q 'libvulkan\.so\.1'; then
        local lib
        lib=$(dirname "$(find "$here/vulkan" -name 'libvulkan.so.1' 2>/dev/null | head -1)" 2>/dev/null)
        if [ -n "$lib" ] && [ "$lib" != . ]; then
            export LD_LIBRARY_PATH="$lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
            echo "Vulkan loader: carried ($lib)"
        else
            echo "Vulkan loader: none on the system and none carried"
        fi
    else
        echo "Vulkan loader: the system's"
    fi
    local icd=""
    for d in /usr/share/vulkan/icd.d /etc/vulkan/icd.d /usr/local/share/vulkan/icd.d; do
        [ -z "$icd" ] && icd=$(ls "$d"/nvidia*.json 2>/dev/null | head -1)
    done
    if [ -z "$icd" ] && [ -z "${VK_ICD_FILENAMES:-}" ] &&
        ldconfig -p 2>/dev/null | grep -q 'libGLX_nvidia\.so\.0'; then
        icd="$here/nvidia_icd.json"
        printf '{ "file_format_version": "1.0.0", "ICD": { "library_path": "libGLX_nvidia.so.0", "api_version": "1.3.0" } }\n' >"$icd"
        export VK_ICD_FILENAMES=$icd
        echo "NVIDIA ICD: written ($icd), the driver's library is there but its ICD file is not"
    elif [ -n "$icd" ]; then
        echo "NVIDIA ICD: $icd"
    fi
}

run() {
    local budget=${BUDGET:-480} rows=${REF_ROWS:-6} nvcc=${NVCC:-nvcc}
    local start cli ref="" ref_note=""
    start=$(now)
    read -r -a sizes <<<"${SIZES:-16 17 18 19 20 21 22}"
    cli="$here/bin/nqueens"
    [ -x "$cli" ] || { echo "no CLI at $cli: pack a bundle first (gpu-card-run.sh pack DIR)" >&2; exit 1; }
    # Global: the EXIT trap runs after this function's locals are gone.
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
    vulkan_setup
    command -v nvidia-smi >/dev/null && nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader
    local gpu_args=(--kernel gpu)
    [ -z "${ADAPTER:-}" ] && "$cli" kernels | grep -i -A20 adapter | head -8
    [ -z "${ADAPTER:-}" ] || gpu_args+=(--adapter "$ADAPTER")

    if [ ! -f "$here/reference/src/n_queens_cuda.cu" ]; then
        ref_note="no reference carried (pack with REFERENCE)"
    elif ! command -v "$nvcc" >/dev/null; then
        ref_note="no nvcc: the CUDA reference is not built"
    else
        local arch=${CUDA_ARCH:-}
        [ -n "$arch" ] || arch=$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader 2>/dev/null | head -1 | tr -d '. ')
        [ -n "$arch" ] || arch=90
        local cuda
        cuda=$(dirname "$(dirname "$(command -v "$nvcc")")")
        echo "building the reference with $nvcc for sm_$arch"
        cp -r "$here/reference/src" "$work/ref"
        if (cd "$work/ref" && "$nvcc" -gencode "arch=compute_$arch,code=sm_$arch" \
            -allow-unsupported-compiler -I "$cuda/include" -L "$cuda/lib64" -lcudart \
            n_queens_cuda.cu n_queens.cpp utils.cpp main.cpp -o n_queens -O3 \
            -Xcompiler -fopenmp -D_USE_CONFIG2_ >"$work/nvcc.log" 2>&1); then
            ref="$work/ref/n_queens"
        else
            tail -5 "$work/nvcc.log"
            ref_note="the reference did not build (nvcc failed)"
        fi
    fi
    [ -z "$ref_note" ] || echo "$ref_note"

    local failed=0 last_p="" last_r=""
    local table
    table=$(printf '%3s  %-44s %10s %10s  %10s %10s  %s' N adapter 'wall s' 'count s' 'ref wall' 'ref calc' 'ref/project (wall)')
    for n in "${sizes[@]}"; do
        local elapsed left
        elapsed=$(minus "$(now)" "$start")
        left=$(minus "$budget" "$elapsed")
        local want=${A000170[$n]:-} want_f=${A002562[$n]:-}
        local slowest=${last_p:-0}
        [ -n "$last_r" ] && greater "$last_r" "$slowest" && slowest=$last_r
        if greater "$(awk -v s="$slowest" 'BEGIN { print s * 9 }')" "$left" || ! greater "$left" 5; then
            table+=$'\n'"$(printf '%3s  skipped: %ss left of %ss, the last N took %ss' "$n" "$left" "$budget" "$slowest")"
            continue
        fi
        # The project: whole process, within what is left.
        local t0 out p_wall p_count adapter got got_f
        t0=$(now)
        out=$(timeout --kill-after=5 "${left%.*}" "$cli" count "$n" --json "${gpu_args[@]}" 2>"$work/err")
        local rc=$?
        p_wall=$(minus "$(now)" "$t0")
        if [ $rc -ne 0 ]; then
            table+=$'\n'"$(printf '%3s  the project failed (exit %s): %s' "$n" "$rc" "$(tail -1 "$work/err")")"
            failed=1
            last_p=$p_wall
            continue
        fi
        got=$(grep -o '"solutions":[0-9]*' <<<"$out" | cut -d: -f2)
        got_f=$(grep -o '"fundamental":[0-9]*' <<<"$out" | cut -d: -f2)
        p_count=$(grep -o '"seconds":[0-9.e+-]*' <<<"$out" | cut -d: -f2)
        adapter=$(grep -o '"adapter":"[^"]*"' <<<"$out" | cut -d'"' -f4)
        if [ -n "$want" ] && { [ "$got" != "$want" ] || [ "$got_f" != "$want_f" ]; }; then
            table+=$'\n'"$(printf '%3s  WRONG: the project counted %s (%s fundamental), OEIS says %s (%s)' "$n" "$got" "$got_f" "$want" "$want_f")"
            failed=1
            continue
        fi
        last_p=$p_wall
        # The reference, within what is left.
        local r_wall="-" r_calc="-" ratio="-"
        if [ -n "$ref" ]; then
            elapsed=$(minus "$(now)" "$start")
            left=$(minus "$budget" "$elapsed")
            if greater "$left" 1; then
                t0=$(now)
                out=$(timeout --kill-after=5 "${left%.*}" "$ref" "$n" "$rows" 2>&1)
                rc=$?
                r_wall=$(minus "$(now)" "$t0")
                last_r=$r_wall
                local r_got
                r_got=$(grep -o 'result [0-9]*' <<<"$out" | tail -1 | cut -d' ' -f2)
                r_calc=$(grep -o 'calc time: \[[0-9.]*' <<<"$out" | tail -1 | awk -F'[' '{ printf "%.3f", $2 / 1000 }')
                if [ $rc -ne 0 ] || [ -z "$r_got" ]; then
                    r_wall="failed"
                    r_calc="(exit $rc)"
                elif [ -n "$want" ] && [ "$r_got" != "$want" ]; then
                    r_wall="WRONG:$r_got"
                    failed=1
                else
                    ratio=$(awk -v r="$r_wall" -v p="$p_wall" 'BEGIN { printf "%.2f", r / p }')
                fi
            fi
        fi
        table+=$'\n'"$(printf '%3s  %-44s %10s %10.3f  %10s %10s  %s' "$n" "$adapter" "$p_wall" "$p_count" "$r_wall" "$r_calc" "$ratio")"
    done
    echo
    echo "counts checked against OEIS A000170 / A002562; times in seconds; wall: whole process"
    echo "project: nqueens count N --kernel gpu${ADAPTER:+ --adapter $ADAPTER}; reference: ygch/n_queens N $rows${ref_note:+ ($ref_note)}"
    echo "$table"
    echo "total $(minus "$(now)" "$start") s of a budget of $budget s"
    return $failed
}

case "${1:-}" in
    pack) shift; pack "$@" ;;
    run | "") run ;;
    *) echo "usage: gpu-card-run.sh pack DIR [REFERENCE] | gpu-card-run.sh [run]" >&2; exit 2 ;;
esac
