program io_direct_access
  implicit none
  integer :: u, i, rl, ios
  integer :: rec_id
  real :: val
  character(len=8) :: name
  inquire(iolength=rl) rec_id, val, name
  open(newunit=u, file='direct_test.dat', access='direct', recl=rl, form='unformatted', status='replace')
  do i = 5, 1, -1
    write(u, rec=i) i * 100, real(i) / 4, 'rec' // achar(48 + i)
  end do
  read(u, rec=3) rec_id, val, name
  print '(i4,f6.2,1x,a)', rec_id, val, name
  do i = 1, 5, 2
    read(u, rec=i) rec_id, val, name
    print '(i4,f6.2,1x,a)', rec_id, val, name
  end do
  write(u, rec=2) -1, -1.0, 'changed'
  read(u, rec=2) rec_id, val, name
  print '(i4,f6.2,1x,a)', rec_id, val, name
  close(u, status='delete')
  open(newunit=u, file='direct_fmt.dat', access='direct', recl=10, form='formatted', status='replace')
  write(u, '(a10)', rec=2) 'second'
  write(u, '(i10)', rec=1) 12345
  read(u, '(a10)', rec=2) name
  print '(a)', name
  read(u, '(i10)', rec=1, iostat=ios) i
  print '(i0,1x,i0)', i, ios
  close(u, status='delete')
end program io_direct_access
