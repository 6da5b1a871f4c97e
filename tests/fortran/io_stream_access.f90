program io_stream_access
  implicit none
  integer :: u, pos, i, sz
  integer :: a(4) = [1, 2, 3, 4], b(4)
  character(len=5) :: s
  character(len=40) :: line
  open(newunit=u, file='stream_test.bin', access='stream', form='unformatted', status='replace')
  write(u) a
  write(u) 'hello'
  inquire(unit=u, pos=pos, size=sz)
  print '(a,i0)', 'pos after writes = ', pos
  close(u)
  open(newunit=u, file='stream_test.bin', access='stream', form='unformatted', status='old')
  read(u) b
  print '(4i3)', b
  read(u, pos=9) i
  print '(a,i0)', 'int at byte 9 = ', i
  read(u, pos=17) s
  print '(a,a)', 'string = ', s
  write(u, pos=5) 99
  read(u, pos=1) b
  print '(4i4)', b
  close(u, status='delete')
  open(newunit=u, file='stream_fmt.txt', access='stream', form='formatted', status='replace')
  write(u, '(a)') 'line one'
  write(u, '(a)', advance='no') 'partial'
  write(u, '(a)') ' line two'
  close(u)
  open(newunit=u, file='stream_fmt.txt', access='stream', form='formatted', status='old')
  read(u, '(a)') line; print '(a)', trim(line)
  read(u, '(a)') line; print '(a)', trim(line)
  close(u, status='delete')
end program io_stream_access
