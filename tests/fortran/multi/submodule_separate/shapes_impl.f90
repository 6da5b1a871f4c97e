submodule (shapes) shapes_impl
  implicit none
  integer :: calls = 0
contains
  module function area(c) result(a)
    type(circle), intent(in) :: c
    real :: a
    calls = calls + 1
    a = pi * c%r ** 2
  end function area
  module procedure describe
    print '(a,f6.2,a,f8.3,a,i0)', 'circle r=', c%r, ' area=', area(c), ' calls=', calls
  end procedure describe
end submodule shapes_impl
