#!/usr/bin/env bash
# tests/errors/run.sh — each bad input is rejected with "FILE:LINE:COL: error:"
# on every line marked "! ERROR:", a non-zero exit, no crash and no output file.
# A line "! FLAGS: ..." adds options to the -gpu=emu -c compile.
cd "$(dirname "$0")/../.." && . tests/lib/common.sh
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
for f in tests/errors/*.cuf tests/errors/*.f90 tests/errors/*.CUF tests/errors/*.F90; do
    [ -f "$f" ] || continue
    name=$(basename "$f")
    obj="$work/$name.o"
    flags=$(sed -n 's/^! *FLAGS: *//p' "$f")   # extra options, e.g. "! FLAGS: -gpu=nordc"
    out=$(cd "$work" && timeout 30 "$CUFC" -gpu=emu $flags -c "$OLDPWD/$f" -o "$obj" 2>&1); rc=$?
    why=""
    [ $rc -eq 0 ] && why="exit status 0"
    [ $rc -ge 124 ] && why="crashed or hung (status $rc)"
    [ -e "$obj" ] && why="$why; left $obj behind"
    while IFS=: read -r line _; do
        echo "$out" | grep -qE "^[^:]*$name:$line:[0-9]+: error:" || why="$why; no error reported on line $line"
    done < <(grep -n '! *ERROR:' "$f")
    grep -q '! *ERROR:' "$f" || why="$why; no ERROR marker in test"
    if [ -z "$why" ]; then ok "$name"; else bad "$name" "${why#; } -- $(echo "$out" | head -2 | tr '\n' ' ')"; fi
done
finish
