#!/usr/bin/env bash
# tests/mpi/run.sh — MPI programs with device buffers (issue 14,
# docs/multigpu-mpi.md), each run on 2 ranks that print PASS/FAIL lines:
#   --emu            build with -gpu=emu -mpi and run here with CUFEMU_DEVICES=2,
#                    once with the staging of device buffers forced on
#                    (CUFC_MPI_STAGING=2: it must report staged buffers) and
#                    once off (CUFC_MPI_STAGING=0, as with a CUDA-aware MPI)
#   --build DIR      build native binaries into DIR (for the GPU machine)
#   --run DIR        run them there: staging as the MPI asks (CUDA-aware or
#                    not: MPIX_Query_cuda_support), then forced on
# Skipped, with a line that says so, where mpirun or mpifort is missing.
cd "$(dirname "$0")/../.." && . tests/lib/common.sh
mode=${1:---emu}; dir=${2:-}
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
if ! command -v mpirun >/dev/null || { [ "$mode" != --run ] && ! command -v mpifort >/dev/null; }; then
    echo "SKIP mpi: no mpirun/mpifort here (Open MPI: apt-get install openmpi-bin libopenmpi-dev)"
    finish; exit
fi
mpirun=(mpirun -np 2)
[ "$(id -u)" = 0 ] && mpirun+=(--allow-run-as-root)
mpirun+=(--oversubscribe)
build() { # build NAME OUT FLAGS...
    local name=$1 out=$2; shift 2
    (cd "$work" && "$CUFC" "$@" -mpi -J "$work" "$OLDPWD/tests/mpi/$name" -o "$out") > "$work/log" 2>&1
}
# run_ranks LABEL BINARY STAGING: every rank passes; STAGING=2 must stage
run_ranks() {
    local out rc
    out=$(cd "$work" && env ${3:+CUFC_MPI_STAGING=$3} CUFEMU_DEVICES=2 timeout 300 "${mpirun[@]}" "$2" 2>&1); rc=$?
    if [ $rc -ne 0 ] || [ "$(echo "$out" | grep -c '^PASS')" -lt 2 ] || echo "$out" | grep -q '^FAIL'; then
        bad "$1" "status $rc: $(echo "$out" | grep -m3 -E 'FAIL|rror' | tr '\n' ' ')"
    elif [ "$3" = 2 ] && [ "$(echo "$out" | grep -cE 'MPI staging: [1-9][0-9]* device buffers')" -lt 2 ]; then
        bad "$1" "no device buffer was staged"
    else ok "$1"; fi
}
case $mode in
--emu)
    for f in tests/mpi/*.cuf; do
        name=$(basename "$f")
        if build "$name" "$work/${name%.*}" -gpu=emu; then
            run_ranks "$name (staging on)" "$work/${name%.*}" 2
            run_ranks "$name (staging off)" "$work/${name%.*}" 0
        else bad "$name" "build: $(grep -m2 error "$work/log" | tr '\n' ' ')"; fi
    done ;;
--build)
    mkdir -p "$dir"
    for f in tests/mpi/*.cuf; do
        name=$(basename "$f")
        if build "$name" "$PWD/$dir/${name%.*}" -gpu=cc90; then ok "build $name"
        else bad "build $name" "$(grep -m2 error "$work/log" | tr '\n' ' ')"; fi
    done ;;
--run)
    for b in "$dir"/*; do
        [ -x "$b" ] || continue
        run_ranks "$(basename "$b").cuf (staging as the MPI asks)" "$PWD/$b" ""
        run_ranks "$(basename "$b").cuf (staging on)" "$PWD/$b" 2
    done ;;
esac
finish
