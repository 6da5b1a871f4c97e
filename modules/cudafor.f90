! cudafor — CUDA Fortran runtime API module of cufc (guide chapter 4; checklist part D).
!
! GENERATED FILE: edit modules/tools/cudafor.f90.in and run modules/tools/gen_cudafor.sh.
!
! Host representation (docs: DESIGN.md "Host code goes to gfortran"): a device or
! managed array/scalar is a gfortran POINTER of the same type, kind and rank whose
! target is device (or managed) memory; nothing here ever dereferences it.
!
! Conventions of this module
!  * every runtime routine is an integer function returning the cudaError value;
!  * data arguments ("any device or host scalar or array of a supported type") are
!    generic over the intrinsic types of guide Table 2 — integer(1,2,4,8),
!    logical(1,2,4,8), real(4,8), complex(4,8), character — and every rank, through
!    assumed-rank dummies; counts are in ELEMENTS for them and in BYTES for the
!    type(c_devptr) / type(c_ptr) forms (guide §4.9);
!  * count/size/pitch arguments accept ANY integer kind (class(*) dummies);
!  * derived-type data cannot be in these generics next to the c_ptr/c_devptr forms
!    (an assumed-type specific is ambiguous with every other one), so the code
!    generator routes derived-type arguments to the descriptor entry points
!    cudafor_memcpy, cudafor_memcpy2d, cudafor_memset, ... (public below), which take
!    type(*), dimension(..) and element counts;
!  * real(2) is a device type gfortran 12 does not have: cufc represents it on the
!    host as integer(2), which the integer(2) specifics cover (same element size).
!  * guide names of the allocation helpers used by the code generator:
!    cudaforAllocate / cudaforDeallocate (see their comment).
module cudafor
  use, intrinsic :: iso_c_binding
  implicit none

  ! ------------------------------------------------------------------
  ! Kinds (D-T-12, D-T-13)
  ! ------------------------------------------------------------------
  integer, parameter :: cuda_stream_kind = c_intptr_t   ! holds a cudaStream_t
  integer, parameter :: cuda_count_kind = c_size_t      ! size_t counts, pitches

  ! ------------------------------------------------------------------
  ! Derived types (D-T-01 .. D-T-11)
  ! ------------------------------------------------------------------
  ! D-T-01: CUDA's dim3 is three unsigned ints
  type, bind(c) :: dim3
    integer(c_int) :: x = 1, y = 1, z = 1
  end type dim3

  ! D-T-11: C device pointer ("extends" c_ptr: a bind(c) wrapper, same ABI as void*)
  type, bind(c) :: c_devptr
    type(c_ptr) :: cptr = c_null_ptr
  end type c_devptr

  ! D-T-03: cudaEvent_t
  type, bind(c) :: cudaEvent
    type(c_ptr) :: event = c_null_ptr
  end type cudaEvent

  ! NEW-170 (CUDA Graphs): cudaGraph_t, cudaGraphExec_t, cudaGraphNode_t
  type, bind(c) :: cudaGraph
    type(c_ptr) :: graph = c_null_ptr
  end type cudaGraph
  type, bind(c) :: cudaGraphExec
    type(c_ptr) :: graph_exec = c_null_ptr
  end type cudaGraphExec
  type, bind(c) :: cudaGraphNode
    type(c_ptr) :: node = c_null_ptr
  end type cudaGraphNode

  ! D-T-06: cudaArray_t
  type, bind(c) :: cudaArrayPtr
    type(c_ptr) :: carray = c_null_ptr
  end type cudaArrayPtr

  ! D-T-07: same layout as struct cudaChannelFormatDesc
  type, bind(c) :: cudaChannelFormatDesc
    integer(c_int) :: x = 0, y = 0, z = 0, w = 0
    integer(c_int) :: f = 0          ! cudaChannelFormatKind*
  end type cudaChannelFormatDesc

  ! D-T-08 and friends: same layout as the CUDA structs (sizes in bytes for
  ! linear memory, in elements for CUDA arrays, as in CUDA C)
  type, bind(c) :: cudaExtent
    integer(c_size_t) :: width = 0, height = 0, depth = 0
  end type cudaExtent

  type, bind(c) :: cudaPos
    integer(c_size_t) :: x = 0, y = 0, z = 0
  end type cudaPos

  ! D-T-09
  type, bind(c) :: cudaPitchedPtr
    type(c_ptr) :: ptr = c_null_ptr
    integer(c_size_t) :: pitch = 0, xsize = 0, ysize = 0
  end type cudaPitchedPtr

  ! D-T-10
  type, bind(c) :: cudaMemcpy3DParms
    type(cudaArrayPtr) :: srcArray
    type(cudaPos) :: srcPos
    type(cudaPitchedPtr) :: srcPtr
    type(cudaArrayPtr) :: dstArray
    type(cudaPos) :: dstPos
    type(cudaPitchedPtr) :: dstPtr
    type(cudaExtent) :: extent
    integer(c_int) :: kind = 0      ! cudaMemcpyKind
  end type cudaMemcpy3DParms

  ! D-T-05: our layout, filled by the glue from struct cudaPointerAttributes.
  ! `memoryType` is the pre-CUDA-11 name of `type`; both hold cudaMemoryType*.
  type, bind(c) :: cudaPointerAttributes
    integer(c_int) :: type = 0
    integer(c_int) :: memoryType = 0
    integer(c_int) :: device = 0
    integer(c_int) :: isManaged = 0
    type(c_devptr) :: devicePointer
    type(c_ptr) :: hostPointer = c_null_ptr
  end type cudaPointerAttributes

  ! D-T-04: our layout, same fields as CUDA 13's struct cudaFuncAttributes
  type, bind(c) :: cudaFuncAttributes
    integer(c_size_t) :: sharedSizeBytes = 0, constSizeBytes = 0, localSizeBytes = 0
    integer(c_int) :: maxThreadsPerBlock = 0, numRegs = 0, ptxVersion = 0, binaryVersion = 0
    integer(c_int) :: cacheModeCA = 0, maxDynamicSharedSizeBytes = 0, preferredShmemCarveout = 0
    integer(c_int) :: clusterDimMustBeSet = 0, requiredClusterWidth = 0
    integer(c_int) :: requiredClusterHeight = 0, requiredClusterDepth = 0
    integer(c_int) :: clusterSchedulingPolicyPreference = 0, nonPortableClusterSizeAllowed = 0
  end type cudaFuncAttributes

  ! D-T-02: the guide's cudaDeviceProp.  NOT a copy of CUDA's struct (that changes
  ! between toolkits): our layout, filled by the glue.  Integer fields are
  ! integer(4) (int in CUDA), byte sizes integer(8) (size_t).  Fields CUDA 13
  ! removed from the struct (clockRate, memoryClockRate, deviceOverlap,
  ! kernelExecTimeoutEnabled, computeMode, maxTexture1DLinear,
  ! singleToDoublePrecisionPerfRatio) are read with cudaDeviceGetAttribute.
  type, bind(c) :: cudafor_prop_c      ! mirror of struct cudafor_prop (glue); private
    integer(c_size_t) :: totalGlobalMem
    integer(c_size_t) :: sharedMemPerBlock
    integer(c_size_t) :: memPitch
    integer(c_size_t) :: totalConstMem
    integer(c_size_t) :: textureAlignment
    integer(c_size_t) :: texturePitchAlignment
    integer(c_size_t) :: surfaceAlignment
    integer(c_size_t) :: sharedMemPerMultiprocessor
    integer(c_size_t) :: sharedMemPerBlockOptin
    integer(c_size_t) :: reservedSharedMemPerBlock
    integer(c_int) :: luidDeviceNodeMask
    integer(c_int) :: regsPerBlock
    integer(c_int) :: warpSize
    integer(c_int) :: maxThreadsPerBlock
    integer(c_int) :: major
    integer(c_int) :: minor
    integer(c_int) :: multiProcessorCount
    integer(c_int) :: integrated
    integer(c_int) :: canMapHostMemory
    integer(c_int) :: maxTexture1D
    integer(c_int) :: maxTexture1DMipmap
    integer(c_int) :: maxTextureCubemap
    integer(c_int) :: maxSurface1D
    integer(c_int) :: maxSurfaceCubemap
    integer(c_int) :: concurrentKernels
    integer(c_int) :: ECCEnabled
    integer(c_int) :: pciBusID
    integer(c_int) :: pciDeviceID
    integer(c_int) :: pciDomainID
    integer(c_int) :: tccDriver
    integer(c_int) :: asyncEngineCount
    integer(c_int) :: unifiedAddressing
    integer(c_int) :: memoryBusWidth
    integer(c_int) :: l2CacheSize
    integer(c_int) :: persistingL2CacheMaxSize
    integer(c_int) :: maxThreadsPerMultiProcessor
    integer(c_int) :: streamPrioritiesSupported
    integer(c_int) :: globalL1CacheSupported
    integer(c_int) :: localL1CacheSupported
    integer(c_int) :: regsPerMultiprocessor
    integer(c_int) :: managedMemory
    integer(c_int) :: isMultiGpuBoard
    integer(c_int) :: multiGpuBoardGroupID
    integer(c_int) :: hostNativeAtomicSupported
    integer(c_int) :: pageableMemoryAccess
    integer(c_int) :: concurrentManagedAccess
    integer(c_int) :: computePreemptionSupported
    integer(c_int) :: canUseHostPointerForRegisteredMem
    integer(c_int) :: cooperativeLaunch
    integer(c_int) :: pageableMemoryAccessUsesHostPageTables
    integer(c_int) :: directManagedMemAccessFromHost
    integer(c_int) :: maxBlocksPerMultiProcessor
    integer(c_int) :: accessPolicyMaxWindowSize
    integer(c_int) :: hostRegisterSupported
    integer(c_int) :: sparseCudaArraySupported
    integer(c_int) :: hostRegisterReadOnlySupported
    integer(c_int) :: timelineSemaphoreInteropSupported
    integer(c_int) :: memoryPoolsSupported
    integer(c_int) :: gpuDirectRDMASupported
    integer(c_int) :: gpuDirectRDMAFlushWritesOptions
    integer(c_int) :: gpuDirectRDMAWritesOrdering
    integer(c_int) :: memoryPoolSupportedHandleTypes
    integer(c_int) :: deferredMappingCudaArraySupported
    integer(c_int) :: ipcEventSupported
    integer(c_int) :: clusterLaunch
    integer(c_int) :: unifiedFunctionPointers
    integer(c_int) :: deviceNumaConfig
    integer(c_int) :: deviceNumaId
    integer(c_int) :: mpsEnabled
    integer(c_int) :: hostNumaId
    integer(c_int) :: gpuPciDeviceID
    integer(c_int) :: gpuPciSubsystemID
    integer(c_int) :: hostNumaMultinodeIpcSupported
    integer(c_int) :: clockRate
    integer(c_int) :: memoryClockRate
    integer(c_int) :: deviceOverlap
    integer(c_int) :: kernelExecTimeoutEnabled
    integer(c_int) :: computeMode
    integer(c_int) :: maxTexture1DLinear
    integer(c_int) :: singleToDoublePrecisionPerfRatio
    integer(c_int) :: maxThreadsDim(3)
    integer(c_int) :: maxGridSize(3)
    integer(c_int) :: maxTexture2D(2)
    integer(c_int) :: maxTexture2DMipmap(2)
    integer(c_int) :: maxTexture2DLinear(3)
    integer(c_int) :: maxTexture2DGather(2)
    integer(c_int) :: maxTexture3D(3)
    integer(c_int) :: maxTexture3DAlt(3)
    integer(c_int) :: maxTexture1DLayered(2)
    integer(c_int) :: maxTexture2DLayered(3)
    integer(c_int) :: maxTextureCubemapLayered(2)
    integer(c_int) :: maxSurface2D(2)
    integer(c_int) :: maxSurface3D(3)
    integer(c_int) :: maxSurface1DLayered(2)
    integer(c_int) :: maxSurface2DLayered(3)
    integer(c_int) :: maxSurfaceCubemapLayered(2)
    character(kind=c_char) :: name(256)
    character(kind=c_char) :: uuid(16)
    character(kind=c_char) :: luid(8)
  end type cudafor_prop_c

  type :: cudaDeviceProp
    character(len=256) :: name = ' '     ! blank padded (the guide trims it)
    character(len=16) :: uuid = ' '
    character(len=8) :: luid = ' '
    integer(kind=cuda_count_kind) :: totalGlobalMem = 0
    integer(kind=cuda_count_kind) :: sharedMemPerBlock = 0
    integer(kind=cuda_count_kind) :: memPitch = 0
    integer(kind=cuda_count_kind) :: totalConstMem = 0
    integer(kind=cuda_count_kind) :: textureAlignment = 0
    integer(kind=cuda_count_kind) :: texturePitchAlignment = 0
    integer(kind=cuda_count_kind) :: surfaceAlignment = 0
    integer(kind=cuda_count_kind) :: sharedMemPerMultiprocessor = 0
    integer(kind=cuda_count_kind) :: sharedMemPerBlockOptin = 0
    integer(kind=cuda_count_kind) :: reservedSharedMemPerBlock = 0
    integer(kind=4) :: luidDeviceNodeMask = 0
    integer(kind=4) :: regsPerBlock = 0
    integer(kind=4) :: warpSize = 0
    integer(kind=4) :: maxThreadsPerBlock = 0
    integer(kind=4) :: major = 0
    integer(kind=4) :: minor = 0
    integer(kind=4) :: multiProcessorCount = 0
    integer(kind=4) :: integrated = 0
    integer(kind=4) :: canMapHostMemory = 0
    integer(kind=4) :: maxTexture1D = 0
    integer(kind=4) :: maxTexture1DMipmap = 0
    integer(kind=4) :: maxTextureCubemap = 0
    integer(kind=4) :: maxSurface1D = 0
    integer(kind=4) :: maxSurfaceCubemap = 0
    integer(kind=4) :: concurrentKernels = 0
    integer(kind=4) :: ECCEnabled = 0
    integer(kind=4) :: pciBusID = 0
    integer(kind=4) :: pciDeviceID = 0
    integer(kind=4) :: pciDomainID = 0
    integer(kind=4) :: tccDriver = 0
    integer(kind=4) :: asyncEngineCount = 0
    integer(kind=4) :: unifiedAddressing = 0
    integer(kind=4) :: memoryBusWidth = 0
    integer(kind=4) :: l2CacheSize = 0
    integer(kind=4) :: persistingL2CacheMaxSize = 0
    integer(kind=4) :: maxThreadsPerMultiProcessor = 0
    integer(kind=4) :: streamPrioritiesSupported = 0
    integer(kind=4) :: globalL1CacheSupported = 0
    integer(kind=4) :: localL1CacheSupported = 0
    integer(kind=4) :: regsPerMultiprocessor = 0
    integer(kind=4) :: managedMemory = 0
    integer(kind=4) :: isMultiGpuBoard = 0
    integer(kind=4) :: multiGpuBoardGroupID = 0
    integer(kind=4) :: hostNativeAtomicSupported = 0
    integer(kind=4) :: pageableMemoryAccess = 0
    integer(kind=4) :: concurrentManagedAccess = 0
    integer(kind=4) :: computePreemptionSupported = 0
    integer(kind=4) :: canUseHostPointerForRegisteredMem = 0
    integer(kind=4) :: cooperativeLaunch = 0
    integer(kind=4) :: pageableMemoryAccessUsesHostPageTables = 0
    integer(kind=4) :: directManagedMemAccessFromHost = 0
    integer(kind=4) :: maxBlocksPerMultiProcessor = 0
    integer(kind=4) :: accessPolicyMaxWindowSize = 0
    integer(kind=4) :: hostRegisterSupported = 0
    integer(kind=4) :: sparseCudaArraySupported = 0
    integer(kind=4) :: hostRegisterReadOnlySupported = 0
    integer(kind=4) :: timelineSemaphoreInteropSupported = 0
    integer(kind=4) :: memoryPoolsSupported = 0
    integer(kind=4) :: gpuDirectRDMASupported = 0
    integer(kind=4) :: gpuDirectRDMAFlushWritesOptions = 0
    integer(kind=4) :: gpuDirectRDMAWritesOrdering = 0
    integer(kind=4) :: memoryPoolSupportedHandleTypes = 0
    integer(kind=4) :: deferredMappingCudaArraySupported = 0
    integer(kind=4) :: ipcEventSupported = 0
    integer(kind=4) :: clusterLaunch = 0
    integer(kind=4) :: unifiedFunctionPointers = 0
    integer(kind=4) :: deviceNumaConfig = 0
    integer(kind=4) :: deviceNumaId = 0
    integer(kind=4) :: mpsEnabled = 0
    integer(kind=4) :: hostNumaId = 0
    integer(kind=4) :: gpuPciDeviceID = 0
    integer(kind=4) :: gpuPciSubsystemID = 0
    integer(kind=4) :: hostNumaMultinodeIpcSupported = 0
    integer(kind=4) :: clockRate = 0
    integer(kind=4) :: memoryClockRate = 0
    integer(kind=4) :: deviceOverlap = 0
    integer(kind=4) :: kernelExecTimeoutEnabled = 0
    integer(kind=4) :: computeMode = 0
    integer(kind=4) :: maxTexture1DLinear = 0
    integer(kind=4) :: singleToDoublePrecisionPerfRatio = 0
    integer(kind=4) :: maxThreadsDim(3) = 0
    integer(kind=4) :: maxGridSize(3) = 0
    integer(kind=4) :: maxTexture2D(2) = 0
    integer(kind=4) :: maxTexture2DMipmap(2) = 0
    integer(kind=4) :: maxTexture2DLinear(3) = 0
    integer(kind=4) :: maxTexture2DGather(2) = 0
    integer(kind=4) :: maxTexture3D(3) = 0
    integer(kind=4) :: maxTexture3DAlt(3) = 0
    integer(kind=4) :: maxTexture1DLayered(2) = 0
    integer(kind=4) :: maxTexture2DLayered(3) = 0
    integer(kind=4) :: maxTextureCubemapLayered(2) = 0
    integer(kind=4) :: maxSurface2D(2) = 0
    integer(kind=4) :: maxSurface3D(3) = 0
    integer(kind=4) :: maxSurface1DLayered(2) = 0
    integer(kind=4) :: maxSurface2DLayered(3) = 0
    integer(kind=4) :: maxSurfaceCubemapLayered(2) = 0
  end type cudaDeviceProp

  ! ------------------------------------------------------------------
  ! Named constants (D-K-01 .. D-K-34 and the rest of the CUDA 13 enums
  ! and flags), values generated from the CUDA 13 headers by gen_constants.sh
  ! ------------------------------------------------------------------
  integer(cuda_stream_kind), parameter :: cudaStreamLegacy = 1     ! D-K-04 family
  integer(cuda_stream_kind), parameter :: cudaStreamPerThread = 2  ! D-K-04
  ! enum cudaError
  integer(c_int), parameter :: cudaSuccess = 0
  integer(c_int), parameter :: cudaErrorInvalidValue = 1
  integer(c_int), parameter :: cudaErrorMemoryAllocation = 2
  integer(c_int), parameter :: cudaErrorInitializationError = 3
  integer(c_int), parameter :: cudaErrorCudartUnloading = 4
  integer(c_int), parameter :: cudaErrorProfilerDisabled = 5
  integer(c_int), parameter :: cudaErrorProfilerNotInitialized = 6
  integer(c_int), parameter :: cudaErrorProfilerAlreadyStarted = 7
  integer(c_int), parameter :: cudaErrorProfilerAlreadyStopped = 8
  integer(c_int), parameter :: cudaErrorInvalidConfiguration = 9
  integer(c_int), parameter :: cudaErrorInvalidPitchValue = 12
  integer(c_int), parameter :: cudaErrorInvalidSymbol = 13
  integer(c_int), parameter :: cudaErrorInvalidHostPointer = 16
  integer(c_int), parameter :: cudaErrorInvalidDevicePointer = 17
  integer(c_int), parameter :: cudaErrorInvalidTexture = 18
  integer(c_int), parameter :: cudaErrorInvalidTextureBinding = 19
  integer(c_int), parameter :: cudaErrorInvalidChannelDescriptor = 20
  integer(c_int), parameter :: cudaErrorInvalidMemcpyDirection = 21
  integer(c_int), parameter :: cudaErrorAddressOfConstant = 22
  integer(c_int), parameter :: cudaErrorTextureFetchFailed = 23
  integer(c_int), parameter :: cudaErrorTextureNotBound = 24
  integer(c_int), parameter :: cudaErrorSynchronizationError = 25
  integer(c_int), parameter :: cudaErrorInvalidFilterSetting = 26
  integer(c_int), parameter :: cudaErrorInvalidNormSetting = 27
  integer(c_int), parameter :: cudaErrorMixedDeviceExecution = 28
  integer(c_int), parameter :: cudaErrorNotYetImplemented = 31
  integer(c_int), parameter :: cudaErrorMemoryValueTooLarge = 32
  integer(c_int), parameter :: cudaErrorStubLibrary = 34
  integer(c_int), parameter :: cudaErrorInsufficientDriver = 35
  integer(c_int), parameter :: cudaErrorCallRequiresNewerDriver = 36
  integer(c_int), parameter :: cudaErrorInvalidSurface = 37
  integer(c_int), parameter :: cudaErrorDuplicateVariableName = 43
  integer(c_int), parameter :: cudaErrorDuplicateTextureName = 44
  integer(c_int), parameter :: cudaErrorDuplicateSurfaceName = 45
  integer(c_int), parameter :: cudaErrorDevicesUnavailable = 46
  integer(c_int), parameter :: cudaErrorIncompatibleDriverContext = 49
  integer(c_int), parameter :: cudaErrorMissingConfiguration = 52
  integer(c_int), parameter :: cudaErrorPriorLaunchFailure = 53
  integer(c_int), parameter :: cudaErrorLaunchMaxDepthExceeded = 65
  integer(c_int), parameter :: cudaErrorLaunchFileScopedTex = 66
  integer(c_int), parameter :: cudaErrorLaunchFileScopedSurf = 67
  integer(c_int), parameter :: cudaErrorSyncDepthExceeded = 68
  integer(c_int), parameter :: cudaErrorLaunchPendingCountExceeded = 69
  integer(c_int), parameter :: cudaErrorInvalidDeviceFunction = 98
  integer(c_int), parameter :: cudaErrorNoDevice = 100
  integer(c_int), parameter :: cudaErrorInvalidDevice = 101
  integer(c_int), parameter :: cudaErrorDeviceNotLicensed = 102
  integer(c_int), parameter :: cudaErrorSoftwareValidityNotEstablished = 103
  integer(c_int), parameter :: cudaErrorStartupFailure = 127
  integer(c_int), parameter :: cudaErrorInvalidKernelImage = 200
  integer(c_int), parameter :: cudaErrorDeviceUninitialized = 201
  integer(c_int), parameter :: cudaErrorMapBufferObjectFailed = 205
  integer(c_int), parameter :: cudaErrorUnmapBufferObjectFailed = 206
  integer(c_int), parameter :: cudaErrorArrayIsMapped = 207
  integer(c_int), parameter :: cudaErrorAlreadyMapped = 208
  integer(c_int), parameter :: cudaErrorNoKernelImageForDevice = 209
  integer(c_int), parameter :: cudaErrorAlreadyAcquired = 210
  integer(c_int), parameter :: cudaErrorNotMapped = 211
  integer(c_int), parameter :: cudaErrorNotMappedAsArray = 212
  integer(c_int), parameter :: cudaErrorNotMappedAsPointer = 213
  integer(c_int), parameter :: cudaErrorECCUncorrectable = 214
  integer(c_int), parameter :: cudaErrorUnsupportedLimit = 215
  integer(c_int), parameter :: cudaErrorDeviceAlreadyInUse = 216
  integer(c_int), parameter :: cudaErrorPeerAccessUnsupported = 217
  integer(c_int), parameter :: cudaErrorInvalidPtx = 218
  integer(c_int), parameter :: cudaErrorInvalidGraphicsContext = 219
  integer(c_int), parameter :: cudaErrorNvlinkUncorrectable = 220
  integer(c_int), parameter :: cudaErrorJitCompilerNotFound = 221
  integer(c_int), parameter :: cudaErrorUnsupportedPtxVersion = 222
  integer(c_int), parameter :: cudaErrorJitCompilationDisabled = 223
  integer(c_int), parameter :: cudaErrorUnsupportedExecAffinity = 224
  integer(c_int), parameter :: cudaErrorUnsupportedDevSideSync = 225
  integer(c_int), parameter :: cudaErrorContained = 226
  integer(c_int), parameter :: cudaErrorInvalidSource = 300
  integer(c_int), parameter :: cudaErrorFileNotFound = 301
  integer(c_int), parameter :: cudaErrorSharedObjectSymbolNotFound = 302
  integer(c_int), parameter :: cudaErrorSharedObjectInitFailed = 303
  integer(c_int), parameter :: cudaErrorOperatingSystem = 304
  integer(c_int), parameter :: cudaErrorInvalidResourceHandle = 400
  integer(c_int), parameter :: cudaErrorIllegalState = 401
  integer(c_int), parameter :: cudaErrorLossyQuery = 402
  integer(c_int), parameter :: cudaErrorSymbolNotFound = 500
  integer(c_int), parameter :: cudaErrorNotReady = 600
  integer(c_int), parameter :: cudaErrorIllegalAddress = 700
  integer(c_int), parameter :: cudaErrorLaunchOutOfResources = 701
  integer(c_int), parameter :: cudaErrorLaunchTimeout = 702
  integer(c_int), parameter :: cudaErrorLaunchIncompatibleTexturing = 703
  integer(c_int), parameter :: cudaErrorPeerAccessAlreadyEnabled = 704
  integer(c_int), parameter :: cudaErrorPeerAccessNotEnabled = 705
  integer(c_int), parameter :: cudaErrorSetOnActiveProcess = 708
  integer(c_int), parameter :: cudaErrorContextIsDestroyed = 709
  integer(c_int), parameter :: cudaErrorAssert = 710
  integer(c_int), parameter :: cudaErrorTooManyPeers = 711
  integer(c_int), parameter :: cudaErrorHostMemoryAlreadyRegistered = 712
  integer(c_int), parameter :: cudaErrorHostMemoryNotRegistered = 713
  integer(c_int), parameter :: cudaErrorHardwareStackError = 714
  integer(c_int), parameter :: cudaErrorIllegalInstruction = 715
  integer(c_int), parameter :: cudaErrorMisalignedAddress = 716
  integer(c_int), parameter :: cudaErrorInvalidAddressSpace = 717
  integer(c_int), parameter :: cudaErrorInvalidPc = 718
  integer(c_int), parameter :: cudaErrorLaunchFailure = 719
  integer(c_int), parameter :: cudaErrorCooperativeLaunchTooLarge = 720
  integer(c_int), parameter :: cudaErrorTensorMemoryLeak = 721
  integer(c_int), parameter :: cudaErrorNotPermitted = 800
  integer(c_int), parameter :: cudaErrorNotSupported = 801
  integer(c_int), parameter :: cudaErrorSystemNotReady = 802
  integer(c_int), parameter :: cudaErrorSystemDriverMismatch = 803
  integer(c_int), parameter :: cudaErrorCompatNotSupportedOnDevice = 804
  integer(c_int), parameter :: cudaErrorMpsConnectionFailed = 805
  integer(c_int), parameter :: cudaErrorMpsRpcFailure = 806
  integer(c_int), parameter :: cudaErrorMpsServerNotReady = 807
  integer(c_int), parameter :: cudaErrorMpsMaxClientsReached = 808
  integer(c_int), parameter :: cudaErrorMpsMaxConnectionsReached = 809
  integer(c_int), parameter :: cudaErrorMpsClientTerminated = 810
  integer(c_int), parameter :: cudaErrorCdpNotSupported = 811
  integer(c_int), parameter :: cudaErrorCdpVersionMismatch = 812
  integer(c_int), parameter :: cudaErrorStreamCaptureUnsupported = 900
  integer(c_int), parameter :: cudaErrorStreamCaptureInvalidated = 901
  integer(c_int), parameter :: cudaErrorStreamCaptureMerge = 902
  integer(c_int), parameter :: cudaErrorStreamCaptureUnmatched = 903
  integer(c_int), parameter :: cudaErrorStreamCaptureUnjoined = 904
  integer(c_int), parameter :: cudaErrorStreamCaptureIsolation = 905
  integer(c_int), parameter :: cudaErrorStreamCaptureImplicit = 906
  integer(c_int), parameter :: cudaErrorCapturedEvent = 907
  integer(c_int), parameter :: cudaErrorStreamCaptureWrongThread = 908
  integer(c_int), parameter :: cudaErrorTimeout = 909
  integer(c_int), parameter :: cudaErrorGraphExecUpdateFailure = 910
  integer(c_int), parameter :: cudaErrorExternalDevice = 911
  integer(c_int), parameter :: cudaErrorInvalidClusterSize = 912
  integer(c_int), parameter :: cudaErrorFunctionNotLoaded = 913
  integer(c_int), parameter :: cudaErrorInvalidResourceType = 914
  integer(c_int), parameter :: cudaErrorInvalidResourceConfiguration = 915
  integer(c_int), parameter :: cudaErrorUnknown = 999
  integer(c_int), parameter :: cudaErrorApiFailureBase = 10000
  ! enum cudaMemcpyKind
  integer(c_int), parameter :: cudaMemcpyHostToHost = 0
  integer(c_int), parameter :: cudaMemcpyHostToDevice = 1
  integer(c_int), parameter :: cudaMemcpyDeviceToHost = 2
  integer(c_int), parameter :: cudaMemcpyDeviceToDevice = 3
  integer(c_int), parameter :: cudaMemcpyDefault = 4
  ! enum cudaMemoryType
  integer(c_int), parameter :: cudaMemoryTypeUnregistered = 0
  integer(c_int), parameter :: cudaMemoryTypeHost = 1
  integer(c_int), parameter :: cudaMemoryTypeDevice = 2
  integer(c_int), parameter :: cudaMemoryTypeManaged = 3
  ! enum cudaFuncCache
  integer(c_int), parameter :: cudaFuncCachePreferNone = 0
  integer(c_int), parameter :: cudaFuncCachePreferShared = 1
  integer(c_int), parameter :: cudaFuncCachePreferL1 = 2
  integer(c_int), parameter :: cudaFuncCachePreferEqual = 3
  ! enum cudaSharedMemConfig
  integer(c_int), parameter :: cudaSharedMemBankSizeDefault = 0
  integer(c_int), parameter :: cudaSharedMemBankSizeFourByte = 1
  integer(c_int), parameter :: cudaSharedMemBankSizeEightByte = 2
  ! enum cudaSharedCarveout
  integer(c_int), parameter :: cudaSharedmemCarveoutDefault = -1
  integer(c_int), parameter :: cudaSharedmemCarveoutMaxShared = 100
  integer(c_int), parameter :: cudaSharedmemCarveoutMaxL1 = 0
  ! enum cudaComputeMode
  integer(c_int), parameter :: cudaComputeModeDefault = 0
  integer(c_int), parameter :: cudaComputeModeExclusive = 1
  integer(c_int), parameter :: cudaComputeModeProhibited = 2
  integer(c_int), parameter :: cudaComputeModeExclusiveProcess = 3
  ! enum cudaLimit
  integer(c_int), parameter :: cudaLimitStackSize = 0
  integer(c_int), parameter :: cudaLimitPrintfFifoSize = 1
  integer(c_int), parameter :: cudaLimitMallocHeapSize = 2
  integer(c_int), parameter :: cudaLimitDevRuntimeSyncDepth = 3
  integer(c_int), parameter :: cudaLimitDevRuntimePendingLaunchCount = 4
  integer(c_int), parameter :: cudaLimitMaxL2FetchGranularity = 5
  integer(c_int), parameter :: cudaLimitPersistingL2CacheSize = 6
  ! enum cudaMemoryAdvise
  integer(c_int), parameter :: cudaMemAdviseSetReadMostly = 1
  integer(c_int), parameter :: cudaMemAdviseUnsetReadMostly = 2
  integer(c_int), parameter :: cudaMemAdviseSetPreferredLocation = 3
  integer(c_int), parameter :: cudaMemAdviseUnsetPreferredLocation = 4
  integer(c_int), parameter :: cudaMemAdviseSetAccessedBy = 5
  integer(c_int), parameter :: cudaMemAdviseUnsetAccessedBy = 6
  ! enum cudaMemRangeAttribute
  integer(c_int), parameter :: cudaMemRangeAttributeReadMostly = 1
  integer(c_int), parameter :: cudaMemRangeAttributePreferredLocation = 2
  integer(c_int), parameter :: cudaMemRangeAttributeAccessedBy = 3
  integer(c_int), parameter :: cudaMemRangeAttributeLastPrefetchLocation = 4
  integer(c_int), parameter :: cudaMemRangeAttributePreferredLocationType = 5
  integer(c_int), parameter :: cudaMemRangeAttributePreferredLocationId = 6
  integer(c_int), parameter :: cudaMemRangeAttributeLastPrefetchLocationType = 7
  integer(c_int), parameter :: cudaMemRangeAttributeLastPrefetchLocationId = 8
  ! enum cudaFuncAttribute
  integer(c_int), parameter :: cudaFuncAttributeMaxDynamicSharedMemorySize = 8
  integer(c_int), parameter :: cudaFuncAttributePreferredSharedMemoryCarveout = 9
  integer(c_int), parameter :: cudaFuncAttributeClusterDimMustBeSet = 10
  integer(c_int), parameter :: cudaFuncAttributeRequiredClusterWidth = 11
  integer(c_int), parameter :: cudaFuncAttributeRequiredClusterHeight = 12
  integer(c_int), parameter :: cudaFuncAttributeRequiredClusterDepth = 13
  integer(c_int), parameter :: cudaFuncAttributeNonPortableClusterSizeAllowed = 14
  integer(c_int), parameter :: cudaFuncAttributeClusterSchedulingPolicyPreference = 15
  integer(c_int), parameter :: cudaFuncAttributeMax = 16
  ! enum cudaChannelFormatKind
  integer(c_int), parameter :: cudaChannelFormatKindSigned = 0
  integer(c_int), parameter :: cudaChannelFormatKindUnsigned = 1
  integer(c_int), parameter :: cudaChannelFormatKindFloat = 2
  integer(c_int), parameter :: cudaChannelFormatKindNone = 3
  integer(c_int), parameter :: cudaChannelFormatKindNV12 = 4
  integer(c_int), parameter :: cudaChannelFormatKindUnsignedNormalized8X1 = 5
  integer(c_int), parameter :: cudaChannelFormatKindUnsignedNormalized8X2 = 6
  integer(c_int), parameter :: cudaChannelFormatKindUnsignedNormalized8X4 = 7
  integer(c_int), parameter :: cudaChannelFormatKindUnsignedNormalized16X1 = 8
  integer(c_int), parameter :: cudaChannelFormatKindUnsignedNormalized16X2 = 9
  integer(c_int), parameter :: cudaChannelFormatKindUnsignedNormalized16X4 = 10
  integer(c_int), parameter :: cudaChannelFormatKindSignedNormalized8X1 = 11
  integer(c_int), parameter :: cudaChannelFormatKindSignedNormalized8X2 = 12
  integer(c_int), parameter :: cudaChannelFormatKindSignedNormalized8X4 = 13
  integer(c_int), parameter :: cudaChannelFormatKindSignedNormalized16X1 = 14
  integer(c_int), parameter :: cudaChannelFormatKindSignedNormalized16X2 = 15
  integer(c_int), parameter :: cudaChannelFormatKindSignedNormalized16X4 = 16
  integer(c_int), parameter :: cudaChannelFormatKindUnsignedBlockCompressed1 = 17
  integer(c_int), parameter :: cudaChannelFormatKindUnsignedBlockCompressed1SRGB = 18
  integer(c_int), parameter :: cudaChannelFormatKindUnsignedBlockCompressed2 = 19
  integer(c_int), parameter :: cudaChannelFormatKindUnsignedBlockCompressed2SRGB = 20
  integer(c_int), parameter :: cudaChannelFormatKindUnsignedBlockCompressed3 = 21
  integer(c_int), parameter :: cudaChannelFormatKindUnsignedBlockCompressed3SRGB = 22
  integer(c_int), parameter :: cudaChannelFormatKindUnsignedBlockCompressed4 = 23
  integer(c_int), parameter :: cudaChannelFormatKindSignedBlockCompressed4 = 24
  integer(c_int), parameter :: cudaChannelFormatKindUnsignedBlockCompressed5 = 25
  integer(c_int), parameter :: cudaChannelFormatKindSignedBlockCompressed5 = 26
  integer(c_int), parameter :: cudaChannelFormatKindUnsignedBlockCompressed6H = 27
  integer(c_int), parameter :: cudaChannelFormatKindSignedBlockCompressed6H = 28
  integer(c_int), parameter :: cudaChannelFormatKindUnsignedBlockCompressed7 = 29
  integer(c_int), parameter :: cudaChannelFormatKindUnsignedBlockCompressed7SRGB = 30
  integer(c_int), parameter :: cudaChannelFormatKindUnsignedNormalized1010102 = 31
  ! enum cudaMemLocationType
  integer(c_int), parameter :: cudaMemLocationTypeInvalid = 0
  integer(c_int), parameter :: cudaMemLocationTypeNone = 0
  integer(c_int), parameter :: cudaMemLocationTypeDevice = 1
  integer(c_int), parameter :: cudaMemLocationTypeHost = 2
  integer(c_int), parameter :: cudaMemLocationTypeHostNuma = 3
  integer(c_int), parameter :: cudaMemLocationTypeHostNumaCurrent = 4
  ! enum cudaDeviceAttr
  integer(c_int), parameter :: cudaDevAttrMaxThreadsPerBlock = 1
  integer(c_int), parameter :: cudaDevAttrMaxBlockDimX = 2
  integer(c_int), parameter :: cudaDevAttrMaxBlockDimY = 3
  integer(c_int), parameter :: cudaDevAttrMaxBlockDimZ = 4
  integer(c_int), parameter :: cudaDevAttrMaxGridDimX = 5
  integer(c_int), parameter :: cudaDevAttrMaxGridDimY = 6
  integer(c_int), parameter :: cudaDevAttrMaxGridDimZ = 7
  integer(c_int), parameter :: cudaDevAttrMaxSharedMemoryPerBlock = 8
  integer(c_int), parameter :: cudaDevAttrTotalConstantMemory = 9
  integer(c_int), parameter :: cudaDevAttrWarpSize = 10
  integer(c_int), parameter :: cudaDevAttrMaxPitch = 11
  integer(c_int), parameter :: cudaDevAttrMaxRegistersPerBlock = 12
  integer(c_int), parameter :: cudaDevAttrClockRate = 13
  integer(c_int), parameter :: cudaDevAttrTextureAlignment = 14
  integer(c_int), parameter :: cudaDevAttrGpuOverlap = 15
  integer(c_int), parameter :: cudaDevAttrMultiProcessorCount = 16
  integer(c_int), parameter :: cudaDevAttrKernelExecTimeout = 17
  integer(c_int), parameter :: cudaDevAttrIntegrated = 18
  integer(c_int), parameter :: cudaDevAttrCanMapHostMemory = 19
  integer(c_int), parameter :: cudaDevAttrComputeMode = 20
  integer(c_int), parameter :: cudaDevAttrMaxTexture1DWidth = 21
  integer(c_int), parameter :: cudaDevAttrMaxTexture2DWidth = 22
  integer(c_int), parameter :: cudaDevAttrMaxTexture2DHeight = 23
  integer(c_int), parameter :: cudaDevAttrMaxTexture3DWidth = 24
  integer(c_int), parameter :: cudaDevAttrMaxTexture3DHeight = 25
  integer(c_int), parameter :: cudaDevAttrMaxTexture3DDepth = 26
  integer(c_int), parameter :: cudaDevAttrMaxTexture2DLayeredWidth = 27
  integer(c_int), parameter :: cudaDevAttrMaxTexture2DLayeredHeight = 28
  integer(c_int), parameter :: cudaDevAttrMaxTexture2DLayeredLayers = 29
  integer(c_int), parameter :: cudaDevAttrSurfaceAlignment = 30
  integer(c_int), parameter :: cudaDevAttrConcurrentKernels = 31
  integer(c_int), parameter :: cudaDevAttrEccEnabled = 32
  integer(c_int), parameter :: cudaDevAttrPciBusId = 33
  integer(c_int), parameter :: cudaDevAttrPciDeviceId = 34
  integer(c_int), parameter :: cudaDevAttrTccDriver = 35
  integer(c_int), parameter :: cudaDevAttrMemoryClockRate = 36
  integer(c_int), parameter :: cudaDevAttrGlobalMemoryBusWidth = 37
  integer(c_int), parameter :: cudaDevAttrL2CacheSize = 38
  integer(c_int), parameter :: cudaDevAttrMaxThreadsPerMultiProcessor = 39
  integer(c_int), parameter :: cudaDevAttrAsyncEngineCount = 40
  integer(c_int), parameter :: cudaDevAttrUnifiedAddressing = 41
  integer(c_int), parameter :: cudaDevAttrMaxTexture1DLayeredWidth = 42
  integer(c_int), parameter :: cudaDevAttrMaxTexture1DLayeredLayers = 43
  integer(c_int), parameter :: cudaDevAttrMaxTexture2DGatherWidth = 45
  integer(c_int), parameter :: cudaDevAttrMaxTexture2DGatherHeight = 46
  integer(c_int), parameter :: cudaDevAttrMaxTexture3DWidthAlt = 47
  integer(c_int), parameter :: cudaDevAttrMaxTexture3DHeightAlt = 48
  integer(c_int), parameter :: cudaDevAttrMaxTexture3DDepthAlt = 49
  integer(c_int), parameter :: cudaDevAttrPciDomainId = 50
  integer(c_int), parameter :: cudaDevAttrTexturePitchAlignment = 51
  integer(c_int), parameter :: cudaDevAttrMaxTextureCubemapWidth = 52
  integer(c_int), parameter :: cudaDevAttrMaxTextureCubemapLayeredWidth = 53
  integer(c_int), parameter :: cudaDevAttrMaxTextureCubemapLayeredLayers = 54
  integer(c_int), parameter :: cudaDevAttrMaxSurface1DWidth = 55
  integer(c_int), parameter :: cudaDevAttrMaxSurface2DWidth = 56
  integer(c_int), parameter :: cudaDevAttrMaxSurface2DHeight = 57
  integer(c_int), parameter :: cudaDevAttrMaxSurface3DWidth = 58
  integer(c_int), parameter :: cudaDevAttrMaxSurface3DHeight = 59
  integer(c_int), parameter :: cudaDevAttrMaxSurface3DDepth = 60
  integer(c_int), parameter :: cudaDevAttrMaxSurface1DLayeredWidth = 61
  integer(c_int), parameter :: cudaDevAttrMaxSurface1DLayeredLayers = 62
  integer(c_int), parameter :: cudaDevAttrMaxSurface2DLayeredWidth = 63
  integer(c_int), parameter :: cudaDevAttrMaxSurface2DLayeredHeight = 64
  integer(c_int), parameter :: cudaDevAttrMaxSurface2DLayeredLayers = 65
  integer(c_int), parameter :: cudaDevAttrMaxSurfaceCubemapWidth = 66
  integer(c_int), parameter :: cudaDevAttrMaxSurfaceCubemapLayeredWidth = 67
  integer(c_int), parameter :: cudaDevAttrMaxSurfaceCubemapLayeredLayers = 68
  integer(c_int), parameter :: cudaDevAttrMaxTexture1DLinearWidth = 69
  integer(c_int), parameter :: cudaDevAttrMaxTexture2DLinearWidth = 70
  integer(c_int), parameter :: cudaDevAttrMaxTexture2DLinearHeight = 71
  integer(c_int), parameter :: cudaDevAttrMaxTexture2DLinearPitch = 72
  integer(c_int), parameter :: cudaDevAttrMaxTexture2DMipmappedWidth = 73
  integer(c_int), parameter :: cudaDevAttrMaxTexture2DMipmappedHeight = 74
  integer(c_int), parameter :: cudaDevAttrComputeCapabilityMajor = 75
  integer(c_int), parameter :: cudaDevAttrComputeCapabilityMinor = 76
  integer(c_int), parameter :: cudaDevAttrMaxTexture1DMipmappedWidth = 77
  integer(c_int), parameter :: cudaDevAttrStreamPrioritiesSupported = 78
  integer(c_int), parameter :: cudaDevAttrGlobalL1CacheSupported = 79
  integer(c_int), parameter :: cudaDevAttrLocalL1CacheSupported = 80
  integer(c_int), parameter :: cudaDevAttrMaxSharedMemoryPerMultiprocessor = 81
  integer(c_int), parameter :: cudaDevAttrMaxRegistersPerMultiprocessor = 82
  integer(c_int), parameter :: cudaDevAttrManagedMemory = 83
  integer(c_int), parameter :: cudaDevAttrIsMultiGpuBoard = 84
  integer(c_int), parameter :: cudaDevAttrMultiGpuBoardGroupID = 85
  integer(c_int), parameter :: cudaDevAttrHostNativeAtomicSupported = 86
  integer(c_int), parameter :: cudaDevAttrSingleToDoublePrecisionPerfRatio = 87
  integer(c_int), parameter :: cudaDevAttrPageableMemoryAccess = 88
  integer(c_int), parameter :: cudaDevAttrConcurrentManagedAccess = 89
  integer(c_int), parameter :: cudaDevAttrComputePreemptionSupported = 90
  integer(c_int), parameter :: cudaDevAttrCanUseHostPointerForRegisteredMem = 91
  integer(c_int), parameter :: cudaDevAttrReserved92 = 92
  integer(c_int), parameter :: cudaDevAttrReserved93 = 93
  integer(c_int), parameter :: cudaDevAttrReserved94 = 94
  integer(c_int), parameter :: cudaDevAttrCooperativeLaunch = 95
  integer(c_int), parameter :: cudaDevAttrReserved96 = 96
  integer(c_int), parameter :: cudaDevAttrMaxSharedMemoryPerBlockOptin = 97
  integer(c_int), parameter :: cudaDevAttrCanFlushRemoteWrites = 98
  integer(c_int), parameter :: cudaDevAttrHostRegisterSupported = 99
  integer(c_int), parameter :: cudaDevAttrPageableMemoryAccessUsesHostPageTables = 100
  integer(c_int), parameter :: cudaDevAttrDirectManagedMemAccessFromHost = 101
  integer(c_int), parameter :: cudaDevAttrMaxBlocksPerMultiprocessor = 106
  integer(c_int), parameter :: cudaDevAttrMaxPersistingL2CacheSize = 108
  integer(c_int), parameter :: cudaDevAttrMaxAccessPolicyWindowSize = 109
  integer(c_int), parameter :: cudaDevAttrReservedSharedMemoryPerBlock = 111
  integer(c_int), parameter :: cudaDevAttrSparseCudaArraySupported = 112
  integer(c_int), parameter :: cudaDevAttrHostRegisterReadOnlySupported = 113
  integer(c_int), parameter :: cudaDevAttrTimelineSemaphoreInteropSupported = 114
  integer(c_int), parameter :: cudaDevAttrMemoryPoolsSupported = 115
  integer(c_int), parameter :: cudaDevAttrGPUDirectRDMASupported = 116
  integer(c_int), parameter :: cudaDevAttrGPUDirectRDMAFlushWritesOptions = 117
  integer(c_int), parameter :: cudaDevAttrGPUDirectRDMAWritesOrdering = 118
  integer(c_int), parameter :: cudaDevAttrMemoryPoolSupportedHandleTypes = 119
  integer(c_int), parameter :: cudaDevAttrClusterLaunch = 120
  integer(c_int), parameter :: cudaDevAttrDeferredMappingCudaArraySupported = 121
  integer(c_int), parameter :: cudaDevAttrReserved122 = 122
  integer(c_int), parameter :: cudaDevAttrReserved123 = 123
  integer(c_int), parameter :: cudaDevAttrReserved124 = 124
  integer(c_int), parameter :: cudaDevAttrIpcEventSupport = 125
  integer(c_int), parameter :: cudaDevAttrMemSyncDomainCount = 126
  integer(c_int), parameter :: cudaDevAttrReserved127 = 127
  integer(c_int), parameter :: cudaDevAttrReserved128 = 128
  integer(c_int), parameter :: cudaDevAttrReserved129 = 129
  integer(c_int), parameter :: cudaDevAttrNumaConfig = 130
  integer(c_int), parameter :: cudaDevAttrNumaId = 131
  integer(c_int), parameter :: cudaDevAttrReserved132 = 132
  integer(c_int), parameter :: cudaDevAttrMpsEnabled = 133
  integer(c_int), parameter :: cudaDevAttrHostNumaId = 134
  integer(c_int), parameter :: cudaDevAttrD3D12CigSupported = 135
  integer(c_int), parameter :: cudaDevAttrVulkanCigSupported = 138
  integer(c_int), parameter :: cudaDevAttrGpuPciDeviceId = 139
  integer(c_int), parameter :: cudaDevAttrGpuPciSubsystemId = 140
  integer(c_int), parameter :: cudaDevAttrReserved141 = 141
  integer(c_int), parameter :: cudaDevAttrHostNumaMemoryPoolsSupported = 142
  integer(c_int), parameter :: cudaDevAttrHostNumaMultinodeIpcSupported = 143
  integer(c_int), parameter :: cudaDevAttrHostMemoryPoolsSupported = 144
  integer(c_int), parameter :: cudaDevAttrReserved145 = 145
  integer(c_int), parameter :: cudaDevAttrOnlyPartialHostNativeAtomicSupported = 147
  integer(c_int), parameter :: cudaDevAttrMax = 148
  ! enum cudaStreamCaptureMode
  integer(c_int), parameter :: cudaStreamCaptureModeGlobal = 0
  integer(c_int), parameter :: cudaStreamCaptureModeThreadLocal = 1
  integer(c_int), parameter :: cudaStreamCaptureModeRelaxed = 2
  ! enum cudaStreamCaptureStatus
  integer(c_int), parameter :: cudaStreamCaptureStatusNone = 0
  integer(c_int), parameter :: cudaStreamCaptureStatusActive = 1
  integer(c_int), parameter :: cudaStreamCaptureStatusInvalidated = 2
  ! enum cudaDataType_t
  integer(c_int), parameter :: CUDA_R_16F = 2
  integer(c_int), parameter :: CUDA_C_16F = 6
  integer(c_int), parameter :: CUDA_R_16BF = 14
  integer(c_int), parameter :: CUDA_C_16BF = 15
  integer(c_int), parameter :: CUDA_R_32F = 0
  integer(c_int), parameter :: CUDA_C_32F = 4
  integer(c_int), parameter :: CUDA_R_64F = 1
  integer(c_int), parameter :: CUDA_C_64F = 5
  integer(c_int), parameter :: CUDA_R_4I = 16
  integer(c_int), parameter :: CUDA_C_4I = 17
  integer(c_int), parameter :: CUDA_R_4U = 18
  integer(c_int), parameter :: CUDA_C_4U = 19
  integer(c_int), parameter :: CUDA_R_8I = 3
  integer(c_int), parameter :: CUDA_C_8I = 7
  integer(c_int), parameter :: CUDA_R_8U = 8
  integer(c_int), parameter :: CUDA_C_8U = 9
  integer(c_int), parameter :: CUDA_R_16I = 20
  integer(c_int), parameter :: CUDA_C_16I = 21
  integer(c_int), parameter :: CUDA_R_16U = 22
  integer(c_int), parameter :: CUDA_C_16U = 23
  integer(c_int), parameter :: CUDA_R_32I = 10
  integer(c_int), parameter :: CUDA_C_32I = 11
  integer(c_int), parameter :: CUDA_R_32U = 12
  integer(c_int), parameter :: CUDA_C_32U = 13
  integer(c_int), parameter :: CUDA_R_64I = 24
  integer(c_int), parameter :: CUDA_C_64I = 25
  integer(c_int), parameter :: CUDA_R_64U = 26
  integer(c_int), parameter :: CUDA_C_64U = 27
  integer(c_int), parameter :: CUDA_R_8F_E4M3 = 28
  integer(c_int), parameter :: CUDA_R_8F_UE4M3 = 28
  integer(c_int), parameter :: CUDA_R_8F_E5M2 = 29
  integer(c_int), parameter :: CUDA_R_8F_UE8M0 = 30
  integer(c_int), parameter :: CUDA_R_6F_E2M3 = 31
  integer(c_int), parameter :: CUDA_R_6F_E3M2 = 32
  integer(c_int), parameter :: CUDA_R_4F_E2M1 = 33
  ! #define flags of driver_types.h
  integer(c_int), parameter :: cudaHostAllocDefault = 0
  integer(c_int), parameter :: cudaHostAllocPortable = 1
  integer(c_int), parameter :: cudaHostAllocMapped = 2
  integer(c_int), parameter :: cudaHostAllocWriteCombined = 4
  integer(c_int), parameter :: cudaHostRegisterDefault = 0
  integer(c_int), parameter :: cudaHostRegisterPortable = 1
  integer(c_int), parameter :: cudaHostRegisterMapped = 2
  integer(c_int), parameter :: cudaHostRegisterIoMemory = 4
  integer(c_int), parameter :: cudaHostRegisterReadOnly = 8
  integer(c_int), parameter :: cudaPeerAccessDefault = 0
  integer(c_int), parameter :: cudaStreamDefault = 0
  integer(c_int), parameter :: cudaStreamNonBlocking = 1
  integer(c_int), parameter :: cudaEventDefault = 0
  integer(c_int), parameter :: cudaEventBlockingSync = 1
  integer(c_int), parameter :: cudaEventDisableTiming = 2
  integer(c_int), parameter :: cudaEventInterprocess = 4
  integer(c_int), parameter :: cudaEventRecordDefault = 0
  integer(c_int), parameter :: cudaEventRecordExternal = 1
  integer(c_int), parameter :: cudaEventWaitDefault = 0
  integer(c_int), parameter :: cudaEventWaitExternal = 1
  integer(c_int), parameter :: cudaDeviceScheduleAuto = 0
  integer(c_int), parameter :: cudaDeviceScheduleSpin = 1
  integer(c_int), parameter :: cudaDeviceScheduleYield = 2
  integer(c_int), parameter :: cudaDeviceScheduleBlockingSync = 4
  integer(c_int), parameter :: cudaDeviceBlockingSync = 4
  integer(c_int), parameter :: cudaDeviceScheduleMask = 7
  integer(c_int), parameter :: cudaDeviceMapHost = 8
  integer(c_int), parameter :: cudaDeviceLmemResizeToMax = 16
  integer(c_int), parameter :: cudaDeviceSyncMemops = 128
  integer(c_int), parameter :: cudaDeviceMask = 255
  integer(c_int), parameter :: cudaArrayDefault = 0
  integer(c_int), parameter :: cudaArrayLayered = 1
  integer(c_int), parameter :: cudaArraySurfaceLoadStore = 2
  integer(c_int), parameter :: cudaArrayCubemap = 4
  integer(c_int), parameter :: cudaArrayTextureGather = 8
  integer(c_int), parameter :: cudaMemAttachGlobal = 1
  integer(c_int), parameter :: cudaMemAttachHost = 2
  integer(c_int), parameter :: cudaMemAttachSingle = 4
  integer(c_int), parameter :: cudaOccupancyDefault = 0
  integer(c_int), parameter :: cudaOccupancyDisableCachingOverride = 1
  integer(c_int), parameter :: cudaCpuDeviceId = -1
  integer(c_int), parameter :: cudaInvalidDeviceId = -2
  ! guide names that differ from CUDA's
  integer(c_int), parameter :: cudaLimitPrintfSize = cudaLimitPrintfFifoSize   ! D-K-14

  ! memory kinds for cudaforAllocate / cudaforDeallocate (cufc extension)
  integer, parameter :: cudaforMemKindDevice = 0
  integer, parameter :: cudaforMemKindManaged = 1
  integer, parameter :: cudaforMemKindPinned = 2

  ! ------------------------------------------------------------------
  ! Direct bindings: Fortran interface == CUDA runtime function
  ! ------------------------------------------------------------------
  interface
    ! ---- 4.2 device management ----
    integer(c_int) function cudaDeviceGetAttribute(val, attribute, devicenum) &
        bind(c, name='cudaDeviceGetAttribute')                              ! D-4.2.2
      import
      integer(c_int), intent(out) :: val
      integer(c_int), value :: attribute, devicenum
    end function
    integer(c_int) function cudaDeviceGetCacheConfig(cacheconfig) &
        bind(c, name='cudaDeviceGetCacheConfig')                            ! D-4.2.3
      import
      integer(c_int), intent(out) :: cacheconfig
    end function
    integer(c_int) function cudaDeviceGetLimit(val, limit) bind(c, name='cudaDeviceGetLimit') ! D-4.2.4
      import
      integer(cuda_count_kind), intent(out) :: val
      integer(c_int), value :: limit
    end function
    integer(c_int) function cudaDeviceGetSharedMemConfig(config) &
        bind(c, name='cudaDeviceGetSharedMemConfig')                        ! D-4.2.5 (deprecated in CUDA 13)
      import
      integer(c_int), intent(out) :: config
    end function
    integer(c_int) function cudaDeviceGetStreamPriorityRange(leastpriority, greatestpriority) &
        bind(c, name='cudaDeviceGetStreamPriorityRange')                    ! D-4.2.6
      import
      integer(c_int), intent(out) :: leastpriority, greatestpriority
    end function
    integer(c_int) function cudaDeviceReset() bind(c, name='cudaDeviceReset') ! D-4.2.7
      import
    end function
    integer(c_int) function cudaDeviceSetCacheConfig(cacheconfig) &
        bind(c, name='cudaDeviceSetCacheConfig')                            ! D-4.2.8
      import
      integer(c_int), value :: cacheconfig
    end function
    integer(c_int) function cudaDeviceSetSharedMemConfig(config) &
        bind(c, name='cudaDeviceSetSharedMemConfig')                        ! D-4.2.10 (deprecated in CUDA 13)
      import
      integer(c_int), value :: config
    end function
    integer(c_int) function cudaDeviceSynchronize() bind(c, name='cudaDeviceSynchronize') ! D-4.2.11
      import
    end function
    integer(c_int) function cudaGetDevice(devnum) bind(c, name='cudaGetDevice') ! D-4.2.12
      import
      integer(c_int), intent(out) :: devnum
    end function
    integer(c_int) function cudaGetDeviceCount(numdev) bind(c, name='cudaGetDeviceCount') ! D-4.2.13
      import
      integer(c_int), intent(out) :: numdev
    end function
    integer(c_int) function cudaSetDevice(devnum) bind(c, name='cudaSetDevice') ! D-4.2.15
      import
      integer(c_int), value :: devnum
    end function
    integer(c_int) function cudaSetDeviceFlags(flags) bind(c, name='cudaSetDeviceFlags') ! D-4.2.16
      import
      integer(c_int), value :: flags
    end function
    integer(c_int) function cudaGetDeviceFlags(flags) bind(c, name='cudaGetDeviceFlags') ! extra
      import
      integer(c_int), intent(out) :: flags
    end function
    integer(c_int) function cudaSetValidDevices(devices, numdev) bind(c, name='cudaSetValidDevices') ! D-4.2.17
      import
      integer(c_int), intent(in) :: devices(*)
      integer(c_int), value :: numdev
    end function

    ! ---- 4.3 thread management: deprecated, absent from CUDA 13, mapped to successors ----
    integer(c_int) function cudaThreadExit() bind(c, name='cudaDeviceReset') ! D-4.3.1 -> cudaDeviceReset
      import
    end function
    integer(c_int) function cudaThreadSynchronize() bind(c, name='cudaDeviceSynchronize') ! D-4.3.2
      import
    end function

    ! ---- 4.4 error handling ----
    integer(c_int) function cudaGetLastError() bind(c, name='cudaGetLastError') ! D-4.4.2
      import
    end function
    integer(c_int) function cudaPeekAtLastError() bind(c, name='cudaPeekAtLastError') ! D-4.4.3
      import
    end function

    ! ---- 4.5 streams ----
    integer(c_int) function cudaStreamCreate(stream) bind(c, name='cudaStreamCreate') ! D-4.5.4
      import
      integer(cuda_stream_kind), intent(out) :: stream
    end function
    integer(c_int) function cudaStreamCreateWithFlags(stream, flags) &
        bind(c, name='cudaStreamCreateWithFlags')                           ! D-4.5.5
      import
      integer(cuda_stream_kind), intent(out) :: stream
      integer(c_int), value :: flags
    end function
    integer(c_int) function cudaStreamCreateWithPriority(stream, flags, priority) &
        bind(c, name='cudaStreamCreateWithPriority')                        ! D-4.5.6
      import
      integer(cuda_stream_kind), intent(out) :: stream
      integer(c_int), value :: flags, priority
    end function
    integer(c_int) function cudaStreamDestroy(stream) bind(c, name='cudaStreamDestroy') ! D-4.5.7
      import
      integer(cuda_stream_kind), value :: stream
    end function
    integer(c_int) function cudaStreamGetPriority(stream, priority) bind(c, name='cudaStreamGetPriority') ! D-4.5.8
      import
      integer(cuda_stream_kind), value :: stream
      integer(c_int), intent(out) :: priority
    end function
    integer(c_int) function cudaStreamWaitEvent(stream, event, flags) bind(c, name='cudaStreamWaitEvent') ! D-4.5.11
      import
      integer(cuda_stream_kind), value :: stream
      type(cudaEvent), value :: event
      integer(c_int), value :: flags
    end function

    ! NEW-170 CUDA Graphs made by stream capture
    integer(c_int) function cudaStreamBeginCapture(stream, mode) bind(c, name='cudaStreamBeginCapture')
      import
      integer(cuda_stream_kind), value :: stream
      integer(c_int), value :: mode
    end function
    integer(c_int) function cudaStreamEndCapture(stream, graph) bind(c, name='cudaStreamEndCapture')
      import
      integer(cuda_stream_kind), value :: stream
      type(cudaGraph), intent(out) :: graph
    end function
    integer(c_int) function cudaStreamIsCapturing(stream, status) bind(c, name='cudaStreamIsCapturing')
      import
      integer(cuda_stream_kind), value :: stream
      integer(c_int), intent(out) :: status
    end function
    integer(c_int) function cudaGraphCreate(graph, flags) bind(c, name='cudaGraphCreate')
      import
      type(cudaGraph), intent(out) :: graph
      integer(c_int), value :: flags
    end function
    integer(c_int) function cudaGraphLaunch(graphExec, stream) bind(c, name='cudaGraphLaunch')
      import
      type(cudaGraphExec), value :: graphExec
      integer(cuda_stream_kind), value :: stream
    end function
    integer(c_int) function cudaGraphUpload(graphExec, stream) bind(c, name='cudaGraphUpload')
      import
      type(cudaGraphExec), value :: graphExec
      integer(cuda_stream_kind), value :: stream
    end function
    integer(c_int) function cudaGraphDestroy(graph) bind(c, name='cudaGraphDestroy')
      import
      type(cudaGraph), value :: graph
    end function
    integer(c_int) function cudaGraphExecDestroy(graphExec) bind(c, name='cudaGraphExecDestroy')
      import
      type(cudaGraphExec), value :: graphExec
    end function

    ! D-4.5.1 cudaforGetDefaultStream([devptr]) (+ D-X-03 legacy name below)
    integer(cuda_stream_kind) function cudaforGetDefaultStream(devptr) &
        bind(c, name='cudafor_get_default_stream')
      import
      type(*), dimension(..), optional :: devptr
    end function
    integer(cuda_stream_kind) function cudaGetStreamDefault(devptr) &
        bind(c, name='cudafor_get_default_stream')                          ! D-X-03
      import
      type(*), dimension(..), optional :: devptr
    end function
    ! D-X-01 / D-X-02: stream of the overloaded sum/maxval/minval of device data
    ! (cudaforReductionSetStream: the generic below, for integer(4) streams too)
    integer(c_int) function cf_raw_reduction_set_stream(stream) bind(c, name='cudafor_reduction_set_stream')
      import
      integer(cuda_stream_kind), value :: stream
    end function
    integer(cuda_stream_kind) function cudaforReductionGetStream() bind(c, name='cufrt_reduction_stream')
      import
    end function

    ! ---- 4.6 events ----
    integer(c_int) function cudaEventCreate(event) bind(c, name='cudaEventCreate') ! D-4.6.1
      import
      type(cudaEvent), intent(out) :: event
    end function
    integer(c_int) function cudaEventCreateWithFlags(event, flags) &
        bind(c, name='cudaEventCreateWithFlags')                            ! D-4.6.2
      import
      type(cudaEvent), intent(out) :: event
      integer(c_int), value :: flags
    end function
    integer(c_int) function cudaEventDestroy(event) bind(c, name='cudaEventDestroy') ! D-4.6.3
      import
      type(cudaEvent), value :: event
    end function
    integer(c_int) function cudaEventElapsedTime(time, start, end) bind(c, name='cudaEventElapsedTime') ! D-4.6.4
      import
      real(c_float), intent(out) :: time
      type(cudaEvent), value :: start, end
    end function
    integer(c_int) function cudaEventQuery(event) bind(c, name='cudaEventQuery') ! D-4.6.5
      import
      type(cudaEvent), value :: event
    end function
    integer(c_int) function cudaEventSynchronize(event) bind(c, name='cudaEventSynchronize') ! D-4.6.7
      import
      type(cudaEvent), value :: event
    end function

    ! ---- 4.9 memory management (c_ptr / c_devptr / CUDA-array forms) ----
    integer(c_int) function cudaFreeArray(carray) bind(c, name='cudaFreeArray') ! D-4.9.2
      import
      type(cudaArrayPtr), value :: carray
    end function
    integer(c_int) function cudaHostGetDevicePointer(devptr, hostptr, flags) &
        bind(c, name='cudaHostGetDevicePointer')                            ! D-4.9.7
      import
      type(c_devptr), intent(out) :: devptr
      type(c_ptr), value :: hostptr
      integer(c_int), value :: flags
    end function
    integer(c_int) function cudaHostGetFlags(flags, hostptr) bind(c, name='cudaHostGetFlags') ! D-4.9.8
      import
      integer(c_int), intent(out) :: flags
      type(c_ptr), value :: hostptr
    end function
    integer(c_int) function cudaHostUnregister(hostptr) bind(c, name='cudaHostUnregister') ! D-4.9.10
      import
      type(c_ptr), value :: hostptr
    end function
    integer(c_int) function cudaMemcpy3D(p) bind(c, name='cudaMemcpy3D') ! D-4.9.34
      import
      type(cudaMemcpy3DParms), intent(in) :: p
    end function
    integer(c_int) function cudaMemGetInfo(free, total) bind(c, name='cudaMemGetInfo') ! D-4.9.36
      import
      integer(cuda_count_kind), intent(out) :: free, total
    end function
    integer(c_int) function cudaMemset3D(pitchptr, value, cext) bind(c, name='cudaMemset3D') ! D-4.9.41
      import
      type(cudaPitchedPtr), value :: pitchptr
      integer(c_int), value :: value
      type(cudaExtent), value :: cext
    end function
    type(cudaChannelFormatDesc) function cudaCreateChannelDesc(x, y, z, w, f) &
        bind(c, name='cudaCreateChannelDesc')                               ! extra (for D-4.9.12)
      import
      integer(c_int), value :: x, y, z, w, f
    end function

    ! ---- 4.10 peer access ----
    integer(c_int) function cudaDeviceCanAccessPeer(canAccessPeer, device, peerDevice) &
        bind(c, name='cudaDeviceCanAccessPeer')                             ! D-4.10.1
      import
      integer(c_int), intent(out) :: canAccessPeer
      integer(c_int), value :: device, peerDevice
    end function
    integer(c_int) function cudaDeviceDisablePeerAccess(peerDevice) &
        bind(c, name='cudaDeviceDisablePeerAccess')                         ! D-4.10.2
      import
      integer(c_int), value :: peerDevice
    end function
    integer(c_int) function cudaDeviceEnablePeerAccess(peerDevice, flags) &
        bind(c, name='cudaDeviceEnablePeerAccess')                          ! D-4.10.3
      import
      integer(c_int), value :: peerDevice, flags
    end function

    ! ---- 4.11 versions ----
    integer(c_int) function cudaDriverGetVersion(iversion) bind(c, name='cudaDriverGetVersion') ! D-4.11.1
      import
      integer(c_int), intent(out) :: iversion
    end function
    integer(c_int) function cudaRuntimeGetVersion(iversion) bind(c, name='cudaRuntimeGetVersion') ! D-4.11.2
      import
      integer(c_int), intent(out) :: iversion
    end function

    ! ---- C_DEVLOC (D-X-06) ----
    type(c_devptr) function c_devloc(devarray) bind(c, name='cudafor_devloc')
      import
      type(*), dimension(..) :: devarray
    end function
  end interface

  ! ------------------------------------------------------------------
  ! Descriptor entry points of the glue (public: the code generator calls
  ! them for derived-type data; counts in elements of src/devptr, kdir < 0 =
  ! cudaMemcpyDefault, async = 0/1)
  ! ------------------------------------------------------------------
  interface
    integer(c_int) function cudafor_memcpy(dst, src, count, kdir, stream, async) bind(c, name='cudafor_memcpy')
      import
      type(*), dimension(..) :: dst, src
      integer(c_int64_t), value :: count
      integer(c_int), value :: kdir, async
      integer(cuda_stream_kind), value :: stream
    end function
    integer(c_int) function cudafor_memcpy2d(dst, dpitch, src, spitch, width, height, kdir, stream, async) &
        bind(c, name='cudafor_memcpy2d')
      import
      type(*), dimension(..) :: dst, src
      integer(c_int64_t), value :: dpitch, spitch, width, height
      integer(c_int), value :: kdir, async
      integer(cuda_stream_kind), value :: stream
    end function
    integer(c_int) function cudafor_memcpy_peer(dst, dstdev, src, srcdev, count, stream, async) &
        bind(c, name='cudafor_memcpy_peer')
      import
      type(*), dimension(..) :: dst, src
      integer(c_int), value :: dstdev, srcdev, async
      integer(c_int64_t), value :: count
      integer(cuda_stream_kind), value :: stream
    end function
    integer(c_int) function cudafor_memset(devptr, value, count, stream, async) bind(c, name='cudafor_memset')
      import
      type(*), dimension(..) :: devptr, value
      integer(c_int64_t), value :: count
      integer(cuda_stream_kind), value :: stream
      integer(c_int), value :: async
    end function
    integer(c_int) function cudafor_memset2d(devptr, pitch, value, width, height, stream, async) &
        bind(c, name='cudafor_memset2d')
      import
      type(*), dimension(..) :: devptr, value
      integer(c_int64_t), value :: pitch, width, height
      integer(cuda_stream_kind), value :: stream
      integer(c_int), value :: async
    end function
    type(c_ptr) function cudafor_loc(a) bind(c, name='cudafor_loc')
      import
      type(*), dimension(..) :: a
    end function
    integer(c_size_t) function cudafor_elem_len(a) bind(c, name='cudafor_elem_len')
      import
      type(*), dimension(..) :: a
    end function
    integer(c_int) function cudafor_raw_alloc(p, nbytes, memkind, flags) bind(c, name='cudafor_raw_alloc')
      import
      type(c_ptr), intent(out) :: p
      integer(c_int64_t), value :: nbytes
      integer(c_int), value :: memkind, flags
    end function
    integer(c_int) function cudafor_raw_free(p, memkind) bind(c, name='cudafor_raw_free')
      import
      type(c_ptr), value :: p
      integer(c_int), value :: memkind
    end function
  end interface

  ! ------------------------------------------------------------------
  ! Private raw bindings used by the wrappers
  ! ------------------------------------------------------------------
  interface
    integer(c_int) function cf_raw_memcpy(dst, src, bytes, kdir) bind(c, name='cudaMemcpy')
      import
      type(c_ptr), value :: dst, src
      integer(c_size_t), value :: bytes
      integer(c_int), value :: kdir
    end function
    integer(c_int) function cf_raw_memcpy_async(dst, src, bytes, kdir, stream) bind(c, name='cudaMemcpyAsync')
      import
      type(c_ptr), value :: dst, src
      integer(c_size_t), value :: bytes
      integer(c_int), value :: kdir
      integer(cuda_stream_kind), value :: stream
    end function
    integer(c_int) function cf_raw_memcpy2d(dst, dpitch, src, spitch, width, height, kdir) &
        bind(c, name='cudaMemcpy2D')
      import
      type(c_ptr), value :: dst, src
      integer(c_size_t), value :: dpitch, spitch, width, height
      integer(c_int), value :: kdir
    end function
    integer(c_int) function cf_raw_memcpy2d_async(dst, dpitch, src, spitch, width, height, kdir, stream) &
        bind(c, name='cudaMemcpy2DAsync')
      import
      type(c_ptr), value :: dst, src
      integer(c_size_t), value :: dpitch, spitch, width, height
      integer(c_int), value :: kdir
      integer(cuda_stream_kind), value :: stream
    end function
    integer(c_int) function cf_raw_memcpy_peer(dst, dstdev, src, srcdev, bytes) bind(c, name='cudaMemcpyPeer')
      import
      type(c_ptr), value :: dst, src
      integer(c_int), value :: dstdev, srcdev
      integer(c_size_t), value :: bytes
    end function
    integer(c_int) function cf_raw_memcpy_peer_async(dst, dstdev, src, srcdev, bytes, stream) &
        bind(c, name='cudaMemcpyPeerAsync')
      import
      type(c_ptr), value :: dst, src
      integer(c_int), value :: dstdev, srcdev
      integer(c_size_t), value :: bytes
      integer(cuda_stream_kind), value :: stream
    end function
    integer(c_int) function cf_raw_memset(p, value, bytes) bind(c, name='cudaMemset')
      import
      type(c_ptr), value :: p
      integer(c_int), value :: value
      integer(c_size_t), value :: bytes
    end function
    integer(c_int) function cf_raw_memset_async(p, value, bytes, stream) bind(c, name='cudaMemsetAsync')
      import
      type(c_ptr), value :: p
      integer(c_int), value :: value
      integer(c_size_t), value :: bytes
      integer(cuda_stream_kind), value :: stream
    end function
    integer(c_int) function cf_raw_memset2d(p, pitch, value, width, height) bind(c, name='cudaMemset2D')
      import
      type(c_ptr), value :: p
      integer(c_size_t), value :: pitch, width, height
      integer(c_int), value :: value
    end function
    integer(c_int) function cf_raw_malloc(p, bytes) bind(c, name='cudaMalloc')
      import
      type(c_ptr), intent(out) :: p
      integer(c_size_t), value :: bytes
    end function
    integer(c_int) function cf_raw_malloc_managed(p, bytes, flags) bind(c, name='cudaMallocManaged')
      import
      type(c_ptr), intent(out) :: p
      integer(c_size_t), value :: bytes
      integer(c_int), value :: flags
    end function
    integer(c_int) function cf_raw_malloc_host(p, bytes) bind(c, name='cudaMallocHost')
      import
      type(c_ptr), intent(out) :: p
      integer(c_size_t), value :: bytes
    end function
    integer(c_int) function cf_raw_host_alloc(p, bytes, flags) bind(c, name='cudaHostAlloc')
      import
      type(c_ptr), intent(out) :: p
      integer(c_size_t), value :: bytes
      integer(c_int), value :: flags
    end function
    integer(c_int) function cf_raw_host_register(p, bytes, flags) bind(c, name='cudaHostRegister')
      import
      type(c_ptr), value :: p
      integer(c_size_t), value :: bytes
      integer(c_int), value :: flags
    end function
    integer(c_int) function cf_raw_free(p) bind(c, name='cudaFree')
      import
      type(c_ptr), value :: p
    end function
    integer(c_int) function cf_raw_free_host(p) bind(c, name='cudaFreeHost')
      import
      type(c_ptr), value :: p
    end function
    integer(c_int) function cf_raw_malloc_pitch(p, pitch, width, height) bind(c, name='cudaMallocPitch')
      import
      type(c_ptr), intent(out) :: p
      integer(c_size_t), intent(out) :: pitch
      integer(c_size_t), value :: width, height
    end function
    integer(c_int) function cf_raw_malloc3d(pp, ext) bind(c, name='cudaMalloc3D')
      import
      type(cudaPitchedPtr), intent(out) :: pp
      type(cudaExtent), value :: ext
    end function
    integer(c_int) function cf_raw_malloc_array(carray, desc, width, height, flags) bind(c, name='cudaMallocArray')
      import
      type(cudaArrayPtr), intent(out) :: carray
      type(cudaChannelFormatDesc), intent(in) :: desc
      integer(c_size_t), value :: width, height
      integer(c_int), value :: flags
    end function
    integer(c_int) function cf_raw_malloc3d_array(carray, desc, ext, flags) bind(c, name='cudaMalloc3DArray')
      import
      type(cudaArrayPtr), intent(out) :: carray
      type(cudaChannelFormatDesc), intent(in) :: desc
      type(cudaExtent), value :: ext
      integer(c_int), value :: flags
    end function
    integer(c_int) function cf_raw_memcpy3d_async(p, stream) bind(c, name='cudaMemcpy3DAsync')
      import
      type(cudaMemcpy3DParms), intent(in) :: p
      integer(cuda_stream_kind), value :: stream
    end function
    integer(c_int) function cf_raw_memcpy_to_array(dst, wo, ho, src, bytes, kdir) bind(c, name='cudaMemcpyToArray')
      import
      type(cudaArrayPtr), value :: dst
      integer(c_size_t), value :: wo, ho, bytes
      type(c_ptr), value :: src
      integer(c_int), value :: kdir
    end function
    integer(c_int) function cf_raw_memcpy_from_array(dst, src, wo, ho, bytes, kdir) &
        bind(c, name='cudaMemcpyFromArray')
      import
      type(c_ptr), value :: dst
      type(cudaArrayPtr), value :: src
      integer(c_size_t), value :: wo, ho, bytes
      integer(c_int), value :: kdir
    end function
    integer(c_int) function cf_raw_memcpy_array_to_array(dst, dwo, dho, src, swo, sho, bytes, kdir) &
        bind(c, name='cudaMemcpyArrayToArray')
      import
      type(cudaArrayPtr), value :: dst, src
      integer(c_size_t), value :: dwo, dho, swo, sho, bytes
      integer(c_int), value :: kdir
    end function
    integer(c_int) function cf_raw_memcpy2d_to_array(dst, wo, ho, src, spitch, width, height, kdir) &
        bind(c, name='cudaMemcpy2DToArray')
      import
      type(cudaArrayPtr), value :: dst
      integer(c_size_t), value :: wo, ho, spitch, width, height
      type(c_ptr), value :: src
      integer(c_int), value :: kdir
    end function
    integer(c_int) function cf_raw_memcpy2d_from_array(dst, dpitch, src, wo, ho, width, height, kdir) &
        bind(c, name='cudaMemcpy2DFromArray')
      import
      type(c_ptr), value :: dst
      type(cudaArrayPtr), value :: src
      integer(c_size_t), value :: dpitch, wo, ho, width, height
      integer(c_int), value :: kdir
    end function
    integer(c_int) function cf_raw_memcpy2d_array_to_array(dst, dwo, dho, src, swo, sho, width, height, kdir) &
        bind(c, name='cudaMemcpy2DArrayToArray')
      import
      type(cudaArrayPtr), value :: dst, src
      integer(c_size_t), value :: dwo, dho, swo, sho, width, height
      integer(c_int), value :: kdir
    end function
    integer(c_int) function cf_raw_memcpy_to_symbol(symbol, src, bytes, offset, kdir) &
        bind(c, name='cudaMemcpyToSymbol')
      import
      type(c_ptr), value :: symbol, src
      integer(c_size_t), value :: bytes, offset
      integer(c_int), value :: kdir
    end function
    integer(c_int) function cf_raw_memcpy_to_symbol_async(symbol, src, bytes, offset, kdir, stream) &
        bind(c, name='cudaMemcpyToSymbolAsync')
      import
      type(c_ptr), value :: symbol, src
      integer(c_size_t), value :: bytes, offset
      integer(c_int), value :: kdir
      integer(cuda_stream_kind), value :: stream
    end function
    integer(c_int) function cf_raw_memcpy_from_symbol(dst, symbol, bytes, offset, kdir) &
        bind(c, name='cudaMemcpyFromSymbol')
      import
      type(c_ptr), value :: dst, symbol
      integer(c_size_t), value :: bytes, offset
      integer(c_int), value :: kdir
    end function
    integer(c_int) function cf_raw_memcpy_from_symbol_async(dst, symbol, bytes, offset, kdir, stream) &
        bind(c, name='cudaMemcpyFromSymbolAsync')
      import
      type(c_ptr), value :: dst, symbol
      integer(c_size_t), value :: bytes, offset
      integer(c_int), value :: kdir
      integer(cuda_stream_kind), value :: stream
    end function
    integer(c_int) function cf_raw_get_symbol_address(devptr, symbol) bind(c, name='cudaGetSymbolAddress')
      import
      type(c_devptr), intent(out) :: devptr
      type(c_ptr), value :: symbol
    end function
    integer(c_int) function cf_raw_get_symbol_size(bytes, symbol) bind(c, name='cudaGetSymbolSize')
      import
      integer(c_size_t), intent(out) :: bytes
      type(c_ptr), value :: symbol
    end function
    integer(c_int) function cf_raw_stream_attach(stream, p, bytes, flags) bind(c, name='cudaStreamAttachMemAsync')
      import
      integer(cuda_stream_kind), value :: stream
      type(c_ptr), value :: p
      integer(c_size_t), value :: bytes
      integer(c_int), value :: flags
    end function
    integer(c_int) function cf_raw_stream_query(stream) bind(c, name='cudaStreamQuery')
      import
      integer(cuda_stream_kind), value :: stream
    end function
    integer(c_int) function cf_raw_stream_synchronize(stream) bind(c, name='cudaStreamSynchronize')
      import
      integer(cuda_stream_kind), value :: stream
    end function
    integer(c_int) function cf_raw_graph_instantiate(graphExec, graph, flags) bind(c, name='cudaGraphInstantiate')
      import
      type(cudaGraphExec), intent(out) :: graphExec
      type(cudaGraph), value :: graph
      integer(c_long_long), value :: flags
    end function
    integer(c_int) function cf_raw_event_record(event, stream) bind(c, name='cudaEventRecord')
      import
      type(cudaEvent), value :: event
      integer(cuda_stream_kind), value :: stream
    end function
    integer(c_int) function cf_raw_device_set_limit(limit, val) bind(c, name='cudaDeviceSetLimit')
      import
      integer(c_int), value :: limit
      integer(c_size_t), value :: val
    end function
    type(c_ptr) function cf_raw_get_error_string(err) bind(c, name='cudaGetErrorString')
      import
      integer(c_int), value :: err
    end function
    type(c_ptr) function cf_raw_get_error_name(err) bind(c, name='cudaGetErrorName')
      import
      integer(c_int), value :: err
    end function
    integer(c_size_t) function cf_strlen(s) bind(c, name='cudafor_strlen')
      import
      type(c_ptr), value :: s
    end function
    integer(c_int) function cf_set_default_stream(stream) bind(c, name='cudafor_set_default_stream')
      import
      integer(cuda_stream_kind), value :: stream
    end function
    integer(c_int) function cf_set_default_stream_var(devptr, stream) bind(c, name='cudafor_set_default_stream_var')
      import
      type(*), dimension(..) :: devptr
      integer(cuda_stream_kind), value :: stream
    end function
    integer(c_int) function cf_mem_advise(p, bytes, advice, device) bind(c, name='cudafor_mem_advise')
      import
      type(c_ptr), value :: p
      integer(c_int64_t), value :: bytes
      integer(c_int), value :: advice, device
    end function
    integer(c_int) function cf_mem_prefetch(p, bytes, device, stream) bind(c, name='cudafor_mem_prefetch')
      import
      type(c_ptr), value :: p
      integer(c_int64_t), value :: bytes
      integer(c_int), value :: device
      integer(cuda_stream_kind), value :: stream
    end function
    integer(c_int) function cf_pointer_get_attributes(attr, p) bind(c, name='cudafor_pointer_get_attributes')
      import
      type(cudaPointerAttributes), intent(out) :: attr
      type(c_ptr), value :: p
    end function
    integer(c_int) function cf_func_get_attributes(attr, func) bind(c, name='cudafor_func_get_attributes')
      import
      type(cudaFuncAttributes), intent(out) :: attr
      type(c_ptr), value :: func
    end function
    type(c_ptr) function cf_kernel_handle(fp) bind(c, name='cudafor_kernel_handle')
      import
      type(c_funptr), value :: fp
    end function
    type(c_ptr) function cf_kernel_by_name(name, len) bind(c, name='cudafor_kernel_by_name')
      import
      character(kind=c_char), intent(in) :: name(*)
      integer(c_size_t), value :: len
    end function
    type(c_ptr) function cf_symbol_by_name(name, len) bind(c, name='cudafor_symbol_by_name')
      import
      character(kind=c_char), intent(in) :: name(*)
      integer(c_size_t), value :: len
    end function
    integer(c_int) function cf_raw_func_set_attribute(func, attr, value) bind(c, name='cudaFuncSetAttribute')
      import
      type(c_ptr), value :: func
      integer(c_int), value :: attr, value
    end function
    integer(c_int) function cf_raw_func_set_cache_config(func, config) bind(c, name='cudaFuncSetCacheConfig')
      import
      type(c_ptr), value :: func
      integer(c_int), value :: config
    end function
    integer(c_int) function cf_raw_func_set_shmem_config(func, config) bind(c, name='cudaFuncSetSharedMemConfig')
      import
      type(c_ptr), value :: func
      integer(c_int), value :: config
    end function
    integer(c_int) function cf_raw_occupancy(numBlocks, func, blockSize, dynamicSMemSize) &
        bind(c, name='cudaOccupancyMaxActiveBlocksPerMultiprocessor')
      import
      integer(c_int), intent(out) :: numBlocks
      type(c_ptr), value :: func
      integer(c_int), value :: blockSize
      integer(c_size_t), value :: dynamicSMemSize
    end function
    integer(c_int) function cf_raw_occupancy_flags(numBlocks, func, blockSize, dynamicSMemSize, flags) &
        bind(c, name='cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags')
      import
      integer(c_int), intent(out) :: numBlocks
      type(c_ptr), value :: func
      integer(c_int), value :: blockSize
      integer(c_size_t), value :: dynamicSMemSize
      integer(c_int), value :: flags
    end function
    integer(c_int) function cf_get_device_properties(prop, dev) bind(c, name='cudafor_get_device_properties')
      import
      type(cudafor_prop_c), intent(out) :: prop
      integer(c_int), value :: dev
    end function
    integer(c_int) function cf_choose_device(dev, prop) bind(c, name='cudafor_choose_device')
      import
      integer(c_int), intent(out) :: dev
      type(cudafor_prop_c), intent(in) :: prop
    end function
    integer(c_size_t) function cf_prop_size() bind(c, name='cudafor_prop_size')
      import
    end function
  end interface

  ! ------------------------------------------------------------------
  ! Generic interfaces
  ! ------------------------------------------------------------------
  ! D-4.2.14 / D-4.2.1 are module procedures below (cudaGetDeviceProperties,
  ! cudaChooseDevice); D-4.4.1 cudaGetErrorString likewise.

  ! D-4.5.2 cudaforSetDefaultStream([devptr,] stream) (+ D-X-04 legacy name)
  interface cudaforSetDefaultStream
    module procedure cf_set_default_stream_thread, cf_set_default_stream_dev
  end interface
  interface cudaSetStreamDefault
    module procedure cf_set_default_stream_thread, cf_set_default_stream_dev
  end interface

  ! D-4.5.9/10: the stream may be an integer(4) literal 0 too
  interface cudaStreamQuery
    module procedure cf_stream_query8, cf_stream_query4
  end interface
  interface cudaStreamSynchronize
    module procedure cf_stream_sync8, cf_stream_sync4
  end interface
  ! NEW-170 cudaGraphInstantiate(graphExec, graph, flags): CUDA 12's
  ! unsigned long long flags, integer(8) (0_8) or integer(4) (0)
  interface cudaGraphInstantiate
    module procedure cf_graph_instantiate8, cf_graph_instantiate4
  end interface
  ! D-X-01 cudaforReductionSetStream(stream): integer(4) (`0`, the guide 3.7.2) or cuda_stream_kind
  interface cudaforReductionSetStream
    module procedure cf_red_stream8, cf_red_stream4
  end interface
  ! D-4.6.6 cudaEventRecord(event[, stream]): stream integer(4) (the guide) or cuda_stream_kind
  interface cudaEventRecord
    module procedure cf_event_record8, cf_event_record4, cf_event_record0
  end interface

  ! D-4.7.x / D-4.8.x: the kernel argument.  cufc's host side has no device
  ! function, so a kernel is accepted as
  !   - character(*): the kernel name, resolved by the runtime hook
  !     cufrt_kernel_by_name(): what cufc's generated code passes for a
  !     kernel ('module:kernel'); users may write 'kernel' or 'module_kernel';
  !   - a procedure (`external :: func` as in the guide) or type(c_funptr):
  !     its address, which cudart knows only for kernels compiled from C, or
  !   - type(c_ptr): a cudart device-function handle.
  interface cudaFuncGetAttributes
    module procedure cf_fga_proc, cf_fga_funptr, cf_fga_cptr, cf_fga_name
  end interface
  interface cudaFuncSetAttribute
    module procedure cf_fsa_proc, cf_fsa_funptr, cf_fsa_cptr, cf_fsa_name
  end interface
  interface cudaFuncSetCacheConfig
    module procedure cf_fsc_proc, cf_fsc_funptr, cf_fsc_cptr, cf_fsc_name
  end interface
  interface cudaFuncSetSharedMemConfig
    module procedure cf_fss_proc, cf_fss_funptr, cf_fss_cptr, cf_fss_name
  end interface
  interface cudaOccupancyMaxActiveBlocksPerMultiprocessor
    module procedure cf_occ_proc, cf_occ_funptr, cf_occ_cptr, cf_occ_name
  end interface
  interface cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags
    module procedure cf_occf_proc, cf_occf_funptr, cf_occf_cptr, cf_occf_name
  end interface

  ! D-4.9.4 cudaGetSymbolAddress(devptr, symbol): symbol a c_ptr, or (PGI's
  ! `csvx = 'vx'`) a character name resolved by the runtime hook cufrt_symbol_by_name()
  interface cudaGetSymbolAddress
    module procedure cf_get_symbol_address_cptr, cf_get_symbol_address_name
  end interface
  ! D-4.9.5 (size of any integer kind)
  interface cudaGetSymbolSize
    module procedure cf_get_symbol_size4, cf_get_symbol_size8
  end interface

  ! allocation helpers for the code generator (ALLOCATE/DEALLOCATE of device,
  ! managed and pinned arrays); see cudaforAllocate_i1 for the interface
  interface cudaforAllocate
    module procedure cfa_i1, cfa_i2, cfa_i4, cfa_i8, cfa_l1, cfa_l2, cfa_l4, cfa_l8, cfa_r4, cfa_r8, cfa_c4, &
      cfa_c8, cfa_ch
  end interface cudaforAllocate
  interface cudaforDeallocate
    module procedure cfd_i1, cfd_i2, cfd_i4, cfd_i8, cfd_l1, cfd_l2, cfd_l4, cfd_l8, cfd_r4, cfd_r8, cfd_c4, &
      cfd_c8, cfd_ch
  end interface cudaforDeallocate
  ! D-4.9.11 cudaMalloc(devptr, count)
  interface cudaMalloc
    module procedure cm_i1, cm_i2, cm_i4, cm_i8, cm_l1, cm_l2, cm_l4, cm_l8, cm_r4, cm_r8, cm_c4, cm_c8, &
      cm_ch, cm_cdev
  end interface cudaMalloc
  ! D-4.9.13 cudaMallocManaged(devptr, count[, flags])
  interface cudaMallocManaged
    module procedure cmm_i1, cmm_i2, cmm_i4, cmm_i8, cmm_l1, cmm_l2, cmm_l4, cmm_l8, cmm_r4, cmm_r8, cmm_c4, &
      cmm_c8, cmm_ch, cmm_cdev
  end interface cudaMallocManaged
  ! D-X-05 cudaMallocHost(hostptr, size)
  interface cudaMallocHost
    module procedure cmh_i1, cmh_i2, cmh_i4, cmh_i8, cmh_l1, cmh_l2, cmh_l4, cmh_l8, cmh_r4, cmh_r8, cmh_c4, &
      cmh_c8, cmh_ch, cmh_cptr
  end interface cudaMallocHost
  ! D-4.9.1 cudaFree(devptr)
  interface cudaFree
    module procedure cfr_i1, cfr_i2, cfr_i4, cfr_i8, cfr_l1, cfr_l2, cfr_l4, cfr_l8, cfr_r4, cfr_r8, cfr_c4, &
      cfr_c8, cfr_ch, cfr_cdev
  end interface cudaFree
  ! D-4.9.3 cudaFreeHost(hostptr)
  interface cudaFreeHost
    module procedure cfh_i1, cfh_i2, cfh_i4, cfh_i8, cfh_l1, cfh_l2, cfh_l4, cfh_l8, cfh_r4, cfh_r8, cfh_c4, &
      cfh_c8, cfh_ch, cfh_cptr
  end interface cudaFreeHost
  ! D-4.9.14 cudaMallocPitch(devptr, pitch, width, height)
  interface cudaMallocPitch
    module procedure cmp_i1, cmp_i2, cmp_i4, cmp_i8, cmp_l1, cmp_l2, cmp_l4, cmp_l8, cmp_r4, cmp_r8, cmp_c4, &
      cmp_c8, cmp_ch, cmp_cdev
  end interface cudaMallocPitch
  ! D-4.9.15 cudaMalloc3D(pitchptr, cext)
  interface cudaMalloc3D
    module procedure cm3_i1, cm3_i2, cm3_i4, cm3_i8, cm3_l1, cm3_l2, cm3_l4, cm3_l8, cm3_r4, cm3_r8, cm3_c4, &
      cm3_c8, cm3_ch, cm3_pp
  end interface cudaMalloc3D
  ! D-X-07 c_f_pointer(c_devptr, device array, shape) (extends iso_c_binding's)
  interface c_f_pointer
    module procedure cfp_i1, cfp_i2, cfp_i4, cfp_i8, cfp_l1, cfp_l2, cfp_l4, cfp_l8, cfp_r4, cfp_r8, cfp_c4, &
      cfp_c8, cfp_ch
  end interface c_f_pointer
  ! D-4.9.18 cudaMemcpy(dst, src, count[, kdir])
  interface cudaMemcpy
    module procedure mc_i1, mc_i2, mc_i4, mc_i8, mc_l1, mc_l2, mc_l4, mc_l8, mc_r4, mc_r8, mc_c4, mc_c8, &
      mc_ch, mc_dd, mc_dh, mc_hd, mc_hh
  end interface cudaMemcpy
  ! D-4.9.20 cudaMemcpyAsync(dst, src, count[, kdir][, stream]): kdir (integer(4))
  ! and stream (cuda_stream_kind) told apart by kind, as in guide §5.5
  interface cudaMemcpyAsync
    module procedure mca_i1, mca_i2, mca_i4, mca_i8, mca_l1, mca_l2, mca_l4, mca_l8, mca_r4, mca_r8, mca_c4, &
      mca_c8, mca_ch, mcs_i1, mcs_i2, mcs_i4, mcs_i8, mcs_l1, mcs_l2, mcs_l4, mcs_l8, mcs_r4, mcs_r8, mcs_c4, &
      mcs_c8, mcs_ch, mca_dd, mca_dh, mca_hd, mca_hh, mcs_dd, mcs_dh, mcs_hd, mcs_hh
  end interface cudaMemcpyAsync
  ! D-4.9.29 cudaMemcpy2D(dst, dpitch, src, spitch, width, height[, kdir])
  interface cudaMemcpy2D
    module procedure m2_i1, m2_i2, m2_i4, m2_i8, m2_l1, m2_l2, m2_l4, m2_l8, m2_r4, m2_r8, m2_c4, m2_c8, &
      m2_ch, m2_dd, m2_dh, m2_hd, m2_hh
  end interface cudaMemcpy2D
  ! D-4.9.31 cudaMemcpy2DAsync(dst, dpitch, src, spitch, width, height[, kdir][, stream])
  interface cudaMemcpy2DAsync
    module procedure m2a_i1, m2a_i2, m2a_i4, m2a_i8, m2a_l1, m2a_l2, m2a_l4, m2a_l8, m2a_r4, m2a_r8, m2a_c4, &
      m2a_c8, m2a_ch, m2s_i1, m2s_i2, m2s_i4, m2s_i8, m2s_l1, m2s_l2, m2s_l4, m2s_l8, m2s_r4, m2s_r8, m2s_c4, &
      m2s_c8, m2s_ch, m2a_dd, m2a_dh, m2a_hd, m2a_hh, m2s_dd, m2s_dh, m2s_hd, m2s_hh
  end interface cudaMemcpy2DAsync
  ! D-4.9.24 cudaMemcpyPeer(dst, dstdev, src, srcdev, count)
  interface cudaMemcpyPeer
    module procedure mp_i1, mp_i2, mp_i4, mp_i8, mp_l1, mp_l2, mp_l4, mp_l8, mp_r4, mp_r8, mp_c4, mp_c8, &
      mp_ch, mp_dd
  end interface cudaMemcpyPeer
  ! D-4.9.25 cudaMemcpyPeerAsync(dst, dstdev, src, srcdev, count[, stream])
  interface cudaMemcpyPeerAsync
    module procedure mpa_i1, mpa_i2, mpa_i4, mpa_i8, mpa_l1, mpa_l2, mpa_l4, mpa_l8, mpa_r4, mpa_r8, mpa_c4, &
      mpa_c8, mpa_ch, mpa_dd
  end interface cudaMemcpyPeerAsync
  ! D-4.9.38 cudaMemset(devptr, value, count)
  interface cudaMemset
    module procedure ms_i1, ms_i2, ms_i4, ms_i8, ms_l1, ms_l2, ms_l4, ms_l8, ms_r4, ms_r8, ms_c4, ms_c8, &
      ms_ch, ms_cdev
  end interface cudaMemset
  ! D-4.9.39 cudaMemsetAsync(devptr, value, count[, stream])
  interface cudaMemsetAsync
    module procedure msa_i1, msa_i2, msa_i4, msa_i8, msa_l1, msa_l2, msa_l4, msa_l8, msa_r4, msa_r8, msa_c4, &
      msa_c8, msa_ch, msa_cdev
  end interface cudaMemsetAsync
  ! D-4.9.40 cudaMemset2D(devptr, pitch, value, width, height)
  interface cudaMemset2D
    module procedure ms2_i1, ms2_i2, ms2_i4, ms2_i8, ms2_l1, ms2_l2, ms2_l4, ms2_l8, ms2_r4, ms2_r8, ms2_c4, &
      ms2_c8, ms2_ch, ms2_cdev
  end interface cudaMemset2D
  ! D-4.9.17 cudaMemAdvise(devptr, count, advice, device)
  interface cudaMemAdvise
    module procedure madv_i1, madv_i2, madv_i4, madv_i8, madv_l1, madv_l2, madv_l4, madv_l8, madv_r4, madv_r8, &
      madv_c4, madv_c8, madv_ch, madv_cdev
  end interface cudaMemAdvise
  ! D-4.9.37 cudaMemPrefetchAsync(devptr, count, device[, stream])
  interface cudaMemPrefetchAsync
    module procedure mpf_i1, mpf_i2, mpf_i4, mpf_i8, mpf_l1, mpf_l2, mpf_l4, mpf_l8, mpf_r4, mpf_r8, mpf_c4, &
      mpf_c8, mpf_ch, mpf_cdev
  end interface cudaMemPrefetchAsync
  ! D-4.5.3 cudaStreamAttachMemAsync(stream, devptr[, length][, flags])
  interface cudaStreamAttachMemAsync
    module procedure sam_i1, sam_i2, sam_i4, sam_i8, sam_l1, sam_l2, sam_l4, sam_l8, sam_r4, sam_r8, sam_c4, &
      sam_c8, sam_ch, sam_cdev
  end interface cudaStreamAttachMemAsync
  ! D-4.10.4 cudaPointerGetAttributes(attr, ptr)
  interface cudaPointerGetAttributes
    module procedure pga_i1, pga_i2, pga_i4, pga_i8, pga_l1, pga_l2, pga_l4, pga_l8, pga_r4, pga_r8, pga_c4, &
      pga_c8, pga_ch, pga_cptr, pga_cdev
  end interface cudaPointerGetAttributes

  private :: cf_i8, cf_kdir, cf_stream, cf_copy_bytes, cf_copy2d_bytes, cf_shape
  private :: cf_set_default_stream_thread, cf_set_default_stream_dev
  private :: cf_stream_query8, cf_stream_query4, cf_stream_sync8, cf_stream_sync4
  private :: cf_graph_instantiate8, cf_graph_instantiate4, cf_raw_graph_instantiate
  private :: cf_red_stream8, cf_red_stream4, cf_raw_reduction_set_stream
  private :: cf_event_record8, cf_event_record4, cf_event_record0
  private :: cf_fga_proc, cf_fga_funptr, cf_fga_cptr, cf_fga_name
  private :: cf_fsa_proc, cf_fsa_funptr, cf_fsa_cptr, cf_fsa_name
  private :: cf_fsc_proc, cf_fsc_funptr, cf_fsc_cptr, cf_fsc_name
  private :: cf_fss_proc, cf_fss_funptr, cf_fss_cptr, cf_fss_name
  private :: cf_occ_proc, cf_occ_funptr, cf_occ_cptr, cf_occ_name
  private :: cf_occf_proc, cf_occf_funptr, cf_occf_cptr, cf_occf_name
  private :: cf_get_symbol_address_cptr, cf_get_symbol_address_name
  private :: cf_get_symbol_size4, cf_get_symbol_size8, cf_proc_handle, cf_name_handle
  ! (the bind(c) interfaces cf_raw_*, cf_* with binding labels stay public:
  !  gfortran warns about PRIVATE symbols that carry a binding label)
  private :: cf_c_string
  private :: cudafor_prop_c, cf_prop_from_c, cf_prop_to_c, cfa_i1, cfa_i2, cfa_i4, cfa_i8, cfa_l1, cfa_l2, &
    cfa_l4, cfa_l8, cfa_r4, cfa_r8, cfa_c4, cfa_c8, cfa_ch, cfd_i1, cfd_i2, cfd_i4, cfd_i8, cfd_l1, cfd_l2, &
    cfd_l4, cfd_l8, cfd_r4, cfd_r8, cfd_c4, cfd_c8, cfd_ch, cfas_i1, cfas_i2, cfas_i4, cfas_i8, cfas_l1, &
    cfas_l2, cfas_l4, cfas_l8, cfas_r4, cfas_r8, cfas_c4, cfas_c8, cfas_ch, cm_i1, cm_i2, cm_i4, cm_i8, cm_l1, &
    cm_l2, cm_l4, cm_l8, cm_r4, cm_r8, cm_c4, cm_c8, cm_ch, cmm_i1, cmm_i2, cmm_i4, cmm_i8, cmm_l1, cmm_l2, &
    cmm_l4, cmm_l8, cmm_r4, cmm_r8, cmm_c4, cmm_c8, cmm_ch, cmh_i1, cmh_i2, cmh_i4, cmh_i8, cmh_l1, cmh_l2, &
    cmh_l4, cmh_l8, cmh_r4, cmh_r8, cmh_c4, cmh_c8, cmh_ch, cfr_i1, cfr_i2, cfr_i4, cfr_i8, cfr_l1, cfr_l2, &
    cfr_l4, cfr_l8, cfr_r4, cfr_r8, cfr_c4, cfr_c8, cfr_ch, cfh_i1, cfh_i2, cfh_i4, cfh_i8, cfh_l1, cfh_l2, &
    cfh_l4, cfh_l8, cfh_r4, cfh_r8, cfh_c4, cfh_c8, cfh_ch, cmp_i1, cmp_i2, cmp_i4, cmp_i8, cmp_l1, cmp_l2, &
    cmp_l4, cmp_l8, cmp_r4, cmp_r8, cmp_c4, cmp_c8, cmp_ch, cm3_i1, cm3_i2, cm3_i4, cm3_i8, cm3_l1, cm3_l2, &
    cm3_l4, cm3_l8, cm3_r4, cm3_r8, cm3_c4, cm3_c8, cm3_ch, cfp_i1, cfp_i2, cfp_i4, cfp_i8, cfp_l1, cfp_l2, &
    cfp_l4, cfp_l8, cfp_r4, cfp_r8, cfp_c4, cfp_c8, cfp_ch, mc_i1, mc_i2, mc_i4, mc_i8, mc_l1, mc_l2, mc_l4, &
    mc_l8, mc_r4, mc_r8, mc_c4, mc_c8, mc_ch, mca_i1, mca_i2, mca_i4, mca_i8, mca_l1, mca_l2, mca_l4, mca_l8, &
    mca_r4, mca_r8, mca_c4, mca_c8, mca_ch, mcs_i1, mcs_i2, mcs_i4, mcs_i8, mcs_l1, mcs_l2, mcs_l4, mcs_l8, &
    mcs_r4, mcs_r8, mcs_c4, mcs_c8, mcs_ch, m2_i1, m2_i2, m2_i4, m2_i8, m2_l1, m2_l2, m2_l4, m2_l8, m2_r4, &
    m2_r8, m2_c4, m2_c8, m2_ch, m2a_i1, m2a_i2, m2a_i4, m2a_i8, m2a_l1, m2a_l2, m2a_l4, m2a_l8, m2a_r4, &
    m2a_r8, m2a_c4, m2a_c8, m2a_ch, m2s_i1, m2s_i2, m2s_i4, m2s_i8, m2s_l1, m2s_l2, m2s_l4, m2s_l8, m2s_r4, &
    m2s_r8, m2s_c4, m2s_c8, m2s_ch, mp_i1, mp_i2, mp_i4, mp_i8, mp_l1, mp_l2, mp_l4, mp_l8, mp_r4, mp_r8, &
    mp_c4, mp_c8, mp_ch, mpa_i1, mpa_i2, mpa_i4, mpa_i8, mpa_l1, mpa_l2, mpa_l4, mpa_l8, mpa_r4, mpa_r8, &
    mpa_c4, mpa_c8, mpa_ch, ms_i1, ms_i2, ms_i4, ms_i8, ms_l1, ms_l2, ms_l4, ms_l8, ms_r4, ms_r8, ms_c4, &
    ms_c8, ms_ch, msa_i1, msa_i2, msa_i4, msa_i8, msa_l1, msa_l2, msa_l4, msa_l8, msa_r4, msa_r8, msa_c4, &
    msa_c8, msa_ch, ms2_i1, ms2_i2, ms2_i4, ms2_i8, ms2_l1, ms2_l2, ms2_l4, ms2_l8, ms2_r4, ms2_r8, ms2_c4, &
    ms2_c8, ms2_ch, madv_i1, madv_i2, madv_i4, madv_i8, madv_l1, madv_l2, madv_l4, madv_l8, madv_r4, madv_r8, &
    madv_c4, madv_c8, madv_ch, mpf_i1, mpf_i2, mpf_i4, mpf_i8, mpf_l1, mpf_l2, mpf_l4, mpf_l8, mpf_r4, mpf_r8, &
    mpf_c4, mpf_c8, mpf_ch, sam_i1, sam_i2, sam_i4, sam_i8, sam_l1, sam_l2, sam_l4, sam_l8, sam_r4, sam_r8, &
    sam_c4, sam_c8, sam_ch, pga_i1, pga_i2, pga_i4, pga_i8, pga_l1, pga_l2, pga_l4, pga_l8, pga_r4, pga_r8, &
    pga_c4, pga_c8, pga_ch, cm_cdev, cmm_cdev, cmh_cptr, cfr_cdev, cfh_cptr, cmp_cdev, cm3_pp, mc_dd, mc_dh, &
    mc_hd, mc_hh, mca_dd, mca_dh, mca_hd, mca_hh, mcs_dd, mcs_dh, mcs_hd, mcs_hh, m2_dd, m2_dh, m2_hd, m2_hh, &
    m2a_dd, m2a_dh, m2a_hd, m2a_hh, m2s_dd, m2s_dh, m2s_hd, m2s_hh, mp_dd, mpa_dd, ms_cdev, msa_cdev, &
    ms2_cdev, madv_cdev, mpf_cdev, sam_cdev, pga_cptr, pga_cdev

contains

  ! ==================================================================
  ! helpers
  ! ==================================================================

  ! any integer kind -> int64; anything else -> -1 (rejected as cudaErrorInvalidValue)
  integer(c_int64_t) function cf_i8(x)
    class(*), intent(in) :: x
    select type (x)
    type is (integer(1))
      cf_i8 = x
    type is (integer(2))
      cf_i8 = x
    type is (integer(4))
      cf_i8 = x
    type is (integer(8))
      cf_i8 = x
    class default
      cf_i8 = -1
    end select
  end function cf_i8

  ! optional kdir -> value, -1 when absent (the glue then uses cudaMemcpyDefault:
  ! guide §3.4.3, "the kind parameter ... is optional in Fortran")
  integer(c_int) function cf_kdir(kdir)
    integer, intent(in), optional :: kdir
    cf_kdir = -1
    if (present(kdir)) cf_kdir = kdir
  end function cf_kdir

  ! optional stream -> value, 0 when absent (guide §4.9.20: "defaults to zero")
  integer(cuda_stream_kind) function cf_stream(stream)
    integer(cuda_stream_kind), intent(in), optional :: stream
    cf_stream = 0
    if (present(stream)) cf_stream = stream
  end function cf_stream

  ! shape argument of c_f_pointer(c_devptr, ...): integer array or scalar, any kind
  subroutine cf_shape(shape, ub)
    class(*), intent(in) :: shape(..)
    integer(c_int64_t), intent(inout) :: ub(:)
    integer :: n
    select rank (shape)
    rank (0)
      ub(1) = cf_i8(shape)
    rank (1)
      n = min(size(shape), size(ub))
      select type (shape)
      type is (integer(1))
        ub(1:n) = shape(1:n)
      type is (integer(2))
        ub(1:n) = shape(1:n)
      type is (integer(4))
        ub(1:n) = shape(1:n)
      type is (integer(8))
        ub(1:n) = shape(1:n)
      end select
    end select
  end subroutine cf_shape

  integer function cf_copy_bytes(dst, src, bytes, kdir, stream, async) result(istat)
    type(c_ptr), intent(in) :: dst, src
    integer(c_int64_t), intent(in) :: bytes
    integer(c_int), intent(in) :: kdir, async
    integer(cuda_stream_kind), intent(in) :: stream
    integer(c_int) :: k
    istat = cudaErrorInvalidValue
    if (bytes < 0) return
    istat = cudaSuccess
    if (bytes == 0) return
    k = kdir
    if (k < 0) k = cudaMemcpyDefault
    if (async /= 0) then
      istat = cf_raw_memcpy_async(dst, src, int(bytes, c_size_t), k, stream)
    else
      istat = cf_raw_memcpy(dst, src, int(bytes, c_size_t), k)
    end if
  end function cf_copy_bytes

  integer function cf_copy2d_bytes(dst, dpitch, src, spitch, width, height, kdir, stream, async) result(istat)
    type(c_ptr), intent(in) :: dst, src
    integer(c_int64_t), intent(in) :: dpitch, spitch, width, height
    integer(c_int), intent(in) :: kdir, async
    integer(cuda_stream_kind), intent(in) :: stream
    integer(c_int) :: k
    istat = cudaErrorInvalidValue
    if (min(dpitch, spitch, width, height) < 0) return
    k = kdir
    if (k < 0) k = cudaMemcpyDefault
    if (async /= 0) then
      istat = cf_raw_memcpy2d_async(dst, int(dpitch, c_size_t), src, int(spitch, c_size_t), &
                                    int(width, c_size_t), int(height, c_size_t), k, stream)
    else
      istat = cf_raw_memcpy2d(dst, int(dpitch, c_size_t), src, int(spitch, c_size_t), &
                              int(width, c_size_t), int(height, c_size_t), k)
    end if
  end function cf_copy2d_bytes

  function cf_c_string(p) result(s)
    type(c_ptr), intent(in) :: p
    character(len=:), allocatable :: s
    character(kind=c_char), pointer :: chars(:)
    integer(c_size_t) :: n, i
    n = 0
    if (c_associated(p)) n = cf_strlen(p)
    allocate(character(len=n) :: s)
    if (n == 0) return
    call c_f_pointer(p, chars, [n])
    do i = 1, n
      s(i:i) = chars(i)
    end do
  end function cf_c_string

  ! ==================================================================
  ! 4.2 device management
  ! ==================================================================

  ! D-4.2.1
  integer function cudaChooseDevice(devnum, prop) result(istat)
    integer, intent(out) :: devnum
    type(cudaDeviceProp), intent(in) :: prop
    type(cudafor_prop_c) :: c
    integer(c_int) :: d
    call cf_prop_to_c(prop, c)
    istat = cf_choose_device(d, c)
    devnum = d
  end function cudaChooseDevice

  ! D-4.2.9 (val of any integer kind; the guide says cuda_count_kind)
  integer function cudaDeviceSetLimit(limit, val) result(istat)
    integer, intent(in) :: limit
    class(*), intent(in) :: val
    istat = cudaErrorInvalidValue
    if (cf_i8(val) < 0) return
    istat = cf_raw_device_set_limit(limit, int(cf_i8(val), c_size_t))
  end function cudaDeviceSetLimit

  ! D-4.2.14
  integer function cudaGetDeviceProperties(prop, devnum) result(istat)
    type(cudaDeviceProp), intent(out) :: prop
    integer, intent(in) :: devnum
    type(cudafor_prop_c) :: c
    if (cf_prop_size() /= c_sizeof(c)) then     ! glue and module out of step
      istat = cudaErrorInvalidValue
      return
    end if
    istat = cf_get_device_properties(c, devnum)
    call cf_prop_from_c(c, prop)
  end function cudaGetDeviceProperties

  subroutine cf_prop_from_c(c, p)
    type(cudafor_prop_c), intent(in) :: c
    type(cudaDeviceProp), intent(out) :: p
    integer :: i
    p%name = ' '
    do i = 1, 256
      if (c%name(i) == c_null_char) exit
      p%name(i:i) = c%name(i)
    end do
    do i = 1, 16
      p%uuid(i:i) = c%uuid(i)
    end do
    do i = 1, 8
      p%luid(i:i) = c%luid(i)
    end do
    p%totalGlobalMem = c%totalGlobalMem
    p%sharedMemPerBlock = c%sharedMemPerBlock
    p%memPitch = c%memPitch
    p%totalConstMem = c%totalConstMem
    p%textureAlignment = c%textureAlignment
    p%texturePitchAlignment = c%texturePitchAlignment
    p%surfaceAlignment = c%surfaceAlignment
    p%sharedMemPerMultiprocessor = c%sharedMemPerMultiprocessor
    p%sharedMemPerBlockOptin = c%sharedMemPerBlockOptin
    p%reservedSharedMemPerBlock = c%reservedSharedMemPerBlock
    p%luidDeviceNodeMask = c%luidDeviceNodeMask
    p%regsPerBlock = c%regsPerBlock
    p%warpSize = c%warpSize
    p%maxThreadsPerBlock = c%maxThreadsPerBlock
    p%major = c%major
    p%minor = c%minor
    p%multiProcessorCount = c%multiProcessorCount
    p%integrated = c%integrated
    p%canMapHostMemory = c%canMapHostMemory
    p%maxTexture1D = c%maxTexture1D
    p%maxTexture1DMipmap = c%maxTexture1DMipmap
    p%maxTextureCubemap = c%maxTextureCubemap
    p%maxSurface1D = c%maxSurface1D
    p%maxSurfaceCubemap = c%maxSurfaceCubemap
    p%concurrentKernels = c%concurrentKernels
    p%ECCEnabled = c%ECCEnabled
    p%pciBusID = c%pciBusID
    p%pciDeviceID = c%pciDeviceID
    p%pciDomainID = c%pciDomainID
    p%tccDriver = c%tccDriver
    p%asyncEngineCount = c%asyncEngineCount
    p%unifiedAddressing = c%unifiedAddressing
    p%memoryBusWidth = c%memoryBusWidth
    p%l2CacheSize = c%l2CacheSize
    p%persistingL2CacheMaxSize = c%persistingL2CacheMaxSize
    p%maxThreadsPerMultiProcessor = c%maxThreadsPerMultiProcessor
    p%streamPrioritiesSupported = c%streamPrioritiesSupported
    p%globalL1CacheSupported = c%globalL1CacheSupported
    p%localL1CacheSupported = c%localL1CacheSupported
    p%regsPerMultiprocessor = c%regsPerMultiprocessor
    p%managedMemory = c%managedMemory
    p%isMultiGpuBoard = c%isMultiGpuBoard
    p%multiGpuBoardGroupID = c%multiGpuBoardGroupID
    p%hostNativeAtomicSupported = c%hostNativeAtomicSupported
    p%pageableMemoryAccess = c%pageableMemoryAccess
    p%concurrentManagedAccess = c%concurrentManagedAccess
    p%computePreemptionSupported = c%computePreemptionSupported
    p%canUseHostPointerForRegisteredMem = c%canUseHostPointerForRegisteredMem
    p%cooperativeLaunch = c%cooperativeLaunch
    p%pageableMemoryAccessUsesHostPageTables = c%pageableMemoryAccessUsesHostPageTables
    p%directManagedMemAccessFromHost = c%directManagedMemAccessFromHost
    p%maxBlocksPerMultiProcessor = c%maxBlocksPerMultiProcessor
    p%accessPolicyMaxWindowSize = c%accessPolicyMaxWindowSize
    p%hostRegisterSupported = c%hostRegisterSupported
    p%sparseCudaArraySupported = c%sparseCudaArraySupported
    p%hostRegisterReadOnlySupported = c%hostRegisterReadOnlySupported
    p%timelineSemaphoreInteropSupported = c%timelineSemaphoreInteropSupported
    p%memoryPoolsSupported = c%memoryPoolsSupported
    p%gpuDirectRDMASupported = c%gpuDirectRDMASupported
    p%gpuDirectRDMAFlushWritesOptions = c%gpuDirectRDMAFlushWritesOptions
    p%gpuDirectRDMAWritesOrdering = c%gpuDirectRDMAWritesOrdering
    p%memoryPoolSupportedHandleTypes = c%memoryPoolSupportedHandleTypes
    p%deferredMappingCudaArraySupported = c%deferredMappingCudaArraySupported
    p%ipcEventSupported = c%ipcEventSupported
    p%clusterLaunch = c%clusterLaunch
    p%unifiedFunctionPointers = c%unifiedFunctionPointers
    p%deviceNumaConfig = c%deviceNumaConfig
    p%deviceNumaId = c%deviceNumaId
    p%mpsEnabled = c%mpsEnabled
    p%hostNumaId = c%hostNumaId
    p%gpuPciDeviceID = c%gpuPciDeviceID
    p%gpuPciSubsystemID = c%gpuPciSubsystemID
    p%hostNumaMultinodeIpcSupported = c%hostNumaMultinodeIpcSupported
    p%clockRate = c%clockRate
    p%memoryClockRate = c%memoryClockRate
    p%deviceOverlap = c%deviceOverlap
    p%kernelExecTimeoutEnabled = c%kernelExecTimeoutEnabled
    p%computeMode = c%computeMode
    p%maxTexture1DLinear = c%maxTexture1DLinear
    p%singleToDoublePrecisionPerfRatio = c%singleToDoublePrecisionPerfRatio
    p%maxThreadsDim = c%maxThreadsDim
    p%maxGridSize = c%maxGridSize
    p%maxTexture2D = c%maxTexture2D
    p%maxTexture2DMipmap = c%maxTexture2DMipmap
    p%maxTexture2DLinear = c%maxTexture2DLinear
    p%maxTexture2DGather = c%maxTexture2DGather
    p%maxTexture3D = c%maxTexture3D
    p%maxTexture3DAlt = c%maxTexture3DAlt
    p%maxTexture1DLayered = c%maxTexture1DLayered
    p%maxTexture2DLayered = c%maxTexture2DLayered
    p%maxTextureCubemapLayered = c%maxTextureCubemapLayered
    p%maxSurface2D = c%maxSurface2D
    p%maxSurface3D = c%maxSurface3D
    p%maxSurface1DLayered = c%maxSurface1DLayered
    p%maxSurface2DLayered = c%maxSurface2DLayered
    p%maxSurfaceCubemapLayered = c%maxSurfaceCubemapLayered
  end subroutine cf_prop_from_c

  subroutine cf_prop_to_c(p, c)
    type(cudaDeviceProp), intent(in) :: p
    type(cudafor_prop_c), intent(out) :: c
    integer :: i, n
    c%name = c_null_char
    n = min(len_trim(p%name), 255)
    do i = 1, n
      c%name(i) = p%name(i:i)
    end do
    do i = 1, 16
      c%uuid(i) = p%uuid(i:i)
    end do
    do i = 1, 8
      c%luid(i) = p%luid(i:i)
    end do
    c%totalGlobalMem = p%totalGlobalMem
    c%sharedMemPerBlock = p%sharedMemPerBlock
    c%memPitch = p%memPitch
    c%totalConstMem = p%totalConstMem
    c%textureAlignment = p%textureAlignment
    c%texturePitchAlignment = p%texturePitchAlignment
    c%surfaceAlignment = p%surfaceAlignment
    c%sharedMemPerMultiprocessor = p%sharedMemPerMultiprocessor
    c%sharedMemPerBlockOptin = p%sharedMemPerBlockOptin
    c%reservedSharedMemPerBlock = p%reservedSharedMemPerBlock
    c%luidDeviceNodeMask = p%luidDeviceNodeMask
    c%regsPerBlock = p%regsPerBlock
    c%warpSize = p%warpSize
    c%maxThreadsPerBlock = p%maxThreadsPerBlock
    c%major = p%major
    c%minor = p%minor
    c%multiProcessorCount = p%multiProcessorCount
    c%integrated = p%integrated
    c%canMapHostMemory = p%canMapHostMemory
    c%maxTexture1D = p%maxTexture1D
    c%maxTexture1DMipmap = p%maxTexture1DMipmap
    c%maxTextureCubemap = p%maxTextureCubemap
    c%maxSurface1D = p%maxSurface1D
    c%maxSurfaceCubemap = p%maxSurfaceCubemap
    c%concurrentKernels = p%concurrentKernels
    c%ECCEnabled = p%ECCEnabled
    c%pciBusID = p%pciBusID
    c%pciDeviceID = p%pciDeviceID
    c%pciDomainID = p%pciDomainID
    c%tccDriver = p%tccDriver
    c%asyncEngineCount = p%asyncEngineCount
    c%unifiedAddressing = p%unifiedAddressing
    c%memoryBusWidth = p%memoryBusWidth
    c%l2CacheSize = p%l2CacheSize
    c%persistingL2CacheMaxSize = p%persistingL2CacheMaxSize
    c%maxThreadsPerMultiProcessor = p%maxThreadsPerMultiProcessor
    c%streamPrioritiesSupported = p%streamPrioritiesSupported
    c%globalL1CacheSupported = p%globalL1CacheSupported
    c%localL1CacheSupported = p%localL1CacheSupported
    c%regsPerMultiprocessor = p%regsPerMultiprocessor
    c%managedMemory = p%managedMemory
    c%isMultiGpuBoard = p%isMultiGpuBoard
    c%multiGpuBoardGroupID = p%multiGpuBoardGroupID
    c%hostNativeAtomicSupported = p%hostNativeAtomicSupported
    c%pageableMemoryAccess = p%pageableMemoryAccess
    c%concurrentManagedAccess = p%concurrentManagedAccess
    c%computePreemptionSupported = p%computePreemptionSupported
    c%canUseHostPointerForRegisteredMem = p%canUseHostPointerForRegisteredMem
    c%cooperativeLaunch = p%cooperativeLaunch
    c%pageableMemoryAccessUsesHostPageTables = p%pageableMemoryAccessUsesHostPageTables
    c%directManagedMemAccessFromHost = p%directManagedMemAccessFromHost
    c%maxBlocksPerMultiProcessor = p%maxBlocksPerMultiProcessor
    c%accessPolicyMaxWindowSize = p%accessPolicyMaxWindowSize
    c%hostRegisterSupported = p%hostRegisterSupported
    c%sparseCudaArraySupported = p%sparseCudaArraySupported
    c%hostRegisterReadOnlySupported = p%hostRegisterReadOnlySupported
    c%timelineSemaphoreInteropSupported = p%timelineSemaphoreInteropSupported
    c%memoryPoolsSupported = p%memoryPoolsSupported
    c%gpuDirectRDMASupported = p%gpuDirectRDMASupported
    c%gpuDirectRDMAFlushWritesOptions = p%gpuDirectRDMAFlushWritesOptions
    c%gpuDirectRDMAWritesOrdering = p%gpuDirectRDMAWritesOrdering
    c%memoryPoolSupportedHandleTypes = p%memoryPoolSupportedHandleTypes
    c%deferredMappingCudaArraySupported = p%deferredMappingCudaArraySupported
    c%ipcEventSupported = p%ipcEventSupported
    c%clusterLaunch = p%clusterLaunch
    c%unifiedFunctionPointers = p%unifiedFunctionPointers
    c%deviceNumaConfig = p%deviceNumaConfig
    c%deviceNumaId = p%deviceNumaId
    c%mpsEnabled = p%mpsEnabled
    c%hostNumaId = p%hostNumaId
    c%gpuPciDeviceID = p%gpuPciDeviceID
    c%gpuPciSubsystemID = p%gpuPciSubsystemID
    c%hostNumaMultinodeIpcSupported = p%hostNumaMultinodeIpcSupported
    c%clockRate = p%clockRate
    c%memoryClockRate = p%memoryClockRate
    c%deviceOverlap = p%deviceOverlap
    c%kernelExecTimeoutEnabled = p%kernelExecTimeoutEnabled
    c%computeMode = p%computeMode
    c%maxTexture1DLinear = p%maxTexture1DLinear
    c%singleToDoublePrecisionPerfRatio = p%singleToDoublePrecisionPerfRatio
    c%maxThreadsDim = p%maxThreadsDim
    c%maxGridSize = p%maxGridSize
    c%maxTexture2D = p%maxTexture2D
    c%maxTexture2DMipmap = p%maxTexture2DMipmap
    c%maxTexture2DLinear = p%maxTexture2DLinear
    c%maxTexture2DGather = p%maxTexture2DGather
    c%maxTexture3D = p%maxTexture3D
    c%maxTexture3DAlt = p%maxTexture3DAlt
    c%maxTexture1DLayered = p%maxTexture1DLayered
    c%maxTexture2DLayered = p%maxTexture2DLayered
    c%maxTextureCubemapLayered = p%maxTextureCubemapLayered
    c%maxSurface2D = p%maxSurface2D
    c%maxSurface3D = p%maxSurface3D
    c%maxSurface1DLayered = p%maxSurface1DLayered
    c%maxSurface2DLayered = p%maxSurface2DLayered
    c%maxSurfaceCubemapLayered = p%maxSurfaceCubemapLayered
  end subroutine cf_prop_to_c

  ! ==================================================================
  ! 4.4 error handling
  ! ==================================================================

  ! D-4.4.1: the guide's `character*(*)` result becomes a deferred-length one
  function cudaGetErrorString(errcode) result(s)
    integer, intent(in) :: errcode
    character(len=:), allocatable :: s
    s = cf_c_string(cf_raw_get_error_string(errcode))
  end function cudaGetErrorString

  ! extra: cudaGetErrorName
  function cudaGetErrorName(errcode) result(s)
    integer, intent(in) :: errcode
    character(len=:), allocatable :: s
    s = cf_c_string(cf_raw_get_error_name(errcode))
  end function cudaGetErrorName

  ! ==================================================================
  ! 4.5 streams
  ! ==================================================================

  integer function cf_set_default_stream_thread(stream) result(istat)     ! D-4.5.2
    integer(cuda_stream_kind), intent(in) :: stream
    istat = cf_set_default_stream(stream)
  end function cf_set_default_stream_thread

  integer function cf_set_default_stream_dev(devptr, stream) result(istat) ! D-4.5.2
    type(*), dimension(..) :: devptr
    integer(cuda_stream_kind), intent(in) :: stream
    istat = cf_set_default_stream_var(devptr, stream)
  end function cf_set_default_stream_dev

  integer function cf_stream_query8(stream) result(istat)                 ! D-4.5.9
    integer(cuda_stream_kind), intent(in) :: stream
    istat = cf_raw_stream_query(stream)
  end function cf_stream_query8
  integer function cf_stream_query4(stream) result(istat)
    integer(4), intent(in) :: stream
    istat = cf_raw_stream_query(int(stream, cuda_stream_kind))
  end function cf_stream_query4
  integer function cf_stream_sync8(stream) result(istat)                  ! D-4.5.10
    integer(cuda_stream_kind), intent(in) :: stream
    istat = cf_raw_stream_synchronize(stream)
  end function cf_stream_sync8
  integer function cf_stream_sync4(stream) result(istat)
    integer(4), intent(in) :: stream
    istat = cf_raw_stream_synchronize(int(stream, cuda_stream_kind))
  end function cf_stream_sync4
  integer function cf_graph_instantiate8(graphExec, graph, flags) result(istat)
    type(cudaGraphExec), intent(out) :: graphExec
    type(cudaGraph), intent(in) :: graph
    integer(8), intent(in) :: flags
    istat = cf_raw_graph_instantiate(graphExec, graph, int(flags, c_long_long))
  end function cf_graph_instantiate8
  integer function cf_graph_instantiate4(graphExec, graph, flags) result(istat)
    type(cudaGraphExec), intent(out) :: graphExec
    type(cudaGraph), intent(in) :: graph
    integer(4), intent(in) :: flags
    istat = cf_raw_graph_instantiate(graphExec, graph, int(flags, c_long_long))
  end function cf_graph_instantiate4
  integer function cf_red_stream8(stream) result(istat)                   ! D-X-01
    integer(cuda_stream_kind), intent(in) :: stream
    istat = cf_raw_reduction_set_stream(stream)
  end function cf_red_stream8
  integer function cf_red_stream4(stream) result(istat)
    integer(4), intent(in) :: stream
    istat = cf_raw_reduction_set_stream(int(stream, cuda_stream_kind))
  end function cf_red_stream4

  ! ==================================================================
  ! 4.6 events
  ! ==================================================================
  integer function cf_event_record8(event, stream) result(istat)          ! D-4.6.6
    type(cudaEvent), intent(in) :: event
    integer(cuda_stream_kind), intent(in) :: stream
    istat = cf_raw_event_record(event, stream)
  end function cf_event_record8
  integer function cf_event_record4(event, stream) result(istat)
    type(cudaEvent), intent(in) :: event
    integer(4), intent(in) :: stream
    istat = cf_raw_event_record(event, int(stream, cuda_stream_kind))
  end function cf_event_record4
  integer function cf_event_record0(event) result(istat)
    type(cudaEvent), intent(in) :: event
    istat = cf_raw_event_record(event, 0_cuda_stream_kind)
  end function cf_event_record0

  ! ==================================================================
  ! 4.7 execution control, 4.8 occupancy
  ! ==================================================================
  type(c_ptr) function cf_proc_handle(func)
    external :: func
    cf_proc_handle = cf_kernel_handle(c_funloc(func))
  end function cf_proc_handle

  type(c_ptr) function cf_name_handle(name)
    character(len=*), intent(in) :: name
    cf_name_handle = cf_kernel_by_name(name, int(len_trim(name), c_size_t))
  end function cf_name_handle

  integer function cf_fga_proc(attr, func) result(istat)             ! D-4.7.1
    type(cudaFuncAttributes), intent(out) :: attr
    external :: func
    istat = cf_func_get_attributes(attr, cf_proc_handle(func))
  end function cf_fga_proc
  integer function cf_fsa_proc(func, attribute, value) result(istat) ! D-4.7.2
    external :: func
    integer, intent(in) :: attribute, value
    type(c_ptr) :: h
    h = cf_proc_handle(func)
    istat = cudaErrorInvalidDeviceFunction
    if (c_associated(h)) istat = cf_raw_func_set_attribute(h, attribute, value)
  end function cf_fsa_proc
  integer function cf_fsc_proc(func, cacheconfig) result(istat)      ! D-4.7.3
    external :: func
    integer, intent(in) :: cacheconfig
    type(c_ptr) :: h
    h = cf_proc_handle(func)
    istat = cudaErrorInvalidDeviceFunction
    if (c_associated(h)) istat = cf_raw_func_set_cache_config(h, cacheconfig)
  end function cf_fsc_proc
  integer function cf_fss_proc(func, cacheconfig) result(istat)      ! D-4.7.4 (deprecated in CUDA 13)
    external :: func
    integer, intent(in) :: cacheconfig
    type(c_ptr) :: h
    h = cf_proc_handle(func)
    istat = cudaErrorInvalidDeviceFunction
    if (c_associated(h)) istat = cf_raw_func_set_shmem_config(h, cacheconfig)
  end function cf_fss_proc
  integer function cf_occ_proc(numBlocks, func, blockSize, dynamicSMemSize) result(istat) ! D-4.8.1
    integer, intent(out) :: numBlocks
    external :: func
    integer, intent(in) :: blockSize
    class(*), intent(in) :: dynamicSMemSize
    type(c_ptr) :: h
    integer(c_int) :: nb
    h = cf_proc_handle(func)
    numBlocks = 0
    istat = cudaErrorInvalidDeviceFunction
    if (.not. c_associated(h)) return
    istat = cudaErrorInvalidValue
    if (cf_i8(dynamicSMemSize) < 0) return
    istat = cf_raw_occupancy(nb, h, blockSize, int(cf_i8(dynamicSMemSize), c_size_t))
    numBlocks = nb
  end function cf_occ_proc
  integer function cf_occf_proc(numBlocks, func, blockSize, dynamicSMemSize, flags) result(istat) ! D-4.8.2
    integer, intent(out) :: numBlocks
    external :: func
    integer, intent(in) :: blockSize, flags
    class(*), intent(in) :: dynamicSMemSize
    type(c_ptr) :: h
    integer(c_int) :: nb
    h = cf_proc_handle(func)
    numBlocks = 0
    istat = cudaErrorInvalidDeviceFunction
    if (.not. c_associated(h)) return
    istat = cudaErrorInvalidValue
    if (cf_i8(dynamicSMemSize) < 0) return
    istat = cf_raw_occupancy_flags(nb, h, blockSize, int(cf_i8(dynamicSMemSize), c_size_t), flags)
    numBlocks = nb
  end function cf_occf_proc
  integer function cf_fga_funptr(attr, func) result(istat)             ! D-4.7.1
    type(cudaFuncAttributes), intent(out) :: attr
    type(c_funptr), intent(in) :: func
    istat = cf_func_get_attributes(attr, cf_kernel_handle(func))
  end function cf_fga_funptr
  integer function cf_fsa_funptr(func, attribute, value) result(istat) ! D-4.7.2
    type(c_funptr), intent(in) :: func
    integer, intent(in) :: attribute, value
    type(c_ptr) :: h
    h = cf_kernel_handle(func)
    istat = cudaErrorInvalidDeviceFunction
    if (c_associated(h)) istat = cf_raw_func_set_attribute(h, attribute, value)
  end function cf_fsa_funptr
  integer function cf_fsc_funptr(func, cacheconfig) result(istat)      ! D-4.7.3
    type(c_funptr), intent(in) :: func
    integer, intent(in) :: cacheconfig
    type(c_ptr) :: h
    h = cf_kernel_handle(func)
    istat = cudaErrorInvalidDeviceFunction
    if (c_associated(h)) istat = cf_raw_func_set_cache_config(h, cacheconfig)
  end function cf_fsc_funptr
  integer function cf_fss_funptr(func, cacheconfig) result(istat)      ! D-4.7.4 (deprecated in CUDA 13)
    type(c_funptr), intent(in) :: func
    integer, intent(in) :: cacheconfig
    type(c_ptr) :: h
    h = cf_kernel_handle(func)
    istat = cudaErrorInvalidDeviceFunction
    if (c_associated(h)) istat = cf_raw_func_set_shmem_config(h, cacheconfig)
  end function cf_fss_funptr
  integer function cf_occ_funptr(numBlocks, func, blockSize, dynamicSMemSize) result(istat) ! D-4.8.1
    integer, intent(out) :: numBlocks
    type(c_funptr), intent(in) :: func
    integer, intent(in) :: blockSize
    class(*), intent(in) :: dynamicSMemSize
    type(c_ptr) :: h
    integer(c_int) :: nb
    h = cf_kernel_handle(func)
    numBlocks = 0
    istat = cudaErrorInvalidDeviceFunction
    if (.not. c_associated(h)) return
    istat = cudaErrorInvalidValue
    if (cf_i8(dynamicSMemSize) < 0) return
    istat = cf_raw_occupancy(nb, h, blockSize, int(cf_i8(dynamicSMemSize), c_size_t))
    numBlocks = nb
  end function cf_occ_funptr
  integer function cf_occf_funptr(numBlocks, func, blockSize, dynamicSMemSize, flags) result(istat) ! D-4.8.2
    integer, intent(out) :: numBlocks
    type(c_funptr), intent(in) :: func
    integer, intent(in) :: blockSize, flags
    class(*), intent(in) :: dynamicSMemSize
    type(c_ptr) :: h
    integer(c_int) :: nb
    h = cf_kernel_handle(func)
    numBlocks = 0
    istat = cudaErrorInvalidDeviceFunction
    if (.not. c_associated(h)) return
    istat = cudaErrorInvalidValue
    if (cf_i8(dynamicSMemSize) < 0) return
    istat = cf_raw_occupancy_flags(nb, h, blockSize, int(cf_i8(dynamicSMemSize), c_size_t), flags)
    numBlocks = nb
  end function cf_occf_funptr
  integer function cf_fga_cptr(attr, func) result(istat)             ! D-4.7.1
    type(cudaFuncAttributes), intent(out) :: attr
    type(c_ptr), intent(in) :: func
    istat = cf_func_get_attributes(attr, func)
  end function cf_fga_cptr
  integer function cf_fsa_cptr(func, attribute, value) result(istat) ! D-4.7.2
    type(c_ptr), intent(in) :: func
    integer, intent(in) :: attribute, value
    type(c_ptr) :: h
    h = func
    istat = cudaErrorInvalidDeviceFunction
    if (c_associated(h)) istat = cf_raw_func_set_attribute(h, attribute, value)
  end function cf_fsa_cptr
  integer function cf_fsc_cptr(func, cacheconfig) result(istat)      ! D-4.7.3
    type(c_ptr), intent(in) :: func
    integer, intent(in) :: cacheconfig
    type(c_ptr) :: h
    h = func
    istat = cudaErrorInvalidDeviceFunction
    if (c_associated(h)) istat = cf_raw_func_set_cache_config(h, cacheconfig)
  end function cf_fsc_cptr
  integer function cf_fss_cptr(func, cacheconfig) result(istat)      ! D-4.7.4 (deprecated in CUDA 13)
    type(c_ptr), intent(in) :: func
    integer, intent(in) :: cacheconfig
    type(c_ptr) :: h
    h = func
    istat = cudaErrorInvalidDeviceFunction
    if (c_associated(h)) istat = cf_raw_func_set_shmem_config(h, cacheconfig)
  end function cf_fss_cptr
  integer function cf_occ_cptr(numBlocks, func, blockSize, dynamicSMemSize) result(istat) ! D-4.8.1
    integer, intent(out) :: numBlocks
    type(c_ptr), intent(in) :: func
    integer, intent(in) :: blockSize
    class(*), intent(in) :: dynamicSMemSize
    type(c_ptr) :: h
    integer(c_int) :: nb
    h = func
    numBlocks = 0
    istat = cudaErrorInvalidDeviceFunction
    if (.not. c_associated(h)) return
    istat = cudaErrorInvalidValue
    if (cf_i8(dynamicSMemSize) < 0) return
    istat = cf_raw_occupancy(nb, h, blockSize, int(cf_i8(dynamicSMemSize), c_size_t))
    numBlocks = nb
  end function cf_occ_cptr
  integer function cf_occf_cptr(numBlocks, func, blockSize, dynamicSMemSize, flags) result(istat) ! D-4.8.2
    integer, intent(out) :: numBlocks
    type(c_ptr), intent(in) :: func
    integer, intent(in) :: blockSize, flags
    class(*), intent(in) :: dynamicSMemSize
    type(c_ptr) :: h
    integer(c_int) :: nb
    h = func
    numBlocks = 0
    istat = cudaErrorInvalidDeviceFunction
    if (.not. c_associated(h)) return
    istat = cudaErrorInvalidValue
    if (cf_i8(dynamicSMemSize) < 0) return
    istat = cf_raw_occupancy_flags(nb, h, blockSize, int(cf_i8(dynamicSMemSize), c_size_t), flags)
    numBlocks = nb
  end function cf_occf_cptr
  integer function cf_fga_name(attr, func) result(istat)             ! D-4.7.1
    type(cudaFuncAttributes), intent(out) :: attr
    character(len=*), intent(in) :: func
    istat = cf_func_get_attributes(attr, cf_name_handle(func))
  end function cf_fga_name
  integer function cf_fsa_name(func, attribute, value) result(istat) ! D-4.7.2
    character(len=*), intent(in) :: func
    integer, intent(in) :: attribute, value
    type(c_ptr) :: h
    h = cf_name_handle(func)
    istat = cudaErrorInvalidDeviceFunction
    if (c_associated(h)) istat = cf_raw_func_set_attribute(h, attribute, value)
  end function cf_fsa_name
  integer function cf_fsc_name(func, cacheconfig) result(istat)      ! D-4.7.3
    character(len=*), intent(in) :: func
    integer, intent(in) :: cacheconfig
    type(c_ptr) :: h
    h = cf_name_handle(func)
    istat = cudaErrorInvalidDeviceFunction
    if (c_associated(h)) istat = cf_raw_func_set_cache_config(h, cacheconfig)
  end function cf_fsc_name
  integer function cf_fss_name(func, cacheconfig) result(istat)      ! D-4.7.4 (deprecated in CUDA 13)
    character(len=*), intent(in) :: func
    integer, intent(in) :: cacheconfig
    type(c_ptr) :: h
    h = cf_name_handle(func)
    istat = cudaErrorInvalidDeviceFunction
    if (c_associated(h)) istat = cf_raw_func_set_shmem_config(h, cacheconfig)
  end function cf_fss_name
  integer function cf_occ_name(numBlocks, func, blockSize, dynamicSMemSize) result(istat) ! D-4.8.1
    integer, intent(out) :: numBlocks
    character(len=*), intent(in) :: func
    integer, intent(in) :: blockSize
    class(*), intent(in) :: dynamicSMemSize
    type(c_ptr) :: h
    integer(c_int) :: nb
    h = cf_name_handle(func)
    numBlocks = 0
    istat = cudaErrorInvalidDeviceFunction
    if (.not. c_associated(h)) return
    istat = cudaErrorInvalidValue
    if (cf_i8(dynamicSMemSize) < 0) return
    istat = cf_raw_occupancy(nb, h, blockSize, int(cf_i8(dynamicSMemSize), c_size_t))
    numBlocks = nb
  end function cf_occ_name
  integer function cf_occf_name(numBlocks, func, blockSize, dynamicSMemSize, flags) result(istat) ! D-4.8.2
    integer, intent(out) :: numBlocks
    character(len=*), intent(in) :: func
    integer, intent(in) :: blockSize, flags
    class(*), intent(in) :: dynamicSMemSize
    type(c_ptr) :: h
    integer(c_int) :: nb
    h = cf_name_handle(func)
    numBlocks = 0
    istat = cudaErrorInvalidDeviceFunction
    if (.not. c_associated(h)) return
    istat = cudaErrorInvalidValue
    if (cf_i8(dynamicSMemSize) < 0) return
    istat = cf_raw_occupancy_flags(nb, h, blockSize, int(cf_i8(dynamicSMemSize), c_size_t), flags)
    numBlocks = nb
  end function cf_occf_name

  ! D-4.7.5 / D-4.7.6: absent from CUDA 13 (every device has doubles): no-ops
  integer function cudaSetDoubleForDevice(d) result(istat)
    real(8), intent(inout) :: d
    if (.false.) d = d
    istat = cudaSuccess
  end function cudaSetDoubleForDevice
  integer function cudaSetDoubleForHost(d) result(istat)
    real(8), intent(inout) :: d
    if (.false.) d = d
    istat = cudaSuccess
  end function cudaSetDoubleForHost

  ! ==================================================================
  ! 4.9 memory management: c_ptr / c_devptr / CUDA array / symbol forms
  ! ==================================================================

  ! D-4.9.4
  integer function cf_get_symbol_address_cptr(devptr, symbol) result(istat)
    type(c_devptr), intent(out) :: devptr
    type(c_ptr), intent(in) :: symbol
    istat = cf_raw_get_symbol_address(devptr, symbol)
  end function cf_get_symbol_address_cptr
  integer function cf_get_symbol_address_name(devptr, symbol) result(istat)
    type(c_devptr), intent(out) :: devptr
    character(len=*), intent(in) :: symbol
    type(c_ptr) :: s
    s = cf_symbol_by_name(symbol, int(len_trim(symbol), c_size_t))
    istat = cudaErrorInvalidSymbol
    devptr%cptr = c_null_ptr
    if (.not. c_associated(s)) return
    istat = cf_raw_get_symbol_address(devptr, s)
  end function cf_get_symbol_address_name

  ! D-4.9.5
  integer function cf_get_symbol_size4(size, symbol) result(istat)
    integer(4), intent(out) :: size
    type(c_ptr), intent(in) :: symbol
    integer(c_size_t) :: n
    istat = cf_raw_get_symbol_size(n, symbol)
    size = int(n, 4)
  end function cf_get_symbol_size4
  integer function cf_get_symbol_size8(size, symbol) result(istat)
    integer(8), intent(out) :: size
    type(c_ptr), intent(in) :: symbol
    integer(c_size_t) :: n
    istat = cf_raw_get_symbol_size(n, symbol)
    size = n
  end function cf_get_symbol_size8

  ! D-4.9.6 cudaHostAlloc(hostptr, size, flags): size in bytes
  integer function cudaHostAlloc(hostptr, size, flags) result(istat)
    type(c_ptr), intent(out) :: hostptr
    class(*), intent(in) :: size
    integer, intent(in) :: flags
    hostptr = c_null_ptr
    istat = cudaErrorInvalidValue
    if (cf_i8(size) < 0) return
    istat = cf_raw_host_alloc(hostptr, int(cf_i8(size), c_size_t), flags)
  end function cudaHostAlloc

  ! D-4.9.9 cudaHostRegister(hostptr, count, flags): count in bytes
  integer function cudaHostRegister(hostptr, count, flags) result(istat)
    type(c_ptr), intent(in) :: hostptr
    class(*), intent(in) :: count
    integer, intent(in) :: flags
    istat = cudaErrorInvalidValue
    if (cf_i8(count) < 0) return
    istat = cf_raw_host_register(hostptr, int(cf_i8(count), c_size_t), flags)
  end function cudaHostRegister

  ! D-4.9.12
  integer function cudaMallocArray(carray, cdesc, width, height, flags) result(istat)
    type(cudaArrayPtr), intent(out) :: carray
    type(cudaChannelFormatDesc), intent(in) :: cdesc
    class(*), intent(in) :: width, height
    integer, intent(in), optional :: flags
    integer(c_int) :: fl
    fl = 0
    if (present(flags)) fl = flags
    istat = cudaErrorInvalidValue
    if (min(cf_i8(width), cf_i8(height)) < 0) return
    istat = cf_raw_malloc_array(carray, cdesc, int(cf_i8(width), c_size_t), int(cf_i8(height), c_size_t), fl)
  end function cudaMallocArray

  ! D-4.9.16
  integer function cudaMalloc3DArray(carray, cdesc, cext, flags) result(istat)
    type(cudaArrayPtr), intent(out) :: carray
    type(cudaChannelFormatDesc), intent(in) :: cdesc
    type(cudaExtent), intent(in) :: cext
    integer, intent(in), optional :: flags
    integer(c_int) :: fl
    fl = 0
    if (present(flags)) fl = flags
    istat = cf_raw_malloc3d_array(carray, cdesc, cext, fl)
  end function cudaMalloc3DArray

  ! D-4.9.35 (stream of either kind; the guide prints `integer :: stream`)
  integer function cudaMemcpy3DAsync(p, stream) result(istat)
    type(cudaMemcpy3DParms), intent(in) :: p
    class(*), intent(in), optional :: stream
    integer(cuda_stream_kind) :: s
    s = 0
    if (present(stream)) s = cf_i8(stream)
    istat = cf_raw_memcpy3d_async(p, s)
  end function cudaMemcpy3DAsync

  ! D-4.9.19 / 21 / 26 / 30 / 32 / 33: CUDA arrays.  Offsets and counts in bytes
  ! (as in CUDA C: CUDA arrays carry their own element format); host data of any type.
  integer function cudaMemcpyArrayToArray(dsta, dstx, dsty, srca, srcx, srcy, count, kdir) result(istat)
    type(cudaArrayPtr), intent(in) :: dsta, srca
    class(*), intent(in) :: dstx, dsty, srcx, srcy, count
    integer, intent(in), optional :: kdir
    integer(c_int) :: k
    k = cudaMemcpyDeviceToDevice
    if (present(kdir)) k = kdir
    istat = cf_raw_memcpy_array_to_array(dsta, int(cf_i8(dstx), c_size_t), int(cf_i8(dsty), c_size_t), srca, &
              int(cf_i8(srcx), c_size_t), int(cf_i8(srcy), c_size_t), int(cf_i8(count), c_size_t), k)
  end function cudaMemcpyArrayToArray

  integer function cudaMemcpyToArray(dsta, dstx, dsty, src, count, kdir) result(istat)
    type(cudaArrayPtr), intent(in) :: dsta
    class(*), intent(in) :: dstx, dsty, count
    type(*), dimension(..) :: src
    integer, intent(in), optional :: kdir
    integer(c_int) :: k
    k = cudaMemcpyHostToDevice
    if (present(kdir)) k = kdir
    istat = cf_raw_memcpy_to_array(dsta, int(cf_i8(dstx), c_size_t), int(cf_i8(dsty), c_size_t), &
              cudafor_loc(src), int(cf_i8(count), c_size_t), k)
  end function cudaMemcpyToArray

  integer function cudaMemcpyFromArray(dst, srca, srcx, srcy, count, kdir) result(istat)
    type(*), dimension(..) :: dst
    type(cudaArrayPtr), intent(in) :: srca
    class(*), intent(in) :: srcx, srcy, count
    integer, intent(in), optional :: kdir
    integer(c_int) :: k
    k = cudaMemcpyDeviceToHost
    if (present(kdir)) k = kdir
    istat = cf_raw_memcpy_from_array(cudafor_loc(dst), srca, int(cf_i8(srcx), c_size_t), &
              int(cf_i8(srcy), c_size_t), int(cf_i8(count), c_size_t), k)
  end function cudaMemcpyFromArray

  integer function cudaMemcpy2DArrayToArray(dsta, dstx, dsty, srca, srcx, srcy, width, height, kdir) result(istat)
    type(cudaArrayPtr), intent(in) :: dsta, srca
    class(*), intent(in) :: dstx, dsty, srcx, srcy, width, height
    integer, intent(in), optional :: kdir
    integer(c_int) :: k
    k = cudaMemcpyDeviceToDevice
    if (present(kdir)) k = kdir
    istat = cf_raw_memcpy2d_array_to_array(dsta, int(cf_i8(dstx), c_size_t), int(cf_i8(dsty), c_size_t), srca, &
              int(cf_i8(srcx), c_size_t), int(cf_i8(srcy), c_size_t), int(cf_i8(width), c_size_t), &
              int(cf_i8(height), c_size_t), k)
  end function cudaMemcpy2DArrayToArray

  integer function cudaMemcpy2DToArray(dsta, dstx, dsty, src, spitch, width, height, kdir) result(istat)
    type(cudaArrayPtr), intent(in) :: dsta
    class(*), intent(in) :: dstx, dsty, spitch, width, height
    type(*), dimension(..) :: src
    integer, intent(in), optional :: kdir
    integer(c_int) :: k
    k = cudaMemcpyHostToDevice
    if (present(kdir)) k = kdir
    istat = cf_raw_memcpy2d_to_array(dsta, int(cf_i8(dstx), c_size_t), int(cf_i8(dsty), c_size_t), &
              cudafor_loc(src), int(cf_i8(spitch), c_size_t), int(cf_i8(width), c_size_t), &
              int(cf_i8(height), c_size_t), k)
  end function cudaMemcpy2DToArray

  integer function cudaMemcpy2DFromArray(dst, dpitch, srca, srcx, srcy, width, height, kdir) result(istat)
    type(*), dimension(..) :: dst
    class(*), intent(in) :: dpitch, srcx, srcy, width, height
    type(cudaArrayPtr), intent(in) :: srca
    integer, intent(in), optional :: kdir
    integer(c_int) :: k
    k = cudaMemcpyDeviceToHost
    if (present(kdir)) k = kdir
    istat = cf_raw_memcpy2d_from_array(cudafor_loc(dst), int(cf_i8(dpitch), c_size_t), srca, &
              int(cf_i8(srcx), c_size_t), int(cf_i8(srcy), c_size_t), int(cf_i8(width), c_size_t), &
              int(cf_i8(height), c_size_t), k)
  end function cudaMemcpy2DFromArray

  ! D-4.9.22/23/27/28: symbol = type(c_ptr) holding the host address of the
  ! device symbol (what cudart's cudaMemcpyToSymbol takes; cufc's generated code
  ! provides it).  count AND offset in elements of the host data (cufc's
  ! choice: the guide says elements for count and is silent on offset).
  integer function cudaMemcpyToSymbol(symbol, src, count, offset, kdir) result(istat)
    type(c_ptr), intent(in) :: symbol
    type(*), dimension(..) :: src
    class(*), intent(in) :: count
    class(*), intent(in), optional :: offset
    integer, intent(in), optional :: kdir
    integer(c_int64_t) :: es, off
    integer(c_int) :: k
    es = cudafor_elem_len(src)
    off = 0
    if (present(offset)) off = cf_i8(offset)
    k = cudaMemcpyHostToDevice
    if (present(kdir)) k = kdir
    istat = cudaErrorInvalidValue
    if (cf_i8(count) < 0 .or. off < 0) return
    istat = cf_raw_memcpy_to_symbol(symbol, cudafor_loc(src), int(cf_i8(count) * es, c_size_t), &
                                    int(off * es, c_size_t), k)
  end function cudaMemcpyToSymbol

  integer function cudaMemcpyToSymbolAsync(symbol, src, count, offset, kdir, stream) result(istat)
    type(c_ptr), intent(in) :: symbol
    type(*), dimension(..) :: src
    class(*), intent(in) :: count, offset
    integer, intent(in) :: kdir
    class(*), intent(in), optional :: stream
    integer(c_int64_t) :: es
    integer(cuda_stream_kind) :: s
    es = cudafor_elem_len(src)
    s = 0
    if (present(stream)) s = cf_i8(stream)
    istat = cudaErrorInvalidValue
    if (cf_i8(count) < 0 .or. cf_i8(offset) < 0) return
    istat = cf_raw_memcpy_to_symbol_async(symbol, cudafor_loc(src), int(cf_i8(count) * es, c_size_t), &
                                          int(cf_i8(offset) * es, c_size_t), kdir, s)
  end function cudaMemcpyToSymbolAsync

  integer function cudaMemcpyFromSymbol(dst, symbol, count, offset, kdir, stream) result(istat)
    type(*), dimension(..) :: dst
    type(c_ptr), intent(in) :: symbol
    class(*), intent(in) :: count
    class(*), intent(in), optional :: offset
    integer, intent(in), optional :: kdir
    class(*), intent(in), optional :: stream    ! accepted as in the guide; the copy is synchronous
    integer(c_int64_t) :: es, off
    integer(c_int) :: k
    es = cudafor_elem_len(dst)
    off = 0
    if (present(offset)) off = cf_i8(offset)
    k = cudaMemcpyDeviceToHost
    if (present(kdir)) k = kdir
    istat = cudaErrorInvalidValue
    if (present(stream)) then
      if (cf_i8(stream) < 0) return
    end if
    if (cf_i8(count) < 0 .or. off < 0) return
    istat = cf_raw_memcpy_from_symbol(cudafor_loc(dst), symbol, int(cf_i8(count) * es, c_size_t), &
                                      int(off * es, c_size_t), k)
  end function cudaMemcpyFromSymbol

  integer function cudaMemcpyFromSymbolAsync(dst, symbol, count, offset, kdir, stream) result(istat)
    type(*), dimension(..) :: dst
    type(c_ptr), intent(in) :: symbol
    class(*), intent(in) :: count, offset
    integer, intent(in) :: kdir
    class(*), intent(in), optional :: stream
    integer(c_int64_t) :: es
    integer(cuda_stream_kind) :: s
    es = cudafor_elem_len(dst)
    s = 0
    if (present(stream)) s = cf_i8(stream)
    istat = cudaErrorInvalidValue
    if (cf_i8(count) < 0 .or. cf_i8(offset) < 0) return
    istat = cf_raw_memcpy_from_symbol_async(cudafor_loc(dst), symbol, int(cf_i8(count) * es, c_size_t), &
                                            int(cf_i8(offset) * es, c_size_t), kdir, s)
  end function cudaMemcpyFromSymbolAsync

  ! ---- c_devptr / c_ptr forms: counts, pitches, widths in BYTES (guide §4.9) ----
  integer function mc_dd(dst, src, count, kdir) result(istat)
    type(c_devptr), intent(in) :: dst
    type(c_devptr), intent(in) :: src
    class(*), intent(in) :: count
    integer, intent(in), optional :: kdir
    istat = cf_copy_bytes(dst%cptr, src%cptr, cf_i8(count), cf_kdir(kdir), 0_cuda_stream_kind, 0)
  end function mc_dd
  integer function mca_dd(dst, src, count, kdir, stream) result(istat)
    type(c_devptr), intent(in) :: dst
    type(c_devptr), intent(in) :: src
    class(*), intent(in) :: count
    integer, intent(in) :: kdir
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cf_copy_bytes(dst%cptr, src%cptr, cf_i8(count), kdir, cf_stream(stream), 1)
  end function mca_dd
  integer function mcs_dd(dst, src, count, stream) result(istat)
    type(c_devptr), intent(in) :: dst
    type(c_devptr), intent(in) :: src
    class(*), intent(in) :: count
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cf_copy_bytes(dst%cptr, src%cptr, cf_i8(count), -1, cf_stream(stream), 1)
  end function mcs_dd
  integer function m2_dd(dst, dpitch, src, spitch, width, height, kdir) result(istat)
    type(c_devptr), intent(in) :: dst
    type(c_devptr), intent(in) :: src
    class(*), intent(in) :: dpitch, spitch, width, height
    integer, intent(in), optional :: kdir
    istat = cf_copy2d_bytes(dst%cptr, cf_i8(dpitch), src%cptr, cf_i8(spitch), cf_i8(width), cf_i8(height), &
                            cf_kdir(kdir), 0_cuda_stream_kind, 0)
  end function m2_dd
  integer function m2a_dd(dst, dpitch, src, spitch, width, height, kdir, stream) result(istat)
    type(c_devptr), intent(in) :: dst
    type(c_devptr), intent(in) :: src
    class(*), intent(in) :: dpitch, spitch, width, height
    integer, intent(in) :: kdir
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cf_copy2d_bytes(dst%cptr, cf_i8(dpitch), src%cptr, cf_i8(spitch), cf_i8(width), cf_i8(height), &
                            kdir, cf_stream(stream), 1)
  end function m2a_dd
  integer function m2s_dd(dst, dpitch, src, spitch, width, height, stream) result(istat)
    type(c_devptr), intent(in) :: dst
    type(c_devptr), intent(in) :: src
    class(*), intent(in) :: dpitch, spitch, width, height
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cf_copy2d_bytes(dst%cptr, cf_i8(dpitch), src%cptr, cf_i8(spitch), cf_i8(width), cf_i8(height), &
                            -1, cf_stream(stream), 1)
  end function m2s_dd
  integer function mc_dh(dst, src, count, kdir) result(istat)
    type(c_devptr), intent(in) :: dst
    type(c_ptr), intent(in) :: src
    class(*), intent(in) :: count
    integer, intent(in), optional :: kdir
    istat = cf_copy_bytes(dst%cptr, src, cf_i8(count), cf_kdir(kdir), 0_cuda_stream_kind, 0)
  end function mc_dh
  integer function mca_dh(dst, src, count, kdir, stream) result(istat)
    type(c_devptr), intent(in) :: dst
    type(c_ptr), intent(in) :: src
    class(*), intent(in) :: count
    integer, intent(in) :: kdir
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cf_copy_bytes(dst%cptr, src, cf_i8(count), kdir, cf_stream(stream), 1)
  end function mca_dh
  integer function mcs_dh(dst, src, count, stream) result(istat)
    type(c_devptr), intent(in) :: dst
    type(c_ptr), intent(in) :: src
    class(*), intent(in) :: count
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cf_copy_bytes(dst%cptr, src, cf_i8(count), -1, cf_stream(stream), 1)
  end function mcs_dh
  integer function m2_dh(dst, dpitch, src, spitch, width, height, kdir) result(istat)
    type(c_devptr), intent(in) :: dst
    type(c_ptr), intent(in) :: src
    class(*), intent(in) :: dpitch, spitch, width, height
    integer, intent(in), optional :: kdir
    istat = cf_copy2d_bytes(dst%cptr, cf_i8(dpitch), src, cf_i8(spitch), cf_i8(width), cf_i8(height), &
                            cf_kdir(kdir), 0_cuda_stream_kind, 0)
  end function m2_dh
  integer function m2a_dh(dst, dpitch, src, spitch, width, height, kdir, stream) result(istat)
    type(c_devptr), intent(in) :: dst
    type(c_ptr), intent(in) :: src
    class(*), intent(in) :: dpitch, spitch, width, height
    integer, intent(in) :: kdir
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cf_copy2d_bytes(dst%cptr, cf_i8(dpitch), src, cf_i8(spitch), cf_i8(width), cf_i8(height), &
                            kdir, cf_stream(stream), 1)
  end function m2a_dh
  integer function m2s_dh(dst, dpitch, src, spitch, width, height, stream) result(istat)
    type(c_devptr), intent(in) :: dst
    type(c_ptr), intent(in) :: src
    class(*), intent(in) :: dpitch, spitch, width, height
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cf_copy2d_bytes(dst%cptr, cf_i8(dpitch), src, cf_i8(spitch), cf_i8(width), cf_i8(height), &
                            -1, cf_stream(stream), 1)
  end function m2s_dh
  integer function mc_hd(dst, src, count, kdir) result(istat)
    type(c_ptr), intent(in) :: dst
    type(c_devptr), intent(in) :: src
    class(*), intent(in) :: count
    integer, intent(in), optional :: kdir
    istat = cf_copy_bytes(dst, src%cptr, cf_i8(count), cf_kdir(kdir), 0_cuda_stream_kind, 0)
  end function mc_hd
  integer function mca_hd(dst, src, count, kdir, stream) result(istat)
    type(c_ptr), intent(in) :: dst
    type(c_devptr), intent(in) :: src
    class(*), intent(in) :: count
    integer, intent(in) :: kdir
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cf_copy_bytes(dst, src%cptr, cf_i8(count), kdir, cf_stream(stream), 1)
  end function mca_hd
  integer function mcs_hd(dst, src, count, stream) result(istat)
    type(c_ptr), intent(in) :: dst
    type(c_devptr), intent(in) :: src
    class(*), intent(in) :: count
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cf_copy_bytes(dst, src%cptr, cf_i8(count), -1, cf_stream(stream), 1)
  end function mcs_hd
  integer function m2_hd(dst, dpitch, src, spitch, width, height, kdir) result(istat)
    type(c_ptr), intent(in) :: dst
    type(c_devptr), intent(in) :: src
    class(*), intent(in) :: dpitch, spitch, width, height
    integer, intent(in), optional :: kdir
    istat = cf_copy2d_bytes(dst, cf_i8(dpitch), src%cptr, cf_i8(spitch), cf_i8(width), cf_i8(height), &
                            cf_kdir(kdir), 0_cuda_stream_kind, 0)
  end function m2_hd
  integer function m2a_hd(dst, dpitch, src, spitch, width, height, kdir, stream) result(istat)
    type(c_ptr), intent(in) :: dst
    type(c_devptr), intent(in) :: src
    class(*), intent(in) :: dpitch, spitch, width, height
    integer, intent(in) :: kdir
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cf_copy2d_bytes(dst, cf_i8(dpitch), src%cptr, cf_i8(spitch), cf_i8(width), cf_i8(height), &
                            kdir, cf_stream(stream), 1)
  end function m2a_hd
  integer function m2s_hd(dst, dpitch, src, spitch, width, height, stream) result(istat)
    type(c_ptr), intent(in) :: dst
    type(c_devptr), intent(in) :: src
    class(*), intent(in) :: dpitch, spitch, width, height
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cf_copy2d_bytes(dst, cf_i8(dpitch), src%cptr, cf_i8(spitch), cf_i8(width), cf_i8(height), &
                            -1, cf_stream(stream), 1)
  end function m2s_hd
  integer function mc_hh(dst, src, count, kdir) result(istat)
    type(c_ptr), intent(in) :: dst
    type(c_ptr), intent(in) :: src
    class(*), intent(in) :: count
    integer, intent(in), optional :: kdir
    istat = cf_copy_bytes(dst, src, cf_i8(count), cf_kdir(kdir), 0_cuda_stream_kind, 0)
  end function mc_hh
  integer function mca_hh(dst, src, count, kdir, stream) result(istat)
    type(c_ptr), intent(in) :: dst
    type(c_ptr), intent(in) :: src
    class(*), intent(in) :: count
    integer, intent(in) :: kdir
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cf_copy_bytes(dst, src, cf_i8(count), kdir, cf_stream(stream), 1)
  end function mca_hh
  integer function mcs_hh(dst, src, count, stream) result(istat)
    type(c_ptr), intent(in) :: dst
    type(c_ptr), intent(in) :: src
    class(*), intent(in) :: count
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cf_copy_bytes(dst, src, cf_i8(count), -1, cf_stream(stream), 1)
  end function mcs_hh
  integer function m2_hh(dst, dpitch, src, spitch, width, height, kdir) result(istat)
    type(c_ptr), intent(in) :: dst
    type(c_ptr), intent(in) :: src
    class(*), intent(in) :: dpitch, spitch, width, height
    integer, intent(in), optional :: kdir
    istat = cf_copy2d_bytes(dst, cf_i8(dpitch), src, cf_i8(spitch), cf_i8(width), cf_i8(height), &
                            cf_kdir(kdir), 0_cuda_stream_kind, 0)
  end function m2_hh
  integer function m2a_hh(dst, dpitch, src, spitch, width, height, kdir, stream) result(istat)
    type(c_ptr), intent(in) :: dst
    type(c_ptr), intent(in) :: src
    class(*), intent(in) :: dpitch, spitch, width, height
    integer, intent(in) :: kdir
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cf_copy2d_bytes(dst, cf_i8(dpitch), src, cf_i8(spitch), cf_i8(width), cf_i8(height), &
                            kdir, cf_stream(stream), 1)
  end function m2a_hh
  integer function m2s_hh(dst, dpitch, src, spitch, width, height, stream) result(istat)
    type(c_ptr), intent(in) :: dst
    type(c_ptr), intent(in) :: src
    class(*), intent(in) :: dpitch, spitch, width, height
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cf_copy2d_bytes(dst, cf_i8(dpitch), src, cf_i8(spitch), cf_i8(width), cf_i8(height), &
                            -1, cf_stream(stream), 1)
  end function m2s_hh
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


  ! ==================================================================
  ! integer(1)
  ! ==================================================================

  ! associate pointer a with the memory at p, bounds lb(1:rank):ub(1:rank)
  subroutine cfas_i1(a, p, lb, ub, istat)
    integer(1), pointer, dimension(..) :: a
    type(c_ptr), intent(in) :: p
    integer(c_int64_t), intent(in) :: lb(:), ub(:)
    integer, intent(out) :: istat
    integer(1), pointer :: flat(:)
    integer(c_int64_t) :: n
    istat = cudaSuccess
    n = 1
    if (rank(a) > 0) n = product(max(0_c_int64_t, ub(1:rank(a)) - lb(1:rank(a)) + 1))
    call c_f_pointer(p, flat, [max(n, 1_c_int64_t)])
    select rank (a)
    rank (0)
      a => flat(1)
    rank (1)
      a(lb(1):ub(1)) => flat
    rank (2)
      a(lb(1):ub(1), lb(2):ub(2)) => flat
    rank (3)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3)) => flat
    rank (4)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3), lb(4):ub(4)) => flat
    rank (5)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3), lb(4):ub(4), lb(5):ub(5)) => flat
    rank (6)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3), lb(4):ub(4), lb(5):ub(5), lb(6):ub(6)) => flat
    rank (7)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3), lb(4):ub(4), lb(5):ub(5), lb(6):ub(6), lb(7):ub(7)) => flat
    rank default
      istat = cudaErrorInvalidValue
    end select
  end subroutine cfas_i1

  ! cudaforAllocate(a, lb, ub, memkind[, flags]) — for the code generator:
  !   a        integer(1), pointer, dimension(..)   (the host view of the device/managed/pinned array)
  !   lb, ub   integer(c_int64_t) arrays of size >= rank(a): the bounds of ALLOCATE
  !   memkind  cudaforMemKindDevice | cudaforMemKindManaged | cudaforMemKindPinned
  !   flags    cudaMemAttach* (managed) or cudaHostAlloc* (pinned); default 0
  ! returns the cudaError; a is associated on success, unchanged on failure.
  integer function cfa_i1(a, lb, ub, memkind, flags) result(istat)
    integer(1), pointer, dimension(..) :: a
    integer(c_int64_t), intent(in) :: lb(:), ub(:)
    integer, intent(in) :: memkind
    integer, intent(in), optional :: flags
    integer(1), pointer :: elem
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
    call cfas_i1(a, p, lb, ub, istat)
    if (istat /= cudaSuccess) dummy = cudafor_raw_free(p, memkind)
  end function cfa_i1

  ! cudaforDeallocate(a, memkind): frees and nullifies; success if a is not associated
  integer function cfd_i1(a, memkind) result(istat)
    integer(1), pointer, dimension(..) :: a
    integer, intent(in) :: memkind
    istat = cudaSuccess
    if (.not. associated(a)) return
    istat = cudafor_raw_free(cudafor_loc(a), memkind)
    if (istat /= cudaSuccess) return
    select rank (a)
    rank (0)
      nullify(a)
    rank (1)
      nullify(a)
    rank (2)
      nullify(a)
    rank (3)
      nullify(a)
    rank (4)
      nullify(a)
    rank (5)
      nullify(a)
    rank (6)
      nullify(a)
    rank (7)
      nullify(a)
    end select
  end function cfd_i1

  ! D-4.9.11: count elements; rank > 1 gets shape (count, 1, ..., 1)
  integer function cm_i1(devptr, count) result(istat)
    integer(1), pointer, dimension(..) :: devptr
    class(*), intent(in) :: count
    integer(c_int64_t) :: lb(max(1, rank(devptr))), ub(max(1, rank(devptr)))
    lb = 1
    ub = 1
    ub(1) = cf_i8(count)
    istat = cudaErrorInvalidValue
    if (ub(1) < 0) return
    istat = cfa_i1(devptr, lb, ub, cudaforMemKindDevice)
  end function cm_i1

  ! D-4.9.13
  integer function cmm_i1(devptr, count, flags) result(istat)
    integer(1), pointer, dimension(..) :: devptr
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
    istat = cfa_i1(devptr, lb, ub, cudaforMemKindManaged, fl)
  end function cmm_i1

  ! D-X-05 (pinned host memory, count in elements)
  integer function cmh_i1(hostptr, count) result(istat)
    integer(1), pointer, dimension(..) :: hostptr
    class(*), intent(in) :: count
    integer(c_int64_t) :: lb(max(1, rank(hostptr))), ub(max(1, rank(hostptr)))
    lb = 1
    ub = 1
    ub(1) = cf_i8(count)
    istat = cudaErrorInvalidValue
    if (ub(1) < 0) return
    istat = cfa_i1(hostptr, lb, ub, cudaforMemKindPinned)
  end function cmh_i1

  ! D-4.9.1 (device or managed)
  integer function cfr_i1(devptr) result(istat)
    integer(1), pointer, dimension(..) :: devptr
    istat = cfd_i1(devptr, cudaforMemKindDevice)
  end function cfr_i1

  ! D-4.9.3
  integer function cfh_i1(hostptr) result(istat)
    integer(1), pointer, dimension(..) :: hostptr
    istat = cfd_i1(hostptr, cudaforMemKindPinned)
  end function cfh_i1

  ! D-4.9.14: devptr rank 2, width/pitch in elements; devptr becomes the
  ! (1:width, 1:height) section of a (pitch, height) block
  integer function cmp_i1(devptr, pitch, width, height) result(istat)
    integer(1), pointer, dimension(..) :: devptr
    integer(cuda_count_kind), intent(out) :: pitch
    class(*), intent(in) :: width, height
    integer(1), pointer :: full(:,:)
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
  end function cmp_i1

  ! D-4.9.15, array form: devptr rank 3, cext%width in ELEMENTS (the array's
  ! leading extent), height, depth; devptr becomes the (1:width,1:height,1:depth)
  ! section of a (pitch, height, depth) block
  integer function cm3_i1(devptr, cext) result(istat)
    integer(1), pointer, dimension(..) :: devptr
    type(cudaExtent), intent(in) :: cext
    integer(1), pointer :: full(:,:,:)
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
  end function cm3_i1

  ! D-X-07 c_f_pointer(c_devptr, array, shape): shape an integer array or (PGI)
  ! a scalar, any kind; lower bounds 1
  subroutine cfp_i1(cptr, fptr, shape)
    type(c_devptr), intent(in) :: cptr
    integer(1), pointer, dimension(..) :: fptr
    class(*), intent(in), optional :: shape(..)
    integer(c_int64_t) :: lb(max(1, rank(fptr))), ub(max(1, rank(fptr)))
    integer :: istat
    lb = 1
    ub = 1
    if (present(shape)) call cf_shape(shape, ub)
    call cfas_i1(fptr, cptr%cptr, lb, ub, istat)
  end subroutine cfp_i1

  ! D-4.9.18
  integer function mc_i1(dst, src, count, kdir) result(istat)
    integer(1), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: count
    integer, intent(in), optional :: kdir
    istat = cudafor_memcpy(dst, src, cf_i8(count), cf_kdir(kdir), 0_cuda_stream_kind, 0)
  end function mc_i1

  ! D-4.9.20
  integer function mca_i1(dst, src, count, kdir, stream) result(istat)
    integer(1), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: count
    integer, intent(in) :: kdir
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy(dst, src, cf_i8(count), kdir, cf_stream(stream), 1)
  end function mca_i1
  integer function mcs_i1(dst, src, count, stream) result(istat)
    integer(1), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: count
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy(dst, src, cf_i8(count), -1, cf_stream(stream), 1)
  end function mcs_i1

  ! D-4.9.29
  integer function m2_i1(dst, dpitch, src, spitch, width, height, kdir) result(istat)
    integer(1), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: dpitch, spitch, width, height
    integer, intent(in), optional :: kdir
    istat = cudafor_memcpy2d(dst, cf_i8(dpitch), src, cf_i8(spitch), cf_i8(width), cf_i8(height), &
                             cf_kdir(kdir), 0_cuda_stream_kind, 0)
  end function m2_i1

  ! D-4.9.31
  integer function m2a_i1(dst, dpitch, src, spitch, width, height, kdir, stream) result(istat)
    integer(1), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: dpitch, spitch, width, height
    integer, intent(in) :: kdir
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy2d(dst, cf_i8(dpitch), src, cf_i8(spitch), cf_i8(width), cf_i8(height), &
                             kdir, cf_stream(stream), 1)
  end function m2a_i1
  integer function m2s_i1(dst, dpitch, src, spitch, width, height, stream) result(istat)
    integer(1), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: dpitch, spitch, width, height
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy2d(dst, cf_i8(dpitch), src, cf_i8(spitch), cf_i8(width), cf_i8(height), &
                             -1, cf_stream(stream), 1)
  end function m2s_i1

  ! D-4.9.24 / D-4.9.25
  integer function mp_i1(dst, dstdev, src, srcdev, count) result(istat)
    integer(1), dimension(..) :: dst
    type(*), dimension(..) :: src
    integer, intent(in) :: dstdev, srcdev
    class(*), intent(in) :: count
    istat = cudafor_memcpy_peer(dst, dstdev, src, srcdev, cf_i8(count), 0_cuda_stream_kind, 0)
  end function mp_i1
  integer function mpa_i1(dst, dstdev, src, srcdev, count, stream) result(istat)
    integer(1), dimension(..) :: dst
    type(*), dimension(..) :: src
    integer, intent(in) :: dstdev, srcdev
    class(*), intent(in) :: count
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy_peer(dst, dstdev, src, srcdev, cf_i8(count), cf_stream(stream), 1)
  end function mpa_i1

  ! D-4.9.38 / 39 / 40: typed fill, value of the same type and kind
  integer function ms_i1(devptr, value, count) result(istat)
    integer(1), dimension(..) :: devptr
    integer(1), intent(in) :: value
    class(*), intent(in) :: count
    istat = cudafor_memset(devptr, value, cf_i8(count), 0_cuda_stream_kind, 0)
  end function ms_i1
  integer function msa_i1(devptr, value, count, stream) result(istat)
    integer(1), dimension(..) :: devptr
    integer(1), intent(in) :: value
    class(*), intent(in) :: count
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memset(devptr, value, cf_i8(count), cf_stream(stream), 1)
  end function msa_i1
  integer function ms2_i1(devptr, pitch, value, width, height) result(istat)
    integer(1), dimension(..) :: devptr
    class(*), intent(in) :: pitch, width, height
    integer(1), intent(in) :: value
    istat = cudafor_memset2d(devptr, cf_i8(pitch), value, cf_i8(width), cf_i8(height), 0_cuda_stream_kind, 0)
  end function ms2_i1

  ! D-4.9.17 / D-4.9.37 (count in elements)
  integer function madv_i1(devptr, count, advice, device) result(istat)
    integer(1), dimension(..) :: devptr
    class(*), intent(in) :: count
    integer, intent(in) :: advice, device
    istat = cudaErrorInvalidValue
    if (cf_i8(count) < 0) return
    istat = cf_mem_advise(cudafor_loc(devptr), cf_i8(count) * (storage_size(devptr) / 8), advice, device)
  end function madv_i1
  integer function mpf_i1(devptr, count, device, stream) result(istat)
    integer(1), dimension(..) :: devptr
    class(*), intent(in) :: count
    integer, intent(in) :: device
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudaErrorInvalidValue
    if (cf_i8(count) < 0) return
    istat = cf_mem_prefetch(cudafor_loc(devptr), cf_i8(count) * (storage_size(devptr) / 8), device, &
                            cf_stream(stream))
  end function mpf_i1

  ! D-4.5.3 (length in elements; the guide: "currently must be zero")
  integer function sam_i1(stream, devptr, length, flags) result(istat)
    integer(cuda_stream_kind), intent(in) :: stream
    integer(1), dimension(..) :: devptr
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
  end function sam_i1

  ! D-4.10.4
  integer function pga_i1(attr, ptr) result(istat)
    type(cudaPointerAttributes), intent(out) :: attr
    integer(1), dimension(..) :: ptr
    istat = cf_pointer_get_attributes(attr, cudafor_loc(ptr))
  end function pga_i1

  ! ==================================================================
  ! integer(2)
  ! ==================================================================

  ! associate pointer a with the memory at p, bounds lb(1:rank):ub(1:rank)
  subroutine cfas_i2(a, p, lb, ub, istat)
    integer(2), pointer, dimension(..) :: a
    type(c_ptr), intent(in) :: p
    integer(c_int64_t), intent(in) :: lb(:), ub(:)
    integer, intent(out) :: istat
    integer(2), pointer :: flat(:)
    integer(c_int64_t) :: n
    istat = cudaSuccess
    n = 1
    if (rank(a) > 0) n = product(max(0_c_int64_t, ub(1:rank(a)) - lb(1:rank(a)) + 1))
    call c_f_pointer(p, flat, [max(n, 1_c_int64_t)])
    select rank (a)
    rank (0)
      a => flat(1)
    rank (1)
      a(lb(1):ub(1)) => flat
    rank (2)
      a(lb(1):ub(1), lb(2):ub(2)) => flat
    rank (3)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3)) => flat
    rank (4)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3), lb(4):ub(4)) => flat
    rank (5)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3), lb(4):ub(4), lb(5):ub(5)) => flat
    rank (6)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3), lb(4):ub(4), lb(5):ub(5), lb(6):ub(6)) => flat
    rank (7)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3), lb(4):ub(4), lb(5):ub(5), lb(6):ub(6), lb(7):ub(7)) => flat
    rank default
      istat = cudaErrorInvalidValue
    end select
  end subroutine cfas_i2

  ! cudaforAllocate(a, lb, ub, memkind[, flags]) — for the code generator:
  !   a        integer(2), pointer, dimension(..)   (the host view of the device/managed/pinned array)
  !   lb, ub   integer(c_int64_t) arrays of size >= rank(a): the bounds of ALLOCATE
  !   memkind  cudaforMemKindDevice | cudaforMemKindManaged | cudaforMemKindPinned
  !   flags    cudaMemAttach* (managed) or cudaHostAlloc* (pinned); default 0
  ! returns the cudaError; a is associated on success, unchanged on failure.
  integer function cfa_i2(a, lb, ub, memkind, flags) result(istat)
    integer(2), pointer, dimension(..) :: a
    integer(c_int64_t), intent(in) :: lb(:), ub(:)
    integer, intent(in) :: memkind
    integer, intent(in), optional :: flags
    integer(2), pointer :: elem
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
    call cfas_i2(a, p, lb, ub, istat)
    if (istat /= cudaSuccess) dummy = cudafor_raw_free(p, memkind)
  end function cfa_i2

  ! cudaforDeallocate(a, memkind): frees and nullifies; success if a is not associated
  integer function cfd_i2(a, memkind) result(istat)
    integer(2), pointer, dimension(..) :: a
    integer, intent(in) :: memkind
    istat = cudaSuccess
    if (.not. associated(a)) return
    istat = cudafor_raw_free(cudafor_loc(a), memkind)
    if (istat /= cudaSuccess) return
    select rank (a)
    rank (0)
      nullify(a)
    rank (1)
      nullify(a)
    rank (2)
      nullify(a)
    rank (3)
      nullify(a)
    rank (4)
      nullify(a)
    rank (5)
      nullify(a)
    rank (6)
      nullify(a)
    rank (7)
      nullify(a)
    end select
  end function cfd_i2

  ! D-4.9.11: count elements; rank > 1 gets shape (count, 1, ..., 1)
  integer function cm_i2(devptr, count) result(istat)
    integer(2), pointer, dimension(..) :: devptr
    class(*), intent(in) :: count
    integer(c_int64_t) :: lb(max(1, rank(devptr))), ub(max(1, rank(devptr)))
    lb = 1
    ub = 1
    ub(1) = cf_i8(count)
    istat = cudaErrorInvalidValue
    if (ub(1) < 0) return
    istat = cfa_i2(devptr, lb, ub, cudaforMemKindDevice)
  end function cm_i2

  ! D-4.9.13
  integer function cmm_i2(devptr, count, flags) result(istat)
    integer(2), pointer, dimension(..) :: devptr
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
    istat = cfa_i2(devptr, lb, ub, cudaforMemKindManaged, fl)
  end function cmm_i2

  ! D-X-05 (pinned host memory, count in elements)
  integer function cmh_i2(hostptr, count) result(istat)
    integer(2), pointer, dimension(..) :: hostptr
    class(*), intent(in) :: count
    integer(c_int64_t) :: lb(max(1, rank(hostptr))), ub(max(1, rank(hostptr)))
    lb = 1
    ub = 1
    ub(1) = cf_i8(count)
    istat = cudaErrorInvalidValue
    if (ub(1) < 0) return
    istat = cfa_i2(hostptr, lb, ub, cudaforMemKindPinned)
  end function cmh_i2

  ! D-4.9.1 (device or managed)
  integer function cfr_i2(devptr) result(istat)
    integer(2), pointer, dimension(..) :: devptr
    istat = cfd_i2(devptr, cudaforMemKindDevice)
  end function cfr_i2

  ! D-4.9.3
  integer function cfh_i2(hostptr) result(istat)
    integer(2), pointer, dimension(..) :: hostptr
    istat = cfd_i2(hostptr, cudaforMemKindPinned)
  end function cfh_i2

  ! D-4.9.14: devptr rank 2, width/pitch in elements; devptr becomes the
  ! (1:width, 1:height) section of a (pitch, height) block
  integer function cmp_i2(devptr, pitch, width, height) result(istat)
    integer(2), pointer, dimension(..) :: devptr
    integer(cuda_count_kind), intent(out) :: pitch
    class(*), intent(in) :: width, height
    integer(2), pointer :: full(:,:)
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
  end function cmp_i2

  ! D-4.9.15, array form: devptr rank 3, cext%width in ELEMENTS (the array's
  ! leading extent), height, depth; devptr becomes the (1:width,1:height,1:depth)
  ! section of a (pitch, height, depth) block
  integer function cm3_i2(devptr, cext) result(istat)
    integer(2), pointer, dimension(..) :: devptr
    type(cudaExtent), intent(in) :: cext
    integer(2), pointer :: full(:,:,:)
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
  end function cm3_i2

  ! D-X-07 c_f_pointer(c_devptr, array, shape): shape an integer array or (PGI)
  ! a scalar, any kind; lower bounds 1
  subroutine cfp_i2(cptr, fptr, shape)
    type(c_devptr), intent(in) :: cptr
    integer(2), pointer, dimension(..) :: fptr
    class(*), intent(in), optional :: shape(..)
    integer(c_int64_t) :: lb(max(1, rank(fptr))), ub(max(1, rank(fptr)))
    integer :: istat
    lb = 1
    ub = 1
    if (present(shape)) call cf_shape(shape, ub)
    call cfas_i2(fptr, cptr%cptr, lb, ub, istat)
  end subroutine cfp_i2

  ! D-4.9.18
  integer function mc_i2(dst, src, count, kdir) result(istat)
    integer(2), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: count
    integer, intent(in), optional :: kdir
    istat = cudafor_memcpy(dst, src, cf_i8(count), cf_kdir(kdir), 0_cuda_stream_kind, 0)
  end function mc_i2

  ! D-4.9.20
  integer function mca_i2(dst, src, count, kdir, stream) result(istat)
    integer(2), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: count
    integer, intent(in) :: kdir
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy(dst, src, cf_i8(count), kdir, cf_stream(stream), 1)
  end function mca_i2
  integer function mcs_i2(dst, src, count, stream) result(istat)
    integer(2), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: count
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy(dst, src, cf_i8(count), -1, cf_stream(stream), 1)
  end function mcs_i2

  ! D-4.9.29
  integer function m2_i2(dst, dpitch, src, spitch, width, height, kdir) result(istat)
    integer(2), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: dpitch, spitch, width, height
    integer, intent(in), optional :: kdir
    istat = cudafor_memcpy2d(dst, cf_i8(dpitch), src, cf_i8(spitch), cf_i8(width), cf_i8(height), &
                             cf_kdir(kdir), 0_cuda_stream_kind, 0)
  end function m2_i2

  ! D-4.9.31
  integer function m2a_i2(dst, dpitch, src, spitch, width, height, kdir, stream) result(istat)
    integer(2), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: dpitch, spitch, width, height
    integer, intent(in) :: kdir
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy2d(dst, cf_i8(dpitch), src, cf_i8(spitch), cf_i8(width), cf_i8(height), &
                             kdir, cf_stream(stream), 1)
  end function m2a_i2
  integer function m2s_i2(dst, dpitch, src, spitch, width, height, stream) result(istat)
    integer(2), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: dpitch, spitch, width, height
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy2d(dst, cf_i8(dpitch), src, cf_i8(spitch), cf_i8(width), cf_i8(height), &
                             -1, cf_stream(stream), 1)
  end function m2s_i2

  ! D-4.9.24 / D-4.9.25
  integer function mp_i2(dst, dstdev, src, srcdev, count) result(istat)
    integer(2), dimension(..) :: dst
    type(*), dimension(..) :: src
    integer, intent(in) :: dstdev, srcdev
    class(*), intent(in) :: count
    istat = cudafor_memcpy_peer(dst, dstdev, src, srcdev, cf_i8(count), 0_cuda_stream_kind, 0)
  end function mp_i2
  integer function mpa_i2(dst, dstdev, src, srcdev, count, stream) result(istat)
    integer(2), dimension(..) :: dst
    type(*), dimension(..) :: src
    integer, intent(in) :: dstdev, srcdev
    class(*), intent(in) :: count
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy_peer(dst, dstdev, src, srcdev, cf_i8(count), cf_stream(stream), 1)
  end function mpa_i2

  ! D-4.9.38 / 39 / 40: typed fill, value of the same type and kind
  integer function ms_i2(devptr, value, count) result(istat)
    integer(2), dimension(..) :: devptr
    integer(2), intent(in) :: value
    class(*), intent(in) :: count
    istat = cudafor_memset(devptr, value, cf_i8(count), 0_cuda_stream_kind, 0)
  end function ms_i2
  integer function msa_i2(devptr, value, count, stream) result(istat)
    integer(2), dimension(..) :: devptr
    integer(2), intent(in) :: value
    class(*), intent(in) :: count
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memset(devptr, value, cf_i8(count), cf_stream(stream), 1)
  end function msa_i2
  integer function ms2_i2(devptr, pitch, value, width, height) result(istat)
    integer(2), dimension(..) :: devptr
    class(*), intent(in) :: pitch, width, height
    integer(2), intent(in) :: value
    istat = cudafor_memset2d(devptr, cf_i8(pitch), value, cf_i8(width), cf_i8(height), 0_cuda_stream_kind, 0)
  end function ms2_i2

  ! D-4.9.17 / D-4.9.37 (count in elements)
  integer function madv_i2(devptr, count, advice, device) result(istat)
    integer(2), dimension(..) :: devptr
    class(*), intent(in) :: count
    integer, intent(in) :: advice, device
    istat = cudaErrorInvalidValue
    if (cf_i8(count) < 0) return
    istat = cf_mem_advise(cudafor_loc(devptr), cf_i8(count) * (storage_size(devptr) / 8), advice, device)
  end function madv_i2
  integer function mpf_i2(devptr, count, device, stream) result(istat)
    integer(2), dimension(..) :: devptr
    class(*), intent(in) :: count
    integer, intent(in) :: device
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudaErrorInvalidValue
    if (cf_i8(count) < 0) return
    istat = cf_mem_prefetch(cudafor_loc(devptr), cf_i8(count) * (storage_size(devptr) / 8), device, &
                            cf_stream(stream))
  end function mpf_i2

  ! D-4.5.3 (length in elements; the guide: "currently must be zero")
  integer function sam_i2(stream, devptr, length, flags) result(istat)
    integer(cuda_stream_kind), intent(in) :: stream
    integer(2), dimension(..) :: devptr
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
  end function sam_i2

  ! D-4.10.4
  integer function pga_i2(attr, ptr) result(istat)
    type(cudaPointerAttributes), intent(out) :: attr
    integer(2), dimension(..) :: ptr
    istat = cf_pointer_get_attributes(attr, cudafor_loc(ptr))
  end function pga_i2

  ! ==================================================================
  ! integer(4)
  ! ==================================================================

  ! associate pointer a with the memory at p, bounds lb(1:rank):ub(1:rank)
  subroutine cfas_i4(a, p, lb, ub, istat)
    integer(4), pointer, dimension(..) :: a
    type(c_ptr), intent(in) :: p
    integer(c_int64_t), intent(in) :: lb(:), ub(:)
    integer, intent(out) :: istat
    integer(4), pointer :: flat(:)
    integer(c_int64_t) :: n
    istat = cudaSuccess
    n = 1
    if (rank(a) > 0) n = product(max(0_c_int64_t, ub(1:rank(a)) - lb(1:rank(a)) + 1))
    call c_f_pointer(p, flat, [max(n, 1_c_int64_t)])
    select rank (a)
    rank (0)
      a => flat(1)
    rank (1)
      a(lb(1):ub(1)) => flat
    rank (2)
      a(lb(1):ub(1), lb(2):ub(2)) => flat
    rank (3)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3)) => flat
    rank (4)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3), lb(4):ub(4)) => flat
    rank (5)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3), lb(4):ub(4), lb(5):ub(5)) => flat
    rank (6)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3), lb(4):ub(4), lb(5):ub(5), lb(6):ub(6)) => flat
    rank (7)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3), lb(4):ub(4), lb(5):ub(5), lb(6):ub(6), lb(7):ub(7)) => flat
    rank default
      istat = cudaErrorInvalidValue
    end select
  end subroutine cfas_i4

  ! cudaforAllocate(a, lb, ub, memkind[, flags]) — for the code generator:
  !   a        integer(4), pointer, dimension(..)   (the host view of the device/managed/pinned array)
  !   lb, ub   integer(c_int64_t) arrays of size >= rank(a): the bounds of ALLOCATE
  !   memkind  cudaforMemKindDevice | cudaforMemKindManaged | cudaforMemKindPinned
  !   flags    cudaMemAttach* (managed) or cudaHostAlloc* (pinned); default 0
  ! returns the cudaError; a is associated on success, unchanged on failure.
  integer function cfa_i4(a, lb, ub, memkind, flags) result(istat)
    integer(4), pointer, dimension(..) :: a
    integer(c_int64_t), intent(in) :: lb(:), ub(:)
    integer, intent(in) :: memkind
    integer, intent(in), optional :: flags
    integer(4), pointer :: elem
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
    call cfas_i4(a, p, lb, ub, istat)
    if (istat /= cudaSuccess) dummy = cudafor_raw_free(p, memkind)
  end function cfa_i4

  ! cudaforDeallocate(a, memkind): frees and nullifies; success if a is not associated
  integer function cfd_i4(a, memkind) result(istat)
    integer(4), pointer, dimension(..) :: a
    integer, intent(in) :: memkind
    istat = cudaSuccess
    if (.not. associated(a)) return
    istat = cudafor_raw_free(cudafor_loc(a), memkind)
    if (istat /= cudaSuccess) return
    select rank (a)
    rank (0)
      nullify(a)
    rank (1)
      nullify(a)
    rank (2)
      nullify(a)
    rank (3)
      nullify(a)
    rank (4)
      nullify(a)
    rank (5)
      nullify(a)
    rank (6)
      nullify(a)
    rank (7)
      nullify(a)
    end select
  end function cfd_i4

  ! D-4.9.11: count elements; rank > 1 gets shape (count, 1, ..., 1)
  integer function cm_i4(devptr, count) result(istat)
    integer(4), pointer, dimension(..) :: devptr
    class(*), intent(in) :: count
    integer(c_int64_t) :: lb(max(1, rank(devptr))), ub(max(1, rank(devptr)))
    lb = 1
    ub = 1
    ub(1) = cf_i8(count)
    istat = cudaErrorInvalidValue
    if (ub(1) < 0) return
    istat = cfa_i4(devptr, lb, ub, cudaforMemKindDevice)
  end function cm_i4

  ! D-4.9.13
  integer function cmm_i4(devptr, count, flags) result(istat)
    integer(4), pointer, dimension(..) :: devptr
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
    istat = cfa_i4(devptr, lb, ub, cudaforMemKindManaged, fl)
  end function cmm_i4

  ! D-X-05 (pinned host memory, count in elements)
  integer function cmh_i4(hostptr, count) result(istat)
    integer(4), pointer, dimension(..) :: hostptr
    class(*), intent(in) :: count
    integer(c_int64_t) :: lb(max(1, rank(hostptr))), ub(max(1, rank(hostptr)))
    lb = 1
    ub = 1
    ub(1) = cf_i8(count)
    istat = cudaErrorInvalidValue
    if (ub(1) < 0) return
    istat = cfa_i4(hostptr, lb, ub, cudaforMemKindPinned)
  end function cmh_i4

  ! D-4.9.1 (device or managed)
  integer function cfr_i4(devptr) result(istat)
    integer(4), pointer, dimension(..) :: devptr
    istat = cfd_i4(devptr, cudaforMemKindDevice)
  end function cfr_i4

  ! D-4.9.3
  integer function cfh_i4(hostptr) result(istat)
    integer(4), pointer, dimension(..) :: hostptr
    istat = cfd_i4(hostptr, cudaforMemKindPinned)
  end function cfh_i4

  ! D-4.9.14: devptr rank 2, width/pitch in elements; devptr becomes the
  ! (1:width, 1:height) section of a (pitch, height) block
  integer function cmp_i4(devptr, pitch, width, height) result(istat)
    integer(4), pointer, dimension(..) :: devptr
    integer(cuda_count_kind), intent(out) :: pitch
    class(*), intent(in) :: width, height
    integer(4), pointer :: full(:,:)
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
  end function cmp_i4

  ! D-4.9.15, array form: devptr rank 3, cext%width in ELEMENTS (the array's
  ! leading extent), height, depth; devptr becomes the (1:width,1:height,1:depth)
  ! section of a (pitch, height, depth) block
  integer function cm3_i4(devptr, cext) result(istat)
    integer(4), pointer, dimension(..) :: devptr
    type(cudaExtent), intent(in) :: cext
    integer(4), pointer :: full(:,:,:)
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
  end function cm3_i4

  ! D-X-07 c_f_pointer(c_devptr, array, shape): shape an integer array or (PGI)
  ! a scalar, any kind; lower bounds 1
  subroutine cfp_i4(cptr, fptr, shape)
    type(c_devptr), intent(in) :: cptr
    integer(4), pointer, dimension(..) :: fptr
    class(*), intent(in), optional :: shape(..)
    integer(c_int64_t) :: lb(max(1, rank(fptr))), ub(max(1, rank(fptr)))
    integer :: istat
    lb = 1
    ub = 1
    if (present(shape)) call cf_shape(shape, ub)
    call cfas_i4(fptr, cptr%cptr, lb, ub, istat)
  end subroutine cfp_i4

  ! D-4.9.18
  integer function mc_i4(dst, src, count, kdir) result(istat)
    integer(4), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: count
    integer, intent(in), optional :: kdir
    istat = cudafor_memcpy(dst, src, cf_i8(count), cf_kdir(kdir), 0_cuda_stream_kind, 0)
  end function mc_i4

  ! D-4.9.20
  integer function mca_i4(dst, src, count, kdir, stream) result(istat)
    integer(4), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: count
    integer, intent(in) :: kdir
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy(dst, src, cf_i8(count), kdir, cf_stream(stream), 1)
  end function mca_i4
  integer function mcs_i4(dst, src, count, stream) result(istat)
    integer(4), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: count
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy(dst, src, cf_i8(count), -1, cf_stream(stream), 1)
  end function mcs_i4

  ! D-4.9.29
  integer function m2_i4(dst, dpitch, src, spitch, width, height, kdir) result(istat)
    integer(4), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: dpitch, spitch, width, height
    integer, intent(in), optional :: kdir
    istat = cudafor_memcpy2d(dst, cf_i8(dpitch), src, cf_i8(spitch), cf_i8(width), cf_i8(height), &
                             cf_kdir(kdir), 0_cuda_stream_kind, 0)
  end function m2_i4

  ! D-4.9.31
  integer function m2a_i4(dst, dpitch, src, spitch, width, height, kdir, stream) result(istat)
    integer(4), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: dpitch, spitch, width, height
    integer, intent(in) :: kdir
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy2d(dst, cf_i8(dpitch), src, cf_i8(spitch), cf_i8(width), cf_i8(height), &
                             kdir, cf_stream(stream), 1)
  end function m2a_i4
  integer function m2s_i4(dst, dpitch, src, spitch, width, height, stream) result(istat)
    integer(4), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: dpitch, spitch, width, height
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy2d(dst, cf_i8(dpitch), src, cf_i8(spitch), cf_i8(width), cf_i8(height), &
                             -1, cf_stream(stream), 1)
  end function m2s_i4

  ! D-4.9.24 / D-4.9.25
  integer function mp_i4(dst, dstdev, src, srcdev, count) result(istat)
    integer(4), dimension(..) :: dst
    type(*), dimension(..) :: src
    integer, intent(in) :: dstdev, srcdev
    class(*), intent(in) :: count
    istat = cudafor_memcpy_peer(dst, dstdev, src, srcdev, cf_i8(count), 0_cuda_stream_kind, 0)
  end function mp_i4
  integer function mpa_i4(dst, dstdev, src, srcdev, count, stream) result(istat)
    integer(4), dimension(..) :: dst
    type(*), dimension(..) :: src
    integer, intent(in) :: dstdev, srcdev
    class(*), intent(in) :: count
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy_peer(dst, dstdev, src, srcdev, cf_i8(count), cf_stream(stream), 1)
  end function mpa_i4

  ! D-4.9.38 / 39 / 40: typed fill, value of the same type and kind
  integer function ms_i4(devptr, value, count) result(istat)
    integer(4), dimension(..) :: devptr
    integer(4), intent(in) :: value
    class(*), intent(in) :: count
    istat = cudafor_memset(devptr, value, cf_i8(count), 0_cuda_stream_kind, 0)
  end function ms_i4
  integer function msa_i4(devptr, value, count, stream) result(istat)
    integer(4), dimension(..) :: devptr
    integer(4), intent(in) :: value
    class(*), intent(in) :: count
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memset(devptr, value, cf_i8(count), cf_stream(stream), 1)
  end function msa_i4
  integer function ms2_i4(devptr, pitch, value, width, height) result(istat)
    integer(4), dimension(..) :: devptr
    class(*), intent(in) :: pitch, width, height
    integer(4), intent(in) :: value
    istat = cudafor_memset2d(devptr, cf_i8(pitch), value, cf_i8(width), cf_i8(height), 0_cuda_stream_kind, 0)
  end function ms2_i4

  ! D-4.9.17 / D-4.9.37 (count in elements)
  integer function madv_i4(devptr, count, advice, device) result(istat)
    integer(4), dimension(..) :: devptr
    class(*), intent(in) :: count
    integer, intent(in) :: advice, device
    istat = cudaErrorInvalidValue
    if (cf_i8(count) < 0) return
    istat = cf_mem_advise(cudafor_loc(devptr), cf_i8(count) * (storage_size(devptr) / 8), advice, device)
  end function madv_i4
  integer function mpf_i4(devptr, count, device, stream) result(istat)
    integer(4), dimension(..) :: devptr
    class(*), intent(in) :: count
    integer, intent(in) :: device
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudaErrorInvalidValue
    if (cf_i8(count) < 0) return
    istat = cf_mem_prefetch(cudafor_loc(devptr), cf_i8(count) * (storage_size(devptr) / 8), device, &
                            cf_stream(stream))
  end function mpf_i4

  ! D-4.5.3 (length in elements; the guide: "currently must be zero")
  integer function sam_i4(stream, devptr, length, flags) result(istat)
    integer(cuda_stream_kind), intent(in) :: stream
    integer(4), dimension(..) :: devptr
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
  end function sam_i4

  ! D-4.10.4
  integer function pga_i4(attr, ptr) result(istat)
    type(cudaPointerAttributes), intent(out) :: attr
    integer(4), dimension(..) :: ptr
    istat = cf_pointer_get_attributes(attr, cudafor_loc(ptr))
  end function pga_i4

  ! ==================================================================
  ! integer(8)
  ! ==================================================================

  ! associate pointer a with the memory at p, bounds lb(1:rank):ub(1:rank)
  subroutine cfas_i8(a, p, lb, ub, istat)
    integer(8), pointer, dimension(..) :: a
    type(c_ptr), intent(in) :: p
    integer(c_int64_t), intent(in) :: lb(:), ub(:)
    integer, intent(out) :: istat
    integer(8), pointer :: flat(:)
    integer(c_int64_t) :: n
    istat = cudaSuccess
    n = 1
    if (rank(a) > 0) n = product(max(0_c_int64_t, ub(1:rank(a)) - lb(1:rank(a)) + 1))
    call c_f_pointer(p, flat, [max(n, 1_c_int64_t)])
    select rank (a)
    rank (0)
      a => flat(1)
    rank (1)
      a(lb(1):ub(1)) => flat
    rank (2)
      a(lb(1):ub(1), lb(2):ub(2)) => flat
    rank (3)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3)) => flat
    rank (4)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3), lb(4):ub(4)) => flat
    rank (5)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3), lb(4):ub(4), lb(5):ub(5)) => flat
    rank (6)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3), lb(4):ub(4), lb(5):ub(5), lb(6):ub(6)) => flat
    rank (7)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3), lb(4):ub(4), lb(5):ub(5), lb(6):ub(6), lb(7):ub(7)) => flat
    rank default
      istat = cudaErrorInvalidValue
    end select
  end subroutine cfas_i8

  ! cudaforAllocate(a, lb, ub, memkind[, flags]) — for the code generator:
  !   a        integer(8), pointer, dimension(..)   (the host view of the device/managed/pinned array)
  !   lb, ub   integer(c_int64_t) arrays of size >= rank(a): the bounds of ALLOCATE
  !   memkind  cudaforMemKindDevice | cudaforMemKindManaged | cudaforMemKindPinned
  !   flags    cudaMemAttach* (managed) or cudaHostAlloc* (pinned); default 0
  ! returns the cudaError; a is associated on success, unchanged on failure.
  integer function cfa_i8(a, lb, ub, memkind, flags) result(istat)
    integer(8), pointer, dimension(..) :: a
    integer(c_int64_t), intent(in) :: lb(:), ub(:)
    integer, intent(in) :: memkind
    integer, intent(in), optional :: flags
    integer(8), pointer :: elem
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
    call cfas_i8(a, p, lb, ub, istat)
    if (istat /= cudaSuccess) dummy = cudafor_raw_free(p, memkind)
  end function cfa_i8

  ! cudaforDeallocate(a, memkind): frees and nullifies; success if a is not associated
  integer function cfd_i8(a, memkind) result(istat)
    integer(8), pointer, dimension(..) :: a
    integer, intent(in) :: memkind
    istat = cudaSuccess
    if (.not. associated(a)) return
    istat = cudafor_raw_free(cudafor_loc(a), memkind)
    if (istat /= cudaSuccess) return
    select rank (a)
    rank (0)
      nullify(a)
    rank (1)
      nullify(a)
    rank (2)
      nullify(a)
    rank (3)
      nullify(a)
    rank (4)
      nullify(a)
    rank (5)
      nullify(a)
    rank (6)
      nullify(a)
    rank (7)
      nullify(a)
    end select
  end function cfd_i8

  ! D-4.9.11: count elements; rank > 1 gets shape (count, 1, ..., 1)
  integer function cm_i8(devptr, count) result(istat)
    integer(8), pointer, dimension(..) :: devptr
    class(*), intent(in) :: count
    integer(c_int64_t) :: lb(max(1, rank(devptr))), ub(max(1, rank(devptr)))
    lb = 1
    ub = 1
    ub(1) = cf_i8(count)
    istat = cudaErrorInvalidValue
    if (ub(1) < 0) return
    istat = cfa_i8(devptr, lb, ub, cudaforMemKindDevice)
  end function cm_i8

  ! D-4.9.13
  integer function cmm_i8(devptr, count, flags) result(istat)
    integer(8), pointer, dimension(..) :: devptr
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
    istat = cfa_i8(devptr, lb, ub, cudaforMemKindManaged, fl)
  end function cmm_i8

  ! D-X-05 (pinned host memory, count in elements)
  integer function cmh_i8(hostptr, count) result(istat)
    integer(8), pointer, dimension(..) :: hostptr
    class(*), intent(in) :: count
    integer(c_int64_t) :: lb(max(1, rank(hostptr))), ub(max(1, rank(hostptr)))
    lb = 1
    ub = 1
    ub(1) = cf_i8(count)
    istat = cudaErrorInvalidValue
    if (ub(1) < 0) return
    istat = cfa_i8(hostptr, lb, ub, cudaforMemKindPinned)
  end function cmh_i8

  ! D-4.9.1 (device or managed)
  integer function cfr_i8(devptr) result(istat)
    integer(8), pointer, dimension(..) :: devptr
    istat = cfd_i8(devptr, cudaforMemKindDevice)
  end function cfr_i8

  ! D-4.9.3
  integer function cfh_i8(hostptr) result(istat)
    integer(8), pointer, dimension(..) :: hostptr
    istat = cfd_i8(hostptr, cudaforMemKindPinned)
  end function cfh_i8

  ! D-4.9.14: devptr rank 2, width/pitch in elements; devptr becomes the
  ! (1:width, 1:height) section of a (pitch, height) block
  integer function cmp_i8(devptr, pitch, width, height) result(istat)
    integer(8), pointer, dimension(..) :: devptr
    integer(cuda_count_kind), intent(out) :: pitch
    class(*), intent(in) :: width, height
    integer(8), pointer :: full(:,:)
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
  end function cmp_i8

  ! D-4.9.15, array form: devptr rank 3, cext%width in ELEMENTS (the array's
  ! leading extent), height, depth; devptr becomes the (1:width,1:height,1:depth)
  ! section of a (pitch, height, depth) block
  integer function cm3_i8(devptr, cext) result(istat)
    integer(8), pointer, dimension(..) :: devptr
    type(cudaExtent), intent(in) :: cext
    integer(8), pointer :: full(:,:,:)
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
  end function cm3_i8

  ! D-X-07 c_f_pointer(c_devptr, array, shape): shape an integer array or (PGI)
  ! a scalar, any kind; lower bounds 1
  subroutine cfp_i8(cptr, fptr, shape)
    type(c_devptr), intent(in) :: cptr
    integer(8), pointer, dimension(..) :: fptr
    class(*), intent(in), optional :: shape(..)
    integer(c_int64_t) :: lb(max(1, rank(fptr))), ub(max(1, rank(fptr)))
    integer :: istat
    lb = 1
    ub = 1
    if (present(shape)) call cf_shape(shape, ub)
    call cfas_i8(fptr, cptr%cptr, lb, ub, istat)
  end subroutine cfp_i8

  ! D-4.9.18
  integer function mc_i8(dst, src, count, kdir) result(istat)
    integer(8), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: count
    integer, intent(in), optional :: kdir
    istat = cudafor_memcpy(dst, src, cf_i8(count), cf_kdir(kdir), 0_cuda_stream_kind, 0)
  end function mc_i8

  ! D-4.9.20
  integer function mca_i8(dst, src, count, kdir, stream) result(istat)
    integer(8), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: count
    integer, intent(in) :: kdir
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy(dst, src, cf_i8(count), kdir, cf_stream(stream), 1)
  end function mca_i8
  integer function mcs_i8(dst, src, count, stream) result(istat)
    integer(8), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: count
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy(dst, src, cf_i8(count), -1, cf_stream(stream), 1)
  end function mcs_i8

  ! D-4.9.29
  integer function m2_i8(dst, dpitch, src, spitch, width, height, kdir) result(istat)
    integer(8), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: dpitch, spitch, width, height
    integer, intent(in), optional :: kdir
    istat = cudafor_memcpy2d(dst, cf_i8(dpitch), src, cf_i8(spitch), cf_i8(width), cf_i8(height), &
                             cf_kdir(kdir), 0_cuda_stream_kind, 0)
  end function m2_i8

  ! D-4.9.31
  integer function m2a_i8(dst, dpitch, src, spitch, width, height, kdir, stream) result(istat)
    integer(8), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: dpitch, spitch, width, height
    integer, intent(in) :: kdir
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy2d(dst, cf_i8(dpitch), src, cf_i8(spitch), cf_i8(width), cf_i8(height), &
                             kdir, cf_stream(stream), 1)
  end function m2a_i8
  integer function m2s_i8(dst, dpitch, src, spitch, width, height, stream) result(istat)
    integer(8), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: dpitch, spitch, width, height
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy2d(dst, cf_i8(dpitch), src, cf_i8(spitch), cf_i8(width), cf_i8(height), &
                             -1, cf_stream(stream), 1)
  end function m2s_i8

  ! D-4.9.24 / D-4.9.25
  integer function mp_i8(dst, dstdev, src, srcdev, count) result(istat)
    integer(8), dimension(..) :: dst
    type(*), dimension(..) :: src
    integer, intent(in) :: dstdev, srcdev
    class(*), intent(in) :: count
    istat = cudafor_memcpy_peer(dst, dstdev, src, srcdev, cf_i8(count), 0_cuda_stream_kind, 0)
  end function mp_i8
  integer function mpa_i8(dst, dstdev, src, srcdev, count, stream) result(istat)
    integer(8), dimension(..) :: dst
    type(*), dimension(..) :: src
    integer, intent(in) :: dstdev, srcdev
    class(*), intent(in) :: count
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy_peer(dst, dstdev, src, srcdev, cf_i8(count), cf_stream(stream), 1)
  end function mpa_i8

  ! D-4.9.38 / 39 / 40: typed fill, value of the same type and kind
  integer function ms_i8(devptr, value, count) result(istat)
    integer(8), dimension(..) :: devptr
    integer(8), intent(in) :: value
    class(*), intent(in) :: count
    istat = cudafor_memset(devptr, value, cf_i8(count), 0_cuda_stream_kind, 0)
  end function ms_i8
  integer function msa_i8(devptr, value, count, stream) result(istat)
    integer(8), dimension(..) :: devptr
    integer(8), intent(in) :: value
    class(*), intent(in) :: count
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memset(devptr, value, cf_i8(count), cf_stream(stream), 1)
  end function msa_i8
  integer function ms2_i8(devptr, pitch, value, width, height) result(istat)
    integer(8), dimension(..) :: devptr
    class(*), intent(in) :: pitch, width, height
    integer(8), intent(in) :: value
    istat = cudafor_memset2d(devptr, cf_i8(pitch), value, cf_i8(width), cf_i8(height), 0_cuda_stream_kind, 0)
  end function ms2_i8

  ! D-4.9.17 / D-4.9.37 (count in elements)
  integer function madv_i8(devptr, count, advice, device) result(istat)
    integer(8), dimension(..) :: devptr
    class(*), intent(in) :: count
    integer, intent(in) :: advice, device
    istat = cudaErrorInvalidValue
    if (cf_i8(count) < 0) return
    istat = cf_mem_advise(cudafor_loc(devptr), cf_i8(count) * (storage_size(devptr) / 8), advice, device)
  end function madv_i8
  integer function mpf_i8(devptr, count, device, stream) result(istat)
    integer(8), dimension(..) :: devptr
    class(*), intent(in) :: count
    integer, intent(in) :: device
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudaErrorInvalidValue
    if (cf_i8(count) < 0) return
    istat = cf_mem_prefetch(cudafor_loc(devptr), cf_i8(count) * (storage_size(devptr) / 8), device, &
                            cf_stream(stream))
  end function mpf_i8

  ! D-4.5.3 (length in elements; the guide: "currently must be zero")
  integer function sam_i8(stream, devptr, length, flags) result(istat)
    integer(cuda_stream_kind), intent(in) :: stream
    integer(8), dimension(..) :: devptr
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
  end function sam_i8

  ! D-4.10.4
  integer function pga_i8(attr, ptr) result(istat)
    type(cudaPointerAttributes), intent(out) :: attr
    integer(8), dimension(..) :: ptr
    istat = cf_pointer_get_attributes(attr, cudafor_loc(ptr))
  end function pga_i8

  ! ==================================================================
  ! logical(1)
  ! ==================================================================

  ! associate pointer a with the memory at p, bounds lb(1:rank):ub(1:rank)
  subroutine cfas_l1(a, p, lb, ub, istat)
    logical(1), pointer, dimension(..) :: a
    type(c_ptr), intent(in) :: p
    integer(c_int64_t), intent(in) :: lb(:), ub(:)
    integer, intent(out) :: istat
    logical(1), pointer :: flat(:)
    integer(c_int64_t) :: n
    istat = cudaSuccess
    n = 1
    if (rank(a) > 0) n = product(max(0_c_int64_t, ub(1:rank(a)) - lb(1:rank(a)) + 1))
    call c_f_pointer(p, flat, [max(n, 1_c_int64_t)])
    select rank (a)
    rank (0)
      a => flat(1)
    rank (1)
      a(lb(1):ub(1)) => flat
    rank (2)
      a(lb(1):ub(1), lb(2):ub(2)) => flat
    rank (3)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3)) => flat
    rank (4)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3), lb(4):ub(4)) => flat
    rank (5)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3), lb(4):ub(4), lb(5):ub(5)) => flat
    rank (6)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3), lb(4):ub(4), lb(5):ub(5), lb(6):ub(6)) => flat
    rank (7)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3), lb(4):ub(4), lb(5):ub(5), lb(6):ub(6), lb(7):ub(7)) => flat
    rank default
      istat = cudaErrorInvalidValue
    end select
  end subroutine cfas_l1

  ! cudaforAllocate(a, lb, ub, memkind[, flags]) — for the code generator:
  !   a        logical(1), pointer, dimension(..)   (the host view of the device/managed/pinned array)
  !   lb, ub   integer(c_int64_t) arrays of size >= rank(a): the bounds of ALLOCATE
  !   memkind  cudaforMemKindDevice | cudaforMemKindManaged | cudaforMemKindPinned
  !   flags    cudaMemAttach* (managed) or cudaHostAlloc* (pinned); default 0
  ! returns the cudaError; a is associated on success, unchanged on failure.
  integer function cfa_l1(a, lb, ub, memkind, flags) result(istat)
    logical(1), pointer, dimension(..) :: a
    integer(c_int64_t), intent(in) :: lb(:), ub(:)
    integer, intent(in) :: memkind
    integer, intent(in), optional :: flags
    logical(1), pointer :: elem
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
    call cfas_l1(a, p, lb, ub, istat)
    if (istat /= cudaSuccess) dummy = cudafor_raw_free(p, memkind)
  end function cfa_l1

  ! cudaforDeallocate(a, memkind): frees and nullifies; success if a is not associated
  integer function cfd_l1(a, memkind) result(istat)
    logical(1), pointer, dimension(..) :: a
    integer, intent(in) :: memkind
    istat = cudaSuccess
    if (.not. associated(a)) return
    istat = cudafor_raw_free(cudafor_loc(a), memkind)
    if (istat /= cudaSuccess) return
    select rank (a)
    rank (0)
      nullify(a)
    rank (1)
      nullify(a)
    rank (2)
      nullify(a)
    rank (3)
      nullify(a)
    rank (4)
      nullify(a)
    rank (5)
      nullify(a)
    rank (6)
      nullify(a)
    rank (7)
      nullify(a)
    end select
  end function cfd_l1

  ! D-4.9.11: count elements; rank > 1 gets shape (count, 1, ..., 1)
  integer function cm_l1(devptr, count) result(istat)
    logical(1), pointer, dimension(..) :: devptr
    class(*), intent(in) :: count
    integer(c_int64_t) :: lb(max(1, rank(devptr))), ub(max(1, rank(devptr)))
    lb = 1
    ub = 1
    ub(1) = cf_i8(count)
    istat = cudaErrorInvalidValue
    if (ub(1) < 0) return
    istat = cfa_l1(devptr, lb, ub, cudaforMemKindDevice)
  end function cm_l1

  ! D-4.9.13
  integer function cmm_l1(devptr, count, flags) result(istat)
    logical(1), pointer, dimension(..) :: devptr
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
    istat = cfa_l1(devptr, lb, ub, cudaforMemKindManaged, fl)
  end function cmm_l1

  ! D-X-05 (pinned host memory, count in elements)
  integer function cmh_l1(hostptr, count) result(istat)
    logical(1), pointer, dimension(..) :: hostptr
    class(*), intent(in) :: count
    integer(c_int64_t) :: lb(max(1, rank(hostptr))), ub(max(1, rank(hostptr)))
    lb = 1
    ub = 1
    ub(1) = cf_i8(count)
    istat = cudaErrorInvalidValue
    if (ub(1) < 0) return
    istat = cfa_l1(hostptr, lb, ub, cudaforMemKindPinned)
  end function cmh_l1

  ! D-4.9.1 (device or managed)
  integer function cfr_l1(devptr) result(istat)
    logical(1), pointer, dimension(..) :: devptr
    istat = cfd_l1(devptr, cudaforMemKindDevice)
  end function cfr_l1

  ! D-4.9.3
  integer function cfh_l1(hostptr) result(istat)
    logical(1), pointer, dimension(..) :: hostptr
    istat = cfd_l1(hostptr, cudaforMemKindPinned)
  end function cfh_l1

  ! D-4.9.14: devptr rank 2, width/pitch in elements; devptr becomes the
  ! (1:width, 1:height) section of a (pitch, height) block
  integer function cmp_l1(devptr, pitch, width, height) result(istat)
    logical(1), pointer, dimension(..) :: devptr
    integer(cuda_count_kind), intent(out) :: pitch
    class(*), intent(in) :: width, height
    logical(1), pointer :: full(:,:)
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
  end function cmp_l1

  ! D-4.9.15, array form: devptr rank 3, cext%width in ELEMENTS (the array's
  ! leading extent), height, depth; devptr becomes the (1:width,1:height,1:depth)
  ! section of a (pitch, height, depth) block
  integer function cm3_l1(devptr, cext) result(istat)
    logical(1), pointer, dimension(..) :: devptr
    type(cudaExtent), intent(in) :: cext
    logical(1), pointer :: full(:,:,:)
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
  end function cm3_l1

  ! D-X-07 c_f_pointer(c_devptr, array, shape): shape an integer array or (PGI)
  ! a scalar, any kind; lower bounds 1
  subroutine cfp_l1(cptr, fptr, shape)
    type(c_devptr), intent(in) :: cptr
    logical(1), pointer, dimension(..) :: fptr
    class(*), intent(in), optional :: shape(..)
    integer(c_int64_t) :: lb(max(1, rank(fptr))), ub(max(1, rank(fptr)))
    integer :: istat
    lb = 1
    ub = 1
    if (present(shape)) call cf_shape(shape, ub)
    call cfas_l1(fptr, cptr%cptr, lb, ub, istat)
  end subroutine cfp_l1

  ! D-4.9.18
  integer function mc_l1(dst, src, count, kdir) result(istat)
    logical(1), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: count
    integer, intent(in), optional :: kdir
    istat = cudafor_memcpy(dst, src, cf_i8(count), cf_kdir(kdir), 0_cuda_stream_kind, 0)
  end function mc_l1

  ! D-4.9.20
  integer function mca_l1(dst, src, count, kdir, stream) result(istat)
    logical(1), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: count
    integer, intent(in) :: kdir
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy(dst, src, cf_i8(count), kdir, cf_stream(stream), 1)
  end function mca_l1
  integer function mcs_l1(dst, src, count, stream) result(istat)
    logical(1), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: count
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy(dst, src, cf_i8(count), -1, cf_stream(stream), 1)
  end function mcs_l1

  ! D-4.9.29
  integer function m2_l1(dst, dpitch, src, spitch, width, height, kdir) result(istat)
    logical(1), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: dpitch, spitch, width, height
    integer, intent(in), optional :: kdir
    istat = cudafor_memcpy2d(dst, cf_i8(dpitch), src, cf_i8(spitch), cf_i8(width), cf_i8(height), &
                             cf_kdir(kdir), 0_cuda_stream_kind, 0)
  end function m2_l1

  ! D-4.9.31
  integer function m2a_l1(dst, dpitch, src, spitch, width, height, kdir, stream) result(istat)
    logical(1), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: dpitch, spitch, width, height
    integer, intent(in) :: kdir
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy2d(dst, cf_i8(dpitch), src, cf_i8(spitch), cf_i8(width), cf_i8(height), &
                             kdir, cf_stream(stream), 1)
  end function m2a_l1
  integer function m2s_l1(dst, dpitch, src, spitch, width, height, stream) result(istat)
    logical(1), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: dpitch, spitch, width, height
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy2d(dst, cf_i8(dpitch), src, cf_i8(spitch), cf_i8(width), cf_i8(height), &
                             -1, cf_stream(stream), 1)
  end function m2s_l1

  ! D-4.9.24 / D-4.9.25
  integer function mp_l1(dst, dstdev, src, srcdev, count) result(istat)
    logical(1), dimension(..) :: dst
    type(*), dimension(..) :: src
    integer, intent(in) :: dstdev, srcdev
    class(*), intent(in) :: count
    istat = cudafor_memcpy_peer(dst, dstdev, src, srcdev, cf_i8(count), 0_cuda_stream_kind, 0)
  end function mp_l1
  integer function mpa_l1(dst, dstdev, src, srcdev, count, stream) result(istat)
    logical(1), dimension(..) :: dst
    type(*), dimension(..) :: src
    integer, intent(in) :: dstdev, srcdev
    class(*), intent(in) :: count
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy_peer(dst, dstdev, src, srcdev, cf_i8(count), cf_stream(stream), 1)
  end function mpa_l1

  ! D-4.9.38 / 39 / 40: typed fill, value of the same type and kind
  integer function ms_l1(devptr, value, count) result(istat)
    logical(1), dimension(..) :: devptr
    logical(1), intent(in) :: value
    class(*), intent(in) :: count
    istat = cudafor_memset(devptr, value, cf_i8(count), 0_cuda_stream_kind, 0)
  end function ms_l1
  integer function msa_l1(devptr, value, count, stream) result(istat)
    logical(1), dimension(..) :: devptr
    logical(1), intent(in) :: value
    class(*), intent(in) :: count
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memset(devptr, value, cf_i8(count), cf_stream(stream), 1)
  end function msa_l1
  integer function ms2_l1(devptr, pitch, value, width, height) result(istat)
    logical(1), dimension(..) :: devptr
    class(*), intent(in) :: pitch, width, height
    logical(1), intent(in) :: value
    istat = cudafor_memset2d(devptr, cf_i8(pitch), value, cf_i8(width), cf_i8(height), 0_cuda_stream_kind, 0)
  end function ms2_l1

  ! D-4.9.17 / D-4.9.37 (count in elements)
  integer function madv_l1(devptr, count, advice, device) result(istat)
    logical(1), dimension(..) :: devptr
    class(*), intent(in) :: count
    integer, intent(in) :: advice, device
    istat = cudaErrorInvalidValue
    if (cf_i8(count) < 0) return
    istat = cf_mem_advise(cudafor_loc(devptr), cf_i8(count) * (storage_size(devptr) / 8), advice, device)
  end function madv_l1
  integer function mpf_l1(devptr, count, device, stream) result(istat)
    logical(1), dimension(..) :: devptr
    class(*), intent(in) :: count
    integer, intent(in) :: device
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudaErrorInvalidValue
    if (cf_i8(count) < 0) return
    istat = cf_mem_prefetch(cudafor_loc(devptr), cf_i8(count) * (storage_size(devptr) / 8), device, &
                            cf_stream(stream))
  end function mpf_l1

  ! D-4.5.3 (length in elements; the guide: "currently must be zero")
  integer function sam_l1(stream, devptr, length, flags) result(istat)
    integer(cuda_stream_kind), intent(in) :: stream
    logical(1), dimension(..) :: devptr
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
  end function sam_l1

  ! D-4.10.4
  integer function pga_l1(attr, ptr) result(istat)
    type(cudaPointerAttributes), intent(out) :: attr
    logical(1), dimension(..) :: ptr
    istat = cf_pointer_get_attributes(attr, cudafor_loc(ptr))
  end function pga_l1

  ! ==================================================================
  ! logical(2)
  ! ==================================================================

  ! associate pointer a with the memory at p, bounds lb(1:rank):ub(1:rank)
  subroutine cfas_l2(a, p, lb, ub, istat)
    logical(2), pointer, dimension(..) :: a
    type(c_ptr), intent(in) :: p
    integer(c_int64_t), intent(in) :: lb(:), ub(:)
    integer, intent(out) :: istat
    logical(2), pointer :: flat(:)
    integer(c_int64_t) :: n
    istat = cudaSuccess
    n = 1
    if (rank(a) > 0) n = product(max(0_c_int64_t, ub(1:rank(a)) - lb(1:rank(a)) + 1))
    call c_f_pointer(p, flat, [max(n, 1_c_int64_t)])
    select rank (a)
    rank (0)
      a => flat(1)
    rank (1)
      a(lb(1):ub(1)) => flat
    rank (2)
      a(lb(1):ub(1), lb(2):ub(2)) => flat
    rank (3)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3)) => flat
    rank (4)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3), lb(4):ub(4)) => flat
    rank (5)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3), lb(4):ub(4), lb(5):ub(5)) => flat
    rank (6)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3), lb(4):ub(4), lb(5):ub(5), lb(6):ub(6)) => flat
    rank (7)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3), lb(4):ub(4), lb(5):ub(5), lb(6):ub(6), lb(7):ub(7)) => flat
    rank default
      istat = cudaErrorInvalidValue
    end select
  end subroutine cfas_l2

  ! cudaforAllocate(a, lb, ub, memkind[, flags]) — for the code generator:
  !   a        logical(2), pointer, dimension(..)   (the host view of the device/managed/pinned array)
  !   lb, ub   integer(c_int64_t) arrays of size >= rank(a): the bounds of ALLOCATE
  !   memkind  cudaforMemKindDevice | cudaforMemKindManaged | cudaforMemKindPinned
  !   flags    cudaMemAttach* (managed) or cudaHostAlloc* (pinned); default 0
  ! returns the cudaError; a is associated on success, unchanged on failure.
  integer function cfa_l2(a, lb, ub, memkind, flags) result(istat)
    logical(2), pointer, dimension(..) :: a
    integer(c_int64_t), intent(in) :: lb(:), ub(:)
    integer, intent(in) :: memkind
    integer, intent(in), optional :: flags
    logical(2), pointer :: elem
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
    call cfas_l2(a, p, lb, ub, istat)
    if (istat /= cudaSuccess) dummy = cudafor_raw_free(p, memkind)
  end function cfa_l2

  ! cudaforDeallocate(a, memkind): frees and nullifies; success if a is not associated
  integer function cfd_l2(a, memkind) result(istat)
    logical(2), pointer, dimension(..) :: a
    integer, intent(in) :: memkind
    istat = cudaSuccess
    if (.not. associated(a)) return
    istat = cudafor_raw_free(cudafor_loc(a), memkind)
    if (istat /= cudaSuccess) return
    select rank (a)
    rank (0)
      nullify(a)
    rank (1)
      nullify(a)
    rank (2)
      nullify(a)
    rank (3)
      nullify(a)
    rank (4)
      nullify(a)
    rank (5)
      nullify(a)
    rank (6)
      nullify(a)
    rank (7)
      nullify(a)
    end select
  end function cfd_l2

  ! D-4.9.11: count elements; rank > 1 gets shape (count, 1, ..., 1)
  integer function cm_l2(devptr, count) result(istat)
    logical(2), pointer, dimension(..) :: devptr
    class(*), intent(in) :: count
    integer(c_int64_t) :: lb(max(1, rank(devptr))), ub(max(1, rank(devptr)))
    lb = 1
    ub = 1
    ub(1) = cf_i8(count)
    istat = cudaErrorInvalidValue
    if (ub(1) < 0) return
    istat = cfa_l2(devptr, lb, ub, cudaforMemKindDevice)
  end function cm_l2

  ! D-4.9.13
  integer function cmm_l2(devptr, count, flags) result(istat)
    logical(2), pointer, dimension(..) :: devptr
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
    istat = cfa_l2(devptr, lb, ub, cudaforMemKindManaged, fl)
  end function cmm_l2

  ! D-X-05 (pinned host memory, count in elements)
  integer function cmh_l2(hostptr, count) result(istat)
    logical(2), pointer, dimension(..) :: hostptr
    class(*), intent(in) :: count
    integer(c_int64_t) :: lb(max(1, rank(hostptr))), ub(max(1, rank(hostptr)))
    lb = 1
    ub = 1
    ub(1) = cf_i8(count)
    istat = cudaErrorInvalidValue
    if (ub(1) < 0) return
    istat = cfa_l2(hostptr, lb, ub, cudaforMemKindPinned)
  end function cmh_l2

  ! D-4.9.1 (device or managed)
  integer function cfr_l2(devptr) result(istat)
    logical(2), pointer, dimension(..) :: devptr
    istat = cfd_l2(devptr, cudaforMemKindDevice)
  end function cfr_l2

  ! D-4.9.3
  integer function cfh_l2(hostptr) result(istat)
    logical(2), pointer, dimension(..) :: hostptr
    istat = cfd_l2(hostptr, cudaforMemKindPinned)
  end function cfh_l2

  ! D-4.9.14: devptr rank 2, width/pitch in elements; devptr becomes the
  ! (1:width, 1:height) section of a (pitch, height) block
  integer function cmp_l2(devptr, pitch, width, height) result(istat)
    logical(2), pointer, dimension(..) :: devptr
    integer(cuda_count_kind), intent(out) :: pitch
    class(*), intent(in) :: width, height
    logical(2), pointer :: full(:,:)
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
  end function cmp_l2

  ! D-4.9.15, array form: devptr rank 3, cext%width in ELEMENTS (the array's
  ! leading extent), height, depth; devptr becomes the (1:width,1:height,1:depth)
  ! section of a (pitch, height, depth) block
  integer function cm3_l2(devptr, cext) result(istat)
    logical(2), pointer, dimension(..) :: devptr
    type(cudaExtent), intent(in) :: cext
    logical(2), pointer :: full(:,:,:)
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
  end function cm3_l2

  ! D-X-07 c_f_pointer(c_devptr, array, shape): shape an integer array or (PGI)
  ! a scalar, any kind; lower bounds 1
  subroutine cfp_l2(cptr, fptr, shape)
    type(c_devptr), intent(in) :: cptr
    logical(2), pointer, dimension(..) :: fptr
    class(*), intent(in), optional :: shape(..)
    integer(c_int64_t) :: lb(max(1, rank(fptr))), ub(max(1, rank(fptr)))
    integer :: istat
    lb = 1
    ub = 1
    if (present(shape)) call cf_shape(shape, ub)
    call cfas_l2(fptr, cptr%cptr, lb, ub, istat)
  end subroutine cfp_l2

  ! D-4.9.18
  integer function mc_l2(dst, src, count, kdir) result(istat)
    logical(2), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: count
    integer, intent(in), optional :: kdir
    istat = cudafor_memcpy(dst, src, cf_i8(count), cf_kdir(kdir), 0_cuda_stream_kind, 0)
  end function mc_l2

  ! D-4.9.20
  integer function mca_l2(dst, src, count, kdir, stream) result(istat)
    logical(2), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: count
    integer, intent(in) :: kdir
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy(dst, src, cf_i8(count), kdir, cf_stream(stream), 1)
  end function mca_l2
  integer function mcs_l2(dst, src, count, stream) result(istat)
    logical(2), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: count
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy(dst, src, cf_i8(count), -1, cf_stream(stream), 1)
  end function mcs_l2

  ! D-4.9.29
  integer function m2_l2(dst, dpitch, src, spitch, width, height, kdir) result(istat)
    logical(2), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: dpitch, spitch, width, height
    integer, intent(in), optional :: kdir
    istat = cudafor_memcpy2d(dst, cf_i8(dpitch), src, cf_i8(spitch), cf_i8(width), cf_i8(height), &
                             cf_kdir(kdir), 0_cuda_stream_kind, 0)
  end function m2_l2

  ! D-4.9.31
  integer function m2a_l2(dst, dpitch, src, spitch, width, height, kdir, stream) result(istat)
    logical(2), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: dpitch, spitch, width, height
    integer, intent(in) :: kdir
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy2d(dst, cf_i8(dpitch), src, cf_i8(spitch), cf_i8(width), cf_i8(height), &
                             kdir, cf_stream(stream), 1)
  end function m2a_l2
  integer function m2s_l2(dst, dpitch, src, spitch, width, height, stream) result(istat)
    logical(2), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: dpitch, spitch, width, height
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy2d(dst, cf_i8(dpitch), src, cf_i8(spitch), cf_i8(width), cf_i8(height), &
                             -1, cf_stream(stream), 1)
  end function m2s_l2

  ! D-4.9.24 / D-4.9.25
  integer function mp_l2(dst, dstdev, src, srcdev, count) result(istat)
    logical(2), dimension(..) :: dst
    type(*), dimension(..) :: src
    integer, intent(in) :: dstdev, srcdev
    class(*), intent(in) :: count
    istat = cudafor_memcpy_peer(dst, dstdev, src, srcdev, cf_i8(count), 0_cuda_stream_kind, 0)
  end function mp_l2
  integer function mpa_l2(dst, dstdev, src, srcdev, count, stream) result(istat)
    logical(2), dimension(..) :: dst
    type(*), dimension(..) :: src
    integer, intent(in) :: dstdev, srcdev
    class(*), intent(in) :: count
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy_peer(dst, dstdev, src, srcdev, cf_i8(count), cf_stream(stream), 1)
  end function mpa_l2

  ! D-4.9.38 / 39 / 40: typed fill, value of the same type and kind
  integer function ms_l2(devptr, value, count) result(istat)
    logical(2), dimension(..) :: devptr
    logical(2), intent(in) :: value
    class(*), intent(in) :: count
    istat = cudafor_memset(devptr, value, cf_i8(count), 0_cuda_stream_kind, 0)
  end function ms_l2
  integer function msa_l2(devptr, value, count, stream) result(istat)
    logical(2), dimension(..) :: devptr
    logical(2), intent(in) :: value
    class(*), intent(in) :: count
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memset(devptr, value, cf_i8(count), cf_stream(stream), 1)
  end function msa_l2
  integer function ms2_l2(devptr, pitch, value, width, height) result(istat)
    logical(2), dimension(..) :: devptr
    class(*), intent(in) :: pitch, width, height
    logical(2), intent(in) :: value
    istat = cudafor_memset2d(devptr, cf_i8(pitch), value, cf_i8(width), cf_i8(height), 0_cuda_stream_kind, 0)
  end function ms2_l2

  ! D-4.9.17 / D-4.9.37 (count in elements)
  integer function madv_l2(devptr, count, advice, device) result(istat)
    logical(2), dimension(..) :: devptr
    class(*), intent(in) :: count
    integer, intent(in) :: advice, device
    istat = cudaErrorInvalidValue
    if (cf_i8(count) < 0) return
    istat = cf_mem_advise(cudafor_loc(devptr), cf_i8(count) * (storage_size(devptr) / 8), advice, device)
  end function madv_l2
  integer function mpf_l2(devptr, count, device, stream) result(istat)
    logical(2), dimension(..) :: devptr
    class(*), intent(in) :: count
    integer, intent(in) :: device
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudaErrorInvalidValue
    if (cf_i8(count) < 0) return
    istat = cf_mem_prefetch(cudafor_loc(devptr), cf_i8(count) * (storage_size(devptr) / 8), device, &
                            cf_stream(stream))
  end function mpf_l2

  ! D-4.5.3 (length in elements; the guide: "currently must be zero")
  integer function sam_l2(stream, devptr, length, flags) result(istat)
    integer(cuda_stream_kind), intent(in) :: stream
    logical(2), dimension(..) :: devptr
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
  end function sam_l2

  ! D-4.10.4
  integer function pga_l2(attr, ptr) result(istat)
    type(cudaPointerAttributes), intent(out) :: attr
    logical(2), dimension(..) :: ptr
    istat = cf_pointer_get_attributes(attr, cudafor_loc(ptr))
  end function pga_l2

  ! ==================================================================
  ! logical(4)
  ! ==================================================================

  ! associate pointer a with the memory at p, bounds lb(1:rank):ub(1:rank)
  subroutine cfas_l4(a, p, lb, ub, istat)
    logical(4), pointer, dimension(..) :: a
    type(c_ptr), intent(in) :: p
    integer(c_int64_t), intent(in) :: lb(:), ub(:)
    integer, intent(out) :: istat
    logical(4), pointer :: flat(:)
    integer(c_int64_t) :: n
    istat = cudaSuccess
    n = 1
    if (rank(a) > 0) n = product(max(0_c_int64_t, ub(1:rank(a)) - lb(1:rank(a)) + 1))
    call c_f_pointer(p, flat, [max(n, 1_c_int64_t)])
    select rank (a)
    rank (0)
      a => flat(1)
    rank (1)
      a(lb(1):ub(1)) => flat
    rank (2)
      a(lb(1):ub(1), lb(2):ub(2)) => flat
    rank (3)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3)) => flat
    rank (4)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3), lb(4):ub(4)) => flat
    rank (5)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3), lb(4):ub(4), lb(5):ub(5)) => flat
    rank (6)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3), lb(4):ub(4), lb(5):ub(5), lb(6):ub(6)) => flat
    rank (7)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3), lb(4):ub(4), lb(5):ub(5), lb(6):ub(6), lb(7):ub(7)) => flat
    rank default
      istat = cudaErrorInvalidValue
    end select
  end subroutine cfas_l4

  ! cudaforAllocate(a, lb, ub, memkind[, flags]) — for the code generator:
  !   a        logical(4), pointer, dimension(..)   (the host view of the device/managed/pinned array)
  !   lb, ub   integer(c_int64_t) arrays of size >= rank(a): the bounds of ALLOCATE
  !   memkind  cudaforMemKindDevice | cudaforMemKindManaged | cudaforMemKindPinned
  !   flags    cudaMemAttach* (managed) or cudaHostAlloc* (pinned); default 0
  ! returns the cudaError; a is associated on success, unchanged on failure.
  integer function cfa_l4(a, lb, ub, memkind, flags) result(istat)
    logical(4), pointer, dimension(..) :: a
    integer(c_int64_t), intent(in) :: lb(:), ub(:)
    integer, intent(in) :: memkind
    integer, intent(in), optional :: flags
    logical(4), pointer :: elem
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
    call cfas_l4(a, p, lb, ub, istat)
    if (istat /= cudaSuccess) dummy = cudafor_raw_free(p, memkind)
  end function cfa_l4

  ! cudaforDeallocate(a, memkind): frees and nullifies; success if a is not associated
  integer function cfd_l4(a, memkind) result(istat)
    logical(4), pointer, dimension(..) :: a
    integer, intent(in) :: memkind
    istat = cudaSuccess
    if (.not. associated(a)) return
    istat = cudafor_raw_free(cudafor_loc(a), memkind)
    if (istat /= cudaSuccess) return
    select rank (a)
    rank (0)
      nullify(a)
    rank (1)
      nullify(a)
    rank (2)
      nullify(a)
    rank (3)
      nullify(a)
    rank (4)
      nullify(a)
    rank (5)
      nullify(a)
    rank (6)
      nullify(a)
    rank (7)
      nullify(a)
    end select
  end function cfd_l4

  ! D-4.9.11: count elements; rank > 1 gets shape (count, 1, ..., 1)
  integer function cm_l4(devptr, count) result(istat)
    logical(4), pointer, dimension(..) :: devptr
    class(*), intent(in) :: count
    integer(c_int64_t) :: lb(max(1, rank(devptr))), ub(max(1, rank(devptr)))
    lb = 1
    ub = 1
    ub(1) = cf_i8(count)
    istat = cudaErrorInvalidValue
    if (ub(1) < 0) return
    istat = cfa_l4(devptr, lb, ub, cudaforMemKindDevice)
  end function cm_l4

  ! D-4.9.13
  integer function cmm_l4(devptr, count, flags) result(istat)
    logical(4), pointer, dimension(..) :: devptr
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
    istat = cfa_l4(devptr, lb, ub, cudaforMemKindManaged, fl)
  end function cmm_l4

  ! D-X-05 (pinned host memory, count in elements)
  integer function cmh_l4(hostptr, count) result(istat)
    logical(4), pointer, dimension(..) :: hostptr
    class(*), intent(in) :: count
    integer(c_int64_t) :: lb(max(1, rank(hostptr))), ub(max(1, rank(hostptr)))
    lb = 1
    ub = 1
    ub(1) = cf_i8(count)
    istat = cudaErrorInvalidValue
    if (ub(1) < 0) return
    istat = cfa_l4(hostptr, lb, ub, cudaforMemKindPinned)
  end function cmh_l4

  ! D-4.9.1 (device or managed)
  integer function cfr_l4(devptr) result(istat)
    logical(4), pointer, dimension(..) :: devptr
    istat = cfd_l4(devptr, cudaforMemKindDevice)
  end function cfr_l4

  ! D-4.9.3
  integer function cfh_l4(hostptr) result(istat)
    logical(4), pointer, dimension(..) :: hostptr
    istat = cfd_l4(hostptr, cudaforMemKindPinned)
  end function cfh_l4

  ! D-4.9.14: devptr rank 2, width/pitch in elements; devptr becomes the
  ! (1:width, 1:height) section of a (pitch, height) block
  integer function cmp_l4(devptr, pitch, width, height) result(istat)
    logical(4), pointer, dimension(..) :: devptr
    integer(cuda_count_kind), intent(out) :: pitch
    class(*), intent(in) :: width, height
    logical(4), pointer :: full(:,:)
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
  end function cmp_l4

  ! D-4.9.15, array form: devptr rank 3, cext%width in ELEMENTS (the array's
  ! leading extent), height, depth; devptr becomes the (1:width,1:height,1:depth)
  ! section of a (pitch, height, depth) block
  integer function cm3_l4(devptr, cext) result(istat)
    logical(4), pointer, dimension(..) :: devptr
    type(cudaExtent), intent(in) :: cext
    logical(4), pointer :: full(:,:,:)
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
  end function cm3_l4

  ! D-X-07 c_f_pointer(c_devptr, array, shape): shape an integer array or (PGI)
  ! a scalar, any kind; lower bounds 1
  subroutine cfp_l4(cptr, fptr, shape)
    type(c_devptr), intent(in) :: cptr
    logical(4), pointer, dimension(..) :: fptr
    class(*), intent(in), optional :: shape(..)
    integer(c_int64_t) :: lb(max(1, rank(fptr))), ub(max(1, rank(fptr)))
    integer :: istat
    lb = 1
    ub = 1
    if (present(shape)) call cf_shape(shape, ub)
    call cfas_l4(fptr, cptr%cptr, lb, ub, istat)
  end subroutine cfp_l4

  ! D-4.9.18
  integer function mc_l4(dst, src, count, kdir) result(istat)
    logical(4), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: count
    integer, intent(in), optional :: kdir
    istat = cudafor_memcpy(dst, src, cf_i8(count), cf_kdir(kdir), 0_cuda_stream_kind, 0)
  end function mc_l4

  ! D-4.9.20
  integer function mca_l4(dst, src, count, kdir, stream) result(istat)
    logical(4), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: count
    integer, intent(in) :: kdir
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy(dst, src, cf_i8(count), kdir, cf_stream(stream), 1)
  end function mca_l4
  integer function mcs_l4(dst, src, count, stream) result(istat)
    logical(4), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: count
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy(dst, src, cf_i8(count), -1, cf_stream(stream), 1)
  end function mcs_l4

  ! D-4.9.29
  integer function m2_l4(dst, dpitch, src, spitch, width, height, kdir) result(istat)
    logical(4), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: dpitch, spitch, width, height
    integer, intent(in), optional :: kdir
    istat = cudafor_memcpy2d(dst, cf_i8(dpitch), src, cf_i8(spitch), cf_i8(width), cf_i8(height), &
                             cf_kdir(kdir), 0_cuda_stream_kind, 0)
  end function m2_l4

  ! D-4.9.31
  integer function m2a_l4(dst, dpitch, src, spitch, width, height, kdir, stream) result(istat)
    logical(4), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: dpitch, spitch, width, height
    integer, intent(in) :: kdir
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy2d(dst, cf_i8(dpitch), src, cf_i8(spitch), cf_i8(width), cf_i8(height), &
                             kdir, cf_stream(stream), 1)
  end function m2a_l4
  integer function m2s_l4(dst, dpitch, src, spitch, width, height, stream) result(istat)
    logical(4), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: dpitch, spitch, width, height
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy2d(dst, cf_i8(dpitch), src, cf_i8(spitch), cf_i8(width), cf_i8(height), &
                             -1, cf_stream(stream), 1)
  end function m2s_l4

  ! D-4.9.24 / D-4.9.25
  integer function mp_l4(dst, dstdev, src, srcdev, count) result(istat)
    logical(4), dimension(..) :: dst
    type(*), dimension(..) :: src
    integer, intent(in) :: dstdev, srcdev
    class(*), intent(in) :: count
    istat = cudafor_memcpy_peer(dst, dstdev, src, srcdev, cf_i8(count), 0_cuda_stream_kind, 0)
  end function mp_l4
  integer function mpa_l4(dst, dstdev, src, srcdev, count, stream) result(istat)
    logical(4), dimension(..) :: dst
    type(*), dimension(..) :: src
    integer, intent(in) :: dstdev, srcdev
    class(*), intent(in) :: count
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy_peer(dst, dstdev, src, srcdev, cf_i8(count), cf_stream(stream), 1)
  end function mpa_l4

  ! D-4.9.38 / 39 / 40: typed fill, value of the same type and kind
  integer function ms_l4(devptr, value, count) result(istat)
    logical(4), dimension(..) :: devptr
    logical(4), intent(in) :: value
    class(*), intent(in) :: count
    istat = cudafor_memset(devptr, value, cf_i8(count), 0_cuda_stream_kind, 0)
  end function ms_l4
  integer function msa_l4(devptr, value, count, stream) result(istat)
    logical(4), dimension(..) :: devptr
    logical(4), intent(in) :: value
    class(*), intent(in) :: count
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memset(devptr, value, cf_i8(count), cf_stream(stream), 1)
  end function msa_l4
  integer function ms2_l4(devptr, pitch, value, width, height) result(istat)
    logical(4), dimension(..) :: devptr
    class(*), intent(in) :: pitch, width, height
    logical(4), intent(in) :: value
    istat = cudafor_memset2d(devptr, cf_i8(pitch), value, cf_i8(width), cf_i8(height), 0_cuda_stream_kind, 0)
  end function ms2_l4

  ! D-4.9.17 / D-4.9.37 (count in elements)
  integer function madv_l4(devptr, count, advice, device) result(istat)
    logical(4), dimension(..) :: devptr
    class(*), intent(in) :: count
    integer, intent(in) :: advice, device
    istat = cudaErrorInvalidValue
    if (cf_i8(count) < 0) return
    istat = cf_mem_advise(cudafor_loc(devptr), cf_i8(count) * (storage_size(devptr) / 8), advice, device)
  end function madv_l4
  integer function mpf_l4(devptr, count, device, stream) result(istat)
    logical(4), dimension(..) :: devptr
    class(*), intent(in) :: count
    integer, intent(in) :: device
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudaErrorInvalidValue
    if (cf_i8(count) < 0) return
    istat = cf_mem_prefetch(cudafor_loc(devptr), cf_i8(count) * (storage_size(devptr) / 8), device, &
                            cf_stream(stream))
  end function mpf_l4

  ! D-4.5.3 (length in elements; the guide: "currently must be zero")
  integer function sam_l4(stream, devptr, length, flags) result(istat)
    integer(cuda_stream_kind), intent(in) :: stream
    logical(4), dimension(..) :: devptr
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
  end function sam_l4

  ! D-4.10.4
  integer function pga_l4(attr, ptr) result(istat)
    type(cudaPointerAttributes), intent(out) :: attr
    logical(4), dimension(..) :: ptr
    istat = cf_pointer_get_attributes(attr, cudafor_loc(ptr))
  end function pga_l4

  ! ==================================================================
  ! logical(8)
  ! ==================================================================

  ! associate pointer a with the memory at p, bounds lb(1:rank):ub(1:rank)
  subroutine cfas_l8(a, p, lb, ub, istat)
    logical(8), pointer, dimension(..) :: a
    type(c_ptr), intent(in) :: p
    integer(c_int64_t), intent(in) :: lb(:), ub(:)
    integer, intent(out) :: istat
    logical(8), pointer :: flat(:)
    integer(c_int64_t) :: n
    istat = cudaSuccess
    n = 1
    if (rank(a) > 0) n = product(max(0_c_int64_t, ub(1:rank(a)) - lb(1:rank(a)) + 1))
    call c_f_pointer(p, flat, [max(n, 1_c_int64_t)])
    select rank (a)
    rank (0)
      a => flat(1)
    rank (1)
      a(lb(1):ub(1)) => flat
    rank (2)
      a(lb(1):ub(1), lb(2):ub(2)) => flat
    rank (3)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3)) => flat
    rank (4)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3), lb(4):ub(4)) => flat
    rank (5)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3), lb(4):ub(4), lb(5):ub(5)) => flat
    rank (6)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3), lb(4):ub(4), lb(5):ub(5), lb(6):ub(6)) => flat
    rank (7)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3), lb(4):ub(4), lb(5):ub(5), lb(6):ub(6), lb(7):ub(7)) => flat
    rank default
      istat = cudaErrorInvalidValue
    end select
  end subroutine cfas_l8

  ! cudaforAllocate(a, lb, ub, memkind[, flags]) — for the code generator:
  !   a        logical(8), pointer, dimension(..)   (the host view of the device/managed/pinned array)
  !   lb, ub   integer(c_int64_t) arrays of size >= rank(a): the bounds of ALLOCATE
  !   memkind  cudaforMemKindDevice | cudaforMemKindManaged | cudaforMemKindPinned
  !   flags    cudaMemAttach* (managed) or cudaHostAlloc* (pinned); default 0
  ! returns the cudaError; a is associated on success, unchanged on failure.
  integer function cfa_l8(a, lb, ub, memkind, flags) result(istat)
    logical(8), pointer, dimension(..) :: a
    integer(c_int64_t), intent(in) :: lb(:), ub(:)
    integer, intent(in) :: memkind
    integer, intent(in), optional :: flags
    logical(8), pointer :: elem
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
    call cfas_l8(a, p, lb, ub, istat)
    if (istat /= cudaSuccess) dummy = cudafor_raw_free(p, memkind)
  end function cfa_l8

  ! cudaforDeallocate(a, memkind): frees and nullifies; success if a is not associated
  integer function cfd_l8(a, memkind) result(istat)
    logical(8), pointer, dimension(..) :: a
    integer, intent(in) :: memkind
    istat = cudaSuccess
    if (.not. associated(a)) return
    istat = cudafor_raw_free(cudafor_loc(a), memkind)
    if (istat /= cudaSuccess) return
    select rank (a)
    rank (0)
      nullify(a)
    rank (1)
      nullify(a)
    rank (2)
      nullify(a)
    rank (3)
      nullify(a)
    rank (4)
      nullify(a)
    rank (5)
      nullify(a)
    rank (6)
      nullify(a)
    rank (7)
      nullify(a)
    end select
  end function cfd_l8

  ! D-4.9.11: count elements; rank > 1 gets shape (count, 1, ..., 1)
  integer function cm_l8(devptr, count) result(istat)
    logical(8), pointer, dimension(..) :: devptr
    class(*), intent(in) :: count
    integer(c_int64_t) :: lb(max(1, rank(devptr))), ub(max(1, rank(devptr)))
    lb = 1
    ub = 1
    ub(1) = cf_i8(count)
    istat = cudaErrorInvalidValue
    if (ub(1) < 0) return
    istat = cfa_l8(devptr, lb, ub, cudaforMemKindDevice)
  end function cm_l8

  ! D-4.9.13
  integer function cmm_l8(devptr, count, flags) result(istat)
    logical(8), pointer, dimension(..) :: devptr
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
    istat = cfa_l8(devptr, lb, ub, cudaforMemKindManaged, fl)
  end function cmm_l8

  ! D-X-05 (pinned host memory, count in elements)
  integer function cmh_l8(hostptr, count) result(istat)
    logical(8), pointer, dimension(..) :: hostptr
    class(*), intent(in) :: count
    integer(c_int64_t) :: lb(max(1, rank(hostptr))), ub(max(1, rank(hostptr)))
    lb = 1
    ub = 1
    ub(1) = cf_i8(count)
    istat = cudaErrorInvalidValue
    if (ub(1) < 0) return
    istat = cfa_l8(hostptr, lb, ub, cudaforMemKindPinned)
  end function cmh_l8

  ! D-4.9.1 (device or managed)
  integer function cfr_l8(devptr) result(istat)
    logical(8), pointer, dimension(..) :: devptr
    istat = cfd_l8(devptr, cudaforMemKindDevice)
  end function cfr_l8

  ! D-4.9.3
  integer function cfh_l8(hostptr) result(istat)
    logical(8), pointer, dimension(..) :: hostptr
    istat = cfd_l8(hostptr, cudaforMemKindPinned)
  end function cfh_l8

  ! D-4.9.14: devptr rank 2, width/pitch in elements; devptr becomes the
  ! (1:width, 1:height) section of a (pitch, height) block
  integer function cmp_l8(devptr, pitch, width, height) result(istat)
    logical(8), pointer, dimension(..) :: devptr
    integer(cuda_count_kind), intent(out) :: pitch
    class(*), intent(in) :: width, height
    logical(8), pointer :: full(:,:)
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
  end function cmp_l8

  ! D-4.9.15, array form: devptr rank 3, cext%width in ELEMENTS (the array's
  ! leading extent), height, depth; devptr becomes the (1:width,1:height,1:depth)
  ! section of a (pitch, height, depth) block
  integer function cm3_l8(devptr, cext) result(istat)
    logical(8), pointer, dimension(..) :: devptr
    type(cudaExtent), intent(in) :: cext
    logical(8), pointer :: full(:,:,:)
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
  end function cm3_l8

  ! D-X-07 c_f_pointer(c_devptr, array, shape): shape an integer array or (PGI)
  ! a scalar, any kind; lower bounds 1
  subroutine cfp_l8(cptr, fptr, shape)
    type(c_devptr), intent(in) :: cptr
    logical(8), pointer, dimension(..) :: fptr
    class(*), intent(in), optional :: shape(..)
    integer(c_int64_t) :: lb(max(1, rank(fptr))), ub(max(1, rank(fptr)))
    integer :: istat
    lb = 1
    ub = 1
    if (present(shape)) call cf_shape(shape, ub)
    call cfas_l8(fptr, cptr%cptr, lb, ub, istat)
  end subroutine cfp_l8

  ! D-4.9.18
  integer function mc_l8(dst, src, count, kdir) result(istat)
    logical(8), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: count
    integer, intent(in), optional :: kdir
    istat = cudafor_memcpy(dst, src, cf_i8(count), cf_kdir(kdir), 0_cuda_stream_kind, 0)
  end function mc_l8

  ! D-4.9.20
  integer function mca_l8(dst, src, count, kdir, stream) result(istat)
    logical(8), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: count
    integer, intent(in) :: kdir
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy(dst, src, cf_i8(count), kdir, cf_stream(stream), 1)
  end function mca_l8
  integer function mcs_l8(dst, src, count, stream) result(istat)
    logical(8), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: count
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy(dst, src, cf_i8(count), -1, cf_stream(stream), 1)
  end function mcs_l8

  ! D-4.9.29
  integer function m2_l8(dst, dpitch, src, spitch, width, height, kdir) result(istat)
    logical(8), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: dpitch, spitch, width, height
    integer, intent(in), optional :: kdir
    istat = cudafor_memcpy2d(dst, cf_i8(dpitch), src, cf_i8(spitch), cf_i8(width), cf_i8(height), &
                             cf_kdir(kdir), 0_cuda_stream_kind, 0)
  end function m2_l8

  ! D-4.9.31
  integer function m2a_l8(dst, dpitch, src, spitch, width, height, kdir, stream) result(istat)
    logical(8), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: dpitch, spitch, width, height
    integer, intent(in) :: kdir
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy2d(dst, cf_i8(dpitch), src, cf_i8(spitch), cf_i8(width), cf_i8(height), &
                             kdir, cf_stream(stream), 1)
  end function m2a_l8
  integer function m2s_l8(dst, dpitch, src, spitch, width, height, stream) result(istat)
    logical(8), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: dpitch, spitch, width, height
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy2d(dst, cf_i8(dpitch), src, cf_i8(spitch), cf_i8(width), cf_i8(height), &
                             -1, cf_stream(stream), 1)
  end function m2s_l8

  ! D-4.9.24 / D-4.9.25
  integer function mp_l8(dst, dstdev, src, srcdev, count) result(istat)
    logical(8), dimension(..) :: dst
    type(*), dimension(..) :: src
    integer, intent(in) :: dstdev, srcdev
    class(*), intent(in) :: count
    istat = cudafor_memcpy_peer(dst, dstdev, src, srcdev, cf_i8(count), 0_cuda_stream_kind, 0)
  end function mp_l8
  integer function mpa_l8(dst, dstdev, src, srcdev, count, stream) result(istat)
    logical(8), dimension(..) :: dst
    type(*), dimension(..) :: src
    integer, intent(in) :: dstdev, srcdev
    class(*), intent(in) :: count
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy_peer(dst, dstdev, src, srcdev, cf_i8(count), cf_stream(stream), 1)
  end function mpa_l8

  ! D-4.9.38 / 39 / 40: typed fill, value of the same type and kind
  integer function ms_l8(devptr, value, count) result(istat)
    logical(8), dimension(..) :: devptr
    logical(8), intent(in) :: value
    class(*), intent(in) :: count
    istat = cudafor_memset(devptr, value, cf_i8(count), 0_cuda_stream_kind, 0)
  end function ms_l8
  integer function msa_l8(devptr, value, count, stream) result(istat)
    logical(8), dimension(..) :: devptr
    logical(8), intent(in) :: value
    class(*), intent(in) :: count
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memset(devptr, value, cf_i8(count), cf_stream(stream), 1)
  end function msa_l8
  integer function ms2_l8(devptr, pitch, value, width, height) result(istat)
    logical(8), dimension(..) :: devptr
    class(*), intent(in) :: pitch, width, height
    logical(8), intent(in) :: value
    istat = cudafor_memset2d(devptr, cf_i8(pitch), value, cf_i8(width), cf_i8(height), 0_cuda_stream_kind, 0)
  end function ms2_l8

  ! D-4.9.17 / D-4.9.37 (count in elements)
  integer function madv_l8(devptr, count, advice, device) result(istat)
    logical(8), dimension(..) :: devptr
    class(*), intent(in) :: count
    integer, intent(in) :: advice, device
    istat = cudaErrorInvalidValue
    if (cf_i8(count) < 0) return
    istat = cf_mem_advise(cudafor_loc(devptr), cf_i8(count) * (storage_size(devptr) / 8), advice, device)
  end function madv_l8
  integer function mpf_l8(devptr, count, device, stream) result(istat)
    logical(8), dimension(..) :: devptr
    class(*), intent(in) :: count
    integer, intent(in) :: device
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudaErrorInvalidValue
    if (cf_i8(count) < 0) return
    istat = cf_mem_prefetch(cudafor_loc(devptr), cf_i8(count) * (storage_size(devptr) / 8), device, &
                            cf_stream(stream))
  end function mpf_l8

  ! D-4.5.3 (length in elements; the guide: "currently must be zero")
  integer function sam_l8(stream, devptr, length, flags) result(istat)
    integer(cuda_stream_kind), intent(in) :: stream
    logical(8), dimension(..) :: devptr
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
  end function sam_l8

  ! D-4.10.4
  integer function pga_l8(attr, ptr) result(istat)
    type(cudaPointerAttributes), intent(out) :: attr
    logical(8), dimension(..) :: ptr
    istat = cf_pointer_get_attributes(attr, cudafor_loc(ptr))
  end function pga_l8

  ! ==================================================================
  ! real(4)
  ! ==================================================================

  ! associate pointer a with the memory at p, bounds lb(1:rank):ub(1:rank)
  subroutine cfas_r4(a, p, lb, ub, istat)
    real(4), pointer, dimension(..) :: a
    type(c_ptr), intent(in) :: p
    integer(c_int64_t), intent(in) :: lb(:), ub(:)
    integer, intent(out) :: istat
    real(4), pointer :: flat(:)
    integer(c_int64_t) :: n
    istat = cudaSuccess
    n = 1
    if (rank(a) > 0) n = product(max(0_c_int64_t, ub(1:rank(a)) - lb(1:rank(a)) + 1))
    call c_f_pointer(p, flat, [max(n, 1_c_int64_t)])
    select rank (a)
    rank (0)
      a => flat(1)
    rank (1)
      a(lb(1):ub(1)) => flat
    rank (2)
      a(lb(1):ub(1), lb(2):ub(2)) => flat
    rank (3)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3)) => flat
    rank (4)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3), lb(4):ub(4)) => flat
    rank (5)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3), lb(4):ub(4), lb(5):ub(5)) => flat
    rank (6)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3), lb(4):ub(4), lb(5):ub(5), lb(6):ub(6)) => flat
    rank (7)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3), lb(4):ub(4), lb(5):ub(5), lb(6):ub(6), lb(7):ub(7)) => flat
    rank default
      istat = cudaErrorInvalidValue
    end select
  end subroutine cfas_r4

  ! cudaforAllocate(a, lb, ub, memkind[, flags]) — for the code generator:
  !   a        real(4), pointer, dimension(..)   (the host view of the device/managed/pinned array)
  !   lb, ub   integer(c_int64_t) arrays of size >= rank(a): the bounds of ALLOCATE
  !   memkind  cudaforMemKindDevice | cudaforMemKindManaged | cudaforMemKindPinned
  !   flags    cudaMemAttach* (managed) or cudaHostAlloc* (pinned); default 0
  ! returns the cudaError; a is associated on success, unchanged on failure.
  integer function cfa_r4(a, lb, ub, memkind, flags) result(istat)
    real(4), pointer, dimension(..) :: a
    integer(c_int64_t), intent(in) :: lb(:), ub(:)
    integer, intent(in) :: memkind
    integer, intent(in), optional :: flags
    real(4), pointer :: elem
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
    call cfas_r4(a, p, lb, ub, istat)
    if (istat /= cudaSuccess) dummy = cudafor_raw_free(p, memkind)
  end function cfa_r4

  ! cudaforDeallocate(a, memkind): frees and nullifies; success if a is not associated
  integer function cfd_r4(a, memkind) result(istat)
    real(4), pointer, dimension(..) :: a
    integer, intent(in) :: memkind
    istat = cudaSuccess
    if (.not. associated(a)) return
    istat = cudafor_raw_free(cudafor_loc(a), memkind)
    if (istat /= cudaSuccess) return
    select rank (a)
    rank (0)
      nullify(a)
    rank (1)
      nullify(a)
    rank (2)
      nullify(a)
    rank (3)
      nullify(a)
    rank (4)
      nullify(a)
    rank (5)
      nullify(a)
    rank (6)
      nullify(a)
    rank (7)
      nullify(a)
    end select
  end function cfd_r4

  ! D-4.9.11: count elements; rank > 1 gets shape (count, 1, ..., 1)
  integer function cm_r4(devptr, count) result(istat)
    real(4), pointer, dimension(..) :: devptr
    class(*), intent(in) :: count
    integer(c_int64_t) :: lb(max(1, rank(devptr))), ub(max(1, rank(devptr)))
    lb = 1
    ub = 1
    ub(1) = cf_i8(count)
    istat = cudaErrorInvalidValue
    if (ub(1) < 0) return
    istat = cfa_r4(devptr, lb, ub, cudaforMemKindDevice)
  end function cm_r4

  ! D-4.9.13
  integer function cmm_r4(devptr, count, flags) result(istat)
    real(4), pointer, dimension(..) :: devptr
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
    istat = cfa_r4(devptr, lb, ub, cudaforMemKindManaged, fl)
  end function cmm_r4

  ! D-X-05 (pinned host memory, count in elements)
  integer function cmh_r4(hostptr, count) result(istat)
    real(4), pointer, dimension(..) :: hostptr
    class(*), intent(in) :: count
    integer(c_int64_t) :: lb(max(1, rank(hostptr))), ub(max(1, rank(hostptr)))
    lb = 1
    ub = 1
    ub(1) = cf_i8(count)
    istat = cudaErrorInvalidValue
    if (ub(1) < 0) return
    istat = cfa_r4(hostptr, lb, ub, cudaforMemKindPinned)
  end function cmh_r4

  ! D-4.9.1 (device or managed)
  integer function cfr_r4(devptr) result(istat)
    real(4), pointer, dimension(..) :: devptr
    istat = cfd_r4(devptr, cudaforMemKindDevice)
  end function cfr_r4

  ! D-4.9.3
  integer function cfh_r4(hostptr) result(istat)
    real(4), pointer, dimension(..) :: hostptr
    istat = cfd_r4(hostptr, cudaforMemKindPinned)
  end function cfh_r4

  ! D-4.9.14: devptr rank 2, width/pitch in elements; devptr becomes the
  ! (1:width, 1:height) section of a (pitch, height) block
  integer function cmp_r4(devptr, pitch, width, height) result(istat)
    real(4), pointer, dimension(..) :: devptr
    integer(cuda_count_kind), intent(out) :: pitch
    class(*), intent(in) :: width, height
    real(4), pointer :: full(:,:)
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
  end function cmp_r4

  ! D-4.9.15, array form: devptr rank 3, cext%width in ELEMENTS (the array's
  ! leading extent), height, depth; devptr becomes the (1:width,1:height,1:depth)
  ! section of a (pitch, height, depth) block
  integer function cm3_r4(devptr, cext) result(istat)
    real(4), pointer, dimension(..) :: devptr
    type(cudaExtent), intent(in) :: cext
    real(4), pointer :: full(:,:,:)
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
  end function cm3_r4

  ! D-X-07 c_f_pointer(c_devptr, array, shape): shape an integer array or (PGI)
  ! a scalar, any kind; lower bounds 1
  subroutine cfp_r4(cptr, fptr, shape)
    type(c_devptr), intent(in) :: cptr
    real(4), pointer, dimension(..) :: fptr
    class(*), intent(in), optional :: shape(..)
    integer(c_int64_t) :: lb(max(1, rank(fptr))), ub(max(1, rank(fptr)))
    integer :: istat
    lb = 1
    ub = 1
    if (present(shape)) call cf_shape(shape, ub)
    call cfas_r4(fptr, cptr%cptr, lb, ub, istat)
  end subroutine cfp_r4

  ! D-4.9.18
  integer function mc_r4(dst, src, count, kdir) result(istat)
    real(4), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: count
    integer, intent(in), optional :: kdir
    istat = cudafor_memcpy(dst, src, cf_i8(count), cf_kdir(kdir), 0_cuda_stream_kind, 0)
  end function mc_r4

  ! D-4.9.20
  integer function mca_r4(dst, src, count, kdir, stream) result(istat)
    real(4), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: count
    integer, intent(in) :: kdir
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy(dst, src, cf_i8(count), kdir, cf_stream(stream), 1)
  end function mca_r4
  integer function mcs_r4(dst, src, count, stream) result(istat)
    real(4), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: count
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy(dst, src, cf_i8(count), -1, cf_stream(stream), 1)
  end function mcs_r4

  ! D-4.9.29
  integer function m2_r4(dst, dpitch, src, spitch, width, height, kdir) result(istat)
    real(4), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: dpitch, spitch, width, height
    integer, intent(in), optional :: kdir
    istat = cudafor_memcpy2d(dst, cf_i8(dpitch), src, cf_i8(spitch), cf_i8(width), cf_i8(height), &
                             cf_kdir(kdir), 0_cuda_stream_kind, 0)
  end function m2_r4

  ! D-4.9.31
  integer function m2a_r4(dst, dpitch, src, spitch, width, height, kdir, stream) result(istat)
    real(4), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: dpitch, spitch, width, height
    integer, intent(in) :: kdir
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy2d(dst, cf_i8(dpitch), src, cf_i8(spitch), cf_i8(width), cf_i8(height), &
                             kdir, cf_stream(stream), 1)
  end function m2a_r4
  integer function m2s_r4(dst, dpitch, src, spitch, width, height, stream) result(istat)
    real(4), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: dpitch, spitch, width, height
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy2d(dst, cf_i8(dpitch), src, cf_i8(spitch), cf_i8(width), cf_i8(height), &
                             -1, cf_stream(stream), 1)
  end function m2s_r4

  ! D-4.9.24 / D-4.9.25
  integer function mp_r4(dst, dstdev, src, srcdev, count) result(istat)
    real(4), dimension(..) :: dst
    type(*), dimension(..) :: src
    integer, intent(in) :: dstdev, srcdev
    class(*), intent(in) :: count
    istat = cudafor_memcpy_peer(dst, dstdev, src, srcdev, cf_i8(count), 0_cuda_stream_kind, 0)
  end function mp_r4
  integer function mpa_r4(dst, dstdev, src, srcdev, count, stream) result(istat)
    real(4), dimension(..) :: dst
    type(*), dimension(..) :: src
    integer, intent(in) :: dstdev, srcdev
    class(*), intent(in) :: count
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy_peer(dst, dstdev, src, srcdev, cf_i8(count), cf_stream(stream), 1)
  end function mpa_r4

  ! D-4.9.38 / 39 / 40: typed fill, value of the same type and kind
  integer function ms_r4(devptr, value, count) result(istat)
    real(4), dimension(..) :: devptr
    real(4), intent(in) :: value
    class(*), intent(in) :: count
    istat = cudafor_memset(devptr, value, cf_i8(count), 0_cuda_stream_kind, 0)
  end function ms_r4
  integer function msa_r4(devptr, value, count, stream) result(istat)
    real(4), dimension(..) :: devptr
    real(4), intent(in) :: value
    class(*), intent(in) :: count
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memset(devptr, value, cf_i8(count), cf_stream(stream), 1)
  end function msa_r4
  integer function ms2_r4(devptr, pitch, value, width, height) result(istat)
    real(4), dimension(..) :: devptr
    class(*), intent(in) :: pitch, width, height
    real(4), intent(in) :: value
    istat = cudafor_memset2d(devptr, cf_i8(pitch), value, cf_i8(width), cf_i8(height), 0_cuda_stream_kind, 0)
  end function ms2_r4

  ! D-4.9.17 / D-4.9.37 (count in elements)
  integer function madv_r4(devptr, count, advice, device) result(istat)
    real(4), dimension(..) :: devptr
    class(*), intent(in) :: count
    integer, intent(in) :: advice, device
    istat = cudaErrorInvalidValue
    if (cf_i8(count) < 0) return
    istat = cf_mem_advise(cudafor_loc(devptr), cf_i8(count) * (storage_size(devptr) / 8), advice, device)
  end function madv_r4
  integer function mpf_r4(devptr, count, device, stream) result(istat)
    real(4), dimension(..) :: devptr
    class(*), intent(in) :: count
    integer, intent(in) :: device
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudaErrorInvalidValue
    if (cf_i8(count) < 0) return
    istat = cf_mem_prefetch(cudafor_loc(devptr), cf_i8(count) * (storage_size(devptr) / 8), device, &
                            cf_stream(stream))
  end function mpf_r4

  ! D-4.5.3 (length in elements; the guide: "currently must be zero")
  integer function sam_r4(stream, devptr, length, flags) result(istat)
    integer(cuda_stream_kind), intent(in) :: stream
    real(4), dimension(..) :: devptr
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
  end function sam_r4

  ! D-4.10.4
  integer function pga_r4(attr, ptr) result(istat)
    type(cudaPointerAttributes), intent(out) :: attr
    real(4), dimension(..) :: ptr
    istat = cf_pointer_get_attributes(attr, cudafor_loc(ptr))
  end function pga_r4

  ! ==================================================================
  ! real(8)
  ! ==================================================================

  ! associate pointer a with the memory at p, bounds lb(1:rank):ub(1:rank)
  subroutine cfas_r8(a, p, lb, ub, istat)
    real(8), pointer, dimension(..) :: a
    type(c_ptr), intent(in) :: p
    integer(c_int64_t), intent(in) :: lb(:), ub(:)
    integer, intent(out) :: istat
    real(8), pointer :: flat(:)
    integer(c_int64_t) :: n
    istat = cudaSuccess
    n = 1
    if (rank(a) > 0) n = product(max(0_c_int64_t, ub(1:rank(a)) - lb(1:rank(a)) + 1))
    call c_f_pointer(p, flat, [max(n, 1_c_int64_t)])
    select rank (a)
    rank (0)
      a => flat(1)
    rank (1)
      a(lb(1):ub(1)) => flat
    rank (2)
      a(lb(1):ub(1), lb(2):ub(2)) => flat
    rank (3)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3)) => flat
    rank (4)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3), lb(4):ub(4)) => flat
    rank (5)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3), lb(4):ub(4), lb(5):ub(5)) => flat
    rank (6)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3), lb(4):ub(4), lb(5):ub(5), lb(6):ub(6)) => flat
    rank (7)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3), lb(4):ub(4), lb(5):ub(5), lb(6):ub(6), lb(7):ub(7)) => flat
    rank default
      istat = cudaErrorInvalidValue
    end select
  end subroutine cfas_r8

  ! cudaforAllocate(a, lb, ub, memkind[, flags]) — for the code generator:
  !   a        real(8), pointer, dimension(..)   (the host view of the device/managed/pinned array)
  !   lb, ub   integer(c_int64_t) arrays of size >= rank(a): the bounds of ALLOCATE
  !   memkind  cudaforMemKindDevice | cudaforMemKindManaged | cudaforMemKindPinned
  !   flags    cudaMemAttach* (managed) or cudaHostAlloc* (pinned); default 0
  ! returns the cudaError; a is associated on success, unchanged on failure.
  integer function cfa_r8(a, lb, ub, memkind, flags) result(istat)
    real(8), pointer, dimension(..) :: a
    integer(c_int64_t), intent(in) :: lb(:), ub(:)
    integer, intent(in) :: memkind
    integer, intent(in), optional :: flags
    real(8), pointer :: elem
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
    call cfas_r8(a, p, lb, ub, istat)
    if (istat /= cudaSuccess) dummy = cudafor_raw_free(p, memkind)
  end function cfa_r8

  ! cudaforDeallocate(a, memkind): frees and nullifies; success if a is not associated
  integer function cfd_r8(a, memkind) result(istat)
    real(8), pointer, dimension(..) :: a
    integer, intent(in) :: memkind
    istat = cudaSuccess
    if (.not. associated(a)) return
    istat = cudafor_raw_free(cudafor_loc(a), memkind)
    if (istat /= cudaSuccess) return
    select rank (a)
    rank (0)
      nullify(a)
    rank (1)
      nullify(a)
    rank (2)
      nullify(a)
    rank (3)
      nullify(a)
    rank (4)
      nullify(a)
    rank (5)
      nullify(a)
    rank (6)
      nullify(a)
    rank (7)
      nullify(a)
    end select
  end function cfd_r8

  ! D-4.9.11: count elements; rank > 1 gets shape (count, 1, ..., 1)
  integer function cm_r8(devptr, count) result(istat)
    real(8), pointer, dimension(..) :: devptr
    class(*), intent(in) :: count
    integer(c_int64_t) :: lb(max(1, rank(devptr))), ub(max(1, rank(devptr)))
    lb = 1
    ub = 1
    ub(1) = cf_i8(count)
    istat = cudaErrorInvalidValue
    if (ub(1) < 0) return
    istat = cfa_r8(devptr, lb, ub, cudaforMemKindDevice)
  end function cm_r8

  ! D-4.9.13
  integer function cmm_r8(devptr, count, flags) result(istat)
    real(8), pointer, dimension(..) :: devptr
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
    istat = cfa_r8(devptr, lb, ub, cudaforMemKindManaged, fl)
  end function cmm_r8

  ! D-X-05 (pinned host memory, count in elements)
  integer function cmh_r8(hostptr, count) result(istat)
    real(8), pointer, dimension(..) :: hostptr
    class(*), intent(in) :: count
    integer(c_int64_t) :: lb(max(1, rank(hostptr))), ub(max(1, rank(hostptr)))
    lb = 1
    ub = 1
    ub(1) = cf_i8(count)
    istat = cudaErrorInvalidValue
    if (ub(1) < 0) return
    istat = cfa_r8(hostptr, lb, ub, cudaforMemKindPinned)
  end function cmh_r8

  ! D-4.9.1 (device or managed)
  integer function cfr_r8(devptr) result(istat)
    real(8), pointer, dimension(..) :: devptr
    istat = cfd_r8(devptr, cudaforMemKindDevice)
  end function cfr_r8

  ! D-4.9.3
  integer function cfh_r8(hostptr) result(istat)
    real(8), pointer, dimension(..) :: hostptr
    istat = cfd_r8(hostptr, cudaforMemKindPinned)
  end function cfh_r8

  ! D-4.9.14: devptr rank 2, width/pitch in elements; devptr becomes the
  ! (1:width, 1:height) section of a (pitch, height) block
  integer function cmp_r8(devptr, pitch, width, height) result(istat)
    real(8), pointer, dimension(..) :: devptr
    integer(cuda_count_kind), intent(out) :: pitch
    class(*), intent(in) :: width, height
    real(8), pointer :: full(:,:)
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
  end function cmp_r8

  ! D-4.9.15, array form: devptr rank 3, cext%width in ELEMENTS (the array's
  ! leading extent), height, depth; devptr becomes the (1:width,1:height,1:depth)
  ! section of a (pitch, height, depth) block
  integer function cm3_r8(devptr, cext) result(istat)
    real(8), pointer, dimension(..) :: devptr
    type(cudaExtent), intent(in) :: cext
    real(8), pointer :: full(:,:,:)
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
  end function cm3_r8

  ! D-X-07 c_f_pointer(c_devptr, array, shape): shape an integer array or (PGI)
  ! a scalar, any kind; lower bounds 1
  subroutine cfp_r8(cptr, fptr, shape)
    type(c_devptr), intent(in) :: cptr
    real(8), pointer, dimension(..) :: fptr
    class(*), intent(in), optional :: shape(..)
    integer(c_int64_t) :: lb(max(1, rank(fptr))), ub(max(1, rank(fptr)))
    integer :: istat
    lb = 1
    ub = 1
    if (present(shape)) call cf_shape(shape, ub)
    call cfas_r8(fptr, cptr%cptr, lb, ub, istat)
  end subroutine cfp_r8

  ! D-4.9.18
  integer function mc_r8(dst, src, count, kdir) result(istat)
    real(8), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: count
    integer, intent(in), optional :: kdir
    istat = cudafor_memcpy(dst, src, cf_i8(count), cf_kdir(kdir), 0_cuda_stream_kind, 0)
  end function mc_r8

  ! D-4.9.20
  integer function mca_r8(dst, src, count, kdir, stream) result(istat)
    real(8), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: count
    integer, intent(in) :: kdir
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy(dst, src, cf_i8(count), kdir, cf_stream(stream), 1)
  end function mca_r8
  integer function mcs_r8(dst, src, count, stream) result(istat)
    real(8), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: count
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy(dst, src, cf_i8(count), -1, cf_stream(stream), 1)
  end function mcs_r8

  ! D-4.9.29
  integer function m2_r8(dst, dpitch, src, spitch, width, height, kdir) result(istat)
    real(8), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: dpitch, spitch, width, height
    integer, intent(in), optional :: kdir
    istat = cudafor_memcpy2d(dst, cf_i8(dpitch), src, cf_i8(spitch), cf_i8(width), cf_i8(height), &
                             cf_kdir(kdir), 0_cuda_stream_kind, 0)
  end function m2_r8

  ! D-4.9.31
  integer function m2a_r8(dst, dpitch, src, spitch, width, height, kdir, stream) result(istat)
    real(8), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: dpitch, spitch, width, height
    integer, intent(in) :: kdir
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy2d(dst, cf_i8(dpitch), src, cf_i8(spitch), cf_i8(width), cf_i8(height), &
                             kdir, cf_stream(stream), 1)
  end function m2a_r8
  integer function m2s_r8(dst, dpitch, src, spitch, width, height, stream) result(istat)
    real(8), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: dpitch, spitch, width, height
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy2d(dst, cf_i8(dpitch), src, cf_i8(spitch), cf_i8(width), cf_i8(height), &
                             -1, cf_stream(stream), 1)
  end function m2s_r8

  ! D-4.9.24 / D-4.9.25
  integer function mp_r8(dst, dstdev, src, srcdev, count) result(istat)
    real(8), dimension(..) :: dst
    type(*), dimension(..) :: src
    integer, intent(in) :: dstdev, srcdev
    class(*), intent(in) :: count
    istat = cudafor_memcpy_peer(dst, dstdev, src, srcdev, cf_i8(count), 0_cuda_stream_kind, 0)
  end function mp_r8
  integer function mpa_r8(dst, dstdev, src, srcdev, count, stream) result(istat)
    real(8), dimension(..) :: dst
    type(*), dimension(..) :: src
    integer, intent(in) :: dstdev, srcdev
    class(*), intent(in) :: count
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy_peer(dst, dstdev, src, srcdev, cf_i8(count), cf_stream(stream), 1)
  end function mpa_r8

  ! D-4.9.38 / 39 / 40: typed fill, value of the same type and kind
  integer function ms_r8(devptr, value, count) result(istat)
    real(8), dimension(..) :: devptr
    real(8), intent(in) :: value
    class(*), intent(in) :: count
    istat = cudafor_memset(devptr, value, cf_i8(count), 0_cuda_stream_kind, 0)
  end function ms_r8
  integer function msa_r8(devptr, value, count, stream) result(istat)
    real(8), dimension(..) :: devptr
    real(8), intent(in) :: value
    class(*), intent(in) :: count
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memset(devptr, value, cf_i8(count), cf_stream(stream), 1)
  end function msa_r8
  integer function ms2_r8(devptr, pitch, value, width, height) result(istat)
    real(8), dimension(..) :: devptr
    class(*), intent(in) :: pitch, width, height
    real(8), intent(in) :: value
    istat = cudafor_memset2d(devptr, cf_i8(pitch), value, cf_i8(width), cf_i8(height), 0_cuda_stream_kind, 0)
  end function ms2_r8

  ! D-4.9.17 / D-4.9.37 (count in elements)
  integer function madv_r8(devptr, count, advice, device) result(istat)
    real(8), dimension(..) :: devptr
    class(*), intent(in) :: count
    integer, intent(in) :: advice, device
    istat = cudaErrorInvalidValue
    if (cf_i8(count) < 0) return
    istat = cf_mem_advise(cudafor_loc(devptr), cf_i8(count) * (storage_size(devptr) / 8), advice, device)
  end function madv_r8
  integer function mpf_r8(devptr, count, device, stream) result(istat)
    real(8), dimension(..) :: devptr
    class(*), intent(in) :: count
    integer, intent(in) :: device
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudaErrorInvalidValue
    if (cf_i8(count) < 0) return
    istat = cf_mem_prefetch(cudafor_loc(devptr), cf_i8(count) * (storage_size(devptr) / 8), device, &
                            cf_stream(stream))
  end function mpf_r8

  ! D-4.5.3 (length in elements; the guide: "currently must be zero")
  integer function sam_r8(stream, devptr, length, flags) result(istat)
    integer(cuda_stream_kind), intent(in) :: stream
    real(8), dimension(..) :: devptr
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
  end function sam_r8

  ! D-4.10.4
  integer function pga_r8(attr, ptr) result(istat)
    type(cudaPointerAttributes), intent(out) :: attr
    real(8), dimension(..) :: ptr
    istat = cf_pointer_get_attributes(attr, cudafor_loc(ptr))
  end function pga_r8

  ! ==================================================================
  ! complex(4)
  ! ==================================================================

  ! associate pointer a with the memory at p, bounds lb(1:rank):ub(1:rank)
  subroutine cfas_c4(a, p, lb, ub, istat)
    complex(4), pointer, dimension(..) :: a
    type(c_ptr), intent(in) :: p
    integer(c_int64_t), intent(in) :: lb(:), ub(:)
    integer, intent(out) :: istat
    complex(4), pointer :: flat(:)
    integer(c_int64_t) :: n
    istat = cudaSuccess
    n = 1
    if (rank(a) > 0) n = product(max(0_c_int64_t, ub(1:rank(a)) - lb(1:rank(a)) + 1))
    call c_f_pointer(p, flat, [max(n, 1_c_int64_t)])
    select rank (a)
    rank (0)
      a => flat(1)
    rank (1)
      a(lb(1):ub(1)) => flat
    rank (2)
      a(lb(1):ub(1), lb(2):ub(2)) => flat
    rank (3)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3)) => flat
    rank (4)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3), lb(4):ub(4)) => flat
    rank (5)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3), lb(4):ub(4), lb(5):ub(5)) => flat
    rank (6)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3), lb(4):ub(4), lb(5):ub(5), lb(6):ub(6)) => flat
    rank (7)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3), lb(4):ub(4), lb(5):ub(5), lb(6):ub(6), lb(7):ub(7)) => flat
    rank default
      istat = cudaErrorInvalidValue
    end select
  end subroutine cfas_c4

  ! cudaforAllocate(a, lb, ub, memkind[, flags]) — for the code generator:
  !   a        complex(4), pointer, dimension(..)   (the host view of the device/managed/pinned array)
  !   lb, ub   integer(c_int64_t) arrays of size >= rank(a): the bounds of ALLOCATE
  !   memkind  cudaforMemKindDevice | cudaforMemKindManaged | cudaforMemKindPinned
  !   flags    cudaMemAttach* (managed) or cudaHostAlloc* (pinned); default 0
  ! returns the cudaError; a is associated on success, unchanged on failure.
  integer function cfa_c4(a, lb, ub, memkind, flags) result(istat)
    complex(4), pointer, dimension(..) :: a
    integer(c_int64_t), intent(in) :: lb(:), ub(:)
    integer, intent(in) :: memkind
    integer, intent(in), optional :: flags
    complex(4), pointer :: elem
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
    call cfas_c4(a, p, lb, ub, istat)
    if (istat /= cudaSuccess) dummy = cudafor_raw_free(p, memkind)
  end function cfa_c4

  ! cudaforDeallocate(a, memkind): frees and nullifies; success if a is not associated
  integer function cfd_c4(a, memkind) result(istat)
    complex(4), pointer, dimension(..) :: a
    integer, intent(in) :: memkind
    istat = cudaSuccess
    if (.not. associated(a)) return
    istat = cudafor_raw_free(cudafor_loc(a), memkind)
    if (istat /= cudaSuccess) return
    select rank (a)
    rank (0)
      nullify(a)
    rank (1)
      nullify(a)
    rank (2)
      nullify(a)
    rank (3)
      nullify(a)
    rank (4)
      nullify(a)
    rank (5)
      nullify(a)
    rank (6)
      nullify(a)
    rank (7)
      nullify(a)
    end select
  end function cfd_c4

  ! D-4.9.11: count elements; rank > 1 gets shape (count, 1, ..., 1)
  integer function cm_c4(devptr, count) result(istat)
    complex(4), pointer, dimension(..) :: devptr
    class(*), intent(in) :: count
    integer(c_int64_t) :: lb(max(1, rank(devptr))), ub(max(1, rank(devptr)))
    lb = 1
    ub = 1
    ub(1) = cf_i8(count)
    istat = cudaErrorInvalidValue
    if (ub(1) < 0) return
    istat = cfa_c4(devptr, lb, ub, cudaforMemKindDevice)
  end function cm_c4

  ! D-4.9.13
  integer function cmm_c4(devptr, count, flags) result(istat)
    complex(4), pointer, dimension(..) :: devptr
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
    istat = cfa_c4(devptr, lb, ub, cudaforMemKindManaged, fl)
  end function cmm_c4

  ! D-X-05 (pinned host memory, count in elements)
  integer function cmh_c4(hostptr, count) result(istat)
    complex(4), pointer, dimension(..) :: hostptr
    class(*), intent(in) :: count
    integer(c_int64_t) :: lb(max(1, rank(hostptr))), ub(max(1, rank(hostptr)))
    lb = 1
    ub = 1
    ub(1) = cf_i8(count)
    istat = cudaErrorInvalidValue
    if (ub(1) < 0) return
    istat = cfa_c4(hostptr, lb, ub, cudaforMemKindPinned)
  end function cmh_c4

  ! D-4.9.1 (device or managed)
  integer function cfr_c4(devptr) result(istat)
    complex(4), pointer, dimension(..) :: devptr
    istat = cfd_c4(devptr, cudaforMemKindDevice)
  end function cfr_c4

  ! D-4.9.3
  integer function cfh_c4(hostptr) result(istat)
    complex(4), pointer, dimension(..) :: hostptr
    istat = cfd_c4(hostptr, cudaforMemKindPinned)
  end function cfh_c4

  ! D-4.9.14: devptr rank 2, width/pitch in elements; devptr becomes the
  ! (1:width, 1:height) section of a (pitch, height) block
  integer function cmp_c4(devptr, pitch, width, height) result(istat)
    complex(4), pointer, dimension(..) :: devptr
    integer(cuda_count_kind), intent(out) :: pitch
    class(*), intent(in) :: width, height
    complex(4), pointer :: full(:,:)
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
  end function cmp_c4

  ! D-4.9.15, array form: devptr rank 3, cext%width in ELEMENTS (the array's
  ! leading extent), height, depth; devptr becomes the (1:width,1:height,1:depth)
  ! section of a (pitch, height, depth) block
  integer function cm3_c4(devptr, cext) result(istat)
    complex(4), pointer, dimension(..) :: devptr
    type(cudaExtent), intent(in) :: cext
    complex(4), pointer :: full(:,:,:)
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
  end function cm3_c4

  ! D-X-07 c_f_pointer(c_devptr, array, shape): shape an integer array or (PGI)
  ! a scalar, any kind; lower bounds 1
  subroutine cfp_c4(cptr, fptr, shape)
    type(c_devptr), intent(in) :: cptr
    complex(4), pointer, dimension(..) :: fptr
    class(*), intent(in), optional :: shape(..)
    integer(c_int64_t) :: lb(max(1, rank(fptr))), ub(max(1, rank(fptr)))
    integer :: istat
    lb = 1
    ub = 1
    if (present(shape)) call cf_shape(shape, ub)
    call cfas_c4(fptr, cptr%cptr, lb, ub, istat)
  end subroutine cfp_c4

  ! D-4.9.18
  integer function mc_c4(dst, src, count, kdir) result(istat)
    complex(4), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: count
    integer, intent(in), optional :: kdir
    istat = cudafor_memcpy(dst, src, cf_i8(count), cf_kdir(kdir), 0_cuda_stream_kind, 0)
  end function mc_c4

  ! D-4.9.20
  integer function mca_c4(dst, src, count, kdir, stream) result(istat)
    complex(4), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: count
    integer, intent(in) :: kdir
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy(dst, src, cf_i8(count), kdir, cf_stream(stream), 1)
  end function mca_c4
  integer function mcs_c4(dst, src, count, stream) result(istat)
    complex(4), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: count
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy(dst, src, cf_i8(count), -1, cf_stream(stream), 1)
  end function mcs_c4

  ! D-4.9.29
  integer function m2_c4(dst, dpitch, src, spitch, width, height, kdir) result(istat)
    complex(4), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: dpitch, spitch, width, height
    integer, intent(in), optional :: kdir
    istat = cudafor_memcpy2d(dst, cf_i8(dpitch), src, cf_i8(spitch), cf_i8(width), cf_i8(height), &
                             cf_kdir(kdir), 0_cuda_stream_kind, 0)
  end function m2_c4

  ! D-4.9.31
  integer function m2a_c4(dst, dpitch, src, spitch, width, height, kdir, stream) result(istat)
    complex(4), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: dpitch, spitch, width, height
    integer, intent(in) :: kdir
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy2d(dst, cf_i8(dpitch), src, cf_i8(spitch), cf_i8(width), cf_i8(height), &
                             kdir, cf_stream(stream), 1)
  end function m2a_c4
  integer function m2s_c4(dst, dpitch, src, spitch, width, height, stream) result(istat)
    complex(4), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: dpitch, spitch, width, height
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy2d(dst, cf_i8(dpitch), src, cf_i8(spitch), cf_i8(width), cf_i8(height), &
                             -1, cf_stream(stream), 1)
  end function m2s_c4

  ! D-4.9.24 / D-4.9.25
  integer function mp_c4(dst, dstdev, src, srcdev, count) result(istat)
    complex(4), dimension(..) :: dst
    type(*), dimension(..) :: src
    integer, intent(in) :: dstdev, srcdev
    class(*), intent(in) :: count
    istat = cudafor_memcpy_peer(dst, dstdev, src, srcdev, cf_i8(count), 0_cuda_stream_kind, 0)
  end function mp_c4
  integer function mpa_c4(dst, dstdev, src, srcdev, count, stream) result(istat)
    complex(4), dimension(..) :: dst
    type(*), dimension(..) :: src
    integer, intent(in) :: dstdev, srcdev
    class(*), intent(in) :: count
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy_peer(dst, dstdev, src, srcdev, cf_i8(count), cf_stream(stream), 1)
  end function mpa_c4

  ! D-4.9.38 / 39 / 40: typed fill, value of the same type and kind
  integer function ms_c4(devptr, value, count) result(istat)
    complex(4), dimension(..) :: devptr
    complex(4), intent(in) :: value
    class(*), intent(in) :: count
    istat = cudafor_memset(devptr, value, cf_i8(count), 0_cuda_stream_kind, 0)
  end function ms_c4
  integer function msa_c4(devptr, value, count, stream) result(istat)
    complex(4), dimension(..) :: devptr
    complex(4), intent(in) :: value
    class(*), intent(in) :: count
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memset(devptr, value, cf_i8(count), cf_stream(stream), 1)
  end function msa_c4
  integer function ms2_c4(devptr, pitch, value, width, height) result(istat)
    complex(4), dimension(..) :: devptr
    class(*), intent(in) :: pitch, width, height
    complex(4), intent(in) :: value
    istat = cudafor_memset2d(devptr, cf_i8(pitch), value, cf_i8(width), cf_i8(height), 0_cuda_stream_kind, 0)
  end function ms2_c4

  ! D-4.9.17 / D-4.9.37 (count in elements)
  integer function madv_c4(devptr, count, advice, device) result(istat)
    complex(4), dimension(..) :: devptr
    class(*), intent(in) :: count
    integer, intent(in) :: advice, device
    istat = cudaErrorInvalidValue
    if (cf_i8(count) < 0) return
    istat = cf_mem_advise(cudafor_loc(devptr), cf_i8(count) * (storage_size(devptr) / 8), advice, device)
  end function madv_c4
  integer function mpf_c4(devptr, count, device, stream) result(istat)
    complex(4), dimension(..) :: devptr
    class(*), intent(in) :: count
    integer, intent(in) :: device
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudaErrorInvalidValue
    if (cf_i8(count) < 0) return
    istat = cf_mem_prefetch(cudafor_loc(devptr), cf_i8(count) * (storage_size(devptr) / 8), device, &
                            cf_stream(stream))
  end function mpf_c4

  ! D-4.5.3 (length in elements; the guide: "currently must be zero")
  integer function sam_c4(stream, devptr, length, flags) result(istat)
    integer(cuda_stream_kind), intent(in) :: stream
    complex(4), dimension(..) :: devptr
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
  end function sam_c4

  ! D-4.10.4
  integer function pga_c4(attr, ptr) result(istat)
    type(cudaPointerAttributes), intent(out) :: attr
    complex(4), dimension(..) :: ptr
    istat = cf_pointer_get_attributes(attr, cudafor_loc(ptr))
  end function pga_c4

  ! ==================================================================
  ! complex(8)
  ! ==================================================================

  ! associate pointer a with the memory at p, bounds lb(1:rank):ub(1:rank)
  subroutine cfas_c8(a, p, lb, ub, istat)
    complex(8), pointer, dimension(..) :: a
    type(c_ptr), intent(in) :: p
    integer(c_int64_t), intent(in) :: lb(:), ub(:)
    integer, intent(out) :: istat
    complex(8), pointer :: flat(:)
    integer(c_int64_t) :: n
    istat = cudaSuccess
    n = 1
    if (rank(a) > 0) n = product(max(0_c_int64_t, ub(1:rank(a)) - lb(1:rank(a)) + 1))
    call c_f_pointer(p, flat, [max(n, 1_c_int64_t)])
    select rank (a)
    rank (0)
      a => flat(1)
    rank (1)
      a(lb(1):ub(1)) => flat
    rank (2)
      a(lb(1):ub(1), lb(2):ub(2)) => flat
    rank (3)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3)) => flat
    rank (4)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3), lb(4):ub(4)) => flat
    rank (5)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3), lb(4):ub(4), lb(5):ub(5)) => flat
    rank (6)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3), lb(4):ub(4), lb(5):ub(5), lb(6):ub(6)) => flat
    rank (7)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3), lb(4):ub(4), lb(5):ub(5), lb(6):ub(6), lb(7):ub(7)) => flat
    rank default
      istat = cudaErrorInvalidValue
    end select
  end subroutine cfas_c8

  ! cudaforAllocate(a, lb, ub, memkind[, flags]) — for the code generator:
  !   a        complex(8), pointer, dimension(..)   (the host view of the device/managed/pinned array)
  !   lb, ub   integer(c_int64_t) arrays of size >= rank(a): the bounds of ALLOCATE
  !   memkind  cudaforMemKindDevice | cudaforMemKindManaged | cudaforMemKindPinned
  !   flags    cudaMemAttach* (managed) or cudaHostAlloc* (pinned); default 0
  ! returns the cudaError; a is associated on success, unchanged on failure.
  integer function cfa_c8(a, lb, ub, memkind, flags) result(istat)
    complex(8), pointer, dimension(..) :: a
    integer(c_int64_t), intent(in) :: lb(:), ub(:)
    integer, intent(in) :: memkind
    integer, intent(in), optional :: flags
    complex(8), pointer :: elem
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
    call cfas_c8(a, p, lb, ub, istat)
    if (istat /= cudaSuccess) dummy = cudafor_raw_free(p, memkind)
  end function cfa_c8

  ! cudaforDeallocate(a, memkind): frees and nullifies; success if a is not associated
  integer function cfd_c8(a, memkind) result(istat)
    complex(8), pointer, dimension(..) :: a
    integer, intent(in) :: memkind
    istat = cudaSuccess
    if (.not. associated(a)) return
    istat = cudafor_raw_free(cudafor_loc(a), memkind)
    if (istat /= cudaSuccess) return
    select rank (a)
    rank (0)
      nullify(a)
    rank (1)
      nullify(a)
    rank (2)
      nullify(a)
    rank (3)
      nullify(a)
    rank (4)
      nullify(a)
    rank (5)
      nullify(a)
    rank (6)
      nullify(a)
    rank (7)
      nullify(a)
    end select
  end function cfd_c8

  ! D-4.9.11: count elements; rank > 1 gets shape (count, 1, ..., 1)
  integer function cm_c8(devptr, count) result(istat)
    complex(8), pointer, dimension(..) :: devptr
    class(*), intent(in) :: count
    integer(c_int64_t) :: lb(max(1, rank(devptr))), ub(max(1, rank(devptr)))
    lb = 1
    ub = 1
    ub(1) = cf_i8(count)
    istat = cudaErrorInvalidValue
    if (ub(1) < 0) return
    istat = cfa_c8(devptr, lb, ub, cudaforMemKindDevice)
  end function cm_c8

  ! D-4.9.13
  integer function cmm_c8(devptr, count, flags) result(istat)
    complex(8), pointer, dimension(..) :: devptr
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
    istat = cfa_c8(devptr, lb, ub, cudaforMemKindManaged, fl)
  end function cmm_c8

  ! D-X-05 (pinned host memory, count in elements)
  integer function cmh_c8(hostptr, count) result(istat)
    complex(8), pointer, dimension(..) :: hostptr
    class(*), intent(in) :: count
    integer(c_int64_t) :: lb(max(1, rank(hostptr))), ub(max(1, rank(hostptr)))
    lb = 1
    ub = 1
    ub(1) = cf_i8(count)
    istat = cudaErrorInvalidValue
    if (ub(1) < 0) return
    istat = cfa_c8(hostptr, lb, ub, cudaforMemKindPinned)
  end function cmh_c8

  ! D-4.9.1 (device or managed)
  integer function cfr_c8(devptr) result(istat)
    complex(8), pointer, dimension(..) :: devptr
    istat = cfd_c8(devptr, cudaforMemKindDevice)
  end function cfr_c8

  ! D-4.9.3
  integer function cfh_c8(hostptr) result(istat)
    complex(8), pointer, dimension(..) :: hostptr
    istat = cfd_c8(hostptr, cudaforMemKindPinned)
  end function cfh_c8

  ! D-4.9.14: devptr rank 2, width/pitch in elements; devptr becomes the
  ! (1:width, 1:height) section of a (pitch, height) block
  integer function cmp_c8(devptr, pitch, width, height) result(istat)
    complex(8), pointer, dimension(..) :: devptr
    integer(cuda_count_kind), intent(out) :: pitch
    class(*), intent(in) :: width, height
    complex(8), pointer :: full(:,:)
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
  end function cmp_c8

  ! D-4.9.15, array form: devptr rank 3, cext%width in ELEMENTS (the array's
  ! leading extent), height, depth; devptr becomes the (1:width,1:height,1:depth)
  ! section of a (pitch, height, depth) block
  integer function cm3_c8(devptr, cext) result(istat)
    complex(8), pointer, dimension(..) :: devptr
    type(cudaExtent), intent(in) :: cext
    complex(8), pointer :: full(:,:,:)
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
  end function cm3_c8

  ! D-X-07 c_f_pointer(c_devptr, array, shape): shape an integer array or (PGI)
  ! a scalar, any kind; lower bounds 1
  subroutine cfp_c8(cptr, fptr, shape)
    type(c_devptr), intent(in) :: cptr
    complex(8), pointer, dimension(..) :: fptr
    class(*), intent(in), optional :: shape(..)
    integer(c_int64_t) :: lb(max(1, rank(fptr))), ub(max(1, rank(fptr)))
    integer :: istat
    lb = 1
    ub = 1
    if (present(shape)) call cf_shape(shape, ub)
    call cfas_c8(fptr, cptr%cptr, lb, ub, istat)
  end subroutine cfp_c8

  ! D-4.9.18
  integer function mc_c8(dst, src, count, kdir) result(istat)
    complex(8), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: count
    integer, intent(in), optional :: kdir
    istat = cudafor_memcpy(dst, src, cf_i8(count), cf_kdir(kdir), 0_cuda_stream_kind, 0)
  end function mc_c8

  ! D-4.9.20
  integer function mca_c8(dst, src, count, kdir, stream) result(istat)
    complex(8), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: count
    integer, intent(in) :: kdir
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy(dst, src, cf_i8(count), kdir, cf_stream(stream), 1)
  end function mca_c8
  integer function mcs_c8(dst, src, count, stream) result(istat)
    complex(8), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: count
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy(dst, src, cf_i8(count), -1, cf_stream(stream), 1)
  end function mcs_c8

  ! D-4.9.29
  integer function m2_c8(dst, dpitch, src, spitch, width, height, kdir) result(istat)
    complex(8), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: dpitch, spitch, width, height
    integer, intent(in), optional :: kdir
    istat = cudafor_memcpy2d(dst, cf_i8(dpitch), src, cf_i8(spitch), cf_i8(width), cf_i8(height), &
                             cf_kdir(kdir), 0_cuda_stream_kind, 0)
  end function m2_c8

  ! D-4.9.31
  integer function m2a_c8(dst, dpitch, src, spitch, width, height, kdir, stream) result(istat)
    complex(8), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: dpitch, spitch, width, height
    integer, intent(in) :: kdir
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy2d(dst, cf_i8(dpitch), src, cf_i8(spitch), cf_i8(width), cf_i8(height), &
                             kdir, cf_stream(stream), 1)
  end function m2a_c8
  integer function m2s_c8(dst, dpitch, src, spitch, width, height, stream) result(istat)
    complex(8), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: dpitch, spitch, width, height
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy2d(dst, cf_i8(dpitch), src, cf_i8(spitch), cf_i8(width), cf_i8(height), &
                             -1, cf_stream(stream), 1)
  end function m2s_c8

  ! D-4.9.24 / D-4.9.25
  integer function mp_c8(dst, dstdev, src, srcdev, count) result(istat)
    complex(8), dimension(..) :: dst
    type(*), dimension(..) :: src
    integer, intent(in) :: dstdev, srcdev
    class(*), intent(in) :: count
    istat = cudafor_memcpy_peer(dst, dstdev, src, srcdev, cf_i8(count), 0_cuda_stream_kind, 0)
  end function mp_c8
  integer function mpa_c8(dst, dstdev, src, srcdev, count, stream) result(istat)
    complex(8), dimension(..) :: dst
    type(*), dimension(..) :: src
    integer, intent(in) :: dstdev, srcdev
    class(*), intent(in) :: count
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy_peer(dst, dstdev, src, srcdev, cf_i8(count), cf_stream(stream), 1)
  end function mpa_c8

  ! D-4.9.38 / 39 / 40: typed fill, value of the same type and kind
  integer function ms_c8(devptr, value, count) result(istat)
    complex(8), dimension(..) :: devptr
    complex(8), intent(in) :: value
    class(*), intent(in) :: count
    istat = cudafor_memset(devptr, value, cf_i8(count), 0_cuda_stream_kind, 0)
  end function ms_c8
  integer function msa_c8(devptr, value, count, stream) result(istat)
    complex(8), dimension(..) :: devptr
    complex(8), intent(in) :: value
    class(*), intent(in) :: count
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memset(devptr, value, cf_i8(count), cf_stream(stream), 1)
  end function msa_c8
  integer function ms2_c8(devptr, pitch, value, width, height) result(istat)
    complex(8), dimension(..) :: devptr
    class(*), intent(in) :: pitch, width, height
    complex(8), intent(in) :: value
    istat = cudafor_memset2d(devptr, cf_i8(pitch), value, cf_i8(width), cf_i8(height), 0_cuda_stream_kind, 0)
  end function ms2_c8

  ! D-4.9.17 / D-4.9.37 (count in elements)
  integer function madv_c8(devptr, count, advice, device) result(istat)
    complex(8), dimension(..) :: devptr
    class(*), intent(in) :: count
    integer, intent(in) :: advice, device
    istat = cudaErrorInvalidValue
    if (cf_i8(count) < 0) return
    istat = cf_mem_advise(cudafor_loc(devptr), cf_i8(count) * (storage_size(devptr) / 8), advice, device)
  end function madv_c8
  integer function mpf_c8(devptr, count, device, stream) result(istat)
    complex(8), dimension(..) :: devptr
    class(*), intent(in) :: count
    integer, intent(in) :: device
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudaErrorInvalidValue
    if (cf_i8(count) < 0) return
    istat = cf_mem_prefetch(cudafor_loc(devptr), cf_i8(count) * (storage_size(devptr) / 8), device, &
                            cf_stream(stream))
  end function mpf_c8

  ! D-4.5.3 (length in elements; the guide: "currently must be zero")
  integer function sam_c8(stream, devptr, length, flags) result(istat)
    integer(cuda_stream_kind), intent(in) :: stream
    complex(8), dimension(..) :: devptr
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
  end function sam_c8

  ! D-4.10.4
  integer function pga_c8(attr, ptr) result(istat)
    type(cudaPointerAttributes), intent(out) :: attr
    complex(8), dimension(..) :: ptr
    istat = cf_pointer_get_attributes(attr, cudafor_loc(ptr))
  end function pga_c8

  ! ==================================================================
  ! character(len=*)
  ! ==================================================================

  ! associate pointer a with the memory at p, bounds lb(1:rank):ub(1:rank)
  subroutine cfas_ch(a, p, lb, ub, istat)
    character(len=1), pointer, dimension(..) :: a
    type(c_ptr), intent(in) :: p
    integer(c_int64_t), intent(in) :: lb(:), ub(:)
    integer, intent(out) :: istat
    character(len=1), pointer :: flat(:)
    integer(c_int64_t) :: n
    istat = cudaSuccess
    n = 1
    if (rank(a) > 0) n = product(max(0_c_int64_t, ub(1:rank(a)) - lb(1:rank(a)) + 1))
    call c_f_pointer(p, flat, [max(n, 1_c_int64_t)])
    select rank (a)
    rank (0)
      a => flat(1)
    rank (1)
      a(lb(1):ub(1)) => flat
    rank (2)
      a(lb(1):ub(1), lb(2):ub(2)) => flat
    rank (3)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3)) => flat
    rank (4)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3), lb(4):ub(4)) => flat
    rank (5)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3), lb(4):ub(4), lb(5):ub(5)) => flat
    rank (6)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3), lb(4):ub(4), lb(5):ub(5), lb(6):ub(6)) => flat
    rank (7)
      a(lb(1):ub(1), lb(2):ub(2), lb(3):ub(3), lb(4):ub(4), lb(5):ub(5), lb(6):ub(6), lb(7):ub(7)) => flat
    rank default
      istat = cudaErrorInvalidValue
    end select
  end subroutine cfas_ch

  ! cudaforAllocate(a, lb, ub, memkind[, flags]) — for the code generator:
  !   a        character(len=1), pointer, dimension(..)   (the host view of the device/managed/pinned array)
  !   lb, ub   integer(c_int64_t) arrays of size >= rank(a): the bounds of ALLOCATE
  !   memkind  cudaforMemKindDevice | cudaforMemKindManaged | cudaforMemKindPinned
  !   flags    cudaMemAttach* (managed) or cudaHostAlloc* (pinned); default 0
  ! returns the cudaError; a is associated on success, unchanged on failure.
  integer function cfa_ch(a, lb, ub, memkind, flags) result(istat)
    character(len=1), pointer, dimension(..) :: a
    integer(c_int64_t), intent(in) :: lb(:), ub(:)
    integer, intent(in) :: memkind
    integer, intent(in), optional :: flags
    character(len=1), pointer :: elem
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
    call cfas_ch(a, p, lb, ub, istat)
    if (istat /= cudaSuccess) dummy = cudafor_raw_free(p, memkind)
  end function cfa_ch

  ! cudaforDeallocate(a, memkind): frees and nullifies; success if a is not associated
  integer function cfd_ch(a, memkind) result(istat)
    character(len=1), pointer, dimension(..) :: a
    integer, intent(in) :: memkind
    istat = cudaSuccess
    if (.not. associated(a)) return
    istat = cudafor_raw_free(cudafor_loc(a), memkind)
    if (istat /= cudaSuccess) return
    select rank (a)
    rank (0)
      nullify(a)
    rank (1)
      nullify(a)
    rank (2)
      nullify(a)
    rank (3)
      nullify(a)
    rank (4)
      nullify(a)
    rank (5)
      nullify(a)
    rank (6)
      nullify(a)
    rank (7)
      nullify(a)
    end select
  end function cfd_ch

  ! D-4.9.11: count elements; rank > 1 gets shape (count, 1, ..., 1)
  integer function cm_ch(devptr, count) result(istat)
    character(len=1), pointer, dimension(..) :: devptr
    class(*), intent(in) :: count
    integer(c_int64_t) :: lb(max(1, rank(devptr))), ub(max(1, rank(devptr)))
    lb = 1
    ub = 1
    ub(1) = cf_i8(count)
    istat = cudaErrorInvalidValue
    if (ub(1) < 0) return
    istat = cfa_ch(devptr, lb, ub, cudaforMemKindDevice)
  end function cm_ch

  ! D-4.9.13
  integer function cmm_ch(devptr, count, flags) result(istat)
    character(len=1), pointer, dimension(..) :: devptr
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
    istat = cfa_ch(devptr, lb, ub, cudaforMemKindManaged, fl)
  end function cmm_ch

  ! D-X-05 (pinned host memory, count in elements)
  integer function cmh_ch(hostptr, count) result(istat)
    character(len=1), pointer, dimension(..) :: hostptr
    class(*), intent(in) :: count
    integer(c_int64_t) :: lb(max(1, rank(hostptr))), ub(max(1, rank(hostptr)))
    lb = 1
    ub = 1
    ub(1) = cf_i8(count)
    istat = cudaErrorInvalidValue
    if (ub(1) < 0) return
    istat = cfa_ch(hostptr, lb, ub, cudaforMemKindPinned)
  end function cmh_ch

  ! D-4.9.1 (device or managed)
  integer function cfr_ch(devptr) result(istat)
    character(len=1), pointer, dimension(..) :: devptr
    istat = cfd_ch(devptr, cudaforMemKindDevice)
  end function cfr_ch

  ! D-4.9.3
  integer function cfh_ch(hostptr) result(istat)
    character(len=1), pointer, dimension(..) :: hostptr
    istat = cfd_ch(hostptr, cudaforMemKindPinned)
  end function cfh_ch

  ! D-4.9.14: devptr rank 2, width/pitch in elements; devptr becomes the
  ! (1:width, 1:height) section of a (pitch, height) block
  integer function cmp_ch(devptr, pitch, width, height) result(istat)
    character(len=1), pointer, dimension(..) :: devptr
    integer(cuda_count_kind), intent(out) :: pitch
    class(*), intent(in) :: width, height
    character(len=1), pointer :: full(:,:)
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
  end function cmp_ch

  ! D-4.9.15, array form: devptr rank 3, cext%width in ELEMENTS (the array's
  ! leading extent), height, depth; devptr becomes the (1:width,1:height,1:depth)
  ! section of a (pitch, height, depth) block
  integer function cm3_ch(devptr, cext) result(istat)
    character(len=1), pointer, dimension(..) :: devptr
    type(cudaExtent), intent(in) :: cext
    character(len=1), pointer :: full(:,:,:)
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
  end function cm3_ch

  ! D-X-07 c_f_pointer(c_devptr, array, shape): shape an integer array or (PGI)
  ! a scalar, any kind; lower bounds 1
  subroutine cfp_ch(cptr, fptr, shape)
    type(c_devptr), intent(in) :: cptr
    character(len=1), pointer, dimension(..) :: fptr
    class(*), intent(in), optional :: shape(..)
    integer(c_int64_t) :: lb(max(1, rank(fptr))), ub(max(1, rank(fptr)))
    integer :: istat
    lb = 1
    ub = 1
    if (present(shape)) call cf_shape(shape, ub)
    call cfas_ch(fptr, cptr%cptr, lb, ub, istat)
  end subroutine cfp_ch

  ! D-4.9.18
  integer function mc_ch(dst, src, count, kdir) result(istat)
    character(len=*), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: count
    integer, intent(in), optional :: kdir
    istat = cudafor_memcpy(dst, src, cf_i8(count), cf_kdir(kdir), 0_cuda_stream_kind, 0)
  end function mc_ch

  ! D-4.9.20
  integer function mca_ch(dst, src, count, kdir, stream) result(istat)
    character(len=*), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: count
    integer, intent(in) :: kdir
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy(dst, src, cf_i8(count), kdir, cf_stream(stream), 1)
  end function mca_ch
  integer function mcs_ch(dst, src, count, stream) result(istat)
    character(len=*), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: count
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy(dst, src, cf_i8(count), -1, cf_stream(stream), 1)
  end function mcs_ch

  ! D-4.9.29
  integer function m2_ch(dst, dpitch, src, spitch, width, height, kdir) result(istat)
    character(len=*), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: dpitch, spitch, width, height
    integer, intent(in), optional :: kdir
    istat = cudafor_memcpy2d(dst, cf_i8(dpitch), src, cf_i8(spitch), cf_i8(width), cf_i8(height), &
                             cf_kdir(kdir), 0_cuda_stream_kind, 0)
  end function m2_ch

  ! D-4.9.31
  integer function m2a_ch(dst, dpitch, src, spitch, width, height, kdir, stream) result(istat)
    character(len=*), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: dpitch, spitch, width, height
    integer, intent(in) :: kdir
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy2d(dst, cf_i8(dpitch), src, cf_i8(spitch), cf_i8(width), cf_i8(height), &
                             kdir, cf_stream(stream), 1)
  end function m2a_ch
  integer function m2s_ch(dst, dpitch, src, spitch, width, height, stream) result(istat)
    character(len=*), dimension(..) :: dst
    type(*), dimension(..) :: src
    class(*), intent(in) :: dpitch, spitch, width, height
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy2d(dst, cf_i8(dpitch), src, cf_i8(spitch), cf_i8(width), cf_i8(height), &
                             -1, cf_stream(stream), 1)
  end function m2s_ch

  ! D-4.9.24 / D-4.9.25
  integer function mp_ch(dst, dstdev, src, srcdev, count) result(istat)
    character(len=*), dimension(..) :: dst
    type(*), dimension(..) :: src
    integer, intent(in) :: dstdev, srcdev
    class(*), intent(in) :: count
    istat = cudafor_memcpy_peer(dst, dstdev, src, srcdev, cf_i8(count), 0_cuda_stream_kind, 0)
  end function mp_ch
  integer function mpa_ch(dst, dstdev, src, srcdev, count, stream) result(istat)
    character(len=*), dimension(..) :: dst
    type(*), dimension(..) :: src
    integer, intent(in) :: dstdev, srcdev
    class(*), intent(in) :: count
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memcpy_peer(dst, dstdev, src, srcdev, cf_i8(count), cf_stream(stream), 1)
  end function mpa_ch

  ! D-4.9.38 / 39 / 40: typed fill, value of the same type and kind
  integer function ms_ch(devptr, value, count) result(istat)
    character(len=*), dimension(..) :: devptr
    character(len=*), intent(in) :: value
    class(*), intent(in) :: count
    istat = cudafor_memset(devptr, value, cf_i8(count), 0_cuda_stream_kind, 0)
  end function ms_ch
  integer function msa_ch(devptr, value, count, stream) result(istat)
    character(len=*), dimension(..) :: devptr
    character(len=*), intent(in) :: value
    class(*), intent(in) :: count
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudafor_memset(devptr, value, cf_i8(count), cf_stream(stream), 1)
  end function msa_ch
  integer function ms2_ch(devptr, pitch, value, width, height) result(istat)
    character(len=*), dimension(..) :: devptr
    class(*), intent(in) :: pitch, width, height
    character(len=*), intent(in) :: value
    istat = cudafor_memset2d(devptr, cf_i8(pitch), value, cf_i8(width), cf_i8(height), 0_cuda_stream_kind, 0)
  end function ms2_ch

  ! D-4.9.17 / D-4.9.37 (count in elements)
  integer function madv_ch(devptr, count, advice, device) result(istat)
    character(len=*), dimension(..) :: devptr
    class(*), intent(in) :: count
    integer, intent(in) :: advice, device
    istat = cudaErrorInvalidValue
    if (cf_i8(count) < 0) return
    istat = cf_mem_advise(cudafor_loc(devptr), cf_i8(count) * (storage_size(devptr) / 8), advice, device)
  end function madv_ch
  integer function mpf_ch(devptr, count, device, stream) result(istat)
    character(len=*), dimension(..) :: devptr
    class(*), intent(in) :: count
    integer, intent(in) :: device
    integer(cuda_stream_kind), intent(in), optional :: stream
    istat = cudaErrorInvalidValue
    if (cf_i8(count) < 0) return
    istat = cf_mem_prefetch(cudafor_loc(devptr), cf_i8(count) * (storage_size(devptr) / 8), device, &
                            cf_stream(stream))
  end function mpf_ch

  ! D-4.5.3 (length in elements; the guide: "currently must be zero")
  integer function sam_ch(stream, devptr, length, flags) result(istat)
    integer(cuda_stream_kind), intent(in) :: stream
    character(len=*), dimension(..) :: devptr
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
  end function sam_ch

  ! D-4.10.4
  integer function pga_ch(attr, ptr) result(istat)
    type(cudaPointerAttributes), intent(out) :: attr
    character(len=*), dimension(..) :: ptr
    istat = cf_pointer_get_attributes(attr, cudafor_loc(ptr))
  end function pga_ch

end module cudafor
