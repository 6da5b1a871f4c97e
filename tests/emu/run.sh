#!/usr/bin/env bash
# tests/emu/run.sh — programs with planted bugs that the emulator must
# expose: each file says the exit status and the output lines it expects
# ("! expect-status: N", "! expect: TEXT", every one must appear; "! reject:
# TEXT", none may), and the environment it runs in
# ("! env: VAR=VALUE ...", e.g. CUFEMU_DEVICES=2) and its extra cufc
# options ("! flags: ...", e.g. -acc).  A bug that the generated host code
# or the runtime reports, the same natively, says "! native: yes":
#   (no argument)  build and run every program with -gpu=emu, and the gdb sessions
#   --build DIR    build the "native: yes" programs natively (-gpu=cc90) into DIR
#   --run DIR      there (tests/gpu.sh run): run them; the same expectations
cd "$(dirname "$0")/../.." && . tests/lib/common.sh
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
mode=${1:-emu}; dir=${2:-}
field() { sed -n "s/^! $2: //p" "$1"; }
# judge FILE PROG: the run of PROG (in its folder) meets FILE's expectations
judge() {
    local f=$1 name out rc missing run_env; name=$(basename "$1"); run_env=$(field "$f" env)
    out=$(cd "$(dirname "$2")" && env $run_env timeout 60 "./$(basename "$2")" 2>&1); rc=$?
    missing=$(field "$f" expect | while IFS= read -r want; do
        echo "$out" | grep -qF -- "$want" || echo "$want"; done
        field "$f" reject | while IFS= read -r unwanted; do
        echo "$out" | grep -qF -- "$unwanted" && echo "no $unwanted"; done)
    if [ "$rc" = "$(field "$f" expect-status)" ] && [ -z "$missing" ]; then ok "$name"
    else bad "$name" "status $rc, missing: $(echo "$missing" | head -1), output: $(echo "$out" | head -3 | tr '\n' ' ')"; fi
}
case $mode in
--build)
    mkdir -p "$dir" && dir=$(cd "$dir" && pwd)
    for f in $(grep -l '^! native: yes' tests/emu/*.cuf); do
        name=$(basename "$f" .cuf)
        flags=$(field "$f" flags)
        if (cd "$work" && "$CUFC" -gpu=cc90 $flags "$OLDPWD/$f" -o "$dir/$name") > "$work/log" 2>&1
        then ok "build $name"; else bad "build $name" "$(head -3 "$work/log" | tr '\n' ' ')"; fi
    done
    finish; exit ;;
--run)
    for f in $(grep -l '^! native: yes' tests/emu/*.cuf); do
        name=$(basename "$f" .cuf)
        if [ -x "$dir/$name" ]; then judge "$f" "$dir/$name"; else bad "$name" "not built"; fi
    done
    finish; exit ;;
esac
for f in tests/emu/*.cuf; do
    name=$(basename "$f") flags=$(field "$f" flags)
    if ! (cd "$work" && "$CUFC" -gpu=emu $flags "$OLDPWD/$f" -o "$work/prog") > "$work/log" 2>&1; then
        bad "$name" "build: $(head -3 "$work/log" | tr '\n' ' ')"; continue
    fi
    judge "$f" "$work/prog"
done
# gdb sessions (docs/emulation.md): NAME.gdb runs in gdb on NAME.cuf built
# with -g, cufc's cufemu-gdb.py loaded; its "# expect: TEXT" lines must
# appear in gdb's output.
if ! command -v gdb >/dev/null 2>&1; then echo "SKIP gdb sessions (no gdb)"; set -- ; else set -- tests/emu/*.gdb; fi
for script; do
    name=$(basename "$script")
    if ! (cd "$work" && "$CUFC" -g -gpu=emu "$OLDPWD/${script%.gdb}.cuf" -o "$work/dbg") > "$work/log" 2>&1; then
        bad "$name" "build: $(head -3 "$work/log" | tr '\n' ' ')"; continue
    fi
    out=$(cd "$work" && CUFEMU_THREADS=1 timeout 120 gdb -q -batch -nx \
              -ex "source $(dirname "$CUFC")/../include/cufemu-gdb.py" -x "$OLDPWD/$script" ./dbg 2>&1)
    missing=$(sed -n 's/^# expect: //p' "$script" | while IFS= read -r want; do
                  grep -qF -- "$want" <<<"$out" || echo "[$want]"; done)
    if [ -z "$missing" ]; then ok "$name"
    else bad "$name" "missing $missing in: $(echo "$out" | tail -8 | tr '\n' ' ')"; fi
done
finish
