#!/usr/bin/env bash
# tests/run.sh — every test suite of cufc; prints "N passed, N failed" last.
#   tests/run.sh            all suites (emulation for GPU programs)
#   tests/run.sh SUITE...   only those (unit abi generated runtime modules fortran syntax errors limits golden backends driver device cuda listings cudalib acc emu emucheck mpi sanitize fuzz randgen)
set -u
cd "$(dirname "$0")/.."
ROOT=$PWD
SUITES=("$@")
[ ${#SUITES[@]} -eq 0 ] && SUITES=(unit abi generated runtime modules fortran syntax errors limits golden backends driver device cuda listings cudalib acc emu emucheck mpi sanitize fuzz randgen)
total_pass=0 total_fail=0
summary=()
for s in "${SUITES[@]}"; do
    case $s in
        unit)     cmd=(tests/unit/run.sh) ;;
        runtime)  cmd=(tests/runtime/run.sh) ;;
        modules)  cmd=(tests/modules/run.sh emu) ;;
        fortran)  cmd=(tests/fortran/run.sh -j 2) ;;
        syntax)   cmd=(tests/syntax/run.sh) ;;
        abi)      cmd=(tests/abi/run.sh) ;;
        generated) cmd=(tests/modules/regenerated.sh) ;;
        errors)   cmd=(tests/errors/run.sh) ;;
        limits)   cmd=(tests/limits/run.sh) ;;
        golden)   cmd=(tests/golden/run.sh -j 2) ;;
        backends) cmd=(tests/backends/run.sh -j 2) ;;
        driver)   cmd=(tests/driver/run.sh) ;;
        device)   cmd=(tests/device/run.sh) ;;
        cuda)     cmd=(tests/cuda/run.sh --emu) ;;
        listings) cmd=(tests/syntax/run_listings.sh) ;;
        cudalib)  cmd=(tests/cudalib/run.sh --check) ;;
        acc)      cmd=(tests/acc/run.sh --emu) ;;
        emu)      cmd=(tests/emu/run.sh) ;;
        mpi)      cmd=(tests/mpi/run.sh --emu) ;;
        emucheck) cmd=(tests/emucheck/run.sh --emu) ;;
        sanitize) cmd=(tests/sanitize.sh) ;;
        fuzz)     cmd=(tests/fuzz/run.sh) ;;
        randgen)  cmd=(tests/randgen/run.sh 20 1) ;;
        *) echo "unknown suite $s"; exit 2 ;;
    esac
    echo "=== $s: ${cmd[*]}"
    log=$(mktemp)
    bash "${cmd[@]}" 2>&1 | tee "$log"
    last=$(grep -E '^[0-9]+ passed, [0-9]+ failed' "$log" | tail -1)
    rm -f "$log"
    if [ -z "$last" ]; then
        echo "suite $s did not report a count"; p=0; f=1
    else
        p=${last%% passed*}; f=${last#*, }; f=${f%% failed*}
    fi
    summary+=("$(printf '%-9s %4d passed, %4d failed' "$s" "$p" "$f")")
    total_pass=$((total_pass + p)); total_fail=$((total_fail + f))
done
echo "=== summary"
printf '%s\n' "${summary[@]}"
echo "$total_pass passed, $total_fail failed"
[ "$total_fail" -eq 0 ]
