! Error test: parameter_value_not_constant.f90
! A named constant's value must be a constant expression (F2008 7.1.12): a
! variable or an undeclared (implicitly typed) name in it is an error.
! cufc passed it on and gfortran rejected the generated code ("Parameter 'm'
! has not been declared or is a variable").  Found by tests/fuzz/pipeline.sh.
! Inquiries of variables (size, kind) stay allowed.
program parameter_values
  integer :: k
  real :: x(4)
  integer, parameter :: n = m + 1   ! ERROR: 'm' is not a constant: the value of parameter 'n' must be a constant expression (F2008 7.1.12)
  integer, parameter :: v(2) = [1, 2*k]   ! ERROR: 'k' is not a constant: the value of parameter 'v' must be a constant expression (F2008 7.1.12)
  integer, parameter :: s = size(x), kx = kind(x)
  k = 1
  x = 0
  print *, s, kx
end program parameter_values
