/* cufrt_internal.h — between cufrt.c and cufrt_kernels.cu (not installed). */
#ifndef CUFRT_INTERNAL_H
#define CUFRT_INTERNAL_H
#include <stddef.h>
#include <cuda_runtime_api.h>

#define CUFRT_MAXRANK 15
/* An iteration space of `rank` dimensions (first fastest) with byte strides;
   extents are the same for the source and destination of a copy. */
typedef struct {
  int rank;
  long long ext[CUFRT_MAXRANK];
  long long dsm[CUFRT_MAXRANK]; /* destination byte strides */
  long long ssm[CUFRT_MAXRANK]; /* source byte strides */
} cufrt_iter;

#define CUFRT_MAXVAL 64
typedef struct { unsigned char b[CUFRT_MAXVAL]; } cufrt_value;

#ifdef __cplusplus
extern "C" {
#endif
/* dst[i] = src[i] for the n = prod(ext) elements of `it`, elem bytes each,
   moved in words of `word` bytes (word divides elem and every address).
   On the device, asynchronously on `stream`.  Returns the launch error. */
cudaError_t cufrt_dev_copy(char *dst, const char *src, const cufrt_iter *it, size_t n,
                           size_t elem, size_t word, cudaStream_t stream);
/* dst[i] = value (uses it->dsm only) */
cudaError_t cufrt_dev_fill(char *dst, const cufrt_iter *it, size_t n, const cufrt_value *v,
                           size_t elem, size_t word, cudaStream_t stream);
#ifdef __cplusplus
}
#endif
#endif
