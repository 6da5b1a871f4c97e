#!/usr/bin/env bash
# tests/fuzz/reduce.sh IN OUT OUTCOME [FLAGS...] — delta debugging (ddmin)
# over the lines of IN: writes to OUT the smallest input found for which
# `tests/fuzz/pipeline.sh --classify FILE FLAGS...` still prints OUTCOME.
# Removes chunks of lines, halving the chunk size when no chunk can go, down
# to single lines.  Stops after REDUCE_SECONDS (default 180) with what it has.
set -u
in=$1 out=$2 want=$3; shift 3
here=$(cd "$(dirname "$0")" && pwd)
budget=${REDUCE_SECONDS:-180} start=$(date +%s)
mapfile -t lines <"$in"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/cufc-reduce.XXXXXX"); trap 'rm -rf "$tmp"' EXIT
cand=$tmp/input.${in##*.}
tries=0

# interesting LINE...: the candidate made of these lines gives OUTCOME.
interesting() {
    printf '%s\n' "$@" >"$cand"
    tries=$((tries + 1))
    [ "$("$here/pipeline.sh" --classify "$cand" "${flags[@]}")" = "$want" ]
}

flags=("$@")
if ! interesting "${lines[@]}"; then
    echo "reduce: $in does not give '$want' (now: $("$here/pipeline.sh" --classify "$cand" "${flags[@]}"))"
    cp "$in" "$out"; exit 1
fi
n=2
while [ ${#lines[@]} -ge 2 ] && [ $(($(date +%s) - start)) -lt "$budget" ]; do
    len=${#lines[@]} size=$(( (${#lines[@]} + n - 1) / n )) removed=0
    for ((at = 0; at < len; at += size)); do
        [ $(($(date +%s) - start)) -lt "$budget" ] || break
        if interesting "${lines[@]:0:at}" "${lines[@]:at+size}"; then
            lines=("${lines[@]:0:at}" "${lines[@]:at+size}")
            removed=1
            break
        fi
    done
    if [ $removed = 1 ]; then
        [ $n -gt 2 ] && n=$((n - 1))
    else
        [ $n -ge "$len" ] && break
        n=$((n * 2)); [ $n -gt "$len" ] && n=$len
    fi
done
printf '%s\n' "${lines[@]}" >"$out"
echo "reduce: $(wc -l <"$in") -> ${#lines[@]} lines, $tries tries, $(($(date +%s) - start)) s: $out"
