program io_open_specifiers
  implicit none
  integer :: u, a, b
  real :: x
  character(len=20) :: s, delim, pad, blank, dec, seq, fmtd, unf, rw
  open(newunit=u, file='spec_test.txt', status='replace', form='formatted', &
       access='sequential', action='readwrite', delim='quote', pad='yes', &
       blank='null', decimal='comma', sign='plus', recl=100)
  inquire(unit=u, delim=delim, pad=pad, blank=blank, decimal=dec, sequential=seq, &
          formatted=fmtd, unformatted=unf, readwrite=rw)
  print '(8(a,1x))', trim(delim), trim(pad), trim(blank), trim(dec), trim(seq), &
        trim(fmtd), trim(unf), trim(rw)
  write(u, '(f6.2)') 1.5
  write(u, *) 'it''s', 42
  write(u, '(a)') ' 1 2'
  rewind(u)
  read(u, '(f6.2)') x
  print '(f6.2)', x
  read(u, *) s, a
  print '(a,1x,i0)', trim(s), a
  read(u, '(i2,i2)') a, b
  print '(2i3)', a, b
  close(u)
  open(newunit=u, file='spec_test.txt', status='old', blank='zero', decimal='point')
  read(u, '(a)') s
  print '(a)', trim(s)
  close(u, status='delete')
  open(newunit=u, status='scratch', delim='apostrophe')
  write(u, *) 'quoted'
  rewind(u)
  read(u, '(a)') s
  print '(a)', trim(s)
  close(u)
end program io_open_specifiers
