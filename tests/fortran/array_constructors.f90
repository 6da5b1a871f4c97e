program array_constructors
  implicit none
  integer :: i, j
  integer, allocatable :: v(:)
  real, allocatable :: r(:)
  character(len=:), allocatable :: names(:)
  integer :: m(2, 3)
  v = [1, 2, 3]
  print '(*(i0,1x))', v
  v = (/ 4, 5, (i, i = 6, 8) /)
  print '(*(i0,1x))', v
  v = [integer :: ]
  print '(a,i0)', 'empty size ', size(v)
  v = [integer :: 1.9, 2.1, -3.7]
  print '(*(i0,1x))', v
  r = [real :: 1, 2, 3] / 2
  print '(*(f4.1,1x))', r
  v = [((i * 10 + j, j = 1, 2), i = 1, 3)]
  print '(*(i0,1x))', v
  v = [v(size(v):1:-1), 0]
  print '(*(i0,1x))', v
  names = [character(len=6) :: 'a', 'bcd', 'efghij']
  print '(3("[",a,"]"))', names
  m = reshape([(i, i = 1, 6)], [2, 3])
  print '(*(i0,1x))', [m]
  print '(*(i0,1x))', [m(2, :), [100, 200]]
  print '(*(i0,1x))', [(i, i = 10, 1, -3)]
  print '(*(i0,1x))', (/ (i ** 2, i = 1, 5) /)
  print '(*(l1,1x))', [.true., 5 > 3, .false.]
  print '(*(f5.1,1x))', [(real(i) / 2, i = 1, 4), 9.5]
  print '(i0)', sum([(i, i = 1, 100)])
  print '(*(i0,1x))', [integer(8) :: 1, 2] * 3_8
end program array_constructors
