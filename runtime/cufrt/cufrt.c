/*
 * cufrt.c — allocation and error reporting for cufc's generated host code
 * (transfers: transfer.c).  The contract is documented in cufrt.h.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "cufrt.h"
#include "cufrt_internal.h"

#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

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
   DEALLOCATE statements for its memory checks, and the emulated libraries'
   buffer checks name the statement that called them (weak: absent
   natively). */
void cufemu_host_site(const char *file, int line) __attribute__((weak));
void cufemu_library_site(const char *file, int line) __attribute__((weak));

void cufrt_library_site(const char *file, int line) {
  if (cufemu_library_site) cufemu_library_site(file, line);
}

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
