program io_namelist
  implicit none
  integer :: n = 3, arr(4) = [1, 2, 3, 4]
  real :: x = 0.5
  logical :: flag = .true.
  character(len=6) :: name = 'abc'
  integer :: u, ios
  namelist /params/ n, x, flag, name
  namelist /arrays/ arr, n

  open(newunit=u, status='scratch', form='formatted', action='readwrite')
  write(u, '(a)') '&params n=10, x=2.25, name="hello" /'
  write(u, '(a)') ' &arrays arr(2:3) = 20 30 /'
  write(u, '(a)') '&params flag=F, n=-7 /'
  rewind(u)
  read(u, nml=params, iostat=ios)
  print '(a,i0)', 'ios=', ios
  print '(a,i0,a,f6.2,a,l1,a,a)', 'n=', n, ' x=', x, ' flag=', flag, ' name=', trim(name)
  read(u, nml=arrays)
  print '(a,4i4,a,i0)', 'arr=', arr, ' n=', n
  read(u, params)
  print '(a,i0,a,l1)', 'n=', n, ' flag=', flag
  close(u)

  ! write a namelist to a scratch file and read it back into other values
  open(newunit=u, status='scratch')
  write(u, nml=params)
  n = 0; x = 0; flag = .true.; name = ''
  rewind(u)
  read(u, nml=params)
  close(u)
  print '(a,i0,a,f6.2,a,l1,a,a)', 'n=', n, ' x=', x, ' flag=', flag, ' name=', trim(name)
end program io_namelist
