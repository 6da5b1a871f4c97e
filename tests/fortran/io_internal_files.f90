program io_internal_files
  implicit none
  character(len=40) :: buf
  character(len=10) :: lines(3)
  integer :: a, b, c, ios
  real :: x
  character(len=8) :: word
  write(buf, '(a,i4,a,f6.2)') 'n=', 25, ' x=', 1.5
  print '(a,a,a)', '[', buf, ']'
  write(buf, *) 10, 20, 30
  read(buf, *) a, b, c
  print '(3i4)', a + 1, b + 1, c + 1
  buf = '  3.75  word  99'
  read(buf, *) x, word, a
  print '(f6.2,1x,a,1x,i0)', x, trim(word), a
  read(buf, '(f6.2)') x
  print '(f6.2)', x
  write(lines, '(a,i0)') 'line ', 1, 'line ', 2, 'line ', 3
  print '(a)', lines
  read(lines(2), '(5x,i5)') a
  print '(a,i0)', 'from record 2: ', a
  buf = '12 abc'
  read(buf, *, iostat=ios) a, b
  print '(a,l1)', 'error on bad integer: ', ios > 0
  buf = '1,2,,4'
  a = -1; b = -1; c = -1
  read(buf, *) a, b, c
  print '(3i4)', a, b, c
  write(buf, '(i0)') 2**20
  print '(a)', trim(adjustl(buf))
  buf = 'T F .true.'
  block
    logical :: l1, l2, l3
    read(buf, *) l1, l2, l3
    print '(3l2)', l1, l2, l3
  end block
  buf = '"quoted, with comma" 7'
  read(buf, *) word, a
  print '(a,i2)', word, a
end program io_internal_files
