program character_intrinsics
  implicit none
  character(len=20) :: s
  character(len=:), allocatable :: t
  s = '  Hello, World  '
  print '(3a)', '[', trim(s), ']'
  print '(3a)', '[', adjustl(s), ']'
  print '(3a)', '[', adjustr(s), ']'
  print '(i0,1x,i0)', len(s), len_trim(s)
  print '(i0,1x,i0,1x,i0)', index(s, 'o'), index(s, 'o', back=.true.), index(s, 'xyz')
  print '(i0,1x,i0)', scan(s, 'lW'), scan(s, 'lW', back=.true.)
  print '(i0,1x,i0)', verify(s, ' '), verify(s, ' ', back=.true.)
  print '(a)', repeat('ab', 4)
  print '(i0,1x,a)', iachar('A'), achar(97)
  print '(i0,1x,a)', ichar('z'), char(90)
  t = 'concat' // '-' // 'enated'
  print '(a,1x,i0)', t, len(t)
  print '(a)', t(3:6)
  print '(a)', t(:3) // t(len(t)-2:)
  t(1:1) = 'C'
  print '(a)', t
  print '(l1,l1,l1,l1)', 'abc' < 'abd', lge('b', 'a'), lgt('a', 'b'), llt('A', 'a')
  print '(l1)', 'abc' == 'abc   '
  print '(l1)', new_line('a') == achar(10)
  print '(3a)', '[', 'x'(1:0), ']'
  print '(a)', 'substring of literal'(4:9)
  print '(i0)', len('')
  block
    character(len=3) :: arr(3) = ['cat', 'dog', 'emu']
    print '(a)', arr(2)(2:3)
    print '(3a4)', arr(:)(1:1)
  end block
end program character_intrinsics
