module shapes
  implicit none
  type :: circle
    real :: r
  end type circle
  interface
    module function area(c) result(a)
      type(circle), intent(in) :: c
      real :: a
    end function area
    module subroutine describe(c)
      type(circle), intent(in) :: c
    end subroutine describe
  end interface
  real, parameter :: pi = 3.14159265
end module shapes
