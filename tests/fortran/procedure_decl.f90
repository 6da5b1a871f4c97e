module pd_mod
  implicit none
  interface
    real function unary(x)
      real, intent(in) :: x
    end function unary
  end interface
  type :: fwrap
    procedure(unary), pointer, nopass :: f => null()
  end type fwrap
  procedure(unary), pointer :: global_f => null()
contains
  real function twice(x)
    real, intent(in) :: x
    twice = 2 * x
  end function twice
  real function negate(x)
    real, intent(in) :: x
    negate = -x
  end function negate
  subroutine apply_all(fs, x)
    type(fwrap), intent(in) :: fs(:)
    real, intent(in) :: x
    integer :: i
    do i = 1, size(fs)
      print '(a,i0,a,f7.2)', 'f', i, '(x) = ', fs(i)%f(x)
    end do
  end subroutine apply_all
  subroutine run_it(g, x)
    procedure(unary) :: g
    real, intent(in) :: x
    print '(a,f7.2)', 'g(x) = ', g(x)
  end subroutine run_it
  subroutine run_untyped(h)
    procedure() :: h
    call h()
  end subroutine run_untyped
  subroutine hello()
    print '(a)', 'hello from procedure() dummy'
  end subroutine hello
end module pd_mod

real function cube(x)
  real, intent(in) :: x
  cube = x ** 3
end function cube

program procedure_decl
  use pd_mod
  implicit none
  procedure(unary) :: cube
  procedure(real), pointer :: rp => null()
  procedure(), pointer :: anyp => null()
  type(fwrap) :: fs(3)
  fs(1)%f => twice
  fs(2)%f => negate
  fs(3)%f => cube
  call apply_all(fs, 1.2)
  call run_it(cube, 2.0)
  call run_it(twice, 2.0)
  global_f => negate
  print '(a,f7.2)', 'global_f(4) = ', global_f(4.0)
  rp => twice
  print '(a,f7.2)', 'rp(4) = ', rp(4.0)
  anyp => hello
  call run_untyped(anyp)
  call run_untyped(hello)
end program procedure_decl
