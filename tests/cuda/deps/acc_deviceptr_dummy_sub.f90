! External procedures for acc_deviceptr_dummy.cuf: plain Fortran with
! OpenACC compute constructs whose dummies hold device addresses
! (deviceptr, OpenACC 2.7.4), the way a library written for OpenACC takes
! arrays that CUDA Fortran code owns.
subroutine scale(x, n)
  integer :: n
  real :: x(n)
  integer :: i
  !$acc parallel loop deviceptr(x)
  do i = 1, n
    x(i) = 2.0 * x(i) + i
  end do
end subroutine scale

subroutine average(a, b, n)
  integer :: n
  real(8) :: a(n), b(n)
  integer :: i
  !$acc kernels deviceptr(a, b)
  do i = 2, n - 1
    b(i) = 0.5d0 * (a(i-1) + a(i+1))
  end do
  !$acc end kernels
end subroutine average
