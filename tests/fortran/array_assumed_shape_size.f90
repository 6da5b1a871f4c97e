module arr_mod
  implicit none
contains
  subroutine shape_info(a)
    real, intent(in) :: a(:,:)
    print '(a,2i3,a,2i3,a,i0)', 'lbound', lbound(a), ' ubound', ubound(a), ' size ', size(a)
  end subroutine shape_info
  subroutine lower_bound(a)
    real, intent(in) :: a(0:, 5:)
    print '(a,2i3,a,2i3)', 'lbound', lbound(a), ' ubound', ubound(a)
  end subroutine lower_bound
  subroutine assumed_size(n, a)
    integer, intent(in) :: n
    real, intent(inout) :: a(*)
    integer :: i
    do i = 1, n
      a(i) = a(i) + i
    end do
  end subroutine assumed_size
  subroutine assumed_size2(a, m)
    integer, intent(in) :: m
    real, intent(in) :: a(m, *)
    print '(a,3f6.1)', 'col 2: ', a(1:m, 2)
  end subroutine assumed_size2
  subroutine explicit_shape(n, m, a)
    integer, intent(in) :: n, m
    real, intent(in) :: a(n, m)
    print '(a,f6.1)', 'trace-ish ', a(1, 1) + a(n, m)
  end subroutine explicit_shape
  subroutine adjustable(a, lo, hi)
    integer, intent(in) :: lo, hi
    integer, intent(in) :: a(lo:hi)
    print '(a,i0,a,i0)', 'a(lo)=', a(lo), ' a(hi)=', a(hi)
  end subroutine adjustable
end module arr_mod

program array_assumed_shape_size
  use arr_mod
  implicit none
  real :: m(3, 4), v(6)
  integer :: i, j
  integer :: iv(5) = [10, 20, 30, 40, 50]
  do j = 1, 4
    do i = 1, 3
      m(i, j) = i + 10 * j
    end do
  end do
  call shape_info(m)
  call shape_info(m(2:3, ::2))
  call lower_bound(m)
  v = 0
  call assumed_size(6, v)
  print '(6f5.1)', v
  call assumed_size(3, v(4))
  print '(6f5.1)', v
  call assumed_size2(m, 3)
  call explicit_shape(3, 4, m)
  call adjustable(iv, -2, 2)
end program array_assumed_shape_size
