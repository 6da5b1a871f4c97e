! pgi_declarative.f90 — declarative data directives (accelerator model
! §2.6): an allocatable module array declared `!$acc mirror(field)`, whose
! device copy follows the host ALLOCATE/DEALLOCATE (§2.6.5); a dummy array
! declared `!$acc reflected(v)` in a subroutine with an explicit interface
! (module procedure), which works on the caller's device copy with no
! transfer at the call (§2.6.6); a declarative `!$acc copyin(w)` and
! `!$acc copyout(u)` for the implicit data region of a subroutine
! (§2.6.2, §2.6.3); and `!$acc update` to move the data (§2.7).
! Spec: accelerator model §2.3.3.5, §2.6, §2.6.1-6, §2.7
! Checklist: Part 1 §1.5 D5, D6; §1.12; §1.14 R14, R15; Part 2 D-13, D-14
! Expects: PASS four times
module fields
  implicit none
  real, allocatable :: field(:)
!$acc mirror(field)
contains

  ! v is the caller's device copy: no copy in or out at the call
  subroutine scale_on_device(v, n, f)
    integer, intent(in) :: n
    real, intent(inout) :: v(n)
    real, intent(in) :: f
!$acc reflected(v)
    integer :: i
!$acc region
    do i = 1, n
       v(i) = f*v(i)
    end do
!$acc end region
  end subroutine scale_on_device

  ! the implicit data region of this subroutine: w comes in, u goes out
  subroutine squares(w, u, n)
    integer, intent(in) :: n
    real, intent(in) :: w(n)
    real, intent(out) :: u(n)
!$acc copyin(w), copyout(u)
    integer :: i
!$acc region
    do i = 1, n
       u(i) = w(i)*w(i)
    end do
!$acc end region
  end subroutine squares

end module fields

program pgi_declarative
  use fields
  implicit none
  integer, parameter :: n = 5000
  real :: v(n), w(n), u(n)
  integer :: i
  logical :: ok

  ! mirror: allocated on the host and the device together
  allocate(field(n))
  do i = 1, n
     field(i) = real(i)
  end do
!$acc update device(field)
!$acc region
  do i = 1, n
     field(i) = field(i) + 0.5
  end do
!$acc end region
!$acc update host(field)
  ok = .true.
  do i = 1, n
     ok = ok .and. field(i) == real(i) + 0.5
  end do
  call report('mirror(field): update device, region, update host', ok)
  deallocate(field)
  allocate(field(2*n))
  field = 1.0
!$acc update device(field)
!$acc region
  do i = 1, 2*n
     field(i) = field(i)*3.0
  end do
!$acc end region
!$acc update host(field)
  call report('mirror(field): the device copy follows a new ALLOCATE', all(field == 3.0))
  deallocate(field)

  ! reflected: the subroutine works on the caller's device copy of v
  do i = 1, n
     v(i) = real(i)
  end do
!$acc data region copy(v)
  call scale_on_device(v, n, 2.0)
  call scale_on_device(v, n, 0.25)
!$acc end data region
  ok = .true.
  do i = 1, n
     ok = ok .and. v(i) == 0.5*real(i)
  end do
  call report('reflected(v): two calls inside one data region', ok)

  do i = 1, n
     w(i) = real(mod(i, 100))
  end do
  u = -1.0
  call squares(w, u, n)
  call report('declarative copyin(w), copyout(u) in a subroutine', all(u == w*w))

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

end program pgi_declarative
