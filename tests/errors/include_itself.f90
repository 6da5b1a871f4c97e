! An INCLUDE cycle is an error at once; it used to expand 40 levels deep
! (a file that includes itself twice would double at each level).
program include_itself
  implicit none
  include 'include_itself.f90' ! ERROR: INCLUDE file 'include_itself.f90' includes itself
end program
