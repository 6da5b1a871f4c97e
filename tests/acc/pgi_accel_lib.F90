! pgi_accel_lib.F90 — the PGI Accelerator runtime library and conditional
! compilation (accelerator model §2.2, §3): _ACCEL is 200906 and equals
! accel_version from module accel_lib; the seven routines of §3.2 called
! as the document describes them: acc_get_num_devices, acc_init (which also
! selects the type), acc_get_device, acc_set_device_num(0, ...) (0: the
! default device), acc_set_device, acc_on_device (host code: .true. for
! acc_device_host), acc_shutdown, and a compute region after acc_init.
! Run with ACC_NOTIFY=1 to see one line a kernel (§4.3; not checked here).
! Spec: accelerator model §2.2, §3.1, §3.2.1-3.2.7
! Checklist: Part 1 §1.4, §1.15 (all seven routines); Part 2 §2.3, D-2
! Expects: PASS six times (where no NVIDIA device is found, the device type
! checks expect the host)
program pgi_accel_lib
  use accel_lib
  implicit none
  integer, parameter :: n = 1000
  integer :: ndev, i
  integer(acc_device_kind) :: dt
  real :: a(n)

#if defined(_ACCEL)
  call report('_ACCEL is 200906 and equals accel_version', _ACCEL == 200906 .and. accel_version == _ACCEL)
#else
  call report('_ACCEL is defined', .false.)
#endif

  ndev = acc_get_num_devices(acc_device_nvidia)
  call report('acc_get_num_devices(acc_device_nvidia) >= 0', ndev >= 0)
  call report('acc_on_device(acc_device_host) in host code', acc_on_device(acc_device_host))

  if (ndev > 0) then
     call acc_init(acc_device_nvidia)
     dt = acc_get_device()
     call report('acc_init(acc_device_nvidia) selects that type', dt == acc_device_nvidia)
     call acc_set_device_num(0, acc_device_nvidia)
  else
     call acc_set_device(acc_device_host)
     dt = acc_get_device()
     call report('acc_set_device(acc_device_host) selects the host', dt == acc_device_host)
  end if

!$acc region
  do i = 1, n
     a(i) = real(i)*2.0
  end do
!$acc end region
  call report('a compute region after acc_init / acc_set_device', all(a == [(2.0*real(i), i = 1, n)]))

  if (ndev > 0) then
     call acc_shutdown(acc_device_nvidia)
  else
     call acc_shutdown(acc_device_host)
  end if
  call report('acc_shutdown returns', .true.)

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

end program pgi_accel_lib
