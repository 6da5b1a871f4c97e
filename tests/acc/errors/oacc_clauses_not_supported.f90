! Error test: oacc_clauses_not_supported.f90
! Clauses cufc does not implement are rejected where they stand, never
! dropped: routine bind(name) (the device version would not be the named
! one), firstprivate of an array (each gang would share the array); and
! default(none) wants every array named; reduction and private on the
! parallel construct itself (gang-level: on its loop directives they work).
! Spec: OpenACC 2.7 §2.15.1 (routine bind), §2.5.12 (firstprivate), §2.5.14 (default(none))
! Checklist: Part 2 §2.7; issue 13 item 2 (the audit: docs/accelerator.md)
! FLAGS: -acc
module m
contains
  subroutine f(x)
!$acc routine seq bind(g)   ! ERROR: the bind clause of !$acc routine is not supported yet
    real :: x
    x = 2.0*x
  end subroutine f
end module m

program p
  integer :: i
  real :: a(10), t(3), s
  s = 1.0
  t = 0.0
!$acc parallel loop firstprivate(s, t)   ! ERROR: firstprivate of arrays is not supported yet; name scalars
  do i = 1, 10
     a(i) = s + t(1)
  end do
!$acc parallel reduction(+:s)   ! ERROR: the reduction clause is not allowed on !$acc parallel
!$acc loop reduction(+:s)
  do i = 1, 10
     s = s + a(i)
  end do
!$acc end parallel
!$acc parallel private(t)   ! ERROR: the private clause of !$acc parallel is not supported yet
!$acc loop
  do i = 1, 10
     t(1) = a(i)
     a(i) = t(1)
  end do
!$acc end parallel
!$acc kernels default(none)
  do i = 1, 10
     a(i) = 1.0   ! ERROR: 'a' has no data clause in a region with default(none)
  end do
!$acc end kernels
  print *, a
end program p
