/*
 * cufrt_devprop.h — the fields of cudaDeviceProp that cufc knows, as
 * X-macro lists: X(field) or X(field, n) for int arrays.  One list serves
 * the cudafor module's mirror of the struct (runtime/cufrt/cudafor_glue.c,
 * modules/tools/gen_cudafor.sh keeps the Fortran type in step) and the
 * struct of emulation's own CUDA headers (runtime/emu/include), which
 * declares exactly these fields.
 */
#ifndef CUFRT_DEVPROP_H
#define CUFRT_DEVPROP_H

#define PROP_SIZE_T(X) X(totalGlobalMem) X(sharedMemPerBlock) X(memPitch) X(totalConstMem) \
    X(textureAlignment) X(texturePitchAlignment) X(surfaceAlignment) X(sharedMemPerMultiprocessor) \
    X(sharedMemPerBlockOptin) X(reservedSharedMemPerBlock)
#define PROP_INT(X) X(luidDeviceNodeMask) X(regsPerBlock) X(warpSize) X(maxThreadsPerBlock) X(major) \
    X(minor) X(multiProcessorCount) X(integrated) X(canMapHostMemory) X(maxTexture1D) \
    X(maxTexture1DMipmap) X(maxTextureCubemap) X(maxSurface1D) X(maxSurfaceCubemap) \
    X(concurrentKernels) X(ECCEnabled) X(pciBusID) X(pciDeviceID) X(pciDomainID) X(tccDriver) \
    X(asyncEngineCount) X(unifiedAddressing) X(memoryBusWidth) X(l2CacheSize) \
    X(persistingL2CacheMaxSize) X(maxThreadsPerMultiProcessor) X(streamPrioritiesSupported) \
    X(globalL1CacheSupported) X(localL1CacheSupported) X(regsPerMultiprocessor) X(managedMemory) \
    X(isMultiGpuBoard) X(multiGpuBoardGroupID) X(hostNativeAtomicSupported) X(pageableMemoryAccess) \
    X(concurrentManagedAccess) X(computePreemptionSupported) X(canUseHostPointerForRegisteredMem) \
    X(cooperativeLaunch) X(pageableMemoryAccessUsesHostPageTables) X(directManagedMemAccessFromHost) \
    X(maxBlocksPerMultiProcessor) X(accessPolicyMaxWindowSize) X(hostRegisterSupported) \
    X(sparseCudaArraySupported) X(hostRegisterReadOnlySupported) X(timelineSemaphoreInteropSupported) \
    X(memoryPoolsSupported) X(gpuDirectRDMASupported) X(gpuDirectRDMAFlushWritesOptions) \
    X(gpuDirectRDMAWritesOrdering) X(memoryPoolSupportedHandleTypes) \
    X(deferredMappingCudaArraySupported) X(ipcEventSupported) X(clusterLaunch) \
    X(unifiedFunctionPointers) X(deviceNumaConfig) X(deviceNumaId) X(mpsEnabled) X(hostNumaId) \
    X(gpuPciDeviceID) X(gpuPciSubsystemID) X(hostNumaMultinodeIpcSupported)
/* Fields the guide's programs use that CUDA 13 removed from the struct:
 * read with cudaDeviceGetAttribute (attribute, field). */
#define PROP_LEGACY(X) X(cudaDevAttrClockRate, clockRate) X(cudaDevAttrMemoryClockRate, memoryClockRate) \
    X(cudaDevAttrGpuOverlap, deviceOverlap) X(cudaDevAttrKernelExecTimeout, kernelExecTimeoutEnabled) \
    X(cudaDevAttrComputeMode, computeMode) X(cudaDevAttrMaxTexture1DLinearWidth, maxTexture1DLinear) \
    X(cudaDevAttrSingleToDoublePrecisionPerfRatio, singleToDoublePrecisionPerfRatio)
#define PROP_ARR(X) X(maxThreadsDim, 3) X(maxGridSize, 3) X(maxTexture2D, 2) X(maxTexture2DMipmap, 2) \
    X(maxTexture2DLinear, 3) X(maxTexture2DGather, 2) X(maxTexture3D, 3) X(maxTexture3DAlt, 3) \
    X(maxTexture1DLayered, 2) X(maxTexture2DLayered, 3) X(maxTextureCubemapLayered, 2) \
    X(maxSurface2D, 2) X(maxSurface3D, 3) X(maxSurface1DLayered, 2) X(maxSurface2DLayered, 3) \
    X(maxSurfaceCubemapLayered, 2)

#endif /* CUFRT_DEVPROP_H */
