#!/usr/bin/env bash
# Plain-Fortran conformance corpus for cufc.
#
# For every program under tests/fortran/ (single files *.f90 *.f *.F90 *.F and
# multi-file programs multi/NAME/ whose compile order is listed in multi/NAME/order)
# build it with gfortran (the reference) and with $CUFC using the same flags, run
# both binaries (stdin from /dev/null, inside a private scratch directory) and
# compare stdout and the exit status.
#
# Usage (from the repository root):
#   tests/fortran/run.sh [-j N] [--gfortran-only] [-v] [NAME...]
#
#   -j N             run N programs in parallel (default 1)
#   --gfortran-only  only build and run with gfortran: validates the corpus itself
#                    (each binary is run twice and both runs must agree)
#   -v               show the full diff on failure, not just an excerpt
#   NAME...          only run programs whose name (file name without directory,
#                    or multi/NAME) contains one of these strings
#
# Environment: CUFC (default build/bin/cufc), GFORTRAN (default gfortran),
#              TIMEOUT seconds per run (default 20).
#
# Per-program flags: if line 1 of a source file is `! flags: ...` (or `c flags: ...`
# / `C flags: ...` in fixed form) those flags are passed to both compilers for
# that file. .F and .F90 files are preprocessed by both compilers because of the
# suffix; no other flags are used.

set -u

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
CUFC=${CUFC:-build/bin/cufc}
GFORTRAN=${GFORTRAN:-gfortran}
TIMEOUT=${TIMEOUT:-20}
jobs=1
gf_only=0
verbose=0
filters=()

while [ $# -gt 0 ]; do
    case "$1" in
        -j) jobs=$2; shift 2 ;;
        -j*) jobs=${1#-j}; shift ;;
        --gfortran-only) gf_only=1; shift ;;
        -v) verbose=1; shift ;;
        -h|--help) sed -n '2,27p' "$0"; exit 0 ;;
        *) filters+=("$1"); shift ;;
    esac
done

case "$CUFC" in
    /*) ;;
    *) CUFC="$PWD/$CUFC" ;;
esac
if [ $gf_only -eq 0 ] && [ ! -x "$CUFC" ]; then
    echo "run.sh: cufc not found at $CUFC (set CUFC, or use --gfortran-only)" >&2
    exit 2
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/cufc-fortran.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

# flags from line 1 of a source file
file_flags() {
    local line
    IFS= read -r line < "$1" || true
    case "$line" in
        '! flags:'*) echo "${line#! flags:}" ;;
        'c flags:'*) echo "${line#c flags:}" ;;
        'C flags:'*) echo "${line#C flags:}" ;;
        *) echo "" ;;
    esac
}

# build NAME with COMPILER into directory DIR (binary DIR/prog); log in DIR/build.log
build() {
    local name=$1 cc=$2 dir=$3 src f fl objs=()
    mkdir -p "$dir"
    if [ -d "$here/$name" ]; then
        # multi-file program: compile each file in order with -c, then link
        while IFS= read -r f || [ -n "$f" ]; do
            f=${f%%#*}; f=$(echo "$f" | tr -d '[:space:]')
            [ -z "$f" ] && continue
            src="$here/$name/$f"
            fl=$(file_flags "$src")
            # shellcheck disable=SC2086
            (cd "$dir" && "$cc" $fl -c "$src" -o "${f%.*}.o") >> "$dir/build.log" 2>&1 || return 1
            objs+=("${f%.*}.o")
        done < "$here/$name/order"
        (cd "$dir" && "$cc" "${objs[@]}" -o prog) >> "$dir/build.log" 2>&1 || return 1
    else
        src="$here/$name"
        fl=$(file_flags "$src")
        # shellcheck disable=SC2086
        (cd "$dir" && "$cc" $fl "$src" -o prog) >> "$dir/build.log" 2>&1 || return 1
    fi
    [ -x "$dir/prog" ]
}

# run DIR/prog inside DIR/run$2 ; stdout -> DIR/out$2, exit status -> DIR/rc$2
runprog() {
    local dir=$1 n=$2 rc
    mkdir -p "$dir/run$n"
    (cd "$dir/run$n" && timeout "$TIMEOUT" ../prog < /dev/null > ../out$n 2> ../err$n)
    rc=$?
    echo "$rc" > "$dir/rc$n"
}

excerpt() {
    if [ $verbose -eq 1 ]; then cat; else head -n 20; fi
}

# prints PASS/FAIL lines for one program
run_one() {
    local name=$1 w="$tmp/w/$2"
    local ref="$w/ref" tst="$w/cufc"
    if ! build "$name" "$GFORTRAN" "$ref"; then
        echo "FAIL $name (gfortran build failed)"
        excerpt < "$ref/build.log" | sed 's/^/    /'
        return
    fi
    runprog "$ref" 1
    if [ $gf_only -eq 1 ]; then
        runprog "$ref" 2
        if ! cmp -s "$ref/out1" "$ref/out2" || ! cmp -s "$ref/rc1" "$ref/rc2"; then
            echo "FAIL $name (nondeterministic output)"
            diff "$ref/out1" "$ref/out2" | excerpt | sed 's/^/    /'
        elif [ "$(cat "$ref/rc1")" = 124 ]; then
            echo "FAIL $name (timed out)"
        elif [ ! -s "$ref/out1" ]; then
            echo "FAIL $name (no output)"
        else
            echo "PASS $name"
        fi
        return
    fi
    if ! build "$name" "$CUFC" "$tst"; then
        echo "FAIL $name (cufc build failed)"
        excerpt < "$tst/build.log" | sed 's/^/    /'
        return
    fi
    runprog "$tst" 1
    local rr rt
    rr=$(cat "$ref/rc1"); rt=$(cat "$tst/rc1")
    if ! cmp -s "$ref/out1" "$tst/out1"; then
        echo "FAIL $name (stdout differs; < gfortran, > cufc)"
        diff "$ref/out1" "$tst/out1" | excerpt | sed 's/^/    /'
    elif [ "$rr" != "$rt" ]; then
        echo "FAIL $name (exit status gfortran $rr, cufc $rt)"
        excerpt < "$tst/err1" | sed 's/^/    /'
    else
        echo "PASS $name"
    fi
}

# collect programs
progs=()
for f in "$here"/*.f90 "$here"/*.f "$here"/*.F90 "$here"/*.F; do
    [ -f "$f" ] && progs+=("$(basename "$f")")
done
for d in "$here"/multi/*/; do
    [ -f "$d/order" ] && progs+=("multi/$(basename "$d")")
done

selected=()
for p in "${progs[@]}"; do
    if [ ${#filters[@]} -eq 0 ]; then selected+=("$p"); continue; fi
    for flt in "${filters[@]}"; do
        case "$p" in *"$flt"*) selected+=("$p"); break ;; esac
    done
done

mkdir -p "$tmp/w" "$tmp/res"
i=0
for p in "${selected[@]}"; do
    i=$((i + 1))
    if [ "$jobs" -le 1 ]; then
        run_one "$p" "$i" | tee "$tmp/res/$i"
    else
        while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n; done
        run_one "$p" "$i" > "$tmp/res/$i" &
    fi
done
wait
if [ "$jobs" -gt 1 ]; then
    for ((k = 1; k <= i; k++)); do cat "$tmp/res/$k"; done
fi

passed=0; failed=0
for ((k = 1; k <= i; k++)); do
    if grep -q '^PASS ' "$tmp/res/$k"; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
done
echo "$passed passed, $failed failed"
[ $failed -eq 0 ]
