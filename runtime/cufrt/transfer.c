/*
 * transfer.c — array assignments that move data (guide 3.4.1, book 3.1):
 * host<->device, device<->device and host<->host copies of whole arrays and
 * sections, scalar broadcasts to device arrays, and contiguous transfers.
 * The contract is documented in cufrt.h; pageable host memory goes through
 * stage.c.
 */
#include "cufrt.h"
#include "cufrt_internal.h"

#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CK(call, what) cufrt_check((int)(call), (what), file, line)

/* What a failed transfer of each direction (CUFRT_H2H .. CUFRT_DEFAULT)
   says: constant strings, not formatted on the way, since a small transfer
   takes ~8 us and snprintf ~0.1 us of it (bench/ transfer sweep). */
static const char *const transfer_what[] = {"transfer (host to host)", "transfer (host to device)",
                                            "transfer (device to host)", "transfer (device to device)",
                                            "transfer (default)"};
static const char *const array_transfer_what[] = {"array transfer (host to host)", "array transfer (host to device)",
                                                  "array transfer (device to host)",
                                                  "array transfer (device to device)", "array transfer (default)"};

void cufrt_memcpy(void *dst, const void *src, size_t bytes, int direction, cudaStream_t stream,
                  const char *file, int line) {
  if (bytes == 0) return;
  if (direction < 0 || direction > 4) cufrt_errorf(file, line, "invalid transfer direction %d", direction);
  const char *what = transfer_what[direction];
  if (stream == 0)
    CK(cudaMemcpy(dst, src, bytes, (enum cudaMemcpyKind)direction), what);
  else
    CK(cudaMemcpyAsync(dst, src, bytes, (enum cudaMemcpyKind)direction, stream), what);
}

static void shape_str(const CFI_cdesc_t *d, char *buf, size_t n) {
  size_t k = 0;
  k += (size_t)snprintf(buf + k, n - k, "(");
  for (int i = 0; i < d->rank && k < n; i++)
    k += (size_t)snprintf(buf + k, n - k, "%s%lld", i ? "," : "", (long long)d->dim[i].extent);
  if (k < n) snprintf(buf + k, n - k, ")");
}

static size_t count_of(const CFI_cdesc_t *d) {
  size_t n = 1;
  for (int i = 0; i < d->rank; i++) n *= d->dim[i].extent > 0 ? (size_t)d->dim[i].extent : 0;
  return n;
}

/* d describes contiguous memory (every extent 1 skipped) */
static int desc_contig(const CFI_cdesc_t *d) {
  long long want = (long long)d->elem_len;
  for (int i = 0; i < d->rank; i++) {
    if (d->dim[i].extent == 1) continue;
    if ((long long)d->dim[i].sm != want) return 0;
    want *= (long long)d->dim[i].extent;
  }
  return 1;
}

static int side_contig(const long long *ext, const long long *sm, int rank, size_t elem) {
  long long want = (long long)elem;
  for (int d = 0; d < rank; d++) {
    if (sm[d] != want) return 0;
    want *= ext[d];
  }
  return 1;
}

static void contig_strides(const cufrt_iter *it, long long *sm, size_t elem) {
  long long s = (long long)elem;
  for (int d = 0; d < it->rank; d++) {
    sm[d] = s;
    s *= it->ext[d];
  }
}

static void merge_dims(cufrt_iter *it) {
  int r = 0;
  for (int k = 0; k < it->rank; k++) {
    if (r > 0 && it->dsm[k] == it->dsm[r - 1] * it->ext[r - 1] &&
        it->ssm[k] == it->ssm[r - 1] * it->ext[r - 1]) {
      it->ext[r - 1] *= it->ext[k];
    } else {
      it->ext[r] = it->ext[k];
      it->dsm[r] = it->dsm[k];
      it->ssm[r] = it->ssm[k];
      r++;
    }
  }
  it->rank = r;
}

/* joint iteration space of dst and src (src may be NULL: fill) */
static size_t build_iter(const CFI_cdesc_t *dst, const CFI_cdesc_t *src, cufrt_iter *it,
                         const char *file, int line) {
  memset(it, 0, sizeof *it);
  if (dst->rank > CFI_MAX_RANK || (src && src->rank > CFI_MAX_RANK))
    cufrt_errorf(file, line, "array of invalid rank in a transfer");
  size_t n = count_of(dst);
  if (src) {
    if (src->elem_len != dst->elem_len)
      cufrt_errorf(file, line, "array assignment between elements of %zu and %zu bytes",
                   (size_t)dst->elem_len, (size_t)src->elem_len);
    int nd = 0, ns = 0, ok = count_of(src) == n;
    long long de[CFI_MAX_RANK], se[CFI_MAX_RANK];
    for (int i = 0; i < dst->rank; i++)
      if (dst->dim[i].extent != 1) de[nd++] = (long long)dst->dim[i].extent;
    for (int i = 0; i < src->rank; i++)
      if (src->dim[i].extent != 1) se[ns++] = (long long)src->dim[i].extent;
    if (ok && n > 0) {
      ok = nd == ns;
      for (int i = 0; ok && i < nd; i++) ok = de[i] == se[i];
    }
    if (!ok) {
      char a[160], b[160];
      shape_str(dst, a, sizeof a);
      shape_str(src, b, sizeof b);
      if (!desc_contig(dst) || !desc_contig(src))
        cufrt_errorf(file, line, "shapes of the array assignment do not conform: %s and %s", a, b);
      /* Two whole contiguous arrays of different shapes: nvfortran copies the
       * smaller one's elements, in array element order, to the start of the
       * other (the book's transposeMPI, App. D.4, reads back a device tile
       * into a larger host array this way).  Not standard Fortran: say so,
       * once per statement. */
      size_t m = count_of(src) < n ? count_of(src) : n;
      static const char *warned_file;
      static int warned_line;
      if (warned_file != file || warned_line != line) {
        fprintf(stderr, "%s:%d: warning: shapes of the array assignment do not conform: %s and %s; "
                        "copying the first %zu elements, as nvfortran does\n", file ? file : "?", line, a, b, m);
        warned_file = file, warned_line = line;
      }
      it->rank = 1;
      it->ext[0] = (long long)m;
      it->dsm[0] = it->ssm[0] = (long long)dst->elem_len;
      return m;
    }
  }
  if (n == 0) return 0;
  int k = 0;
  for (int i = 0; i < dst->rank; i++)
    if (dst->dim[i].extent != 1) {
      it->ext[k] = (long long)dst->dim[i].extent;
      it->dsm[k] = (long long)dst->dim[i].sm;
      k++;
    }
  it->rank = k;
  if (src) {
    k = 0;
    for (int i = 0; i < src->rank; i++)
      if (src->dim[i].extent != 1) it->ssm[k++] = (long long)src->dim[i].sm;
  }
  merge_dims(it);
  return n;
}

static size_t word_for(size_t elem, const void *a, const void *b, const cufrt_iter *it) {
  size_t w = 8;
  while (w > 1) {
    int ok = elem % w == 0 && (uintptr_t)a % w == 0 && (uintptr_t)b % w == 0;
    for (int d = 0; ok && d < it->rank; d++)
      ok = it->dsm[d] % (long long)w == 0 && it->ssm[d] % (long long)w == 0;
    if (ok) break;
    w /= 2;
  }
  return w;
}

long long cufrt_iter_offset(const cufrt_iter *it, const long long *sm, size_t e) {
  long long off = 0;
  for (int d = 0; d < it->rank; d++) {
    off += (long long)(e % (size_t)it->ext[d]) * sm[d];
    e /= (size_t)it->ext[d];
  }
  return off;
}

/* k elements from s to d, steps in bytes; fixed-size copies for the common
   element sizes so that the compiler moves them as words */
static void run_copy(char *d, long long dstep, const char *s, long long sstep, long long k,
                     size_t elem) {
  if (dstep == (long long)elem && sstep == (long long)elem) {
    memcpy(d, s, (size_t)k * elem);
    return;
  }
#define RUN(w)                                                                                     \
  for (long long i = 0; i < k; i++, d += dstep, s += sstep) memcpy(d, s, w);                       \
  return
  switch (elem) {
  case 4: RUN(4);
  case 8: RUN(8);
  case 16: RUN(16);
  default: RUN(elem);
  }
#undef RUN
}

/* odometer over dimensions 1.., runs along dimension 0 */
void cufrt_copy_range(char *dst, const char *src, const cufrt_iter *it, size_t elem, size_t a,
                      size_t b) {
  if (a >= b) return;
  if (it->rank == 0) {
    memcpy(dst, src, elem);
    return;
  }
  long long idx[CUFRT_MAXRANK];
  size_t e = a;
  for (int d = 0; d < it->rank; d++) {
    idx[d] = (long long)(e % (size_t)it->ext[d]);
    e /= (size_t)it->ext[d];
  }
  for (size_t left = b - a;;) {
    long long k = it->ext[0] - idx[0];
    if ((size_t)k > left) k = (long long)left;
    run_copy(dst, it->dsm[0], src, it->ssm[0], k, elem);
    left -= (size_t)k;
    if (left == 0) return;
    dst -= idx[0] * it->dsm[0]; /* back to the row's start, then the next row */
    src -= idx[0] * it->ssm[0];
    idx[0] = 0;
    for (int d = 1; d < it->rank; d++) {
      dst += it->dsm[d];
      src += it->ssm[d];
      if (++idx[d] < it->ext[d]) break;
      dst -= it->ext[d] * it->dsm[d];
      src -= it->ext[d] * it->ssm[d];
      idx[d] = 0;
    }
  }
}

static void host_copy(char *D, const char *S, const cufrt_iter *it, size_t n, size_t elem) {
  cufrt_copy_range(D, S, it, elem, 0, n);
}

static void span(const char *base, const long long *ext, const long long *sm, int rank,
                 size_t elem, const char **lo, const char **hi) {
  long long a = 0, b = 0;
  for (int d = 0; d < rank; d++) {
    long long x = (ext[d] - 1) * sm[d];
    if (x < 0) a += x; else b += x;
  }
  *lo = base + a;
  *hi = base + b + (long long)elem;
}

static int overlaps(const char *D, const char *S, const cufrt_iter *it, size_t elem) {
  const char *dl, *dh, *sl, *sh;
  span(D, it->ext, it->dsm, it->rank, elem, &dl, &dh);
  span(S, it->ext, it->ssm, it->rank, elem, &sl, &sh);
  return dl < sh && sl < dh;
}

/* Device temporaries come from a pool of the runtime's own, per device,
 * that keeps up to TMP_KEEP bytes mapped between transfers: the default
 * pool gives its memory back at every synchronisation, and mapping it again
 * cost ~100 us a transfer (the H100 sweep timed stride-2 sections of 64 KiB
 * to 1 MiB at 0.1-0.2 of a contiguous cudaMemcpy).  The default pool when
 * no pool can be made. */
enum { TMP_KEEP = 64 << 20, TMP_DEVICES = 16 };

static cudaMemPool_t tmp_pool(void) {
  static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
  static cudaMemPool_t pools[TMP_DEVICES];
  static int tried[TMP_DEVICES];
  int dev;
  if (cudaGetDevice(&dev) != cudaSuccess || dev < 0 || dev >= TMP_DEVICES) {
    (void)cudaGetLastError();
    return NULL;
  }
  pthread_mutex_lock(&lock);
  if (!tried[dev]) {
    tried[dev] = 1;
    struct cudaMemPoolProps props;
    memset(&props, 0, sizeof props);
    props.allocType = cudaMemAllocationTypePinned;
    props.location.type = cudaMemLocationTypeDevice;
    props.location.id = dev;
    cudaMemPool_t pool;
    uint64_t keep = TMP_KEEP;
    if (cudaMemPoolCreate(&pool, &props) == cudaSuccess &&
        cudaMemPoolSetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &keep) == cudaSuccess)
      pools[dev] = pool;
    else
      (void)cudaGetLastError();
  }
  cudaMemPool_t pool = pools[dev];
  pthread_mutex_unlock(&lock);
  return pool;
}

static cudaError_t tmp_alloc(void **p, size_t bytes, cudaStream_t stream) {
  cudaMemPool_t pool = tmp_pool();
  return pool ? cudaMallocFromPoolAsync(p, bytes, pool, stream) : cudaMallocAsync(p, bytes, stream);
}

/* a device temporary, or NULL when there is no room (nothing is left in
   cudaGetLastError) */
static char *dev_tmp_try(size_t bytes, cudaStream_t stream) {
  void *p = NULL;
  if (tmp_alloc(&p, bytes, stream) != cudaSuccess) {
    (void)cudaGetLastError();
    return NULL;
  }
  return p;
}

static char *dev_tmp(size_t bytes, cudaStream_t stream, const char *file, int line) {
  void *p = NULL;
  CK(tmp_alloc(&p, bytes, stream), "allocation of a device staging buffer");
  return p;
}

/* 1 for page-locked host memory (cudaMallocHost, cudaHostRegister) and
   managed memory, which the DMA engine reads and writes directly */
static int host_pinned(const void *p) {
  struct cudaPointerAttributes a;
  if (cudaPointerGetAttributes(&a, p) != cudaSuccess) {
    (void)cudaGetLastError(); /* pageable memory, to CUDA before 11 */
    return 0;
  }
  return a.type == cudaMemoryTypeHost || a.type == cudaMemoryTypeManaged;
}

/* rows contiguous on both sides, positive pitches, few planes: one
   cudaMemcpy2D per plane (min_width 0: a strided vector too, as rows of one
   element); 0 if the section is not of that form */
static int copy_rows(char *D, const char *S, const cufrt_iter *it, size_t elem, size_t min_width,
                     enum cudaMemcpyKind kind, cudaStream_t stream, const char *what,
                     const char *file, int line) {
  if (it->rank == 1 && min_width == 0 && it->dsm[0] > 0 && it->ssm[0] > 0 && it->dsm[0] <= 2147483647LL &&
      it->ssm[0] <= 2147483647LL) {
    CK(cudaMemcpy2DAsync(D, (size_t)it->dsm[0], S, (size_t)it->ssm[0], elem, (size_t)it->ext[0], kind, stream),
       what);
    return 1;
  }
  if (it->rank < 2 || it->dsm[0] != (long long)elem || it->ssm[0] != (long long)elem ||
      (size_t)it->ext[0] * elem < min_width)
    return 0;
  long long planes = 1;
  for (int d = 1; d < it->rank; d++) {
    if (it->dsm[d] <= 0 || it->ssm[d] <= 0) return 0;
    if (d >= 2) planes *= it->ext[d];
  }
  if (it->dsm[1] > 2147483647LL || it->ssm[1] > 2147483647LL || planes > 64) return 0;
  size_t width = (size_t)it->ext[0] * elem;
  for (long long p = 0; p < planes; p++) {
    long long q = p, doff = 0, soff = 0;
    for (int d = 2; d < it->rank; d++) {
      long long k = q % it->ext[d];
      q /= it->ext[d];
      doff += k * it->dsm[d];
      soff += k * it->ssm[d];
    }
    CK(cudaMemcpy2DAsync(D + doff, (size_t)it->dsm[1], S + soff, (size_t)it->ssm[1], width,
                         (size_t)it->ext[1], kind, stream),
       what);
  }
  return 1;
}

/* CUFRT_STRIDED_VARIANT=span: a device-to-host section of single elements
 * (rank 1, positive host stride) into pinned memory through its covering
 * span: the span comes to a device temporary, the section is scattered into
 * it there and the span goes back whole, so the DMA moves whole lines both
 * ways and no host thread touches the data; chunk by chunk on two streams,
 * one chunk's host-to-device copy overlapping the other's device-to-host.
 * The elements between those of the section are written back with the
 * values they had: another host thread writing them meanwhile would lose
 * its writes, so this is a measurement knob, not a default.  0 when it does
 * not apply or the device has no room (nothing was moved). */
static int copy_span_d2h(char *D, const char *S, const cufrt_iter *it, size_t n, size_t elem,
                         cudaStream_t stream, const char *what, const char *file, int line) {
  static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
  static cudaStream_t streams[16][2];
  const cufrt_stage_settings *cfg = cufrt_stage_settings_get();
  long long step = it->dsm[0];
  size_t covering = (size_t)(it->ext[0] - 1) * (size_t)step + elem;
  int dev = 0;
  if (it->rank != 1 || step <= 0 || covering > cfg->span * n * elem || cudaGetDevice(&dev) != cudaSuccess ||
      dev < 0 || dev >= 16)
    return 0;
  pthread_mutex_lock(&lock);
  for (int k = 0; k < 2; k++)
    if (!streams[dev][k]) CK(cudaStreamCreateWithFlags(&streams[dev][k], cudaStreamNonBlocking), what);
  pthread_mutex_unlock(&lock);
  char *tmp = dev_tmp_try(covering, stream);
  if (!tmp) return 0;
  cudaEvent_t ready, done[2];
  CK(cudaEventCreateWithFlags(&ready, cudaEventDisableTiming), what);
  for (int k = 0; k < 2; k++) CK(cudaEventCreateWithFlags(&done[k], cudaEventDisableTiming), what);
  CK(cudaEventRecord(ready, stream), what);
  for (int k = 0; k < 2; k++) CK(cudaStreamWaitEvent(streams[dev][k], ready, 0), what);
  size_t per = cfg->chunk / (size_t)step;
  if (per < 1) per = 1;
  for (size_t e0 = 0, c = 0; e0 < n; e0 += per, c++) {
    size_t e1 = n - e0 < per ? n : e0 + per, off = e0 * (size_t)step;
    size_t len = (e1 - e0 - 1) * (size_t)step + elem;
    cudaStream_t s = streams[dev][c % 2];
    cufrt_iter part = *it;
    part.ext[0] = (long long)(e1 - e0);
    const char *src = S + (long long)e0 * it->ssm[0];
    CK(cudaMemcpyAsync(tmp + off, D + off, len, cudaMemcpyHostToDevice, s), what);
    CK(cufrt_dev_copy(tmp + off, src, &part, e1 - e0, elem, word_for(elem, tmp + off, src, &part), s), what);
    CK(cudaMemcpyAsync(D + off, tmp + off, len, cudaMemcpyDeviceToHost, s), what);
  }
  for (int k = 0; k < 2; k++) {
    CK(cudaEventRecord(done[k], streams[dev][k]), what);
    CK(cudaStreamWaitEvent(stream, done[k], 0), what);
  }
  CK(cudaFreeAsync(tmp, stream), "release of a device staging buffer");
  CK(cudaEventDestroy(ready), what);
  for (int k = 0; k < 2; k++) CK(cudaEventDestroy(done[k]), what);
  return 1;
}

/* The host side of `it` (strides it->ssm for h2d, it->dsm for d2h) and
   contiguous device memory: staged (stage.c), or through one host
   temporary and a pageable cudaMemcpy when no pinned buffer can be had. */
static void copy_staged(char *D, const char *S, const cufrt_iter *it, size_t n, size_t elem, int h2d,
                        cudaStream_t stream, const char *what, const char *file, int line) {
  if (h2d ? cufrt_stage_h2d(D, S, it, n, elem, stream, what, file, line)
          : cufrt_stage_d2h(D, S, it, n, elem, stream, what, file, line))
    return;
  size_t bytes = n * elem;
  char *t = malloc(bytes);
  if (!t) cufrt_errorf(file, line, "out of host memory for a %zu-byte staging buffer", bytes);
  if (h2d) {
    host_copy(t, S, it, n, elem);
    CK(cudaMemcpyAsync(D, t, bytes, cudaMemcpyHostToDevice, stream), what);
    CK(cudaStreamSynchronize(stream), what);
  } else {
    CK(cudaMemcpyAsync(t, S, bytes, cudaMemcpyDeviceToHost, stream), what);
    CK(cudaStreamSynchronize(stream), what);
    host_copy(D, t, it, n, elem);
  }
  free(t);
}

/* Host <-> device.  Pinned host memory is read and written by the DMA
 * engine where it is: contiguous data with one copy, wide rows with
 * cudaMemcpy2D, an h2d section whose covering span is at most
 * CUFRT_STAGE_SPAN times its bytes by copying the span and gathering on the
 * device.  Pageable memory above CUFRT_STAGE_MIN bytes, and sections that
 * fit none of those, go through the pinned staging buffers, the host
 * threads packing or unpacking the section.  A non-contiguous device side
 * goes through a contiguous device temporary and the gather/scatter kernel:
 * PCIe moves only the section's bytes, the device's own copy costs ~1% of
 * that.  Where the device has no room for a temporary, a section of rows
 * still moves by cudaMemcpy2D. */
static void copy_host_device(char *D, const char *S, const cufrt_iter *it, size_t n, size_t elem,
                             int h2d, cudaStream_t stream, const char *what, const char *file,
                             int line) {
  const cufrt_stage_settings *cfg = cufrt_stage_settings_get();
  enum cudaMemcpyKind kind = h2d ? cudaMemcpyHostToDevice : cudaMemcpyDeviceToHost;
  size_t bytes = n * elem;
  const char *host = h2d ? S : D;
  const long long *hsm = h2d ? it->ssm : it->dsm, *vsm = h2d ? it->dsm : it->ssm;
  int hc = side_contig(it->ext, hsm, it->rank, elem), vc = side_contig(it->ext, vsm, it->rank, elem);
  int pinned = hc && vc && bytes < cfg->min ? 1 : host_pinned(host);

  if (hc && vc) {
    if (pinned) {
      if (stream == 0) CK(cudaMemcpy(D, S, bytes, kind), what);
      else CK(cudaMemcpyAsync(D, S, bytes, kind, stream), what);
    } else {
      copy_staged(D, S, it, n, elem, h2d, stream, what, file, line);
    }
    return;
  }
  /* the measurement knob's variants for pinned sections of single elements
     (smaller ones than CUFRT_STAGE_SMALL go by cudaMemcpy2D in any case) */
  int variant = pinned && it->rank == 1 && !hc && bytes >= cfg->small ? cfg->strided : CUFRT_STRIDED_STAGE;
  if ((variant == CUFRT_STRIDED_2D && copy_rows(D, S, it, elem, 0, kind, stream, what, file, line)) ||
      (variant == CUFRT_STRIDED_SPAN && !h2d && copy_span_d2h(D, S, it, n, elem, stream, what, file, line)) ||
      copy_rows(D, S, it, elem, bytes < cfg->small ? 0 : (pinned || bytes < cfg->min) ? cfg->row : SIZE_MAX, kind,
                stream, what, file, line)) {
    if (stream == 0) CK(cudaStreamSynchronize(0), what);
    return;
  }

  /* pk packs the source into a contiguous destination, up unpacks a
     contiguous source into the destination */
  cufrt_iter pk = *it, up = *it;
  contig_strides(it, pk.dsm, elem);
  contig_strides(it, up.ssm, elem);
  const char *lo, *hi;
  span(host, it->ext, hsm, it->rank, elem, &lo, &hi);
  size_t covering = (size_t)(hi - lo);
  char *tmp = NULL;
  if (h2d && pinned && (hc || covering <= cfg->span * bytes) && (tmp = dev_tmp_try(covering, stream))) {
    /* the covering span crosses whole; the kernel gathers the section */
    CK(cudaMemcpyAsync(tmp, lo, covering, kind, stream), what);
    CK(cufrt_dev_copy(D, tmp + (S - lo), it, n, elem, word_for(elem, D, tmp + (S - lo), it), stream), what);
  } else if (!vc && !(tmp = dev_tmp_try(bytes, stream))) {
    /* no device memory for the packed section: row by row if it has rows */
    if (!copy_rows(D, S, it, elem, 0, kind, stream, what, file, line))
      cufrt_errorf(file, line, "out of device memory for a %zu-byte staging buffer", bytes);
  } else if (h2d) {
    copy_staged(vc ? D : tmp, S, &pk, n, elem, 1, stream, what, file, line);
    if (!vc) CK(cufrt_dev_copy(D, tmp, &up, n, elem, word_for(elem, D, tmp, &up), stream), what);
  } else {
    if (!vc) CK(cufrt_dev_copy(tmp, S, &pk, n, elem, word_for(elem, tmp, S, &pk), stream), what);
    if (pinned && hc) CK(cudaMemcpyAsync(D, vc ? S : tmp, bytes, kind, stream), what);
    else copy_staged(D, vc ? S : tmp, &up, n, elem, 0, stream, what, file, line);
  }
  if (tmp) CK(cudaFreeAsync(tmp, stream), "release of a device staging buffer");
  if (stream == 0) CK(cudaStreamSynchronize(0), what);
}

void cufrt_copy(CFI_cdesc_t *dst, int dst_on_device, CFI_cdesc_t *src, int src_on_device,
                cudaStream_t stream, const char *file, int line) {
  cufrt_iter it;
  if (!dst || !src) cufrt_errorf(file, line, "array transfer with a missing descriptor");
  size_t n = build_iter(dst, src, &it, file, line);
  if (n == 0) return;
  size_t elem = dst->elem_len, bytes = n * elem;
  char *D = dst->base_addr;
  const char *S = src->base_addr;
  if (!D || !S) cufrt_errorf(file, line, "array transfer with an unallocated array");
  int dd = dst_on_device != 0, sd = src_on_device != 0;
  enum cudaMemcpyKind kind = dd ? (sd ? cudaMemcpyDeviceToDevice : cudaMemcpyHostToDevice)
                                : (sd ? cudaMemcpyDeviceToHost : cudaMemcpyHostToHost);
  const char *what = array_transfer_what[kind];

  if (!dd && !sd) { /* host = host: through a temporary if the operands overlap */
    if (overlaps(D, S, &it, elem)) {
      char *t = malloc(bytes);
      if (!t) cufrt_errorf(file, line, "out of host memory for a %zu-byte temporary", bytes);
      cufrt_iter a = it;
      contig_strides(&it, a.dsm, elem);
      host_copy(t, S, &a, n, elem);
      cufrt_iter b = it;
      contig_strides(&it, b.ssm, elem);
      host_copy(D, t, &b, n, elem);
      free(t);
    } else {
      host_copy(D, S, &it, n, elem);
    }
    return;
  }

  if (dd && sd) {
    int dc = side_contig(it.ext, it.dsm, it.rank, elem);
    int sc = side_contig(it.ext, it.ssm, it.rank, elem);
    if (dc && sc && !overlaps(D, S, &it, elem)) {
      /* as cudaMemcpy in CUDA C: ordered on the stream, no wait of the host
       * (a peer copy between devices too, book 4.1.2) */
      if (stream == 0) CK(cudaMemcpy(D, S, bytes, kind), what);
      else CK(cudaMemcpyAsync(D, S, bytes, kind, stream), what);
      return;
    } else if (overlaps(D, S, &it, elem)) {
      char *t = dev_tmp(bytes, stream, file, line);
      cufrt_iter a = it, b = it;
      contig_strides(&it, a.dsm, elem);
      contig_strides(&it, b.ssm, elem);
      CK(cufrt_dev_copy(t, S, &a, n, elem, word_for(elem, t, S, &a), stream), what);
      CK(cufrt_dev_copy(D, t, &b, n, elem, word_for(elem, D, t, &b), stream), what);
      CK(cudaFreeAsync(t, stream), "release of a device staging buffer");
    } else {
      CK(cufrt_dev_copy(D, S, &it, n, elem, word_for(elem, D, S, &it), stream), what);
    }
    if (stream == 0) CK(cudaStreamSynchronize(0), what);
    return;
  }
  copy_host_device(D, S, &it, n, elem, dd, stream, what, file, line);
}
void cufrt_fill(CFI_cdesc_t *dst, const void *value, size_t value_bytes, cudaStream_t stream,
                const char *file, int line) {
  cufrt_iter it;
  if (!dst || !value) cufrt_errorf(file, line, "array fill with a missing argument");
  if (value_bytes != dst->elem_len)
    cufrt_errorf(file, line, "fill value of %zu bytes for elements of %zu bytes", value_bytes,
                 (size_t)dst->elem_len);
  if (value_bytes > CUFRT_MAXVAL)
    cufrt_errorf(file, line, "broadcast of a %zu-byte scalar to a device array is not supported "
                 "(at most %d bytes)", value_bytes, CUFRT_MAXVAL);
  size_t n = build_iter(dst, NULL, &it, file, line);
  if (n == 0) return;
  char *D = dst->base_addr;
  if (!D) cufrt_errorf(file, line, "assignment to an unallocated device array");
  size_t elem = value_bytes;
  const unsigned char *v = value;
  int same = 1;
  for (size_t i = 1; i < elem; i++) same &= v[i] == v[0];
  const char *what = "assignment of a scalar to a device array";
  if (same && side_contig(it.ext, it.dsm, it.rank, elem)) {
    CK(cudaMemsetAsync(D, v[0], n * elem, stream), what);
  } else if (same && it.rank == 2 && it.dsm[0] == (long long)elem && it.dsm[1] > 0) {
    CK(cudaMemset2DAsync(D, (size_t)it.dsm[1], v[0], (size_t)it.ext[0] * elem, (size_t)it.ext[1],
                         stream),
       what);
  } else {
    cufrt_value cv;
    memset(&cv, 0, sizeof cv);
    memcpy(cv.b, v, elem);
    CK(cufrt_dev_fill(D, &it, n, &cv, elem, word_for(elem, D, D, &it), stream), what);
  }
  if (stream == 0) CK(cudaStreamSynchronize(0), what);
}

