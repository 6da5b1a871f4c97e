/*
 * check_mem.c — the device memory of libcufemu's virtual device, and the
 * memory and initialisation checks of device accesses (memcheck, initcheck;
 * docs/emulation.md).
 *
 * cudaMalloc / cudaMallocManaged / ALLOCATE take their memory from one
 * arena (a large PROT_READ|WRITE, MAP_NORESERVE mapping): each allocation
 * is 256-byte aligned and followed by at least 256 unused bytes, and an
 * address is never handed out twice (freed pages are given back to the
 * kernel with MADV_DONTNEED and read as zeros).  So an access that falls in
 * the arena but in no live allocation is an out-of-bounds access or a use
 * after free, whatever the array's declared shape (assumed-size `a(*)`, an
 * explicit-shape dummy larger than its actual, a pointer), and the record
 * of the allocation says where it was allocated and freed.  Memory outside
 * the arena (shared memory, locals, module variables) is checked by the
 * bounds of its declaration only.
 *
 * initcheck keeps one shadow byte per byte of each device allocation (0:
 * never written); the allocation itself is poisoned (all bits set: NaN,
 * -1).  Host copies and sets into the allocation, kernel stores and
 * atomics write the shadow; a kernel read of an unwritten byte is reported
 * once per allocation.  Managed memory is written by host code directly,
 * so it is not shadowed (and starts zeroed, as before).
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "cufemu_internal.h"
#include "cufemu.h"

#include <pthread.h>
#include <signal.h>
#include <ucontext.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

enum { ALIGN = 256, REDZONE = 256 };

static char *arena;
static size_t arena_size, arena_top;
static cufemu_alloc **table; /* by address, which is allocation order */
static size_t ntable, captable;
static pthread_rwlock_t table_lock = PTHREAD_RWLOCK_INITIALIZER;
static pthread_mutex_t alloc_lock = PTHREAD_MUTEX_INITIALIZER;

/* the ALLOCATE / DEALLOCATE statement being run by this host thread */
static __thread const char *host_file;
static __thread int host_line;

void cufemu_host_site(const char *file, int line) {
  host_file = file;
  host_line = line;
}

static void fatal(const char *what) {
  fprintf(stderr, "cufemu: error: %s\n", what);
  exit(1);
}

/* Reserves the largest arena the system lets us map, from 1 TiB down. */
static void arena_reserve(void) {
  for (size_t sz = (size_t)1 << 40; sz >= ((size_t)1 << 30); sz >>= 1) {
    void *m = mmap(NULL, sz, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (m != MAP_FAILED) {
      arena = m;
      arena_size = sz;
      arena_top = REDZONE; /* so that an access just before the first allocation is caught */
      return;
    }
  }
  fatal("cannot reserve address space for device memory");
}

static int in_arena(const void *p) {
  return arena && (const char *)p >= arena && (const char *)p < arena + arena_size;
}

void *cufemu_dev_alloc(size_t n, int zeroed) {
  pthread_mutex_lock(&alloc_lock);
  if (!arena) arena_reserve();
  size_t span = (n + ALIGN - 1) / ALIGN * ALIGN + REDZONE;
  if (span < n || span > arena_size - arena_top) {
    pthread_mutex_unlock(&alloc_lock);
    return NULL;
  }
  cufemu_alloc *a = calloc(1, sizeof *a);
  if (!a) {
    pthread_mutex_unlock(&alloc_lock);
    return NULL;
  }
  a->p = arena + arena_top;
  a->n = n;
  a->afile = host_file;
  a->aline = host_line;
  host_file = NULL;
  arena_top += span;
  if ((cufemu_checks & CUFEMU_CK_INIT) && !zeroed && n) {
    a->init = calloc(n, 1);
    if (a->init) memset(a->p, 0xff, n); /* poisoned */
  }
  pthread_rwlock_wrlock(&table_lock);
  if (ntable == captable) {
    size_t nc = captable ? 2 * captable : 256;
    cufemu_alloc **nt = realloc(table, nc * sizeof *nt);
    if (!nt) fatal("out of host memory (allocation table)");
    table = nt;
    captable = nc;
  }
  table[ntable++] = a;
  pthread_rwlock_unlock(&table_lock);
  pthread_mutex_unlock(&alloc_lock);
  return a->p;
}

/* the last allocation starting at or below p (NULL: none), and the one
   after it (next, may be NULL) */
static cufemu_alloc *locate(const void *p, cufemu_alloc **next) {
  const char *c = p;
  cufemu_alloc *a = NULL;
  pthread_rwlock_rdlock(&table_lock);
  size_t lo = 0, hi = ntable;
  while (hi - lo > 1) {
    size_t mid = (lo + hi) / 2;
    if (table[mid]->p <= c) lo = mid;
    else hi = mid;
  }
  if (ntable && table[lo]->p <= c) a = table[lo];
  *next = !ntable ? NULL : !a ? table[0] : lo + 1 < ntable ? table[lo + 1] : NULL;
  pthread_rwlock_unlock(&table_lock);
  return a;
}

/* the allocation whose span (memory and red zone) holds p, or NULL */
static cufemu_alloc *find(const void *p) {
  static __thread cufemu_alloc *last;
  const char *c = p;
  cufemu_alloc *a = last, *next;
  if (a && c >= a->p && c < a->p + a->n) return a;
  a = locate(p, &next);
  last = a;
  return a;
}

static const char *site_text(char *buf, size_t n, const char *file, int line) {
  if (file) snprintf(buf, n, "%s:%d", file, line);
  else snprintf(buf, n, "a cudaMalloc/cudaFree call");
  return buf;
}

void cufemu_dev_free(void *p) {
  cufemu_alloc *a = find(p);
  if (!a || a->p != p || a->freed) return;
  a->freed = 1;
  a->ffile = host_file;
  a->fline = host_line;
  host_file = NULL;
  free(a->init);
  a->init = NULL;
  cufemu_race_free(a);
  long pg = sysconf(_SC_PAGESIZE);
  uintptr_t lo = ((uintptr_t)a->p + (uintptr_t)pg - 1) & ~(uintptr_t)(pg - 1);
  uintptr_t hi = ((uintptr_t)a->p + a->n) & ~(uintptr_t)(pg - 1);
  if (hi > lo) madvise((void *)lo, hi - lo, MADV_DONTNEED);
}

void cufemu_bad_free(const void *p) {
  cufemu_alloc *a = in_arena(p) ? find(p) : NULL;
  const char *file = host_file;
  host_file = NULL;
  if (!(cufemu_checks & CUFEMU_CK_MEM) || !a || a->p != p || !a->freed) return;
  char at[512], fr[512];
  fflush(stdout);
  if (file) fprintf(stderr, "%s:%d: ", file, host_line);
  else fprintf(stderr, "cufemu: ");
  fprintf(stderr, "error: memcheck: double free of the %zu-byte device allocation made at %s, already freed at %s\n",
          a->n, site_text(at, sizeof at, a->afile, a->aline), site_text(fr, sizeof fr, a->ffile, a->fline));
}

void cufemu_mark_written(const void *p, size_t n) {
  if (!(cufemu_checks & CUFEMU_CK_INIT) || !n || !in_arena(p)) return;
  cufemu_alloc *a = find(p);
  if (!a || !a->init) return;
  size_t off = (size_t)((const char *)p - a->p);
  if (off >= a->n) return;
  memset(a->init + off, 1, n < a->n - off ? n : a->n - off);
}

/* ---- buffers of the emulated CUDA libraries ------------------------------------ */
/* the host statement that calls a CUDA library routine (host code under
   -gpu=emu sets it before the statement) */
static __thread const char *library_file;
static __thread int library_line;

void cufemu_library_site(const char *file, int line) {
  library_file = file;
  library_line = line;
}

/* A library routine reads or writes `bytes` from device address p: they
   must lie in one live allocation, as its kernels' accesses must on the
   GPU (memory outside the arena, host memory or module data, is not
   checked).  Checked unless CUFEMU_CHECK=none: one table look-up a buffer. */
void cufemu_lib_buffer(const char *routine, const char *what, const void *p, size_t bytes) {
  if (!(cufemu_checks & (CUFEMU_CK_BOUNDS | CUFEMU_CK_MEM)) || !bytes || !in_arena(p)) return;
  cufemu_alloc *a = find(p);
  const char *c = p;
  int inside = a && c < a->p + a->n;
  if (inside && !a->freed && bytes <= (size_t)(a->p + a->n - c)) return;
  char at[512], fr[512], msg[1024];
  size_t rn = strlen(routine);
  if (rn > 3 && !strcmp(routine + rn - 3, "_v2")) rn -= 3; /* the name the program calls */
  if (inside && a->freed)
    snprintf(msg, sizeof msg, "use after free of the %zu-byte device allocation made at %s and freed at %s", a->n,
             site_text(at, sizeof at, a->afile, a->aline), site_text(fr, sizeof fr, a->ffile, a->fline));
  else if (inside)
    snprintf(msg, sizeof msg, "runs %zu bytes past the end of the %zu-byte device allocation made at %s",
             (size_t)(c + bytes - (a->p + a->n)), a->n, site_text(at, sizeof at, a->afile, a->aline));
  else
    snprintf(msg, sizeof msg, "is outside any device allocation");
  fflush(stdout);
  if (library_file) fprintf(stderr, "%s:%d: ", library_file, library_line);
  else fprintf(stderr, "cufemu: ");
  fprintf(stderr, "error: memcheck: %.*s: %s of %zu bytes %s\n", (int)rn, routine, what, bytes, msg);
  exit(1);
}

/* "a(65)" for a rank-1 array, else "an element of a" with its offset */
static const char *element_text(char *buf, size_t bn, const void *p, size_t n, const cufemu_access *x) {
  long long k = (long long)(((const char *)p - (const char *)x->base) / (long long)n);
  if (x->how & CUFEMU_A_RANK1) snprintf(buf, bn, "%s(%lld)", x->var, k + x->lb);
  else snprintf(buf, bn, "%s (element %lld in array element order)", x->var, k + 1);
  return buf;
}

static void mem_fail(const void *p, size_t n, const cufemu_access *x, cufemu_alloc *a) {
  char el[512], at[512], fr[512], w[256];
  cufemu_alloc *next;
  locate(p, &next);
  const char *c = p;
  if (next && (!a || next->p - (c + n) < c - (a->p + a->n))) {
    element_text(el, sizeof el, p, n, x);
    cufemu_where(w, sizeof w);
    fflush(stdout);
    fprintf(stderr, "%s:%d: error: memcheck: %s of %zu bytes at %s is %lld bytes before the start of the "
            "%zu-byte device allocation made at %s%s\n", x->file, x->line,
            (x->how & CUFEMU_A_WRITE) ? "write" : "read", n, el, (long long)(next->p - c), next->n,
            site_text(at, sizeof at, next->afile, next->aline), w);
    exit(1);
  }
  cufemu_where(w, sizeof w);
  element_text(el, sizeof el, p, n, x);
  const char *op = (x->how & CUFEMU_A_WRITE) ? "write" : "read";
  fflush(stdout);
  if (!a)
    fprintf(stderr, "%s:%d: error: memcheck: %s of %zu bytes at %s is outside any device allocation%s\n",
            x->file, x->line, op, n, el, w);
  else if (a->freed)
    fprintf(stderr, "%s:%d: error: memcheck: %s of %zu bytes at %s: use after free of the %zu-byte device "
            "allocation made at %s and freed at %s%s\n", x->file, x->line, op, n, el, a->n,
            site_text(at, sizeof at, a->afile, a->aline), site_text(fr, sizeof fr, a->ffile, a->fline), w);
  else
    fprintf(stderr, "%s:%d: error: memcheck: %s of %zu bytes at %s is %lld bytes past the end of the "
            "%zu-byte device allocation made at %s%s\n", x->file, x->line, op, n, el,
            (long long)((const char *)p + n - (a->p + a->n)), a->n, site_text(at, sizeof at, a->afile, a->aline), w);
  exit(1);
}

void cufemu_check_access(const void *p, size_t n, const cufemu_access *x) {
  unsigned ck = cufemu_checks;
  if ((ck & CUFEMU_CK_MEM) && (n & (n - 1)) == 0 && n <= 16 && ((uintptr_t)p & (n - 1))) {
    char el[512], w[256];
    cufemu_where(w, sizeof w);
    fflush(stdout);
    fprintf(stderr, "%s:%d: error: memcheck: misaligned %s of %zu bytes at %s (address %p)%s\n", x->file,
            x->line, (x->how & CUFEMU_A_WRITE) ? "write" : "read", n, element_text(el, sizeof el, p, n, x), p, w);
    exit(1);
  }
  if (!in_arena(p)) {
    if (ck & CUFEMU_CK_RACE) cufemu_race_access(NULL, p, n, x);
    return;
  }
  cufemu_alloc *a = find(p);
  if (!a || a->freed || (const char *)p + n > a->p + a->n) {
    if (ck & CUFEMU_CK_MEM) mem_fail(p, n, x, a);
    return;
  }
  if (a->init) {
    size_t off = (size_t)((const char *)p - a->p);
    if (x->how & CUFEMU_A_WRITE) memset(a->init + off, 1, n);
    else if (!a->init_reported && memchr(a->init + off, 0, n)) {
      char el[512], at[512], w[256];
      cufemu_where(w, sizeof w);
      if (!__atomic_exchange_n(&a->init_reported, 1, __ATOMIC_RELAXED))
        cufemu_report("initcheck", x->file, x->line, x->var,
                      "read of %s, never written since its allocation at %s%s", element_text(el, sizeof el, p, n, x),
                      site_text(at, sizeof at, a->afile, a->aline), w);
    }
  }
  if (ck & CUFEMU_CK_RACE) cufemu_race_access(a, p, n, x);
}

/* CUFEMU_CHECK=leaks: device memory never freed, at exit */
void cufemu_report_leaks(void) {
  size_t n = 0, bytes = 0;
  char at[512];
  for (size_t i = 0; i < ntable; i++) {
    cufemu_alloc *a = table[i];
    if (a->freed) continue;
    if (!n++) fflush(stdout);
    bytes += a->n;
    fprintf(stderr, "cufemu: leak: %zu bytes of device memory allocated at %s were never freed\n", a->n,
            site_text(at, sizeof at, a->afile, a->aline));
  }
  if (n) fprintf(stderr, "cufemu: leak summary: %zu allocation(s), %zu bytes\n", n, bytes);
}

/* ---- fiber stack overflow ---------------------------------------------------- */
/* A kernel whose locals do not fit its fiber's stack (CUFEMU_STACK_KB) runs
   into the guard page below it, or further: the stack pointer is then below
   the fiber's stack.  The SIGSEGV handler runs on an alternate
   stack of the host thread; other faults go to the handler there was
   before (gfortran's backtrace, or the default). */
static struct sigaction old_segv;

static void on_segv(int sig, siginfo_t *si, void *ctx) {
#if defined(__x86_64__)
  const void *sp = (const void *)((ucontext_t *)ctx)->uc_mcontext.gregs[REG_RSP];
#else
  const void *sp = si->si_addr; /* the fault is in the guard page */
  (void)ctx;
#endif
  (void)si;
  if (!cufemu_fiber_overflowed(sp)) {
    sigaction(sig, &old_segv, NULL); /* the fault happens again, there */
    return;
  }
  char w[256], msg[512];
  cufemu_where(w, sizeof w);
  int n = snprintf(msg, sizeof msg,
                   "cufemu: error: memcheck: stack overflow: the local variables of a device procedure do not fit "
                   "the %ld KiB stack of an emulated thread%s; set CUFEMU_STACK_KB to more\n",
                   (long)(cufemu_stack_bytes() / 1024), w);
  if (n > 0) (void)!write(2, msg, (size_t)n < sizeof msg ? (size_t)n : sizeof msg - 1);
  _exit(1);
}

/* the alternate signal stack of a host thread, freed when it ends */
static pthread_key_t altstack_key;

static void install_segv(void) {
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_sigaction = on_segv;
  sa.sa_flags = SA_SIGINFO | SA_ONSTACK;
  sigemptyset(&sa.sa_mask);
  sigaction(SIGSEGV, &sa, &old_segv);
  pthread_key_create(&altstack_key, free);
}

void cufemu_catch_stack_overflow(void) {
  static pthread_once_t once = PTHREAD_ONCE_INIT;
  pthread_once(&once, install_segv);
  stack_t st = {0};
  st.ss_size = 64 * 1024;
  st.ss_sp = malloc(st.ss_size);
  if (!st.ss_sp) return;
  if (sigaltstack(&st, NULL)) {
    free(st.ss_sp);
    return;
  }
  pthread_setspecific(altstack_key, st.ss_sp);
}
