program attr_volatile_asynchronous_contiguous
  implicit none
  integer, volatile :: flag
  real, asynchronous :: buf(4)
  integer, target :: grid(4, 4)
  integer, pointer, contiguous :: col(:)
  integer :: i
  volatile :: late
  integer :: late

  flag = 1; late = 2
  flag = flag + late
  print '(a,i0)', 'flag = ', flag
  buf = [1.0, 2.0, 3.0, 4.0]
  print '(4f5.1)', buf
  grid = reshape([(i, i = 1, 16)], [4, 4])
  col => grid(:, 3)
  print '(a,4i3)', 'col 3: ', col
  print '(a,l1)', 'is_contiguous(col): ', is_contiguous(col)
  call total(grid(:, 2))
  call total(grid(2, :))
  call asy(buf)
contains
  subroutine total(v)
    integer, contiguous, intent(in) :: v(:)
    print '(a,i0)', 'sum = ', sum(v)
  end subroutine total
  subroutine asy(b)
    real, asynchronous, intent(inout) :: b(:)
    b = b * 2
    print '(4f5.1)', b
  end subroutine asy
end program attr_volatile_asynchronous_contiguous
