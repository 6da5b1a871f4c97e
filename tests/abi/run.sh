#!/usr/bin/env bash
# tests/abi/run.sh — the runtime ABI of docs/abi.md holds: every bind(c)
# interface of modules/cufc_rt.f90 (what generated host code calls) has a C
# definition in runtime/cufrt/ with as many parameters, and the Fortran
# constants agree with runtime/include/cufrt_abi.h.
cd "$(dirname "$0")/../.." && . tests/lib/common.sh
f90=modules/cufc_rt.f90
abi=runtime/include/cufrt_abi.h

# The dummy names of the interface whose C name is $1, from its header line(s)
# (the first of a generic's specifics that share the C name).
fortran_params() {
    tr '\n' ' ' < "$f90" | sed 's/& *//g' | grep -oE "(function|subroutine) +[a-z_0-9]+\([^)]*\)[^b]*bind\(c, name='$1'\)" |
        head -1 | sed -E 's/^[a-z]+ +[a-z_0-9]+\(([^)]*)\).*/\1/' | tr ',' '\n' | grep -c '[a-z]'
}
# The parameters of C function $1 as defined in runtime/cufrt (not declared).
c_params() {
    cat runtime/cufrt/*.c runtime/cufrt/*.cu | tr '\n' ' ' |
        grep -oE "(void|int|intptr_t|void \*|const void \*) *\*?$1\([^)]*\) *\{" | head -1 |
        sed -E "s/.*$1\(([^)]*)\).*/\1/" | sed 's/^ *void *$//' | tr ',' '\n' | grep -c '[a-z]'
}
for name in $(grep -oE "bind\(c, name='[a-z_0-9]+'\)" "$f90" | sed -E "s/.*'(.*)'.*/\1/" | sort -u); do
    fp=$(fortran_params "$name"); cp=$(c_params "$name")
    if [ -z "$cp" ] || [ "$cp" = 0 -a "$fp" != 0 ]; then bad "$name" "no C definition with $fp parameters in runtime/cufrt"
    elif [ "$fp" = "$cp" ]; then ok "$name ($fp parameters)"
    else bad "$name" "$fp Fortran dummies, $cp C parameters"; fi
done

# cufrt_unnamed_stream = CUFRT_UNNAMED_STREAM
fv=$(sed -nE 's/.*cufrt_unnamed_stream *= *(-?[0-9]+).*/\1/p' "$f90")
cv=$(sed -nE 's/#define CUFRT_UNNAMED_STREAM \((-?[0-9]+)LL\)/\1/p' "$abi")
if [ -n "$fv" ] && [ "$fv" = "$cv" ]; then ok "cufrt_unnamed_stream = $cv"; else bad "cufrt_unnamed_stream" "Fortran $fv, C $cv"; fi

# The reduction codes: CUFRT_RED_<NAME> in the order of hostuse.c's reduction_names.
names=$(sed -n '/reduction_names\[\] = {/,/};/p' src/cuda/hostuse.c | grep -oE '"[a-z_]+"' | tr -d '"' | tr 'a-z' 'A-Z' |
        sed 's/DOT_PRODUCT/DOT/' | tr '\n' ' ')
codes=$(sed -n '/CUFRT_RED_SUM = 1/,/}/p' "$abi" | grep -oE 'CUFRT_RED_[A-Z]+' | sed 's/CUFRT_RED_//' | tr '\n' ' ')
if [ -n "$names" ] && [ "$names" = "$codes" ]; then ok "reduction codes ($codes)"; else bad "reduction codes" "hostuse.c: $names; cufrt_abi.h: $codes"; fi
# The cutensorEx functions: CUFRT_TENSOR_<NAME> in the order of tensorex.c's tensor_fn_names ("" = IDENTITY).
names=$(sed -n '/tensor_fn_names\[\] = {/,/};/p' src/cuda/tensorex.c | grep -oE '"[a-z_]*"' | tr -d '"' |
        sed 's/^$/IDENTITY/' | tr 'a-z' 'A-Z' | tr '\n' ' ')
codes=$(sed -n '/CUFRT_TENSOR_IDENTITY = 0/,/}/p' "$abi" | grep -oE 'CUFRT_TENSOR_[A-Z]+' | sed 's/CUFRT_TENSOR_//' | tr '\n' ' ')
if [ -n "$names" ] && [ "$names" = "$codes" ]; then ok "cutensorEx function codes ($codes)"; else bad "cutensorEx function codes" "tensorex.c: $names; cufrt_abi.h: $codes"; fi
finish
