program statement_function
  implicit none
  real :: x, y, area, hyp
  integer :: i, sq, cube
  character(len=5) :: s, first2*2
  real :: a, b
  ! statement functions
  area(a, b) = a * b / 2.0
  hyp(a, b) = sqrt(a**2 + b**2)
  sq(i) = i * i
  cube(i) = sq(i) * i
  first2(s) = s(1:2)
  x = 3.0; y = 4.0
  print '(a,f6.2)', 'area = ', area(x, y)
  print '(a,f6.2)', 'hyp  = ', hyp(x, y)
  print '(a,i0,1x,i0)', 'sq cube = ', sq(5), cube(3)
  print '(a,a)', 'first2 = ', first2('hello')
  do i = 1, 3
    print '(i2,i4,i5)', i, sq(i), cube(i)
  end do
end program statement_function
