#define N 6
program external_procs_interface
  use iface
  implicit none
  integer :: a(N)
  call fill(N, a, 10)
  print '(*(i0,1x))', a
  print '(a,i0)', 'total = ', total(N, a)
end program external_procs_interface
