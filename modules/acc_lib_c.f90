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
    ! the present table (runtime/include/cufacc.h, runtime/cufrt/acc_data.c)
    subroutine c_span(a, host, bytes) bind(c, name='cufacc_span')
      import; type(*), dimension(..) :: a; type(c_ptr) :: host; integer(c_size_t) :: bytes
    end subroutine
    type(c_ptr) function c_address(a) bind(c, name='cufrt_address')
      import; type(*), dimension(..) :: a
    end function
    type(c_ptr) function c_address_of(a) bind(c, name='cufacc_address_of')
      import; type(*), dimension(*) :: a
    end function
    type(c_ptr) function c_enter(host, bytes, action, file, line) bind(c, name='cufacc_enter')
      import; type(c_ptr), value :: host, file; integer(c_size_t), value :: bytes
      integer(c_int), value :: action, line
    end function
    subroutine c_exit(host, bytes, action, finalize, file, line) bind(c, name='cufacc_exit')
      import; type(c_ptr), value :: host, file; integer(c_size_t), value :: bytes
      integer(c_int), value :: action, finalize, line
    end subroutine
    subroutine c_update_range(host, bytes, to_device, if_present, file, line) &
        bind(c, name='cufacc_update_range')
      import; type(c_ptr), value :: host, file; integer(c_size_t), value :: bytes
      integer(c_int), value :: to_device, if_present, line
    end subroutine
    integer(c_int) function c_is_present(host, bytes) bind(c, name='cufacc_is_present')
      import; type(c_ptr), value :: host; integer(c_size_t), value :: bytes
    end function
    type(c_ptr) function c_deviceptr(host) bind(c, name='cufacc_deviceptr')
      import; type(c_ptr), value :: host
    end function
    type(c_ptr) function c_hostptr(dev) bind(c, name='cufacc_hostptr')
      import; type(c_ptr), value :: dev
    end function
    subroutine c_map(host, dev, bytes, file, line) bind(c, name='cufacc_map')
      import; type(c_ptr), value :: host, dev, file; integer(c_size_t), value :: bytes
      integer(c_int), value :: line
    end subroutine
    subroutine c_unmap(host, file, line) bind(c, name='cufacc_unmap')
      import; type(c_ptr), value :: host, file; integer(c_int), value :: line
    end subroutine
  end interface
  ! the data actions of runtime/include/cufrt_abi.h (CUFACC_*)
  integer(c_int), parameter :: copyin = 1, create = 2, copyout = 4, delete = 5
contains
  ! the data routines on a whole variable (its span) or on `bytes` bytes at
  ! `host`; the routines have no source location to report
  subroutine enter_range(host, bytes, action)
    type(c_ptr), intent(in) :: host
    integer(c_size_t), intent(in) :: bytes
    integer(c_int), intent(in) :: action
    type(c_ptr) :: dev
    dev = c_enter(host, bytes, action, c_null_ptr, 0)
  end subroutine

  subroutine enter_var(a, action)
    type(*), dimension(..) :: a
    integer(c_int), intent(in) :: action
    type(c_ptr) :: host
    integer(c_size_t) :: bytes
    call c_span(a, host, bytes)
    call enter_range(host, bytes, action)
  end subroutine

  subroutine exit_var(a, action, finalize)
    type(*), dimension(..) :: a
    integer(c_int), intent(in) :: action, finalize
    type(c_ptr) :: host
    integer(c_size_t) :: bytes
    call c_span(a, host, bytes)
    call c_exit(host, bytes, action, finalize, c_null_ptr, 0)
  end subroutine

  subroutine update_var(a, to_device)
    type(*), dimension(..) :: a
    integer(c_int), intent(in) :: to_device
    type(c_ptr) :: host
    integer(c_size_t) :: bytes
    call c_span(a, host, bytes)
    call c_update_range(host, bytes, to_device, 0, c_null_ptr, 0)
  end subroutine

  logical function var_present(a)
    type(*), dimension(..) :: a
    type(c_ptr) :: host
    integer(c_size_t) :: bytes
    call c_span(a, host, bytes)
    var_present = c_is_present(host, bytes) /= 0
  end function

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
