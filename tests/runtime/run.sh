#!/bin/sh
# tests/runtime/run.sh — build and run the runtime tests.
#
#   tests/runtime/run.sh               emulation: build with g++ -DCUF_EMU, run, check
#   tests/runtime/run.sh --native      build the same tests with nvcc (sm_90) only
#   tests/runtime/run.sh --native --run   ... and run them (on a GPU machine);
#                                         tests marked EMU-ONLY are skipped
#   tests/runtime/run.sh --native --run --prebuilt
#                                      run native binaries built earlier (carried
#                                      to a GPU machine in build/tests/runtime/native;
#                                      a lib/ folder beside them joins LD_LIBRARY_PATH)
#
# Test conventions (in the first lines of a test source):
#   EMU-ONLY              the test checks emulator-only behaviour
#   EXPECT-EXIT: n        expected exit status (default 0; then stdout must end in "ok")
#   EXPECT-STDERR: text   text that must appear in stderr
# Prints `PASS name` / `FAIL name` per test and `N passed, N failed`.
set -u
cd "$(dirname "$0")/../.." || exit 2
ROOT=$(pwd)
CUDA=${CUDA:-/usr/local/cuda}
NATIVE=0
RUN_NATIVE=0
PREBUILT=0
for a in "$@"; do
  case $a in
    --native) NATIVE=1 ;;
    --run) RUN_NATIVE=1 ;;
    --prebuilt) PREBUILT=1 ;;
    *) echo "usage: $0 [--native [--run [--prebuilt]]]" >&2; exit 2 ;;
  esac
done

OUT=$ROOT/build/tests/runtime
mkdir -p "$OUT"
FINC=$(gfortran -print-file-name=include 2>/dev/null)
INC="-Iruntime/include -Itests/runtime -isystem $CUDA/include -isystem $FINC"
# emulation builds see cufc's own CUDA headers, never the toolkit's (docs/emulation.md)
EMU_INC="-Iruntime/include -Itests/runtime -Iruntime/emu/include -isystem $FINC"

if [ $PREBUILT = 1 ]; then
  export LD_LIBRARY_PATH="$OUT/native/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
elif ! make -s -f runtime/runtime.mk B=build CC="${CC:-gcc}" \
     CFLAGS="-std=c11 -O2 -g -Wall -Wextra -Werror" CUDA="$CUDA" runtime >"$OUT/build.log" 2>&1; then
  cat "$OUT/build.log"
  echo "FAIL runtime-build"
  echo "0 passed, 1 failed"
  exit 1
fi

pass=0
fail=0
ok() { echo "PASS $1"; pass=$((pass + 1)); }
ko() { echo "FAIL $1${2:+ ($2)}"; fail=$((fail + 1)); }

# run_test name binary source [env...]
run_test() {
  name=$1 bin=$2 src=$3
  shift 3
  want_exit=$(sed -n 's/.*EXPECT-EXIT: *\([0-9]*\).*/\1/p' "$src" | head -1)
  want_err=$(sed -n 's/.*EXPECT-STDERR: *//p' "$src" | head -1)
  [ -n "$want_exit" ] || want_exit=0
  env "$@" timeout 120 "$bin" >"$OUT/$name.out" 2>"$OUT/$name.err"
  rc=$?
  if [ "$rc" != "$want_exit" ]; then
    ko "$name" "exit $rc, expected $want_exit"; sed 's/^/    /' "$OUT/$name.err" | head -20; return
  fi
  if [ -n "$want_err" ] && ! grep -qF -- "$want_err" "$OUT/$name.err"; then
    ko "$name" "stderr lacks: $want_err"; sed 's/^/    /' "$OUT/$name.err" | head -20; return
  fi
  if [ "$want_exit" = 0 ] && [ "$(tail -n 1 "$OUT/$name.out")" != "ok" ]; then
    ko "$name" "no ok"; sed 's/^/    /' "$OUT/$name.err" | head -20; return
  fi
  ok "$name"
}

# transfers again with every pageable transfer staged in 4 KiB chunks
# (runtime/cufrt/stage.c: many chunks, the buffers wrapping, on small arrays)
run_staged() { # run_staged binary source
  case $(basename "${2%.*}") in
    cufrt_copy) run_test cufrt_copy_staged "$1" "$2" CUFRT_STAGE_CHUNK=4K CUFRT_STAGE_MIN=0 CUFRT_STAGE_THREADS=3 ;;
  esac
}

if [ $NATIVE = 1 ]; then
  NVCC=$CUDA/bin/nvcc
  ARCH="-gencode arch=compute_90,code=sm_90"
  mkdir -p "$OUT/native"
  for src in tests/runtime/*.cu tests/runtime/*.c; do
    name=$(basename "${src%.*}")
    bin=$OUT/native/$name
    case $src in
      *.cu) cmd="$NVCC -std=c++17 -O2 $ARCH -Xcompiler -Wall,-Wextra $INC -x cu $src -o $bin" ;;
      *.c) cmd="gcc -std=c11 -O2 -g -Wall -Wextra -Werror -D_GNU_SOURCE $INC $src build/lib/libcufrt.a -L$CUDA/lib64 -lcudart_static -lgfortran -lstdc++ -ldl -lrt -lpthread -lm -o $bin" ;;
    esac
    if [ $PREBUILT = 1 ]; then
      [ -x "$bin" ] || { ko "$name" "not built"; continue; }
    elif ! $cmd >"$OUT/native/$name.log" 2>&1; then
      ko "$name" "native build"; head -c 3000 "$OUT/native/$name.log" | sed 's/^/    /' ; continue
    fi
    if [ $RUN_NATIVE = 0 ]; then ok "$name (built)"; continue; fi
    if grep -q "EMU-ONLY" "$src"; then echo "SKIP $name (emulation only)"; continue; fi
    run_test "$name" "$bin" "$src"
    run_staged "$bin" "$src"
  done
else
  for src in tests/runtime/*.cu tests/runtime/*.c; do
    name=$(basename "${src%.*}")
    bin=$OUT/$name
    case $src in
      *.cu) cmd="g++ -std=c++17 -O1 -g -Wall -Wextra -Werror -DCUF_EMU $EMU_INC -x c++ $src -x none build/lib/libcufemu.a -lpthread -lm -o $bin" ;;
      *.c) cmd="gcc -std=c11 -O1 -g -Wall -Wextra -Werror -D_GNU_SOURCE $EMU_INC $src build/lib/libcufrt_emu.a build/lib/libcufemu.a -lgfortran -lstdc++ -lpthread -lm -o $bin" ;;
    esac
    if ! $cmd >"$OUT/$name.log" 2>&1; then
      ko "$name" "build"; sed 's/^/    /' "$OUT/$name.log" | head -20; continue
    fi
    run_test "$name" "$bin" "$src"
    # blocks spread over several host threads
    case $name in
      atomics|reduce_shared|cufrt_copy|cufrt_reduce) run_test "${name}_threads" "$bin" "$src" CUFEMU_THREADS=4 ;;
    esac
    run_staged "$bin" "$src"
  done
fi

echo "$pass passed, $fail failed"
[ $fail = 0 ]
