program include_file
  implicit none
  include 'inc/consts.inc'
  integer :: i, total
  total = 0
  print '(a)', banner
  INCLUDE "inc/body.inc"
  print '(a,i0)', 'total = ', total
  print '(a,f5.2)', 'half = ', half
  print '(a,i0)', 'triple(total) = ', triple(total)
contains
  include 'inc/helpers.inc'
end program include_file
