#!/usr/bin/env bash
# tests/limits/run.sh — inputs past cufc's limits (README.md, "Limits") get a
# clear error, never a crash, a hang or a file written over; inputs within
# them compile in time linear in their size.  The inputs are generated here
# (too big to check in; the small ones are tests/errors/*).  Each check:
#   - the status: 0 where the input is within the limits; otherwise 1 to
#     123 (124 and up: a crash or the timeout);
#   - the diagnostic, "FILE:LINE:COL: error: ..." or "cufc: error: ...";
#   - the time, against a bound (wall clock, on a loaded machine: loose).
# The whole suite takes about 20 seconds.
cd "$(dirname "$0")/../.." && . tests/lib/common.sh
export LC_ALL=C
work=$(mktemp -d); trap 'chmod -R u+rwx "$work" 2>/dev/null; rm -rf "$work"' EXIT
cd "$work" || exit 1

# run SECONDS CMD...: run CMD (at most 120 s) into out.txt; sets rc and secs.
run() {
    local bound=$1 start end; shift
    start=$(date +%s%N)
    timeout 120 "$@" > out.txt 2>&1 < /dev/null
    rc=$?
    end=$(date +%s%N)
    secs=$(( (end - start) / 1000000 ))
    secs=$((secs / 1000)).$(printf '%03d' $((secs % 1000)))
    limit_s=$bound
}

# too_slow: the last run took longer than its bound.
too_slow() { awk -v s="$secs" -v b="$limit_s" 'BEGIN { exit !(s > b) }'; }

# expect_error NAME SECONDS TEXT CMD...: CMD fails cleanly, saying TEXT.
expect_error() {
    local name=$1 bound=$2 text=$3; shift 3
    run "$bound" "$@"
    if [ $rc -eq 0 ]; then bad "$name" "exit status 0 (expected: $text)"
    elif [ $rc -ge 124 ]; then bad "$name" "crashed or hung (status $rc, ${secs} s)"
    elif ! grep -qF -- "$text" out.txt; then bad "$name" "no \"$text\": $(head -c 300 out.txt | tr '\n' ' ')"
    elif too_slow; then bad "$name" "${secs} s, more than ${bound} s"
    else ok "$name (${secs} s)"; fi
}

# expect_ok NAME SECONDS CMD...: CMD succeeds in time.
expect_ok() {
    local name=$1 bound=$2; shift 2
    run "$bound" "$@"
    if [ $rc -ne 0 ]; then bad "$name" "status $rc (${secs} s): $(head -c 300 out.txt | tr '\n' ' ')"
    elif too_slow; then bad "$name" "${secs} s, more than ${bound} s"
    else ok "$name (${secs} s)"; fi
}

# The bounds are cufc's own: -fsyntax-only's check of the host half by
# gfortran (src/driver/relay.c) is gfortran's time, left out here by a
# gfortran that answers -fsyntax-only at once (the other commands, -E and
# -print-file-name, reach the real one); "10^6 statements" below is also
# timed with it, against a bound of its own.
real_gfortran=$(command -v "${CUFC_GFORTRAN:-gfortran}")
without_host_check "$work/stub"
export PATH=$work/stub:$PATH CUFC_GFORTRAN=gfortran

# gen FILE PYTHON: write FILE with the Python expression's value (a string).
gen() { python3 -c "import sys; sys.stdout.write($2)" > "$1"; }

# ------------------------------------------------------------ expressions

gen parens.f90 '"program p\nx = " + "(" * 100000 + "1" + ")" * 100000 + "\nend program\n"'
expect_error "10^5 nested parentheses" 10 \
    "parens.f90:2:1006: error: expression nested too deeply (more than 1000 levels)" \
    "$CUFC" -fsyntax-only parens.f90

gen line.f90 '"program p\nx = " + "+".join(["1"] * 500000) + "\nend program\n"'
expect_error "1 MB expression line" 20 "error: expression too deep: more than 30000 levels of operators" \
    "$CUFC" -fsyntax-only line.f90

gen contsum.f90 '"program p\nx = 1 &\n" + "+ 1 &\n" * 100000 + "+ 1\nend program\n"'
expect_error "10^5 continuation lines (a sum)" 10 "error: expression too deep: more than 30000 levels" \
    "$CUFC" -fsyntax-only contsum.f90

# Within the limits: any number of continuation lines, and a chain of
# 29,000 terms in host and device code.
gen contctor.f90 '"program p\ninteger :: a(100002)\na = [1 &\n" + ", 1 &\n" * 100000 + ", 1]\nprint *, sum(a)\nend program\n"'
expect_ok "10^5 continuation lines (a constructor)" 10 "$CUFC" -fsyntax-only contctor.f90

gen chain.cuf '"module m\ncontains\nattributes(global) subroutine k(x, y)\nreal :: x, y\nx = y &\n" + "+ y + y + y + y + y + y + y + y + y + y &\n" * 2900 + "+ y\nend subroutine\nend module\nprogram p\nreal :: x, y\nx = y &\n" + "+ y + y + y + y + y + y + y + y + y + y &\n" * 2900 + "+ y\nend program\n"'
expect_ok "a chain of 29,000 operators in a kernel" 10 "$CUFC" -fsyntax-only chain.cuf

# ------------------------------------------------------------ constructs

# 998 constructs in the program are within the limit, 10^5 not.
gen nest998.f90 '"program p\ninteger :: i\nlogical :: l\n" + "if (l) then\ndo i = 1, 2\n" * 499 + "i = 1\n" + "end do\nend if\n" * 499 + "end program\n"'
gen nest.f90 '"program p\nlogical :: l\n" + "if (l) then\n" * 100000 + "end if\n" * 100000 + "end program\n"'
run 10 "$CUFC" -fsyntax-only nest998.f90
if [ $rc -ne 0 ]; then bad "998 nested constructs" "status $rc: $(head -c 300 out.txt | tr '\n' ' ')"
else expect_error "10^5 nested IF constructs (998 compile)" 10 \
    "nest.f90:1002:1: error: constructs nested too deeply (more than 1000 levels)" \
    "$CUFC" -fsyntax-only nest.f90
fi

# ------------------------------------------------------------ sizes

gen stmts.f90 '"program p\ninteger :: x\n" + "x = x + 1\n" * 1000000 + "end program\n"'
expect_ok "10^6 statements" 10 "$CUFC" -fsyntax-only stmts.f90
expect_ok "10^6 statements, gfortran's check of the host half included" 60 \
    env CUFC_GFORTRAN="$real_gfortran" "$CUFC" -fsyntax-only stmts.f90

gen decls.cuf '"module m\ncontains\nattributes(global) subroutine k(a)\nreal :: a(*)\n" + "".join("real :: v%d\n" % i for i in range(100000)) + "v1 = a(1)\nend subroutine\nend module\n"'
expect_ok "10^5 declarations in a kernel" 10 "$CUFC" -fsyntax-only decls.cuf

gen names.f90 '"program p\ninteger :: " + ", ".join("v%d" % i for i in range(100000)) + "\nv1 = 1\nend program\n"'
expect_ok "10^5 names in one declaration" 10 "$CUFC" -fsyntax-only names.f90

gen cufloops.cuf '"program p\nuse cudafor\nreal, device :: a(100)\ninteger :: i\n" + "!$cuf kernel do <<<*,*>>>\ndo i = 1, 100\na(i) = a(i) + 1\nend do\n" * 60000 + "end program\n"'
expect_ok "6*10^4 !\$cuf loops in one program" 10 "$CUFC" -fsyntax-only cufloops.cuf

# a loop of 5*10^4 statements in an !$acc kernels region (fuzz 302 m57): its
# dependence test compared every reference with every other (120 s for
# 5*10^4 under ASan); one of each array and subscripts now
gen accloop.f90 '"program p\nreal :: a(9), b(9)\ninteger :: i\n!$acc kernels default(present)\ndo i = 1, 9\n" + "a(i) = 3.0*b(i)\n" * 50000 + "end do\n!$acc end kernels\nprint *, a\nend program\n"'
expect_ok "5*10^4 statements in an !\$acc kernels loop" 10 "$CUFC" -fsyntax-only -acc accloop.f90

gen ident.f90 '"program p\ninteger :: " + "a" * 100000 + "\nend program\n"'
expect_error "a 100,000-character name" 10 "ident.f90:2:12: error: name is longer than 63 characters" \
    "$CUFC" -fsyntax-only ident.f90

python3 -c "
import sys
line = '! ' + 'x' * 1000 + '\n'
sys.stdout.write('program p\n' + line * 67200 + 'end program\n')" > huge.f90
expect_error "a 65 MiB source" 10 "cufc: error: huge.f90: larger than 64 MiB, the limit for a source file" \
    "$CUFC" -fsyntax-only huge.f90

# ------------------------------------------------------------ INCLUDE

mkfifo fifo.h
gen incfifo.f90 '"program p\ninclude \"fifo.h\"\nend program\n"'
expect_error "INCLUDE of a FIFO" 10 \
    "incfifo.f90:2:9: error: INCLUDE file 'fifo.h' is a device, FIFO or socket, not a regular file" \
    "$CUFC" -fsyntax-only incfifo.f90

gen a.h '"include \"b.h\"\n"'
gen b.h '"x = 1\ninclude \"a.h\"\n"'
gen inccycle.f90 '"program p\ninclude \"a.h\"\nend program\n"'
expect_error "an INCLUDE cycle through two files" 10 "b.h:2:9: error: INCLUDE file 'a.h' includes itself" \
    "$CUFC" -fsyntax-only inccycle.f90

# h0 includes h1 twice, h1 h2 twice, ...: 2^30 copies of a 1 MiB file.
for i in $(seq 0 29); do printf "include 'h%d.h'\ninclude 'h%d.h'\n" $((i + 1)) $((i + 1)) > h$i.h; done
python3 -c "import sys; sys.stdout.write(('! ' + 'x' * 1000 + '\n') * 1024)" > h30.h
gen incblow.f90 '"program p\ninclude \"h0.h\"\nend program\n"'
expect_error "INCLUDE files doubling 30 times" 10 "error: INCLUDE file 'h30.h' makes the source larger than 64 MiB" \
    "$CUFC" -fsyntax-only incblow.f90

mkdir -p deep
for i in $(seq 0 205); do printf "include 'd%d.h'\n" $((i + 1)) > deep/d$i.h; done
echo "x = 1" > deep/d206.h
gen incdeep.f90 '"program p\ninclude \"deep/d0.h\"\nend program\n"'
expect_error "INCLUDE nested 206 deep" 10 "error: INCLUDE files nested more than 200 deep" \
    "$CUFC" -fsyntax-only -I deep incdeep.f90

# cpp reads an #include of /dev/zero whole before it writes anything: its
# address space is bounded.
gen cppzero.F90 '"#include \"/dev/zero\"\nprogram p\nend program\n"'
expect_error "#include \"/dev/zero\" in a .F90" 10 "cufc: error: cppzero.F90: the preprocessor (gfortran -E) failed" \
    "$CUFC" -fsyntax-only cppzero.F90

# ------------------------------------------------------------ the driver

printf 'program p\nprint *, 1\nend program\n' > prog.f90
cp prog.f90 prog.keep
# check_untouched NAME FILE COPY: FILE is still COPY byte for byte (and is
# made so again for the next check).
check_untouched() { cmp -s "$2" "$3" || { bad "$1" "$2 was written over"; cp "$3" "$2"; }; }

expect_error "-o naming the input" 30 "cufc: error: the output file 'prog.f90' is the input file 'prog.f90'" \
    "$CUFC" prog.f90 -o prog.f90
check_untouched "-o naming the input" prog.f90 prog.keep
expect_error "-c -o naming the input by another path" 30 \
    "cufc: error: the output file './prog.f90' is the input file 'prog.f90'" "$CUFC" -c prog.f90 -o ./prog.f90
check_untouched "-c -o naming the input by another path" prog.f90 prog.keep
printf 'not an object\n' > prog.o
cp prog.o prog.o.keep
expect_error "-c whose default object is an input" 30 "cufc: error: the output file 'prog.o' is the input file 'prog.o'" \
    "$CUFC" -c prog.f90 prog.o
check_untouched "-c whose default object is an input" prog.o prog.o.keep
cp prog.f90 prog.cufc.f90
expect_error "-gpu=keep writing over an input" 30 \
    "cufc: error: the output file 'prog.cufc.f90' is the input file 'prog.cufc.f90'" \
    "$CUFC" -gpu=emu,keep -c prog.f90 prog.cufc.f90
check_untouched "-gpu=keep writing over an input" prog.cufc.f90 prog.keep

mkdir dir.f90
expect_error "a directory as input" 10 "cufc: error: dir.f90: is a directory, not a file" "$CUFC" -c dir.f90
[ -e dir.o ] && bad "a directory as input" "dir.o written"
mkfifo pipe.f90
expect_error "a FIFO as input" 10 "cufc: error: pipe.f90: not a regular file" "$CUFC" -fsyntax-only pipe.f90

# ------------------------------------------------------------ file names
# Quotes, a space and a newline in the name: the # line markers of the host
# file, the #line directives of the device file and the runtime's messages
# (file names passed as Fortran strings) must all carry it intact.

cat > names.src <<'EOF'
module m
contains
  attributes(global) subroutine k(a, n)
    real :: a(*)
    integer, value :: n
    if (threadidx%x <= n) a(threadidx%x) = a(threadidx%x) + 1
  end subroutine
end module
program p
  use cudafor
  use m
  real, device, allocatable :: a_d(:)
  real, allocatable :: a(:)
  allocate(a_d(4), a(4))
  a = 1
  a_d = a
  call k<<<1, 4>>>(a_d, 4)
  a = a_d
  print *, 'sum', sum(a)
  deallocate(a)
  allocate(a(5))
  a_d = a(1:5:2)
end program
EOF
# marker NAME: the line marker for line 1 of NAME, quoted as cpp quotes it.
marker() {
    python3 -c 'import sys; n = sys.argv[1]
print("# 1 \"" + n.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n") + "\"")' "$1"
}
for name in "it's a \"quoted\" name.cuf" "$(printf 'two\nlines.cuf')"; do
    label="file name $(printf '%q' "$name")"
    cp names.src "$name"
    rm -f m.mod m.cufmod
    run 60 "$CUFC" -gpu=emu,keep "$name" -o prog.exe
    if [ $rc -ne 0 ]; then bad "$label" "does not compile (status $rc): $(head -c 300 out.txt | tr '\n' ' ')"; continue; fi
    run 30 ./prog.exe
    want="${name}:22: runtime error: shapes of the array assignment do not conform: (4) and (3)"
    if ! grep -q 'sum *8' out.txt; then bad "$label" "wrong result: $(head -c 200 out.txt)"
    elif [[ "$(cat out.txt)" != *"$want"* ]]; then bad "$label" "runtime message: $(head -c 300 out.txt)"
    elif ! grep -qxF "$(marker "$name")" "${name%.cuf}.cufc.f90"; then
        bad "$label" "no line marker $(marker "$name") in the kept host file"
    else ok "$label"; fi
done

cd / && finish
