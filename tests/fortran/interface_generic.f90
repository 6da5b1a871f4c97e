module swap_mod
  implicit none
  interface swap
    module procedure swap_int, swap_real, swap_char
  end interface swap
  interface describe
    module procedure describe_scalar
    module procedure describe_vector
  end interface
contains
  subroutine swap_int(a, b)
    integer, intent(inout) :: a, b
    integer :: t
    t = a; a = b; b = t
  end subroutine swap_int
  subroutine swap_real(a, b)
    real, intent(inout) :: a, b
    real :: t
    t = a; a = b; b = t
  end subroutine swap_real
  subroutine swap_char(a, b)
    character(len=*), intent(inout) :: a, b
    character(len=len(a)) :: t
    t = a; a = b; b = t
  end subroutine swap_char
  subroutine describe_scalar(x)
    integer, intent(in) :: x
    print '(a,i0)', 'scalar ', x
  end subroutine describe_scalar
  subroutine describe_vector(x)
    integer, intent(in) :: x(:)
    print '(a,i0,a,i0)', 'vector of ', size(x), ' sum ', sum(x)
  end subroutine describe_vector
end module swap_mod

program interface_generic
  use swap_mod
  implicit none
  integer :: i = 1, j = 2
  real :: x = 1.5, y = -2.5
  character(len=3) :: s = 'abc', t = 'xyz'
  interface exchange
    procedure :: swap_int          ! F2008 PROCEDURE statement in a generic interface
    procedure swap_char
  end interface exchange
  interface maxof
    function max_i(a, b)
      integer, intent(in) :: a, b
      integer :: max_i
    end function max_i
    function max_r(a, b)
      real, intent(in) :: a, b
      real :: max_r
    end function max_r
  end interface maxof
  call swap(i, j); print '(2i3)', i, j
  call swap(x, y); print '(2f6.2)', x, y
  call swap(s, t); print '(a,1x,a)', s, t
  call exchange(i, j); print '(2i3)', i, j
  call exchange(s, t); print '(a,1x,a)', s, t
  call describe(5)
  call describe([1, 2, 3])
  print '(i0)', maxof(3, 8)
  print '(f5.2)', maxof(3.5, -1.0)
end program interface_generic

function max_i(a, b)
  integer, intent(in) :: a, b
  integer :: max_i
  max_i = merge(a, b, a > b)
end function max_i
function max_r(a, b)
  real, intent(in) :: a, b
  real :: max_r
  max_r = merge(a, b, a > b)
end function max_r
