! cudafor compile/link coverage: one call of (nearly) every interface of guide
! chapter 4, with the argument forms the guide shows.  Built and linked by
! tests/modules/run.sh check (against libcudart); never run.
program api_compile
  use cudafor
  implicit none
  integer :: istat, i, n, flags, val, lo, hi, prio, nb, cfg
  integer(cuda_count_kind) :: cnt, free, total, pitch
  integer(cuda_stream_kind) :: st
  type(cudaDeviceProp) :: prop
  type(cudaEvent) :: ev
  type(cudaFuncAttributes) :: fattr
  type(cudaPointerAttributes) :: pattr
  type(cudaChannelFormatDesc) :: cdesc
  type(cudaArrayPtr) :: carr
  type(cudaExtent) :: ext
  type(cudaPitchedPtr) :: pp
  type(cudaMemcpy3DParms) :: p3
  type(c_devptr) :: dp, dp2
  type(c_ptr) :: hp, sym
  type(c_funptr) :: fp
  type(dim3) :: grid
  real(4) :: t, r4h(100), r2h(10, 10)
  real(8) :: d8
  complex(8), target :: zh(50)
  integer(1) :: bh(64)
  logical(1) :: lh(8)
  character(len=1) :: ch(16)
  real(4), pointer :: r_d(:), r2_d(:,:), r3_d(:,:,:), rm(:)
  complex(8), pointer :: z_d(:)
  integer(8), pointer :: i8_d(:)
  logical(1), pointer :: l_d(:)
  character(len=1), pointer :: c_d(:)
  integer(2), pointer :: s_d
  integer :: devs(2) = [0, 1]
  character(len=:), allocatable :: msg
  external :: mykernel

  grid = dim3(4, 2, 1)
  ! 4.2
  istat = cudaChooseDevice(n, prop)
  istat = cudaDeviceGetAttribute(val, cudaDevAttrMaxThreadsPerBlock, 0)
  istat = cudaDeviceGetCacheConfig(cfg)
  istat = cudaDeviceGetLimit(cnt, cudaLimitStackSize)
  istat = cudaDeviceGetSharedMemConfig(cfg)
  istat = cudaDeviceGetStreamPriorityRange(lo, hi)
  istat = cudaDeviceReset()
  istat = cudaDeviceSetCacheConfig(cudaFuncCachePreferL1)
  istat = cudaDeviceSetLimit(cudaLimitMallocHeapSize, 1048576)
  istat = cudaDeviceSetLimit(cudaLimitPrintfSize, cnt)
  istat = cudaDeviceSetSharedMemConfig(cudaSharedMemBankSizeFourByte)
  istat = cudaDeviceSynchronize()
  istat = cudaGetDevice(n)
  istat = cudaGetDeviceCount(n)
  istat = cudaGetDeviceProperties(prop, 0)
  istat = cudaSetDevice(0)
  istat = cudaSetDeviceFlags(cudaDeviceMapHost)
  istat = cudaSetValidDevices(devs, 2)
  ! 4.3
  istat = cudaThreadExit()
  istat = cudaThreadSynchronize()
  ! 4.4
  msg = cudaGetErrorString(istat)
  istat = cudaGetLastError()
  istat = cudaPeekAtLastError()
  ! 4.5
  st = cudaforGetDefaultStream()
  st = cudaforGetDefaultStream(r_d)
  istat = cudaforSetDefaultStream(st)
  istat = cudaforSetDefaultStream(r_d, st)
  st = cudaGetStreamDefault()
  istat = cudaSetStreamDefault(st)
  istat = cudaStreamAttachMemAsync(st, rm)
  istat = cudaStreamAttachMemAsync(st, rm, 0_cuda_count_kind, cudaMemAttachSingle)
  istat = cudaStreamAttachMemAsync(st, dp, flags=cudaMemAttachHost)
  istat = cudaStreamCreate(st)
  istat = cudaStreamCreateWithFlags(st, cudaStreamNonBlocking)
  istat = cudaStreamCreateWithPriority(st, cudaStreamDefault, hi)
  istat = cudaStreamDestroy(st)
  istat = cudaStreamGetPriority(st, prio)
  istat = cudaStreamQuery(st)
  istat = cudaStreamQuery(0)
  istat = cudaStreamSynchronize(st)
  istat = cudaStreamSynchronize(0)
  istat = cudaStreamWaitEvent(st, ev, 0)
  istat = cudaforReductionSetStream(st)
  st = cudaforReductionGetStream()
  ! 4.6
  istat = cudaEventCreate(ev)
  istat = cudaEventCreateWithFlags(ev, cudaEventDisableTiming)
  istat = cudaEventDestroy(ev)
  istat = cudaEventElapsedTime(t, ev, ev)
  istat = cudaEventQuery(ev)
  istat = cudaEventRecord(ev, 0)
  istat = cudaEventRecord(ev, st)
  istat = cudaEventRecord(ev)
  istat = cudaEventSynchronize(ev)
  ! 4.7 / 4.8: the kernel as a procedure, c_funptr, c_ptr handle, or name
  istat = cudaFuncGetAttributes(fattr, mykernel)
  istat = cudaFuncGetAttributes(fattr, fp)
  istat = cudaFuncGetAttributes(fattr, hp)
  istat = cudaFuncSetAttribute(mykernel, cudaFuncAttributeMaxDynamicSharedMemorySize, 65536)
  istat = cudaFuncSetCacheConfig('mykernel', cudaFuncCachePreferShared)
  istat = cudaFuncSetCacheConfig(mykernel, cudaFuncCachePreferShared)
  istat = cudaFuncSetSharedMemConfig('mykernel', cudaSharedMemBankSizeEightByte)
  istat = cudaSetDoubleForDevice(d8)
  istat = cudaSetDoubleForHost(d8)
  istat = cudaOccupancyMaxActiveBlocksPerMultiprocessor(nb, mykernel, 256, 0)
  istat = cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(nb, hp, 256, 0, cudaOccupancyDefault)
  ! 4.9
  istat = cudaMalloc(r_d, 100)
  istat = cudaMalloc(z_d, 50_8)
  istat = cudaMalloc(i8_d, 10)
  istat = cudaMalloc(l_d, 10)
  istat = cudaMalloc(c_d, 16)
  istat = cudaMalloc(s_d, 1)
  istat = cudaMalloc(dp, 4096)
  istat = cudaMallocManaged(rm, 100, cudaMemAttachGlobal)
  istat = cudaMallocManaged(dp2, 4096_8)
  istat = cudaMallocPitch(r2_d, pitch, 10, 10)
  istat = cudaMallocPitch(dp, pitch, 40, 10)
  ext = cudaExtent(10, 10, 10)
  istat = cudaMalloc3D(r3_d, ext)
  istat = cudaMalloc3D(pp, ext)
  istat = cudaMalloc3DArray(carr, cdesc, ext)
  cdesc = cudaCreateChannelDesc(32, 0, 0, 0, cudaChannelFormatKindFloat)
  istat = cudaMallocArray(carr, cdesc, 10, 10)
  istat = cudaFree(r_d)
  istat = cudaFree(dp)
  istat = cudaFreeArray(carr)
  istat = cudaMallocHost(hp, 1024)
  istat = cudaFreeHost(hp)
  istat = cudaGetSymbolAddress(dp, sym)
  istat = cudaGetSymbolAddress(dp, 'vx')
  istat = cudaGetSymbolSize(n, sym)
  istat = cudaHostAlloc(hp, 1024, cudaHostAllocMapped)
  istat = cudaHostGetDevicePointer(dp, hp, 0)
  istat = cudaHostGetFlags(flags, hp)
  istat = cudaHostRegister(c_loc(zh(1)), 800, cudaHostRegisterMapped)
  istat = cudaHostUnregister(c_loc(zh(1)))
  istat = cudaMemAdvise(rm, 100, cudaMemAdviseSetReadMostly, 0)
  istat = cudaMemAdvise(dp2, 400, cudaMemAdviseSetPreferredLocation, cudaCpuDeviceId)
  istat = cudaMemcpy(r_d, r4h, 100)
  istat = cudaMemcpy(r4h, r_d, 100, cudaMemcpyDeviceToHost)
  istat = cudaMemcpy(z_d, zh, 50, cudaMemcpyHostToDevice)
  istat = cudaMemcpy(l_d, lh, 8)
  istat = cudaMemcpy(c_d, ch, 16)
  istat = cudaMemcpy(bh, bh, 64)
  istat = cudaMemcpy(dp, dp2, 400)
  istat = cudaMemcpy(hp, dp, 400, cudaMemcpyDeviceToHost)
  istat = cudaMemcpy(dp, hp, 400_8)
  istat = cudaMemcpyArrayToArray(carr, 0, 0, carr, 0, 0, 40, cudaMemcpyDeviceToDevice)
  istat = cudaMemcpyAsync(r_d, r4h, 100, cudaMemcpyHostToDevice, st)
  istat = cudaMemcpyAsync(r_d(11), r4h(11), 10, st)
  istat = cudaMemcpyAsync(r_d, r4h, 100)
  istat = cudaMemcpyAsync(dp, hp, 400, cudaMemcpyHostToDevice)
  istat = cudaMemcpyFromArray(r4h, carr, 0, 0, 400, cudaMemcpyDeviceToHost)
  istat = cudaMemcpyFromSymbol(r4h, sym, 100, 0, cudaMemcpyDeviceToHost)
  istat = cudaMemcpyFromSymbolAsync(r4h, sym, 100, 0, cudaMemcpyDeviceToHost, st)
  istat = cudaMemcpyPeer(r_d, 1, r4h, 0, 100)
  istat = cudaMemcpyPeer(dp, 1, dp2, 0, 400)
  istat = cudaMemcpyPeerAsync(r_d, 1, r4h, 0, 100, st)
  istat = cudaMemcpyToArray(carr, 0, 0, r4h, 400, cudaMemcpyHostToDevice)
  istat = cudaMemcpyToSymbol(sym, r4h, 100, 0, cudaMemcpyHostToDevice)
  istat = cudaMemcpyToSymbolAsync(sym, r4h, 100, 0, cudaMemcpyHostToDevice, st)
  istat = cudaMemcpy2D(r2_d, pitch, r2h, 10, 10, 10, cudaMemcpyHostToDevice)
  istat = cudaMemcpy2D(dp, pitch, hp, 40, 40, 10)
  istat = cudaMemcpy2DArrayToArray(carr, 0, 0, carr, 0, 0, 40, 10, cudaMemcpyDeviceToDevice)
  istat = cudaMemcpy2DAsync(r2_d, pitch, r2h, 10, 10, 10, cudaMemcpyHostToDevice, st)
  istat = cudaMemcpy2DAsync(r2_d, pitch, r2h, 10, 10, 10, st)
  istat = cudaMemcpy2DFromArray(r2h, 40, carr, 0, 0, 40, 10, cudaMemcpyDeviceToHost)
  istat = cudaMemcpy2DToArray(carr, 0, 0, r2h, 40, 40, 10, cudaMemcpyHostToDevice)
  p3%extent = ext
  p3%kind = cudaMemcpyDeviceToDevice
  istat = cudaMemcpy3D(p3)
  istat = cudaMemcpy3DAsync(p3, st)
  istat = cudaMemGetInfo(free, total)
  istat = cudaMemPrefetchAsync(rm, 100, 0, st)
  istat = cudaMemPrefetchAsync(rm, 100, cudaCpuDeviceId)
  istat = cudaMemPrefetchAsync(dp2, 400, 0, st)
  istat = cudaMemset(r_d, 1.0, 100)
  istat = cudaMemset(z_d, (1.0d0, 2.0d0), 50)
  istat = cudaMemset(i8_d, 7_8, 10)
  istat = cudaMemset(l_d, .true._1, 10)
  istat = cudaMemset(c_d, 'x', 16)
  istat = cudaMemset(dp, 0, 4096)
  istat = cudaMemsetAsync(r_d, 0.0, 100, st)
  istat = cudaMemset2D(r2_d, pitch, 0.0, 10, 10)
  istat = cudaMemset2D(dp, pitch, 0, 40, 10)
  istat = cudaMemset3D(pp, 0, ext)
  ! 4.10
  istat = cudaDeviceCanAccessPeer(n, 0, 1)
  istat = cudaDeviceDisablePeerAccess(1)
  istat = cudaDeviceEnablePeerAccess(1, 0)
  istat = cudaPointerGetAttributes(pattr, r_d)
  istat = cudaPointerGetAttributes(pattr, dp)
  istat = cudaPointerGetAttributes(pattr, hp)
  istat = cudaPointerGetAttributes(pattr, zh)
  ! 4.11
  istat = cudaDriverGetVersion(n)
  istat = cudaRuntimeGetVersion(n)
  ! extras
  dp = c_devloc(r_d)
  call c_f_pointer(dp, r2_d, [10, 10])
  call c_f_pointer(dp, r_d, 100)
  istat = cudaforAllocate(r3_d, [0_8, 0_8, 0_8], [9_8, 9_8, 9_8], cudaforMemKindManaged, cudaMemAttachGlobal)
  istat = cudaforDeallocate(r3_d, cudaforMemKindManaged)
  istat = cudaFree(i8_d) + cudaFree(l_d) + cudaFree(c_d) + cudaFree(s_d) + cudaFree(z_d)
  print *, istat, grid, msg, i
end program api_compile

subroutine mykernel()
end subroutine mykernel
