program numeric_intrinsics
  implicit none
  integer, parameter :: dp = selected_real_kind(15, 307)
  integer, parameter :: i8 = selected_int_kind(18)
  real(dp) :: x
  print '(4i4)', mod(17, 5), mod(-17, 5), modulo(-17, 5), modulo(17, -5)
  print '(2f6.2)', mod(5.5, 2.0), modulo(-5.5, 2.0)
  print '(4i4)', int(3.9), int(-3.9), nint(3.5), nint(-3.5)
  print '(4i4)', floor(-2.5), ceiling(-2.5), floor(2.5), ceiling(2.5)
  print '(3f6.1)', aint(-2.7), anint(-2.5), anint(2.4)
  print '(2i4,f6.1)', sign(3, -1), sign(-3, 1), sign(2.0, -0.5)
  print '(3i4)', abs(-7), max(1, 5, 3), min(4, -2, 8)
  print '(2f6.1)', max(1.0, 2.5), min(-1.0, 0.5)
  print '(i4,f6.1)', dim(5, 3), dim(2.0, 5.0)
  x = 2.0_dp
  print '(f12.8)', sqrt(x)
  print '(f12.8)', exp(1.0_dp)
  print '(f12.8)', log(10.0_dp)
  print '(f12.8)', log10(1000.0_dp)
  print '(3f12.8)', sin(0.5_dp), cos(0.5_dp), tan(0.5_dp)
  print '(3f12.8)', asin(0.5_dp), acos(0.5_dp), atan(1.0_dp)
  print '(f12.8)', atan2(1.0_dp, -1.0_dp)
  print '(3f12.8)', sinh(1.0_dp), cosh(1.0_dp), tanh(1.0_dp)
  print '(i0,1x,i0)', dp, i8
  print '(i0,1x,i0)', bit_size(1), storage_size(1.0_dp)
  print '(i0)', huge(1)
  print '(i0)', digits(1.0)
  print '(i0,1x,i0)', exponent(8.0), minexponent(1.0)
  print '(f6.3)', fraction(8.0)
  print '(f8.3)', scale(1.5, 3)
  print '(f8.3)', set_exponent(3.0, 1)
  print '(l1)', epsilon(1.0_dp) < 1.0e-15_dp
  print '(i0)', transfer(1.0, 0)
  print '(f6.2)', real(7, kind=dp) / 2
  print '(f10.6)', hypot(3.0_dp, 4.0_dp)
  print '(f10.6)', erf(0.5_dp)
  print '(f10.4)', gamma(5.0_dp)
  print '(f10.6)', bessel_j0(1.0_dp)
  print '(i0,1x,i0)', shifta(-16, 2), shiftr(16, 2)
  print '(i0)', maskr(4)
  print '(l1)', bge(int(z'80000000', 8), 1_8)
  print '(i0)', int(z'FF', i8) * 2_i8
end program numeric_intrinsics
