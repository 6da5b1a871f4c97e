program data_stmt_implied_do
  implicit none
  integer :: a(10), b(3,3), i, j
  real :: r(4)
  character(len=3) :: s(3)
  logical :: flags(4)
  complex :: z
  integer :: x, y, w
  integer :: tri(4,4)
  data a / 5*1, 3*2, 2*0 /
  data ((b(i,j), i = 1, 3), j = 1, 3) / 1, 2, 3, 4, 5, 6, 7, 8, 9 /
  data r / 1.5, 2*2.5, 3.5 /
  data s / 'abc', 'def', 'ghi' /
  data flags / .true., 3*.false. /
  data z / (1.0, -1.0) /
  data x, y / 10, 20 /, w / -3 /
  data ((tri(i,j), j = i, 4), i = 1, 4) / 10*7 /
  data ((tri(i,j), j = 1, i - 1), i = 2, 4) / 6*0 /
  print '(10i2)', a
  do i = 1, 3
    print '(3i3)', b(i, :)
  end do
  print '(4f5.1)', r
  print '(3(a,1x))', s
  print '(4l2)', flags
  print '(2f5.1)', z
  print '(3i4)', x, y, w
  do i = 1, 4
    print '(4i2)', tri(i, :)
  end do
end program data_stmt_implied_do
