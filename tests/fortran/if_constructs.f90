program if_constructs
  implicit none
  integer :: i, n
  real :: x
  do i = -2, 3
    if (i < 0) then
      print '(i3,a)', i, ' negative'
    else if (i == 0) then
      print '(i3,a)', i, ' zero'
    elseif (mod(i, 2) == 0) then
      print '(i3,a)', i, ' even'
    else
      print '(i3,a)', i, ' odd'
    end if
  end do
  n = 5
  if (n > 3) print '(a)', 'logical if taken'
  if (n > 30) print '(a)', 'logical if not taken'
  outer: if (n > 0) then
    inner: if (n > 10) then
      print '(a)', 'big'
    else inner
      print '(a)', 'small positive'
    end if inner
  endif outer
  if (n == 5) then; print '(a)', 'one-line then'; end if
  x = -1.5
  if (x < 0 .and. .not. (x < -2) .or. .false.) then
    print '(a)', 'compound condition'
  end if
  if (x .lt. 0. .neqv. .true.) then
    print '(a)', 'wrong'
  else
    print '(a)', 'neqv ok'
  end if
  if (n .ge. 5 .eqv. n >= 5) print '(a)', 'eqv ok'
end program if_constructs
