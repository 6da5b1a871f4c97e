program exit_cycle_named
  implicit none
  integer :: i, j, found_i, found_j
  found_i = 0; found_j = 0
  outer: do i = 1, 5
    inner: do j = 1, 5
      if (j > i) cycle outer
      if (i * j == 12) then
        found_i = i; found_j = j
        exit outer
      end if
    end do inner
  end do outer
  print '(a,i0,1x,i0)', 'found ', found_i, found_j
  do i = 1, 10
    if (mod(i, 3) /= 0) cycle
    write(*, '(i3)', advance='no') i
    if (i >= 6) exit
  end do
  print *
  blk: block
    integer :: k
    do k = 1, 10
      if (k == 4) exit blk
    end do
    print '(a)', 'not reached'
  end block blk
  print '(a)', 'exited block'
  chk: if (found_i > 0) then
    if (found_j == 3) exit chk
    print '(a)', 'not reached either'
  end if chk
  print '(a)', 'exited if construct'
  sel: select case (found_i)
  case (4)
    if (found_j > 0) exit sel
    print '(a)', 'nope'
  end select sel
  print '(a)', 'exited select'
  a: do i = 1, 3
    b: do j = 1, 3
      c: do
        if (j == 2) cycle b
        write(*, '(a,i0,i0)', advance='no') ' ', i, j
        exit c
      end do c
    end do b
  end do a
  print *
end program exit_cycle_named
