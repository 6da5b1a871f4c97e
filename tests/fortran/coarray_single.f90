! flags: -fcoarray=single
program coarray_single
  use iso_fortran_env, only: lock_type
  implicit none
  type(lock_type) :: lck[*]
  logical :: got
  integer :: x[*]
  integer :: arr(3)[*]
  real, codimension[*] :: r
  integer, allocatable :: dyn(:)[:]
  x = 5
  arr = [1, 2, 3]
  r = 2.5
  sync all
  x[1] = x[1] + 1
  arr(2)[this_image()] = 20
  print '(a,i0)', 'x = ', x
  print '(3i4)', arr(:)[1]
  print '(a,f5.2)', 'r = ', r[1]
  allocate(dyn(4)[*])
  dyn = 7
  sync images(*)
  sync memory
  print '(a,i0)', 'sum dyn = ', sum(dyn(:)[1])
  print '(a,i0,1x,i0)', 'image/num ', this_image(), num_images()
  print '(a,i0)', 'lcobound ', lcobound(x, 1)
  critical
    x = x * 2
  end critical
  print '(a,i0)', 'x = ', x
  lock(lck)
  x = x + 1
  unlock(lck)
  lock(lck[1], acquired_lock=got)
  print '(a,l1,a,i0)', 'acquired ', got, ' x = ', x
  if (got) unlock(lck[1])
  deallocate(dyn)
end program coarray_single
