! accel_lib / openacc run test (accelerator document section 3; OpenACC 2.7
! chapter 3): every routine of module openacc called once, kinds and
! constants as documented (docs/accelerator.md), and the include file
! accel_lib.h in an external subroutine (free form here; fixed form in
! tests/cuda/accrt_include_fixed.cuf).  gfortran only, no cufc.
program t_acc_lib
  use openacc
  use cudafor, only: c_devptr, cudaGetDeviceCount, cudaGetDevice
  use, intrinsic :: iso_c_binding
  implicit none
  integer :: n, ncuda, istat, dev, pgi_ok
  integer(8) :: mem, stream
  type(c_devptr) :: p, q
  real, target :: h(64), g(64)
  character(len=64) :: s

  call check('acc_device_kind, acc_handle_kind, acc_property_kind are 4', &
             acc_device_kind == 4 .and. acc_handle_kind == 4 .and. acc_property_kind == 4)
  call check('kind(acc_device_nvidia) == acc_device_kind', kind(acc_device_nvidia) == acc_device_kind)
  call check('device types none..nvidia = 0..4', acc_device_none == 0 .and. acc_device_default == 1 &
             .and. acc_device_host == 2 .and. acc_device_not_host == 3 .and. acc_device_nvidia == 4)
  call check('acc_async_noval, acc_async_sync', acc_async_noval == -1 .and. acc_async_sync == -2)
  call check('openacc_version', openacc_version == 201711)

  istat = cudaGetDeviceCount(ncuda)
  n = acc_get_num_devices(acc_device_nvidia)
  call check('acc_get_num_devices == cudaGetDeviceCount', n == ncuda .and. n >= 1)
  call acc_init(acc_device_nvidia)
  call check('acc_get_device_type after acc_init', acc_get_device_type() == acc_device_nvidia)
  call acc_set_device_type(acc_device_nvidia)
  call acc_set_device_num(0, acc_device_nvidia)
  istat = cudaGetDevice(dev)
  call check('acc_set_device_num(0) / acc_get_device_num', dev == 0 .and. acc_get_device_num(acc_device_nvidia) == 0)
  call check('acc_on_device(acc_device_host)', acc_on_device(acc_device_host))
  mem = acc_get_property(0, acc_device_nvidia, acc_property_memory)
  call check('acc_get_property(memory) > 0', mem > 0)
  call acc_get_property_string(0, acc_device_nvidia, acc_property_vendor, s)
  call check('acc_get_property_string(vendor)', s == 'NVIDIA')

  call check('acc_async_test(5) of an unused queue', acc_async_test(5))
  call check('acc_async_test_all', acc_async_test_all())
  stream = acc_get_cuda_stream(5)
  call check('acc_get_cuda_stream', stream /= 0)
  call acc_set_cuda_stream(6, stream)
  call check('acc_set_cuda_stream', acc_get_cuda_stream(6) == stream)
  call acc_wait(5)
  call acc_async_wait(5)
  call acc_wait_async(5, 6)
  call acc_wait_all_async(6)
  call acc_wait_all()
  call acc_async_wait_all()
  call acc_set_default_async(5)
  call check('acc_get_default_async', acc_get_default_async() == 5)

  p = acc_malloc(256)
  q = acc_malloc(256_8)
  call check('acc_malloc', c_associated(p%cptr) .and. c_associated(q%cptr))
  h = [(real(n), n = 1, 64)]
  call acc_memcpy_to_device(p, h, 256)
  call acc_memcpy_device(q, p, 256_8)
  g = 0
  call acc_memcpy_from_device(g, q, 256)
  call check('acc_memcpy_to_device / device / from_device', all(g == h))
  call acc_free(p)
  call acc_free(q)

  ! the data routines, both forms of each
  h = 1
  call acc_copyin(h)
  call acc_present_or_copyin(h)
  call acc_pcopyin(h(1), 256)
  call check('acc_copyin / acc_is_present', acc_is_present(h) .and. acc_is_present(h(2), 8))
  h = 2
  call acc_update_self(h(1), 4_8)
  call check('acc_update_self(h(1), 4)', h(1) == 1 .and. h(2) == 2)
  h = 2
  call acc_update_device(h)
  h = 0
  call acc_update_self(h)
  call acc_update_device(h(3), 4)
  call check('acc_update_device / acc_update_self', all(h == 2))
  p = acc_deviceptr(h)
  call check('acc_deviceptr / acc_hostptr', transfer(acc_hostptr(p), 0_8) == transfer(c_loc(h), 0_8))
  call acc_delete(h)
  call acc_delete(h(1), 256)
  call acc_copyout(h)
  call check('acc_delete / acc_copyout: reference counts', .not. acc_is_present(h))
  call acc_create(g)
  call acc_present_or_create(g)
  call acc_pcreate(g(1), 256)
  call acc_create(g(1), 256)
  call acc_copyout(g(1), 256)
  call acc_delete_finalize(g)
  call check('acc_create / acc_delete_finalize', .not. acc_is_present(g))
  call acc_copyin(g)
  call acc_copyout_finalize(g)
  call acc_copyin(g(1), 256)
  call acc_delete_finalize(g(1), 256)
  call acc_copyin(g(1), 256)
  call acc_copyout_finalize(g(1), 256)
  call check('the _finalize forms', .not. acc_is_present(g))
  q = acc_malloc(256)
  call acc_map_data(g, q, 256)
  call check('acc_map_data', acc_is_present(g))
  call acc_unmap_data(g)
  call check('acc_unmap_data', .not. acc_is_present(g))
  call acc_free(q)

  call pgi_numbering(pgi_ok)
  call check('accel_lib.h: devices numbered from 1', pgi_ok == 1)
  call acc_shutdown(acc_device_nvidia)
  call check('acc_get_device_type after acc_shutdown', acc_get_device_type() == acc_device_none)
contains
  subroutine check(name, ok)
    character(len=*), intent(in) :: name
    logical, intent(in) :: ok
    if (ok) then
      print '(a,a)', 'PASS ', name
    else
      print '(a,a)', 'FAIL ', name
    end if
  end subroutine check
end program t_acc_lib

subroutine pgi_numbering(ok)
  implicit none
  include 'accel_lib.h'
  integer, intent(out) :: ok
  call acc_set_device_num(1, acc_device_nvidia)
  ok = merge(1, 0, acc_get_device_num(acc_device_nvidia) == 1 .and. acc_get_device() == acc_device_nvidia &
             .and. accel_version == 200906)
  call acc_set_device(acc_device_nvidia)
end subroutine pgi_numbering
