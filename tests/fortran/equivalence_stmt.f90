program equivalence_stmt
  implicit none
  integer :: a(6), b(3), c
  integer :: m(2,2), flat(4)
  character(len=8) :: word
  character(len=4) :: half1, half2
  integer(4) :: i4
  integer(1) :: bytes(4)
  equivalence (a(4), b(1)), (a(1), c)
  equivalence (m, flat)
  equivalence (word(1:4), half1), (word(5:8), half2)
  equivalence (i4, bytes)
  a = [1, 2, 3, 4, 5, 6]
  print '(a,3i3)', 'b = ', b
  b(2) = 50
  print '(a,6i3)', 'a = ', a
  c = -1
  print '(a,i3)', 'a(1) = ', a(1)
  flat = [11, 21, 12, 22]
  print '(a,2i4)', 'row 1: ', m(1, :)
  print '(a,2i4)', 'row 2: ', m(2, :)
  word = 'leftrite'
  print '(a,a,a,a)', half1, '|', half2, '|'
  half2 = 'RITE'
  print '(a)', word
  i4 = 0
  bytes(1) = 1
  print '(a,l1)', 'i4 nonzero: ', i4 /= 0
end program equivalence_stmt
