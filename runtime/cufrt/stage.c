/*
 * stage.c — host<->device transfers of pageable host memory staged through
 * pinned buffers (issue 16 item 2).
 *
 * The DMA engine reads and writes only page-locked memory; cudaMemcpy from
 * a pageable array copies it through the driver's own staging buffers on
 * one host thread (6.7 GB/s h2d measured on an H100, against 53.5 GB/s from
 * pinned memory).  Here the host side of a transfer is cut into chunks: a
 * few persistent host threads copy a chunk into one of a small set of
 * pinned buffers (gathering a strided section on the way) while the DMA of
 * the previous chunk runs (cudaMemcpyAsync on the caller's stream, an event
 * per buffer); device to host the same in reverse (the DMA fills a buffer,
 * the threads copy it out while the next chunk crosses PCIe).
 *
 * Settings, read once from the environment (sizes take a K, M or G suffix):
 *   CUFRT_STAGE_CHUNK    bytes per chunk and pinned buffer  (default 4M)
 *   CUFRT_STAGE_THREADS  host threads copying, the caller's included
 *                        (default 8, at most the processors online)
 *   CUFRT_STAGE_MIN      contiguous pageable transfers below this go
 *                        straight to cudaMemcpy (default 1M; 0 stages all)
 *   CUFRT_STAGE_SPAN     h2d from pinned memory: a strided section whose
 *                        covering span is at most this many times its bytes
 *                        crosses PCIe whole and is gathered on the device
 *                        (default 2; 0: always pack on the host)
 *   CUFRT_STAGE_ROW      pinned sections whose contiguous rows are at least
 *                        this many bytes go by cudaMemcpy2D (default 512)
 *   CUFRT_STAGE_SMALL    sections of fewer bytes go by cudaMemcpy2D, rows
 *                        of one element where they must (default 64K: the
 *                        H200 sweep of 2026-11-26 timed a packed stride-2
 *                        section of 1-64 KiB at 0.09-0.15 of a contiguous
 *                        cudaMemcpy, about 100 us of fixed cost, where a
 *                        2-D copy costs a few ns a row)
 *   CUFRT_STRIDED_VARIANT  pinned sections of single elements (a(1:n:2)),
 *                        a measurement knob (bench/run.sh variants):
 *                        `stage` (default) as above; `span`: device to host
 *                        through the covering span (transfer.c,
 *                        copy_span_d2h); `2d`: cudaMemcpy2D, rows of one
 *                        element, whatever the size
 */
#include "cufrt.h"
#include "cufrt_internal.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* ---- settings ------------------------------------------------------------ */
static cufrt_stage_settings settings;
static pthread_once_t settings_once = PTHREAD_ONCE_INIT;

static size_t env_size(const char *name, size_t dflt) {
  const char *s = getenv(name);
  if (!s || !*s) return dflt;
  char *end;
  unsigned long long v = strtoull(s, &end, 10);
  switch (*end) {
  case 'k': case 'K': v <<= 10; end++; break;
  case 'm': case 'M': v <<= 20; end++; break;
  case 'g': case 'G': v <<= 30; end++; break;
  default: break;
  }
  if (end == s || *end) cufrt_errorf(NULL, 0, "%s=%s is not a size (digits, then K, M or G)", name, s);
  return (size_t)v;
}

static void read_settings(void) {
  long cpus = sysconf(_SC_NPROCESSORS_ONLN);
  settings.chunk = env_size("CUFRT_STAGE_CHUNK", (size_t)4 << 20);
  settings.threads = env_size("CUFRT_STAGE_THREADS", 8);
  settings.min = env_size("CUFRT_STAGE_MIN", (size_t)1 << 20);
  settings.span = env_size("CUFRT_STAGE_SPAN", 2);
  settings.row = env_size("CUFRT_STAGE_ROW", 512);
  settings.small = env_size("CUFRT_STAGE_SMALL", (size_t)64 << 10);
  const char *v = getenv("CUFRT_STRIDED_VARIANT");
  if (v && *v) {
    if (!strcmp(v, "span")) settings.strided = CUFRT_STRIDED_SPAN;
    else if (!strcmp(v, "2d")) settings.strided = CUFRT_STRIDED_2D;
    else if (strcmp(v, "stage")) cufrt_errorf(NULL, 0, "CUFRT_STRIDED_VARIANT=%s: not stage, span or 2d", v);
  }
  if (settings.chunk < 4096) settings.chunk = 4096;
  if (cpus > 0 && settings.threads > (size_t)cpus) settings.threads = (size_t)cpus;
  if (settings.threads < 1) settings.threads = 1;
  if (settings.threads > CUFRT_STAGE_MAXTHREADS) settings.threads = CUFRT_STAGE_MAXTHREADS;
}

const cufrt_stage_settings *cufrt_stage_settings_get(void) {
  pthread_once(&settings_once, read_settings);
  return &settings;
}

/* ---- host threads ---------------------------------------------------------
 * One job at a time (job_lock).  The caller publishes its job (on its stack)
 * under `lock` and takes parts itself; a worker that wakes while the job is
 * published joins it (counted in busy) and takes parts until none is left;
 * the caller waits until busy is 0 and unpublishes the job, so a worker
 * that wakes late finds none. */
typedef void (*part_fn)(void *arg, size_t part, size_t nparts);

typedef struct {
  part_fn fn;
  void *arg;
  size_t nparts;
  atomic_size_t next; /* the next part to take */
  size_t busy;        /* workers in the job (under crew.lock) */
} job;

static struct {
  pthread_mutex_t job_lock, lock;
  pthread_cond_t work, done;
  unsigned long generation;
  job *current;
  size_t nworkers;
} crew = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER,
          PTHREAD_COND_INITIALIZER, 0, NULL, 0};

static void take_parts(job *j) {
  for (size_t p; (p = atomic_fetch_add(&j->next, 1)) < j->nparts;) j->fn(j->arg, p, j->nparts);
}

static void *worker(void *unused) {
  (void)unused;
  unsigned long seen = 0;
  pthread_mutex_lock(&crew.lock);
  for (;;) {
    while (crew.generation == seen) pthread_cond_wait(&crew.work, &crew.lock);
    seen = crew.generation;
    job *j = crew.current;
    if (!j) continue;
    j->busy++;
    pthread_mutex_unlock(&crew.lock);
    take_parts(j);
    pthread_mutex_lock(&crew.lock);
    if (--j->busy == 0) pthread_cond_signal(&crew.done);
  }
  return NULL;
}

/* Workers start on first use; one that cannot start leaves fewer threads. */
static void start_workers(size_t want) {
  while (crew.nworkers < want) {
    pthread_t t;
    if (pthread_create(&t, NULL, worker, NULL) != 0) break;
    pthread_detach(t);
    crew.nworkers++;
  }
}

/* fn(arg, p, nparts) for p in [0, nparts), spread over the crew; returns
   when all parts are done. */
static void run_parts(part_fn fn, void *arg, size_t nparts) {
  if (nparts <= 1) {
    if (nparts == 1) fn(arg, 0, 1);
    return;
  }
  job j = {fn, arg, nparts, 0, 0};
  pthread_mutex_lock(&crew.job_lock);
  pthread_mutex_lock(&crew.lock);
  start_workers(cufrt_stage_settings_get()->threads - 1);
  crew.current = &j;
  crew.generation++;
  pthread_cond_broadcast(&crew.work);
  pthread_mutex_unlock(&crew.lock);
  take_parts(&j);
  pthread_mutex_lock(&crew.lock);
  while (j.busy > 0) pthread_cond_wait(&crew.done, &crew.lock);
  crew.current = NULL;
  pthread_mutex_unlock(&crew.lock);
  pthread_mutex_unlock(&crew.job_lock);
}

/* A copy of elements [e0, e1) of an iteration space on every thread; dst
   and src are the addresses of element e0. */
typedef struct {
  char *dst;
  const char *src;
  const cufrt_iter *it;
  size_t elem, e0, e1;
} range_job;

/* each thread at least this many bytes: smaller parts cost more in wake-ups
   than they save */
enum { PART_MIN = 256 << 10 };

static void copy_part(void *arg, size_t p, size_t np) {
  const range_job *j = arg;
  size_t n = j->e1 - j->e0, a = j->e0 + n * p / np, b = j->e0 + n * (p + 1) / np;
  long long d = cufrt_iter_offset(j->it, j->it->dsm, a) - cufrt_iter_offset(j->it, j->it->dsm, j->e0);
  long long s = cufrt_iter_offset(j->it, j->it->ssm, a) - cufrt_iter_offset(j->it, j->it->ssm, j->e0);
  cufrt_copy_range(j->dst + d, j->src + s, j->it, j->elem, a, b);
}

static void copy_parallel(char *dst, const char *src, const cufrt_iter *it, size_t elem, size_t e0,
                          size_t e1) {
  range_job j = {dst, src, it, elem, e0, e1};
  size_t np = (e1 - e0) * elem / PART_MIN, threads = cufrt_stage_settings_get()->threads;
  run_parts(copy_part, &j, np < 1 ? 1 : np > threads ? threads : np);
}

/* ---- pinned buffers, per device ------------------------------------------
 * Allocated on first use (portable pinned memory, cudaHostAlloc), kept for
 * the program's life.  The event of a buffer marks the end of the last DMA
 * that used it: a buffer is refilled only after it.  One transfer at a time
 * per device (lock); an h2d transfer on a user stream may return while its
 * last DMAs still read the buffers, as cudaMemcpyAsync from pageable memory
 * returns once the data is staged. */
enum { NBUF = 3, MAXDEV = 16 };
typedef struct {
  char *p;
  cudaEvent_t done;
} pinned_buf;
static struct {
  pthread_mutex_t lock;
  pinned_buf buf[NBUF];
} pools[MAXDEV];
static pthread_once_t pools_once = PTHREAD_ONCE_INIT;

static void init_pools(void) {
  for (int d = 0; d < MAXDEV; d++) pthread_mutex_init(&pools[d].lock, NULL);
}

/* The pool of the current device, locked; NULL when none can be had, or
   when an element is larger than a buffer (the caller moves the data
   unstaged). */
static pinned_buf *pool_take(int *dev, size_t elem) {
  pthread_once(&pools_once, init_pools);
  if (elem > cufrt_stage_settings_get()->chunk) return NULL;
  if (cudaGetDevice(dev) != cudaSuccess || *dev < 0 || *dev >= MAXDEV) {
    (void)cudaGetLastError();
    return NULL;
  }
  pthread_mutex_lock(&pools[*dev].lock);
  pinned_buf *b = pools[*dev].buf;
  size_t chunk = cufrt_stage_settings_get()->chunk;
  for (int i = 0; i < NBUF; i++) {
    if (b[i].p) continue;
    void *p = NULL;
    if (cudaHostAlloc(&p, chunk, cudaHostAllocPortable) != cudaSuccess ||
        cudaEventCreateWithFlags(&b[i].done, cudaEventDisableTiming) != cudaSuccess) {
      (void)cudaGetLastError();
      if (p) cudaFreeHost(p);
      pthread_mutex_unlock(&pools[*dev].lock);
      return NULL;
    }
    b[i].p = p;
    if (cudaEventRecord(b[i].done, 0) != cudaSuccess) (void)cudaGetLastError();
  }
  return b;
}

static void pool_give(int dev) { pthread_mutex_unlock(&pools[dev].lock); }

/* ---- the pipelines --------------------------------------------------------
 * `it` is the joint iteration space of the whole transfer with the device
 * side contiguous; the host side is at `host` with its strides in it. */
int cufrt_stage_h2d(char *dev_dst, const char *host, const cufrt_iter *it, size_t n, size_t elem,
                    cudaStream_t stream, const char *what, const char *file, int line) {
  int dev;
  pinned_buf *b = pool_take(&dev, elem);
  if (!b) return 0;
  size_t per = cufrt_stage_settings_get()->chunk / elem;
  cudaEvent_t last = NULL;
  for (size_t e0 = 0, k = 0; e0 < n; e0 += per, k = (k + 1) % NBUF) {
    size_t e1 = n - e0 < per ? n : e0 + per, bytes = (e1 - e0) * elem;
    cufrt_check(cudaEventSynchronize(b[k].done), what, file, line);
    copy_parallel(b[k].p, host + cufrt_iter_offset(it, it->ssm, e0), it, elem, e0, e1);
    cufrt_check(cudaMemcpyAsync(dev_dst + e0 * elem, b[k].p, bytes, cudaMemcpyHostToDevice, stream),
                what, file, line);
    cufrt_check(cudaEventRecord(b[k].done, stream), what, file, line);
    last = b[k].done;
  }
  if (stream == 0 && last) cufrt_check(cudaEventSynchronize(last), what, file, line);
  pool_give(dev);
  return 1;
}

int cufrt_stage_d2h(char *host, const char *dev_src, const cufrt_iter *it, size_t n, size_t elem,
                    cudaStream_t stream, const char *what, const char *file, int line) {
  int dev;
  pinned_buf *b = pool_take(&dev, elem);
  if (!b) return 0;
  size_t per = cufrt_stage_settings_get()->chunk / elem, nchunks = (n + per - 1) / per;
  /* the DMA runs up to NBUF - 1 chunks ahead of the threads copying out */
  size_t issued = 0;
  for (size_t c = 0; c < nchunks; c++) {
    for (; issued < nchunks && issued < c + NBUF; issued++) {
      pinned_buf *q = &b[issued % NBUF];
      size_t e0 = issued * per, e1 = n - e0 < per ? n : e0 + per;
      cufrt_check(cudaEventSynchronize(q->done), what, file, line);
      cufrt_check(cudaMemcpyAsync(q->p, dev_src + e0 * elem, (e1 - e0) * elem, cudaMemcpyDeviceToHost,
                                  stream),
                  what, file, line);
      cufrt_check(cudaEventRecord(q->done, stream), what, file, line);
    }
    pinned_buf *q = &b[c % NBUF];
    size_t e0 = c * per, e1 = n - e0 < per ? n : e0 + per;
    cufrt_check(cudaEventSynchronize(q->done), what, file, line);
    copy_parallel(host + cufrt_iter_offset(it, it->dsm, e0), q->p, it, elem, e0, e1);
  }
  pool_give(dev);
  return 1;
}
