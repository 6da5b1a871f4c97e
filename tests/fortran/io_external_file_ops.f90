program io_external_file_ops
  implicit none
  integer :: u, i, n, ios, recl
  logical :: ex, op
  character(len=20) :: line, acc, fmtd, act
  character(len=100) :: fname
  open(unit=10, file='ext_test.txt', status='replace', action='write')
  do i = 1, 5
    write(10, '(a,i0)') 'record ', i
  end do
  close(10)
  inquire(file='ext_test.txt', exist=ex, opened=op)
  print '(a,l1,a,l1)', 'exist=', ex, ' opened=', op
  open(newunit=u, file='ext_test.txt', status='old', action='readwrite', position='rewind')
  inquire(unit=u, opened=op, access=acc, form=fmtd, action=act, name=fname)
  print '(a,l1,1x,a,1x,a,1x,a)', 'opened=', op, trim(acc), trim(fmtd), trim(act)
  print '(a,l1)', 'name ends with ext_test.txt: ', index(fname, 'ext_test.txt') > 0
  n = 0
  do
    read(u, '(a)', iostat=ios) line
    if (ios /= 0) exit
    n = n + 1
  end do
  print '(a,i0)', 'records read: ', n
  rewind(u)
  read(u, '(a)') line; print '(a)', trim(line)
  read(u, '(a)') line
  backspace(u)
  read(u, '(a)') line; print '(a,a)', 'after backspace: ', trim(line)
  read(u, '(a)') line
  endfile(u)
  rewind(u)
  n = 0
  do
    read(u, '(a)', end=50) line
    n = n + 1
  end do
50 print '(a,i0)', 'after endfile, records: ', n
  backspace u
  write(u, '(a)') 'appended'
  flush(u)
  rewind u
  do
    read(u, '(a)', iostat=ios) line
    if (ios < 0) exit
    print '(2a)', '  ', trim(line)
  end do
  close(u, status='delete')
  inquire(file='ext_test.txt', exist=ex)
  print '(a,l1)', 'exists after delete: ', ex
  open(newunit=u, status='scratch', form='unformatted')
  write(u) 1, 2.5, 'bin'
  write(u) [10, 20, 30]
  rewind(u)
  block
    integer :: a, arr(3)
    real :: r
    character(len=3) :: s
    read(u) a, r, s
    read(u) arr
    print '(i0,1x,f4.1,1x,a,3i4)', a, r, s, arr
  end block
  inquire(iolength=recl) i, line
  print '(a,l1)', 'iolength positive: ', recl > 0
  close(u)
  open(20, file='ext_pos.txt', status='replace')
  write(20, '(a)') 'first'
  close(20)
  open(20, file='ext_pos.txt', position='append', status='old')
  write(20, '(a)') 'second'
  close(20)
  open(20, file='ext_pos.txt', status='old')
  read(20, '(a)') line; print '(a)', trim(line)
  read(20, '(a)') line; print '(a)', trim(line)
  close(20, status='delete')
end program io_external_file_ops
