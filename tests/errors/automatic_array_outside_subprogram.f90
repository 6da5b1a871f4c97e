! Error test: automatic_array_outside_subprogram.f90
! An array whose bounds are not constant (an automatic array) belongs to a
! subprogram, a BLOCK or an interface body, not to a main program or a module
! (F2008 C531).  Found by tests/fuzz/pipeline.sh (a(n) spliced into a main
! program).
module sizes
  integer :: n = 100
  real :: table(n)   ! ERROR: array 'table' has bounds that are not constant: only a subprogram or a BLOCK may declare it (F2008 5.3.8.2)
end module sizes

program automatic
  use sizes
  integer :: m
  real :: work(m)   ! ERROR: array 'work' has bounds that are not constant: only a subprogram or a BLOCK may declare it (F2008 5.3.8.2)
  m = n
  block
    real :: scratch(m)
    scratch = 0
  end block
contains
  subroutine local(k)
    integer :: k
    real :: buffer(k)
    buffer = 1
  end subroutine local
end program automatic
