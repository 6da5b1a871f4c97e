program do_concurrent_loop
  implicit none
  integer :: i, j, k
  real :: a(5), b(4, 3)
  integer :: c(6)
  do concurrent (i = 1:5)
    a(i) = real(i) ** 2
  end do
  print '(5f6.1)', a
  do concurrent (i = 1:4, j = 1:3)
    b(i, j) = i * 10 + j
  end do
  print '(3f6.1)', (b(i, :), i = 1, 4)
  c = 0
  do concurrent (i = 1:6, mod(i, 2) == 0)
    c(i) = i
  end do
  print '(6i3)', c
  do concurrent (k = 6:1:-1)
    c(k) = 7 - k
  end do
  print '(6i3)', c
  lbl: do concurrent (i = 2:5:3)
    a(i) = -a(i)
  end do lbl
  print '(5f6.1)', a
end program do_concurrent_loop
