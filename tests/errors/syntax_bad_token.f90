! Error test: syntax_bad_token.f90
! Spec: Fortran syntax   Checklist: -
program p
  implicit none
  integer :: i
  i = 3 $ 4   ! ERROR: invalid character '$'
  print *, i
end program p
