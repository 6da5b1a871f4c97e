#!/bin/sh
# tests/modules/run.sh [check|emu|native|bin]
#   check   (default; no GPU needed) compile every test program against
#           build/modules/cudafor.mod and LINK it against libcudart (not run)
#   emu     link against build/lib/libcufemu.a and run the run tests
#   native  link against libcudart and run the run tests (needs a GPU).  On a
#           GPU machine without gfortran it runs the binaries `bin` left in
#           $B/tests/modules/bin (carry that folder there).
#   bin     build those binaries here: static cudart and libgfortran, plus a
#           copy of libquadmath.so.0 (found through LD_LIBRARY_PATH by native)
# Prints PASS/FAIL per test and a final "N passed, N failed"; exit 1 on failure.
# Environment: B (build dir, default build), CUDA (default /usr/local/cuda), FC (gfortran).
set -u
cd "$(dirname "$0")/../.." || exit 2
B=${B:-build}
CUDA=${CUDA:-/usr/local/cuda}
FC=${FC:-gfortran}
mode=${1:-check}
W=$B/tests/modules
mkdir -p "$W"
. tests/lib/common.sh

if [ "$mode" = native ] && ! command -v "$FC" >/dev/null 2>&1; then
  mode=prebuilt
fi

if [ "$mode" != prebuilt ] && { [ ! -f "$B/modules/cudafor.mod" ] || [ ! -f "$B/lib/libcudafor.a" ]; }; then
  make -s -f modules/modules.mk B="$B" modules >/dev/null || { echo "FAIL build of cudafor"; echo "0 passed, 1 failed"; exit 1; }
fi

case $mode in
  bin)    mkdir -p "$W/bin"
          for p in t_device t_memory t_streams t_acc_lib; do
            if $FC -g -J"$W/bin" -I"$B/modules" -o "$W/bin/$p" tests/modules/$p.f90 -L"$B/lib" -lcudafor -lcufrt \
                 -L"$CUDA/lib64" -lcudart_static -lstdc++ -ldl -lrt -lpthread -static-libgfortran -static-libgcc \
                 >"$W/bin/$p.log" 2>&1; then ok "$p: built $W/bin/$p"; else bad "$p: build"; cat "$W/bin/$p.log"; fi
          done
          q=$($FC -print-file-name=libquadmath.so.0)
          [ -f "$q" ] && cp -L "$q" "$W/bin/"
          finish; exit ;;
  prebuilt) progs="t_device t_memory t_streams t_acc_lib"; run=1; LIBS=""
          export LD_LIBRARY_PATH="$W/bin:${LD_LIBRARY_PATH:-}" ;;
  check)  LIBS="-lcufrt -L$CUDA/lib64 -lcudart -lstdc++"; progs="api_compile t_device t_memory t_streams t_acc_lib"; run=0 ;;
  native) LIBS="-lcufrt -L$CUDA/lib64 -lcudart -lstdc++ -Wl,-rpath,$CUDA/lib64"; progs="t_device t_memory t_streams t_acc_lib"; run=1 ;;
  emu)    LIBS="-L$B/lib -lcufrt_emu -lcufemu -lstdc++ -lpthread"; progs="t_device t_memory t_streams t_acc_lib"; run=1
          [ -f "$B/lib/libcufemu.a" ] || { echo "FAIL $B/lib/libcufemu.a missing"; echo "0 passed, 1 failed"; exit 1; } ;;
  *) echo "usage: $0 [check|emu|native]" >&2; exit 2 ;;
esac

for p in $progs; do
  exe=$W/$p.$mode
  if [ "$mode" = prebuilt ]; then
    exe=$W/bin/$p
    [ -x "$exe" ] || { bad "$p: no $exe (run 'run.sh bin' where gfortran is)"; continue; }
  elif ! $FC -g -J"$W" -I"$B/modules" -o "$exe" tests/modules/$p.f90 -L"$B/lib" -lcudafor $LIBS >"$W/$p.$mode.log" 2>&1; then
    bad "$p: compile/link ($mode)"
    sed 's/^/    /' "$W/$p.$mode.log" | head -20
    continue
  fi
  if [ $run -eq 0 ]; then
    ok "$p: compiles and links against libcudart"
    continue
  fi
  run_checks "$p" "$exe"
done
finish
