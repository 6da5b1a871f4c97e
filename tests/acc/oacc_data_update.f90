! oacc_data_update.f90 — OpenACC data movement: unstructured `enter data
! copyin` / `exit data copyout` and `delete`, `update self` / `update host`
! / `update device` in the middle of a data lifetime, `present` on compute
! constructs in a subroutine that finds the caller's device copy, and
! `declare create` on a module allocatable (the device copy follows
! ALLOCATE: PGI's mirror); `update ... if_present` of data not present does
! nothing.
! Checklist: Part 2 §2.1 (update self/device, declare), §2.2 (create,
!   present), §2.5 D-5 (present-or), D-13 (mirror = declare create), §2.7
!   (enter/exit data)
! Expects: PASS five times
module state
  implicit none
  real, allocatable :: u(:)
!$acc declare create(u)
contains
  subroutine twice_present(v, n)
    integer, intent(in) :: n
    real, intent(inout) :: v(n)
    integer :: i
!$acc parallel loop present(v)
    do i = 1, n
       v(i) = 2.0*v(i)
    end do
  end subroutine twice_present
end module state

program oacc_data_update
  use state
  implicit none
  integer, parameter :: n = 10000
  real, allocatable :: a(:), b(:)
  integer :: i
  logical :: ok

  allocate(a(n), b(n))
  do i = 1, n
     a(i) = real(i)
  end do
  b = 0.0

!$acc enter data copyin(a) create(b)
!$acc parallel loop present(a, b)
  do i = 1, n
     b(i) = a(i) + 1.0
  end do
  ! the host b is not to be read before update self (on the device it is
  ! still 0; with host fallback or shared memory it is already new)
!$acc update self(b)
  ok = .true.
  do i = 1, n
     ok = ok .and. b(i) == real(i) + 1.0
  end do
  call report('update self(b) brings the device values', ok)

  ! change a on the host, push it, work on it in a subroutine with present
  a = 3.0
!$acc update device(a)
  call twice_present(a, n)
!$acc update host(a)
  call report('update device(a), present(a) in a callee, update host(a)', all(a == 6.0))

!$acc parallel loop present(a)
  do i = 1, n
     a(i) = a(i) + 1.0
  end do
!$acc exit data copyout(a) delete(b)
  call report('exit data copyout(a)', all(a == 7.0))

  ! a is no longer present: if_present skips the update (OpenACC 2.14.4)
  a = 8.0
!$acc update self(a) if_present
  call report('update if_present of data not present does nothing', all(a == 8.0))

  allocate(u(n))
  u = 5.0
!$acc update device(u)
!$acc parallel loop present(u)
  do i = 1, n
     u(i) = u(i)*real(i)
  end do
!$acc update self(u)
  ok = .true.
  do i = 1, n
     ok = ok .and. u(i) == 5.0*real(i)
  end do
  call report('declare create(u) on a module allocatable', ok)
  deallocate(u)

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

end program oacc_data_update
