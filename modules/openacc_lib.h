! openacc_lib.h -- the OpenACC runtime library for Fortran (OpenACC 2.7
! chapter 3): include 'openacc_lib.h', or use openacc.  Devices are
! numbered 0..n-1, a negative number selects the default.
      include 'acc_lib_common.h'
      integer, parameter :: openacc_version = 201711
      interface
        subroutine acc_set_device_num(devicenum, devicetype)
          import :: acc_device_kind
          integer devicenum
          integer(acc_device_kind) devicetype
        end subroutine
        integer function acc_get_device_num(devicetype)
          import :: acc_device_kind
          integer(acc_device_kind) devicetype
        end function
      end interface
