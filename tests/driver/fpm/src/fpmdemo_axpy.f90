! y = a*x + y on the GPU (module 2 of 2: uses module 1).
module fpmdemo_axpy
  use fpmdemo_kinds
  implicit none
contains
  attributes(global) subroutine axpy(y, x, a)
    real(wp) :: y(n), x(n)
    real(wp), value :: a
    integer :: i
    i = (blockIdx%x - 1) * blockDim%x + threadIdx%x
    if (i <= n) y(i) = y(i) + a * x(i)
  end subroutine axpy
end module fpmdemo_axpy
