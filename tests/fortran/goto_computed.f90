program goto_computed
  implicit none
  integer :: i, n
  n = 0
10 n = n + 1
  if (n < 3) goto 10
  print '(a,i0)', 'after backward goto n = ', n
  go to 20
  print '(a)', 'skipped'
20 continue
  do i = 1, 4
    goto (100, 200, 300) i
    print '(i0,a)', i, ': out of range, falls through'
    cycle
100 print '(i0,a)', i, ': label 100'
    cycle
200 print '(i0,a)', i, ': label 200'
    cycle
300 print '(i0,a)', i, ': label 300'
  end do
  i = 2
  go to (400, 500), i
400 print '(a)', 'not here'
500 print '(a)', 'computed goto with comma'
end program goto_computed
