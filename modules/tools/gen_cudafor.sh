#!/bin/bash
# Regenerates modules/cudafor.f90 from modules/tools/cudafor.f90.in:
#   @@CONSTANTS@@       named constants from the CUDA headers (gen_constants.sh)
#   @@DEVPROP_TYPES@@   cudaDeviceProp and its bind(c) mirror cudafor_prop_c
#   @@DEVPROP_COPY@@    copies between them
#   @@GENERICS@@        generic interfaces over type/kind (assumed rank)
#   @@PRIVATES@@        private specifics
#   @@FUNCARG_PROCS@@   kernel-argument variants of D-4.7/D-4.8
#   @@CFORMS@@          c_ptr / c_devptr (byte count) forms of §4.9
#   @@TYPED@@           per type/kind specifics of §4.9 and the allocation helpers
# usage: modules/tools/gen_cudafor.sh [CUDA_HOME]
set -e
here=$(cd "$(dirname "$0")" && pwd)
CUDA=${1:-/usr/local/cuda}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT

# suffix | type for data dummies | type for pointer dummies      (guide Table 2)
TYPES="i1|integer(1)|integer(1)
i2|integer(2)|integer(2)
i4|integer(4)|integer(4)
i8|integer(8)|integer(8)
l1|logical(1)|logical(1)
l2|logical(2)|logical(2)
l4|logical(4)|logical(4)
l8|logical(8)|logical(8)
r4|real(4)|real(4)
r8|real(8)|real(8)
c4|complex(4)|complex(4)
c8|complex(8)|complex(8)
ch|character(len=*)|character(len=1)"

# ---- cudaDeviceProp fields: keep in step with PROP_* in runtime/include/cufrt_devprop.h ----
PROP_S="totalGlobalMem sharedMemPerBlock memPitch totalConstMem textureAlignment texturePitchAlignment
surfaceAlignment sharedMemPerMultiprocessor sharedMemPerBlockOptin reservedSharedMemPerBlock"
PROP_I="luidDeviceNodeMask regsPerBlock warpSize maxThreadsPerBlock major minor multiProcessorCount integrated
canMapHostMemory maxTexture1D maxTexture1DMipmap maxTextureCubemap maxSurface1D maxSurfaceCubemap
concurrentKernels ECCEnabled pciBusID pciDeviceID pciDomainID tccDriver asyncEngineCount unifiedAddressing
memoryBusWidth l2CacheSize persistingL2CacheMaxSize maxThreadsPerMultiProcessor streamPrioritiesSupported
globalL1CacheSupported localL1CacheSupported regsPerMultiprocessor managedMemory isMultiGpuBoard
multiGpuBoardGroupID hostNativeAtomicSupported pageableMemoryAccess concurrentManagedAccess
computePreemptionSupported canUseHostPointerForRegisteredMem cooperativeLaunch
pageableMemoryAccessUsesHostPageTables directManagedMemAccessFromHost maxBlocksPerMultiProcessor
accessPolicyMaxWindowSize hostRegisterSupported sparseCudaArraySupported hostRegisterReadOnlySupported
timelineSemaphoreInteropSupported memoryPoolsSupported gpuDirectRDMASupported gpuDirectRDMAFlushWritesOptions
gpuDirectRDMAWritesOrdering memoryPoolSupportedHandleTypes deferredMappingCudaArraySupported ipcEventSupported
clusterLaunch unifiedFunctionPointers deviceNumaConfig deviceNumaId mpsEnabled hostNumaId gpuPciDeviceID
gpuPciSubsystemID hostNumaMultinodeIpcSupported
clockRate memoryClockRate deviceOverlap kernelExecTimeoutEnabled computeMode maxTexture1DLinear
singleToDoublePrecisionPerfRatio"
PROP_A="maxThreadsDim:3 maxGridSize:3 maxTexture2D:2 maxTexture2DMipmap:2 maxTexture2DLinear:3
maxTexture2DGather:2 maxTexture3D:3 maxTexture3DAlt:3 maxTexture1DLayered:2 maxTexture2DLayered:3
maxTextureCubemapLayered:2 maxSurface2D:2 maxSurface3D:3 maxSurface1DLayered:2 maxSurface2DLayered:3
maxSurfaceCubemapLayered:2"

devprop_types() {
  echo "  type, bind(c) :: cudafor_prop_c      ! mirror of struct cudafor_prop (glue); private"
  for f in $PROP_S; do echo "    integer(c_size_t) :: $f"; done
  for f in $PROP_I; do echo "    integer(c_int) :: $f"; done
  for a in $PROP_A; do echo "    integer(c_int) :: ${a%%:*}(${a##*:})"; done
  echo "    character(kind=c_char) :: name(256)"
  echo "    character(kind=c_char) :: uuid(16)"
  echo "    character(kind=c_char) :: luid(8)"
  echo "  end type cudafor_prop_c"
  echo
  echo "  type :: cudaDeviceProp"
  echo "    character(len=256) :: name = ' '     ! blank padded (the guide trims it)"
  echo "    character(len=16) :: uuid = ' '"
  echo "    character(len=8) :: luid = ' '"
  for f in $PROP_S; do echo "    integer(kind=cuda_count_kind) :: $f = 0"; done
  for f in $PROP_I; do echo "    integer(kind=4) :: $f = 0"; done
  for a in $PROP_A; do echo "    integer(kind=4) :: ${a%%:*}(${a##*:}) = 0"; done
  echo "  end type cudaDeviceProp"
}

devprop_copy() {
  echo "  subroutine cf_prop_from_c(c, p)"
  echo "    type(cudafor_prop_c), intent(in) :: c"
  echo "    type(cudaDeviceProp), intent(out) :: p"
  echo "    integer :: i"
  echo "    p%name = ' '"
  echo "    do i = 1, 256"
  echo "      if (c%name(i) == c_null_char) exit"
  echo "      p%name(i:i) = c%name(i)"
  echo "    end do"
  echo "    do i = 1, 16"
  echo "      p%uuid(i:i) = c%uuid(i)"
  echo "    end do"
  echo "    do i = 1, 8"
  echo "      p%luid(i:i) = c%luid(i)"
  echo "    end do"
  for f in $PROP_S $PROP_I; do echo "    p%$f = c%$f"; done
  for a in $PROP_A; do echo "    p%${a%%:*} = c%${a%%:*}"; done
  echo "  end subroutine cf_prop_from_c"
  echo
  echo "  subroutine cf_prop_to_c(p, c)"
  echo "    type(cudaDeviceProp), intent(in) :: p"
  echo "    type(cudafor_prop_c), intent(out) :: c"
  echo "    integer :: i, n"
  echo "    c%name = c_null_char"
  echo "    n = min(len_trim(p%name), 255)"
  echo "    do i = 1, n"
  echo "      c%name(i) = p%name(i:i)"
  echo "    end do"
  echo "    do i = 1, 16"
  echo "      c%uuid(i) = p%uuid(i:i)"
  echo "    end do"
  echo "    do i = 1, 8"
  echo "      c%luid(i) = p%luid(i:i)"
  echo "    end do"
  for f in $PROP_S $PROP_I; do echo "    c%$f = p%$f"; done
  for a in $PROP_A; do echo "    c%${a%%:*} = p%${a%%:*}"; done
  echo "  end subroutine cf_prop_to_c"
}

# ---- generics ----
SFX=$(echo "$TYPES" | cut -d'|' -f1)
CCOMBOS="dd dh hd hh"      # d = type(c_devptr), h = type(c_ptr): dst then src
gen_list() {   # gen_list PREFIX [extra...] -> "PREFIX_i1, ..., extra"
  local p=$1; shift
  local l=""
  for s in $SFX; do l="$l${l:+, }${p}_$s"; done
  for e in "$@"; do l="$l, $e"; done
  echo "$l"
}
generic() {    # generic NAME "specifics"  (wrapped at commas)
  echo "  interface $1"
  echo "$2" | tr -d '\n' | awk -v RS=', ' '{ a[NR]=$0 } END { line="    module procedure "; for (i=1;i<=NR;i++) { item=a[i] (i<NR?",":""); if (length(line item) > 110) { print line "&"; line="      " } line=line item (i<NR?" ":"") } print line }'
  echo "  end interface $1"
}
cl() { local p=$1; local l=""; for c in $CCOMBOS; do l="$l${l:+, }${p}_$c"; done; echo "$l"; }

generics() {
  echo "  ! allocation helpers for the code generator (ALLOCATE/DEALLOCATE of device,"
  echo "  ! managed and pinned arrays); see cudaforAllocate_i1 for the interface"
  generic cudaforAllocate "$(gen_list cfa)"
  generic cudaforDeallocate "$(gen_list cfd)"
  echo "  ! D-4.9.11 cudaMalloc(devptr, count)"
  generic cudaMalloc "$(gen_list cm cm_cdev)"
  echo "  ! D-4.9.13 cudaMallocManaged(devptr, count[, flags])"
  generic cudaMallocManaged "$(gen_list cmm cmm_cdev)"
  echo "  ! D-X-05 cudaMallocHost(hostptr, size)"
  generic cudaMallocHost "$(gen_list cmh cmh_cptr)"
  echo "  ! D-4.9.1 cudaFree(devptr)"
  generic cudaFree "$(gen_list cfr cfr_cdev)"
  echo "  ! D-4.9.3 cudaFreeHost(hostptr)"
  generic cudaFreeHost "$(gen_list cfh cfh_cptr)"
  echo "  ! D-4.9.14 cudaMallocPitch(devptr, pitch, width, height)"
  generic cudaMallocPitch "$(gen_list cmp cmp_cdev)"
  echo "  ! D-4.9.15 cudaMalloc3D(pitchptr, cext)"
  generic cudaMalloc3D "$(gen_list cm3 cm3_pp)"
  echo "  ! D-X-07 c_f_pointer(c_devptr, device array, shape) (extends iso_c_binding's)"
  generic c_f_pointer "$(gen_list cfp)"
  echo "  ! D-4.9.18 cudaMemcpy(dst, src, count[, kdir])"
  generic cudaMemcpy "$(gen_list mc "$(cl mc)")"
  echo "  ! D-4.9.20 cudaMemcpyAsync(dst, src, count[, kdir][, stream]): kdir (integer(4))"
  echo "  ! and stream (cuda_stream_kind) told apart by kind, as in guide §5.5"
  generic cudaMemcpyAsync "$(gen_list mca "$(gen_list mcs)" "$(cl mca)" "$(cl mcs)")"
  echo "  ! D-4.9.29 cudaMemcpy2D(dst, dpitch, src, spitch, width, height[, kdir])"
  generic cudaMemcpy2D "$(gen_list m2 "$(cl m2)")"
  echo "  ! D-4.9.31 cudaMemcpy2DAsync(dst, dpitch, src, spitch, width, height[, kdir][, stream])"
  generic cudaMemcpy2DAsync "$(gen_list m2a "$(gen_list m2s)" "$(cl m2a)" "$(cl m2s)")"
  echo "  ! D-4.9.24 cudaMemcpyPeer(dst, dstdev, src, srcdev, count)"
  generic cudaMemcpyPeer "$(gen_list mp mp_dd)"
  echo "  ! D-4.9.25 cudaMemcpyPeerAsync(dst, dstdev, src, srcdev, count[, stream])"
  generic cudaMemcpyPeerAsync "$(gen_list mpa mpa_dd)"
  echo "  ! D-4.9.38 cudaMemset(devptr, value, count)"
  generic cudaMemset "$(gen_list ms ms_cdev)"
  echo "  ! D-4.9.39 cudaMemsetAsync(devptr, value, count[, stream])"
  generic cudaMemsetAsync "$(gen_list msa msa_cdev)"
  echo "  ! D-4.9.40 cudaMemset2D(devptr, pitch, value, width, height)"
  generic cudaMemset2D "$(gen_list ms2 ms2_cdev)"
  echo "  ! D-4.9.17 cudaMemAdvise(devptr, count, advice, device)"
  generic cudaMemAdvise "$(gen_list madv madv_cdev)"
  echo "  ! D-4.9.37 cudaMemPrefetchAsync(devptr, count, device[, stream])"
  generic cudaMemPrefetchAsync "$(gen_list mpf mpf_cdev)"
  echo "  ! D-4.5.3 cudaStreamAttachMemAsync(stream, devptr[, length][, flags])"
  generic cudaStreamAttachMemAsync "$(gen_list sam sam_cdev)"
  echo "  ! D-4.10.4 cudaPointerGetAttributes(attr, ptr)"
  generic cudaPointerGetAttributes "$(gen_list pga pga_cptr pga_cdev)"
}

privates() {
  local all="cudafor_prop_c, cf_prop_from_c, cf_prop_to_c"
  for p in cfa cfd cfas cm cmm cmh cfr cfh cmp cm3 cfp mc mca mcs m2 m2a m2s mp mpa ms msa ms2 madv mpf sam pga; do
    all="$all, $(gen_list $p)"
  done
  all="$all, cm_cdev, cmm_cdev, cmh_cptr, cfr_cdev, cfh_cptr, cmp_cdev, cm3_pp"
  all="$all, $(cl mc), $(cl mca), $(cl mcs), $(cl m2), $(cl m2a), $(cl m2s)"
  all="$all, mp_dd, mpa_dd, ms_cdev, msa_cdev, ms2_cdev, madv_cdev, mpf_cdev, sam_cdev, pga_cptr, pga_cdev"
  echo "$all" | awk -v RS=', ' '{ a[NR]=$0 } END { line="  private :: "; for (i=1;i<=NR;i++) { sub(/\n$/,"",a[i]); item=a[i] (i<NR?",":""); if (length(line item) > 110) { print line "&"; line="    " } line=line item (i<NR?" ":"") } print line }'
}

# ---- kernel-argument variants (D-4.7.1..4, D-4.8.1..2) ----
funcarg_procs() {
  # form | dummy declaration | handle expression
  local forms="proc|external :: func|cf_proc_handle(func)
funptr|type(c_funptr), intent(in) :: func|cf_kernel_handle(func)
cptr|type(c_ptr), intent(in) :: func|func
name|character(len=*), intent(in) :: func|cf_name_handle(func)"
  echo "$forms" | while IFS='|' read -r f decl h; do
    cat <<EOF
  integer function cf_fga_$f(attr, func) result(istat)             ! D-4.7.1
    type(cudaFuncAttributes), intent(out) :: attr
    $decl
    istat = cf_func_get_attributes(attr, $h)
  end function cf_fga_$f
  integer function cf_fsa_$f(func, attribute, value) result(istat) ! D-4.7.2
    $decl
    integer, intent(in) :: attribute, value
    type(c_ptr) :: h
    h = $h
    istat = cudaErrorInvalidDeviceFunction
    if (c_associated(h)) istat = cf_raw_func_set_attribute(h, attribute, value)
  end function cf_fsa_$f
  integer function cf_fsc_$f(func, cacheconfig) result(istat)      ! D-4.7.3
    $decl
    integer, intent(in) :: cacheconfig
    type(c_ptr) :: h
    h = $h
    istat = cudaErrorInvalidDeviceFunction
    if (c_associated(h)) istat = cf_raw_func_set_cache_config(h, cacheconfig)
  end function cf_fsc_$f
  integer function cf_fss_$f(func, cacheconfig) result(istat)      ! D-4.7.4 (deprecated in CUDA 13)
    $decl
    integer, intent(in) :: cacheconfig
    type(c_ptr) :: h
    h = $h
    istat = cudaErrorInvalidDeviceFunction
    if (c_associated(h)) istat = cf_raw_func_set_shmem_config(h, cacheconfig)
  end function cf_fss_$f
  integer function cf_occ_$f(numBlocks, func, blockSize, dynamicSMemSize) result(istat) ! D-4.8.1
    integer, intent(out) :: numBlocks
    $decl
    integer, intent(in) :: blockSize
    class(*), intent(in) :: dynamicSMemSize
    type(c_ptr) :: h
    integer(c_int) :: nb
    h = $h
    numBlocks = 0
    istat = cudaErrorInvalidDeviceFunction
    if (.not. c_associated(h)) return
    istat = cudaErrorInvalidValue
    if (cf_i8(dynamicSMemSize) < 0) return
    istat = cf_raw_occupancy(nb, h, blockSize, int(cf_i8(dynamicSMemSize), c_size_t))
    numBlocks = nb
  end function cf_occ_$f
  integer function cf_occf_$f(numBlocks, func, blockSize, dynamicSMemSize, flags) result(istat) ! D-4.8.2
    integer, intent(out) :: numBlocks
    $decl
    integer, intent(in) :: blockSize, flags
    class(*), intent(in) :: dynamicSMemSize
    type(c_ptr) :: h
    integer(c_int) :: nb
    h = $h
    numBlocks = 0
    istat = cudaErrorInvalidDeviceFunction
    if (.not. c_associated(h)) return
    istat = cudaErrorInvalidValue
    if (cf_i8(dynamicSMemSize) < 0) return
    istat = cf_raw_occupancy_flags(nb, h, blockSize, int(cf_i8(dynamicSMemSize), c_size_t), flags)
    numBlocks = nb
  end function cf_occf_$f
EOF
  done
}

# ---- c_ptr / c_devptr forms (counts in bytes) ----
ctype() { [ "$1" = d ] && echo "type(c_devptr)" || echo "type(c_ptr)"; }
caddr() { [ "$1" = d ] && echo "$2%cptr" || echo "$2"; }
cforms() {
  echo "  ! ---- c_devptr / c_ptr forms: counts, pitches, widths in BYTES (guide §4.9) ----"
  for c in $CCOMBOS; do
    local D=${c:0:1} S=${c:1:1}
    local dt=$(ctype $D) st=$(ctype $S) da=$(caddr $D dst) sa=$(caddr $S src)
    cat <<EOF
  integer function mc_$c(dst, src, count, kdir) result(istat)
    $dt, intent(in) :: dst
    $st, intent(in) :: src
    class(*), intent(in) :: count
    integer, intent(in), optional :: kdir
    istat = cf_copy_bytes($da, $sa, cf_i8(count), cf_kdir(kdir), 0_cuda_stream_kind, 0)
  end function mc_$c
  integer function mca_$c(dst, src, count, kdir, stream) result(istat)
    $dt, intent(in) :: dst
    $st, intent(in) :: src
    class(*), intent(in) :: count
    integer, intent(in) :: kdir
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cf_copy_bytes($da, $sa, cf_i8(count), kdir, cf_stream(stream), 1)
  end function mca_$c
  integer function mcs_$c(dst, src, count, stream) result(istat)
    $dt, intent(in) :: dst
    $st, intent(in) :: src
    class(*), intent(in) :: count
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cf_copy_bytes($da, $sa, cf_i8(count), -1, cf_stream(stream), 1)
  end function mcs_$c
  integer function m2_$c(dst, dpitch, src, spitch, width, height, kdir) result(istat)
    $dt, intent(in) :: dst
    $st, intent(in) :: src
    class(*), intent(in) :: dpitch, spitch, width, height
    integer, intent(in), optional :: kdir
    istat = cf_copy2d_bytes($da, cf_i8(dpitch), $sa, cf_i8(spitch), cf_i8(width), cf_i8(height), &
                            cf_kdir(kdir), 0_cuda_stream_kind, 0)
  end function m2_$c
  integer function m2a_$c(dst, dpitch, src, spitch, width, height, kdir, stream) result(istat)
    $dt, intent(in) :: dst
    $st, intent(in) :: src
    class(*), intent(in) :: dpitch, spitch, width, height
    integer, intent(in) :: kdir
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cf_copy2d_bytes($da, cf_i8(dpitch), $sa, cf_i8(spitch), cf_i8(width), cf_i8(height), &
                            kdir, cf_stream(stream), 1)
  end function m2a_$c
  integer function m2s_$c(dst, dpitch, src, spitch, width, height, stream) result(istat)
    $dt, intent(in) :: dst
    $st, intent(in) :: src
    class(*), intent(in) :: dpitch, spitch, width, height
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cf_copy2d_bytes($da, cf_i8(dpitch), $sa, cf_i8(spitch), cf_i8(width), cf_i8(height), &
                            -1, cf_stream(stream), 1)
  end function m2s_$c
EOF
  done
  cat <<'EOF'
  integer function mp_dd(dst, dstdev, src, srcdev, count) result(istat)
    type(c_devptr), intent(in) :: dst, src
    integer, intent(in) :: dstdev, srcdev
    class(*), intent(in) :: count
    istat = cudaErrorInvalidValue
    if (cf_i8(count) < 0) return
    istat = cf_raw_memcpy_peer(dst%cptr, dstdev, src%cptr, srcdev, int(cf_i8(count), c_size_t))
  end function mp_dd
  integer function mpa_dd(dst, dstdev, src, srcdev, count, stream) result(istat)
    type(c_devptr), intent(in) :: dst, src
    integer, intent(in) :: dstdev, srcdev
    class(*), intent(in) :: count
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudaErrorInvalidValue
    if (cf_i8(count) < 0) return
    istat = cf_raw_memcpy_peer_async(dst%cptr, dstdev, src%cptr, srcdev, int(cf_i8(count), c_size_t), &
                                     cf_stream(stream))
  end function mpa_dd
  ! memset on c_devptr: bytes, the lowest byte of value is used
  integer function ms_cdev(devptr, value, count) result(istat)
    type(c_devptr), intent(in) :: devptr
    class(*), intent(in) :: value, count
    istat = cudaErrorInvalidValue
    if (cf_i8(count) < 0) return
    istat = cf_raw_memset(devptr%cptr, int(iand(cf_i8(value), 255_c_int64_t), c_int), int(cf_i8(count), c_size_t))
  end function ms_cdev
  integer function msa_cdev(devptr, value, count, stream) result(istat)
    type(c_devptr), intent(in) :: devptr
    class(*), intent(in) :: value, count
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudaErrorInvalidValue
    if (cf_i8(count) < 0) return
    istat = cf_raw_memset_async(devptr%cptr, int(iand(cf_i8(value), 255_c_int64_t), c_int), &
                                int(cf_i8(count), c_size_t), cf_stream(stream))
  end function msa_cdev
  integer function ms2_cdev(devptr, pitch, value, width, height) result(istat)
    type(c_devptr), intent(in) :: devptr
    class(*), intent(in) :: pitch, value, width, height
    istat = cudaErrorInvalidValue
    if (min(cf_i8(pitch), cf_i8(width), cf_i8(height)) < 0) return
    istat = cf_raw_memset2d(devptr%cptr, int(cf_i8(pitch), c_size_t), int(iand(cf_i8(value), 255_c_int64_t), c_int), &
                            int(cf_i8(width), c_size_t), int(cf_i8(height), c_size_t))
  end function ms2_cdev
  integer function madv_cdev(devptr, count, advice, device) result(istat)
    type(c_devptr), intent(in) :: devptr
    class(*), intent(in) :: count
    integer, intent(in) :: advice, device
    istat = cf_mem_advise(devptr%cptr, cf_i8(count), advice, device)
  end function madv_cdev
  integer function mpf_cdev(devptr, count, device, stream) result(istat)
    type(c_devptr), intent(in) :: devptr
    class(*), intent(in) :: count
    integer, intent(in) :: device
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cf_mem_prefetch(devptr%cptr, cf_i8(count), device, cf_stream(stream))
  end function mpf_cdev
  integer function sam_cdev(stream, devptr, length, flags) result(istat)
    integer(cuda_stream_kind), intent(in) :: stream
    type(c_devptr), intent(in) :: devptr
    class(*), intent(in), optional :: length
    integer, intent(in), optional :: flags
    integer(c_int64_t) :: n
    integer(c_int) :: fl
    n = 0
    if (present(length)) n = cf_i8(length)
    fl = cudaMemAttachSingle
    if (present(flags)) fl = flags
    istat = cudaErrorInvalidValue
    if (n < 0) return
    istat = cf_raw_stream_attach(stream, devptr%cptr, int(n, c_size_t), fl)
  end function sam_cdev
  integer function pga_cptr(attr, ptr) result(istat)
    type(cudaPointerAttributes), intent(out) :: attr
    type(c_ptr), intent(in) :: ptr
    istat = cf_pointer_get_attributes(attr, ptr)
  end function pga_cptr
  integer function pga_cdev(attr, ptr) result(istat)
    type(cudaPointerAttributes), intent(out) :: attr
    type(c_devptr), intent(in) :: ptr
    istat = cf_pointer_get_attributes(attr, ptr%cptr)
  end function pga_cdev
  ! allocation, c_devptr / c_ptr forms (bytes)
  integer function cm_cdev(devptr, count) result(istat)
    type(c_devptr), intent(out) :: devptr
    class(*), intent(in) :: count
    devptr%cptr = c_null_ptr
    istat = cudaErrorInvalidValue
    if (cf_i8(count) < 0) return
    istat = cf_raw_malloc(devptr%cptr, int(cf_i8(count), c_size_t))
  end function cm_cdev
  integer function cmm_cdev(devptr, count, flags) result(istat)
    type(c_devptr), intent(out) :: devptr
    class(*), intent(in) :: count
    integer, intent(in), optional :: flags
    integer(c_int) :: fl
    fl = cudaMemAttachGlobal
    if (present(flags)) fl = flags
    devptr%cptr = c_null_ptr
    istat = cudaErrorInvalidValue
    if (cf_i8(count) < 0) return
    istat = cf_raw_malloc_managed(devptr%cptr, int(cf_i8(count), c_size_t), fl)
  end function cmm_cdev
  integer function cmh_cptr(hostptr, size) result(istat)
    type(c_ptr), intent(out) :: hostptr
    class(*), intent(in) :: size
    hostptr = c_null_ptr
    istat = cudaErrorInvalidValue
    if (cf_i8(size) < 0) return
    istat = cf_raw_malloc_host(hostptr, int(cf_i8(size), c_size_t))
  end function cmh_cptr
  integer function cfr_cdev(devptr) result(istat)
    type(c_devptr), intent(in) :: devptr
    istat = cudafor_raw_free(devptr%cptr, cudaforMemKindDevice)
  end function cfr_cdev
  integer function cfh_cptr(hostptr) result(istat)
    type(c_ptr), intent(in) :: hostptr
    istat = cudafor_raw_free(hostptr, cudaforMemKindPinned)
  end function cfh_cptr
  integer function cmp_cdev(devptr, pitch, width, height) result(istat)
    type(c_devptr), intent(out) :: devptr
    integer(cuda_count_kind), intent(out) :: pitch
    class(*), intent(in) :: width, height
    devptr%cptr = c_null_ptr
    pitch = 0
    istat = cudaErrorInvalidValue
    if (min(cf_i8(width), cf_i8(height)) < 0) return
    istat = cf_raw_malloc_pitch(devptr%cptr, pitch, int(cf_i8(width), c_size_t), int(cf_i8(height), c_size_t))
  end function cmp_cdev
  integer function cm3_pp(pitchptr, cext) result(istat)
    type(cudaPitchedPtr), intent(out) :: pitchptr
    type(cudaExtent), intent(in) :: cext
    istat = cf_raw_malloc3d(pitchptr, cext)
  end function cm3_pp
EOF
}

# ---- per type/kind specifics ----
rank_cases() {   # pointer remapping of a onto flat for ranks 1..7
  local r i b
  for r in 1 2 3 4 5 6 7; do
    b=""
    for i in $(seq 1 $r); do b="$b${b:+, }lb($i):ub($i)"; done
    echo "    rank ($r)"
    echo "      a($b) => flat"
  done
}
nullify_cases() {
  local r
  for r in 0 1 2 3 4 5 6 7; do echo "    rank ($r)"; echo "      nullify(a)"; done
}
RANKS=$(rank_cases)
NULLS=$(nullify_cases)

typed() {
  local S=$1 T=$2 P=$3
  cat <<EOF

  ! ==================================================================
  ! $T
  ! ==================================================================

  ! associate pointer a with the memory at p, bounds lb(1:rank):ub(1:rank)
  subroutine cfas_$S(a, p, lb, ub, istat)
    $P, pointer, dimension(..) :: a
    type(c_ptr), intent(in) :: p
    integer(c_int64_t), intent(in) :: lb(:), ub(:)
    integer, intent(out) :: istat
    $P, pointer :: flat(:)
    integer(c_int64_t) :: n
    istat = cudaSuccess
    n = 1
    if (rank(a) > 0) n = product(max(0_c_int64_t, ub(1:rank(a)) - lb(1:rank(a)) + 1))
    call c_f_pointer(p, flat, [max(n, 1_c_int64_t)])
    select rank (a)
    rank (0)
      a => flat(1)
$RANKS
    rank default
      istat = cudaErrorInvalidValue
    end select
  end subroutine cfas_$S

  ! cudaforAllocate(a, lb, ub, memkind[, flags]) — for the code generator:
  !   a        $P, pointer, dimension(..)   (the host view of the device/managed/pinned array)
  !   lb, ub   integer(c_int64_t) arrays of size >= rank(a): the bounds of ALLOCATE
  !   memkind  cudaforMemKindDevice | cudaforMemKindManaged | cudaforMemKindPinned
  !   flags    cudaMemAttach* (managed) or cudaHostAlloc* (pinned); default 0
  ! returns the cudaError; a is associated on success, unchanged on failure.
  integer function cfa_$S(a, lb, ub, memkind, flags) result(istat)
    $P, pointer, dimension(..) :: a
    integer(c_int64_t), intent(in) :: lb(:), ub(:)
    integer, intent(in) :: memkind
    integer, intent(in), optional :: flags
    $P, pointer :: elem
    type(c_ptr) :: p
    integer(c_int64_t) :: n
    integer(c_int) :: fl
    integer :: dummy
    istat = cudaErrorInvalidValue
    if (size(lb) < rank(a) .or. size(ub) < rank(a) .or. rank(a) > 7) return
    n = 1
    if (rank(a) > 0) n = product(max(0_c_int64_t, ub(1:rank(a)) - lb(1:rank(a)) + 1))
    fl = 0
    if (present(flags)) fl = flags
    istat = cudafor_raw_alloc(p, n * (storage_size(elem) / 8), memkind, fl)
    if (istat /= cudaSuccess) return
    call cfas_$S(a, p, lb, ub, istat)
    if (istat /= cudaSuccess) dummy = cudafor_raw_free(p, memkind)
  end function cfa_$S

  ! cudaforDeallocate(a, memkind): frees and nullifies; success if a is not associated
  integer function cfd_$S(a, memkind) result(istat)
    $P, pointer, dimension(..) :: a
    integer, intent(in) :: memkind
    istat = cudaSuccess
    if (.not. associated(a)) return
    istat = cudafor_raw_free(cudafor_loc(a), memkind)
    if (istat /= cudaSuccess) return
    select rank (a)
$NULLS
    end select
  end function cfd_$S

  ! D-4.9.11: count elements; rank > 1 gets shape (count, 1, ..., 1)
  integer function cm_$S(devptr, count) result(istat)
    $P, pointer, dimension(..) :: devptr
    class(*), intent(in) :: count
    integer(c_int64_t) :: lb(max(1, rank(devptr))), ub(max(1, rank(devptr)))
    lb = 1
    ub = 1
    ub(1) = cf_i8(count)
    istat = cudaErrorInvalidValue
    if (ub(1) < 0) return
    istat = cfa_$S(devptr, lb, ub, cudaforMemKindDevice)
  end function cm_$S

  ! D-4.9.13
  integer function cmm_$S(devptr, count, flags) result(istat)
    $P, pointer, dimension(..) :: devptr
    class(*), intent(in) :: count
    integer, intent(in), optional :: flags
    integer(c_int64_t) :: lb(max(1, rank(devptr))), ub(max(1, rank(devptr)))
    integer :: fl
    fl = cudaMemAttachGlobal
    if (present(flags)) fl = flags
    lb = 1
    ub = 1
    ub(1) = cf_i8(count)
    istat = cudaErrorInvalidValue
    if (ub(1) < 0) return
    istat = cfa_$S(devptr, lb, ub, cudaforMemKindManaged, fl)
  end function cmm_$S

  ! D-X-05 (pinned host memory, count in elements)
  integer function cmh_$S(hostptr, count) result(istat)
    $P, pointer, dimension(..) :: hostptr
    class(*), intent(in) :: count
    integer(c_int64_t) :: lb(max(1, rank(hostptr))), ub(max(1, rank(hostptr)))
    lb = 1
    ub = 1
    ub(1) = cf_i8(count)
    istat = cudaErrorInvalidValue
    if (ub(1) < 0) return
    istat = cfa_$S(hostptr, lb, ub, cudaforMemKindPinned)
  end function cmh_$S

  ! D-4.9.1 (device or managed)
  integer function cfr_$S(devptr) result(istat)
    $P, pointer, dimension(..) :: devptr
    istat = cfd_$S(devptr, cudaforMemKindDevice)
  end function cfr_$S

  ! D-4.9.3
  integer function cfh_$S(hostptr) result(istat)
    $P, pointer, dimension(..) :: hostptr
    istat = cfd_$S(hostptr, cudaforMemKindPinned)
  end function cfh_$S

  ! D-4.9.14: devptr rank 2, width/pitch in elements; devptr becomes the
  ! (1:width, 1:height) section of a (pitch, height) block
  integer function cmp_$S(devptr, pitch, width, height) result(istat)
    $P, pointer, dimension(..) :: devptr
    integer(cuda_count_kind), intent(out) :: pitch
    class(*), intent(in) :: width, height
    $P, pointer :: full(:,:)
    type(c_ptr) :: p
    integer(c_size_t) :: pb
    integer(c_int64_t) :: w, h, es
    integer :: dummy
    pitch = 0
    w = cf_i8(width)
    h = cf_i8(height)
    es = storage_size(full) / 8
    istat = cudaErrorInvalidValue
    if (rank(devptr) /= 2 .or. w < 0 .or. h < 0) return
    istat = cf_raw_malloc_pitch(p, pb, int(max(w, 1_c_int64_t) * es, c_size_t), int(max(h, 1_c_int64_t), c_size_t))
    if (istat /= cudaSuccess) return
    if (mod(int(pb, c_int64_t), es) /= 0) then
      dummy = cf_raw_free(p)
      istat = cudaErrorInvalidPitchValue
      return
    end if
    pitch = pb / es
    call c_f_pointer(p, full, [int(pitch, c_int64_t), max(h, 1_c_int64_t)])
    select rank (devptr)
    rank (2)
      devptr => full(1:w, 1:h)
    end select
  end function cmp_$S

  ! D-4.9.15, array form: devptr rank 3, cext%width in ELEMENTS (the array's
  ! leading extent), height, depth; devptr becomes the (1:width,1:height,1:depth)
  ! section of a (pitch, height, depth) block
  integer function cm3_$S(devptr, cext) result(istat)
    $P, pointer, dimension(..) :: devptr
    type(cudaExtent), intent(in) :: cext
    $P, pointer :: full(:,:,:)
    type(cudaPitchedPtr) :: pp
    integer(c_int64_t) :: es, pe, w, h, d
    integer :: dummy
    es = storage_size(full) / 8
    w = cext%width
    h = cext%height
    d = cext%depth
    istat = cudaErrorInvalidValue
    if (rank(devptr) /= 3) return
    istat = cf_raw_malloc3d(pp, cudaExtent(int(max(w, 1_c_int64_t) * es, c_size_t), &
                            int(max(h, 1_c_int64_t), c_size_t), int(max(d, 1_c_int64_t), c_size_t)))
    if (istat /= cudaSuccess) return
    if (mod(int(pp%pitch, c_int64_t), es) /= 0) then
      dummy = cf_raw_free(pp%ptr)
      istat = cudaErrorInvalidPitchValue
      return
    end if
    pe = pp%pitch / es
    call c_f_pointer(pp%ptr, full, [pe, max(h, 1_c_int64_t), max(d, 1_c_int64_t)])
    select rank (devptr)
    rank (3)
      devptr => full(1:w, 1:h, 1:d)
    end select
  end function cm3_$S

  ! D-X-07 c_f_pointer(c_devptr, array, shape): shape an integer array or (PGI)
  ! a scalar, any kind; lower bounds 1
  subroutine cfp_$S(cptr, fptr, shape)
    type(c_devptr), intent(in) :: cptr
    $P, pointer, dimension(..) :: fptr
    class(*), intent(in), optional :: shape(..)
    integer(c_int64_t) :: lb(max(1, rank(fptr))), ub(max(1, rank(fptr)))
    integer :: istat
    lb = 1
    ub = 1
    if (present(shape)) call cf_shape(shape, ub)
    call cfas_$S(fptr, cptr%cptr, lb, ub, istat)
  end subroutine cfp_$S

  ! D-4.9.18
  integer function mc_$S(dst, src, count, kdir) result(istat)
    $T, dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: count
    integer, intent(in), optional :: kdir
    istat = cudafor_memcpy(dst, src, cf_i8(count), cf_kdir(kdir), 0_cuda_stream_kind, 0)
  end function mc_$S

  ! D-4.9.20
  integer function mca_$S(dst, src, count, kdir, stream) result(istat)
    $T, dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: count
    integer, intent(in) :: kdir
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy(dst, src, cf_i8(count), kdir, cf_stream(stream), 1)
  end function mca_$S
  integer function mcs_$S(dst, src, count, stream) result(istat)
    $T, dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: count
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy(dst, src, cf_i8(count), -1, cf_stream(stream), 1)
  end function mcs_$S

  ! D-4.9.29
  integer function m2_$S(dst, dpitch, src, spitch, width, height, kdir) result(istat)
    $T, dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: dpitch, spitch, width, height
    integer, intent(in), optional :: kdir
    istat = cudafor_memcpy2d(dst, cf_i8(dpitch), src, cf_i8(spitch), cf_i8(width), cf_i8(height), &
                             cf_kdir(kdir), 0_cuda_stream_kind, 0)
  end function m2_$S

  ! D-4.9.31
  integer function m2a_$S(dst, dpitch, src, spitch, width, height, kdir, stream) result(istat)
    $T, dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: dpitch, spitch, width, height
    integer, intent(in) :: kdir
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy2d(dst, cf_i8(dpitch), src, cf_i8(spitch), cf_i8(width), cf_i8(height), &
                             kdir, cf_stream(stream), 1)
  end function m2a_$S
  integer function m2s_$S(dst, dpitch, src, spitch, width, height, stream) result(istat)
    $T, dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: dpitch, spitch, width, height
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy2d(dst, cf_i8(dpitch), src, cf_i8(spitch), cf_i8(width), cf_i8(height), &
                             -1, cf_stream(stream), 1)
  end function m2s_$S

  ! D-4.9.24 / D-4.9.25
  integer function mp_$S(dst, dstdev, src, srcdev, count) result(istat)
    $T, dimension(..) :: dst
    type(*), dimension(..) :: src
    integer, intent(in) :: dstdev, srcdev
    class(*), intent(in) :: count
    istat = cudafor_memcpy_peer(dst, dstdev, src, srcdev, cf_i8(count), 0_cuda_stream_kind, 0)
  end function mp_$S
  integer function mpa_$S(dst, dstdev, src, srcdev, count, stream) result(istat)
    $T, dimension(..) :: dst
    type(*), dimension(..) :: src
    integer, intent(in) :: dstdev, srcdev
    class(*), intent(in) :: count
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy_peer(dst, dstdev, src, srcdev, cf_i8(count), cf_stream(stream), 1)
  end function mpa_$S

  ! D-4.9.38 / 39 / 40: typed fill, value of the same type and kind
  integer function ms_$S(devptr, value, count) result(istat)
    $T, dimension(..) :: devptr
    $T, intent(in) :: value
    class(*), intent(in) :: count
    istat = cudafor_memset(devptr, value, cf_i8(count), 0_cuda_stream_kind, 0)
  end function ms_$S
  integer function msa_$S(devptr, value, count, stream) result(istat)
    $T, dimension(..) :: devptr
    $T, intent(in) :: value
    class(*), intent(in) :: count
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memset(devptr, value, cf_i8(count), cf_stream(stream), 1)
  end function msa_$S
  integer function ms2_$S(devptr, pitch, value, width, height) result(istat)
    $T, dimension(..) :: devptr
    class(*), intent(in) :: pitch, width, height
    $T, intent(in) :: value
    istat = cudafor_memset2d(devptr, cf_i8(pitch), value, cf_i8(width), cf_i8(height), 0_cuda_stream_kind, 0)
  end function ms2_$S

  ! D-4.9.17 / D-4.9.37 (count in elements)
  integer function madv_$S(devptr, count, advice, device) result(istat)
    $T, dimension(..) :: devptr
    class(*), intent(in) :: count
    integer, intent(in) :: advice, device
    istat = cudaErrorInvalidValue
    if (cf_i8(count) < 0) return
    istat = cf_mem_advise(cudafor_loc(devptr), cf_i8(count) * (storage_size(devptr) / 8), advice, device)
  end function madv_$S
  integer function mpf_$S(devptr, count, device, stream) result(istat)
    $T, dimension(..) :: devptr
    class(*), intent(in) :: count
    integer, intent(in) :: device
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudaErrorInvalidValue
    if (cf_i8(count) < 0) return
    istat = cf_mem_prefetch(cudafor_loc(devptr), cf_i8(count) * (storage_size(devptr) / 8), device, &
                            cf_stream(stream))
  end function mpf_$S

  ! D-4.5.3 (length in elements; the guide: "currently must be zero")
  integer function sam_$S(stream, devptr, length, flags) result(istat)
    integer(cuda_stream_kind), intent(in) :: stream
    $T, dimension(..) :: devptr
    class(*), intent(in), optional :: length
    integer, intent(in), optional :: flags
    integer(c_int64_t) :: n
    integer(c_int) :: fl
    n = 0
    if (present(length)) n = cf_i8(length)
    fl = cudaMemAttachSingle
    if (present(flags)) fl = flags
    istat = cudaErrorInvalidValue
    if (n < 0) return
    istat = cf_raw_stream_attach(stream, cudafor_loc(devptr), int(n * (storage_size(devptr) / 8), c_size_t), fl)
  end function sam_$S

  ! D-4.10.4
  integer function pga_$S(attr, ptr) result(istat)
    type(cudaPointerAttributes), intent(out) :: attr
    $T, dimension(..) :: ptr
    istat = cf_pointer_get_attributes(attr, cudafor_loc(ptr))
  end function pga_$S
EOF
}

all_typed() {
  echo "$TYPES" | while IFS='|' read -r s t p; do typed "$s" "$t" "$p"; done
}

"$here/gen_constants.sh" "$CUDA" > "$T/constants"
devprop_types > "$T/devprop_types"
devprop_copy > "$T/devprop_copy"
generics > "$T/generics"
privates > "$T/privates"
funcarg_procs > "$T/funcarg"
cforms > "$T/cforms"
all_typed > "$T/typed"

awk -v dir="$T" '
  /^@@CONSTANTS@@$/     { system("cat " dir "/constants"); next }
  /^@@DEVPROP_TYPES@@$/ { system("cat " dir "/devprop_types"); next }
  /^@@DEVPROP_COPY@@$/  { system("cat " dir "/devprop_copy"); next }
  /^@@GENERICS@@$/      { system("cat " dir "/generics"); next }
  /^@@PRIVATES@@$/      { system("cat " dir "/privates"); next }
  /^@@FUNCARG_PROCS@@$/ { system("cat " dir "/funcarg"); next }
  /^@@CFORMS@@$/        { system("cat " dir "/cforms"); next }
  /^@@TYPED@@$/         { system("cat " dir "/typed"); next }
  { print }' "$here/cudafor.f90.in" > "$here/../cudafor.f90"
echo "wrote modules/cudafor.f90 ($(wc -l < "$here/../cudafor.f90") lines)"
