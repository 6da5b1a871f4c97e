program array_intrinsics
  implicit none
  integer :: a(6) = [3, 1, 4, 1, 5, 9]
  integer :: m(2, 3), i
  logical :: mask(6)
  real :: u(3) = [1.0, 2.0, 3.0], v(3) = [4.0, 5.0, 6.0]
  m = reshape([1, 2, 3, 4, 5, 6], [2, 3])
  print '(3i4)', sum(a), product(a(1:4)), sum(m)
  print '(3i4)', sum(m, dim=1)
  print '(2i4)', sum(m, dim=2)
  print '(2i4)', maxval(a), minval(a)
  print '(2i4)', maxloc(a), minloc(a)
  print '(i4)', findloc(a, 1, back=.true.)
  print '(2i4)', maxloc(m)
  mask = a > 2
  print '(i4,2l2)', count(mask), any(a == 9), all(a > 0)
  print '(*(i3))', pack(a, mask)
  print '(*(i3))', pack(a, a < 4, [0, 0, 0, 0, 0, 0])
  print '(*(i3))', unpack([10, 20, 30], [.true., .false., .true., .false., .true., .false.], 0)
  print '(*(i3))', merge(a, -a, mask)
  print '(*(i3))', cshift(a, 2)
  print '(*(i3))', cshift(a, -1)
  print '(*(i3))', eoshift(a, 2)
  print '(*(i3))', eoshift(a, -2, boundary=7)
  print '(*(i3))', spread([1, 2], 1, 3)
  print '(*(i3))', reshape([1, 2, 3, 4], [2, 3], pad=[0])
  print '(*(i3))', reshape([1, 2, 3, 4, 5, 6], [2, 3], order=[2, 1])
  print '(*(i3))', transpose(m)
  print '(*(i4))', matmul(m, reshape([1, 0, 1, 0, 1, 0], [3, 2]))
  print '(*(i4))', matmul([1, 1], m)
  print '(f6.1)', dot_product(u, v)
  print '(l1)', dot_product([.true., .false.], [.false., .true.])
  print '(*(i3))', shape(m), size(m), size(m, 2), rank(m)
  print '(*(i3))', lbound(a), ubound(m)
  print '(*(i3))', [(iany([a(i), 0]), i = 1, 2)]
  print '(2i3,l2)', iall([7, 3]), iparity([5, 3]), norm2([3.0, 4.0]) == 5.0
  print '(l1)', parity([.true., .true., .true.])
  print '(*(i3))', maxval(m, dim=2, mask=m > 2)
  print '(i0)', sum(a, mask=a > 3)
end program array_intrinsics
