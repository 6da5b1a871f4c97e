#!/usr/bin/env bash
# tests/cuda/run.sh — CUDA Fortran programs that check their own answers
# against a host computation and print PASS.
#   --emu            build with -gpu=emu and run here (CI)
#   --build DIR      build native binaries into DIR (for the GPU machine)
#   --run DIR        run the binaries in DIR (on the GPU machine; no compiler needed)
# Programs are tests/cuda/*.cuf, and *.CUF where they need cpp.
cd "$(dirname "$0")/../.." && . tests/lib/common.sh
mode=${1:---emu}; dir=${2:-}
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
deps() { grep -E "^$1:" tests/cuda/DEPS 2>/dev/null | cut -d: -f2; }
flags() { grep -E "^$1:" tests/cuda/FLAGS 2>/dev/null | cut -d: -f2; }
devices() { grep -E "^$1:" tests/cuda/DEVICES 2>/dev/null | cut -d: -f2 || true; }
build() { # build NAME OUT FLAGS...
    local name=$1 out=$2; shift 2
    local srcs=()
    for d in $(deps "$name"); do srcs+=("tests/cuda/$d"); done
    local extra=($(flags "$name"))
    (cd "$work" && "$CUFC" "$@" "${extra[@]}" -J "$work" "${srcs[@]/#/$OLDPWD/}" "$OLDPWD/tests/cuda/$name" -o "$out") > "$work/log" 2>&1
}
check_run() { # check_run NAME BINARY
    local out
    out=$(cd "$work" && timeout 300 "$2" 2>&1); local rc=$?
    if [ $rc -eq 0 ] && echo "$out" | grep -q '^ *PASS' && ! echo "$out" | grep -q FAIL; then ok "$1"
    else bad "$1" "status $rc: $(echo "$out" | grep -m2 -E 'FAIL|rror' | tr '\n' ' ')"; fi
}
case $mode in
--emu)
    for f in tests/cuda/*.cuf tests/cuda/*.CUF; do
        name=$(basename "$f")
        if build "$name" "$work/${name%.*}" -gpu=emu; then
            for n in $(devices "$name"); do
                CUFEMU_DEVICES=$n check_run "$name (CUFEMU_DEVICES=$n)" "$work/${name%.*}"
            done
            [ -n "$(devices "$name")" ] || check_run "$name" "$work/${name%.*}"
        else bad "$name" "build: $(grep -m2 error "$work/log" | tr '\n' ' ')"; fi
    done ;;
--build)
    mkdir -p "$dir"
    for f in tests/cuda/*.cuf tests/cuda/*.CUF; do
        name=$(basename "$f")
        if build "$name" "$PWD/$dir/${name%.*}" -gpu=cc90; then ok "build $name"
        else bad "build $name" "$(grep -m2 error "$work/log" | tr '\n' ' ')"; fi
    done ;;
--run)
    for b in "$dir"/*; do
        [ -x "$b" ] && check_run "$(basename "$b").cuf" "$PWD/$b"
    done ;;
esac
finish
