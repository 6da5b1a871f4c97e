program block_construct
  implicit none
  integer :: i, x
  x = 1
  block
    integer :: x          ! shadows the outer x
    x = 100
    print '(a,i0)', 'inner x = ', x
  end block
  print '(a,i0)', 'outer x = ', x
  do i = 1, 3
    block
      real, allocatable :: tmp(:)
      allocate(tmp(i))
      tmp = i
      print '(a,i0,a,f5.1)', 'iter ', i, ' sum ', sum(tmp)
    end block            ! tmp deallocated automatically
  end do
  named: block
    integer, parameter :: n = 4
    integer :: a(n)
    a = [(i * i, i = 1, n)]
    print '(4i4)', a
    inner: block
      use iso_fortran_env, only: int64
      integer(int64) :: big
      big = 2_int64 ** 40
      print '(i0)', big
    end block inner
  end block named
end program block_construct
