#!/usr/bin/env bash
# tests/fuzz/smoke.sh [SECONDS] — fuzz the front end with libFuzzer, seeded
# with the test corpora (default: a 60-second smoke run; the long runs in the
# notes used the same script with a larger number).
cd "$(dirname "$0")/../.." && . tests/lib/common.sh
secs=${1:-60}
work=${FUZZ_WORK:-$(mktemp -d)}
mkdir -p "$work/corpus"
cp tests/syntax/*.cuf tests/fortran/*.f90 tests/errors/*.cuf "$work/corpus/" 2>/dev/null
srcs=$(ls src/front/*.c src/sema/*.c src/cuda/*.c)
# error_at exits after MAX_ERRORS; the harness builds with a hook that keeps going.
if ! clang -std=c11 -g -O1 -D_GNU_SOURCE -DCUFC_FUZZING -Isrc -Iruntime/include -fsanitize=fuzzer,address,undefined \
    -fno-sanitize-recover=undefined $srcs tests/fuzz/fuzz_front.c -lm -o "$work/fuzz_front" 2> "$work/build.log"; then
    bad "fuzzer build" "$(head -3 "$work/build.log" | tr '\n' ' ')"; finish; exit
fi
# The front end never frees its trees: run in rounds of a bounded number of
# inputs so that memory stays small; the corpus grows across rounds.
start=$(date +%s); rc=0; rounds=0
while [ $rc -eq 0 ] && [ $(( $(date +%s) - start )) -lt "$secs" ]; do
    left=$(( secs - ($(date +%s) - start) ))
    (cd "$work" && ASAN_OPTIONS=detect_leaks=0 ./fuzz_front -max_total_time="$left" -runs=5000 -timeout=10 \
        -rss_limit_mb=4096 -max_len=8192 corpus >> fuzz.log 2>&1); rc=$?
    rounds=$((rounds + 1))
done
if [ $rc -eq 0 ]; then ok "fuzz ${secs}s ($rounds rounds, $(grep -c '^#' "$work/fuzz.log") status lines, $(ls "$work/corpus" | wc -l) corpus files)"
else bad "fuzz ${secs}s" "$(grep -m3 -E 'ERROR|SUMMARY|runtime error' "$work/fuzz.log" | tr '\n' ' ')"; fi
[ -z "$FUZZ_WORK" ] && rm -rf "$work"
finish
