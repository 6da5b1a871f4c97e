program io_asynchronous_wait
  implicit none
  integer :: u, id, i
  integer, asynchronous :: buf(5), back(5)
  buf = [(i * 3, i = 1, 5)]
  open(newunit=u, file='async_test.bin', form='unformatted', access='stream', &
       asynchronous='yes', status='replace')
  write(u, asynchronous='yes', id=id) buf
  wait(u, id=id)
  close(u)
  open(newunit=u, file='async_test.bin', form='unformatted', access='stream', &
       asynchronous='yes', status='old')
  read(u) back          ! asynchronous READ is unreliable in gfortran 12; read synchronously
  wait(unit=u)
  print '(5i4)', back
  wait(u)
  close(u, status='delete')
end program io_asynchronous_wait
