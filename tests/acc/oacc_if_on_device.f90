! oacc_if_on_device.f90 — the `if` clause on `parallel loop` and on
! `kernels`, and acc_on_device from module openacc inside the loop:
! if(.true.) runs on the device when there is one, if(.false.) on the host;
! the answers agree. acc_get_num_devices(acc_device_not_host) says whether
! a device is expected (none: everything runs on the host).
! Checklist: Part 2 §2.2 (if), §2.3 (module openacc, acc_on_device,
!   acc_device_not_host, acc_get_num_devices)
! Expects: PASS six times
program oacc_if_on_device
  use openacc
  implicit none
  integer, parameter :: n = 4000
  real :: a(n)
  logical :: onhost(n), has_device, big
  integer :: i, pass

  has_device = acc_get_num_devices(acc_device_not_host) > 0
  call report('acc_on_device(acc_device_host) in host code', acc_on_device(acc_device_host))

  do pass = 1, 2
     big = pass == 1
     a = 0.0
     onhost = .false.
!$acc parallel loop if(big) copyout(a, onhost)
     do i = 1, n
        a(i) = real(i)*0.5
        onhost(i) = acc_on_device(acc_device_host)
     end do
     call report('parallel loop if(...) computes the same', all(a == [(0.5*real(i), i = 1, n)]))
     if (big) then
        call report('if(.true.) ran on the device where there is one', all(onhost .neqv. has_device))
     else
        call report('if(.false.) ran on the host', all(onhost))
     end if
  end do

  onhost = .true.
!$acc kernels if(n > 100) copyout(onhost)
  do i = 1, n
     onhost(i) = acc_on_device(acc_device_host)
  end do
!$acc end kernels
  call report('kernels if(n > 100) on the device where there is one', all(onhost .neqv. has_device))

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

end program oacc_if_on_device
