# tests/lib/common.sh — shared helpers of the suite scripts.
CUFC=${CUFC:-$PWD/build/bin/cufc}
pass=0 fail=0
ok()  { echo "PASS $1"; pass=$((pass + 1)); }
bad() { echo "FAIL $1${2:+: $2}"; fail=$((fail + 1)); }
finish() { echo "$pass passed, $fail failed"; [ "$fail" -eq 0 ]; }

# run_checks NAME EXE: run a self-checking program (two minutes at most) that
# prints "PASS what" / "FAIL what" lines (and indented details); show them and
# count each one; a non-zero exit or no PASS line at all is one failure more.
run_checks() {
    local name=$1 exe=$2 out="$2.out" rc np nf t=""
    command -v timeout >/dev/null 2>&1 && t="timeout 120"
    $t "$exe" >"$out" 2>&1
    rc=$?
    grep -E '^(PASS|FAIL) |^  ' "$out"
    np=$(grep -c '^PASS ' "$out")
    nf=$(grep -c '^FAIL ' "$out")
    pass=$((pass + np))
    fail=$((fail + nf))
    if [ $rc -ne 0 ]; then
        bad "$name: exit status $rc"
        tail -5 "$out" | sed 's/^/    /'
    elif [ "$np" -eq 0 ]; then
        bad "$name: no results"
    fi
}

# build_sanitized: build-asan/bin/cufc, the compiler with AddressSanitizer and
# UBSan (tests/sanitize.sh, tests/fuzz/pipeline.sh); it uses the runtime and
# modules of build/ (CUFC_PREFIX).
build_sanitized() {
    make -s B=build-asan CFLAGS="-std=c11 -O1 -g -Wall -Wextra -Werror -fsanitize=address,undefined -fno-sanitize-recover=undefined" \
         LDFLAGS="-fsanitize=address,undefined" build-asan/bin/cufc >/dev/null
}

# without_host_check DIR: DIR/gfortran, a gfortran that answers
# -fsyntax-only at once and runs the real one (CUFC_GFORTRAN or gfortran)
# otherwise.  With PATH=DIR:$PATH CUFC_GFORTRAN=gfortran, `cufc
# -fsyntax-only` does cufc's own work without gfortran's check of the host
# half (src/driver/relay.c): tests/limits times it, tests/fuzz/pipeline.sh
# tells a slow gfortran from a slow cufc.
without_host_check() {
    mkdir -p "$1"
    printf '#!/bin/sh\ncase " $* " in *" -fsyntax-only "*) exit 0 ;; esac\nexec %s "$@"\n' \
        "$(command -v "${CUFC_GFORTRAN:-gfortran}")" > "$1/gfortran"
    chmod +x "$1/gfortran"
}

# A file that uses MPI (tests/backends, tests/fuzz/pipeline.sh).
USES_MPI="^[[:space:]]*(use[[:space:],:]+mpi|include[[:space:]]*['\"]mpif\.h)"
# The CUDA libraries some files use (their modules, or their own interfaces
# to the libraries' functions), as a -cudalib option.
cudalibs() {
    local l list=""
    for l in cublas cufft curand cusparse cusolver nvtx cutensor; do
        grep -qiE "\b${l}" "$@" && list="$list,$l"
    done
    [ -n "$list" ] && echo "-cudalib=${list#,}"
}
