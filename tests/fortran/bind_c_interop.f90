module bind_c_mod
  use iso_c_binding
  implicit none
  type, bind(c) :: point
    real(c_double) :: x, y
    integer(c_int) :: tag
  end type point
  integer(c_int), bind(c, name='shared_counter') :: shared_counter = 0
contains
  function dist2(p) bind(c, name='dist2_c') result(d)
    type(point), intent(in) :: p
    real(c_double) :: d
    d = p%x**2 + p%y**2
  end function dist2
  subroutine scale_pt(p, s) bind(c)
    type(point), intent(inout) :: p
    real(c_double), value :: s
    p%x = p%x * s
    p%y = p%y * s
    shared_counter = shared_counter + 1
  end subroutine scale_pt
  integer(c_int) function add_ints(n, a) bind(c)
    integer(c_int), value :: n
    integer(c_int), intent(in) :: a(n)
    add_ints = sum(a)
  end function add_ints
end module bind_c_mod

program bind_c_interop
  use bind_c_mod
  implicit none
  interface
    ! call our own bind(c) routine through a C-style interface
    function dist2_alias(p) bind(c, name='dist2_c')
      import :: point, c_double
      type(point), intent(in) :: p
      real(c_double) :: dist2_alias
    end function dist2_alias
  end interface
  type(point) :: p
  integer(c_int) :: v(4) = [1, 2, 3, 4]
  character(kind=c_char, len=6) :: cs
  p = point(3.0_c_double, 4.0_c_double, 7)
  print '(a,f8.3)', 'dist2 = ', dist2(p)
  call scale_pt(p, 2.0_c_double)
  print '(a,2f8.3,i3)', 'scaled = ', p%x, p%y, p%tag
  print '(a,f8.3)', 'alias = ', dist2_alias(p)
  print '(a,i0)', 'sum = ', add_ints(4, v)
  print '(a,i0)', 'counter = ', shared_counter
  cs = 'abc' // c_null_char
  print '(a,i0)', 'index of null = ', index(cs, c_null_char)
  print '(a,i0,1x,i0,1x,i0)', 'kinds: ', c_int, c_double, c_long_long
  print '(a,i0)', 'c_sizeof(p) = ', c_sizeof(p)
end program bind_c_interop
