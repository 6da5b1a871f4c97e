#!/usr/bin/env bash
# tests/gpu.sh — the GPU test run, in two halves because the GPU machine has
# no gfortran:
#   tests/gpu.sh build   here: build cufc and, natively for sm_90, every program
#                        test (.dev/cuda), the MPI programs (.dev/mpi), the
#                        accelerator programs (.dev/acc; .dev/acc_gnu: the
#                        OpenACC ones by gfortran's offload), the seeded bugs of
#                        the emulator's checks, native and emulated
#                        (.dev/emucheck), the planted run-time errors that host
#                        code reports (.dev/emu), the CUDA-library programs
#                        (.dev/cudalib), the runtime tests, the cudafor and
#                        library-module tests (.dev/libs, build/tests/...), the spec's
#                        complete listings (.dev/listings)
#   tests/gpu.sh run     there, from the repository root, with .dev,
#                        build/tests/runtime/native and build/tests/modules/bin
#                        carried along: run them all; "N passed, N failed" last
set -u
cd "$(dirname "$0")/.."
case ${1:-} in
build)
    make -s -j2 || exit 1
    rm -rf .dev && mkdir -p .dev/cuda .dev/acc .dev/acc_gnu .dev/cudalib .dev/libs .dev/mpi .dev/emucheck .dev/emu
    tests/cuda/run.sh --build .dev/cuda | tail -1
    strip .dev/cuda/* 2>/dev/null
    tests/mpi/run.sh --build .dev/mpi | tail -1
    tests/acc/run.sh --build .dev/acc | tail -1
    strip .dev/acc/* 2>/dev/null
    tests/acc/run.sh --gnu-build .dev/acc_gnu | tail -1
    tests/emucheck/run.sh --build .dev/emucheck | tail -1
    tests/emu/run.sh --build .dev/emu | tail -1
    tests/cudalib/run.sh --build .dev/cudalib | tail -1
    strip .dev/cudalib/* 2>/dev/null
    tests/runtime/run.sh --native | tail -1
    tests/modules/run.sh bin | tail -1
    tests/modules/libs/run.sh bin .dev/libs | tail -1
    tests/syntax/run_listings.sh --build .dev/listings | tail -1
    strip .dev/libs/t_* 2>/dev/null
    true ;;
run)
    nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
    total_p=0 total_f=0
    for suite in "tests/cuda/run.sh --run .dev/cuda" "tests/acc/run.sh --run .dev/acc" "tests/acc/run.sh --run .dev/acc_gnu" \
                 "tests/emucheck/run.sh --run .dev/emucheck" "tests/emu/run.sh --run .dev/emu" "tests/cudalib/run.sh --run .dev/cudalib" \
                 "tests/runtime/run.sh --native --run --prebuilt" \
                 "tests/modules/run.sh native" "tests/modules/libs/run.sh run .dev/libs" \
                 "tests/mpi/run.sh --run .dev/mpi" "tests/syntax/run_listings.sh --run .dev/listings"; do
        echo "=== $suite"
        out=$(bash $suite 2>&1); echo "$out" | grep -vE '^PASS'
        last=$(echo "$out" | grep -E '^[0-9]+ passed, [0-9]+ failed' | tail -1)
        p=${last%% passed*}; f=${last#*, }; f=${f%% failed*}
        total_p=$((total_p + ${p:-0})); total_f=$((total_f + ${f:-1}))
    done
    echo "$total_p passed, $total_f failed" ;;
*) sed -n '2,9p' "$0"; exit 2 ;;
esac
