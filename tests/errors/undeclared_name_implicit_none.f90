! Error test: undeclared_name_implicit_none.f90
! Spec: Fortran types   Checklist: -
program p
  implicit none
  integer :: i
  i = 1
  j = i + 1   ! ERROR: j has no IMPLICIT type (implicit none)
  print *, i
end program p
