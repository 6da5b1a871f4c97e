program io_list_directed
  implicit none
  integer :: i, v(3)
  character(len=30) :: rec
  real :: r
  integer :: u
  ! list-directed output of values whose text form is unambiguous
  print *, 'text', 1, -20
  print *, .true., .false.
  print *, [1, 2, 3]
  write(*, *) 'a', 'b'
  write(*, *)
  print *, 'half', 0.5, 'two', 2.0
  print *, (1.0, -1.0)
  ! list-directed input with repeat counts, slashes and nulls
  open(newunit=u, status='scratch')
  write(u, '(a)') '3*7'
  write(u, '(a)') '1 2 /'
  write(u, '(a)') "'str ing' 4.5"
  rewind(u)
  read(u, *) v
  print '(3i3)', v
  v = 0
  read(u, *) v
  print '(3i3)', v
  read(u, *) rec, r
  print '(a,1x,f4.1)', trim(rec), r
  close(u)
  do i = 1, 2
    print *, i, i * i
  end do
end program io_list_directed
