program stop_code
  implicit none
  integer :: i
  do i = 1, 10
    if (i == 4) then
      print '(a,i0)', 'stopping at ', i
      stop 3
    end if
    print '(i0)', i
  end do
  print '(a)', 'not reached'
end program stop_code
