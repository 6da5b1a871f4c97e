#!/usr/bin/env bash
# tests/farm/setup.sh — on the farm machine, from the repository root, after
# .devpack/farm.tar.xz came along (tests/farm/README): install gfortran 12 at
# its Debian paths (/usr/bin/gfortran-12, /usr/lib/gcc/x86_64-linux-gnu/12:
# no clash with the machine's own gcc), put cufc's build/ and build-asan/ in
# place, and check that gfortran-12, g++ and cufc (emulation and native)
# compile, link and run a program.  Prints what it found; exit 0 when usable.
#   . tests/farm/setup.sh    (sets CUFC_GFORTRAN, FC, CUFC_PREFIX in the shell)
root=$PWD
tar -C /tmp -xJf .devpack/farm.tar.xz || return 1 2>/dev/null || exit 1
cp -a /tmp/cufc/build /tmp/cufc/build-asan "$root/"
# newer than the sources the checkout just wrote, so that make sees them built
find "$root/build" "$root/build-asan" -exec touch {} +
cp -an /tmp/gcc12/root/. / 2>/dev/null
export FC=gfortran-12 CUFC_GFORTRAN=gfortran-12 CUFC_PREFIX=$root/build
# f951 and the sanitizer runtime need libraries the machine may lack: ours
# come through LD_LIBRARY_PATH only for what is missing
missing=$( { ldd /usr/lib/gcc/x86_64-linux-gnu/12/f951; ldd "$root/build-asan/bin/cufc"; } | grep -c "not found")
if [ "$missing" -gt 0 ]; then
    mkdir -p /opt/cufc-farm/lib
    for l in /tmp/gcc12/lib/*; do
        ldconfig -p | grep -q "$(basename "$l")" || cp "$l" /opt/cufc-farm/lib/
    done
    export LD_LIBRARY_PATH=/opt/cufc-farm/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
fi
echo "farm: $(nproc) cores, $(gfortran-12 --version | head -1), $(g++ --version | head -1), $(nvcc --version | tail -1)"
t=$(mktemp -d)
cat > "$t/k.cuf" <<'CUF'
module mk
contains
  attributes(global) subroutine twice(a)
    real :: a(*)
    a(threadIdx%x) = 2 * a(threadIdx%x)
  end subroutine
end module
program p
  use mk
  real :: a(32)
  real, device :: a_d(32)
  a = 1; a_d = a
  call twice<<<1, 32>>>(a_d)
  a = a_d
  if (all(a == 2)) then; print *, 'PASS'; else; print *, 'FAIL'; end if
end program
CUF
(cd "$t" && printf 'print *, "PASS"\nend\n' > h.f90 && gfortran-12 -o h h.f90 && ./h) | sed 's/^/farm: gfortran-12 /'
(cd "$t" && "$root/build/bin/cufc" -gpu=emu -o e k.cuf && ./e) 2>&1 | sed 's/^/farm: emulation /'
(cd "$t" && "$root/build/bin/cufc" -o n k.cuf && ./n) 2>&1 | sed 's/^/farm: native /'
(cd "$t" && "$root/build-asan/bin/cufc" -gpu=emu -o a k.cuf && ./a) 2>&1 | sed 's/^/farm: sanitized cufc /'
rm -rf "$t"
