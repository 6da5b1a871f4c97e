program io_implied_do
  implicit none
  integer :: i, j, u
  integer :: m(3, 4), back(3, 4)
  real :: x(5)
  m = reshape([(i, i = 1, 12)], [3, 4])
  print '(4i4)', ((m(i, j), j = 1, 4), i = 1, 3)
  print '(*(i3))', (i, i * i, i = 1, 4)
  print '(a,*(i3))', 'evens', (m(i, 2), i = 1, 3, 2)
  open(newunit=u, status='scratch')
  write(u, *) ((m(i, j), i = 1, 3), j = 1, 4)
  write(u, '(5f5.1)') (real(i) / 2, i = 1, 5)
  rewind(u)
  read(u, *) ((back(i, j), i = 1, 3), j = 1, 4)
  read(u, '(5f5.1)') (x(i), i = 5, 1, -1)
  close(u)
  print '(a,l1)', 'round trip: ', all(back == m)
  print '(5f5.1)', x
  write(*, '(3(a,i0,:,", "))') ('item', i, i = 1, 3)
  print '(2(1x,a,"=",i2))', ('k', j, j = 1, 4)
end program io_implied_do
