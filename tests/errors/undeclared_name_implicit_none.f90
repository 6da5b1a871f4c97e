! Error test: undeclared_name_implicit_none.f90
! Spec: Fortran types   Checklist: -
program p
  implicit none
  integer :: i
  i = 1
  j = i + 1   ! ERROR: 'j' is not declared (IMPLICIT NONE is in effect)
  print *, i
end program p
