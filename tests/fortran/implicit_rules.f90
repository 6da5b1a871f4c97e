program implicit_rules
  implicit integer (a-c), real(8) (d-f)
  implicit character(len=4) (s), logical (l)
  implicit complex (z)
  a = 7; b = 2
  c = a / b
  d = 1; e = 3
  f = d / e
  s = 'abcdef'
  l = c > 2
  z = (1.0, 1.0)
  ! default rules for the rest: i-n integer, others real
  i = 5; x = 2.5
  print '(a,i0)', 'c = ', c
  print '(a,f10.8)', 'f = ', f
  print '(a,a,a)', '[', s, ']'
  print '(a,l1)', 'l = ', l
  print '(a,2f5.1)', 'z*z = ', z * z
  print '(a,f6.2)', 'i*x = ', i * x
  print '(a,i0,1x,i0)', 'kinds: ', kind(d), kind(x)
  call sub()
contains
  subroutine sub()
    implicit none
    integer :: k
    k = a + 1
    print '(a,i0)', 'host a + 1 = ', k
  end subroutine sub
end program implicit_rules
