! oacc_host_data_module_dummy.f90 — the idiom of bench/acc/check.F90:
! arrays under `!$acc host_data use_device(x, y)` passed to a module
! procedure (an explicit interface) whose plain dummies its compute
! construct names in `deviceptr`: the call passes the device copies'
! addresses, which OpenACC host_data makes available to host code, so no
! device attribute is needed on the dummies (cufc used to reject the call
! with "device actual argument requires a dummy with the device attribute").
! Checklist: Part 2 §2.1 (data, host_data use_device, deviceptr)
! Expects: PASS host_data arrays to deviceptr dummies
module saxpy_dev
  implicit none
contains
  subroutine saxpy(x, y, a, n)
    integer, value :: n
    real, value :: a
    real :: x(n), y(n)
    integer :: i
!$acc parallel loop deviceptr(x, y)
    do i = 1, n
      y(i) = a * x(i) + y(i)
    end do
  end subroutine saxpy
end module saxpy_dev

program oacc_host_data_module_dummy
  use saxpy_dev
  implicit none
  integer, parameter :: n = 1000
  real :: x(n), y(n)
  integer :: i
  x = [(real(i), i = 1, n)]
  y = 1.0
!$acc data copyin(x) copy(y)
!$acc host_data use_device(x, y)
  call saxpy(x, y, 2.0, n)
!$acc end host_data
!$acc end data
  if (all(y == [(2.0 * real(i) + 1.0, i = 1, n)])) then
    print '(a)', 'PASS host_data arrays to deviceptr dummies'
  else
    print '(a)', 'FAIL host_data arrays to deviceptr dummies'
  end if
end program oacc_host_data_module_dummy
