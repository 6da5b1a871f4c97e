! cudafor run test: memory management (D-4.9.x).  Device arrays are written the
! way cufc's host code represents them: POINTER arrays whose target is device memory.
program t_memory
  use cudafor
  implicit none
  type pair
    integer(4) :: i
    real(8) :: x
  end type pair
  integer, parameter :: n = 1000, m1 = 7, m2 = 5
  real(8), pointer :: a_d(:)
  integer(4), pointer :: i_d(:)
  real(4), pointer :: b_d(:,:), p_d(:,:), q_d(:,:)
  real(4), pointer :: man(:)
  type(pair), pointer :: t_d(:)
  type(pair), allocatable :: th(:), tb(:)
  real(8) :: a(n), b(n)
  integer(4) :: ih(n), ib(n)
  real(4) :: h(m1, m2), g(m1, m2), s(3, 2)
  integer(cuda_count_kind) :: pitch
  type(c_devptr) :: cd
  type(cudaPointerAttributes) :: attr
  integer :: istat, i, j
  logical :: ok

  ! cudaMalloc + cudaMemcpy round trip, counts in elements
  a = [(real(i, 8) * 0.5d0, i = 1, n)]
  b = 0
  istat = cudaMalloc(a_d, n)
  call check('cudaMalloc real(8) 1-D', istat == cudaSuccess .and. associated(a_d) .and. size(a_d) == n)
  istat = cudaMemcpy(a_d, a, n)                    ! kdir omitted (guide 3.4.3)
  istat = istat + cudaMemcpy(b, a_d, n, cudaMemcpyDeviceToHost)
  call check('cudaMemcpy round trip real(8)', istat == 0 .and. all(a == b))
  ! partial copy starting at an element (start address semantics)
  b = -1
  istat = cudaMemcpy(b(11), a_d(11), 5)
  call check('cudaMemcpy from element a_d(11), 5 elements', istat == 0 .and. all(b(11:15) == a(11:15)) &
             .and. b(10) == -1 .and. b(16) == -1)
  istat = cudaPointerGetAttributes(attr, a_d)
  call check('cudaPointerGetAttributes: device memory', istat == 0 .and. attr%type == cudaMemoryTypeDevice)
  istat = cudaFree(a_d)
  call check('cudaFree nullifies', istat == cudaSuccess .and. .not. associated(a_d))

  ! integer, typed memset with a multi-byte pattern (value must match type and kind)
  istat = cudaMalloc(i_d, n)
  istat = istat + cudaMemset(i_d, 123456789_4, n)
  istat = istat + cudaMemcpy(ih, i_d, n)
  call check('cudaMemset integer(4) pattern 123456789', istat == 0 .and. all(ih == 123456789))
  istat = cudaMemset(i_d, 0_4, n)
  istat = istat + cudaMemcpy(ih, i_d, n)
  call check('cudaMemset integer(4) zero', istat == 0 .and. all(ih == 0))
  ib = [(i, i = 1, n)]
  istat = cudaMemcpy(i_d, ib, n, cudaMemcpyHostToDevice)
  istat = istat + cudaMemcpy(ih, i_d, n, cudaMemcpyDeviceToHost)
  call check('cudaMemcpy round trip integer(4)', istat == 0 .and. all(ih == ib))
  istat = cudaFree(i_d)

  ! 2-D: allocation helper with bounds, cudaMemcpy2D of a sub-block
  h = reshape([(real(i, 4), i = 1, m1 * m2)], [m1, m2])
  istat = cudaforAllocate(b_d, [1_8, 1_8], [int(m1, 8), int(m2, 8)], cudaforMemKindDevice)
  call check('cudaforAllocate 2-D bounds', istat == 0 .and. all(shape(b_d) == [m1, m2]))
  istat = cudaMemcpy(b_d, h, m1 * m2)
  ! sub-block h(2:4, 3:4) -> s(1:3, 1:2): width 3 elements, height 2 columns
  s = 0
  istat = istat + cudaMemcpy2D(s, 3, b_d(2, 3), m1, 3, 2, cudaMemcpyDeviceToHost)
  call check('cudaMemcpy2D sub-block device->host', istat == 0 .and. all(s == h(2:4, 3:4)))
  g = 0
  istat = cudaMemcpy2D(g(2, 3), m1, s, 3, 3, 2)    ! kdir omitted
  call check('cudaMemcpy2D host->host into block', istat == 0 .and. all(g(2:4, 3:4) == h(2:4, 3:4)) &
             .and. g(1, 1) == 0)
  istat = cudaforDeallocate(b_d, cudaforMemKindDevice)
  call check('cudaforDeallocate', istat == 0 .and. .not. associated(b_d))

  ! lower bounds other than 1
  istat = cudaforAllocate(b_d, [0_8, -2_8], [6_8, 2_8], cudaforMemKindDevice)
  call check('cudaforAllocate lower bounds 0,-2', istat == 0 .and. all(lbound(b_d) == [0, -2]) &
             .and. all(ubound(b_d) == [6, 2]))
  istat = cudaFree(b_d)

  ! cudaMallocPitch + cudaMemcpy2D + typed cudaMemset2D
  istat = cudaMallocPitch(p_d, pitch, m1, m2)
  call check('cudaMallocPitch', istat == 0 .and. pitch >= m1 .and. all(shape(p_d) == [m1, m2]))
  istat = cudaMemcpy2D(p_d, pitch, h, m1, m1, m2, cudaMemcpyHostToDevice)
  g = 0
  istat = istat + cudaMemcpy2D(g, m1, p_d, pitch, m1, m2, cudaMemcpyDeviceToHost)
  call check('cudaMemcpy2D pitched round trip', istat == 0 .and. all(g == h))
  istat = cudaMemset2D(p_d, pitch, 2.5, m1 - 2, m2)
  istat = istat + cudaMemcpy2D(g, m1, p_d, pitch, m1, m2, cudaMemcpyDeviceToHost)
  ok = all(g(1:m1-2, :) == 2.5) .and. all(g(m1-1:m1, :) == h(m1-1:m1, :))
  call check('cudaMemset2D real(4) 2.5 on a block', istat == 0 .and. ok)
  istat = cudaFree(p_d)

  ! derived type through the descriptor entry point (code generator path)
  allocate(th(10), tb(10))
  th = [(pair(i, i * 1.5d0), i = 1, 10)]
  istat = cudaMalloc(cd, 10 * storage_size(th) / 8)            ! c_devptr form: bytes
  call c_f_pointer(cd%cptr, t_d, [10])          ! derived type: the c_ptr inside
  istat = istat + cudafor_memcpy(t_d, th, 10_8, cudaMemcpyHostToDevice, 0_cuda_stream_kind, 0)
  istat = istat + cudafor_memcpy(tb, t_d, 10_8, cudaMemcpyDeviceToHost, 0_cuda_stream_kind, 0)
  ok = all(tb%i == th%i) .and. all(tb%x == th%x)
  call check('derived type copy via c_devptr + c_f_pointer + cudafor_memcpy', istat == 0 .and. ok)
  istat = cudaFree(cd)

  ! managed memory: host can touch it after synchronize
  istat = cudaMallocManaged(man, 64)
  call check('cudaMallocManaged', istat == 0 .and. size(man) == 64)
  istat = cudaMemset(man, 3.0, 64)
  istat = istat + cudaDeviceSynchronize()
  call check('managed memset visible on host', istat == 0 .and. all(man == 3.0))
  istat = cudaFree(man)

  ! device-to-device with c_devptr (bytes)
  istat = cudaMalloc(q_d, 4)                      ! rank 2 with count: shape (4,1)
  call check('cudaMalloc rank 2 count -> (4,1)', istat == 0 .and. all(shape(q_d) == [4, 1]))
  istat = cudaFree(q_d)
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
end program t_memory
