subroutine setup()
  implicit none
  integer :: n, vals(5)
  real :: scale
  common /cfg/ n, scale
  common /data/ vals
  common // blank1, blank2
  real :: blank1, blank2
  n = 5
  scale = 1.5
  vals = [1, 2, 3, 4, 5]
  blank1 = 10.0; blank2 = 20.0
end subroutine setup

subroutine report()
  implicit none
  integer :: count, v(5)
  real :: s
  common /cfg/ count, s
  common /data/ v
  real :: b(2)
  common b
  print '(a,i0,a,f5.2)', 'count=', count, ' scale=', s
  print '(a,5i3)', 'v=', v
  print '(a,2f6.1)', 'blank=', b
end subroutine report

subroutine split_view()
  implicit none
  integer :: first(2), rest(3)
  common /data/ first, rest
  print '(a,2i3,a,3i3)', 'first=', first, ' rest=', rest
  rest(1) = 30
end subroutine split_view

program common_blocks
  implicit none
  integer :: vals(5)
  common /data/ vals
  call setup()
  call report()
  call split_view()
  print '(a,5i3)', 'main vals=', vals
end program common_blocks
