#!/usr/bin/env bash
# tests/syntax/run.sh — every listing of the book and the guide passes
# cufc -fsyntax-only: parsing, semantic analysis, the CUDA rules and the
# translation (without the back ends), so what it accepts a full compile
# accepts too.  DEPS lists modules to build first.  KNOWN_GAPS lists the
# listings cufc cannot translate yet, each with the start of the located
# error it gives; such a listing passes while it fails with that error, and
# fails once it compiles (then remove its line).  FLAGS gives a listing
# (and its DEPS) the options its text asks for (`-Mcuda` for a .F90).
cd "$(dirname "$0")/../.." && . tests/lib/common.sh
dir=tests/syntax
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
# MPI's module, as mpifort would find it.
MPI_FLAGS=$(mpifort --showme:compile 2>/dev/null)
deps() { grep -E "^$1:" $dir/DEPS 2>/dev/null | cut -d: -f2; }
flags() { grep -E "^$1:" $dir/FLAGS 2>/dev/null | cut -d: -f2; }
gap() { grep -E "^$1: " $dir/KNOWN_GAPS 2>/dev/null | cut -d' ' -f2-; }
for f in $dir/*.cuf $dir/*.CUF $dir/*.f90 $dir/*.F90 $dir/*.f $dir/*.F; do
    [ -f "$f" ] || continue
    name=$(basename "$f")
    mods="$work/$name.mods"; mkdir -p "$mods"
    okdeps=1
    for d in $(deps "$name"); do
        "$CUFC" -fsyntax-only $MPI_FLAGS $(flags "$name") -J "$mods" "$dir/$d" > "$mods/log" 2>&1 || okdeps=0
    done
    out=$("$CUFC" -fsyntax-only $MPI_FLAGS $(flags "$name") -J "$mods" "$f" 2>&1); rc=$?
    known=$(gap "$name")
    if [ -n "$known" ]; then
        if [ $rc -ne 0 ] && [ $rc -lt 124 ] && echo "$out" | grep -qF "error: $known"; then ok "$name (known gap)"
        elif [ $rc -eq 0 ]; then bad "$name" "compiles now: remove it from KNOWN_GAPS"
        else bad "$name" "expected \"$known\": $(echo "$out" | head -3 | tr '\n' ' ')"; fi
    elif [ $rc -eq 0 ] && [ $okdeps = 1 ]; then ok "$name"
    else bad "$name" "$(echo "$out" | head -3 | tr '\n' ' ')"; fi
done
finish
