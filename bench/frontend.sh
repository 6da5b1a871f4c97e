#!/usr/bin/env bash
# bench/frontend.sh [LINES] — front-end speed: lines per second parsed and
# analysed (cufc -fsyntax-only) on a generated CUDA Fortran file of about
# LINES lines (default 500000): modules with kernels, device data,
# declarations, expressions, control flow and I/O.
cd "$(dirname "$0")/.."
lines=${1:-500000}
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
src=$work/big.cuf
python3 - "$lines" > "$src" <<'PY'
import sys
target = int(sys.argv[1])
out = []
n = 0
while len(out) < target:
    m = n
    out += [f"module big{m}",
            "  use cudafor",
            "  implicit none",
            f"  integer, parameter :: nx{m} = 1024, dp{m} = kind(1.0d0)",
            f"  real(dp{m}), device, allocatable :: a{m}(:,:)",
            f"  real, constant :: coef{m}(9)",
            "contains"]
    for k in range(20):
        out += [f"  attributes(global) subroutine kern{m}_{k}(x, y, n, alpha)",
                "    real :: x(:), y(:)",
                "    integer, value :: n",
                "    real, value :: alpha",
                "    integer :: i, j",
                "    real :: s",
                "    i = (blockIdx%x - 1) * blockDim%x + threadIdx%x",
                "    s = 0.0",
                "    do j = 1, 9",
                f"      s = s + coef{m}(j) * x(max(1, min(n, i + j - 5)))",
                "    end do",
                "    if (i <= n .and. mod(i, 2) == 0) then",
                "      y(i) = alpha * s + y(i) ** 2 - sqrt(abs(x(i)))",
                "    else if (i <= n) then",
                "      y(i) = -alpha * s",
                "    end if",
                f"  end subroutine kern{m}_{k}",
                f"  subroutine host{m}_{k}(h, n)",
                "    integer, intent(in) :: n",
                "    real, intent(inout) :: h(n)",
                "    integer :: i",
                "    select case (n)",
                "    case (1:10)",
                "      h = 0",
                "    case default",
                "      do i = 1, n",
                "        h(i) = real(i) * 2.5 + h(max(1, i - 1))",
                "      end do",
                "    end select",
                "    write (*, '(a, i0, f10.3)') 'host', n, sum(h)",
                f"  end subroutine host{m}_{k}"]
    out += [f"end module big{m}"]
    n += 1
print("\n".join(out))
PY
nl=$(wc -l < "$src")
best=
for rep in 1 2 3; do
    t0=$(date +%s.%N)
    (cd "$work" && "$OLDPWD/build/bin/cufc" -fsyntax-only big.cuf) || { echo "cufc failed"; exit 1; }
    t1=$(date +%s.%N)
    t=$(echo "$t1 - $t0" | bc)
    if [ -z "$best" ] || [ "$(echo "$t < $best" | bc)" = 1 ]; then best=$t; fi
done
echo "front end: $nl lines in ${best}s (best of 3) = $(echo "$nl / $best" | bc) lines/s"
