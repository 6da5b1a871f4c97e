! Error test: syntax_missing_end_do.f90
! Spec: Fortran syntax   Checklist: -
program p
  implicit none
  integer :: i, s
  s = 0
  do i = 1, 10
    s = s + i
  print *, s
end program p   ! ERROR: DO construct is not closed (missing END DO) before this END PROGRAM statement
