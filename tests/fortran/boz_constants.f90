program boz_constants
  implicit none
  integer :: a, b, c, d
  integer(8) :: big
  integer :: arr(3)
  data arr / b'101', o'17', z'ff' /
  a = int(b'1010')
  b = int(o'777')
  c = int(z'DEAD')
  d = int(Z'beef')
  big = int(z'7FFFFFFFFFFFFFFF', 8)
  print '(4i8)', a, b, c, d
  print '(i0)', big
  print '(3i5)', arr
  print '(b0,1x,o0,1x,z0)', 10, 511, 57005
  print '(i0)', iand(int(z'F0'), int(z'3C'))
  print '(i0)', ior(int(b'1100'), int(b'0011'))
  print '(i0)', ieor(int(o'70'), int(o'07'))
  print '(i0)', ishft(1, 10)
  print '(i0)', ishft(1024, -3)
  print '(i0)', ibset(0, 4)
  print '(i0)', ibclr(255, 0)
  print '(l1)', btest(8, 3)
  print '(i0)', popcnt(int(z'FF00FF'))
  print '(i0)', leadz(1)
  print '(i0)', trailz(48)
  print '(i0)', not(0)
  print '(z8.8)', ishftc(int(z'12345678'), 8)
  print '(i0)', ibits(int(b'110110'), 1, 3)
end program boz_constants
