#!/usr/bin/env bash
# tests/syntax/run_listings.sh — the complete programs among the spec's
# listings (the book's, the guide's, the kernel-loop article's; issue 18:
# "every book listing that is a complete program builds and passes in
# emulation") built with -gpu=emu (DEPS first, FLAGS, the CUDA libraries,
# -mpi and 2 ranks for MPI programs) and run with CUFEMU_DEVICES=2; what
# each must print is in tests/syntax/RUNS.
#   run_listings.sh              build and run each in emulation, here
#   run_listings.sh --build DIR  here: build each natively (sm_90) into DIR
#   run_listings.sh --run DIR    on the GPU machine (tests/gpu.sh run): run them
cd "$(dirname "$0")/../.." && . tests/lib/common.sh
mode=${1:-emu} out=${2:-}
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
field() { grep -E "^$1:" "$2" 2>/dev/null | head -1 | cut -d: -f2- | sed 's/^ *//'; }
mpirun=(mpirun -np 2 --oversubscribe --mca btl_vader_single_copy_mechanism none)
[ "$(id -u)" = 0 ] && mpirun+=(--allow-run-as-root)
# check NAME DIR RULE STATUS: the verdict on DIR/run.log
check() {
    local n=$1 dir=$2 rule=$3 rc=$4
    if [ "$rc" -ne 0 ]; then bad "$n" "exit status $rc: $(tail -2 "$dir/run.log" | tr '\n' ' ')"
    elif grep -qE 'runtime error|cufemu: error|FAIL|\*\*\* Failed' "$dir/run.log"; then
        bad "$n" "$(grep -m2 -E 'runtime error|cufemu: error|FAIL|\*\*\* Failed' "$dir/run.log" | tr '\n' ' ')"
    elif [ "${rule%% *}" = expect ] && ! grep -qE -- "${rule#expect }" "$dir/run.log"; then
        bad "$n" "no line matches '${rule#expect }': $(tail -2 "$dir/run.log" | tr '\n' ' ')"
    else ok "$n"; fi
}
if [ "$mode" = --run ]; then
    export LD_LIBRARY_PATH="/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}"
    for dir in "$out"/*/; do
        dir=${dir%/}; [ -x "$dir/prog" ] || continue
        n=$(cat "$dir/name")
        if grep -qx "$n" tests/syntax/TWO_GPUS && [ "$(nvidia-smi -L 2>/dev/null | wc -l)" -lt 2 ]; then
            echo "SKIP $n: needs two GPUs (tests/syntax/TWO_GPUS)"; continue
        fi
        run=(); [ -f "$dir/mpi" ] && run=("${mpirun[@]}")
        (cd "$dir" && timeout 120 "${run[@]}" ./prog < /dev/null) > "$dir/run.log" 2>&1
        check "$n" "$dir" "$(cat "$dir/rule")" $?
    done
    finish; exit
fi
for f in tests/syntax/*.cuf tests/syntax/*.CUF tests/syntax/*.f90 tests/syntax/*.F90; do
    n=$(basename "$f")
    grep -qiE '^ *program ' "$f" || continue
    grep -q "^$n:" tests/syntax/KNOWN_GAPS && continue
    rule=$(field "$n" tests/syntax/RUNS)
    case $rule in skip*) echo "SKIP $n: ${rule#skip }"; continue ;; esac
    srcs=()
    for d in $(field "$n" tests/syntax/DEPS); do srcs+=("$PWD/tests/syntax/$d"); done
    srcs+=("$PWD/$f")
    flags=($(field "$n" tests/syntax/FLAGS) $(field "syntax/$n" tests/backends/FLAGS))
    run=()
    if grep -qiE '^ *use mpi|mpif\.h' "${srcs[@]}"; then
        if ! command -v mpirun >/dev/null || ! command -v mpifort >/dev/null; then
            echo "SKIP $n: no MPI here"; continue
        fi
        flags+=(-mpi); run=("${mpirun[@]}")
    fi
    target=(-gpu=emu)
    dir="$work/${n%.*}"
    if [ "$mode" = --build ]; then
        target=(-gpu=cc90 -Wl,-rpath,/usr/local/cuda/lib64)
        dir="$out/${n%.*}"
    fi
    rm -rf "$dir"; mkdir -p "$dir"
    if ! (cd "$dir" && "$CUFC" "${target[@]}" -cuda -cudalib=cublas,cufft,curand "${srcs[@]}" "${flags[@]}" -o prog) \
        > "$dir/build.log" 2>&1; then
        bad "$n" "build: $(grep -m2 -iE 'error' "$dir/build.log" | tr '\n' ' ')"
        [ "$mode" = --build ] && rm -rf "$dir"
        continue
    fi
    if [ "$mode" = --build ]; then
        echo "$n" > "$dir/name"; echo "$rule" > "$dir/rule"; [ ${#run[@]} -gt 0 ] && : > "$dir/mpi"
        strip "$dir/prog"; rm -f "$dir"/*.mod "$dir"/*.cufmod "$dir"/*.o
        ok "build $n"; continue
    fi
    (cd "$dir" && CUFEMU_DEVICES=2 timeout 120 "${run[@]}" ./prog < /dev/null) > "$dir/run.log" 2>&1
    check "$n" "$dir" "$rule" $?
done
finish
