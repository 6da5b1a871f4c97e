# tests/lib/common.sh — shared helpers of the suite scripts.
CUFC=${CUFC:-$PWD/build/bin/cufc}
pass=0 fail=0
ok()  { echo "PASS $1"; pass=$((pass + 1)); }
bad() { echo "FAIL $1${2:+: $2}"; fail=$((fail + 1)); }
finish() { echo "$pass passed, $fail failed"; [ "$fail" -eq 0 ]; }
