#!/usr/bin/env bash
# examples/run.sh — build cufc, then compile and run examples/saxpy.cuf:
# natively when a GPU is present (nvidia-smi answers), in emulation otherwise.
set -e
cd "$(dirname "$0")/.."
make -s -j2
if command -v nvidia-smi >/dev/null && nvidia-smi -L >/dev/null 2>&1; then mode=; else mode=-gpu=emu; fi
echo "cufc $mode examples/saxpy.cuf -o build/saxpy"
build/bin/cufc $mode examples/saxpy.cuf -o build/saxpy
build/saxpy
