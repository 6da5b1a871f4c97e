module money
  implicit none
  type :: amount
    integer :: cents = 0
    character(len=3) :: cur = 'EUR'
  contains
    procedure :: show
    procedure, private :: add_amt
    generic :: operator(+) => add_amt
  end type amount
  interface amount
    module procedure from_units
  end interface
contains
  function from_units(units, cents, cur) result(a)
    integer, intent(in) :: units, cents
    character(len=3), intent(in) :: cur
    type(amount) :: a
    a%cents = units * 100 + cents
    a%cur = cur
  end function from_units
  function add_amt(a, b) result(c)
    class(amount), intent(in) :: a, b
    type(amount) :: c
    if (a%cur /= b%cur) error stop 'currency mismatch'
    c = amount(a%cents + b%cents, a%cur)
  end function add_amt
  subroutine show(a)
    class(amount), intent(in) :: a
    print '(i0,".",i2.2,1x,a)', a%cents / 100, mod(a%cents, 100), a%cur
  end subroutine show
end module money
