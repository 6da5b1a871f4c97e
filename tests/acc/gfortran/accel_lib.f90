! tests/acc/gfortran/accel_lib.f90 — a stand-in for the PGI Accelerator
! runtime module (accelerator model §3), used only by `tests/acc/run.sh
! --gfortran`, where gfortran compiles the pgi_* programs with their
! directives as comments: the routines are libgomp's OpenACC ones, under the
! PGI names where they differ (checklist Part 2 §2.3).
module accel_lib
  use openacc, only: acc_device_kind, acc_device_none, acc_device_default, &
       acc_device_host, acc_device_not_host, acc_device_nvidia, &
       acc_get_num_devices, acc_set_device_num, acc_init, acc_shutdown, &
       acc_on_device, acc_get_device_type, acc_set_device_type
  implicit none
  integer, parameter :: accel_version = 200906
contains
  subroutine acc_set_device(devicetype)
    integer(acc_device_kind), intent(in) :: devicetype
    call acc_set_device_type(devicetype)
  end subroutine acc_set_device
  integer(acc_device_kind) function acc_get_device()
    acc_get_device = acc_get_device_type()
  end function acc_get_device
end module accel_lib
