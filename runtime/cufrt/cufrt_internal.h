/* cufrt_internal.h — between transfer.c, stage.c and cufrt_kernels.cu (not
   installed). */
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

/* ---- transfer.c ---- */
/* byte offset of element e (first dimension fastest) along strides sm */
long long cufrt_iter_offset(const cufrt_iter *it, const long long *sm, size_t e);
/* host copy of elements [a, b) of `it`; dst and src are the addresses of
   element a on each side */
void cufrt_copy_range(char *dst, const char *src, const cufrt_iter *it, size_t elem, size_t a,
                      size_t b);

/* ---- stage.c: pageable host memory through pinned buffers ---- */
#define CUFRT_STAGE_MAXTHREADS 64
#define CUFRT_STAGE_MAXDEPTH 16
typedef struct {
  size_t chunk;   /* CUFRT_STAGE_CHUNK: bytes per chunk */
  size_t depth;   /* CUFRT_STAGE_DEPTH: pinned buffers (chunks in flight) */
  size_t threads; /* CUFRT_STAGE_THREADS: host threads copying */
  size_t contig_threads; /* CUFRT_STAGE_CONTIG_THREADS: of those, on a contiguous host side */
  size_t stream;  /* CUFRT_STAGE_STREAM: smallest contiguous d2h copied out
                     with streaming stores (0: never) */
  size_t min;     /* CUFRT_STAGE_MIN: smallest contiguous transfer staged */
  size_t span;    /* CUFRT_STAGE_SPAN: covering span / bytes up to which a
                     pinned strided h2d section crosses whole */
  size_t row;     /* CUFRT_STAGE_ROW: narrowest pinned rows for cudaMemcpy2D */
  size_t small;   /* CUFRT_STAGE_SMALL: sections below this go by cudaMemcpy2D */
  size_t part;    /* CUFRT_STAGE_PART: bytes a host thread copies at least, the smallest chunk */
  int strided;    /* CUFRT_STRIDED_VARIANT: pinned element-strided sections */
} cufrt_stage_settings;
enum { CUFRT_STRIDED_STAGE, CUFRT_STRIDED_SPAN, CUFRT_STRIDED_2D };
const cufrt_stage_settings *cufrt_stage_settings_get(void);
/* The n elements of `it` between host memory (its strides in it) and
   contiguous device memory, on `stream`: h2d returns once the host side is
   read (with stream 0, once the copy is complete), d2h once the host side
   is written.  0 when no pinned buffer can be had (nothing was moved). */
int cufrt_stage_h2d(char *dev_dst, const char *host, const cufrt_iter *it, size_t n, size_t elem,
                    cudaStream_t stream, const char *what, const char *file, int line);
int cufrt_stage_d2h(char *host, const char *dev_src, const cufrt_iter *it, size_t n, size_t elem,
                    cudaStream_t stream, const char *what, const char *file, int line);
#ifdef __cplusplus
}
#endif
#endif
