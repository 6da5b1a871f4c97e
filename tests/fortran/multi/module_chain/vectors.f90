module vectors
  use kinds, only: wp
  implicit none
  private
  public :: vector, norm2sq, operator(+), wp
  type :: vector
    real(wp) :: x = 0, y = 0
  end type vector
  interface operator(+)
    module procedure vadd
  end interface
contains
  pure function vadd(a, b) result(c)
    type(vector), intent(in) :: a, b
    type(vector) :: c
    c = vector(a%x + b%x, a%y + b%y)
  end function vadd
  pure real(wp) function norm2sq(v)
    type(vector), intent(in) :: v
    norm2sq = v%x**2 + v%y**2
  end function norm2sq
end module vectors
