program attr_allocatable_pointer_target
  implicit none
  integer, allocatable :: a(:), m(:,:)
  integer, pointer :: p(:) => null(), q => null()
  integer, target :: t(6) = [1, 2, 3, 4, 5, 6]
  integer, target :: scalar = 10
  real, allocatable :: s
  allocatable :: late(:)
  integer :: late
  pointer :: pp
  integer :: pp
  target :: tt
  integer :: tt
  integer :: stat

  print '(a,l1)', 'allocated(a) before: ', allocated(a)
  allocate(a(5), m(2,3), stat=stat)
  print '(a,i0)', 'stat=', stat
  a = [10, 20, 30, 40, 50]
  m = reshape([1, 2, 3, 4, 5, 6], [2, 3])
  print '(5i4)', a
  print '(3i3)', transpose(m)
  print '(a,l1)', 'associated(p): ', associated(p)
  p => t(2:6:2)
  print '(a,3i3)', 'p = ', p
  p(2) = 40
  print '(a,6i3)', 't = ', t
  print '(a,l1)', 'associated(p, t(2:6:2)): ', associated(p, t(2:6:2))
  q => scalar
  q = q + 5
  print '(a,i0)', 'scalar = ', scalar
  allocate(s); s = 2.5
  print '(a,f5.2)', 's = ', s
  allocate(late(2)); late = [7, 8]
  print '(2i3)', late
  tt = 3; pp => tt; pp = pp * 3
  print '(a,i0)', 'tt = ', tt
  allocate(q); q = 99
  print '(a,i0,1x,i0)', 'q, scalar = ', q, scalar
  deallocate(q)
  deallocate(a, m, s, late)
  print '(a,l1,l1)', 'allocated after: ', allocated(a), allocated(m)
  nullify(p)
  print '(a,l1)', 'associated(p) after nullify: ', associated(p)
end program attr_allocatable_pointer_target
