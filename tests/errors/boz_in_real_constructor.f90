! Error test: boz_in_real_constructor.f90
! PGI extension: BOZ constants in array constructors are integers
! (src/host/dialect.c); in a constructor of another type they would need
! a bit pattern or a value, which cufc does not choose.
program p
  real :: r(2)
  integer :: k(2)
  k = [integer :: Z'ff', 1]
  r = [real :: Z'3F800000', 1.0]   ! ERROR: a BOZ constant in an array constructor of type real is not supported
  print *, r, k
end program p
