! Error test: scalar_variable_called.f90
! A scalar referenced with arguments names an external function (F2008
! 12.4.3.5), unless the name was used as a variable before: gfortran
! rejected the generated code ("Unclassifiable statement").  Found by
! tests/fuzz/pipeline.sh (book ch.5 test_accuracy with dist(x, 8)).  Integer
! constants too large for the default integer are errors too
! (int_literal_too_large.f90).
program scalar_called
  real :: x, dist, y, f
  x = 1.0
  dist = x**2
  y = dist(x, 8)   ! ERROR: 'dist' is a scalar variable: it is not an array or a function
  y = f(x)
  print *, y, dist
end program scalar_called
