#!/usr/bin/env bash
# tests/randgen/farm.sh — random-program differential testing on a many-core
# machine (tests/randgen/README, "The farm"): programs in batches (randgen
# batch), many batches at once.
#   farm.sh [-j JOBS] [-t SECONDS] [-b BATCH] [-o DIR] emu|gpu FIRST COUNT
#       seeds FIRST..FIRST+COUNT-1; emu: cufc -gpu=emu against the plain
#       Fortran ($FC); gpu: also cufc -gpu=cc90, run on the visible GPUs in
#       turn (CUDA_VISIBLE_DEVICES), against the same host results
#   -j JOBS     batches at once (default: the processors online)
#   -t SECONDS  wall time: start no batch that would end later (judged by the
#               slowest so far), kill those still running then (not counted)
#   -b BATCH    programs per batch (default 50)
#   -o DIR      results (default build/randgen/farm): DIR/results, one line
#               per seed; DIR/fail/SEED, a failing program's sources and what
#               differed; batches already in DIR are skipped (resumable)
#   farm.sh --table DIR   the table of everything in DIR
# Environment: CUFC (default build/bin/cufc), FC (gfortran; cufc's too,
# CUFC_GFORTRAN, unless set), CC (gcc, for the generator), FFLAGS (-O1),
# EMU_FLAGS (-O0), GPU_FLAGS (-O0), EMU_CHECK (the emulator's checks,
# CUFEMU_CHECK: all), RUN_TIMEOUT (seconds per run of a batch, 120).
# Needs bash, coreutils and the compilers.
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
# absolute: the batches run in their own directories
absolute() { case $1 in /* | "") echo "$1" ;; */*) echo "$PWD/$1" ;; *) echo "$1" ;; esac; }
CUFC=$(absolute "${CUFC:-$ROOT/build/bin/cufc}") FC=$(absolute "${FC:-gfortran}")
[ -n "${CUFC_PREFIX:-}" ] && export CUFC_PREFIX=$(absolute "$CUFC_PREFIX")
export CUFC_GFORTRAN=${CUFC_GFORTRAN:-$FC} # cufc's host compiler: the same gfortran
export CUFC FC FFLAGS=${FFLAGS:--O1} EMU_FLAGS=${EMU_FLAGS:--O0} GPU_FLAGS=${GPU_FLAGS:--O0} \
       EMU_CHECK=${EMU_CHECK:-all} RUN_TIMEOUT=${RUN_TIMEOUT:-120} CUFEMU_THREADS=1
SCRIPT=$ROOT/tests/randgen/farm.sh
usage() { awk 'NR > 1 && !/^#/ { exit } NR > 1' "$SCRIPT"; exit 2; }

# table DIR [FIRST LAST WALL]: DIR/results (every seed's line, sorted) and
# the counts of seeds FIRST..LAST, with their batches' CPU seconds
table() {
    local dir=$1
    cat "$dir"/res/* 2>/dev/null | sort -n > "$dir/results"
    cat "$dir"/stats/* 2>/dev/null | awk -v lo="${2:-0}" -v hi="${3:-1e18}" -v wall="${4:--}" '
        FILENAME == "-" { if ($1 >= lo && $1 <= hi) cpu += $3; next }
        $1 >= lo && $1 <= hi { n[$2]++; all++; if ($2 != "build" && $2 != "not-run" && / gpu=/) gpu++ }
        END {
            printf "%-9s %-8s %-8s %-8s %-8s %-8s %-8s %-8s %-8s %-7s %s\n", "programs", "on-gpu", "passed", "differs",
                   "checks", "crashed", "build", "not-run", "cpu-s", "wall-s", "programs/cpu-s"
            printf "%-9d %-8d %-8d %-8d %-8d %-8d %-8d %-8d %-8.0f %-7s %.2f\n", all - n["build"] - n["not-run"], gpu,
                   n["pass"], n["differs"], n["checks"], n["crash"], n["build"], n["not-run"], cpu, wall,
                   (cpu > 0 ? all / cpu : 0)
        }' - "$dir/results"
}

# run_exe EXE OUT FIRST LAST: runs a batch executable into OUT; when it dies
# in a program (the last "seed S" it printed), again from the next one
run_exe() {
    local exe=$1 out=$2 from=$3 last=$4 s rc
    : > "$out"; : > "$out.err"
    while :; do
        # (bash's own "Aborted" when one dies goes nowhere)
        { timeout --foreground -k 5 "$RUN_TIMEOUT" "./$exe" "$from" >> "$out" 2>> "$out.err"; } 2> /dev/null && return
        rc=$?
        s=$(grep '^seed ' "$out" | tail -1 | cut -d' ' -f2)
        echo "exit status $rc in seed ${s:-?}" >> "$out.err"
        [ -n "$s" ] && [ "$s" -ge "$from" ] && [ "$s" -lt "$last" ] || return
        from=$((s + 1))
    done
}

# keep SEED BATCHDIR: the failing program alone (randgen gen) and the batch's
# logs and differences, in DIR/fail/SEED
keep() {
    local k=$DIR/fail/$1
    rm -rf "$k" && mkdir -p "$k" && "$GEN" gen "$1" "$k"
    cp "$2"/*.log "$2"/*.err "$k"/ 2>/dev/null
    for c in "$2"/cmp.*; do
        [ -f "$c" ] && awk -v s="$1" '$1 == "seed" { on = $2 == s } on' "$c" > "$k/${c##*.}.diff"
    done
    [ -f "$2/checks" ] && awk -v s="$1" '$1 == s { sub(/^[0-9]+ /, ""); print }' "$2/checks" > "$k/emu.checks"
}

# batch FIRST COUNT GPU: one batch, built and run, a line per seed into
# DIR/res/FIRST; when a build fails, each program alone
batch() {
    local first=$1 count=$2 gpu=$3 last=$(($1 + $2 - 1)) d=$DIR/work/$1+$2 s failed="" ways=emu start=$SECONDS
    [ "$MODE" = gpu ] && ways="emu gpu"
    rm -rf "$d" && mkdir -p "$d" && cd "$d" || exit 1
    "$GEN" batch "$first" "$count" . || exit 1
    timeout --foreground 600 "$FC" $FFLAGS -o host prog.f90 > host.log 2>&1 || failed="gfortran: $(grep -m1 -i error host.log)"
    timeout --foreground 600 "$CUFC" -gpu=emu $EMU_FLAGS -o emu prog.cuf > emu.log 2>&1 ||
        failed=${failed:-"cufc -gpu=emu: $(grep -m1 -i error emu.log)"}
    if [ "$MODE" = gpu ]; then
        timeout --foreground 600 "$CUFC" -gpu=cc90 $GPU_FLAGS -o gpu prog.cuf > gpu.log 2>&1 ||
            failed=${failed:-"cufc -gpu=cc90: $(grep -m1 -i error gpu.log)"}
    fi
    : > res
    if [ -n "$failed" ] && [ "$count" -gt 1 ]; then
        for ((s = first; s <= last; s++)); do (batch "$s" 1 "$gpu"); cat "$DIR/res/$s" >> res; rm -f "$DIR/res/$s" "$DIR/stats/$s"; done
    elif [ -n "$failed" ]; then
        echo "$first build ${failed//$'\n'/ }" >> res
        keep "$first" "$d"
    else
        run_exe host host.out "$first" "$last"
        CUFEMU_CHECK=$EMU_CHECK run_exe emu emu.out "$first" "$last"
        [ "$MODE" = gpu ] && CUDA_VISIBLE_DEVICES=$gpu run_exe gpu gpu.out "$first" "$last"
        declare -A v
        for w in $ways; do
            "$GEN" cmp prog.tol host.out "$w.out" > "cmp.$w"
            while read -r word s verdict; do [ "$word" = seed ] && v[$w.$s]=$verdict; done < "cmp.$w"
        done
        # the emulator's check reports (prog.cuf:LINE: error: racecheck: ...), each
        # with its program's seed and its lines in that program alone (randgen gen)
        awk 'FNR == NR { if (/^! randgen seed [0-9]+:/) { at[++k] = FNR; seed[k] = $4 + 0 } next }
             /^prog\.cuf:[0-9]+: error: [a-z]+check: / {
                 split($0, p, ":"); i = 1; while (i < k && at[i + 1] <= p[2]) i++
                 rest = $0; out = ""
                 while (match(rest, /prog\.cuf:[0-9]+/)) {
                     out = out substr(rest, 1, RSTART - 1) "prog.cuf:" (substr(rest, RSTART + 9, RLENGTH - 9) - at[i] + 1)
                     rest = substr(rest, RSTART + RLENGTH)
                 }
                 print seed[i], out rest }' prog.cuf emu.out.err > checks
        while read -r s _; do [ "${v[emu.$s]:-}" = pass ] && v[emu.$s]=checks; done < checks
        for ((s = first; s <= last; s++)); do
            local all="" line="" verdict=pass
            for w in $ways; do all="$all ${v[$w.$s]:-not-run}"; line="$line $w=${v[$w.$s]:-not-run}"; done
            case $all in
            *differs*) verdict=differs ;;
            *checks*) verdict=checks ;;
            *stopped*) verdict=crash ;;
            *not-run*) verdict=not-run ;;
            esac
            echo "$s $verdict$line" >> res
            [ $verdict = pass ] || keep "$s" "$d"
        done
    fi
    # first seed, programs, CPU seconds of the compilers and runs (bash's
    # times: its second line), wall seconds
    times > times.txt
    awk -v f="$first" -v n="$count" -v w=$((SECONDS - start)) 'NR == 2 { split($1 " " $2, t, /[ms ]+/)
        printf "%d %d %.1f %d\n", f, n, t[1] * 60 + t[2] + t[3] * 60 + t[4], w }' times.txt > "$DIR/stats/$first.tmp"
    mv "$DIR/stats/$first.tmp" "$DIR/stats/$first"
    mv res "$DIR/res/$first"
    cd "$DIR" && rm -rf "$d"
}

# (a function, so that bash reads all of it before it runs: the script may
# change on disk while a farm runs)
main() {
    if [ "${1:-}" = --batch ]; then
        shift; MODE=$1 DIR=$2 GEN=$3; shift 3
        batch "$@"; exit
    fi
    if [ "${1:-}" = --table ]; then table "$(absolute "$2")"; exit; fi

    JOBS=$(nproc) LIMIT=0 BATCH=50 DIR=$ROOT/build/randgen/farm
    while getopts j:t:b:o: o; do
        case $o in
        j) JOBS=$OPTARG ;; t) LIMIT=$OPTARG ;; b) BATCH=$OPTARG ;; o) DIR=$OPTARG ;;
        *) usage ;;
        esac
    done
    shift $((OPTIND - 1))
    MODE=${1:-} FIRST=${2:-} COUNT=${3:-}
    case $MODE in emu | gpu) ;; *) usage ;; esac
    [[ $FIRST =~ ^[0-9]+$ && $COUNT =~ ^[0-9]+$ ]] || { usage; }
    mkdir -p "$DIR/res" "$DIR/stats" "$DIR/fail" && DIR=$(cd "$DIR" && pwd) || exit 2
    GPUS=()
    if [ "$MODE" = gpu ]; then
        if [ -n "${CUDA_VISIBLE_DEVICES:-}" ]; then IFS=, read -ra GPUS <<< "$CUDA_VISIBLE_DEVICES"
        else mapfile -t GPUS < <(nvidia-smi -L 2>/dev/null | awk '/^GPU / { print n++ }'); fi
        [ ${#GPUS[@]} -gt 0 ] || { echo "farm.sh: gpu mode, but no GPU (nvidia-smi -L lists none)"; exit 2; }
    fi
    GEN=$DIR/randgen
    [ -x "$GEN" ] && [ "$GEN" -nt "$ROOT/tests/randgen/randgen.c" ] ||
        ${CC:-gcc} -std=c11 -O2 -o "$GEN" "$ROOT/tests/randgen/randgen.c" -lm || exit 1
    "$CUFC" --version > /dev/null || { echo "farm.sh: no cufc at $CUFC"; exit 2; }

    echo "farm: $MODE, seeds $FIRST..$((FIRST + COUNT - 1)), batches of $BATCH, $JOBS at once, wall limit ${LIMIT} s (0: none)${GPUS:+, GPUs ${GPUS[*]}}"
    deadline=$((LIMIT > 0 ? LIMIT : 1 << 40)) k=0
    for ((b = FIRST; b < FIRST + COUNT; b += BATCH)); do
        [ -f "$DIR/res/$b" ] && continue
        while [ "$(jobs -rp | wc -l)" -ge "$JOBS" ]; do wait -n; done
        slowest=$(cat "$DIR"/stats/* 2>/dev/null | awk 'BEGIN { m = 0 } $4 > m { m = $4 } END { print m }')
        [ $((SECONDS + slowest)) -lt "$deadline" ] || break
        n=$((FIRST + COUNT - b < BATCH ? FIRST + COUNT - b : BATCH))
        gpu=-; [ ${#GPUS[@]} -gt 0 ] && gpu=${GPUS[k++ % ${#GPUS[@]}]}
        timeout -k 5 $((deadline - SECONDS)) bash "$SCRIPT" --batch "$MODE" "$DIR" "$GEN" "$b" "$n" "$gpu" &
    done
    wait
    grep -hvE '^[0-9]+ pass' "$DIR"/res/* 2>/dev/null | awk -v lo="$FIRST" -v hi="$((FIRST + COUNT - 1))" '$1 >= lo && $1 <= hi' | head -50
    table "$DIR" "$FIRST" "$((FIRST + COUNT - 1))" "$SECONDS"
}
main "$@"; exit
