/*
 * cufrt.c — allocation, transfers and error reporting for cufc's generated
 * host code.  The contract is documented in cufrt.h.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "cufrt.h"
#include "cufrt_internal.h"

#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void cufrt_errorf(const char *file, int line, const char *fmt, ...) {
  va_list ap;
  fflush(stdout);
  if (file) fprintf(stderr, "%s:%d: ", file, line);
  fputs("runtime error: ", stderr);
  va_start(ap, fmt);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  fputc('\n', stderr);
  exit(1);
}

void cufrt_error(const char *file, int line, const char *msg) {
  cufrt_errorf(file, line, "%s", msg ? msg : "error");
}

int cufrt_check(int e, const char *what, const char *file, int line) {
  if (e != cudaSuccess)
    cufrt_errorf(file, line, "%s: %s (%s)", what, cudaGetErrorString((cudaError_t)e),
                 cudaGetErrorName((cudaError_t)e));
  return 0;
}

#define CK(call, what) cufrt_check((int)(call), (what), file, line)

/* ---- allocation ---------------------------------------------------------- */
static __thread int last_pinned = 1;
static void **fallbacks; /* CUFRT_PINNED blocks that came from malloc */
static size_t nfall, capfall;
static pthread_mutex_t fall_lock = PTHREAD_MUTEX_INITIALIZER;

static const char *kind_name(int kind) {
  switch (kind) {
  case CUFRT_DEVICE: return "device memory";
  case CUFRT_MANAGED: return "managed memory";
  case CUFRT_PINNED: return "pinned host memory";
  default: return "host memory";
  }
}

int cufrt_last_pinned(void) { return last_pinned; }

static int fallback_add(void *p) {
  int ok = 1;
  pthread_mutex_lock(&fall_lock);
  if (nfall == capfall) {
    size_t nc = capfall ? 2 * capfall : 16;
    void **n = realloc(fallbacks, nc * sizeof *n);
    if (n) { fallbacks = n; capfall = nc; } else ok = 0;
  }
  if (ok) fallbacks[nfall++] = p;
  pthread_mutex_unlock(&fall_lock);
  return ok;
}

static int fallback_remove(void *p) {
  int found = 0;
  pthread_mutex_lock(&fall_lock);
  for (size_t i = 0; i < nfall; i++)
    if (fallbacks[i] == p) { fallbacks[i] = fallbacks[--nfall]; found = 1; break; }
  pthread_mutex_unlock(&fall_lock);
  return found;
}

/* In emulation, libcufemu's allocation records keep the ALLOCATE and
   DEALLOCATE statements for its memory checks (weak: absent natively). */
void cufemu_host_site(const char *file, int line) __attribute__((weak));

void *cufrt_malloc(size_t bytes, int kind, int *stat, const char *file, int line) {
  void *p = NULL;
  if (cufemu_host_site) cufemu_host_site(file, line);
  cudaError_t e = cudaSuccess;
  size_t nb = bytes ? bytes : 1;
  switch (kind) {
  case CUFRT_DEVICE: e = cudaMalloc(&p, nb); break;
  case CUFRT_MANAGED: e = cudaMallocManaged(&p, nb, cudaMemAttachGlobal); break;
  case CUFRT_PINNED:
    e = cudaMallocHost(&p, nb);
    last_pinned = 1;
    if (e != cudaSuccess) {
      (void)cudaGetLastError();
      p = malloc(nb);
      if (p && fallback_add(p)) {
        e = cudaSuccess;
        last_pinned = 0;
      } else {
        free(p);
        p = NULL;
        e = cudaErrorMemoryAllocation;
      }
    }
    break;
  case CUFRT_HOST:
    p = malloc(nb);
    if (!p) e = cudaErrorMemoryAllocation;
    break;
  default: cufrt_errorf(file, line, "ALLOCATE with invalid memory kind %d", kind);
  }
  if (e != cudaSuccess) {
    (void)cudaGetLastError();
    if (stat) {
      *stat = (int)e;
      return NULL;
    }
    cufrt_errorf(file, line, "ALLOCATE of %zu bytes of %s failed: %s", bytes, kind_name(kind),
                 cudaGetErrorString(e));
  }
  if (stat) *stat = 0;
  return p;
}

void cufrt_free(void *p, int kind, int *stat, const char *file, int line) {
  cudaError_t e = cudaSuccess;
  if (cufemu_host_site) cufemu_host_site(file, line);
  if (stat) *stat = 0;
  if (!p) return;
  switch (kind) {
  case CUFRT_DEVICE:
  case CUFRT_MANAGED: e = cudaFree(p); break;
  case CUFRT_PINNED:
    if (fallback_remove(p)) free(p);
    else e = cudaFreeHost(p);
    break;
  case CUFRT_HOST: free(p); break;
  default: cufrt_errorf(file, line, "DEALLOCATE with invalid memory kind %d", kind);
  }
  if (e != cudaSuccess) {
    (void)cudaGetLastError();
    if (stat) {
      *stat = (int)e;
      return;
    }
    cufrt_errorf(file, line, "DEALLOCATE of %s failed: %s", kind_name(kind), cudaGetErrorString(e));
  }
}

/* ---- transfers ----------------------------------------------------------- */
static const char *dir_name(int d) {
  switch (d) {
  case CUFRT_H2D: return "host to device";
  case CUFRT_D2H: return "device to host";
  case CUFRT_D2D: return "device to device";
  case CUFRT_H2H: return "host to host";
  default: return "default";
  }
}

void cufrt_memcpy(void *dst, const void *src, size_t bytes, int direction, cudaStream_t stream,
                  const char *file, int line) {
  char what[96];
  if (bytes == 0) return;
  if (direction < 0 || direction > 4) cufrt_errorf(file, line, "invalid transfer direction %d", direction);
  snprintf(what, sizeof what, "transfer of %zu bytes (%s)", bytes, dir_name(direction));
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
      cufrt_errorf(file, line, "shapes of the array assignment do not conform: %s and %s", a, b);
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

/* host-side strided copy (odometer over dims 1.., tight loop over dim 0) */
static void host_copy(char *D, const char *S, const cufrt_iter *it, size_t elem) {
  if (it->rank == 0) {
    memmove(D, S, elem);
    return;
  }
  long long idx[CUFRT_MAXRANK] = {0}, doff = 0, soff = 0;
  for (;;) {
    char *d = D + doff;
    const char *s = S + soff;
    for (long long k = 0; k < it->ext[0]; k++) {
      memcpy(d, s, elem);
      d += it->dsm[0];
      s += it->ssm[0];
    }
    int r = 1;
    for (; r < it->rank; r++) {
      idx[r]++;
      doff += it->dsm[r];
      soff += it->ssm[r];
      if (idx[r] < it->ext[r]) break;
      doff -= it->dsm[r] * it->ext[r];
      soff -= it->ssm[r] * it->ext[r];
      idx[r] = 0;
    }
    if (r >= it->rank) break;
  }
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

static char *dev_tmp(size_t bytes, cudaStream_t stream, const char *file, int line) {
  void *p = NULL;
  CK(cudaMallocAsync(&p, bytes, stream), "allocation of a device staging buffer");
  return p;
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
  int dc = side_contig(it.ext, it.dsm, it.rank, elem);
  int sc = side_contig(it.ext, it.ssm, it.rank, elem);
  int dd = dst_on_device != 0, sd = src_on_device != 0;
  enum cudaMemcpyKind kind = dd ? (sd ? cudaMemcpyDeviceToDevice : cudaMemcpyHostToDevice)
                                : (sd ? cudaMemcpyDeviceToHost : cudaMemcpyHostToHost);
  char what[96];
  snprintf(what, sizeof what, "array transfer of %zu bytes (%s)", bytes, dir_name((int)kind));

  if (!dd && !sd) { /* host = host: through a temporary if the operands overlap */
    if (overlaps(D, S, &it, elem)) {
      char *t = malloc(bytes);
      if (!t) cufrt_errorf(file, line, "out of host memory for a %zu-byte temporary", bytes);
      cufrt_iter a = it;
      contig_strides(&it, a.dsm, elem);
      host_copy(t, S, &a, elem);
      cufrt_iter b = it;
      contig_strides(&it, b.ssm, elem);
      host_copy(D, t, &b, elem);
      free(t);
    } else {
      host_copy(D, S, &it, elem);
    }
    return;
  }

  if (dd && sd) {
    if (dc && sc && !overlaps(D, S, &it, elem)) {
      CK(cudaMemcpyAsync(D, S, bytes, kind, stream), what);
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

  if (dc && sc) {
    if (stream == 0) CK(cudaMemcpy(D, S, bytes, kind), what);
    else CK(cudaMemcpyAsync(D, S, bytes, kind, stream), what);
    return;
  }

  /* rows contiguous on both sides, positive pitches, few planes: 2-D copies */
  if (it.rank >= 2 && it.dsm[0] == (long long)elem && it.ssm[0] == (long long)elem) {
    long long planes = 1;
    int ok = 1;
    for (int d = 1; d < it.rank; d++) {
      ok &= it.dsm[d] > 0 && it.ssm[d] > 0;
      if (d >= 2) planes *= it.ext[d];
    }
    ok &= it.dsm[1] <= 2147483647LL && it.ssm[1] <= 2147483647LL && planes <= 64;
    if (ok) {
      size_t width = (size_t)it.ext[0] * elem;
      for (long long p = 0; p < planes; p++) {
        long long q = p, doff = 0, soff = 0;
        for (int d = 2; d < it.rank; d++) {
          long long k = q % it.ext[d];
          q /= it.ext[d];
          doff += k * it.dsm[d];
          soff += k * it.ssm[d];
        }
        CK(cudaMemcpy2DAsync(D + doff, (size_t)it.dsm[1], S + soff, (size_t)it.ssm[1], width,
                             (size_t)it.ext[1], kind, stream),
           what);
      }
      if (stream == 0) CK(cudaStreamSynchronize(0), what);
      return;
    }
  }

  /* one strided dimension (a_d(1:n:2) = a(1:n:2)): a 2-D copy whose rows
   * are single elements, as a CUDA C programmer would write it; the DMA
   * engine reads pinned memory directly */
  if (it.rank == 1 && it.dsm[0] > 0 && it.ssm[0] > 0 && it.dsm[0] <= 2147483647LL &&
      it.ssm[0] <= 2147483647LL) {
    CK(cudaMemcpy2DAsync(D, (size_t)it.dsm[0], S, (size_t)it.ssm[0], elem, (size_t)it.ext[0], kind, stream),
       what);
    CK(cudaStreamSynchronize(stream), what);
    return;
  }

  /* general case: gather into a contiguous buffer, one transfer, scatter */
  cufrt_iter pack = it, unpack = it;
  contig_strides(&it, pack.dsm, elem);   /* strided src -> contiguous */
  contig_strides(&it, unpack.ssm, elem); /* contiguous -> strided dst */
  if (kind == cudaMemcpyHostToDevice) {
    const char *hs = S;
    char *ht = NULL, *dt = NULL;
    if (!sc) {
      ht = malloc(bytes);
      if (!ht) cufrt_errorf(file, line, "out of host memory for a %zu-byte staging buffer", bytes);
      host_copy(ht, S, &pack, elem);
      hs = ht;
    }
    if (dc) {
      CK(cudaMemcpyAsync(D, hs, bytes, kind, stream), what);
    } else {
      dt = dev_tmp(bytes, stream, file, line);
      CK(cudaMemcpyAsync(dt, hs, bytes, kind, stream), what);
      CK(cufrt_dev_copy(D, dt, &unpack, n, elem, word_for(elem, D, dt, &unpack), stream), what);
      CK(cudaFreeAsync(dt, stream), "release of a device staging buffer");
    }
    CK(cudaStreamSynchronize(stream), what);
    free(ht);
  } else { /* device to host */
    const char *ds = S;
    char *dt = NULL;
    if (!sc) {
      dt = dev_tmp(bytes, stream, file, line);
      CK(cufrt_dev_copy(dt, S, &pack, n, elem, word_for(elem, dt, S, &pack), stream), what);
      ds = dt;
    }
    if (dc) {
      CK(cudaMemcpyAsync(D, ds, bytes, kind, stream), what);
      CK(cudaStreamSynchronize(stream), what);
    } else {
      char *ht = malloc(bytes);
      if (!ht) cufrt_errorf(file, line, "out of host memory for a %zu-byte staging buffer", bytes);
      CK(cudaMemcpyAsync(ht, ds, bytes, kind, stream), what);
      CK(cudaStreamSynchronize(stream), what);
      host_copy(D, ht, &unpack, elem);
      free(ht);
    }
    if (dt) CK(cudaFreeAsync(dt, stream), "release of a device staging buffer");
  }
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

