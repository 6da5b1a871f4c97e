#!/usr/bin/env bash
# tests/sanitize.sh — the compiler built with AddressSanitizer and UBSan runs
# the syntax, error and plain-Fortran corpora; any sanitizer report fails.
cd "$(dirname "$0")/.." && . tests/lib/common.sh
build_sanitized || { bad "build with sanitizers"; finish; exit; }
export ASAN_OPTIONS=detect_leaks=0:abort_on_error=0 UBSAN_OPTIONS=print_stacktrace=1
export CUFC_PREFIX=$PWD/build
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
for f in tests/syntax/*.cuf tests/syntax/*.f90 tests/errors/*.cuf tests/errors/*.f90 tests/fortran/*.f90 tests/fortran/*.f; do
    [ -f "$f" ] || continue
    out=$(cd "$work" && timeout 60 "$OLDPWD/build-asan/bin/cufc" -fsyntax-only -I "$OLDPWD/tests/fortran/inc" "$OLDPWD/$f" 2>&1)
    rc=$?
    if echo "$out" | grep -qE 'AddressSanitizer|runtime error:|LeakSanitizer' || [ $rc -ge 124 ]; then
        bad "$f" "$(echo "$out" | grep -m2 -E 'Sanitizer|runtime error' | tr '\n' ' ')"
    else ok "$f"; fi
done
finish
