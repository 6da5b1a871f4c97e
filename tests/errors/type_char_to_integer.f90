! Error test: type_char_to_integer.f90
! Spec: Fortran types   Checklist: -
program p
  implicit none
  integer :: i
  i = 'abc'   ! ERROR: cannot assign CHARACTER to INTEGER
  print *, i
end program p
