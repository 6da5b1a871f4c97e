module vec_mod
  implicit none
  type :: vec
    real :: x = 0, y = 0
  contains
    procedure :: add_vec, add_real
    generic :: add => add_vec, add_real
    procedure :: plus
    generic :: operator(+) => plus
    procedure :: dot
    generic :: operator(.dot.) => dot
    procedure :: assign_int
    generic :: assignment(=) => assign_int
    procedure, private :: eq
    generic, public :: operator(==) => eq
  end type vec
contains
  function add_vec(a, b) result(c)
    class(vec), intent(in) :: a, b
    type(vec) :: c
    c%x = a%x + b%x; c%y = a%y + b%y
  end function add_vec
  function add_real(a, s) result(c)
    class(vec), intent(in) :: a
    real, intent(in) :: s
    type(vec) :: c
    c%x = a%x + s; c%y = a%y + s
  end function add_real
  function plus(a, b) result(c)
    class(vec), intent(in) :: a, b
    type(vec) :: c
    c = a%add(b)
  end function plus
  real function dot(a, b)
    class(vec), intent(in) :: a, b
    dot = a%x * b%x + a%y * b%y
  end function dot
  subroutine assign_int(a, n)
    class(vec), intent(inout) :: a
    integer, intent(in) :: n
    a%x = n; a%y = n
  end subroutine assign_int
  logical function eq(a, b)
    class(vec), intent(in) :: a, b
    eq = a%x == b%x .and. a%y == b%y
  end function eq
end module vec_mod

program derived_type_generic_binding
  use vec_mod
  implicit none
  type(vec) :: u, v, w
  u = vec(1.0, 2.0); v = vec(3.0, -1.0)
  w = u%add(v);   print '(2f6.1)', w
  w = u%add(0.5); print '(2f6.1)', w
  w = u + v + u;  print '(2f6.1)', w
  print '(f6.1)', u .dot. v
  w = 7;          print '(2f6.1)', w
  print '(l1,1x,l1)', w == vec(7.0, 7.0), u == v
end program derived_type_generic_binding
