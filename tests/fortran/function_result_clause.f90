module frc_mod
  implicit none
contains
  function add(a, b) result(total)
    integer, intent(in) :: a, b
    integer :: total
    total = a + b
  end function add
  integer function plain(a)
    integer, intent(in) :: a
    plain = a * 3
  end function plain
  real(8) function typed_prefix(x) result(y)
    real(8), intent(in) :: x
    y = x / 2
  end function typed_prefix
  function make_vec(n) result(v)
    integer, intent(in) :: n
    integer :: v(n)
    integer :: i
    v = [(i * 10, i = 1, n)]
  end function make_vec
  function alloc_vec(n) result(v)
    integer, intent(in) :: n
    integer, allocatable :: v(:)
    allocate(v(n)); v = n
  end function alloc_vec
  function repeat_str(s, n) result(r)
    character(len=*), intent(in) :: s
    integer, intent(in) :: n
    character(len=:), allocatable :: r
    integer :: i
    r = ''
    do i = 1, n
      r = r // s
    end do
  end function repeat_str
  function pick(p) result(q)
    integer, pointer, intent(in) :: p(:)
    integer, pointer :: q
    q => p(size(p))
  end function pick
  character(len=5) function fixed_char()
    fixed_char = 'fixed'
  end function fixed_char
  logical function is_even(n)
    integer, intent(in) :: n
    is_even = mod(n, 2) == 0
  end function
end module frc_mod

program function_result_clause
  use frc_mod
  implicit none
  integer, pointer :: p(:)
  allocate(p(3)); p = [4, 5, 6]
  print '(i0)', add(2, 3)
  print '(i0)', plain(7)
  print '(f6.2)', typed_prefix(5.0d0)
  print '(4i4)', make_vec(4)
  print '(3i4)', alloc_vec(3)
  print '(a)', repeat_str('ab', 3)
  print '(i0)', pick(p)
  pick(p) = 60
  print '(3i4)', p
  print '(a)', fixed_char()
  print '(2l2)', is_even(4), is_even(7)
  deallocate(p)
end program function_result_clause
