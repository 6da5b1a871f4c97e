/*
 * cuf_devrt.h — the CUDA runtime API as device code calls it (guide chapter
 * 4, the routines "available in device code starting in CUDA 5.0"; checklist
 * B-RT-01..19) and kernel launches from device code (dynamic parallelism,
 * A-LCH-14).  Included after cuf_fortran.h by generated files that use it
 * (src/device/dynamic.c writes the calls); needs relocatable device code and
 * libcudadevrt natively (the driver links both unless -gpu=nordc).
 *
 * Natively these wrap CUDA 12's device runtime (CDP2).  In emulation the same
 * code calls libcufemu's host runtime, and the work that device code puts in
 * a stream — child grids and asynchronous copies — is queued and runs, in
 * the order it was queued, after the launching grid has finished
 * (cufemu_defer).  Both are schedules CUDA allows: a child grid starts at
 * some point after its launch and is complete before its parent grid is.
 *
 *   CUF_CHILD_LAUNCH(kernel, grid, block, shmem, stream, args...)
 *       kernel<<<grid, block, shmem, stream>>>(args...) from device code;
 *       grid and block are cuf_dim3 or integers.
 *   cuf_dev_*(...)  one per runtime routine: Fortran's integer kinds in,
 *       the CUDA error code out (int).  Counts are bytes.
 *
 * cudaMemcpy and cudaMemcpy2D have no device-side version in CUDA 12: the
 * calling thread copies, which completes before the call returns, as the
 * synchronous routines promise.
 */
#ifndef CUF_DEVRT_H
#define CUF_DEVRT_H

#include <stdint.h>

__host__ __device__ inline dim3 cuf_dim(cuf_dim3 d) { return dim3((unsigned)d.x, (unsigned)d.y, (unsigned)d.z); }
__host__ __device__ inline dim3 cuf_dim(long long n) { return dim3((unsigned)n, 1u, 1u); }

#if defined(CUF_EMU)
#define CUF_CHILD_LAUNCH(kernel, grid, block, shmem, stream, ...)              \
  ((void)::cufemu_detail::launch_child(#kernel, __FILE__, __LINE__, kernel,   \
                                       cuf_dim(grid), cuf_dim(block),         \
                                       (size_t)(shmem), (cudaStream_t)(stream), \
                                       ##__VA_ARGS__))
#else
#define CUF_CHILD_LAUNCH(kernel, grid, block, shmem, stream, ...)              \
  kernel<<<cuf_dim(grid), cuf_dim(block), (size_t)(shmem), (cudaStream_t)(stream)>>>(__VA_ARGS__)
#endif

/* integer results of any kind: a default integer is integer(8) under -i8 */
template <class T> __device__ inline int cuf_dev_get_device_count(T *n) {
  int i = 0;
  int e = (int)cudaGetDeviceCount(&i);
  *n = (T)i;
  return e;
}
template <class T> __device__ inline int cuf_dev_get_device(T *d) {
  int i = 0;
  int e = (int)cudaGetDevice(&i);
  *d = (T)i;
  return e;
}
__device__ inline int cuf_dev_get_last_error() { return (int)cudaGetLastError(); }
__device__ inline int cuf_dev_peek_at_last_error() { return (int)cudaPeekAtLastError(); }

template <class T> __device__ inline int cuf_dev_attribute(T *v, int attr, int dev) {
  int i = 0;
  int e = (int)cudaDeviceGetAttribute(&i, (enum cudaDeviceAttr)attr, dev);
  *v = (T)i;
  return e;
}

/* type(cudaFuncAttributes) holds the leading fields of CUDA's struct, in
 * its order (modules/tools/cudafor.f90.in). */
__device__ inline int cuf_dev_func_attributes(void *attr, size_t bytes, const void *func) {
  struct cudaFuncAttributes a;
  int e = (int)cudaFuncGetAttributes(&a, func);
  memcpy(attr, &a, bytes < sizeof a ? bytes : sizeof a);
  return e;
}

__device__ inline int cuf_dev_get_limit(long long *v, int limit) {
  size_t s = 0;
  int e = (int)cudaDeviceGetLimit(&s, (enum cudaLimit)limit);
  *v = (long long)s;
  return e;
}

template <class T> __device__ inline int cuf_dev_get_cache_config(T *c) {
  enum cudaFuncCache f = cudaFuncCachePreferNone;
  int e = (int)cudaDeviceGetCacheConfig(&f);
  *c = (T)f;
  return e;
}

/* Streams are integer(cuda_stream_kind), events type(cudaEvent): one
 * pointer-sized handle each. */
__device__ inline int cuf_dev_stream_create(long long *s, int flags) {
  cudaStream_t st = 0;
  int e = (int)cudaStreamCreateWithFlags(&st, (unsigned)flags);
  *s = (long long)(intptr_t)st;
  return e;
}
__device__ inline int cuf_dev_stream_destroy(long long s) { return (int)cudaStreamDestroy((cudaStream_t)(intptr_t)s); }
__device__ inline int cuf_dev_event_create(void *ev, int flags) {
  return (int)cudaEventCreateWithFlags((cudaEvent_t *)ev, (unsigned)flags);
}
__device__ inline int cuf_dev_event_destroy(const void *ev) { return (int)cudaEventDestroy(*(const cudaEvent_t *)ev); }
__device__ inline int cuf_dev_event_record(const void *ev, long long s) {
  return (int)cudaEventRecord(*(const cudaEvent_t *)ev, (cudaStream_t)(intptr_t)s);
}
__device__ inline int cuf_dev_stream_wait_event(long long s, const void *ev, int flags) {
  return (int)cudaStreamWaitEvent((cudaStream_t)(intptr_t)s, *(const cudaEvent_t *)ev, (unsigned)flags);
}

__device__ inline int cuf_dev_malloc(void **p, long long bytes) { return (int)cudaMalloc(p, (size_t)bytes); }
__device__ inline int cuf_dev_free(void *p) { return (int)cudaFree(p); }

__device__ inline int cuf_dev_memcpy(void *dst, const void *src, long long bytes) {
  if (bytes > 0) memcpy(dst, src, (size_t)bytes);
  return 0;
}
__device__ inline int cuf_dev_memcpy_2d(void *dst, long long dpitch, const void *src, long long spitch,
                                        long long width, long long height) {
  for (long long r = 0; r < height; r++)
    memcpy((char *)dst + r * dpitch, (const char *)src + r * spitch, (size_t)width);
  return 0;
}

#if defined(CUF_EMU)
namespace cufemu_detail {
struct copy_2d { void *dst; const void *src; long long dpitch, spitch, width, height; };
inline void run_copy_2d(void *p) {
  copy_2d *c = static_cast<copy_2d *>(p);
  cuf_dev_memcpy_2d(c->dst, c->dpitch, c->src, c->spitch, c->width, c->height);
  delete c;
}
} // namespace cufemu_detail
inline int cuf_dev_memcpy_2d_async(void *dst, long long dpitch, const void *src, long long spitch,
                                   long long width, long long height, long long) {
  cufemu_defer(&cufemu_detail::run_copy_2d,
               new cufemu_detail::copy_2d{dst, src, dpitch, spitch, width, height});
  return 0;
}
inline int cuf_dev_memcpy_async(void *dst, const void *src, long long bytes, long long s) {
  return cuf_dev_memcpy_2d_async(dst, bytes, src, bytes, bytes, 1, s);
}
#else
__device__ inline int cuf_dev_memcpy_async(void *dst, const void *src, long long bytes, long long s) {
  return (int)cudaMemcpyAsync(dst, src, (size_t)bytes, cudaMemcpyDefault, (cudaStream_t)(intptr_t)s);
}
__device__ inline int cuf_dev_memcpy_2d_async(void *dst, long long dpitch, const void *src, long long spitch,
                                              long long width, long long height, long long s) {
  return (int)cudaMemcpy2DAsync(dst, (size_t)dpitch, src, (size_t)spitch, (size_t)width, (size_t)height,
                                cudaMemcpyDefault, (cudaStream_t)(intptr_t)s);
}
#endif

#endif /* CUF_DEVRT_H */
