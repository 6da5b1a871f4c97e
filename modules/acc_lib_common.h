! acc_lib_common.h -- the part of the accelerator runtime library that
! accel_lib.h (the PGI Accelerator model, section 3) and openacc_lib.h
! (OpenACC); the modules accel_lib and openacc include those files.
! Fixed and free form alike: columns 7-72, no continuation lines.
! The procedures are Fortran externals of libcudafor.a
! (modules/acc_lib_wrappers.f90) over runtime/cufrt/acc_api.c.
      integer, parameter :: acc_device_kind = 4
      integer, parameter :: acc_handle_kind = 4
      integer, parameter :: acc_property_kind = 4
! device types: PGI's values, the same in both dialects (section 3.1)
      integer(acc_device_kind), parameter :: acc_device_current = -1
      integer(acc_device_kind), parameter :: acc_device_none = 0
      integer(acc_device_kind), parameter :: acc_device_default = 1
      integer(acc_device_kind), parameter :: acc_device_host = 2
      integer(acc_device_kind), parameter :: acc_device_not_host = 3
      integer(acc_device_kind), parameter :: acc_device_nvidia = 4
      integer(acc_handle_kind), parameter :: acc_async_noval = -1
      integer(acc_handle_kind), parameter :: acc_async_sync = -2
      integer(acc_property_kind) acc_property_memory
      integer(acc_property_kind) acc_property_free_memory
      integer(acc_property_kind) acc_property_name
      integer(acc_property_kind) acc_property_vendor
      integer(acc_property_kind) acc_property_driver
      parameter (acc_property_memory = 1)
      parameter (acc_property_free_memory = 2)
      parameter (acc_property_name = 65537)
      parameter (acc_property_vendor = 65538)
      parameter (acc_property_driver = 65539)
      interface
        integer function acc_get_num_devices(devicetype)
          import :: acc_device_kind
          integer(acc_device_kind) devicetype
        end function
        subroutine acc_set_device_type(devicetype)
          import :: acc_device_kind
          integer(acc_device_kind) devicetype
        end subroutine
        function acc_get_device_type()
          import :: acc_device_kind
          integer(acc_device_kind) acc_get_device_type
        end function
        subroutine acc_init(devicetype)
          import :: acc_device_kind
          integer(acc_device_kind) devicetype
        end subroutine
        subroutine acc_shutdown(devicetype)
          import :: acc_device_kind
          integer(acc_device_kind) devicetype
        end subroutine
        logical function acc_on_device(devicetype)
          import :: acc_device_kind
          integer(acc_device_kind) devicetype
        end function
        integer(8) function acc_get_property(devnum, devicetype, prop)
          import :: acc_device_kind, acc_property_kind
          integer devnum
          integer(acc_device_kind) devicetype
          integer(acc_property_kind) prop
        end function
        subroutine acc_get_property_string(devnum, devicetype, prop, s)
          import :: acc_device_kind, acc_property_kind
          integer devnum
          integer(acc_device_kind) devicetype
          integer(acc_property_kind) prop
          character(*) s
        end subroutine
        logical function acc_async_test(async)
          import :: acc_handle_kind
          integer(acc_handle_kind) async
        end function
        logical function acc_async_test_all()
        end function
        subroutine acc_wait(async)
          import :: acc_handle_kind
          integer(acc_handle_kind) async
        end subroutine
        subroutine acc_async_wait(async)
          import :: acc_handle_kind
          integer(acc_handle_kind) async
        end subroutine
        subroutine acc_wait_async(async, on)
          import :: acc_handle_kind
          integer(acc_handle_kind) async, on
        end subroutine
        subroutine acc_wait_all()
        end subroutine
        subroutine acc_async_wait_all()
        end subroutine
        subroutine acc_wait_all_async(on)
          import :: acc_handle_kind
          integer(acc_handle_kind) on
        end subroutine
        function acc_get_default_async()
          import :: acc_handle_kind
          integer(acc_handle_kind) acc_get_default_async
        end function
        subroutine acc_set_default_async(async)
          import :: acc_handle_kind
          integer(acc_handle_kind) async
        end subroutine
        integer(8) function acc_get_cuda_stream(async)
          import :: acc_handle_kind
          integer(acc_handle_kind) async
        end function
        subroutine acc_set_cuda_stream(async, stream)
          import :: acc_handle_kind
          integer(acc_handle_kind) async
          integer(8) stream
        end subroutine
! byte counts: any integer kind
        function acc_malloc(bytes)
          use cudafor, only: c_devptr
          type(c_devptr) acc_malloc
          class(*) bytes
        end function
        subroutine acc_free(devptr)
          use cudafor, only: c_devptr
          type(c_devptr) devptr
        end subroutine
        subroutine acc_memcpy_to_device(devptr, src, bytes)
          use cudafor, only: c_devptr
          type(c_devptr) devptr
          type(*), dimension(..) :: src
          class(*) bytes
        end subroutine
        subroutine acc_memcpy_from_device(dst, devptr, bytes)
          use cudafor, only: c_devptr
          type(*), dimension(..) :: dst
          type(c_devptr) devptr
          class(*) bytes
        end subroutine
        subroutine acc_memcpy_device(dstptr, srcptr, bytes)
          use cudafor, only: c_devptr
          type(c_devptr) dstptr, srcptr
          class(*) bytes
        end subroutine
      end interface
! the data routines: a whole variable, or len bytes (any integer kind)
! from an array element, a variable or a contiguous array (no type or
! rank check on it, as nvfortran's ignore_tkr)
      interface acc_copyin
        subroutine acc_copyin_a(a)
          type(*), dimension(..) :: a
        end subroutine
        subroutine acc_copyin_l(a, len)
!GCC$ ATTRIBUTES NO_ARG_CHECK :: a
          type(*), dimension(*) :: a
          class(*) len
        end subroutine
      end interface
      interface acc_present_or_copyin
        procedure acc_copyin_a, acc_copyin_l
      end interface
      interface acc_pcopyin
        procedure acc_copyin_a, acc_copyin_l
      end interface
      interface acc_create
        subroutine acc_create_a(a)
          type(*), dimension(..) :: a
        end subroutine
        subroutine acc_create_l(a, len)
!GCC$ ATTRIBUTES NO_ARG_CHECK :: a
          type(*), dimension(*) :: a
          class(*) len
        end subroutine
      end interface
      interface acc_present_or_create
        procedure acc_create_a, acc_create_l
      end interface
      interface acc_pcreate
        procedure acc_create_a, acc_create_l
      end interface
      interface acc_copyout
        subroutine acc_copyout_a(a)
          type(*), dimension(..) :: a
        end subroutine
        subroutine acc_copyout_l(a, len)
!GCC$ ATTRIBUTES NO_ARG_CHECK :: a
          type(*), dimension(*) :: a
          class(*) len
        end subroutine
      end interface
      interface acc_copyout_finalize
        subroutine acc_copyout_finalize_a(a)
          type(*), dimension(..) :: a
        end subroutine
        subroutine acc_copyout_finalize_l(a, len)
!GCC$ ATTRIBUTES NO_ARG_CHECK :: a
          type(*), dimension(*) :: a
          class(*) len
        end subroutine
      end interface
      interface acc_delete
        subroutine acc_delete_a(a)
          type(*), dimension(..) :: a
        end subroutine
        subroutine acc_delete_l(a, len)
!GCC$ ATTRIBUTES NO_ARG_CHECK :: a
          type(*), dimension(*) :: a
          class(*) len
        end subroutine
      end interface
      interface acc_delete_finalize
        subroutine acc_delete_finalize_a(a)
          type(*), dimension(..) :: a
        end subroutine
        subroutine acc_delete_finalize_l(a, len)
!GCC$ ATTRIBUTES NO_ARG_CHECK :: a
          type(*), dimension(*) :: a
          class(*) len
        end subroutine
      end interface
      interface acc_update_device
        subroutine acc_update_device_a(a)
          type(*), dimension(..) :: a
        end subroutine
        subroutine acc_update_device_l(a, len)
!GCC$ ATTRIBUTES NO_ARG_CHECK :: a
          type(*), dimension(*) :: a
          class(*) len
        end subroutine
      end interface
      interface acc_update_self
        subroutine acc_update_self_a(a)
          type(*), dimension(..) :: a
        end subroutine
        subroutine acc_update_self_l(a, len)
!GCC$ ATTRIBUTES NO_ARG_CHECK :: a
          type(*), dimension(*) :: a
          class(*) len
        end subroutine
      end interface
      interface acc_is_present
        logical function acc_is_present_a(a)
          type(*), dimension(..) :: a
        end function
        logical function acc_is_present_l(a, len)
!GCC$ ATTRIBUTES NO_ARG_CHECK :: a
          type(*), dimension(*) :: a
          class(*) len
        end function
      end interface
      interface
        function acc_deviceptr(a)
          use cudafor, only: c_devptr
          type(*), dimension(..) :: a
          type(c_devptr) acc_deviceptr
        end function
        function acc_hostptr(devptr)
          use cudafor, only: c_devptr
          use, intrinsic :: iso_c_binding, only: c_ptr
          type(c_devptr) devptr
          type(c_ptr) acc_hostptr
        end function
        subroutine acc_map_data(a, devptr, bytes)
          use cudafor, only: c_devptr
          type(*), dimension(..) :: a
          type(c_devptr) devptr
          class(*) bytes
        end subroutine
        subroutine acc_unmap_data(a)
          type(*), dimension(..) :: a
        end subroutine
      end interface
