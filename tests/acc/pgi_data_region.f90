! pgi_data_region.f90 — a data region holding arrays on the device across
! several compute regions (accelerator model §2.3.2): copyin, copy, local,
! the `update host` / `update device` clauses of a compute region (§2.3.4)
! and the `!$acc update` directive (§2.7) to look at and change the device
! copy in the middle of the data region.
!   x is copyin: read on the device, never copied back (the program does
!     not depend on whether it is: §2.3.3.2 "need not be copied back").
!   y is copy: final values come back at `end data region`.
!   t is local: device scratch only.
! Spec: accelerator model §2.3.2, §2.3.3.1-4, §2.3.4, §2.7
! Checklist: Part 1 §1.5 D2, D6; §1.7; §1.9; §1.13; §1.14 R8
! Expects: PASS three times
program pgi_data_region
  implicit none
  integer, parameter :: n = 4096
  real :: x(n), y(n), t(n), snap(n)
  integer :: i
  logical :: ok

  do i = 1, n
     x(i) = real(i)
     y(i) = 0.0
  end do

!$acc data region copyin(x), copy(y), local(t)

!$acc region
  do i = 1, n
     t(i) = 2.0*x(i)
  end do
  do i = 1, n
     y(i) = t(i) + 1.0
  end do
!$acc end region

  ! the device copy of y, seen from the host before the data region ends
!$acc update host(y)
  snap = y
  ok = all(snap == 2.0*x + 1.0)
  call report('update host(y) inside the data region', ok)

  ! a new host value of x sent to the device copy
  do i = 1, n
     x(i) = real(n - i)
  end do
!$acc update device(x)
!$acc region
  do i = 1, n
     y(i) = y(i) + x(i)
  end do
!$acc end region

  ! update clauses on the compute region: x to the device before, y to the host after
  x = 1.0
!$acc region update device(x), update host(y)
  do i = 1, n
     y(i) = y(i) * x(i)
  end do
!$acc end region
  ok = .true.
  do i = 1, n
     ok = ok .and. y(i) == 2.0*real(i) + 1.0 + real(n - i)
  end do
  call report('update device(x), update host(y) clauses on a region', ok)

!$acc end data region

  ok = .true.
  do i = 1, n
     ok = ok .and. y(i) == 2.0*real(i) + 1.0 + real(n - i)
  end do
  call report('copy(y) comes back at end data region', ok)

contains

  subroutine report(what, ok)
    character(*), intent(in) :: what
    logical, intent(in) :: ok
    if (ok) then
       print '(a,a)', 'PASS ', what
    else
       print '(a,a)', 'FAIL ', what
    end if
  end subroutine report

end program pgi_data_region
