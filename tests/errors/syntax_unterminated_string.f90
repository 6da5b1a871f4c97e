! Error test: syntax_unterminated_string.f90
! Spec: Fortran syntax   Checklist: -
program p
  implicit none
  print *, 'hello   ! ERROR: unterminated character constant
end program p
