#!/usr/bin/env bash
# tests/golden/run.sh — golden tests of the code cufc generates.
#
# Every NAME.cuf (.CUF .f90 .f ...) here is compiled with `cufc -gpu=keep -c`
# (native target, the default cc90) in a scratch directory of its own, with
# its file name relative, and the kept host file (NAME.cufc.f90, or
# NAME.cufc.f in fixed form) and device file (NAME.cufc.cu) are compared
# with `diff -u` against NAME.f90.expect (NAME.f.expect) and NAME.cu.expect.
# A program without device code must produce no .cu and has no
# NAME.cu.expect.  Lines in a source's header comment:
#   ! deps: a.cuf b.cuf   compiled first, in this order (modules it uses)
#   ! flags: -cuda ...    extra cufc options, for the deps too
#   ! emu: yes (why)      also compile with -gpu=emu: the .cu against
#                         NAME.emu.cu.expect, the host file against
#                         NAME.emu.f90.expect if there is one, else against
#                         the native NAME.f90.expect (today they are equal)
#
# Usage (from anywhere):
#   tests/golden/run.sh [-j N] [-v] [--update] [NAME...]
#     -j N      N programs at a time (default 1)
#     -v        show whole diffs (default: the first 40 lines)
#     --update  rewrite the expectations from this cufc (`make golden`),
#               then review them with `git diff tests/golden`
#     NAME...   only these programs (file names with or without suffix)
# Environment: CUFC (default build/bin/cufc).
set -u
cd "$(dirname "$0")/../.." && . tests/lib/common.sh
case $CUFC in /*) ;; *) CUFC=$PWD/$CUFC ;; esac
G=tests/golden
jobs=1 update=0 verbose=0 only=()
while [ $# -gt 0 ]; do
    case $1 in
        -j) jobs=$2; shift 2 ;;
        -j*) jobs=${1#-j}; shift ;;
        -v) verbose=1; shift ;;
        --update) update=1; shift ;;
        -h|--help) sed -n '2,24p' "$0"; exit 0 ;;
        *) only+=("${1%.*}"); shift ;;
    esac
done
[ -x "$CUFC" ] || { echo "golden: no compiler at $CUFC (build it, or set CUFC)"; exit 2; }
work=$(mktemp -d "${TMPDIR:-/tmp}/cufc-golden.XXXXXX")
trap 'rm -rf "$work"' EXIT
start=$SECONDS

header() { sed -n "s/^! *$1: *//p" "$2" | head -1; }

# compare EXPECT ACTUAL: 0 when equal; prints the diff (or, with --update,
# writes EXPECT).  ACTUAL "" means "nothing was generated".
compare() {
    local exp=$1 act=$2
    if [ $update = 1 ]; then
        if [ -n "$act" ]; then cmp -s "$act" "$G/$exp" || cp "$act" "$G/$exp"
        else rm -f "$G/$exp"; fi
        return 0
    fi
    if [ -z "$act" ]; then
        [ -f "$G/$exp" ] || return 0
        echo "    $exp: expected, but cufc generated no such file"
        return 1
    fi
    if [ ! -f "$G/$exp" ]; then
        echo "    $exp: missing (run 'make golden' to create the expectations)"
        return 1
    fi
    local d
    d=$(diff -u --label "$G/$exp" --label "generated ${exp%.expect}" "$G/$exp" "$act") && return 0
    if [ $verbose = 1 ] || [ "$(printf '%s\n' "$d" | wc -l)" -le 40 ]; then
        printf '%s\n' "$d" | sed 's/^/    /'
    else
        printf '%s\n' "$d" | head -40 | sed 's/^/    /'
        echo "    ... ($(printf '%s\n' "$d" | wc -l) lines of diff; -v shows all)"
    fi
    return 1
}

# build NAME SRC MODE FLAGS...: compile the deps and SRC in $work/NAME.MODE;
# leaves normalised host.out / dev.out there; prints a failure's log.
build() {
    local name=$1 src=$2 mode=$3; shift 3
    local d=$work/$name.$mode dep
    mkdir -p "$d/tmp"
    cp "$G/$src" "$d/"
    for dep in $(header deps "$G/$src"); do
        cp "$G/$dep" "$d/"
        if ! (cd "$d" && TMPDIR=$d/tmp timeout 120 "$CUFC" "$@" -c "$dep") >"$d/dep.log" 2>&1; then
            echo "    cufc failed on dependency $dep ($mode):"; head -8 "$d/dep.log" | sed 's/^/    /'
            return 1
        fi
    done
    (cd "$d" && TMPDIR=$d/tmp timeout 120 "$CUFC" -gpu=keep "$@" -c "$src") >"$d/log" 2>&1
    local rc=$?
    # the one normalisation: the scratch directory and the checkout, should
    # a path ever appear in markers or messages
    local f
    for f in "$d/$name.cufc.f90" "$d/$name.cufc.f" "$d/$name.cufc.cu"; do
        [ -f "$f" ] || continue
        sed -e "s|$d/||g" -e "s|$PWD/||g" "$f" >"$d/$(case $f in *.cu) echo dev;; *) echo host;; esac).out"
    done
    if [ $rc -ne 0 ]; then
        echo "    cufc exit status $rc ($mode):"; head -8 "$d/log" | sed 's/^/    /'
        return 1
    fi
}

# check SRC: build and compare one program; prints its lines, returns 0/1.
check() {
    local src=$1 name=${1%.*} flags ok=1 hx host dev
    flags=$(header flags "$G/$src")
    case $src in *.f|*.F|*.for|*.FOR) hx=f ;; *) hx=f90 ;; esac
    # shellcheck disable=SC2086
    build "$name" "$src" native $flags || ok=0
    host=$work/$name.native/host.out; [ -f "$host" ] || host=""
    dev=$work/$name.native/dev.out; [ -f "$dev" ] || dev=""
    if [ $update = 1 ] && [ $ok = 0 ]; then echo "FAIL $name: not updated"; return 1; fi
    if [ -z "$host" ] && [ $update = 1 ]; then echo "FAIL $name: no host file"; return 1; fi
    compare "$name.$hx.expect" "$host" || ok=0
    compare "$name.cu.expect" "$dev" || ok=0
    if [ "$(header emu "$G/$src" | cut -d' ' -f1)" = yes ]; then
        # shellcheck disable=SC2086
        build "$name" "$src" emu -gpu=emu $flags || ok=0
        local ehost=$work/$name.emu/host.out edev=$work/$name.emu/dev.out
        [ -f "$ehost" ] || ehost=""
        [ -f "$edev" ] || edev=""
        if [ $update = 1 ]; then
            [ $ok = 0 ] && { echo "FAIL $name: emu not updated"; return 1; }
            if [ -n "$ehost" ] && cmp -s "$ehost" "$host"; then rm -f "$G/$name.emu.$hx.expect"
            else compare "$name.emu.$hx.expect" "$ehost"; fi
        elif [ -f "$G/$name.emu.$hx.expect" ]; then
            compare "$name.emu.$hx.expect" "$ehost" || ok=0
        else
            compare "$name.$hx.expect" "$ehost" || ok=0
        fi
        compare "$name.emu.cu.expect" "$edev" || ok=0
    fi
    if [ $update = 1 ]; then echo "PASS $name (updated)"; return 0; fi
    if [ $ok = 1 ]; then echo "PASS $name"; return 0; fi
    echo "FAIL $name"; return 1
}

srcs=()
for f in "$G"/*.cuf "$G"/*.CUF "$G"/*.f90 "$G"/*.F90 "$G"/*.f "$G"/*.F; do
    [ -f "$f" ] || continue
    f=${f##*/}
    if [ ${#only[@]} -gt 0 ]; then
        keep=0
        for o in "${only[@]}"; do [ "${f%.*}" = "$o" ] && keep=1; done
        [ $keep = 1 ] || continue
    fi
    srcs+=("$f")
done
[ ${#srcs[@]} -gt 0 ] || { echo "golden: no programs to check"; exit 2; }

# run the checks, $jobs at a time, each into a file; print them in order
running=0
for s in "${srcs[@]}"; do
    (check "$s" >"$work/${s%.*}.result" 2>&1; echo $? >"$work/${s%.*}.rc") &
    running=$((running + 1))
    if [ "$running" -ge "$jobs" ]; then wait -n; running=$((running - 1)); fi
done
wait
for s in "${srcs[@]}"; do
    r=$work/${s%.*}
    # the FAIL/PASS line last in the file: print details under it
    tail -1 "$r.result"
    sed '$d' "$r.result"
    if [ "$(cat "$r.rc" 2>/dev/null)" = 0 ]; then pass=$((pass + 1)); else fail=$((fail + 1)); fi
done
if [ $update = 1 ]; then
    echo "expectations in $G rewritten by $CUFC; review them with: git diff $G"
fi
echo "golden: $((SECONDS - start)) s with -j $jobs"
finish
