#!/bin/sh
# tests/device/run.sh — device emitter unit tests.  For every .cuf here:
# generate the .cu (cufc -gpu=keepgpu) and check that g++ -DCUF_EMU and,
# when present, nvcc -rdc accept it; files with an "! expect: <text>" line
# must instead fail with that diagnostic.  Prints "N passed, N failed".
cd "$(dirname "$0")/../.." || exit 1
ROOT=$(pwd)
CUFC=$ROOT/build/bin/cufc
FINC=$(gfortran -print-file-name=include)
NVCC=${CUDA:-/usr/local/cuda}/bin/nvcc
TMP=$(mktemp -d)
pass=0 fail=0
for f in tests/device/*.cuf; do
  b=$(basename "$f" .cuf)
  expect=$(sed -n 's/^! expect: //p' "$f")
  (cd "$TMP" && "$CUFC" -gpu=emu -gpu=keepgpu -c "$ROOT/$f" -o "$b.o") > "$TMP/$b.log" 2>&1
  if [ -n "$expect" ]; then
    if grep -qF "$expect" "$TMP/$b.log" && [ ! -f "$TMP/$b.cufc.cu" ]; then pass=$((pass+1)); else
      echo "FAIL $b: expected diagnostic '$expect'"; cat "$TMP/$b.log"; fail=$((fail+1)); fi
    continue
  fi
  cu=$TMP/$b.cufc.cu
  if [ ! -f "$cu" ]; then echo "FAIL $b: no device code"; cat "$TMP/$b.log"; fail=$((fail+1)); continue; fi
  ok=1
  g++ -x c++ -std=c++17 -DCUF_EMU -Wall -Iruntime/include -Iruntime/emu/include -I"$FINC" \
      -c "$cu" -o "$TMP/$b.emu.o" || ok=0
  if [ -x "$NVCC" ]; then
    "$NVCC" -x cu -std=c++17 -arch=sm_90 -rdc=true -Iruntime/include -I"$FINC" -c "$cu" \
        -o "$TMP/$b.nv.o" || ok=0
  fi
  if [ $ok = 1 ]; then pass=$((pass+1)); else echo "FAIL $b"; fail=$((fail+1)); fi
done
rm -rf "$TMP"
echo "$pass passed, $fail failed"
[ $fail = 0 ]
