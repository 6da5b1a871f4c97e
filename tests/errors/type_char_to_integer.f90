! Error test: type_char_to_integer.f90
! Spec: Fortran types   Checklist: -
program p
  implicit none
  integer :: i
  i = 'abc'   ! ERROR: type mismatch in assignment: cannot assign character(len=3) to integer(4)
  print *, i
end program p
