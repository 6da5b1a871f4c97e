#!/usr/bin/env bash
# tests/backends/run.sh — "if cufc accepts, the back ends accept".
#
# Every program of the test corpora goes through the whole pipeline, once
# natively (the default target, cc90: gfortran + nvcc, which needs no GPU)
# and once with -gpu=emu (gfortran + g++ -DCUF_EMU):
#   1. cufc -fsyntax-only on its files (deps first), with its flags;
#   2. cufc -c on the same files: if (1) accepted them, every compile must
#      exit 0; if (1) rejected a file, the full compile must reject the same
#      file with exactly the same output (the located cufc diagnostics) and
#      nothing else: no gfortran, g++ or nvcc message about generated code;
#   3. when (1) accepted a complete program (a `program` unit among its
#      files), cufc links the objects (with -cuda natively, as nvfortran
#      wants; -cudalib= for the CUDA libraries its files name; MPI's
#      `mpifort --showme:link`), so the linker sees every stub, module object
#      and library routine the generated code refers to.
# Anything else is a cufc bug: a missing diagnostic or a wrong translation.
# Only exit statuses and cufc's output are checked; nothing is run.
#
# Corpora (program names in the output and in the files below are
# CORPUS/FILE, or CORPUS/FILE+FLAGS for a second variant):
#   cuda      tests/cuda/*.cuf (tests/cuda/DEPS: `prog.cuf: dep.cuf ...`)
#   golden    tests/golden/* (headers `! deps:` and `! flags:`)
#   syntax    tests/syntax/* (tests/syntax/DEPS; MPI programs with
#             `mpifort --showme:compile`); the listings of
#             tests/syntax/KNOWN_GAPS are rejected by -fsyntax-only with a
#             located error, and the full compile must give the same
#   device    tests/device/*.cuf
#   emu       tests/emu/*.cuf
#   fortran   tests/fortran/*.f90 ... and multi/NAME/order (line 1
#             `! flags:` of each file); plain Fortran: gfortran must accept
#   modules   tests/modules/*.f90, tests/modules/libs/*.f90 (with -cuda:
#             they use cudafor and the library modules)
#   repro     $REPRO/*.cuf *.CUF *.f90 *.F90 (default /work/shared/repro,
#             skipped when absent): reproducers from real code, many
#             rejected with located errors today, which is fine; the
#             .f90/.F90 ones also as repro/FILE+-cuda, with -cuda
# Files here (lines `program: ...`, # comments):
#   DEPS      files compiled first, for corpora without their own (repro)
#   FLAGS     extra cufc options of a program (compiles and link)
#   LINK      extra link inputs (files here, options), or `no (why)`: a
#             fragment that calls code its listing does not give
#   KNOWN_FAILURES  `program: MODE=STEP ...: reason`, programs that fail
#             today because of a cufc bug this suite found.  Such a program
#             passes while it fails in the same modes at the same steps
#             (compile, link, reject: the full compile says more than
#             -fsyntax-only; syntax: -fsyntax-only crashed), and fails once
#             it passes (then remove its line) or fails differently.
#
# Time: the whole corpus natively and in emulation, no subset (446
# programs): 455 CPU-seconds, three quarters of them native (nvcc), so about
# 4 minutes with -j 2 on two free cores; 10 minutes on two cores shared with
# other jobs (load 3 to 7).  The last line of the output gives the time.
#
# Usage (from anywhere):
#   tests/backends/run.sh [-j N] [--native|--emu] [-v] [NAME...]
#     -j N       N programs at a time (default 1; make test uses 2)
#     --native   only the native compile; --emu only -gpu=emu
#     -v         whole back-end output of failures (default: first 8 lines)
#     NAME...    only programs whose name contains one of these strings
# Environment: CUFC (default build/bin/cufc), REPRO.
set -u
cd "$(dirname "$0")/../.." && . tests/lib/common.sh
case $CUFC in /*) ;; *) CUFC=$PWD/$CUFC ;; esac
ROOT=$PWD
BK=tests/backends
REPRO=${REPRO-/work/shared/repro}
jobs=1 modes="native emu" verbose=0 only=()
while [ $# -gt 0 ]; do
    case $1 in
        -j) jobs=$2; shift 2 ;;
        -j*) jobs=${1#-j}; shift ;;
        --native) modes=native; shift ;;
        --emu) modes=emu; shift ;;
        -v) verbose=1; shift ;;
        -h|--help) sed -n '2,/^# Environment/p' "$0"; exit 0 ;;
        *) only+=("$1"); shift ;;
    esac
done
[ -x "$CUFC" ] || { echo "backends: no compiler at $CUFC (build it, or set CUFC)"; exit 2; }
if [ ! -x "${CUDA_HOME:-/usr/local/cuda}/bin/nvcc" ] && [ "$modes" != emu ]; then
    echo "note: no nvcc at ${CUDA_HOME:-/usr/local/cuda}/bin: native compiles skipped, -gpu=emu only"
    modes=emu
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/cufc-backends.XXXXXX")
trap 'rm -rf "$work"' EXIT
# stopped: stop the programs being checked too
trap 'trap - TERM; kill $(jobs -p) 2>/dev/null; wait; exit 143' TERM
trap 'trap - INT; kill $(jobs -p) 2>/dev/null; wait; exit 130' INT
start=$SECONDS
MPI_COMPILE=$(mpifort --showme:compile 2>/dev/null)
MPI_LINK=$(mpifort --showme:link 2>/dev/null)
lines=8; [ $verbose = 1 ] && lines=100000

# ---------------------------------------------------------------- programs
# One program: ID (corpus/file[+flags]), DIR (of its files), FILES (deps
# first, the program's file last), FLAGS (for every file).
ids=() dirs=() files=() flags=()
add() {
    local id=$1 dir=$2 fl=$3 f keep
    shift 3
    if [ ${#only[@]} -gt 0 ]; then
        keep=0
        for f in "${only[@]}"; do case $id in *"$f"*) keep=1 ;; esac; done
        [ $keep = 1 ] || return 0
    fi
    ids+=("$id") dirs+=("$dir") flags+=("$fl") files+=("$*")
}
# lookup FILE NAME: the rest of the line `NAME: ...` in FILE (DEPS, KNOWN_FAILURES, ...)
lookup() {
    local l
    [ -f "$1" ] || return 0
    while IFS= read -r l; do
        [ "${l%%:*}" = "$2" ] && { l=${l#*:}; echo "${l# }"; return 0; }
    done <"$1"
}
entry() { lookup "$BK/$1" "$2"; }
sources() { local f; for f in "$@"; do [ -f "$f" ] && echo "${f##*/}"; done; }
header() { sed -n "s/^! *$1: *//p" "$2" | head -1; }

for f in $(sources tests/cuda/*.cuf); do
    add "cuda/$f" tests/cuda "" $(lookup tests/cuda/DEPS "$f") "$f"
done
for f in $(sources tests/golden/*.cuf tests/golden/*.CUF tests/golden/*.f90 tests/golden/*.F90 \
               tests/golden/*.f tests/golden/*.F); do
    add "golden/$f" tests/golden "$(header flags "tests/golden/$f")" \
        $(header deps "tests/golden/$f") "$f"
done
for f in $(sources tests/syntax/*.cuf tests/syntax/*.CUF tests/syntax/*.f90 tests/syntax/*.F90 \
               tests/syntax/*.f tests/syntax/*.F); do
    add "syntax/$f" tests/syntax "" $(lookup tests/syntax/DEPS "$f") "$f"
done
for f in $(sources tests/device/*.cuf); do add "device/$f" tests/device "" "$f"; done
for f in $(sources tests/emu/*.cuf); do add "emu/$f" tests/emu "" "$f"; done
for f in $(sources tests/fortran/*.f90 tests/fortran/*.F90 tests/fortran/*.f tests/fortran/*.F); do
    add "fortran/$f" tests/fortran "" "$f"
done
for d in tests/fortran/multi/*/; do
    [ -f "$d/order" ] || continue
    add "fortran/multi/$(basename "$d")" "${d%/}" "" $(sed 's/#.*//' "$d/order")
done
for f in $(sources tests/modules/*.f90); do add "modules/$f" tests/modules -cuda "$f"; done
for f in $(sources tests/modules/libs/*.f90); do add "modules/libs/$f" tests/modules/libs -cuda "$f"; done
if [ -n "$REPRO" ] && [ -d "$REPRO" ]; then
    for f in $(sources "$REPRO"/*.cuf "$REPRO"/*.CUF "$REPRO"/*.f90 "$REPRO"/*.F90); do
        add "repro/$f" "$REPRO" "" $(entry DEPS "repro/$f") "$f"
        case $f in *.f90|*.F90)
            add "repro/$f+-cuda" "$REPRO" -cuda $(entry DEPS "repro/$f") "$f" ;;
        esac
    done
else
    echo "note: no reproducers at '$REPRO' (set REPRO): corpus repro skipped"
fi
[ ${#ids[@]} -gt 0 ] || { echo "backends: no programs to check"; exit 2; }

# ---------------------------------------------------------------- checking
# Flags of one file: line 1 `! flags:` in tests/fortran; MPI's when it uses MPI.
file_flags() {
    local f=$1 line
    case $f in
        */tests/fortran/*)
            IFS= read -r line <"$f" || true
            case $line in '! flags:'*|'c flags:'*|'C flags:'*) echo "${line#* flags:}" ;; esac ;;
    esac
    grep -qiE "$USES_MPI" "$f" && echo "$MPI_COMPILE"
}
# excerpt FILE: the first lines of a log, indented; cufc's own warnings
# (a located line, the source line, the caret) left out
excerpt() {
    awk '/^[^ ]+:[0-9]+:[0-9]+: (warning|note): /{skip=3} skip>0{skip--; next} {print}' "$1" |
        head -$lines | sed 's/^/      /'
}
# norm LOG DIR: the log with the scratch directory (searched for modules) as DIR
norm() { sed "s|$2|DIR|g" "$1"; }

# check_mode I MODE: prints one line, "compiled", "linked", "rejected" or
# "fail STEP: what" (STEP: syntax, compile, reject, link), then details
check_mode() {
    local i=$1 mode=$2 dir=${dirs[$1]} fl=${flags[$1]} d=$work/$1.$2 base=${ids[$1]%%+*}
    local mf="" f n=0 rc syn_at="" syn_rc=0 full_at="" full_rc=0 objs=() fs
    [ $mode = emu ] && mf=-gpu=emu
    fl="$fl $(entry FLAGS "${ids[$i]}")"
    mkdir -p "$d/syn" "$d/full" "$d/tmp"
    case $dir in /*) ;; *) dir=$ROOT/$dir ;; esac
    read -r -a fs <<<"${files[$i]}"
    for f in "${fs[@]}"; do
        n=$((n + 1))
        # shellcheck disable=SC2046,SC2086
        (cd "$d/syn" && TMPDIR=$d/tmp timeout 300 "$CUFC" -fsyntax-only $mf $fl $(file_flags "$dir/$f") \
            -J "$d/syn" "$dir/$f") >"$d/syn.$n.log" 2>&1
        rc=$?
        if [ $rc -ne 0 ]; then syn_at=$n syn_rc=$rc; break; fi
    done
    n=0
    for f in "${fs[@]}"; do
        n=$((n + 1))
        # shellcheck disable=SC2046,SC2086
        (cd "$d/full" && TMPDIR=$d/tmp timeout 300 "$CUFC" -c $mf $fl $(file_flags "$dir/$f") \
            -J "$d/full" "$dir/$f" -o "$d/full/$n.o") >"$d/full.$n.log" 2>&1
        rc=$?
        if [ $rc -ne 0 ]; then full_at=$n full_rc=$rc; break; fi
        objs+=("$d/full/$n.o")
    done
    if [ -n "$syn_at" ]; then
        f=${fs[$((syn_at - 1))]}
        if [ "$syn_rc" -ge 124 ]; then
            echo "fail syntax: cufc -fsyntax-only $f: exit status $syn_rc"; excerpt "$d/syn.$syn_at.log"
        elif [ -z "$full_at" ]; then
            echo "fail reject: -fsyntax-only rejects $f, the full compile accepts it"; excerpt "$d/syn.$syn_at.log"
        elif [ "$full_at" != "$syn_at" ]; then
            echo "fail reject: -fsyntax-only rejects $f, the full compile ${fs[$((full_at - 1))]}"
            excerpt "$d/full.$full_at.log"
        else
            norm "$d/syn.$syn_at.log" "$d/syn" >"$d/syn.norm"
            norm "$d/full.$full_at.log" "$d/full" >"$d/full.norm"
            if cmp -s "$d/syn.norm" "$d/full.norm"; then echo "rejected"; return; fi
            echo "fail reject: $f: the full compile says other things than -fsyntax-only (<) does (>)"
            diff "$d/syn.norm" "$d/full.norm" | grep '^[<>]' >"$d/diff"
            excerpt "$d/diff"
        fi
        return
    fi
    if [ -n "$full_at" ]; then
        echo "fail compile: ${fs[$((full_at - 1))]}: -fsyntax-only accepts it, cufc -c exits with $full_rc"
        excerpt "$d/full.$full_at.log"
        return
    fi
    # link a complete program, unless tests/backends/LINK says no
    local link lf="" x
    link=$(entry LINK "$base")
    case $link in no|no\ *) echo "compiled"; return ;; esac
    (cd "$dir" && grep -qiE '^[[:space:]]*program[[:space:]]+[a-z]' "${fs[@]}") || { echo "compiled"; return; }
    for x in $link; do
        case $x in -*) lf="$lf $x" ;; *) lf="$lf $ROOT/$BK/$x" ;; esac
    done
    (cd "$dir" && grep -qiE "$USES_MPI" "${fs[@]}") && lf="$lf $MPI_LINK"
    lf="$lf $(cd "$dir" && cudalibs "${fs[@]}")"
    # as with nvfortran, a native link of CUDA objects says -cuda
    [ $mode = native ] && case " ${fs[*]} " in *.cuf\ *|*.CUF\ *) lf="$lf -cuda" ;; esac
    # shellcheck disable=SC2086
    (cd "$d/full" && TMPDIR=$d/tmp timeout 300 "$CUFC" $mf $fl "${objs[@]}" $lf -o "$d/full/prog") \
        >"$d/link.log" 2>&1
    rc=$?
    if [ $rc -ne 0 ]; then echo "fail link: cufc exits with $rc"; excerpt "$d/link.log"; return; fi
    echo "linked"
}

# check I: one program in every mode; the PASS/FAIL line last
check() {
    local i=$1 id=${ids[$1]} m out how="" sig="" known
    for m in $modes; do
        out=$(check_mode "$i" "$m")
        case $out in
            fail\ *)
                out=${out#fail }
                sig="$sig $m=${out%%:*}"
                printf '%s\n' "$out" | sed "1s/^/    $m /" ;;
            *) how="$how $m:$out" ;;
        esac
    done
    sig=${sig# }
    known=$(entry KNOWN_FAILURES "$id")
    if [ -n "$known" ]; then
        # the failure it should have in the modes checked now
        local want="" w
        for w in ${known%%: *}; do
            case " $modes " in *" ${w%%=*} "*) want="$want $w" ;; esac
        done
        want=${want# }
        if [ -n "$want" ] && [ -z "$sig" ]; then
            echo "FAIL $id: passes now ($modes): remove its line from $BK/KNOWN_FAILURES"; return 1
        elif [ "$want" != "$sig" ]; then
            echo "FAIL $id: fails as '$sig', KNOWN_FAILURES says '$want'"; return 1
        fi
        [ -n "$sig" ] && { echo "PASS $id (known failure: ${known#*: })"; return 0; }
    fi
    if [ -z "$sig" ]; then echo "PASS $id ($(echo $how))"; return 0; fi
    echo "FAIL $id: $sig"
    return 1
}

running=0
for i in "${!ids[@]}"; do
    (check "$i" >"$work/$i.result" 2>&1; echo $? >"$work/$i.rc") &
    running=$((running + 1))
    if [ "$running" -ge "$jobs" ]; then wait -n; running=$((running - 1)); fi
done
wait
for i in "${!ids[@]}"; do
    r=$work/$i
    tail -1 "$r.result"
    case $(tail -1 "$r.result") in PASS*) ;; *) sed '$d' "$r.result" ;; esac
    if [ "$(cat "$r.rc" 2>/dev/null)" = 0 ]; then pass=$((pass + 1)); else fail=$((fail + 1)); fi
done
echo "backends: ${#ids[@]} programs, modes: $modes, $((SECONDS - start)) s with -j $jobs"
finish
