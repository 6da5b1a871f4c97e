! cudafor run test: device management, errors, versions (D-4.2, D-4.4, D-4.9.36, D-4.11)
program t_device
  use cudafor
  implicit none
  integer :: istat, n, dev, ver
  type(cudaDeviceProp) :: prop
  integer(cuda_count_kind) :: free, total
  character(len=:), allocatable :: msg

  istat = cudaGetDeviceCount(n)
  call check('cudaGetDeviceCount >= 1', istat == cudaSuccess .and. n >= 1)
  istat = cudaSetDevice(0)
  call check('cudaSetDevice(0)', istat == cudaSuccess)
  istat = cudaGetDevice(dev)
  call check('cudaGetDevice == 0', istat == cudaSuccess .and. dev == 0)
  istat = cudaGetDeviceProperties(prop, 0)
  call check('cudaGetDeviceProperties', istat == cudaSuccess)
  call check('prop%name non-empty', len_trim(prop%name) > 0)
  call check('prop%major >= 1', prop%major >= 1)
  call check('prop%maxThreadsPerBlock >= 32', prop%maxThreadsPerBlock >= 32)
  call check('prop%warpSize == 32', prop%warpSize == 32)
  call check('prop%multiProcessorCount >= 1', prop%multiProcessorCount >= 1)
  call check('prop%totalGlobalMem > 0', prop%totalGlobalMem > 0)
  call check('prop%maxGridSize(1) >= 65535', prop%maxGridSize(1) >= 65535)
  print '(a,a,a,i0,a,i0)', '  device: ', trim(prop%name), ' cc ', prop%major, '.', prop%minor
  msg = cudaGetErrorString(cudaErrorInvalidValue)
  call check('cudaGetErrorString non-empty', len(msg) > 0)
  print '(a,a)', '  cudaErrorInvalidValue: ', msg
  istat = cudaMemGetInfo(free, total)
  call check('cudaMemGetInfo free <= total', istat == cudaSuccess .and. free <= total .and. total > 0)
  istat = cudaRuntimeGetVersion(ver)
  call check('cudaRuntimeGetVersion > 0', istat == cudaSuccess .and. ver > 0)
  istat = cudaDeviceSynchronize()
  call check('cudaDeviceSynchronize', istat == cudaSuccess)
  istat = cudaThreadSynchronize()
  call check('cudaThreadSynchronize (-> cudaDeviceSynchronize)', istat == cudaSuccess)
  istat = cudaGetLastError()
  call check('cudaGetLastError == cudaSuccess', istat == cudaSuccess)
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
end program t_device
