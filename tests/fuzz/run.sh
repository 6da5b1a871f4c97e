#!/usr/bin/env bash
# tests/fuzz/run.sh — the fuzz suite of tests/run.sh: libFuzzer on the front
# end for 60 seconds (smoke.sh), then 40 mutants of seed 1 through the whole
# pipeline (pipeline.sh, no reduction); any bug of either fails.
cd "$(dirname "$0")/../.." || exit 2
total_pass=0 total_fail=0
for cmd in "tests/fuzz/smoke.sh 60" "tests/fuzz/pipeline.sh -q -n 40 1"; do
    log=$(mktemp)
    $cmd 2>&1 | tee "$log"
    last=$(grep -E '^[0-9]+ passed, [0-9]+ failed' "$log" | tail -1)
    rm -f "$log"
    p=${last%% passed*} f=${last#*, }; f=${f%% failed*}
    [ -n "$last" ] || { p=0 f=1; echo "FAIL $cmd: no count"; }
    total_pass=$((total_pass + p)) total_fail=$((total_fail + f))
done
echo "$total_pass passed, $total_fail failed"
[ "$total_fail" -eq 0 ]
