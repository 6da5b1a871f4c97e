program arithmetic_if
  implicit none
  integer :: i, k
  real :: x
  do i = -1, 1
    if (i) 10, 20, 30
10  print '(i3,a)', i, ' -> negative branch'
    goto 40
20  print '(i3,a)', i, ' -> zero branch'
    goto 40
30  print '(i3,a)', i, ' -> positive branch'
40  continue
  end do
  x = 2.5
  if (x - 2.5) 50, 60, 50
50 print '(a)', 'not equal'
60 print '(a)', 'equal (or fell through)'
  k = 0
  if (k) 70, 70, 80
70 print '(a)', 'k <= 0'
80 continue
end program arithmetic_if
