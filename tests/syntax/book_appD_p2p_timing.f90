! Book Appendix D.4: Fortran interface to the C wallclock() routine (the C
! file wallclock.c of the listing is not Fortran and is not reproduced here).
module timing
  interface wallclock
     function wallclock() result(res) bind(C, name='wallclock')
       use iso_c_binding
       real (c_double) :: res
     end function wallclock
  end interface wallclock
end module timing
