program ieee_arithmetic_mod
  use, intrinsic :: ieee_arithmetic
  use, intrinsic :: ieee_exceptions
  implicit none
  real :: x, nan, inf, zero
  real(8) :: d
  logical :: flag
  zero = 0.0
  nan = ieee_value(x, ieee_quiet_nan)
  inf = ieee_value(x, ieee_positive_inf)
  print '(a,l1)', 'support_nan: ', ieee_support_nan(x)
  print '(a,l1)', 'is_nan(nan): ', ieee_is_nan(nan)
  print '(a,l1)', 'nan /= nan: ', nan /= nan
  print '(a,l1)', 'is_finite(inf): ', ieee_is_finite(inf)
  print '(a,l1)', 'is_finite(1.0): ', ieee_is_finite(1.0)
  print '(a,l1)', 'class is +inf: ', ieee_class(inf) == ieee_positive_inf
  print '(a,l1)', 'is_negative(-inf): ', ieee_is_negative(-inf)
  print '(a,f6.1)', 'copy_sign: ', ieee_copy_sign(3.0, -1.0)
  d = ieee_value(d, ieee_negative_inf)
  print '(a,l1)', 'd is -inf: ', ieee_class(d) == ieee_negative_inf
  print '(a,l1)', 'is_normal(1e-40): ', ieee_is_normal(1.0e-40)
  print '(a,f6.1)', 'ieee_rint(2.5): ', ieee_rint(2.5)
  print '(a,l1)', 'unordered: ', ieee_unordered(nan, 1.0)
  call ieee_set_halting_mode(ieee_divide_by_zero, .false.)
  call ieee_set_flag(ieee_divide_by_zero, .false.)
  x = 1.0 / zero
  call ieee_get_flag(ieee_divide_by_zero, flag)
  print '(a,l1)', 'divide_by_zero flagged: ', flag
  print '(a,l1)', '1/0 is inf: ', x > huge(x)
  call ieee_set_flag(ieee_all, .false.)
  print '(a,f8.3)', 'next after 1.0 toward 2 minus 1 (scaled): ', (ieee_next_after(1.0, 2.0) - 1.0) / epsilon(1.0)
end program ieee_arithmetic_mod
