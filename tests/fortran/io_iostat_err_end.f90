program io_iostat_err_end
  use iso_fortran_env, only: iostat_end
  implicit none
  integer :: u, ios, n, total
  character(len=200) :: msg
  open(newunit=u, status='scratch')
  write(u, '(a)') '10'
  write(u, '(a)') '20'
  write(u, '(a)') 'oops'
  write(u, '(a)') '40'
  rewind(u)
  total = 0
  do
    read(u, *, iostat=ios, iomsg=msg) n
    if (ios == iostat_end) then
      print '(a)', 'end of file reached'
      exit
    else if (ios > 0) then
      print '(a)', 'conversion error skipped'
      cycle
    end if
    total = total + n
  end do
  print '(a,i0)', 'total = ', total
  rewind(u)
  read(u, *, end=100, err=200) n
  read(u, *, end=100, err=200) n
  read(u, *, end=100, err=200) n
  print '(a)', 'not reached'
100 print '(a)', 'end branch'
  goto 300
200 print '(a)', 'err branch'
300 continue
  read(u, *, end=400) n
  print '(a,i0)', 'read after error: ', n
  read(u, *, end=400) n
  print '(a)', 'not reached'
400 print '(a)', 'end branch 2'
  close(u)
  open(newunit=u, file='surely_missing_file_xyz.dat', status='old', iostat=ios, iomsg=msg)
  print '(a,l1)', 'open missing failed: ', ios /= 0
  print '(a,l1)', 'iomsg set: ', len_trim(msg) > 0
  open(newunit=u, file='io_err_test.dat', status='replace', err=500)
  print '(a)', 'opened ok'
  close(u, status='delete')
  stop
500 print '(a)', 'open error'
end program io_iostat_err_end
