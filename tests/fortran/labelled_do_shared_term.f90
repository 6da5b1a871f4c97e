! flags: -std=legacy
program labelled_do_shared_term
  implicit none
  integer :: i, j, k, total
  total = 0
  do 10 i = 1, 3
    do 10 j = 1, 2
      total = total + i * j
10 continue
  print '(a,i0)', 'total = ', total
  do 20 i = 1, 2
    do 20 j = 1, 2
20 print '(a,i0,i0)', 'pair ', i, j
  k = 0
  do 30, i = 1, 5
    k = k + i
30 end do
  print '(a,i0)', 'k = ', k
  do 40 i = 3, 1, -1
    print '(a,i0)', 'down ', i
40 continue
end program labelled_do_shared_term
