module in_mod
  implicit none
  integer :: modvar = 11
contains
  integer function twice(n)
    integer, intent(in) :: n
    twice = 2 * n
  end function twice
end module in_mod

program implicit_none_stmt
  use in_mod
  implicit none
  integer :: i, total
  real :: avg
  total = 0
  do i = 1, 10
    total = total + twice(i)
  end do
  avg = real(total) / 10
  print '(a,i0)', 'total = ', total
  print '(a,f6.2)', 'avg = ', avg
  print '(a,i0)', 'modvar = ', modvar
  call inner()
contains
  subroutine inner()
    implicit none
    integer :: j
    j = modvar + total
    print '(a,i0)', 'inner j = ', j
  end subroutine inner
end program implicit_none_stmt
