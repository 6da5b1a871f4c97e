#!/usr/bin/env bash
# tests/farm/pack.sh — pack what a many-core machine without gfortran needs
# to run cufc's long test campaigns (tests/randgen, tests/fuzz), into
# .devpack/farm.tar.xz (tests/farm/README):
#   gcc12/     gfortran 12 of this Debian machine: the driver, f951 and
#              /usr/lib/gcc/x86_64-linux-gnu/12 without the C/C++ compilers
#              (the farm's own gcc/g++ and nvcc serve those), and the shared
#              libraries f951 and the sanitizer runtime load, as a fallback;
#   cufc/      build/{bin,lib,include,modules} and build-asan/bin (the
#              sanitized cufc of tests/fuzz/pipeline.sh), built here first.
cd "$(dirname "$0")/../.." || exit 1
set -e
make -j"$(nproc)" >/dev/null
. tests/lib/common.sh
build_sanitized >/dev/null
stage=$(mktemp -d); trap 'rm -rf "$stage"' EXIT
mkdir -p "$stage/gcc12/root" "$stage/gcc12/lib" "$stage/cufc"

# The Debian packages of gfortran 12 and its link step, less what the farm's
# compilers replace (C/C++ front ends, LTO, plugins, gcov, headers of C++).
dpkg -L gfortran-12 libgfortran-12-dev gcc-12 libgcc-12-dev libstdc++-12-dev |
    grep -E '^/usr/(bin/(x86_64-linux-gnu-)?gfortran-12|lib/gcc/x86_64-linux-gnu/12/)' |
    grep -vE '/(lto1|lto-dump[^/]*|cc1|cc1plus|plugin/.*)$|/plugin$' |
    while read -r f; do [ -f "$f" ] || [ -L "$f" ] && echo "${f#/}"; done > "$stage/files"
tar -C / -cf - -T "$stage/files" | tar -C "$stage/gcc12/root" -xf -
for lib in libisl.so.23 libmpc.so.3 libmpfr.so.6 libgmp.so.10 libzstd.so.1 libasan.so.8 libubsan.so.1; do
    cp -L "/usr/lib/x86_64-linux-gnu/$lib" "$stage/gcc12/lib/"
done

mkdir -p "$stage/cufc/build" "$stage/cufc/build-asan"
cp -a build/bin build/lib build/include build/modules "$stage/cufc/build/"
# the sanitized compiler only (its objects would add ~10 MB to a carry of 64 MiB;
# pipeline.sh with FUZZ_PREBUILT=1 does not rebuild it)
cp -a build-asan/bin "$stage/cufc/build-asan/"
mkdir -p .devpack
tar -C "$stage" -cf - gcc12 cufc | xz -T"$(nproc)" -6 > .devpack/farm.tar.xz
ls -l .devpack/farm.tar.xz
