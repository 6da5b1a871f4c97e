! An OpenACC kernels region with a data region around it: the host file
! enters and leaves the present table (cufacc_data) and calls one CUF-loop
! stub per parallel nest; the recurrence runs on the host between updates;
! the device file has the kernels, whose stubs translate the host arrays
! into their present copies (cufacc_device_base).
! flags: -acc
program acc_region
  implicit none
  integer, parameter :: n = 64
  real :: a(n, n), b(n), s
  integer :: i, j
  a = 1
  b = 0
  s = 0
  !$acc data copy(a)
  !$acc kernels
  do j = 1, n
    do i = 1, n
      a(i, j) = a(i, j) * 2 + i
    end do
  end do
  do i = 2, n
    b(i) = b(i - 1) + a(i, 1)
  end do
  do i = 1, n
    s = s + b(i)
  end do
  !$acc end kernels
  !$acc end data
  print *, s
end program
