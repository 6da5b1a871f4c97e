#!/usr/bin/env bash
# tests/modules/regenerated.sh — the generated library modules are what their
# generators make from the templates in modules/tools and the installed CUDA
# headers: modules/cudafor.f90 (gen_cudafor.sh) and cublas/cublas_v2/cufft/curand/
# cusparse/cusolverdn.f90 (gen_libs.py) are regenerated in a scratch copy and compared.
# A difference means a template was edited without regenerating (or the
# toolkit changed): run the generator and commit its output.
cd "$(dirname "$0")/../.." && . tests/lib/common.sh
CUDA=${CUDA:-/usr/local/cuda}
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
cp -r modules "$work/modules"
if [ ! -f "$CUDA/include/cuda_runtime_api.h" ]; then
    echo "SKIP generated modules (no CUDA headers at $CUDA)"
else
    if bash "$work/modules/tools/gen_cudafor.sh" "$CUDA" > "$work/log" 2>&1 &&
       diff -u modules/cudafor.f90 "$work/modules/cudafor.f90" > "$work/diff"; then ok "cudafor.f90 regenerates unchanged"
    else bad "cudafor.f90" "$(cat "$work/log" "$work/diff" | head -8 | tr '\n' ' ')"; fi
    if ! command -v python3 >/dev/null; then
        echo "SKIP cublas/cufft/curand/cusparse.f90 (no python3)"
    elif python3 "$work/modules/tools/gen_libs.py" "$CUDA" > "$work/log" 2>&1; then
        for m in cublas cublas_v2 cufft curand cusparse cusolverdn; do
            if diff -u "modules/$m.f90" "$work/modules/$m.f90" > "$work/diff"; then ok "$m.f90 regenerates unchanged"
            else bad "$m.f90" "$(head -8 "$work/diff" | tr '\n' ' ')"; fi
        done
    else bad "gen_libs.py" "$(head -5 "$work/log" | tr '\n' ' ')"; fi
fi
finish
