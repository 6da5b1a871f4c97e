program io_format_edit_descriptors
  implicit none
  integer :: i = 42, neg = -17, big = 123456
  real :: x = 3.14159, y = -0.000123, z = 12345.678
  real(8) :: d = 2.718281828459045d0
  logical :: t = .true., f = .false.
  character(len=5) :: s = 'hello'
  complex :: c = (1.5, -2.25)
  print '(i5, i5.4, 1x, i0, 1x, i8.8)', i, i, neg, big
  print '(b10, 1x, b10.8, 1x, o6, 1x, z6, 1x, z4.4)', i, i, i, big, i
  print '(f10.3, 1x, f0.2, 1x, f8.0)', x, x, z
  print '(e12.4, 1x, e12.4e3, 1x, es12.4, 1x, en12.3)', x, y, z, z
  print '(g12.5, 1x, g12.5, 1x, g0)', x, z, i
  print '(d15.8)', d
  print '(f20.15)', d
  print '(l3, l2, 1x, a, 1x, a3, 1x, a8)', t, f, s, s, s
  print '(2f8.3)', c
  print '("literal", 1x, ''quoted'', 2x, a)', 'end'
  print '(a, t10, a, tr3, a, tl5, a)', 'col1', 'col10', 'x', 'Y'
  print '(3(i2, :, ","))', 1, 2, 3
  print '(3(i2, :, ","))', 1, 2
  print '(2(i3, 1x), /, 2(i3, 1x))', 1, 2, 3, 4
  print '(sp, i4, 1x, f6.2, ss, 1x, i4)', i, x, i
  print '(3x, a, 5x, a)', 'a', 'b'
  print '(a, i0, a)', '[', 0, ']'
  print '(i3)', 12345
  print '(f5.1)', 1234567.0
  print '(2(a, 1x, i0, :, "; "))', 'one', 1, 'two', 2
  print '(*(i0, 1x))', 5, 4, 3, 2, 1
  print '(bz, i3, bn)', 7
  print '(1p, e12.4, 0p, f8.3)', x, x
  print '(rn, f6.2, 1x, ru, f6.2, 1x, rd, f6.2, 1x, rz, f6.2)', 1.005, 1.001, 1.009, -1.009
  print '(dc, f6.2, dp, 1x, f6.2)', x, x
  print 100, i, x
100 format (' fmt label: ', i3, ' and ', f6.3)
  print 200
200 format ('no items')
  write(*, 300) s, t
300 format (a5, '|', l1)
  write(*, fmt='(a)') 'fmt= keyword'
  write(unit=*, fmt="(2i3)") 7, 8
end program io_format_edit_descriptors
