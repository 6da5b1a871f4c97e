! Error test: recovery_three_errors_fortran.f90
! Spec: Fortran syntax and types (recovery: 3 independent errors)   Checklist: -
program p
  implicit none
  integer :: i, a(5)
  i = 'text'   ! ERROR: type mismatch in assignment: cannot assign character(len=4) to integer(4)
  a(1, 2) = 3   ! ERROR: wrong number of subscripts: 2 given for an array of rank 1
  i = (1 + 2   ! ERROR: unbalanced parentheses: expected ')' before end of statement
  print *, i, a
end program p
