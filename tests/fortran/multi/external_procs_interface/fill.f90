subroutine fill(n, a, v)
  implicit none
  integer, intent(in) :: n
  integer, intent(out) :: a(n)
  integer, intent(in) :: v
  integer :: i
  do i = 1, n
    a(i) = v + i
  end do
end subroutine fill
