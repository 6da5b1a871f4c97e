program complex_arithmetic
  implicit none
  complex :: a, b, c
  complex(8) :: z, w
  real :: r
  a = (1.0, 2.0)
  b = cmplx(3.0, -1.0)
  c = a + b;  print '(2f8.3)', c
  c = a - b;  print '(2f8.3)', c
  c = a * b;  print '(2f8.3)', c
  c = a / b;  print '(2f8.3)', c
  c = a ** 2; print '(2f8.3)', c
  c = -a;     print '(2f8.3)', c
  print '(2f8.3)', conjg(a)
  print '(f8.3)', abs((3.0, 4.0))
  print '(2f8.3)', real(a), aimag(a)
  print '(2f8.3)', a%re, a%im
  a%im = -5.0
  print '(2f8.3)', a
  print '(2f8.3)', a * 2
  print '(2f8.3)', a + 1.5
  z = (0.0d0, 1.0d0)
  w = z * z
  print '(2f10.5)', w
  w = exp(z * acos(-1.0d0))
  print '(2f10.5)', w
  w = sqrt((-4.0d0, 0.0d0))
  print '(2f10.5)', w
  r = 2.0
  print '(2f8.3)', cmplx(r)
  print '(2f8.3)', cmplx(1, 2) * (0.0, 1.0)
  print '(l1,1x,l1)', a == a, a /= conjg(a)
  print '(i0)', kind(dcmplx(1.0, 2.0))
end program complex_arithmetic
