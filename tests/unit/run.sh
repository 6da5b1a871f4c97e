#!/usr/bin/env bash
# tests/unit/run.sh — C unit tests of the front end and sema, each linked with
# the compiler's objects (all of src/ but the driver's main).
cd "$(dirname "$0")/../.." && . tests/lib/common.sh
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
srcs=$(ls src/front/*.c src/sema/*.c src/cuda/*.c src/host/*.c src/device/*.c 2>/dev/null)
for t in tests/unit/test_*.c; do
    name=$(basename "$t" .c)
    if ! gcc -std=c11 -g -O1 -Wall -Wextra -Werror -D_GNU_SOURCE -Isrc -Iruntime/include -fsanitize=address,undefined \
        -fno-sanitize-recover=undefined $srcs "$t" -lm -o "$work/$name" 2> "$work/$name.log"; then
        bad "$name" "does not build: $(head -3 "$work/$name.log" | tr '\n' ' ')"; continue
    fi
    out=$(cd "$work" && ASAN_OPTIONS=detect_leaks=0 timeout 120 "./$name" 2>&1); rc=$?
    last=$(echo "$out" | grep -E '^[0-9]+ passed, [0-9]+ failed' | tail -1)
    if [ $rc -eq 0 ] && [ -n "$last" ]; then ok "$name ($last)"
    else bad "$name" "status $rc: $(echo "$out" | grep -m3 -E 'FAIL|ERROR|runtime error' | tr '\n' ' ')"; fi
done
finish
