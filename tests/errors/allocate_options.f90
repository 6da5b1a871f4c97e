! Error test: allocate_options.f90
! The options of ALLOCATE and DEALLOCATE (F2008 R627, R636: stat=, errmsg=,
! source=, mold=; PGI's pinned= and align=), each once, and what each
! object takes (F2008 6.7.1: an allocatable or pointer, bounds for an array
! unless SOURCE=/MOLD= gives them, a type-spec, SOURCE= or MOLD= of its
! type, kind and rank).  cufc passed these on and gfortran rejected the
! generated code.  Found by tests/fuzz/pipeline.sh (allocate(list=...)
! forms).  Valid forms stay on unmarked lines.
program allocate_options
  real, allocatable :: a(:), b(:), m(:,:)
  complex :: c(3)
  integer :: k, n, kk(2)
  real :: r
  logical :: plog
  character(20) :: msg
  n = 3
  allocate(b(n), m(n, n))
  allocate(a(n), stat=r)   ! ERROR: the stat= of ALLOCATE must be an integer scalar variable
  allocate(a(n), errmsg=k)   ! ERROR: the errmsg= of ALLOCATE must be a default character scalar variable
  allocate(a(n), stat=k, stat=k)   ! ERROR: stat= given twice
  allocate(a(n), stat=1)   ! ERROR: the stat= of ALLOCATE must be an integer scalar variable
  allocate(a(n), stream=k)   ! ERROR: ALLOCATE has no option stream=
  allocate(a(n), source=c)   ! ERROR: SOURCE= of type complex(4) does not fit 'a' of type real(4)
  allocate(a(n), mold=k)   ! ERROR: MOLD= of type integer(4) does not fit 'a' of type real(4)
  allocate(a(n), mold=b, source=b)   ! ERROR: ALLOCATE takes SOURCE= or MOLD=, not both
  allocate(a(n), source=m)   ! ERROR: SOURCE= or MOLD= of rank 2 does not fit 'a' of rank 1
  allocate(integer :: a(n))   ! ERROR: the type-spec integer(4) does not fit 'a' of type real(4)
  allocate(k)   ! ERROR: 'k' is neither allocatable nor a pointer: ALLOCATE cannot allocate it
  allocate(a(n, n))   ! ERROR: 'a' has rank 1: ALLOCATE gives 2 bounds
  allocate(a)   ! ERROR: ALLOCATE of array 'a' needs its bounds, or SOURCE= or MOLD=
  deallocate(a, errmsg=msg, stat=r)   ! ERROR: the stat= of DEALLOCATE must be an integer scalar variable
  deallocate(b, source=b)   ! ERROR: DEALLOCATE has no option source=
  allocate(a(n), source=b)
  deallocate(a)
  allocate(a, mold=b)
  deallocate(a)
  allocate(real :: a(n), stat=kk(1), errmsg=msg)
  deallocate(a)
  allocate(a(n), source=1.0, pinned=plog)
  print *, a, plog
end program allocate_options
