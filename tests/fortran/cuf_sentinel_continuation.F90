! A `!@cuf` line continued on an ordinary line (guide 2.13): without CUDA
! Fortran the sentinel line is a comment and twice is a host function, so
! both compilers print 4.0 and 6.0.
module twice_m
contains
  !@cuf attributes(device) &
  function twice(a) result(r)
    real :: a, r
    r = 2*a
  end function
end module

program cuf_sentinel_continuation
  use twice_m
  real, allocatable &
  !@cuf , device &
    :: b(:)
  allocate(b(1))
  b = 3.0
  print *, twice(2.0), twice(b(1))
end program
