program array_deferred_shape
  implicit none
  real, allocatable :: a(:), b(:,:), c(:,:,:)
  integer, pointer :: p(:,:)
  integer :: i
  allocate(a(-3:3))
  a = [(real(i), i = -3, 3)]
  print '(a,2i3)', 'a bounds ', lbound(a, 1), ubound(a, 1)
  print '(7f5.1)', a
  allocate(b(2, 3), source=1.0)
  b(2, :) = 2.0
  print '(3f5.1)', transpose(b)
  allocate(c(2, 2, 2))
  c = reshape([(real(i), i = 1, 8)], shape(c))
  print '(a,3i2)', 'shape c ', shape(c)
  print '(a,f5.1)', 'c(2,1,2) ', c(2, 1, 2)
  a = [1.0, 2.0]            ! reallocation on assignment
  print '(a,i0)', 'size a after realloc ', size(a)
  b = reshape([(real(i), i = 1, 12)], [3, 4])
  print '(a,2i3)', 'shape b after realloc ', shape(b)
  allocate(p(0:1, 0:2))
  p = 5
  p(1, 2) = 7
  print '(a,2i3,a,i0)', 'p lbound', lbound(p), ' sum ', sum(p)
  deallocate(a, b, c, p)
  print '(a,3l2)', 'allocated: ', allocated(a), allocated(b), allocated(c)
end program array_deferred_shape
