#!/usr/bin/env bash
# tests/randgen/run.sh — differential testing with random CUDA Fortran
# programs (tests/randgen/README):
#   run.sh N [SEED]            generate programs SEED..SEED+N-1 (SEED default 1),
#                              run each with cufc -gpu=emu and as plain Fortran
#                              (gfortran), compare (farm.sh, in batches of 10);
#                              failures are kept in build/randgen/fail/SEED;
#                              "N passed, N failed" last
#   run.sh --build N SEED DIR  here: build native (sm_90) binaries into DIR/SEED
#                              with the host and emulation results, and the
#                              comparer DIR/randgen, to ship to a GPU machine
#   run.sh --run DIR           there: run DIR/*/prog, compare with the recorded
#                              results, one line per program
cd "$(dirname "$0")/../.." && . tests/lib/common.sh
ROOT=$PWD
GEN=$ROOT/build/randgen/randgen
build_gen() {
    mkdir -p build/randgen
    [ "$GEN" -nt tests/randgen/randgen.c ] ||
        gcc -std=c11 -O2 -Wall -Wextra -Werror -o "$GEN" tests/randgen/randgen.c -lm || exit 1
}
# run_prog DIR BINARY OUTPUT: a program's results, its status on failure
run_prog() {
    (cd "$1" && timeout 120 "$2" > "$3" 2> "$3.err") || echo "exit status $?" >> "$3.err"
}
# emu_vs_host DIR SEED: generate, build both ways, run, compare (the reason
# on stdout when they differ)
emu_vs_host() {
    local d=$1 seed=$2
    "$GEN" gen "$seed" "$d" || { echo "generator failed"; return 1; }
    (cd "$d" && gfortran -O1 -o host prog.f90 > host.log 2>&1) || { echo "gfortran: $(head -3 "$d/host.log")"; return 1; }
    (cd "$d" && "$CUFC" -gpu=emu -o emu prog.cuf > emu.log 2>&1) || { echo "cufc: $(grep -m3 error "$d/emu.log")"; return 1; }
    run_prog "$d" ./host host.out
    [ -s "$d/host.out.err" ] && { echo "host run: $(head -3 "$d/host.out.err")"; return 1; }
    run_prog "$d" ./emu emu.out
    [ -s "$d/emu.out.err" ] && { echo "emulation run: $(head -3 "$d/emu.out.err")"; return 1; }
    "$GEN" cmp "$d/prog.tol" "$d/host.out" "$d/emu.out"
}
case ${1:-} in
--build)
    build_gen
    count=$2 seed=$3 dir=$4
    mkdir -p "$dir" && cp "$GEN" "$dir/randgen"
    for ((s = seed; s < seed + count; s++)); do
        d=$dir/$s
        rm -rf "$d" && mkdir -p "$d"
        if ! why=$(emu_vs_host "$d" "$s"); then bad "seed $s" "$why"; continue; fi
        if (cd "$d" && "$CUFC" -gpu=cc90 -o prog prog.cuf > native.log 2>&1); then
            strip "$d/prog"; rm -f "$d"/{host,emu,*.mod,*.cufmod,*.o}; ok "build seed $s"
        else bad "build seed $s" "$(grep -m3 error "$d/native.log")"; fi
    done ;;
--run)
    dir=$2
    printf '%-8s %-9s %s\n' seed emu-host gpu-host
    for d in "$dir"/*/; do
        d=${d%/}; s=$(basename "$d")
        [ -x "$d/prog" ] || continue
        run_prog "$d" ./prog gpu.out
        if [ -s "$d/gpu.out.err" ]; then why="run: $(head -2 "$d/gpu.out.err" | tr '\n' ' ')"
        elif why=$("$dir/randgen" cmp "$d/prog.tol" "$d/host.out" "$d/gpu.out" 2>&1); then why=""
        else why=$(echo "${why:-comparison failed}" | tr '\n' ' '); fi
        if [ -z "$why" ]; then ok "$(printf '%-8s %-9s %s' "$s" same same)"
        else bad "$(printf '%-8s %-9s %s' "$s" same DIFFERS)" "$why"; fi
    done ;;
[0-9]*)
    count=$1 seed=${2:-1}
    work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
    tests/randgen/farm.sh -j "$(nproc)" -b 10 -o "$work" emu "$seed" "$count" > "$work/log" 2>&1
    [ "$(wc -l < "$work/results")" -eq "$count" ] || bad "farm.sh" "$(tail -5 "$work/log")"
    while read -r s verdict why; do
        if [ "$verdict" = pass ]; then ok "seed $s"; continue; fi
        keep=build/randgen/fail/$s
        rm -rf "$keep" && mkdir -p "$(dirname "$keep")" && cp -r "$work/fail/$s" "$keep"
        bad "seed $s" "$verdict $why (kept in $keep)"
    done < "$work/results" ;;
*) sed -n '2,12p' "$0"; exit 2 ;;
esac
finish
