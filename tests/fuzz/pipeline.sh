#!/usr/bin/env bash
# tests/fuzz/pipeline.sh — whole-pipeline fuzzing (issue 12 item 6).
#
#   tests/fuzz/pipeline.sh [-j N] [-w DIR] [-q] [SECONDS | -n COUNT] [SEED]
#
# Mutants of the corpus programs (tests/fuzz/mutate.c: statements deleted,
# repeated, swapped and spliced from other programs, expressions, names,
# kinds, CUDA attributes and launch configurations replaced, deep nesting and
# growth up to 1 MB) go through the whole compile with cufc built with
# AddressSanitizer and UBSan (build-asan/, as tests/sanitize.sh builds it):
#   1. cufc -fsyntax-only;
#   2. cufc -c natively (host Fortran by gfortran, device C++ by nvcc: no GPU
#      needed) and 3. cufc -c -gpu=emu (g++), both with -gpu=keep;
#   4. a link of each (when the mutant has a main program, unless its base
#      program is linked with more by tests/backends/LINK: FUZZ_NOLINK=1).
# Each mutant gets one outcome:
#   accept, reject                  clean: compiled and linked, or rejected by
#                                   -fsyntax-only with a located diagnostic
#   sanitizer, crash, timeout,      bugs of cufc (the timeout is 120 s a step;
#   memory                          memory: ASan's RSS limit of 4 GB)
#   unlocated                       a reject without `file:line:col: error:`,
#                                   the source line and a caret
#   late-reject                     the full compile rejects what -fsyntax-only
#                                   (with the same -gpu=emu or not) accepted
#   backend, link                   cufc accepted it, gfortran/nvcc/g++ or the
#                                   linker rejects the generated code (gfortran's
#                                   errors on code cufc generated are relayed as
#                                   "internal error", -fsyntax-only's too:
#                                   `backend syntax`); gfortran's errors on the
#                                   user's own lines are relayed, a `reject`
#   slow-backend                    (not counted as a bug) a back end ran past
#                                   the timeout on code cufc finished emitting
#                                   (-fsyntax-only: gfortran's check of the host
#                                   half; cufc alone finishes in time)
#   cut, no-library,                (not counted) a step stopped at the run's
#   undefined-external              end; a link without a library this
#                                   machine lacks (cannot find -lopenblas);
#                                   a link without an external procedure
#                                   that the program calls and nobody defines
# Bug inputs are saved under WORK/bugs/ (the mutant, its cufc output, the
# generated files; FUZZ_KEEP inputs of a kind, default 3, 1 of a KNOWN one)
# and the first of each kind is reduced by tests/fuzz/reduce.sh to
# WORK/bugs/KIND.min.EXT.  The last lines are a table of outcomes and bugs,
# the CPU time used (user+sys of every process the run waited for), and "N
# passed, M failed" (a failure: a mutant with a bug not listed in
# tests/fuzz/KNOWN).  WORK/report.tgz holds what to bring back from another
# machine: the table, the results, each kind's first input and reduced input
# and the logs of its steps.
#
# Options: SECONDS (default 600) or -n COUNT mutants; SEED (default 1; mutant
# K of seed S uses mutate's seed S*1000000+K); -j N mutants at a time (default
# 1); -w DIR the work directory (default a new /tmp/cufc-pipeline.XXXXXX,
# kept); -q no reduction.  Run long ones at `nice -n 19`.  SECONDS is a hard
# limit on the whole run, from the start: every step's timeout is cut to
# what is left (a step cut short gives `cut`), the mutants stop at SECONDS
# less the time kept for reducing (a fifth, 300 s at most; none with -q) and
# the table (20 s).  The compilers come from the environment: CUFC_GFORTRAN,
# CUFC_CXX, CUDA_HOME or the nvcc on PATH (docs/cufc.1); FUZZ_PREBUILT=1 takes build/ and build-asan/ as they are (no make),
# as on a machine the trees were copied to; FUZZ_CUFC=PATH runs that cufc
# instead of build-asan's (a quick re-classification with build/bin/cufc).
#   tests/fuzz/pipeline.sh --classify FILE [FLAGS...]
# prints the outcome of one file (used by reduce.sh).
set -u
cd "$(dirname "$0")/../.." && . tests/lib/common.sh
ROOT=$PWD
ACUFC=${FUZZ_CUFC:-$ROOT/build-asan/bin/cufc}
export CUFC_PREFIX=$ROOT/build
export ASAN_OPTIONS=detect_leaks=0:abort_on_error=0:hard_rss_limit_mb=4096:allocator_may_return_null=0
export UBSAN_OPTIONS=print_stacktrace=1
STEP_TIMEOUT=${STEP_TIMEOUT:-120}

# Outcomes that are no bug of cufc.
CLEAN='^(accept|reject|slow-backend|cut|no-library|undefined-external)'

# cufc_step DIR LOG ARGS...: the sanitized cufc in DIR; sets rc, and cut
# when the step's timeout was cut to the run's end (FUZZ_END, seconds since
# the epoch) and it ran out.
cufc_step() {
    local dir=$1 log=$2 limit=$STEP_TIMEOUT; shift 2
    [ -n "${FUZZ_END:-}" ] && [ $((FUZZ_END - $(date +%s))) -lt "$limit" ] && limit=$((FUZZ_END - $(date +%s)))
    if [ "$limit" -le 0 ]; then rc=124 cut=1; return; fi
    (cd "$dir" && TMPDIR=$dir timeout -k 5 "$limit" "$ACUFC" "$@") >"$log" 2>&1 </dev/null
    rc=$?
    [ "$limit" -lt "$STEP_TIMEOUT" ] && { [ $rc -eq 124 ] || [ $rc -eq 137 ]; } && cut=1
}

# A bug that any step's log shows (sanitizer, memory, crash, timeout), or "".
step_bug() {
    local log=$1 step=$2 what
    [ -n "$cut" ] && { echo "cut $step"; return; }
    what=$(grep -m1 -oE 'AddressSanitizer: [a-z-]+|runtime error: [^0-9]*' "$log" | head -1)
    if grep -q 'hard rss limit exhausted\|out of memory' "$log"; then echo "memory $step"
    elif [ -n "$what" ]; then
        # the kind and where: the first frame in cufc's sources
        echo "sanitizer $step $(echo "$what" | tr ' ' '_')@$(grep -m1 -oE 'src/[a-z]+/[a-z_]+\.c' "$log")"
    elif [ $rc -eq 124 ] || [ $rc -eq 137 ]; then echo "timeout $step"
    elif [ $rc -gt 128 ] || [ $rc -eq 134 ]; then echo "crash $step signal$((rc - 128))"
    fi
}

# located LOG: the log has a located error with its source line and caret.
located() { grep -A2 -E '^[^ :][^:]*:[0-9]+:[0-9]+: error: ' "$1" | grep -qE '^[[:space:]]*\^'; }

# first_message LOG: the first message of a back end, without file names
# and numbers (the key of a bug kind), 60 characters; of gfortran's relayed
# internal error (src/driver/relay.c) the message gfortran gave.
first_message() {
    grep -m1 -iE 'error|undefined reference' "$1" | sed -E "s/^.*$GENERATED//; s/^[^ ]*:[0-9]+(:[0-9]+)?[:.]? *//; s/[0-9]+/N/g; s/[^A-Za-z0-9_ .]/_/g" | cut -c1-60 | tr ' ' '_'
}

# A relayed gfortran error on host code cufc generated: a back end's
# rejection of generated code, located at the user's statement.
GENERATED='internal error: gfortran rejects the host code cufc generated( for this statement)?: '
generated() { grep -qE "^[^ ]*: error: $GENERATED" "$1"; }

# known KIND: a bug kind of tests/fuzz/KNOWN (a line there starts its key):
# reported as KNOWN, not counted as a failure.
known() {
    local line
    while IFS= read -r line; do
        case $line in ''|'#'*) continue ;; esac
        case $1 in "${line%%: *}"*) return 0 ;; esac
    done <"$ROOT/tests/fuzz/KNOWN"
    return 1
}

# user_externals_only FILE LOG: every undefined reference of the link LOG is
# an external procedure that FILE calls (f(x) of an undeclared f, implicitly
# external: F2008 12.4.3.5) and defines nowhere: the program's own error, as
# with any compiler.
user_externals_only() {
    local names n
    names=$(grep -oE "undefined reference to \`[a-z0-9_]+_'" "$2" | sed -E "s/.*\`([a-z0-9_]+)_'/\1/" | sort -u)
    [ -n "$names" ] || return 1
    for n in $names; do
        case $n in cuf*|cufrt*|cudafor*|_*) return 1 ;; esac
        grep -qiE "\b$n[[:space:]]*\(" "$1" || return 1
        grep -qiE "(subroutine|function)[[:space:]]+$n\b" "$1" && return 1
    done
    return 0
}

# classify FILE FLAGS...: prints "OUTCOME [KEY]" for one input; its logs and
# the generated files are left beside FILE (FILE.d/).
classify() {
    local file=$1; shift
    local d=$file.d name bug mode mf objs=() lf
    cut=
    name=$(basename "$file")
    rm -rf "$d"; mkdir -p "$d/syn" "$d/native" "$d/emu"
    cp "$file" "$d/"
    cufc_step "$d/syn" "$d/syn.log" -fsyntax-only "$@" "../$name"
    bug=$(step_bug "$d/syn.log" syntax)
    # a timeout of gfortran's check of the host half, not of cufc's work
    if [ "${bug%% *}" = timeout ]; then
        without_host_check "$d/stub"
        PATH=$d/stub:$PATH CUFC_GFORTRAN=gfortran cufc_step "$d/syn" "$d/syn.own.log" -fsyntax-only "$@" "../$name"
        [ $rc -lt 124 ] && bug="slow-backend syntax"
    fi
    [ -n "$bug" ] && { echo "$bug"; return; }
    if [ $rc -ne 0 ]; then
        if generated "$d/syn.log"; then echo "backend syntax $(first_message "$d/syn.log")"
        elif located "$d/syn.log"; then echo reject; else echo "unlocated syntax"; fi
        return
    fi
    for mode in native emu; do
        mf=; [ $mode = emu ] && mf=-gpu=emu
        cufc_step "$d/$mode" "$d/$mode.log" -c $mf -gpu=keep "$@" "../$name" -o prog.o
        bug=$(step_bug "$d/$mode.log" $mode)
        # a timeout after cufc wrote the generated code (-gpu=keep): a back end's
        case $bug in timeout*) [ -f "$d/$mode/${name%.*}.cufc.f90" ] && bug="slow-backend $mode" ;; esac
        [ -n "$bug" ] && { echo "$bug"; return; }
        if [ $rc -ne 0 ]; then
            if located "$d/$mode.log" && ! generated "$d/$mode.log" && ! grep -qE '\.cufc\.(f90|cu)[:(]' "$d/$mode.log"; then
                # a rule of this mode (-gpu=emu: no CUDA C kernels) that -fsyntax-only in the mode gives too
                cufc_step "$d/syn" "$d/syn.$mode.log" -fsyntax-only $mf "$@" "../$name"
                if [ -n "$cut" ]; then echo "cut $mode"
                elif [ $rc -ne 0 ] && located "$d/syn.$mode.log"; then echo reject; else echo "late-reject $mode"; fi
            else echo "backend $mode $(first_message "$d/$mode.log")"; fi
            return
        fi
        objs+=("$mode")
    done
    # a main program is linked, unless its base needs other objects (FUZZ_NOLINK)
    grep -qiE '^[[:space:]]*program[[:space:]]+[a-z]' "$file" && [ -z "${FUZZ_NOLINK:-}" ] || { echo accept; return; }
    lf=$(cudalibs "$file")
    grep -qiE "$USES_MPI" "$file" && lf="$lf $(mpifort --showme:link 2>/dev/null)"
    for mode in native emu; do
        mf=-cuda; [ $mode = emu ] && mf=-gpu=emu
        # shellcheck disable=SC2086
        cufc_step "$d/$mode" "$d/$mode.link.log" $mf "$@" prog.o $lf -o prog
        bug=$(step_bug "$d/$mode.link.log" link-$mode); [ -n "$bug" ] && { echo "$bug"; return; }
        # a library this machine lacks (emulation's OpenBLAS or FFTW): no bug
        grep -q 'cannot find -l' "$d/$mode.link.log" && { echo "no-library $mode"; return; }
        user_externals_only "$file" "$d/$mode.link.log" && { echo "undefined-external $mode"; return; }
        [ $rc -ne 0 ] && { echo "link $mode $(first_message "$d/$mode.link.log")"; return; }
    done
    echo accept
}

# kind_tag KIND: the outcome and key of a bug kind as a file name.
kind_tag() { echo "$1" | tr -c 'A-Za-z0-9_.\n-' '_'; }

# main ARGS...: a run.  (One function, read whole before it starts, so that
# editing this file does not disturb a run in progress.)
main() {
    secs=600 count="" seed=1 jobs=1 work="" reduce=1
    start=$(date +%s)
    while [ $# -gt 0 ]; do
        case $1 in
            -n) count=$2; shift 2 ;;
            -j) jobs=$2; shift 2 ;;
            -w) work=$2; shift 2 ;;
            -q) reduce=0; shift ;;
            -h|--help) sed -n '2,/^set -u/p' "$0" | sed '$d'; exit 0 ;;
            *) if [ -z "${got_secs:-}" ] && [ -z "$count" ]; then secs=$1; got_secs=1; else seed=$1; fi; shift ;;
        esac
    done
    # the hard end (with -n COUNT none), and the mutants' end before it:
    # time for the reductions (a fifth, 300 s at most) and the table
    reserve=0; [ $reduce = 1 ] && reserve=$((secs / 5 < 300 ? secs / 5 : 300))
    end=$((start + secs)) mut_end=$((start + secs - reserve - 20))
    [ -n "$count" ] && end= mut_end=
    keep=1
    [ -n "$work" ] || { work=$(mktemp -d "${TMPDIR:-/tmp}/cufc-pipeline.XXXXXX"); keep=0; }
    mkdir -p "$work/corpus" "$work/bugs" "$work/run" "$work/kinds"
    work=$(cd "$work" && pwd)
    [ -x build/bin/cufc ] || { bad "pipeline: no build/bin/cufc (make first)"; finish; exit; }
    if [ -n "${FUZZ_PREBUILT:-}" ]; then
        [ -x "$ACUFC" ] || { bad "pipeline: FUZZ_PREBUILT without $ACUFC"; finish; exit; }
    else
        build_sanitized || { bad "pipeline: build with sanitizers"; finish; exit; }
    fi
    "${CC:-gcc}" -std=c11 -O2 -Wall -Wextra -Werror -D_GNU_SOURCE tests/fuzz/mutate.c -o "$work/mutate" ||
        { bad "pipeline: build of mutate"; finish; exit; }

    # The corpus: each free-form program with the files it needs first (DEPS)
    # in front of it, one file; its flags (FLAGS, tests/fortran's line 1, -acc
    # for tests/acc) in corpus/FLAGS.  MPI programs only where mpifort is.
    # DEPS, FLAGS and tests/backends/LINK are read once, by builtins: a
    # process or two a program (the corpus is ready in seconds, on a loaded
    # machine too).
    flags_of() { sed -n "s|^$(basename "$2"): *||p" "$1/FLAGS" 2>/dev/null | head -1; }
    local -A deps=() flags=() linked=() mpi=()
    # each directory with the suffixes of its programs
    local dirs=("tests/cuda cuf" "tests/syntax cuf CUF f90 F90" "tests/fortran f90" "tests/errors cuf f90"
                "tests/acc f90 F90 cuf" "${REPRO-/work/shared/repro} cuf f90 F90") files=() l k sfx
    for dir in "${dirs[@]}"; do
        sfx=${dir#* } dir=${dir%% *}
        for l in DEPS FLAGS; do
            [ -f "$dir/$l" ] || continue
            while IFS= read -r line; do
                [[ $line == *:* ]] || continue
                k=$dir/${line%%:*} v=${line#*:}
                v=${v#"${v%%[! ]*}"}
                if [ $l = DEPS ]; then [ -n "${deps[$k]+x}" ] || deps[$k]=$v
                else [ -n "${flags[$k]+x}" ] || flags[$k]=$v; fi
            done <"$dir/$l"
        done
        for l in $sfx; do
            for f in "$dir"/*."$l"; do [ -f "$f" ] && files+=("$f"); done
        done
    done
    while IFS= read -r line; do linked[${line%%:*}]=1; done <tests/backends/LINK
    while IFS= read -r f; do mpi[$f]=1; done < <(grep -liE "$USES_MPI" "${files[@]}")
    have_mpi=$(command -v mpifort >/dev/null && echo 1)
    : >"$work/corpus/FLAGS"; : >"$work/corpus/NOLINK"
    for f in "${files[@]}"; do
        [ -n "${mpi[$f]+x}" ] && [ -z "$have_mpi" ] && continue
        dir=${f%/*} name=${f##*/}
        out=$work/corpus/${dir##*/}_$name
        : >"$out"
        for dep in ${deps[$dir/$name]:-}; do cat "$dir/$dep" >>"$out" 2>/dev/null; done
        cat "$f" >>"$out"
        fl=${flags[$dir/$name]:-}
        case $f in tests/fortran/*) read -r line <"$f"; case $line in '! flags:'*) fl="$fl ${line#! flags:}" ;; esac ;; esac
        case $f in tests/acc/*) fl="$fl -acc" ;; esac
        [ -n "${mpi[$f]+x}" ] && fl="$fl -mpi"
        echo "${out##*/}: $fl" >>"$work/corpus/FLAGS"
        # programs that tests/backends/LINK links with more (C code, -lblas) or not at all
        [ -n "${linked[${dir##*/}/$name]+x}" ] && echo "${out##*/}" >>"$work/corpus/NOLINK"
    done
    # Error tests are every tenth mutant's base, valid programs the others'.
    valid=() invalid=()
    for f in "$work"/corpus/*.*; do
        case $f in */errors_*) invalid+=("$f") ;; *) valid+=("$f") ;; esac
    done

    # keep_slot KIND: whether this bug input is kept (FUZZ_KEEP of a kind,
    # 1 of a KNOWN one; mkdir is atomic, so jobs need no lock).
    keep_slot() {
        local i n=${FUZZ_KEEP:-3}
        known "$1" && n=1
        for ((i = 1; i <= n; i++)); do mkdir "$work/kinds/$(kind_tag "$1").$i" 2>/dev/null && return 0; done
        return 1
    }

    # mutant K: generate it, classify it; one line in WORK/results (short
    # lines appended: whole, from any number of jobs).
    one() {
        local k=$1 line path base fl outcome bases donors
        if [ $((k % 10)) = 9 ]; then bases=("${invalid[@]}"); donors=("${valid[@]}")
        else bases=("${valid[@]}"); donors=("${invalid[@]}"); fi
        line=$("$work/mutate" $((seed * 1000000 + k)) "$work/run/m$k" "${bases[@]}" -- "${donors[@]}") || return
        read -r path base _ <<<"$line"
        fl=$(flags_of "$work/corpus" "$base")
        # shellcheck disable=SC2086
        outcome=$(FUZZ_NOLINK=$(grep -qx "$(basename "$base")" "$work/corpus/NOLINK" && echo 1) classify "$path" $fl)
        if [[ ! $outcome =~ $CLEAN ]] && keep_slot "$outcome"; then mv "$path" "$path.d" "$work/bugs/"
        else rm -rf "$path" "$path.d"; fi
        echo "$k|$outcome|$(basename "$path")|$base|$fl|${line#* * }" >>"$work/results"
    }

    # worker W: mutants W, W+jobs, ... until the count or the time is reached.
    worker() {
        local k=$1
        while { [ -n "$count" ] && [ "$k" -lt "$count" ]; } || { [ -z "$count" ] && [ "$(date +%s)" -lt "$mut_end" ]; }; do
            one "$k"
            k=$((k + jobs))
        done
    }

    echo "--- corpus: ${#valid[@]} valid and ${#invalid[@]} invalid programs, ready after $(($(date +%s) - start)) s"
    : >"$work/results"
    export FUZZ_END=$mut_end
    for w in $(seq 0 $((jobs - 1))); do worker "$w" & done
    wait

    # first_kept KIND: the result line of the first kept input of a kind.
    first_kept() {
        local l f
        while IFS= read -r l; do
            IFS='|' read -r _ _ f _ <<<"$l"
            [ -e "$work/bugs/$f" ] && { echo "$l"; return; }
        done < <(grep -F "|$1|" "$work/results")
    }
    kinds() { cut -d'|' -f2 "$work/results" | grep -vE "$CLEAN" | sort -u; }

    # Reduce the first input of each bug kind, as many at a time as jobs,
    # each within what is left before the end.
    if [ $reduce = 1 ]; then
        export FUZZ_END=${end:+$((end - 20))}
        while read -r kind; do
            file=
            IFS='|' read -r _ _ file _ fl _ < <(first_kept "$kind")
            [ -n "${file:-}" ] || continue
            left=$(( ${FUZZ_END:-$(($(date +%s) + 180))} - $(date +%s) ))
            [ "$left" -gt 10 ] || break
            while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n; done
            # shellcheck disable=SC2086
            REDUCE_SECONDS=$((left < 180 ? left : 180)) tests/fuzz/reduce.sh "$work/bugs/$file" \
                "$work/bugs/$(kind_tag "$kind").min.${file##*.}" "$kind" $fl >"$work/bugs/$(kind_tag "$kind").reduce.log" 2>&1 &
        done < <(kinds)
        wait
    fi

    table() {
        echo "--- outcomes (seed $seed, work $work)"
        cut -d'|' -f2 "$work/results" | cut -d' ' -f1 | sort | uniq -c | sort -rn
        echo "--- bugs: FAIL count | outcome key | first mutant | reduced (lines)"
        cut -d'|' -f2 "$work/results" | grep -vE "$CLEAN" | sort | uniq -c | while read -r n kind; do
            IFS='|' read -r _ _ file base _ muts < <(first_kept "$kind")
            min=$work/bugs/$(kind_tag "$kind").min.${file##*.}
            echo "$(known "$kind" && echo KNOWN || echo FAIL) $n | $kind | bugs/$file from $(basename "$base"):$muts | $([ -f "$min" ] && echo "$(basename "$min") ($(wc -l <"$min"))")"
        done
        echo "--- $(wc -l <"$work/results") mutants in ${wall}s wall x $jobs jobs; CPU time of all the run's processes ${cpu}s (user+sys, $(awk -v c="$cpu" 'BEGIN { printf "%.2f", c / 3600 }') CPU-hours)"
    }
    wall=$(($(date +%s) - start))
    times >"$work/times" # every process the run waited for: workers, compiles, reductions
    cpu=$(tail -1 "$work/times" | awk '{ for (i = 1; i <= 2; i++) { split($i, t, /[ms]/); s += t[1] * 60 + t[2] } } END { printf "%.0f", s }')
    table | tee "$work/table"

    # WORK/report.tgz: the table, the results and, for each bug kind, its
    # first kept input (gzipped from 64 KB), reduced input and step logs.
    rm -rf "$work/report"; mkdir -p "$work/report/bugs"
    cp "$work/table" "$work/results" tests/fuzz/KNOWN "$work/report/"
    while read -r kind; do
        file=
        IFS='|' read -r _ _ file _ < <(first_kept "$kind")
        [ -n "${file:-}" ] || continue
        t=$(kind_tag "$kind")
        if [ "$(stat -c %s "$work/bugs/$file")" -gt 65536 ]; then gzip -c "$work/bugs/$file" >"$work/report/bugs/$file.gz"
        else cp "$work/bugs/$file" "$work/report/bugs/"; fi
        cp "$work/bugs/$t".min.* "$work/bugs/$t.reduce.log" "$work/report/bugs/" 2>/dev/null
        for l in "$work/bugs/$file.d"/*.log; do [ -f "$l" ] && head -c 20000 "$l" >"$work/report/bugs/$file.$(basename "$l")"; done
    done < <(kinds)
    tar -czf "$work/report.tgz" -C "$work" report && echo "--- report: $work/report.tgz ($(du -k "$work/report.tgz" | cut -f1) KB)"

    total=$(wc -l <"$work/results")
    nbug=0
    while read -r kind; do known "$kind" || nbug=$((nbug + 1)); done < <(cut -d'|' -f2 "$work/results" | grep -vE "$CLEAN")
    pass=$((total - nbug)) fail=$nbug
    [ $keep = 0 ] && [ "$nbug" = 0 ] && rm -rf "$work"
    finish
}

if [ "${1:-}" = --classify ]; then
    shift
    classify "$@"
    exit 0
fi
main "$@"; exit # one line: read whole before main runs

