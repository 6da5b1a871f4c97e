! Error test: subroutine_called_as_function.f90
! Spec: Fortran types   Checklist: -
module m
contains
  subroutine s(x)
    real, intent(inout) :: x
    x = 2.0*x
  end subroutine s
end module m

program p
  use m
  implicit none
  real :: y
  y = s(1.0)   ! ERROR: 's' is a subroutine and cannot be used as a function
end program p
