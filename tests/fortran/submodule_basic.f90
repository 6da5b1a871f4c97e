module poly_mod
  implicit none
  type :: poly
    real, allocatable :: c(:)
  end type poly
  interface
    module function evaluate(p, x) result(y)
      type(poly), intent(in) :: p
      real, intent(in) :: x
      real :: y
    end function evaluate
    module subroutine derive(p, dp)
      type(poly), intent(in) :: p
      type(poly), intent(out) :: dp
    end subroutine derive
    module integer function degree(p)
      type(poly), intent(in) :: p
    end function degree
  end interface
end module poly_mod

submodule (poly_mod) poly_eval
  implicit none
contains
  module function evaluate(p, x) result(y)
    type(poly), intent(in) :: p
    real, intent(in) :: x
    real :: y
    integer :: i
    y = 0
    do i = size(p%c), 1, -1
      y = y * x + p%c(i)
    end do
  end function evaluate
  module procedure degree
    degree = size(p%c) - 1
  end procedure degree
end submodule poly_eval

submodule (poly_mod:poly_eval) poly_calc
  implicit none
contains
  module procedure derive
    integer :: i
    allocate(dp%c(max(1, size(p%c) - 1)))
    dp%c = 0
    do i = 2, size(p%c)
      dp%c(i - 1) = (i - 1) * p%c(i)
    end do
  end procedure derive
end submodule poly_calc

program submodule_basic
  use poly_mod
  implicit none
  type(poly) :: p, dp
  p%c = [1.0, -3.0, 0.0, 2.0]     ! 1 - 3x + 2x^3
  print '(a,i0)', 'degree = ', degree(p)
  print '(a,f8.3)', 'p(2) = ', evaluate(p, 2.0)
  call derive(p, dp)
  print '(a,4f6.1)', 'dp = ', dp%c
  print '(a,f8.3)', 'dp(2) = ', evaluate(dp, 2.0)
end program submodule_basic
