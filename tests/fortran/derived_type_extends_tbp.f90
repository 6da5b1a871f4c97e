module shapes_mod
  implicit none
  type :: shape
    character(len=10) :: name = 'shape'
  contains
    procedure :: area => shape_area
    procedure :: describe
    procedure, nopass :: kind_name
  end type shape
  type, extends(shape) :: rect
    real :: w = 0, h = 0
  contains
    procedure :: area => rect_area
  end type rect
  type, extends(rect) :: square
  contains
    procedure :: area => square_area
    procedure, pass(self) :: grow
  end type square
contains
  real function shape_area(self)
    class(shape), intent(in) :: self
    shape_area = 0
  end function shape_area
  real function rect_area(self)
    class(rect), intent(in) :: self
    rect_area = self%w * self%h
  end function rect_area
  real function square_area(self)
    class(square), intent(in) :: self
    square_area = self%w ** 2
  end function square_area
  subroutine describe(self)
    class(shape), intent(in) :: self
    print '(a,a,f8.2)', self%name, ' area=', self%area()
  end subroutine describe
  function kind_name() result(s)
    character(len=5) :: s
    s = 'shape'
  end function kind_name
  subroutine grow(by, self)
    real, intent(in) :: by
    class(square), intent(inout) :: self
    self%w = self%w + by
    self%h = self%w
  end subroutine grow
end module shapes_mod

program derived_type_extends_tbp
  use shapes_mod
  implicit none
  type(shape) :: s
  type(rect) :: r
  type(square) :: q
  class(shape), allocatable :: poly
  r = rect('rect', 2.0, 3.0)
  q%name = 'square'; q%w = 4; q%h = 4
  call s%describe()
  call r%describe()
  call q%describe()
  call q%grow(1.0)
  call q%describe()
  print '(a,a)', 'parent name via component: ', q%rect%shape%name
  print '(a,f6.2)', 'parent binding: ', q%rect%area()
  allocate(poly, source=q)
  call poly%describe()
  print '(a)', s%kind_name()
  print '(a,l1,l1)', 'extends_type_of: ', extends_type_of(q, r), extends_type_of(r, q)
  print '(a,l1)', 'same_type_as: ', same_type_as(poly, q)
end program derived_type_extends_tbp
