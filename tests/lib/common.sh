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
