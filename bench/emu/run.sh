#!/usr/bin/env bash
# bench/emu/run.sh — the emulator's speed table (bench/README.md, section
# "Emulation"): kernels.cuf built with `cufc -O2 -gpu=emu`, run with one
# host thread (CUFEMU_THREADS=1) and with all of them, against serial.f90
# built with `gfortran -O2`.  Each program runs RUNS times (default 5) and
# each row keeps the best time, so that other work on the machine counts
# as little as possible.  Needs no GPU.
#   bench/emu/run.sh [RUNS]
set -eu
cd "$(dirname "$0")/../.."
CUFC=${CUFC:-$PWD/build/bin/cufc}
runs=${1:-5}
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
(cd "$work" && "$CUFC" -O2 -gpu=emu "$OLDPWD/bench/emu/kernels.cuf" -o emu) >/dev/null
gfortran -O2 bench/emu/serial.f90 -o "$work/serial"
gfortran -O2 -fno-tree-vectorize bench/emu/serial.f90 -o "$work/scalar"
cores=$(getconf _NPROCESSORS_ONLN)
for i in $(seq "$runs"); do
    CUFEMU_THREADS=1 "$work/emu" | sed 's/^/one /'
    "$work/emu" | sed 's/^/all /'
    "$work/serial" | sed 's/^/gfortran /'
    "$work/scalar" | sed 's/^/scalar /'
done > "$work/times"
echo "| kernel | CUDA threads | 1 host thread: threads/s | ns/thread | gfortran -O2: ns/iteration | ratio | gfortran -O2 -fno-tree-vectorize | ratio | $cores host threads: threads/s | speed-up (wall) |"
echo "|---|---|---|---|---|---|---|---|---|---|"
# fields: run name threads wall-seconds cpu-seconds; best (least) of each
awk '{ k = $1 " " $2; n[$2] = $3
       if (!(k in wall) || $4 < wall[k]) wall[k] = $4
       if (!(k in cpu) || $5 < cpu[k]) cpu[k] = $5 }
     END {
       split("saxpy horner transpose", rows, " ")
       for (r = 1; r <= 3; r++) {
         name = rows[r]; one = cpu["one " name]; gf = cpu["gfortran " name]; sc = cpu["scalar " name]
         printf "| %s | %d | %.3g | %.2f | %.2f | %.1fx | %.2f | %.1fx | %.3g | %.2fx |\n", name, n[name],
                n[name] / one, 1e9 * one / n[name], 1e9 * gf / n[name], one / gf, 1e9 * sc / n[name], one / sc,
                n[name] / wall["all " name], wall["one " name] / wall["all " name]
       }
     }' "$work/times"
echo
echo "best of $runs runs (CPU time for the one-thread and gfortran columns, wall time for the"
echo "all-threads column and the speed-up); $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'),"
echo "$cores cores, load average $(cut -d' ' -f1 /proc/loadavg) when it ended"
