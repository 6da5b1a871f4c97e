#!/usr/bin/env bash
# tests/sanitize.sh — the compiler built with AddressSanitizer and UBSan runs
# the syntax, error and plain-Fortran corpora; any sanitizer report fails.
cd "$(dirname "$0")/.." && . tests/lib/common.sh
build_sanitized || { bad "build with sanitizers"; finish; exit; }
export ASAN_OPTIONS=detect_leaks=0:abort_on_error=0 UBSAN_OPTIONS=print_stacktrace=1
export CUFC_PREFIX=$PWD/build
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
# 3*10^4 statements in one !$acc loop (fuzz m8953, seed 300): every
# reference of the region was pushed onto arrays grown one element at a
# time, which ASan's realloc copies each time (over 120 s; 4 s now)
big=$work/acc_loop_30000_statements.f90
{ echo 'program p'; echo '  real :: a(9, 9), s'; echo '  integer :: k'; echo '!$acc parallel loop reduction(+:s)'
  echo '  do k = 1, 9'; for i in $(seq 30000); do echo '    s = s + a(k, 1) * a(1, k)'; done
  echo '  end do'; echo '  print *, s'; echo 'end program'; } > "$big"
for f in tests/syntax/*.cuf tests/syntax/*.f90 tests/errors/*.cuf tests/errors/*.f90 tests/fortran/*.f90 tests/fortran/*.f "$big"; do
    [ -f "$f" ] || continue
    path=$PWD/$f flags=
    [ "$f" = "$big" ] && path=$f flags=-acc
    out=$(cd "$work" && timeout 60 "$OLDPWD/build-asan/bin/cufc" -fsyntax-only $flags -I "$OLDPWD/tests/fortran/inc" "$path" 2>&1)
    rc=$?
    if echo "$out" | grep -qE 'AddressSanitizer|runtime error:|LeakSanitizer' || [ $rc -ge 124 ]; then
        bad "$f" "$(echo "$out" | grep -m2 -E 'Sanitizer|runtime error' | tr '\n' ' ')"
    else ok "$f"; fi
done
finish
