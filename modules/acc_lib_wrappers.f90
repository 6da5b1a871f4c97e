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
