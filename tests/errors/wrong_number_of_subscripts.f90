! Error test: wrong_number_of_subscripts.f90
! Spec: Fortran types   Checklist: -
program p
  implicit none
  real :: a(10, 10)
  a = 0.0
  a(1) = 1.0   ! ERROR: wrong number of subscripts: 1 given for an array of rank 2
  print *, a(1,1)
end program p
