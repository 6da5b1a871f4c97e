#!/usr/bin/env bash
# tests/emucheck/run.sh — the seeded-bug suite of the emulator's checks
# (docs/emulation.md).  Each NAME.cuf is a small program with one known bug:
# its lines ending in "!@bug" are in the buggy program only, those ending in
# "!@fix" in its correct twin only (the other's lines become empty comments,
# so line numbers agree).  Its header says which check finds the bug and
# what the report must name:
#   ! check: mem|init|race|sync|leaks|bounds   (CUFEMU_CHECK for the run)
#   ! expect: CLASS ARRAY LINE                 (memcheck initcheck racecheck
#                                               synccheck bounds leak; ARRAY - : none;
#                                               a race may name either of its lines)
#   --emu         build both here with -gpu=emu, run them under CUFEMU_CHECK:
#                 the bug must be reported (class, array, line), the twin must
#                 print PASS with no report
#   --build DIR   build both natively (DIR/NAME.bug, DIR/NAME.fix) and in
#                 emulation (DIR/NAME.bug.emu, DIR/NAME.fix.emu), for the GPU machine
#   --run DIR     there: run the emulated ones and the native ones under
#                 compute-sanitizer's matching tool; print the table
#                 bug x emulator x compute-sanitizer (also DIR/table.md)
cd "$(dirname "$0")/../.." && . tests/lib/common.sh
mode=${1:---emu}; dir=${2:-}
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
field() { sed -n "s/^! $2: *//p" "$1" | head -1; }
variant() { # variant FILE bug|fix OUT: the program with the other variant's lines blanked
    local drop=fix; [ "$2" = fix ] && drop=bug
    sed "s/^.*!@$drop\$/!/" "$1" > "$3"
}
build() { # build SRC OUT FLAGS...
    local src=$1 out=$2; shift 2
    (cd "$work" && "$CUFC" "$@" -J "$work" "$src" -o "$out") > "$work/log" 2>&1
}
# reported CLASS ARRAY LINE FILE OUTPUT: the emulator's report of the bug is in OUTPUT
reported() {
    local cls=$1 arr=$2 line=$3 file=$4 out=$5 pat
    case $cls in
    leak)   pat="cufemu: leak: .* allocated at [^ ]*$file:$line " ;;
    bounds) pat="$file:$line: error: index .* of '$arr'" ;;
    racecheck) pat="$file:$line: error: $cls: |$file:[0-9]+: error: $cls: .* at [^ ]*$file:$line by" ;;
    *)      pat="$file:$line: error: $cls: " ;;
    esac
    local hit; hit=$(grep -E "$pat" <<<"$out") || return 1
    [ "$arr" = - ] || [ "$cls" = leak ] || grep -qE "'$arr'|[ (]$arr\(|$arr \(" <<<"$hit"
}
clean() { # clean OUTPUT STATUS: a correct run with no report
    [ "$2" -eq 0 ] && grep -q PASS <<<"$1" && ! grep -qE "error|leak:|warning: __syncthreads" <<<"$1"
}
tool() { case $1 in race) echo "--tool racecheck" ;; init) echo "--tool initcheck" ;; sync) echo "--tool synccheck" ;;
         leaks) echo "--tool memcheck --leak-check full" ;; *) echo "--tool memcheck" ;; esac; }
case $mode in
--emu)
    for f in tests/emucheck/*.cuf; do
        name=$(basename "$f" .cuf); ck=$(field "$f" check); read -r cls arr line <<<"$(field "$f" expect)"
        for v in bug fix; do
            variant "$f" $v "$work/$name.cuf"
            if ! build "$work/$name.cuf" "$work/$name.$v" -gpu=emu; then
                bad "$name ($v)" "build: $(grep -m2 error "$work/log" | tr '\n' ' ')"; continue
            fi
            out=$(cd "$work" && CUFEMU_CHECK=$ck timeout 120 "./$name.$v" 2>&1); rc=$?
            if [ $v = bug ]; then
                if reported "$cls" "$arr" "$line" "$name.cuf" "$out"; then ok "$name: $cls of $arr at line $line"
                else bad "$name" "no $cls report of '$arr' at line $line: $(grep -m2 -E 'error|leak' <<<"$out" | tr '\n' ' ')"; fi
            elif clean "$out" $rc; then ok "$name (twin): no report"
            else bad "$name (twin)" "status $rc: $(grep -m2 -E 'error|leak|warning|FAIL' <<<"$out" | tr '\n' ' ')"; fi
        done
    done ;;
--build)
    mkdir -p "$dir" && dir=$(cd "$dir" && pwd); : > "$dir/manifest"
    for f in tests/emucheck/*.cuf; do
        name=$(basename "$f" .cuf)
        echo "$name $(field "$f" check) $(field "$f" expect)" >> "$dir/manifest"
        for v in bug fix; do
            variant "$f" $v "$work/$name.cuf"
            if build "$work/$name.cuf" "$dir/$name.$v" -gpu=cc90 && build "$work/$name.cuf" "$dir/$name.$v.emu" -gpu=emu
            then ok "build $name.$v"; else bad "build $name.$v" "$(grep -m2 error "$work/log" | tr '\n' ' ')"; fi
        done
    done ;;
--run)
    command -v compute-sanitizer >/dev/null || PATH=$PATH:/usr/local/cuda/bin
    table="$dir/table.md"
    { echo "| bug | check | emulator | compute-sanitizer | twin: emulator | twin: compute-sanitizer |"
      echo "|---|---|---|---|---|---|"; } > "$table"
    while read -r name ck cls arr line; do
        e_bug=missed e_fix=clean c_bug=missed c_fix=clean
        out=$(cd "$dir" && CUFEMU_CHECK=$ck timeout 120 "./$name.bug.emu" 2>&1)
        reported "$cls" "$arr" "$line" "$name.cuf" "$out" && e_bug=found
        out=$(cd "$dir" && CUFEMU_CHECK=$ck timeout 120 "./$name.fix.emu" 2>&1); rc=$?
        clean "$out" $rc || e_fix=REPORTED
        out=$(cd "$dir" && timeout 300 compute-sanitizer $(tool "$ck") "./$name.bug" 2>&1)
        grep -qE "(ERROR|RACECHECK|LEAK) SUMMARY: [1-9]|========= (Invalid|Uninitialized|Barrier|Race|Error|Leaked)" <<<"$out" && c_bug=found
        out=$(cd "$dir" && timeout 300 compute-sanitizer $(tool "$ck") "./$name.fix" 2>&1)
        grep -qE "(ERROR|RACECHECK|LEAK) SUMMARY: [1-9]" <<<"$out" && c_fix=REPORTED
        echo "| $name | $ck | $e_bug | $c_bug | $e_fix | $c_fix |" >> "$table"
        # the emulator must find what compute-sanitizer finds, and nothing in the twins
        if { [ $c_bug = missed ] || [ $e_bug = found ]; } && [ $e_fix = clean ]; then ok "$name"
        else bad "$name" "emulator $e_bug/$e_fix, compute-sanitizer $c_bug/$c_fix"; fi
    done < "$dir/manifest"
    cat "$table" ;;
esac
finish
