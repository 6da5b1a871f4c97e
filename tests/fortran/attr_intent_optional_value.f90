module iov_mod
  implicit none
contains
  subroutine update(a, b, c, d)
    integer, intent(in) :: a
    integer, intent(out) :: b
    integer, intent(inout) :: c
    integer, intent(in), optional :: d
    b = a * 2
    c = c + a
    if (present(d)) then
      c = c + d
      print '(a,i0)', 'd present: ', d
    else
      print '(a)', 'd absent'
    end if
  end subroutine update

  subroutine byvalue(x, y)
    integer, value :: x
    real, value :: y
    x = x + 100
    y = y * 2
    print '(a,i0,a,f6.2)', 'inside: x=', x, ' y=', y
  end subroutine byvalue

  integer function count_present(a, b, c)
    integer, optional, intent(in) :: a, b, c
    count_present = 0
    if (present(a)) count_present = count_present + 1
    if (present(b)) count_present = count_present + 1
    if (present(c)) count_present = count_present + 1
  end function count_present

  subroutine forward(x)
    integer, optional, intent(in) :: x
    print '(a,i0)', 'forwarded count = ', count_present(b=x)
  end subroutine forward
end module iov_mod

program attr_intent_optional_value
  use iov_mod
  implicit none
  integer :: b, c, x
  real :: y
  c = 1
  call update(5, b, c)
  print '(a,i0,1x,i0)', 'b c = ', b, c
  call update(5, b, c, 10)
  print '(a,i0,1x,i0)', 'b c = ', b, c
  call update(a=1, c=c, b=b, d=-1)
  print '(a,i0,1x,i0)', 'b c = ', b, c
  x = 1; y = 1.5
  call byvalue(x, y)
  print '(a,i0,a,f6.2)', 'outside: x=', x, ' y=', y
  print '(a,i0)', 'count = ', count_present()
  print '(a,i0)', 'count = ', count_present(1, c=3)
  call forward()
  call forward(4)
end program attr_intent_optional_value
