! Names have at most 63 characters (F2008 3.2.2, gfortran's limit too); a
! longer one is an error where it is written, not a name the host compiler
! rejects later.  The limit holds for names, operator names and kind names.
program name_too_long
  implicit none
  integer :: mmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmm
  integer :: nnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnn ! ERROR: name is longer than 63 characters
  mmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmm = 1 .oooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooo. 2 ! ERROR: operator name is longer than 63 characters
  mmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmm = 1_kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk ! ERROR: kind parameter is longer than 63 characters
end program
