#!/usr/bin/env bash
# tests/emu/run.sh — programs with planted bugs that the emulator must
# expose: each file says the exit status and an output line it expects
# ("! expect-status: N", "! expect: TEXT"), and the environment it runs in
# ("! env: VAR=VALUE ...", e.g. CUFEMU_DEVICES=2).
cd "$(dirname "$0")/../.." && . tests/lib/common.sh
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
for f in tests/emu/*.cuf; do
    name=$(basename "$f")
    want_status=$(sed -n 's/^! expect-status: //p' "$f")
    want_text=$(sed -n 's/^! expect: //p' "$f")
    run_env=$(sed -n 's/^! env: //p' "$f")
    if ! (cd "$work" && "$CUFC" -gpu=emu "$OLDPWD/$f" -o "$work/prog") > "$work/log" 2>&1; then
        bad "$name" "build: $(head -3 "$work/log" | tr '\n' ' ')"; continue
    fi
    out=$(cd "$work" && env $run_env timeout 60 ./prog 2>&1); rc=$?
    if [ "$rc" = "$want_status" ] && echo "$out" | grep -qF "$want_text"; then ok "$name"
    else bad "$name" "status $rc, output: $(echo "$out" | head -3 | tr '\n' ' ')"; fi
done
finish
