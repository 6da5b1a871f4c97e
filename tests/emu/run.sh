#!/usr/bin/env bash
# tests/emu/run.sh — programs with planted bugs that the emulator must
# expose: each file says the exit status and the output lines it expects
# ("! expect-status: N", "! expect: TEXT", every one must appear), and the environment it runs in
# ("! env: VAR=VALUE ...", e.g. CUFEMU_DEVICES=2) and its extra cufc
# options ("! flags: ...", e.g. -acc).
cd "$(dirname "$0")/../.." && . tests/lib/common.sh
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
for f in tests/emu/*.cuf; do
    name=$(basename "$f")
    want_status=$(sed -n 's/^! expect-status: //p' "$f")
    want_text=$(sed -n 's/^! expect: //p' "$f")
    run_env=$(sed -n 's/^! env: //p' "$f")
    flags=$(sed -n 's/^! flags: //p' "$f")
    if ! (cd "$work" && "$CUFC" -gpu=emu $flags "$OLDPWD/$f" -o "$work/prog") > "$work/log" 2>&1; then
        bad "$name" "build: $(head -3 "$work/log" | tr '\n' ' ')"; continue
    fi
    out=$(cd "$work" && env $run_env timeout 60 ./prog 2>&1); rc=$?
    missing=$(echo "$want_text" | while IFS= read -r want; do
        echo "$out" | grep -qF -- "$want" || echo "$want"; done)
    if [ "$rc" = "$want_status" ] && [ -z "$missing" ]; then ok "$name"
    else bad "$name" "status $rc, missing: $(echo "$missing" | head -1), output: $(echo "$out" | head -3 | tr '\n' ' ')"; fi
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
