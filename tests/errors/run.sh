#!/usr/bin/env bash
# tests/errors/run.sh — each bad input gets exactly the errors its markers
# name, with -fsyntax-only as with a full compile.
#
# Markers.  A line on which cufc must report an error ends in a comment
#     ! ERROR: <message>
# <message> is the text cufc prints after "FILE:LINE:COL: error: " for that
# line, whole and exact (blanks at either end ignored; "!ERROR:" works too).
# Only for a long message (over about 150 characters) may the marker hold a
# leading part of it, ended by " ...": the message must then start with the
# text before " ..." (cut where the explanation after the problem begins).  A line
# with several errors has one marker per error, in any order, on that line:
#     equivalence (a, b)   ! ERROR: <message 1> ! ERROR: <message 2>
# (the same text twice when cufc reports it twice, e.g. at two columns).
# A line "! FLAGS: ..." adds options to both compiles below.
#
# For each test FILE, cufc runs twice:
#     cufc -gpu=emu FLAGS -fsyntax-only FILE
#     cufc -gpu=emu FLAGS -c FILE -o OBJ
# and the test fails unless
#   - both exit non-zero, without a crash or hang (status 124 or more), and
#     the full compile leaves no OBJ;
#   - no diagnostic lacks a file and line: every "error:"/"Error:"/"fatal"
#     line of either run reads "FILE:LINE:COL: error: MESSAGE" with FILE the
#     test file ("cufc: error: ...", "FILE:LINE: error: ...", an error in
#     another file or from gfortran/g++ all fail);
#   - the errors of the full compile are the markers, one for one: each
#     marker matches one error on its line, each error matches a marker
#     (a spurious extra error fails too);
#   - -fsyntax-only reports the same errors (same line, column and message)
#     as the full compile; a difference reads "-fsyntax-only misses line
#     L:C: MESSAGE" or "the full compile misses line L:C: MESSAGE".
# Warnings and notes are not checked.
# tests/errors/run.sh DIR checks the tests of DIR instead (tests/acc/errors).
cd "$(dirname "$0")/../.." && . tests/lib/common.sh
dir=${1:-tests/errors}
root=$PWD
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
export LC_ALL=C

# markers FILE: "LINE<tab>TEXT" for each "! ERROR: TEXT" of FILE.
markers() {
    awk '{
        if (!match($0, /![ \t]*ERROR:/)) next
        n = split(substr($0, RSTART), part, /![ \t]*ERROR:/)
        for (i = 2; i <= n; i++) {
            m = part[i]; sub(/^[ \t]+/, "", m); sub(/[ \t\r]+$/, "", m)
            print NR "\t" m
        }
    }' "$1"
}

# located PATH OUT ERRS: the errors of cufc output OUT located in PATH go to
# ERRS as "LINE<tab>COL<tab>MESSAGE"; every other error line is printed.
located() {
    awk -v path="$1" -v errs="$3" '
        /^[ \t]/ { next }                       # quoted source lines, carets
        {
            lo = tolower($0)
            if (lo !~ /(^|[ :])(error|fatal)[ \t]*:/) next
            p = path ":"
            if (index($0, p) == 1) {
                rest = substr($0, length(p) + 1)
                if (match(rest, /^[0-9]+:[0-9]+: error: /)) {
                    split(rest, f, ":")
                    msg = substr(rest, RLENGTH + 1); sub(/[ \t\r]+$/, "", msg)
                    print f[1] "\t" f[2] "\t" msg > errs
                    next
                }
            }
            print
        }' "$2"
}

# compare MARKERS ERRS: one line per marker without its error and per error
# without its marker.
compare() {
    awk -F '\t' '
        FILENAME == ARGV[1] { nm++; ml[nm] = $1; mt[nm] = $2; next }
        { ne++; el[ne] = $1; ec[ne] = $2; et[ne] = $3 }
        END {
            for (i = 1; i <= nm; i++)
                for (j = 1; j <= ne; j++)
                    if (!eu[j] && el[j] == ml[i] && et[j] == mt[i]) { eu[j] = mu[i] = 1; break }
            for (i = 1; i <= nm; i++) {
                if (mu[i] || mt[i] !~ / \.\.\.$/) continue
                p = substr(mt[i], 1, length(mt[i]) - 4)
                for (j = 1; j <= ne; j++)
                    if (!eu[j] && el[j] == ml[i] && substr(et[j], 1, length(p)) == p) { eu[j] = mu[i] = 1; break }
            }
            for (i = 1; i <= nm; i++) {
                if (mu[i]) continue
                if (mt[i] == "") { print "empty ERROR marker on line " ml[i]; continue }
                for (j = 1; j <= ne; j++)
                    if (!eu[j] && el[j] == ml[i]) break
                if (j <= ne) {
                    eu[j] = 1
                    print "line " el[j] ":" ec[j] ": expected \"" mt[i] "\", cufc says \"" et[j] "\""
                } else
                    print "no error reported on line " ml[i] " (expected \"" mt[i] "\")"
            }
            for (j = 1; j <= ne; j++)
                if (!eu[j]) print "unmarked error on line " el[j] ":" ec[j] ": " et[j]
        }' "$1" "$2"
}

for f in "$dir"/*.cuf "$dir"/*.f90 "$dir"/*.CUF "$dir"/*.F90; do
    [ -f "$f" ] || continue
    name=$(basename "$f")
    path="$root/$f"
    d="$work/$name"; mkdir -p "$d/syn" "$d/full"
    obj="$d/full/$name.o"
    flags=$(sed -n 's/^! *FLAGS: *//p' "$f")   # extra options, e.g. "! FLAGS: -gpu=nordc"
    # (the shell's own "Segmentation fault" notices go to /dev/null: a crash
    # is reported below by its status)
    (cd "$d/syn" && timeout 60 "$CUFC" -gpu=emu $flags -fsyntax-only "$path" > ../syn.out 2>&1) 2>/dev/null; src=$?
    (cd "$d/full" && timeout 60 "$CUFC" -gpu=emu $flags -c "$path" -o "$obj" > ../full.out 2>&1) 2>/dev/null; frc=$?
    why=()
    for run in syn full; do
        if [ $run = syn ]; then rc=$src what="-fsyntax-only"; else rc=$frc what="the full compile"; fi
        [ $rc -eq 0 ] && why+=("$what: exit status 0")
        [ $rc -ge 124 ] && why+=("$what: crashed or hung (status $rc)")
        : > "$d/$run.errs"
        while IFS= read -r l; do
            why+=("$what: error not located as $f:LINE:COL: $l")
        done < <(located "$path" "$d/$run.out" "$d/$run.errs")
        sort "$d/$run.errs" -o "$d/$run.errs"
    done
    [ -e "$obj" ] && why+=("the full compile left its object file behind")
    markers "$f" > "$d/markers"
    [ -s "$d/markers" ] || why+=("no ERROR marker in test")
    while IFS= read -r l; do why+=("$l"); done < <(compare "$d/markers" "$d/full.errs")
    while IFS=$'\t' read -r ln col msg; do
        why+=("-fsyntax-only misses line $ln:$col: $msg")
    done < <(comm -13 "$d/syn.errs" "$d/full.errs" | sort -t $'\t' -k1,1n -k2,2n)
    while IFS=$'\t' read -r ln col msg; do
        why+=("the full compile misses line $ln:$col: $msg")
    done < <(comm -23 "$d/syn.errs" "$d/full.errs" | sort -t $'\t' -k1,1n -k2,2n)
    if [ ${#why[@]} -eq 0 ]; then
        ok "$name"
    else
        bad "$name" "${why[0]}"
        for w in "${why[@]:1}"; do echo "    $w"; done
    fi
done
finish
