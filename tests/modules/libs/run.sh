#!/bin/sh
# tests/modules/libs/run.sh [check | bin [DIR] | run [DIR]] — the library modules
# cublas, cufft, curand, cusparse (modules/tools/gen_libs.py).
#   check      (default; no GPU needed) compile every t_*.f90 against
#              $B/modules and LINK it against libcublas, libcufft, libcurand,
#              libcusparse and libcudart (not run)
#   bin [DIR]  build the programs into DIR (default $B/tests/modules/libs/bin)
#              for a GPU machine without gfortran: static cudart and
#              libgfortran, the CUDA libraries found at run time through
#              rpath $CUDA/lib64 (or LD_LIBRARY_PATH), libquadmath copied in
#   run [DIR]  run the programs of DIR (on the GPU machine); each checks its
#              results against a host computation and prints PASS/FAIL lines
# Prints PASS/FAIL per program (check, bin) or per result (run) and
# "N passed, N failed" last; exit 1 on failure.
# Environment: B (build dir, default build), CUDA (default /usr/local/cuda), FC (gfortran).
set -u
cd "$(dirname "$0")/../../.." || exit 2
B=${B:-build}
CUDA=${CUDA:-/usr/local/cuda}
FC=${FC:-gfortran}
mode=${1:-check}
dir=${2:-$B/tests/modules/libs/bin}
progs="t_cublas t_cufft t_curand t_cusparse"
LIBS="-L$CUDA/lib64 -lcublas -lcufft -lcurand -lcusparse"
. tests/lib/common.sh

build() {  # build PROGRAM OUTPUT EXTRA-LINK-FLAGS...
  p=$1; exe=$2; shift 2
  mkdir -p "$(dirname "$exe")"
  if $FC -g -J"$(dirname "$exe")" -I"$B/modules" -o "$exe" tests/modules/libs/$p.f90 -L"$B/lib" -lcudafor -lcufrt \
       $LIBS "$@" -lstdc++ >"$exe.log" 2>&1; then
    return 0
  fi
  sed 's/^/    /' "$exe.log" | head -20
  return 1
}

case $mode in
check|bin)
  if [ ! -f "$B/modules/cublas.mod" ] || [ ! -f "$B/lib/libcudafor.a" ]; then
    make -s -f modules/modules.mk B="$B" modules >/dev/null || { bad "build of the modules"; finish; exit; }
  fi ;;
esac

case $mode in
check)
  for p in $progs; do
    if build $p "$B/tests/modules/libs/$p.check" -lcudart; then ok "$p: compiles and links"
    else bad "$p: compile/link"; fi
  done ;;
bin)
  for p in $progs; do
    if build $p "$dir/$p" -lcudart_static -ldl -lrt -lpthread -Wl,-rpath,"$CUDA/lib64" \
         -static-libgfortran -static-libgcc; then ok "$p: built $dir/$p"
    else bad "$p: build"; fi
  done
  q=$($FC -print-file-name=libquadmath.so.0)
  [ -f "$q" ] && cp -L "$q" "$dir/" ;;
run)
  export LD_LIBRARY_PATH="$dir:$CUDA/lib64:${LD_LIBRARY_PATH:-}"
  for p in $progs; do
    exe=$dir/$p
    [ -x "$exe" ] || { bad "$p: no $exe (run '$0 bin' where gfortran is)"; continue; }
    run_checks "$p" "$exe"
  done ;;
*) sed -n '2,15p' "$0" >&2; exit 2 ;;
esac
finish
