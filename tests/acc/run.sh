#!/usr/bin/env bash
# tests/acc/run.sh — PGI Accelerator and OpenACC programs (issue 13) that
# check their own answers against a host computation and print PASS lines,
# and the invalid directives of tests/acc/errors.
#   --emu            build with `cufc -acc -gpu=emu` and run here (CI), check
#                    the -Minfo=accel lines of tests/acc/info/PROGRAM.minfo, then
#                    check tests/acc/errors (tests/errors/run.sh, -acc) and the
#                    clause audit of docs/accelerator.md (tests/acc/clauses.sh)
#   --build DIR      build native binaries into DIR (`cufc -acc -gpu=cc90`)
#   --run DIR        run the binaries in DIR (on the GPU machine)
#   --gfortran       the programs themselves, without cufc: gfortran with the
#                    directives as host code (OpenACC host fallback, -fopenacc
#                    -foffload=disable, for oacc_*; directives as comments and
#                    tests/acc/gfortran/accel_lib.f90 for pgi_*; plain for
#                    stdpar_*); programs
#                    with CUDA Fortran (cuf_*, guide_*) are left out
#   --gnu-build DIR  the oacc_* programs by gfortran's OpenACC offload
#                    (gcc-12-offload-nvptx) into DIR, with libgomp and its
#                    nvptx plugin in DIR/lib: `--run DIR` on the GPU machine
#                    checks the programs on a real OpenACC implementation
# Programs are tests/acc/*.{f90,F90,f,F,cuf}: pgi_* in the PGI Accelerator
# spelling, oacc_* in the OpenACC one, cuf_* and guide_* mixing in CUDA
# Fortran, stdpar_* DO CONCURRENT for -stdpar=gpu. DEPS names the other files of a program (built first, in order),
# FLAGS extra cufc options. In --emu mode KNOWN_FAILURES lists programs
# that fail today, `NAME: STEP: reason` (STEP build or run; errors/NAME for
# tests/acc/errors): such a program passes while it fails at that step and
# fails once it passes (then remove its line). `--update-known` runs --emu
# and rewrites that list from what fails now (after a compiler change).
cd "$(dirname "$0")/../.." && . tests/lib/common.sh
mode=${1:---emu}; dir=${2:-}
[ -n "$dir" ] && mkdir -p "$dir" && dir=$(cd "$dir" && pwd)
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
lookup() { sed -n "s|^$2: *||p" "tests/acc/$1" 2>/dev/null | head -1; }
programs() { ls tests/acc/*.f90 tests/acc/*.F90 tests/acc/*.f tests/acc/*.F tests/acc/*.cuf 2>/dev/null; }

build() { # build NAME OUT FLAGS...
    local name=$1 out=$2; shift 2
    local srcs=() d flags
    for d in $(lookup DEPS "$name"); do srcs+=("$PWD/tests/acc/$d"); done
    flags=$(lookup FLAGS "$name")
    (cd "$work" && "$CUFC" -acc "$@" $flags -J "$work" "${srcs[@]}" \
        "$OLDPWD/tests/acc/$name" -o "$out") > "$work/log" 2>&1
}

# outcome NAME BINARY: "" when the run prints PASS lines and no FAIL,
# else why not
outcome() {
    local out rc
    out=$(cd "$work" && timeout 300 "$2" 2>&1); rc=$?
    if [ $rc -eq 0 ] && echo "$out" | grep -q '^ *PASS' && ! echo "$out" | grep -q FAIL; then return 0; fi
    echo "status $rc: $(echo "$out" | grep -m2 -E 'FAIL|rror' | tr '\n' ' ')"
}

# judge NAME STEP WHY: count a result against KNOWN_FAILURES (STEP is
# where it failed, empty when it passed); --update-known records it instead
judge() {
    local known step
    if [ "$mode" = --update-known ]; then
        # the reason: the first message, without its file name, shortened
        [ -n "$2" ] && echo "$1: $2: $(echo "$3" | sed -E 's/^([^ ]*\/[^ ]*:[0-9]+:[0-9]+|cufc): error: //; s/ [^ ]*\/[^ ]*:[0-9]+:[0-9]+: error: .*//; s/ +$//' | cut -c1-150)" >> "$work/known"
        ok "$1${2:+ fails at $2}"
        return
    fi
    known=$(lookup KNOWN_FAILURES "$1"); step=${known%%:*}
    if [ -z "$known" ]; then
        if [ -z "$2" ]; then ok "$1"; else bad "$1" "$2: $3"; fi
    elif [ -z "$2" ]; then bad "$1" "passes now: remove its line from tests/acc/KNOWN_FAILURES"
    elif [ "$2" != "$step" ]; then bad "$1" "fails at $2, KNOWN_FAILURES says $step: $3"
    else ok "$1 (known failure: ${known#*: })"; fi
}

case $mode in
--emu|--update-known)
    : > "$work/known"
    for f in $(programs); do
        name=$(basename "$f")
        if ! build "$name" "$work/${name%.*}" -gpu=emu; then
            judge "$name" build "$(grep -m2 error "$work/log" | tr '\n' ' ')"
        elif why=$(outcome "$name" "$work/${name%.*}"); then judge "$name" "" ""
        else judge "$name" run "$why"; fi
    done
    # -Minfo=accel: each line of info/PROGRAM.minfo is among what cufc reports for tests/acc/PROGRAM
    for f in tests/acc/info/*.minfo; do
        name=$(basename "$f" .minfo)
        info=$(cd tests/acc && "$CUFC" -acc -gpu=emu -Minfo=accel -fsyntax-only $(lookup FLAGS "$name") "$name" 2>&1)
        missing=$(grep -vxF -f <(echo "$info") "$f" | head -2 | tr '\n' ' ')
        if [ -z "$missing" ]; then ok "-Minfo=accel of $name"; else bad "-Minfo=accel of $name" "missing: $missing"; fi
    done
    while read -r verdict name rest; do
        case $verdict in
        PASS) judge "errors/$name" "" "" ;;
        FAIL) judge "errors/${name%:}" reject "$rest" ;;
        esac
    done < <(bash tests/errors/run.sh tests/acc/errors)
    # the audit table of docs/accelerator.md: every directive and clause implemented, a hint or rejected
    if out=$(bash tests/acc/clauses.sh 2>&1); then ok "clause audit: $(echo "$out" | tail -1)"
    else bad "clause audit" "$(echo "$out" | grep -m3 '^FAIL' | tr '\n' ' ')"; fi
    if [ "$mode" = --update-known ]; then
        { grep '^#' tests/acc/KNOWN_FAILURES; cat "$work/known"; } > "$work/new" && mv "$work/new" tests/acc/KNOWN_FAILURES
        echo "tests/acc/KNOWN_FAILURES: $(wc -l < "$work/known") programs fail now"
    fi ;;
--build)
    for f in $(programs); do
        name=$(basename "$f")
        if build "$name" "$dir/${name%.*}" -gpu=cc90; then ok "build $name"
        else bad "build $name" "$(grep -m2 error "$work/log" | tr '\n' ' ')"; fi
    done ;;
--run)
    # a --gnu-build directory carries libgomp
    [ -d "$dir/lib" ] && export LD_LIBRARY_PATH="$dir/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
    for b in "$dir"/*; do
        [ -f "$b" ] && [ -x "$b" ] || continue
        if why=$(outcome "$(basename "$b")" "$b"); then ok "$(basename "$b")"
        else bad "$(basename "$b")" "$why"; fi
    done ;;
--gfortran)
    gfortran -c tests/acc/gfortran/accel_lib.f90 -J "$work" -o "$work/accel_lib.o" || exit 1
    for f in $(programs); do
        name=$(basename "$f")
        case $name in
        pgi_*)  cmd=(gfortran -cpp -D_ACCEL=200906 -I"$work" "$PWD/$f" "$work/accel_lib.o" -lgomp) ;;
        stdpar_*) cmd=(gfortran "$PWD/$f") ;;
        oacc_*) cmd=(gfortran -fopenacc -foffload=disable "$PWD/$f") ;;
        *) echo "SKIP $name: CUDA Fortran, cufc only"; continue ;;
        esac
        if grep -q '^! Not for gfortran: ' "$f"; then echo "SKIP $name: $(sed -n 's/^! Not for gfortran: //p' "$f")"; continue; fi
        if ! (cd "$work" && "${cmd[@]}" -J "$work" -o "$work/${name%.*}") > "$work/log" 2>&1; then
            bad "$name" "gfortran: $(grep -m2 -i error "$work/log" | tr '\n' ' ')"
        elif why=$(outcome "$name" "$work/${name%.*}"); then ok "$name"
        else bad "$name" "$why"; fi
    done ;;
--gnu-build)
    mkdir -p "$dir/lib"
    plugin=$(gfortran -print-file-name=libgomp-plugin-nvptx.so.1)
    if [ ! -e "$plugin" ]; then echo "no gfortran OpenACC offload: apt-get install gcc-12-offload-nvptx"; finish; exit; fi
    cp -L "$(gfortran -print-file-name=libgomp.so.1)" "$plugin" "$dir/lib/"
    for f in tests/acc/oacc_*; do
        name=$(basename "$f")
        if grep -q '^! Not for gfortran: ' "$f"; then echo "SKIP $name: $(sed -n 's/^! Not for gfortran: //p' "$f")"; continue; fi
        if (cd "$work" && gfortran -O2 -fopenacc -foffload=nvptx-none -foffload-options=nvptx-none=-misa=sm_80 \
                "$OLDPWD/$f" -o "$dir/${name%.*}") > "$work/log" 2>&1; then ok "gnu build $name"
        else bad "gnu build $name" "$(grep -m2 -i error "$work/log" | tr '\n' ' ')"; fi
    done ;;
*) sed -n '2,27p' "$0"; exit 2 ;;
esac
finish
