! Error test: syntax_unbalanced_parens.f90
! Spec: Fortran syntax   Checklist: -
program p
  implicit none
  integer :: i
  i = (3 + 4*(2 - 1)   ! ERROR: unbalanced parentheses: expected ')' before end of statement
  print *, i
end program p
