program io_non_advancing
  implicit none
  integer :: i, u, sz, ios
  character(len=4) :: chunk
  character(len=100) :: whole
  do i = 1, 5
    write(*, '(i0)', advance='no') i
    if (i < 5) write(*, '(a)', advance='no') '-'
  end do
  write(*, '(a)') ''
  write(*, '(a)', advance='no') 'prompt> '
  write(*, '(a)') 'answer'
  open(newunit=u, status='scratch')
  write(u, '(a)') 'abcdefghij'
  write(u, '(a)') 'xy'
  rewind(u)
  do
    read(u, '(a)', advance='no', size=sz, iostat=ios) chunk
    if (is_iostat_end(ios)) exit
    print '(a,a,a,i0,a,l1)', 'chunk "', chunk(1:sz), '" size=', sz, ' eor=', is_iostat_eor(ios)
  end do
  rewind(u)
  read(u, '(a)', advance='no') chunk
  read(u, '(a)') whole
  print '(a,a,a,a)', chunk, '|', trim(whole), '|'
  rewind(u)
  read(u, '(a)', advance='no', eor=10) whole(1:20)
  print '(a)', 'not reached: record shorter than 20'
10 print '(a)', 'eor branch taken'
  close(u)
end program io_non_advancing
