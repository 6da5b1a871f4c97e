! acc_lib_c.f90 -- module cufacc_c: the C functions of
! runtime/cufrt/acc_api.c (runtime/include/cufacc_api.h) under which
! modules/acc_lib_wrappers.f90 implements the routines of accel_lib.h and
! openacc_lib.h.  A file of its own: gfortran takes a procedure whose
! binding label is a Fortran external's name in the same file for that
! external (acc_get_num_devices_ would call itself).

! the C functions, and the byte counts the routines take in any kind
module cufacc_c
  use, intrinsic :: iso_c_binding
  implicit none
  interface
    integer(c_int) function c_get_num_devices(t) bind(c, name='acc_get_num_devices')
      import; integer(c_int), value :: t
    end function
    subroutine c_set_device_type(t) bind(c, name='acc_set_device_type')
      import; integer(c_int), value :: t
    end subroutine
    integer(c_int) function c_get_device_type() bind(c, name='acc_get_device_type')
      import
    end function
    subroutine c_set_device_num(n, t) bind(c, name='acc_set_device_num')
      import; integer(c_int), value :: n, t
    end subroutine
    integer(c_int) function c_get_device_num(t) bind(c, name='acc_get_device_num')
      import; integer(c_int), value :: t
    end function
    subroutine c_pgi_set_device_num(n, t) bind(c, name='cufacc_pgi_set_device_num')
      import; integer(c_int), value :: n, t
    end subroutine
    integer(c_int) function c_pgi_get_device_num(t) bind(c, name='cufacc_pgi_get_device_num')
      import; integer(c_int), value :: t
    end function
    subroutine c_init(t) bind(c, name='acc_init')
      import; integer(c_int), value :: t
    end subroutine
    subroutine c_shutdown(t) bind(c, name='acc_shutdown')
      import; integer(c_int), value :: t
    end subroutine
    integer(c_int) function c_on_device(t) bind(c, name='acc_on_device')
      import; integer(c_int), value :: t
    end function
    integer(c_size_t) function c_get_property(n, t, p) bind(c, name='acc_get_property')
      import; integer(c_int), value :: n, t, p
    end function
    subroutine c_get_property_string(n, t, p, s, len) bind(c, name='cufacc_property_string')
      import; integer(c_int), value :: n, t, p; character(kind=c_char) :: s(*)
      integer(c_size_t), value :: len
    end subroutine
    integer(c_int) function c_async_test(q) bind(c, name='acc_async_test')
      import; integer(c_int), value :: q
    end function
    integer(c_int) function c_async_test_all() bind(c, name='acc_async_test_all')
      import
    end function
    subroutine c_wait(q) bind(c, name='acc_wait')
      import; integer(c_int), value :: q
    end subroutine
    subroutine c_wait_async(q, on) bind(c, name='acc_wait_async')
      import; integer(c_int), value :: q, on
    end subroutine
    subroutine c_wait_all() bind(c, name='acc_wait_all')
    end subroutine
    subroutine c_wait_all_async(on) bind(c, name='acc_wait_all_async')
      import; integer(c_int), value :: on
    end subroutine
    integer(c_int) function c_get_default_async() bind(c, name='acc_get_default_async')
      import
    end function
    subroutine c_set_default_async(q) bind(c, name='acc_set_default_async')
      import; integer(c_int), value :: q
    end subroutine
    integer(c_intptr_t) function c_get_cuda_stream(q) bind(c, name='acc_get_cuda_stream')
      import; integer(c_int), value :: q
    end function
    subroutine c_set_cuda_stream(q, s) bind(c, name='cufacc_set_queue_stream')
      import; integer(c_int), value :: q; integer(c_intptr_t), value :: s
    end subroutine
    type(c_ptr) function c_malloc(bytes) bind(c, name='acc_malloc')
      import; integer(c_size_t), value :: bytes
    end function
    subroutine c_free(p) bind(c, name='acc_free')
      import; type(c_ptr), value :: p
    end subroutine
    subroutine c_memcpy_to_device(dev, src, bytes) bind(c, name='cufacc_memcpy_to_device_desc')
      import; type(c_ptr), value :: dev; type(*), dimension(..) :: src
      integer(c_size_t), value :: bytes
    end subroutine
    subroutine c_memcpy_from_device(dst, dev, bytes) bind(c, name='cufacc_memcpy_from_device_desc')
      import; type(*), dimension(..) :: dst; type(c_ptr), value :: dev
      integer(c_size_t), value :: bytes
    end subroutine
    subroutine c_memcpy_device(dst, src, bytes) bind(c, name='acc_memcpy_device')
      import; type(c_ptr), value :: dst, src; integer(c_size_t), value :: bytes
    end subroutine
  end interface
contains
  integer(c_size_t) function byte_count(bytes)
    class(*), intent(in) :: bytes
    select type (bytes)
    type is (integer(1)); byte_count = bytes
    type is (integer(2)); byte_count = bytes
    type is (integer(4)); byte_count = bytes
    type is (integer(8)); byte_count = bytes
    class default; error stop 'accelerator runtime: a byte count must be an integer'
    end select
  end function
end module cufacc_c
