#!/usr/bin/env bash
# tests/cudalib/run.sh — CUDA Fortran programs that call the CUDA libraries
# through cufc's modules (cublas and its BLAS names, cublas_v2 and the batched
# routines, cusolverDn, the cuSPARSE generic API, curand, nvtx).  Each checks
# its results against a host computation and prints PASS/FAIL lines; its first
# line `! cudalib: LIBS` gives the -cudalib option, a second `! flags: ...`
# other options.
#   --check        (default; CI, no GPU) each program compiles and links
#                  natively, and with -gpu=emu (the libraries on the CPU:
#                  runtime/emu/lib_*.c) runs and passes; each program of
#                  not_emulated/ stops with the message its header gives
#   --build DIR    build native binaries into DIR (for the GPU machine;
#                  rpath $CUDA/lib64 for the libraries)
#   --run DIR      run the binaries of DIR (on the GPU machine)
cd "$(dirname "$0")/../.." && . tests/lib/common.sh
CUDA=${CUDA:-/usr/local/cuda}
mode=${1:---check}; dir=${2:-}
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
build() { # build NAME OUT FLAGS...
    local name=$1 out=$2; shift 2
    local libs flags; libs=$(sed -n '1s/^! cudalib: *//p' "tests/cudalib/$name")
    flags=$(sed -n '2s/^! flags: *//p' "tests/cudalib/$name")
    (cd "$work" && "$CUFC" "$@" ${libs:+-cudalib=$libs} $flags -J "$work" "$OLDPWD/tests/cudalib/$name" -o "$out") \
        > "$work/log" 2>&1
}
case $mode in
--check)
    for f in tests/cudalib/*.cuf; do
        name=$(basename "$f")
        if build "$name" "$work/${name%.cuf}" -gpu=cc90; then ok "$name: compiles and links"
        else bad "$name: build" "$(grep -m2 -i error "$work/log" | tr '\n' ' ')"; continue; fi
        if ! build "$name" "$work/${name%.cuf}.emu" -gpu=emu; then
            bad "$name: -gpu=emu build" "$(grep -m2 -i error "$work/log" | tr '\n' ' ')"
        else run_checks "$name (emu)" "$work/${name%.cuf}.emu"; fi
    done
    for f in tests/cudalib/not_emulated/*.cuf; do
        name=not_emulated/$(basename "$f")
        want=$(sed -n 's/^!   \(cufc: error: .*\)/\1/p' "$f")
        if ! build "$name" "$work/stop" -gpu=emu; then bad "$name: -gpu=emu build" "$(head -2 "$work/log")"
        elif (cd "$work" && ./stop) > "$work/out" 2>&1; then bad "$name: ran to the end" "$(head -2 "$work/out")"
        elif [ "$(cat "$work/out")" = "$want" ]; then ok "$name: stops with '$want'"
        else bad "$name: wrong message" "$(head -2 "$work/out")"; fi
    done ;;
--build)
    mkdir -p "$dir"
    for f in tests/cudalib/*.cuf; do
        name=$(basename "$f")
        if build "$name" "$PWD/$dir/${name%.cuf}" -gpu=cc90 -Wl,-rpath,"$CUDA/lib64"; then ok "build $name"
        else bad "build $name" "$(grep -m2 -i error "$work/log" | tr '\n' ' ')"; fi
    done ;;
--run)
    export LD_LIBRARY_PATH="$CUDA/lib64:${LD_LIBRARY_PATH:-}"
    for b in "$dir"/*; do
        [ -x "$b" ] && [ "${b%.out}" = "$b" ] && run_checks "$(basename "$b").cuf" "$PWD/$b"
    done ;;
*) sed -n '2,13p' "$0" >&2; exit 2 ;;
esac
finish
