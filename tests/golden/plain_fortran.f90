! Golden: a plain Fortran file (no CUDA) passes through verbatim: the host
! file is the source line for line under one `# 1` marker, with its
! comments, spacing and continuation lines; no device code is generated.
module stats_m
  implicit none
contains
  pure function mean(x) result(m)
    real, intent(in) :: x(:)
    real :: m
    m = sum(x) / max(1, size(x))
  end function mean
end module stats_m

program plain_fortran
  use stats_m
  implicit none
  integer :: i
  real :: a(10)   ! spacing    and comments stay
  character(len=*), parameter :: msg = 'mean of &
                                        &1..10'
  a = [(real(i), i = 1, 10)]
  print *, msg, &
           mean(a)
end program plain_fortran
