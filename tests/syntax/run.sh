#!/usr/bin/env bash
# tests/syntax/run.sh — every listing of the book and the guide passes parsing
# and semantic analysis (cufc -fsyntax-only).  DEPS lists modules to build first.
cd "$(dirname "$0")/../.." && . tests/lib/common.sh
dir=tests/syntax
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
# MPI's module, as mpifort would find it.
MPI_FLAGS=$(mpifort --showme:compile 2>/dev/null)
deps() { grep -E "^$1:" $dir/DEPS 2>/dev/null | cut -d: -f2; }
for f in $dir/*.cuf $dir/*.CUF $dir/*.f90 $dir/*.F90 $dir/*.f $dir/*.F; do
    [ -f "$f" ] || continue
    name=$(basename "$f")
    mods="$work/$name.mods"; mkdir -p "$mods"
    okdeps=1
    for d in $(deps "$name"); do
        "$CUFC" -fsyntax-only $MPI_FLAGS -J "$mods" "$dir/$d" > "$mods/log" 2>&1 || okdeps=0
    done
    if out=$("$CUFC" -fsyntax-only $MPI_FLAGS -J "$mods" "$f" 2>&1) && [ $okdeps = 1 ]; then ok "$name"
    else bad "$name" "$(echo "$out" | head -3 | tr '\n' ' ')"; fi
done
finish
