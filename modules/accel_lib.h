! accel_lib.h -- the runtime library of the PGI Accelerator model v1.2
! (section 3): include 'accel_lib.h', or use accel_lib.  Devices are
! numbered 1..n, 0 selects the default (section 3.2.4).
      include 'acc_lib_common.h'
      integer, parameter :: accel_version = 200906
      interface acc_set_device
        procedure acc_set_device_type
      end interface
      interface acc_get_device
        procedure acc_get_device_type
      end interface
      interface acc_set_device_num
        subroutine accel_set_device_num(devicenum, devicetype)
          import :: acc_device_kind
          integer devicenum
          integer(acc_device_kind) devicetype
        end subroutine
      end interface
      interface acc_get_device_num
        integer function accel_get_device_num(devicetype)
          import :: acc_device_kind
          integer(acc_device_kind) devicetype
        end function
      end interface
