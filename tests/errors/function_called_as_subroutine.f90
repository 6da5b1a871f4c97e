! Error test: function_called_as_subroutine.f90
! Spec: Fortran types   Checklist: -
module m
contains
  real function f(x)
    real, intent(in) :: x
    f = 2.0*x
  end function f
end module m

program p
  use m
  implicit none
  call f(1.0)   ! ERROR: 'f' is a function and cannot be called as a subroutine
end program p
