/*
 * arrays.c — CUDA arrays and 3D (pitched) memory of libcufemu's virtual device.
 *
 * A cudaArray_t is an opaque handle; here it points to a struct cudaArray
 * that owns a dense block of device memory (cudaMalloc): d slices of h rows
 * of w elements, the element size coming from the channel descriptor.  A 1D
 * array has h = 1 and a 2D array d = 1 (an extent of 0 means 1).  Every copy
 * is row by row through cudaMemcpy2D / cudaMemset2D, which check the kind
 * and the pitches.
 *
 * Units, as in CUDA's runtime API:
 *   - cudaMemcpy{,2D}{To,From}Array and the ArrayToArray copies take x
 *     offsets and widths in BYTES, y offsets and heights in rows; they see
 *     a 3D or layered array as its h*d rows.
 *   - cudaMemcpy3D takes positions and the extent in ELEMENTS of the array
 *     taking part (both arrays must then have the same element size), and
 *     in bytes on the linear side; with no array the extent is in bytes.
 *   - cudaMalloc3D / cudaMemset3D extents: width in bytes, height in rows,
 *     depth in slices of pitch * ysize bytes.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "cufemu_internal.h"

#include <stdlib.h>

#define ARRAY_MAGIC 0x41525259u

struct cudaArray {
  unsigned magic;
  size_t w, h, d;   /* in elements, rows, slices; all >= 1 */
  size_t elsize;    /* bytes of one element */
  char *data;       /* d * h * w * elsize bytes of device memory */
};

/* one side of a 3D copy: where its first row starts, and its strides */
typedef struct { char *base; size_t pitch, slice; } side;

static cudaError_t ret(cudaError_t e) {
  cufemu_set_error(e);
  return e;
}

static int array_ok(cudaArray_const_t a) { return a && a->magic == ARRAY_MAGIC; }

static size_t row_bytes(cudaArray_const_t a) { return a->w * a->elsize; }

/* x fits in [0, n] and [x, x + len) fits in [0, n), without overflow */
static int fits(size_t x, size_t len, size_t n) { return x <= n && len <= n - x; }

struct cudaChannelFormatDesc cudaCreateChannelDesc(int x, int y, int z, int w,
                                                   enum cudaChannelFormatKind f) {
  struct cudaChannelFormatDesc d = {x, y, z, w, f};
  return d;
}

/* bytes of one element, 0 for a descriptor that an array cannot have:
   channels of 0/8/16/32 bits, x present, kind signed, unsigned or float */
static size_t channel_bytes(const struct cudaChannelFormatDesc *d) {
  const int bits[4] = {d->x, d->y, d->z, d->w};
  size_t total = 0;
  if (d->f != cudaChannelFormatKindSigned && d->f != cudaChannelFormatKindUnsigned &&
      d->f != cudaChannelFormatKindFloat)
    return 0;
  for (int i = 0; i < 4; i++) {
    if (bits[i] != 0 && bits[i] != 8 && bits[i] != 16 && bits[i] != 32) return 0;
    total += (size_t)bits[i] / 8;
  }
  return d->x ? total : 0;
}

/* flags (layered, cubemap, surface load/store, ...) change nothing here:
   a layered or cubemap array is stored like a 3D one */
static cudaError_t array_new(cudaArray_t *out, const struct cudaChannelFormatDesc *desc,
                             struct cudaExtent ext) {
  if (!out || !desc) return ret(cudaErrorInvalidValue);
  *out = NULL;
  size_t es = channel_bytes(desc);
  if (!es) return ret(cudaErrorInvalidChannelDescriptor);
  if (ext.width == 0 || (ext.height == 0 && ext.depth != 0)) return ret(cudaErrorInvalidValue);
  size_t h = ext.height ? ext.height : 1, d = ext.depth ? ext.depth : 1, bytes;
  if (__builtin_mul_overflow(ext.width, es, &bytes) || __builtin_mul_overflow(bytes, h, &bytes) ||
      __builtin_mul_overflow(bytes, d, &bytes))
    return ret(cudaErrorMemoryAllocation);
  struct cudaArray *a = malloc(sizeof *a);
  if (!a) return ret(cudaErrorMemoryAllocation);
  cudaError_t e = cudaMalloc((void **)&a->data, bytes);
  if (e != cudaSuccess) {
    free(a);
    return e;
  }
  a->magic = ARRAY_MAGIC;
  a->w = ext.width;
  a->h = h;
  a->d = d;
  a->elsize = es;
  *out = a;
  return cudaSuccess;
}

cudaError_t cudaMallocArray(cudaArray_t *array, const struct cudaChannelFormatDesc *desc,
                            size_t width, size_t height, unsigned int flags) {
  (void)flags;
  struct cudaExtent ext = {width, height, 0};
  return array_new(array, desc, ext);
}

cudaError_t cudaMalloc3DArray(cudaArray_t *array, const struct cudaChannelFormatDesc *desc,
                              struct cudaExtent extent, unsigned int flags) {
  (void)flags;
  return array_new(array, desc, extent);
}

cudaError_t cudaFreeArray(cudaArray_t array) {
  if (!array) return cudaSuccess;
  if (!array_ok(array)) return ret(cudaErrorInvalidResourceHandle);
  cudaFree(array->data);
  array->magic = 0;
  free(array);
  return cudaSuccess;
}

/* ---- 2D copies: x in bytes, y in rows ------------------------------------ */

/* the address of (x bytes, row y) of a, if a width x height block fits there */
static cudaError_t array_block(cudaArray_const_t a, size_t x, size_t y, size_t width,
                               size_t height, char **p) {
  if (!array_ok(a)) return ret(cudaErrorInvalidResourceHandle);
  if (!fits(x, width, row_bytes(a)) || !fits(y, height, a->h * a->d))
    return ret(cudaErrorInvalidValue);
  *p = a->data + y * row_bytes(a) + x;
  return cudaSuccess;
}

cudaError_t cudaMemcpy2DToArray(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src,
                                size_t spitch, size_t width, size_t height,
                                enum cudaMemcpyKind kind) {
  char *d;
  cudaError_t e = array_block(dst, wOffset, hOffset, width, height, &d);
  if (e != cudaSuccess) return e;
  return cudaMemcpy2D(d, row_bytes(dst), src, spitch, width, height, kind);
}

cudaError_t cudaMemcpy2DFromArray(void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset,
                                  size_t hOffset, size_t width, size_t height,
                                  enum cudaMemcpyKind kind) {
  char *s;
  cudaError_t e = array_block(src, wOffset, hOffset, width, height, &s);
  if (e != cudaSuccess) return e;
  return cudaMemcpy2D(dst, dpitch, s, row_bytes(src), width, height, kind);
}

cudaError_t cudaMemcpy2DArrayToArray(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst,
                                     cudaArray_const_t src, size_t wOffsetSrc,
                                     size_t hOffsetSrc, size_t width, size_t height,
                                     enum cudaMemcpyKind kind) {
  char *d, *s;
  cudaError_t e = array_block(dst, wOffsetDst, hOffsetDst, width, height, &d);
  if (e == cudaSuccess) e = array_block(src, wOffsetSrc, hOffsetSrc, width, height, &s);
  if (e != cudaSuccess) return e;
  return cudaMemcpy2D(d, row_bytes(dst), s, row_bytes(src), width, height, kind);
}

/* ---- linear copies (deprecated): count bytes from (x bytes, row y) on,
   running on into the following rows -------------------------------------- */

static cudaError_t array_span(cudaArray_const_t a, size_t x, size_t y, size_t count, char **p) {
  if (!array_ok(a)) return ret(cudaErrorInvalidResourceHandle);
  size_t rows = a->h * a->d;
  if (x >= row_bytes(a) || y >= rows ||
      !fits(y * row_bytes(a) + x, count, rows * row_bytes(a)))
    return ret(cudaErrorInvalidValue);
  *p = a->data + y * row_bytes(a) + x;
  return cudaSuccess;
}

cudaError_t cudaMemcpyToArray(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src,
                              size_t count, enum cudaMemcpyKind kind) {
  char *d;
  cudaError_t e = array_span(dst, wOffset, hOffset, count, &d);
  if (e != cudaSuccess) return e;
  return cudaMemcpy(d, src, count, kind);
}

cudaError_t cudaMemcpyFromArray(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset,
                                size_t count, enum cudaMemcpyKind kind) {
  char *s;
  cudaError_t e = array_span(src, wOffset, hOffset, count, &s);
  if (e != cudaSuccess) return e;
  return cudaMemcpy(dst, s, count, kind);
}

cudaError_t cudaMemcpyArrayToArray(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst,
                                   cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc,
                                   size_t count, enum cudaMemcpyKind kind) {
  char *d, *s;
  cudaError_t e = array_span(dst, wOffsetDst, hOffsetDst, count, &d);
  if (e == cudaSuccess) e = array_span(src, wOffsetSrc, hOffsetSrc, count, &s);
  if (e != cudaSuccess) return e;
  return cudaMemcpy(d, s, count, kind);
}

/* ---- 3D ------------------------------------------------------------------ */

cudaError_t cudaMalloc3D(struct cudaPitchedPtr *pitchedDevPtr, struct cudaExtent extent) {
  if (!pitchedDevPtr) return ret(cudaErrorInvalidValue);
  size_t rows;
  if (__builtin_mul_overflow(extent.height, extent.depth, &rows))
    return ret(cudaErrorMemoryAllocation);
  void *p = NULL;
  size_t pitch = 0;
  cudaError_t e = cudaMallocPitch(&p, &pitch, extent.width, rows);
  if (e != cudaSuccess) return e;
  pitchedDevPtr->ptr = p;
  pitchedDevPtr->pitch = pitch;
  pitchedDevPtr->xsize = extent.width;
  pitchedDevPtr->ysize = extent.height;
  return cudaSuccess;
}

/* One side of a 3D copy: exactly one of a, pp.ptr is given.  ext.width is
   in elements of the array(s) taking part; wbytes is it in bytes. */
static cudaError_t side_of(cudaArray_const_t a, struct cudaPos pos, struct cudaPitchedPtr pp,
                           struct cudaExtent ext, size_t wbytes, side *s) {
  if (!a == !pp.ptr) return ret(cudaErrorInvalidValue);
  if (a) {
    if (!array_ok(a)) return ret(cudaErrorInvalidResourceHandle);
    if (!fits(pos.x, ext.width, a->w) || !fits(pos.y, ext.height, a->h) ||
        !fits(pos.z, ext.depth, a->d))
      return ret(cudaErrorInvalidValue);
    s->pitch = row_bytes(a);
    s->slice = s->pitch * a->h;
    s->base = a->data + pos.z * s->slice + pos.y * s->pitch + pos.x * a->elsize;
    return cudaSuccess;
  }
  if (!fits(pos.x, wbytes, pp.pitch)) return ret(cudaErrorInvalidPitchValue);
  /* slices are ysize rows apart, so rows past ysize would run into the next */
  if ((ext.depth > 1 || pos.z > 0) && !fits(pos.y, ext.height, pp.ysize))
    return ret(cudaErrorInvalidValue);
  s->pitch = pp.pitch;
  s->slice = pp.pitch * pp.ysize;
  s->base = (char *)pp.ptr + pos.z * s->slice + pos.y * s->pitch + pos.x;
  return cudaSuccess;
}

cudaError_t cudaMemcpy3D(const struct cudaMemcpy3DParms *p) {
  if (!p) return ret(cudaErrorInvalidValue);
  struct cudaExtent ext = p->extent;
  size_t es = 0; /* element size of the array(s) taking part */
  cudaArray_const_t arrays[2] = {p->srcArray, p->dstArray};
  for (int i = 0; i < 2; i++)
    if (array_ok(arrays[i])) {
      if (es && es != arrays[i]->elsize) return ret(cudaErrorInvalidValue);
      es = arrays[i]->elsize;
    }
  size_t wbytes = ext.width * (es ? es : 1);
  side src, dst;
  cudaError_t e = side_of(p->srcArray, p->srcPos, p->srcPtr, ext, wbytes, &src);
  if (e == cudaSuccess) e = side_of(p->dstArray, p->dstPos, p->dstPtr, ext, wbytes, &dst);
  for (size_t z = 0; e == cudaSuccess && z < ext.depth; z++)
    e = cudaMemcpy2D(dst.base + z * dst.slice, dst.pitch, src.base + z * src.slice, src.pitch,
                     wbytes, ext.height, p->kind);
  return e;
}

cudaError_t cudaMemcpy3DAsync(const struct cudaMemcpy3DParms *p, cudaStream_t stream) {
  (void)stream;
  return cudaMemcpy3D(p);
}

cudaError_t cudaMemset3D(struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent) {
  if (extent.width == 0 || extent.height == 0 || extent.depth == 0) return cudaSuccess;
  if (!pitchedDevPtr.ptr || extent.width > pitchedDevPtr.pitch ||
      (extent.depth > 1 && extent.height > pitchedDevPtr.ysize))
    return ret(cudaErrorInvalidValue);
  size_t slice = pitchedDevPtr.pitch * pitchedDevPtr.ysize;
  cudaError_t e = cudaSuccess;
  for (size_t z = 0; e == cudaSuccess && z < extent.depth; z++)
    e = cudaMemset2D((char *)pitchedDevPtr.ptr + z * slice, pitchedDevPtr.pitch, value,
                     extent.width, extent.height);
  return e;
}
