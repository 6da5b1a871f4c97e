program pointer_bounds_remap
  implicit none
  integer, target :: flat(12)
  integer, target :: grid(3, 4)
  integer, pointer :: m(:,:), v(:), d(:)
  integer :: i
  flat = [(i, i = 1, 12)]
  m(1:3, 1:4) => flat
  print '(a,2i3)', 'shape m ', shape(m)
  print '(4i4)', (m(i, :), i = 1, 3)
  m(0:1, 0:5) => flat
  print '(a,2i3,a,i0)', 'lbound m ', lbound(m), ' m(1,5)=', m(1, 5)
  v(-2:) => flat(4:8)
  print '(a,2i3,a,i0)', 'v bounds ', lbound(v), ubound(v), ' v(0)=', v(0)
  grid = reshape(flat, [3, 4])
  v(1:size(grid)) => grid
  print '(12i3)', v
  m(2:, 3:) => grid
  print '(a,2i3)', 'lbound m ', lbound(m)
  print '(a,i0)', 'm(2,3)=', m(2, 3)
  ! diagonal through a remapped rank-1 view
  d(1:9) => flat(1:9)
  print '(a,3i3)', 'every 4th ', d(1:9:4)
  m(1:2, 1:2) => flat(5:8)
  m(2, 2) = -8
  print '(a,i0)', 'flat(8)=', flat(8)
end program pointer_bounds_remap
