subroutine shape_ops(r, res)
  implicit none
  real, intent(in) :: r
  real, intent(out) :: res
  res = 3.0 * r
  return
entry square_perim(r, res)
  res = 4.0 * r
  return
entry square_area(r, res)
  res = r * r
end subroutine shape_ops

function fsum(n)
  implicit none
  integer :: n, fsum, fprod, i
  fsum = 0
  do i = 1, n
    fsum = fsum + i
  end do
  return
entry fprod(n)
  fprod = 1
  do i = 1, n
    fprod = fprod * i
  end do
end function fsum

program entry_stmt
  implicit none
  real :: res
  integer, external :: fsum, fprod
  external :: shape_ops, square_perim, square_area
  call shape_ops(2.0, res); print '(a,f6.2)', 'triangle perim = ', res
  call square_perim(2.0, res); print '(a,f6.2)', 'square perim   = ', res
  call square_area(2.0, res); print '(a,f6.2)', 'square area    = ', res
  print '(a,i0)', 'fsum(5) = ', fsum(5)
  print '(a,i0)', 'fprod(5) = ', fprod(5)
end program entry_stmt
