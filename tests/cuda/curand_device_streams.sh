#!/usr/bin/env bash
# tests/cuda/curand_device_streams.sh — does module curand_device give
# cuRAND's numbers in emulation?  tests/cuda/curand_device_streams.cuf prints
# the first values of each generator for fixed seeds, sequences and offsets
# ("stream ..." lines); this script compares the emulator's with a GPU's.
#   --emu [OUT]      build it with -gpu=emu, run it here, write its stream
#                    lines to OUT (default: standard output)
#   --compare FILE   FILE: the output of the native program on a GPU, e.g.
#                    after tests/gpu.sh build, on the GPU machine:
#                      .dev/cuda/curand_device_streams > curand_gpu.txt
#                    run --emu here and compare line by line: curand,
#                    uniforms, Poisson counts and the values after skipahead
#                    and skipahead_sequence exactly; normals and log-normals
#                    within 2e-5 (single) / 1e-12 (double) of max(1, |value|)
#                    (the GPU's __sincosf/logf against the host's sinf/logf).
#                    Prints each difference, "N values equal, N differ",
#                    and fails if any differs.
#   --nvcc           the same comparison, without a GPU, with the lines of
#                    curand_device_streams_ref.cu: NVIDIA's curand_kernel.h
#                    compiled for the host by nvcc (its host paths: sinf/logf
#                    where the GPU uses intrinsics, so the normals agree more
#                    closely than a GPU's)
cd "$(dirname "$0")/../.." && . tests/lib/common.sh
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
emu_streams() { # emu_streams OUT
    (cd "$work" && "$CUFC" -gpu=emu -o streams "$OLDPWD/tests/cuda/curand_device_streams.cuf") >"$work/log" 2>&1 \
        || { echo "build failed:"; cat "$work/log"; exit 1; }
    "$work/streams" >"$work/out" || { echo "the emulated program failed:"; tail -3 "$work/out"; exit 1; }
    grep '^stream ' "$work/out" >"$1"
}
case ${1:-} in
--emu)
    emu_streams "$work/streams.txt"
    if [ -n "${2:-}" ]; then cp "$work/streams.txt" "$2"; else cat "$work/streams.txt"; fi ;;
--compare|--nvcc)
    if [ "$1" = --nvcc ]; then
        nvcc -O2 -DQUALIFIERS="static __forceinline__ __host__ __device__" -o "$work/ref" \
            tests/cuda/curand_device_streams_ref.cu >"$work/log" 2>&1 || { cat "$work/log"; exit 1; }
        "$work/ref" >"$work/ref.txt" && set -- --compare "$work/ref.txt"
    fi
    [ -r "${2:-}" ] || { echo "usage: $0 --compare FILE"; exit 2; }
    emu_streams "$work/emu.txt"
    grep '^stream ' "$2" >"$work/gpu.txt"
    [ -s "$work/gpu.txt" ] || { echo "$2 has no stream lines"; exit 1; }
    # key: generator, seed, sequence, offset, routine, index; value last
    awk 'NR == FNR { want[$2 " " $3 " " $4 " " $5 " " $6 " " $7] = $8; next }
         { key = $2 " " $3 " " $4 " " $5 " " $6 " " $7
           if (!(key in want)) { print "only in the emulator: " $0; differ++; next }
           g = want[key]; e = $8; delete want[key]
           if ($6 ~ /normal/) {
               tol = ($6 ~ /double/ ? 1e-12 : 2e-5) * (g < 0 ? (g < -1 ? -g : 1) : (g > 1 ? g : 1))
               same = (e - g <= tol && g - e <= tol)
           } else same = (e == g)
           if (same) equal++
           else { print "differs: " key ": GPU " g ", emulator " e; differ++ } }
         END { for (k in want) { print "only on the GPU: " k; differ++ }
               printf "%d values equal, %d differ\n", equal, differ; exit differ > 0 }' \
        "$work/gpu.txt" "$work/emu.txt" ;;
*) sed -n '2,22p' "$0"; exit 2 ;;
esac
