module ip_mod
  implicit none
contains
  integer function outer(n)
    integer, intent(in) :: n
    integer :: base
    base = 100
    outer = helper(n) + helper(2 * n)
  contains
    integer function helper(k)
      integer, intent(in) :: k
      helper = base + k
    end function helper
  end function outer
end module ip_mod

program internal_procedures
  use ip_mod
  implicit none
  integer :: counter = 0
  real :: data(5) = [3.0, 1.0, 4.0, 1.0, 5.0]
  call bump(); call bump(3)
  print '(a,i0)', 'counter = ', counter
  print '(a,f6.2)', 'mean = ', mean(data)
  print '(a,i0)', 'outer(5) = ', outer(5)
  call visit(data, show)
contains
  subroutine bump(by)
    integer, intent(in), optional :: by
    if (present(by)) then
      counter = counter + by
    else
      counter = counter + 1
    end if
  end subroutine bump
  real function mean(x)
    real, intent(in) :: x(:)
    mean = sum(x) / size(x)
  end function mean
  subroutine show(i, v)
    integer, intent(in) :: i
    real, intent(in) :: v
    print '(a,i0,a,f4.1,a,i0)', 'x(', i, ') = ', v, ' counter=', counter
  end subroutine show
  subroutine visit(x, f)
    real, intent(in) :: x(:)
    interface
      subroutine f(i, v)
        integer, intent(in) :: i
        real, intent(in) :: v
      end subroutine f
    end interface
    integer :: i
    do i = 1, size(x), 2
      call f(i, x(i))
    end do
  end subroutine visit
end program internal_procedures
