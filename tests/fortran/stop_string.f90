program stop_string
  implicit none
  print '(a)', 'before stop'
  call finish()
contains
  subroutine finish()
    print '(a)', 'in finish'
    stop 'normal termination message'
  end subroutine finish
end program stop_string
