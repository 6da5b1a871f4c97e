program move_alloc_intrinsic
  implicit none
  integer, allocatable :: a(:), b(:), tmp(:)
  character(len=:), allocatable :: s1, s2
  integer :: i, n
  a = [1, 2, 3]
  call move_alloc(a, b)
  print '(a,l1,a,l1)', 'a allocated ', allocated(a), ' b allocated ', allocated(b)
  print '(3i3)', b
  ! grow an array by doubling, using move_alloc
  n = 2
  allocate(a(n))
  do i = 1, 9
    if (i > size(a)) then
      allocate(tmp(2 * size(a)))
      tmp(1:size(a)) = a
      call move_alloc(from=tmp, to=a)
      print '(a,i0)', 'grew to ', size(a)
    end if
    a(i) = i * i
  end do
  print '(9i4)', a(1:9)
  s1 = 'moved string'
  call move_alloc(s1, s2)
  print '(a,1x,i0,1x,l1)', s2, len(s2), allocated(s1)
end program move_alloc_intrinsic
