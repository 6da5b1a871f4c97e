/*
 * check_race.c — racecheck: read/write and write/write hazards between CUDA
 * threads of one launch (docs/emulation.md).
 *
 * Every 4-byte granule that instrumented accesses touch has a record of its
 * last write and its reads: the thread (block and thread), the barrier
 * epoch of its block (how many __syncthreads it had completed) and the
 * Fortran line; once an access narrower than the granule touched it
 * (integer(1) and (2), logical(1) elements), a record per byte instead:
 * neighbouring elements that different threads write do not race.  Two
 * accesses conflict when at least one writes, they come
 * from different threads, and either the threads are in different blocks
 * (nothing orders the blocks of a launch but atomics and fences) or in the
 * same block at the same epoch (no __syncthreads between them).  Atomics
 * do not go through here, and volatile accesses (flags that blocks poll)
 * are exempt, as in compute-sanitizer.
 *
 * Device memory (the arena of check_mem.c) has a shadow array per
 * allocation, shared by the host threads that run blocks (striped locks);
 * other memory (shared memory, module variables) has a hash table per host
 * thread, emptied when the thread starts a block, so only threads of one
 * block are compared there.  Cost: 48 bytes of shadow per 4 bytes of device
 * memory that kernels touch, and a lock per access.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "cufemu_internal.h"
#include "cufemu.h"

#include <pthread.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct grec {
  const char *wfile, *rfile;
  unsigned long long launch;
  unsigned long long wblock, rblock;
  unsigned wthread, rthread; /* + 1; 0: none */
  unsigned wepoch, repoch;
  int wline, rline;
  int rmany; /* several threads read at rblock/repoch */
  struct grec *bytes; /* NULL, or the granule's 4 bytes' records */
} grec;

enum { NLOCKS = 256 };
static pthread_mutex_t locks[NLOCKS];
static pthread_once_t locks_once = PTHREAD_ONCE_INIT;
static void init_locks(void) {
  for (int i = 0; i < NLOCKS; i++) pthread_mutex_init(&locks[i], NULL);
}

/* per host thread: granule address -> record, for memory outside the arena */
typedef struct {
  uintptr_t key;
  grec r;
} hslot;
static __thread hslot *htab;
static __thread size_t hcap, hused;

void cufemu_race_block_begin(void) {
  for (size_t i = 0; i < hcap && hused; i++) free(htab[i].r.bytes);
  if (hused) memset(htab, 0, hcap * sizeof *htab);
  hused = 0;
}

static grec *hash_rec(uintptr_t key) {
  if (2 * (hused + 1) > hcap) {
    size_t oc = hcap, nc = hcap ? 2 * hcap : 4096;
    hslot *old = htab, *nt = calloc(nc, sizeof *nt);
    if (!nt) return NULL;
    htab = nt;
    hcap = nc;
    hused = 0;
    for (size_t i = 0; i < oc; i++)
      if (old[i].key) *hash_rec(old[i].key) = old[i].r;
    free(old);
  }
  size_t i = (size_t)((key >> 2) * 0x9E3779B97F4A7C15ull) & (hcap - 1);
  while (htab[i].key && htab[i].key != key) i = (i + 1) & (hcap - 1);
  if (!htab[i].key) {
    htab[i].key = key;
    hused++;
  }
  return &htab[i].r;
}

void cufemu_race_free(cufemu_alloc *a) {
  grec *sh = a->race;
  for (size_t i = 0; sh && i < (a->n + 3) / 4; i++) free(sh[i].bytes);
  free(a->race);
  a->race = NULL;
}

static grec *alloc_rec(cufemu_alloc *a, size_t off) {
  grec *sh = __atomic_load_n((grec **)&a->race, __ATOMIC_ACQUIRE);
  if (!sh) {
    pthread_mutex_lock(&locks[0]);
    sh = a->race;
    if (!sh) {
      sh = calloc((a->n + 3) / 4, sizeof *sh);
      __atomic_store_n((grec **)&a->race, sh, __ATOMIC_RELEASE);
    }
    pthread_mutex_unlock(&locks[0]);
    if (!sh) return NULL;
  }
  return &sh[off / 4];
}

/* the thread (x,y,z) of block (x,y,z) of a linear block and thread index */
static void thread_text(char *buf, size_t n, unsigned long long b, unsigned t) {
  unsigned long long gx = gridDim.x, gy = gridDim.y;
  unsigned bx = blockDim.x, by = blockDim.y;
  snprintf(buf, n, "thread (%u,%u,%u) of block (%llu,%llu,%llu)", t % bx, (t / bx) % by, t / (bx * by), b % gx,
           (b / gx) % gy, b / (gx * gy));
}

static int conflicts(unsigned long long block, unsigned thread1, unsigned epoch) {
  const cufemu_pos *h = &cufemu_here;
  if (!thread1) return 0;
  if (block != h->block) return 1;
  return thread1 - 1 != h->thread && epoch == h->epoch;
}

/* kind: RAW, WAR, WAW; other: the earlier access ("read"/"write") */
static void hazard(const char *kind, const char *other, const cufemu_access *x, const char *ofile, int oline,
                   unsigned long long oblock, unsigned othread) {
  char me[128], them[128];
  const cufemu_pos *h = &cufemu_here;
  const char *k = cufemu_current_kernel();
  thread_text(me, sizeof me, h->block, h->thread);
  thread_text(them, sizeof them, oblock, othread - 1);
  cufemu_report("racecheck", x->file, x->line, x->var,
                "%s hazard on '%s': %s by %s, and %s at %s:%d by %s, %s (kernel '%s')", kind, x->var,
                (x->how & CUFEMU_A_WRITE) ? "write" : "read", me, other, ofile ? ofile : "?", oline, them,
                oblock == h->block ? "with no syncthreads between them" : "in another block of the same launch",
                k ? k : "?");
}

static void access_rec(grec *r, const cufemu_access *x) {
  const cufemu_pos *h = &cufemu_here;
  if (r->launch != h->launch) {
    memset(r, 0, offsetof(grec, bytes));
    r->launch = h->launch;
  }
  if (x->how & CUFEMU_A_WRITE) {
    if (conflicts(r->wblock, r->wthread, r->wepoch))
      hazard("write-after-write", "write", x, r->wfile, r->wline, r->wblock, r->wthread);
    else if (conflicts(r->rblock, r->rthread, r->repoch) ||
             (r->rmany && (r->rblock != h->block || r->repoch == h->epoch)))
      hazard("write-after-read", "read", x, r->rfile, r->rline, r->rblock, r->rthread);
    r->wblock = h->block;
    r->wthread = h->thread + 1;
    r->wepoch = h->epoch;
    r->wfile = x->file;
    r->wline = x->line;
    r->rthread = 0;
    r->rmany = 0;
    return;
  }
  if (conflicts(r->wblock, r->wthread, r->wepoch))
    hazard("read-after-write", "write", x, r->wfile, r->wline, r->wblock, r->wthread);
  if (r->rthread && (r->rblock != h->block || r->repoch == h->epoch)) {
    if (r->rthread - 1 != h->thread || r->rblock != h->block) r->rmany = 1;
    return;
  }
  r->rblock = h->block;
  r->rthread = h->thread + 1;
  r->repoch = h->epoch;
  r->rfile = x->file;
  r->rline = x->line;
  r->rmany = 0;
}

/* An access to bytes [lo, hi) of the granule at g whose record is r. */
static void access_granule(grec *r, uintptr_t g, uintptr_t lo, uintptr_t hi, const cufemu_access *x) {
  if (lo < g) lo = g;
  if (hi > g + 4) hi = g + 4;
  if (!r->bytes && hi - lo < 4) {
    grec *bytes = malloc(4 * sizeof *bytes);
    for (int k = 0; bytes && k < 4; k++) bytes[k] = *r; /* each byte inherits the granule's history */
    r->bytes = bytes;
  }
  if (!r->bytes) {
    access_rec(r, x);
    return;
  }
  for (uintptr_t b = lo; b < hi; b++) access_rec(&r->bytes[b - g], x);
}

void cufemu_race_access(cufemu_alloc *a, const void *p, size_t n, const cufemu_access *x) {
  if (!cufemu_current_kernel() || (x->how & CUFEMU_A_VOLATILE)) return;
  uintptr_t first = (uintptr_t)p & ~(uintptr_t)3, last = ((uintptr_t)p + n - 1) & ~(uintptr_t)3;
  for (uintptr_t g = first; g <= last; g += 4) {
    if (!a) {
      grec *r = hash_rec(g);
      if (r) access_granule(r, g, (uintptr_t)p, (uintptr_t)p + n, x);
      continue;
    }
    pthread_once(&locks_once, init_locks);
    size_t off = (size_t)(g < (uintptr_t)a->p ? 0 : g - (uintptr_t)a->p);
    grec *r = alloc_rec(a, off);
    if (!r) return;
    pthread_mutex_t *m = &locks[(off / 4) % NLOCKS];
    pthread_mutex_lock(m);
    access_granule(r, g, (uintptr_t)p, (uintptr_t)p + n, x);
    pthread_mutex_unlock(m);
  }
}
