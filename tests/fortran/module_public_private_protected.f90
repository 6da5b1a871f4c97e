module account_mod
  implicit none
  private
  public :: deposit, balance_of, account, make_account, version
  public :: counter
  integer, protected :: counter = 0
  integer, parameter :: version = 3
  real :: secret_rate = 0.5

  type :: account
    private
    integer :: cents = 0
    character(len=8), public :: owner = 'nobody'
  end type account

  integer, public, protected :: ops = 0
  public :: ops_public
  interface ops_public
    module procedure get_ops
  end interface
contains
  function make_account(name) result(a)
    character(len=*), intent(in) :: name
    type(account) :: a
    a%owner = name
    counter = counter + 1
  end function make_account
  subroutine deposit(a, c)
    type(account), intent(inout) :: a
    integer, intent(in) :: c
    a%cents = a%cents + c + bonus(c)
    ops = ops + 1
  end subroutine deposit
  integer function balance_of(a)
    type(account), intent(in) :: a
    balance_of = a%cents
  end function balance_of
  integer function bonus(c)
    integer, intent(in) :: c
    bonus = int(c * secret_rate / 10)
  end function bonus
  integer function get_ops()
    get_ops = ops
  end function get_ops
end module account_mod

program module_public_private_protected
  use account_mod
  implicit none
  type(account) :: x, y
  x = make_account('alice')
  y = make_account('bob')
  call deposit(x, 100)
  call deposit(x, 40)
  call deposit(y, 1000)
  print '(a,1x,i0)', trim(x%owner), balance_of(x)
  print '(a,1x,i0)', trim(y%owner), balance_of(y)
  print '(a,i0,a,i0,a,i0)', 'counter=', counter, ' ops=', ops, ' version=', version
  print '(a,i0)', 'ops_public=', ops_public()
end program module_public_private_protected
