/*
 * api.c — the CUDA runtime API of libcufemu's virtual device
 * ("cufc emulated device", compute capability 9.0, 132 SMs, 80 GiB).
 *
 * Signatures are those of the toolkit's cuda_runtime_api.h (this file
 * includes it, so the compiler checks every definition against it).
 * "Device" memory is host memory (posix_memalign, 256-byte aligned), so
 * device, managed and host pointers are all dereferenceable by the host.
 * Every stream operation runs synchronously when it is enqueued; events
 * record the host clock (CLOCK_MONOTONIC) at that moment.  CUDA arrays and
 * 3D (pitched) memory are in arrays.c.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "cufemu_internal.h"

#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

int cufemu_symbol_size(const void *addr, size_t *size);

#define TOTAL_MEM (80ull * 1024 * 1024 * 1024)

static __thread cudaError_t last_error = cudaSuccess;

void cufemu_set_error(cudaError_t e) {
  if (e != cudaSuccess) last_error = e;
}

static cudaError_t ret(cudaError_t e) {
  cufemu_set_error(e);
  return e;
}

/* ---- allocation registry ------------------------------------------------- */
enum { A_DEVICE = 1, A_HOST, A_MANAGED, A_REGISTERED };
typedef struct { char *p; size_t n; int kind; unsigned flags; } arec;
static arec *allocs;
static size_t nallocs, capallocs;
static pthread_mutex_t alock = PTHREAD_MUTEX_INITIALIZER;

static int reg_add(void *p, size_t n, int kind, unsigned flags) {
  pthread_mutex_lock(&alock);
  if (nallocs == capallocs) {
    size_t nc = capallocs ? 2 * capallocs : 256;
    arec *na = realloc(allocs, nc * sizeof *na);
    if (!na) { pthread_mutex_unlock(&alock); return 0; }
    allocs = na;
    capallocs = nc;
  }
  allocs[nallocs].p = p;
  allocs[nallocs].n = n;
  allocs[nallocs].kind = kind;
  allocs[nallocs].flags = flags;
  nallocs++;
  pthread_mutex_unlock(&alock);
  return 1;
}

/* removes the record starting at p if its kind is in kinds (bit mask) */
static int reg_remove(const void *p, unsigned kinds, int *kind_out) {
  int found = 0;
  pthread_mutex_lock(&alock);
  for (size_t i = nallocs; i-- > 0;)
    if (allocs[i].p == p && (kinds & (1u << allocs[i].kind))) {
      if (allocs[i].kind == A_DEVICE || allocs[i].kind == A_MANAGED) cufemu_device_note_free(p, allocs[i].n);
      if (kind_out) *kind_out = allocs[i].kind;
      allocs[i] = allocs[--nallocs];
      found = 1;
      break;
    }
  pthread_mutex_unlock(&alock);
  return found;
}

static int reg_find(const void *p, arec *out) {
  int found = 0;
  const char *c = p;
  pthread_mutex_lock(&alock);
  for (size_t i = 0; i < nallocs; i++)
    if (c >= allocs[i].p && (c < allocs[i].p + allocs[i].n || c == allocs[i].p)) {
      *out = allocs[i];
      found = 1;
      break;
    }
  pthread_mutex_unlock(&alock);
  return found;
}

static cudaError_t alloc_kind(void **p, size_t size, int kind, unsigned flags) {
  if (!p) return ret(cudaErrorInvalidValue);
  *p = NULL;
  if (size > TOTAL_MEM) return ret(cudaErrorMemoryAllocation);
  if (size == 0 && kind == A_DEVICE) return cudaSuccess; /* as CUDA: NULL, success */
  void *m = NULL;
  int dev = kind == A_DEVICE || kind == A_MANAGED; /* from the checked arena (check_mem.c) */
  if (dev) m = cufemu_dev_alloc(size, kind == A_MANAGED);
  else if (posix_memalign(&m, 256, size ? size : 1)) m = NULL;
  if (!m) return ret(cudaErrorMemoryAllocation);
  if (!reg_add(m, size, kind, flags)) {
    if (dev) cufemu_dev_free(m);
    else free(m);
    return ret(cudaErrorMemoryAllocation);
  }
  if (kind == A_DEVICE || kind == A_MANAGED) cufemu_device_note_alloc(m, size, kind == A_DEVICE);
  *p = m;
  return cudaSuccess;
}

cudaError_t cudaMalloc(void **devPtr, size_t size) { return alloc_kind(devPtr, size, A_DEVICE, 0); }

cudaError_t cudaMallocManaged(void **devPtr, size_t size, unsigned int flags) {
  if (size == 0) { /* as CUDA 13: success, no memory */
    if (!devPtr) return ret(cudaErrorInvalidValue);
    *devPtr = NULL;
    return cudaSuccess;
  }
  return alloc_kind(devPtr, size, A_MANAGED, flags);
}

cudaError_t cudaMallocAsync(void **devPtr, size_t size, cudaStream_t s) {
  (void)s;
  return alloc_kind(devPtr, size, A_DEVICE, 0);
}

/* Pools: emulated device memory is host memory with nothing to keep mapped;
   a pool is a name, its allocations device allocations. */
cudaError_t cudaMemPoolCreate(cudaMemPool_t *memPool, const struct cudaMemPoolProps *poolProps) {
  static char pool;
  if (!memPool || !poolProps || poolProps->allocType != cudaMemAllocationTypePinned) return ret(cudaErrorInvalidValue);
  *memPool = (cudaMemPool_t)&pool;
  return cudaSuccess;
}

cudaError_t cudaMemPoolSetAttribute(cudaMemPool_t memPool, enum cudaMemPoolAttr attr, void *value) {
  (void)attr;
  return memPool && value ? cudaSuccess : ret(cudaErrorInvalidValue);
}

cudaError_t cudaMallocFromPoolAsync(void **ptr, size_t size, cudaMemPool_t memPool, cudaStream_t s) {
  if (!memPool) return ret(cudaErrorInvalidValue);
  return cudaMallocAsync(ptr, size, s);
}

cudaError_t cudaMallocHost(void **ptr, size_t size) { return alloc_kind(ptr, size, A_HOST, 0); }

cudaError_t cudaHostAlloc(void **pHost, size_t size, unsigned int flags) {
  return alloc_kind(pHost, size, A_HOST, flags);
}

cudaError_t cudaMallocPitch(void **devPtr, size_t *pitch, size_t width, size_t height) {
  if (!pitch) return ret(cudaErrorInvalidValue);
  *pitch = (width + 511) / 512 * 512;
  if (*pitch == 0) *pitch = 512;
  return alloc_kind(devPtr, *pitch * height, A_DEVICE, 0);
}

cudaError_t cudaFree(void *devPtr) {
  if (!devPtr) return cudaSuccess;
  if (!reg_remove(devPtr, (1u << A_DEVICE) | (1u << A_MANAGED), NULL)) {
    cufemu_bad_free(devPtr);
    return ret(cudaErrorInvalidValue);
  }
  cufemu_dev_free(devPtr);
  return cudaSuccess;
}

cudaError_t cudaFreeAsync(void *devPtr, cudaStream_t s) {
  (void)s;
  return cudaFree(devPtr);
}

cudaError_t cudaFreeHost(void *ptr) {
  if (!ptr) return cudaSuccess;
  if (!reg_remove(ptr, 1u << A_HOST, NULL)) return ret(cudaErrorInvalidValue);
  free(ptr);
  return cudaSuccess;
}

cudaError_t cudaHostRegister(void *ptr, size_t size, unsigned int flags) {
  arec r;
  if (!ptr || !size) return ret(cudaErrorInvalidValue);
  if (reg_find(ptr, &r)) return ret(cudaErrorHostMemoryAlreadyRegistered);
  if (!reg_add(ptr, size, A_REGISTERED, flags)) return ret(cudaErrorMemoryAllocation);
  return cudaSuccess;
}

cudaError_t cudaHostUnregister(void *ptr) {
  if (!reg_remove(ptr, 1u << A_REGISTERED, NULL)) return ret(cudaErrorHostMemoryNotRegistered);
  return cudaSuccess;
}

cudaError_t cudaHostGetDevicePointer(void **pDevice, void *pHost, unsigned int flags) {
  (void)flags;
  if (!pDevice || !pHost) return ret(cudaErrorInvalidValue);
  *pDevice = pHost;
  return cudaSuccess;
}

/* the flags given to cudaHostAlloc / cudaHostRegister (0 for cudaMallocHost) */
cudaError_t cudaHostGetFlags(unsigned int *pFlags, void *pHost) {
  arec r;
  if (!pFlags || !pHost || !reg_find(pHost, &r) || (r.kind != A_HOST && r.kind != A_REGISTERED))
    return ret(cudaErrorInvalidValue);
  *pFlags = r.flags;
  return cudaSuccess;
}

cudaError_t cudaPointerGetAttributes(struct cudaPointerAttributes *a, const void *ptr) {
  arec r;
  if (!a) return ret(cudaErrorInvalidValue);
  memset(a, 0, sizeof *a);
  a->device = cufemu_current_device();
  if (ptr && reg_find(ptr, &r)) {
    int d = r.kind == A_DEVICE ? cufemu_device_of(ptr) : -1;
    if (d >= 0) a->device = d;
    a->type = r.kind == A_DEVICE ? cudaMemoryTypeDevice
            : r.kind == A_MANAGED ? cudaMemoryTypeManaged
                                  : cudaMemoryTypeHost;
    a->devicePointer = (void *)ptr;
    a->hostPointer = r.kind == A_DEVICE ? NULL : (void *)ptr;
  } else {
    a->type = cudaMemoryTypeUnregistered;
    a->device = -2;
    a->hostPointer = (void *)ptr;
  }
  return cudaSuccess;
}

cudaError_t cudaMemGetInfo(size_t *fr, size_t *total) {
  if (!fr || !total) return ret(cudaErrorInvalidValue);
  pthread_mutex_lock(&alock);
  size_t used = cufemu_device_used(cufemu_current_device());
  *total = TOTAL_MEM;
  *fr = used >= TOTAL_MEM ? 0 : TOTAL_MEM - used;
  pthread_mutex_unlock(&alock);
  return cudaSuccess;
}

cudaError_t cudaMemPrefetchAsync(const void *devPtr, size_t count, struct cudaMemLocation location,
                                 unsigned int flags, cudaStream_t stream) {
  (void)devPtr; (void)count; (void)location; (void)flags; (void)stream;
  return cudaSuccess;
}

cudaError_t cudaMemAdvise(const void *devPtr, size_t count, enum cudaMemoryAdvise advice,
                          struct cudaMemLocation location) {
  (void)devPtr; (void)count; (void)advice; (void)location;
  return cudaSuccess;
}

/* ---- copies and sets ----------------------------------------------------- */
static cudaError_t check_kind(enum cudaMemcpyKind k) {
  return ((int)k < 0 || (int)k > 4) ? ret(cudaErrorInvalidMemcpyDirection) : cudaSuccess;
}

cudaError_t cudaMemcpy(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind) {
  if (check_kind(kind)) return cudaErrorInvalidMemcpyDirection;
  if (count == 0) return cudaSuccess;
  if (!dst || !src) return ret(cudaErrorInvalidValue);
  memmove(dst, src, count);
  cufemu_mark_written(dst, count);
  return cudaSuccess;
}

static cudaError_t capture_copy(cudaStream_t s, void *dst, size_t dpitch, const void *src,
                                size_t spitch, size_t width, size_t height, int value);

cudaError_t cudaMemcpyAsync(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind,
                            cudaStream_t stream) {
  if (cufemu_capturing(stream))
    return check_kind(kind) ? cudaErrorInvalidMemcpyDirection
                            : capture_copy(stream, dst, count, src, count, count, 1, -1);
  return cudaMemcpy(dst, src, count, kind);
}

cudaError_t cudaMemcpyPeer(void *dst, int dd, const void *src, int sd, size_t count) {
  if (!cufemu_valid_device(dd) || !cufemu_valid_device(sd)) return ret(cudaErrorInvalidDevice);
  return cudaMemcpy(dst, src, count, cudaMemcpyDeviceToDevice);
}

cudaError_t cudaMemcpyPeerAsync(void *dst, int dd, const void *src, int sd, size_t count,
                                cudaStream_t stream) {
  (void)stream;
  return cudaMemcpyPeer(dst, dd, src, sd, count);
}

cudaError_t cudaMemcpy2D(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width,
                         size_t height, enum cudaMemcpyKind kind) {
  if (check_kind(kind)) return cudaErrorInvalidMemcpyDirection;
  if (width == 0 || height == 0) return cudaSuccess;
  if (!dst || !src || width > dpitch || width > spitch) return ret(cudaErrorInvalidPitchValue);
  for (size_t r = 0; r < height; r++) {
    memmove((char *)dst + r * dpitch, (const char *)src + r * spitch, width);
    cufemu_mark_written((char *)dst + r * dpitch, width);
  }
  return cudaSuccess;
}

cudaError_t cudaMemcpy2DAsync(void *dst, size_t dpitch, const void *src, size_t spitch,
                              size_t width, size_t height, enum cudaMemcpyKind kind,
                              cudaStream_t stream) {
  if (cufemu_capturing(stream))
    return check_kind(kind) ? cudaErrorInvalidMemcpyDirection
                            : capture_copy(stream, dst, dpitch, src, spitch, width, height, -1);
  return cudaMemcpy2D(dst, dpitch, src, spitch, width, height, kind);
}

cudaError_t cudaMemset(void *devPtr, int value, size_t count) {
  if (count == 0) return cudaSuccess;
  if (!devPtr) return ret(cudaErrorInvalidValue);
  memset(devPtr, value, count);
  cufemu_mark_written(devPtr, count);
  return cudaSuccess;
}

cudaError_t cudaMemsetAsync(void *devPtr, int value, size_t count, cudaStream_t stream) {
  if (cufemu_capturing(stream)) return capture_copy(stream, devPtr, count, NULL, 0, count, 1, value & 0xff);
  return cudaMemset(devPtr, value, count);
}

cudaError_t cudaMemset2D(void *devPtr, size_t pitch, int value, size_t width, size_t height) {
  if (width == 0 || height == 0) return cudaSuccess;
  if (!devPtr || width > pitch) return ret(cudaErrorInvalidValue);
  for (size_t r = 0; r < height; r++) {
    memset((char *)devPtr + r * pitch, value, width);
    cufemu_mark_written((char *)devPtr + r * pitch, width);
  }
  return cudaSuccess;
}

cudaError_t cudaMemset2DAsync(void *devPtr, size_t pitch, int value, size_t width, size_t height,
                              cudaStream_t stream) {
  if (cufemu_capturing(stream)) return capture_copy(stream, devPtr, pitch, NULL, 0, width, height, value & 0xff);
  return cudaMemset2D(devPtr, pitch, value, width, height);
}

/* symbols: in emulation a symbol is its own (host) address */
cudaError_t cudaMemcpyToSymbol(const void *symbol, const void *src, size_t count, size_t offset,
                               enum cudaMemcpyKind kind) {
  if (!symbol) return ret(cudaErrorInvalidSymbol);
  if (kind != cudaMemcpyHostToDevice && kind != cudaMemcpyDeviceToDevice &&
      kind != cudaMemcpyDefault)
    return ret(cudaErrorInvalidMemcpyDirection);
  return cudaMemcpy((char *)symbol + offset, src, count, kind);
}

cudaError_t cudaMemcpyFromSymbol(void *dst, const void *symbol, size_t count, size_t offset,
                                 enum cudaMemcpyKind kind) {
  if (!symbol) return ret(cudaErrorInvalidSymbol);
  if (kind != cudaMemcpyDeviceToHost && kind != cudaMemcpyDeviceToDevice &&
      kind != cudaMemcpyDefault)
    return ret(cudaErrorInvalidMemcpyDirection);
  return cudaMemcpy(dst, (const char *)symbol + offset, count, kind);
}

cudaError_t cudaMemcpyToSymbolAsync(const void *symbol, const void *src, size_t count,
                                    size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream) {
  (void)stream;
  return cudaMemcpyToSymbol(symbol, src, count, offset, kind);
}

cudaError_t cudaMemcpyFromSymbolAsync(void *dst, const void *symbol, size_t count, size_t offset,
                                      enum cudaMemcpyKind kind, cudaStream_t stream) {
  (void)stream;
  return cudaMemcpyFromSymbol(dst, symbol, count, offset, kind);
}

cudaError_t cudaGetSymbolAddress(void **devPtr, const void *symbol) {
  if (!devPtr || !symbol) return ret(cudaErrorInvalidSymbol);
  *devPtr = (void *)symbol;
  return cudaSuccess;
}

cudaError_t cudaGetSymbolSize(size_t *size, const void *symbol) {
  if (!size || !symbol) return ret(cudaErrorInvalidSymbol);
  if (!cufemu_symbol_size(symbol, size)) return ret(cudaErrorInvalidSymbol);
  return cudaSuccess;
}

/* ---- device -------------------------------------------------------------- */
static unsigned device_flags;
static enum cudaFuncCache cache_config = cudaFuncCachePreferNone;
/* CUDA 13 still keeps (and ignores) the bank size setting */
static enum cudaSharedMemConfig shmem_config = cudaSharedMemBankSizeDefault;

static int shmem_config_ok(enum cudaSharedMemConfig c) {
  return c == cudaSharedMemBankSizeDefault || c == cudaSharedMemBankSizeFourByte ||
         c == cudaSharedMemBankSizeEightByte;
}
static size_t limits[7] = {1024, 1048576, 8388608, 2, 2048, 64, 0};

cudaError_t cudaGetDeviceCount(int *count) {
  if (!count) return ret(cudaErrorInvalidValue);
  *count = cufemu_device_count();
  return cudaSuccess;
}

cudaError_t cudaSetDevice(int device) {
  if (!cufemu_valid_device(device)) return ret(cudaErrorInvalidDevice);
  cufemu_set_current_device(device);
  return cudaSuccess;
}

cudaError_t cudaGetDevice(int *device) {
  if (!device) return ret(cudaErrorInvalidValue);
  *device = cufemu_current_device();
  return cudaSuccess;
}

cudaError_t cudaChooseDevice(int *device, const struct cudaDeviceProp *prop) {
  if (!device || !prop) return ret(cudaErrorInvalidValue);
  *device = 0; /* the devices are alike: the first is the closest match to anything */
  return cudaSuccess;
}

cudaError_t cudaSetValidDevices(int *device_arr, int len) {
  if (len < 0 || (len > 0 && !device_arr)) return ret(cudaErrorInvalidValue);
  for (int i = 0; i < len; i++)
    if (!cufemu_valid_device(device_arr[i])) return ret(cudaErrorInvalidDevice);
  return cudaSuccess;
}

cudaError_t cudaSetDeviceFlags(unsigned int flags) {
  device_flags = flags;
  return cudaSuccess;
}

cudaError_t cudaGetDeviceFlags(unsigned int *flags) {
  if (!flags) return ret(cudaErrorInvalidValue);
  *flags = device_flags;
  return cudaSuccess;
}

static void fill_prop(struct cudaDeviceProp *p, int device) {
  memset(p, 0, sizeof *p);
  snprintf(p->name, sizeof p->name, "cufc emulated device");
  for (int i = 0; i < 16; i++) p->uuid.bytes[i] = (char)(0xc0 + i);
  p->totalGlobalMem = TOTAL_MEM;
  p->sharedMemPerBlock = CUFEMU_SHMEM_DEFAULT;
  p->regsPerBlock = 65536;
  p->warpSize = 32;
  p->memPitch = 2147483647;
  p->maxThreadsPerBlock = 1024;
  p->maxThreadsDim[0] = 1024;
  p->maxThreadsDim[1] = 1024;
  p->maxThreadsDim[2] = 64;
  p->maxGridSize[0] = 2147483647;
  p->maxGridSize[1] = 65535;
  p->maxGridSize[2] = 65535;
  p->totalConstMem = 65536;
  p->major = 9;
  p->minor = 0;
  p->textureAlignment = 512;
  p->texturePitchAlignment = 32;
  p->multiProcessorCount = 132;
  p->integrated = 0;
  p->canMapHostMemory = 1;
  p->maxTexture1D = 131072;
  p->maxTexture1DMipmap = 32768;
  p->maxTexture2D[0] = 131072; p->maxTexture2D[1] = 65536;
  p->maxTexture2DMipmap[0] = 32768; p->maxTexture2DMipmap[1] = 32768;
  p->maxTexture2DLinear[0] = 131072; p->maxTexture2DLinear[1] = 65000; p->maxTexture2DLinear[2] = 2097120;
  p->maxTexture2DGather[0] = 32768; p->maxTexture2DGather[1] = 32768;
  p->maxTexture3D[0] = p->maxTexture3D[1] = p->maxTexture3D[2] = 16384;
  p->maxTexture3DAlt[0] = p->maxTexture3DAlt[1] = 8192; p->maxTexture3DAlt[2] = 32768;
  p->maxTextureCubemap = 32768;
  p->maxTexture1DLayered[0] = 32768; p->maxTexture1DLayered[1] = 2048;
  p->maxTexture2DLayered[0] = p->maxTexture2DLayered[1] = 32768; p->maxTexture2DLayered[2] = 2048;
  p->maxTextureCubemapLayered[0] = 32768; p->maxTextureCubemapLayered[1] = 2046;
  p->maxSurface1D = 32768;
  p->maxSurface2D[0] = 131072; p->maxSurface2D[1] = 65536;
  p->maxSurface3D[0] = p->maxSurface3D[1] = p->maxSurface3D[2] = 16384;
  p->maxSurface1DLayered[0] = 32768; p->maxSurface1DLayered[1] = 2048;
  p->maxSurface2DLayered[0] = p->maxSurface2DLayered[1] = 32768; p->maxSurface2DLayered[2] = 2048;
  p->maxSurfaceCubemap = 32768;
  p->maxSurfaceCubemapLayered[0] = 32768; p->maxSurfaceCubemapLayered[1] = 2046;
  p->surfaceAlignment = 512;
  p->concurrentKernels = 1;
  p->ECCEnabled = 0;
  p->pciBusID = device; /* what tells devices apart */
  p->pciDeviceID = 0;
  p->pciDomainID = 0;
  p->tccDriver = 0;
  p->asyncEngineCount = 2;
  p->unifiedAddressing = 1;
  p->memoryBusWidth = 5120;
  p->l2CacheSize = 52428800;
  p->persistingL2CacheMaxSize = 34603008;
  p->maxThreadsPerMultiProcessor = 2048;
  p->streamPrioritiesSupported = 1;
  p->globalL1CacheSupported = 1;
  p->localL1CacheSupported = 1;
  p->sharedMemPerMultiprocessor = 233472;
  p->regsPerMultiprocessor = 65536;
  p->managedMemory = 1;
  p->isMultiGpuBoard = 0;
  p->multiGpuBoardGroupID = 0;
  p->hostNativeAtomicSupported = 0;
  p->pageableMemoryAccess = 0;
  p->concurrentManagedAccess = 1;
  p->computePreemptionSupported = 1;
  p->canUseHostPointerForRegisteredMem = 1;
  p->cooperativeLaunch = 1;
  p->sharedMemPerBlockOptin = CUFEMU_SHMEM_OPTIN;
  p->pageableMemoryAccessUsesHostPageTables = 0;
  p->directManagedMemAccessFromHost = 0;
  p->maxBlocksPerMultiProcessor = 32;
  p->accessPolicyMaxWindowSize = 134213632;
  p->reservedSharedMemPerBlock = 1024;
  p->hostRegisterSupported = 1;
  p->sparseCudaArraySupported = 1;
  p->hostRegisterReadOnlySupported = 1;
  p->timelineSemaphoreInteropSupported = 1;
  p->memoryPoolsSupported = 1;
  p->gpuDirectRDMASupported = 0;
  p->memoryPoolSupportedHandleTypes = 1;
  p->deferredMappingCudaArraySupported = 1;
  p->ipcEventSupported = 0;
  p->clusterLaunch = 1;
  p->unifiedFunctionPointers = 1;
  p->deviceNumaConfig = 0;
  p->deviceNumaId = -1;
  p->mpsEnabled = 0;
  p->hostNumaId = -1;
}

cudaError_t cudaGetDeviceProperties(struct cudaDeviceProp *prop, int device) {
  if (!prop) return ret(cudaErrorInvalidValue);
  if (!cufemu_valid_device(device)) return ret(cudaErrorInvalidDevice);
  fill_prop(prop, device);
  return cudaSuccess;
}

cudaError_t cudaDeviceGetAttribute(int *value, enum cudaDeviceAttr attr, int device) {
  struct cudaDeviceProp p;
  if (!value) return ret(cudaErrorInvalidValue);
  if (!cufemu_valid_device(device)) return ret(cudaErrorInvalidDevice);
  fill_prop(&p, device);
  int v = 0;
  switch (attr) {
  case cudaDevAttrMaxThreadsPerBlock: v = p.maxThreadsPerBlock; break;
  case cudaDevAttrMaxBlockDimX: v = p.maxThreadsDim[0]; break;
  case cudaDevAttrMaxBlockDimY: v = p.maxThreadsDim[1]; break;
  case cudaDevAttrMaxBlockDimZ: v = p.maxThreadsDim[2]; break;
  case cudaDevAttrMaxGridDimX: v = p.maxGridSize[0]; break;
  case cudaDevAttrMaxGridDimY: v = p.maxGridSize[1]; break;
  case cudaDevAttrMaxGridDimZ: v = p.maxGridSize[2]; break;
  case cudaDevAttrMaxSharedMemoryPerBlock: v = (int)p.sharedMemPerBlock; break;
  case cudaDevAttrTotalConstantMemory: v = (int)p.totalConstMem; break;
  case cudaDevAttrWarpSize: v = 32; break;
  case cudaDevAttrMaxPitch: v = (int)p.memPitch; break;
  case cudaDevAttrMaxRegistersPerBlock: v = p.regsPerBlock; break;
  case cudaDevAttrClockRate: v = 1980000; break;
  case cudaDevAttrTextureAlignment: v = (int)p.textureAlignment; break;
  case cudaDevAttrMultiProcessorCount: v = p.multiProcessorCount; break;
  case cudaDevAttrKernelExecTimeout: v = 0; break;
  case cudaDevAttrIntegrated: v = 0; break;
  case cudaDevAttrCanMapHostMemory: v = 1; break;
  case cudaDevAttrComputeMode: v = 0; break;
  case cudaDevAttrConcurrentKernels: v = 1; break;
  case cudaDevAttrEccEnabled: v = 0; break;
  case cudaDevAttrAsyncEngineCount: v = p.asyncEngineCount; break;
  case cudaDevAttrUnifiedAddressing: v = 1; break;
  case cudaDevAttrMemoryClockRate: v = 2619000; break;
  case cudaDevAttrGlobalMemoryBusWidth: v = p.memoryBusWidth; break;
  case cudaDevAttrL2CacheSize: v = p.l2CacheSize; break;
  case cudaDevAttrMaxThreadsPerMultiProcessor: v = p.maxThreadsPerMultiProcessor; break;
  case cudaDevAttrComputeCapabilityMajor: v = 9; break;
  case cudaDevAttrComputeCapabilityMinor: v = 0; break;
  case cudaDevAttrStreamPrioritiesSupported: v = 1; break;
  case cudaDevAttrGlobalL1CacheSupported: v = 1; break;
  case cudaDevAttrLocalL1CacheSupported: v = 1; break;
  case cudaDevAttrMaxSharedMemoryPerMultiprocessor: v = (int)p.sharedMemPerMultiprocessor; break;
  case cudaDevAttrMaxRegistersPerMultiprocessor: v = p.regsPerMultiprocessor; break;
  case cudaDevAttrManagedMemory: v = 1; break;
  case cudaDevAttrConcurrentManagedAccess: v = 1; break;
  case cudaDevAttrCooperativeLaunch: v = 1; break;
  case cudaDevAttrMaxSharedMemoryPerBlockOptin: v = (int)p.sharedMemPerBlockOptin; break;
  case cudaDevAttrMaxBlocksPerMultiprocessor: v = 32; break;
  case cudaDevAttrReservedSharedMemoryPerBlock: v = 1024; break;
  case cudaDevAttrMemoryPoolsSupported: v = 1; break;
  default: v = 0; break;
  }
  *value = v;
  return cudaSuccess;
}

cudaError_t cudaDeviceSynchronize(void) { return cudaSuccess; }

cudaError_t cudaDeviceReset(void) {
  pthread_mutex_lock(&alock);
  size_t keep = 0;
  for (size_t i = 0; i < nallocs; i++) {
    if (allocs[i].kind == A_DEVICE || allocs[i].kind == A_MANAGED)
      cufemu_dev_free(allocs[i].p);
    else if (allocs[i].kind == A_HOST)
      free(allocs[i].p);
    else
      allocs[keep++] = allocs[i];
  }
  nallocs = keep;
  cufemu_devices_reset();
  pthread_mutex_unlock(&alock);
  last_error = cudaSuccess;
  device_flags = 0;
  return cudaSuccess;
}

cudaError_t cudaGetLastError(void) {
  cudaError_t e = last_error;
  last_error = cudaSuccess;
  return e;
}

cudaError_t cudaPeekAtLastError(void) { return last_error; }

cudaError_t cudaDeviceSetCacheConfig(enum cudaFuncCache c) {
  cache_config = c;
  return cudaSuccess;
}

cudaError_t cudaDeviceGetCacheConfig(enum cudaFuncCache *c) {
  if (!c) return ret(cudaErrorInvalidValue);
  *c = cache_config;
  return cudaSuccess;
}

cudaError_t cudaDeviceSetSharedMemConfig(enum cudaSharedMemConfig c) {
  if (!shmem_config_ok(c)) return ret(cudaErrorInvalidValue);
  shmem_config = c;
  return cudaSuccess;
}

cudaError_t cudaDeviceGetSharedMemConfig(enum cudaSharedMemConfig *c) {
  if (!c) return ret(cudaErrorInvalidValue);
  *c = shmem_config;
  return cudaSuccess;
}

cudaError_t cudaDeviceGetLimit(size_t *pValue, enum cudaLimit limit) {
  if (!pValue || (unsigned)limit > 6) return ret(cudaErrorUnsupportedLimit);
  *pValue = limits[limit];
  return cudaSuccess;
}

cudaError_t cudaDeviceSetLimit(enum cudaLimit limit, size_t value) {
  if ((unsigned)limit > 6) return ret(cudaErrorUnsupportedLimit);
  limits[limit] = value;
  return cudaSuccess;
}

cudaError_t cudaDriverGetVersion(int *v) {
  if (!v) return ret(cudaErrorInvalidValue);
  *v = CUDART_VERSION;
  return cudaSuccess;
}

cudaError_t cudaRuntimeGetVersion(int *v) {
  if (!v) return ret(cudaErrorInvalidValue);
  *v = CUDART_VERSION;
  return cudaSuccess;
}

/* every two distinct emulated devices are peers (devices.c) */
cudaError_t cudaDeviceCanAccessPeer(int *can, int device, int peer) {
  if (!can) return ret(cudaErrorInvalidValue);
  if (!cufemu_valid_device(device) || !cufemu_valid_device(peer)) return ret(cudaErrorInvalidDevice);
  *can = device != peer;
  return cudaSuccess;
}

cudaError_t cudaDeviceEnablePeerAccess(int peer, unsigned int flags) {
  if (flags != 0) return ret(cudaErrorInvalidValue);
  return ret(cufemu_peer_access(peer, 1));
}

cudaError_t cudaDeviceDisablePeerAccess(int peer) { return ret(cufemu_peer_access(peer, 0)); }

cudaError_t cudaDeviceGetStreamPriorityRange(int *least, int *greatest) {
  if (least) *least = 0;
  if (greatest) *greatest = -5;
  return cudaSuccess;
}

/* ---- functions ------------------------------------------------------------ */
typedef struct { const void *f; size_t maxdyn; int carveout; enum cudaFuncCache cache; } frec;
static frec *funcs;
static size_t nfuncs, capfuncs;
static pthread_mutex_t flock = PTHREAD_MUTEX_INITIALIZER;

static frec *func_rec(const void *f, int create) {
  for (size_t i = 0; i < nfuncs; i++)
    if (funcs[i].f == f) return &funcs[i];
  if (!create) return NULL;
  if (nfuncs == capfuncs) {
    size_t nc = capfuncs ? 2 * capfuncs : 32;
    frec *nf = realloc(funcs, nc * sizeof *nf);
    if (!nf) return NULL;
    funcs = nf;
    capfuncs = nc;
  }
  frec *r = &funcs[nfuncs++];
  r->f = f;
  r->maxdyn = CUFEMU_SHMEM_DEFAULT;
  r->carveout = -1;
  r->cache = cudaFuncCachePreferNone;
  return r;
}

size_t cufemu_func_max_dynshared(const void *func) {
  size_t v = CUFEMU_SHMEM_DEFAULT;
  if (!func) return v;
  pthread_mutex_lock(&flock);
  frec *r = func_rec(func, 0);
  if (r) v = r->maxdyn;
  pthread_mutex_unlock(&flock);
  return v;
}

cudaError_t cudaFuncSetAttribute(const void *func, enum cudaFuncAttribute attr, int value) {
  if (!func) return ret(cudaErrorInvalidDeviceFunction);
  cudaError_t e = cudaSuccess;
  pthread_mutex_lock(&flock);
  frec *r = func_rec(func, 1);
  if (!r) e = cudaErrorMemoryAllocation;
  else if (attr == cudaFuncAttributeMaxDynamicSharedMemorySize) {
    if (value < 0 || (unsigned)value > CUFEMU_SHMEM_OPTIN) e = cudaErrorInvalidValue;
    else r->maxdyn = (size_t)value;
  } else if (attr == cudaFuncAttributePreferredSharedMemoryCarveout) {
    if (value < -1 || value > 100) e = cudaErrorInvalidValue;
    else r->carveout = value;
  }
  pthread_mutex_unlock(&flock);
  return ret(e);
}

cudaError_t cudaFuncSetCacheConfig(const void *func, enum cudaFuncCache c) {
  if (!func) return ret(cudaErrorInvalidDeviceFunction);
  pthread_mutex_lock(&flock);
  frec *r = func_rec(func, 1);
  if (r) r->cache = c;
  pthread_mutex_unlock(&flock);
  return cudaSuccess;
}

cudaError_t cudaFuncSetSharedMemConfig(const void *func, enum cudaSharedMemConfig c) {
  if (!func) return ret(cudaErrorInvalidDeviceFunction);
  return shmem_config_ok(c) ? cudaSuccess : ret(cudaErrorInvalidValue);
}

cudaError_t cudaFuncGetAttributes(struct cudaFuncAttributes *a, const void *func) {
  if (!a) return ret(cudaErrorInvalidValue);
  if (!func) return ret(cudaErrorInvalidDeviceFunction);
  memset(a, 0, sizeof *a);
  a->maxThreadsPerBlock = 1024;
  a->numRegs = 32;
  a->ptxVersion = 90;
  a->binaryVersion = 90;
  a->maxDynamicSharedSizeBytes = (int)cufemu_func_max_dynshared(func);
  a->preferredShmemCarveout = -1;
  return cudaSuccess;
}

cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, const void *func,
                                                          int blockSize, size_t dyn) {
  (void)func;
  if (!numBlocks || blockSize <= 0 || blockSize > 1024) return ret(cudaErrorInvalidValue);
  int warps = (blockSize + 31) / 32;
  int n = 64 / warps;
  if (n > 32) n = 32;
  if (dyn > 0) {
    int bys = (int)(233472 / (dyn + 1024));
    if (bys < n) n = bys;
  }
  *numBlocks = n;
  return cudaSuccess;
}

cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *numBlocks,
                                                                   const void *func,
                                                                   int blockSize, size_t dyn,
                                                                   unsigned int flags) {
  /* caching override changes nothing in the estimate */
  if (flags & ~(unsigned)cudaOccupancyDisableCachingOverride) return ret(cudaErrorInvalidValue);
  return cudaOccupancyMaxActiveBlocksPerMultiprocessor(numBlocks, func, blockSize, dyn);
}

/* ---- streams and events -------------------------------------------------- */
/* a stream or event belongs to the device current at its creation */
struct CUstream_st { unsigned magic, flags; int prio, device; struct CUgraph_st *capture; };
struct CUevent_st { unsigned magic, flags; int recorded, device; double t; };
#define STREAM_MAGIC 0x5354524du
#define EVENT_MAGIC 0x4556544eu

static int stream_ok(cudaStream_t s) {
  return s == NULL || s == cudaStreamLegacy || s == cudaStreamPerThread || s->magic == STREAM_MAGIC;
}

cudaError_t cudaStreamCreateWithPriority(cudaStream_t *p, unsigned int flags, int priority) {
  if (!p) return ret(cudaErrorInvalidValue);
  struct CUstream_st *s = malloc(sizeof *s);
  if (!s) return ret(cudaErrorMemoryAllocation);
  s->magic = STREAM_MAGIC;
  s->flags = flags;
  s->prio = priority;
  s->device = cufemu_current_device();
  s->capture = NULL;
  *p = s;
  return cudaSuccess;
}

cudaError_t cudaStreamCreate(cudaStream_t *p) { return cudaStreamCreateWithPriority(p, 0, 0); }

cudaError_t cudaStreamCreateWithFlags(cudaStream_t *p, unsigned int flags) {
  return cudaStreamCreateWithPriority(p, flags, 0);
}

cudaError_t cudaStreamDestroy(cudaStream_t s) {
  if (s == NULL || s == cudaStreamLegacy || s == cudaStreamPerThread || s->magic != STREAM_MAGIC)
    return ret(cudaErrorInvalidResourceHandle);
  s->magic = 0;
  free(s);
  return cudaSuccess;
}

cudaError_t cudaStreamSynchronize(cudaStream_t s) {
  if (cufemu_capturing(s)) return ret(cudaErrorStreamCaptureUnsupported);
  return stream_ok(s) ? cudaSuccess : ret(cudaErrorInvalidResourceHandle);
}

cudaError_t cudaStreamQuery(cudaStream_t s) {
  return stream_ok(s) ? cudaSuccess : ret(cudaErrorInvalidResourceHandle);
}

cudaError_t cudaStreamGetPriority(cudaStream_t s, int *prio) {
  if (!prio || !stream_ok(s)) return ret(cudaErrorInvalidValue);
  *prio = (s == NULL || s == cudaStreamLegacy || s == cudaStreamPerThread) ? 0 : s->prio;
  return cudaSuccess;
}

cudaError_t cudaStreamWaitEvent(cudaStream_t s, cudaEvent_t e, unsigned int flags) {
  (void)flags;
  if (!stream_ok(s) || !e || e->magic != EVENT_MAGIC) return ret(cudaErrorInvalidResourceHandle);
  return cudaSuccess;
}

/* managed memory is host memory, visible to every stream */
cudaError_t cudaStreamAttachMemAsync(cudaStream_t s, void *devPtr, size_t length,
                                     unsigned int flags) {
  (void)devPtr;
  (void)length;
  if (!stream_ok(s)) return ret(cudaErrorInvalidResourceHandle);
  if (flags != cudaMemAttachGlobal && flags != cudaMemAttachHost && flags != cudaMemAttachSingle)
    return ret(cudaErrorInvalidValue);
  return cudaSuccess;
}

cudaError_t cudaStreamAddCallback(cudaStream_t s, cudaStreamCallback_t cb, void *user,
                                  unsigned int flags) {
  if (flags != 0 || !cb || !stream_ok(s)) return ret(cudaErrorInvalidValue);
  cb(s, cudaSuccess, user);
  return cudaSuccess;
}

static cudaError_t capture_host_func(cudaStream_t s, cudaHostFn_t fn, void *user);

cudaError_t cudaLaunchHostFunc(cudaStream_t s, cudaHostFn_t fn, void *user) {
  if (!fn || !stream_ok(s)) return ret(cudaErrorInvalidValue);
  if (cufemu_capturing(s)) return capture_host_func(s, fn, user);
  fn(user);
  return cudaSuccess;
}

cudaError_t cudaEventCreateWithFlags(cudaEvent_t *p, unsigned int flags) {
  if (!p) return ret(cudaErrorInvalidValue);
  struct CUevent_st *e = calloc(1, sizeof *e);
  if (!e) return ret(cudaErrorMemoryAllocation);
  e->magic = EVENT_MAGIC;
  e->flags = flags;
  e->device = cufemu_current_device();
  *p = e;
  return cudaSuccess;
}

cudaError_t cudaEventCreate(cudaEvent_t *p) { return cudaEventCreateWithFlags(p, 0); }

int cufemu_stream_device(cudaStream_t s) {
  return s == NULL || s == cudaStreamLegacy || s == cudaStreamPerThread || s->magic != STREAM_MAGIC
             ? cufemu_current_device()
             : s->device;
}

cudaError_t cudaEventRecord(cudaEvent_t e, cudaStream_t s) {
  if (!e || e->magic != EVENT_MAGIC || !stream_ok(s) || e->device != cufemu_stream_device(s))
    return ret(cudaErrorInvalidResourceHandle);
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  e->t = (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
  e->recorded = 1;
  return cudaSuccess;
}

cudaError_t cudaEventSynchronize(cudaEvent_t e) {
  if (!e || e->magic != EVENT_MAGIC) return ret(cudaErrorInvalidResourceHandle);
  return cudaSuccess;
}

cudaError_t cudaEventQuery(cudaEvent_t e) {
  if (!e || e->magic != EVENT_MAGIC) return ret(cudaErrorInvalidResourceHandle);
  return cudaSuccess;
}

cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t a, cudaEvent_t b) {
  if (!ms) return ret(cudaErrorInvalidValue);
  if (!a || !b || a->magic != EVENT_MAGIC || b->magic != EVENT_MAGIC)
    return ret(cudaErrorInvalidResourceHandle);
  if ((a->flags | b->flags) & cudaEventDisableTiming) return ret(cudaErrorInvalidResourceHandle);
  if (!a->recorded || !b->recorded || a->device != b->device) return ret(cudaErrorInvalidResourceHandle);
  *ms = (float)(b->t - a->t);
  return cudaSuccess;
}

cudaError_t cudaEventDestroy(cudaEvent_t e) {
  if (!e || e->magic != EVENT_MAGIC) return ret(cudaErrorInvalidResourceHandle);
  e->magic = 0;
  free(e);
  return cudaSuccess;
}

/* ---- graphs ---------------------------------------------------------------- */
/* CUDA Graphs by stream capture (newer nvfortran, NEW-170): between
   cudaStreamBeginCapture and cudaStreamEndCapture, the kernel launches
   (cufemu_capture_launch, from cufemu.h's launch_with), async copies and
   memsets and host functions issued to the stream are recorded instead of
   run; each cudaGraphLaunch runs them in that order, as the stream would
   have.  Other work (synchronous copies, other streams) runs at once. */
enum { NODE_LAUNCH, NODE_COPY, NODE_HOST };
typedef struct {
  int kind;
  /* NODE_LAUNCH */
  cufemu_launcher how;
  const char *kernel, *file;
  int line;
  const void *func;
  dim3 grid, block;
  size_t shmem;
  void (*entry)(void *);
  void *closure;
  void (*free_closure)(void *);
  /* NODE_COPY: a 2-D copy, or with src NULL a fill with `value` */
  void *dst;
  const void *src;
  size_t dpitch, spitch, width, height;
  int value;
  /* NODE_HOST */
  cudaHostFn_t fn;
  void *user;
} graph_node;
/* a graph lives until it and every executable made from it are destroyed */
struct CUgraph_st { unsigned magic; int refs; graph_node *nodes; size_t n, cap; };
struct CUgraphExec_st { unsigned magic; struct CUgraph_st *g; };
#define GRAPH_MAGIC 0x47525048u
#define EXEC_MAGIC 0x47455845u

static int capturable(cudaStream_t s) {
  return s && s != cudaStreamLegacy && s != cudaStreamPerThread && s->magic == STREAM_MAGIC;
}

int cufemu_capturing(cudaStream_t s) { return capturable(s) && s->capture != NULL; }

static cudaError_t add_node(cudaStream_t s, const graph_node *node) {
  struct CUgraph_st *g = s->capture;
  if (g->n == g->cap) {
    size_t nc = g->cap ? 2 * g->cap : 16;
    graph_node *nn = realloc(g->nodes, nc * sizeof *nn);
    if (!nn) return ret(cudaErrorMemoryAllocation);
    g->nodes = nn;
    g->cap = nc;
  }
  g->nodes[g->n++] = *node;
  return cudaSuccess;
}

cudaError_t cufemu_capture_launch(cufemu_launcher how, const char *kernel, const char *file,
                                  int line, const void *func, dim3 grid, dim3 block,
                                  size_t shmem, cudaStream_t s, void (*entry)(void *),
                                  void *closure, void (*free_closure)(void *)) {
  graph_node n = {.kind = NODE_LAUNCH, .how = how, .kernel = kernel, .file = file, .line = line,
                  .func = func, .grid = grid, .block = block, .shmem = shmem, .entry = entry,
                  .closure = closure, .free_closure = free_closure};
  cudaError_t e = add_node(s, &n);
  if (e != cudaSuccess) free_closure(closure);
  return e;
}

static cudaError_t capture_copy(cudaStream_t s, void *dst, size_t dpitch, const void *src,
                                size_t spitch, size_t width, size_t height, int value) {
  graph_node n = {.kind = NODE_COPY, .dst = dst, .src = src, .dpitch = dpitch, .spitch = spitch,
                  .width = width, .height = height, .value = value};
  return add_node(s, &n);
}

static cudaError_t capture_host_func(cudaStream_t s, cudaHostFn_t fn, void *user) {
  graph_node n = {.kind = NODE_HOST, .fn = fn, .user = user};
  return add_node(s, &n);
}

cudaError_t cudaGraphCreate(cudaGraph_t *p, unsigned int flags) {
  if (!p || flags) return ret(cudaErrorInvalidValue);
  struct CUgraph_st *g = calloc(1, sizeof *g);
  if (!g) return ret(cudaErrorMemoryAllocation);
  g->magic = GRAPH_MAGIC;
  g->refs = 1;
  *p = g;
  return cudaSuccess;
}

cudaError_t cudaStreamBeginCapture(cudaStream_t s, enum cudaStreamCaptureMode mode) {
  if ((int)mode < 0 || (int)mode > 2) return ret(cudaErrorInvalidValue);
  /* the legacy default stream cannot be captured (CUDA runtime API) */
  if (!capturable(s)) return ret(stream_ok(s) ? cudaErrorStreamCaptureUnsupported
                                              : cudaErrorInvalidResourceHandle);
  if (s->capture) return ret(cudaErrorIllegalState);
  return cudaGraphCreate(&s->capture, 0);
}

cudaError_t cudaStreamEndCapture(cudaStream_t s, cudaGraph_t *p) {
  if (!p) return ret(cudaErrorInvalidValue);
  if (!cufemu_capturing(s)) return ret(cudaErrorStreamCaptureUnmatched);
  *p = s->capture;
  s->capture = NULL;
  return cudaSuccess;
}

cudaError_t cudaStreamIsCapturing(cudaStream_t s, enum cudaStreamCaptureStatus *status) {
  if (!status || !stream_ok(s)) return ret(cudaErrorInvalidValue);
  *status = cufemu_capturing(s) ? cudaStreamCaptureStatusActive : cudaStreamCaptureStatusNone;
  return cudaSuccess;
}

static void graph_release(struct CUgraph_st *g) {
  if (--g->refs) return;
  for (size_t i = 0; i < g->n; i++)
    if (g->nodes[i].kind == NODE_LAUNCH) g->nodes[i].free_closure(g->nodes[i].closure);
  g->magic = 0;
  free(g->nodes);
  free(g);
}

cudaError_t cudaGraphDestroy(cudaGraph_t g) {
  if (!g || g->magic != GRAPH_MAGIC) return ret(cudaErrorInvalidResourceHandle);
  graph_release(g);
  return cudaSuccess;
}

cudaError_t cudaGraphInstantiate(cudaGraphExec_t *p, cudaGraph_t g, unsigned long long flags) {
  (void)flags; /* upload, auto-free, device launch, priority: nothing to do here */
  if (!p) return ret(cudaErrorInvalidValue);
  if (!g || g->magic != GRAPH_MAGIC) return ret(cudaErrorInvalidResourceHandle);
  struct CUgraphExec_st *x = malloc(sizeof *x);
  if (!x) return ret(cudaErrorMemoryAllocation);
  x->magic = EXEC_MAGIC;
  x->g = g;
  g->refs++;
  *p = x;
  return cudaSuccess;
}

cudaError_t cudaGraphLaunch(cudaGraphExec_t x, cudaStream_t s) {
  if (!x || x->magic != EXEC_MAGIC || !stream_ok(s)) return ret(cudaErrorInvalidResourceHandle);
  const struct CUgraph_st *g = x->g;
  for (size_t i = 0; i < g->n; i++) {
    const graph_node *n = &g->nodes[i];
    cudaError_t e = cudaSuccess;
    if (n->kind == NODE_LAUNCH)
      e = n->how(n->kernel, n->file, n->line, n->func, n->grid, n->block, n->shmem, s, n->entry,
                 n->closure);
    else if (n->kind == NODE_COPY && n->src)
      e = cudaMemcpy2D(n->dst, n->dpitch, n->src, n->spitch, n->width, n->height, cudaMemcpyDefault);
    else if (n->kind == NODE_COPY)
      e = cudaMemset2D(n->dst, n->dpitch, n->value, n->width, n->height);
    else
      n->fn(n->user);
    if (e != cudaSuccess) return e;
  }
  return cudaSuccess;
}

cudaError_t cudaGraphUpload(cudaGraphExec_t x, cudaStream_t s) {
  if (!x || x->magic != EXEC_MAGIC || !stream_ok(s)) return ret(cudaErrorInvalidResourceHandle);
  return cudaSuccess;
}

cudaError_t cudaGraphExecDestroy(cudaGraphExec_t x) {
  if (!x || x->magic != EXEC_MAGIC) return ret(cudaErrorInvalidResourceHandle);
  x->magic = 0;
  graph_release(x->g);
  free(x);
  return cudaSuccess;
}

/* ---- error strings ------------------------------------------------------- */
typedef struct { cudaError_t e; const char *name, *text; } errname;
#define E(x, t) {x, #x, t}
static const errname errs[] = {
  E(cudaSuccess, "no error"),
  E(cudaErrorInvalidValue, "invalid argument"),
  E(cudaErrorMemoryAllocation, "out of memory"),
  E(cudaErrorInitializationError, "initialization error"),
  E(cudaErrorCudartUnloading, "driver shutting down"),
  E(cudaErrorMissingConfiguration, "__global__ function call is not configured"),
  E(cudaErrorInvalidConfiguration, "invalid configuration argument"),
  E(cudaErrorInvalidPitchValue, "invalid pitch argument"),
  E(cudaErrorInvalidChannelDescriptor, "invalid channel descriptor"),
  E(cudaErrorInvalidSymbol, "invalid device symbol"),
  E(cudaErrorInvalidHostPointer, "invalid host pointer"),
  E(cudaErrorInvalidDevicePointer, "invalid device pointer"),
  E(cudaErrorInvalidMemcpyDirection, "invalid copy direction for memcpy"),
  E(cudaErrorInvalidDeviceFunction, "invalid device function"),
  E(cudaErrorNoDevice, "no CUDA-capable device is detected"),
  E(cudaErrorInvalidDevice, "invalid device ordinal"),
  E(cudaErrorInvalidResourceHandle, "invalid resource handle"),
  E(cudaErrorIllegalState, "the operation cannot be performed in the present state"),
  E(cudaErrorNotReady, "device not ready"),
  E(cudaErrorIllegalAddress, "an illegal memory access was encountered"),
  E(cudaErrorLaunchOutOfResources, "too many resources requested for launch"),
  E(cudaErrorLaunchTimeout, "the launch timed out and was terminated"),
  E(cudaErrorCooperativeLaunchTooLarge, "too many blocks in cooperative launch"),
  E(cudaErrorPeerAccessAlreadyEnabled, "peer access is already enabled"),
  E(cudaErrorPeerAccessNotEnabled, "peer access has not been enabled"),
  E(cudaErrorHostMemoryAlreadyRegistered, "part or all of the requested memory range is already mapped"),
  E(cudaErrorHostMemoryNotRegistered, "pointer does not correspond to a registered memory region"),
  E(cudaErrorAssert, "device-side assert triggered"),
  E(cudaErrorLaunchFailure, "unspecified launch failure"),
  E(cudaErrorUnsupportedLimit, "limit is not supported on this architecture"),
  E(cudaErrorNotSupported, "operation not supported"),
  E(cudaErrorStreamCaptureUnsupported, "operation not permitted when stream is capturing"),
  E(cudaErrorStreamCaptureInvalidated, "operation failed due to a previous error during capture"),
  E(cudaErrorStreamCaptureUnmatched, "capture was not initiated in this stream"),
  E(cudaErrorNotPermitted, "operation not permitted"),
  E(cudaErrorUnknown, "unknown error"),
};
#undef E

const char *cudaGetErrorString(cudaError_t error) {
  for (size_t i = 0; i < sizeof errs / sizeof errs[0]; i++)
    if (errs[i].e == error) return errs[i].text;
  return "unrecognized error code";
}

const char *cudaGetErrorName(cudaError_t error) {
  for (size_t i = 0; i < sizeof errs / sizeof errs[0]; i++)
    if (errs[i].e == error) return errs[i].name;
  return "cudaErrorUnknown";
}
