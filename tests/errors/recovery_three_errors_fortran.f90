! Error test: recovery_three_errors_fortran.f90
! Spec: Fortran syntax and types (recovery: 3 independent errors)   Checklist: -
program p
  implicit none
  integer :: i, a(5)
  i = 'text'   ! ERROR: cannot assign CHARACTER to INTEGER
  a(1, 2) = 3   ! ERROR: rank-1 array referenced with two subscripts
  i = (1 + 2   ! ERROR: unbalanced parentheses
  print *, i, a
end program p
