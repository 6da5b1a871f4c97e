#!/usr/bin/env bash
# bench/run.sh — cufc against hand-written CUDA C, in two halves because the
# GPU machine has no gfortran:
#   bench/run.sh build   here: compile every bench/<name>.cuf with cufc and its
#                        twin bench/<name>_twin.cu with nvcc (registers and
#                        spills from ptxas, cufc -c and nvcc -c times), link
#                        bench/out/bench (git-ignored)
#   bench/run.sh run [harness options]
#                        there, from the repository root with bench/out carried
#                        along: run the harness; the table is printed last and
#                        kept in bench/out/table.txt
#                        then the multi-GPU and MPI programs (bench/peer_copy,
#                        bench/mpi_halo: issue 14), skipped on one GPU / without MPI
#   bench/run.sh transfer-sweep [--max BYTES]
#                        there, with bench/out carried: bench/transfer_sweep.cu
#                        (built by build) once per CUFRT_STAGE_* setting: GB/s of
#                        a_d = a, a = a_d and stride-2 sections against cudaMemcpy
#                        per size, 1 KiB .. 1 GiB; kept in bench/out/transfer_sweep.txt
#   bench/run.sh variants [harness options]
#                        there, with bench/out carried: the rows of cuf_loops.cuf
#                        and transfer.cuf once per setting of the runtime's
#                        measurement knobs (CUFRT_REDUCE_*, CUFRT_CUF_*,
#                        CUFRT_STRIDED_VARIANT, CUFRT_STAGE_*), one line per
#                        setting and row; kept in bench/out/variants.txt
#   bench/run.sh emu     here: build bench/emu_check.cuf with every module in
#                        emulation (-gpu=emu) and run it: each launcher against
#                        a host computation; prints PASS last
#   bench/run.sh acc-build   (part of build) the accelerator twins of bench/acc:
#                        region.cuf and oacc.f90 by cufc -acc, oacc.f90 again by
#                        gfortran's OpenACC offload (gcc-12-offload-nvptx), the
#                        CUDA C twins; bench/out/acc/{acc,acc_gnu,lib}
#   bench/run.sh acc-run [options]   (part of run) the gfortran baseline, then
#                        the accelerator table, kept in bench/out/acc/table.txt
#   bench/run.sh acc-check   here: bench/acc/check.F90, each launcher against a
#                        host computation: oacc.f90 by gfortran (OpenACC host
#                        fallback), region.cuf and oacc.f90 by cufc -acc -gpu=emu
# BENCH_NO_MAKE=1 uses build/ as it is (no make first).
# A .cuf that cufc cannot compile yet is reported and left out: its rows
# print "not built" (the harness refers to the launchers weakly).
set -u
cd "$(dirname "$0")/.."
SOURCES="increment saxpy assumed_shape sine transpose deriv laplace cuf_loops reductions transfer stream wmma_gemm launch"
CUDA_HOME=${CUDA_HOME:-/usr/local/cuda}
NVCC="$CUDA_HOME/bin/nvcc"
CUFC=$PWD/build/bin/cufc
OUT=bench/out
ARCH=90

now() { date +%s.%N; }

# Best of three wall-clock times of a command, seconds; fails if it does.
time_best3() { # time_best3 LOG COMMAND...: the command's output goes to LOG
    local log=$1 best= t0 t1 t
    shift
    for _ in 1 2 3; do
        t0=$(now)
        "$@" > "$log" 2>&1 || return 1
        t1=$(now)
        t=$(echo "$t1 - $t0" | bc)
        if [ -z "$best" ] || [ "$(echo "$t < $best" | bc)" = 1 ]; then best=$t; fi
    done
    echo "$best"
}

# ptxas -v output -> "SIDE SOURCE SYMBOL REGS SPILL_STORES SPILL_LOADS" per kernel.
ptxas_table() { # ptxas_table SIDE SOURCE LOG
    awk -v side="$1" -v src="$2" '
    /Compiling entry function/ { match($0, /\047[^\047]*\047/); cur = substr($0, RSTART + 1, RLENGTH - 2); st = 0; ld = 0 }
    /bytes spill stores/ && cur != "" { st = $5; ld = $9 }
    /Used [0-9]+ registers/ && cur != "" {
        for (i = 1; i <= NF; i++) if ($i == "Used") r = $(i + 1)
        print side, src, cur, r, st, ld; cur = "" }' "$3"
}

build() {
    [ -n "${BENCH_NO_MAKE:-}" ] || make -s -j2 || exit 1
    rm -rf "$OUT" && mkdir -p "$OUT/obj" "$OUT/log" "$OUT/mod"
    : > "$OUT/regs.txt"
    : > "$OUT/compile.txt"
    local objs=() cufc_objs=() failed=0
    for s in $SOURCES; do
        # cufc writes the module files into the current directory.
        local tc tn
        if tc=$(cd "$OUT/mod" && time_best3 "$OLDPWD/$OUT/log/$s.cufc.log" "$CUFC" -c -O3 -gpu=cc$ARCH,ptxinfo \
                "$OLDPWD/bench/$s.cuf" -o "$OLDPWD/$OUT/obj/$s.o"); then
            objs+=("$OUT/obj/$s.o"); cufc_objs+=("$OUT/obj/$s.o")
            ptxas_table cufc "$s" "$OUT/log/$s.cufc.log" >> "$OUT/regs.txt"
        else
            echo "bench: cufc could not compile bench/$s.cuf:"
            grep -m5 error "$OUT/log/$s.cufc.log" || tail -3 "$OUT/log/$s.cufc.log"
            tc=0; failed=$((failed + 1))
        fi
        tn=0
        if [ -f "bench/${s}_twin.cu" ]; then # assumed_shape shares saxpy's twin
            tn=$(time_best3 "$OUT/log/$s.twin.log" "$NVCC" -O3 -arch=sm_$ARCH -Xptxas -v -c "bench/${s}_twin.cu" \
                 -o "$OUT/obj/${s}_twin.o") || { echo "bench: nvcc failed on bench/${s}_twin.cu"; cat "$OUT/log/$s.twin.log"; exit 1; }
            objs+=("$OUT/obj/${s}_twin.o")
            ptxas_table twin "$s" "$OUT/log/$s.twin.log" >> "$OUT/regs.txt"
        fi
        echo "$s $tc $tn" >> "$OUT/compile.txt"
        printf 'bench: %-14s cufc -c %6.2fs   nvcc -c %6.2fs\n' "$s" "$tc" "$tn"
    done
    "$NVCC" -O3 -arch=sm_$ARCH -c bench/harness.cu -o "$OUT/obj/harness.o" || exit 1
    link_bench "$OUT/bench" || exit 1
    echo "bench: built $OUT/bench ($failed of $(echo $SOURCES | wc -w) sources not compiled by cufc)"
    # the measurement knob read at compile time (bench/run.sh variants):
    # cuf_loops.cuf's shaped nests with chunks of 4 16-byte accesses
    if (cd "$OUT/mod" && CUFC_CUF_VECTORS=4 "$CUFC" -c -O3 -gpu=cc$ARCH "$OLDPWD/bench/cuf_loops.cuf" \
            -o "$OLDPWD/$OUT/obj/cuf_loops_v4.o") > "$OUT/log/cuf_loops_v4.cufc.log" 2>&1; then
        objs=("${objs[@]/%\/cuf_loops.o//cuf_loops_v4.o}"); cufc_objs=("${cufc_objs[@]/%\/cuf_loops.o//cuf_loops_v4.o}")
        link_bench "$OUT/bench_cuf_vectors4" && echo "bench: built $OUT/bench_cuf_vectors4 (CUFC_CUF_VECTORS=4)"
    fi
    sweep_build
    # whole programs: peer copies (two GPUs), an MPI halo exchange (mpifort here, mpirun there)
    "$CUFC" -O3 -gpu=cc$ARCH bench/peer_copy.cuf -o "$OUT/peer_copy" || echo "bench: cufc could not build peer_copy"
    if command -v mpifort >/dev/null; then
        (cd "$OUT/mod" && "$CUFC" -O3 -gpu=cc$ARCH -mpi "$OLDPWD/bench/mpi_halo.cuf" -o "$OLDPWD/$OUT/mpi_halo") ||
            echo "bench: cufc could not build mpi_halo"
    fi
}

# link_bench BINARY: the harness, the objects in objs (cufc's in cufc_objs).
# cufc compiles device code relocatable (-rdc, nvfortran's default): one
# device link over its objects and its runtime, as cufc's own link does.
# The GPU machine has no gfortran: its runtime, libstdc++ and libgcc go in statically.
link_bench() {
    local dlink=()
    if [ ${#cufc_objs[@]} -gt 0 ]; then
        "$NVCC" -gencode=arch=compute_$ARCH,code=[sm_$ARCH,compute_$ARCH] -dlink "${cufc_objs[@]}" \
            build/lib/libcufrt.a -lcudadevrt -o "$OUT/obj/dlink.o" || return 1
        dlink=("$OUT/obj/dlink.o")
    fi
    gfortran -o "$1" "$OUT/obj/harness.o" "${objs[@]}" "${dlink[@]}" \
        -Lbuild/lib -L"$CUDA_HOME/lib64" -lcudafor -lcufrt -lcudadevrt -lcudart_static \
        -static-libgfortran -static-libgcc -Wl,-Bstatic -lstdc++ -Wl,-Bdynamic -ldl -lrt -lpthread -lm
}

# The transfer sweep (issue 16 item 2): transfer.cuf's launchers against
# cudaMemcpy per size, once per setting of the runtime's staging.
sweep_build() {
    [ -f "$OUT/obj/transfer.o" ] || { echo "bench: no transfer.o: transfer_sweep not built"; return; }
    "$NVCC" -O3 -arch=sm_$ARCH -c bench/transfer_sweep.cu -o "$OUT/obj/transfer_sweep.o" || exit 1
    "$NVCC" -gencode=arch=compute_$ARCH,code=[sm_$ARCH,compute_$ARCH] -dlink "$OUT/obj/transfer.o" \
        build/lib/libcufrt.a -lcudadevrt -o "$OUT/obj/transfer_dlink.o" || exit 1
    gfortran -o "$OUT/transfer_sweep" "$OUT/obj/transfer_sweep.o" "$OUT/obj/transfer.o" "$OUT/obj/transfer_dlink.o" \
        -Lbuild/lib -L"$CUDA_HOME/lib64" -lcudafor -lcufrt -lcudadevrt -lcudart_static \
        -static-libgfortran -static-libgcc -Wl,-Bstatic -lstdc++ -Wl,-Bdynamic -ldl -lrt -lpthread -lm || exit 1
    echo "bench: built $OUT/transfer_sweep"
}
# the defaults, then one setting changed at a time (runtime/cufrt/stage.c)
SWEEP_SETTINGS=("" CUFRT_STAGE_THREADS=1 CUFRT_STAGE_THREADS=2 CUFRT_STAGE_THREADS=4 CUFRT_STAGE_THREADS=8 CUFRT_STAGE_THREADS=12
                CUFRT_STAGE_CHUNK=1M CUFRT_STAGE_CHUNK=2M CUFRT_STAGE_CHUNK=8M
                CUFRT_STAGE_CHUNK=16M CUFRT_STAGE_DEPTH=2 CUFRT_STAGE_DEPTH=8 CUFRT_STAGE_STREAM=0
                CUFRT_STAGE_MIN=0 CUFRT_STAGE_SPAN=0 CUFRT_STRIDED_VARIANT=span CUFRT_STRIDED_VARIANT=2d)
sweep_run() {
    [ -x "$OUT/transfer_sweep" ] || { echo "bench: no $OUT/transfer_sweep: run 'bench/run.sh build' first"; exit 2; }
    nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
    echo "host: $(nproc) processors"
    local s
    for s in "${SWEEP_SETTINGS[@]}"; do # the header line once
        env $s "$OUT/transfer_sweep" --label "${s:-defaults}" "$@" | if [ -n "$s" ]; then tail -n +2; else cat; fi
    done | tee "$OUT/transfer_sweep.txt"
    ! grep -q '^FAIL' "$OUT/transfer_sweep.txt"
}
# The measurement knobs (issue 16): each a source of the harness's rows
# (@BINARY: another harness binary of build's, compiled under a knob cufc
# reads) and the environment it runs with, the defaults first.  The knobs
# are read once per process, so every setting is a run of its own.
VARIANTS=("cuf_loops" "cuf_loops CUFRT_REDUCE_VARIANT=u4a" "cuf_loops CUFRT_REDUCE_VARIANT=u8a"
          "cuf_loops CUFRT_REDUCE_COMBINE=kernel" "cuf_loops CUFRT_REDUCE_VARIANT=u8a CUFRT_REDUCE_COMBINE=kernel"
          "cuf_loops CUFRT_REDUCE_WAVES=2" "cuf_loops CUFRT_REDUCE_WAVES=4"
          "cuf_loops CUFRT_CUF_WAVES=0" "cuf_loops CUFRT_CUF_WAVES=2" "cuf_loops CUFRT_CUF_WAVES=4"
          "cuf_loops CUFRT_CUF_GRID=outer" "cuf_loops CUFRT_CUF_GRID=outer CUFRT_CUF_WAVES=2"
          "cuf_loops@bench_cuf_vectors4" "cuf_loops@bench_cuf_vectors4 CUFRT_CUF_WAVES=2"
          "cuf_loops@bench_cuf_vectors4 CUFRT_CUF_GRID=outer" "cuf_loops CUFRT_REDUCE_RESULTS=copy"
          "transfer" "transfer CUFRT_STRIDED_VARIANT=span" "transfer CUFRT_STRIDED_VARIANT=2d"
          "transfer CUFRT_STAGE_THREADS=8" "transfer CUFRT_STAGE_THREADS=12" "transfer CUFRT_STAGE_CHUNK=16M"
          "transfer CUFRT_STAGE_CHUNK=8M" "transfer CUFRT_STAGE_CHUNK=2M" "transfer CUFRT_STAGE_DEPTH=2"
          "transfer CUFRT_STAGE_DEPTH=8" "transfer CUFRT_STAGE_STREAM=0" "transfer CUFRT_STAGE_SPAN=0")
variants_run() {
    [ -x "$OUT/bench" ] || { echo "bench: no $OUT/bench: run 'bench/run.sh build' first"; exit 2; }
    nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
    local v src setting bin label
    printf '%-58s %-25s %10s %10s %7s %8s %6s %s\n' setting kernel "cufc ms" "CUDA C ms" ratio GB/s frac check |
        tee "$OUT/variants.txt"
    for v in "${VARIANTS[@]}"; do
        src=${v%% *}; setting=${v#"$src"}; setting=${setting# }
        bin=bench; label=$setting
        if [ "$src" != "${src%@*}" ]; then
            bin=${src#*@}; src=${src%@*}; label="[$bin] $setting"
            [ -x "$OUT/$bin" ] || { echo "bench: no $OUT/$bin: not built"; continue; }
        fi
        # the table's rows: after its header, up to the geometric mean
        env $setting "$OUT/$bin" --data "$OUT" --only "$src" "$@" 2>/dev/null |
            awk -v label="${label:-$src defaults}" '/^kernel /{t=1; next} /^geometric/{t=0}
                t && NF > 6 {name = substr($0, 1, 25); sub(/ +$/, "", name); $0 = substr($0, 26)
                             printf "%-58s %-25s %10s %10s %7s %8s %6s %s\n", label, name, $1, $2, $3, $4, $5, $NF}'
    done | tee -a "$OUT/variants.txt"
    ! grep -q 'FAIL' "$OUT/variants.txt"
}
# the multi-GPU and MPI rows: their own tables, after the harness's
multigpu_run() {
    [ -x "$OUT/peer_copy" ] && "$OUT/peer_copy"
    if [ -x "$OUT/mpi_halo" ] && command -v mpirun >/dev/null; then
        local mpirun=(mpirun -np 2 --oversubscribe)
        [ "$(id -u)" = 0 ] && mpirun+=(--allow-run-as-root)
        CUFC_MPI_STAGING=1 "${mpirun[@]}" "$OUT/mpi_halo"
        "${mpirun[@]}" "$OUT/mpi_halo"
    else echo "mpi_halo: SKIP: not built or no mpirun"; fi
}

# The accelerator benchmarks (bench/acc/README in bench/README.md): one
# binary with cufc's two forms and the twins, one with gfortran's OpenACC
# offload of oacc.f90 and the twins (libgomp and its nvptx plugin go along in
# bench/out/acc/lib: the GPU machine has no gfortran).
ACC=$OUT/acc
GNU_OFFLOAD=(-O3 -fopenacc -foffload=nvptx-none "-foffload-options=nvptx-none=-O3 -misa=sm_80")
acc_build() {
    rm -rf "$ACC" && mkdir -p "$ACC/obj" "$ACC/log" "$ACC/mod" "$ACC/lib"
    local twins=() cufc_objs=() s
    for s in acc/twin saxpy_twin transpose_twin; do
        "$NVCC" -O3 -arch=sm_$ARCH -c "bench/$s.cu" -o "$ACC/obj/${s#acc/}.o" || exit 1
        twins+=("$ACC/obj/${s#acc/}.o")
    done
    for s in region.cuf oacc.f90; do
        if (cd "$ACC/mod" && "$CUFC" -c -O3 -acc -gpu=cc$ARCH "$OLDPWD/bench/acc/$s" -o "$OLDPWD/$ACC/obj/${s%.*}.o") \
               > "$ACC/log/$s.cufc.log" 2>&1; then
            cufc_objs+=("$ACC/obj/${s%.*}.o")
        else
            echo "bench: cufc -acc could not compile bench/acc/$s (its column prints \"not built\"):"
            grep -m3 error "$ACC/log/$s.cufc.log" || tail -3 "$ACC/log/$s.cufc.log"
        fi
    done
    "$NVCC" -O3 -arch=sm_$ARCH -c bench/acc/harness.cu -o "$ACC/obj/harness.o" || exit 1
    "$NVCC" -O3 -arch=sm_$ARCH -DGNU_BASELINE -c bench/acc/harness.cu -o "$ACC/obj/harness_gnu.o" || exit 1
    local dlink=()
    if [ ${#cufc_objs[@]} -gt 0 ]; then
        "$NVCC" -gencode=arch=compute_$ARCH,code=[sm_$ARCH,compute_$ARCH] -dlink "${cufc_objs[@]}" \
            build/lib/libcufrt.a -lcudadevrt -o "$ACC/obj/dlink.o" || exit 1
        dlink=("$ACC/obj/dlink.o")
    fi
    local static=(-static-libgfortran -static-libgcc -Wl,-Bstatic -lstdc++ -Wl,-Bdynamic -ldl -lrt -lpthread -lm)
    gfortran -o "$ACC/acc" "$ACC/obj/harness.o" "${twins[@]}" "${cufc_objs[@]}" "${dlink[@]}" \
        -Lbuild/lib -L"$CUDA_HOME/lib64" -lcudafor -lcufrt -lcudadevrt -lcudart_static "${static[@]}" || exit 1
    echo "bench: built $ACC/acc (${#cufc_objs[@]} of 2 forms compiled by cufc)"
    # The open baseline. mkoffload runs at the link: the offload flags go there too.
    # gfortran 12's deviceptr on explicit-shape dummies reads a null pointer
    # from the second call on (an illegal address on the H200, checked with a
    # three-line program): the baseline says present() instead, and its
    # harness maps each device buffer onto itself first (acc_map_data).
    sed -E 's/deviceptr\(([^)]*)\)/present(\1)/' bench/acc/oacc.f90 > "$ACC/obj/oacc_gnu.f90"
    if gfortran "${GNU_OFFLOAD[@]}" -c "$ACC/obj/oacc_gnu.f90" -J "$ACC/mod" -o "$ACC/obj/oacc_gnu.o" > "$ACC/log/oacc.gnu.log" 2>&1 &&
       gfortran "${GNU_OFFLOAD[@]}" -o "$ACC/acc_gnu" "$ACC/obj/harness_gnu.o" "${twins[@]}" "$ACC/obj/oacc_gnu.o" \
           -L"$CUDA_HOME/lib64" -lcudart_static "${static[@]}" >> "$ACC/log/oacc.gnu.log" 2>&1; then
        cp -L "$(gfortran -print-file-name=libgomp.so.1)" "$(gfortran -print-file-name=libgomp-plugin-nvptx.so.1)" "$ACC/lib/" || exit 1
        gfortran --version | head -1 > "$ACC/gnu_version.txt"
        echo "bench: built $ACC/acc_gnu ($(cat "$ACC/gnu_version.txt"), -foffload=nvptx-none)"
    else
        echo "bench: no gfortran OpenACC offload baseline (apt-get install gcc-12-offload-nvptx):"
        grep -m3 -i error "$ACC/log/oacc.gnu.log"
    fi
}

acc_run() {
    [ -x "$ACC/acc" ] || { echo "bench: no $ACC/acc: run 'bench/run.sh build' first"; return 2; }
    local baseline=()
    if [ -x "$ACC/acc_gnu" ]; then
        echo "bench: gfortran OpenACC baseline ($(cat "$ACC/gnu_version.txt" 2>/dev/null))"
        rm -f "$ACC/gnu.txt"
        LD_LIBRARY_PATH="$ACC/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" "$ACC/acc_gnu" --save "$ACC/gnu.txt" "$@" \
            > "$ACC/gnu_table.txt" 2>&1 || { echo "bench: the gfortran baseline failed:"; tail -5 "$ACC/gnu_table.txt"; }
        [ -s "$ACC/gnu.txt" ] && baseline=(--baseline "$ACC/gnu.txt")
    fi
    "$ACC/acc" "${baseline[@]}" "$@" | tee "$ACC/table.txt"
}

acc_check() {
    local work status=0
    work=$(mktemp -d)
    echo "bench: gfortran -fopenacc (host fallback): oacc.f90"
    (cd "$work" && gfortran -fopenacc -foffload=disable -cpp "$OLDPWD/bench/acc/oacc.f90" \
        "$OLDPWD/bench/acc/check.F90" -o check_gnu) && "$work/check_gnu" || status=1
    echo "bench: cufc -acc -gpu=emu: region.cuf, oacc.f90"
    (cd "$work" && "$CUFC" -acc -cuda -gpu=emu "$OLDPWD/bench/acc/region.cuf" "$OLDPWD/bench/acc/oacc.f90" \
        "$OLDPWD/bench/acc/check.F90" -o check_cufc) && "$work/check_cufc" || status=1
    rm -rf "$work"
    return $status
}

emu() {
    [ -n "${BENCH_NO_MAKE:-}" ] || make -s -j2 || exit 1
    local srcs=()
    EMU_WORK=$(mktemp -d); trap 'rm -rf "$EMU_WORK"' EXIT
    local work=$EMU_WORK
    for s in $SOURCES; do srcs+=("$PWD/bench/$s.cuf"); done
    (cd "$work" && "$CUFC" -gpu=emu "${srcs[@]}" "$OLDPWD/bench/emu_check.cuf" -o emu_check) || exit 1
    "$work/emu_check"
}

case ${1:-} in
build) build; acc_build ;;
acc-build) [ -n "${BENCH_NO_MAKE:-}" ] || make -s -j2 || exit 1; acc_build ;;
emu) emu ;;
run)
    shift
    [ -x "$OUT/bench" ] || { echo "bench: no $OUT/bench: run 'bench/run.sh build' first"; exit 2; }
    nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv,noheader
    set -o pipefail
    "$OUT/bench" --data "$OUT" "$@" | tee "$OUT/table.txt"; status=$?
    multigpu_run 2>&1 | tee -a "$OUT/table.txt"
    echo; echo "=== accelerator twins (bench/acc)"
    acc_run || status=1
    exit $status ;;
variants)
    shift
    variants_run "$@" ;;
acc-check) [ -n "${BENCH_NO_MAKE:-}" ] || make -s -j2 || exit 1; acc_check ;;
transfer-sweep)
    shift
    sweep_run "$@" ;;
acc-run)
    shift
    set -o pipefail
    acc_run "$@" ;;
*) sed -n '2,37p' "$0"; exit 2 ;;
esac
