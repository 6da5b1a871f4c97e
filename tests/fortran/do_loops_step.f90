program do_loops_step
  implicit none
  integer :: i, n, total
  real :: x
  write(*, '(a)', advance='no') 'up:'
  do i = 1, 10, 3
    write(*, '(1x,i0)', advance='no') i
  end do
  print '(a,i0)', ' | after loop i=', i
  write(*, '(a)', advance='no') 'down:'
  do i = 10, 1, -2
    write(*, '(1x,i0)', advance='no') i
  end do
  print '(a,i0)', ' | after loop i=', i
  total = 0
  do i = 5, 1
    total = total + 1
  end do
  print '(a,i0,a,i0)', 'zero-trip total=', total, ' i=', i
  n = 3
  do i = 1, n
    n = n + 1          ! iteration count fixed at loop start
  end do
  print '(a,i0)', 'n after loop = ', n
  total = 0
  do i = -6, 6, 4
    total = total + i
  end do
  print '(a,i0)', 'sum -6..6 step 4 = ', total
  i = 0
  do
    i = i + 1
    if (i > 4) exit
  end do
  print '(a,i0)', 'infinite-do exit at ', i
  x = 0
  do i = 1, 4
    x = x + 0.25
  end do
  print '(f5.2)', x
  nested: do i = 1, 3
    do n = i, 3
      write(*, '(i0,i0,1x)', advance='no') i, n
    end do
  end do nested
  print *
end program do_loops_step
