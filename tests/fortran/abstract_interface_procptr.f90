module ops_mod
  implicit none
  abstract interface
    pure function binop(a, b) result(c)
      integer, intent(in) :: a, b
      integer :: c
    end function binop
    subroutine notify(msg)
      character(len=*), intent(in) :: msg
    end subroutine notify
  end interface
  type :: calculator
    procedure(binop), pointer, nopass :: op => null()
    character(len=3) :: sym
  end type calculator
contains
  pure integer function add(a, b)
    integer, intent(in) :: a, b
    add = a + b
  end function add
  pure integer function mul(a, b)
    integer, intent(in) :: a, b
    mul = a * b
  end function mul
  pure integer function powr(a, b)
    integer, intent(in) :: a, b
    powr = a ** b
  end function powr
  subroutine shout(msg)
    character(len=*), intent(in) :: msg
    print '(a,a)', 'SHOUT: ', msg
  end subroutine shout
  integer function fold(f, v)
    procedure(binop) :: f
    integer, intent(in) :: v(:)
    integer :: i
    fold = v(1)
    do i = 2, size(v)
      fold = f(fold, v(i))
    end do
  end function fold
end module ops_mod

program abstract_interface_procptr
  use ops_mod
  implicit none
  procedure(binop), pointer :: p => null()
  procedure(notify), pointer :: say
  type(calculator) :: calcs(3)
  integer :: i
  print '(a,l1)', 'associated: ', associated(p)
  p => add
  print '(a,i0)', 'p(2,3) = ', p(2, 3)
  p => mul
  print '(a,i0)', 'p(2,3) = ', p(2, 3)
  print '(a,l1)', 'associated(p, mul): ', associated(p, mul)
  calcs(1) = calculator(add, 'add')
  calcs(2) = calculator(mul, 'mul')
  calcs(3)%op => powr; calcs(3)%sym = 'pow'
  do i = 1, 3
    print '(a,1x,i0)', calcs(i)%sym, calcs(i)%op(3, 4)
  end do
  print '(a,i0)', 'fold add: ', fold(add, [1, 2, 3, 4, 5])
  print '(a,i0)', 'fold mul: ', fold(mul, [1, 2, 3, 4, 5])
  say => shout
  call say('hello')
  nullify(p)
  print '(a,l1)', 'associated after nullify: ', associated(p)
end program abstract_interface_procptr
