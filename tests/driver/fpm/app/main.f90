! The fpm demo's program: one launch, checked on the host.  Expected: PASS
program fpmdemo
  use cudafor
  use fpmdemo_kinds
  use fpmdemo_axpy
  implicit none
  real(wp), device :: x_d(n), y_d(n)
  real(wp) :: x(n), y(n)
  integer :: i
  x = [(real(i, wp), i = 1, n)]
  x_d = x
  y_d = 1.0_wp
  call axpy<<<(n + 255) / 256, 256>>>(y_d, x_d, 2.0_wp)
  y = y_d
  if (all(y == 1.0_wp + 2.0_wp * x)) then
    print *, 'PASS'
  else
    print *, 'FAIL'
  end if
end program fpmdemo
