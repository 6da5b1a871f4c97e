! flags: -std=legacy
subroutine classify(x, *, *)
  implicit none
  integer, intent(in) :: x
  if (x < 0) return 1
  if (x == 0) return 2
  return
end subroutine classify

program alternate_return
  implicit none
  integer :: vals(3) = [-5, 0, 5], i
  do i = 1, 3
    call classify(vals(i), *10, *20)
    print '(i3,a)', vals(i), ' normal return'
    cycle
10  print '(i3,a)', vals(i), ' alternate return 1'
    cycle
20  print '(i3,a)', vals(i), ' alternate return 2'
  end do
  call early(3)
  call early(-3)
contains
  subroutine early(n)
    integer, intent(in) :: n
    if (n < 0) then
      print '(a)', 'early return'
      return
    end if
    print '(a,i0)', 'full path ', n
  end subroutine early
end program alternate_return
