program where_elsewhere
  implicit none
  real :: a(8), b(8)
  integer :: m(3, 3), i
  a = [-3.0, -1.0, 0.0, 1.0, 2.0, 4.0, 9.0, 16.0]
  b = 0
  where (a > 0) b = sqrt(a)
  print '(8f6.2)', b
  where (a < 0)
    b = -1
  elsewhere (a == 0)
    b = 0
  elsewhere (a < 5)
    b = 1
  elsewhere
    b = 2
  end where
  print '(8f6.2)', b
  m = reshape([(i, i = 1, 9)], [3, 3])
  named: where (mod(m, 2) == 0)
    m = -m
  elsewhere named
    m = m * 10
  end where named
  print '(3i5)', transpose(m)
  where (a >= 1)
    a = log10(a * 10)
    b = a          ! uses the updated a
  end where
  print '(8f6.2)', b
end program where_elsewhere
