! acc_lib_wrappers.f90 -- the Fortran procedures that accel_lib.h and
! openacc_lib.h declare (externals, so that the include files and the
! modules name the same ones), each over its C function (module cufacc_c,
! acc_lib_c.f90).  Part of libcudafor.a.

integer function acc_get_num_devices(devicetype)
  use cufacc_c
  integer devicetype
  acc_get_num_devices = c_get_num_devices(devicetype)
end function

subroutine acc_set_device_type(devicetype)
  use cufacc_c
  integer devicetype
  call c_set_device_type(devicetype)
end subroutine

integer function acc_get_device_type()
  use cufacc_c
  acc_get_device_type = c_get_device_type()
end function

subroutine acc_set_device_num(devicenum, devicetype)
  use cufacc_c
  integer devicenum, devicetype
  call c_set_device_num(devicenum, devicetype)
end subroutine

integer function acc_get_device_num(devicetype)
  use cufacc_c
  integer devicetype
  acc_get_device_num = c_get_device_num(devicetype)
end function

subroutine accel_set_device_num(devicenum, devicetype)
  use cufacc_c
  integer devicenum, devicetype
  call c_pgi_set_device_num(devicenum, devicetype)
end subroutine

integer function accel_get_device_num(devicetype)
  use cufacc_c
  integer devicetype
  accel_get_device_num = c_pgi_get_device_num(devicetype)
end function

subroutine acc_init(devicetype)
  use cufacc_c
  integer devicetype
  call c_init(devicetype)
end subroutine

subroutine acc_shutdown(devicetype)
  use cufacc_c
  integer devicetype
  call c_shutdown(devicetype)
end subroutine

logical function acc_on_device(devicetype)
  use cufacc_c
  integer devicetype
  acc_on_device = c_on_device(devicetype) /= 0
end function

integer(8) function acc_get_property(devnum, devicetype, prop)
  use cufacc_c
  integer devnum, devicetype, prop
  acc_get_property = c_get_property(devnum, devicetype, prop)
end function

subroutine acc_get_property_string(devnum, devicetype, prop, s)
  use cufacc_c
  integer devnum, devicetype, prop
  character(*) s
  call c_get_property_string(devnum, devicetype, prop, s, len(s, kind=c_size_t))
end subroutine

logical function acc_async_test(async)
  use cufacc_c
  integer async
  acc_async_test = c_async_test(async) /= 0
end function

logical function acc_async_test_all()
  use cufacc_c
  acc_async_test_all = c_async_test_all() /= 0
end function

subroutine acc_wait(async)
  use cufacc_c
  integer async
  call c_wait(async)
end subroutine

! the PGI and OpenACC 1.0 name of acc_wait
subroutine acc_async_wait(async)
  integer async
  call acc_wait(async)
end subroutine

subroutine acc_wait_async(async, on)
  use cufacc_c
  integer async, on
  call c_wait_async(async, on)
end subroutine

subroutine acc_wait_all()
  use cufacc_c
  call c_wait_all()
end subroutine

subroutine acc_async_wait_all()
  call acc_wait_all()
end subroutine

subroutine acc_wait_all_async(on)
  use cufacc_c
  integer on
  call c_wait_all_async(on)
end subroutine

integer function acc_get_default_async()
  use cufacc_c
  acc_get_default_async = c_get_default_async()
end function

subroutine acc_set_default_async(async)
  use cufacc_c
  integer async
  call c_set_default_async(async)
end subroutine

integer(8) function acc_get_cuda_stream(async)
  use cufacc_c
  integer async
  acc_get_cuda_stream = c_get_cuda_stream(async)
end function

subroutine acc_set_cuda_stream(async, stream)
  use cufacc_c
  integer async
  integer(8) stream
  call c_set_cuda_stream(async, stream)
end subroutine

function acc_malloc(bytes)
  use cufacc_c
  use cudafor, only: c_devptr
  type(c_devptr) acc_malloc
  class(*) bytes
  acc_malloc = c_devptr(c_malloc(byte_count(bytes)))
end function

subroutine acc_free(devptr)
  use cufacc_c
  use cudafor, only: c_devptr
  type(c_devptr) devptr
  call c_free(devptr%cptr)
end subroutine

subroutine acc_memcpy_to_device(devptr, src, bytes)
  use cufacc_c
  use cudafor, only: c_devptr
  type(c_devptr) devptr
  type(*), dimension(..) :: src
  class(*) bytes
  call c_memcpy_to_device(devptr%cptr, src, byte_count(bytes))
end subroutine

subroutine acc_memcpy_from_device(dst, devptr, bytes)
  use cufacc_c
  use cudafor, only: c_devptr
  type(*), dimension(..) :: dst
  type(c_devptr) devptr
  class(*) bytes
  call c_memcpy_from_device(dst, devptr%cptr, byte_count(bytes))
end subroutine

subroutine acc_memcpy_device(dstptr, srcptr, bytes)
  use cufacc_c
  use cudafor, only: c_devptr
  type(c_devptr) dstptr, srcptr
  class(*) bytes
  call c_memcpy_device(dstptr%cptr, srcptr%cptr, byte_count(bytes))
end subroutine
! ---- the data routines (OpenACC 2.7 3.2.19-3.2.30) on the present table:
! each as name_a (a whole variable: its span) and name_l (len bytes from a,
! an array element or variable); acc_present_or_* and acc_p* are the same
! procedures (OpenACC 2.5: copyin and create are present-or)

subroutine acc_copyin_a(a)
  use cufacc_c
  type(*), dimension(..) :: a
  call enter_var(a, copyin)
end subroutine

subroutine acc_copyin_l(a, len)
  use cufacc_c
  type(*), dimension(*) :: a
  class(*) len
  call enter_range(c_address_of(a), byte_count(len), copyin)
end subroutine

subroutine acc_create_a(a)
  use cufacc_c
  type(*), dimension(..) :: a
  call enter_var(a, create)
end subroutine

subroutine acc_create_l(a, len)
  use cufacc_c
  type(*), dimension(*) :: a
  class(*) len
  call enter_range(c_address_of(a), byte_count(len), create)
end subroutine

subroutine acc_copyout_a(a)
  use cufacc_c
  type(*), dimension(..) :: a
  call exit_var(a, copyout, 0)
end subroutine

subroutine acc_copyout_l(a, len)
  use cufacc_c
  type(*), dimension(*) :: a
  class(*) len
  call c_exit(c_address_of(a), byte_count(len), copyout, 0, c_null_ptr, 0)
end subroutine

subroutine acc_copyout_finalize_a(a)
  use cufacc_c
  type(*), dimension(..) :: a
  call exit_var(a, copyout, 1)
end subroutine

subroutine acc_copyout_finalize_l(a, len)
  use cufacc_c
  type(*), dimension(*) :: a
  class(*) len
  call c_exit(c_address_of(a), byte_count(len), copyout, 1, c_null_ptr, 0)
end subroutine

subroutine acc_delete_a(a)
  use cufacc_c
  type(*), dimension(..) :: a
  call exit_var(a, delete, 0)
end subroutine

subroutine acc_delete_l(a, len)
  use cufacc_c
  type(*), dimension(*) :: a
  class(*) len
  call c_exit(c_address_of(a), byte_count(len), delete, 0, c_null_ptr, 0)
end subroutine

subroutine acc_delete_finalize_a(a)
  use cufacc_c
  type(*), dimension(..) :: a
  call exit_var(a, delete, 1)
end subroutine

subroutine acc_delete_finalize_l(a, len)
  use cufacc_c
  type(*), dimension(*) :: a
  class(*) len
  call c_exit(c_address_of(a), byte_count(len), delete, 1, c_null_ptr, 0)
end subroutine

subroutine acc_update_device_a(a)
  use cufacc_c
  type(*), dimension(..) :: a
  call update_var(a, 1)
end subroutine

subroutine acc_update_device_l(a, len)
  use cufacc_c
  type(*), dimension(*) :: a
  class(*) len
  call c_update_range(c_address_of(a), byte_count(len), 1, 0, c_null_ptr, 0)
end subroutine

subroutine acc_update_self_a(a)
  use cufacc_c
  type(*), dimension(..) :: a
  call update_var(a, 0)
end subroutine

subroutine acc_update_self_l(a, len)
  use cufacc_c
  type(*), dimension(*) :: a
  class(*) len
  call c_update_range(c_address_of(a), byte_count(len), 0, 0, c_null_ptr, 0)
end subroutine

logical function acc_is_present_a(a)
  use cufacc_c
  type(*), dimension(..) :: a
  acc_is_present_a = var_present(a)
end function

logical function acc_is_present_l(a, len)
  use cufacc_c
  type(*), dimension(*) :: a
  class(*) len
  acc_is_present_l = c_is_present(c_address_of(a), byte_count(len)) /= 0
end function

! the device address of a's first element; a null c_devptr when a is not present
function acc_deviceptr(a)
  use cufacc_c
  use cudafor, only: c_devptr
  type(*), dimension(..) :: a
  type(c_devptr) acc_deviceptr
  acc_deviceptr = c_devptr(c_deviceptr(c_address(a)))
end function

function acc_hostptr(devptr)
  use cufacc_c
  use cudafor, only: c_devptr
  type(c_devptr) devptr
  type(c_ptr) acc_hostptr
  acc_hostptr = c_hostptr(devptr%cptr)
end function

subroutine acc_map_data(a, devptr, bytes)
  use cufacc_c
  use cudafor, only: c_devptr
  type(*), dimension(..) :: a
  type(c_devptr) devptr
  class(*) bytes
  call c_map(c_address(a), devptr%cptr, byte_count(bytes), c_null_ptr, 0)
end subroutine

subroutine acc_unmap_data(a)
  use cufacc_c
  type(*), dimension(..) :: a
  call c_unmap(c_address(a), c_null_ptr, 0)
end subroutine
