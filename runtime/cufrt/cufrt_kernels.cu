/*
 * cufrt_kernels.cu — gather/scatter and fill kernels behind cufrt_copy and
 * cufrt_fill.  Natively compiled by nvcc; with -DCUF_EMU compiled by g++ as
 * plain host loops (device memory is host memory in emulation).
 */
#include "cufrt_internal.h"
#ifndef CUF_EMU
#include <cuda_runtime.h>
#define CUFRT_HD __host__ __device__ __forceinline__
#else
#define CUFRT_HD inline
#endif
#include <stdint.h>
#include <string.h>
#if defined(CUF_EMU)
#include "cufemu.h" /* cufemu_mark_written: the copy initialises device memory */
#endif

namespace {

CUFRT_HD void offsets(const cufrt_iter &it, size_t i, long long &doff, long long &soff) {
  doff = 0;
  soff = 0;
  for (int d = 0; d < it.rank; d++) {
    long long e = it.ext[d];
    long long k = (long long)(i % (size_t)e);
    i /= (size_t)e;
    doff += k * it.dsm[d];
    soff += k * it.ssm[d];
  }
}

#ifndef CUF_EMU
template <typename W>
__global__ void k_copy(char *dst, const char *src, cufrt_iter it, size_t n, size_t words) {
  size_t stride = (size_t)gridDim.x * blockDim.x;
  for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride) {
    long long doff, soff;
    offsets(it, i, doff, soff);
    W *d = reinterpret_cast<W *>(dst + doff);
    const W *s = reinterpret_cast<const W *>(src + soff);
    for (size_t w = 0; w < words; w++) d[w] = s[w];
  }
}

template <typename W>
__global__ void k_fill(char *dst, cufrt_iter it, size_t n, cufrt_value v, size_t words) {
  size_t stride = (size_t)gridDim.x * blockDim.x;
  W val[CUFRT_MAXVAL / sizeof(W)];
  for (size_t w = 0; w < words; w++) memcpy(&val[w], v.b + w * sizeof(W), sizeof(W));
  for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride) {
    long long doff, soff;
    offsets(it, i, doff, soff);
    W *d = reinterpret_cast<W *>(dst + doff);
    for (size_t w = 0; w < words; w++) d[w] = val[w];
  }
}

unsigned grid_for(size_t n) {
  size_t b = (n + 255) / 256;
  if (b > 65536) b = 65536;
  if (b == 0) b = 1;
  return (unsigned)b;
}

template <typename W>
cudaError_t launch_copy(char *dst, const char *src, const cufrt_iter *it, size_t n, size_t elem,
                        cudaStream_t s) {
  k_copy<W><<<grid_for(n), 256, 0, s>>>(dst, src, *it, n, elem / sizeof(W));
  return cudaGetLastError();
}
template <typename W>
cudaError_t launch_fill(char *dst, const cufrt_iter *it, size_t n, const cufrt_value *v,
                        size_t elem, cudaStream_t s) {
  k_fill<W><<<grid_for(n), 256, 0, s>>>(dst, *it, n, *v, elem / sizeof(W));
  return cudaGetLastError();
}
#endif

} // namespace

extern "C" cudaError_t cufrt_dev_copy(char *dst, const char *src, const cufrt_iter *it, size_t n,
                                      size_t elem, size_t word, cudaStream_t stream) {
  if (n == 0) return cudaSuccess;
#ifndef CUF_EMU
  switch (word) {
  case 8: return launch_copy<unsigned long long>(dst, src, it, n, elem, stream);
  case 4: return launch_copy<unsigned int>(dst, src, it, n, elem, stream);
  case 2: return launch_copy<unsigned short>(dst, src, it, n, elem, stream);
  default: return launch_copy<unsigned char>(dst, src, it, n, elem, stream);
  }
#else
  (void)word;
  (void)stream;
  for (size_t i = 0; i < n; i++) {
    long long doff, soff;
    offsets(*it, i, doff, soff);
    memcpy(dst + doff, src + soff, elem);
    cufemu_mark_written(dst + doff, elem);
  }
  return cudaSuccess;
#endif
}

extern "C" cudaError_t cufrt_dev_fill(char *dst, const cufrt_iter *it, size_t n,
                                      const cufrt_value *v, size_t elem, size_t word,
                                      cudaStream_t stream) {
  if (n == 0) return cudaSuccess;
#ifndef CUF_EMU
  switch (word) {
  case 8: return launch_fill<unsigned long long>(dst, it, n, v, elem, stream);
  case 4: return launch_fill<unsigned int>(dst, it, n, v, elem, stream);
  case 2: return launch_fill<unsigned short>(dst, it, n, v, elem, stream);
  default: return launch_fill<unsigned char>(dst, it, n, v, elem, stream);
  }
#else
  (void)word;
  (void)stream;
  for (size_t i = 0; i < n; i++) {
    long long doff, soff;
    offsets(*it, i, doff, soff);
    memcpy(dst + doff, v->b, elem);
    cufemu_mark_written(dst + doff, elem);
  }
  return cudaSuccess;
#endif
}
