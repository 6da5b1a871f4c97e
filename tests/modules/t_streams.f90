! cudafor run test: streams and events (D-4.5, D-4.6), async copies (D-4.9.20)
program t_streams
  use cudafor
  implicit none
  integer, parameter :: n = 4096, ns = 4
  integer(kind=cuda_stream_kind) :: stream(ns), s, got
  type(cudaEvent) :: e1, e2
  real :: time
  real(4), pointer :: a_d(:)
  real(4), pointer :: a(:)        ! pinned host memory
  real(4) :: b(n)
  integer :: istat, i, off, chunk

  istat = cudaEventCreate(e1)
  istat = istat + cudaEventCreate(e2)
  call check('cudaEventCreate x2', istat == 0)
  istat = cudaEventRecord(e1, 0)                  ! integer(4) stream, as in guide 5.5
  istat = istat + cudaDeviceSynchronize()
  istat = istat + cudaEventRecord(e2, 0_cuda_stream_kind)
  istat = istat + cudaEventSynchronize(e2)
  istat = istat + cudaEventElapsedTime(time, e1, e2)
  call check('cudaEventElapsedTime >= 0', istat == 0 .and. time >= 0.0)
  istat = cudaEventQuery(e2)
  call check('cudaEventQuery recorded event', istat == cudaSuccess)

  do i = 1, ns
    istat = cudaStreamCreate(stream(i))
    call check('cudaStreamCreate', istat == 0)
  end do
  istat = cudaStreamCreateWithFlags(s, cudaStreamNonBlocking)
  call check('cudaStreamCreateWithFlags NonBlocking', istat == 0)

  ! pinned host memory + async copies split over streams (guide 5.5 pattern)
  istat = cudaMallocHost(a, n)
  call check('cudaMallocHost pinned array', istat == 0 .and. size(a) == n)
  istat = cudaMalloc(a_d, n)
  a = [(real(i), i = 1, n)]
  chunk = n / ns
  do i = 1, ns
    off = (i - 1) * chunk
    istat = cudaMemcpyAsync(a_d(off + 1), a(off + 1), chunk, stream(i))   ! 4th arg = stream
    if (istat /= 0) exit
  end do
  call check('cudaMemcpyAsync H2D on streams', istat == 0)
  do i = 1, ns
    istat = cudaStreamSynchronize(stream(i))
  end do
  b = 0
  istat = cudaMemcpyAsync(b, a_d, n, cudaMemcpyDeviceToHost, s)
  istat = istat + cudaStreamSynchronize(s)
  call check('cudaMemcpyAsync D2H with kdir + stream', istat == 0 .and. all(b == a))
  istat = cudaMemsetAsync(a_d, 7.0, n, stream(1))
  istat = istat + cudaStreamSynchronize(stream(1))
  istat = istat + cudaMemcpy(b, a_d, n)
  call check('cudaMemsetAsync real(4) 7.0', istat == 0 .and. all(b == 7.0))
  istat = cudaStreamQuery(stream(1))
  call check('cudaStreamQuery idle stream', istat == cudaSuccess)

  ! cudafor default streams
  got = cudaforGetDefaultStream()
  call check('cudaforGetDefaultStream() initially 0', got == 0)
  istat = cudaforSetDefaultStream(stream(2))
  call check('cudaforSetDefaultStream(stream)', istat == 0 .and. cudaforGetDefaultStream() == stream(2))
  istat = cudaforSetDefaultStream(a_d, stream(3))
  call check('cudaforSetDefaultStream(devptr, stream)', istat == 0 .and. cudaforGetDefaultStream(a_d) == stream(3))
  istat = cudaforSetDefaultStream(0_cuda_stream_kind)
  istat = cudaStreamSynchronize(cudaforGetDefaultStream())
  call check('cudaStreamSynchronize(cudaforGetDefaultStream())', istat == 0)

  istat = cudaFree(a_d)
  istat = istat + cudaFreeHost(a)
  call check('cudaFree / cudaFreeHost', istat == 0 .and. .not. associated(a))
  do i = 1, ns
    istat = cudaStreamDestroy(stream(i))
    call check('cudaStreamDestroy', istat == 0)
  end do
  istat = cudaStreamDestroy(s)
  istat = istat + cudaEventDestroy(e1) + cudaEventDestroy(e2)
  call check('cudaEventDestroy / cudaStreamDestroy', istat == 0)
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
end program t_streams
