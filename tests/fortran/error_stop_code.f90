program error_stop_code
  implicit none
  integer :: n
  n = 7
  call check(n)
  print '(a)', 'not reached'
contains
  subroutine check(k)
    integer, intent(in) :: k
    print '(a,i0)', 'checking ', k
    flush(6)
    if (k > 5) error stop 5
    print '(a)', 'fine'
  end subroutine check
end program error_stop_code
