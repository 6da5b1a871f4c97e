#!/usr/bin/env bash
# tests/gpu.sh — the GPU test run, in two halves because the GPU machine has
# no gfortran:
#   tests/gpu.sh build      here: build cufc, the runtime tests and every program
#                           test natively (sm_90) into .dev/ (git-ignored)
#   tests/gpu.sh run        there, from the repository root with .dev/ carried
#                           along: run them all; prints "N passed, N failed" last
set -u
cd "$(dirname "$0")/.."
case ${1:-} in
build)
    make -s -j2 || exit 1
    rm -rf .dev && mkdir -p .dev/cuda .dev/runtime .dev/modules
    tests/cuda/run.sh --build .dev/cuda
    [ -x tests/runtime/run.sh ] && tests/runtime/run.sh --native .dev/runtime
    [ -x tests/modules/run.sh ] && tests/modules/run.sh build-native .dev/modules
    true ;;
run)
    . tests/lib/common.sh
    nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
    for b in .dev/cuda/* .dev/runtime/* .dev/modules/*; do
        [ -f "$b" ] && [ -x "$b" ] || continue
        name=${b#.dev/}
        out=$(timeout 120 "$b" 2>&1); rc=$?
        if [ $rc -eq 0 ] && ! echo "$out" | grep -q FAIL; then ok "$name"
        else bad "$name" "status $rc: $(echo "$out" | grep -m2 -E 'FAIL|rror' | tr '\n' ' ')"; fi
    done
    finish ;;
*) sed -n '2,8p' "$0"; exit 2 ;;
esac
