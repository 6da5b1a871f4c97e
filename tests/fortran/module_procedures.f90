module stack_mod
  implicit none
  private
  integer, parameter :: cap = 8
  integer :: items(cap)
  integer :: top = 0
  public :: push, pop, peek, is_empty, size_of
contains
  subroutine push(v)
    integer, intent(in) :: v
    top = top + 1
    items(top) = v
  end subroutine push
  integer function pop()
    pop = items(top)
    top = top - 1
  end function pop
  integer function peek()
    peek = items(top)
  end function peek
  logical function is_empty()
    is_empty = top == 0
  end function is_empty
  integer function size_of()
    size_of = top
  end function size_of
end module stack_mod

module rpn_mod
  use stack_mod
  implicit none
contains
  integer function eval_rpn(tokens) result(v)
    character(len=*), intent(in) :: tokens(:)
    integer :: i, a, b, n
    do i = 1, size(tokens)
      select case (trim(tokens(i)))
      case ('+'); b = pop(); a = pop(); call push(a + b)
      case ('-'); b = pop(); a = pop(); call push(a - b)
      case ('*'); b = pop(); a = pop(); call push(a * b)
      case default
        read(tokens(i), *) n
        call push(n)
      end select
    end do
    v = pop()
  end function eval_rpn
end module rpn_mod

program module_procedures
  use rpn_mod
  use stack_mod, only: is_empty, size_of
  implicit none
  print '(i0)', eval_rpn([character(len=3) :: '3', '4', '+', '2', '*'])
  print '(i0)', eval_rpn([character(len=3) :: '10', '2', '3', '*', '-'])
  print '(a,l1,a,i0)', 'empty: ', is_empty(), ' size: ', size_of()
end program module_procedures
